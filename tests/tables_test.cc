// Tables with a header row: the extractor marks the row that names the columns (Line::table),
// and skills and languages sections read such a table column by column, the columns' roles
// voted over the data rows. Documents written here.
#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "extract/extract.h"
#include "normalize/normalize.h"
#include "schema/schema.h"
#include "tests/test_util.h"

namespace cvmill {
namespace {

using extract::TableRow;

struct RowCase {
  const char* what;
  std::string text;
  std::vector<std::pair<std::string, TableRow>> want;  // each line's text and table row
};

TEST(TableRows, Table) {
  const TableRow H = TableRow::kHeader, B = TableRow::kBody, N = TableRow::kNone;
  const RowCase cases[] = {
      {"a pipe table: the row over its delimiter is the header",
       "Skills\n\n| Area | Level |\n|:---|:---|\n| Cloud | Advanced |\n| Data | Basic |\n",
       {{"Skills", N}, {"Area\tLevel", H}, {"Cloud\tAdvanced", B}, {"Data\tBasic", B}}},
      {"no delimiter row: no header", "| Cloud | AWS, GCP |\n| Data | SQL |\n",
       {{"Cloud\tAWS, GCP", B}, {"Data\tSQL", B}}},
      {"a delimiter under the second row: the first is no header",
       "| a1 | b1 |\n| a2 | b2 |\n|---|---|\n| a3 | b3 |\n", {{"a1\tb1", B}, {"a2\tb2", B}, {"a3\tb3", B}}},
      {"two tables, each with its header",
       "| L | F |\n|---|---|\n| Polish | Native |\n\n| S | K |\n|---|---|\n| Tools | Git, Make |\n",
       {{"L\tF", H}, {"Polish\tNative", B}, {"S\tK", H}, {"Tools\tGit, Make", B}}},
      {"a rule of dashes under a plain line is no table's", "Title\n|---|---|\n| a | b |\n",
       {{"Title", N}, {"a\tb", B}}},
      {"a grid table: its rules are no lines, the row over its \"+===+\" rule the header",
       "+------+------+\n| Area | Tools |\n+======+======+\n| Cloud | AWS, GCP |\n+------+------+\n| Data | SQL |\n"
       "+------+------+\n",
       {{"Area\tTools", H}, {"Cloud\tAWS, GCP", B}, {"Data\tSQL", B}}},
      {"a grid table without a header rule: no header",
       "+------+------+\n| Cloud | AWS, GCP |\n+------+------+\n| Data | SQL |\n+------+------+\n",
       {{"Cloud\tAWS, GCP", B}, {"Data\tSQL", B}}},
      {"a line of plus signs and words is text", "+44 20 7946 0321\n",
       {{"+44 20 7946 0321", N}}},
      {"a row of empty cells is no delimiter", "| x | y |\n|   |   |\n| z | w |\n",
       {{"x\ty", B}, {"z\tw", B}}},
  };
  for (const RowCase& c : cases) {
    SCOPED_TRACE(c.what);
    auto d = extract::Extract(c.text, extract::Options{});
    ASSERT_TRUE(d.ok());
    std::vector<std::pair<std::string, TableRow>> got;
    for (const extract::Line& l : d.value().lines) got.emplace_back(l.text, l.table);
    EXPECT_EQ(got, c.want);
  }
}

// HTML: a first row of <th> cells only, or in <thead>, is the header; a row of <th> beside
// <td> (a row's own label) is not; a row of one cell is no table row.
TEST(TableRows, Html) {
  const TableRow H = TableRow::kHeader, B = TableRow::kBody, N = TableRow::kNone;
  const RowCase cases[] = {
      {"<th> cells",
       "<html><body><table><tr><th>Area</th><th>Level</th></tr><tr><td>Cloud</td><td>Advanced</td></tr>"
       "</table></body></html>",
       {{"Area\tLevel", H}, {"Cloud\tAdvanced", B}}},
      {"a <thead> of <td> cells",
       "<html><body><table><thead><tr><td>Area</td><td>Level</td></tr></thead><tbody><tr><td>Cloud</td>"
       "<td>Advanced</td></tr></tbody></table></body></html>",
       {{"Area\tLevel", H}, {"Cloud\tAdvanced", B}}},
      {"a label <th> beside <td>: no header",
       "<html><body><table><tr><th>Cloud</th><td>AWS, GCP</td></tr><tr><th>Data</th><td>SQL</td></tr>"
       "</table></body></html>",
       {{"Cloud\tAWS, GCP", B}, {"Data\tSQL", B}}},
      {"rows of one cell", "<html><body><table><tr><th>Skills</th></tr><tr><td>Cloud</td></tr></table></body></html>",
       {{"Skills", N}, {"Cloud", N}}},
  };
  for (const RowCase& c : cases) {
    SCOPED_TRACE(c.what);
    auto d = extract::Extract(c.text, extract::Options{});
    ASSERT_TRUE(d.ok());
    std::vector<std::pair<std::string, TableRow>> got;
    for (const extract::Line& l : d.value().lines) got.emplace_back(l.text, l.table);
    EXPECT_EQ(got, c.want);
  }
}

// DOCX: a table's first row marked to repeat as its header (w:tblHeader) is the header; a
// table without one has none (tests/fixtures/docx/table.docx, made by make_docx.py).
TEST(TableRows, Docx) {
  const TableRow H = TableRow::kHeader, B = TableRow::kBody, N = TableRow::kNone;
  extract::Document d = testing::ExtractFixture("docx/table.docx");
  std::vector<std::pair<std::string, TableRow>> got;
  for (const extract::Line& l : d.lines) got.emplace_back(l.text, l.table);
  const std::vector<std::pair<std::string, TableRow>> want = {
      {"Mira Holt", N},          {"Skills", N},
      {"Area\tLevel\tKeywords", H}, {"Programming\tAdvanced\tRust, Go", B},
      {"Platforms\tIntermediate\tDocker, Nomad", B}, {"Languages", N},
      {"Polish\tNative speaker", B}, {"English\tFluent", B}};
  EXPECT_EQ(got, want);
  schema::Resume r = testing::ParseCv(testing::ReadFile(testing::Fixture("docx/table.docx")), "table.docx");
  ASSERT_EQ(r.skills.size(), 2u);
  EXPECT_EQ(r.skills[0].name, "Programming");
  EXPECT_EQ(r.skills[0].level, "Advanced");
  EXPECT_EQ(r.skills[1].keywords, (std::vector<std::string>{"Docker", "Nomad"}));
}

struct Group {
  std::string name, level;
  std::vector<std::string> keywords;
  bool operator==(const Group& o) const { return name == o.name && level == o.level && keywords == o.keywords; }
};

std::ostream& operator<<(std::ostream& os, const Group& g) {
  os << "{" << g.name << " / " << g.level << " /";
  for (const auto& k : g.keywords) os << " " << k;
  return os << "}";
}

struct SkillCase {
  const char* what;
  std::string table;  // the lines under "## Skills"
  std::vector<Group> want;
};

TEST(SkillTables, Table) {
  const SkillCase cases[] = {
      {"area, level, keywords: the header is no group",
       "| Area | Level | Keywords |\n|:--|:--|:--|\n| Programming | Advanced | Rust, Go |\n"
       "| Platforms | Intermediate | Docker, Nomad |\n",
       {{"Programming", "Advanced", {"Rust", "Go"}}, {"Platforms", "Intermediate", {"Docker", "Nomad"}}}},
      {"header words no rule knows: the cells decide",
       "| Qux | Zorp | Blip |\n|---|---|---|\n| Programming | Advanced | Rust, Go |\n"
       "| Platforms | Intermediate | Docker, Nomad |\n",
       {{"Programming", "Advanced", {"Rust", "Go"}}, {"Platforms", "Intermediate", {"Docker", "Nomad"}}}},
      {"the columns in another order: the list first, the name last",
       "| Keywords | Level | Area |\n|---|---|---|\n| Rust, Go | Advanced | Programming |\n"
       "| Docker, Nomad | Basic | Platforms |\n",
       {{"Programming", "Advanced", {"Rust", "Go"}}, {"Platforms", "Basic", {"Docker", "Nomad"}}}},
      {"two columns, no level; a list of one keyword",
       "| Skill | Keywords |\n|---|---|\n| Reporting | Budgets, Consolidation |\n| Systems | Excel |\n",
       {{"Reporting", "", {"Budgets", "Consolidation"}}, {"Systems", "", {"Excel"}}}},
      {"an empty level cell: the row read by its cells",
       "| Area | Level | Keywords |\n|---|---|---|\n| Programming | Advanced | Rust, Go |\n"
       "| Platforms | Expert | Docker, Nomad |\n| Tools |  | Git, Make |\n",
       {{"Programming", "Advanced", {"Rust", "Go"}}, {"Platforms", "Expert", {"Docker", "Nomad"}},
        {"Tools", "", {"Git", "Make"}}}},
      {"a level column by its label: one level word of two, and an empty cell",
       "| Area | Level | Keywords |\n|---|---|---|\n| Farming | Seasoned | Milking, Calf rearing |\n"
       "| Software | Intermediate | Excel, R |\n| Licences |  | Tractor, Forklift |\n",
       {{"Farming", "Seasoned", {"Milking", "Calf rearing"}}, {"Software", "Intermediate", {"Excel", "R"}},
        {"Licences", "", {"Tractor", "Forklift"}}}},
      {"the same cells under labels no rule knows: no level column (one level word of two)",
       "| Qux | Zorp | Blip |\n|---|---|---|\n| Farming | Seasoned | Milking, Calf rearing |\n"
       "| Software | Intermediate | Excel, R |\n",
       {{"Farming", "", {"Seasoned", "Milking", "Calf rearing"}}, {"Software", "", {"Intermediate", "Excel", "R"}}}},
      {"a label alone makes no level column: no cell is a level word",
       "| Area | Level | Keywords |\n|---|---|---|\n| Farming | Seasoned | Milking, Calf rearing |\n"
       "| Software | Long-time | Excel, R |\n",
       {{"Farming", "", {"Seasoned", "Milking", "Calf rearing"}}, {"Software", "", {"Long-time", "Excel", "R"}}}},
      {"a grid table under its header row",
       "+-------------+--------------+----------------+\n| Area        | Level        | Keywords       |\n"
       "+=============+==============+================+\n| Programming | Advanced     | Rust, Go       |\n"
       "+-------------+--------------+----------------+\n| Platforms   | Intermediate | Docker, Nomad  |\n"
       "+-------------+--------------+----------------+\n",
       {{"Programming", "Advanced", {"Rust", "Go"}}, {"Platforms", "Intermediate", {"Docker", "Nomad"}}}},
      {"no header row: the rows as before (a label column)",
       "| Programming | Rust, Go |\n| Platforms | Docker, Nomad |\n",
       {{"Programming", "", {"Rust", "Go"}}, {"Platforms", "", {"Docker", "Nomad"}}}},
  };
  for (const SkillCase& c : cases) {
    SCOPED_TRACE(c.what);
    schema::Resume r = testing::ParseCv("# Ana Lind\n\n## Skills\n\n" + c.table, "cv.md");
    std::vector<Group> got;
    for (const auto& s : r.skills) got.push_back({s.name, s.level, s.keywords});
    EXPECT_EQ(got, c.want);
  }
}

// The header row is no field, and is not lost: it stays in the residue.
TEST(SkillTables, HeaderRowStaysInTheResidue) {
  schema::Resume r = testing::ParseCv(
      "# Ana Lind\n\n## Skills\n\n| Area | Level | Keywords |\n|---|---|---|\n| Programming | Advanced | Rust, Go |\n",
      "cv.md");
  bool found = false;
  for (const auto& res : r.meta.residue) found = found || res.text == "Area Level Keywords";
  EXPECT_TRUE(found);
}

TEST(ColumnLabels, Table) {
  const std::pair<const char*, const char*> cases[] = {
      {"Area", "name"},          {"Bereich", "name"},   {"Domaine", "name"},      {"Skill", "name"},
      {"Level", "level"},        {"Niveau", "level"},   {"Nível", "level"},       {"Proficiency", "level"},
      {"Keywords", "keywords"},  {"Mots-clés", "keywords"}, {"Palabras clave", "keywords"},
      {"Idioma", "language"},    {"Sprache", "language"},   {"Language:", "language"},
      {"Kotlin", ""},            {"Advanced", ""},      {"", ""}};
  for (const auto& [label, want] : cases) {
    SCOPED_TRACE(label);
    EXPECT_EQ(normalize::ColumnLabel(label, testing::BuiltinRules()).value_or(""), want);
  }
}

struct LanguageCase {
  const char* what;
  std::string table;
  std::vector<std::pair<std::string, std::string>> want;  // language, fluency
};

TEST(LanguageTables, Table) {
  const LanguageCase cases[] = {
      {"language and level: the header is no language",
       "| Language | Proficiency |\n|---|---|\n| Polish | Native speaker |\n| English | Fluent (C1) |\n",
       {{"Polish", "Native speaker"}, {"English", "Fluent (C1)"}}},
      {"the level first, then the language",
       "| Level | Language |\n|---|---|\n| Native | Polish |\n| Basic | Czech |\n",
       {{"Polish", "Native"}, {"Czech", "Basic"}}},
      {"a level no rule knows: the other column",
       "| Language | Certificate |\n|---|---|\n| German | Goethe-Zertifikat |\n| Czech | TOEFL-like exam |\n",
       {{"German", "Goethe-Zertifikat"}, {"Czech", "TOEFL-like exam"}}},
  };
  for (const LanguageCase& c : cases) {
    SCOPED_TRACE(c.what);
    schema::Resume r = testing::ParseCv("# Ana Lind\n\n## Languages\n\n" + c.table, "cv.md");
    std::vector<std::pair<std::string, std::string>> got;
    for (const auto& l : r.languages) got.emplace_back(l.language, l.fluency);
    EXPECT_EQ(got, c.want);
  }
}

// A table with a header row in a work section is read as before: the header row is marked,
// nothing else changes there (each row a line of cells; the header row no entry's, left in
// the residue).
TEST(WorkTables, HeaderRowIsNoEntry) {
  schema::Resume r = testing::ParseCv(
      "# Ana Lind\n\n## Experience\n\n| Period | Role | Employer |\n|---|---|---|\n"
      "| 2019 – 2021 | Nurse | Harbour Clinic |\n| 2021 – 2023 | Ward manager | Bayview Hospital |\n",
      "cv.md");
  ASSERT_EQ(r.work.size(), 2u);
  for (const auto& w : r.work) {
    EXPECT_NE(w.position, "Period");
    EXPECT_NE(w.name, "Employer");
  }
  bool found = false;
  for (const auto& res : r.meta.residue) found = found || res.text == "Period Role Employer";
  EXPECT_TRUE(found);
}

}  // namespace
}  // namespace cvmill
