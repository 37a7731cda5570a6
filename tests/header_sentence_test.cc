// An entry's header written as one sentence of parts ("Title, Organisation, Place.") in a
// plain-text dump: wrapped over two lines, its rest joins it (a part broken at the wrap is read
// whole); over a date line it is a header even with lower-case words. Prose of parts with no
// date under it, or a line that does not open a paragraph, keeps its reading.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

const char kHead[] = "Jane Roe\njane@example.org\n\nExperience\n\n";

struct Case {
  const char* what;
  std::string section;  // the lines under the heading
  std::vector<std::string> positions, names;
};

TEST(HeaderSentence, PlainText) {
  const Case cases[] = {
      {"a header sentence wrapped inside a part: the part whole",
       "Head Baker, Crumb and\nCrust Bakery, Leeds.\n\n2019 – 2022\n\nRan the early shift of the bakery.\n\n"
       "Pastry Cook, Old Mill\nBakery Ltd, York.\n\n2015 – 2019\n\nMade the cakes for the shop.\n",
       {"Head Baker", "Pastry Cook"}, {"Crumb and Crust Bakery", "Old Mill Bakery Ltd"}},
      {"a header of lower-case words over its date: a header",
       "Head of pastry, Blue Door Cafe, York.\n\n2019 – 2022\n\nRan the early shift of the bakery.\n\n"
       "Second in pastry, Old Mill Bakery, Leeds.\n\n2015 – 2019\n\nMade the cakes for the shop.\n",
       {"Head of pastry", "Second in pastry"}, {"Blue Door Cafe", "Old Mill Bakery"}},
      {"parts with no date under them: prose",
       "Head Baker, Crumb and Crust Bakery\n2019 – 2022\n\nWe baked bread, rolls and pies, cakes, tarts.\n",
       {"Head Baker"}, {"Crumb and Crust Bakery"}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(kHead + c.section, "cv.txt");
    EXPECT_EQ(testing::WorkPositions(r), c.positions);
    EXPECT_EQ(testing::WorkNames(r), c.names);
  }
}

// A header of three parts run on into a sentence about the organisation, wrapped before the
// sentence's end (structure/header_sentence.cc RunOnSentenceWrapped): the sentence whole is
// the description, the place stays the place. A line under it opening a sentence of its own
// (a capital) is not joined.
TEST(HeaderSentence, RunOnSentenceWrapped) {
  Resume r = testing::ParseCv(std::string(kHead) +
                                  "since 2020\n\nHead Baker, Crumb Bakery Ltd, Leeds. Maker of bread\n"
                                  "and cakes for the county.\nRan the early shift of the bakery.\n",
                              "cv.txt");
  ASSERT_EQ(r.work.size(), 1u);
  EXPECT_EQ(r.work[0].position, "Head Baker");
  EXPECT_EQ(r.work[0].name, "Crumb Bakery Ltd");
  EXPECT_EQ(r.work[0].location, "Leeds");
  EXPECT_EQ(r.work[0].description, "Maker of bread and cakes for the county");

  Resume s = testing::ParseCv(std::string(kHead) +
                                  "since 2020\n\nHead Baker, Crumb Bakery Ltd, Leeds. Maker of bread\n"
                                  "Ran the early shift of the bakery.\n",
                              "cv.txt");
  ASSERT_EQ(s.work.size(), 1u);
  EXPECT_EQ(s.work[0].description.find("Ran the early"), std::string::npos);
}

}  // namespace
}  // namespace cvmill::schema
