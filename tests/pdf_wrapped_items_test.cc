// An item of a list set apart by paragraph space, wrapped (extract/pdf.cc): "Certified
// Harbour Operations Manager" over "Professional" in a narrow sidebar, its lines closer than
// the items around them and the next word too long for the line, is one item, though both
// lines are words in capitals (which elsewhere keeps a title over its organisation apart).
// Fixture wrapped_list_items.pdf: wrapped_list_items.html (written here) printed by Chromium.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::extract {
namespace {

TEST(PdfWrappedItems, AWrappedItemIsOneLine) {
  const Document doc = testing::ExtractFixture("wrapped_list_items.pdf");
  const std::vector<std::string> lines = testing::LineTexts(doc);
  struct Case {
    const char* line;
    bool present;
  };
  const Case cases[] = {
      {"Certified Harbour Operations Manager Professional", true},
      {"Marine Radio Operator Licence Holder", true},
      {"Eastgate Lifeboat Volunteer Medal of Merit", true},
      {"Best Crew Award", true},
      // Negative: a title over its organisation, at the step of the entry's other lines.
      {"Harbour Master", true},
      {"Deck Officer", true},
      {"Northsea Ferries", true},
      {"Harbour Master Eastgate Port Authority", false},
  };
  for (const Case& c : cases) {
    EXPECT_EQ(std::find(lines.begin(), lines.end(), c.line) != lines.end(), c.present) << c.line;
  }
}

}  // namespace
}  // namespace cvmill::extract
