// Education entries in a plain-text dump: an institution wrapped with its last word, a town,
// alone on the next line is read whole (a town set off by a comma stays its dropped trailing
// place); a header written as one sentence beside its date and wrapped in a narrow column is
// read whole; courses set around the date without their list marks leave the next entry's
// institution to open it; a grade labelled in a word and a colon is the grade after the label.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

struct Case {
  const char* name;
  const char* section;                   // the education section's lines, after its heading
  std::vector<std::string> institutions;  // each entry's institution
  std::vector<std::string> degrees;       // each entry's studyType
  std::vector<std::string> scores;        // each entry's score (none: not checked)
};

class EducationWraps : public ::testing::TestWithParam<Case> {};

TEST_P(EducationWraps, Entries) {
  const Case& c = GetParam();
  Resume r = testing::ParseCv(std::string("Lena Orsk\nlena@example.org\n\nEducation\n\n") + c.section +
                                  "\nSkills\n\nRowing, Chess\n",
                              "cv.txt");
  std::vector<std::string> institutions, degrees, scores;
  for (const auto& e : r.education) {
    institutions.push_back(e.institution);
    degrees.push_back(e.studyType);
    scores.push_back(e.score);
  }
  EXPECT_EQ(institutions, c.institutions);
  EXPECT_EQ(degrees, c.degrees);
  if (!c.scores.empty()) {
    EXPECT_EQ(scores, c.scores);
  }
}

const Case kCases[] = {
    // A town after the institution, set off by a comma: its trailing place (dropped for education).
    {"town_after_institution",
     "Bachelor of Science - Marine Biology\nLycée Sainte Agathe, Lyon\n2012 - 2015\n\n"
     "Master of Science - Oceanography\nNorthfield University\n2015 - 2017\n",
     {"Lycée Sainte Agathe", "Northfield University"},
     {"Bachelor of Science", "Master of Science"},
     {}},
    // A place line with more than a town under the institution is no wrapped name.
    {"place_line_under_institution",
     "Bachelor of Science - Marine Biology\nNorthfield University\nLyon, France\n2012 - 2015\n",
     {"Northfield University"},
     {"Bachelor of Science"},
     {}},
    // A town alone under the institution's line: its name wrapped.
    {"town_under_institution",
     "Bachelor of Science - Marine Biology\nTechnische Hochschule\nLyon\n2012 - 2015\n",
     {"Technische Hochschule Lyon"},
     {"Bachelor of Science"},
     {}},
    // A degree sentence beside its date, wrapped over three lines, a word broken at a hyphen.
    {"degree_sentence_wrapped",
     "BSc (Hons) in Marine Biology, Northfield Uni-      2012 - 2015\n"
     "versity, First Class\n"
     "Honours.\n"
     "A levels, Harbour Grammar School     2010 - 2012\n"
     "for Girls, Lakeside,\nA*AA.\n",
     {"Northfield University", "Harbour Grammar School for Girls"},
     {"BSc (Hons)", "A levels"},
     {"First Class Honours", ""}},
    // A grade labelled in a word and a colon is the grade after the label; a grade's unit stays.
    {"grade_after_its_label",
     "Master of Science, Oceanography, Northfield University, Grade: 2,3\n2015 - 2017\n\n"
     "Bachelor of Science, Biology, Harbour University\n2012 - 2015\nMedia final: 16 valores\n",
     {"Northfield University", "Harbour University"},
     {"Master of Science", "Bachelor of Science"},
     {"2,3", "16 valores"}},
    // A label of more words, or with a number, names the grade: it stays.
    {"grade_named_by_its_label",
     "Master of Science, Oceanography, Northfield University, Harbour State Exam 11: 372/500\n2015 - 2017\n",
     {"Northfield University"},
     {"Master of Science"},
     {"Harbour State Exam 11: 372/500"}},
    // A line beside a date that no degree opens is no such sentence: the lines under it stay.
    {"no_degree_no_join",
     "Northfield Uni-      2012 - 2015\nversity, Harbour Campus.\nBachelor of Science\n",
     {"Northfield Uni"},
     {"Bachelor of Science"},
     {}},
    // Courses set around the date without their marks: the next institution opens the next
    // entry, not the courses before it.
    {"courses_around_the_date",
     "Northfield University\nMaster of Science - Oceanography\nTides\n\nCurrents\n\n2015 - 2017\n"
     "Plankton\n\nSediments\nHarbour University\nBachelor of Science - Biology\n\n2012 - 2015\n\n"
     "Lakeside College\nA levels\nChemistry\nPhysics\n\n2010 - 2012\nGeology\n",
     {"Northfield University", "Harbour University", "Lakeside College"},
     {"Master of Science", "Bachelor of Science", "A levels"},
     {}},
};

INSTANTIATE_TEST_SUITE_P(Cases, EducationWraps, ::testing::ValuesIn(kCases),
                         [](const ::testing::TestParamInfo<Case>& i) { return std::string(i.param.name); });

}  // namespace
}  // namespace cvmill::schema
