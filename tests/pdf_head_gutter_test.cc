// A page whose two columns (a main column and a sidebar) run under a head set across the
// page (a name, a summary whose lines cross the gutter): the columns are two flows, read one
// after the other (extract/pdf_rows.cc, FindGutter). Pages built word by word.
#include <gtest/gtest.h>

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

void Set(std::vector<Word>* out, const std::string& text, double x, double y, double size = 9) {
  cvmill::testing::SetWords(out, text, x, y, size);
}

using cvmill::testing::Lines;

// The head: a name, a title and a two-line summary whose first line runs across the page.
void Head(std::vector<Word>* w) {
  Set(w, "Jane Example", 40, 40, 24);
  Set(w, "Pastry Chef", 40, 75, 14);
  Set(w, "Baker of twelve years in hotel kitchens and a wholesale bakery with a team of twelve bakers and a night crew", 40, 105);
  Set(w, "and four shops across the city and its market towns with a stall on market days and a van for deliveries", 40, 117);
}

struct Case {
  const char* name;
  int side;  // 1: a sidebar beside the main column; 2: a second column of a table, its rows
             // level with the first's; 0: dates alone on their own rows; 3: a sidebar in the
             // main column's type at a spacing of its own, no row level with one of the main
             // column; 4: the same, its first row level with the main column's first
  std::vector<std::string> expected;
};

class HeadGutter : public ::testing::TestWithParam<Case> {};

TEST_P(HeadGutter, ReadsFlows) {
  const Case& c = GetParam();
  std::vector<Word> words;
  Head(&words);
  const char* main_rows[] = {"Experience", "Head Baker at Northgate", "Ran the night bake of four shops",
                             "Trained two apprentices", "Pastry Cook at Riverside", "Laminated doughs by hand",
                             "Kept the ovens going"};
  const char* side_rows[] = {"Skills", "Sourdough breads", "Viennoiserie", "Languages", "English", "French"};
  double y = 150;
  for (const char* r : main_rows) Set(&words, r, 40, y), y += 12;
  if (c.side == 1) {  // in its own type and spacing
    y = 153;
    for (const char* r : side_rows) Set(&words, r, 440, y, 8), y += 14;
  } else if (c.side == 3 || c.side == 4) {
    y = c.side == 3 ? 156 : 150;
    for (const char* r : side_rows) Set(&words, r, 440, y), y += 16;
  } else if (c.side == 2) {
    y = 150;
    for (const char* r : side_rows) Set(&words, r, 440, y), y += 12;
  } else {
    // Dates alone on rows of their own, right of the text: no row has words on both sides.
    Set(&words, "2019 2023", 380, 156);
    Set(&words, "2015 2019", 380, 204);
  }
  EXPECT_EQ(Lines(ReadingOrder(words, kWidth, kHeight, true)), c.expected) << c.name;
}

// The page read with its sidebar as a flow of its own, after the main column, the head on top.
const std::vector<std::string> kSidebarApart = {
    "c0 Jane Example", "c0 Pastry Chef",
    "c0 Baker of twelve years in hotel kitchens and a wholesale bakery with a team of twelve bakers and a night crew",
    "c0 and four shops across the city and its market towns with a stall on market days and a van for deliveries", "c0 Experience",
    "c0 Head Baker at Northgate", "c0 Ran the night bake of four shops", "c0 Trained two apprentices",
    "c0 Pastry Cook at Riverside", "c0 Laminated doughs by hand", "c0 Kept the ovens going", "c1 Skills",
    "c1 Sourdough breads", "c1 Viennoiserie", "c1 Languages", "c1 English", "c1 French"};

INSTANTIATE_TEST_SUITE_P(
    Pdf, HeadGutter,
    ::testing::Values(
        // The sidebar is a flow of its own, read after the main column; the head stays on top.
        Case{"sidebar_under_head",
             1,
             kSidebarApart},
        // Negative: a table's second column, its rows level with the first's, is no flow of its
        // own: its rows stay whole.
        Case{"table_under_head",
             2,
             {"c0 Jane Example", "c0 Pastry Chef",
              "c0 Baker of twelve years in hotel kitchens and a wholesale bakery with a team of twelve bakers and a night crew",
              "c0 and four shops across the city and its market towns with a stall on market days and a van for deliveries",
              "c0 Experience Skills", "c0 Head Baker at Northgate Sourdough breads",
              "c0 Ran the night bake of four shops Viennoiserie", "c0 Trained two apprentices Languages",
              "c0 Pastry Cook at Riverside English", "c0 Laminated doughs by hand French", "c0 Kept the ovens going"}},
        // A sidebar in the main column's type whose rows never stand level with the main
        // column's is a flow of its own too.
        Case{"sidebar_same_type_never_level",
             3,
             kSidebarApart},
        // Negative: the same with one row level with the main column's (as a table's first row
        // is): one type, so rows stay whole.
        Case{"same_type_one_row_level",
             4,
             {"c0 Jane Example", "c0 Pastry Chef",
              "c0 Baker of twelve years in hotel kitchens and a wholesale bakery with a team of twelve bakers and a night crew",
              "c0 and four shops across the city and its market towns with a stall on market days and a van for deliveries",
              "c0 Experience Skills", "c0 Head Baker at Northgate Sourdough breads", "c0 Ran the night bake of four shops",
              "c0 Trained two apprentices Viennoiserie", "c0 Pastry Cook at Riverside Languages",
              "c0 Laminated doughs by hand English", "c0 Kept the ovens going", "c0 French"}},
        // Negative: dates on rows of their own beside the text (no row with words on both sides
        // of the gutter under the head) are no second flow: the page stays one flow.
        Case{"dates_alone",
             0,
             {"c0 Jane Example", "c0 Pastry Chef",
              "c0 Baker of twelve years in hotel kitchens and a wholesale bakery with a team of twelve bakers and a night crew",
              "c0 and four shops across the city and its market towns with a stall on market days and a van for deliveries", "c0 Experience",
              "c0 2019 2023", "c0 Head Baker at Northgate", "c0 Ran the night bake of four shops",
              "c0 Trained two apprentices", "c0 Pastry Cook at Riverside", "c0 2015 2019",
              "c0 Laminated doughs by hand", "c0 Kept the ovens going"}}));

}  // namespace
