// Award and certificate entries where a plain-text dump moved or broke their dates: a column
// of single dates read apart from the items it dates ("2019" / "2016" over the items); a date
// cell that closes a header's first line while the header wraps under it ("... Engin- <date>"
// / "eering Practice."); an item written as prose alone, "Title, Giver. What it was for.";
// a giver's name closed by a full stop under the title. Small CVs written for each rule, with
// cases where nothing may move.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

struct Item {
  std::string title, giver, date, summary;
};

struct Case {
  const char* what;
  const char* cv;
  std::vector<Item> items;
};

const char* const kHead = "Jane Roe\njane@example.org\n\n";

TEST(ItemsDated, Awards) {
  const Case cases[] = {
      {"a run of single dates, then one prose item each: each date goes back to its item",
       "AWARDS\n"
       "2019\n"
       "2016\n\n"
       "Rye Bread Prize, Guild of Bakers. For a sourdough judged best in the trials.\n"
       "Pastry Medal, Harbour Trust. For the pastry course taught to the apprentices\n"
       "of the harbour school.\n",
       {{"Rye Bread Prize", "Guild of Bakers", "2019", "For a sourdough judged best in the trials."},
        {"Pastry Medal", "Harbour Trust", "2016", "For the pastry course taught to the apprentices of the harbour school."}}},
      {"a date closing a header's first line, the header wrapped at a hyphen under it",
       "AWARDS\n"
       "Harbour Safety Award, November 2018\n"
       "Harbour Logistics Board.\n"
       "For the dock scheduling programme.\n\n"
       "Best Poster Award, Symposium on Coastal Engin- June 2017\n"
       "eering Practice.\n"
       "For the poster on tidal sensor networks.\n",
       {{"Harbour Safety Award", "Harbour Logistics Board", "2018-11", "For the dock scheduling programme."},
        {"Best Poster Award", "Symposium on Coastal Engineering Practice", "2017-06", "For the poster on tidal sensor networks."}}},
      {"a prose paragraph whose first line ends with a year is no header (one line, a sentence)",
       "AWARDS\n"
       "Rye Bread Prize, Guild of Bakers\n"
       "2019\n"
       "Judged the best sourdough among the entries of the regional trials in 2019.\n",
       {{"Rye Bread Prize", "Guild of Bakers", "2019", "Judged the best sourdough among the entries of the regional trials in 2019."}}},
      {"a summary broken after a joining word goes on in the next line; a name closed by a full stop is the giver",
       "AWARDS\n"
       "Harbour Safety Award, Harbour Trust, 2014\n"
       "Placed first among the forty crews of the Coastal Rowing and\n"
       "Sailing League.\n\n"
       "Gold Medal, 2016\n"
       "Harbour Trust.\n",
       {{"Harbour Safety Award", "Harbour Trust", "2014", "Placed first among the forty crews of the Coastal Rowing and Sailing League."},
        {"Gold Medal", "Harbour Trust", "2016", ""}}},
      {"a giver closed by a full stop, the summary after it on the same line",
       "AWARDS\n"
       "2019\tRye Bread Prize, Guild of Bakers. For a sourdough judged best in the trials.\n"
       "2016\tPastry Medal, J. R. Baker Trust. Awarded to the best apprentice of the year.\n",
       {{"Rye Bread Prize", "Guild of Bakers", "2019", "For a sourdough judged best in the trials."},
        {"Pastry Medal", "J. R. Baker Trust", "2016", "Awarded to the best apprentice of the year."}}},
      {"a run of dates whose count does not fit the items: nothing moves",
       "AWARDS\n"
       "2019\n"
       "2016\n"
       "2014\n\n"
       "Rye Bread Prize, Guild of Bakers. For a sourdough judged best in the trials.\n"
       "Pastry Medal, Harbour Trust. For the pastry course taught to the apprentices.\n",
       {}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(std::string(kHead) + c.cv, "test.txt");
    if (c.items.empty()) {
      // (Where the dates cannot be paired, no item takes a date from the run.)
      for (const Award& a : r.awards) EXPECT_TRUE(a.date.empty() || a.title.empty()) << a.title << " " << a.date;
      continue;
    }
    ASSERT_EQ(r.awards.size(), c.items.size());
    for (std::size_t k = 0; k < c.items.size(); ++k) {
      EXPECT_EQ(r.awards[k].title, c.items[k].title) << "item " << k;
      EXPECT_EQ(r.awards[k].awarder, c.items[k].giver) << "item " << k;
      EXPECT_EQ(r.awards[k].date, c.items[k].date) << "item " << k;
      EXPECT_EQ(r.awards[k].summary, c.items[k].summary) << "item " << k;
    }
  }
}

// A line "Title, Giver." under a certificate is another item, never the first one's issuer.
TEST(ItemsDated, AnItemLineIsNoGiver) {
  Resume r = testing::ParseCv(std::string(kHead) +
                                  "CERTIFICATES\n"
                                  "First Aid at Work, 2019\n"
                                  "Red Cross Training.\n"
                                  "Food Hygiene Level 2, Harbour Council.\n",
                              "test.txt");
  ASSERT_FALSE(r.certificates.empty());
  EXPECT_EQ(r.certificates[0].name, "First Aid at Work");
  EXPECT_EQ(r.certificates[0].issuer, "Red Cross Training");
  EXPECT_EQ(r.certificates[0].date, "2019");
}

}  // namespace
}  // namespace cvmill::schema
