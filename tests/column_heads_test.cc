// A PDF's columns read as flows of their own (normalize/): the heading style of a column with
// one recognised heading (a main column gone on to a page without the sidebar), the style of
// another flow that heading is set in rather than the document's (the sidebar's, whose
// headings outnumber the main column's); and the lines under a
// person's name set at the top of the main column beside a sidebar (a headline, a place),
// moved to the document head with the name. Documents built line by line.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "extract/extract.h"
#include "normalize/normalize.h"
#include "tests/test_util.h"

namespace cvmill::normalize {
namespace {

struct L {
  const char* text;
  int page;
  int column;
  float x;
  float size;
  bool bold;
};

extract::Document Pdf(const std::vector<L>& lines) {
  extract::Document doc;
  doc.format = extract::Format::kPdf;
  float y = 40;
  int page = 1;
  for (const L& l : lines) {
    if (l.page != page) page = l.page, y = 40;
    extract::Line line;
    line.text = l.text;
    line.number = static_cast<int>(doc.lines.size()) + 1;
    line.page = l.page;
    line.column = l.column;
    line.x = l.x;
    line.y = y;
    line.font_size = l.size;
    line.bold = l.bold;
    y += 1.6f * l.size;
    doc.lines.push_back(line);
  }
  return doc;
}

// The sections the blocks open, by heading.
std::vector<std::string> Headings(const Normalized& n) {
  std::vector<std::string> out;
  for (const Block& b : n.blocks) {
    if (!b.heading.empty()) out.push_back(b.heading);
  }
  return out;
}

// A left sidebar of bold 11 pt headings; the main column's headings larger, not bold.
std::vector<L> SidebarPage() {
  return {
      {"Contact", 1, 0, 20, 11, true},   {"ana@example.org", 1, 0, 20, 9, false},
      {"Languages", 1, 0, 20, 11, true}, {"Portuguese", 1, 0, 20, 9, false},
      {"Skills", 1, 0, 20, 11, true},    {"Rigging", 1, 0, 20, 9, false},
      {"Summary", 1, 1, 200, 14, false}, {"Sail maker who has repaired sails for thirty boats.", 1, 1, 200, 10, false},
      {"Experience", 1, 1, 200, 14, false}, {"Harbour Lofts", 1, 1, 200, 11, false},
      {"Sail Maker", 1, 1, 200, 10, false}, {"Cut and sewed racing sails.", 1, 1, 200, 10, false},
  };
}

TEST(ColumnHeads, AColumnsOneHeadingKeepsTheStyleItIsSetIn) {
  struct Case {
    const char* what;
    float size;    // of "Education" on the next page, alone in its column
    bool heading;  // it opens a section
  };
  const Case cases[] = {
      {"set as the main column's headings", 14, true},
      // Negative: in the body's type it takes the document's style (the sidebar's bold,
      // three headings to two), which it lacks.
      {"set in the body's type", 10, false},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    std::vector<L> lines = SidebarPage();
    lines.push_back({"Worked on ferries every summer.", 2, 0, 200, 10, false});
    lines.push_back({"Education", 2, 0, 200, c.size, false});
    lines.push_back({"Lisbon Nautical School", 2, 0, 200, 11, false});
    const Normalized n = Normalize(Pdf(lines), testing::BuiltinRules());
    const std::vector<std::string> h = Headings(n);
    EXPECT_EQ(std::find(h.begin(), h.end(), "Education") != h.end(), c.heading);
  }
}

TEST(ColumnHeads, TheLinesUnderANameAtTheColumnsTopGoToTheHead) {
  struct Case {
    const char* what;
    const char* under;  // the line under the name
    bool to_head;
  };
  const Case cases[] = {
      {"a headline", "Senior Sail Maker and Rigger", true},
      {"a place", "Porto, Portugal", true},
      // Negative: a sentence is not the head's.
      {"a sentence", "I have repaired sails for thirty boats.", false},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    std::vector<L> lines = {
        {"Contact", 1, 0, 20, 11, true},   {"ana@example.org", 1, 0, 20, 9, false},
        {"Languages", 1, 0, 20, 11, true}, {"Portuguese", 1, 0, 20, 9, false},
        {"Ana Ribeiro", 1, 1, 200, 24, false}, {c.under, 1, 1, 200, 11, false},
        {"Experience", 1, 1, 200, 14, false}, {"Harbour Lofts", 1, 1, 200, 11, false},
        {"Sail Maker", 1, 1, 200, 10, false},
    };
    const extract::Document doc = Pdf(lines);
    const Normalized n = Normalize(doc, testing::BuiltinRules());
    ASSERT_FALSE(n.blocks.empty());
    bool in_head = false;
    for (int i : n.blocks.front().lines) in_head = in_head || doc.lines[static_cast<std::size_t>(i)].text == c.under;
    EXPECT_EQ(in_head, c.to_head);
  }
}

}  // namespace
}  // namespace cvmill::normalize
