// Two label/items pairs set side by side on one row ("Tools <0.8 em> Saw, Drill, Lathe <gap>
// Areas <0.8 em> Joinery, Roofing"), each label flush against its items, labels and items
// wrapped over rows. Part of the PDF reader's reading order (pdf_rows.cc calls ReadLabelPairs
// on each flow's lines, after ReadCards: cards of a label and its value, three across, are
// theirs).
//
// The second label stands from its items no further than a justified word space, so no gap
// splits the row there, and read as rows the wrapped labels interleave with the wrapped
// items. The band: a first row of four cells, label, items, label, items, each after more
// than a word space (the second label after the widest space between the items' starts),
// where each items cell starts at an x that a second row of the band starts a word at too,
// after a space (a column start shared down the band), both labels stand the same distance
// from their items (one template for both pairs), wider than the row's other spaces. Every
// row keeps to the grid (no word across an items column's start), at line spacing, in no
// larger type (a heading). A justified paragraph stretches its spaces alike; a single pair
// has no second column.
// The band is read as two lines, each pair's label words then its items words, the items
// after a layout gap, wrapped rows joined (a word broken by its hyphen made whole).
#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <utility>
#include <vector>

#include "extract/internal.h"

namespace cvmill::extract::pdf {
namespace {

constexpr double kFar = std::numeric_limits<double>::max();

double Em(const Word& w) { return std::max(1.0, w.size); }

struct Grid {
  double e1 = 0, e2 = 0;  // where each pair's items start
  double g0 = 0;          // where the first row's first items end, before the layout gap
  std::size_t end = 0;    // one past the band's last row
};

// The row's four cells under the grid: [label 1, items 1, label 2, items 2], or false when a
// word crosses a column start. (Words between the items' starts: those starting within the
// first row's items are the first pair's, those after them the second label's, which may
// start further left than on the first row: a longer word wrapped. The caller checks the
// layout gap between the two stays open.)
bool Cells(const std::vector<Word>& row, const Grid& g, std::vector<Word> (*cells)[4]) {
  for (auto& c : *cells) c.clear();
  for (const Word& w : row) {
    int c;
    if (w.x1 <= g.e1 + 0.5) c = 0;
    else if (w.x0 >= g.e1 - 0.5 && w.x0 < g.g0 && w.x1 <= g.e2 + 0.5) c = 1;
    else if (w.x0 >= g.g0 && w.x1 <= g.e2 + 0.5) c = 2;
    else if (w.x0 >= g.e2 - 0.5) c = 3;
    else return false;
    (*cells)[c].push_back(w);
  }
  return true;
}

// A cell starts at x after more than a word space (half an em) from the cell before it, if any.
bool StartsAt(const std::vector<Word>& before, const std::vector<Word>& cell, double x) {
  return !cell.empty() && std::abs(cell.front().x0 - x) <= 0.5 &&
         (before.empty() || cell.front().x0 - before.back().x1 >= 0.5 * Em(before.back()));
}

bool PairBand(const std::vector<std::vector<Word>>& lines, std::size_t i, std::size_t k1, std::size_t k2,
              std::size_t k3, Grid* grid) {
  const std::vector<Word>& first = lines[i];
  Grid g;
  g.e1 = first[k1].x0;
  g.e2 = first[k3].x0;
  g.g0 = first[k2 - 1].x1;
  // Both labels stand as far from their items: one template for both pairs.
  const double d1 = g.e1 - first[k1 - 1].x1, d2 = g.e2 - first[k3 - 1].x1;
  if (std::abs(d1 - d2) > 1.0) return false;
  double largest = 0;
  for (const Word& w : first) largest = std::max(largest, w.size);
  std::vector<Word> cells[4];
  std::size_t end = i, starts1 = 0, starts2 = 0;
  double x1_end = -kFar, x2_end = -kFar;
  for (std::size_t j = i; j < lines.size(); ++j) {
    const std::vector<Word>& row = lines[j];
    if (row.empty()) break;
    if (j > i) {
      // Rows at line spacing: more white space than a line's is past the band.
      const double h = std::max(1.0, RowBottom(lines[j - 1]) - RowTop(lines[j - 1]));
      if (RowTop(row) - RowBottom(lines[j - 1]) > 0.6 * h) break;
    }
    // (Nor a row in a larger type: a heading.)
    if (std::any_of(row.begin(), row.end(), [&](const Word& w) { return w.size > largest + 0.5; })) break;
    if (!Cells(row, g, &cells)) break;
    // A row of the band's own: the gap stays open (the cells either side keep apart).
    if (!cells[1].empty() && !cells[2].empty() && cells[2].front().x0 - cells[1].back().x1 < 0.5 * Em(cells[1].back()))
      break;
    starts1 += StartsAt(cells[0], cells[1], g.e1);
    starts2 += StartsAt(cells[2].empty() ? cells[1] : cells[2], cells[3], g.e2);
    for (const Word& w : cells[1]) x1_end = std::max(x1_end, w.x1);
    for (const Word& w : cells[3]) x2_end = std::max(x2_end, w.x1);
    end = j + 1;
  }
  // Each items column's start is shared by two rows or more.
  if (end - i < 2 || starts1 < 2 || starts2 < 2) return false;
  // Both items columns about as wide.
  const double w1 = x1_end - g.e1, w2 = x2_end - g.e2;
  if (!(w1 > 0 && w2 > 0) || w1 > 2 * w2 || w2 > 2 * w1) return false;
  g.end = end;
  *grid = g;
  return true;
}

// Appends a cell's words (row by row) to a line: a wrapped row goes on after a space, a word
// broken by its hyphen at a row's end is made whole.
void Append(std::vector<Word>&& cell, std::vector<Word>* line, bool row_start) {
  for (std::size_t k = 0; k < cell.size(); ++k) {
    Word& w = cell[k];
    w.gap_before = false;
    if (k == 0 && row_start && !line->empty()) {
      Word& last = line->back();
      const std::string& t = last.text;
      if (t.size() >= 3 && t.back() == '-' && std::isalpha(static_cast<unsigned char>(t[t.size() - 2])) &&
          !w.text.empty() && std::islower(static_cast<unsigned char>(w.text[0]))) {
        last.text.pop_back();
        last.text += w.text;
        last.space_after = w.space_after;
        continue;
      }
      last.space_after = t.back() != '-';
    }
    line->push_back(std::move(w));
  }
}

}  // namespace

void ReadLabelPairs(std::vector<std::vector<Word>>* lines) {
  std::vector<std::vector<Word>>& in = *lines;
  std::vector<std::vector<Word>> out;
  out.reserve(in.size());
  for (std::size_t i = 0; i < in.size();) {
    const std::vector<Word>& row = in[i];
    Grid grid;
    bool found = false;
    // Each pair's items after more than a word space (half an em); the second label after the
    // widest space between the two items' starts.
    auto gap = [&](std::size_t k) { return row[k].x0 - row[k - 1].x1; };
    for (std::size_t k1 = 1; k1 + 2 < row.size() && !found; ++k1) {
      if (gap(k1) < 0.5 * Em(row[k1 - 1])) continue;
      for (std::size_t k3 = k1 + 2; k3 < row.size() && !found; ++k3) {
        if (gap(k3) < 0.5 * Em(row[k3 - 1])) continue;
        std::size_t k2 = k1 + 1;
        for (std::size_t k = k1 + 1; k < k3; ++k) {
          if (gap(k) > gap(k2)) k2 = k;
        }
        // (The items stand further from their labels than the row's words from each other: a
        // justified line stretches all its spaces alike, whatever lines up under them.)
        std::vector<double> spaces;
        for (std::size_t k = 1; k < row.size(); ++k) {
          if (k != k1 && k != k2 && k != k3) spaces.push_back(gap(k));
        }
        std::sort(spaces.begin(), spaces.end());
        const bool apart = spaces.empty() || spaces[spaces.size() / 2] < 0.75 * std::min(gap(k1), gap(k3));
        if (apart && gap(k2) >= 0.5 * Em(row[k2 - 1])) found = PairBand(in, i, k1, k2, k3, &grid);
      }
    }
    if (!found) {
      out.push_back(std::move(in[i]));
      ++i;
      continue;
    }
    // Each pair as one line: its label's rows, then its items' rows after a layout gap. The
    // second pair is shifted onto the first's items edge, as its own row would stand.
    std::vector<Word> label[2], items[2];
    std::vector<Word> cells[4];
    for (std::size_t j = i; j < grid.end; ++j) {
      Cells(in[j], grid, &cells);
      for (int c = 0; c < 4; ++c) {
        if (c >= 2) {
          for (Word& w : cells[c]) w.x0 -= grid.e2 - grid.e1, w.x1 -= grid.e2 - grid.e1;
        }
        Append(std::move(cells[c]), c % 2 ? &items[c / 2] : &label[c / 2], true);
      }
    }
    for (int p = 0; p < 2; ++p) {
      std::vector<Word> line = std::move(label[p]);
      if (!items[p].empty()) {
        items[p].front().gap_before = true;
        if (!line.empty()) line.back().space_after = true;
        line.insert(line.end(), std::make_move_iterator(items[p].begin()), std::make_move_iterator(items[p].end()));
      }
      if (!line.empty()) out.push_back(std::move(line));
    }
    i = grid.end;
  }
  *lines = std::move(out);
}

}  // namespace cvmill::extract::pdf
