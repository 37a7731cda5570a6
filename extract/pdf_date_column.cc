// A column of dates or labels set close left of the text, split off as cells (part of the PDF
// reader's reading order, pdf_rows.cc: a page read as one flow has its date column split off
// this way). Moved out of pdf_rows.cc to keep that file short.
#include <cctype>
#include <string>
#include <vector>

#include "common/text.h"
#include "extract/internal.h"

namespace cvmill::extract::pdf {

// A column of dates (or labels) set left of the text, close to it (moderncv: dates set flush
// right against the text's left edge; Europass: labels flush right, a gap narrower than the page gutter finder sees). The
// text's left edge is the start most rows share (a row's first word, or its text after a cell
// set 0.6 em or more before it: a head over the page may outnumber the rows starting at the
// edge); a row with words left of it and a word starting on it has a cell in the column: that
// word gets a layout gap before it. A cell
// that ends in a dash goes on in the next row's cell ("Mar 2021 –" over "present"): the
// two are one cell, read on the first row.
void SplitDateColumn(std::vector<std::vector<Word>>* lines) {
  std::vector<double> starts;
  std::size_t rows = 0;
  for (const auto& l : *lines) {
    if (l.empty()) continue;
    ++rows;
    starts.push_back(l.front().x0);
    // (And where a row's text starts after a cell set close before it: a space of 0.6 em or
    // more, twice a word space. The first such start a row has, once a row.)
    for (std::size_t k = 1; k < l.size(); ++k) {
      if (l[k].x0 - l[k - 1].x1 >= 0.6 * std::max(1.0, l[k - 1].size)) {
        starts.push_back(l[k].x0);
        break;
      }
    }
  }
  if (rows < 6) return;
  // The start shared by most rows (within 1.5 pt).
  double edge = 0;
  std::size_t best = MostWithin(starts, 1.5, &edge);
  if (best * 5 < rows) return;  // no edge a fifth of the rows start at
  // (A bullet mark or an icon before the edge is no cell: it has no ASCII letter or digit.)
  auto at_edge = [&](const std::vector<Word>& l) -> std::size_t {
    for (std::size_t k = 1; k < l.size(); ++k) {
      if (l[k].x0 >= edge - 0.5 && l[k].x0 <= edge + 3.0 && l[k - 1].x1 < edge - 1.0) {
        bool mark = k == 1 && std::none_of(l[0].text.begin(), l[0].text.end(), [](char c) {
                      return std::isalnum(static_cast<unsigned char>(c));
                    });
        return mark ? 0 : k;
      }
    }
    return 0;
  };
  std::size_t split = 0, years = 0;
  std::vector<double> rights;  // where each cell ends
  for (const auto& l : *lines) {
    if (l.empty() || l.front().x0 >= edge - 1.5) continue;
    std::size_t k = at_edge(l);
    if (!k) continue;
    ++split;
    years += HasYear(l, edge, false);  // the words left of the edge: the cell
    rights.push_back(l[k - 1].x1);
  }
  // A column of dates, mostly; or of labels set flush right against the text (Europass):
  // two thirds of the cells end within 1.5 pt of each other.
  double right = 0;
  std::size_t aligned = MostWithin(rights, 1.5, &right);
  if (split < 3 || (years * 2 < split && aligned * 3 < split * 2)) return;
  for (std::size_t i = 0; i < lines->size(); ++i) {
    auto& l = (*lines)[i];
    if (l.empty() || l.front().x0 >= edge - 1.5) continue;
    std::size_t k = at_edge(l);
    if (!k) continue;
    l[k].gap_before = true;
    // A cell ending in a dash goes on in the next row's cell.
    const std::string& last = l[k - 1].text;
    if (i + 1 < lines->size() && (last == "-" || text::EndsWith(last, "\u2013") || text::EndsWith(last, "\u2014"))) {
      auto& next = (*lines)[i + 1];
      std::size_t cut = next.empty() || next.front().x0 >= edge - 1.5 ? 0 : at_edge(next);
      if (!cut && !next.empty() && next.back().x1 < edge - 1.0) cut = next.size();  // a cell alone
      if (cut) {
        l.insert(l.begin() + static_cast<long>(k), next.begin(), next.begin() + static_cast<long>(cut));
        l[k + cut].gap_before = true;
        for (std::size_t m = k; m < k + cut; ++m) l[m].gap_before = false, l[m].y0 = l[k - 1].y0, l[m].y1 = l[k - 1].y1;
        next.erase(next.begin(), next.begin() + static_cast<long>(cut));
        if (!next.empty()) next.front().gap_before = false;
      }
    }
  }
  lines->erase(std::remove_if(lines->begin(), lines->end(), [](const std::vector<Word>& l) { return l.empty(); }),
               lines->end());
}

}  // namespace cvmill::extract::pdf
