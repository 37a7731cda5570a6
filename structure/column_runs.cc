// Items whose right-hand cells a plain-text dump read as a column of their own: the items'
// names, one a line, then (after a blank) as many lines of what stood right-aligned beside
// them, each dated ("Issuer · 2019"). Each of those goes back under its item by order:
//
//   Harbour Pilot Licence                          Harbour Pilot Licence
//   Night Navigation Certificate        ->         Coastal Authority · 2019
//                                                  Night Navigation Certificate
//   Coastal Authority · 2019                       Maritime School · 2021
//   Maritime School · 2021
//
// Only where the count fits exactly: two runs of two lines or more, of the same length, the
// second set apart by a blank and every line of it dated, none of the first; each line short
// (no prose, no list item), and nothing but a blank or the section's end after the second.
// Plain text only (the other readers keep a row's cells together). Called by Units
// (item_entries.cc) after DateRuns.
#include <algorithm>
#include <utility>
#include <vector>

#include "common/text.h"
#include "structure/internal/build.h"

namespace cvmill::structure::internal {

void Builder::ColumnRuns(std::vector<int>* lines_in, std::vector<Kind>* kinds) const {
  if (doc_.format != extract::Format::kText) return;
  std::vector<int>& lines = *lines_in;
  std::vector<Kind>& kd = *kinds;
  const std::size_t n = lines.size();
  auto plain = [&](std::size_t k) {
    const int i = lines[k];
    return kd[k] != Kind::kSkip && !L(i).bullet && text::WordCount(T(i)) <= 12 && !text::EndsSentence(T(i));
  };
  // Runs of lines no blank parts: [begin, end).
  std::vector<std::pair<std::size_t, std::size_t>> runs;
  for (std::size_t k = 0; k < n; ++k) {
    if (kd[k] == Kind::kSkip) return;  // (a line the section drops: the count cannot be trusted)
    if (runs.empty() || L(lines[k]).blank_before > 0) runs.emplace_back(k, k);
    runs.back().second = k + 1;
  }
  for (std::size_t r = 0; r + 1 < runs.size(); ++r) {
    const auto [a, a_end] = runs[r];
    const auto [b, b_end] = runs[r + 1];
    const std::size_t m = a_end - a;
    if (m < 2 || b_end - b != m) continue;
    bool fits = true;
    for (std::size_t k = 0; k < m && fits; ++k) {
      // (A run of dates alone is DateRuns'.)
      fits = plain(a + k) && plain(b + k) && !HasInlineDate(lines[a + k]) && HasInlineDate(lines[b + k]) &&
             !PureDate(lines[b + k]);
    }
    if (!fits) continue;
    std::vector<int> zipped;
    std::vector<Kind> zkinds;
    for (std::size_t k = 0; k < m; ++k) {
      zipped.push_back(lines[a + k]);
      zkinds.push_back(kd[a + k]);
      zipped.push_back(lines[b + k]);
      zkinds.push_back(kd[b + k]);
    }
    std::copy(zipped.begin(), zipped.end(), lines.begin() + static_cast<std::ptrdiff_t>(a));
    std::copy(zkinds.begin(), zkinds.end(), kd.begin() + static_cast<std::ptrdiff_t>(a));
    ++r;
  }
}

}  // namespace cvmill::structure::internal
