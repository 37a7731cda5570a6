// Two columns side by side in a text dump (`pdftotext -layout` of a page with a sidebar):
// rows that hold a line of each column are split at the gutter between them and read column
// by column, as the PDF reader reads the page. Part of the text reader (extract.cc).
//
// A gutter is a band of three or more character positions that no text crosses on a run of
// consecutive rows (words one space apart are one piece of text; two or more spaces part
// them). It parts two columns, not the cells of rows, only when each side runs on its own:
// rows with text on one side only are three tenths or more of each side's rows, and blocks of
// text on each side begin beside the middle of a block on the other. A date or label column
// beside its entries (an item on the row that opens its entry, or alone as a heading) or a
// table of two cells a row does not qualify.
#include <algorithm>
#include <string_view>
#include <vector>

#include "extract/internal.h"

namespace cvmill::extract {
namespace {

constexpr int kMinRows = 8;        // text rows a band needs
constexpr int kMinAlone = 3;       // rows with one side only, each side
constexpr int kMaxWidth = 400;     // wider rows: no dump of a page
constexpr std::size_t kMaxRows = 20000;

// One stretch of text on a row: character positions [begin, end) and its bytes.
struct Piece {
  int begin, end;
  std::size_t byte_begin, byte_end;
};

struct Row {
  std::vector<Piece> pieces;  // empty: a blank row
  bool opaque = false;        // a tab or a page break: no gutter crosses it
};

std::size_t CharLength(unsigned char c) { return c < 0xC0 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4; }

Row Pieces(const TextRow& r) {
  Row row;
  std::string_view s = r.text;
  if (r.page_break || s.find('\t') != std::string_view::npos) {
    row.opaque = true;
    return row;
  }
  int col = 0;
  int spaces = 0;
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t n = std::min(CharLength(static_cast<unsigned char>(s[i])), s.size() - i);
    if (s[i] == ' ') {
      ++spaces;
    } else {
      if (row.pieces.empty() || spaces >= 2) row.pieces.push_back({col, col, i, i});
      row.pieces.back().end = col + 1;
      row.pieces.back().byte_end = i + n;
      spaces = 0;
    }
    ++col;
    i += n;
  }
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
struct Stats {
  int rows = 0, left = 0, right = 0, left_only = 0, right_only = 0, left_in = 0, right_in = 0;
  int left_runs = 0, right_runs = 0;
  bool Columns() const {
    return rows >= kMinRows && left_only >= kMinAlone && right_only >= kMinAlone && left_only * 10 >= left * 3 &&
           right_only * 10 >= right * 3 && left_in >= 1 && right_in >= 1 && left_in + right_in >= 3 &&
           left_runs >= 2 && right_runs >= 2;
  }
};

// Whether text on the row covers any of the positions x-1..x+1.
bool Crosses(const Row& row, int x) {
  if (row.opaque) return true;
  for (const Piece& p : row.pieces) {
    if (p.begin <= x + 1 && p.end > x - 1) return true;
  }
  return false;
}

struct Band {
  std::size_t first = 0, last = 0;  // rows [first, last)
  int x = -1;
  Stats stats;
};

// The best band of two columns within rows [from, to), if any.
Band FindBand(const std::vector<Row>& rows, std::size_t from, std::size_t to, int width) {
  Band best;
  for (int x = 2; x + 2 < width; ++x) {
    std::size_t i = from;
    while (i < to) {
      while (i < to && Crosses(rows[i], x)) ++i;
      std::size_t start = i;
      Stats st;
      bool above_l = false, above_r = false;  // the row above has text left, right
      while (i < to && !Crosses(rows[i], x)) {
        const Row& row = rows[i];
        const bool l = !row.pieces.empty() && row.pieces.front().end <= x - 1;
        const bool r = !row.pieces.empty() && row.pieces.back().begin > x + 1;
        if (!row.pieces.empty()) {
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
      if (!st.Columns()) continue;
      const int alone = std::min(st.left_only, st.right_only);
      const int best_alone = std::min(best.stats.left_only, best.stats.right_only);
      if (best.x < 0 || st.rows > best.stats.rows || (st.rows == best.stats.rows && alone > best_alone)) {
        // (Trim blank rows at the band's ends: they stay where they are.)
        std::size_t first = start, last = i;
        while (first < last && rows[first].pieces.empty()) ++first;
        while (last > first && rows[last - 1].pieces.empty()) --last;
        best = {first, last, x, st};
      }
    }
  }
  return best;
}

void Split(const std::vector<Row>& rows, const std::vector<TextRow>& in, std::size_t from, std::size_t to,
           int width, std::vector<TextRow>* out, int depth) {
  Band band = depth < 8 ? FindBand(rows, from, to, width) : Band{};
  if (band.x < 0) {
    for (std::size_t i = from; i < to; ++i) out->push_back(in[i]);
    return;
  }
  Split(rows, in, from, band.first, width, out, depth + 1);
  // The left column's rows, then the right column's: a row with nothing on a side is left
  // out of that side (a blank row stays a blank row in both). The right column's indents
  // count from its leftmost text.
  int margin = width;
  for (std::size_t i = band.first; i < band.last; ++i) {
    for (const Piece& p : rows[i].pieces) {
      if (p.begin > band.x + 1) {
        margin = std::min(margin, p.begin);
        break;
      }
    }
  }
  for (int side = 0; side < 2; ++side) {
    for (std::size_t i = band.first; i < band.last; ++i) {
      const TextRow& r = in[i];
      const Row& row = rows[i];
      if (row.pieces.empty()) {
        TextRow blank = r;
        blank.text = std::string_view();
        blank.column = side;
        out->push_back(blank);
        continue;
      }
      // The first piece right of the gutter.
      std::size_t k = 0;
      while (k < row.pieces.size() && row.pieces[k].end <= band.x - 1) ++k;
      TextRow part = r;
      part.column = side;
      if (side == 0) {
        if (k == 0) continue;
        part.text = r.text.substr(0, row.pieces[k - 1].byte_end);
        part.byte_end = r.byte_begin + row.pieces[k - 1].byte_end;
      } else {
        if (k == row.pieces.size()) continue;
        part.text = r.text.substr(row.pieces[k].byte_begin);
        part.byte_begin = r.byte_begin + row.pieces[k].byte_begin;
        part.indent = row.pieces[k].begin - margin;
      }
      out->push_back(part);
    }
  }
  Split(rows, in, band.last, to, width, out, depth + 1);
}

}  // namespace

void SplitTextColumns(std::vector<TextRow>* rows) {
  if (rows->size() > kMaxRows) return;
  // Only a dump laid out in columns has rows with text after a wide gap.
  int gapped = 0;
  for (const TextRow& r : *rows) {
    std::size_t text = r.text.find_first_not_of(' ');
    if (text != std::string_view::npos && r.text.find("   ", text) != std::string_view::npos &&
        r.text.find_last_not_of(' ') > r.text.find("   ", text))
      ++gapped;
  }
  if (gapped < kMinAlone * 2) return;
  std::vector<Row> pieces;
  pieces.reserve(rows->size());
  int width = 0;
  for (const TextRow& r : *rows) {
    pieces.push_back(Pieces(r));
    if (!pieces.back().pieces.empty()) width = std::max(width, pieces.back().pieces.back().end);
  }
  if (width > kMaxWidth) return;
  std::vector<TextRow> out;
  out.reserve(rows->size() + rows->size() / 2);
  Split(pieces, *rows, 0, rows->size(), width, &out, 0);
  rows->swap(out);
}

}  // namespace cvmill::extract
