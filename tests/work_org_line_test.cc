// A work entry's title with a comma, over a line that names the organisation
// (structure/roles.cc, org_line.cc): "Senior Engineer, Tidal Sensors" over "Harrowgate Marine
// Systems" is the position whole, the next line the organisation. A title whose part after
// the comma has an organisation's words, or whose other line is no name (a tagline with words
// in lower case), is still split at its comma.
#include <gtest/gtest.h>

#include <string>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

TEST(WorkOrgLine, ATitleWithACommaOverTheOrganisation) {
  struct Case {
    const char* what;
    const char* header;
    const char* position;
    const char* name;
  };
  const Case cases[] = {
      {"the organisation on the next line", "Senior Engineer, Tidal Sensors\nHarrowgate Marine Systems",
       "Senior Engineer, Tidal Sensors", "Harrowgate Marine Systems"},
      // Negative cases.
      {"the organisation after the comma", "Senior Engineer, Harrowgate Marine Systems\nMaker of storage systems for banks",
       "Senior Engineer", "Harrowgate Marine Systems"},
      {"a tagline on the next line", "Senior Engineer, Tidal Sensors\nRestaurant group with lower case words",
       "Senior Engineer", "Tidal Sensors"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(std::string("Ana Ribeiro\nana@example.org\n\nEXPERIENCE\n\n") + c.header +
                                "\n2019 - 2022\nBuilt the replication service.\n");
    ASSERT_FALSE(r.work.empty());
    EXPECT_EQ(r.work[0].position, c.position);
    EXPECT_EQ(r.work[0].name, c.name);
  }
}

}  // namespace
}  // namespace cvmill::schema
