// An education entry's institution wrapped in a narrow column with its last word, a town, alone
// on the line below ("Technische Hochschule" over "Aalen"): the town is part of the name as
// written on one line ("Technische Hochschule Aalen" keeps it there), not a place line of the
// entry. (A place set off by a comma, "Northfield University, Leeds", is the institution's
// trailing place, which the gold conventions drop for education: StripPlaces.)
#include <string>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

void Builder::InstitutionPlace(const Entry& e, const Header& h, schema::Education* ed) {
  if (ed->institution.empty()) return;
  for (const auto& [i, t] : h.lines) {
    // (The institution the whole line, the next line one town alone: its name wrapped.)
    if (Clean(t) != ed->institution) continue;
    for (int p : e.places) {
      if (p != i + 1) continue;
      const std::string town = Clean(T(p));
      if (town.find(',') != std::string::npos || !nz::IsCity(town, rules_)) return;
      ed->institution += " " + town;
      Use(p);
      if (trace_) TracePart(p, town, "institution", "a town alone under the institution's line: its name wrapped");
    }
    return;
  }
}

}  // namespace cvmill::structure::internal
