// Education lines whose institution is known only by a compound word ("Luisengymnasium",
// "Berufsfachschule": org_words.txt's German compounds) or trails a town and its region after
// " in " / " à " ("… Schule in Oberursel, Hessen": the place dropped, as the golds drop an
// education entry's place). Small CVs written for each case.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

TEST(EduOrgWords, CompoundsAndTownsAfterThem) {
  struct Case {
    const char* what;
    const char* line;  // under "Education"
    const char* institution;
    const char* study_type;
  };
  const std::vector<Case> cases = {
      {"a school known by its compound word, a region after it",
       "2012 - 2016\tAbitur, Luisengymnasium Weststadt, Sachsen", "Luisengymnasium Weststadt", "Abitur"},
      {"a vocational school's compound after the degree",
       "2010 - 2012\tAusbildung zum Tischler, Berufsfachschule Nordtal", "Berufsfachschule Nordtal", "Ausbildung zum Tischler"},
      {"a school in a small town, then its region",
       "2004 - 2008\tPeter-Roth Schule in Oberursel, Hessen", "Peter-Roth Schule", ""},
      {"the same in French", "2004 - 2008\tLycée Hoche à Versailles, Yvelines", "Lycée Hoche", ""},
      // Not a place: no organisation before " in " (a subject, a course), kept whole.
      {"no organisation before the town", "2004 - 2008\tMusic in Oberursel, Piano",
       "Music in Oberursel, Piano", ""},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(std::string("Jane Roe\njane@example.org\n\nEducation\n\n") + c.line + "\n");
    ASSERT_EQ(r.education.size(), 1u);
    EXPECT_EQ(r.education[0].institution, c.institution);
    EXPECT_EQ(r.education[0].studyType, c.study_type);
  }
}

}  // namespace
}  // namespace cvmill::schema
