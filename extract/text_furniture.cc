// Running headers and footers of a text dump (`pdftotext` of a PDF of several pages, pages
// parted by form feeds): the rows that close (or open) every full page alike, taken out of
// the rows as the PDF reader takes them out of its pages (pdf_furniture.cc), their text kept
// as the document's furniture, where a CV may print the person's only contact details. Part
// of the text reader (extract.cc).
//
// A footer is the longest run of rows ending two or more full pages (kFullPage rows or more)
// that reads the same on each, row for row, but for page numbers ("2/3", "Page 2 of 3", a
// number alone: each run of one to three digits is a number's place). A header is the same
// at the pages' top, from the second page on. Such a run is also taken off a short page (the
// last one, often) whose edge reads the same. With fewer than two full pages, pages whose
// edge rows read alike but for a page number that goes with the page ("1/2", "2/2") have
// such a run too. One page alone, or pages that end differently, have no furniture.
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "extract/internal.h"

namespace cvmill::extract {
namespace {

constexpr std::size_t kFullPage = 16;  // non-blank rows a page needs to show its furniture
constexpr std::size_t kMaxRun = 8;     // rows a header or footer may take

bool Blank(std::string_view s) {
  return s.find_first_not_of(" \t\f") == std::string_view::npos;
}

// The row's text as furniture compares it: runs of white space one space, each run of one to
// three digits '#' ("3/4" and "4/4" alike; a year stays as it is).
std::string Key(std::string_view s) {
  std::string k;
  k.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    char c = s[i];
    if (c == ' ' || c == '\t' || c == '\f') {
      while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\f')) ++i;
      if (!k.empty() && i < s.size()) k += ' ';
      continue;
    }
    if (c >= '0' && c <= '9') {
      std::size_t j = i;
      while (j < s.size() && s[j] >= '0' && s[j] <= '9') ++j;
      if (j - i <= 3) k += '#';
      else k.append(s.substr(i, j - i));
      i = j;
      continue;
    }
    k += c;
    ++i;
  }
  return k;
}

// The text kept as furniture: trimmed, two spaces or more a cell break (a TAB), as the PDF
// reader keeps a row's cells.
std::string Cells(std::string_view s) {
  std::string out;
  std::size_t i = s.find_first_not_of(" \t\f");
  std::size_t end = s.find_last_not_of(" \t\f");
  if (i == std::string_view::npos) return out;
  for (; i <= end; ++i) {
    char c = s[i] == '\f' ? ' ' : s[i];
    if (c == ' ' || c == '\t') {
      std::size_t j = i;
      while (j <= end && (s[j] == ' ' || s[j] == '\t' || s[j] == '\f')) ++j;
      out += (j - i >= 2 || c == '\t') ? '\t' : ' ';
      i = j - 1;
      continue;
    }
    out += c;
  }
  return out;
}

struct Page {
  std::vector<std::size_t> rows;  // the page's non-blank rows, in order
};

// How many rows the pages' edges share: the rows counted from the end (footer) or the start
// (header) of every full page among `pages`, key for key; *model is one of those pages. With
// fewer than two full pages, every page's edge row must read alike and its page number go
// with the page ("1/2" over "2/2"), and the run keeps some of each page as body.
std::size_t SharedRun(const std::vector<Page>& pages, const std::vector<TextRow>& rows,
                      const std::vector<std::string>& keys, bool footer, const Page** model) {
  std::vector<const Page*> full;
  for (const Page& p : pages) {
    if (p.rows.size() >= kFullPage) full.push_back(&p);
  }
  const bool numbered = full.size() < 2;
  if (numbered) {
    full.clear();
    for (const Page& p : pages) {
      if (p.rows.size() >= 2) full.push_back(&p);
    }
  }
  if (full.size() < 2) return 0;
  *model = full[0];
  auto at = [&](const Page& p, std::size_t k) { return p.rows[footer ? p.rows.size() - 1 - k : k]; };
  if (numbered) {
    std::vector<std::string> edge;
    for (const Page* p : full) edge.push_back(Cells(rows[at(*p, 0)].text));
    std::sort(edge.begin(), edge.end());
    if (std::adjacent_find(edge.begin(), edge.end()) != edge.end()) return 0;  // no number going on
  }
  std::size_t run = 0;
  for (; run < kMaxRun; ++run) {
    if (numbered && std::any_of(full.begin(), full.end(), [&](const Page* p) { return p->rows.size() <= run + 1; }))
      break;
    const std::string& key = keys[at(*full[0], run)];
    bool same = std::all_of(full.begin() + 1, full.end(), [&](const Page* p) { return keys[at(*p, run)] == key; });
    if (!same) break;
  }
  return run;
}

}  // namespace

void DropTextFurniture(std::vector<TextRow>* rows, std::vector<std::string>* furniture,
                       std::vector<Diagnostic>* diagnostics) {
  std::vector<Page> pages(1);
  for (std::size_t i = 0; i < rows->size(); ++i) {
    const TextRow& r = (*rows)[i];
    if (r.page_break && !pages.back().rows.empty()) pages.emplace_back();
    if (!Blank(r.text)) pages.back().rows.push_back(i);
  }
  if (pages.size() < 2) return;
  std::vector<std::string> keys(rows->size());
  for (const Page& p : pages) {
    for (std::size_t i : p.rows) keys[i] = Key((*rows)[i].text);
  }
  std::vector<bool> drop(rows->size(), false);
  std::vector<std::string> kept_keys;  // furniture keeps each text once ("2/3" as "1/3")
  const std::vector<Page> after_first(pages.begin() + 1, pages.end());
  for (bool footer : {true, false}) {
    const std::vector<Page>& scope = footer ? pages : after_first;
    const Page* model = nullptr;
    const std::size_t run = SharedRun(scope, *rows, keys, footer, &model);
    if (run == 0) continue;
    // Every page whose edge reads as the model's, the first page's top included.
    for (std::size_t n = 0; n < pages.size(); ++n) {
      const Page& p = pages[n];
      if (p.rows.size() <= run) continue;
      bool same = true;
      for (std::size_t k = 0; k < run && same; ++k) {
        std::size_t a = footer ? p.rows[p.rows.size() - 1 - k] : p.rows[k];
        std::size_t b = footer ? model->rows[model->rows.size() - 1 - k] : model->rows[k];
        same = keys[a] == keys[b];
      }
      if (!same) continue;
      for (std::size_t k = 0; k < run; ++k) {
        std::size_t a = footer ? p.rows[p.rows.size() - run + k] : p.rows[k];
        drop[a] = true;
        std::string text = Cells((*rows)[a].text);
        diagnostics->push_back({(*rows)[a].number, "page " + std::to_string(n + 1) + ": running " +
                                                       (footer ? "footer" : "header") + " removed: " + text});
        if (std::find(kept_keys.begin(), kept_keys.end(), keys[a]) == kept_keys.end()) {
          kept_keys.push_back(keys[a]);
          furniture->push_back(std::move(text));
        }
      }
    }
  }
  // The rows go; a page break on a dropped row passes to the next row kept.
  std::vector<TextRow> kept;
  kept.reserve(rows->size());
  bool pending_break = false;
  for (std::size_t i = 0; i < rows->size(); ++i) {
    if (drop[i]) {
      pending_break = pending_break || (*rows)[i].page_break;
      continue;
    }
    kept.push_back((*rows)[i]);
    if (pending_break) kept.back().page_break = true;
    pending_break = false;
  }
  rows->swap(kept);
}

}  // namespace cvmill::extract
