// A cell wrapped under itself in plain text: a row of a date or label column, then its text
// after a gap, full to the document's right margin, and the rest of that text on the next
// row, set in to exactly where the text began (a hanging indent):
//
//   2021   Lecturer of the Year, shortlisted, Faculty of Arts Teaching
//          Awards
//   Nominated by the second-year students.
//
// The wrapped rest joins its row ("... Faculty of Arts Teaching Awards"), as the PDF reader
// joins a cell wrapped under itself by its geometry. Part of the text reader (extract.cc);
// runs after the columns are split (text_columns.cc).
//
// A block set in at the text's column as a whole (a description under a header, a column of
// its own in a `pdftotext -layout` dump, the items of a list there) is no wrap: the joined
// rows are one or two, the row after them is blank or set in less, the row above them has
// two cells and reaches the right margin (within a quarter of the widest row's width), and
// the first word of the next row would not have fit on it.
#include <algorithm>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include "common/text.h"
#include "extract/internal.h"

namespace cvmill::extract {
namespace {

constexpr int kMaxWrapped = 2;  // continuation rows one cell may take
constexpr int kSlack = 4;       // columns between the widest row and where rows wrap

// Code points of s (columns, as a text dump counts them).
int Columns(std::string_view s) { return static_cast<int>(text::CodePoints(s)); }

// Columns of a row's text, its trailing spaces left out.
int Width(std::string_view s) {
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  return Columns(s);
}

// Leading spaces of a row, or -1 for a blank row or one with a tab (its columns unknown).
int Indent(std::string_view s) {
  if (s.find('\t') != std::string_view::npos) return -1;
  std::size_t i = s.find_first_not_of(' ');
  return i == std::string_view::npos ? -1 : static_cast<int>(i);
}

// The column where a row's second and last cell begins: after its only run of two or more
// spaces past the row's own text; -1 when it has none (prose) or a third cell (a date set
// flush right: the text before it is no cell that reached the margin).
int SecondCell(std::string_view s) {
  std::size_t i = s.find_first_not_of(' ');
  if (i == std::string_view::npos) return -1;
  std::size_t gap = s.find("  ", i);
  if (gap == std::string_view::npos) return -1;
  std::size_t cell = s.find_first_not_of(' ', gap);
  if (cell == std::string_view::npos || s.find("  ", cell) != std::string_view::npos) return -1;
  return Columns(s.substr(0, cell));
}

// Opens with a label and a colon ("Databases (good): ..."): up to five words before ": ".
bool Labelled(std::string_view s) {
  std::size_t colon = s.find(": ");
  if (colon == std::string_view::npos || colon == 0 || colon > 48) return false;
  std::string_view label = s.substr(0, colon);
  if (label.find_first_of(".,;") != std::string_view::npos) return false;
  int words = 1;
  for (char c : label) words += c == ' ';
  return words <= 5;
}

bool HasGap(std::string_view s) {
  std::size_t i = s.find_first_not_of(' ');
  return i != std::string_view::npos && s.find("  ", i) != std::string_view::npos;
}

// The text's right margin: the width of its widest row of the whole text (not a column's).
int RightMargin(const std::vector<TextRow>& rows) {
  int margin = 0;
  for (const TextRow& row : rows) {
    if (row.indent < 0) margin = std::max(margin, Width(row.text));
  }
  return margin;
}

// Row i with the rows (i, j) wrapped under it, each read from column `at`, as one row `to`.
// ("Harbour Manage-" over "ment": a word broken at its hyphen joins whole.)
void JoinRows(const std::vector<TextRow>& r, std::size_t i, std::size_t j, int at, std::deque<std::string>* storage,
              TextRow* to) {
  std::string& joined = storage->emplace_back(r[i].text);
  while (!joined.empty() && joined.back() == ' ') joined.pop_back();
  for (std::size_t k = i + 1; k < j; ++k) {
    std::string_view more = r[k].text.substr(static_cast<std::size_t>(at));
    while (!more.empty() && more.back() == ' ') more.remove_suffix(1);
    const bool broken = joined.size() >= 2 && joined.back() == '-' && joined[joined.size() - 2] != ' ' &&
                        !more.empty() && more[0] >= 'a' && more[0] <= 'z';
    if (broken) joined.pop_back();
    else joined += ' ';
    joined.append(more);
  }
  to->text = joined;
  to->byte_end = r[j - 1].byte_end;
}

void JoinHangingCells(std::vector<TextRow>* rows, int margin, std::deque<std::string>* storage) {
  std::vector<TextRow>& r = *rows;
  std::vector<TextRow> out;
  out.reserve(r.size());
  for (std::size_t i = 0; i < r.size(); ++i) {
    out.push_back(r[i]);
    const TextRow& head = r[i];
    if (head.indent >= 0 || head.page_break || Indent(head.text) < 0) continue;
    const int cell = SecondCell(head.text);
    if (cell < 0) continue;
    // (A date column may reach half the margin: "September 2018 – Oktober 2022" is long.)
    const std::string_view first = head.text.substr(0, head.text.find("  ", head.text.find_first_not_of(' ')));
    const int most_cell = ContainsYear(first) ? margin / 2 : 2 * margin / 5;
    if (cell > most_cell || 4 * Width(head.text) < 3 * margin) continue;
    // Each wrapped row's first word would not have fit on the row above it: a writer wrapped
    // the row there. (The margin is the widest row's, a few columns past where rows wrap.)
    auto wrapped = [&](std::size_t k) {
      const TextRow& row = r[k];
      if (row.indent >= 0 || row.page_break || Indent(row.text) != cell || HasGap(row.text)) return false;
      std::string_view rest = row.text.substr(static_cast<std::size_t>(cell));
      // (A list of labelled lines, "Tools: ..." under "Languages: ...", is no wrap.)
      if (BulletMarkLength(rest) > 0 || (Labelled(rest) && Labelled(head.text.substr(static_cast<std::size_t>(cell)))))
        return false;
      return Width(r[k - 1].text) + 1 + Width(rest.substr(0, rest.find(' '))) > margin - kSlack;
    };
    std::size_t j = i + 1;
    while (j < r.size() && j - i <= kMaxWrapped && wrapped(j)) ++j;
    // (j: the first row after the wrapped ones; it must be blank, the end, or set in less.)
    if (j == i + 1 || (j < r.size() && Indent(r[j].text) >= cell)) continue;
    JoinRows(r, i, j, cell, storage, &out.back());
    i = j - 1;
  }
  r = std::move(out);
}

// A line wrapped with its rest set in by a few columns, the way plain-text CVs wrap a long
// header (a hanging indent of two, under no cell):
//
//   Master of Arts, Modern History, Social History - Northfield
//     University
//   2019 - 2021
//
// The rest (set in by two to four) joins its line ("... - Northfield University") when the
// line is one cell from the text's left edge, no list item, reaching the right margin (within
// a quarter of the widest row's width, and the first word of the rest would not have fit on
// it), and the rows after the rest are set in less again (or blank): a block set in as a
// whole (a quotation, a description under its header) has rows that do not wrap.
void JoinIndentedWraps(std::vector<TextRow>* rows, int margin, std::deque<std::string>* storage) {
  std::vector<TextRow>& r = *rows;
  std::vector<TextRow> out;
  out.reserve(r.size());
  for (std::size_t i = 0; i < r.size(); ++i) {
    out.push_back(r[i]);
    const TextRow& head = r[i];
    if (head.indent >= 0 || head.page_break || Indent(head.text) != 0 || HasGap(head.text) ||
        BulletMarkLength(head.text) > 0 || 4 * Width(head.text) < 3 * margin)
      continue;
    // (Set in by four: one row at most, a block of rows set in so is a quotation or a
    // description under its header.)
    const int set_in = i + 1 < r.size() ? Indent(r[i + 1].text) : -1;
    if (set_in < 2 || set_in > 4) continue;
    const std::size_t most = set_in == 4 ? 1 : kMaxWrapped;
    auto wrapped = [&](std::size_t k) {
      const TextRow& row = r[k];
      if (row.indent >= 0 || row.page_break || Indent(row.text) != set_in || HasGap(row.text)) return false;
      std::string_view rest = row.text.substr(static_cast<std::size_t>(set_in));
      if (BulletMarkLength(rest) > 0 || Labelled(rest)) return false;
      return Width(r[k - 1].text) + 1 + Width(rest.substr(0, rest.find(' '))) > margin - kSlack;
    };
    std::size_t j = i + 1;
    while (j < r.size() && j - i <= most && wrapped(j)) ++j;
    if (j == i + 1 || (j < r.size() && Indent(r[j].text) >= set_in)) continue;
    JoinRows(r, i, j, set_in, storage, &out.back());
    i = j - 1;
  }
  r = std::move(out);
}

}  // namespace

// Both joins against the right margin of the rows as written (a joined row is wider than any
// the writer wrapped at).
void JoinWrappedRows(std::vector<TextRow>* rows, std::deque<std::string>* storage) {
  const int margin = RightMargin(*rows);
  if (margin < 40) return;
  JoinHangingCells(rows, margin, storage);
  JoinIndentedWraps(rows, margin, storage);
}

}  // namespace cvmill::extract
