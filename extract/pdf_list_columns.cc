// A list set in columns inside a flow (an entry's bullet points in two CSS columns), read
// column by column. Part of the PDF reader's reading order (pdf_rows.cc calls
// ReadListColumns on each flow's lines, after ReadCards).
//
// Rows across such a band hold an item's line from each column ("· Cut the close from twelve
// <gap> · Ran the weekly rota"); read as rows, the items' texts interleave. The band: a
// first row whose two sides each open an item with a marker (a bullet glyph), the right
// side's marker at an x that splits every row of the band (each word wholly left or right of
// it), rows at line spacing in the type of the items, both sides about as wide. A table of
// labels and values, a date column, or a label column opens no item on both sides. (The right
// side's first row may be an item's tail wrapped over from the left column: then a marker
// under it, at its edge, shows the column.) Such a band
// is read as its left column's rows, then its right column's (itself split again for a third
// column), the right column shifted to the left one's edge so that its lines indent alike.
#include <unicode/uchar.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "common/text.h"
#include "extract/internal.h"

namespace cvmill::extract::pdf {
namespace {

constexpr double kFar = std::numeric_limits<double>::max();

// One code point that is neither a letter, a digit nor punctuation that joins or encloses
// words: a bullet glyph ("•", "·", "▪", "◦", "–", "*", a private-use symbol glyph).
bool Marker(const Word& w) {
  if (w.text.empty()) return false;
  std::size_t i = 0;
  const auto c = static_cast<UChar32>(text::NextCodePoint(w.text, i));
  if (i != w.text.size() || u_isalnum(c)) return false;
  static constexpr std::string_view kNot = ".,;:!?()[]{}<>|/\\&'\"@#%+=_~^`$";
  return c >= 0x80 || kNot.find(static_cast<char>(c)) == std::string_view::npos;
}

// The size of a side's text: its first word after a marker, else its first word.
double TextSize(const std::vector<Word>& side) {
  for (const Word& w : side) {
    if (!Marker(w)) return w.size;
  }
  return side.empty() ? 0 : side.front().size;
}

struct Band {
  std::size_t end = 0;  // one past the band's last row
  double x = 0;         // the right column's edge (its markers' left edge)
  double left = 0;      // the left column's edge (its markers' left edge)
};

// Whether rows [i, ...) from row i make a band of list columns split at x (the left edge of
// the marker at row i's word k).
bool ListBand(const std::vector<std::vector<Word>>& lines, std::size_t i, std::size_t k, Band* band) {
  const std::vector<Word>& first = lines[i];
  const double x = first[k].x0, left = first.front().x0;
  std::vector<Word> l0(first.begin(), first.begin() + static_cast<long>(k));
  std::vector<Word> r0(first.begin() + static_cast<long>(k), first.end());
  if (l0.size() < 2 || r0.size() < 2 || !Marker(l0.front()) || Marker(l0[1]) || Marker(r0[1])) return false;
  const double size = TextSize(l0);
  if (std::abs(TextSize(r0) - size) > 0.5) return false;
  double lx1 = -kFar, rx1 = -kFar;
  int left_rows = 0, right_rows = 0;
  std::size_t end = i;
  for (std::size_t j = i; j < lines.size(); ++j) {
    const std::vector<Word>& row = lines[j];
    if (row.empty()) break;
    if (j > i) {
      // Rows at line spacing: more white space than a line's is past the list.
      const double h = std::max(1.0, RowBottom(lines[j - 1]) - RowTop(lines[j - 1]));
      if (RowTop(row) - RowBottom(lines[j - 1]) > 1.2 * h) break;
    }
    bool l = false, r = false, fits = true;
    double row_lx1 = -kFar;
    for (const Word& w : row) {
      if (std::abs(w.size - size) > 0.5 && !Marker(w)) fits = false;  // another type: past the list
      if (w.x0 >= x - 1.5) {
        r = true;
        rx1 = std::max(rx1, w.x1);
      } else if (w.x1 <= x + 0.5 && w.x0 >= left - 1.5) {
        l = true;
        row_lx1 = std::max(row_lx1, w.x1);
      } else {
        fits = false;  // across the split, or left of the list
      }
    }
    if (!fits) break;
    // The columns stand apart on every row: more than a word space between them.
    if (l && r) {
      double rx0 = kFar;
      for (const Word& w : row) {
        if (w.x0 >= x - 1.5) rx0 = std::min(rx0, w.x0);
      }
      if (rx0 - row_lx1 < 0.6 * std::max(1.0, size)) break;
    }
    lx1 = std::max(lx1, row_lx1);
    left_rows += l;
    right_rows += r;
    end = j + 1;
  }
  if (left_rows < 1 || right_rows < 1) return false;
  // Both columns about as wide.
  const double lw = lx1 - left, rw = rx1 - x;
  if (!(lw > 0 && rw > 0) || lw > 1.6 * rw || rw > 1.6 * lw) return false;
  band->end = end;
  band->x = x;
  band->left = left;
  return true;
}

// Whether one of the four rows under row i has a marker whose left edge is within 1.5 pt of x.
bool MarkerBelow(const std::vector<std::vector<Word>>& lines, std::size_t i, double x) {
  for (std::size_t j = i + 1; j < lines.size() && j <= i + 4; ++j) {
    for (const Word& w : lines[j]) {
      if (Marker(w) && std::abs(w.x0 - x) <= 1.5) return true;
    }
  }
  return false;
}

}  // namespace

void ReadListColumns(std::vector<std::vector<Word>>* lines) {
  std::vector<std::vector<Word>>& in = *lines;
  std::vector<std::vector<Word>> out;
  out.reserve(in.size());
  for (std::size_t i = 0; i < in.size();) {
    Band band;
    bool found = false;
    const std::vector<Word>& row = in[i];
    for (std::size_t k = 2; k < row.size() && !found; ++k) {
      // The right column's marker, after more than a word space; or the column's first line
      // is an item's wrapped tail, run over from the left column's foot, and a marker stands
      // at its edge on one of the next rows.
      if (row[k].x0 - row[k - 1].x1 < 0.6 * std::max(1.0, row[k - 1].size)) continue;
      if (!Marker(row[k]) && !MarkerBelow(in, i, row[k].x0)) continue;
      found = ListBand(in, i, k, &band);
    }
    if (!found) {
      out.push_back(std::move(in[i]));
      ++i;
      continue;
    }
    std::vector<std::vector<Word>> right;
    const double shift = band.x - band.left;
    // Each column's lines wrap at its own right edge, not the flow's: the furthest any line of
    // the band reaches, the right column's shifted as its words are.
    double measure = 0;
    for (std::size_t j = i; j < band.end; ++j) {
      for (const Word& w : in[j]) measure = std::max(measure, w.x0 >= band.x - 1.5 ? w.x1 - shift : w.x1);
    }
    for (std::size_t j = i; j < band.end; ++j) {
      std::vector<Word> l, r;
      for (Word& w : in[j]) {
        w.measure = w.measure > 0 ? std::min(w.measure, measure) : measure;
        (w.x0 >= band.x - 1.5 ? r : l).push_back(std::move(w));
      }
      if (!l.empty()) out.push_back(std::move(l));
      if (r.empty()) continue;
      for (Word& w : r) w.x0 -= shift, w.x1 -= shift;
      r.front().gap_before = false;
      right.push_back(std::move(r));
    }
    ReadListColumns(&right);
    for (auto& r : right) out.push_back(std::move(r));
    i = band.end;
  }
  *lines = std::move(out);
}

double RowTop(const std::vector<Word>& row) {
  double y = std::numeric_limits<double>::max();
  for (const Word& w : row) y = std::min(y, w.y0);
  return y;
}

double RowBottom(const std::vector<Word>& row) {
  double y = std::numeric_limits<double>::lowest();
  for (const Word& w : row) y = std::max(y, w.y1);
  return y;
}

}  // namespace cvmill::extract::pdf
