// Skills groups set as cards (a name, perhaps a level, the items one to a line) as a plain
// text dump leaves them, read before skills.cc's walk over the lines:
//   - each card a paragraph of its own, its name first ("Cloud" / "AWS" / "GCP", a blank
//     line, "Data" / "SQL" / "R"), or each chip one, the name over the first;
//   - a row of cards read row by row: every name, then every level, then the lists as
//     paragraphs, where some of the lists went elsewhere on the page, and cards of a later
//     row set whole after them ("Cloud" / "Data" / "Expert" / "Advanced" / "AWS" / "GCP", a
//     blank line, "Teams" / "Advanced" / "Rota planning");
//   - a card's name beside its level over its chips ("Cloud <gap> Expert" over "AWS <gap> GCP"),
//     read in skills.cc's walk.
#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

namespace {

// "AWS" / "GCP" as a list: one item to a line, a comma put between lines that end in none.
void JoinItem(std::string* list, std::string_view item) {
  item = text::Trim(item);
  if (item.empty()) return;
  if (!list->empty() && !text::EndsWith(text::Trim(*list), ",")) *list += ",";
  if (!list->empty()) *list += " ";
  *list += item;
}

}  // namespace

// The section's lines cut at blank lines (indexes into `lines`); empty where a line is not a
// plain short one (a mark, a sub-heading, a label, a cell, a date, a sentence) or the text
// has positions (a PDF: its type tells names from items, skills.cc).
std::vector<std::vector<std::size_t>> Builder::PlainParagraphs(const std::vector<int>& lines) const {
  std::vector<std::vector<std::size_t>> paras;
  for (std::size_t k = 0; k < lines.size(); ++k) {
    const extract::Line& l = L(lines[k]);
    const std::string& t = T(lines[k]);
    if (l.page > 0 || l.bullet || l.heading_level > 0 || t.find_first_of(":\t") != std::string::npos ||
        HasInlineDate(lines[k]) || text::WordCount(t) > 6 || text::EndsWith(text::Trim(t), "."))
      return {};
    if (paras.empty() || l.blank_before > 0) paras.emplace_back();
    paras.back().push_back(k);
  }
  return paras;
}

// A line that can name a card: a skill name, no list, no level.
bool Builder::CardName(int i) const {
  return SkillName(i) && T(i).find(',') == std::string::npos && !WholeLevel(T(i)) && Unbracketed(T(i)).empty();
}

// "Cloud" / "AWS" / "GCP", a blank line, "Data" / "Advanced" / "SQL" / "R": every paragraph of
// the section (two or more) a card, its name first, its level under it where it states one,
// then one item or more. True when it read the section.
bool Builder::NamedParagraphs(const std::vector<int>& lines) {
  const std::vector<std::vector<std::size_t>> paras = PlainParagraphs(lines);
  if (paras.size() < 2) return false;
  // (Or chips each a paragraph of their own, a card's name (over its level) over its first
  // chip, no blank line between: "Cloud" / "AWS", blank, "GCP", blank, "Data" / "SQL". Every
  // paragraph a chip or a card's opening, the first an opening, and two such at least.)
  const auto opening = [&](const std::vector<std::size_t>& p) {
    return p.size() == 2 || (p.size() == 3 && WholeLevel(T(lines[p[1]])));
  };
  const long chip_paras = std::count_if(paras.begin(), paras.end(), [](const std::vector<std::size_t>& p) { return p.size() == 1; });
  const long openings = std::count_if(paras.begin(), paras.end(), opening);
  const bool chips = opening(paras[0]) && chip_paras >= 1 && openings >= 2 &&
                     chip_paras + openings == static_cast<long>(paras.size());
  std::vector<NamedList> groups;
  for (const std::vector<std::size_t>& p : paras) {
    if (chips && p.size() == 1) {
      if (WholeLevel(T(lines[p[0]])) || groups.empty()) return false;
      JoinItem(&groups.back().list, T(lines[p[0]]));
      continue;
    }
    // (Every name at one indent: items set in under a group's own heading first are no card.)
    if (p.size() < 2 || !CardName(lines[p[0]]) || std::abs(L(lines[p[0]]).indent - L(lines[paras[0][0]]).indent) > 1)
      return false;
    NamedList g{Clean(T(lines[p[0]])), "", ""};
    std::size_t j = 1;
    if (WholeLevel(T(lines[p[1]]))) g.level = Clean(T(lines[p[j++]]));
    if (j >= p.size()) return false;
    for (const std::size_t first = j; j < p.size(); ++j) {
      // (One item to a line: a level under an item is that item's, no card's. The items stand
      // at one indent, not left of the name: a line out of it is the next card's name, which
      // the indents tell, skills.cc.)
      const int in = L(lines[p[j]]).indent;
      if (WholeLevel(T(lines[p[j]])) || in != L(lines[p[first]]).indent || in + 1 < L(lines[p[0]]).indent) return false;
      JoinItem(&g.list, T(lines[p[j]]));
    }
    groups.push_back(std::move(g));
  }
  return AddNamedLists(&groups, lines);
}

