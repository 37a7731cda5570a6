// A place named after " in " at the end of an organisation or an institution ("Kessler Druck
// GmbH in Aalen"): the entry's location (work) or no part of the name (education); words
// after " in " that are no place stay the name's. Small CVs written for each rule.
#include <gtest/gtest.h>

#include <string>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

struct WorkCase {
  const char* what;
  const char* header;  // the lines over the entry's dates
  const char* name;
  const char* location;
};

// Each case's header over a date, alone in an experience section: one entry, its name and place.
template <std::size_t N>
void ExpectWork(const WorkCase (&cases)[N]) {
  for (const WorkCase& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(std::string("Jane Roe\njane@example.org\n\nEXPERIENCE\n\n") + c.header + "2019 - 2022\n");
    ASSERT_EQ(r.work.size(), 1u);
    EXPECT_EQ(r.work[0].name, c.name);
    EXPECT_EQ(r.work[0].location, c.location);
  }
}

TEST(HeaderPlace, OrganisationInATown) {
  const WorkCase cases[] = {
      {"a town of any size after \" in \"", "Print Technician\nKessler Druck GmbH in Aalen\n", "Kessler Druck GmbH", "Aalen"},
      {"a town and its country", "Print Technician\nKessler Druck GmbH in Aalen, Germany\n",
       "Kessler Druck GmbH", "Aalen, Germany"},
      {"a subject after \" in \" is part of the name", "Research Assistant\nCentre for Research in Ageing\n",
       "Centre for Research in Ageing", ""},
  };
  ExpectWork(cases);
}

// A known town with a short note in brackets after the organisation ("Lyon (hybride)", "Parma
// (PR)", "Austin (Texas)") is the entry's place as written; an organisation's own bracket, or a
// long note, stays the name's.
TEST(HeaderPlace, TownWithANoteInBrackets) {
  const WorkCase cases[] = {
      {"a way of working", "Engineer, Dock Works, Lyon (hybride)\n", "Dock Works", "Lyon (hybride)"},
      {"a province code", "Engineer, Pier Works, Parma (PR)\n", "Pier Works", "Parma (PR)"},
      {"a region named in full, itself a town's name", "Engineer, Quay Works, Laval (Québec)\n", "Quay Works",
       "Laval (Québec)"},
      {"no town before the bracket: the organisation's", "Engineer, Quay Works (Holdings)\n",
       "Quay Works (Holdings)", ""},
      {"a small town with its province's code", "Engineer, Mill Works, Vignola (MO)\n", "Mill Works", "Vignola (MO)"},
      {"a code after words no gazetteer knows as a town", "Engineer, Mill Works, Blue Yard (MO)\n",
       "Mill Works, Blue Yard (MO)", ""},
  };
  ExpectWork(cases);
}

// A Brazilian state's code after its town, as a US state's after its town ("Uberl\u00e2ndia, MG"
// as "Aurora, CO"): the place.
TEST(HeaderPlace, TownAndStateCode) {
  const WorkCase cases[] = {
      {"a Brazilian state", "Engineer, Dock Works, Uberl\u00e2ndia, MG\n", "Dock Works", "Uberl\u00e2ndia, MG"},
      {"a US state", "Engineer, Dock Works, Aurora, CO\n", "Dock Works", "Aurora, CO"},
  };
  ExpectWork(cases);
}

TEST(HeaderPlace, InstitutionInATown) {
  Resume r = testing::ParseCv("Jane Roe\njane@example.org\n\nEDUCATION\n\nAbitur\nKaiserin-Anna-Gymnasium in Aalen\n2016\n");
  ASSERT_EQ(r.education.size(), 1u);
  EXPECT_EQ(r.education[0].institution, "Kaiserin-Anna-Gymnasium");
  EXPECT_EQ(r.education[0].studyType, "Abitur");
}

}  // namespace
}  // namespace cvmill::schema
