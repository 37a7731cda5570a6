// An item section with one date, a line of its own under the header it dates ("Title" /
// "2022-11" / "Awarder" / summary): the header unit right under the date goes on in the
// date's entry, as it does in a section of two dates or more, not open an entry of its own;
// and what stands before the date from the section's start (three header units at most) is
// that entry's lead.
// Not where the header breaks off over the date (at a comma, or inside the date: "..., May" /
// "2019"), nor where the date leads the section.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

const char kHead[] = "Jane Roe\njane@example.org\n\nAWARDS\n\n";

struct Case {
  const char* what;
  std::string section;  // the lines under the heading
  std::vector<std::string> titles;
  const char* awarder;  // the first entry's (nullptr: not checked)
  const char* date;     // the first entry's (nullptr: not checked)
};

TEST(OneDateItem, PlainText) {
  const Case cases[] = {
      {"title, date, awarder, summary: one entry, the line under the date its awarder",
       "Harbour Prize\n2022-11\nGuild of Coastal Bakers\nFor a rye loaf that won over the jury of the county fair.\n",
       {"Harbour Prize"}, "Guild of Coastal Bakers", "2022-11"},
      {"title, date, awarder, then another section's lines after the summary: a new entry after the prose",
       "Harbour Prize\n2022-11\nGuild of Coastal Bakers\nFor a rye loaf that won over the jury of the county fair.\n"
       "Lantern Medal\n",
       {"Harbour Prize", "Lantern Medal"}, "Guild of Coastal Bakers", "2022-11"},
      {"a header broken off inside its date (a month over the year): the next line another entry",
       "Harbour Prize, Guild of Coastal Bakers, November\n2022\nLantern Medal\nRiver Scholarship\n",
       {"Harbour Prize, Guild of Coastal Bakers", "Lantern Medal", "River Scholarship"}, "November", "2022"},
      {"the date leads the section: every header its own entry",
       "2022-11\nHarbour Prize\nLantern Medal\n",
       {"Harbour Prize", "Lantern Medal"}, "", nullptr},
      {"the date closes its entry: what stands before it from the section's start is its lead",
       "Harbour Prize\nCoastal Division\n\nGuild of Coastal Bakers\n"
       "For a rye loaf that won over the jury of the county fair.\n\n2022-11\n\nLantern Medal\n\nRiver Scholarship\n",
       {"Harbour Prize", "Lantern Medal", "River Scholarship"}, nullptr, "2022-11"},
      {"four header lines before the date: a list whose last item the date dates",
       "Harbour Prize\nLantern Medal\nRiver Scholarship\nDean Award\n2019\n",
       {"Harbour Prize", "Lantern Medal", "River Scholarship", "Dean Award"}, "", nullptr},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(kHead + c.section, "cv.txt");
    std::vector<std::string> titles;
    for (const Award& a : r.awards) titles.push_back(a.title);
    EXPECT_EQ(titles, c.titles);
    ASSERT_FALSE(r.awards.empty());
    if (c.awarder) {
      EXPECT_EQ(r.awards[0].awarder, c.awarder);
    }
    if (c.date) {
      EXPECT_EQ(r.awards[0].date, c.date);
    }
  }
}

}  // namespace
}  // namespace cvmill::schema
