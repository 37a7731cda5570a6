// A languages table of "Label:" cells (structure/languages.cc): "Français: <gap> Langue
// maternelle", a word processor's table whose first cell ends in a colon, is one language and
// its level, as "Français <gap> Langue maternelle" is; two languages in two cells stay two.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

TEST(LanguageLabelCells, AColonEndsTheLanguagesCell) {
  struct Case {
    const char* what;
    const char* row;
    std::vector<std::pair<std::string, std::string>> languages;
  };
  const std::vector<Case> cases = {
      {"a colon before the gap", "Portuguese:\tNative speaker", {{"Portuguese", "Native speaker"}}},
      {"a level in brackets", "English:\tFluent (C1)", {{"English", "Fluent (C1)"}}},
      {"no colon", "Portuguese\tNative speaker", {{"Portuguese", "Native speaker"}}},
      // Negative: a second language in the second cell is no level.
      {"two languages", "English:\tSpanish", {{"English", ""}, {"Spanish", ""}}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(std::string("Ana Ribeiro\nana@example.org\n\nLANGUAGES\n\n") + c.row + "\n");
    std::vector<std::pair<std::string, std::string>> got;
    for (const Language& l : r.languages) got.emplace_back(l.language, l.fluency);
    EXPECT_EQ(got, c.languages);
  }
}

}  // namespace
}  // namespace cvmill::schema
