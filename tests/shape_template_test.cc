// A section without dates cut by the repeating shapes of its lines (structure/shape_template.cc):
// where every entry has the same header lines ("Title" / "Awarder", a blank line or none between
// them) and then its prose or list, each entry opens at its first header line, and the others
// fill the entry's slots in order. One-line items, and entries whose number of header lines
// varies, keep the header rules' cut. Item sections (awards, certificates) are cut by
// ItemEntries, entry sections (education) by Chunk.
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
  std::vector<std::string> titles, givers, summaries;
};

std::vector<std::string> Titles(const Resume& r) {
  std::vector<std::string> out;
  for (const Award& a : r.awards) out.push_back(a.title);
  for (const Certificate& c : r.certificates) out.push_back(c.name);
  return out;
}

std::vector<std::string> Givers(const Resume& r) {
  std::vector<std::string> out;
  for (const Award& a : r.awards) out.push_back(a.awarder);
  for (const Certificate& c : r.certificates) out.push_back(c.issuer);
  return out;
}

std::vector<std::string> Summaries(const Resume& r) {
  std::vector<std::string> out;
  for (const Award& a : r.awards) out.push_back(a.summary);
  return out;
}

TEST(ShapeTemplate, ItemSections) {
  const Case cases[] = {
      {"title, awarder, summary twice (no blank lines): two entries of three lines",
       "AWARDS\n\nGold Medal for Service\nLakeside Rowing Federation\nFor coaching the junior squad over three "
       "seasons.\nInnovation Prize\nHarbour Tech Council\nFor the tide-sensor prototype of the harbour crew.\n",
       {"Gold Medal for Service", "Innovation Prize"},
       {"Lakeside Rowing Federation", "Harbour Tech Council"},
       {"For coaching the junior squad over three seasons.", "For the tide-sensor prototype of the harbour crew."}},
      {"name, then its issuer set apart by a blank line, three times: three entries of two lines",
       "CERTIFICATES\n\nCertified Kitchen Manager\n\nFood Safety Board\nAdvanced Pastry Diploma\n\n"
       "Lyon Culinary School\nWine Service Level Two\n\nCourt of Sommeliers\n",
       {"Certified Kitchen Manager", "Advanced Pastry Diploma", "Wine Service Level Two"},
       {"Food Safety Board", "Lyon Culinary School", "Court of Sommeliers"},
       {}},
      {"a list of three items, then of one: the list is one shape whatever its length",
       "AWARDS\n\nGold Medal for Service\nLakeside Rowing Federation\n- Coached the junior squad\n"
       "- Ran the spring regatta\n- Wrote the safety plan\nInnovation Prize\nHarbour Tech Council\n"
       "- Built the tide-sensor prototype\n",
       {"Gold Medal for Service", "Innovation Prize"},
       {"Lakeside Rowing Federation", "Harbour Tech Council"},
       {"Coached the junior squad Ran the spring regatta Wrote the safety plan", "Built the tide-sensor prototype"}},
      {"the last entry without its summary: the header runs still repeat",
       "AWARDS\n\nGold Medal for Service\nLakeside Rowing Federation\nFor coaching the junior squad over three "
       "seasons.\nInnovation Prize\nHarbour Tech Council\n",
       {"Gold Medal for Service", "Innovation Prize"},
       {"Lakeside Rowing Federation", "Harbour Tech Council"},
       {"For coaching the junior squad over three seasons.", ""}},
      {"one entry: a title, its awarder set apart, its summary",
       "AWARDS\n\nGold Medal for Service\n\nLakeside Rowing Federation\nFor coaching the junior squad over three "
       "seasons.\n",
       {"Gold Medal for Service"},
       {"Lakeside Rowing Federation"},
       {"For coaching the junior squad over three seasons."}},
      {"one entry of three header lines and its summary",
       "AWARDS\n\nGold Medal for Service\nLakeside Rowing Federation\nNorth Harbour Branch\nFor coaching the "
       "junior squad over three seasons.\n",
       {"Gold Medal for Service"},
       {"Lakeside Rowing Federation"},
       {}},
      // Negative cases: no template, the header rules' cut.
      {"one-line awards: one entry each, never paired",
       "AWARDS\n\nGold Medal for Service\nInnovation Prize\nBaker of the Year\nCity Chess Champion\n",
       {"Gold Medal for Service", "Innovation Prize", "Baker of the Year", "City Chess Champion"},
       {"", "", "", ""},
       {"", "", "", ""}},
      {"one-line awards each with its summary: one entry each",
       "AWARDS\n\nGold Medal for Service\nFor coaching the junior squad over three seasons.\nInnovation Prize\n"
       "For the tide-sensor prototype of the harbour crew.\n",
       {"Gold Medal for Service", "Innovation Prize"},
       {"", ""},
       {"For coaching the junior squad over three seasons.", "For the tide-sensor prototype of the harbour crew."}},
      {"entries with two header lines, then one, then two: left to the header rules (every header line opens one)",
       "AWARDS\n\nGold Medal for Service\nLakeside Rowing Federation\nFor coaching the junior squad over three "
       "seasons.\nInnovation Prize\nFor the tide-sensor prototype of the harbour crew.\nBaker of the Year\n"
       "North Town Guild\nFor the rye loaf that won the county fair.\n",
       {"Gold Medal for Service", "Lakeside Rowing Federation", "Innovation Prize", "Baker of the Year", "North Town Guild"},
       {"", "", "", "", ""},
       {"", "For coaching the junior squad over three seasons.", "For the tide-sensor prototype of the harbour crew.", "",
        "For the rye loaf that won the county fair."}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(kHead + c.section, "cv.txt");
    EXPECT_EQ(Titles(r), c.titles);
    EXPECT_EQ(Givers(r), c.givers);
    if (!c.summaries.empty()) {
      EXPECT_EQ(Summaries(r), c.summaries);
    }
  }
}

// Sections cut by Chunk (education, projects, volunteer) when no line holds a date.
TEST(ShapeTemplate, EntrySectionsWithoutDates) {
  struct EduCase {
    const char* what;
    std::string section;
    std::vector<std::string> institutions;
  };
  const EduCase cases[] = {
      {"institution over degree, the second with courses: three entries, the first without items",
       "EDUCATION\n\nNorthgate University\nMaster of Science in Chemistry\nLakeview College\n"
       "Bachelor of Science in Biology\n- Organic chemistry\n- Field ecology\nHarbour Academy\n"
       "Diploma in Marine Studies\n",
       {"Northgate University", "Lakeview College", "Harbour Academy"}},
      // Negative: three header lines, then two: no template, the header rules' cut (one entry
      // until the list, then one).
      {"a varying number of header lines: left to the header rules",
       "EDUCATION\n\nNorthgate University\nMaster of Science in Chemistry\nLakeview College\n"
       "- Organic chemistry\nHarbour Academy\nDiploma in Marine Studies\n",
       {"Northgate University", "Harbour Academy"}},
  };
  for (const EduCase& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(kHead + c.section, "cv.txt");
    std::vector<std::string> institutions;
    for (const Education& e : r.education) institutions.push_back(e.institution);
    EXPECT_EQ(institutions, c.institutions);
  }
}

}  // namespace
}  // namespace cvmill::schema
