// A date line read alone, after an entry that has its date (a date column's cell that a
// plain-text dump read before its entry's text, a sidebar line before the entry's title):
// where the section's date lines stand over header lines more often than under them, the
// header lines after it are that date's entry, not a new one. Where they stand under their
// header lines, or the lone date is a year alone, nothing changes.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

struct Case {
  const char* what;
  std::string section;                // the lines under the heading
  std::vector<std::string> entries;  // "position|startDate" per work entry
};

TEST(DateOnlyEntry, PlainText) {
  const char head[] = "Jane Roe\njane@example.org\n\nExperience\n";
  const Case cases[] = {
      {"dates over their titles: a lone date takes the title under it",
       "KNIVES\n\n01/2019 - 06/2022\n\nHead Cook\nRan the kitchen of a small inn by the river for three years.\n"
       "05/2017 - 12/2018\n\nLine Cook\n02/2015 - 04/2017\n\nKitchen Porter\nWashed the pots and pans of a busy hotel every night.\n",
       {"Head Cook|2019-01", "Line Cook|2017-05", "Kitchen Porter|2015-02"}},
      {"dates under their titles: the title after a lone date keeps the date under it",
       "Head Cook\n01/2019 - 06/2022\nRan the kitchen of a small inn by the river for three years.\n"
       "Sous Chef\n05/2017 - 12/2018\n\n02/2015 - 04/2017\n\nLine Cook\n03/2013 - 01/2015\n",
       {"Head Cook|2019-01", "Sous Chef|2017-05", "|2015-02", "Line Cook|2013-03"}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(head + c.section, "cv.txt");
    std::vector<std::string> got;
    for (const Work& w : r.work) got.push_back(w.position + "|" + w.startDate);
    EXPECT_EQ(got, c.entries);
  }
}

}  // namespace
}  // namespace cvmill::schema
