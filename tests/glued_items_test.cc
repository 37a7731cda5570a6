// Header-like lines glued under an entry's prose in a plain-text dump (a list that lost its
// marks): where the section sets its entries apart with blank lines, they go on with the prose
// (its list), not open a new entry; a run that a date line goes on, or a section with no
// blank lines, keeps its reading (the next entry's header).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

const char kHead[] = "Jane Roe\njane@example.org\n\nEXPERIENCE\n\n";
const char kProse[] = "Ran the night shift of a surgical ward of thirty beds with a team of nine nurses.\n";

struct Case {
  const char* what;
  std::string section;  // the lines under the heading
  std::vector<std::string> positions;
  std::string summary;  // the first entry's
  std::vector<std::string> highlights;
};

TEST(GluedItems, PlainText) {
  const Case cases[] = {
      {"header over its date, blocks set apart: the glued lines are the first entry's list",
       std::string("Charge Nurse, Harbour Clinic\n\nMar 2021 - Present\n\n") + kProse +
           "Cut handover time by a third\nTrained four new graduates\n\n"
           "Staff Nurse, Lakeside Hospital\n\nJun 2017 - Mar 2021\n\n" + kProse + "Joined the audit team\n",
       {"Charge Nurse", "Staff Nurse"}, "Ran the night shift of a surgical ward of thirty beds with a team of nine nurses.",
       {"Cut handover time by a third", "Trained four new graduates"}},
      {"every entry ends with a glued line: still its list",
       std::string("Charge Nurse, Harbour Clinic\n\nMar 2021 - Present\n\n") + kProse +
           "Cut handover time by a third\nTrained four new graduates\n\n"
           "Staff Nurse, Lakeside Hospital\n\nJun 2017 - Mar 2021\n\n" + kProse + "Joined the audit team\n"
           "Led the fire drills\n\nWard Clerk, Lakeside Hospital\n\nJan 2015 - May 2017\n\n" + kProse +
           "Kept the rota\nAnswered the ward phone\n",
       {"Charge Nurse", "Staff Nurse", "Ward Clerk"}, "Ran the night shift of a surgical ward of thirty beds with a team of nine nurses.",
       {"Cut handover time by a third", "Trained four new graduates"}},
      {"a glued run over the next date line (after a blank) is the next entry's header",
       std::string("Charge Nurse, Harbour Clinic\n\nMar 2021 - Present\n\n") + kProse +
           "Staff Nurse, Lakeside Hospital\n\nJun 2017 - Mar 2021\n\n" + kProse +
           "\nWard Clerk, Lakeside Hospital\n\nJan 2015 - May 2017\n\n" + kProse,
       {"Charge Nurse", "Staff Nurse", "Ward Clerk"}, "Ran the night shift of a surgical ward of thirty beds with a team of nine nurses.",
       {}},
      {"no blank lines in the section: a header line under prose opens the next entry",
       std::string("Charge Nurse, Harbour Clinic\nMar 2021 - Present\n") + kProse +
           "Staff Nurse, Lakeside Hospital\nJun 2017 - Mar 2021\n" + kProse,
       {"Charge Nurse", "Staff Nurse"}, "Ran the night shift of a surgical ward of thirty beds with a team of nine nurses.",
       {}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(kHead + c.section, "cv.txt");
    std::vector<std::string> positions;
    for (const Work& w : r.work) positions.push_back(w.position);
    EXPECT_EQ(positions, c.positions);
    ASSERT_FALSE(r.work.empty());
    EXPECT_EQ(r.work[0].summary, c.summary);
    EXPECT_EQ(r.work[0].highlights, c.highlights);
  }
}

}  // namespace
}  // namespace cvmill::schema
