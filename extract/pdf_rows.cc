// PDF reading order, per page: words are grouped into rows by their vertical centre. If a
// vertical gutter runs down the page (an x-range almost no row touches), the page has two
// flows. When the narrower side's lines mostly share a row with the other side (a column of
// dates or labels beside entries), rows stay whole and the gutter becomes a TAB gap; when they
// do not (a sidebar, two independent columns), each side is read top to bottom in turn.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

#include "extract/internal.h"

namespace cvmill::extract::pdf {
namespace {

constexpr double kFar = std::numeric_limits<double>::max();

struct Row {
  std::vector<Word> words;
  // (Sentinels beyond any coordinate: a page may be 10^12 pt wide.)
  double x0 = kFar, y0 = kFar, x1 = -kFar, y1 = -kFar;
  void Add(Word&& w) {
    x0 = std::min(x0, w.x0);
    y0 = std::min(y0, w.y0);
    x1 = std::max(x1, w.x1);
    y1 = std::max(y1, w.y1);
    words.push_back(std::move(w));
  }
  double Centre() const { return (y0 + y1) / 2; }
};

// Groups words into rows by vertical centre.
std::vector<Row> Rows(std::vector<Word> words) {
  // Sorted through an index: a Word is large to move.
  std::vector<std::uint32_t> order(words.size());
  for (std::uint32_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](std::uint32_t i, std::uint32_t j) {
    const Word& a = words[i];
    const Word& b = words[j];
    double ca = (a.y0 + a.y1) / 2, cb = (b.y0 + b.y1) / 2;
    if (std::abs(ca - cb) > 1.0) return ca < cb;
    return a.x0 < b.x0;
  });
  std::vector<Row> rows;
  for (std::uint32_t i : order) {
    Word& w = words[i];
    double c = (w.y0 + w.y1) / 2, h = std::max(1.0, w.y1 - w.y0);
    Row* target = nullptr;
    for (std::size_t k = rows.size(); k-- > 0 && k + 4 >= rows.size();) {
      double rh = std::max(1.0, rows[k].y1 - rows[k].y0);
      if (std::abs(rows[k].Centre() - c) < 0.5 * std::min(h, rh)) {
        target = &rows[k];
        break;
      }
    }
    if (!target) {
      rows.emplace_back();
      target = &rows.back();
    }
    target->Add(std::move(w));
  }
  for (Row& r : rows) std::sort(r.words.begin(), r.words.end(), [](const Word& a, const Word& b) { return a.x0 < b.x0; });
  std::sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) { return a.y0 < b.y0; });
  return rows;
}

// An x-range down the page that (almost) no row touches, inside the middle of the page.
// Point by point (a word touches the whole points from its left edge to its right edge), but
// counted on the words' intervals, never on an array as wide as the page: a page may claim
// to be 10^12 pt wide, and a coordinate any double at all.
bool FindGutter(const std::vector<Row>& rows, double width, double* g0, double* g1) {
  if (rows.size() < 6 || !(width > 0) || !std::isfinite(width)) return false;
  // A gutter has text on both sides: the empty margin right of a half-filled page is none.
  double first_end = width, last_start = 0;
  for (const Row& r : rows) {
    for (const Word& w : r.words) first_end = std::min(first_end, w.x1), last_start = std::max(last_start, w.x0);
  }
  // The points searched: [lo, hi). Values beyond 2^52 pt are cut there before they become
  // integers (no page is that wide; the cast of a larger double would overflow).
  static constexpr double kMaxPoint = 4503599627370496.0;  // 2^52
  auto point = [](double v) -> std::int64_t {
    return v > -1.0 ? static_cast<std::int64_t>(std::min(v, kMaxPoint)) : -1;
  };
  const std::int64_t lo = point(std::max(width * 0.15, first_end));
  const std::int64_t hi = point(std::min(width * 0.85, last_start));
  if (lo >= hi) return false;
  // How many words touch each point, as steps: +1 where a word's first point is, -1 after
  // its last (both cut to the points searched).
  std::vector<std::pair<std::int64_t, int>> steps;
  for (const Row& r : rows) {
    for (const Word& w : r.words) {
      std::int64_t a = std::max(lo, point(std::max(0.0, w.x0))), b = std::min(hi - 1, point(std::min(width, w.x1)));
      if (a > b) continue;
      steps.emplace_back(a, 1);
      steps.emplace_back(b + 1, -1);
    }
  }
  std::sort(steps.begin(), steps.end());
  const std::size_t allowed = std::max<std::size_t>(1, rows.size() / 20);
  // The longest run of points touched by at most `allowed` words; the first such run on a tie.
  std::int64_t best_len = 0, best_start = 0, run = 0, x = lo;
  std::int64_t touch = 0;
  auto span = [&](std::int64_t end) {  // the points [x, end) are touched `touch` times
    if (end <= x) return;
    if (touch <= static_cast<std::int64_t>(allowed)) {
      run += end - x;
      if (run > best_len) best_len = run, best_start = end - run;
    } else {
      run = 0;
    }
    x = end;
  };
  for (const auto& [at, delta] : steps) {
    span(at);
    touch += delta;
  }
  span(hi);
  if (best_len < 12) return false;
  *g0 = static_cast<double>(best_start);
  *g1 = static_cast<double>(best_start + best_len);
  return true;
}

