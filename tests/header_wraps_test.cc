// An entry's header as CVs write it long: a degree whose name says "in" a subject before the
// connector to its field ("Associate Degree in Forestry in Forestry"), a grade before its
// label, a plain-text header wrapped with its rest set in by a few columns, and a header of
// fourteen words or more right over its date line (a header, not prose); and an education
// list set inline, its items in cells.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

std::string Cv(const std::string& sections) { return "Jane Roe\njane@example.org\n\n" + sections; }

TEST(DegreeConnector, LastConnectorOpensTheField) {
  struct Case {
    const char* line;
    const char* study_type;
    const char* area;
  };
  const Case cases[] = {
      {"Associate Degree in Forestry in Forestry, Lakeside College", "Associate Degree in Forestry", "Forestry"},
      {"Bachelor of Science in Midwifery (Fast Track) in Midwifery, Lakeside College",
       "Bachelor of Science in Midwifery (Fast Track)", "Midwifery"},
      {"Master en sciences de la mer en Sciences de la mer, Lakeside College", "Master en sciences de la mer",
       "Sciences de la mer"},
      // One connector: the degree and its field as before.
      {"Master of Science in Geology, Lakeside College", "Master of Science", "Geology"},
      // A place after the second "in" is no field.
      {"Master of Science in Geology in Leeds, Lakeside College", "Master of Science", "Geology in Leeds"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.line);
    Resume r = testing::ParseCv(Cv(std::string("EDUCATION\n\n") + c.line + "\n2011 - 2013\n"), "cv.txt");
    ASSERT_EQ(r.education.size(), 1u);
    EXPECT_EQ(r.education[0].studyType, c.study_type);
    EXPECT_EQ(r.education[0].area, c.area);
    EXPECT_EQ(r.education[0].institution, "Lakeside College");
  }
}

// A grade written before its label ("3.7 GPA") is found, the label kept as written; a grade
// in words right after it belongs to it.
TEST(DegreeScore, GradeBeforeItsLabel) {
  struct Case {
    const char* lines;
    const char* score;
  };
  const Case cases[] = {
      {"Bachelor of Arts in History, Lakeside College, 3.7 GPA\n2011 - 2013\n", "3.7 GPA"},
      {"Bachelor of Arts in History, Lakeside College\n2011 - 2013\n3.72/4.0 GPA, cum laude\n",
       "3.72/4.0 GPA, cum laude"},
      // (The label first: the part as written, as before.)
      {"Bachelor of Arts in History, Lakeside College, GPA 3.7\n2011 - 2013\n", "GPA 3.7"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.lines);
    Resume r = testing::ParseCv(Cv(std::string("EDUCATION\n\n") + c.lines), "cv.txt");
    ASSERT_EQ(r.education.size(), 1u);
    EXPECT_EQ(r.education[0].score, c.score);
    EXPECT_EQ(r.education[0].institution, "Lakeside College");
  }
}

// An education list set inline with its marks dropped: a line of short cells after the
// degree's lines is a list of courses, a cell an item; cells broken off at a hyphen (chips
// wrapped in a grid) are no items.
TEST(ChipRow, CoursesInCells) {
  Resume r = testing::ParseCv(Cv("EDUCATION\n\n"
                                 "Lakeside College\n2011 - 2013\nBachelor of Science\nMarine Biology\n"
                                 "Coastal Ecology    Plankton Studies    Field Methods\n\n"
                                 "Northfield University\n2013 - 2015\nMaster of Science\nOceanography\n"
                                 "Tidal Mechan-    Deep Sea Bio-\n"),
                              "cv.txt");
  ASSERT_EQ(r.education.size(), 2u);
  EXPECT_EQ(r.education[0].area, "Marine Biology");
  EXPECT_EQ(r.education[0].courses, (std::vector<std::string>{"Coastal Ecology", "Plankton Studies", "Field Methods"}));
  EXPECT_EQ(r.education[1].studyType, "Master of Science");
  EXPECT_EQ(r.education[1].area, "Oceanography");
  EXPECT_TRUE(r.education[1].courses.empty());
}

