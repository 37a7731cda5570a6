// Education entries whose header is a run-on line a degree opens, its parts set off by commas
// ("Master of Arts in History, Some University. Thesis ..."): a header, not prose, however
// long; a sentence a degree word opens without such parts stays prose.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

struct Case {
  const char* name;
  const char* section;                   // the education section's lines, after its heading
  std::vector<std::string> degrees;       // each entry's studyType
  std::vector<std::string> starts;       // each entry's start date
};

class RunOnEducation : public ::testing::TestWithParam<Case> {};

TEST_P(RunOnEducation, Entries) {
  const Case& c = GetParam();
  Resume r = testing::ParseCv(std::string("Lena Orsk\n\nEducation\n\n") + c.section, "cv.txt");
  std::vector<std::string> degrees, starts;
  for (const auto& e : r.education) {
    degrees.push_back(e.studyType);
    starts.push_back(e.startDate);
  }
  EXPECT_EQ(degrees, c.degrees);
  EXPECT_EQ(starts, c.starts);
}

const Case kCases[] = {
    // A long header line a degree opens, its date under it: an entry, not a summary.
    {"long_degree_line",
     "Master of Arts in Maritime History (Research Track), Brindle Valley University. Thesis on harbour "
     "trade passed with distinction.\n2016 - 2018\n\n"
     "Bachelor of Arts in History, Harrowgate University. Graduated with first class honours overall.\n"
     "2013 - 2016\n",
     {"Master of Arts", "Bachelor of Arts"},
     {"2016", "2013"}},
    // A sentence a degree's words open, with no parts set off early: the entry's prose.
    {"degree_words_in_a_sentence",
     "Master of Arts, History, Brindle Valley University\n2016 - 2018\n"
     "Master of Arts thesis written for the city harbour authority about the grain trade between the ports and "
     "their ledgers, graded very good.\n",
     {"Master of Arts"},
     {"2016"}},
};

INSTANTIATE_TEST_SUITE_P(Education, RunOnEducation, ::testing::ValuesIn(kCases),
                         [](const ::testing::TestParamInfo<Case>& i) { return std::string(i.param.name); });

}  // namespace
}  // namespace cvmill::schema
