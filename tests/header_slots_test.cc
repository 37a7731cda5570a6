// A work entry's header read by the section's plan of slots: a part the plan gives no role.
// Small CVs written for each case.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

// The organisation on a line of its own above the position; the position's line says more
// after a comma ("Charge Nurse, Night Ward"): that is the position's, not the organisation's.
TEST(HeaderSlots, APartOnThePositionsLineStaysWithThePosition) {
  const std::string cv =
      "# Jane Roe\n\njane@example.org\n\n## Experience\n\n"
      "**Northfield Children's Hospital**\n\nMarch 2019 - Present\n\nCharge Nurse, Night Ward\n\n"
      "- Ran the night shift\n\n"
      "**Eastgate Medical Center**\n\nJune 2015 - February 2019\n\nStaff Nurse, Surgical Unit\n\n"
      "- Cared for post-operative patients\n\n"
      "**Riverside Care Home**\n\nMay 2012 - May 2015\n\nCare Assistant\n\n- Helped residents\n";
  Resume r = testing::ParseCv(cv, "cv.md");
  ASSERT_EQ(r.work.size(), 3u);
  EXPECT_EQ(r.work[0].name, "Northfield Children's Hospital");
  EXPECT_EQ(r.work[0].position, "Charge Nurse, Night Ward");
  EXPECT_EQ(r.work[1].name, "Eastgate Medical Center");
  EXPECT_EQ(r.work[1].position, "Staff Nurse, Surgical Unit");
  EXPECT_EQ(r.work[2].position, "Care Assistant");
}

// One header with a part more than the section's others, between the position and the
// organisation: the part without an organisation's word is the position's; the part with one
// is the organisation, wherever the plan put it.
TEST(HeaderSlots, APartBetweenPositionAndOrganisationIsThePositions) {
  const std::string cv =
      "Jane Roe\njane@example.org\n\nEXPERIENCE\n\n"
      "2020 - 2023   Senior Analyst, Harbour Advisory Ltd, Leeds\nAdvised clients on audits.\n\n"
      "2017 - 2020   Analyst, Northgate Partners LLP, York\nPrepared audit files.\n\n"
      "2015 - 2017   Trainee Analyst, Audit and Assurance, Westbrook Holdings Ltd, Manchester\nChecked ledgers.\n";
  Resume r = testing::ParseCv(cv);
  ASSERT_EQ(r.work.size(), 3u);
  EXPECT_EQ(r.work[0].position, "Senior Analyst");
  EXPECT_EQ(r.work[0].name, "Harbour Advisory Ltd");
  EXPECT_EQ(r.work[2].position, "Trainee Analyst, Audit and Assurance");
  EXPECT_EQ(r.work[2].name, "Westbrook Holdings Ltd");
  EXPECT_EQ(r.work[2].location, "Manchester");
}

// A section of two entries, each an organisation's line over a role's line: the one role with
// a job title's words says which line is which, and the other entry (no vocabulary on either
// line, and a comma that gives its header parts another shape) is read the same way.
TEST(HeaderSlots, TwoEntriesShareTheLineOrderOfTheOneWithEvidence) {
  const std::string cv =
      "# Jane Roe\n\njane@example.org\n\n## Experience\n\n"
      "**Harbour Advisory Ltd**\n\nSenior Analyst\n\n2019 - 2023\n\n- Advised clients on audits\n\n"
      "## Volunteer\n\n"
      "**Westbay Dune Keepers, Northern Chapter**\n\nBoardwalk Crew\n\n2015 - 2019\n\n- Rebuilt boardwalks\n\n"
      "**Lakeside Choir**\n\nTreasurer\n\n2012 - 2015\n\n- Kept the accounts\n";
  Resume r = testing::ParseCv(cv, "cv.md");
  ASSERT_EQ(r.volunteer.size(), 2u);
  EXPECT_EQ(r.volunteer[0].organization, "Westbay Dune Keepers, Northern Chapter");
  EXPECT_EQ(r.volunteer[0].position, "Boardwalk Crew");
  EXPECT_EQ(r.volunteer[1].organization, "Lakeside Choir");
  EXPECT_EQ(r.volunteer[1].position, "Treasurer");
}

// The position's line says more after a comma, the organisation on the line below: the part
// is the position's; where the line below is one word only (the end of a name wrapped there)
// the part stays with the organisation.
TEST(HeaderSlots, APartOnThePositionsLineOverTheOrganisation) {
  struct Case {
    std::string below, position, name;
  };
  for (const Case& c : std::vector<Case>{
           {"Northfield Children's Hospital", "Charge Nurse, Night Ward", "Northfield Children's Hospital"},
           {"Hospital", "Charge Nurse", "Hospital, Night Ward"},
       }) {
    const std::string cv =
        "# Jane Roe\n\njane@example.org\n\n## Experience\n\n"
        "**Charge Nurse, Night Ward**\n\n" + c.below + "\n\nMarch 2019 - Present\n\n- Ran the night shift\n\n"
        "**Staff Nurse, Surgical Unit**\n\nEastgate Medical Center\n\nJune 2015 - February 2019\n\n- Cared for patients\n\n"
        "**Senior Nurse, Day Ward**\n\nRiverside Care Home\n\nMay 2012 - May 2015\n\n- Helped residents\n";
    Resume r = testing::ParseCv(cv, "cv.md");
    ASSERT_EQ(r.work.size(), 3u) << c.below;
    EXPECT_EQ(r.work[0].position, c.position) << c.below;
    EXPECT_EQ(r.work[0].name, c.name) << c.below;
  }
}

}  // namespace
}  // namespace cvmill::schema
