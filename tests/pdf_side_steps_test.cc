// A narrow side right of the gutter whose lines stand far apart (extract/pdf_rows.cc): a column
// of dates beside the entries stands on the rows it labels, so the rows stay whole; a sidebar
// of items set apart by generous spacing meets the main column's rows wherever they fall, so
// it is a flow of its own, read after the main column. Pages built word by word.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "extract/internal.h"
#include "tests/pdf_words.h"

namespace {

using cvmill::extract::pdf::ReadingOrder;
using cvmill::extract::pdf::Word;
using cvmill::testing::Lines;

constexpr double kWidth = 600, kHeight = 800;

void Set(std::vector<Word>* out, const std::string& text, double x, double y, double size = 9) {
  cvmill::testing::SetWords(out, text, x, y, size);
}

// Entries of a header line, a sentence and two bullets, 12 pt apart; 60 pt an entry.
void Entries(std::vector<Word>* w, int entries, double y) {
  for (int e = 0; e < entries; ++e) {
    Set(w, "Harbour Pilot at Eastgate Port Authority", 40, y), y += 12;
    Set(w, "Brought ships of every size into the inner basin", 50, y), y += 12;
    Set(w, "Kept the tide tables of the estuary", 60, y), y += 12;
    Set(w, "Trained four new pilots on the night shift", 60, y), y += 24;
  }
}

TEST(PdfSideSteps, ARightSideFarApartIsAFlowUnlessItStandsOnTheRows) {
  struct Case {
    const char* what;
    std::vector<const char*> side;
    double step;    // between the right side's lines: far apart for their type
    double offset;  // of each right line below the row it shares
    double size;
    bool flow;      // read as a flow of its own (else rows stay whole)
  };
  const Case cases[] = {
      {"a sidebar's items between the main column's rows", {"Chart work", "Radio", "Ship handling", "Night navigation"},
       24, 3, 8, true},
      // Negative: dates level with the entries' first lines, or within them (a smaller type
      // on one baseline), are a label column beside them.
      {"dates level with the rows", {"2019 - 2021", "2016 - 2019", "2012 - 2016", "2010 - 2012"}, 60, 0, 9, false},
      {"dates in a smaller type within the rows", {"2019 - 2021", "2016 - 2019", "2012 - 2016", "2010 - 2012"}, 60,
       1.0, 8, false},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    std::vector<Word> words;
    Entries(&words, 4, 60);
    for (int k = 0; k < 4; ++k) Set(&words, c.side[static_cast<std::size_t>(k)], 470, 60 + c.step * k + c.offset, c.size);
    const std::vector<std::string> lines = Lines(ReadingOrder(words, kWidth, kHeight, false));
    if (c.flow) {
      ASSERT_EQ(lines.size(), 20u);
      EXPECT_EQ(lines[0], "c0 Harbour Pilot at Eastgate Port Authority");
      EXPECT_EQ(lines[16], "c1 Chart work");
      EXPECT_EQ(lines[19], "c1 Night navigation");
    } else {
      ASSERT_EQ(lines.size(), 16u);
      EXPECT_EQ(lines[0], "c0 Harbour Pilot at Eastgate Port Authority | 2019 - 2021");
      EXPECT_EQ(lines[4], "c0 Harbour Pilot at Eastgate Port Authority | 2016 - 2019");
    }
  }
}

}  // namespace
