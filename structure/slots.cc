// Slot voting across a section's entries.
#include <algorithm>
#include <map>

#include "structure/structure.h"

namespace cvmill::structure {

SlotPlan VoteSlots(const std::vector<std::vector<unsigned>>& entries) {
  SlotPlan plan;
  std::map<std::size_t, int> arities;
  for (const auto& e : entries) {
    if (e.size() >= 2 && e.size() <= 3) ++arities[e.size()];
  }
  std::size_t n = 0;
  int count = 0;
  for (const auto& [a, c] : arities) {
    if (c > count) n = a, count = c;  // ties: the smaller arity (map order)
  }
  plan.shape = static_cast<int>(n);
  plan.shared = count;
  plan.why_not = "fewer than two entries share a header shape of 2 or 3 parts";
  if (count < 2) return plan;
  // Per slot: entries whose part there has only title words, only organisation words.
  std::vector<int> title(n, 0), org(n, 0);
  for (const auto& e : entries) {
    if (e.size() != n) continue;
    for (std::size_t k = 0; k < n; ++k) {
      unsigned bits = e[k] & (kTitleWords | kOrgWords);
      if (bits == kTitleWords) ++title[k];
      if (bits == kOrgWords) ++org[k];
    }
  }
  auto by_title = [&](std::size_t k) { return title[k] - org[k]; };
  std::size_t p = 0;
  for (std::size_t k = 1; k < n; ++k) {
    if (by_title(k) > by_title(p)) p = k;
  }
  std::size_t q = p == 0 ? 1 : 0;
  for (std::size_t k = 0; k < n; ++k) {
    if (k != p && -by_title(k) > -by_title(q)) q = k;
  }
  int for_plan = title[p] + org[q];
  int against = org[p] + title[q];
  // Evidence from at least a third of the entries, and more for this reading than its swap.
  plan.title = title;
  plan.org = org;
  plan.votes_for = for_plan;
  plan.votes_against = against;
  plan.why_not = for_plan <= against ? "the vocabulary does not favour this reading over its swap"
                                     : "evidence from fewer than a third of the entries";
  if (for_plan <= against || 3 * (for_plan - against) < count) return plan;
  plan.why_not = "";
  plan.arity = static_cast<int>(n);
  plan.slots.assign(n, Slot::kUnknown);
  plan.slots[p] = Slot::kPosition;
  plan.slots[q] = Slot::kOrganisation;
  return plan;
}

}  // namespace cvmill::structure
