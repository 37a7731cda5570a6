// Page furniture of a PDF: running headers, footers and page numbers. They are told by where
// they stand (the outermost rows at a page's top or bottom edge, nothing of the body between
// them and the edge) and by repetition (the same text at about the same place on two or more
// pages, a number in it either fixed or going with the page: "Page 2 of 3"), never by what
// they say, except for a lone page number at the very edge of a page.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "common/text.h"
#include "extract/internal.h"

namespace cvmill::extract::pdf {
namespace {

// How far from a page's edge furniture may stand (a share of its height): a footer of a
// few lines (address, phone, page number) under a wide bottom margin reaches ~12%.
constexpr double kZone = 0.15;
// A page number that repeats nowhere (a one-page CV's "1") is furniture only this close to
// the edge.
constexpr double kEdge = 0.08;

struct Shape {
  std::string key;             // the text with each run of digits as '#'
  std::vector<long> numbers;   // those runs' values
};

Shape ShapeOf(const std::string& t) {
  Shape s;
  for (std::size_t i = 0; i < t.size();) {
    if (t[i] < '0' || t[i] > '9') {
      s.key += t[i++];
      continue;
    }
    long v = 0;
    for (; i < t.size() && t[i] >= '0' && t[i] <= '9'; ++i) v = std::min(v * 10 + (t[i] - '0'), 1000000000L);
    s.key += '#';
    s.numbers.push_back(v);
  }
  return s;
}

struct Slot {  // one line in a page's top or bottom zone
  std::size_t page, index;
  bool top;
  double from_edge;  // distance of the line's outer side from its edge
  double height;
  Shape shape;
  bool edge;  // within kEdge of its edge
  std::vector<std::string> cells;  // its cells, apart at layout gaps (one: the whole line)
};

double Size(const OutLine& l) {
  double s = 0;
  for (const Word& w : l.words) s = std::max(s, w.size);
  return s;
}

// Whether `a` repeats on other pages: lines of the same shape on the same side within about
// a line's height of the same place, each number of theirs the same on every page or going
// with the page (its value less the page's index the same everywhere: a page number).
bool Repeats(const Slot& a, const Shape& shape, const std::vector<Slot>& slots) {
  std::map<std::size_t, Shape> at;  // page -> its like line or cell nearest a's place
  std::map<std::size_t, double> where;
  at[a.page] = shape;
  where[a.page] = a.from_edge;
  const double tol = std::max(3.0, 0.6 * a.height);
  for (const Slot& b : slots) {
    if (b.page == a.page || b.top != a.top) continue;
    const auto cell = std::find_if(b.cells.begin(), b.cells.end(),
                                   [&](const std::string& c) { return ShapeOf(c).key == shape.key; });
    if (cell == b.cells.end()) continue;
    // (Right at the edge, the place matters less: a header may sit a line lower on page 1.)
    if (!(a.edge && b.edge) && std::abs(b.from_edge - a.from_edge) > tol) continue;
    auto it = where.find(b.page);
    if (it == where.end() || std::abs(b.from_edge - a.from_edge) < std::abs(it->second - a.from_edge)) {
      at[b.page] = ShapeOf(*cell);
      where[b.page] = b.from_edge;
    }
  }
  if (at.size() < 2) return false;
  // A number going with the page is the page's own (or one or two on: a cover page), not a
  // date that happens to fall at the same place.
  bool paged_any = false;
  for (std::size_t i = 0; i < shape.numbers.size(); ++i) {
    bool fixed = true, paged = true;
    for (const auto& [page, s] : at) {
      fixed = fixed && s.numbers[i] == shape.numbers[i];
      const long offset = s.numbers[i] - static_cast<long>(page) - 1;
      paged = paged && offset >= 0 && offset <= 2 && offset == shape.numbers[i] - static_cast<long>(a.page) - 1;
    }
    if (!fixed && !paged) return false;
    paged_any = paged_any || (paged && !fixed);
  }
  // Text repeated as it is needs a letter: a bare year at the same place twice is a date.
  return paged_any || std::any_of(shape.key.begin(), shape.key.end(),
                                  [](char c) { return std::isalpha(static_cast<unsigned char>(c)) || (c & 0x80); });
}

}  // namespace

void DropPageFurniture(std::vector<PageLines>* pages, double body, std::vector<Diagnostic>* diagnostics,
                       std::vector<std::string>* texts_out) {
  std::vector<Slot> slots;
  // The texts of each page, and their cells: a running header repeats the name or title
  // that another page sets in its body.
  std::map<std::string, std::set<std::size_t>> texts;
  for (std::size_t p = 0; p < pages->size(); ++p) {
    const PageLines& pl = (*pages)[p];
    for (std::size_t k = 0; k < pl.lines.size(); ++k) {
      const OutLine& l = pl.lines[k];
      if (l.words.empty()) continue;
      const std::string joined = Join(l.words);
      std::vector<std::string> cells;
      std::size_t from = 0;
      for (std::size_t tab; (tab = joined.find('\t', from)) != std::string::npos; from = tab + 1)
        cells.push_back(joined.substr(from, tab - from));
      cells.push_back(joined.substr(from));
      texts[joined].insert(p);
      for (const std::string& c : cells) texts[c].insert(p);
      if (pl.height <= 0) continue;
      const bool top = l.y1 < kZone * pl.height, bottom = l.y0 > (1 - kZone) * pl.height;
      if (!top && !bottom) continue;
      const double from_edge = top ? l.y0 : pl.height - l.y1, height = std::max(1.0, l.y1 - l.y0);
      slots.push_back({p, k, top, from_edge, height, ShapeOf(joined), from_edge < kEdge * pl.height - height,
                       std::move(cells)});
    }
  }
  std::vector<std::set<std::size_t>> drop(pages->size());
  for (int side = 0; side < 2; ++side) {
    for (std::size_t p = 0; p < pages->size(); ++p) {
      const PageLines& pl = (*pages)[p];
      std::vector<const Slot*> mine;
      for (const Slot& s : slots) {
        if (s.page == p && s.top == (side == 0)) mine.push_back(&s);
      }
      std::sort(mine.begin(), mine.end(), [](const Slot* a, const Slot* b) { return a->from_edge < b->from_edge; });
      // From the edge inwards, row by row (lines that share their height): a row of
      // furniture goes and the walk goes on; the first row of the body ends it.
      for (std::size_t r = 0; r < mine.size();) {
        std::size_t end = r + 1;
        double inner = mine[r]->from_edge + mine[r]->height;
        for (; end < mine.size() && mine[end]->from_edge < inner - 0.3 * mine[end]->height; ++end)
          inner = std::max(inner, mine[end]->from_edge + mine[end]->height);
        std::vector<const Slot*> mates;
        std::size_t furniture = 0;
        for (std::size_t i = r; i < end; ++i) {
          const Slot& s = *mine[i];
          const OutLine& l = pl.lines[s.index];
          // Running furniture is not set as a heading (pdf.cc: 1.2 times the body's size up):
          // a repeated line set larger (the name as the page-1 title) is content.
          const bool small = Size(l) < 1.2 * body;
          const bool lone_number = s.edge && text::PageNumber(Join(l.words));
          // Repeated as a whole, or cell by cell where each cell repeats at that place or
          // repeats text of another page ("Curriculum vitae <gap> Jane Example" on page 2).
          bool repeats = false;
          if (pages->size() >= 2 && !(repeats = Repeats(s, s.shape, slots)) && s.cells.size() > 1) {
            std::size_t placed = 0, known = 0;
            for (const std::string& c : s.cells) {
              if (Repeats(s, ShapeOf(c), slots)) {
                ++placed;
              } else if (const auto it = texts.find(c);
                         it != texts.end() && (it->second.size() >= 2 || *it->second.begin() != p)) {
                ++known;
              }
            }
            repeats = placed > 0 && placed + known == s.cells.size();
          }
          if (small && (repeats || lone_number)) {
            drop[p].insert(s.index);
            ++furniture;
          } else {
            mates.push_back(&s);
          }
        }
        if (furniture == 0) break;
        // A line beside furniture that repeats another page's text ("Jane Example" beside a
        // running "Curriculum vitae") is the header's too.
        for (const Slot* s : mates) {
          const auto it = texts.find(Join(pl.lines[s->index].words));
          if (it != texts.end() && (it->second.size() >= 2 || *it->second.begin() != p)) drop[p].insert(s->index);
        }
        // Some of the row is body: the edge's furniture ends here.
        std::size_t in_row = 0;
        for (std::size_t i = r; i < end; ++i) in_row += drop[p].count(mine[i]->index);
        if (in_row < end - r) break;
        r = end;
      }
    }
  }
  // A page that would keep no line is all body (pages of one line each, alike but for their
  // numbers, are a document, not its furniture).
  for (std::size_t p = 0; p < pages->size(); ++p) {
    if (!drop[p].empty() && drop[p].size() >= (*pages)[p].lines.size()) drop[p].clear();
  }
  for (std::size_t p = 0; p < pages->size(); ++p) {
    std::vector<OutLine>& lines = (*pages)[p].lines;
    std::vector<OutLine> kept;
    for (std::size_t k = 0; k < lines.size(); ++k) {
      if (!drop[p].count(k)) {
        kept.push_back(std::move(lines[k]));
        continue;
      }
      const std::string t = Join(lines[k].words);
      diagnostics->push_back({0, "page " + std::to_string(p + 1) + ": running header/footer removed: " + t});
      if (std::find(texts_out->begin(), texts_out->end(), t) == texts_out->end()) texts_out->push_back(t);
    }
    lines = std::move(kept);
  }
}

}  // namespace cvmill::extract::pdf
