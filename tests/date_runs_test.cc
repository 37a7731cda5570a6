// Entries whose dates stand in a column of their own, read by a plain-text dump as one block:
// a run of date lines, then the entries' header lines (or the headers, then the run). Each
// date goes back to its entry by order, where the count fits; a long header line right under
// an entry's own date line is its header. Where the count does not fit, nothing moves.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

const char kHead[] = "Jane Roe\njane@example.org\n\nExperience\n\n";

struct Case {
  const char* what;
  std::string section;  // the lines under the heading
  std::vector<std::string> positions, names, starts;
};

TEST(DateRuns, PlainText) {
  const Case cases[] = {
      {"a run of dates, then one header line each",
       "2018–2021\n2015–2018\n\nHead Baker, Crumb and Crust, Leeds.\nPastry Cook, Old Mill Bakery, York.\n"
       "Ran the early shift of the bakery.\n",
       {"Head Baker", "Pastry Cook"}, {"Crumb and Crust", "Old Mill Bakery"}, {"2018", "2015"}},
      {"the headers wrapped over lines, then the run",
       "Head Baker, Crumb and Crust,\nLeeds.\nPastry Cook, Old Mill Bakery,\nYork.\n\n2018–2021\n2015–2018\n\n"
       "Ran the early shift of the bakery.\n",
       {"Head Baker", "Pastry Cook"}, {"Crumb and Crust", "Old Mill Bakery"}, {"2018", "2015"}},
      {"one title line each, then the run",
       "Head Baker\nPastry Cook\n\nJan 2018 - Jan 2021\n\nJan 2015 - Jan 2018\n\nRan the early shift of the bakery.\n",
       {"Head Baker", "Pastry Cook"}, {"", ""}, {"2018-01", "2015-01"}},
      {"one date over a long header: the header still",
       "since 2021\n\nHead Baker, Crumb and Crust, Leeds. A bakery of twelve staff with two shops in town.\n"
       "Ran the early shift.\n\n2015–2018\n\nPastry Cook, Old Mill Bakery, York.\n",
       {"Head Baker", "Pastry Cook"}, {"Crumb and Crust", "Old Mill Bakery"}, {"2021", "2015"}},
      {"three dates, two header lines: nothing moves",
       "2018–2021\n2015–2018\n2012–2015\n\nHead Baker, Crumb and Crust, Leeds.\nPastry Cook, Old Mill Bakery, York.\n",
       {"", "", "Head Baker"}, {"", "", "Crumb and Crust"}, {"2018", "2015", "2012"}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(kHead + c.section, "cv.txt");
    std::vector<std::string> positions, names, starts;
    for (const Work& w : r.work) {
      positions.push_back(w.position);
      names.push_back(w.name);
      starts.push_back(w.startDate);
    }
    EXPECT_EQ(positions, c.positions);
    EXPECT_EQ(names, c.names);
    EXPECT_EQ(starts, c.starts);
  }
}

// Education in a date column: the run may end on a single year (a course of one year), a
// degree's name may be long and its line broken after a comma, and the headers may carry a
// labelled list of courses before the run. Each entry read as "institution|start|end".
struct EduCase {
  const char* what;
  std::string section;
  std::vector<std::string> entries;
  bool exact;  // false: none of `entries` may be read (nothing re-paired)
};

TEST(DateRuns, Education) {
  const char head[] = "Jane Roe\njane@example.org\n\nEducation\n";
  const EduCase cases[] = {
      {"ranges then a single year; a long middle part; a line broken after a comma",
       "2015–2018\n2012–2015\n2011\n\nBachelor of Arts, Baking Science, Northgate University. With honours.\n"
       "Diploma, Bread and pastry making for small village bakeries, Eastfield College, Hull.\n"
       "Diploma in Food Hygiene, Westbrook Institute,\nYork.\n",
       {"Northgate University|2015|2018", "Eastfield College|2012|2015", "Westbrook Institute||2011"}, true},
      {"a degree's long name opens its line",
       "2015–2018\n2012–2015\n\nMaster of Science in Applied Fermentation and Food Chemistry, Food Science, "
       "Northgate University.\nBachelor of Arts, Baking Science, Eastfield College.\n",
       {"Northgate University|2015|2018", "Eastfield College|2012|2015"}, true},
      {"headers with a labelled list of courses, then the run",
       "Bachelor of Arts, Baking Science, Northgate University. With honours.\nCourses: Doughs, Ovens,\n"
       "Yeasts and Starters.\nDiploma, Pastry, Eastfield College.\n\n2015–2018\n\n2012–2015\n",
       {"Northgate University|2015|2018", "Eastfield College|2012|2015"}, true},
      {"a single year set apart by a blank line is no part of the run: nothing re-paired",
       "2015–2018\n2012–2015\n\n2011\n\nBachelor of Arts, Baking Science, Northgate University.\n"
       "Diploma, Pastry, Eastfield College.\nDiploma in Hygiene, Westbrook Institute.\n",
       {"Northgate University|2015|2018", "Eastfield College|2012|2015"}, false},
  };
  for (const EduCase& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(head + c.section, "cv.txt");
    std::vector<std::string> got;
    for (const Education& e : r.education) got.push_back(e.institution + "|" + e.startDate + "|" + e.endDate);
    if (c.exact) {
      EXPECT_EQ(got, c.entries);
    } else {
      for (const std::string& e : c.entries) EXPECT_EQ(std::count(got.begin(), got.end(), e), 0) << e;
    }
  }
}

}  // namespace
}  // namespace cvmill::schema
