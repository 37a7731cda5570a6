// Lines under no heading (a CV without section headings, or lines after the head before the
// first heading), sorted into sections by what they say. Small CVs written for each rule.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

struct Group {
  std::string name, level;
  std::vector<std::string> keywords;
};

struct Case {
  const char* what;
  const char* cv;
  std::vector<Group> skills;  // expected skills groups, in order
};

// Two or more "Label: a, b" lines set apart by a blank line are skills groups; an entry's own
// labelled lines under its header are not, nor is one labelled line alone.
TEST(Headingless, LabelledListsAreSkillGroups) {
  const Case cases[] = {
      {"a block of labelled lists after the entries",
       "Jane Roe\njane@example.org\n\n"
       "2018 - 2021   Staff Nurse, Northfield Clinic, Leeds\n- Ran the night shift\n\n"
       "Clinical: Triage, Wound care, Phlebotomy\nSystems: EPIC, Cerner\n",
       {{"Clinical", "", {"Triage", "Wound care", "Phlebotomy"}}, {"Systems", "", {"EPIC", "Cerner"}}}},
      {"a list wrapped onto an indented line goes on; a level in brackets is the group's",
       "Jane Roe\njane@example.org\n\n"
       "2018 - 2021   Staff Nurse, Northfield Clinic, Leeds\n\n"
       "Clinical (Advanced): Triage, Wound care,\n    Phlebotomy\nSystems: EPIC, Cerner\n",
       {{"Clinical", "Advanced", {"Triage", "Wound care", "Phlebotomy"}}, {"Systems", "", {"EPIC", "Cerner"}}}},
      {"an entry's labelled lines right under its header are no skills",
       "Jane Roe\njane@example.org\n\n"
       "2020 - 2022   Ward Rota Planner (side project)\n"
       "Role: Author, Maintainer\nStack: Python, SQLite\nPlans the ward's shifts for a month.\n",
       {}},
      {"one labelled list alone is no block of skills",
       "Jane Roe\njane@example.org\n\n"
       "2018 - 2021   Staff Nurse, Northfield Clinic, Leeds\n\n"
       "Clinical: Triage, Wound care, Phlebotomy\n",
       {}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(c.cv);
    ASSERT_EQ(r.skills.size(), c.skills.size());
    for (std::size_t k = 0; k < c.skills.size(); ++k) {
      EXPECT_EQ(r.skills[k].name, c.skills[k].name);
      EXPECT_EQ(r.skills[k].level, c.skills[k].level);
      EXPECT_EQ(r.skills[k].keywords, c.skills[k].keywords);
    }
  }
}

// The paragraph a CV without headings opens with, after its contact lines, is its summary when
// it reads as prose; a short tagline or a dated line is not.
TEST(Headingless, OpeningProseIsTheSummary) {
  struct SummaryCase {
    const char* what;
    const char* cv;
    const char* summary;
  };
  const SummaryCase cases[] = {
      {"a paragraph of sentences before the first entry",
       "Jane Roe\njane@example.org\n\n"
       "Staff nurse with nine years on surgical wards. Calm under pressure and\n"
       "trusted with the night shift of a busy ward.\n\n"
       "2018 - 2021   Staff Nurse, Northfield Clinic, Leeds\n",
       "Staff nurse with nine years on surgical wards. Calm under pressure and trusted with the night shift of a "
       "busy ward."},
      {"a short line is no summary",
       "Jane Roe\njane@example.org\n\nCaring and calm.\n\n2018 - 2021   Staff Nurse, Northfield Clinic, Leeds\n", ""},
      {"a paragraph that does not end a sentence is no summary",
       "Jane Roe\njane@example.org\n\n"
       "Staff nurse with nine years on surgical wards, calm under pressure and\n"
       "trusted with the night shift of a busy ward and\n\n"
       "2018 - 2021   Staff Nurse, Northfield Clinic, Leeds\n",
       ""},
  };
  for (const SummaryCase& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(c.cv);
    EXPECT_EQ(r.basics.summary, c.summary);
    ASSERT_EQ(r.work.size(), 1u);
    EXPECT_EQ(r.work[0].position, "Staff Nurse");
  }
}

}  // namespace
}  // namespace cvmill::schema