OutLine FromWords(std::vector<Word> words, int column) {
  OutLine l;
  l.words = std::move(words);
  l.column = column;
  l.y0 = kFar;
  l.y1 = -kFar;
  l.x0 = kFar;
  for (const Word& w : l.words) {
    l.y0 = std::min(l.y0, w.y0);
    l.y1 = std::max(l.y1, w.y1);
    l.x0 = std::min(l.x0, w.x0);
  }
  return l;
}

}  // namespace

// A label alone on its row in a left label column (a section's heading) is set against the
// block of rows it names, level with its first row or centred on it, and is read before the
// block's first row. A block is a run of rows with text right of the gutter, each under the
// last by less than a line's white space; a block takes the first label whose centre lies
// within it.
void PlaceMarginLabels(std::vector<Row>* rows, double mid) {
  std::vector<Row>& rs = *rows;
  auto right_of = [&](const Row& r) {
    return std::any_of(r.words.begin(), r.words.end(), [&](const Word& w) { return (w.x0 + w.x1) / 2 >= mid; });
  };
  constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();
  struct Block {
    std::size_t first;
    double y0, y1;
    std::size_t label = kNone;
  };
  std::vector<Block> blocks;
  std::vector<std::size_t> labels;
  for (std::size_t k = 0; k < rs.size(); ++k) {
    if (rs[k].words.empty()) continue;
    if (!right_of(rs[k])) {
      labels.push_back(k);
      continue;
    }
    double line = std::max(1.0, rs[k].y1 - rs[k].y0);
    if (blocks.empty() || rs[k].y0 - blocks.back().y1 > 1.2 * line) blocks.push_back({k, rs[k].y0, rs[k].y1});
    blocks.back().y1 = std::max(blocks.back().y1, rs[k].y1);
  }
  for (std::size_t k : labels) {  // top to bottom: the first label within a block names it
    double centre = rs[k].Centre();
    for (Block& b : blocks) {
      if (b.label == kNone && centre >= b.y0 && centre <= b.y1) {
        b.label = k;
        break;
      }
    }
  }
  // Move each chosen label before its block's first row, from the bottom up so that the
  // indices above stay valid.
  for (std::size_t n = blocks.size(); n-- > 0;) {
    const Block& b = blocks[n];
    if (b.label == kNone || b.label < b.first) continue;
    Row label = std::move(rs[b.label]);
    rs.erase(rs.begin() + static_cast<long>(b.label));
    rs.insert(rs.begin() + static_cast<long>(b.first), std::move(label));
  }
}

