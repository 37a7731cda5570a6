// Plain text: a grid of cards (a row of names, each card's items set in under its name) is
// read column by column, one card after the other; a table of names and values, a title beside
// its dates, or a grid whose items are not set in stay rows.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "extract/extract.h"
#include "tests/test_util.h"

namespace {

using cvmill::extract::Extract;

std::vector<std::string> Lines(const std::string& text) {
  auto d = Extract(text, {});
  EXPECT_TRUE(d.ok());
  std::vector<std::string> out;
  if (!d.ok()) return out;
  for (const auto& l : d.value().lines) out.push_back(l.text);
  return out;
}

struct Case {
  const char* name;
  std::string text;
  std::vector<std::string> want;
};

TEST(TextCards, Table) {
  const Case cases[] = {
      {"three cards, each a name, a level and items set in",
       "Craft\n"
       "Baking                      Pastry                     Catering\n"
       "Advanced                    Expert                     Basic\n"
       "\n"
       "      Sourdough                  Laminated doughs          Buffets\n"
       "      Rye breads                 Sugar work\n"
       "      Focaccia\n"
       "\n"
       "\n"
       "Hobbies\n",
       {"Craft", "Baking", "Advanced", "Sourdough", "Rye breads", "Focaccia", "Pastry", "Expert",
        "Laminated doughs", "Sugar work", "Catering", "Basic", "Buffets", "Hobbies"}},
      {"two columns of cards, a card under a shorter one; an icon beside the heading",
       "#  Craft\n"
       "Baking                                   Pastry\n"
       "Advanced                                 Expert\n"
       "\n"
       "      Rye                                      Laminated doughs\n"
       "      Spelt                                    Sugar work and spun caramel\n"
       "      Focaccia                           Catering\n"
       "      Brioche                            Basic\n"
       "\n"
       "                                               Buffets\n"
       "\n"
       "\n"
       "Hobbies\n",
       {"Craft", "Baking", "Advanced", "Rye", "Spelt", "Focaccia", "Brioche", "Pastry", "Expert",
        "Laminated doughs", "Sugar work and spun caramel", "Catering", "Basic", "Buffets", "Hobbies"}},
      {"names over values, nothing set in: a table, rows stay",
       "Baking                      Pastry\n"
       "Advanced                    Expert\n"
       "\n"
       "Catering                    Plating\n"
       "Basic                       Fluent\n",
       {"Baking\tPastry", "Advanced\tExpert", "Catering\tPlating", "Basic\tFluent"}},
      {"a title beside its dates, its lines set in under the title only: rows stay",
       "Head Baker                                      2019 - 2023\n"
       "      Ran the night shift of the bakery\n"
       "      Trained four apprentices\n"
       "      Cut waste by half\n"
       "      Opened a second oven line\n",
       {"Head Baker\t2019 - 2023", "Ran the night shift of the bakery", "Trained four apprentices",
        "Cut waste by half", "Opened a second oven line"}},
      {"names under a row of cells that start where they do: a table, rows stay",
       "Oven 1                      Oven 2\n"
       "Baking                      Pastry\n"
       "      Sourdough                  Laminated doughs\n"
       "      Rye breads                 Sugar work\n",
       {"Oven 1\tOven 2", "Baking\tPastry", "Sourdough\tLaminated doughs", "Rye breads\tSugar work"}},
      {"text across the gutter under the names: no grid",
       "Baking                      Pastry\n"
       "      Sourdough                  Laminated doughs\n"
       "      Rye breads, focaccia and brioche baked nightly for the shop\n"
       "      Focaccia                   Sugar work\n",
       {"Baking\tPastry", "Sourdough\tLaminated doughs", "Rye breads, focaccia and brioche baked nightly for the shop",
        "Focaccia\tSugar work"}},
  };
  for (const Case& c : cases) EXPECT_EQ(Lines(c.text), c.want) << c.name;
}

TEST(TextCards, SkillGroups) {
  const std::string cv =
      "Jane Roe\n"
      "jane@example.org\n"
      "\n"
      "Skills\n"
      "Baking                      Pastry                     Catering\n"
      "Advanced                    Expert                     Basic\n"
      "\n"
      "      Sourdough                  Laminated doughs          Buffets\n"
      "      Rye breads                 Sugar work\n"
      "      Focaccia\n"
      "\n"
      "\n";
  const auto r = cvmill::testing::ParseCv(cv, "cv.txt");
  ASSERT_EQ(r.skills.size(), 3u);
  EXPECT_EQ(r.skills[0].name, "Baking");
  EXPECT_EQ(r.skills[0].level, "Advanced");
  EXPECT_EQ(r.skills[0].keywords, (std::vector<std::string>{"Sourdough", "Rye breads", "Focaccia"}));
  EXPECT_EQ(r.skills[1].name, "Pastry");
  EXPECT_EQ(r.skills[1].keywords, (std::vector<std::string>{"Laminated doughs", "Sugar work"}));
  EXPECT_EQ(r.skills[2].name, "Catering");
  EXPECT_EQ(r.skills[2].keywords, (std::vector<std::string>{"Buffets"}));
}

}  // namespace
