// Runs of skill cards in a plain-text dump of a sidebar (normalize.cc CardName / CardRun,
// structure/skill_cards_unknown.cc): each card a name over its level over its items, with no
// "Skills" heading over them. The repeated template is the evidence: a later card's name stays
// with the cards even where its words name a section ("LEADERSHIP") or type would set it as a
// heading, its level and items too; where two cards or more repeat it, an item may hold a job
// title's or a degree's words, and a comma inside an item's brackets does not part it. A line
// of contact details in capitals ("JANE.ROE@EXAMPLE.ORG") is never a heading. Negative cases: a
// languages heading over its list after the cards stays the languages section; a heading over
// a level and prose is no card.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

const char kHead[] =
    "JANE ROE\nHEAD BAKER\n\nABOUT\n\nBaker with ten years of night shifts in small shops.\n\n"
    "EXPERIENCE\n\nHead Baker, Northgate Bakery\n2019 - Present\nRan the night bake of four shops.\n\n";

TEST(CardRuns, PlainText) {
  struct Case {
    const char* what;
    std::string section;
    std::vector<std::string> groups;
    std::size_t languages;
  };
  const Case cases[] = {
      {"three cards, the second named by a section's word, its items in job-title words",
       "BREAD AND PASTRY\n\nADVANCED\n\nSOURDOUGH\nVIENNOISERIE\n\n"
       "LEADERSHIP\n\nADVANCED\n\nSHIFT SUPERVISOR\nROTA PLANNING\n\n"
       "KITCHEN SYSTEMS\n\nINTERMEDIATE\n\nOVEN CONTROLLERS\nSTOCK SOFTWARE\n",
       {"bread and pastry (advanced): sourdough, viennoiserie",
        "leadership (advanced): shift supervisor, rota planning",
        "kitchen systems (intermediate): oven controllers, stock software"},
       0},
      {"a comma inside an item's brackets, and a languages heading after the cards",
       "BREAD AND PASTRY\n\nEXPERT\n\nSOURDOUGH (RYE, SPELT)\nVIENNOISERIE\n\n"
       "KITCHEN SYSTEMS\n\nBASIC\n\nOVEN CONTROLLERS\n\n"
       "LANGUAGES\n\nENGLISH (NATIVE)\nWELSH (FLUENT)\n",
       {"bread and pastry (expert): sourdough (rye, spelt), viennoiserie", "kitchen systems (basic): oven controllers"},
       2},
      {"contact lines in capitals before the cards open no section",
       "JANE.ROE@EXAMPLE.ORG\n\nIN/JANE-ROE-BAKES\n\nBREAD AND PASTRY\n\nADVANCED\n\nSOURDOUGH\n\n"
       "KITCHEN SYSTEMS\n\nBASIC\n\nOVEN CONTROLLERS\n",
       {"bread and pastry (advanced): sourdough", "kitchen systems (basic): oven controllers"},
       0},
      {"negative: a heading over a level and prose is no card",
       "NORTHGATE BAKERY\n\nADVANCED\n\nRan the night bake of four shops with a team of nine bakers.\n", {}, 0},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    const Resume r = testing::ParseCv(std::string(kHead) + c.section, "cv.txt");
    EXPECT_EQ(testing::SkillGroupLines(r), c.groups);
    EXPECT_EQ(r.languages.size(), c.languages);
  }
}

TEST(CardRuns, EmailInCapitalsIsNoHeading) {
  const Resume r = testing::ParseCv(std::string(kHead) + "JANE.ROE@EXAMPLE.ORG\n\nBREAD AND PASTRY\n\nADVANCED\n\n"
                                                          "SOURDOUGH\n\nKITCHEN SYSTEMS\n\nBASIC\n\nOVEN CONTROLLERS\n",
                                    "cv.txt");
  EXPECT_EQ(r.basics.email, "JANE.ROE@EXAMPLE.ORG");  // (as written)
  ASSERT_EQ(r.work.size(), 1u);
  EXPECT_EQ(r.skills.size(), 2u);
}

}  // namespace
}  // namespace cvmill::schema
