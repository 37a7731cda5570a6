// Skills groups a text dump set apart only by where their parts stand (structure/
// skill_columns.cc): labels right-aligned against their lists one space apart (the lists'
// column voted over the rows, a label's and a list's wrapped lines, hyphenated words
// rejoined, a level at the row's end or in brackets under the list); and the groups' names,
// levels and lists read column by column; and the same labels in a plain dump (a label's
// wrapped word in lower case under its row). Where the shapes do not hold (labels all at one
// column, names with fewer lists than names), the lines stay as before.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

using Group = testing::SkillGroup;

std::string Cv(const std::string& skills) {
  return "Jane Roe\njane@example.org\n\nSkills\n" + skills + "\nInterests\nChess, hiking\n";
}

TEST(SkillColumns, RightAlignedLabelsOneSpaceFromTheirLists) {
  testing::ExpectSkillGroups(testing::ParseCv(Cv("       Baking Rye sourdough, Spelt, Laminated doughs          Expert\n"
                                   "  Kitchen and Costing, Ordering, Staff rotas, Hygiene          Advanced\n"
                                   "   management\n"
                                   "        Tools Combi ovens, Blast chillers, Vacuum packers      Advanced\n")),
               {{"Baking", "Expert", {"Rye sourdough", "Spelt", "Laminated doughs"}},
                {"Kitchen and management", "Advanced", {"Costing", "Ordering", "Staff rotas", "Hygiene"}},
                {"Tools", "Advanced", {"Combi ovens", "Blast chillers", "Vacuum packers"}}});
}

TEST(SkillColumns, ListWrapsUnderItsColumnAndHyphenatedWordsRejoin) {
  testing::ExpectSkillGroups(testing::ParseCv(Cv("       Baking Rye sourdough, Spelt, Lami-\n"
                                   "              nated doughs, Brioche\n"
                                   "              (Expert)\n"
                                   "  Hot kitchen Sauces, Braising, Grilling\n")),
               {{"Baking", "Expert", {"Rye sourdough", "Spelt", "Laminated doughs", "Brioche"}},
                {"Hot kitchen", "", {"Sauces", "Braising", "Grilling"}}});
}

TEST(SkillColumns, TwoGroupsSideBySideEachWithItsLabel) {
  testing::ExpectSkillGroups(testing::ParseCv(Cv("         Baking Rye sourdough, Spelt, Lami-            Service Plating, Wine pair-\n"
                                   "                nated doughs (Expert)                          ing, Front of house\n"
                                   "    Hot kitchen Sauces, Braising, Grilling\n")),
               {{"Baking", "Expert", {"Rye sourdough", "Spelt", "Laminated doughs"}},
                {"Hot kitchen", "", {"Sauces", "Braising", "Grilling"}},
                {"Service", "", {"Plating", "Wine pairing", "Front of house"}}});
}

TEST(SkillColumns, LabelsWrappedWordBesideTheListsWrappedLine) {
  testing::ExpectSkillGroups(testing::ParseCv(Cv("        Pastry Laminated doughs, Sugar\n"
                                   "   fundamentals work, Tempering\n"
                                   "   Hot kitchen Sauces, Braising\n")),
               {{"Pastry fundamentals", "", {"Laminated doughs", "Sugar work", "Tempering"}},
                {"Hot kitchen", "", {"Sauces", "Braising"}}});
}

TEST(SkillColumns, NameOverItemsSetInIsNoLabelColumn) {
  testing::ExpectSkillGroups(testing::ParseCv(Cv("  Baking\n          Rye sourdough\n          Spelt\n\n"
                                   "  Hot kitchen\n          Sauces\n          Braising\n")),
               {{"Baking", "", {"Rye sourdough", "Spelt"}}, {"Hot kitchen", "", {"Sauces", "Braising"}}});
}

TEST(SkillColumns, LabelsAtOneColumnAreNoLabelColumn) {
  // Left-aligned lines whose first words happen to line up: plain lists, not cut.
  const Resume r = testing::ParseCv(Cv("Rye sourdough, Spelt, Brioche\n"
                                       "Hot sauces, Braising, Grilling\n"));
  ASSERT_FALSE(r.skills.empty());
  for (const Skill& s : r.skills) {
    for (const std::string& k : s.keywords) EXPECT_NE(k, "sourdough");
    EXPECT_NE(s.name, "Rye");
  }
}

TEST(SkillColumns, NamesThenLevelsThenListsReadColumnByColumn) {
  testing::ExpectSkillGroups(testing::ParseCv(Cv("Baking\n\nHot kitchen\n\nExpert\n\nAdvanced\n\n"
                                   "Rye sourdough\nSpelt\nBrioche\n\nSauces\nBraising\n")),
               {{"Baking", "Expert", {"Rye sourdough", "Spelt", "Brioche"}},
                {"Hot kitchen", "Advanced", {"Sauces", "Braising"}}});
}

TEST(SkillColumns, NamesThenOneListALine) {
  testing::ExpectSkillGroups(testing::ParseCv(Cv("Baking\nHot kitchen\nPastry\n\n"
                                   "Rye sourdough, Spelt, Brioche\n(Expert)\n"
                                   "Sauces, Braising (Advanced)\n"
                                   "Combi ovens, Blast chillers\n")),
               {{"Baking", "Expert", {"Rye sourdough", "Spelt", "Brioche"}},
                {"Hot kitchen", "Advanced", {"Sauces", "Braising"}},
                {"Pastry", "", {"Combi ovens", "Blast chillers"}}});
}

TEST(SkillColumns, FewerListsThanNamesStayAsBefore) {
  // Three short lines over one list: no names over lists read column by column.
  const Resume r = testing::ParseCv(Cv("Baking\nHot kitchen\nPastry\n\nRye sourdough, Spelt, Brioche\n"));
  ASSERT_FALSE(r.skills.empty());
  for (const Skill& s : r.skills) EXPECT_NE(s.name, "Pastry");
}

TEST(SkillColumns, PlainDumpLabelsWithTheirWrappedWordsAndLevels) {
  testing::ExpectSkillGroups(testing::ParseCv(Cv("Baking Rye sourdough, Spelt, Brioche\n"
                                   "fundamentals\n\nExpert\n\n"
                                   "Hot Sauces, Braising, Grilling\n"
                                   "kitchen\n"
                                   "Plating and Garnish, Wine list,\n"
                                   "Front of house\n")),
               {{"Baking fundamentals", "Expert", {"Rye sourdough", "Spelt", "Brioche"}},
                {"Hot kitchen", "", {"Sauces", "Braising", "Grilling"}},
                {"Plating and", "", {"Garnish", "Wine list", "Front of house"}}});
}

TEST(SkillColumns, PlainListsWithoutWrappedLabelsStayAsBefore) {
  // Lists whose first items have two words, no label's wrapped word or level under them:
  // no labels read.
  const Resume r = testing::ParseCv(Cv("Machine learning, Data analysis, Statistics\n"
                                       "Project management, Agile delivery\n"
                                       "Public speaking, Mentoring\n"));
  for (const Skill& s : r.skills) {
    EXPECT_NE(s.name, "Machine");
    EXPECT_NE(s.name, "Project");
  }
}

}  // namespace
}  // namespace cvmill::schema
