// Skills groups set one part to a line, as a word processor or an HTML export leaves cards
// and chips that had boxes of their own: a label over its items ("Cloud (Advanced):" /
// "AWS," / "GCP"), a name over its level over its items, a name over "(Advanced): a, b";
// a level set after every group's name ("Cloud Advanced"); in a PDF, a name over a line of
// chips in smaller type set in under it; and where such a reading does not hold (a level under every keyword, the next label run
// into the list's last line), the lines stay one group.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "extract/extract.h"
#include "normalize/normalize.h"
#include "pipeline/pipeline.h"
#include "structure/structure.h"
#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

using Group = testing::SkillGroup;

// Each line its own paragraph under an HTML skills heading.
std::string Html(const std::vector<std::string>& lines) {
  std::string body = "<html><body><h1>Jane Roe</h1><p>jane@example.org</p><h2>Skills</h2>";
  for (const std::string& l : lines) body += "<p>" + l + "</p>";
  return body + "<h2>Interests</h2><p>Chess</p></body></html>";
}

TEST(SkillLines, LabelOverItemsEndingInCommas) {
  testing::ExpectSkillGroups(testing::ParseCv(Html({"Cloud (Advanced):", "AWS,", "Google Cloud,", "Terraform",
                                      "Data (Intermediate):", "SQL,", "dbt"}),
                                 "cv.html"),
               {{"Cloud", "Advanced", {"AWS", "Google Cloud", "Terraform"}},
                {"Data", "Intermediate", {"SQL", "dbt"}}});
}

TEST(SkillLines, LabelOverOneItemToALine) {
  testing::ExpectSkillGroups(testing::ParseCv(Html({"Pastry:", "Laminated doughs", "Sugar work", "Bread:", "Rye sourdough"}),
                                 "cv.html"),
               {{"Pastry", "", {"Laminated doughs", "Sugar work"}}, {"Bread", "", {"Rye sourdough"}}});
}

TEST(SkillLines, NameOverLevelOverItems) {
  testing::ExpectSkillGroups(testing::ParseCv(Html({"Pastry", "Expert", "Laminated doughs", "Sugar work", "Bread",
                                      "Advanced", "Rye sourdough", "Spelt"}),
                                 "cv.html"),
               {{"Pastry", "Expert", {"Laminated doughs", "Sugar work"}},
                {"Bread", "Advanced", {"Rye sourdough", "Spelt"}}});
}

TEST(SkillLines, LevelUnderEveryKeywordIsNoGroup) {
  // ("Go" / "Advanced" / "Rust" / "Basic": each keyword's own level, no group named "Go".)
  const Resume r = testing::ParseCv(Html({"Go", "Advanced", "Rust", "Basic"}), "cv.html");
  for (const Skill& s : r.skills) {
    EXPECT_NE(s.name, "Go");
    EXPECT_NE(s.name, "Rust");
  }
}

TEST(SkillLines, NameOverBracketedLevelAndList) {
  testing::ExpectSkillGroups(testing::ParseCv(Html({"<b>Structural design</b>", "(Expert): Eurocodes, Finite elements",
                                      "<b>Site work</b>", "(Good): Surveying, Inspection"}),
                                 "cv.html"),
               {{"Structural design", "Expert", {"Eurocodes", "Finite elements"}},
                {"Site work", "Good", {"Surveying", "Inspection"}}});
}

TEST(SkillLines, NextLabelRunIntoTheListKeepsOneGroup) {
  // ("Rails Web:": where the first list ends is not known; no group named by half a line.)
  const Resume r = testing::ParseCv(Html({"Backend:", "Java | Go", "Rails | Elixir Web:", "React | Vue"}), "cv.html");
  for (const Skill& s : r.skills) EXPECT_NE(s.name, "Backend");
}

