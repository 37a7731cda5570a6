// Headings set one level below the document's heading style: the groups of one section, or,
// where a theme sets its later sections a level down, sections of their own. Small markdown
// CVs written for each case.
#include <gtest/gtest.h>

#include <string>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

constexpr const char* kHead =
    "# Jane Roe\n\njane@example.org\n\n"
    "## Experience\n\n### Staff Nurse, Northfield Clinic\n\n2018 - 2021\n\n- Ran the night shift\n\n";

// Sub-headings that all name sections, each a different one, are sections.
TEST(SubHeadings, ARunThatNamesSectionsOpensThem) {
  const std::string cv = std::string(kHead) +
                         "## Education\n\n**Northfield College**\n\n2014 - 2017\n\nDiploma of Nursing\n\n"
                         "### Languages\n\n- English: Native\n- Welsh: Fluent\n\n"
                         "### Awards\n\n- Ward Prize, Northfield Clinic, 2020\n";
  Resume r = testing::ParseCv(cv, "cv.md");
  ASSERT_EQ(r.education.size(), 1u);
  EXPECT_EQ(r.education[0].institution, "Northfield College");
  EXPECT_TRUE(r.education[0].courses.empty());
  ASSERT_EQ(r.languages.size(), 2u);
  EXPECT_EQ(r.languages[1].language, "Welsh");
  EXPECT_EQ(r.languages[1].fluency, "Fluent");
  ASSERT_EQ(r.awards.size(), 1u);
}

// Groups of one section where only one of them happens to be a heading's words stay groups.
TEST(SubHeadings, GroupsOfOneSectionStayGroups) {
  const std::string cv = std::string(kHead) +
                         "## Skills\n\n### Clinical\n\n- Triage\n- Wound care\n\n"
                         "### Leadership\n\n- Rota planning\n- Mentoring\n\n"
                         "### Systems\n\n- EPIC\n- Cerner\n";
  Resume r = testing::ParseCv(cv, "cv.md");
  EXPECT_TRUE(r.volunteer.empty());
  ASSERT_EQ(r.skills.size(), 3u);
  EXPECT_EQ(r.skills[1].name, "Leadership");
}

}  // namespace
}  // namespace cvmill::schema
