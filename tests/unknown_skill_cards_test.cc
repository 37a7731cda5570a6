// Skill cards with no "Skills" heading over them (a sidebar's, in a text dump): each card a
// name in capitals over its level over its items. The first card's name reads as a heading of
// unknown kind; a level alone on its line right under it opens no section (normalize.cc), nor
// does the card's first item under that level; and a heading no rule names over a level and
// short items is read as skill cards (structure/skill_cards_unknown.cc). A heading over a
// level and prose, or a list of languages with their levels, keeps its old reading.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

const char kHead[] =
    "Jane Roe\njane@example.org\n\nEXPERIENCE\n\nHead Baker, Northgate Bakery\n2019 - Present\n"
    "Ran the night bake of four shops.\n\n";

TEST(UnknownSkillCards, PlainText) {
  struct Case {
    const char* what;
    std::string section;
    std::vector<std::string> groups;
  };
  const Case cases[] = {
      {"two cards, each a name over its level over its items",
       "BREAD AND PASTRY\n\nADVANCED\n\nSOURDOUGH\nVIENNOISERIE\nLAMINATED DOUGHS\n\n"
       "KITCHEN MANAGEMENT\n\nINTERMEDIATE\n\nROTA PLANNING\nFOOD SAFETY\n",
       {"bread and pastry (advanced): sourdough, viennoiserie, laminated doughs",
        "kitchen management (intermediate): rota planning, food safety"}},
      {"the next card's name right over its level, no blank line between",
       "BREAD AND PASTRY\n\nADVANCED\n\nSOURDOUGH\nVIENNOISERIE\nKITCHEN MANAGEMENT\nINTERMEDIATE\nROTA PLANNING\n",
       {"bread and pastry (advanced): sourdough, viennoiserie", "kitchen management (intermediate): rota planning"}},
      {"negative: a heading over a level and prose is no card",
       "NORTHGATE BAKERY\n\nADVANCED\n\nRan the night bake of four shops with a team of nine bakers.\n", {}},
      {"negative: levels under every line are a list of languages, no cards",
       "LANGUES\n\nFLUENT\n\nFRENCH\nNATIVE\nGERMAN\nBASIC\n", {}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    const Resume r = testing::ParseCv(std::string(kHead) + c.section, "cv.txt");
    EXPECT_EQ(testing::SkillGroupLines(r), c.groups);
  }
}

}  // namespace
}  // namespace cvmill::schema
