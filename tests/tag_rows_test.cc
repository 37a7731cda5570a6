// A row of short cells under a project (tag chips): its keywords. The row's test, then a
// small CV written for it.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "structure/tag_rows.h"
#include "tests/test_util.h"

namespace cvmill::structure {
namespace {

TEST(TagRows, RowsOfShortCells) {
  struct Case {
    const char* line;
    std::optional<std::vector<std::string>> cells;
  };
  const std::vector<Case> cases = {
      {"Rust\tTokio\tgRPC", std::vector<std::string>{"Rust", "Tokio", "gRPC"}},
      {"Go\tNATS Streaming", std::vector<std::string>{"Go", "NATS Streaming"}},
      {" C99 \t\tZephyr RTOS ", std::vector<std::string>{"C99", "Zephyr RTOS"}},
      {"Rust", std::nullopt},                                                    // one cell
      {"Rust, Tokio, gRPC", std::nullopt},                                       // no cells
      {"Built a scheduler for the depot in three months\tRust", std::nullopt},  // a sentence
      {"Lead developer\t2019 - 2021", std::nullopt},                             // a date
      {"Stack: Rust\tTokio", std::nullopt},                                      // a label
      {"Rust\tgithub.com/example/tool", std::nullopt},                          // no address
      {"Rust\thttps://example.org", std::nullopt},
      {"Ran the stall.\tSold bread", std::nullopt},                              // a sentence's end
  };
  for (const Case& c : cases) {
    EXPECT_EQ(TagRow(c.line), c.cells) << c.line;
  }
}

// A text CV whose projects end in a row of tags set apart by wide gaps: the tags are the
// project's keywords, not more of its description.
TEST(TagRows, AProjectsTagRowIsItsKeywords) {
  const std::string cv =
      "Jane Roe\njane@example.org\n\nPROJECTS\n\n"
      "tidewatch\nA tide gauge logger for small harbours, written for a sailing club.\n"
      "Rust      Tokio      LoRa\n\n"
      "kelpmap\nA map of kelp beds drawn from drone photographs.\n"
      "Python      OpenCV\n";
  schema::Resume r = testing::ParseCv(cv);
  ASSERT_EQ(r.projects.size(), 2u);
  EXPECT_EQ(r.projects[0].name, "tidewatch");
  EXPECT_EQ(r.projects[0].keywords, (std::vector<std::string>{"Rust", "Tokio", "LoRa"}));
  EXPECT_EQ(r.projects[1].keywords, (std::vector<std::string>{"Python", "OpenCV"}));
  EXPECT_EQ(r.projects[1].description, "A map of kelp beds drawn from drone photographs.");
}

// The row set apart from the text by a blank line reads as a header line closing the entry: its
// cells are still the keywords, not a kind and an organisation.
TEST(TagRows, ARowClosingTheEntryAfterABlankLine) {
  const std::string cv =
      "Jane Roe\njane@example.org\n\nPROJECTS\n\n"
      "tidewatch\nA tide gauge logger for small harbours, written for a sailing club.\n\n"
      "Rust      Tokio      LoRa\n\n\n"
      "kelpmap\nA map of kelp beds drawn from drone photographs.\n\nPython      OpenCV\n";
  schema::Resume r = testing::ParseCv(cv);
  ASSERT_EQ(r.projects.size(), 2u);
  EXPECT_EQ(r.projects[0].keywords, (std::vector<std::string>{"Rust", "Tokio", "LoRa"}));
  EXPECT_EQ(r.projects[0].type, "");
  EXPECT_EQ(r.projects[0].entity, "");
  EXPECT_EQ(r.projects[1].keywords, (std::vector<std::string>{"Python", "OpenCV"}));
}

// Tags stacked one to a line (a dump gives each chip a line of its own; in a plain text with
// blank lines between them they still open entries of their own), or a list whose
// every item is a word or two, closing a project after its text: its keywords. A role or an
// organisation under the text, or a list of real highlights, stays what it was.
TEST(TagRows, StackedChipsAreKeywords) {
  struct Case {
    const char* what;
    const char* text;
    std::vector<std::string> keywords, highlights;  // the first project's
    std::size_t projects = 1;
  };
  const Case cases[] = {
      {"chips one to a line under the text (two projects of that template)",
       "tidewatch\nA tide gauge logger for small harbours, written for a sailing club.\nRust\nTokio\nLoRa\n\n"
       "kelpmap\nA map of kelp beds drawn from drone photographs.\nPython\nOpenCV\nQGIS\n",
       {"Rust", "Tokio", "LoRa"}, {}, 2},
      {"chips as list items of a word or two",
       "tidewatch\nA tide gauge logger for small harbours, written for a sailing club.\n- Rust\n- Tokio\n- Embedded Linux\n",
       {"Rust", "Tokio", "Embedded Linux"}, {}},
      {"highlights of several words stay highlights",
       "tidewatch\nA tide gauge logger for small harbours, written for a sailing club.\n- Logged two years of tides\n"
       "- Rust\n",
       {}, {"Logged two years of tides", "Rust"}},
      {"one short line under the text is no list of chips (it opens an entry, as before)",
       "tidewatch\nA tide gauge logger for small harbours, written for a sailing club.\nRust\n",
       {}, {}, 2},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    schema::Resume r = testing::ParseCv(std::string("Jane Roe\njane@example.org\n\nPROJECTS\n\n") + c.text);
    ASSERT_EQ(r.projects.size(), c.projects);
    EXPECT_EQ(r.projects[0].name, "tidewatch");
    EXPECT_EQ(r.projects[0].keywords, c.keywords);
    EXPECT_EQ(r.projects[0].highlights, c.highlights);
  }
}

}  // namespace
}  // namespace cvmill::structure
