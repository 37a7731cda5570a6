// Skills groups in a label column: a level in brackets after the list, or wrapped onto a line
// of its own under it, is the group's level; a list wrapped into the items' column goes on; a
// Europass language grid with wrapped sub-headings is read as languages, not skills. Small CVs
// written here.
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
  const char* section;  // the lines under "SKILLS"
  std::vector<Group> skills;
};

void Check(const Case& c) {
  SCOPED_TRACE(c.what);
  Resume r = testing::ParseCv(std::string("Jane Roe\njane@example.org\n\nSKILLS\n\n") + c.section);
  ASSERT_EQ(r.skills.size(), c.skills.size());
  for (std::size_t k = 0; k < c.skills.size(); ++k) {
    EXPECT_EQ(r.skills[k].name, c.skills[k].name);
    EXPECT_EQ(r.skills[k].level, c.skills[k].level);
    EXPECT_EQ(r.skills[k].keywords, c.skills[k].keywords);
  }
}

TEST(SkillsLevels, BracketedLevelAfterTheList) {
  const Case cases[] = {
      {"a level in brackets after the last keyword is the group's", "Baking\tRye, Spelt, Sourdough (Advanced)\n",
       {{"Baking", "Advanced", {"Rye", "Spelt", "Sourdough"}}}},
      {"a level in small letters qualifies its keyword only, and stays part of it", "Baking\tRye, Spelt, Sourdough (basic)\n",
       {{"Baking", "", {"Rye", "Spelt", "Sourdough (basic)"}}}},
      {"levels on several keywords are each keyword's", "Baking\tRye (Advanced), Spelt (Basic)\n",
       {{"Baking", "", {"Rye", "Spelt"}}}},
      {"a level in a third cell", "Baking\tRye, Spelt, Sourdough\tAdvanced\nIcing\tFondant, Piping\tBasic\n",
       {{"Baking", "Advanced", {"Rye", "Spelt", "Sourdough"}}, {"Icing", "Basic", {"Fondant", "Piping"}}}},
      {"a level in brackets wrapped onto a line of its own", "Baking\tRye, Spelt, Sourdough\n(Advanced)\nIcing\tFondant, Piping\n",
       {{"Baking", "Advanced", {"Rye", "Spelt", "Sourdough"}}, {"Icing", "", {"Fondant", "Piping"}}}},
      // levels.tsv's words of experience, in the languages it knows
      {"an experienced level, English", "Baking\tRye, Spelt\tExperienced\nIcing\tFondant, Piping\tNovice\n",
       {{"Baking", "Experienced", {"Rye", "Spelt"}}, {"Icing", "Novice", {"Fondant", "Piping"}}}},
      {"an experienced level, French and Dutch", "Boulangerie\tSeigle, Épeautre\tExpérimentée\nGlaçage\tFondant, Poche\tErvaren\n",
       {{"Boulangerie", "Expérimentée", {"Seigle", "Épeautre"}}, {"Glaçage", "Ervaren", {"Fondant", "Poche"}}}},
  };
  for (const Case& c : cases) Check(c);
}

TEST(SkillsLevels, ListWrappedIntoTheItemsColumn) {
  const Case cases[] = {
      {"a line set in under the items goes on the list",
       "Baking\tRye, Spelt, Laminated\n                  doughs\nIcing\tFondant, Piping\n",
       {{"Baking", "", {"Rye", "Spelt", "Laminated doughs"}}, {"Icing", "", {"Fondant", "Piping"}}}},
      {"a level set in under the items is the group's",
       "Baking\tRye, Spelt\n                  Advanced\nIcing\tFondant, Piping\n",
       {{"Baking", "Advanced", {"Rye", "Spelt"}}, {"Icing", "", {"Fondant", "Piping"}}}},
  };
  for (const Case& c : cases) Check(c);
}

TEST(SkillsLevels, LabelledItemWrappedUnderItsMark) {
  const Case cases[] = {
      {"an item's list wrapped under it, its level after a dash",
       "- Baking: Rye, Spelt,\n  Sourdough \u2013 Advanced\n- Icing: Fondant, Piping\n",
       {{"Baking", "Advanced", {"Rye", "Spelt", "Sourdough"}}, {"Icing", "", {"Fondant", "Piping"}}}},
  };
  for (const Case& c : cases) Check(c);
}

// "Other languages <gap> UNDERSTANDING <gap> SPEAKING" over sub-headings wrapped over three rows,
// then a row per language: languages, whatever skills follow.
TEST(SkillsLevels, LanguageGridWithWrappedSubHeadings) {
  Resume r = testing::ParseCv(
      "Jane Roe\njane@example.org\n\nPERSONAL SKILLS\n\n"
      "Mother tongue\tEnglish\n"
      "Other languages\tUNDERSTANDING\tSPEAKING\tWRITING\n"
      "Taking part in a\tSpeaking on\n"
      "Listening\tReading\n"
      "conversation\tone's own\n"
      "German\tB2\tB2\tB2\tB2\tB2\n"
      "Baking\tRye, Spelt, Sourdough\n");
  ASSERT_EQ(r.languages.size(), 2u);
  EXPECT_EQ(r.languages[0].language, "English");
  EXPECT_EQ(r.languages[1].language, "German");
  ASSERT_EQ(r.skills.size(), 1u);
  EXPECT_EQ(r.skills[0].name, "Baking");
}

}  // namespace
}  // namespace cvmill::schema
