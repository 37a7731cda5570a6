// Skills groups a `pdftotext` dump read column by column (structure/skill_columns.cc
// TransposedGroups): the names, then the lists wrapped at their column's edge, each list
// closing on its level in brackets; or the lists first and the names after them, a paragraph
// of their own. And a line whose words name another section, set inside the skills' paragraph
// of one-line items ("Leadership" over "Hiring"), names a group there instead of opening that
// section (normalize/normalize.cc GroupNameInSkills, structure/skills.cc). Groups set so up to
// a paragraph they do not fit (a page's footer read after them) are read all the same, the
// paragraph after them line by line (structure/skills.cc).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

std::string Cv(const std::string& skills) {
  return "Jane Roe\njane@example.org\n\nExperience\nHead Baker, Rye & Co\n2019 - 2023\n\nSkills\n" + skills +
         "\nInterests\nChess, hiking\n";
}

TEST(SkillTransposed, NamesThenListsWrappedEachClosingOnItsLevel) {
  const Resume r = testing::ParseCv(Cv("Baking\nHot kitchen\nCosting\n\n"
                                       "Rye sourdough, Spelt, Laminated doughs (Expert)\n"
                                       "Sauces, Braising, Grilling over charcoal, Wood-fired\n"
                                       "ovens (Advanced)\n"
                                       "Ordering, Stock control, Supplier\n"
                                       "(Intermediate)\n"));
  testing::ExpectSkillGroups(r, {{"Baking", "Expert", {"Rye sourdough", "Spelt", "Laminated doughs"}},
                                 {"Hot kitchen", "Advanced", {"Sauces", "Braising", "Grilling over charcoal", "Wood-fired ovens"}},
                                 {"Costing", "Intermediate", {"Ordering", "Stock control", "Supplier"}}});
}

TEST(SkillTransposed, ListsFirstThenTheirNames) {
  const Resume r = testing::ParseCv(Cv("Rye sourdough, Spelt, Laminated doughs, Brioche, Croissant\n"
                                       "dough (Expert)\n"
                                       "Sauces, Braising, Grilling (Advanced)\n\n"
                                       "Baking\nHot kitchen\n"));
  testing::ExpectSkillGroups(r, {{"Baking", "Expert", {"Rye sourdough", "Spelt", "Laminated doughs", "Brioche", "Croissant dough"}},
                                 {"Hot kitchen", "Advanced", {"Sauces", "Braising", "Grilling"}}});
}

TEST(SkillTransposed, ListsNotAllClosingOnALevelAreNoColumn) {
  // (The second list closes on no level: where it ends is not known, no group is named.)
  const Resume r = testing::ParseCv(Cv("Baking\nHot kitchen\nCosting\n\n"
                                       "Rye sourdough, Spelt, Laminated doughs (Expert)\n"
                                       "Sauces, Braising, Grilling over charcoal, Wood-fired\n"
                                       "ovens\n"
                                       "Ordering, Stock control (Intermediate)\n"));
  for (const Skill& s : r.skills) EXPECT_NE(s.name, "Hot kitchen");
}

TEST(SkillTransposed, SectionWordAmongOneLineItemsNamesAGroup) {
  const Resume r = testing::ParseCv(Cv("Baking\nRye sourdough\nBrioche\nLeadership\nHiring\nRota planning\n"));
  ASSERT_GE(r.skills.size(), 2u);
  EXPECT_EQ(r.skills.back().name, "Leadership");
  EXPECT_EQ(r.skills.back().keywords, (std::vector<std::string>{"Hiring", "Rota planning"}));
  EXPECT_TRUE(r.volunteer.empty());
}

TEST(SkillTransposed, SectionWordsSetOffOrLastStayWhatTheyWere) {
  // (After a blank line, "Volunteering" opens its section; "Mentoring" last in the paragraph,
  // with no item under it, is an item.)
  const Resume r = testing::ParseCv(Cv("Baking\nRye sourdough\nMentoring\n\nVolunteering\nTreasurer, Town Food Bank\n2018 - 2020\n"));
  for (const Skill& s : r.skills) EXPECT_NE(s.name, "Mentoring");
  ASSERT_EQ(r.volunteer.size(), 1u);
}

TEST(SkillTransposed, WrappedWordInLowerCaseIsNoGroupName) {
  // ("projects" goes on from "Managing", it names no group: the line in lower case stays
  // what the rules make of it.)
  const Resume r = testing::ParseCv(Cv("Managing\nprojects\nTendering\n"));
  for (const Skill& s : r.skills) EXPECT_NE(s.name, "projects");
}

TEST(SkillTransposed, GroupsReadUpToAParagraphThatDoesNotFitThem) {
  // (A page footer read into the section after the groups: a phone, a town, a bulleted e-mail.)
  const Resume r = testing::ParseCv(Cv("Baking\nHot kitchen\nCosting\n\n"
                                       "Rye sourdough, Spelt, Laminated doughs (Expert)\n"
                                       "Sauces, Braising (Advanced)\nOrdering, Stock control (Intermediate)\n\n"
                                       "+44 20 7946 0321\n\nFrome BA11 1AA\n\u2022 jane@example.org\n"));
  // (What the footer's lines become is left to the line-by-line reading.)
  ASSERT_GE(r.skills.size(), 3u);
  Resume head = r;
  head.skills.resize(3);
  testing::ExpectSkillGroups(head, {{"Baking", "Expert", {"Rye sourdough", "Spelt", "Laminated doughs"}},
                                    {"Hot kitchen", "Advanced", {"Sauces", "Braising"}},
                                    {"Costing", "Intermediate", {"Ordering", "Stock control"}}});
}

TEST(SkillTransposed, AParagraphAfterLinesThatFitNoTemplateChangesNothing) {
  // (Names with one list only: no column of groups, with or without the paragraph after.)
  const Resume with = testing::ParseCv(Cv("Baking\nHot kitchen\n\nRye sourdough, Spelt (Expert)\n\nFrome BA11 1AA\n"));
  for (const Skill& s : with.skills) {
    EXPECT_NE(s.name, "Baking");
    EXPECT_NE(s.name, "Hot kitchen");
  }
}

}  // namespace
}  // namespace cvmill::schema
