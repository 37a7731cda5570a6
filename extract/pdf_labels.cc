// PDF lines' label cells (pdf.cc builds its lines with these): a heading set in a left margin
// column on its section's first row split off, and a label wrapped within its column joined.
// Part of the PDF reader.
#include <unicode/uchar.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>
#include <vector>

#include "common/text.h"
#include "extract/extract.h"
#include "extract/internal.h"

namespace cvmill::extract::pdf {
namespace {

// The index of the first word after a step down in type size with an em of the smaller type
// or more before it (a heading in larger type beside its section's first line), or 0.
std::size_t SizeStep(const std::vector<Word>& words) {
  for (std::size_t k = 1; k < words.size(); ++k) {
    const Word& p = words[k - 1];
    const Word& w = words[k];
    if (p.size >= 1.15 * w.size && w.x0 - p.x1 >= w.size) return k;
  }
  return 0;
}
}  // namespace

// Letters, four or more, and none of them lower case.
bool AllCaps(const std::vector<Word>& words) {
  int letters = 0;
  for (const Word& w : words) {
    for (std::size_t i = 0; i < w.text.size();) {
      auto c = static_cast<UChar32>(text::NextCodePoint(w.text, i));
      if (u_islower(c)) return false;
      letters += u_isalpha(c) ? 1 : 0;
    }
  }
  return letters >= 4;
}
// A heading set in a left margin column on the row of the section's first line ("EXPERIENCE
// <gap> Engineer, Acme | 2020"): where the rest of the row starts, in the column's left part,
// at a left edge that two or more other lines of the column start at, a first cell of capitals, bold, or larger
// type than the rest (four words at most, no digits) is a line of its own, before the rest.
// The label stands at the column's left edge, or is set flush right against the rest: then two
// or more such labels on the page end at one x.
void SplitMarginLabels(std::vector<OutLine>* lines) {
  std::map<int, std::vector<double>> starts;
  std::map<int, std::pair<double, double>> extent;  // column -> leftmost start, rightmost end
  for (const OutLine& l : *lines) {
    if (l.words.empty()) continue;
    starts[l.column].push_back(l.x0);
    auto it = extent.find(l.column);
    if (it == extent.end()) it = extent.emplace(l.column, std::make_pair(l.x0, l.words.back().x1)).first;
    it->second.first = std::min(it->second.first, l.x0);
    it->second.second = std::max(it->second.second, l.words.back().x1);
  }
  struct Candidate {
    std::size_t line, gap;
    bool at_edge;
    double label_end;
  };
  std::vector<Candidate> found;
  for (std::size_t k = 0; k < lines->size(); ++k) {
    const OutLine& l = (*lines)[k];
    std::size_t g = FirstGap(l.words);
    if (g == 0) g = SizeStep(l.words);
    if (g == 0 || g > 4) continue;
    auto label_end = l.words.begin() + static_cast<long>(g);
    bool digits = std::any_of(l.words.begin(), label_end, [](const Word& w) {
      return std::any_of(w.text.begin(), w.text.end(), [](char c) { return c >= '0' && c <= '9'; });
    });
    // Set apart: capitals, bold, or type larger than all of the rest of the row (browsers' small
    // capitals: only the capital is larger, "C" + "ontact").
    auto by_size = [](const Word& a, const Word& b) { return a.size < b.size; };
    double label_size = std::max_element(l.words.begin(), label_end, by_size)->size;
    double rest_size = std::max_element(label_end, l.words.end(), by_size)->size;
    std::vector<Word> label(l.words.begin(), label_end);
    bool set_apart = AllCaps(label) || std::all_of(label.begin(), label.end(), [](const Word& w) { return w.bold; }) ||
                     label_size >= 1.15 * rest_size;
    if (digits || !set_apart) continue;
    // The rest starts in the column's left part (a right-aligned date that happens to start
    // where other dates start is no content column).
    double x = l.words[g].x0;
    auto [left, right] = extent[l.column];
    if (x - left > 0.4 * (right - left)) continue;
    const std::vector<double>& xs = starts[l.column];
    if (std::count_if(xs.begin(), xs.end(), [&](double s) { return std::abs(s - x) <= 2.0; }) < 2) continue;
    found.push_back({k, g, l.x0 <= left + 2.0, label.back().x1});
  }
  std::size_t inserted = 0;
  for (const Candidate& c : found) {
    bool flush_right = std::count_if(found.begin(), found.end(), [&](const Candidate& o) {
                         return std::abs(o.label_end - c.label_end) <= 2.0;
                       }) >= 2;
    if (!c.at_edge && !flush_right) continue;
    std::size_t k = c.line + inserted;
    OutLine& l = (*lines)[k];
    OutLine rest = l;
    rest.words.erase(rest.words.begin(), rest.words.begin() + static_cast<long>(c.gap));
    rest.words.front().gap_before = false;
    rest.x0 = rest.words.front().x0;
    l.words.resize(c.gap);
    lines->insert(lines->begin() + static_cast<long>(k) + 1, std::move(rest));
    ++inserted;
  }
}

// A label wrapped within its column ("Kitchen" over "equipment", set flush right or flush left
// in a label column left of the text's edge, beside "Deck ovens, …" on that edge): a line of
// one short cell, entirely left of the row above's value cell, ending (or starting) where that
// row's label does, a line's step under it in the label's type, goes on in the label.
void JoinWrappedLabels(std::vector<OutLine>* lines) {
  // Each column's text edge: the left edge most of its lines start at. A label column stands
  // left of it, its values start on it.
  std::map<int, std::vector<double>> starts;
  for (const OutLine& l : *lines) {
    if (!l.words.empty()) starts[l.column].push_back(l.x0);
  }
  std::map<int, double> edge;
  for (auto& [column, xs] : starts) {
    double at = 0;
    if (MostWithin(xs, 1.5, &at) >= 3) edge[column] = at;
  }
  for (std::size_t k = 0; k + 1 < lines->size(); ++k) {
    OutLine& a = (*lines)[k];
    const OutLine& b = (*lines)[k + 1];
    if (a.column != b.column || b.words.empty() || b.words.size() > 3 || FirstGap(b.words) != 0) continue;
    const std::size_t g = FirstGap(a.words);
    if (g == 0 || g > 4) continue;
    // (Or a first cell broken off after its comma, "Harbour Grammar School," over "Whitby",
    // starting where it does, whatever the column.)
    auto text_edge = edge.find(a.column);
    const bool comma = a.words[g - 1].text.back() == ',' && std::abs(b.x0 - a.x0) <= 1.5;
    if (!comma && (text_edge == edge.end() || std::abs(a.words[g].x0 - text_edge->second) > 1.5 ||
                   a.x0 > text_edge->second - a.words[g].size))
      continue;
    const Word& label_end = a.words[g - 1];
    const double size = label_end.size;
    const bool flush = std::abs(b.words.back().x1 - label_end.x1) <= 1.5 || std::abs(b.x0 - a.x0) <= 1.5;
    if (!flush || b.words.back().x1 > a.words[g].x0 - 0.2 * size || std::abs(b.words.front().size - size) > 0.5 ||
        b.words.front().bold != label_end.bold || b.y0 <= a.y0 || b.y0 - a.y0 > 1.6 * size ||
        text::HasDigit(b.words.front().text))
      continue;
    std::vector<Word> moved(b.words.begin(), b.words.end());
    a.words[g - 1].space_after = true;
    moved.back().space_after = true;
    a.words.insert(a.words.begin() + static_cast<long>(g), moved.begin(), moved.end());
    a.y1 = std::max(a.y1, b.y1);
    lines->erase(lines->begin() + static_cast<long>(k) + 1);
  }
}

}  // namespace cvmill::extract::pdf
