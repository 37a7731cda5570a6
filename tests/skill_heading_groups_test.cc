// A heading no rule names right after a skills section (or a group read so), over one list
// and nothing else, is a group of that section named as the document sets its headings
// ("SKILLS" / "BAKING" / list / "COSTING" / list; structure/skills.cc
// ListUnderUnknownHeadingAfterSkills). Such a heading after another section, or over prose,
// dates or items one to a line, is left as before. A run of levels one to a line after a
// section's groups ("Cloud: AWS, GCP" / "Data: SQL, R" / "Advanced" / "Basic") gives each in
// order to the next group that states none (structure/skills.cc). In a text dump a labelled
// list wrapped over lines (after a comma, a dash before its level, or inside a keyword that
// goes on in lower case) is one line again, its level on the next line its own
// (LabelledListsWrapped).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

const std::string kHead = "JANE ROE\njane@example.org\n\nEXPERIENCE\nHead Baker, Rye & Co\n2019 - 2023\n\n";

std::vector<std::string> Names(const Resume& r) {
  std::vector<std::string> out;
  for (const Skill& s : r.skills) out.push_back(s.name);
  return out;
}

TEST(SkillHeadingGroups, ListsUnderUnknownHeadingsAfterSkills) {
  const Resume r = testing::ParseCv(kHead +
                                    "SKILLS\nBAKING\n\nRye sourdough, Spelt, Laminated doughs\n\n"
                                    "HOT KITCHEN\n\nSauces, Braising, Grilling over charcoal,\nSmoking\n\n"
                                    "COSTING AND ORDERING\n\nStock control, Supplier contracts\n\n"
                                    "INTERESTS\nChess, hiking\n");
  testing::ExpectSkillGroups(r, {{"Baking", "", {"Rye sourdough", "Spelt", "Laminated doughs"}},
                                 {"Hot Kitchen", "", {"Sauces", "Braising", "Grilling over charcoal", "Smoking"}},
                                 {"Costing and Ordering", "", {"Stock control", "Supplier contracts"}}});
}

TEST(SkillHeadingGroups, OtherShapesStayAsBefore) {
  struct Case {
    const char* name;
    std::string cv;
  } cases[] = {
      // (After another section: not a group.)
      {"after experience", kHead + "BAKING\n\nRye sourdough, Spelt, Laminated doughs\n\nSKILLS\nCosting, Ordering\n"},
      // (Over prose: a sentence is no list.)
      {"over prose", kHead + "SKILLS\nCosting, Ordering\n\nWORKSHOPS\n\nRan weekend classes for home bakers, twice a month.\n"},
      // (Over a dated line: an entry, not a group.)
      {"over dates", kHead + "SKILLS\nCosting, Ordering\n\nMILL STREET BAKERY\n\nBaker, Pastry section, 2015 - 2019\n"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name);
    const Resume r = testing::ParseCv(c.cv);
    for (const std::string& n : Names(r)) {
      EXPECT_NE(n, "Baking");
      EXPECT_NE(n, "Workshops");
      EXPECT_NE(n, "Mill Street Bakery");
    }
  }
}

TEST(SkillHeadingGroups, RunOfLevelsAfterTheGroupsGoesToThoseWithout) {
  const Resume r = testing::ParseCv(kHead +
                                    "SKILLS\n\nBaking: Rye sourdough, Spelt, Laminated doughs\nExpert\n\n"
                                    "Hot kitchen: Sauces, Braising\nCosting: Stock control, Ordering\n\nAdvanced\nIntermediate\n\n"
                                    "INTERESTS\nChess, hiking\n");
  testing::ExpectSkillGroups(r, {{"Baking", "Expert", {"Rye sourdough", "Spelt", "Laminated doughs"}},
                                 {"Hot kitchen", "Advanced", {"Sauces", "Braising"}},
                                 {"Costing", "Intermediate", {"Stock control", "Ordering"}}});
  // (More levels than groups without one: no column of levels, the first goes to the last
  // group as before.)
  const Resume more = testing::ParseCv(kHead + "SKILLS\n\nBaking: Rye sourdough, Spelt\n\nAdvanced\nIntermediate\n\n"
                                               "INTERESTS\nChess, hiking\n");
  ASSERT_FALSE(more.skills.empty());
  EXPECT_EQ(more.skills[0].level, "Advanced");
}

TEST(SkillHeadingGroups, LabelledListsWrappedInATextDump) {
  const Resume r = testing::ParseCv(kHead +
                                    "SKILLS\n\n\u2022 Baking: Rye sourdough, Spelt, Laminated\ndoughs \u2013 Expert\n"
                                    "\u2022 Hot kitchen: Sauces, Braising,\nGrilling over charcoal\nAdvanced\n"
                                    "\u2022 Costing: Stock control, Ordering\n\n"
                                    "INTERESTS\nChess, hiking\n");
  testing::ExpectSkillGroups(r, {{"Baking", "Expert", {"Rye sourdough", "Spelt", "Laminated doughs"}},
                                 {"Hot kitchen", "Advanced", {"Sauces", "Braising", "Grilling over charcoal"}},
                                 {"Costing", "", {"Stock control", "Ordering"}}});
  // (A list that ends in a comma over a level: the level is the group's, no keyword.)
  const Resume level = testing::ParseCv(kHead + "SKILLS\n\nBaking: Rye sourdough, Spelt,\nExpert\n\nINTERESTS\nChess\n");
  testing::ExpectSkillGroups(level, {{"Baking", "Expert", {"Rye sourdough", "Spelt"}}});
  // (A line after a blank line, or a sentence, is not the list's.)
  const Resume apart = testing::ParseCv(kHead + "SKILLS\n\nBaking: Rye sourdough, Spelt,\n\nCosting: Stock control, Ordering\n\n"
                                                "INTERESTS\nChess\n");
  testing::ExpectSkillGroups(apart, {{"Baking", "", {"Rye sourdough", "Spelt"}}, {"Costing", "", {"Stock control", "Ordering"}}});
}

}  // namespace
}  // namespace cvmill::schema
