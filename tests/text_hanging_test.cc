// Plain text: a cell wrapped under itself with a hanging indent joins its row; a block set in
// at the same column (a description, a list of labelled lines, a third cell) does not.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "extract/extract.h"

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

// A prose row 78 columns wide sets the document's right margin.
const std::string kProse =
    "Charge nurse on a ward of thirty beds, then a preceptor for new graduates there\n\n";

struct Case {
  const char* name;
  std::string text;
  std::vector<std::string> want;  // the lines after the prose row
};

TEST(TextHanging, Table) {
  const Case cases[] = {
      {"one wrapped row, then a row set in less",
       "2021   Lecturer of the Year, shortlisted, Faculty of Arts Teaching and Learning\n"
       "       Awards\n"
       "Nominated by the second-year students.\n",
       {"2021\tLecturer of the Year, shortlisted, Faculty of Arts Teaching and Learning Awards",
        "Nominated by the second-year students."}},
      {"two wrapped rows, then a blank row; a word broken at its hyphen joins whole",
       "2019   Associate Lecturer, School of Nursing and Midwifery, Northfield Univer-\n"
       "       sity, Department of Adult Nursing, Harbour Campus, with teaching on the\n"
       "       wards\n\n",
       {"2019\tAssociate Lecturer, School of Nursing and Midwifery, Northfield University, Department of "
        "Adult Nursing, Harbour Campus, with teaching on the wards"}},
      {"a short row: its description under it is no wrap",
       "2019   Staff Nurse, Harbour Clinic\n"
       "       Ran the night shift.\n\n",
       {"2019\tStaff Nurse, Harbour Clinic", "Ran the night shift."}},
      {"a full row whose next row's first word would have fit: no wrap",
       "2019   Staff Nurse, Harbour Clinic, Leeds, on a surgical ward\n"
       "       Ran the night shift.\n\n",
       {"2019\tStaff Nurse, Harbour Clinic, Leeds, on a surgical ward", "Ran the night shift."}},
      {"a block at the text's column that goes on: no wrap",
       "2021   Lecturer of the Year, shortlisted, Faculty of Arts Teaching and Learning\n"
       "       Awards given each spring by the faculty's students' union\n"
       "       to one lecturer of each school.\n",
       {"2021\tLecturer of the Year, shortlisted, Faculty of Arts Teaching and Learning",
        "Awards given each spring by the faculty's students' union", "to one lecturer of each school."}},
      {"labelled lines under a label: a list, no wrap",
       "Skills   Clinical: Wound care, Triage, Medication rounds, Infection control, IV\n"
       "         Software: EPIC, Rota planner\n\n",
       {"Skills\tClinical: Wound care, Triage, Medication rounds, Infection control, IV",
        "Software: EPIC, Rota planner"}},
      {"a third cell (a date set flush right): the row is no wrapped cell",
       "Harbour Clinic   Staff Nurse on the surgical ward               2019 - 2021\n"
       "                 Leeds\n\n",
       {"Harbour Clinic\tStaff Nurse on the surgical ward\t2019 - 2021", "Leeds"}},
      {"a date cell wider than two fifths of the margin (long month names) still wraps",
       "September 2018 – Oktober 2022   Bachelor of Science in Physics, Northfield\n"
       "                                University\n"
       "Grade: 1.9\n",
       {"September 2018 – Oktober 2022\tBachelor of Science in Physics, Northfield University", "Grade: 1.9"}},
      {"so wide a first cell without a year: no cell, no wrap",
       "Clinical Nursing and Ward Management   Wound care, Triage, Medication rounds\n"
       "                                       Infection\n\n",
       {"Clinical Nursing and Ward Management\tWound care, Triage, Medication rounds", "Infection"}},
      {"a list item under the row: no wrap",
       "2021   Lecturer of the Year, shortlisted, Faculty of Arts Teaching and Learning\n"
       "       - Awards night\n\n",
       {"2021\tLecturer of the Year, shortlisted, Faculty of Arts Teaching and Learning", "Awards night"}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name);
    std::vector<std::string> got = Lines(kProse + c.text);
    ASSERT_FALSE(got.empty());
    got.erase(got.begin());
    EXPECT_EQ(got, c.want);
  }
}

}  // namespace
