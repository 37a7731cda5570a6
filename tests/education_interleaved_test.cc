// A text dump of two columns reads the sidebar's "Education" heading between a job's title and
// its date: the section opens with a date range written as the work's dates are, then the job's
// employer and prose; those paragraphs (and the next job's, title, date, employer) go back to
// the work, the degrees stay. An education whose own entries are dated as the work's, or open
// with a title-like line and a date over a degree, or show no prose, stays as it is.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

struct Case {
  const char* what;
  std::string education;  // the lines under "Education"
  std::size_t work, education_entries;
  bool dated_degree;       // the first education entry keeps a start date
};

TEST(EducationInterleaved, JobsReadUnderTheEducationHeading) {
  const std::string head =
      "Jane Roe\njane@example.org\n\nExperience\nHead Gardener\n\nMar 2019 - Present\n\n"
      "Botanic Trust · Bristol\nRan the glasshouses and trained the apprentices of the trust.\n\n"
      "Garden Manager\n\nJan 2017 - Feb 2019\n\nWillow Court · Bath\nLaid out the new kitchen garden.\n\n";
  const Case cases[] = {
      {"two jobs under the heading, a degree between them: the jobs go back",
       "Jan 2015 - Jan 2017\n\nRose House · Bath\nPruned the roses of the estate and kept its records.\n\n"
       "BSc Horticulture\nUniversity of Reading\n\nTrainee Gardener\n\nJan 2012 - Jan 2015\n\nRose House · Bath\n",
       4, 1, false},
      {"the education's own date written as the work's: stays",
       "Sep 2011 - Jun 2014\n\nBSc Horticulture\nUniversity of Reading\n", 2, 1, true},
      {"a title-like line and a date over a degree: the education's own entry",
       "University of Reading\n\nSep 2011 - Jun 2014\n\nBSc Horticulture\n", 2, 1, true},
      {"a date and an employer-like line with no prose: stays",
       "Jan 2015 - Jan 2017\n\nRose House · Bath\n\nBSc Horticulture\nUniversity of Reading\n", 2, 1, true},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(head + "Education\n" + c.education, "cv.txt");
    EXPECT_EQ(r.work.size(), c.work);
    ASSERT_EQ(r.education.size(), c.education_entries);
    EXPECT_EQ(!r.education[0].startDate.empty(), c.dated_degree);
  }
}

// A degree's paragraph read among the jobs, its date written otherwise than the jobs' dates
// (voted over the document's dates outside the education): to the education section.
TEST(EducationInterleaved, DegreeAmongTheJobs) {
  struct DegreeCase {
    const char* what;
    std::string between;  // the paragraph read between the two jobs
    std::size_t work, education_entries;
  };
  const std::string job1 = "HEAD GARDENER\n| Mar 2019 - Present\nRan the glasshouses of the trust.\n\n";
  const std::string job2 = "GARDEN MANAGER\n| Jan 2017 - Feb 2019 (2 years)\nLaid out the new kitchen garden.\n\n"
                           "TRAINEE GARDENER\n| Jan 2015 - Jan 2017 (2 years)\n";
  const DegreeCase cases[] = {
      {"a degree dated otherwise: to the education", "BSc Horticulture\nUniversity of Reading\n2011 - 2014\n\n", 3, 2},
      {"a degree dated as the jobs are: stays", "BSc Horticulture\nUniversity of Reading\n| Jan 2011 - Jan 2014\n\n", 4, 1},
      {"no degree, a date otherwise: stays", "Rose House\nBath\n2011 - 2014\n\n", 4, 1},
  };
  for (const DegreeCase& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv("Jane Roe\njane@example.org\n\nEDUCATION\nMSc Garden Design\nUniversity of Bath\n2014 - 2015\n\n"
                                "EXPERIENCE\n" + job1 + c.between + job2,
                                "cv.txt");
    EXPECT_EQ(r.work.size(), c.work);
    EXPECT_EQ(r.education.size(), c.education_entries);
  }
}

