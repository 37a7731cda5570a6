// Which side of its entry a date line stands on, voted over the document's sections
// (structure/date_side.cc), and a volunteer entry named by one header line. Small HTML CVs
// written for each case.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

std::string P(const std::string& t, bool bold = false) {
  return bold ? "<p><strong>" + t + "</strong></p>\n" : "<p>" + t + "</p>\n";
}

// A work section whose entries open with their date (`lead`) or whose titles stand over
// their date, then a volunteer section whose first entry has no date and whose second entry's
// date stands between the first entry's text and the second's title.
std::string Cv(bool lead) {
  std::string work = "<h2>Experience</h2>\n";
  for (const auto& [date, title] : std::vector<std::pair<std::string, std::string>>{
           {"2019-03 to Present", "Senior Analyst, Harbour Advisory Ltd"}, {"2015-06 to 2019-02", "Analyst, Northgate Partners LLP"}}) {
    work += lead ? P(date, true) + P(title, true) : P(title, true) + P(date, true);
    work += P("Prepared the yearly audit files for clients in three counties.");
  }
  return "<html><body><h1>Jane Roe</h1>\n" + P("jane@example.org") + work + "<h2>Volunteering</h2>\n" +
         P("Westbay Dune Keepers", true) + P("Rebuilt the boardwalks over the dunes each spring.") +
         P("2012-05 to 2014-09", true) + P("Lakeside Choir", true) + P("Kept the accounts of the choir for two seasons.") +
         "</body></html>\n";
}

TEST(DateSide, TheDocumentsTemplateSaysWhichEntryADateLineBetweenTwoDates) {
  struct Case {
    bool lead;
    std::string first_start, second_start;
  };
  for (const Case& c : std::vector<Case>{
           {true, "", "2012-05"},   // dates lead in the work section: the date opens the next entry
           {false, "2012-05", ""},  // titles over their dates: the date closes the entry above
       }) {
    Resume r = testing::ParseCv(Cv(c.lead), "cv.html");
    ASSERT_EQ(r.volunteer.size(), 2u) << c.lead;
    EXPECT_EQ(r.volunteer[0].organization, "Westbay Dune Keepers") << c.lead;
    EXPECT_EQ(r.volunteer[0].startDate, c.first_start) << c.lead;
    EXPECT_EQ(r.volunteer[1].organization, "Lakeside Choir") << c.lead;
    EXPECT_EQ(r.volunteer[1].startDate, c.second_start) << c.lead;
  }
}

// A volunteer entry of one header line: where it was, unless the line has a job title's words.
TEST(DateSide, AVolunteerEntrysOneHeaderLineIsItsOrganisationUnlessATitle) {
  struct Case {
    std::string line, organization, position;
  };
  for (const Case& c : std::vector<Case>{
           {"Westbay Dune Keepers", "Westbay Dune Keepers", ""},
           {"Volunteer Coordinator", "", "Volunteer Coordinator"},
       }) {
    const std::string cv = "# Jane Roe\n\njane@example.org\n\n## Volunteering\n\n**" + c.line +
                           "**\n\n2012 - 2014\n\nRebuilt the boardwalks over the dunes each spring.\n";
    Resume r = testing::ParseCv(cv, "cv.md");
    ASSERT_EQ(r.volunteer.size(), 1u) << c.line;
    EXPECT_EQ(r.volunteer[0].organization, c.organization) << c.line;
    EXPECT_EQ(r.volunteer[0].position, c.position) << c.line;
  }
}

// Where another entry of the section has its header over two lines, the one-line header is not
// read as the organisation by this rule.
TEST(DateSide, AOneLineHeaderAmongTwoLineOnesIsNotTakenForTheOrganisation) {
  const std::string cv =
      "# Jane Roe\n\njane@example.org\n\n## Volunteering\n\n"
      "**Boardwalk Crew**\n\nWestbay Dune Keepers\n\n2012 - 2014\n\n- Rebuilt the boardwalks over the dunes\n\n"
      "**Choir Steward**\n\n2009 - 2011\n\n- Kept the accounts of the choir\n";
  Resume r = testing::ParseCv(cv, "cv.md");
  ASSERT_EQ(r.volunteer.size(), 2u);
  EXPECT_EQ(r.volunteer[1].organization, "");
  EXPECT_EQ(r.volunteer[1].position, "Choir Steward");
}

}  // namespace
}  // namespace cvmill::schema
