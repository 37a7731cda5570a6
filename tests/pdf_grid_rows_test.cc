// Rows of a grid (extract/pdf_grid_rows.cc): the row under a row of cells, starting where it
// starts, with a word at each cell's left edge after more than a word space, has its cells
// there though the space is narrower than a cell gap ("Fluent speaker <gap> Working basics"
// under "English <gap> Swahili"); the languages reader then pairs each name with the level
// under it. A sentence under a title and its date, with a word at the date's edge, stays whole.
// Fixture grid_rows.pdf: grid_rows() in tests/fixtures/make_producer_pdfs.py.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill {
namespace {

TEST(PdfGridRows, LevelsUnderNamesTakeTheNamesCells) {
  const extract::Document doc = testing::ExtractFixture("grid_rows.pdf");
  const std::vector<std::string> lines = testing::LineTexts(doc);
  struct Case {
    const char* line;
    bool present;
  };
  const Case cases[] = {
      {"English\tSwahili\tSpanish", true},
      {"Fluent speaker\tWorking basics\tSpanish for trade, basic", true},
      {"Fluent speaker Working basics Spanish for trade, basic", false},
      // Negative: prose under a title and its date.
      {"Harbour Pilot\t2019 - 2023", true},
      {"Guided ships of every size into a busy port and out again.", true},
  };
  for (const Case& c : cases) {
    EXPECT_EQ(std::find(lines.begin(), lines.end(), c.line) != lines.end(), c.present) << c.line;
  }
}

TEST(PdfGridRows, EachLanguageTakesTheLevelUnderIt) {
  const schema::Resume r = testing::ParseCv(testing::ReadFile(testing::Fixture("grid_rows.pdf")), "grid_rows.pdf");
  ASSERT_EQ(r.languages.size(), 3u);
  EXPECT_EQ(r.languages[1].language, "Swahili");
  EXPECT_EQ(r.languages[1].fluency, "Working basics");
  // (A level naming a language itself is still the level.)
  EXPECT_EQ(r.languages[2].language, "Spanish");
  EXPECT_EQ(r.languages[2].fluency, "Spanish for trade, basic");
}

}  // namespace
}  // namespace cvmill
