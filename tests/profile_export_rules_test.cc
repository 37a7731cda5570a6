// Rule rows for what a profile site's PDF export prints (normalize/rules/): a length of time
// alone on its line (the years summed over one employer's positions, "7 years 6 months") is
// a notice, not a field; "Honors-Awards" names the awards section. Table-driven over the
// built-in rules, positive and negative.
#include <gtest/gtest.h>

#include <string>

#include "normalize/normalize.h"
#include "tests/test_util.h"

namespace cvmill::normalize {
namespace {

TEST(ProfileExportRules, ALengthOfTimeAloneIsANotice) {
  struct Case {
    const char* line;
    bool notice;
  };
  const Case cases[] = {
      {"7 years 6 months", true},
      {"1 year", true},
      {"(2 yrs 3 mos)", true},
      {"3 ans 2 mois", true},
      {"4 Jahre 1 Monat", true},
      {"11 months", true},
      // Negative: a length of time in a sentence, after dates, or no length at all.
      {"7 years of experience in sales", false},
      {"2019 - 2021 (2 years)", false},
      {"Senior Sail Maker", false},
      {"2019", false},
  };
  for (const Case& c : cases) {
    EXPECT_EQ(IsNotice(c.line, testing::BuiltinRules()), c.notice) << c.line;
  }
}

TEST(ProfileExportRules, HonorsAwardsNamesTheAwards) {
  struct Case {
    const char* line;
    bool awards;
  };
  const Case cases[] = {
      {"Honors-Awards", true},
      {"Honors - Awards", true},
      {"Honours and Awards", true},
      // Negative: other words after the dash.
      {"Honors-Committee", false},
  };
  for (const Case& c : cases) {
    auto h = MatchHeading(c.line, testing::BuiltinRules());
    EXPECT_EQ(h.has_value() && h->section == Section::kAwards, c.awards) << c.line;
  }
}

TEST(ProfileExportRules, TheEmployersYearsStayOutOfTheEntry) {
  schema::Resume r = testing::ParseCv(
      "Ana Ribeiro\nana@example.org\n\nEXPERIENCE\n\nHarbour Lofts\n7 years 6 months\nSenior Sail Maker\n"
      "2019 - 2022\nCut and sewed racing sails.\n\nEastgate Ferries\nDeckhand\n2012 - 2016\nKept the deck clean.\n");
  ASSERT_EQ(r.work.size(), 2u);
  // (Which of the two header lines is the employer is the section's vote; neither is the
  // length of time.)
  for (const std::string& v : {r.work[0].name, r.work[0].position, r.work[0].description, r.work[0].location})
    EXPECT_EQ(v.find("years"), std::string::npos) << v;
  EXPECT_EQ(r.work[0].startDate, "2019");
}

}  // namespace
}  // namespace cvmill::normalize
