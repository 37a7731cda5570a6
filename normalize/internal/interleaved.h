// normalize/internal/interleaved.h — a text dump of two columns read in turn: an entry's
// paragraphs (its date line, bullets, prose) read under the other column's list section,
// moved back to the section of dated entries before it.
#ifndef CVMILL_NORMALIZE_INTERNAL_INTERLEAVED_H_
#define CVMILL_NORMALIZE_INTERNAL_INTERLEAVED_H_

#include <vector>

#include "extract/extract.h"
#include "normalize/normalize.h"

namespace cvmill::normalize::internal {

// In a text document: folds a section of unknown kind opened by an entry's title in capitals
// into the section of entries before it, then moves such paragraphs of each list section
// (skills, languages, interests) to the nearest section of dated entries before it
// (interleaved.cc).
void RehomeInterleavedEntries(const extract::Document& doc, const Rules& rules, Normalized* out);

// `lines` (a block's, in order) cut into paragraphs: apart by a blank line, or by a line
// another block took (used by sidebar_lists.cc too).
std::vector<std::vector<int>> Paragraphs(const extract::Document& doc, const std::vector<int>& lines);

}  // namespace cvmill::normalize::internal

#endif  // CVMILL_NORMALIZE_INTERNAL_INTERLEAVED_H_
