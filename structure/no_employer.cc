// A work section that prints no employer: every entry's header is its position, some of them
// saying more after a comma ("Charge Nurse, Night Ward", "Attachée, cellule Vélo"). The
// section's vote then plans "position, organisation" over the entries of two parts, though
// nothing in the second slot names an organisation. Where no entry's header has an
// organisation's words anywhere, the plan's organisation slot has none, and some entry's
// header is one part alone (a position with nothing after it), the section names no
// employer: each header line is the position whole. (Not where some header ends in a place
// the gazetteer knows: the second slot is then where, "Cook, Graz, Austria".)
#include <string>
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

bool Builder::NoEmployer(const std::vector<Entry>& entries, const SlotPlan& plan) {
  if (!plan.ok() || plan.by_line || plan.arity != 2 || plan.slots[0] != Slot::kPosition ||
      plan.slots[1] != Slot::kOrganisation || plan.org[1] > 0 || plan.placed > 0)
    return false;
  int alone = 0;
  for (const Entry& e : entries) {
    Header h = ReadHeader(e, true);
    std::vector<std::string> places = h.place_parts;
    const auto parts = HeaderParts(h, &places);
    // (Every part on one line: a header of two lines is a position over something else.)
    if (h.lines.size() > 1) return false;
    // (Nor where a part after the first is a town: "Sous-Chef, Graz" says where.)
    for (std::size_t k = 0; k < parts.size(); ++k) {
      if ((nz::Vocab(parts[k].second, rules_) & nz::kOrgWord) || (k > 0 && TownPart(parts[k].second))) return false;
    }
    alone += parts.size() == 1;
  }
  return alone >= 1;
}

}  // namespace cvmill::structure::internal
