// Cards side by side in a `pdftotext -layout` dump whose items are chips (extract/
// text_cards.cc): a row of names, perhaps a row of levels, blank rows, then one row holding
// every card's chips, each under its card's name. The grid is read card by card (each card's
// chips one row of cells) and closes after that row; the skills section then reads one group
// per card. A row of chips that comes after other rows under the names, or a row with no more
// pieces than cards, opens no grid.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "extract/extract.h"
#include "tests/test_util.h"

namespace cvmill {
namespace {

std::vector<std::string> Texts(const std::string& text) {
  auto doc = extract::Extract(text, {});
  EXPECT_TRUE(doc.ok());
  std::vector<std::string> out;
  if (doc.ok()) {
    for (const extract::Line& l : doc.value().lines) out.push_back(l.text);
  }
  return out;
}

const std::string kHead = "Jane Roe\njane@example.org\n\nExperience\nHead Baker, Rye & Co\n2019 - 2023\n\n";

const std::string kChips =
    "Skills\n"
    "Masonry                                           Carpentry\n"
    "Advanced                                          Intermediate\n"
    "\n"
    "\n"
    " Lime mortar    Dry stone walls   Pointing         Roof framing    Sash windows   Joinery\n"
    "\n"
    "Interests\n"
    "Chess, hiking\n";

TEST(TextCardChips, ChipsRowReadCardByCard) {
  const std::vector<std::string> rows = Texts(kChips);
  EXPECT_EQ(rows, (std::vector<std::string>{"Skills", "Masonry", "Advanced", "Lime mortar\tDry stone walls\tPointing",
                                            "Carpentry", "Intermediate", "Roof framing\tSash windows\tJoinery",
                                            "Interests", "Chess, hiking"}));
}

TEST(TextCardChips, EachCardIsASkillsGroup) {
  testing::ExpectSkillGroups(testing::ParseCv(kHead + kChips),
                             {{"Masonry", "Advanced", {"Lime mortar", "Dry stone walls", "Pointing"}},
                              {"Carpentry", "Intermediate", {"Roof framing", "Sash windows", "Joinery"}}});
}

TEST(TextCardChips, ChipsAfterOtherRowsOrTooFewPiecesOpenNoGrid) {
  // (Rows under the names before the chips: a table's rows, not cards.)
  const std::vector<std::string> late = Texts(
      "Masonry                                           Carpentry\n"
      "Advanced                                          Intermediate\n"
      "Walls                                             Roofs\n"
      "\n"
      " Lime mortar    Dry stone walls   Pointing         Roof framing    Sash windows   Joinery\n");
  EXPECT_EQ(late.front(), "Masonry\tCarpentry");
  // (Two blank rows, then a row of one piece a card: the grid is closed, nothing is read card
  // by card.)
  const std::vector<std::string> few = Texts(
      "Masonry                                           Carpentry\n"
      "Advanced                                          Intermediate\n"
      "\n"
      "\n"
      " Lime mortar                                       Roof framing\n");
  EXPECT_EQ(few.front(), "Masonry\tCarpentry");
}

}  // namespace
}  // namespace cvmill
