// Items of a list whose markers were drawn as shapes (extract/pdf_items.cc MarkDrawnBullets):
// a list's items are set in one type, so lines at an item level in another type than the
// item above, or than the line after them there, are not items: a designed CV's timeline sets
// each entry in from its section's heading (small dates over a bold title over the
// organisation), which reads as entries, not as a list. Lines built by hand.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "extract/extract.h"
#include "extract/internal.h"

namespace cvmill::extract::pdf {
namespace {

struct L {
  const char* text;
  float x;
  float size;
  bool bold;
};

std::vector<bool> Bullets(const std::vector<L>& lines) {
  Document doc;
  doc.format = Format::kPdf;
  float y = 60;
  for (const L& l : lines) {
    Line line;
    line.text = l.text;
    line.page = 1;
    line.x = l.x;
    line.y = y;
    line.font_size = l.size;
    line.bold = l.bold;
    y += 1.5f * l.size;
    doc.lines.push_back(line);
  }
  // One item level, 20 pt in from the headings' edge.
  const std::vector<std::map<int, std::vector<double>>> levels = {{{0, {60.0}}}};
  MarkDrawnBullets(levels, 9.5, &doc);
  std::vector<bool> out;
  for (const Line& l : doc.lines) out.push_back(l.bullet);
  return out;
}

TEST(PdfItemTypes, ItemsShareOneType) {
  struct Case {
    const char* what;
    std::vector<L> lines;
    std::vector<bool> bullets;
  };
  const std::vector<Case> cases = {
      {"a list under its heading, its items in one type",
       {{"SKILLS", 40, 10.5, true}, {"Rope splicing", 60, 9.5, false}, {"Net mending", 60, 9.5, false},
        {"Chart work", 60, 9.5, false}},
       {false, true, true, true}},
      // Negative: an entry set in from its heading, dates over a bold title over the place.
      {"a timeline entry set in under its heading",
       {{"EXPERIENCE", 40, 10.5, true}, {"2019 - 2022", 60, 8, false}, {"Harbour Pilot", 60, 11, true},
        {"Eastgate Port Authority", 60, 9.5, false}, {"Brought ships into the inner basin.", 60, 9.5, false}},
       {false, false, false, false, false}},
      {"a bold line under an item is no further item",
       {{"SKILLS", 40, 10.5, true}, {"Rope splicing", 60, 9.5, false}, {"Net mending", 60, 9.5, false},
        {"Sailing", 60, 9.5, true}},
       {false, true, true, false}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    EXPECT_EQ(Bullets(c.lines), c.bullets);
  }
}

}  // namespace
}  // namespace cvmill::extract::pdf
