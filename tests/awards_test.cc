// Awards and certificates: where a title line's title ends and who gave it begins (a comma or
// a dash inside the title; the section's joiner voted across its entries; a lower-case part,
// a rank, a place), a giver on its own line, a date line and a summary, a list of one-line
// awards. Small CVs written for each rule.
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
  const char* name = "test.txt";
};

const char* const kHead = "Jane Roe\njane@example.org\n\n";

void Check(const Case& c, bool certificates) {
  SCOPED_TRACE(c.what);
  Resume r = testing::ParseCv(std::string(kHead) + c.cv, c.name);
  std::vector<Item> got;
  if (certificates) {
    for (const Certificate& x : r.certificates) got.push_back({x.name, x.issuer, x.date, ""});
  } else {
    for (const Award& x : r.awards) got.push_back({x.title, x.awarder, x.date, x.summary});
  }
  ASSERT_EQ(got.size(), c.items.size());
  for (std::size_t k = 0; k < got.size(); ++k) {
    EXPECT_EQ(got[k].title, c.items[k].title) << "item " << k;
    EXPECT_EQ(got[k].giver, c.items[k].giver) << "item " << k;
    EXPECT_EQ(got[k].date, c.items[k].date) << "item " << k;
    if (!certificates) {
      EXPECT_EQ(got[k].summary, c.items[k].summary) << "item " << k;
    }
  }
}

TEST(Awards, TitleAndAwarder) {
  const Case cases[] = {
      {"a title wrapped inside an open bracket goes on in the next line; the awarder below it",
       "AWARDS\n"
       "Baker of the Year (North\n"
       "East), shortlisted\n"
       "Northern Baking Awards\n"
       "2019\n\n"
       "Rye Bread Prize\n"
       "Guild of Bakers\n"
       "2015\n",
       {{"Baker of the Year (North East), shortlisted", "Northern Baking Awards", "2019", ""},
        {"Rye Bread Prize", "Guild of Bakers", "2015", ""}}},
      {"an award with its date line and summary",
       "AWARDS\n"
       "Rye Bread Prize, Guild of Bakers\n"
       "2019\n"
       "For a rye sourdough judged best in the national trials.\n",
       {{"Rye Bread Prize", "Guild of Bakers", "2019", "For a rye sourdough judged best in the national trials."}}},
      {"a title with a comma: the last comma sets off the awarder",
       "AWARDS\n"
       "Order of Distinction, Final Level, Guild of Bakers\n"
       "2014\n\n"
       "Medal for Service, Gold Grade, Harbour Trust\n"
       "2016\n",
       {{"Order of Distinction, Final Level", "Guild of Bakers", "2014", ""},
        {"Medal for Service, Gold Grade", "Harbour Trust", "2016", ""}}},
      {"a part in lower case qualifies the title, it names no awarder",
       "AWARDS\n"
       "Bakery Team of the Year (North), shortlisted, Northern Baking Awards\n"
       "2021\n",
       {{"Bakery Team of the Year (North), shortlisted", "Northern Baking Awards", "2021", ""}}},
      {"the section's joiner: a dash every title line holds, commas inside the titles",
       "AWARDS\n"
       "Bakery Team of the Year (North), shortlisted - Northern Baking Awards\n"
       "2021\n\n"
       "Medal for Service, Gold Grade - Harbour Trust\n"
       "2016\n",
       {{"Bakery Team of the Year (North), shortlisted", "Northern Baking Awards", "2021", ""},
        {"Medal for Service, Gold Grade", "Harbour Trust", "2016", ""}}},
      {"a dash in lower case qualifies the title; the other dash joins",
       "AWARDS\n"
       "Harbour Design Prize \u2013 category bridges - Association of Harbour Towns\n"
       "2022\n",
       {{"Harbour Design Prize \u2013 category bridges", "Association of Harbour Towns", "2022", ""}}},
      {"the first part that names an organisation starts the awarder",
       "AWARDS\n"
       "Best Thesis Prize, Department of Law, University of Exampleton\n"
       "2012\n",
       {{"Best Thesis Prize", "Department of Law, University of Exampleton", "2012", ""}}},
      {"a rank before the comma is part of the title (a medal is a rank)",
       "AWARDS\n"
       "Finalist, Harbour Robotics Challenge\n"
       "2018\n\n"
       "Silver Medal, Harbour Trust\n"
       "2017\n",
       {{"Finalist, Harbour Robotics Challenge", "", "2018", ""}, {"Silver Medal, Harbour Trust", "", "2017", ""}}},
      {"an awarder on its own line",
       "AWARDS\n"
       "Gold Medal\n"
       "Guild of Bakers\n"
       "2019\n\n"
       "Silver Medal\n"
       "Harbour Trust\n"
       "2017\n",
       {{"Gold Medal", "Guild of Bakers", "2019", ""}, {"Silver Medal", "Harbour Trust", "2017", ""}}},
      {"a title wrapped onto a line in lower case goes on",
       "AWARDS\n"
       "Order of Merit for outstanding\n"
       "achievement in baking, Guild of Bakers\n"
       "2019\n\n"
       "Pastry Prize, Harbour Trust\n"
       "2017\n",
       {{"Order of Merit for outstanding achievement in baking", "Guild of Bakers", "2019", ""},
        {"Pastry Prize", "Harbour Trust", "2017", ""}}},
      {"a list of one-line awards stays one award per line",
       "AWARDS\n"
       "Employee of the Month\n"
       "Chess Club Champion\n"
       "Dean's List\n",
       {{"Employee of the Month", "", "", ""}, {"Chess Club Champion", "", "", ""}, {"Dean's List", "", "", ""}}},
      {"a title set in bold ends with its emphasis, commas and all",
       "## Awards\n\n"
       "**Design Prize, Junior Category**, City Arts Council\n\n"
       "2015\n",
       {{"Design Prize, Junior Category", "City Arts Council", "2015", ""}},
       "test.md"},
      {"a bold title run on into words, no separator between: one title",
       "## Awards\n\n"
       "**Pastry Prize** for the regional final\n\n"
       "2015\n",
       {{"Pastry Prize for the regional final", "", "2015", ""}},
       "test.md"},
      {"a row's last cell that is only a place is where it was held: no part of title or giver",
       "HONORS\n"
       "2020 Finalist, Harbour Robotics Challenge        Boise, U.S.A\n"
       "2019 Winner, Northfield Chess Cup                Leeds, UK\n",
       {{"Finalist, Harbour Robotics Challenge", "", "2020", ""},
        {"Winner, Northfield Chess Cup", "", "2019", ""}}},
  };
  for (const Case& c : cases) Check(c, false);
}

