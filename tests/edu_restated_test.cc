// A degree whose last words its field repeats, with no mark between them (structure/
// edu_restated.cc): the degree as written runs up to the repeat, the field from it. A line with
// no repeat is left to the other rules.
#include <gtest/gtest.h>

#include <string>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

Resume Edu(const std::string& degree_line) {
  return testing::ParseCv("Ada Brenner\nada.brenner@example.org\n\nEducation\n\nNorthfield University\n2014 - 2016\n" +
                          degree_line + "\n");
}

TEST(EduRestated, CutAtTheRepeat) {
  struct Case {
    const char* line;
    const char* study_type;
    const char* area;
  };
  const Case cases[] = {
      {"Master of Harbour Logistics Management Harbour Logistics Management", "Master of Harbour Logistics Management",
       "Harbour Logistics Management"},
      {"Bachelor of Shipping Shipping (Port Operations)", "Bachelor of Shipping", "Shipping (Port Operations)"},
      {"Bachelier en sciences nautiques Sciences nautiques", "Bachelier en sciences nautiques", "Sciences nautiques"},
  };
  for (const Case& c : cases) {
    const Resume r = Edu(c.line);
    ASSERT_EQ(r.education.size(), 1u) << c.line;
    EXPECT_EQ(r.education[0].studyType, c.study_type) << c.line;
    EXPECT_EQ(r.education[0].area, c.area) << c.line;
    EXPECT_EQ(r.education[0].institution, "Northfield University") << c.line;
  }
}

TEST(EduRestated, NoRepeatNoCut) {
  // The degree rule reads it: the degree, its field after "in".
  const Resume r = Edu("Master of Science in Marine Biology");
  ASSERT_EQ(r.education.size(), 1u);
  EXPECT_EQ(r.education[0].studyType, "Master of Science");
  EXPECT_EQ(r.education[0].area, "Marine Biology");
}

}  // namespace
}  // namespace cvmill::schema
