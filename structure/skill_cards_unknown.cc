// Skill cards under a heading no rule names: a sidebar that sets its skills as cards, each a
// name over its level over its items ("Baking" / "Expert" / "Sourdough" / "Rye breads" /
// "Pastry" / "Advanced" / "Laminated doughs"), with no "Skills" heading over them. The first card's name
// is read as a section's heading of unknown kind. A level right under that heading is the
// evidence: a name over its level is a skill card, whatever type sets the heading (plain text
// has none). Dispatch (build.cc) asks it before the other readings of such a section.
#include <string>
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

bool Builder::SkillCardsUnderUnknownHeading(const nz::Block& b) {
  if (b.heading_line < 0 || b.heading_in_row || b.container) return false;
  if (nz::MatchDegree(b.heading, rules_) || (nz::Vocab(b.heading, rules_) & ~unsigned{nz::kOrgWord}) != 0 ||
      !SkillName(b.heading_line))
    return false;
  std::vector<int> lines;
  for (int i : b.lines) {
    if (!Noise(i)) lines.push_back(i);
  }
  // The heading's level first, then an item or more.
  if (lines.size() < 2 || !SkillName(lines[0]) || !WholeLevel(T(lines[0])) || WholeLevel(T(lines[1]))) return false;
  // Every line a short item, a level, or a card's name over its level.
  std::size_t languages = 0;
  for (std::size_t k = 0; k < lines.size(); ++k) {
    const int i = lines[k];
    const std::string t = Clean(T(i));
    if (t.empty() || L(i).bullet || text::WordCount(t) > 4 || t.size() > 40 || text::EndsWith(t, ".") ||
        HasInlineDate(i) || t.find_first_of("@:/,;\t") != std::string::npos || nz::ParseAddress(t, rules_) ||
        nz::FindPhone(t) || nz::MatchHeading(t, rules_) || (nz::Vocab(t, rules_) & nz::kTitleWord) ||
        nz::MatchDegree(t, rules_) || nz::ParsePlace(t, rules_))
      return false;
    // (A level under a line that is itself a level, or as the section's last line, is a
    // language's or an item's own: no cards.)
    if (k > 0 && WholeLevel(t) && (WholeLevel(T(lines[k - 1])) || k + 1 == lines.size())) return false;
    languages += NamesLanguage(t);
  }
  if (languages * 3 >= lines.size()) return false;
  AddSkillGroup(b.heading, {});
  r_.skills.back().level = Clean(T(lines[0]));
  Use(lines[0]);
  for (std::size_t k = 1; k < lines.size(); ++k) {
    const int i = lines[k];
    Use(i);
    if (k + 1 < lines.size() && WholeLevel(T(lines[k + 1]))) {  // the next card's name over its level
      AddSkillGroup(T(i), {});
      r_.skills.back().level = Clean(T(lines[++k]));
      Use(lines[k]);
      continue;
    }
    for (auto& kw : Keywords(T(i))) r_.skills.back().keywords.push_back(std::move(kw));
  }
  return true;
}

}  // namespace cvmill::structure::internal
