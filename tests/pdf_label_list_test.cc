// An entry's highlights under a label in a PDF that draws no marks for them (structure/
// label_lists.cc): the lines set in under "HIGHLIGHTS", deeper than a list's items usually
// stand, are the entry's items, one per line, not header lines of an entry of their own (a
// dated one, "Trained four pilots in 2022", would open one); the next entry's title, back at
// the label's edge, opens the next entry.
// Fixture label_list.pdf: label_list() in tests/fixtures/make_producer_pdfs.py.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

TEST(PdfLabelList, LinesUnderAHighlightsLabelAreItsItems) {
  const Resume r = testing::ParseCv(testing::ReadFile(testing::Fixture("label_list.pdf")), "label_list.pdf");
  ASSERT_EQ(r.work.size(), 2u);
  EXPECT_EQ(r.work[0].position, "Harbour Pilot");
  EXPECT_EQ(r.work[0].highlights, (std::vector<std::string>{"Guided ships into port", "Trained four pilots in 2022"}));
  EXPECT_EQ(r.work[1].position, "Deck Officer");
  EXPECT_EQ(r.work[1].startDate, "2015");
  EXPECT_EQ(r.work[1].highlights, (std::vector<std::string>{"Kept the watch logs"}));
}

}  // namespace
}  // namespace cvmill::schema
