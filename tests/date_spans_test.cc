// The dates read after date_span_budget is spent (spans found by RE2's own unanchored search)
// are those read before it (spans found by NextDatePoint's anchored passes).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "normalize/normalize.h"

namespace cvmill::normalize {
namespace {

std::string Dates(const std::string& t, const Rules& rules) {
  std::string out;
  for (const DateRange& d : FindDates(t, rules)) {
    out += d.start.ToIso() + ".." + d.end.ToIso() + (d.ongoing ? " ongoing" : "") + (d.single ? " single" : "") + " [" +
           std::to_string(d.begin) + "," + std::to_string(d.end_offset) + ") " + d.rule + "; ";
  }
  return out;
}

TEST(DateSpans, SameOnceTheBudgetIsSpent) {
  auto loaded = Rules::LoadBuiltin();
  ASSERT_TRUE(loaded.ok());
  const Rules& rules = loaded.value();
  const std::vector<std::string> texts = {
      "Senior Nurse, Harbour Clinic, Leeds   Mar 2019 – Present",
      "Jan. 2015 - Dec. 2018 (3 years 11 months)",
      "Mar – Jun 2019",
      "since 2020",
      "Expected Graduation: June 2027",
      "12/2019 - 03/2021, Leeds",
      "doi.org/10.5555/jx.2024.0011 and 2021",
      "1. Juni 2018 – 31.12.2019",
      "Sommersemester 2019",
      "Fall 2020.",
      "2019-05-01 to 2020-06",
      "no date here 3000",
  };
  std::vector<std::string> before;
  for (const std::string& t : texts) before.push_back(Dates(t, rules));
  EXPECT_EQ(before[0], "2019-03.. ongoing [38,58) mon_y; ");
  EXPECT_EQ(before.back(), "");
  // (No memo is open: each query reads its text again and spends the budget.)
  for (int k = 0; k < 1100; ++k) Dates(texts[static_cast<std::size_t>(k) % texts.size()], rules);
  for (std::size_t k = 0; k < texts.size(); ++k) EXPECT_EQ(Dates(texts[k], rules), before[k]) << texts[k];
}

}  // namespace
}  // namespace cvmill::normalize
