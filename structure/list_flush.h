// Whether a PDF line under a list item starts flush with the item (its marker), not at the
// item's text: a line of its own after the list, not the item wrapped.
#ifndef CVMILL_STRUCTURE_LIST_FLUSH_H_
#define CVMILL_STRUCTURE_LIST_FLUSH_H_

#include "extract/extract.h"

namespace cvmill::structure {

// `item` a list item's line, `line` a line below it. True where both are PDF lines of the same
// page and column whose left edges stand within a point and a half of each other: the
// indents in columns, rounded from points, may differ by one there ("• Rebuilt a pier" at
// 167.6 pt over "Stack: Rust, Tokio" at 168.1 pt), though a wrapped item goes on under its text,
// a marker's width and a gap further right.
bool FlushWithItem(const extract::Line& item, const extract::Line& line);

}  // namespace cvmill::structure

#endif  // CVMILL_STRUCTURE_LIST_FLUSH_H_
