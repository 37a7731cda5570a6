// Interests set apart by their gaps alone (structure/lists.cc): short plain lines one to an
// item, a wider gap between two interests than inside one (three blank lines against one in a
// -layout dump), the first interest with details: each paragraph's first line is the name, the
// rest its details. Small CVs written for each case.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

using Got = std::vector<std::pair<std::string, std::vector<std::string>>>;

Got Interests(const std::string& section) {
  Resume r = testing::ParseCv("Jane Roe\njane@example.org\n\nINTERESTS\n\n" + section);
  Got out;
  for (const Interest& in : r.interests) out.emplace_back(in.name, in.keywords);
  return out;
}

TEST(InterestGaps, ParagraphsByTheWiderGap) {
  EXPECT_EQ(Interests("Hill walking\n\nMunros\n\nLakes\n\n\n\nChoir\n\n\n\nChess\n\nOnline blitz\n"),
            (Got{{"Hill walking", {"Munros", "Lakes"}}, {"Choir", {}}, {"Chess", {"Online blitz"}}}));
  // Not where the first interest stands alone before the wider gap (a dump that sets a name
  // apart from its details by the gap it sets between interests): each line stays an interest.
  EXPECT_EQ(Interests("Sailing\n\nDinghies\nCoastal cruising\n\nChess\n"),
            (Got{{"Sailing", {}}, {"Dinghies", {}}, {"Coastal cruising", {}}, {"Chess", {}}}));
  // Nor with one gap width: a plain list.
  EXPECT_EQ(Interests("Sailing\n\nChess\n\nChoir\n"), (Got{{"Sailing", {}}, {"Chess", {}}, {"Choir", {}}}));
}

}  // namespace
}  // namespace cvmill::schema
