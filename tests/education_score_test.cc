// Education scores as written (normalize/rules/scores.tsv, structure/education.cc): a mark out
// of its scale ("104/110 e lode"), a named average before its number ("Promedio 8,4",
// "Notendurchschnitt 1,8"), grades in words ("Grande distinction", "Mit gutem Erfolg"); a
// label with a colon before the mark ("Voto:") is no part of it. A line that states the grade
// after the school's name still names the school. A fraction of one digit (a page's "1/2")
// and a month with its year are no score.
#include <gtest/gtest.h>

#include <string>
#include <vector>

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

// A line that is only a grade, after an entry's date, link or items, is the entry's: it opens
// no entry of its own, and the label after it still names the entry's courses. (Negative: a
// header's last part that ends with a grade, "Rome, Grade: 104/110", is no such line.)
TEST(EducationScore, GradeLinesOpenNoEntry) {
  Resume r = testing::ParseCv(std::string(kHead) +
                                  "Master en droit public - Universite de Kerbrat\nFaculte de droit\n2008 - 2010\n"
                                  "https://kerbrat.example.org\nGrande distinction\nCours: Droit public, Droit fiscal\n\n"
                                  "Bachelier en droit - Universite de Kerbrat\n2005 - 2008\nMention: Distinction\n",
                              "cv.txt");
  std::vector<std::string> in, sc;
  for (const Education& e : r.education) {
    in.push_back(e.institution);
    sc.push_back(e.score);
  }
  EXPECT_EQ(in, (std::vector<std::string>{"Universite de Kerbrat", "Universite de Kerbrat"}));
  EXPECT_EQ(sc, (std::vector<std::string>{"Grande distinction", "Distinction"}));
  ASSERT_FALSE(r.education.empty());
  EXPECT_EQ(r.education[0].courses, (std::vector<std::string>{"Droit public", "Droit fiscal"}));

  Resume h = testing::ParseCv(std::string(kHead) +
                                  "Laurea magistrale, Architettura, Universita di\nTrevallo, Voto: 104/110.\n2009 - 2011\n",
                              "cv.txt");
  ASSERT_EQ(h.education.size(), 1u);
  EXPECT_EQ(h.education[0].studyType, "Laurea magistrale");
}

}  // namespace
}  // namespace cvmill::schema
