// Skill groups in a dump's column order under a languages heading (structure/skill_columns.cc
// NamesThenLeveledLists, called from languages.cc): a Europass label column read before its
// values puts every group's name first, then each list with its level on the line under it.
// Read only where the shape holds whole. Small CVs written for each case (invented content).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

std::string Cv(const std::string& values) {
  return "Jane Example\njane@example.org\n\nWork experience\n2019 - 2023 Head Baker, Northgate Bakery, Leeds\n\n"
         "Personal skills\nMother tongue\nOther languages\nBaking\n\nEquipment\n\nManagement\n\n"
         "English\nFrench: Fluent\n" +
         values;
}

TEST(LeveledLists, NamesThenListsEachClosedByItsLevel) {
  struct Case {
    std::string values;
    std::vector<std::string> names, levels;  // the skill groups read
  };
  for (const Case& c : std::vector<Case>{
           // three names, three lists each over its level: three groups
           {"Sourdough, Rye breads, Laminated doughs\nExpert\nDeck ovens, Spiral mixers, Provers\nAdvanced\n"
            "Rotas, Costing, Ordering\nIntermediate\n",
            {"Baking", "Equipment", "Management"},
            {"Expert", "Advanced", "Intermediate"}},
           // a list wrapped over two lines before its level goes on
           {"Sourdough, Rye breads,\nLaminated doughs\nExpert\nDeck ovens, Spiral mixers, Provers\nAdvanced\n"
            "Rotas, Costing, Ordering\nIntermediate\n",
            {"Baking", "Equipment", "Management"},
            {"Expert", "Advanced", "Intermediate"}},
           // negative: a list without its level breaks the shape: not read as these groups
           {"Sourdough, Rye breads, Laminated doughs\nDeck ovens, Spiral mixers, Provers\nAdvanced\n"
            "Rotas, Costing, Ordering\nIntermediate\n",
            {},
            {}},
           // negative: two lists for three names
           {"Sourdough, Rye breads, Laminated doughs\nExpert\nDeck ovens, Spiral mixers, Provers\nAdvanced\n", {}, {}},
       }) {
    Resume r = testing::ParseCv(Cv(c.values), "cv.txt");
    std::vector<std::string> names, levels;
    for (const auto& s : r.skills) {
      if (s.name == "Baking" || s.name == "Equipment" || s.name == "Management") {
        names.push_back(s.name);
        levels.push_back(s.level);
      }
    }
    EXPECT_EQ(names, c.names) << c.values;
    EXPECT_EQ(levels, c.levels) << c.values;
    ASSERT_EQ(r.languages.size(), 2u) << c.values;
    EXPECT_EQ(r.languages[1].fluency, "Fluent") << c.values;
  }
}

}  // namespace
}  // namespace cvmill::schema
