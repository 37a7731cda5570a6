// Two columns of a `pdftotext -layout` dump whose lines stand at different heights: the dump
// gives rows of the sidebar and rows of the main column in turn, with few rows holding both
// and no block of the main column beginning beside the sidebar's. They are split at the
// gutter and read column by column. A date column set flush right on rows of its own and a
// label column of wrapped labels stay rows. Documents written here.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "extract/extract.h"
#include "tests/text_columns_util.h"

namespace cvmill::extract {
namespace {

using Lines = cvmill::testing::ColumnLines;

// A dump's rows: the left text, then the right text from position `gutter` on.
std::string Rows(int gutter, const std::vector<std::pair<std::string, std::string>>& rows) {
  std::string out;
  for (const auto& [left, right] : rows) {
    out += left;
    if (!right.empty()) out += std::string(static_cast<std::size_t>(gutter) - left.size(), ' ') + right;
    out += "\n";
  }
  return out;
}

using cvmill::testing::Columns;

struct Case {
  const char* what;
  std::string text;
  Lines want;  // empty: every line in column 0, in the dump's order
};

TEST(TextColumnsInTurn, SidebarRowsBetweenMainRows) {
  const std::vector<std::pair<std::string, std::string>> in_turn = {
      {"Orla Fenwick", ""},
      {"Civil Engineer", ""},
      {"", ""},
      {"ABOUT", "SUMMARY"},
      {"", ""},
      {"  12 Harbour Lane", ""},
      {"", "Structural engineer with ten years on"},
      {"  Galway H91 X2", ""},
      {"", "bridges and quay walls, from survey to"},
      {"", "handover and the snag list."},
      {"ORLA@EXAMPLE.IE", ""},
      {"+353 87 000 1111", ""},
      {"", ""},
      {"SKILLS", "EXPERIENCE"},
      {"", "                   2019 - PRESENT"},
      {"SURVEYING", "SITE ENGINEER"},
      {"CONCRETE", "Ran the pour schedule for a frame"},
      {"", "and its two basements."},
      {"PROGRAMMING", ""},
      {"", "     Trained two apprentices"},
      {"REVIT", "     Wrote the method statements"},
      {"AUTOCAD", ""},
      {"CIVIL 3D", ""},
      {"", "                   2017 - 2019"},
      {"LANGUAGES", "GRADUATE ENGINEER"},
      {"ENGLISH", ""},
      {"", "Surveys for the quay wall"},
      {"", "and its flood gates."},
      {"IRISH", ""},
  };
  const Lines in_turn_want = {
      {0, "Orla Fenwick"}, {0, "Civil Engineer"}, {0, "ABOUT"}, {0, "12 Harbour Lane"}, {0, "Galway H91 X2"},
      {0, "ORLA@EXAMPLE.IE"}, {0, "+353 87 000 1111"}, {0, "SKILLS"}, {0, "SURVEYING"}, {0, "CONCRETE"},
      {0, "PROGRAMMING"}, {0, "REVIT"}, {0, "AUTOCAD"}, {0, "CIVIL 3D"}, {0, "LANGUAGES"}, {0, "ENGLISH"}, {0, "IRISH"},
      {1, "SUMMARY"}, {1, "Structural engineer with ten years on"}, {1, "bridges and quay walls, from survey to"},
      {1, "handover and the snag list."}, {1, "EXPERIENCE"}, {1, "2019 - PRESENT"}, {1, "SITE ENGINEER"},
      {1, "Ran the pour schedule for a frame"}, {1, "and its two basements."}, {1, "Trained two apprentices"},
      {1, "Wrote the method statements"}, {1, "2017 - 2019"}, {1, "GRADUATE ENGINEER"},
      {1, "Surveys for the quay wall"}, {1, "and its flood gates."}};

  // Each sidebar row under a main column's row or beside one, never under a row of its own
  // alone: a band two columns both ways (beside and in turn) needs no run of sidebar rows alone.
  const std::vector<std::pair<std::string, std::string>> under = {
      {"ABOUT", ""},
      {"", "SUMMARY"},
      {"12 HARBOUR LANE", ""},
      {"GALWAY H91 X2", "Harbour engineer with ten years on quay"},
      {"ORLA@EXAMPLE.IE", ""},
      {"", "walls and flood gates."},
      {"SKILLS", "EXPERIENCE"},
      {"SURVEYING", ""},
      {"", "                     2019 - PRESENT"},
      {"CONCRETE", ""},
      {"", "SITE ENGINEER"},
      {"REVIT", "Ran the pour schedule for a frame"},
      {"", "and its two basements."},
      {"LANGUAGES", ""},
      {"", "Trained two apprentices."},
      {"ENGLISH", "Wrote the method statements."},
      {"", "                     2017 - 2019"},
      {"IRISH", ""},
      {"", "GRADUATE ENGINEER"},
      {"FRENCH", "Surveys for the quay wall."},
      {"POLISH", ""},
      {"", "Inspections of the gates."},
      {"DUTCH", "Tide tables for the pilots."},
  };
  const Lines under_want = {
      {0, "ABOUT"}, {0, "12 HARBOUR LANE"}, {0, "GALWAY H91 X2"}, {0, "ORLA@EXAMPLE.IE"}, {0, "SKILLS"},
      {0, "SURVEYING"}, {0, "CONCRETE"}, {0, "REVIT"}, {0, "LANGUAGES"}, {0, "ENGLISH"}, {0, "IRISH"},
      {0, "FRENCH"}, {0, "POLISH"}, {0, "DUTCH"}, {1, "SUMMARY"}, {1, "Harbour engineer with ten years on quay"}, {1, "walls and flood gates."},
      {1, "EXPERIENCE"}, {1, "2019 - PRESENT"}, {1, "SITE ENGINEER"}, {1, "Ran the pour schedule for a frame"},
      {1, "and its two basements."}, {1, "Trained two apprentices."}, {1, "Wrote the method statements."},
      {1, "2017 - 2019"}, {1, "GRADUATE ENGINEER"}, {1, "Surveys for the quay wall."},
      {1, "Inspections of the gates."}, {1, "Tide tables for the pilots."}};

  // A sidebar that shares most of its rows with the main column, its rows alone less than
  // three tenths of its rows, and the two columns' rows in turn above and below: two tenths
  // are enough where the rows come in turn.
  const std::vector<std::pair<std::string, std::string>> shared = {
      {"ABOUT", ""},
      {"", "SUMMARY"},
      {"12 HARBOUR LANE", ""},
      {"", "Harbour engineer with ten years on quay"},
      {"GALWAY H91 X2", ""},
      {"", "walls and flood gates."},
      {"", "Chartered since 2015."},
      {"", ""},
      {"SKILLS", "EXPERIENCE"},
      {"SURVEYING", "SITE ENGINEER, HARBOUR WORKS"},
      {"CONCRETE", "Ran the pour schedule for a frame"},
      {"REVIT", "and its two basements, with a crew"},
      {"AUTOCAD", "of forty on two shifts."},
      {"CIVIL 3D", "Trained two apprentices."},
      {"PYTHON", "Wrote the method statements."},
      {"EXCEL", "Kept the site diary."},
      {"DRONES", "Checked the rebar before pours."},
      {"LIDAR", "GRADUATE ENGINEER, ESTUARY CIVIL"},
      {"GIS", "Surveys for the quay wall."},
      {"HEC-RAS", "Inspections of the gates."},
      {"PRIMAVERA", "Tide tables for the pilots."},
      {"NEC4", "Models of the scour holes."},
      {"SAFE PASS", "Reports for the harbour board."},
      {"FIRST AID", "Audits of the cranes."},
      {"RIGGING", "Drafts of the tenders."},
      {"", "Minutes of the site meetings."},
      {"", "Snag lists at handover."},
      {"LANGUAGES", ""},
      {"ENGLISH", ""},
      {"IRISH", ""},
      {"", "EDUCATION"},
      {"FRENCH", ""},
      {"", "BEng Civil Engineering"},
  };
  const Lines shared_want = {
      {0, "ABOUT"}, {0, "12 HARBOUR LANE"}, {0, "GALWAY H91 X2"}, {0, "SKILLS"}, {0, "SURVEYING"},
      {0, "CONCRETE"}, {0, "REVIT"}, {0, "AUTOCAD"}, {0, "CIVIL 3D"}, {0, "PYTHON"}, {0, "EXCEL"},
      {0, "DRONES"}, {0, "LIDAR"}, {0, "GIS"}, {0, "HEC-RAS"}, {0, "PRIMAVERA"}, {0, "NEC4"}, {0, "SAFE PASS"},
      {0, "FIRST AID"}, {0, "RIGGING"}, {0, "LANGUAGES"}, {0, "ENGLISH"}, {0, "IRISH"}, {0, "FRENCH"},
      {1, "SUMMARY"}, {1, "Harbour engineer with ten years on quay"}, {1, "walls and flood gates."},
      {1, "Chartered since 2015."}, {1, "EXPERIENCE"}, {1, "SITE ENGINEER, HARBOUR WORKS"},
      {1, "Ran the pour schedule for a frame"}, {1, "and its two basements, with a crew"},
      {1, "of forty on two shifts."}, {1, "Trained two apprentices."}, {1, "Wrote the method statements."},
      {1, "Kept the site diary."}, {1, "Checked the rebar before pours."},
      {1, "GRADUATE ENGINEER, ESTUARY CIVIL"}, {1, "Surveys for the quay wall."},
      {1, "Inspections of the gates."}, {1, "Tide tables for the pilots."}, {1, "Models of the scour holes."},
      {1, "Reports for the harbour board."}, {1, "Audits of the cranes."}, {1, "Drafts of the tenders."},
      {1, "Minutes of the site meetings."}, {1, "Snag lists at handover."}, {1, "EDUCATION"},
      {1, "BEng Civil Engineering"}};

  // Negative: dates and places set flush right on rows of their own, between the entries'
  // lines (one column, read as it is).
  const std::string flush_right =
      "Experience\n"
      "                                                          2019 - present\n"
      "Site Engineer\n"
      "Harbour Works Ltd                                          Cork, Ireland\n"
      "Ran the pour schedule for a twelve-storey frame.\n"
      "Trained two apprentices.\n"
      "                                                             2017 - 2019\n"
      "Graduate Engineer                                               Limerick\n"
      "                                                                 Ireland\n"
      "Surveys for the quay wall.\n"
      "                                                             2015 - 2017\n"
      "Intern\n"
      "Estuary Civil                                                     Galway\n"
      "                                                                 Ireland\n"
      "Education\n"
      "                                                             2011 - 2019\n"
      "BEng Civil Engineering\n"
      "University College Cork\n";
  // Negative: a label column whose labels wrap, beside entries whose lines wrap.
  const std::string labels =
      "Experience             Site Engineer, Harbour Works\n"
      "2019 to 2023           Ran the pour schedule for a frame.\n"
      "                       Trained two apprentices.\n"
      "\n"
      "2017 to 2019           Graduate Engineer, Estuary Civil\n"
      "\n"
      "Awards                 Engineers Ireland\n"
      "Young Engineer\n"
      "of the Year\n"
      "                       Shortlisted for the quay wall.\n"
      "2021\n"
      "\n"
      "Medal of the\n"
      "Harbour Board\n"
      "                       Harbour Board\n"
      "2019\n"
      "                       For the flood gates.\n";

  const Case cases[] = {
      {"sidebar and main column in turn", Rows(38, in_turn), in_turn_want},
      {"sidebar rows only under the main column's", Rows(30, under), under_want},
      {"a sidebar that shares most of its rows", Rows(30, shared), shared_want},
      {"dates flush right on rows of their own", flush_right, {}},
      {"a label column of wrapped labels", labels, {}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    const Lines got = Columns(c.text);
    if (!c.want.empty()) {
      EXPECT_EQ(got, c.want);
    } else {
      for (const auto& [column, text] : got) EXPECT_EQ(column, 0) << text;
    }
  }
}

}  // namespace
}  // namespace cvmill::extract
