// Interests: a name set apart by its type over plain lines of its details is one interest with
// keywords; plain lines, or a sentence under a name, are read as before. Small CVs written here.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

struct Expect {
  std::string name;
  std::vector<std::string> keywords;
};

struct Case {
  const char* what;
  const char* section;  // the lines under "## Interests"
  std::vector<Expect> interests;
};

TEST(Interests, NamesSetApartOverTheirDetails) {
  const Case cases[] = {
      {"bold names over plain details", "**Hill walking**\nLake District\nMunros\n\n**Choir**\nAlto\n",
       {{"Hill walking", {"Lake District", "Munros"}}, {"Choir", {"Alto"}}}},
      {"plain lines are an interest each", "Hill walking\nChoir\nChess\n",
       {{"Hill walking", {}}, {"Choir", {}}, {"Chess", {}}}},
      {"one bold name alone over plain lines is no such list", "**Hill walking**\nChoir\nChess\n",
       {{"Hill walking", {}}, {"Choir", {}}, {"Chess", {}}}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(std::string("# Jane Roe\n\njane@example.org\n\n## Interests\n\n") + c.section, "cv.md");
    ASSERT_EQ(r.interests.size(), c.interests.size());
    for (std::size_t k = 0; k < c.interests.size(); ++k) {
      EXPECT_EQ(r.interests[k].name, c.interests[k].name);
      EXPECT_EQ(r.interests[k].keywords, c.interests[k].keywords);
    }
  }
}

// A row of names over list items of as many cells: each column one interest with its items; a
// row of names over plain lines, or over items of another number of cells, is not such a grid.
TEST(Interests, RowOfNamesOverItemsInColumns) {
  const Case cases[] = {
      {"two cards side by side", "Hill walking\tChoir\n- Lake District\tAlto\n- Munros\tChamber choir\n",
       {{"Hill walking", {"Lake District", "Munros"}}, {"Choir", {"Alto", "Chamber choir"}}}},
      {"items of one cell under a row of names are no grid", "Hill walking\tChoir\n- Lake District\n",
       {{"Hill walking", {}}, {"Choir", {}}, {"Lake District", {}}}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(std::string("Jane Roe\njane@example.org\n\nINTERESTS\n\n") + c.section);
    ASSERT_EQ(r.interests.size(), c.interests.size());
    for (std::size_t k = 0; k < c.interests.size(); ++k) {
      EXPECT_EQ(r.interests[k].name, c.interests[k].name);
      EXPECT_EQ(r.interests[k].keywords, c.interests[k].keywords);
    }
  }
}

}  // namespace
}  // namespace cvmill::schema
