// A volunteer entry's header line "Mentor, youth programme" whose first part has a position's words and the rest
// none reads as position and organisation where it is the header's only line. Where the header
// has another line that may be the organisation (a name left after dates and places, no
// position's words: "Harbour Rowing Trust" below it), the parts after the comma say more of the
// position and the organisation is that other line. (In a volunteer section only: a work
// entry's other header lines are as often what the employer does, "Public hospital".)
#include <string>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

bool Builder::OrgLineBesides(const Header& h, int i) {
  for (const auto& [j, t] : h.lines) {
    if (j == i) continue;
    const std::string clean = Clean(t);
    if (clean.empty() || (text::WordCount(clean) <= 5 && nz::ParsePlace(clean, rules_))) continue;
    std::vector<std::string> places;
    const std::vector<std::string> parts = StripPlaces(Parts(t), &places);
    if (parts.empty()) continue;
    const std::string joined = text::Join(parts, ", ");
    // (A name, not a line of prose: few words, capitalised, at most two longer words in lower case.)
    if (joined.empty() || TitleLike(joined) || text::WordCount(joined) > 7 || !StartsUpperWord(joined) ||
        LowerCaseWords(joined, 3) > 2)
      continue;
    return true;
  }
  return false;
}

}  // namespace cvmill::structure::internal