// "Cloud" / "Data" / "Ops" / "Expert" / "Advanced" / "Basic", then lists as paragraphs: a row
// of cards read row by row, each name and each level a paragraph of its own. The lists follow
// in the cards' order; where fewer than the cards follow (a list went elsewhere on the page),
// the last cards keep their names and levels only. A paragraph that opens with a name over a
// level and has items under it is a card of a later row, set whole; a name over a level alone
// is a language's card set among them, left. True when it read the section.
bool Builder::CardsByRows(const std::vector<int>& lines) {
  const std::vector<std::vector<std::size_t>> paras = PlainParagraphs(lines);
  // The names, then as many levels, one to a paragraph.
  std::size_t n = 0;
  while (n < paras.size() && paras[n].size() == 1 && CardName(lines[paras[n][0]])) ++n;
  if (n < 2 || paras.size() < 2 * n + 1) return false;
  for (std::size_t g = n; g < 2 * n; ++g) {
    if (paras[g].size() != 1 || !SkillName(lines[paras[g][0]]) || !WholeLevel(T(lines[paras[g][0]]))) return false;
  }
  std::vector<NamedList> cards;
  for (std::size_t g = 0; g < n; ++g) cards.push_back({Clean(T(lines[paras[g][0]])), "", Clean(T(lines[paras[n + g][0]]))});
  std::size_t lists = 0;
  std::vector<int> used;
  for (std::size_t g = 0; g < 2 * n; ++g) used.push_back(lines[paras[g][0]]);
  for (std::size_t q = 2 * n; q < paras.size(); ++q) {
    const std::vector<std::size_t>& p = paras[q];
    const bool named = p.size() >= 2 && CardName(lines[p[0]]) && WholeLevel(T(lines[p[1]]));
    if (named && p.size() == 2) continue;  // (a language and its level)
    NamedList later;
    NamedList* to = nullptr;
    std::size_t j = 0;
    if (named) {
      later = {Clean(T(lines[p[0]])), "", Clean(T(lines[p[1]]))};
      to = &later;
      j = 2;
    } else if (lists < n) {
      to = &cards[lists++];
    } else {
      return false;
    }
    for (; j < p.size(); ++j) {
      if (WholeLevel(T(lines[p[j]]))) return false;
      JoinItem(&to->list, T(lines[p[j]]));
    }
    for (std::size_t k : p) used.push_back(lines[k]);
    if (named) cards.push_back(std::move(later));
  }
  if (lists == 0) return false;
  // (A card without its list keeps its name and level; one whose list holds no keyword is
  // no card.)
  std::vector<std::vector<std::string>> keywords;
  for (NamedList& c : cards) {
    keywords.push_back(Keywords(c.list));
    if (keywords.back().empty() && !c.list.empty()) return false;
  }
  for (std::size_t c = 0; c < cards.size(); ++c) {
    AddSkillGroup(cards[c].name, std::move(keywords[c]));
    if (r_.skills.back().level.empty()) r_.skills.back().level = cards[c].level;
  }
  for (int i : used) Use(i);
  return true;
}

// "Cloud <gap> Expert" over "AWS <gap> GCP <gap> Azure" (or "AWS, GCP"): a card's name beside
// its level, its chips on the rows under it up to the next card's name. The index of the last
// chips' row, or 0 where lines[k] opens no such card.
std::size_t Builder::NameLevelOverChips(const std::vector<int>& lines, std::size_t k) {
  const int i = lines[k];
  const std::vector<std::string> cells = SplitTopLevel(T(i), "\t");
  if (L(i).bullet || cells.size() != 2 || !WholeLevel(cells[1]) || cells[0].find_first_of(",:") != std::string::npos ||
      text::WordCount(cells[0]) > 5 || WholeLevel(cells[0]))
    return 0;
  auto chips = [&](std::size_t j) {
    const std::string& t = T(lines[j]);
    if (L(lines[j]).bullet || L(lines[j]).heading_level > 0 || t.find(':') != std::string::npos) return false;
    const std::vector<std::string> row = SplitTopLevel(t, "\t");
    // (A name beside its level is the next card's.)
    if (row.size() == 2 && WholeLevel(row[1])) return false;
    return (row.size() >= 2 && std::all_of(row.begin(), row.end(), [](const std::string& c) { return text::WordCount(c) <= 4; })) ||
           (row.size() == 1 && t.find(',') != std::string::npos);
  };
  std::size_t end = k + 1;
  while (end < lines.size() && chips(end)) ++end;
  if (end == k + 1) return 0;
  std::vector<std::string> keywords;
  for (std::size_t j = k + 1; j < end; ++j) {
    for (const std::string& c : SplitTopLevel(T(lines[j]), "\t")) {
      for (auto& kw : Keywords(c)) keywords.push_back(std::move(kw));
    }
  }
  if (keywords.empty()) return 0;
  AddSkillGroup(cells[0], std::move(keywords));
  r_.skills.back().level = Clean(cells[1]);
  for (std::size_t j = k; j < end; ++j) Use(lines[j]);
  return end - 1;
}

}  // namespace cvmill::structure::internal
