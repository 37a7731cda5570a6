// A work section that prints no employer (structure/no_employer.cc): each header is the
// position whole, a comma and all. Small CVs written for each case.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

std::string Cv(const std::vector<std::string>& headers) {
  std::string cv = "# Jane Roe\n\njane@example.org\n\n## Experience\n\n";
  int year = 2020;
  for (const std::string& h : headers) {
    cv += "**" + h + "**\n\n" + std::to_string(year - 3) + " - " + std::to_string(year) + "\n\n- Ran the ward's night rota\n\n";
    year -= 3;
  }
  return cv;
}

TEST(NoEmployer, EachHeaderIsThePositionWholeWhereNoneNamesAnOrganisation) {
  struct Case {
    std::vector<std::string> headers;
    std::string position, name;  // the first entry's
  };
  for (const Case& c : std::vector<Case>{
           // one header a position alone, none with an organisation's words: no employer printed
           {{"Charge Nurse, Night Ward", "Staff Nurse, Surgical Unit", "Care Assistant"}, "Charge Nurse, Night Ward", ""},
           // every header of two parts, the second an organisation's: position and employer
           {{"Charge Nurse, Northfield Clinic Ltd", "Staff Nurse, Eastgate Hospital Trust", "Care Assistant"},
            "Charge Nurse", "Northfield Clinic Ltd"},
           // the second part a place the gazetteer knows: where, not part of the position
           {{"Charge Nurse, Berlin", "Staff Nurse, Hamburg", "Care Assistant"}, "Charge Nurse", ""},
       }) {
    Resume r = testing::ParseCv(Cv(c.headers), "cv.md");
    ASSERT_EQ(r.work.size(), c.headers.size()) << c.headers[0];
    EXPECT_EQ(r.work[0].position, c.position) << c.headers[0];
    EXPECT_EQ(r.work[0].name, c.name) << c.headers[0];
    EXPECT_EQ(r.work[2].position, "Care Assistant") << c.headers[0];
  }
}

}  // namespace
}  // namespace cvmill::schema
