// Skill cards whose names are set as the document's section headings ("Leadership" over its
// level over its items, in the type every heading has): each card a skills group, whatever
// section its name's words would otherwise open, and a languages section over languages (no
// level under its heading, or languages grouped by level) stays one. Cards inside a skills
// section read as names over a level over a row of items, the last card without a level; and
// sub-heading names over items some of which are bold.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

using Group = testing::SkillGroup;

std::vector<std::string> Languages(const Resume& r) {
  std::vector<std::string> out;
  for (const Language& l : r.languages) out.push_back(l.language);
  return out;
}

// Every section heading an <h3>; the body given as HTML (a keywords list set as a row of chips).
Resume Cv(const std::string& body) {
  return testing::ParseCv("<html><head><style>.keywords li { display: inline-block; }</style></head>"
                          "<body><h1>Jane Roe</h1><p>jane@example.org</p><h3>Summary</h3>"
                          "<p>Baker with twelve years in artisan bakeries.</p>" +
                              body +
                              "<h3>Experience</h3><p>Head Baker, Rye &amp; Co</p><p>2019 - 2023</p></body></html>",
                          "cv.html");
}

TEST(SkillCardHeadings, CardsNamedLikeSectionsAreSkillsGroups) {
  const Resume r = Cv(
      "<h3>Languages</h3><h4>Expert</h4><h6>Go</h6><h6>Rust</h6>"
      "<h3>Leadership</h3><h4>Advanced</h4><h6>Hiring</h6><h6>Mentoring</h6>"
      "<h3>Languages</h3><h6>English (Native speaker)</h6><h6>Welsh (Basic)</h6>");
  testing::ExpectSkillGroups(r, {{"Languages", "Expert", {"Go", "Rust"}}, {"Leadership", "Advanced", {"Hiring", "Mentoring"}}});
  EXPECT_EQ(Languages(r), (std::vector<std::string>{"English", "Welsh"}));
  EXPECT_TRUE(r.volunteer.empty());
}

TEST(SkillCardHeadings, LanguagesGroupedByLevelStayLanguages) {
  const Resume r = Cv("<h3>Languages</h3><h4>Fluent</h4><h6>German</h6><h6>French</h6>");
  EXPECT_TRUE(r.skills.empty());
  EXPECT_EQ(Languages(r).size(), 2u);
}

TEST(SkillCardHeadings, HeadingWithoutLevelUnderItOpensItsSection) {
  const Resume r = Cv("<h3>Volunteer</h3><h4>Treasurer, Town Food Bank</h4><p>2018 - 2020</p>");
  EXPECT_TRUE(r.skills.empty());
  ASSERT_EQ(r.volunteer.size(), 1u);
}

TEST(SkillCardHeadings, NamesOverLevelsOverRowsLastWithoutLevel) {
  const Resume r = Cv(
      "<h3>Skills</h3>"
      "<div class=\"name\">Pastry</div><div class=\"level\"><em>Expert</em><div class=\"bar\"></div></div>"
      "<ul class=\"keywords\"><li>Laminated doughs</li><li>Sugar work</li><li>Rye</li><li>Spelt</li></ul>"
      "<div class=\"name\">Software</div><div class=\"level\"><em>Advanced</em><div class=\"bar\"></div></div>"
      "<ul class=\"keywords\"><li>Recipe costing</li><li>Spreadsheets</li><li>Stock control</li></ul>"
      "<div class=\"name\">Licences</div>"
      "<ul class=\"keywords\"><li>Food hygiene level 2</li><li>Forklift</li></ul>");
  testing::ExpectSkillGroups(r, {{"Pastry", "Expert", {"Laminated doughs", "Sugar work", "Rye", "Spelt"}},
                   {"Software", "Advanced", {"Recipe costing", "Spreadsheets", "Stock control"}},
                   {"Licences", "", {"Food hygiene level 2", "Forklift"}}});
}

TEST(SkillCardHeadings, SubHeadingNamesOverBoldItems) {
  const Resume r = Cv(
      "<h3>Skills</h3><h4>Pastry</h4><p>Expert</p><p>Laminated doughs</p><p>Sugar work</p>"
      "<h4>Licences</h4><p><b>Food hygiene level 2</b></p><p><b>Forklift</b></p>");
  testing::ExpectSkillGroups(r, {{"Pastry", "Expert", {"Laminated doughs", "Sugar work"}},
                   {"Licences", "", {"Food hygiene level 2", "Forklift"}}});
}

}  // namespace
}  // namespace cvmill::schema
