// Skill cards under a heading no rule names: a sidebar that sets its skills as cards, each a
// name over its level over its items ("Baking" / "Expert" / "Sourdough" / "Rye breads" /
// "Pastry" / "Advanced" / "Laminated doughs"), with no "Skills" heading over them. The first card's name
// is read as a section's heading of unknown kind. A level right under that heading is the
// evidence: a name over its level is a skill card, whatever type sets the heading (plain text
// has none). Dispatch (build.cc) asks it before the other readings of such a section.
#include <string>
#include <string_view>
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {
namespace {

// The text without what brackets hold: "Accessibility (WCAG, ARIA)" => "Accessibility ()".
// (A comma inside an item's brackets lists what the item covers, not two items.)
std::string OutsideBrackets(std::string_view t) {
  std::string out;
  int depth = 0;
  for (char c : t) {
    if (c == '(') ++depth;
    if (depth == 0 || c == '(') out += c;
    if (c == ')' && depth > 0) {
      --depth;
      if (depth == 0) out += c;
    }
  }
  return out;
}

}  // namespace

bool Builder::SkillCardsUnderUnknownHeading(const nz::Block& b) {
  if (b.heading_line < 0 || b.heading_in_row || b.container) return false;
  if (nz::MatchDegree(b.heading, rules_) || (nz::Vocab(b.heading, rules_) & ~unsigned{nz::kOrgWord}) != 0 ||
      !SkillName(b.heading_line))
    return false;
  std::vector<int> lines;
  // (A word a link button would show, "HTML", is an item among the cards' items.)
  for (int i : b.lines) {
    if (!Noise(i) || (!lines.empty() && nz::IsButtons(T(i), rules_) && text::WordCount(T(i)) == 1)) lines.push_back(i);
  }
  // The heading's level first, then an item or more.
  if (lines.size() < 2 || !SkillName(lines[0]) || !WholeLevel(T(lines[0])) || WholeLevel(T(lines[1]))) return false;
  // Every line a short item, a level, or a card's name over its level. (Where two cards or
  // more repeat the template, a name over its level, a card's name may be a section's word,
  // "Leadership", and an item a job title's, "Charge nurse": the template says what they are.)
  std::size_t cards = 1;
  for (std::size_t k = 1; k + 1 < lines.size(); ++k) cards += WholeLevel(T(lines[k + 1])) && !WholeLevel(T(lines[k]));
  std::size_t languages = 0;
  for (std::size_t k = 0; k < lines.size(); ++k) {
    const int i = lines[k];
    const std::string t = Clean(T(i));
    const bool name = k + 1 < lines.size() && WholeLevel(T(lines[k + 1]));
    if (t.empty() || L(i).bullet || text::WordCount(t) > 4 || t.size() > 40 || text::EndsWith(t, ".") ||
        HasInlineDate(i) || OutsideBrackets(t).find_first_of("@:/,;\t") != std::string::npos || nz::ParseAddress(t, rules_) ||
        nz::FindPhone(t) || (nz::MatchHeading(t, rules_) && !(cards >= 2 && name)) ||
        ((nz::Vocab(t, rules_) & nz::kTitleWord) && cards < 2) || (nz::MatchDegree(t, rules_) && cards < 2) ||
        nz::ParsePlace(t, rules_))
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
