// A grid of cards in a text dump (`pdftotext -layout` of skill groups, interests or courses
// set as cards side by side): a row of card names, then under each name its own lines, its
// items set in past the name, each card in its column:
//
//   Baking                       Pastry
//   Advanced                     Expert
//
//        Sourdough                    Laminated doughs
//        Rye breads                   Sugar work
//        Focaccia
//                                Catering
//                                Intermediate
//
//                                     Buffets
//
// Read row by row, the cards' names, levels and items mix; the grid is read column by
// column instead, one card after the other, as the PDF reader reads the page. Part of the
// text reader (extract.cc); runs before the columns of a page are split (text_columns.cc).
//
// A grid opens at a row of two to five short names without a digit; the rows under it, down
// to two blank rows, have each piece of text in one card column, starting where its name
// starts (a name, a level) or set in past it at one place of its own (the items), or two
// pieces or more of one column on the first row after the names (and levels) and a blank
// row (its items as chips, which close the cards' row), and every column has items so set.
// A table (a label and its value, a title and its dates) sets no items in under each cell.
#include <algorithm>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "common/text.h"
#include "extract/internal.h"

namespace cvmill::extract {
namespace {

constexpr int kMaxCards = 5;     // cards across
constexpr int kMinSetIn = 2;     // how far items are set in past their name, least and most
constexpr int kMaxSetIn = 12;
constexpr int kMinItems = 4;     // set-in rows the whole grid needs
constexpr std::size_t kMaxRows = 20000;

using Piece = TextPiece;

std::vector<Piece> Pieces(std::string_view s) {
  std::vector<Piece> out;
  AppendPieces(s, &out);
  return out;
}

bool Opaque(const TextRow& r) { return r.page_break || r.text.find('\t') != std::string_view::npos; }

// A card's name: a few words, no digit, no list.
bool NameLike(std::string_view t) {
  return t.size() <= 40 && text::WordCount(t) <= 5 && t.find_first_of("0123456789,;:|") == std::string_view::npos;
}

// Rows [first, last) form a grid opened by row `first`: the columns' name starts in *starts
// and their items' in *items. `last` is the first of the two blank rows (or the page break,
// or the end) that close it.
bool Grid(const std::vector<TextRow>& rows, const std::vector<std::vector<Piece>>& pieces, std::size_t first,
          std::size_t* last, std::vector<int>* starts, std::vector<int>* items) {
  const std::vector<Piece>& head = pieces[first];
  if (head.size() < 2 || head.size() > kMaxCards || Opaque(rows[first])) return false;
  for (const Piece& p : head) {
    if (!NameLike(rows[first].text.substr(p.byte_begin, p.byte_end - p.byte_begin))) return false;
  }
  const std::size_t cards = head.size();
  starts->clear();
  for (const Piece& p : head) starts->push_back(p.begin);
  items->assign(cards, -1);
  std::vector<int> set_in(cards, 0);
  bool chips = false;  // a row of chips read
  int text_rows = 0;   // rows with text under the names before this one
  std::size_t k = first + 1;
  for (; k < rows.size(); ++k) {
    if (Opaque(rows[k])) break;
    if (pieces[k].empty()) {
      // (A row of chips closes its cards: what comes after it is the next row's.)
      if (chips) break;
      // (Two blank rows close the grid, but for two right under its names (and levels) over
      // a row of more pieces than cards: their chips.)
      const bool chips_next = k <= first + 2 && !pieces[k - 1].empty() && k + 2 < rows.size() && !Opaque(rows[k + 2]) &&
                              pieces[k + 2].size() > cards;
      if (k + 1 >= rows.size() || (pieces[k + 1].empty() && !chips_next)) break;
      continue;
    }
    // The column each piece starts in; it must end short of the next one's start.
    std::vector<std::size_t> column;
    std::vector<int> in_column(cards, 0);
    for (const Piece& p : pieces[k]) {
      std::size_t c = cards;
      while (c > 0 && (*starts)[c - 1] > p.begin + 1) --c;
      if (c == 0) return false;
      --c;
      if (c + 1 < cards && p.end + 2 > (*starts)[c + 1]) return false;
      column.push_back(c);
      ++in_column[c];
    }
    for (std::size_t q = 0; q < pieces[k].size(); ++q) {
      const Piece& p = pieces[k][q];
      const std::size_t c = column[q];
      // (Two pieces or more of one column on a row: its items as chips, wherever they start.)
      if (in_column[c] >= 2 && k > first + 1 && pieces[k - 1].empty() && text_rows <= 1) {
        ++set_in[c];
        chips = true;
        continue;
      }
      const int in = p.begin - (*starts)[c];
      if (in >= -1 && in <= 1) continue;  // a name or a level, where the name starts
      if (in < kMinSetIn || in > kMaxSetIn) return false;
      if ((*items)[c] < 0) (*items)[c] = p.begin;
      if (std::abs(p.begin - (*items)[c]) > 1) return false;
      ++set_in[c];
    }
    ++text_rows;
  }
  int total = 0;
  for (int n : set_in) {
    if (n == 0) return false;
    total += n;
  }
  if (total < kMinItems) return false;
  *last = k;
  return true;
}

// A row above the names whose pieces start where the names do: the names are a row of a
// table, not a grid's.
bool SameCells(const std::vector<Piece>& row, const std::vector<int>& starts) {
  if (row.size() != starts.size()) return false;
  for (std::size_t c = 0; c < row.size(); ++c) {
    if (std::abs(row[c].begin - starts[c]) > 1) return false;
  }
  return true;
}

}  // namespace

void SplitCardGrids(std::vector<TextRow>* rows) {
  std::vector<TextRow>& r = *rows;
  if (r.size() > kMaxRows) return;
  // (No row with a gap of two spaces inside its text, no grid: most inputs stop here.)
  auto gapped = [](std::string_view t) {
    std::size_t from = t.find_first_not_of(' ');
    return from != std::string_view::npos && t.find("  ", from) < t.find_last_not_of(' ');
  };
  if (std::none_of(r.begin(), r.end(), [&](const TextRow& row) { return gapped(row.text); })) return;
  std::vector<std::vector<Piece>> pieces;
  pieces.reserve(r.size());
  bool any = false;
  for (const TextRow& row : r) {
    pieces.push_back(Opaque(row) ? std::vector<Piece>() : Pieces(row.text));
    any = any || pieces.back().size() >= 2;
  }
  if (!any) return;
  std::vector<TextRow> out;
  std::vector<int> starts, items;
  bool changed = false;
  for (std::size_t i = 0; i < r.size();) {
    std::size_t last = 0;
    if (!Grid(r, pieces, i, &last, &starts, &items) || (i > 0 && SameCells(pieces[i - 1], starts))) {
      out.push_back(r[i++]);
      continue;
    }
    changed = true;
    const std::size_t cards = starts.size();
    for (std::size_t c = 0; c < cards; ++c) {
      // (A blank row goes to the column after text of its own: one blank row between two
      // cards of a column, however many rows the cards beside them take.)
      bool text = false;
      for (std::size_t k = i; k < last; ++k) {
        if (pieces[k].empty()) {
          if (text) {
            text = false;
            TextRow blank = r[k];
            blank.text = r[k].text.substr(0, 0);
            out.push_back(blank);
          }
          continue;
        }
        const Piece* from = nullptr;
        const Piece* to = nullptr;
        for (const Piece& p : pieces[k]) {
          const bool mine = p.begin + 1 >= starts[c] && (c + 1 == cards || p.begin + 1 < starts[c + 1]);
          if (!mine) continue;
          if (!from) from = &p;
          to = &p;
        }
        if (!from) continue;
        TextRow part = r[k];
        part.text = r[k].text.substr(from->byte_begin, to->byte_end - from->byte_begin);
        part.byte_begin = r[k].byte_begin + from->byte_begin;
        part.byte_end = r[k].byte_begin + to->byte_end;
        part.indent = std::max(0, from->begin - starts[c]);
        part.column = 0;
        out.push_back(part);
        text = true;
      }
      // (A blank row after each card column: the next column's first name opens a group.)
      TextRow blank = r[last - 1];
      blank.text = blank.text.substr(0, 0);
      out.push_back(blank);
    }
    i = last;
  }
  if (changed) r.swap(out);
}

}  // namespace cvmill::extract
