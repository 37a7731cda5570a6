// Rows of a grid: cells set one under another at the same left edges ("English <gap> Swahili <gap>
// Spanish" over "Fluent speaker  Working basics  Spanish for trade, basic"). The row under a row
// of cells, starting where it starts, with a word at each of its cells' left edges after more
// than a word space, has its cells there, however narrow the space the longer text left.
#include <algorithm>
#include <cmath>

#include "extract/internal.h"

namespace cvmill::extract::pdf {

constexpr std::size_t kCellWords = 6;

void MarkGridRows(std::vector<OutLine>* lines, const PageSpacing& spacing) {
  if (spacing.space == 0) return;
  std::vector<OutLine>& ls = *lines;
  for (std::size_t i = 0; i + 1 < ls.size(); ++i) {
    const OutLine& a = ls[i];
    OutLine& b = ls[i + 1];
    if (a.words.size() < 2 || b.words.size() < 2 || a.column != b.column) continue;
    // (The row right under: no more than a line's height between them.)
    const double height = a.y1 - a.y0;
    if (height <= 0 || b.y0 - a.y1 > height || b.y0 < a.y1 - 0.5 * height) continue;
    if (std::abs(a.words.front().x0 - b.words.front().x0) > 1.0) continue;
    std::vector<double> edges;  // the upper row's cells' left edges
    for (std::size_t k = 1; k < a.words.size(); ++k) {
      if (Gap(a.words[k - 1], a.words[k])) edges.push_back(a.words[k].x0);
    }
    if (edges.empty()) continue;
    std::vector<std::size_t> at;
    for (double x : edges) {
      for (std::size_t k = 1; k < b.words.size(); ++k) {
        const Word& p = b.words[k - 1];
        const double em = std::max(1.0, p.size);
        if (std::abs(b.words[k].x0 - x) <= 1.0 && b.words[k].x0 - p.x1 > 1.5 * spacing.space * em) {
          at.push_back(k);
          break;
        }
      }
    }
    if (at.size() != edges.size()) continue;
    // (Cells of a few words each: the wide spaces of justified prose over prose split nothing.)
    std::size_t words = 1, most = 1;
    for (std::size_t k = 1, c = 0; k < b.words.size(); ++k) {
      const bool cut = c < at.size() && at[c] == k;
      c += cut;
      words = cut ? 1 : words + 1;
      most = std::max(most, words);
    }
    if (most > kCellWords || b.words.back().text.back() == '.') continue;
    for (std::size_t k : at) b.words[k].gap_before = true;
  }
}

}  // namespace cvmill::extract::pdf
