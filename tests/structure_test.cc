// The structure stage: decisions voted across a section's entries, and the builder's string
// helpers (building records from text is tested in schema_test.cc).
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "structure/internal/strings.h"
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

struct RefCase {
  const char* what;
  std::vector<TextLine> lines;
  std::vector<std::pair<std::string, std::string>> want;  // name, text
};

TEST(GroupReferences, Table) {
  const RefCase cases[] = {
      {"name over an indented curly quote",
       {{"Rachel Ostrowski, CTO, Tidewater", 1}, {"\u201cErik made our ledger boring, which is", 0},
        {"the highest compliment.\u201d", 0}},
       {{"Rachel Ostrowski, CTO, Tidewater", "Erik made our ledger boring, which is the highest compliment."}}},
      {"a straight-quoted paragraph closed by an attribution, then a second one",
       {{"\"Erik made our ledger boring, which is the highest", 1}, {"compliment.\"", 0}, {"-- Rachel Ostrowski, CTO", 0},
        {"\"Calm in every incident.\"", 1}, {"\u2014 Tom Berg, SRE lead", 0}},
       {{"Rachel Ostrowski, CTO", "Erik made our ledger boring, which is the highest compliment."},
        {"Tom Berg, SRE lead", "Calm in every incident."}}},
      {"two names, each with a definition-list sentence",
       {{"Ana Ruiz, Head Nurse", 1}, {"She ran the ward with care and never missed a handover.", 0},
        {"Luis Paz, Director", 1}, {"A reliable colleague who trained every new nurse on the ward.", 0}},
       {{"Ana Ruiz, Head Nurse", "She ran the ward with care and never missed a handover."},
        {"Luis Paz, Director", "A reliable colleague who trained every new nurse on the ward."}}},
      {"names only", {{"Ana Ruiz, Head Nurse", 1}, {"Luis Paz, Director", 0}}, {{"Ana Ruiz, Head Nurse", ""}, {"Luis Paz, Director", ""}}},
  };
  for (const RefCase& c : cases) {
    SCOPED_TRACE(c.what);
    std::vector<std::pair<std::string, std::string>> got;
    for (const NamedText& g : GroupReferences(c.lines)) got.emplace_back(g.name, g.text);
    EXPECT_EQ(got, c.want);
  }
}

TEST(Internal, CleanAndSplit) {
  EXPECT_EQ(internal::Clean("  Research associate ()  , "), "Research associate");
  EXPECT_EQ(internal::SplitTopLevel("a (b, c), d", ","), (std::vector<std::string>{"a (b, c)", "d"}));
}

}  // namespace
}  // namespace cvmill::structure
