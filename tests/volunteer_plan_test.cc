// A volunteer section whose own headers make no plan of slots (words no vocabulary knows, or
// one entry) read by the work section's plan: the template sets both sections' headers
// alike. Small CVs written for each case.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

const char* const kWorkOrgFirst =
    "## Experience\n\n"
    "**Harbour Advisory Ltd**\n\nSenior Analyst\n\n2019 - 2023\n\n- Advised clients on audits\n\n"
    "**Northgate Partners LLP**\n\nJunior Analyst\n\n2016 - 2019\n\n- Prepared audit files\n\n";
const char* const kWorkTitleFirst =
    "## Experience\n\n"
    "**Senior Analyst**\n\nHarbour Advisory Ltd\n\n2019 - 2023\n\n- Advised clients on audits\n\n"
    "**Junior Analyst**\n\nNorthgate Partners LLP\n\n2016 - 2019\n\n- Prepared audit files\n\n";
// A work plan voted by the positions' words alone (no organisation's word in either entry).
const char* const kWorkNoOrgWords =
    "## Experience\n\n"
    "**Kelp Street Works**\n\nSenior Analyst\n\n2019 - 2023\n\n- Advised clients on audits\n\n"
    "**Northgate Yard**\n\nJunior Analyst\n\n2016 - 2019\n\n- Prepared audit files\n\n";
// Two volunteer entries, neither line of which any vocabulary knows.
const char* const kVolunteer =
    "## Volunteering\n\n"
    "**Kelpwood Dune Keepers**\n\nBoardwalk Mender\n\n2015 - 2019\n\n- Rebuilt boardwalks\n\n"
    "**Lantern Row Singers**\n\nSheet Keeper\n\n2012 - 2015\n\n- Kept the scores\n";

struct Case {
  const char* name;
  std::string work;  // the work section before the volunteer section ("" for none)
  std::string first_org, first_position;
};

TEST(VolunteerPlan, TheWorkSectionsPlanReadsHeadersWithoutOne) {
  const std::vector<Case> cases = {
      // The work section's organisation line first: the volunteer lines read the same way.
      {"work plan: organisation, position", kWorkOrgFirst, "Kelpwood Dune Keepers", "Boardwalk Mender"},
      // The work section's position line first: so the volunteer lines.
      {"work plan: position, organisation", kWorkTitleFirst, "Boardwalk Mender", "Kelpwood Dune Keepers"},
      // A work plan with no evidence in its organisation's slot: not borrowed (its entries might
      // be positions wrapped over two lines); the usual order.
      {"work plan without organisation words", kWorkNoOrgWords, "Boardwalk Mender", "Kelpwood Dune Keepers"},
      // No work section: no plan to borrow, the usual order (position first) as before.
      {"no work section", "", "Boardwalk Mender", "Kelpwood Dune Keepers"},
  };
  for (const Case& c : cases) {
    const std::string cv = "# Jane Roe\n\njane@example.org\n\n" + c.work + kVolunteer;
    Resume r = testing::ParseCv(cv, "cv.md");
    ASSERT_EQ(r.volunteer.size(), 2u) << c.name;
    EXPECT_EQ(r.volunteer[0].organization, c.first_org) << c.name;
    EXPECT_EQ(r.volunteer[0].position, c.first_position) << c.name;
  }
}

// The volunteer section's own words against the work section's plan ("Treasurer" a title
// on the first line of both entries): its own reading stands.
TEST(VolunteerPlan, OwnWordsAgainstTheBorrowedPlanKeepTheirReading) {
  const std::string cv = std::string("# Jane Roe\n\njane@example.org\n\n") + kWorkOrgFirst +
                         "## Volunteering\n\n"
                         "**Treasurer**\n\nKelpwood Dune Keepers\n\n2015 - 2019\n\n- Kept the accounts\n\n"
                         "**Lantern Row Singers**\n\nSheet Keeper\n\n2012 - 2015\n\n- Kept the scores\n";
  Resume r = testing::ParseCv(cv, "cv.md");
  ASSERT_EQ(r.volunteer.size(), 2u);
  EXPECT_EQ(r.volunteer[0].position, "Treasurer");
  EXPECT_EQ(r.volunteer[0].organization, "Kelpwood Dune Keepers");
}

}  // namespace
}  // namespace cvmill::schema
