// An education section without dates whose header lines alike in shape (no blank lines, no
// prose) are cut by what they say (structure/shape_template.cc ClassCuts): each degree line is
// an anchor, the first entry's lines before its degree are every entry's lead, and the cut
// holds only where every entry has a line beside its degree and most name an organisation.
// A degree wrapped onto a second degree line stays one anchor. Sections with one degree, or
// without an organisation, keep the header rules' reading.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

const char kHead[] = "Jane Roe\njane@example.org\n\n";

struct Case {
  const char* what;
  std::string section;  // the heading and the lines under it
  std::vector<std::string> institutions, degrees;
};

TEST(EducationClasses, DegreeLinesAnchorEntries) {
  const Case cases[] = {
      {"degree over institution, twice: two entries",
       "EDUCATION\n\nMaster of Arts\nNorthgate University\nBachelor of Science\nHarbour "
       "College\n",
       {"Northgate University", "Harbour College"},
       {"Master of Arts", "Bachelor of Science"}},
      {"institution over degree, three times: the lead of one line is every entry's",
       "EDUCATION\n\nNorthgate University\nMaster of Arts\nHarbour College\nBachelor of Science\nLakeside "
       "School\nAbitur\n",
       {"Northgate University", "Harbour College", "Lakeside School"},
       {"Master of Arts", "Bachelor of Science", "Abitur"}},
      {"one entry with a line more than the other: still cut at the degrees",
       "EDUCATION\n\nMaster of Arts\nNorthgate University\nTidal mills track\nBachelor of Science\nHarbour "
       "College\n",
       {"Northgate University", "Harbour College"},
       {"Master of Arts", "Bachelor of Science"}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    const Resume r = testing::ParseCv(std::string(kHead) + c.section);
    std::vector<std::string> inst, deg;
    for (const Education& e : r.education) {
      inst.push_back(e.institution);
      deg.push_back(e.studyType);
    }
    EXPECT_EQ(inst, c.institutions);
    EXPECT_EQ(deg, c.degrees);
  }
}

TEST(EducationClasses, NoTemplateNoCut) {
  const struct {
    const char* what;
    std::string section;
  } cases[] = {
      {"one degree and its lines: one entry",
       "EDUCATION\n\nMaster of Arts\nNorthgate University\nTidal mills track\n"},
      {"degrees over fields, no organisation named: not cut by the degrees",
       "EDUCATION\n\nMaster of Arts\nMaritime history\nBachelor of Science\nCoastal ecology\n"},
      {"two degree lines with nothing beside the first: not cut",
       "EDUCATION\n\nMaster of Arts\nBachelor of Science\nNorthgate University\n"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.what);
    const Resume r = testing::ParseCv(std::string(kHead) + c.section);
    EXPECT_EQ(r.education.size(), 1u);
  }
}

}  // namespace
}  // namespace cvmill::schema
