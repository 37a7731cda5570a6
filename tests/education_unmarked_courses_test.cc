// An education entry's courses set as plain lines (a text dump that lost the list's marks):
// the header lines left after the degree and the institution (and field) are its courses when
// most are short names; not when they are a wrapped sentence, a list with commas, or the next
// entry's lines run in.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

struct Case {
  const char* name;
  const char* section;                // the education section's lines, after its heading
  std::vector<std::string> courses;   // the first entry's courses
  const char* institution;            // the first entry's institution
};

class UnmarkedCourses : public ::testing::TestWithParam<Case> {};

TEST_P(UnmarkedCourses, FirstEntry) {
  const Case& c = GetParam();
  Resume r = testing::ParseCv(std::string("Lena Orsk\n\nEDUCATION\n\n") + c.section, "cv.txt");
  ASSERT_FALSE(r.education.empty());
  EXPECT_EQ(r.education[0].courses, c.courses);
  EXPECT_EQ(r.education[0].institution, c.institution);
}

const Case kCases[] = {
    // Institution, field, degree, then three course lines and the date.
    {"plain_lines",
     "Harrowgate University\n\nCoastal Engineering\nBachelor of Science (Hons)\nWave Mechanics\nHarbour Design\n"
     "Sediment Transport\nSEP 2019 — JUN 2023\n",
     {"Wave Mechanics", "Harbour Design", "Sediment Transport"},
     "Harrowgate University"},
    // A course's name wrapped: the line in lower case, or after a short joining word, goes on.
    {"wrapped_names",
     "Harrowgate University\n\nCoastal Engineering\nBachelor of Science (Hons)\nHistory of\nNavigation\n"
     "Harbour design and\nconstruction\nSEP 2019 — JUN 2023\n",
     {"History of Navigation", "Harbour design and construction"},
     "Harrowgate University"},
    // Lines with commas: a list of other things run in, no courses.
    {"commas_not_courses",
     "Harrowgate University\n\nCoastal Engineering\nBachelor of Science (Hons)\nSurveying, Drafting,\n"
     "Modelling, Reporting\nSEP 2019 — JUN 2023\n",
     {},
     "Harrowgate University"},
    // The next entry's institution among the lines: none is read as a course.
    {"next_entry_run_in",
     "Harrowgate University\n\nCoastal Engineering\nBachelor of Science (Hons)\nWave Mechanics\n"
     "Brindle Valley College\nSEP 2019 — JUN 2023\n",
     {},
     "Harrowgate University"},
    // A degree with no field: the lines after it are its courses all the same.
    {"no_field",
     "Brindle Valley Grammar School\n\nLeaving Certificate\nBiology (H2)\nChemistry (H1)\nGeography (H3)\n"
     "SEP 2014 — JUN 2019\n",
     {"Biology (H2)", "Chemistry (H1)", "Geography (H3)"},
     "Brindle Valley Grammar School"},
    // One line left: no list.
    {"one_line",
     "Harrowgate University\n\nCoastal Engineering\nBachelor of Science (Hons)\nWave Mechanics\nSEP 2019 — JUN 2023\n",
     {},
     "Harrowgate University"},
};

INSTANTIATE_TEST_SUITE_P(Education, UnmarkedCourses, ::testing::ValuesIn(kCases),
                         [](const ::testing::TestParamInfo<Case>& i) { return std::string(i.param.name); });

}  // namespace
}  // namespace cvmill::schema
