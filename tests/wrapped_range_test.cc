// A date column wrapped in plain text (pdftotext of a CV whose dates stand in a narrow left
// column): a line opens with a range whose end is missing ("Apr. 2019 – Head of Testing, ...")
// and the next line opens with that end, a date or an ongoing word in any language the rules
// know. The end closes the range; the rest of the next line continues the first line's text
// or stays a line of its own. A next line that opens an entry of its own keeps its date.
// Small CVs written here.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

struct Dates {
  std::string start, end;  // end "?": not asserted (a start left open, read as today)
};

struct Case {
  const char* what;
  const char* lines;                  // the lines under the work heading
  std::vector<Dates> work;            // each entry's dates, in order
  std::vector<std::string> unheard;   // words the first entry's name, position or location lacks
  std::vector<std::string> heard;     // words it holds
};

std::string Header(const Work& w) { return w.name + " | " + w.position + " | " + w.location; }

TEST(WrappedRange, EndOnTheNextLine) {
  const Case cases[] = {
      {"an ongoing word, the rest continuing the text in lower case",
       "Apr. 2019 \u2013 Head of Testing, Nordwind Freight GmbH, Bremen\nheute an der Weser\n"
       "Freight forwarder for the North Sea ports\n",
       {{"2019-04", ""}}, {"heute"}, {"an der Weser"}},
      {"an ongoing word of two words", "Mar 2020 \u2013 Analyst, Brightwater Ltd, Leeds\nto date\n", {{"2020-03", ""}},
       {"date"}, {}},
      {"a date, the first line ending on a comma",
       "Juli 2014 \u2013 Teamleiter Simulation, Nordwind Freight GmbH,\nM\u00e4rz 2019 Bremen\n",
       {{"2014-07", "2019-03"}}, {"M\u00e4rz", "2019"}, {"Bremen"}},
      {"a date alone", "Okt. 2005 \u2013 Ingenieur, Beispiel AG, Ulm\nDez. 2008\n", {{"2005-10", "2008-12"}}, {"2008"}, {}},
      {"a numeric date, then the entry's own next line",
       "09/2017 \u2013 Engineer, Brightwater Ltd, Leeds\n06/2021 Maker of garden tools\n", {{"2017-09", "2021-06"}},
       {"06/2021"}, {}},
      {"the end begun on the first line", "15 May 2012 \u2013 31 December\n2018 Treasurer, Cycling Club, Leeds\n",
       {{"2012-05-15", "2018-12-31"}}, {"December"}, {}},
      // Not an end: the next line opens a range of its own, open or closed, or its date lies
      // before the start (the next entry of a list newest first).
      {"the next line's own range", "2014 \u2013 Team Lead, Acme Ltd, Leeds\n2019 \u2013 2021 Head of Unit, Acme Ltd, York\n",
       {{"2014", "?"}, {"2019", "2021"}}, {}, {}},
      {"the next line's own open range",
       "Mar 2019 \u2013 Lead, Acme Ltd, Leeds\nJul 2021 \u2013 Analyst, Beta Ltd, York\n",
       {{"2019-03", "?"}, {"2021-07", "?"}}, {}, {"Leeds"}},
      {"a date before the start", "2019 \u2013 Head of Testing, Acme Ltd, Leeds\n2014 Engineer, Acme Ltd, York\n",
       {{"2019", "?"}, {"2014", "?"}}, {"Engineer"}, {}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(std::string("Jane Roe\njane@example.org\n\nWork Experience\n") + c.lines);
    ASSERT_EQ(r.work.size(), c.work.size());
    for (std::size_t k = 0; k < c.work.size(); ++k) {
      EXPECT_EQ(r.work[k].startDate, c.work[k].start) << k;
      if (c.work[k].end != "?") {
        EXPECT_EQ(r.work[k].endDate, c.work[k].end) << k;
      }
    }
    for (const std::string& w : c.unheard) EXPECT_EQ(Header(r.work[0]).find(w), std::string::npos) << Header(r.work[0]);
    for (const std::string& w : c.heard) EXPECT_NE(Header(r.work[0]).find(w), std::string::npos) << Header(r.work[0]);
  }
}

}  // namespace
}  // namespace cvmill::schema
