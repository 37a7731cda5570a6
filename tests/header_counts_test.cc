// Header lines beyond the count that stands before and after each entry's date line across a
// section are that entry's body (an item whose marker the layout drew or a dump dropped), not
// one more header line nor the next entry's; where the section's entries do not agree on the
// count (the first entry has fewer header lines than the others), nothing changes.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

const char kHead[] = "Jane Roe\njane@example.org\n\nEXPERIENCE\n";
const char kProse1[] = "Ran a kitchen of twelve cooks for a hotel restaurant with ninety covers.\n";
const char kProse2[] = "Planned the weekly menus and ordered the produce from local farms.\n";
const char kProse3[] = "Worked the grill and the sauce station on busy evening services.\n";

struct Case {
  const char* what;
  std::string section;  // the lines under the heading
  std::vector<std::string> positions;  // (empty: not asserted)
  std::vector<std::string> names;
  std::vector<std::string> second_highlights;  // the second entry's
};

TEST(HeaderCounts, PlainText) {
  const Case cases[] = {
      {"date, then one header line: a short line under it is the entry's item",
       std::string("2019 - Present\nHead Chef\n") + kProse1 + "2015 - 2019\nSous Chef\nBanquets for weddings and galas\n" +
           kProse2 + "2012 - 2015\nLine Cook\n" + kProse3,
       {"Head Chef", "Sous Chef", "Line Cook"}, {"", "", ""}, {"Banquets for weddings and galas"}},
      {"one header line over each date: a line between a date and the next header is an item",
       std::string("Head Chef\n2019 - Present\n") + kProse1 + "Sous Chef\n2015 - 2019\nBanquets for weddings and galas\n" +
           "Line Cook\n2012 - 2015\n" + kProse3 + "Kitchen Porter\n2010 - 2012\n" + kProse2,
       {"Head Chef", "Sous Chef", "Line Cook", "Kitchen Porter"}, {"", "", "", ""},
       {"Banquets for weddings and galas"}},
      {"the first entry has fewer header lines than the others: their second line stays a header",
       std::string("Head Chef\n2019 - Present\n") + kProse1 + "Sous Chef\nHarbour Grill Ltd\n2015 - 2019\n" + kProse2 +
           "Line Cook\nQuayside Bistro Ltd\n2012 - 2015\n" + kProse3,
       {}, {"", "Harbour Grill Ltd", "Quayside Bistro Ltd"}, {}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(kHead + c.section, "cv.txt");
    std::vector<std::string> positions, names;
    for (const Work& w : r.work) positions.push_back(w.position), names.push_back(w.name);
    if (!c.positions.empty()) {
      EXPECT_EQ(positions, c.positions);
    }
    EXPECT_EQ(names, c.names);
    ASSERT_GE(r.work.size(), 2u);
    EXPECT_EQ(r.work[1].highlights, c.second_highlights);
  }
}

// A year inside an item's words ("Second star in 2021 ...") opens no entry: the line is one
// more beyond the counts. A date that closes a header line after a comma is the header's.
TEST(HeaderCounts, DateInsideAnItem) {
  const std::string items = std::string("Head Chef\n2019 - Present\n") + kProse1 +
                            "Second star in 2021 for the tasting menu\nSous Chef\n2015 - 2019\n" + kProse2 +
                            "Line Cook\n2012 - 2015\n" + kProse3;
  Resume r = testing::ParseCv(kHead + items, "cv.txt");
  std::vector<std::string> positions;
  for (const Work& w : r.work) positions.push_back(w.position);
  EXPECT_EQ(positions, (std::vector<std::string>{"Head Chef", "Sous Chef", "Line Cook"}));
  ASSERT_FALSE(r.work.empty());
  EXPECT_NE(r.work[0].summary.find("Second star in 2021"), std::string::npos) << r.work[0].summary;

  const std::string dated = std::string("Head Chef, Harbour Inn, 2019\n") + kProse1 + "Sous Chef, Quay Bistro, 2015\n" +
                            kProse2 + "Line Cook, Dock Grill, 2012\n" + kProse3;
  r = testing::ParseCv(kHead + dated, "cv.txt");
  positions.clear();
  for (const Work& w : r.work) positions.push_back(w.position);
  EXPECT_EQ(positions, (std::vector<std::string>{"Head Chef", "Sous Chef", "Line Cook"}));
}

}  // namespace
}  // namespace cvmill::schema
