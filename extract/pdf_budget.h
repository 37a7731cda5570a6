// extract/pdf_budget.h — a PDF's text, read once its cost is found within the caps (pdf_budget.cc). Part
// of the PDF reader (pdf_poppler.cc); not a public header, and no poppler type in it.
#ifndef CVMILL_EXTRACT_PDF_BUDGET_H_
#define CVMILL_EXTRACT_PDF_BUDGET_H_

#include <cstddef>
#include <string>
#include <vector>

#include "extract/pdf_reader.h"

namespace cvmill::extract::pdf {

// Where poppler's messages go (pdf_poppler.cc): `set` sends them to a list from now on
// (nullptr: dropped); the document's list keeps at most `max_messages`.
struct Sinks {
  void (*set)(std::vector<std::string>* list);
  std::vector<std::string>* messages;
  std::size_t max_messages;
};

// Reads the text of the PDF in `data` into `pages` (one per page of pages->size(), sized by the
// caller; their sizes are left to it), as poppler-cpp's page::text_list gives it, once the pages
// are found within `limits`: the inflated bytes of the content streams they draw from (the
// document's total), the characters each draws and the characters of all. Empty when within
// them; otherwise the one-line reason, found in time bounded by the caps (reading stops at the
// first cap passed; no page is laid out), and `pages` as they were. Call with poppler's lock held
// and its global state set up (pdf_poppler.cc).
std::string ReadText(const char* data, std::size_t size, const Limits& limits, const Sinks& sinks,
                     std::vector<Page>* pages);

}  // namespace cvmill::extract::pdf

#endif  // CVMILL_EXTRACT_PDF_BUDGET_H_
