// Two columns side by side in a text dump (`pdftotext -layout` of a page with a sidebar):
// rows that hold a line of each column are split at the gutter between them and read column
// by column, as the PDF reader reads the page. Part of the text reader (extract.cc).
//
// A gutter is a band of three or more character positions that no text crosses on a run of
// consecutive rows (words one space apart are one piece of text; two or more spaces part
// them). It parts two columns, not the cells of rows, only when each side runs on its own:
// rows with text on one side only are three tenths or more of each side's rows (two tenths
// where the rows come in turn, below), and blocks of text on each side begin beside the
// middle of a block on the other, or the rows of each side come in turn with the other's
// (lines of two columns at different heights). A date or label column beside its entries (an
// item on the row that opens its entry, or alone as a heading) or a table of two cells a row
// does not qualify. A sidebar set flush right (its lines ending at one position, ragged left,
// in blocks of lines, few years) is a column of its own however few of its rows stand alone.
#include <string.h>

#include <algorithm>
#include <cstdint>
#include <string_view>
#include <vector>

#include "common/text.h"
#include "extract/internal.h"

namespace cvmill::extract {
namespace {

constexpr int kMinRows = 8;        // text rows a band needs
constexpr int kMinAlone = 3;       // rows with one side only, each side
constexpr int kMaxWidth = 400;     // wider rows: no dump of a page
constexpr std::size_t kMaxRows = 20000;

using Piece = TextPiece;

// A row's pieces: a stretch of one vector all rows share (no allocation per row).
struct Row {
  std::size_t first = 0, count = 0;  // count 0: a blank row
  bool opaque = false;               // a tab: no gutter crosses it
  const Piece* data = nullptr;       // set once every row's pieces are in place
  bool empty() const { return count == 0; }
  std::size_t size() const { return count; }
  const Piece& operator[](std::size_t k) const { return data[k]; }
  const Piece& front() const { return data[0]; }
  const Piece& back() const { return data[count - 1]; }
};

std::size_t CharLength(unsigned char c) { return c < 0xC0 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4; }

bool HasDigit(std::string_view s) {
  return std::any_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

Row Pieces(const TextRow& r, std::vector<Piece>* all) {
  Row row;
  row.first = all->size();
  std::string_view s = r.text;
  if (s.find('\t') != std::string_view::npos) {
    row.opaque = true;
    return row;
  }
  AppendPieces(s, all);
  row.count = all->size() - row.first;
  return row;
}

// What a run of rows says of a gutter at x: rows with text, with text left and right of it,
// and with one side only.
// `left_in` counts the left side's blocks (text under a row without it) that begin beside
// the middle of a right one (text on that row and the row above), `right_in` the converse:
// columns that run on their own, not a label or date column that opens its entries.
// `left_runs` counts rows with text on the left only right under another such row (a column's
// own paragraph or list, where a date or label column has single items), `right_runs` the
// same on the right.
// `to_left` counts rows with text on the left only right under a row with text on the right
// only, `to_right` the converse. Two columns whose lines stand at different heights (a
// sidebar's short lines beside the main column's) come as rows of one and rows of the other
// in turn, few rows hold both, and a block of one seldom begins beside a row of the other: a
// band that turns several times each way is two columns as well. A date or label column
// turns where a section ends and the next one's heading follows, or where a date stands
// over its entry.
// `left_under` counts rows with text on the left only right under a row with text on the left,
// whether or not it has text on the right too, `right_under` the same on the right: runs of a
// column whose rows the other's share or come between. They stand for `left_runs` and
// `right_runs` only where the band is two columns both ways (beside and in turn). Where the
// rows come in turn, each side's rows alone need be two tenths of its rows only (a sidebar
// list set beside the main column's lines, row for row, between stretches in turn).
struct Stats {
  int rows = 0, left = 0, right = 0, left_only = 0, right_only = 0, left_in = 0, right_in = 0;
  int left_runs = 0, right_runs = 0, to_left = 0, to_right = 0, left_under = 0, right_under = 0;
  bool Columns() const {
    const bool beside = left_in >= 1 && right_in >= 1 && left_in + right_in >= 3;
    const bool in_turn = to_left >= 2 && to_right >= 2 && to_left + to_right >= 6;
    const bool runs = left_runs >= 2 && right_runs >= 2;
    const bool runs_under = left_under >= 2 && right_under >= 2;
    const int share = in_turn ? 2 : 3;
    return rows >= kMinRows && left_only >= kMinAlone && right_only >= kMinAlone && left_only * 10 >= left * share &&
           right_only * 10 >= right * share && (((beside || in_turn) && runs) || (beside && in_turn && runs_under));
  }
};

// For each row and position x, whether text on the row covers any of x-1..x+1 (a gutter at x
// would cross it): one byte each, built once for all the positions a band is tried at.
class Blocked {
 public:
  Blocked(const std::vector<Row>& rows, int width) : width_(width), cells_(rows.size() * static_cast<std::size_t>(width), 0) {
    for (std::size_t i = 0; i < rows.size(); ++i) {
      std::uint8_t* row = &cells_[i * static_cast<std::size_t>(width)];
      if (rows[i].opaque) {
        std::fill(row, row + width, 1);
        continue;
      }
      for (std::size_t k = 0; k < rows[i].size(); ++k) {
        const Piece& p = rows[i][k];
        std::fill(row + std::max(0, p.begin - 1), row + std::min(width, p.end + 1), 1);
      }
    }
  }
  bool operator()(std::size_t row, int x) const { return cells_[row * static_cast<std::size_t>(width_) + static_cast<std::size_t>(x)] != 0; }

 private:
  int width_;
  std::vector<std::uint8_t> cells_;
};

struct Band {
  std::size_t first = 0, last = 0;  // rows [first, last)
  int x = -1;
  Stats stats;
  bool cards = false;  // cards side by side in one flow (FindCards), not two columns
};

// Cards side by side within one flow (a grid of skill groups, languages, profiles: "Python
// <gap> Docker" under "Languages <gap> Tools"): from a row with one piece each side of x, the
// rows down to the first blank row after the last such row, where most rows with text are such
// rows, each side's pieces start within a few positions of one another (each card follows one
// template) and the two sides are about as wide. A date column beside entries has far fewer
// rows than its entries; a row of three cells (a title, a date and a line) is no card row.
// Entries set as cards (a degree each, its dates on a line of its own) wrap their titles over
// different rows, so their rows are not alike; each side's own date line tells them from a
// title beside its date.
Band FindCards(const std::vector<Row>& rows, const std::vector<TextRow>& in, std::size_t start, std::size_t end, int x) {
  auto side_of = [&](const Row& row, bool right) {
    int n = 0;
    for (std::size_t k = 0; k < row.size(); ++k) n += right ? row[k].begin > x + 1 : row[k].end <= x - 1;
    return n;
  };
  std::size_t i = start;
  while (i < end) {
    while (i < end && !(side_of(rows[i], false) == 1 && side_of(rows[i], true) == 1)) ++i;
    if (i == end) break;
    const std::size_t first = i;
    std::size_t last = i + 1, paired = 0, text = 0, inner_blank = 0, alike = 0;
    std::size_t singles = 0, inside = 0;  // rows with text on one side only; of them, those among the paired rows
    std::vector<int> lstarts, rstarts;
    int lend = 0, rend = 0;
    int ldates = 0, rdates = 0;  // pieces that are a date alone ("Oct 2013 - Mar 2016"), each side
    bool ok = true;
    for (std::size_t k = first; k < end; ++k) {
      const Row& row = rows[k];
      if (row.empty()) {
        if (k + 1 < end && rows[k + 1].empty()) break;  // two blank rows end the grid
        inner_blank += k + 1 < end && side_of(rows[k + 1], false) == 1 && side_of(rows[k + 1], true) == 1;
        continue;
      }
      const int l = side_of(row, false), r = side_of(row, true);
      if (l > 1 || r > 1) {
        ok = k > first + 1;
        break;
      }
      ++text;
      paired += l == 1 && r == 1;
      singles += l + r == 1;
      if (l == 1 && r == 1) {
        // Set alike row by row, as cards of one template are: a digit on both sides or on
        // neither (not a date beside a title), a comma list on both or neither (not a label
        // before its list), a sentence's end on both or neither (not a sidebar's line beside
        // prose), lengths within three times one another.
        const Piece& a = row.front();
        const Piece& b = row.back();
        const std::string_view ta = in[k].text.substr(a.byte_begin, a.byte_end - a.byte_begin);
        const std::string_view tb = in[k].text.substr(b.byte_begin, b.byte_end - b.byte_begin);
        const int la = a.end - a.begin, lb = b.end - b.begin;
        const bool ca = ta.find(", ") != std::string_view::npos, cb = tb.find(", ") != std::string_view::npos;
        const bool sa = !ta.empty() && ta.back() == '.', sb = !tb.empty() && tb.back() == '.';
        alike += HasDigit(ta) == HasDigit(tb) && ca == cb && sa == sb && la <= 3 * lb && lb <= 3 * la;
      }
      for (std::size_t p = 0; p < row.size(); ++p) {
        const bool left = row[p].end <= x - 1;
        const std::string_view t = in[k].text.substr(row[p].byte_begin, row[p].byte_end - row[p].byte_begin);
        (left ? ldates : rdates) += row[p].end - row[p].begin <= 24 && ContainsYear(t) && text::WordCount(t) <= 5;
        int& side_end = left ? lend : rend;
        side_end = std::max(side_end, row[p].end);
        // Each card's lines start at one or two positions (its text, its list); labels set
        // flush right start anywhere.
        auto& starts = left ? lstarts : rstarts;
        if (std::none_of(starts.begin(), starts.end(), [&](int b) { return b == row[p].begin; }))
          starts.push_back(row[p].begin);
      }
      if (l == 1 && r == 1) last = k + 1, inside = singles;
    }
    // Rows after the last paired row, down to a blank row, are the longer card's.
    const std::size_t paired_end = last;
    while (last < end && !rows[last].empty() && side_of(rows[last], false) + side_of(rows[last], true) == 1) ++last;
    // (Cards, unlike a table of labels and values, break: a blank row between paired rows, or
    // one card longer than the other.)
    const bool breaks = inner_blank > 0 || last > paired_end || inside > 0;
    if (lstarts.empty() || rstarts.empty()) {
      i = first + 1;
      continue;
    }
    const auto [lmin, lmax] = std::minmax_element(lstarts.begin(), lstarts.end());
    const auto [rmin, rmax] = std::minmax_element(rstarts.begin(), rstarts.end());
    const int lw = lend - *lmin, rw = rend - *rmin;
    // (The grid starts at the run's first row or after a blank row: not under a row whose text
    // crosses x, the first line of both cards, say, one of them too long to leave a gutter.)
    const bool opens = first > start || start == 0 || in[start].page_break ||
                       (rows[start - 1].empty() && !rows[start - 1].opaque);
    if (ok && breaks && opens && lstarts.size() <= 2 && rstarts.size() <= 2 && paired >= 2 && paired * 2 >= text &&
        (alike * 4 >= paired * 3 || (ldates >= 1 && rdates >= 1)) && *lmax - *lmin <= 8 && *rmax - *rmin <= 8 && lw * 5 >= rw * 2 &&
        rw * 5 >= lw * 2) {
      Band b;
      b.first = first;
      b.last = last;
      b.x = x;
      b.cards = true;
      b.stats.rows = static_cast<int>(text);
      return b;
    }
    i = first + 1;
  }
  return {};
}

// A sidebar set flush right right of x in rows [from, to): four rows or more with text there,
// two thirds of them ending at one position (within three), no start shared by half of them
// (ragged left, as a line's length puts it), a year on fewer than half (not a column of dates
// set flush right), and a quarter or more right under another such row (blocks of lines, not
// one cell an entry: a place set flush right), beside a main column set flush left (two thirds
// of the left side's rows start within four positions: not cards set flush right side by
// side). Its rows meet the main column's by chance, so few have text on its side alone.
bool FlushRightColumn(const std::vector<Row>& rows, const std::vector<TextRow>& in, std::size_t from, std::size_t to,
                      int x) {
  std::vector<double> starts, ends, left_starts;
  int years = 0, under = 0;
  bool above = false;
  for (std::size_t i = from; i < to; ++i) {
    const Row& row = rows[i];
    if (!row.empty() && row.front().end <= x - 1) left_starts.push_back(row.front().begin);
    const bool r = !row.empty() && row.back().begin > x + 1;
    if (r) {
      std::size_t k = 0;
      while (row[k].begin <= x + 1) ++k;
      starts.push_back(row[k].begin);
      ends.push_back(row.back().end);
      years += ContainsYear(std::string_view(in[i].text).substr(row[k].byte_begin));
      under += above;
    }
    above = r;
  }
  const int n = static_cast<int>(starts.size());
  if (n < 4 || years * 2 >= n || under * 4 < n) return false;
  double at = 0;
  // (The dump sets a line's end to the grid of its characters: the edge within three.)
  return static_cast<int>(MostWithin(ends, 3, &at)) * 3 >= n * 2 && static_cast<int>(MostWithin(starts, 1, &at)) * 2 < n &&
         MostWithin(left_starts, 4, &at) * 3 >= left_starts.size() * 2;
}

// The best band of two columns within rows [from, to), if any.
Band FindBand(const std::vector<Row>& rows, const std::vector<TextRow>& in, const Blocked& crosses, std::size_t from,
              std::size_t to, int width) {
  Band best;
  // A gutter is tried just left of text that follows a gap of three or more (a right column's
  // rows start there, wherever they are aligned), not at every position.
  std::vector<std::uint8_t> tried(static_cast<std::size_t>(width), 0);
  for (std::size_t i = from; i < to; ++i) {
    for (std::size_t k = 0; k < rows[i].size(); ++k) {
      const int start = rows[i][k].begin;
      const int before = k == 0 ? 0 : rows[i][k - 1].end;
      if (start - before >= 3 && start - 2 >= 2 && start - 2 + 2 < width) tried[static_cast<std::size_t>(start - 2)] = 1;
    }
  }
  for (int x = 2; x + 2 < width; ++x) {
    if (!tried[static_cast<std::size_t>(x)]) continue;
    std::size_t i = from;
    while (i < to) {
      while (i < to && crosses(i, x)) ++i;
      std::size_t start = i;
      Stats st;
      bool above_l = false, above_r = false;  // the row above has text left, right
      // (A page's first row opens a band of its own: columns do not run on over a page break.)
      while (i < to && !crosses(i, x) && (i == start || !in[i].page_break)) {
        const Row& row = rows[i];
        const bool l = !row.empty() && row.front().end <= x - 1;
        const bool r = !row.empty() && row.back().begin > x + 1;
        if (!row.empty()) {
          st.to_left += l && !r && above_r && !above_l;
          st.to_right += r && !l && above_l && !above_r;
          st.left_under += l && !r && above_l;
          st.right_under += r && !l && above_r;
          ++st.rows;
          st.left += l;
          st.right += r;
          st.left_only += l && !r;
          st.right_only += r && !l;
          st.left_in += l && !above_l && r && above_r;
          st.right_in += r && !above_r && l && above_l;
          st.left_runs += l && !r && above_l && !above_r;
          st.right_runs += r && !l && above_r && !above_l;
        }
        above_l = l;
        above_r = r;
        ++i;
      }
      // (Or a sidebar set flush right beside a main column that runs on alone under it.)
      const bool flush_right = !st.Columns() && st.rows >= kMinRows && st.left_only >= kMinAlone &&
                               FlushRightColumn(rows, in, start, i, x);
      if (!st.Columns() && !flush_right) {
        if (best.x < 0 || best.cards) {  // (two columns, when found, win)
          Band c = FindCards(rows, in, start, i, x);
          if (c.x >= 0 && (best.x < 0 || c.first < best.first || (c.first == best.first && c.last > best.last))) best = c;
        }
        continue;
      }
      const int alone = std::min(st.left_only, st.right_only);
      const int best_alone = std::min(best.stats.left_only, best.stats.right_only);
      if (best.x < 0 || best.cards || st.rows > best.stats.rows || (st.rows == best.stats.rows && alone > best_alone)) {
        // (Trim blank rows at the band's ends: they stay where they are.)
        std::size_t first = start, last = i;
        while (first < last && rows[first].empty()) ++first;
        while (last > first && rows[last - 1].empty()) --last;
        best = {first, last, x, st};
      }
    }
  }
  return best;
}

// `band`: rows [from, to)'s best band, found by the caller.
void Split(const std::vector<Row>& rows, const Blocked& crosses, const std::vector<TextRow>& in, std::size_t from,
           std::size_t to, int width, std::vector<TextRow>* out, int depth, Band band) {
  if (band.x < 0) {
    for (std::size_t i = from; i < to; ++i) out->push_back(in[i]);
    return;
  }
  auto inner = [&](std::size_t a, std::size_t b) {
    Split(rows, crosses, in, a, b, width, out, depth + 1, depth + 1 < 8 ? FindBand(rows, in, crosses, a, b, width) : Band{});
  };
  inner(from, band.first);
  // The left column's rows, then the right column's: a row with nothing on a side is left
  // out of that side (a blank row stays a blank row in both). The right column's indents
  // count from its leftmost text.
  int margin = width;
  for (std::size_t i = band.first; i < band.last; ++i) {
    for (std::size_t k = 0; k < rows[i].size(); ++k) {
      if (rows[i][k].begin > band.x + 1) {
        margin = std::min(margin, rows[i][k].begin);
        break;
      }
    }
  }
  for (int side = 0; side < 2; ++side) {
    // (Cards are blocks apart, as a blank row sets them in one flow: the second opens after one.)
    if (side == 1 && band.cards && band.last > band.first) {
      TextRow blank = in[band.first];
      blank.text = blank.text.substr(0, 0);
      blank.page_break = false;
      out->push_back(blank);
    }
    for (std::size_t i = band.first; i < band.last; ++i) {
      const TextRow& r = in[i];
      const Row& row = rows[i];
      if (row.empty()) {
        TextRow blank = r;
        blank.text = r.text.substr(0, 0);
        blank.column = band.cards ? 0 : side;
        out->push_back(blank);
        continue;
      }
      // The first piece right of the gutter.
      std::size_t k = 0;
      while (k < row.size() && row[k].end <= band.x - 1) ++k;
      TextRow part = r;
      part.column = band.cards ? 0 : side;
      if (side == 0) {
        if (k == 0) continue;
        part.text = r.text.substr(0, row[k - 1].byte_end);
        part.byte_end = r.byte_begin + row[k - 1].byte_end;
      } else {
        if (k == row.size()) continue;
        part.text = r.text.substr(row[k].byte_begin);
        part.byte_begin = r.byte_begin + row[k].byte_begin;
        part.indent = row[k].begin - margin;
      }
      out->push_back(part);
    }
  }
  inner(band.last, to);
}

}  // namespace

void AppendPieces(std::string_view s, std::vector<TextPiece>* out) {
  const std::size_t first = out->size();
  int col = 0;
  int spaces = 0;
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t n = std::min(CharLength(static_cast<unsigned char>(s[i])), s.size() - i);
    if (s[i] == ' ') {
      ++spaces;
    } else {
      if (out->size() == first || spaces >= 2) out->push_back({col, col, i, i});
      out->back().end = col + 1;
      out->back().byte_end = i + n;
      spaces = 0;
    }
    ++col;
    i += n;
  }
}

void SplitTextColumns(std::vector<TextRow>* rows) {
  if (rows->size() > kMaxRows) return;
  // Only a dump laid out in columns has rows with text after a wide gap.
  int gapped = 0;
  for (std::size_t i = 0; i < rows->size() && gapped < kMinAlone * 2; ++i) {
    std::string_view t = (*rows)[i].text;
    while (!t.empty() && t.front() == ' ') t.remove_prefix(1);
    while (!t.empty() && t.back() == ' ') t.remove_suffix(1);
    // (memmem: a fast search for a short needle, where a byte loop mispredicts on every word.)
    gapped += t.size() > 3 && memmem(t.data(), t.size(), "   ", 3) != nullptr;
  }
  if (gapped < kMinAlone * 2) return;
  std::vector<Piece> all;
  std::vector<Row> pieces;
  pieces.reserve(rows->size());
  for (const TextRow& r : *rows) pieces.push_back(Pieces(r, &all));
  int width = 0;
  for (Row& row : pieces) {
    row.data = all.data() + row.first;
    if (!row.empty()) width = std::max(width, row.back().end);
  }
  if (width > kMaxWidth) return;
  const Blocked crosses(pieces, width);
  const Band band = FindBand(pieces, *rows, crosses, 0, rows->size(), width);
  if (band.x < 0) return;  // (most dumps: no copy)
  std::vector<TextRow> out;
  out.reserve(rows->size() + rows->size() / 2);
  Split(pieces, crosses, *rows, 0, rows->size(), width, &out, 0, band);
  rows->swap(out);
}

std::size_t MostWithin(std::vector<double>& xs, double tol, double* at) {
  std::sort(xs.begin(), xs.end());
  std::size_t best = 0;
  for (std::size_t a = 0, b = 0; a < xs.size(); ++a) {
    while (xs[b] < xs[a] - tol) ++b;
    if (a - b + 1 > best) best = a - b + 1, *at = xs[b];
  }
  return best;
}

bool ContainsYear(std::string_view t) {
  auto digit = [&](std::size_t k) { return t[k] >= '0' && t[k] <= '9'; };
  for (std::size_t k = 0; k + 4 <= t.size(); ++k) {
    if (digit(k + 2) && digit(k + 3) && ((t[k] == '1' && t[k + 1] == '9') || (t[k] == '2' && t[k + 1] == '0')) &&
        (k == 0 || !digit(k - 1)) && (k + 4 == t.size() || !digit(k + 4)))
      return true;
  }
  return false;
}

}  // namespace cvmill::extract
