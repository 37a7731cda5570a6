// Skills groups set one part to a line, as a word processor or a plain export leaves cards and
// chips that had their own boxes: a label over its items ("Cloud:" / "AWS," / "GCP"), a name
// over its level over its items ("Cloud" / "Advanced" / "AWS" / "GCP"), a name over its level
// and list run together ("Cloud" / "(Advanced): AWS, GCP"); and a level set after every
// group's name ("Cloud Advanced"). skills.cc calls these in its walk over a section's lines.
#include <string>
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

namespace {

// The line ends in a colon with nothing after it: "Cloud:", "Cloud (Advanced):".
bool EndsInColon(std::string_view t) {
  t = text::Trim(t);
  return t.size() > 1 && t.back() == ':';
}

}  // namespace

// "Cloud:" (or "Cloud (Advanced):") over its items, one or more to a line ("AWS," / "GCP" or
// "AWS, GCP"), up to the next such label: one group named by the label. The index of the last
// item line, or 0 where lines[k] is no such label or has no item under it.
std::size_t Builder::LabelOverItems(const std::vector<int>& lines, std::size_t k) {
  const int i = lines[k];
  const std::string& t = T(i);
  if (L(i).bullet || !EndsInColon(t)) return 0;
  const std::string_view raw = text::Trim(t);
  const std::string name = Clean(raw.substr(0, raw.size() - 1));
  if (name.empty() || raw.substr(0, raw.size() - 1).find_first_of(":,;|\t") != std::string::npos ||
      text::WordCount(name) > 5)
    return 0;
  // (An item is short and has no label of its own; a list wrapped over lines ends each but
  // its last with a comma.)
  std::size_t end = k + 1;
  while (end < lines.size()) {
    const std::string& n = T(lines[end]);
    // (After a comma the list goes on, whatever words the line has: "Budgeting," / "Rota planning".)
    const bool goes_on = end > k + 1 && text::EndsWith(text::Trim(T(lines[end - 1])), ",");
    if (n.find(':') != std::string::npos || L(lines[end]).heading_level > 0 || (!goes_on && nz::MatchHeading(n, rules_)))
      break;
    if (text::WordCount(n) > 8 && n.find(',') == std::string::npos) break;  // a sentence, no list
    ++end;
  }
  if (end == k + 1) return 0;
  // (The next label run into the list's last line, "OCaml | Rails Web:": where the list ends
  // is not known.)
  if (end < lines.size() && EndsInColon(T(lines[end])) &&
      T(lines[end]).find_first_of(",;|\t") != std::string::npos)
    return 0;
  std::string items;
  for (std::size_t j = k + 1; j < end; ++j) {
    std::string item(text::Trim(T(lines[j])));
    // (One item to a line with no comma: the line is the item, "Cold chain logistics".)
    if (!items.empty() && !text::EndsWith(text::Trim(items), ",")) items += ",";
    items += " " + item;
  }
  std::string level;
  std::vector<std::string> keywords = Keywords(items, &level);
  if (keywords.empty()) return 0;
  for (std::size_t j = k; j < end; ++j) Use(lines[j]);
  AddSkillGroup(name, std::move(keywords));
  if (r_.skills.back().level.empty()) r_.skills.back().level = level;
  return end - 1;
}

// A section set as names, each over its level and then its items, one to a line ("Cloud" /
// "Advanced" / "AWS" / "GCP" / "Data" / "Intermediate" / "SQL"): the lines that open a
// group, or none where the section is not so set. The section opens with a name (no date),
// every name has an item or more (a level under every line is each keyword's own: "Go" /
// "Advanced" / "Rust" / "Basic" is one list), a level stands under a name only, and every
// line is short and plain, or a row of items ("AWS | GCP"): there a line over a row after the
// first group names a group with no level.
std::vector<bool> Builder::NamesOverLevels(const std::vector<int>& lines) const {
  std::vector<bool> opens(lines.size(), false);
  auto level = [&](std::size_t k) { return k < lines.size() && SkillName(lines[k]) && WholeLevel(T(lines[k])); };
  std::size_t groups = 0, last = 0;
  auto row = [&](std::size_t k) { return k < lines.size() && T(lines[k]).find('\t') != std::string::npos; };
  for (std::size_t k = 0; k < lines.size(); ++k) {
    const int i = lines[k];
    if (L(i).heading_level > 0 || T(i).find(':') != std::string::npos || (!row(k) && text::WordCount(T(i)) > 6))
      return {};
    if (row(k)) continue;  // (the items set as a row of cells: "AWS | GCP | Azure")
    // (A level is under a name only: two in a row are a grid read column by column.)
    if (level(k) && (k == 0 || !opens[k - 1])) return {};
    // (Where the items are rows, a line over a row after a group names the next, its level
    // not stated: "Licences" / "Class B | Forklift".)
    const bool unleveled = groups > 0 && row(k + 1);
    if (level(k) || !(level(k + 1) || unleveled)) continue;
    if (!SkillName(i) || HasInlineDate(i) || (groups > 0 && k < last + 3)) return {};
    opens[k] = true;
    last = k;
    ++groups;
  }
  if (groups == 0 || !opens[0] || last + (level(last + 1) ? 2 : 1) >= lines.size()) return {};
  return opens;
}

// "Cloud" over "(Advanced): AWS, GCP": the name, its level in brackets and its list, run
// together as "Cloud (Advanced): AWS, GCP" would be. True when lines[k] opened such a group.
bool Builder::NameOverBracketedLevel(const std::vector<int>& lines, std::size_t k) {
  if (k + 1 >= lines.size() || !SkillName(lines[k]) || T(lines[k]).find(':') != std::string::npos) return false;
  const std::string next(text::Trim(T(lines[k + 1])));
  const std::size_t close = next.find("):");
  if (next.empty() || next.front() != '(' || close == std::string::npos) return false;
  const std::string level = Clean(next.substr(1, close - 1));
  if (!WholeLevel(level)) return false;
  std::string ignored;
  std::vector<std::string> keywords = Keywords(next.substr(close + 2), &ignored);
  if (keywords.empty()) return false;
  AddSkillGroup(T(lines[k]), std::move(keywords));
  r_.skills.back().level = level;
  Use(lines[k]);
  Use(lines[k + 1]);
  return true;
}

// "Pastry Expert", "Bread Advanced": where every group a skills section named (two or more,
// none with a level yet) ends its name with a level, the level set after each name on its
// line; one such name alone is no evidence ("Visual Basic").
void Builder::LevelsAfterNames(std::size_t from) {
  if (r_.skills.size() < from + 2) return;
  std::vector<std::size_t> cuts;
  for (std::size_t g = from; g < r_.skills.size(); ++g) {
    const schema::Skill& s = r_.skills[g];
    if (!s.level.empty() || s.keywords.empty()) return;
    std::size_t cut = std::string::npos;
    for (std::size_t at = s.name.find(' '); at != std::string::npos; at = s.name.find(' ', at + 1)) {
      if (WholeLevel(std::string_view(s.name).substr(at + 1))) {
        cut = at;
        break;
      }
    }
    if (cut == std::string::npos) return;
    cuts.push_back(cut);
  }
  for (std::size_t g = from; g < r_.skills.size(); ++g) {
    schema::Skill& s = r_.skills[g];
    const std::size_t cut = cuts[g - from];
    s.level = Clean(s.name.substr(cut + 1));
    s.name = Clean(s.name.substr(0, cut));
  }
}

}  // namespace cvmill::structure::internal