// No dates: each award opens at a line set as the first one is (a heading), its giver and
// summary in other type below it.
TEST(Awards, OpenedByTheFirstLinesType) {
  const std::string awards =
      "<h3>Gold Medal, Final Level</h3><h5>Guild of Bakers</h5>"
      "<h3>Baker of the Year (North), shortlisted</h3><h5>Northern Baking Awards</h5>"
      "<p>Placed first of ninety in the bread round.</p>";
  Resume r = testing::ParseCv("<html><body><h1>Jane Roe</h1><p>jane@example.org</p><h2>Awards</h2>" + awards +
                                  "<h2>Skills</h2><p>Baking: Rye, Pastry</p></body></html>",
                              "cv.html");
  ASSERT_EQ(r.awards.size(), 2u);
  EXPECT_EQ(r.awards[0].title, "Gold Medal, Final Level");
  EXPECT_EQ(r.awards[0].awarder, "Guild of Bakers");
  EXPECT_EQ(r.awards[1].title, "Baker of the Year (North), shortlisted");
  EXPECT_EQ(r.awards[1].awarder, "Northern Baking Awards");
  EXPECT_EQ(r.awards[1].summary, "Placed first of ninety in the bread round.");
}

// One award alone: its title in the heading type, its giver and summary in other type below
// it are its own, not a second award.
TEST(Awards, OneAwardOpenedByItsType) {
  Resume r = testing::ParseCv(
      "<html><body><h1>Jane Roe</h1><p>jane@example.org</p><h2>Awards</h2>"
      "<h3>Gold Medal, Final Level</h3><h5>Guild of Bakers</h5><p>Placed first of ninety in the bread round.</p>"
      "<h2>Skills</h2><p>Baking: Rye, Pastry</p></body></html>",
      "cv.html");
  ASSERT_EQ(r.awards.size(), 1u);
  EXPECT_EQ(r.awards[0].title, "Gold Medal, Final Level");
  EXPECT_EQ(r.awards[0].awarder, "Guild of Bakers");
  EXPECT_EQ(r.awards[0].summary, "Placed first of ninety in the bread round.");
}

