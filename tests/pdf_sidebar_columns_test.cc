// A sidebar set flush right beside the main column, its blocks far apart (extract/pdf_sides.cc,
// FlushRightFlow): a flow of its own, not a label column; a column of dates set flush right
// stays one. A list set in two columns whose right column opens with an item's wrapped tail
// (extract/pdf_list_columns.cc): read column by column. Pages built word by word.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "extract/internal.h"
#include "tests/pdf_words.h"

namespace {

using cvmill::extract::pdf::OutLine;
using cvmill::extract::pdf::ReadingOrder;
using cvmill::extract::pdf::Word;

constexpr double kWidth = 600, kHeight = 800;

using cvmill::testing::Advance;

void Set(std::vector<Word>* out, const std::string& text, double x, double y, double size = 9) {
  cvmill::testing::SetWords(out, text, x, y, size);
}

// The same, the line ending at `right`.
void SetRight(std::vector<Word>* out, const std::string& text, double right, double y, double size = 9) {
  std::istringstream in(text);
  std::string t;
  double width = 0;
  while (in >> t) width += (width > 0 ? 0.25 * size : 0) + Advance(t, size);
  Set(out, text, right - width, y, size);
}

using cvmill::testing::Lines;

// A main column of twelve rows at line spacing (12 pt), from y 150.
void Main(std::vector<Word>* w) {
  const char* rows[] = {"Experience",         "Head Baker at Northgate",  "Ran the night bake of four shops",
                        "Trained two apprentices", "Cut the waste by a third", "Kept the ovens going",
                        "Pastry Cook at Riverside", "Laminated doughs by hand", "Made the wedding cakes",
                        "Baked for the market", "Ran the bread stall",     "Fed the sourdough"};
  double y = 150;
  for (const char* r : rows) Set(w, r, 40, y), y += 12;
}

TEST(PdfSidebar, FlushRightSidebarIsAFlow) {
  std::vector<Word> words;
  Main(&words);
  // Its blocks far apart, each row level with a main row: read as rows, they would join them.
  SetRight(&words, "Education", 560, 150);
  SetRight(&words, "Diploma in Baking", 560, 174);
  SetRight(&words, "City College", 560, 186);
  SetRight(&words, "Certificate in Pastry", 560, 210);
  SetRight(&words, "Trade School North", 560, 222);
  SetRight(&words, "Links", 560, 258);
  SetRight(&words, "example.org/jane", 560, 282);
  const std::vector<std::string> lines = Lines(ReadingOrder(words, kWidth, kHeight, false));
  const std::vector<std::string> side(lines.end() - 7, lines.end());
  EXPECT_EQ(side, (std::vector<std::string>{"c1 Education", "c1 Diploma in Baking", "c1 City College",
                                            "c1 Certificate in Pastry", "c1 Trade School North", "c1 Links",
                                            "c1 example.org/jane"}));
  EXPECT_EQ(lines.front(), "c0 Experience");
}

TEST(PdfSidebar, FlushRightDatesStayCells) {
  // Negative: dates set flush right beside their entries' first rows are a label column: each
  // row stays whole, the date its cell.
  std::vector<Word> words;
  Main(&words);
  SetRight(&words, "Mar 2019 - Present", 560, 162);
  SetRight(&words, "2015 - 2019", 560, 222);
  SetRight(&words, "Jan 2012 - Dec 2014", 560, 270);
  SetRight(&words, "2010", 560, 282);
  const std::vector<std::string> lines = Lines(ReadingOrder(words, kWidth, kHeight, false));
  EXPECT_NE(std::find(lines.begin(), lines.end(), "c0 Head Baker at Northgate | Mar 2019 - Present"), lines.end());
  EXPECT_NE(std::find(lines.begin(), lines.end(), "c0 Pastry Cook at Riverside | 2015 - 2019"), lines.end());
  EXPECT_NE(std::find(lines.begin(), lines.end(), "c0 Fed the sourdough | 2010"), lines.end());
}

// An entry's list in two columns under a paragraph set across the page; the right column's
// first row is `right_first`, at x 240.
std::vector<std::string> ListPage(const std::string& right_first, bool marker_under) {
  std::vector<Word> words;
  Set(&words, "Ran the night bake of four shops and the wholesale round with a team of twelve bakers", 40, 100);
  Set(&words, "\u00b7 Cut the waste by a", 40, 112);
  Set(&words, right_first, 240, 112);
  Set(&words, "third in two years", 40, 123);
  Set(&words, marker_under ? "\u00b7 Kept the ovens going" : "Kept the ovens going", 240, 123);
  Set(&words, "\u00b7 Trained two bakers", 40, 134);
  Set(&words, "Ran the bread stall on market days and the van for the deliveries to the four shops", 40, 150);
  return Lines(ReadingOrder(words, kWidth, kHeight, false));
}

TEST(PdfListColumns, RightColumnOpensWithATail) {
  EXPECT_EQ(ListPage("of the wholesale round", true),
            (std::vector<std::string>{
                "c0 Ran the night bake of four shops and the wholesale round with a team of twelve bakers",
                "c0 \u00b7 Cut the waste by a", "c0 third in two years", "c0 \u00b7 Trained two bakers",
                "c0 of the wholesale round", "c0 \u00b7 Kept the ovens going",
                "c0 Ran the bread stall on market days and the van for the deliveries to the four shops"}));
  // Negative: no marker under the right side's first row at its edge: no list column; the
  // rows stay whole.
  const std::vector<std::string> rows = ListPage("of the wholesale round", false);
  EXPECT_NE(rows[1].find("Cut the waste by a"), std::string::npos);
  EXPECT_NE(rows[1].find("of the wholesale round"), std::string::npos);
}

}  // namespace
