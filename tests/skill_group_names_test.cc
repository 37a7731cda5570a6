// Plain text: inside a skills section, a line that names another section ("Languages",
// "Leadership") is a group's name when it stands closer to the skills heading than headings
// stand from the text before them, or set in past it, with its items set in under it; a name
// over short items set in past it, one to a line, is a group. Headings set like the skills
// heading (as far from the text above, in capitals like it) still open their sections.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace {

struct Group {
  std::string name;
  std::vector<std::string> keywords;
};

struct Case {
  const char* name;
  std::string body;            // after the head and a line of work
  std::vector<Group> skills;   // the groups, in order
  std::size_t languages;       // entries of the languages section
};

const std::string kHead =
    "Jane Roe\n"
    "jane@example.org\n"
    "\n"
    "\n"
    "Experience\n"
    "Baker, Harbour Bakery, 2019 - 2023\n";

TEST(SkillGroupNames, Table) {
  const Case cases[] = {
      {"group names set in past the heading, items set in past them",
       "\n\n"
       "Skills\n"
       " Languages\n"
       "      Python\n"
       "      Haskell\n"
       "\n"
       " Leadership\n"
       "      Hiring\n"
       "      Coaching\n"
       "\n\n\n"
       "Interests\n"
       "    Sailing\n",
       {{"Languages", {"Python", "Haskell"}}, {"Leadership", {"Hiring", "Coaching"}}},
       0},
      {"a group name at the heading's indent, fewer blank lines before it than the heading",
       "\n\n"
       "Skills\n"
       "Languages\n"
       "      Python\n"
       "      Haskell\n"
       "\n"
       "Leadership\n"
       "      Hiring\n"
       "      Mentoring\n"
       "\n\n\n"
       "Interests\n"
       "    Sailing\n",
       {{"Languages", {"Python", "Haskell"}}, {"Leadership", {"Hiring", "Mentoring"}}},
       0},
      {"a name over its level over items set in past it, a comma in brackets; a labelled list after",
       "\n\n"
       "Skills\n"
       "Baking\n"
       "Advanced\n"
       "\n"
       "      Sourdough\n"
       "      Flatbreads (pita, naan)\n"
       "\n"
       "Tools: Deck ovens, Spiral mixers\n"
       "\n\n\n"
       "Interests\n"
       "    Sailing\n",
       {{"Baking", {"Sourdough", "Flatbreads (pita, naan)"}}, {"Tools", {"Deck ovens", "Spiral mixers"}}},
       0},
      {"a heading as far from the text above as the skills heading opens its section",
       "\n\n"
       "Skills\n"
       " Baking\n"
       "      Sourdough\n"
       "      Rye\n"
       "\n\n"
       "Languages\n"
       "    English\n"
       "    Spanish\n",
       {{"Baking", {"Sourdough", "Rye"}}},
       2},
      {"a line in capitals under a heading in capitals opens its section",
       "\n\n"
       "SKILLS\n"
       "Baking\n"
       " Sourdough\n"
       " Rye\n"
       " LANGUAGES\n"
       "    English\n"
       "    Spanish\n",
       {{"Baking", {"Sourdough", "Rye"}}},
       2},
  };
  for (const Case& c : cases) {
    const auto r = cvmill::testing::ParseCv(kHead + c.body, "cv.txt");
    std::vector<Group> got;
    for (const auto& s : r.skills) got.push_back({s.name, s.keywords});
    EXPECT_EQ(got.size(), c.skills.size()) << c.name;
    for (std::size_t g = 0; g < got.size() && g < c.skills.size(); ++g) {
      EXPECT_EQ(got[g].name, c.skills[g].name) << c.name;
      EXPECT_EQ(got[g].keywords, c.skills[g].keywords) << c.name;
    }
    EXPECT_EQ(r.languages.size(), c.languages) << c.name;
  }
}

}  // namespace
