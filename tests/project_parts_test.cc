// Projects: a header's parts read by the section's template — sentences run on after the
// name (a description, "Role:" and "Tools:" values), a bracket after the name holding its
// kind and organisation, the kind told from the organisation by its capitals and voted over
// the entries, roles that run on to the end of the list, a list wrapped over lines, a role
// line over the name. Small CVs written for each rule.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

struct Item {
  std::string name, type, entity;
  std::vector<std::string> roles, keywords;
  std::string description;  // checked where not null
};

struct Case {
  const char* what;
  const char* cv;
  std::vector<Item> items;
  bool check_description = false;
};

const char* const kHead = "Jane Roe\njane@example.org\n\n";

void Check(const Case& c) {
  SCOPED_TRACE(c.what);
  Resume r = testing::ParseCv(std::string(kHead) + c.cv, "test.txt");
  ASSERT_EQ(r.projects.size(), c.items.size());
  for (std::size_t k = 0; k < c.items.size(); ++k) {
    const Project& p = r.projects[k];
    const Item& want = c.items[k];
    EXPECT_EQ(p.name, want.name) << "item " << k;
    EXPECT_EQ(p.type, want.type) << "item " << k;
    EXPECT_EQ(p.entity, want.entity) << "item " << k;
    EXPECT_EQ(p.roles, want.roles) << "item " << k;
    EXPECT_EQ(p.keywords, want.keywords) << "item " << k;
    if (c.check_description) {
      EXPECT_EQ(p.description, want.description) << "item " << k;
    }
  }
}

TEST(ProjectParts, RunOnSentences) {
  const Case cases[] = {
      {"a bracket of kind and organisation, a description and labelled roles on one line",
       "PROJECTS\n"
       "2019 – 2021 Tidepool (mobile app, Harbour Data Trust). Offline tide tables for small "
       "harbours, in Kotlin. Role: Lead developer, Release keeper.\n",
       {{"Tidepool", "mobile app", "Harbour Data Trust", {"Lead developer", "Release keeper"}, {},
         "Offline tide tables for small harbours, in Kotlin."}},
       true},
      {"a labelled list of tools run on after the description",
       "PROJECTS\n"
       "2020 – 2022 Grainline (tool, Mill Street Bakery). Stock planner for flour orders. Tools: Go, SQLite.\n",
       {{"Grainline", "tool", "Mill Street Bakery", {}, {"Go", "SQLite"}, "Stock planner for flour orders."}},
       true},
      {"a first sentence of more than ten words, of header parts apart by commas: it names the project, and "
       "the roles close it",
       "PROJECTS\n"
       "2019 – 2020 Harbour depot scanner, rollout, Northgate Freight Ltd, Business lead, Site owner. Replaced the "
       "paper pick lists of the depot.\n",
       {{"Harbour depot scanner", "rollout", "Northgate Freight Ltd", {"Business lead", "Site owner"}, {},
         "Replaced the paper pick lists of the depot."}},
       true},
      {"negative: a long first sentence with one comma is no name list: its sentences are read as before",
       "PROJECTS\n"
       "2019 – 2020 Built a scanner app for the depot that replaced its paper pick lists, in Kotlin. Ran it for "
       "two years.\n",
       {{"Built a scanner app for the depot that replaced its paper pick lists", "", "", {}, {},
         "in Kotlin. Ran it for two years."}},
       true},
      {"an abbreviation ends no sentence: the name keeps it",
       "PROJECTS\n"
       "2018 – 2019 St. Agnes Garden Survey, Parish Council, survey\n",
       {{"St. Agnes Garden Survey", "survey", "Parish Council", {}, {}, ""}}},
  };
  for (const Case& c : cases) Check(c);
}

TEST(ProjectParts, KindAndOrganisationVoted) {
  const Case cases[] = {
      {"the slot in fewer capitals is the kind, in every entry; a lone part then is the kind",
       "PROJECTS\n"
       "2019 – 2021 Tidepool, Harbour Data Trust, mobile app, Lead developer\n"
       "Offline tide tables for small harbours.\n\n"
       "2016 – 2018 Quayside Ledger, Pier Works Ltd, ledger rewrite, Lead developer\n"
       "Accounts for a pier's traders.\n\n"
       "2014 – 2015 Gullwatch, research grant, Lead developer\n"
       "Counting gulls from roof cameras.\n",
       {{"Tidepool", "mobile app", "Harbour Data Trust", {"Lead developer"}, {}, ""},
        {"Quayside Ledger", "ledger rewrite", "Pier Works Ltd", {"Lead developer"}, {}, ""},
        {"Gullwatch", "research grant", "", {"Lead developer"}, {}, ""}}},
      {"roles run on to the end of the list after a known one",
       "PROJECTS\n"
       "2019 – 2021 Tidepool, Harbour Data Trust, mobile app, Maintainer, Original author\n"
       "Offline tide tables for small harbours.\n",
       {{"Tidepool", "mobile app", "Harbour Data Trust", {"Maintainer", "Original author"}, {}, ""}}},
      {"negative: one part in capitals beside the name stays its organisation",
       "PROJECTS\n"
       "2019 – 2021 Tidepool, Harbour Data Trust\n"
       "Offline tide tables for small harbours.\n",
       {{"Tidepool", "", "Harbour Data Trust", {}, {}, ""}}},
  };
  for (const Case& c : cases) Check(c);
}

TEST(ProjectParts, WrappedListAndRoleLine) {
  const Case cases[] = {
      {"a list wrapped over narrow lines, a word broken at a line's end",
       "PROJECTS\n"
       "2019 – 2021 Tidepool, Harbour Da-\n"
       "ta Trust, mobile app,\n"
       "Lead developer.\n"
       "Offline tide tables for small harbours.\n",
       {{"Tidepool", "mobile app", "Harbour Data Trust", {"Lead developer"}, {}, ""}}},
      {"a role line over the name, voted over the entries: an unknown role is read too",
       "PROJECTS\n"
       "Lead developer                 2019 – 2021\n"
       "Tidepool\n"
       "Offline tide tables for small harbours.\n\n"
       "Tidewright                     2016 – 2018\n"
       "Quayside Ledger\n"
       "Accounts for a pier's traders.\n",
       {{"Tidepool", "", "", {"Lead developer"}, {}, ""}, {"Quayside Ledger", "", "", {"Tidewright"}, {}, ""}}},
      {"negative: a name over a description line is no role line",
       "PROJECTS\n"
       "Tidepool                       2019 – 2021\n"
       "Offline tide tables for small harbours, in Kotlin.\n",
       {{"Tidepool", "", "", {}, {}, ""}}},
  };
  for (const Case& c : cases) Check(c);
}

}  // namespace
}  // namespace cvmill::schema
