// PDF cards side by side (two degrees, three projects in a grid), read card by card. Part of
// the PDF reader's reading order (pdf_rows.cc calls ReadCards on a page's lines).
#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "common/text.h"
#include "extract/internal.h"

namespace cvmill::extract::pdf {

// A year (19xx, 20xx) among the words: cards side by side carry their dates on the same row;
// a row with a date on one side only is an entry beside its date or its description.
bool HasYear(const std::vector<Word>& row, double x, bool right) {
  for (const Word& w : row) {
    if ((w.x0 >= x - 1.5) == right && ContainsYear(w.text)) return true;
  }
  return false;
}

namespace {

constexpr double kFar = std::numeric_limits<double>::max();

// Cards side by side (two degrees, three projects in a grid): a band of rows that a left
// edge X splits, every row's words wholly left or right of it, rows with text on both sides
// starting together and set alike row by row (the same size and weight: each card follows
// one template), the two sides about as wide. A table of labels and values, or a column of
// dates, differs in both: a narrow side, and a style of its own. Such a band is read card
// by card: the left side's rows, then the right side's (itself split again for a third
// card), shifted to the left edge so the cards' lines indent as stacked cards would.
struct Band {
  std::size_t end = 0;      // one past the band's last row
  double x = 0;             // the right card's left edge
  double left_value = kFar, right_value = kFar;  // each card's value column after a label, if any
  double shift = -1;        // cards set flush right: how far the right card's edge stands past the left's
};

bool Respects(const std::vector<Word>& row, double x, bool* left, bool* right) {
  *left = *right = false;
  for (const Word& w : row) {
    if (w.x0 >= x - 1.5) {
      *right = true;
    } else if (w.x1 <= x + 0.5) {
      *left = true;
    } else {
      return false;
    }
  }
  return true;
}

double RightStart(const std::vector<Word>& row, double x) {
  double s = kFar;
  for (const Word& w : row) {
    if (w.x0 >= x - 1.5) s = std::min(s, w.x0);
  }
  return s;
}

bool CardBand(const std::vector<std::vector<Word>>& lines, std::size_t i, double x, Band* band) {
  // Both cards' left edges are seen twice or more and nothing stands left of them: labels
  // set flush right against a value column are no cards. A card that opens with a label
  // beside its value ("Leadership  Charge nurse, ...") has its value column as a second edge.
  const double edge = lines[i].front().x0;
  double left_value = kFar, right_value = kFar;
  for (std::size_t k = 1; k < lines[i].size(); ++k) {
    const Word& p = lines[i][k - 1];
    const Word& w = lines[i][k];
    if (w.x0 - p.x1 < 0.6 * std::max(1.0, p.size)) continue;
    if (w.x0 < x - 1.5) left_value = std::min(left_value, w.x0);
    else if (p.x1 > x - 1.5) right_value = std::min(right_value, w.x0);
  }
  auto at = [](double a, double b) { return std::abs(a - b) <= 1.5; };
  std::size_t both = 0, alike = 0, end = i, left_edges = 0, right_edges = 0;
  double lx1 = -kFar, x1 = -kFar;  // where the left and the right side's text ends
  // A card's rows differ in style (a bold title over plain dates); rows all alike are a table.
  double first_size = 0;
  bool first_bold = false, varied = false;
  for (std::size_t j = i; j < lines.size(); ++j) {
    const std::vector<Word>& row = lines[j];
    bool l = false, r = false;
    if (row.empty() || !Respects(row, x, &l, &r)) break;
    if (row.front().x0 < edge - 1.5) break;
    if (j > i) {
      // A row on one side only after more than a line's white space is past the cards (the
      // next heading); cards side by side below the first ones go on the band.
      double h = std::max(1.0, RowBottom(lines[j - 1]) - RowTop(lines[j - 1]));
      if (!(l && r) && RowTop(row) - RowBottom(lines[j - 1]) > 1.2 * h) break;
      // A row on the left only with a label before the left card's value column again is
      // the next row of label cards, or a row of one label and its value across them.
      bool relabelled = false;
      for (std::size_t k = 1; k < row.size() && !relabelled && !r; ++k) relabelled = at(row[k].x0, left_value);
      if (relabelled) break;
    }
    left_edges += l && (at(row.front().x0, edge) || at(row.front().x0, left_value));
    right_edges += r && (at(RightStart(row, x), x) || at(RightStart(row, x), right_value));
    if (l && r) {
      // The cards stand apart on every row: more than a word space between them.
      double left_end = -kFar;
      for (const Word& w : row) {
        if (w.x0 < x - 1.5) left_end = std::max(left_end, w.x1);
      }
      if (RightStart(row, x) - left_end < 0.6 * std::max(1.0, row.front().size)) break;
      if (HasYear(row, x, false) != HasYear(row, x, true)) return false;
      ++both;
      const Word& a = row.front();
      const Word* b = nullptr;
      for (const Word& w : row) {
        if (w.x0 >= x - 1.5) {
          b = &w;
          break;
        }
      }
      alike += b && std::abs(a.size - b->size) <= 0.5 && a.bold == b->bold;
      if (both == 1) first_size = a.size, first_bold = a.bold;
      varied = varied || std::abs(a.size - first_size) > 0.5 || a.bold != first_bold;
    }
    for (const Word& w : row) {
      if (w.x0 >= x - 1.5) x1 = std::max(x1, w.x1);
      else lx1 = std::max(lx1, w.x1);
    }
    end = j + 1;
  }
  if (both < 2 || !varied || alike * 3 < both * 2 || left_edges < 2 || right_edges < 2) return false;
  double left = lx1 - edge, right = x1 - x;
  if (!(left > 0 && right > 0) || left > 2 * right || right > 2 * left) return false;
  band->end = end;
  band->x = x;
  band->left_value = left_value;
  band->right_value = right_value;
  return true;
}

// Cards set flush right (a sidebar's grid of skill groups): CardBand's mirror. Each card's rows
// end at its own right edge, the left card's at E, the right card's at R, so the rows share no
// left edge and CardBand never sees them. Every row on the band keeps to both edges (ragged
// right text, labels flush right against their values, is no grid of flush right cards); the
// rest as in CardBand: apart by more than a word space, styled alike row by row, varied down
// the band, the two cards about as wide.
bool FlushRightBand(const std::vector<std::vector<Word>>& lines, std::size_t i, double e, Band* band) {
  auto at = [](double a, double b) { return std::abs(a - b) <= 1.5; };
  const double r_edge = lines[i].back().x1;
  std::size_t both = 0, alike = 0, end = i;
  double lx0 = kFar, rx0 = kFar, first_size = 0;
  bool first_bold = false, varied = false;
  for (std::size_t j = i; j < lines.size(); ++j) {
    const std::vector<Word>& row = lines[j];
    if (row.empty()) break;
    double l1 = -kFar, r0 = kFar, r1 = -kFar, l0 = kFar;
    const Word* a = nullptr;
    const Word* b = nullptr;
    bool split = true;
    for (const Word& w : row) {
      if (w.x1 <= e + 1.5) {
        l0 = std::min(l0, w.x0), l1 = std::max(l1, w.x1);
        if (!a) a = &w;
      } else if (w.x0 > e + 1.5) {
        r0 = std::min(r0, w.x0), r1 = std::max(r1, w.x1);
        if (!b) b = &w;
      } else {
        split = false;
      }
    }
    if (!split || (a && !at(l1, e)) || (b && !at(r1, r_edge))) break;
    if (j > i && !(a && b) && RowTop(row) - RowBottom(lines[j - 1]) > 1.2 * std::max(1.0, RowBottom(lines[j - 1]) - RowTop(lines[j - 1])))
      break;
    if (a && b) {
      if (r0 - l1 < 0.6 * std::max(1.0, a->size)) break;
      if (HasYear(row, r0, false) != HasYear(row, r0, true)) return false;
      ++both;
      alike += std::abs(a->size - b->size) <= 0.5 && a->bold == b->bold;
      if (both == 1) first_size = a->size, first_bold = a->bold;
      varied = varied || std::abs(a->size - first_size) > 0.5 || a->bold != first_bold;
    }
    lx0 = std::min(lx0, l0), rx0 = std::min(rx0, r0);
    end = j + 1;
  }
  if (both < 2 || !varied || alike * 3 < both * 2) return false;
  double left = e - lx0, right = r_edge - rx0;
  if (!(left > 0 && right > 0) || left > 2 * right || right > 2 * left) return false;
  band->end = end;
  band->x = e + 1.5;
  band->shift = r_edge - e;
  return true;
}

}  // namespace

void ReadCards(std::vector<std::vector<Word>>* lines) {
  std::vector<std::vector<Word>> out;
  std::vector<std::vector<Word>>& in = *lines;
  for (std::size_t i = 0; i < in.size();) {
    Band band;
    bool found = false;
    const std::vector<Word>& row = in[i];
    for (std::size_t k = 1; k < row.size() && !found; ++k) {
      // A card's edge is where a word starts after more than a word space.
      if (row[k].x0 - row[k - 1].x1 < 0.6 * std::max(1.0, row[k - 1].size)) continue;
      found = CardBand(in, i, row[k].x0, &band);
    }
    for (std::size_t k = row.size() - 1; k > 0 && !found; --k) {
      if (row[k].x0 - row[k - 1].x1 < 0.6 * std::max(1.0, row[k - 1].size)) continue;
      found = FlushRightBand(in, i, row[k - 1].x1, &band);
    }
    if (!found) {
      out.push_back(std::move(in[i]));
      ++i;
      continue;
    }
    double x0 = kFar;
    for (std::size_t j = i; j < band.end; ++j) {
      for (const Word& w : in[j]) x0 = std::min(x0, w.x0);
    }
    std::vector<std::vector<Word>> right;
    for (std::size_t j = i; j < band.end; ++j) {
      std::vector<Word> l, r;
      for (std::size_t k = 0; k < in[j].size(); ++k) {
        Word& w = in[j][k];
        // A card's value after its label is a cell of the label's row.
        double value = w.x0 >= band.x - 1.5 ? band.right_value : band.left_value;
        if (k > 0 && std::abs(w.x0 - value) <= 1.5) w.gap_before = true;
        bool right_card = band.shift >= 0 ? w.x0 > band.x : w.x0 >= band.x - 1.5;
        (right_card ? r : l).push_back(std::move(w));
      }
      if (!l.empty()) out.push_back(std::move(l));
      if (r.empty()) continue;
      // (Cards of a label and a value: the right card's values under the left card's.)
      // (Cards flush right: the right card's edge onto the left's.)
      double shift = band.shift >= 0 ? band.shift
                     : band.left_value < kFar && band.right_value < kFar ? band.right_value - band.left_value
                                                                         : band.x - x0;
      for (Word& w : r) w.x0 -= shift, w.x1 -= shift;
      r.front().gap_before = false;
      right.push_back(std::move(r));
    }
    ReadCards(&right);
    for (auto& r : right) out.push_back(std::move(r));
    i = band.end;
  }
  *lines = std::move(out);
}

}  // namespace cvmill::extract::pdf
