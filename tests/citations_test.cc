// Publications written as one citation sentence each, wrapped over lines: a line that goes on
// with the citation before it (the line broke on a joining word, inside a date, inside a run
// of sentences) is part of it, and the citation is read whole: its title, its venue, the date
// written, the sentences after the date and its link. Publications written as separate lines
// (title, venue, date) are read as before.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

const char kHead[] = "Maren Oakley\nmaren@example.org\n\nPUBLICATIONS\n\n";

struct Case {
  const char* what;
  std::string section;
  std::vector<std::string> names, publishers, dates, urls, summaries;
};

TEST(Citations, ReadWhole) {
  const Case cases[] = {
      {"a citation wrapped after a joining word, then one whose date runs over the break",
       "- Tidal mixing in shallow estuaries, Journal of\n"
       "Coastal Dynamics, 12 March 2021. First author. Field study of two estuaries.\n"
       "- Sand ripples under breaking waves, Revue de Physique Littorale, 30\n"
       "juin 2019. Second author.\n",
       {"Tidal mixing in shallow estuaries", "Sand ripples under breaking waves"},
       {"Journal of Coastal Dynamics", "Revue de Physique Littorale"},
       {"2021-03-12", "2019-06-30"},
       {"", ""},
       {"First author. Field study of two estuaries.", "Second author."}},
      {"a link at the end is the citation's link, not its summary",
       "- Low-cost buoy telemetry, Harbour Engineering Review, 4 May 2018. https://harbour-review.example.org/2018/buoys\n"
       "- Tidal mixing in shallow estuaries, Journal of\n"
       "Coastal Dynamics, 12 March 2021. https://coastal-dynamics.example.org/2021/mixing\n",
       {"Low-cost buoy telemetry", "Tidal mixing in shallow estuaries"},
       {"Harbour Engineering Review", "Journal of Coastal Dynamics"},
       {"2018-05-04", "2021-03-12"},
       {"https://harbour-review.example.org/2018/buoys", "https://coastal-dynamics.example.org/2021/mixing"},
       {"", ""}},
      {"authors first: read as before",
       "K. Moreau, L. Anand (2019). Sediment transport under storm surge. Marine Geology Letters, 41(3).\n",
       {"Sediment transport under storm surge"},
       {"Marine Geology Letters"},
       {"2019"},
       {""},
       {""}},
      {"separate lines (title, venue, date) stay apart",
       "Tidal mixing in shallow estuaries\n"
       "Journal of Coastal Dynamics\n"
       "March 2021\n\n"
       "Sand ripples under breaking waves\n"
       "Revue de Physique Littorale\n"
       "June 2019\n",
       {"Tidal mixing in shallow estuaries", "Sand ripples under breaking waves"},
       {"Journal of Coastal Dynamics", "Revue de Physique Littorale"},
       {"2021-03", "2019-06"},
       {"", ""},
       {"", ""}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(kHead + c.section, "cv.txt");
    std::vector<std::string> names, publishers, dates, urls, summaries;
    for (const Publication& p : r.publications) {
      names.push_back(p.name);
      publishers.push_back(p.publisher);
      dates.push_back(p.releaseDate);
      urls.push_back(p.url);
      summaries.push_back(p.summary);
    }
    EXPECT_EQ(names, c.names);
    EXPECT_EQ(publishers, c.publishers);
    EXPECT_EQ(dates, c.dates);
    EXPECT_EQ(urls, c.urls);
    EXPECT_EQ(summaries, c.summaries);
  }
}

}  // namespace
}  // namespace cvmill::schema
