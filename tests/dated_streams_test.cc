// Text dumps of two columns read in turn (interleaved.cc): an education section that holds the
// main column's jobs between its degrees, told apart by how each column writes its dates
// (SplitDatedStreams); a job's title read as a bare heading right before the other column's
// heading, the title of the entry whose date ends the work (FoldBareTitles); entries moved back
// to the work from two places keep the document's order; a job's paragraph read under a
// sidebar's certificates goes back to the work; a job's header read right under a sidebar's
// languages heading stacked under "Experience" is the work's (stacked.cc). The names, employers and schools
// are invented.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

std::vector<std::string> Positions(const Resume& r) {
  std::vector<std::string> got;
  for (const Work& w : r.work) got.push_back(w.position + "/" + w.startDate);
  return got;
}

TEST(DatedStreams, JobsAndDegreesUnderStackedHeadings) {
  struct Case {
    const char* what;
    std::string cv;
    std::vector<std::string> work;  // position/startDate
    std::vector<std::string> institutions;
  };
  const std::string head = "Jane Roe\njane@example.org\n\n";
  const Case cases[] = {
      {"the headings stacked, then a job's and a degree's paragraphs in turn: each to its own",
       head +
           "EXPERIENCE\n\nEDUCATION\n\nGARDEN MANAGER\n\nBSC HORTICULTURE AND\n\n| Mar 2019 - Present\n\n"
           "LANDSCAPE DESIGN\n\nRan the glasshouses of the trust and trained four apprentices in propagation.\n\n"
           "Plant Science\nSoil Management\nUniversity of Reading\n2011 - 2014\n\n"
           "NURSERY SUPERVISOR\n| Jan 2017 - Feb 2019 (2 years 1 month)\n"
           "Laid out the new kitchen garden and its irrigation over two seasons.\n",
       {"GARDEN MANAGER/2019-03", "NURSERY SUPERVISOR/2017-01"},
       {"University of Reading"}},
      {"one column, jobs by the month and degrees by the year: the education keeps its course row",
       head +
           "EXPERIENCE\nGARDEN MANAGER\n| Mar 2019 - Present\n"
           "Ran the glasshouses of the trust and trained four apprentices in propagation.\n\n"
           "EDUCATION\nUniversity of Reading\n2011 - 2014\nBSc Horticulture\n\n"
           "Plant Science    Soil Management    Garden History and Design of Estates\n",
       {"GARDEN MANAGER/2019-03"},
       {"University of Reading"}},
      {"an education dated as the work is: nothing moves",
       head +
           "EXPERIENCE\n\nEDUCATION\n\nGARDEN MANAGER\n\n| Mar 2019 - Present\n\n"
           "Ran the glasshouses of the trust and trained four apprentices in propagation.\n\n"
           "BSc Horticulture\nUniversity of Reading\n| Sep 2011 - Jun 2014\n",
       {},
       {}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    const Resume r = testing::ParseCv(c.cv, "cv.txt");
    if (c.work.empty()) {
      // (Left as read: the job stays under the education heading.)
      EXPECT_TRUE(r.work.empty());
      continue;
    }
    EXPECT_EQ(Positions(r), c.work);
    std::vector<std::string> got;
    for (const Education& e : r.education) got.push_back(e.institution);
    EXPECT_EQ(got, c.institutions);
  }
}

// Entries whose date opens them ("01/2020 - PRESENT" over "GARDEN MANAGER"): the last title,
// read as a heading right before the other column's "EDUCATION", is the last entry's; a
// heading without a job's title there stays apart. Entries moved back from the languages
// read between, and a title folded back from after them, keep the document's order.
TEST(DatedStreams, TitleBeforeTheOtherColumnsHeading) {
  struct Case {
    const char* what;
    std::string last;  // the line read right before "EDUCATION"
    std::vector<std::string> work;
  };
  const Case cases[] = {
      {"a job's title: the last entry's",
       "PLANT TECHNICIAN",
       {"GARDEN MANAGER/2020-01", "NURSERY SUPERVISOR (2 SITES)/2016-03", "TRAINEE TECHNICIAN/2012-02",
        "PLANT TECHNICIAN/2010-09"}},
      {"no job's title: not a position",
       "SIDE VENTURES",
       {"GARDEN MANAGER/2020-01", "NURSERY SUPERVISOR (2 SITES)/2016-03", "TRAINEE TECHNICIAN/2012-02",
        "/2010-09"}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    const Resume r = testing::ParseCv(
        "Jane Roe\njane@example.org\n\nEXPERIENCE\n\n01/2020 - PRESENT\n\nGARDEN MANAGER\n"
        "Ran the glasshouses of the trust and trained four apprentices.\n03/2016 - 12/2019\n\n"
        "LANGUAGES\nENGLISH (NATIVE)\nFRENCH (FLUENT)\n\nNURSERY SUPERVISOR (2 SITES)\n"
        "Laid out the kitchen garden of the estate and its paths.\n02/2012 - 02/2016\n\n"
        "TRAINEE TECHNICIAN\nPotted the seedlings of the nursery every spring.\n09/2010 - 01/2012\n\n" +
            c.last + "\n\nEDUCATION\nUNIVERSITY OF READING\n09/2008 - 06/2011\nBSC HORTICULTURE\n",
        "cv.txt");
    EXPECT_EQ(Positions(r), c.work);
    EXPECT_EQ(r.education.size(), 1u);
    EXPECT_EQ(r.languages.size(), 2u);
  }
}

// A sidebar's certificates read between two jobs: a job's paragraph under their heading (its
// title, a date range, prose) goes back to the work; a date range alone stays.
TEST(DatedStreams, JobUnderTheCertificates) {
  struct Case {
    const char* what;
    std::string after;  // the paragraph read after the certificates
    std::vector<std::string> work;
    std::size_t certificates;
  };
  const Case cases[] = {
      {"a job's title, date and prose: back to the work",
       "Nursery Supervisor\n| Jan 2015 - Feb 2019\nLaid out the kitchen garden of the estate and its paths.\n",
       {"Garden Manager/2019-03", "Nursery Supervisor/2015-01"},
       2},
      {"a date range alone: stays", "| Jan 2015 - Feb 2019\n", {"Garden Manager/2019-03"}, 1},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    const Resume r = testing::ParseCv(
        "Jane Roe\njane@example.org\n\nExperience\nGarden Manager\n| Mar 2019 - Present\n"
        "Ran the glasshouses of the trust and trained four apprentices.\n\n"
        "Certificates\nPesticide Handling Licence\nChainsaw Safety Card\n\n" +
            c.after,
        "cv.txt");
    EXPECT_EQ(Positions(r), c.work);
    EXPECT_EQ(r.certificates.size(), c.certificates);
  }
}

// "Experience" read right before the sidebar's "Languages": the job's header lines that come
// before the first language are the work's (its date and prose read further on, under the
// certificates); a languages section that opens with a language gives nothing.
TEST(DatedStreams, JobHeaderBeforeTheLanguages) {
  struct Case {
    const char* what;
    std::string languages;
    bool employer_in_work;  // "Willow Court Gardens" names a work entry
    std::size_t languages_n;
  };
  const Case cases[] = {
      {"the job's employer and title first: the work's",
       "Willow Court Gardens\nGarden Manager\n\nEnglish (Native)\nFrench (Fluent)\n", true, 2},
      {"a language first: nothing moves", "English (Native)\nWillow Court Gardens\nFrench (Fluent)\n", false, 2},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    const Resume r = testing::ParseCv("Jane Roe\njane@example.org\n\nExperience\n\nLanguages\n\n" + c.languages +
                                          "\nCertificates\nPesticide Handling Licence\n\n"
                                          "March 2019 - Present (5 years)\nBath\n\n"
                                          "Ran the glasshouses of the trust and trained four apprentices.\n",
                                      "cv.txt");
    bool found = false;
    for (const Work& w : r.work) found = found || w.name == "Willow Court Gardens";
    EXPECT_EQ(found, c.employer_in_work);
    EXPECT_GE(r.languages.size(), c.languages_n);
  }
}

// "Skills" read right before "Experience", whose entries open with their date: the short lines
// before the first date are the skills'; a job's title there stays the work's.
TEST(DatedStreams, SkillsBeforeDatedEntries) {
  struct Case {
    const char* what;
    std::string first;  // the line read before the first date
    std::size_t skills;
  };
  const Case cases[] = {
      {"a skill's name: the skills'", "Glasshouse care\n", 1},
      {"a job's title: the work's", "Garden Manager\n", 0},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    const Resume r = testing::ParseCv("Jane Roe\njane@example.org\n\nSKILLS\nEXPERIENCE\n" + c.first +
                                          "\n2019 \u2014 PRESENT\n\nHead Gardener\nWillow Court Gardens\n"
                                          "Ran the glasshouses of the trust and trained four apprentices.\n",
                                      "cv.txt");
    std::size_t skills = 0;
    for (const Skill& s : r.skills) skills += s.name == "Glasshouse care" || s.keywords.size() == 1;
    EXPECT_EQ(skills, c.skills);
    ASSERT_EQ(r.work.size(), 1u);
    EXPECT_EQ(r.work[0].startDate, "2019");
  }
}

}  // namespace
}  // namespace cvmill::schema
