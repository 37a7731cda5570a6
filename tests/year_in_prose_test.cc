// A list item or paragraph wrapped in a plain-text dump goes on over a line in lower case that
// names a year inside its sentence ("wholesale round in 2022."; structure/header_sentence.cc
// YearInProse, entries.cc Classify); a line opened by a date, a range, or a date in a cell
// still opens an entry. Small CVs written for each case (invented content).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

TEST(YearInProse, AWrappedItemGoesOnOverAYearItsSentenceNames) {
  struct Case {
    std::string wrapped;   // the item's last line
    std::size_t entries;   // work entries read
    std::string first;     // the first entry's first highlight
  };
  const std::string head = "Jane Example\njane@example.org\n\nWork experience\n\nHead Baker, Northgate Bakery, Leeds.\n\n"
                           "2019 – 2023\n\n— Moved the night bake of the four shops to a cold retard, which the\n"
                           "owners extended to the\n";
  const std::string tail = "— Trained two apprentices\n\nPastry Cook, Eastgate Hotel, York.\n\n2015 – 2019\n\n"
                           "— Made the breakfast pastries\n";
  const std::string moved = "Moved the night bake of the four shops to a cold retard, which the owners extended to the";
  for (const Case& c : std::vector<Case>{
           // a year after a word in lower case, closing the sentence: the item goes on
           {"wholesale round in 2022.", 2, moved + " wholesale round in 2022."},
           {"wholesale round in march 2022.", 2, moved + " wholesale round in march 2022."},
           // a range is an entry's date, not the sentence's: it opens an entry
           {"wholesale round 2021 – 2022", 3, moved},
       }) {
    Resume r = testing::ParseCv(head + c.wrapped + "\n" + tail, "cv.txt");
    ASSERT_EQ(r.work.size(), c.entries) << c.wrapped;
    ASSERT_FALSE(r.work[0].highlights.empty()) << c.wrapped;
    EXPECT_EQ(r.work[0].highlights[0], c.first) << c.wrapped;
    EXPECT_EQ(r.work.back().position, "Pastry Cook") << c.wrapped;
  }
}

}  // namespace
}  // namespace cvmill::schema
