// Education header slots voted across a section's entries (structure/edu_slots.cc): where the
// entries set the field of study in a piece of its own beside the degree's, the degree's piece
// is the degree as written, whole ("Máster Propio", not "Máster" with a field "Propio"), and an
// entry with no such piece has no field; where the field is inside the degree's piece ("MSc in
// Zoology"), or a plain line of its own is the only name of the school, the reading stays.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

const char kHead[] = "Jane Roe\njane@example.org\n\nEDUCATION\n\n";

struct Case {
  const char* what;
  std::string section;
  std::vector<std::string> study_types, areas, institutions;
};

TEST(EducationSlots, FieldApart) {
  const Case cases[] = {
      {"degree - field over the school: the degree's piece is whole",
       "Máster Propio - Gestión Cultural\nUniversidad de Valdemar\n2016 - 2018\n\n"
       "Grado - Historia del Arte\nUniversidad de Ourel\n2012 - 2016\n",
       {"Máster Propio", "Grado"}, {"Gestión Cultural", "Historia del Arte"},
       {"Universidad de Valdemar", "Universidad de Ourel"}},
      {"an entry with no field piece, where the others have one: no field",
       "Licence professionnelle, Hôtellerie\nUniversité de Kerbrat\n2014 - 2017\n\n"
       "Baccalauréat technologique\nLycée Marcel Dorval\n2011 - 2014\n",
       {"Licence professionnelle", "Baccalauréat technologique"}, {"Hôtellerie", ""},
       {"Université de Kerbrat", "Lycée Marcel Dorval"}},
      {"the field inside the degree's piece: read as before",
       "MSc in Marine Biology, Karlsberg University\n2016 - 2018\n\n"
       "BSc in Zoology, Northfield University\n2012 - 2016\n",
       {"MSc", "BSc"}, {"Marine Biology", "Zoology"}, {"Karlsberg University", "Northfield University"}},
      {"a plain line of its own with no organisation piece is the school, not the field",
       "Meisterprüfung Konditor (Konditormeister)\nKursfabrik Ennsbach\n2016 - 2017\n\n"
       "Konditor, Lehrabschlussprüfung\nBackstube Perlhuber\n2009 - 2012\n",
       {"Meisterprüfung Konditor (Konditormeister)", "Lehrabschlussprüfung"}, {"", "Konditor"},
       {"Kursfabrik Ennsbach", "Backstube Perlhuber"}},
      {"degree, field - school, no organisation words anywhere: the farthest plain piece is the school",
       "Postgraduaat, Verkeerskunde - Zeeveld Kempen\n2012 - 2013\n\n"
       "Master, Geografie - Ostend Vanhees\n2008 - 2012\n",
       {"Postgraduaat", "Master"}, {"Verkeerskunde", "Geografie"}, {"Zeeveld Kempen", "Ostend Vanhees"}},
      {"a field wrapped onto the next line after a joining word goes on with a space",
       "Diploma, Coastal Planning and\nHarbour Management\nUniversity of Brennmoor\n2016 - 2018\n\n"
       "Bachelor of Arts, Geography\nUniversity of Brennmoor\n2012 - 2016\n",
       {"Diploma", "Bachelor of Arts"}, {"Coastal Planning and Harbour Management", "Geography"},
       {"University of Brennmoor", "University of Brennmoor"}},
      {"degree over field over school, three alike, one school with organisation words: that slot is the "
       "school's in every entry",
       "Diploma\nCoastal Planning\nKestrel Hall\n2016 - 2018\n\nBachelor of Arts\nGeography\nUniversity of "
       "Brennmoor\n2012 - 2016\n\nAbitur\nLatin and Greek\nHaus Lindenau\n2003 - 2012\n",
       {"Diploma", "Bachelor of Arts", "Abitur"}, {"Coastal Planning", "Geography", "Latin and Greek"},
       {"Kestrel Hall", "University of Brennmoor", "Haus Lindenau"}},
      {"negative: the entries' header rows differ in number, so one school's words decide nothing for the "
       "other",
       "Diploma\nCoastal Planning\nKestrel Hall\n2016 - 2018\n\nBachelor of Arts\nGeography\nUniversity of "
       "Brennmoor\nThesis on tidal mills\n2012 - 2016\n",
       {"Diploma", "Bachelor of Arts"}, {"Kestrel Hall", "Geography"},
       {"Coastal Planning", "University of Brennmoor"}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(kHead + c.section, "cv.txt");
    std::vector<std::string> st, ar, in;
    for (const Education& e : r.education) {
      st.push_back(e.studyType);
      ar.push_back(e.area);
      in.push_back(e.institution);
    }
    EXPECT_EQ(st, c.study_types);
    EXPECT_EQ(ar, c.areas);
    EXPECT_EQ(in, c.institutions);
  }
}

// "Degree, Field, School (AB). Grade.": the school's part closes a sentence and the grade follows
// it; the two are read apart. An abbreviation's stop ("Mt. Kerrow") is no sentence's end.
TEST(EducationSlots, GradeAfterTheSchoolsSentence) {
  struct GradeCase {
    const char* what;
    std::string line;
    std::string institution, score;
  };
  const GradeCase cases[] = {
      {"a grade after the school's full stop",
       "2003 - 2005\tMaster of Science in Geology, Geology, Ostend University (OU). With distinction.\n",
       "Ostend University (OU)", "With distinction"},
      {"a grade after a school without brackets",
       "2000 - 2003\tBachelor of Science in Geology, Kerrow University. First Class Honours\n",
       "Kerrow University", "First Class Honours"},
      {"a stop after an abbreviation splits nothing",
       "2000 - 2003\tBachelor of Arts in History, St. Anselm College\n", "St. Anselm College", ""},
  };
  for (const GradeCase& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(kHead + c.line, "cv.txt");
    ASSERT_EQ(r.education.size(), 1u);
    EXPECT_EQ(r.education[0].institution, c.institution);
    EXPECT_EQ(r.education[0].score, c.score);
  }
}

}  // namespace
}  // namespace cvmill::schema
