// extract/pdf_budget.h — a PDF's cost measured before its text is read (pdf_budget.cc). Part
// of the PDF reader (pdf_poppler.cc); not a public header, and no poppler type in it.
#ifndef CVMILL_EXTRACT_PDF_BUDGET_H_
#define CVMILL_EXTRACT_PDF_BUDGET_H_

#include <cstddef>
#include <string>

#include "extract/pdf_reader.h"

namespace cvmill::extract::pdf {

// Measures the first `pages` pages of the PDF in `data` against `limits`: the inflated bytes
// of the content streams they draw from (the document's total), the characters each draws
// and the characters of all. Empty when within them; otherwise the one-line reason, found in
// time bounded by the caps (reading stops at the first cap passed). Call with poppler's lock
// held and its global state set up (pdf_poppler.cc).
std::string CheckBudget(const char* data, std::size_t size, int pages, const Limits& limits);

}  // namespace cvmill::extract::pdf

#endif  // CVMILL_EXTRACT_PDF_BUDGET_H_
