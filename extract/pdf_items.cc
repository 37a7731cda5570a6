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

void ShareItemLevels(std::vector<std::map<int, std::vector<double>>>* pages) {
  std::map<int, std::vector<double>> all;
  for (const auto& page : *pages) {
    for (const auto& [column, edges] : page) all[column].insert(all[column].end(), edges.begin(), edges.end());
  }
  for (auto& page : *pages) {
    for (const auto& [column, edges] : all) {
      std::vector<double>& mine = page[column];
      if (!mine.empty()) continue;  // (a page's own levels hold there)
      for (double e : edges) {
        if (std::none_of(mine.begin(), mine.end(), [&](double m) { return std::abs(m - e) <= 1.0; }))
          mine.push_back(e);
      }
      std::sort(mine.begin(), mine.end());
    }
  }
}

bool AtLevel(const std::map<int, std::vector<double>>& levels, int column, double x0) {
  auto it = levels.find(column);
  return it != levels.end() &&
         std::any_of(it->second.begin(), it->second.end(), [&](double e) { return std::abs(x0 - e) <= 1.0; });
}

// List markers that a browser or word processor draws as shapes leave no text. In a document
// with no marker glyph, an item is a line at an item level (above) under a line further left,
// or under an item at the same level (also the first line of the next page), or back at the
// level of an item above it after a nested list; an item with a nested list right under it
// is that list's name, not an item.
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
  // `under`: the line before item i that it is set in from (or the item before it).
  auto mark = [&](std::size_t i, std::size_t under) {
    Line& l = doc->lines[i];
    const Line& prev = doc->lines[under];
    // (A list goes on over a page break: the next page's first line under the last item.)
    const bool over_break = l.page == prev.page + 1 && prev.bullet && std::abs(l.x - prev.x) <= 1.0 &&
                            l.column == prev.column && doc->lines[i - 1].page != l.page;
    if ((l.page != prev.page && !over_break) || l.column != prev.column) return;
    if (!AtLevel(levels[static_cast<std::size_t>(l.page - 1)], l.column, l.x)) return;
    // An item at a level set in from the line before opens a list (or a list nested in an
    // item); under an item at its own level it is the next; back out at a level an item of the
    // list stood at (a nested list closed), it is the outer list's next.
    bool back_out = false;
    if (prev.bullet && l.x < prev.x - 1.0) {
      for (std::size_t j = under; j-- > 0;) {
        const Line& e = doc->lines[j];
        if (e.page != l.page || e.column != l.column || !e.bullet || e.x < l.x - 1.0) break;
        if (std::abs(e.x - l.x) <= 1.0) {
          back_out = true;
          break;
        }
      }
    }
    // (Set in under an item, a list nested in it has two lines at its level or more: one line
    // alone there is the item's own text wrapped with a hanging indent.)
    const bool nested = prev.bullet && i + 1 < doc->lines.size() && doc->lines[i + 1].page == l.page &&
                        doc->lines[i + 1].column == l.column && std::abs(doc->lines[i + 1].x - l.x) <= 1.0;
    // (A list's items are set in one type: lines at the level in another type than the item
    // above, or than the line after it there, are the lines of entries set in under their
    // section's heading, a timeline's dates over a bold title over the organisation.)
    const auto same_type = [](const Line& a, const Line& b) {
      return std::abs(a.font_size - b.font_size) < 0.5f && a.bold == b.bold;
    };
    const bool next_other = i + 1 < doc->lines.size() && doc->lines[i + 1].page == l.page &&
                            doc->lines[i + 1].column == l.column && std::abs(doc->lines[i + 1].x - l.x) <= 1.0 &&
                            !same_type(l, doc->lines[i + 1]);
    if ((l.x - prev.x >= 0.8 * body && (!prev.bullet || nested) && !next_other) ||
        (prev.bullet && std::abs(l.x - prev.x) <= 1.0 && same_type(prev, l)) || back_out)
      l.bullet = true;
  };
  for (std::size_t i = 1; i < doc->lines.size(); ++i) mark(i, i - 1);
  // A line set right of the next one (a date flush right on a row of its own under its entry's
  // header) is no line a list is set in from: the one before it is, where items of the
  // column stand at the next line's edge elsewhere and two lines or more stand there (a
  // paragraph set in at a level of its own stays one).
  std::map<int, std::vector<double>> item_edges;
  for (const Line& l : doc->lines) {
    if (l.bullet) item_edges[l.column].push_back(l.x);
  }
  for (std::size_t i = 2; i < doc->lines.size(); ++i) {
    const Line& l = doc->lines[i];
    const Line& right = doc->lines[i - 1];
    if (l.bullet || right.bullet || right.x - l.x < 0.8 * body || right.page != l.page || right.column != l.column)
      continue;
    const std::vector<double>& edges = item_edges[l.column];
    if (std::none_of(edges.begin(), edges.end(), [&](double e) { return std::abs(e - l.x) <= 1.0; })) continue;
    const bool run = i + 1 < doc->lines.size() && doc->lines[i + 1].page == l.page &&
                     doc->lines[i + 1].column == l.column && std::abs(doc->lines[i + 1].x - l.x) <= 1.0;
    if (!run) continue;
    mark(i, i - 2);
    for (std::size_t k = i + 1; l.bullet && k < doc->lines.size() && !doc->lines[k].bullet; ++k) {
      mark(k, k - 1);  // (the items after it, each under the last)
      if (!doc->lines[k].bullet) break;
    }
  }
  // An item with a list nested under it names that list (a group of skills and its
  // keywords): it reads as the group's line, not as an item beside them.
  for (std::size_t i = 0; i + 1 < doc->lines.size(); ++i) {
    Line& l = doc->lines[i];
    const Line& next = doc->lines[i + 1];
    if (l.bullet && next.bullet && next.page == l.page && next.column == l.column && next.x - l.x >= 0.8 * body)
      l.bullet = false;
  }
}

}  // namespace cvmill::extract::pdf