std::vector<OutLine> ReadingOrder(std::vector<Word> words, double width, double height) {
  std::vector<Row> rows = Rows(std::move(words));
  std::vector<OutLine> out;
  out.reserve(rows.size());
  double g0 = 0, g1 = 0;
  if (!FindGutter(rows, width, &g0, &g1)) {
    for (Row& r : rows) out.push_back(FromWords(std::move(r.words), 0));
    return out;
  }
  // Split each row at the gutter.
  struct Split {
    std::vector<Word> left, right, span;
    double y0;
    bool edge = false;  // in the header/footer band: no vote on the page's layout
  };
  std::vector<Split> splits;
  int left_rows = 0, right_rows = 0, paired = 0;
  for (const Row& r : rows) {
    Split s;
    s.y0 = r.y0;
    s.edge = height > 0 && (r.y1 < 0.08 * height || r.y0 > 0.92 * height);
    const double mid = (g0 + g1) / 2;
    for (const Word& w : r.words) {
      // A word across the whole gutter is a title over both sides, unless it runs into a
      // word of the other side: then it is an overflow (a long URL in a narrow sidebar) and
      // belongs to the side it starts on.
      bool across = w.x0 < g0 - 2 && w.x1 > g1 + 2;
      bool collides = across && std::any_of(r.words.begin(), r.words.end(), [&](const Word& o) {
                        return &o != &w && o.x0 < w.x1 - 1 && o.x1 > w.x0 + 1;
                      });
      if (across && !collides) s.span.push_back(w);
      else if (((across ? w.x0 : (w.x0 + w.x1) / 2)) < mid) s.left.push_back(w);
      else s.right.push_back(w);
    }
    // Words on both sides at an ordinary word space, in one size, are one phrase running
    // across the gutter (a name set large over a sidebar), not two columns.
    bool phrase = false;
    if (s.span.empty() && !s.left.empty() && !s.right.empty()) {
      auto last = std::max_element(s.left.begin(), s.left.end(),
                                   [](const Word& a, const Word& b) { return a.x1 < b.x1; });
      auto first = std::min_element(s.right.begin(), s.right.end(),
                                    [](const Word& a, const Word& b) { return a.x0 < b.x0; });
      double gap = first->x0 - last->x1;
      phrase = std::abs(first->size - last->size) <= 1.0 && gap >= 0 && gap < 0.6 * last->size;
    }
    if (!s.span.empty() || phrase) {  // a row across the gutter (a title) stays whole
      s.span.insert(s.span.end(), s.left.begin(), s.left.end());
      s.span.insert(s.span.end(), s.right.begin(), s.right.end());
      s.left.clear();
      s.right.clear();
      std::sort(s.span.begin(), s.span.end(), [](const Word& a, const Word& b) { return a.x0 < b.x0; });
    }
    // Headings (all bold) at a margin say nothing about how the two sides relate.
    auto counts = [](const std::vector<Word>& side) {
      return !side.empty() && !std::all_of(side.begin(), side.end(), [](const Word& w) { return w.bold; });
    };
    if (!s.edge) {
      left_rows += counts(s.left);
      right_rows += counts(s.right);
      paired += !s.left.empty() && !s.right.empty();
    }
    splits.push_back(std::move(s));
  }
  // A column of dates or labels has one line per entry, far apart; a sidebar or a second
  // column is a flow of its own at line spacing. The narrower side's vertical step decides.
  int narrow = std::min(left_rows, right_rows);
  bool narrow_left = left_rows <= right_rows;
  std::vector<double> ys, heights;
  for (const Split& s : splits) {
    const auto& side = narrow_left ? s.left : s.right;
    if (!side.empty() && !s.edge) ys.push_back(s.y0);
  }
  for (const Row& r : rows) heights.push_back(r.y1 - r.y0);
  std::sort(heights.begin(), heights.end());
  double line_height = heights.empty() ? 10 : heights[heights.size() / 2];
  std::vector<double> steps;
  for (std::size_t k = 1; k < ys.size(); ++k) steps.push_back(ys[k] - ys[k - 1]);
  std::sort(steps.begin(), steps.end());
  double step = steps.empty() ? 0 : steps[steps.size() / 2];
  // A right side of one line beside the other's rows is a cell of its row (a date), not a
  // flow read after the whole left side; one line on the left (a heading in the margin) is
  // read first either way.
  bool single = ys.size() < 2 && !narrow_left;
  bool label_column = narrow > 0 && paired * 10 >= narrow * 6 && (single || step > 2.0 * line_height);
  if (narrow == 0 || label_column) {
    // A column of dates or labels beside the entries: rows stay whole.
    if (label_column && narrow_left) PlaceMarginLabels(&rows, (g0 + g1) / 2);
    for (Row& r : rows) out.push_back(FromWords(std::move(r.words), 0));
    return out;
  }
  // Two flows: rows across the gutter above them, then the left flow, then the right flow,
  // then the rows across the gutter below them.
  double first_col = kFar;
  for (const Split& s : splits) {
    if (!s.left.empty() || !s.right.empty()) first_col = std::min(first_col, s.y0);
  }
  for (Split& s : splits) {
    if (!s.span.empty() && s.y0 < first_col) out.push_back(FromWords(std::move(s.span), 0));
  }
  for (Split& s : splits) {
    if (!s.left.empty()) out.push_back(FromWords(std::move(s.left), 0));
  }
  for (Split& s : splits) {
    if (!s.right.empty()) out.push_back(FromWords(std::move(s.right), 1));
  }
  for (Split& s : splits) {
    if (!s.span.empty() && s.y0 >= first_col) out.push_back(FromWords(std::move(s.span), 0));
  }
  return out;
}

}  // namespace cvmill::extract::pdf
