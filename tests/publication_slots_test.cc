// Publications written as item entries: an entry of one line ("Title, Venue | date") beside
// entries of several lines is read slot by slot like them, not kept whole as a citation; a
// citation that states its year in brackets or first is still read as a citation.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

const char kHead[] = "Jane Roe\njane@example.org\n\nPUBLICATIONS\n\n";

struct Case {
  const char* what;
  std::string section;
  std::vector<std::string> names, publishers, dates;
};

TEST(PublicationSlots, OneLineEntriesBesideLongerOnes) {
  const Case cases[] = {
      {"a one-line entry among entries with a summary: its venue and date are split off",
       "Tidal sediment transport in shallow estuaries, Coastal Science Letters, 2023\n"
       "Lead author. A survey of six field campaigns.\n\n"
       "Grain sorting under oscillating flow, Journal of Marine Physics, 2021\n\n"
       "Wave damping over salt marsh canopies, Estuarine Review, 2019\n"
       "Second author. Flume experiments over two seasons.\n",
       {"Tidal sediment transport in shallow estuaries", "Grain sorting under oscillating flow",
        "Wave damping over salt marsh canopies"},
       {"Coastal Science Letters", "Journal of Marine Physics", "Estuarine Review"},
       {"2023", "2021", "2019"}},
      {"a web address's digits do not date the entry",
       "Tidal sediment transport in shallow estuaries, Coastal Science Letters, 2023\n"
       "Lead author, six field campaigns. https://doi.org/10.5555/csl.2019.0931\n\n"
       "Wave damping over salt marsh canopies, Estuarine Review, 2017\n"
       "Second author. Flume experiments over two seasons.\n",
       {"Tidal sediment transport in shallow estuaries", "Wave damping over salt marsh canopies"},
       {"Coastal Science Letters", "Estuarine Review"},
       {"2023", "2017"}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(kHead + c.section, "cv.txt");
    std::vector<std::string> names, publishers, dates;
    for (const Publication& p : r.publications) {
      names.push_back(p.name);
      publishers.push_back(p.publisher);
      dates.push_back(p.releaseDate);
    }
    EXPECT_EQ(names, c.names);
    EXPECT_EQ(publishers, c.publishers);
    EXPECT_EQ(dates, c.dates);
  }
}

TEST(PublicationSlots, YearCitedLineStaysACitation) {
  Resume r = testing::ParseCv(std::string(kHead) +
                                  "Tidal sediment transport in shallow estuaries, Coastal Science Letters, 2023\n"
                                  "Lead author. A survey of six field campaigns.\n\n"
                                  "Grain sorting under oscillating flow, Journal of Marine Physics, 2021\n\n"
                                  "(2019). Wave damping over salt marsh canopies. In Estuarine Review\n",
                              "cv.txt");
  ASSERT_EQ(r.publications.size(), 3u);
  EXPECT_EQ(r.publications[2].name, "Wave damping over salt marsh canopies");
  EXPECT_EQ(r.publications[2].publisher, "Estuarine Review");
  EXPECT_EQ(r.publications[2].releaseDate, "2019");
}

}  // namespace
}  // namespace cvmill::schema
