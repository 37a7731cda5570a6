// normalize/internal/stacked.h — two headings read one right after the other, the first
// section left empty ("Profile" / "Experience" and then both sections' text, as a text dump of
// a margin column of section names gives them): the text after them shared out by what it is.
#ifndef CVMILL_NORMALIZE_INTERNAL_STACKED_H_
#define CVMILL_NORMALIZE_INTERNAL_STACKED_H_

#include "extract/extract.h"
#include "normalize/normalize.h"

namespace cvmill::normalize::internal {

// Moves the lines that belong to the empty first section of each such pair into it, noting
// each move in `trace` when given (stacked.cc).
void ShareStackedSections(const extract::Document& doc, const Rules& rules, Normalized* out,
                          HeadingTrace* trace = nullptr);

}  // namespace cvmill::normalize::internal

#endif  // CVMILL_NORMALIZE_INTERNAL_STACKED_H_
