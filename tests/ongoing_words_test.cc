// The open end of a range written in Italian, Portuguese and Dutch ("2016 – oggi", "2019 –
// atual", "2018 – heden") reads as ongoing, as the English, German, French and Spanish words
// do (normalize/rules/date_words.tsv); the words alone, or in a sentence without a date
// before them, make no range.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "normalize/normalize.h"

namespace cvmill::normalize {
namespace {

TEST(OngoingWords, ItalianPortugueseAndDutchOpenEnds) {
  auto loaded = Rules::LoadBuiltin();
  ASSERT_TRUE(loaded.ok());
  const Rules& rules = loaded.value();
  struct Case {
    std::string text;
    int ranges;  // how many date spans
    std::string start;
    bool ongoing;
  };
  for (const Case& c : std::vector<Case>{
           {"2016 – oggi", 1, "2016", true},
           {"03/2019 – ad oggi", 1, "2019-03", true},
           {"settembre 2020 – in corso", 1, "2020-09", true},
           {"2019 – atual", 1, "2019", true},
           {"janeiro 2021 - atualmente", 1, "2021-01", true},
           {"2018 – heden", 1, "2018", true},
           {"2018 – tot heden", 1, "2018", true},
           {"2016 – 2019", 1, "2016", false},  // a closed range stays closed
           {"Farmacia aperta oggi", 0, "", false},  // the word alone is no date
           {"Projeto atual da equipa", 0, "", false},
       }) {
    const std::vector<DateRange> d = FindDates(c.text, rules);
    ASSERT_EQ(static_cast<int>(d.size()), c.ranges) << c.text;
    if (d.empty()) continue;
    EXPECT_EQ(d[0].start.ToIso(), c.start) << c.text;
    EXPECT_EQ(d[0].ongoing, c.ongoing) << c.text;
  }
}

}  // namespace
}  // namespace cvmill::normalize
