// Education entries cut by the header lines before each date (structure/template.cc, the date
// template's lead): where every entry opens with the same number of header lines before its
// date, the first shaped alike (an organisation's words, or a degree), but the lines after the
// date vary in number (a field on a line of its own or not, courses without their list
// marks), each entry opens that many header lines before its date. Where the openers differ
// in shape, the section is cut as before.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

const char kHead[] = "Jane Roe\njane@example.org\n\nEducation\n";

struct Case {
  const char* what;
  std::string section;
  std::vector<std::string> institutions, study_types, starts;
};

TEST(EducationLead, CutByTheLinesBeforeEachDate) {
  const Case cases[] = {
      {"school / dates / degree / field / courses, then an entry with no courses: cut at each school",
       "Northfield University\n2010 - 2012\nMaster of Science\nMarine Ecology\nCoastal Survey Methods\n\n"
       "Ocean Chemistry\n\nPlankton Biology\n\n"
       "Karlsberg University\n2006 - 2010\nBachelor of Science\nBiology\n\n"
       "Ostend College of Music\n2004 - 2005\nCertificate in Music Theory\n",
       {"Northfield University", "Karlsberg University", "Ostend College of Music"},
       {"Master of Science", "Bachelor of Science", "Certificate in Music Theory"},
       {"2010", "2006", "2004"}},
      {"degree / school / dates / courses: cut at each degree",
       "Master of Arts in History\nBrindle University\n2015 - 2017\nMedieval Trade\n\nArchive Studies\n\n"
       "Bachelor of Arts in History\nBrindle University\n2012 - 2015\n\n"
       "Diploma in Archive Management\nHarbour Institute\n2011 - 2012\nRecords Law\n",
       {"Brindle University", "Brindle University", "Harbour Institute"},
       {"Master of Arts", "Bachelor of Arts", "Diploma"},
       {"2015", "2012", "2011"}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(kHead + c.section, "cv.txt");
    std::vector<std::string> in, st, sd;
    for (const Education& e : r.education) {
      in.push_back(e.institution);
      st.push_back(e.studyType);
      sd.push_back(e.startDate);
    }
    EXPECT_EQ(in, c.institutions);
    EXPECT_EQ(st, c.study_types);
    EXPECT_EQ(sd, c.starts);
  }
}

// The courses left after the slots are the entry's own, not the next entry's lines.
TEST(EducationLead, CoursesStayWithTheirEntry) {
  Resume r = testing::ParseCv(std::string(kHead) +
                                  "Northfield University\n2010 - 2012\nMaster of Science\nMarine Ecology\n"
                                  "Coastal Survey Methods\n\nOcean Chemistry\n\nPlankton Biology\n\n"
                                  "Karlsberg University\n2006 - 2010\nBachelor of Science\nBiology\n\n"
                                  "Ostend College of Music\n2004 - 2005\nCertificate in Music Theory\n",
                              "cv.txt");
  ASSERT_EQ(r.education.size(), 3u);
  EXPECT_EQ(r.education[0].courses,
            (std::vector<std::string>{"Coastal Survey Methods", "Ocean Chemistry", "Plankton Biology"}));
  EXPECT_TRUE(r.education[1].courses.empty());
  EXPECT_TRUE(r.education[2].courses.empty());
}

// Negative: where the line counted back from an entry's date is shaped unlike the first
// entry's opener (a thesis title, not a school: the entry names none), the lead cuts nothing
// and the header rules cut the section as before: two entries, each degree with its dates.
TEST(EducationLead, OpenersOfAnotherShapeLeaveTheCut) {
  Resume r = testing::ParseCv(std::string(kHead) +
                                  "Master of Science\nNorthfield University\n2010 - 2012\nMarine Ecology Thesis\n\n"
                                  "Bachelor of Science\n2006 - 2010\n",
                              "cv.txt");
  std::vector<std::string> st, sd;
  for (const Education& e : r.education) {
    st.push_back(e.studyType);
    sd.push_back(e.startDate);
  }
  EXPECT_EQ(st, (std::vector<std::string>{"Master of Science", "Bachelor of Science"}));
  EXPECT_EQ(sd, (std::vector<std::string>{"2010", "2006"}));
  EXPECT_EQ(r.education.at(0).institution, "Northfield University");
}

}  // namespace
}  // namespace cvmill::schema
