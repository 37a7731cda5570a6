// Education scores as written (normalize/rules/scores.tsv, structure/education.cc): a mark out
// of its scale ("104/110 e lode"), a named average before its number ("Promedio 8,4",
// "Notendurchschnitt 1,8"), grades in words ("Grande distinction", "Mit gutem Erfolg"); a
// label with a colon before the mark ("Voto:") is no part of it. A line that states the grade
// after the school's name still names the school. A fraction of one digit (a page's "1/2")
// and a month with its year are no score.
#include <gtest/gtest.h>

#include <string>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

const char kHead[] = "Jane Roe\njane@example.org\n\nEducation\n\n";

struct Case {
  const char* what;
  std::string entry;
  std::string score, institution;
};

TEST(EducationScore, AsWritten) {
  const Case cases[] = {
      {"a mark out of its scale, with its honours",
       "Laurea magistrale in Fisica, Universita di Trevallo\n2015 - 2017\n104/110 e lode\n", "104/110 e lode",
       "Universita di Trevallo"},
      {"a label with a colon, then a named average: the average as written",
       "Licenciatura en Historia, Universidad de Ourel\n2010 - 2014\nNota media: Promedio 8,4\n", "Promedio 8,4",
       "Universidad de Ourel"},
      {"a label with a colon before the mark: the mark",
       "Laurea triennale in Chimica, Universita di Trevallo\n2012 - 2015\nVoto: 98/110\n", "98/110",
       "Universita di Trevallo"},
      {"a grade in words",
       "Master en droit, Universite de Kerbrat\n2008 - 2010\nGrande distinction\n", "Grande distinction",
       "Universite de Kerbrat"},
      {"a grade in words with its verb",
       "Lehrabschlussprüfung Tischler, Technische Schule Ennsbach\n2004 - 2007\nMit gutem Erfolg\n",
       "Mit gutem Erfolg", "Technische Schule Ennsbach"},
      {"the school and the grade on one line after the degree's",
       "Master of Science in Physik\nUniversität Ostrau, Aktueller Notendurchschnitt 1,8\n2020 - 2022\n",
       "Aktueller Notendurchschnitt 1,8", "Universität Ostrau"},
      {"negative: a fraction of one digit is no score",
       "Bachelor of Arts in History, Northfield University\n2010 - 2014\n1/2\n", "", "Northfield University"},
      {"negative: a month and its year are no score",
       "Bachelor of Arts in History, Northfield University\n2010 - 2014\n- Thesis handed in 06/2014\n", "",
       "Northfield University"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(kHead + c.entry, "cv.txt");
    ASSERT_EQ(r.education.size(), 1u);
    EXPECT_EQ(r.education[0].score, c.score);
    EXPECT_EQ(r.education[0].institution, c.institution);
  }
}

}  // namespace
}  // namespace cvmill::schema
