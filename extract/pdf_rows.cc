// PDF reading order, per page: words are grouped into rows by their vertical centre. If a
// vertical gutter runs down the page (an x-range almost no row touches), the page has two
// flows. When the narrower side's lines mostly share a row with the other side (a column of
// dates or labels beside entries), rows stay whole and the gutter becomes a TAB gap; when they
// do not (a sidebar, two independent columns), each side is read top to bottom in turn; but
// where the narrower side's blocks each open level with a block of the other (a label column
// of bold titles wrapped over rows, pdf_sides.cc), each pair of blocks is read in turn. A
// right side set flush right, ragged left, in blocks of lines and with few years, is a sidebar
// whatever its rows share (pdf_sides.cc). Within
// a flow, cards and lists set in columns are read one by one (pdf_cards.cc,
// pdf_list_columns.cc).
#include <algorithm>
#include <iterator>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

#include "common/text.h"
#include "extract/internal.h"

namespace cvmill::extract::pdf {
namespace {

constexpr double kFar = std::numeric_limits<double>::max();

// Two cells of one row stand level: their tops or their bottoms within a point, or (`within`)
// one inside the other's height (a smaller type on one baseline).
bool Level(const std::vector<Word>& a, const std::vector<Word>& b, bool within) {
  double a0 = kFar, a1 = -kFar, b0 = kFar, b1 = -kFar;
  for (const Word& w : a) a0 = std::min(a0, w.y0), a1 = std::max(a1, w.y1);
  for (const Word& w : b) b0 = std::min(b0, w.y0), b1 = std::max(b1, w.y1);
  return std::abs(a0 - b0) <= 1.0 || std::abs(a1 - b1) <= 1.0 ||
         (within && ((b0 >= a0 - 1.0 && b1 <= a1 + 1.0) || (a0 >= b0 - 1.0 && a1 <= b1 + 1.0)));
}

// The median size of the words.
double MedianSize(std::vector<double> v) {
  if (v.empty()) return 0;
  std::nth_element(v.begin(), v.begin() + static_cast<long>(v.size() / 2), v.end());
  return v[v.size() / 2];
}

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

// An x-range down the page, from row `begin` on, that (almost) no row touches, inside the
// middle of the page.
// Point by point (a word touches the whole points from its left edge to its right edge), but
// counted on the words' intervals, never on an array as wide as the page: a page may claim
// to be 10^12 pt wide, and a coordinate any double at all.
bool GutterBelow(const std::vector<Row>& all, std::size_t begin, double width, double* g0, double* g1) {
  const auto rows = std::vector<Row>::const_iterator(all.begin() + static_cast<long>(begin));
  const std::size_t n = all.size() - begin;
  if (n < 6 || !(width > 0) || !std::isfinite(width)) return false;
  // A gutter has text on both sides: the empty margin right of a half-filled page is none.
  double first_end = width, last_start = 0;
  for (auto r = rows; r != all.end(); ++r) {
    for (const Word& w : r->words) first_end = std::min(first_end, w.x1), last_start = std::max(last_start, w.x0);
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
  for (auto r = rows; r != all.end(); ++r) {
    for (const Word& w : r->words) {
      std::int64_t a = std::max(lo, point(std::max(0.0, w.x0))), b = std::min(hi - 1, point(std::min(width, w.x1)));
      if (a > b) continue;
      steps.emplace_back(a, 1);
      steps.emplace_back(b + 1, -1);
    }
  }
  std::sort(steps.begin(), steps.end());
  const std::size_t allowed = std::max<std::size_t>(1, n / 20);
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

// The gutter of the whole page; else, on the document's first page, of the page below its
// head: rows set across the page above the columns (a name, a title, a summary running the
// full width) cross the gutter the columns under them leave. The head is at most the upper
// half of the page and a third of its rows; the first (shortest) head that uncovers a gutter
// is the only one tried. `head` gets its rows.
bool FindGutter(const std::vector<Row>& rows, double width, double height, bool first_page, double* g0,
                double* g1, std::size_t* head) {
  *head = 0;
  if (GutterBelow(rows, 0, width, g0, g1)) return true;
  if (!first_page) return false;
  for (std::size_t p = 1; p * 3 <= rows.size() && (!(height > 0) || rows[p].y0 < 0.5 * height); ++p) {
    if (!GutterBelow(rows, p, width, g0, g1)) continue;
    // Columns under a head: three rows or more have words on both sides of the gutter (not a
    // column of dates alone on their rows, beside a text that ran across the page above).
    std::size_t both = 0;
    for (std::size_t k = p; k < rows.size(); ++k) {
      const auto& ws = rows[k].words;
      both += std::any_of(ws.begin(), ws.end(), [&](const Word& w) { return w.x1 <= *g0 + 1; }) &&
              std::any_of(ws.begin(), ws.end(), [&](const Word& w) { return w.x0 >= *g1 - 1; });
    }
    // And the head ends where a paragraph would: its last row is not a line of a paragraph
    // whose last line runs on under it (in its type, at line spacing) on one side of the
    // gutter, left beside the columns.
    const Row& last = rows[p - 1];
    const Row& first = rows[p];
    const double line = std::max(1.0, std::min(last.y1 - last.y0, first.y1 - first.y0));
    const bool aside = std::none_of(first.words.begin(), first.words.end(),
                                    [&](const Word& w) { return w.x1 > *g0 && w.x0 < *g1; });
    const bool wrapped = aside && std::abs(last.words.back().size - first.words.front().size) <= 0.5 &&
                         first.y0 - last.y1 <= 0.6 * line;
    *head = p;
    return both >= 3 && !wrapped;
  }
  return false;
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

// A label in a left label column (a section's heading) is set against the block of rows it
// names, level with its first row or centred on it, and is read before the block's first row.
// A block is a run of rows with text right of the gutter, each under the last by less than a
// line's white space; a block takes the first label whose centre lies within it: a row of its
// own left of the gutter, or the left part of one of the block's rows (a heading centred on a
// block of three lines shares the second one's row). A label on the block's first row stays
// where it is (a date beside its entry's first line). Labels right under the chosen one, a
// line apart, are its wrapped lines and go with it.
void PlaceMarginLabels(std::vector<Row>* rows, double mid) {
  std::vector<Row>& rs = *rows;
  auto left_of = [&](const Word& w) { return (w.x0 + w.x1) / 2 < mid; };
  constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();
  struct Block {
    std::size_t first;
    double y0, y1;
    std::size_t label = kNone;
  };
  std::vector<Block> blocks;
  std::vector<std::size_t> labels;  // rows with a label left of the gutter, top to bottom
  for (std::size_t k = 0; k < rs.size(); ++k) {
    if (rs[k].words.empty()) continue;
    const auto& ws = rs[k].words;
    auto first_right = std::find_if_not(ws.begin(), ws.end(), left_of);
    if (first_right == ws.end()) {
      labels.push_back(k);
      continue;
    }
    // A row's left part is a label when set larger than the text beside it (a heading in the
    // type of its own; not a heading across the gutter, nor a date beside an entry's line).
    // (Its largest letter: small capitals set as a larger capital and smaller letters.)
    double label_size = 0;
    for (auto it = ws.begin(); it != first_right; ++it) label_size = std::max(label_size, it->size);
    if (label_size > first_right->size + 0.5) labels.push_back(k);
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
  // Move each chosen label (and its wrapped lines: rows right under it in its type) before its
  // block's first row, from the bottom up so that the indices above stay valid. A label on the
  // first row stays there, its wrapped lines joined to it.
  for (std::size_t n = blocks.size(); n-- > 0;) {
    const Block& b = blocks[n];
    if (b.label == kNone || b.label < b.first) continue;
    Row label;
    double last_y1 = 0, size = 0;
    int parts = 0;
    for (std::size_t k = b.label; k < rs.size(); ++k) {
      Row& r = rs[k];
      auto split = std::stable_partition(r.words.begin(), r.words.end(), left_of);
      if (split == r.words.begin()) continue;
      const double line = std::max(1.0, r.y1 - r.y0);
      if (parts > 0 && (r.y0 - last_y1 > 0.6 * line || std::abs(r.words.front().size - size) > 0.5)) break;
      size = r.words.front().size;
      if (!label.words.empty()) label.words.back().space_after = true;  // (a wrapped line's end)
      last_y1 = -kFar;
      for (auto it = r.words.begin(); it != split; ++it) {
        last_y1 = std::max(last_y1, it->y1);
        label.Add(std::move(*it));
      }
      r.words.erase(r.words.begin(), split);
      ++parts;
    }
    if (b.label == b.first) {
      Row& first = rs[b.first];
      first.words.insert(first.words.begin(), std::make_move_iterator(label.words.begin()),
                         std::make_move_iterator(label.words.end()));
    } else {
      rs.insert(rs.begin() + static_cast<long>(b.first), std::move(label));
    }
  }
  rs.erase(std::remove_if(rs.begin(), rs.end(), [](const Row& r) { return r.words.empty(); }), rs.end());
}

std::vector<OutLine> ReadingOrder(std::vector<Word> words, double width, double height, bool first_page) {
  std::vector<Row> rows = Rows(std::move(words));
  std::vector<OutLine> out;
  out.reserve(rows.size());
  double g0 = 0, g1 = 0;
  // One flow: rows whole, a date or label column set close to the text split off as cells,
  // cards read one by one.
  auto one_flow = [&] {
    std::vector<std::vector<Word>> lines;
    lines.reserve(rows.size());
    for (Row& r : rows) lines.push_back(std::move(r.words));
    SplitDateColumn(&lines);
    ReadCards(&lines);
    ReadLabelPairs(&lines);
    ReadListColumns(&lines);
    for (auto& l : lines) out.push_back(FromWords(std::move(l), 0));
    return out;
  };
  std::size_t head = 0;
  if (!FindGutter(rows, width, height, first_page, &g0, &g1, &head)) return one_flow();
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
  // A sidebar set flush right, its blocks far apart, is a flow of its own however its rows
  // meet the main column's (pdf_sides.cc): no label column, nor a table.
  std::vector<const std::vector<Word>*> left_side, right_side;
  for (const Split& s : splits) {
    if (!s.edge && !s.left.empty()) left_side.push_back(&s.left);
    if (!s.edge && !s.right.empty()) right_side.push_back(&s.right);
  }
  const bool flush_right = !narrow_left && FlushRightFlow(left_side, right_side);
  // (A label column has far fewer lines than the text beside it: a sidebar's run close to it.)
  bool label_column = narrow > 0 && paired * 10 >= narrow * 6 && (single || step > 2.0 * line_height) &&
                      narrow * 10 <= 6 * std::max(left_rows, right_rows) && !flush_right;
  // A label column on the right (dates set beside their entries' first lines) stands on the
  // rows it labels: each of its rows level with the text's row or within it (a smaller type
  // on one baseline). A sidebar on the right, its items far apart, meets the main column's
  // rows wherever they fall.
  // (How many rows with words on both sides stand level, of how many.)
  auto level_rows = [&](bool within) {
    std::pair<int, int> n{0, 0};
    for (const Split& s : splits) {
      if (s.edge || s.left.empty() || s.right.empty()) continue;
      ++n.second;
      n.first += Level(s.left, s.right, within);
    }
    return n;
  };
  // (How far apart the sides' median word sizes are.)
  auto size_gap = [&] {
    std::vector<double> sizes[2];
    for (const Split& s : splits) {
      if (s.edge) continue;
      for (const Word& w : s.left) sizes[0].push_back(w.size);
      for (const Word& w : s.right) sizes[1].push_back(w.size);
    }
    return std::abs(MedianSize(sizes[0]) - MedianSize(sizes[1]));
  };
  if (label_column && !narrow_left && !single) {
    const auto [level, both] = level_rows(true);
    if (level * 10 < both * 6) label_column = false;
  }
  // (A gutter under a head is taken for two flows only: a label column, or none, reads as one
  // flow, the page's date column split off as cells.)
  if (narrow == 0 || (head > 0 && label_column)) return one_flow();
  // A narrow right side that never shares a row with the left, its lines far apart, is no
  // column beside it: lines set right alone on their rows (dates flush right between their
  // entries' lines) read where they stand.
  if (paired == 0 && !narrow_left && step > 2.0 * line_height) return one_flow();
  // Nor, on a page without a head, for a table of labels left of their text (a word
  // processor's table of headings, dates and "Label:" cells, the page's head left on the page
  // before): one type on both sides, six rows or more with words on both, nine in ten of them
  // level (a margin heading centred on its block stands level by chance, once or twice), the
  // labels' side narrow.
  if (head == 0 && narrow_left && !flush_right) {
    const auto [level, both] = level_rows(false);
    // (Labels: the left side less than half as wide as the text; two columns of one type on
    // one line grid, side by side, are two flows.)
    double l0 = kFar, l1 = -kFar, r0 = kFar, r1 = -kFar;
    for (const Split& s : splits) {
      for (const Word& w : s.left) l0 = std::min(l0, w.x0), l1 = std::max(l1, w.x1);
      for (const Word& w : s.right) r0 = std::min(r0, w.x0), r1 = std::max(r1, w.x1);
    }
    if (both >= 6 && level * 10 >= both * 9 && size_gap() < 0.4 && 2 * (l1 - l0) < r1 - r0) return one_flow();
  }
  // Nor for a table or a grid of cards: their sides' rows, where both have words, stand level
  // (their tops or their bottoms within a point), seven in ten or more; a sidebar's rows meet
  // the main column's in their own type and spacing, level only by chance.
  if (head > 0 && !flush_right) {
    const auto [level, both] = level_rows(false);
    if (level * 10 >= both * 7) return one_flow();
    // And a sidebar is set in a type of its own: the sides' median word sizes differ by 0.4 pt
    // or more (two columns of one type under a head are as often a table of two columns),
    // or no row of it stands level with one of the other side at all (three rows or more
    // beside each other: a table's cells start their rows together).
    const bool never_level = level == 0 && both >= 3;
    if (!never_level && size_gap() < 0.4) return one_flow();
  }
  std::vector<double> cuts;  // where a pair of blocks side by side opens
  if (!label_column && !flush_right) {
    // A label column of rows all bold, or of labels wrapped over more rows than they share
    // with the text (an award's title over two rows, its year under it): the sides' blocks
    // tell. Each label's block is read with the text beside it, pair by pair.
    std::vector<SideSpan> left, right;
    for (const Split& s : splits) {
      if (s.edge) continue;
      for (int side = 0; side < 2; ++side) {
        const std::vector<Word>& ws = side == 0 ? s.left : s.right;
        if (ws.empty()) continue;
        SideSpan span{kFar, -kFar, ws.front().size};
        for (const Word& w : ws) span.y0 = std::min(span.y0, w.y0), span.y1 = std::max(span.y1, w.y1);
        (side == 0 ? left : right).push_back(span);
      }
    }
    LabelSide(left, right, &cuts);
    if (head > 0 && !cuts.empty()) return one_flow();  // (labels beside blocks: not two flows)
  }
  if (label_column) {
    // A column of dates or labels beside the entries: rows stay whole.
    if (label_column && narrow_left) PlaceMarginLabels(&rows, (g0 + g1) / 2);
    // A row with words on both sides of the gutter keeps it as a cell gap ("2019 – 2021
    // <gap> Chef", "PERSONAL INFORMATION <gap> Jane Roe"); a phrase running across it does not.
    const double mid = (g0 + g1) / 2;
    for (Row& r : rows) {
      for (std::size_t k = 1; k < r.words.size(); ++k) {
        const Word& a = r.words[k - 1];
        const Word& b = r.words[k];
        if (a.x1 <= g0 + 1 && b.x0 >= g1 - 1 && (a.x0 + a.x1) / 2 < mid && b.x0 - a.x1 >= 0.6 * a.size) {
          r.words[k].gap_before = true;
          break;
        }
      }
    }
    // (The gutter may be the one between cards side by side: they are read card by card.)
    std::vector<std::vector<Word>> lines;
    lines.reserve(rows.size());
    for (Row& r : rows) lines.push_back(std::move(r.words));
    ReadCards(&lines);
    for (auto& l : lines) out.push_back(FromWords(std::move(l), 0));
    return out;
  }
  // Two flows between rows across the gutter: each run of split rows is read as its left
  // flow, then its right flow; a row across the gutter (a title above the columns, a summary
  // set across the page between its header and the columns under it) stands where it is.
  std::size_t from = 0;
  // (Each flow's cards and lists set in columns are read one by one.)
  auto flush = [&](std::size_t to) {
    for (int column = 0; column < 2; ++column) {
      std::vector<std::vector<Word>> lines;
      for (std::size_t k = from; k < to; ++k) {
        std::vector<Word>& side = column == 0 ? splits[k].left : splits[k].right;
        if (!side.empty()) lines.push_back(std::move(side));
      }
      ReadCards(&lines);
      ReadLabelPairs(&lines);
      ReadListColumns(&lines);
      for (auto& l : lines) out.push_back(FromWords(std::move(l), column));
    }
    from = to;
  };
  // (A row across the gutter parts the flows only with both of them above it and below it; else
  // it is a line that runs on into the gutter, a long link, and reads where the rest does.)
  std::vector<std::uint8_t> above(splits.size(), 0), below(splits.size(), 0);
  for (std::size_t k = 0, seen = 0; k < splits.size(); ++k) {
    above[k] = static_cast<std::uint8_t>(seen);
    seen |= (splits[k].left.empty() ? 0u : 1u) | (splits[k].right.empty() ? 0u : 2u);
  }
  for (std::size_t k = splits.size(), seen = 0; k-- > 0;) {
    below[k] = static_cast<std::uint8_t>(seen);
    seen |= (splits[k].left.empty() ? 0u : 1u) | (splits[k].right.empty() ? 0u : 2u);
  }
  std::size_t next_cut = 0;
  for (std::size_t k = 0; k < splits.size(); ++k) {
    if (next_cut < cuts.size() && splits[k].y0 >= cuts[next_cut] - 1.0) {
      // A label's block and the text it names, side by side: read before the next pair.
      flush(k);
      while (next_cut < cuts.size() && splits[k].y0 >= cuts[next_cut] - 1.0) ++next_cut;
    }
    if (splits[k].span.empty()) continue;
    const bool parts = above[k] == 3 && below[k] == 3;
    if (!parts && above[k] != 0 && below[k] != 0) {
      splits[k].left = std::move(splits[k].span);  // read with the flow its words start in
      continue;
    }
    flush(k);
    out.push_back(FromWords(std::move(splits[k].span), 0));
    from = k + 1;
  }
  flush(splits.size());
  return out;
}

namespace {

void MarkFlushRightCell(OutLine* line, double space) {
  std::vector<Word>& w = line->words;
  if (w.size() < 3) return;
  std::size_t widest = 0;
  double widest_em = 0;
  for (std::size_t k = 1; k < w.size(); ++k) {
    if (w[k].gap_before) return;  // the line has its cells already
    double g = (w[k].x0 - w[k - 1].x1) / std::max(1.0, w[k - 1].size);
    if (g > widest_em) widest = k, widest_em = g;
  }
  // The spaces before it tell how far this line's phrase is stretched: a single word before
  // it may be a justified line of two words.
  if (widest < 2 || widest_em < 1.2 || widest_em < 3 * space) return;
  for (std::size_t k = 1; k < widest; ++k) {
    if (2 * (w[k].x0 - w[k - 1].x1) / std::max(1.0, w[k - 1].size) > widest_em) return;
  }
  const std::string& before = w[widest - 1].text;
  if (!before.empty() && std::string_view(",;:.!?").find(before.back()) != std::string_view::npos) return;
  w[widest].gap_before = true;
}

}  // namespace

namespace {

// Gaps under 1 em between the words of the lines, in em, appended to *spaces.
void WordSpaces(const std::vector<OutLine>& lines, std::vector<double>* spaces) {
  for (const OutLine& l : lines) {
    for (std::size_t k = 1; k < l.words.size(); ++k) {
      double em = std::max(1.0, l.words[k - 1].size), g = l.words[k].x0 - l.words[k - 1].x1;
      if (g > 0 && g < em) spaces->push_back(g / em);
    }
  }
}

// The median of twenty spaces or more, else 0.
double MedianSpace(std::vector<double>* spaces) {
  if (spaces->size() < 20) return 0;
  std::nth_element(spaces->begin(), spaces->begin() + static_cast<long>(spaces->size() / 2), spaces->end());
  return (*spaces)[spaces->size() / 2];
}

}  // namespace

double DocumentSpace(const std::vector<PageLines>& pages) {
  std::vector<double> spaces;
  for (const PageLines& pl : pages) WordSpaces(pl.lines, &spaces);
  return MedianSpace(&spaces);
}

PageSpacing MeasureSpacing(const std::vector<OutLine>& lines, double document_space) {
  PageSpacing out;
  for (const OutLine& l : lines) {
    if (!l.words.empty()) out.right[l.column] = std::max(out.right[l.column], l.words.back().x1);
  }
  std::vector<double> spaces;
  WordSpaces(lines, &spaces);
  out.space = MedianSpace(&spaces);
  if (out.space == 0) out.space = document_space;
  return out;
}

// Items set apart by padding (chips, tags: "Go  C++  Java"): a line with two or more gaps of
// one width (within 0.5 pt), each at least 1.2 em and three times the page's usual space
// between words, has those gaps as cells; so has a line of the page in the same type with
// one gap of that width (two chips). A justified line stretches its spaces alike but far
// less, and a short one stretched wide reaches the column's right edge or has a comma before
// a wide space ("Cook,   Hotel   Alpina"); one wide gap alone is a phrase's own spacing, not a
// list. A gap already wide enough to be a cell (over 2 em, up to 4) counts with gaps of its width. A label in larger
// type before its items ("Reporting <1.6 em> Forecasting  Budgets", the items smaller)
// ends at the step down in size (an em of the smaller type or more before it).
void MarkItemGaps(std::vector<OutLine>* lines, const PageSpacing& spacing) {
  const double space = spacing.space;
  if (space == 0) return;
  struct Wide {
    std::size_t k;
    double g;
  };
  std::vector<std::vector<Wide>> wide(lines->size());
  std::vector<std::pair<long, double>> widths;  // (type size, gap) of lines of chips
  auto size_key = [](double size) { return std::lround(std::clamp(size, -1e9, 1e9) * 2); };
  for (std::size_t i = 0; i < lines->size(); ++i) {
    OutLine& l = (*lines)[i];
    std::vector<Wide>& w = wide[i];
    for (std::size_t k = 1; k < l.words.size(); ++k) {
      const Word& p = l.words[k - 1];
      double em = std::max(1.0, p.size), g = l.words[k].x0 - p.x1;
      const double small = std::max(1.0, l.words[k].size);
      if (p.size >= 1.15 * small && g >= small && g >= 3 * space * small) l.words[k].gap_before = true;  // a size step
      // (A gap just over 2 em is a cell already, and counts with its like.)
      if (l.words[k].gap_before || g < 1.2 * em || g < 3 * space * em || g > 4.0 * em) continue;
      if (!p.text.empty() && std::string_view(",;:").find(p.text.back()) != std::string_view::npos) {
        w.clear();  // a phrase's punctuation before the gap: stretched text, not items
        break;
      }
      w.push_back({k, g});
    }
    // Every space wide and the line flush with the column's right edge: a justified line.
    if (!w.empty() && w.size() + 1 == l.words.size() && l.words.back().x1 >= spacing.right.at(l.column) - 2.0)
      w.clear();
    // The largest set of gaps of one width.
    std::vector<std::size_t> best;
    for (const Wide& a : w) {
      std::vector<std::size_t> same;
      for (std::size_t b = 0; b < w.size(); ++b) {
        if (std::abs(w[b].g - a.g) <= 0.5 && !l.words[w[b].k].gap_before) same.push_back(b);
      }
      if (same.size() > best.size()) best = same;
    }
    if (best.size() < 2) continue;
    for (std::size_t b : best) {
      l.words[w[b].k].gap_before = true;
      widths.emplace_back(size_key(l.words[w[b].k].size), w[b].g);
    }
  }
  for (std::size_t i = 0; i < lines->size() && !widths.empty(); ++i) {
    OutLine& l = (*lines)[i];
    // (A short row of items, no sentence: a justified line's one wide space is no chip's.)
    if (l.words.size() > 10) continue;
    for (const Wide& a : wide[i]) {
      if (l.words[a.k - 1].text.back() == '.') continue;
      const long key = size_key(l.words[a.k].size);
      if (std::any_of(widths.begin(), widths.end(),
                      [&](const auto& w) { return w.first == key && std::abs(w.second - a.g) <= 0.5; }))
        l.words[a.k].gap_before = true;
    }
  }
}

// A cell set flush right ("Bachelor of Science <1.6 em> 09.2021 – present", the title's box
// ending short of the date's): on a line that ends at its column's right edge, its widest
// space, of 1.2 em or more, twice each space before it or more and wider than three of the
// page's usual spaces, with no sentence or phrase punctuation before it, opens a cell. A
// justified line stretches all its spaces alike.
void MarkFlushRightCells(std::vector<OutLine>* lines, const PageSpacing& spacing) {
  if (spacing.space == 0) return;
  for (OutLine& l : *lines) {
    auto right = spacing.right.find(l.column);
    if (!l.words.empty() && right != spacing.right.end() && l.words.back().x1 >= right->second - 2.0)
      MarkFlushRightCell(&l, spacing.space);
  }
}

// (Seven words: a range to the day, "14 January 2013 – 13 March 2015".)
constexpr std::size_t kDateCellWords = 7;

std::size_t DateCell(const std::vector<Word>& row) {
  std::size_t cell = FirstGap(row);
  return cell > 0 && row.size() - cell <= kDateCellWords && HasYear(row, row[cell].x0, true) ? cell : 0;
}

// Dates set in a column closer to the text than a cell gap (moderncv's oldstyle: "...,
// Harbour Foods <0.9 em> 2017 – 2020", flush right; a table's dates at one left edge). A
// row's last space of 0.6 em or more and two of the page's usual spaces, with seven words at
// most after it, a year among them and none before: where two rows or more of a column end
// at one right edge, or start their dates at one left edge (within 1 pt), counting rows whose
// date is a cell already, each such space opens a cell. A date ending prose does not line up so.
void MarkRightDates(std::vector<OutLine>* lines, const PageSpacing& spacing) {
  if (spacing.space == 0) return;
  std::vector<std::size_t> at(lines->size(), 0);  // per line: the date's first word, or 0
  std::map<int, std::vector<double>> ends, starts;
  for (std::size_t i = 0; i < lines->size(); ++i) {
    const std::vector<Word>& w = (*lines)[i].words;
    const int column = (*lines)[i].column;
    if (w.size() < 2) continue;
    if (FirstGap(w) != 0) {
      if (std::size_t cell = DateCell(w)) {  // a date cell already: it shows the edge
        ends[column].push_back(w.back().x1);
        starts[column].push_back(w[cell].x0);
      }
      continue;
    }
    // (The last such space: a justified title stretches its own spaces as wide or wider,
    // "Commis <wide> de <wide> cuisine, <gap> May 2016 – June 2021".)
    std::size_t widest = 0;
    for (std::size_t k = w.size() > kDateCellWords ? w.size() - kDateCellWords : 1; k < w.size(); ++k) {
      const double g = (w[k].x0 - w[k - 1].x1) / std::max(1.0, w[k - 1].size);
      if (g >= 0.6 && g >= 2 * spacing.space && HasYear(w, w[k].x0, true)) widest = k;
    }
    if (widest == 0 || HasYear(w, w[widest].x0, false))  // ("2009-02-01 t o <gap> 2012-11-15": a range, spaced out)
      continue;
    at[i] = widest;
    ends[column].push_back(w.back().x1);
    starts[column].push_back(w[widest].x0);
  }
  for (auto& [column, xs] : ends) {
    double right = 0, left = 0;
    const bool by_end = MostWithin(xs, 1.0, &right) >= 2;
    const bool by_start = MostWithin(starts[column], 1.0, &left) >= 2;
    for (std::size_t i = 0; i < lines->size(); ++i) {
      OutLine& l = (*lines)[i];
      if (!at[i] || l.column != column) continue;
      if ((by_end && std::abs(l.words.back().x1 - right) <= 1.0) || (by_start && std::abs(l.words[at[i]].x0 - left) <= 1.0))
        l.words[at[i]].gap_before = true;
    }
  }
}

}  // namespace cvmill::extract::pdf
