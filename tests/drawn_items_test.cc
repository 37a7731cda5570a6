// A list whose markers were drawn, not text (a `pdftotext -layout` dump of a theme's list):
// its items are the lines set deeper than the entry's header after its prose; an item wrapped
// onto the next line at its indent goes on there where it ends no sentence and that line opens
// in lower case (or with a figure after a word in lower case); a line in capitals, or under an
// item closed by a full stop, is the next item.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

struct Case {
  const char* what;
  std::string items;  // the entry's list lines, each set in by six columns
  std::vector<std::string> highlights;
};

// Entries opened by their date line, a summary, then the list set in by six columns.
std::string Cv(const std::string& items) {
  return "Jane Roe\njane@example.org\n\nEXPERIENCE\n\n2019 - 2021\nCHARGE NURSE\n"
         "Ran the night shift of a surgical ward of thirty beds\nand four theatres in the east wing.\n" + items +
         "\n2017 - 2019\nWARD CLERK\nKept the records of the ward in good order.\n      Filed the rota each week\n"
         "      Answered the phone\n\n2015 - 2017\nPORTER\n      Moved the beds\n";
}

TEST(DrawnItems, WrappedItemsGoOn) {
  const Case cases[] = {
      {"one item wrapped onto a line in lower case",
       "      Cut handover time by a third by moving the ward's\n      notes onto one shared board in the office.\n"
       "      Trained four new graduates\n      Led the audit\n",
       {"Cut handover time by a third by moving the ward's notes onto one shared board in the office.",
        "Trained four new graduates", "Led the audit"}},
      {"a figure after a word in lower case goes on",
       "      Cut the ward's yearly spending on agency staff by\n      £40k without a shift left open.\n"
       "      Trained four new graduates\n      Led the audit\n",
       {"Cut the ward's yearly spending on agency staff by £40k without a shift left open.",
        "Trained four new graduates", "Led the audit"}},
      // Negative cases: each line an item.
      {"items that open in capitals",
       "      Cut handover time by a third on every shift\n      Trained four new graduates\n      Led the audit\n",
       {"Cut handover time by a third on every shift", "Trained four new graduates", "Led the audit"}},
      {"an item closed by a full stop",
       "      Cut handover time by a third on every shift.\n      Trained four new graduates\n"
       "      £40k saved on agency staff\n",
       {"Cut handover time by a third on every shift.", "Trained four new graduates", "£40k saved on agency staff"}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(Cv(c.items));
    ASSERT_EQ(r.work.size(), 3u);
    EXPECT_EQ(r.work[0].summary, "Ran the night shift of a surgical ward of thirty beds and four theatres in the east wing.");
    EXPECT_EQ(r.work[0].highlights, c.highlights);
    EXPECT_EQ(r.work[1].highlights, (std::vector<std::string>{"Filed the rota each week", "Answered the phone"}));
  }
}

}  // namespace
}  // namespace cvmill::schema
