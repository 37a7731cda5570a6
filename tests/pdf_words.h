// Words of a PDF line made by hand for the PDF reader's unit tests (pdf_head_gutter_test,
// pdf_sidebar_columns_test, pdf_lists_test): an average advance of 0.5 em a letter, a space of
// 0.25 em, a line 1.2 em high.
#ifndef CVMILL_TESTS_PDF_WORDS_H_
#define CVMILL_TESTS_PDF_WORDS_H_

#include <sstream>
#include <string>
#include <vector>

#include "extract/internal.h"

namespace cvmill::testing {

inline double Advance(const std::string& t, double size) { return 0.5 * size * static_cast<double>(t.size()); }

// The words of `text`, set from x at top y in type `size`, appended to *out.
inline void SetWords(std::vector<extract::pdf::Word>* out, const std::string& text, double x, double y, double size) {
  std::istringstream in(text);
  std::string t;
  while (in >> t) {
    extract::pdf::Word w;
    w.text = t;
    w.size = size;
    w.x0 = x;
    w.x1 = x + Advance(t, size);
    w.y0 = y;
    w.y1 = y + 1.2 * size;
    w.space_after = true;
    x = w.x1 + 0.25 * size;
    out->push_back(w);
  }
}

}  // namespace cvmill::testing

#endif  // CVMILL_TESTS_PDF_WORDS_H_
