// A table of labels left of their text on a page without a head (extract/pdf_rows.cc): a word
// processor's CV laid out as a table (headings, dates and "Label:" cells left, the text right)
// goes on to a second page where nothing spans the gutter. One type on both sides, six rows or
// more with words on both, nine in ten of them level: the rows stay whole, each label with its
// text. Pages built word by word.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "extract/internal.h"
#include "tests/pdf_words.h"

namespace {

using cvmill::extract::pdf::ReadingOrder;
using cvmill::extract::pdf::Word;
using cvmill::testing::Lines;

constexpr double kWidth = 600, kHeight = 800;

TEST(PdfLabelTables, LabelsLevelWithTheirTextStayInTheirRows) {
  struct Case {
    const char* what;
    int rows;           // label rows
    double label_size;  // the labels' type (the text's is 11)
    bool whole;         // rows read whole (else the sides apart)
  };
  const Case cases[] = {
      {"seven labels in the text's type", 7, 11, true},
      // Negative: too few rows to tell a table, or labels in a type of their own (a sidebar).
      {"four labels", 4, 11, false},
      {"labels in a larger type", 7, 13, false},
  };
  const char* labels[] = {"Rigging:", "Navigation:", "Languages:", "Radio:", "Engines:", "Licences:", "Knots:"};
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    std::vector<Word> words;
    double y = 60;
    for (int k = 0; k < c.rows; ++k) {
      cvmill::testing::SetWords(&words, labels[k], 40, y, c.label_size);
      cvmill::testing::SetWords(&words, "Splicing, mending and the care of canvas", 160, y, 11);
      // Every other row's text wraps onto a second line.
      if (k % 2 == 0) y += 14, cvmill::testing::SetWords(&words, "in every season of the year", 160, y, 11);
      y += 24;
    }
    const std::vector<std::string> lines = Lines(ReadingOrder(words, kWidth, kHeight, false));
    ASSERT_FALSE(lines.empty());
    const bool whole = lines[0].rfind("c0 Rigging:", 0) == 0 && lines[0].find("Splicing") != std::string::npos;
    EXPECT_EQ(whole, c.whole) << lines[0];
  }
}

}  // namespace
