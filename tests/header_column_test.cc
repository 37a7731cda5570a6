// An entry's header written as one sentence of parts beside its date cell and wrapped in a
// narrow column of a plain-text dump (structure/header_column.cc): its short lines join up to
// the full stop, the date on the first line or on a line of its own among them. A title over
// its prose, a sentence of fewer than three parts, a date joined by a word ("2019 and 2020"),
// or lines too long for a narrow column keep their reading. A header of three parts or more
// without title words reads its role before the first part with organisation words
// (structure/roles.cc OrgPartAfterRole).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

const char kHead[] = "Jane Roe\njane@example.org\n\nExperience\n";

struct Case {
  const char* what;
  std::string section;  // the lines under the heading
  std::vector<std::string> positions, names;
};

TEST(HeaderColumn, PlainText) {
  const Case cases[] = {
      {"wrapped over four lines, the date on the first: one header",
       "Site Engineer 1. March 2012 – 31. May 2014\n(Intern, later\nAssistant), Brook & Vale\nCivil Engineers,\n"
       "Leeds.\nSurveyed the new bridge piers.\n\n"
       "Draughtsman, 1. June 2009 – 28. February 2012\nGreyfield Drawing\nOffice Ltd, Leeds.\n"
       "Drew the plans of the ring road.\n",
       {"Site Engineer (Intern, later Assistant)", "Draughtsman"},
       {"Brook & Vale Civil Engineers", "Greyfield Drawing Office Ltd"}},
      {"the date on a line of its own among the header's lines",
       "Bookkeeper,\nMarch 2012 – May 2014\nHollin Brewery Ltd,\nLeeds.\nKept the ledgers.\n",
       {"Bookkeeper"}, {"Hollin Brewery Ltd"}},
      {"a word broken at its hyphen after a letter outside ASCII joins whole",
       "Lagerist, Kühl- 2015 – 2019\nhaus Nord GmbH, Bre-\nmerhaven.\n",
       {"Lagerist"}, {"Kühlhaus Nord GmbH"}},
      {"a title over its prose (two parts): not joined",
       "Bookkeeper, Hollin Brewery Ltd 2015 – 2019\nKept the ledgers of the brewery.\n",
       {"Bookkeeper"}, {"Hollin Brewery Ltd"}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(kHead + c.section, "cv.txt");
    EXPECT_EQ(testing::WorkPositions(r), c.positions);
    EXPECT_EQ(testing::WorkNames(r), c.names);
  }
}

// Lines whose date is joined by a word, or which are too long for a narrow column, are
// not one header: the long line stays out of the first entry's header.
TEST(HeaderColumn, NotJoined) {
  Resume r = testing::ParseCv(std::string(kHead) +
                                  "Warehouse Lead, Northgate Depot 2015 – 2019\n\n"
                                  "Cut pick errors in 2019 and 2020\n"
                                  "Trained twelve new pickers on the scanners, the forklifts,\n"
                                  "the cold store and the loading bays every spring.\n",
                              "cv.txt");
  ASSERT_FALSE(r.work.empty());
  EXPECT_EQ(r.work[0].name.find("pickers"), std::string::npos);
  EXPECT_EQ(r.work[0].position.find("pickers"), std::string::npos);
}

// Three parts, no title words: the role is what comes before the organisation's part.
TEST(HeaderColumn, RoleBeforeOrganisation) {
  Resume r = testing::ParseCv(std::string(kHead) +
                                  "Visiting student, Karlsberg University, Westmark, Freeland.\n2021 – 2022\n"
                                  "Measured the river's flow.\n",
                              "cv.txt");
  ASSERT_EQ(r.work.size(), 1u);
  EXPECT_EQ(r.work[0].position, "Visiting student");
  EXPECT_EQ(r.work[0].name.rfind("Karlsberg University", 0), 0u);
}

// "1. März 2012" opens with a day, not an enumeration mark (extract/markup.cc EnumerationAt);
// "1. Trained ..." is still a numbered item.
TEST(HeaderColumn, DayBeforeMonthIsNoMark) {
  Resume r = testing::ParseCv(std::string(kHead) +
                                  "Buchhalterin,\n1. März 2012 – 31. Mai 2014\nHollin Brauerei GmbH,\nLeeds.\n"
                                  "1. Trained two apprentices\n2. Closed the books monthly\n",
                              "cv.txt");
  ASSERT_EQ(r.work.size(), 1u);
  EXPECT_EQ(r.work[0].startDate, "2012-03-01");
  EXPECT_EQ(r.work[0].endDate, "2014-05-31");
  EXPECT_EQ(r.work[0].highlights, (std::vector<std::string>{"Trained two apprentices", "Closed the books monthly"}));
}

}  // namespace
}  // namespace cvmill::schema
