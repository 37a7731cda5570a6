// A text dump of a page in two columns (pdftotext's reading order) interleaves the columns'
// blocks: an entry of the main column (its date line, its bullets, its prose) read under the
// heading of the sidebar's list section ("Skills", "Interests") that came between. Those
// paragraphs are moved back to the section of dated entries before that list section; the list
// section keeps its own lines (short lines, no dates). First, an entry's title set like the
// headings (in capitals) that opened a section of unknown kind, over an entry's lines, joins the
// section of entries before it. Part of the heading stage (normalize.cc); runs once the blocks
// are cut, after the stacked headings are shared out (stacked.cc).

#include <algorithm>
#include <string_view>
#include <vector>

#include "common/text.h"
#include "normalize/internal/heading_style.h"
#include "normalize/internal/interleaved.h"
#include "normalize/normalize.h"

namespace cvmill::normalize::internal {

std::vector<std::vector<int>> Paragraphs(const extract::Document& doc, const std::vector<int>& lines) {
  std::vector<std::vector<int>> paras;
  for (std::size_t j = 0; j < lines.size(); ++j) {
    const int i = lines[j];
    if (j == 0 || doc.lines[static_cast<std::size_t>(i)].blank_before > 0 || i != lines[j - 1] + 1) paras.emplace_back();
    paras.back().push_back(i);
  }
  return paras;
}

namespace {

enum class Kind {
  kDated,      // a line that is a date range: an entry's
  kSentences,  // sentences: prose, bullets of five words or more that are no list
  kList,       // a list's lines: short, or a label and its items ("Tools: Excel, Sage")
  kShort,      // one short line, no dates (a title, a group's name)
};

bool ListSection(Section s) { return s == Section::kSkills || s == Section::kLanguages || s == Section::kInterests; }

bool EntrySection(Section s) {
  return s == Section::kWork || s == Section::kEducation || s == Section::kVolunteer || s == Section::kProjects;
}

// Tokens apart by spaces, marks alone counted ("| Jan 2020 - Present" is five; text::WordCount,
// which counts runs of letters and digits, says three, and moved 13 documents when tried).
int Words(std::string_view t) {
  int n = 0;
  for (std::string_view w : text::Split(t, ' ')) n += !w.empty();
  return n;
}

// A date range standing as the line, or nearly ("| Jan 2020 - Present"): both ends, or an
// ongoing one (a single year may be a list's: a certificate's, a language's).
bool RangeLine(std::string_view t, const Rules& rules) {
  if (Words(t) > 7) return false;
  for (const DateRange& r : FindDates(t, rules)) {
    if (r.ongoing || r.end.year > 0) return true;
  }
  return false;
}

// A list's line: a few words, or items after a label or apart by commas; no dates, no sentence.
bool ListLine(std::string_view t, int words, const Rules& rules) {
  if (text::EndsSentence(t) || !FindDates(t, rules).empty()) return false;
  if (words <= 4) return true;
  const std::size_t colon = t.find(':');
  return (colon != std::string_view::npos && colon < 40) || std::count(t.begin(), t.end(), ',') >= 2;
}

Kind Classify(const extract::Document& doc, const Rules& rules, const std::vector<int>& para) {
  int list = 0;
  for (int i : para) {
    const std::string_view t = doc.lines[static_cast<std::size_t>(i)].text;
    if (RangeLine(t, rules)) return Kind::kDated;
    list += ListLine(t, Words(t), rules);
  }
  if (list < static_cast<int>(para.size())) return Kind::kSentences;
  return para.size() == 1 && Words(doc.lines[static_cast<std::size_t>(para[0])].text) <= 4 ? Kind::kShort : Kind::kList;
}

// Whether the lines read under a heading are an entry's: a date range, bullets of sentences,
// or prose.
bool EntryLike(const extract::Document& doc, const Rules& rules, const std::vector<int>& lines) {
  for (const std::vector<int>& para : Paragraphs(doc, lines)) {
    if (Kind k = Classify(doc, rules, para); k == Kind::kDated || k == Kind::kSentences) return true;
  }
  return false;
}

// An entry's title set like the document's headings ("HEAD BAKER" where the
// headings are set in capitals) opens a section of unknown kind; when what it holds is an
// entry's and a section of dated entries came before, it is a line of that section: the
// heading and its lines join it (a section of unknown kind that holds a list in between, a
// skill group's name and its skills, stays apart).
void FoldEntryTitles(const extract::Document& doc, const Rules& rules, std::vector<Block>* blocks) {
  std::vector<Block>& bs = *blocks;
  std::vector<bool> gone(bs.size(), false);
  for (std::size_t k = 2; k < bs.size(); ++k) {
    Block& b = bs[k];
    if (b.section != Section::kNone || b.rule != "typography" || b.heading_line < 0 || b.lines.empty()) continue;
    // (Capitals set it apart, not a markdown level: "## Formação acadêmica" is a heading
    // the rules do not know.)
    const extract::Line& h = doc.lines[static_cast<std::size_t>(b.heading_line)];
    if (h.heading_level > 0 || !AllCaps(h.text) || !EntryLike(doc, rules, b.lines)) continue;
    // (Not a section's heading the rules do not know, "SIDE VENTURES", over an entry's header
    // and its date line; a title has job-title words, or its entry's text under it.)
    if (b.lines.size() >= 2 && b.lines[1] == b.lines[0] + 1 &&
        doc.lines[static_cast<std::size_t>(b.lines[1])].blank_before == 0 && !HasJobTitle(h.text, rules)) {
      const std::string_view first = doc.lines[static_cast<std::size_t>(b.lines[0])].text;
      if (!RangeLine(first, rules) && RangeLine(doc.lines[static_cast<std::size_t>(b.lines[1])].text, rules)) continue;
    }
    std::size_t to = k;
    while (to > 1 && (gone[to - 1] || (bs[to - 1].section == Section::kNone && bs[to - 1].rule == "typography"))) --to;
    if (to <= 1 || !EntrySection(bs[to - 1].section) || bs[to - 1].heading_line < 0) continue;
    Block& dest = bs[to - 1];
    // (Below it in the source too: not a heading of another column that a -layout dump's
    // split set after it.)
    if (doc.lines[static_cast<std::size_t>(dest.heading_line)].number >= h.number) continue;
    dest.lines.push_back(b.heading_line);
    if (b.heading_tail >= 0) dest.lines.push_back(b.heading_tail);
    dest.lines.insert(dest.lines.end(), b.lines.begin(), b.lines.end());
    gone[k] = true;
  }
  std::size_t w = 0;
  for (std::size_t k = 0; k < bs.size(); ++k) {
    if (!gone[k]) {
      if (w != k) bs[w] = std::move(bs[k]);
      ++w;
    }
  }
  bs.resize(w);
}

}  // namespace

void RehomeInterleavedEntries(const extract::Document& doc, const Rules& rules, Normalized* out) {
  if (doc.format != extract::Format::kText) return;
  auto& blocks = out->blocks;
  FoldEntryTitles(doc, rules, &blocks);
  for (std::size_t k = 2; k < blocks.size(); ++k) {
    Block& list = blocks[k];
    if (!ListSection(list.section) || list.lines.empty() || list.container || list.heading_line < 0) continue;
    // The section of dated entries read before it: one that has a date range, or whose
    // entries were read elsewhere (a title, two lines at most); not a section of entries with
    // no dates ("Software" read as a projects heading in the sidebar).
    std::size_t to = k;
    auto dated = [&](const Block& b) {
      if (b.lines.size() <= 2) return true;
      return std::any_of(b.lines.begin(), b.lines.end(),
                         [&](int i) { return RangeLine(doc.lines[static_cast<std::size_t>(i)].text, rules); });
    };
    while (to > 1 && !(EntrySection(blocks[to - 1].section) && dated(blocks[to - 1]))) --to;
    if (to <= 1) continue;
    Block& dest = blocks[to - 1];
    const std::vector<std::vector<int>> paras = Paragraphs(doc, list.lines);
    // (Read in the source's order, after the heading: where a -layout dump's columns were
    // split apart, lines of another column that follow the list in the document stand above its
    // heading in the source, and are that column's, not an interleaved entry.)
    const int heading_number = doc.lines[static_cast<std::size_t>(list.heading_line)].number;
    std::vector<Kind> kinds;
    for (const auto& p : paras) {
      const bool after = doc.lines[static_cast<std::size_t>(p.front())].number > heading_number;
      kinds.push_back(after ? Classify(doc, rules, p) : Kind::kList);
    }
    const std::size_t n = paras.size();
    std::vector<bool> move(n, false);
    // A list's group name: a short line right before the list's lines.
    auto group_name = [&](std::size_t j) { return kinds[j] == Kind::kShort && j + 1 < n && kinds[j + 1] == Kind::kList; };
    auto goes_with = [&](std::size_t j) {
      return kinds[j] != Kind::kList && !group_name(j);
    };
    for (std::size_t j = 0; j < n; ++j) {
      if (kinds[j] != Kind::kDated) continue;
      move[j] = true;
      for (std::size_t b = j; b > 0 && goes_with(b - 1) && !move[b - 1]; --b) move[b - 1] = true;
      for (std::size_t f = j + 1; f < n && goes_with(f) && !move[f]; ++f) move[f] = true;
    }
    std::vector<int> keep;
    bool moved = false;
    for (std::size_t j = 0; j < n; ++j) {
      for (int i : paras[j]) {
        if (move[j]) {
          dest.lines.push_back(i);
          moved = true;
        } else {
          keep.push_back(i);
        }
      }
    }
    if (moved) list.lines = std::move(keep);
  }
}

}  // namespace cvmill::normalize::internal
