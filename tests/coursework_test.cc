// A coursework section apart from Education: its lists are the degrees' courses, a list under
// a sub-label going to the degree that label names (by its words, else by order).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::structure {
namespace {

using Courses = std::vector<std::vector<std::string>>;  // per education entry, in order

Courses CoursesOf(const std::string& cv) {
  schema::Resume r = testing::ParseCv(cv);
  Courses out;
  for (const schema::Education& e : r.education) out.push_back(e.courses);
  return out;
}

const char kHead[] = "Ada Quill\nada.quill@example.org\n\n";
const char kTwoDegrees[] =
    "EDUCATION\n\n"
    "Northvale University\nMaster of Science in Geophysics\n2019 - 2021\n\n"
    "Eastmoor College\nBachelor of Arts in Mathematics\n2015 - 2019\n\n";

TEST(Coursework, ListsGoToTheDegreesTheyName) {
  struct Case {
    const char* name;
    std::string cv;
    Courses want;
  };
  const std::vector<Case> cases = {
      {"one list under no label: the first degree's",
       std::string(kHead) + kTwoDegrees + "RELEVANT COURSEWORK\n\nSeismic Imaging\nInverse Problems\nFluid Dynamics\n",
       {{"Seismic Imaging", "Inverse Problems", "Fluid Dynamics"}, {}}},
      {"a list on one line, comma-separated",
       std::string(kHead) + kTwoDegrees + "Coursework\n\nSeismic Imaging, Inverse Problems; Fluid Dynamics\n",
       {{"Seismic Imaging", "Inverse Problems", "Fluid Dynamics"}, {}}},
      {"labels in capitals, no words shared: by order",
       std::string(kHead) + kTwoDegrees +
           "COURSEWORK\n\nGRADUATE\nSeismic Imaging\nInverse Problems\nUNDERGRADUATE\nReal Analysis\nTopology\n",
       {{"Seismic Imaging", "Inverse Problems"}, {"Real Analysis", "Topology"}}},
      {"labels naming the degree's field: by its words, whatever the order",
       std::string(kHead) + kTwoDegrees +
           "Relevant Coursework\n\nMathematics:\nReal Analysis\nTopology\nGeophysics:\nSeismic Imaging\n",
       {{"Seismic Imaging"}, {"Real Analysis", "Topology"}}},
      {"the section before Education",
       std::string(kHead) + "COURSEWORK\n\nSeismic Imaging\nInverse Problems\n\n" + kTwoDegrees,
       {{"Seismic Imaging", "Inverse Problems"}, {}}},
      {"a note in brackets is no course",
       std::string(kHead) + kTwoDegrees + "COURSEWORK\n\nSeismic Imaging\n(teaching assistant twice)\nInverse Problems\n",
       {{"Seismic Imaging", "Inverse Problems"}, {}}},
  };
  for (const Case& c : cases) {
    EXPECT_EQ(CoursesOf(c.cv), c.want) << c.name;
  }
}

// "Courses" alone names trainings (a certificates section), not coursework; and with no degree
// to attach to, a coursework section's lines are kept as residue, never dropped.
TEST(Coursework, NegativeCases) {
  schema::Resume r = testing::ParseCv(std::string(kHead) + kTwoDegrees +
                                      "COURSES\n\nFirst Aid at Work, Red Cross, 2022\n");
  for (const schema::Education& e : r.education) EXPECT_TRUE(e.courses.empty());

  r = testing::ParseCv(std::string(kHead) + "COURSEWORK\n\nSeismic Imaging\nInverse Problems\n");
  EXPECT_TRUE(r.education.empty());
  std::vector<std::string> residue;
  for (const auto& x : r.meta.residue) residue.push_back(x.text);
  EXPECT_NE(std::find(residue.begin(), residue.end(), "Seismic Imaging"), residue.end());
  EXPECT_NE(std::find(residue.begin(), residue.end(), "Inverse Problems"), residue.end());
}

}  // namespace
}  // namespace cvmill::structure
