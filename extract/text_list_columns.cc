// A bulleted list set in two columns inside one column of a text dump (`pdftotext -layout` of
// a page whose entries set their bullets in CSS columns): the list flows down its left column,
// then down its right one, but the dump gives it row by row, each row a line of each column
// ("· Built a pipeline for the    · Mentored two juniors" over "lab's sequencers"). Such a run
// of rows is read column by column, the left column's lines, then the right one's. A run: rows
// of one column of the page, no blank row between, each with its text in one piece or two
// (two or more spaces part them); the second pieces all start at one position, right of every
// first piece; the first row holds two pieces, its first a list item (a bullet mark, then
// words); two rows or more hold two pieces, or the first row's second piece is an item too; a
// piece that stands alone lies wholly on one side; the run ends at a blank row, the column's
// end or a row of two cells cut elsewhere, not at a line across the cut. A date beside the item (a date column)
// makes no run. Part of the text reader (extract.cc); runs after the page's columns are split.
#include <cstdlib>
#include <string_view>
#include <vector>

#include "common/text.h"
#include "extract/internal.h"

namespace cvmill::extract {
namespace {

constexpr int kMinWords = 3;    // words in the first item (a list of sentences, not of names)
constexpr int kMinRight = 16;   // the right column starts this far into the row at least

// A bullet mark, a space, then a word: "· Built", "• Led", "- Cut". (Not BulletMarkLength's
// wider set: its em dash opens a quote's attribution, "— J. Roe, Director", and two such side by
// side are references in columns, not items.)
bool OpensItem(std::string_view t) {
  static constexpr std::string_view kMarks[] = {"·", "•", "-", "*", "–", "▪", "●", "◦", "‣", "■", "○"};
  for (std::string_view m : kMarks) {
    if (t.size() > m.size() + 1 && t.substr(0, m.size()) == m && t[m.size()] == ' ') return true;
  }
  return false;
}

int Words(std::string_view t) {
  int n = 0;
  for (std::string_view w : text::Split(t, ' ')) n += !w.empty();
  return n;
}

// A short piece that names a year: a date column's cell, not an item's words.
bool DateCell(std::string_view t) { return Words(t) <= 6 && ContainsYear(t); }

struct Cut {
  std::size_t pieces;        // 1 or 2
  TextPiece left, right;     // right: valid where pieces == 2, or the one piece on the right
  bool right_only = false;   // one piece, right of the cut
};

}  // namespace

void SplitListColumns(std::vector<TextRow>* rows) {
  std::vector<TextRow>& in = *rows;
  std::vector<TextRow> out;
  std::vector<TextPiece> pieces;
  bool changed = false;
  auto piece_text = [](const TextRow& r, const TextPiece& p) {
    return r.text.substr(p.byte_begin, p.byte_end - p.byte_begin);
  };
  std::size_t i = 0;
  while (i < in.size()) {
    // A run opens on a row of two pieces, its first an item of words.
    pieces.clear();
    AppendPieces(in[i].text, &pieces);
    if (pieces.size() != 2 || pieces[1].begin < kMinRight || !OpensItem(piece_text(in[i], pieces[0])) ||
        Words(piece_text(in[i], pieces[0])) < kMinWords || DateCell(piece_text(in[i], pieces[1]))) {
      if (changed) out.push_back(in[i]);
      ++i;
      continue;
    }
    const int x = pieces[1].begin;
    std::vector<Cut> cuts;
    std::size_t j = i;
    int doubles = 0;
    bool ok = true;
    bool clean = true;  // the run ends at a blank row, the column's, page's or text's end, or a row
                      // of two cells elsewhere; not at a line across the cut
    for (; j < in.size(); ++j) {
      const TextRow& r = in[j];
      if (j > i && (r.column != in[i].column || r.page_break)) break;
      pieces.clear();
      AppendPieces(r.text, &pieces);
      clean = false;
      if (pieces.empty()) {
        clean = true;
        break;
      }
      if (pieces.size() > 2) break;  // (a third cell: no list of two columns)
      Cut c;
      c.pieces = pieces.size();
      if (pieces.size() == 2) {
        if (std::abs(pieces[1].begin - x) > 1 || pieces[0].end >= x - 1) {
          clean = true;  // (another layout's row: a title beside its date)
          break;
        }
        if (DateCell(piece_text(r, pieces[1]))) {
          ok = false;
          break;
        }
        c.left = pieces[0];
        c.right = pieces[1];
        ++doubles;
      } else if (pieces[0].begin >= x - 1) {
        c.right = pieces[0];
        c.right_only = true;
      } else if (pieces[0].end < x - 1) {
        c.left = pieces[0];
      } else {
        break;  // (a line across the cut: no column there)
      }
      cuts.push_back(c);
      clean = true;
    }
    if (!ok || !clean || (doubles < 2 && !OpensItem(piece_text(in[i], cuts[0].right)))) {
      if (changed) out.push_back(in[i]);
      ++i;
      continue;
    }
    if (!changed) {
      out.assign(in.begin(), in.begin() + static_cast<std::ptrdiff_t>(i));
      changed = true;
    }
    // The left column's lines keep their row's indent; the right one's take the left's first
    // line's, plus how far each stands past the cut.
    const int base = in[i].indent >= 0 ? in[i].indent : cuts[0].left.begin;
    for (std::size_t k = 0; k < cuts.size(); ++k) {
      if (cuts[k].pieces == 1 && cuts[k].right_only) continue;
      const TextRow& r = in[i + k];
      TextRow part = r;
      part.text = r.text.substr(0, cuts[k].left.byte_end);
      part.byte_end = r.byte_begin + cuts[k].left.byte_end;
      out.push_back(part);
    }
    for (std::size_t k = 0; k < cuts.size(); ++k) {
      if (cuts[k].pieces == 1 && !cuts[k].right_only) continue;
      const TextRow& r = in[i + k];
      TextRow part = r;
      part.text = r.text.substr(cuts[k].right.byte_begin);
      part.byte_begin = r.byte_begin + cuts[k].right.byte_begin;
      part.indent = base + (cuts[k].right.begin - x);
      part.page_break = false;
      out.push_back(part);
    }
    i = j;
  }
  if (changed) rows->swap(out);
}

}  // namespace cvmill::extract
