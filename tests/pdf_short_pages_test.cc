// What a short page of a PDF reads by (extract/pdf_rows.cc): a page of few lines, whose own
// words are too few to measure its word space, takes the document's (chips set apart by
// padding are then told apart there too); cards side by side on a page whose only gutter is
// the one between them, read as a label column beside its text, are still read card by card.
// Pages built word by word.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "extract/internal.h"
#include "tests/pdf_words.h"

namespace {

using cvmill::extract::pdf::DocumentSpace;
using cvmill::extract::pdf::MarkItemGaps;
using cvmill::extract::pdf::MeasureSpacing;
using cvmill::extract::pdf::OutLine;
using cvmill::extract::pdf::PageLines;
using cvmill::extract::pdf::PageSpacing;
using cvmill::extract::pdf::ReadingOrder;
using cvmill::extract::pdf::Word;
using cvmill::testing::Lines;

constexpr double kWidth = 600, kHeight = 800;

void Set(std::vector<Word>* out, const std::string& text, double x, double y, double size = 9) {
  cvmill::testing::SetWords(out, text, x, y, size);
}

// A line of chips: each item's words a space apart, the items `pad` em apart.
OutLine Chips(const std::vector<std::string>& items, double x, double y, double size, double pad) {
  OutLine l;
  for (const std::string& item : items) {
    std::vector<Word> ws;
    Set(&ws, item, x, y, size);
    x = ws.back().x1 + pad * size;
    l.words.insert(l.words.end(), ws.begin(), ws.end());
  }
  l.x0 = l.words.front().x0, l.y0 = y, l.y1 = y + 1.2 * size;
  return l;
}

// A page of prose: enough word spaces (of 0.25 em) to measure.
PageLines Prose() {
  PageLines page;
  for (int k = 0; k < 6; ++k) {
    OutLine l;
    Set(&l.words, "Kept the ferry timetable and the harbour ledger for the winter season", 40, 60 + 12 * k);
    l.x0 = 40, l.y0 = 60 + 12 * k, l.y1 = l.y0 + 10.8;
    page.lines.push_back(l);
  }
  return page;
}

std::string Joined(const OutLine& l) { return Lines({l}).front(); }

struct SpaceCase {
  std::string name;
  bool document_prose;  // the document's other page is prose (its spaces measurable)
  std::vector<std::string> chips;
  double pad;
  std::string expected;
};

TEST(PdfShortPages, AShortPageTakesTheDocumentsWordSpace) {
  const std::vector<SpaceCase> cases = {
      {"chips on a short page, the document's space known", true, {"Net mending", "Rope splicing", "Knots"}, 1.6,
       "c0 Net mending | Rope splicing | Knots"},
      {"the same with no page to measure: no cells", false, {"Net mending", "Rope splicing", "Knots"}, 1.6,
       "c0 Net mending Rope splicing Knots"},
      {"words at an ordinary space stay one phrase", true, {"Net", "mending", "and", "rope"}, 0.25,
       "c0 Net mending and rope"},
  };
  for (const SpaceCase& c : cases) {
    std::vector<PageLines> pages;
    if (c.document_prose) pages.push_back(Prose());
    PageLines short_page;
    short_page.lines.push_back(Chips(c.chips, 40, 40, 9, c.pad));
    pages.push_back(short_page);
    const double space = DocumentSpace(pages);
    EXPECT_EQ(space > 0, c.document_prose) << c.name;
    std::vector<OutLine>& lines = pages.back().lines;
    const PageSpacing spacing = MeasureSpacing(lines, space);
    MarkItemGaps(&lines, spacing);
    EXPECT_EQ(Joined(lines.front()), c.expected) << c.name;
  }
}

TEST(PdfShortPages, APageOfItsOwnKeepsItsOwnSpace) {
  // Its own spaces are 0.25 em; a document space far wider does not replace them.
  std::vector<OutLine> lines = Prose().lines;
  EXPECT_NEAR(MeasureSpacing(lines, 0.9).space, 0.25, 0.01);
}

// A later page: education entries at the left, then two skill cards side by side, each a name,
// a level and a row of chips under them, then one more section. The cards' gutter is the
// page's only one; the right card's three rows stand level with the left card's.
std::vector<Word> CardsPage(bool right_card) {
  std::vector<Word> w;
  double y = 40;
  Set(&w, "Education", 40, y, 12), y += 20;
  for (const char* s : {"Northmoor Sea School", "2014", "Diploma in Navigation", "Kestrel Grammar School", "2010",
                        "Leaving Certificate"})
    Set(&w, s, 40, y), y += 15;
  Set(&w, "Skills", 40, y += 10, 12), y += 20;
  Set(&w, "Seamanship", 40, y);
  if (right_card) Set(&w, "Engine Room", 230, y);
  y += 16;
  Set(&w, "Advanced", 40, y);
  if (right_card) Set(&w, "Basic", 230, y);
  y += 30;
  double x = 46;
  for (const char* s : {"Knots", "Charts", "Radar"}) {
    Set(&w, s, x, y, 8);
    x = w.back().x1 + 12;
  }
  if (right_card) {
    x = 236;
    for (const char* s : {"Diesel", "Pumps", "Welding"}) {
      Set(&w, s, x, y, 8);
      x = w.back().x1 + 12;
    }
  }
  y += 30;
  Set(&w, "Languages", 40, y, 12), y += 20;
  Set(&w, "Irish", 40, y), y += 15;
  Set(&w, "English", 40, y);
  return w;
}

TEST(PdfShortPages, CardsBesideTheirOwnGutterReadCardByCard) {
  const std::vector<std::string> lines = Lines(ReadingOrder(CardsPage(true), kWidth, kHeight, false));
  ASSERT_EQ(lines.size(), 17u);
  EXPECT_EQ(lines[8], "c0 Seamanship");
  EXPECT_EQ(lines[9], "c0 Advanced");
  EXPECT_EQ(lines[10].substr(0, 9), "c0 Knots ");
  EXPECT_EQ(lines[11], "c0 Engine Room");
  EXPECT_EQ(lines[12], "c0 Basic");
  EXPECT_EQ(lines[13].substr(0, 10), "c0 Diesel ");
  EXPECT_EQ(lines[14], "c0 Languages");
}

// Negative: one card alone has no gutter beside it; its rows read as they stand.
TEST(PdfShortPages, OneCardReadsRowByRow) {
  const std::vector<std::string> lines = Lines(ReadingOrder(CardsPage(false), kWidth, kHeight, false));
  ASSERT_EQ(lines.size(), 14u);
  EXPECT_EQ(lines[8], "c0 Seamanship");
  EXPECT_EQ(lines[9], "c0 Advanced");
  EXPECT_EQ(lines[11], "c0 Languages");
}

}  // namespace
