// Dates set in a column close to the text (extract/pdf_rows.cc MarkRightDates): a range to
// the day is a cell of up to seven words, and in a justified title whose own spaces are
// stretched as wide as the cell's gap or wider, the cell opens at the last wide space before
// the dates. Lines built word by word, the rows' dates ending at one right edge.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "extract/internal.h"
#include "tests/pdf_words.h"

namespace {

using cvmill::extract::pdf::MarkRightDates;
using cvmill::extract::pdf::OutLine;
using cvmill::extract::pdf::PageSpacing;
using cvmill::extract::pdf::Word;
using cvmill::testing::Lines;

constexpr double kSize = 10, kRight = 520;

// A row of title words and date words, set flush right at kRight: the dates at an ordinary
// space, `gap` em after the title, each title word `title_space` em after the last.
OutLine Row(const std::vector<std::string>& title, double title_space, double gap, const std::vector<std::string>& dates) {
  std::string date_text;
  for (const std::string& d : dates) date_text += (date_text.empty() ? "" : " ") + d;
  std::vector<Word> ds;
  cvmill::testing::SetWords(&ds, date_text, 0, 100, kSize);
  const double shift = kRight - ds.back().x1;
  for (Word& d : ds) d.x0 += shift, d.x1 += shift;
  // The title, laid out from 0 and moved to end `gap` em before the dates.
  std::vector<Word> ws;
  double x = 0;
  for (const std::string& t : title) {
    cvmill::testing::SetWords(&ws, t, x, 100, kSize);
    x = ws.back().x1 + title_space * kSize;
  }
  const double move = ds.front().x0 - gap * kSize - ws.back().x1;
  for (Word& w : ws) w.x0 += move, w.x1 += move;
  ws.insert(ws.end(), ds.begin(), ds.end());
  OutLine l;
  l.words = ws;
  l.x0 = ws.front().x0, l.y0 = 100, l.y1 = 112;
  return l;
}

struct Case {
  std::string name;
  std::vector<OutLine> rows;
  std::vector<std::string> expected;
};

TEST(PdfDateCells, DatesFlushRightOpenTheirCell) {
  PageSpacing spacing;
  spacing.space = 0.25;
  const std::vector<std::string> day_range = {"14", "January", "2013", "–", "13", "March", "2015"};
  const std::vector<std::string> other_range = {"3", "May", "2010", "–", "12", "June", "2012"};
  const std::vector<Case> cases = {
      {"ranges to the day, seven words each",
       {Row({"Harbour", "Pilot,", "Eastgate"}, 0.25, 0.8, day_range), Row({"Deck", "Officer,", "Northline"}, 0.25, 0.8, other_range)},
       {"c0 Harbour Pilot, Eastgate | 14 January 2013 – 13 March 2015", "c0 Deck Officer, Northline | 3 May 2010 – 12 June 2012"}},
      {"a justified title whose spaces are wider than the cell's gap",
       {Row({"Ferry", "pilot", "trainee,"}, 1.3, 0.8, day_range), Row({"Deck", "Officer,", "Northline"}, 0.25, 0.8, other_range)},
       {"c0 Ferry pilot trainee, | 14 January 2013 – 13 March 2015", "c0 Deck Officer, Northline | 3 May 2010 – 12 June 2012"}},
      {"one row alone: no column of dates",
       {Row({"Harbour", "Pilot,", "Eastgate"}, 0.25, 0.8, day_range)},
       {"c0 Harbour Pilot, Eastgate 14 January 2013 – 13 March 2015"}},
      {"a year before the wide space: a range spaced out, no cell",
       {Row({"Pilot", "2011"}, 0.25, 0.8, {"to", "2013"}), Row({"Mate", "2008"}, 0.25, 0.8, {"to", "2010"})},
       {"c0 Pilot 2011 to 2013", "c0 Mate 2008 to 2010"}},
      {"eight words after the space: prose, no cell",
       {Row({"Harbour"}, 0.25, 0.8, {"kept", "the", "ledger", "from", "3", "May", "2010", "on"}),
        Row({"Deck"}, 0.25, 0.8, {"kept", "the", "charts", "from", "9", "June", "2012", "on"})},
       {"c0 Harbour kept the ledger from 3 May 2010 on", "c0 Deck kept the charts from 9 June 2012 on"}},
  };
  for (const Case& c : cases) {
    std::vector<OutLine> rows = c.rows;
    MarkRightDates(&rows, spacing);
    EXPECT_EQ(Lines(rows), c.expected) << c.name;
  }
}

}  // namespace
