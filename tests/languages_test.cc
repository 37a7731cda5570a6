// Languages wherever a CV sets them: inside a skills section as Europass does (a mother tongue
// row, "Other languages" over a grid of self-assessed levels), and not where a skills group is
// named "Languages". Small CVs written for each rule (a TAB is a layout gap).
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

struct Case {
  const char* what;
  const char* cv;
  std::vector<std::pair<std::string, std::string>> languages;  // language, fluency
  std::vector<std::string> skill_groups;                        // names, in order
};

TEST(LanguagesAmongSkills, Table) {
  const Case cases[] = {
      {"a Europass grid: a level label, a header row, a row of levels per language, its level in words",
       "Jane Roe\njane@example.org\n\n"
       "PERSONAL SKILLS\n"
       "Mother tongue\tPortuguese\n"
       "Other languages\tUNDERSTANDING\tSPEAKING\tWRITING\n"
       "Listening\tReading\n"
       "English\tC1\tC1\tB2\tB2\tB2\n"
       "Fluent (C1)\n"
       "Dutch\tA2\tA2\tA1\tA1\tA1\n"
       "Levels: A1/A2: basic user - B1/B2: independent user - C1/C2: proficient user\n"
       "Nursing\tTriage, Wound care, Phlebotomy\n",
       {{"Portuguese", "Mother tongue"}, {"English", "Fluent (C1)"}, {"Dutch", "A2, A1"}},
       {"Nursing"}},
      {"other languages with their levels after a colon",
       "Jane Roe\njane@example.org\n\n"
       "PERSONAL SKILLS\n"
       "Other languages\tIgbo: Conversational\n"
       "Spanish: Clinical Spanish, basic\n"
       "Leadership\tCharge nurse, Precepting\n",
       {{"Igbo", "Conversational"}, {"Spanish", "Clinical Spanish, basic"}},
       {"Leadership"}},
      {"a group named Languages over programming languages stays a skills group",
       "Jane Roe\njane@example.org\n\n"
       "PERSONAL SKILLS\n"
       "Languages\tC, C++17, Python, Rust\n"
       "Tools\tGit, Docker\n",
       {},
       {"Languages", "Tools"}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(c.cv);
    ASSERT_EQ(r.languages.size(), c.languages.size());
    for (std::size_t k = 0; k < c.languages.size(); ++k) {
      EXPECT_EQ(r.languages[k].language, c.languages[k].first);
      EXPECT_EQ(r.languages[k].fluency, c.languages[k].second);
    }
    ASSERT_EQ(r.skills.size(), c.skill_groups.size());
    for (std::size_t k = 0; k < c.skill_groups.size(); ++k) EXPECT_EQ(r.skills[k].name, c.skill_groups[k]);
  }
}

// A label row whose cells list languages with their levels in cells of their own is a line of
// languages, not a grid row: each language once, its level the bracketed cell after it.
TEST(LanguagesAmongSkills, ListInCellsIsNoGridRow) {
  Resume r = testing::ParseCv(
      "Jane Roe\njane@example.org\n\nSKILLS\nNursing\tTriage, Wound care\n"
      "Languages\tItaliano\t(Madrelingua)\t,\tInglese\t(C2)\n");
  ASSERT_EQ(r.languages.size(), 2u);
  EXPECT_EQ(r.languages[0].language, "Italiano");
  EXPECT_EQ(r.languages[1].language, "Inglese");
  EXPECT_EQ(r.languages[0].fluency, "Madrelingua");
  EXPECT_EQ(r.languages[1].fluency, "C2");
  ASSERT_EQ(r.skills.size(), 1u);
  EXPECT_EQ(r.skills[0].name, "Nursing");
}

// The same spans under a Languages heading (a web page's inline spans, one cell each, commas
// between them); a plain list of names gets no level.
TEST(Languages, LevelInBracketsInACellOfItsOwn) {
  Resume r = testing::ParseCv(
      "Jane Roe\njane@example.org\n\nLANGUAGES\n"
      "Deutsch\t(Muttersprache)\t,\tSpanisch\t(Fließend (Stufe C1))\t,\tPolnisch\t(Grundkenntnisse)\n");
  ASSERT_EQ(r.languages.size(), 3u);
  EXPECT_EQ(r.languages[0].language, "Deutsch");
  EXPECT_EQ(r.languages[0].fluency, "Muttersprache");
  EXPECT_EQ(r.languages[1].language, "Spanisch");
  EXPECT_EQ(r.languages[1].fluency, "Fließend (Stufe C1)");
  EXPECT_EQ(r.languages[2].fluency, "Grundkenntnisse");
  Resume plain = testing::ParseCv("Jane Roe\njane@example.org\n\nLANGUAGES\nFrench, German\n");
  ASSERT_EQ(plain.languages.size(), 2u);
  EXPECT_EQ(plain.languages[0].fluency, "");
  EXPECT_EQ(plain.languages[1].fluency, "");
}

}  // namespace
}  // namespace cvmill::schema
