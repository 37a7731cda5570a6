// Rows set right of a gutter that are no column beside the text (extract/pdf_rows.cc): dates
// flush right, each alone on its row between its entries' lines, read where they stand. Pages
// built word by word.
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

void Set(std::vector<Word>* out, const std::string& text, double x, double y, double size = 9) {
  cvmill::testing::SetWords(out, text, x, y, size);
}

// A later page of entries: a header line, a sentence, two bullets each, 12 pt apart.
double Entries(std::vector<Word>* w, int entries, double y) {
  for (int e = 0; e < entries; ++e) {
    Set(w, "Harbour Pilot at Eastgate Port Authority", 40, y), y += 12;
    Set(w, "Brought ships of every size into the inner basin", 50, y), y += 12;
    Set(w, "Kept the tide tables of the estuary", 60, y), y += 12;
    Set(w, "Trained four new pilots on the night shift", 60, y), y += 24;
  }
  return y;
}

TEST(PdfRightRows, DatesAloneOnTheirRowsReadWhereTheyStand) {
  std::vector<Word> words;
  Entries(&words, 4, 60);
  // Each entry's dates set flush right on a row of their own, between its lines.
  for (int e = 0; e < 4; ++e) Set(&words, "MAR 2015 - JUN 2019", 470, 66 + 60 * e);
  const std::vector<std::string> lines = Lines(ReadingOrder(words, kWidth, kHeight, false));
  ASSERT_EQ(lines.size(), 20u);
  for (int e = 0; e < 4; ++e) {
    EXPECT_EQ(lines[static_cast<std::size_t>(5 * e)], "c0 Harbour Pilot at Eastgate Port Authority") << e;
    EXPECT_EQ(lines[static_cast<std::size_t>(5 * e + 1)], "c0 MAR 2015 - JUN 2019") << e;
  }
}

// Negative: a sidebar on the right at line spacing that happens to share no row with the main
// column is a flow of its own, read after it.
TEST(PdfRightRows, ASidebarAtLineSpacingStaysAFlow) {
  std::vector<Word> words;
  Entries(&words, 4, 60);
  const char* side[] = {"Skills", "Chart work", "Radio", "Ship handling", "Languages", "English", "Dutch"};
  double y = 66;
  for (const char* s : side) {
    Set(&words, s, 470, y, 8);
    y += 12;  // between the main column's rows: never level with one
  }
  const std::vector<std::string> lines = Lines(ReadingOrder(words, kWidth, kHeight, false));
  ASSERT_EQ(lines.size(), 23u);
  EXPECT_EQ(lines[15], "c0 Trained four new pilots on the night shift");
  EXPECT_EQ(lines[16], "c1 Skills");
  EXPECT_EQ(lines[22], "c1 Dutch");
}

}  // namespace
