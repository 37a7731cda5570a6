// Entry titles set in the headings' own type: where a named section's first entry opens with a
// title in the same type as the section's heading (too long for the heading style to take it),
// later lines in that type are the section's entry titles, not sections of unknown kind. A
// section whose first entry is set otherwise still lets unknown words in the heading type open
// a section of their own.
#include <gtest/gtest.h>

#include <string>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

Resume ParseMd(const std::string& cv) { return testing::ParseCv(cv, "cv.md"); }

TEST(EntryTitlesAsHeadings, LaterTitlesInTheFirstTitlesTypeStayInTheSection) {
  Resume r = ParseMd(
      "# Ada Brenner\n\nada.brenner@example.org\n\n### Experience\n\n#### Welding Inspector\n\n"
      "#### Portside Fabrication Ltd\n\n2018 - 2022\n\n### Education\n\n"
      "### Master of Engineering (Structural Materials and Welding Technology)\n\n#### Materials Science\n\n"
      "#### Northfield University\n\n2017\n\n### Bachelor of Engineering\n\n#### Materials Science\n\n"
      "#### Northfield University\n\n2014\n\n### Skills\n\nWelding, Metallurgy, CAD\n");
  ASSERT_EQ(r.education.size(), 2u);
  EXPECT_EQ(r.education[1].studyType, "Bachelor of Engineering");
  EXPECT_EQ(r.education[1].institution, "Northfield University");
  EXPECT_EQ(r.education[1].endDate, "2014");
  // The next heading the rules know still opens its section.
  ASSERT_FALSE(r.skills.empty());
}

TEST(EntryTitlesAsHeadings, AFirstEntryInAnotherTypeLeavesUnknownHeadingsOpen) {
  Resume r = ParseMd(
      "# Ada Brenner\n\nada.brenner@example.org\n\n### Education\n\n"
      "Master of Engineering (Structural Materials and Welding Technology), Northfield University, 2017\n\n"
      "### Harbour Rowing Crew\n\nCaptain of the novice eight, 2015 - 2017\n\n### Skills\n\nWelding, Metallurgy\n");
  ASSERT_EQ(r.education.size(), 1u);
  EXPECT_EQ(r.education[0].institution, "Northfield University");
}

}  // namespace
}  // namespace cvmill::schema
