// The structure stage: decisions voted across a section's entries.
#include <gtest/gtest.h>

#include "structure/structure.h"

namespace cvmill::structure {
namespace {

constexpr unsigned T = kTitleWords, O = kOrgWords, N = 0, B = kTitleWords | kOrgWords;

struct VoteCase {
  const char* what;
  std::vector<std::vector<unsigned>> entries;
  int arity;                // 0: no plan
  std::vector<Slot> slots;
};

TEST(VoteSlots, Table) {
  const Slot P = Slot::kPosition, G = Slot::kOrganisation, U = Slot::kUnknown;
  const VoteCase cases[] = {
      {"title first in most entries: unknown words in the others follow the majority",
       {{T, N}, {N, O}, {T, O}, {N, N}}, 2, {P, G}},
      {"organisation first (\"Org | Title\")", {{O, T}, {O, N}, {N, T}}, 2, {G, P}},
      {"three slots: title, organisation, a department nobody knows", {{T, O, N}, {T, N, N}, {N, O, N}}, 3, {P, G, U}},
      {"the most common shape decides; other shapes are left to the entries", {{T, O}, {T, N}, {T, N, O}}, 2, {P, G}},
      {"one entry alone is no template", {{T, O}}, 0, {}},
      {"no evidence either way", {{N, N}, {N, N}, {N, N}}, 0, {}},
      {"words of both kinds everywhere (\"Manager, Management Consulting\") say nothing", {{B, B}, {B, B}}, 0, {}},
      {"as much evidence for the swap: no plan", {{T, O}, {O, T}}, 0, {}},
      {"evidence from too few of many entries", {{T, N}, {N, N}, {N, N}, {N, N}, {N, N}, {N, N}, {N, N}}, 0, {}},
  };
  for (const VoteCase& c : cases) {
    SCOPED_TRACE(c.what);
    SlotPlan plan = VoteSlots(c.entries);
    EXPECT_EQ(plan.arity, c.arity);
    EXPECT_EQ(plan.slots, c.slots);
  }
}

}  // namespace
}  // namespace cvmill::structure
