// PDF list items whose markers are drawn as shapes (a browser's or word processor's list):
// the left edges where items stand, and the lines at them that open an item. Part of the PDF
// reader (pdf.cc builds its lines with these).
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <vector>

#include "extract/extract.h"
#include "extract/internal.h"

namespace cvmill::extract::pdf {
namespace {

// Edges that two or more of `v` (sorted here) start at, within a point.
std::vector<double> Edges(std::vector<double>& v) {
  std::sort(v.begin(), v.end());
  std::vector<double> edges;
  for (std::size_t i = 0; i < v.size();) {
    std::size_t j = i;
    while (j < v.size() && v[j] - v[i] <= 1.0) ++j;
    if (j - i >= 2) edges.push_back(v[i]);
    i = j;
  }
  return edges;
}

}  // namespace

// Left edges where list items stand, per column: an edge that two or more lines start at
// (within a point), one to four ems right of another such edge of lines that do not open
// with a label set flush right (labels ending at one x before a gap start where their length
// puts them).
std::map<int, std::vector<double>> ItemLevels(const std::vector<OutLine>& lines, double body) {
  std::map<int, std::vector<double>> xs, outer, label_ends;
  // Where a line's first cell ends, if it has cells.
  std::vector<double> label_end(lines.size(), -std::numeric_limits<double>::infinity());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    std::size_t g = FirstGap(lines[i].words);
    if (g > 0) label_ends[lines[i].column].push_back(label_end[i] = lines[i].words[g - 1].x1);
  }
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const OutLine& l = lines[i];
    if (l.words.empty()) continue;
    xs[l.column].push_back(l.x0);
    const std::vector<double>& ends = label_ends[l.column];
    bool flush_label = std::count_if(ends.begin(), ends.end(), [&](double e) {
                         return std::abs(e - label_end[i]) <= 1.0;
                       }) >= 2;
    if (!flush_label) outer[l.column].push_back(l.x0);
  }
  // A column set flush right (a sidebar whose lines share their right edge far more often than
  // any left edge) has no item levels: equal starts there are equal widths.
  std::map<int, std::vector<double>> rights;
  for (const OutLine& l : lines) {
    if (!l.words.empty()) rights[l.column].push_back(l.words.back().x1);
  }
  auto most_at_one_edge = [](std::vector<double> v) {
    double at = 0;
    return MostWithin(v, 1.0, &at);
  };
  std::map<int, std::vector<double>> out;
  for (auto& [column, v] : xs) {
    const std::size_t right = most_at_one_edge(rights[column]);
    if (right >= 4 && right >= 2 * most_at_one_edge(v)) continue;
    std::vector<double> edges = Edges(v), left = Edges(outer[column]);
    for (double e : edges) {
      bool level = std::any_of(left.begin(), left.end(),
                               [&](double f) { return e - f >= 0.8 * body && e - f <= 4.0 * body; });
      if (level) out[column].push_back(e);
    }
  }
  return out;
}

bool AtLevel(const std::map<int, std::vector<double>>& levels, int column, double x0) {
  auto it = levels.find(column);
  return it != levels.end() &&
         std::any_of(it->second.begin(), it->second.end(), [&](double e) { return std::abs(x0 - e) <= 1.0; });
}

// List markers that a browser or word processor draws as shapes leave no text. In a document
// with no marker glyph, an item is a line at an item level (above) under a line further left,
// or under an item at the same level.
bool TighterThanItsList(const std::vector<OutLine>& lines, std::size_t k) {
  if (k + 1 >= lines.size()) return false;
  const OutLine& a = lines[k];
  const OutLine& b = lines[k + 1];
  if (a.column != b.column || std::abs(a.x0 - b.x0) > 3 || b.y0 <= a.y0) return false;
  const double step = b.y0 - a.y0;
  // The steps into a and out of b from lines at the same left edge, in the same column.
  int around = 0;
  for (std::size_t n : {k, k + 2}) {
    if (n == 0 || n >= lines.size()) continue;
    const OutLine& p = lines[n - 1];
    const OutLine& q = lines[n];
    if (p.column != q.column || std::abs(p.x0 - q.x0) > 3 || q.y0 <= p.y0) continue;
    if (step > 0.8 * (q.y0 - p.y0)) return false;
    ++around;
  }
  return around > 0;
}

void MarkDrawnBullets(const std::vector<std::map<int, std::vector<double>>>& levels, double body,
                      Document* doc) {
  for (std::size_t i = 1; i < doc->lines.size(); ++i) {
    Line& l = doc->lines[i];
    const Line& prev = doc->lines[i - 1];
    if (l.page != prev.page || l.column != prev.column) continue;
    if (!AtLevel(levels[static_cast<std::size_t>(l.page - 1)], l.column, l.x)) continue;
    if (prev.bullet ? std::abs(l.x - prev.x) <= 1.0 : l.x - prev.x >= 0.8 * body) l.bullet = true;
  }
}

}  // namespace cvmill::extract::pdf
