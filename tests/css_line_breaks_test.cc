// An HTML element whose CSS keeps the text's line breaks (white-space: pre-line, pre-wrap):
// each line of its text is a line of its own, as the browser shows it (a description typed
// line by line, its items after "- "). Elsewhere line breaks in the source are spaces.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "extract/extract.h"
#include "tests/test_util.h"

namespace cvmill::extract {
namespace {

TEST(CssLineBreaks, PreLineKeepsTheTextsLines) {
  struct Case {
    const char* what;
    const char* style;  // the <style> element's rules
    const char* attr;   // the paragraph's attributes
    std::vector<std::string> lines;
  };
  const std::string text = "Ran the night ferry.\n- Kept the log\n- Trained two deckhands";
  const Case cases[] = {
      {"pre-line by class", ".desc { white-space: pre-line; }", "class=\"desc\"",
       {"Ran the night ferry.", "- Kept the log", "- Trained two deckhands"}},
      {"pre-wrap in the style attribute", "", "style=\"white-space: pre-wrap\"",
       {"Ran the night ferry.", "- Kept the log", "- Trained two deckhands"}},
      // Negative: normal white space joins the source's lines.
      {"no white-space rule", ".desc { color: #333; }", "class=\"desc\"",
       {"Ran the night ferry. - Kept the log - Trained two deckhands"}},
      {"white-space: normal", ".desc { white-space: normal; }", "class=\"desc\"",
       {"Ran the night ferry. - Kept the log - Trained two deckhands"}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    const std::string html = std::string("<!DOCTYPE html><html><head><style>") + c.style +
                             "</style></head><body><h2>Experience</h2><p " + c.attr + ">" + text +
                             "</p></body></html>";
    auto doc = Extract(html, {});
    ASSERT_TRUE(doc.ok());
    std::vector<std::string> got = testing::LineTexts(doc.value());
    ASSERT_FALSE(got.empty());
    got.erase(got.begin());  // the heading
    // (The text of a line, its list mark taken off by the reader or not.)
    ASSERT_EQ(got.size(), c.lines.size());
    for (std::size_t k = 0; k < got.size(); ++k) {
      const std::string& want = c.lines[k];
      EXPECT_TRUE(got[k] == want || (want.rfind("- ", 0) == 0 && got[k] == want.substr(2))) << got[k];
    }
  }
}

}  // namespace
}  // namespace cvmill::extract