// A job's title in capitals read as a heading after the sidebar's sections (its degrees, its
// skills): back to the work before them, where it is a job's title; a heading no rule knows
// without one stays a section of its own.
TEST(EducationInterleaved, JobTitlePastTheSidebar) {
  struct TitleCase {
    const char* what;
    std::string title;
    std::size_t work;
  };
  const TitleCase cases[] = {
      {"a job's title: back to the work", "GARDEN MANAGER", 2},
      {"no job title: stays apart", "SIDE VENTURES", 1},
  };
  for (const TitleCase& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(
        "Jane Roe\njane@example.org\n\nEXPERIENCE\nHEAD GARDENER\n| Mar 2019 - Present\nRan the glasshouses.\n\n"
        "EDUCATION\nBSc Horticulture\nUniversity of Reading\n2011 - 2014\n\nSKILLS\nPruning\nGrafting\n\n" +
            std::string(c.title) + "\n| Jan 2017 - Feb 2019\nLaid out the new kitchen garden of the house.\n",
        "cv.txt");
    EXPECT_EQ(r.work.size(), c.work);
    EXPECT_EQ(r.education.size(), 1u);
  }
}

// An education read as two columns one after the other: the institutions, then each entry's
// date over its degree; as many of each, they pair in order.
TEST(EducationInterleaved, InstitutionColumnReadFirst) {
  struct ColumnCase {
    const char* what;
    std::string education;
    std::vector<std::string> entries;  // institution/studyType
  };
  const ColumnCase cases[] = {
      {"two institutions over two dated degrees: paired in order",
       "University of Reading\n\nRoyal College of Art\n\nSep 2011 - Jun 2014\nBSc Horticulture\n\n"
       "Sep 2009 - Jun 2011\nMA Garden Design\n",
       {"University of Reading/BSc", "Royal College of Art/MA"}},
      {"an institution wrapped over two lines: not two institutions",
       "University of Science and\nTechnology\n\nSep 2011 - Jun 2014\nBSc Horticulture\n\n"
       "Sep 2009 - Jun 2011\nMA Garden Design\n",
       {}},
  };
  for (const ColumnCase& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv("Jane Roe\njane@example.org\n\nEducation\n" + c.education, "cv.txt");
    std::vector<std::string> got;
    for (const Education& e : r.education) got.push_back(e.institution + "/" + e.studyType);
    if (c.entries.empty()) {
      for (const Education& e : r.education) EXPECT_NE(e.institution, "Technology");
    } else {
      EXPECT_EQ(got, c.entries);
    }
  }
}

// An education set as two cards side by side, read row by row: both dates, both degrees, then
// the institutions (a note under one); each card's paragraphs are read together. A row of
// dates over fewer degrees than dates, or another layout, stays as read.
TEST(EducationInterleaved, CardsReadRowByRow) {
  struct CardCase {
    const char* what;
    std::string education;
    std::vector<std::string> entries;  // institution/studyType/startDate
  };
  const CardCase cases[] = {
      {"two cards: dates, degrees, institutions, a note",
       "SEP 2012 \u2014 JUN 2014\n\nSEP 2009 \u2014 JUN 2012\n\nMSc Garden Design\n\nBSc Horticulture\n\n"
       "University of Bath\n\nWith distinction\n\nUniversity of Reading\n",
       {"University of Bath/MSc/2012-09", "University of Reading/BSc/2009-09"}},
      {"one degree for two dates: stays",
       "SEP 2012 \u2014 JUN 2014\n\nSEP 2009 \u2014 JUN 2012\n\nMSc Garden Design\n\nUniversity of Bath\n\n"
       "University of Reading\n",
       {}},
  };
  for (const CardCase& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv("Jane Roe\njane@example.org\n\nEDUCATION\n" + c.education, "cv.txt");
    std::vector<std::string> got;
    for (const Education& e : r.education) got.push_back(e.institution + "/" + e.studyType + "/" + e.startDate);
    if (c.entries.empty()) {
      EXPECT_NE(got, std::vector<std::string>({"University of Bath/MSc/2012-09", "University of Reading/BSc/2009-09"}));
    } else {
      EXPECT_EQ(got, c.entries);
    }
  }
}

}  // namespace
}  // namespace cvmill::schema