TEST(SkillLines, HigherHeadingEndsTheSection) {
  // A sidebar read first: the skills, then the owner's name as the page's first heading.
  const Resume r = testing::ParseCv(
      "<html><body><h2>Skills</h2><p>Cloud</p><p>AWS, GCP</p><p>Data</p><p>SQL, dbt</p>"
      "<h1>Jane Roe</h1><h2>Experience</h2><p>Nurse, Harbour Clinic, 2019 - 2021</p></body></html>",
      "cv.html");
  testing::ExpectSkillGroups(r, {{"Cloud", "", {"AWS", "GCP"}}, {"Data", "", {"SQL", "dbt"}}});
}

TEST(SkillLines, CapitalsAfterACommaContinueTheList) {
  // Plain text whose headings are capitals: "SQL" after "Go," is the list's last item.
  const Resume r = testing::ParseCv(
      "Jane Roe\njane@example.org\n\nEXPERIENCE\n\nNurse, Harbour Clinic\n2019 - 2021\n\nSKILLS\n\n"
      "Languages (Expert):\nGo,\nSQL\nTools (Advanced):\nGit,\nMake\n\nINTERESTS\n\nChess\n",
      "cv.txt");
  testing::ExpectSkillGroups(r, {{"Languages", "Expert", {"Go", "SQL"}}, {"Tools", "Advanced", {"Git", "Make"}}});
  // (Each line a paragraph of its own, as a word processor sets them: "SQL" opens no section.)
  const Resume p = testing::ParseCv(
      "Jane Roe\njane@example.org\n\nEXPERIENCE\n\nNurse, Harbour Clinic\n\n2019 - 2021\n\nSKILLS\n\n"
      "Languages (Expert):\n\nGo,\n\nSQL\n\nTools (Advanced):\n\nGit,\n\nMake\n\nINTERESTS\n\nChess\n",
      "cv.txt");
  testing::ExpectSkillGroups(p, {{"Languages", "Expert", {"Go", "SQL"}}, {"Tools", "Advanced", {"Git", "Make"}}});
}

TEST(SkillLines, LevelAfterEveryName) {
  testing::ExpectSkillGroups(testing::ParseCv(Html({"Pastry Expert", "Laminated doughs, Sugar work", "Bread Advanced",
                                      "Rye sourdough, Spelt"}),
                                 "cv.html"),
               {{"Pastry", "Expert", {"Laminated doughs", "Sugar work"}},
                {"Bread", "Advanced", {"Rye sourdough", "Spelt"}}});
  // (One name alone is no evidence: "Visual Basic" stays whole.)
  const Resume r = testing::ParseCv(Html({"Visual Basic", "Forms, Macros"}), "cv.html");
  ASSERT_EQ(r.skills.size(), 1u);
  EXPECT_EQ(r.skills[0].name, "Visual Basic");
  EXPECT_EQ(r.skills[0].level, "");
}

// A PDF's lines as the extractor gives them: page, place and type size.
extract::Line PdfLine(int number, const std::string& text, float x, float y, float size, int level = 0) {
  extract::Line l;
  l.text = text;
  l.number = number;
  l.page = 1;
  l.x = x;
  l.y = y;
  l.font_size = size;
  l.heading_level = level;
  return l;
}

TEST(SkillLines, PdfNameOverChipsInSmallerType) {
  extract::Document doc;
  doc.lines = {PdfLine(1, "Jane Roe", 40, 40, 18, 1),       PdfLine(2, "Skills", 40, 80, 12, 2),
               PdfLine(3, "Cloud", 40, 100, 10),             PdfLine(4, "AWS Google Cloud", 47, 112, 8.8f),
               PdfLine(5, "Data", 40, 130, 10),              PdfLine(6, "SQL | dbt", 47, 142, 8.8f),
               PdfLine(7, "Interests", 40, 170, 12, 2),      PdfLine(8, "Chess", 40, 190, 10)};
  const auto& rules = testing::BuiltinRules();
  const Resume r = structure::Build(doc, normalize::Normalize(doc, rules), rules);
  testing::ExpectSkillGroups(r, {{"Cloud", "", {"AWS Google Cloud"}}, {"Data", "", {"SQL", "dbt"}}});
}

}  // namespace
}  // namespace cvmill::schema
