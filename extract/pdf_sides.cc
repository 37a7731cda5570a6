// Which side of a page's gutter is a column of labels (headings, dates, award titles set in a
// left column beside their text) rather than a flow of its own (a sidebar): part of the PDF
// reader's reading order (pdf_rows.cc asks it when the sides' rows alone do not tell).
//
// A label column's rows may all be bold, or outnumber the rows they share with the text (a
// title wrapped over two lines, a date under it): what tells it is where its blocks stand.
// Each block of labels (a run of rows at line spacing) opens level with a block of the text
// beside it (the entry it names), or, a heading of one row set larger than that text, is
// centred on it. A sidebar's blocks (its sections) stand where its own flow puts them, level
// with the other side's blocks only by chance.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

#include "extract/internal.h"

namespace cvmill::extract::pdf {
namespace {

struct Block {
  double y0, y1;
  double size;  // its first row's type size
  std::size_t rows;
};

// Runs of rows, each under the last by no more white space than 1.2 of the last's height.
std::vector<Block> Blocks(const std::vector<SideSpan>& side) {
  std::vector<Block> out;
  for (const SideSpan& s : side) {
    if (out.empty() || s.y0 - out.back().y1 > 1.2 * std::max(1.0, s.y1 - s.y0)) {
      out.push_back({s.y0, s.y1, s.size, 1});
      continue;
    }
    out.back().y1 = std::max(out.back().y1, s.y1);
    ++out.back().rows;
  }
  return out;
}

// Whether the side's blocks (three or more) open level with the other side's, or are headings
// centred on them, three in four or more, or all of them under a head (blocks beside the other
// side's first block: contact lines beside a name); `cuts` gets where each such pair opens.
bool Aligned(const std::vector<Block>& labels, const std::vector<Block>& text, std::vector<double>* cuts) {
  if (labels.size() < 3 || labels.size() > text.size() + 1) return false;
  std::size_t aligned = 0, first = labels.size();
  for (std::size_t k = 0; k < labels.size(); ++k) {
    const Block& b = labels[k];
    const double line = std::max(1.0, b.size);
    const double centre = (b.y0 + b.y1) / 2;
    auto t = std::find_if(text.begin(), text.end(), [&](const Block& o) {
      return std::abs(b.y0 - o.y0) <= 0.6 * line ||
             (b.rows == 1 && b.size > o.size + 0.5 && centre >= o.y0 && centre <= o.y1);
    });
    if (t == text.end()) continue;
    ++aligned;
    first = std::min(first, k);
    cuts->push_back(std::min(b.y0, t->y0));
  }
  std::sort(cuts->begin(), cuts->end());
  // (Blocks above the first pair are the page's head: the contact lines beside the name.)
  // (They stand beside the other side's first block, its head: none of them lower.)
  bool head = first < labels.size() && !text.empty();
  for (std::size_t k = 0; head && k < first; ++k) head = labels[k].y1 <= text.front().y1 + 1.0;
  // (Every block under the head then pairs up.)
  if (head && aligned == labels.size() - first && aligned >= 3) return true;
  return aligned * 4 >= labels.size() * 3;
}

}  // namespace

int LabelSide(const std::vector<SideSpan>& left, const std::vector<SideSpan>& right, std::vector<double>* cuts) {
  const std::vector<Block> l = Blocks(left), r = Blocks(right);
  cuts->clear();
  // The side with fewer rows is the labels'.
  int side = -1;
  if (left.size() <= right.size()) side = Aligned(l, r, cuts) ? 0 : -1;
  else side = Aligned(r, l, cuts) ? 1 : -1;
  if (side < 0) cuts->clear();
  return side;
}

// A sidebar set flush right: its rows (four or more, headings among them) end at one right
// edge (within 1.5 pt), two thirds of them or more, and start where their length puts them
// (no left edge shared by half of them), a quarter of them or more right under another at
// line spacing (blocks of lines): a flow of its own, however its rows meet the other side's
// and whatever its type. A column of dates set flush right ends so too: it has a year on half
// its rows or more, and stays a label column; so does a place set flush right on its entry's
// first row, one line alone each time. And the main column beside it is set flush left: two
// thirds of the left side's rows start at one edge (within 6 pt, a list's indent): two
// cards set flush right side by side are one flow's grid.
bool FlushRightFlow(const std::vector<const std::vector<Word>*>& left, const std::vector<const std::vector<Word>*>& right) {
  if (right.size() < 4 || left.empty()) return false;
  std::vector<double> left_starts;
  for (const std::vector<Word>* row : left) {
    double x0 = row->front().x0;
    for (const Word& w : *row) x0 = std::min(x0, w.x0);
    left_starts.push_back(x0);
  }
  double edge = 0;
  if (MostWithin(left_starts, 6.0, &edge) * 3 < left.size() * 2) return false;
  std::vector<double> starts, ends;
  std::size_t years = 0, under = 0;
  double last_y1 = 0;
  for (std::size_t k = 0; k < right.size(); ++k) {
    const std::vector<Word>& row = *right[k];
    double x0 = row.front().x0, x1 = row.front().x1, y0 = row.front().y0, y1 = row.front().y1;
    for (const Word& w : row) {
      x0 = std::min(x0, w.x0), x1 = std::max(x1, w.x1);
      y0 = std::min(y0, w.y0), y1 = std::max(y1, w.y1);
    }
    starts.push_back(x0);
    ends.push_back(x1);
    years += HasYear(row, x0, true);
    under += k > 0 && y0 - last_y1 <= 0.8 * std::max(1.0, y1 - y0);
    last_y1 = y1;
  }
  double at = 0;
  const std::size_t n = right.size();
  return years * 2 < n && under * 4 >= n && MostWithin(ends, 1.5, &at) * 3 >= n * 2 &&
         MostWithin(starts, 1.5, &at) * 2 < n;
}

}  // namespace cvmill::extract::pdf
