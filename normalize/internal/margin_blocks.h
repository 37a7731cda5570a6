// normalize/internal/margin_blocks.h — section names in a margin column set beside the middle
// of their text: the text's rows above the name go with it (margin_blocks.cc).
#ifndef CVMILL_NORMALIZE_INTERNAL_MARGIN_BLOCKS_H_
#define CVMILL_NORMALIZE_INTERNAL_MARGIN_BLOCKS_H_

#include "extract/extract.h"
#include "normalize/normalize.h"

namespace cvmill::normalize::internal {

// In a text document whose section names stand in a margin column (each the first cell of a
// row): the lines the block before took that stand in the name's own paragraph, above its row
// (no blank line between), are the named section's first lines.
void CentredMarginHeadings(const extract::Document& doc, Normalized* out);

}  // namespace cvmill::normalize::internal

#endif  // CVMILL_NORMALIZE_INTERNAL_MARGIN_BLOCKS_H_