TEST(IndentedWrap, PlainTextHeaderJoined) {
  Resume r = testing::ParseCv(
      Cv("EDUCATION\n\n"
         "Master of Arts, Modern History and Social History of the Baltic Region - Northfield\n"
         "  University\n"
         "2019 - 2021\n\n"
         "EXPERIENCE\n\n"
         "Senior Research Officer for Coastal Archives and Regional Heritage at the Northfield\n"
         "  Maritime Museum Trust\n"
         "2021 - 2023\n"
         "  * Catalogued the harbour collection of over four thousand letters and ledgers, a\n"
         "    task the trust had put off for a decade.\n"
         "  * Ran the reading room\n"),
      "cv.txt");
  ASSERT_EQ(r.education.size(), 1u);
  EXPECT_EQ(r.education[0].institution, "Northfield University");
  EXPECT_EQ(r.education[0].area, "Modern History and Social History of the Baltic Region");
  ASSERT_EQ(r.work.size(), 1u);
  EXPECT_EQ(r.work[0].name, "Northfield Maritime Museum Trust");
  EXPECT_EQ(r.work[0].position, "Senior Research Officer for Coastal Archives and Regional Heritage");
  ASSERT_EQ(r.work[0].highlights.size(), 2u);
  EXPECT_EQ(r.work[0].highlights[0],
            "Catalogued the harbour collection of over four thousand letters and ledgers, a task the trust had put "
            "off for a decade.");
}

// Rows set in by four over two rows or more are a block of their own (a quotation under a
// referee's name), not the rest of the line above.
TEST(IndentedWrap, QuotationStaysApart) {
  Resume r = testing::ParseCv(
      Cv("REFERENCES\n\n"
         "Tom Hill, Head of Collections, Northfield Maritime Museum Trust, Northfield Harbour\n"
         "    \"Jane knows the harbour collection better than anyone, and she never lets a\n"
         "    question go unanswered for long; we were lucky to have her.\"\n"),
      "cv.txt");
  ASSERT_EQ(r.references.size(), 1u);
  EXPECT_EQ(r.references[0].name, "Tom Hill, Head of Collections, Northfield Maritime Museum Trust, Northfield Harbour");
  EXPECT_EQ(r.references[0].reference,
            "Jane knows the harbour collection better than anyone, and she never lets a question go unanswered for "
            "long; we were lucky to have her.");
}

TEST(LongHeader, OverItsDateLine) {
  Resume r = testing::ParseCv(
      Cv("EXPERIENCE\n\n"
         "Teacher of Mathematics and Physics at the Northfield Consolidated Grammar and Technical School for Girls\n"
         "2018 - 2020\n"
         "Taught four classes a year.\n"),
      "cv.txt");
  ASSERT_EQ(r.work.size(), 1u);
  EXPECT_EQ(r.work[0].position, "Teacher of Mathematics and Physics");
  EXPECT_EQ(r.work[0].name, "Northfield Consolidated Grammar and Technical School for Girls");
  EXPECT_EQ(r.work[0].startDate, "2018");
}

// A header line that leaves a bracket open goes on in the next line: the position keeps its
// bracket whole and the organisation after it is the organisation; a header whose bracket
// closes on its own line stays as it was.
TEST(OpenBracket, HeaderWrappedInsideABracket) {
  Resume r = testing::ParseCv(Cv("EXPERIENCE\n\n"
                                 "Research Assistant (final-year\n"
                                 "placement), Harbour Marine Institute, Leeds\n"
                                 "2019 - 2020\n"
                                 "Surveyed seagrass beds along the coast.\n\n"
                                 "Field Technician (seasonal), Lakeside Water Trust, York\n"
                                 "2016 - 2019\n"
                                 "Sampled rivers every month.\n"),
                              "cv.txt");
  ASSERT_EQ(r.work.size(), 2u);
  EXPECT_EQ(r.work[0].position, "Research Assistant (final-year placement)");
  EXPECT_EQ(r.work[0].name, "Harbour Marine Institute");
  EXPECT_EQ(r.work[1].position, "Field Technician (seasonal)");
  EXPECT_EQ(r.work[1].name, "Lakeside Water Trust");
}

}  // namespace
}  // namespace cvmill::schema
