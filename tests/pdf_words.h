// Words of a PDF line made by hand, and the reader's lines as text, for the PDF reader's unit tests (pdf_head_gutter_test,
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

// Each line as its column and its words, cells apart by " | " ("c1 Skills | Baking").
inline std::vector<std::string> Lines(const std::vector<extract::pdf::OutLine>& lines) {
  std::vector<std::string> out;
  for (const extract::pdf::OutLine& l : lines) {
    std::string s = "c" + std::to_string(l.column) + " ";
    for (std::size_t k = 0; k < l.words.size(); ++k) {
      if (k) s += l.words[k].gap_before ? " | " : " ";
      s += l.words[k].text;
    }
    out.push_back(s);
  }
  return out;
}

}  // namespace cvmill::testing

#endif  // CVMILL_TESTS_PDF_WORDS_H_
