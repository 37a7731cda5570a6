// Skills cards in a plain text dump: each card a paragraph, its name first (its level under
// it); a row of cards read row by row (every name, every level, then the lists, some lists
// missing); a card's name that other rules name a section ("Leadership") over its level; a
// name beside its level over chips; a name over its list set in under it after a label row;
// a skills section read right before a languages section beside it. Paragraphs without
// names, a row without its levels, a list not set in keep their old reading.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

const char kHead[] = "Jane Roe\njane@example.org\n\n";

struct Group {
  std::string name, level;
  std::vector<std::string> keywords;
  bool operator==(const Group& o) const { return name == o.name && level == o.level && keywords == o.keywords; }
};

std::ostream& operator<<(std::ostream& os, const Group& g) {
  os << g.name << " (" << g.level << "):";
  for (const std::string& k : g.keywords) os << " [" << k << "]";
  return os;
}

std::vector<Group> Groups(const Resume& r) {
  std::vector<Group> out;
  for (const Skill& s : r.skills) out.push_back({s.name, s.level, s.keywords});
  return out;
}

struct Case {
  const char* what;
  std::string section;
  std::vector<Group> groups;
};

TEST(SkillCards, PlainText) {
  const Case cases[] = {
      {"each card a paragraph, its name first, a level under one",
       "SKILLS\n\nPastry\nLaminated doughs\nSugar work\n\nBread\nAdvanced\nSourdough\nRye\n\nEquipment\nDeck ovens\n"
       "Spiral mixers\n",
       {{"Pastry", "", {"Laminated doughs", "Sugar work"}},
        {"Bread", "Advanced", {"Sourdough", "Rye"}},
        {"Equipment", "", {"Deck ovens", "Spiral mixers"}}}},
      {"each chip a paragraph, a card's name over its first",
       "SKILLS\n\nPastry\nLaminated doughs\n\nSugar work\n\nBread\nSourdough\n\nRye\n\nSpelt\n",
       {{"Pastry", "", {"Laminated doughs", "Sugar work"}}, {"Bread", "", {"Sourdough", "Rye", "Spelt"}}}},
      {"one two-line paragraph among chips: no cards",
       "SKILLS\n\nLaminated doughs\n\nSugar work\n\nSourdough and\nrye breads\n\nSpelt\n",
       {{"Skills", "", {"Laminated doughs", "Sugar work", "Sourdough and", "rye breads", "Spelt"}}}},
      {"paragraphs of items without names: one group",
       "SKILLS\n\nSourdough, Rye\nSpelt\n\nDeck ovens, Provers\n",
       {{"Skills", "", {"Sourdough", "Rye", "Spelt", "Deck ovens", "Provers"}}}},
      {"a row of cards read row by row, a list missing, a card of the next row set whole",
       "SKILLS\n\nPastry\n\nBread\n\nEquipment\n\nExpert\n\nAdvanced\n\nIntermediate\n\nLaminated doughs\nSugar work\n\n"
       "Sourdough\nRye\n\nTeams\nAdvanced\nRota planning\nTraining\n",
       {{"Pastry", "Expert", {"Laminated doughs", "Sugar work"}},
        {"Bread", "Advanced", {"Sourdough", "Rye"}},
        {"Equipment", "Intermediate", {}},
        {"Teams", "Advanced", {"Rota planning", "Training"}}}},
      {"a row of names without their levels: no cards by rows",
       "SKILLS\n\nPastry\n\nBread\n\nEquipment\n\nLaminated doughs\nSugar work\n\nSourdough\nRye\n",
       {{"Skills", "", {"Pastry", "Bread", "Equipment", "Laminated doughs", "Sugar work", "Sourdough", "Rye"}}}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(kHead + c.section, "cv.txt");
    EXPECT_EQ(Groups(r), c.groups);
  }
}

TEST(SkillCards, SectionWordOverLevelNamesACard) {
  // "Leadership" over "Advanced" and an item under the skills heading: a card, no section.
  Resume r = testing::ParseCv(std::string(kHead) +
                                  "Skills\n\nBaking\nExpert\nSourdough\nRye\n\nLeadership\nAdvanced\nRota planning\n"
                                  "Training\n\nInterests\n\nHill walking\n",
                              "cv.txt");
  EXPECT_EQ(Groups(r), (std::vector<Group>{{"Baking", "Expert", {"Sourdough", "Rye"}},
                                           {"Leadership", "Advanced", {"Rota planning", "Training"}}}));
  EXPECT_TRUE(r.volunteer.empty());
  // Over no level, the section's word still opens its section.
  r = testing::ParseCv(std::string(kHead) + "Skills\n\nSourdough, Rye\n\nLanguages\n\nEnglish\nFrench\n", "cv.txt");
  EXPECT_EQ(Groups(r), (std::vector<Group>{{"Skills", "", {"Sourdough", "Rye"}}}));
  EXPECT_EQ(r.languages.size(), 2u);
}

TEST(SkillCards, NameBesideLevelOverChips) {
  // A layout dump: "Pastry <gap> Expert" over its chips, a card's name beside its level.
  Resume r = testing::ParseCv(std::string(kHead) +
                                  "SKILLS\n\nPastry         Expert\nLaminated doughs     Sugar work     Tempering\n\n"
                                  "Bread          Advanced\nSourdough     Rye     Spelt\n",
                              "cv.txt");
  EXPECT_EQ(Groups(r), (std::vector<Group>{{"Pastry", "Expert", {"Laminated doughs", "Sugar work", "Tempering"}},
                                           {"Bread", "Advanced", {"Sourdough", "Rye", "Spelt"}}}));
}

TEST(SkillCards, NameOverSetInListAfterALabelRow) {
  // A label row first, then names over lists set in under them: each name its group.
  Resume r = testing::ParseCv(std::string(kHead) +
                                  "SKILLS\n\nPastry (Expert) ........ Laminated doughs, Sugar work\nBread (Advanced)\n"
                                  "    Sourdough, Rye, Spelt\nEquipment (Intermediate)\n    Deck ovens, Spiral mixers\n",
                              "cv.txt");
  EXPECT_EQ(Groups(r), (std::vector<Group>{{"Pastry", "Expert", {"Laminated doughs", "Sugar work"}},
                                           {"Bread", "Advanced", {"Sourdough", "Rye", "Spelt"}},
                                           {"Equipment", "Intermediate", {"Deck ovens", "Spiral mixers"}}}));
  // Not set in: the lines stay the section's keywords.
  r = testing::ParseCv(std::string(kHead) +
                           "SKILLS\n\nPastry (Expert) ........ Laminated doughs, Sugar work\nBread\nSourdough, Rye, Spelt\n",
                       "cv.txt");
  ASSERT_EQ(r.skills.size(), 2u);
  EXPECT_NE(r.skills[1].name, "Bread");
}

TEST(SkillCards, LowerCaseLevelInBracketsStaysWithItsKeyword) {
  Resume r = testing::ParseCv(std::string(kHead) + "SKILLS\n\nBaking: Sourdough, Rye (basic), Spelt (Advanced)\n", "cv.txt");
  ASSERT_EQ(r.skills.size(), 1u);
  EXPECT_EQ(r.skills[0].keywords, (std::vector<std::string>{"Sourdough", "Rye (basic)", "Spelt"}));
}

TEST(SkillCards, SkillsBesideLanguagesShareTheirLines) {
  // "Skills" and "Languages" side by side read one after the other: the skills' lines come
  // first, up to the first line that names a language.
  Resume r = testing::ParseCv(std::string(kHead) +
                                  "Skills\n\nLanguages\n\nBaking: Sourdough, Rye, Spelt\nPastry: Laminated doughs, "
                                  "Sugar work\n\nEnglish: Native speaker\n\nFrench: Fluent\n",
                              "cv.txt");
  EXPECT_EQ(Groups(r), (std::vector<Group>{{"Baking", "", {"Sourdough", "Rye", "Spelt"}},
                                           {"Pastry", "", {"Laminated doughs", "Sugar work"}}}));
  EXPECT_EQ(r.languages.size(), 2u);
}

TEST(SkillCards, AcronymInCapitalsIsAnItemNoHeading) {
  // Headings in capitals: "GMP" in the skills section is an item there, not a section of
  // unknown kind; a longer word in capitals still opens one.
  auto keywords = [](const Resume& r) {
    std::vector<std::string> out;
    for (const Skill& s : r.skills) out.insert(out.end(), s.keywords.begin(), s.keywords.end());
    return out;
  };
  auto has = [](const std::vector<std::string>& v, const std::string& k) {
    return std::find(v.begin(), v.end(), k) != v.end();
  };
  Resume r = testing::ParseCv(std::string(kHead) +
                                  "SKILLS\n\nBaking: Sourdough, Rye\n\nGMP\nFood safety audits\n\nINTERESTS\n\n"
                                  "Hill walking\n",
                              "cv.txt");
  EXPECT_TRUE(has(keywords(r), "GMP"));
  EXPECT_TRUE(has(keywords(r), "Food safety audits"));
  r = testing::ParseCv(std::string(kHead) +
                           "SKILLS\n\nBaking: Sourdough, Rye\n\nPASTRYWORK\nFood safety audits\n\nINTERESTS\n\n"
                           "Hill walking\n",
                       "cv.txt");
  EXPECT_FALSE(has(keywords(r), "Food safety audits"));
}

}  // namespace
}  // namespace cvmill::schema
