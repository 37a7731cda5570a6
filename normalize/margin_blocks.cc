// Section names in a margin column, as `pdftotext -layout` lays out a page that sets each
// section's name beside its text: a page may set the name level with the middle of its
// paragraph, not its first row ("Payroll: Tally, …" / "Skills <gap> Tools: Ledgerly,
// …" / "Treasury: Budgeting"), so the rows of that paragraph above the name's row were read
// as the end of the section before. A paragraph is one section's: those rows (no blank line
// between them and the name's row) open the named section. Sections apart by blank lines, as
// such pages set them, lose nothing. Part of the heading stage (normalize.cc), where the
// document has a margin column of names; runs once the blocks are cut.
#include "normalize/internal/margin_blocks.h"

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

namespace cvmill::normalize::internal {

void CentredMarginHeadings(const extract::Document& doc, Normalized* out) {
  auto& blocks = out->blocks;
  for (std::size_t k = 2; k < blocks.size(); ++k) {
    Block& b = blocks[k];
    Block& prev = blocks[k - 1];
    if (!b.heading_in_row || b.heading_line < 0 || prev.container || prev.lines.empty()) continue;
    const int h = b.heading_line;
    // The previous block's last lines, right above the name's row, no blank line between.
    std::size_t from = prev.lines.size();
    int next = h;
    while (from > 0 && prev.lines[from - 1] == next - 1 &&
           doc.lines[static_cast<std::size_t>(next)].blank_before == 0) {
      --from;
      next = prev.lines[from];
    }
    if (from == prev.lines.size()) continue;
    // (Not the previous section's own name row and what follows it: a section of one
    // paragraph keeps it.)
    if (prev.heading_line >= next) continue;
    // Set in the text's column (where the first plain line after the name's row, set in past the
    // name, starts: not a page number or a line of another column), and at most one row more
    // above the name than below it in the paragraph: the name stands at the middle.
    int column = -1, below = 0;
    const int name_indent = doc.lines[static_cast<std::size_t>(h)].indent;
    for (std::size_t j = static_cast<std::size_t>(h) + 1; j < doc.lines.size() && doc.lines[j].blank_before == 0; ++j) ++below;
    for (std::size_t j = static_cast<std::size_t>(h) + 1; j < doc.lines.size() && j <= static_cast<std::size_t>(h) + 6 && column < 0; ++j) {
      const extract::Line& l = doc.lines[j];
      if (l.text.find('\t') == std::string::npos && l.indent > name_indent + 2) column = l.indent;
    }
    const std::size_t above = prev.lines.size() - from;
    if (column < 0 || static_cast<int>(above) > below + 1) continue;
    const bool in_column = std::all_of(prev.lines.begin() + static_cast<std::ptrdiff_t>(from), prev.lines.end(), [&](int i) {
      const extract::Line& l = doc.lines[static_cast<std::size_t>(i)];
      return l.text.find('\t') == std::string::npos && std::abs(l.indent - column) <= 2;
    });
    if (!in_column) continue;
    b.lines.insert(b.lines.begin(), prev.lines.begin() + static_cast<std::ptrdiff_t>(from), prev.lines.end());
    prev.lines.resize(from);
  }
}

}  // namespace cvmill::normalize::internal
