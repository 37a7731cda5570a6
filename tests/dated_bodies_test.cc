// Header-like lines under an entry's date line in a plain-text dump whose entries open with
// their header over their date (no blank lines): where most entries go on with prose or items
// right under their date, those lines are the body's (a list that lost its marks), up to the
// next entry's header lines; a section that sets a tagline or organisation under most dates
// keeps them in the header.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

const char kHead[] = "Jane Roe\njane@example.org\n\nEXPERIENCE\n";

struct Case {
  const char* what;
  std::string section;
  std::vector<std::string> positions;
  std::vector<std::string> names;
  std::vector<std::string> second_highlights;  // the second entry's
};

TEST(DatedBodies, PlainText) {
  const Case cases[] = {
      {"items right under a date, prose under the others: the body's list",
       "Charge Nurse\n2021 - 2024\nRan the night shift of a surgical ward of thirty beds with nine nurses.\n"
       "Staff Nurse\n2018 - 2021\nCut handover time by a third\nTrained four new graduates\n"
       "Kept the ward's audit of falls, which the matron took as the model for the other wards.\n"
       "Ward Clerk\n2016 - 2018\nKept the rota of the ward and answered its phone through the night shifts.\n",
       {"Charge Nurse", "Staff Nurse", "Ward Clerk"}, {"", "", ""},
       {"Trained four new graduates",
        "Kept the ward's audit of falls, which the matron took as the model for the other wards."}},
      {"an organisation under most dates stays in the header",
       "Charge Nurse\n2021 - 2024\nHarbour Clinic\nRan the night shift of a surgical ward of thirty beds with nine nurses.\n"
       "Staff Nurse\n2018 - 2021\nLakeside Hospital\nCut handover time by a third, with the matron and the sisters.\n"
       "Ward Clerk\n2016 - 2018\nKept the rota of the ward and answered its phone through the night shifts.\n",
       {"Charge Nurse", "Staff Nurse", "Ward Clerk"}, {"Harbour Clinic", "Lakeside Hospital", ""}, {}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(kHead + c.section, "cv.txt");
    EXPECT_EQ(testing::WorkPositions(r), c.positions);
    EXPECT_EQ(testing::WorkNames(r), c.names);
    ASSERT_GE(r.work.size(), 2u);
    EXPECT_EQ(r.work[1].highlights, c.second_highlights);
  }
}

}  // namespace
}  // namespace cvmill::schema