TEST(Certificates, TitleAndIssuer) {
  const Case cases[] = {
      {"a dash before the comma qualifies the name (its level); the comma sets off the issuer",
       "CERTIFICATES\n"
       "Forklift Licence \u2013 Class B, Harbour Safety Board\n"
       "2011\n\n"
       "Crane Operation (Tower), Harbour Safety Board\n"
       "2013\n",
       {{"Forklift Licence \u2013 Class B", "Harbour Safety Board", "2011", ""},
        {"Crane Operation (Tower)", "Harbour Safety Board", "2013", ""}}},
      {"a dash inside the issuer's name stays in it",
       "CERTIFICATES\n"
       "Site Safety Passport, Harbour Trust \u2013 Northern Branch\n"
       "2011\n\n"
       "First Aid at Work, Harbour Trust\n"
       "2013\n",
       {{"Site Safety Passport", "Harbour Trust \u2013 Northern Branch", "2011", ""},
        {"First Aid at Work", "Harbour Trust", "2013", ""}}},
  };
  for (const Case& c : cases) Check(c, true);
}

// A header line wrapped in a narrow column: its text broken off at a comma before the date set
// flush right goes on in the next line; a short line under a long "Title, Giver" line, no
// comma of its own, ends the giver. A line under one that sets off no giver stays apart.
TEST(Awards, HeaderLinesWrapped) {
  const Case awards[] = {
      {"the title broke off at a comma before its date: the giver on the next line",
       "AWARDS\n"
       "Harbour Prize for Bread,                    May 2019\n"
       "Guild of Northern Bakers.\n"
       "For a rye loaf baked with flour from the valley.\n\n"
       "Rye Medal, Guild of Bakers.                 June 2017\n"
       "For the best rye loaf of the season.\n",
       {{"Harbour Prize for Bread", "Guild of Northern Bakers", "2019-05", "For a rye loaf baked with flour from the valley."},
        {"Rye Medal", "Guild of Bakers", "2017-06", "For the best rye loaf of the season."}}},
  };
  for (const Case& c : awards) Check(c, false);
  const Case certificates[] = {
      {"the giver wrapped: its last word alone on the next line",
       "CERTIFICATES\n"
       "2021   Safety Passport for Heavy Vehicles (Road Law), Harbour Logistics\n"
       "Council\n\n"
       "2019   Crane Operation (Tower), Harbour Safety Board\n",
       {{"Safety Passport for Heavy Vehicles (Road Law)", "Harbour Logistics Council", "2021", ""},
        {"Crane Operation (Tower)", "Harbour Safety Board", "2019", ""}}},
      {"no comma on the line above: the short line is the issuer of its own",
       "CERTIFICATES\n"
       "Forklift Operation\n"
       "Harbour Trust\n"
       "2011\n\n"
       "Crane Operation\n"
       "Harbour Safety Board\n"
       "2013\n",
       {{"Forklift Operation", "Harbour Trust", "2011", ""}, {"Crane Operation", "Harbour Safety Board", "2013", ""}}},
  };
  for (const Case& c : certificates) Check(c, true);
}

// Dates a plain-text dump moved or broke: a column of single dates read apart from the items
// it dates ("2019" / "2016" over the items); a date cell that closes a header's first line
// while the header wraps under it ("... Engin- <date>" / "eering Practice."); an item written
// as prose alone, "Title, Giver. What it was for."; a giver's name closed by a full stop under
// the title.
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
  };
  for (const Case& c : cases) Check(c, false);
}

// Negative: a run of dates whose count does not fit the items: no item takes a date from it.
TEST(ItemsDated, DatesThatDoNotFitStay) {
  Resume r = testing::ParseCv(std::string(kHead) +
                              "AWARDS\n"
                              "2019\n"
                              "2016\n"
                              "2014\n\n"
                              "Rye Bread Prize, Guild of Bakers. For a sourdough judged best in the trials.\n"
                              "Pastry Medal, Harbour Trust. For the pastry course taught to the apprentices.\n",
                              "test.txt");
  for (const Award& a : r.awards) EXPECT_TRUE(a.date.empty() || a.title.empty()) << a.title << " " << a.date;
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
