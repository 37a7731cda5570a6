// A volunteer entry's header line "Mentor, youth programme" over (or under) a line naming the
// organisation (structure/org_line.cc): the line is the position whole. Small CVs written for
// each case.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

TEST(VolunteerRoles, TitleLineWithACommaKeepsItsRestWhereAnotherLineNamesTheOrganisation) {
  struct Case {
    std::string header;  // the entry's header lines, markdown
    std::string position, organization;
  };
  for (const Case& c : std::vector<Case>{
           // a name on a line of its own below: the comma's rest says more of the role
           {"**Mentor, youth programme**\n\nHarbour Rowing Trust\n\n", "Mentor, youth programme", "Harbour Rowing Trust"},
           // the name above the role
           {"**Harbour Rowing Trust**\n\nCoach, junior squad\n\n", "Coach, junior squad", "Harbour Rowing Trust"},
           // the header's only line: role and organisation split at the comma
           {"**Mentor, Harbour Rowing Trust**\n\n", "Mentor", "Harbour Rowing Trust"},
       }) {
    const std::string cv = "# Jane Roe\n\njane@example.org\n\n## Volunteering\n\n" + c.header +
                           "2017 - 2020\n\n- Ran the Saturday sessions\n";
    Resume r = testing::ParseCv(cv, "cv.md");
    ASSERT_EQ(r.volunteer.size(), 1u) << c.header;
    EXPECT_EQ(r.volunteer[0].position, c.position) << c.header;
    EXPECT_EQ(r.volunteer[0].organization, c.organization) << c.header;
  }
}

TEST(VolunteerRoles, RoleWordsOfOtherLanguagesTellThePosition) {
  for (const std::string role : {"Bestuurslid", "Membro", "Formatrice", "Tutora"}) {
    const std::string cv = "# Jane Roe\n\njane@example.org\n\n## Volunteering\n\n**Kleine Roeiclub Oost**\n\n" + role +
                           "\n\n2017 - 2020\n\n- Ran the Saturday sessions\n";
    Resume r = testing::ParseCv(cv, "cv.md");
    ASSERT_EQ(r.volunteer.size(), 1u) << role;
    EXPECT_EQ(r.volunteer[0].position, role);
    EXPECT_EQ(r.volunteer[0].organization, "Kleine Roeiclub Oost") << role;
  }
}

}  // namespace
}  // namespace cvmill::schema
