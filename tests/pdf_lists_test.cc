// The PDF reader's lists and columns where a page's own geometry misleads it: list items
// whose markers are drawn as shapes (extract/pdf_items.cc: nested lists, a list over a page
// break, a last page with a few items), a font reported far smaller than its glyphs are set
// (extract/pdf_sizes.cc), a label column beside a head (extract/pdf_sides.cc), a date or
// label column whose text edge few rows start at, and chips set just over 2 em apart
// (extract/pdf_rows.cc). Invented lines only.
#include <gtest/gtest.h>

#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "extract/extract.h"
#include "extract/internal.h"
#include "tests/pdf_words.h"

namespace {

using cvmill::extract::Document;
using cvmill::extract::Line;
using namespace cvmill::extract::pdf;

TEST(PdfSizes, FactorOnlyForAFontAdvancingAboutAnEmALetter) {
  struct Case {
    double width, chars_by_size;
    std::size_t chars;
    double want;
  } cases[] = {
      {500, 1000, 100, 1.0},   // half an em a letter: any text face
      {650, 1000, 100, 1.0},   // monospace, wide faces
      {1040, 1000, 100, 2.08}, // an em a letter: the size is half what the glyphs say
      {1040, 1000, 20, 1.0},   // too few letters to tell
      {5000, 1000, 100, 4.0},  // capped
      {0, 0, 100, 1.0},
  };
  for (const Case& c : cases) EXPECT_NEAR(SizeFactor(c.width, c.chars_by_size, c.chars), c.want, 1e-9) << c.width;
}

TEST(PdfLists, APageWithoutLevelsTakesTheOthers) {
  std::vector<std::map<int, std::vector<double>>> pages(3);
  pages[0][0] = {80.0};
  pages[1][0] = {};      // none of its own
  pages[2][0] = {120.0}; // its own
  pages[2][1] = {};
  ShareItemLevels(&pages);
  EXPECT_EQ(pages[1][0], (std::vector<double>{80.0, 120.0}));
  EXPECT_EQ(pages[2][0], (std::vector<double>{120.0}));
  EXPECT_TRUE(pages[2][1].empty());  // (no column 1 elsewhere)
}

Line At(int page, double x, const std::string& text) {
  Line l;
  l.text = text;
  l.page = page;
  l.x = static_cast<float>(x);
  return l;
}

std::string Bullets(const Document& d) {
  std::string s;
  for (const Line& l : d.lines) s += l.bullet ? '*' : '.';
  return s;
}

TEST(PdfLists, DrawnBullets) {
  const double body = 10;
  std::vector<std::map<int, std::vector<double>>> levels(2);
  levels[0][0] = {50.0, 80.0};
  levels[1][0] = {50.0, 80.0};
  struct Case {
    const char* name;
    std::vector<Line> lines;
    std::string want;
  } cases[] = {
      // A list of groups, each with its items nested under it: the groups name them.
      {"nested",
       {At(1, 40, "Skills"), At(1, 50, "Baking"), At(1, 80, "Bread"), At(1, 80, "Pastry"), At(1, 50, "Service"),
        At(1, 80, "Tables"), At(1, 80, "Bar")},
       "..**.**"},
      // A flat list, then a line back at the text's edge.
      {"flat", {At(1, 40, "Work"), At(1, 50, "Kept the ovens"), At(1, 50, "Ran the stall"), At(1, 40, "Cook")}, ".**."},
      // A list run on over a page break, at its level.
      {"page break", {At(1, 40, "Work"), At(1, 80, "Kept the ovens"), At(2, 80, "Ran the stall")}, ".**"},
      // An item's text wrapped with a hanging indent: one line set in under it, no list.
      {"hanging", {At(1, 40, "Work"), At(1, 50, "Kept the ovens going all"), At(1, 80, "Night"), At(1, 50, "Ran the stall")},
       ".*.."},
      // Lines at a level under a line at that level that is no item: a paragraph.
      {"paragraph", {At(1, 50, "Kept the ovens going"), At(1, 50, "and the stall")}, ".."},
      // Not at any level.
      {"no level", {At(1, 40, "Work"), At(1, 65, "Kept the ovens")}, ".."},
      // A date set flush right on its own row between a header and its list: the list is set in
      // from the header, at the edge the first entry's items stand at.
      {"date row between",
       {At(1, 40, "Cook"), At(1, 400, "2019 - 2021"), At(1, 50, "Ran the line"), At(1, 80, "Kept the ovens"),
        At(1, 80, "Ran the stall"), At(1, 40, "Baker"), At(1, 400, "2017 - 2019"), At(1, 80, "Proved the dough"),
        At(1, 80, "Shaped the loaves")},
       "...**..**"},
      // The same with one line after the date (a paragraph set in), or where no item of the
      // column stands at that edge: no list.
      {"one line after the date",
       {At(1, 40, "Cook"), At(1, 400, "2019 - 2021"), At(1, 50, "Ran the line"), At(1, 80, "Kept the ovens"),
        At(1, 80, "Ran the stall"), At(1, 40, "Baker"), At(1, 400, "2017 - 2019"), At(1, 80, "Proved the dough"),
        At(1, 40, "Waiter")},
       "...**...."},
      {"no item at that edge",
       {At(1, 40, "Cook"), At(1, 400, "2019 - 2021"), At(1, 80, "Kept the ovens"), At(1, 80, "Ran the stall")},
       "...."},
  };
  for (Case& c : cases) {
    Document d;
    d.lines = c.lines;
    MarkDrawnBullets(levels, body, &d);
    EXPECT_EQ(Bullets(d), c.want) << c.name;
  }
}

TEST(PdfSides, LabelsBesideBlocksUnderAHead) {
  // Left: a block of contact lines beside the name's block, then one heading per block.
  std::vector<SideSpan> left = {{105, 114, 10}, {117, 126, 10}, {128, 137, 10}, {226, 239, 14.3},
                                {296, 309, 14.3}, {448, 460, 14.3}, {542, 555, 14.3}};
  const std::vector<SideSpan> right = {{88, 122, 34},  {126, 142, 17}, {229, 240, 11}, {242, 253, 11},
                                       {298, 309, 11}, {311, 322, 11}, {450, 461, 11}, {463, 474, 11},
                                       {545, 556, 11}};
  std::vector<double> cuts;
  EXPECT_EQ(LabelSide(left, right, &cuts), 0);
  EXPECT_EQ(cuts, (std::vector<double>{226, 296, 448, 542}));
  // Two blocks lower than the other side's first block are no head: unpaired, too many.
  left = {{150, 160, 10}, {175, 185, 10}, {226, 239, 14.3}, {296, 309, 14.3}, {448, 460, 14.3}, {542, 555, 14.3}};
  EXPECT_EQ(LabelSide(left, right, &cuts), -1);
}

void Set(std::vector<Word>* out, const std::string& text, double x, double y) {
  cvmill::testing::SetWords(out, text, x, y, 10);
}

std::string Cells(const OutLine& l) {
  std::string s;
  for (std::size_t k = 0; k < l.words.size(); ++k) {
    if (k) s += l.words[k].gap_before ? " | " : " ";
    s += l.words[k].text;
  }
  return s;
}

TEST(PdfRows, ChipsJustOverTwoEmApart) {
  // Three chips 21 pt apart in 10 pt type (2.1 em): one row of three cells.
  std::vector<OutLine> lines(1);
  auto& w = lines[0].words;
  Set(&w, "Sourdough", 50, 100);
  Set(&w, "Pastry", w.back().x1 + 21, 100);
  Set(&w, "Bread", w.back().x1 + 21, 100);
  for (int k = 0; k < 5; ++k) {  // (a page's usual spaces)
    lines.emplace_back();
    Set(&lines.back().words, "kept the ovens going all night long", 50, 130 + 15 * k);
  }
  PageSpacing spacing = MeasureSpacing(lines, 0);
  MarkItemGaps(&lines, spacing);
  EXPECT_EQ(Cells(lines[0]), "Sourdough | Pastry | Bread");
  // One wide gap alone is no row of chips.
  std::vector<OutLine> one(1);
  Set(&one[0].words, "Sourdough", 50, 100);
  Set(&one[0].words, "Pastry", one[0].words.back().x1 + 15, 100);
  MarkItemGaps(&one, spacing);
  EXPECT_EQ(Cells(one[0]), "Sourdough Pastry");
}

TEST(PdfRows, LabelColumnWhoseTextEdgeFewRowsStartAt) {
  // A head of six rows, each starting where its own indent puts it and running across the
  // page, then labels set flush right at 130, their text from 140: only the row without a
  // label starts at 140.
  std::vector<Word> words;
  double y = 50, x = 40;
  for (int k = 0; k < 6; ++k, y += 14, x += 7) {
    Set(&words, "kept the ovens going all night long and ran the stall at the market", x, y);
  }
  const char* rows[][2] = {{"2019 - 2021", "Head baker at the mill"}, {"2016 - 2019", "Pastry cook at the inn"},
                           {"2014 - 2016", "Apprentice at the bakery"}};
  for (const auto& r : rows) {
    std::vector<Word> label;
    Set(&label, r[0], 0, y);
    const double shift = 130 - label.back().x1;
    for (Word& w : label) w.x0 += shift, w.x1 += shift;
    words.insert(words.end(), label.begin(), label.end());
    Set(&words, r[1], 140, y), y += 14;
  }
  Set(&words, "Ran the night bake", 140, y), y += 14;
  std::vector<OutLine> lines = ReadingOrder(words, 600, 800, false);
  std::vector<std::string> got;
  for (const OutLine& l : lines) got.push_back(Cells(l));
  EXPECT_EQ(got[6], "2019 - 2021 | Head baker at the mill");
  EXPECT_EQ(got[8], "2014 - 2016 | Apprentice at the bakery");
  EXPECT_EQ(got[9], "Ran the night bake");
}

}  // namespace
