// A text dump of a page with a sidebar (pdftotext's reading order) reads the sidebar's skill
// groups, set without a heading of their own or with their heading read elsewhere, as
// paragraphs inside the main column's sections of entries: a group's name over its items, one
// a line ("CLOUD" / "AWS" / "GCP" / "TERRAFORM" between two jobs), or, where the group's name was
// read as a heading no rule knows, that heading over its items alone. An entry's header is
// made of short lines too, but not of four, none with a job title, a degree, a date or a place
// (in the education only a group with its level under its name: a degree's courses have none);
// so such a paragraph (four lines at least, each a short item) is no entry's, and goes to the
// skills section: the one left empty under its heading, or a new one where the document has
// none. Nothing moves where a skills section has lines of its own. A row of skill cards' names
// read before the cards' items (m names, one a paragraph, then m paragraphs of items) pairs the
// k-th name with the k-th items. Part of the heading stage
// (normalize.cc); runs after the interleaved entries are rehomed and the sidebar's lists adopted.
#include "normalize/internal/stray_groups.h"

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "common/text.h"
#include "normalize/internal/interleaved.h"
#include "normalize/internal/sidebar_lists.h"

namespace cvmill::normalize::internal {
namespace {

constexpr std::size_t kMinLines = 4;  // a group's name and three items at least
constexpr int kMaxTokens = 4;
constexpr std::size_t kMaxChars = 40;

// A skill group's line: its name or one item. Short, no date, sentence, contact, place, label
// or digits to speak of; no job title, award, degree, heading or language.
bool ItemLine(const extract::Line& l, const Rules& rules) {
  const std::string_view t = text::Trim(l.text);
  if (t.empty() || l.bullet || l.heading_level > 0 || Tokens(t) > kMaxTokens || t.size() > kMaxChars) return false;
  if (t.back() == '.' || t.back() == ',' || t.find_first_of(":@/|\t") != std::string_view::npos) return false;
  if (std::count_if(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; }) > 3) return false;
  if (!text::HasLetter(t) || !FindDates(t, rules).empty()) return false;
  if ((Vocab(t, rules) & (kTitleWord | kAwardWord)) != 0 || MatchDegree(t, rules) || MatchHeading(t, rules)) return false;
  if (LanguageListLine(t, rules) || FindPhone(t) || ParseAddress(t, rules)) return false;
  return true;
}

bool AllItems(const extract::Document& doc, const Rules& rules, const std::vector<int>& lines) {
  return std::all_of(lines.begin(), lines.end(),
                     [&](int i) { return ItemLine(doc.lines[static_cast<std::size_t>(i)], rules); });
}

bool EntrySection(Section s) {
  return s == Section::kWork || s == Section::kVolunteer || s == Section::kProjects;
}

}  // namespace

bool StrayGroupParagraph(const extract::Document& doc, const Rules& rules, const std::vector<int>& para) {
  if (para.size() < kMinLines) return false;
  for (std::size_t j = 0; j < para.size(); ++j) {
    const extract::Line& l = doc.lines[static_cast<std::size_t>(para[j])];
    // A level ("Expert") first, or under the name, is the group's; further down it is a next
    // card's ("Pastry" / "Advanced" / ... / "Bread" / "Expert" / ...): skill cards are the
    // structure stage's to read, under a heading.
    if (!l.bullet && LevelOnlyLine(l.text, rules)) {
      if (j > 1) return false;
      continue;
    }
    if (!ItemLine(l, rules)) return false;
  }
  return true;
}

void RehomeStrayGroups(const extract::Document& doc, const Rules& rules, Normalized* out) {
  if (doc.format != extract::Format::kText) return;
  auto& blocks = out->blocks;
  const Block* dest = nullptr;
  for (const Block& b : blocks) {
    if (b.section != Section::kSkills) continue;
    if (!b.lines.empty()) return;
    if (!dest && !b.container) dest = &b;
  }
  struct Group {
    std::vector<int> name;   // one line, or two where it wrapped
    std::vector<int> items;  // its level first where it has one
  };
  std::vector<Group> taken;
  std::vector<bool> gone(blocks.size(), false);
  auto level = [&](int i) { return LevelOnlyLine(doc.lines[static_cast<std::size_t>(i)].text, rules); };
  for (std::size_t k = 1; k < blocks.size(); ++k) {
    Block& b = blocks[k];
    if (b.container || b.heading_line < 0 || b.lines.empty()) continue;
    // (In the education only a group that states its level under its name: a degree's
    // courses are short lines too, but never with a level.)
    const bool education = b.section == Section::kEducation;
    if (EntrySection(b.section) || education) {
      std::vector<std::vector<int>> paras = Paragraphs(doc, b.lines);
      std::vector<bool> take(paras.size(), false);
      std::vector<Group> found;
      // A row of cards' names read before their items ("Baking" / "Pastry" / items / items):
      // m names, one a paragraph, then m paragraphs of items, two or more a card, and the
      // first of them a group's paragraph: the k-th name heads the k-th items.
      // (Not in the education: a degree's courses are short lines too.)
      for (std::size_t j = 0; !education && j + 1 < paras.size(); ++j) {
        if (take[j] || paras[j].size() != 1 || !AllItems(doc, rules, paras[j]) || level(paras[j][0])) continue;
        std::size_t m = 0;
        while (j + m < paras.size() && paras[j + m].size() == 1 && !take[j + m] && AllItems(doc, rules, paras[j + m]) &&
               !level(paras[j + m][0]))
          ++m;
        const std::size_t body = j + m;
        if (m < 2 || body + m > paras.size() || !StrayGroupParagraph(doc, rules, paras[body])) continue;
        bool bodies = true;
        for (std::size_t c = 0; c < m && bodies; ++c) {
          const std::vector<int>& p = paras[body + c];
          bodies = p.size() >= 2 && !take[body + c] && AllItems(doc, rules, p);
        }
        if (!bodies) continue;
        for (std::size_t c = 0; c < m; ++c) {
          take[j + c] = take[body + c] = true;
          found.push_back(Group{paras[j + c], paras[body + c]});
        }
        j = body + m - 1;
      }
      for (std::size_t j = 0; j < paras.size(); ++j) {
        if (take[j] || !StrayGroupParagraph(doc, rules, paras[j])) continue;
        if (education && !level(paras[j][1])) continue;
        Group g;
        if (level(paras[j].front())) {
          // A level first: the group's name is the paragraph before, a line or two of its own
          // ("OPERATIONS" / "MANAGEMENT" over "EXPERT" / items).
          if (j == 0 || take[j - 1] || paras[j - 1].size() > 2 || !AllItems(doc, rules, paras[j - 1]) ||
              level(paras[j - 1].front()))
            continue;
          take[j - 1] = true;
          g.name = paras[j - 1];
          g.items = paras[j];
        } else {
          g.name = {paras[j].front()};
          g.items.assign(paras[j].begin() + 1, paras[j].end());
        }
        take[j] = true;
        found.push_back(std::move(g));
      }
      if (found.empty()) continue;
      std::vector<int> kept;
      for (std::size_t j = 0; j < paras.size(); ++j) {
        if (!take[j]) kept.insert(kept.end(), paras[j].begin(), paras[j].end());
      }
      b.lines = std::move(kept);
      for (Group& g : found) taken.push_back(std::move(g));
    } else if (b.section == Section::kNone && b.rule == "typography" && !b.heading_in_row) {
      // The group's name read as a heading no rule knows (perhaps wrapped), over its items (its
      // level first) and nothing else.
      const std::vector<std::vector<int>> paras = Paragraphs(doc, b.lines);
      if (paras.size() != 1) continue;
      std::vector<int> name{b.heading_line};
      if (b.heading_tail >= 0) name.push_back(b.heading_tail);
      std::vector<int> all = name;
      all.insert(all.end(), b.lines.begin(), b.lines.end());
      if (!StrayGroupParagraph(doc, rules, all)) continue;
      taken.push_back(Group{name, b.lines});
      gone[k] = true;
    }
  }
  if (taken.empty()) return;
  // In the order read; each group a skills block of its own, its name as its heading, after the
  // empty skills section where there is one, else at the end.
  std::sort(taken.begin(), taken.end(), [](const Group& x, const Group& y) { return x.name < y.name; });
  std::vector<Block> groups;
  for (Group& g : taken) {
    Block skills;
    skills.section = Section::kSkills;
    skills.group = true;
    skills.heading_line = g.name.front();
    std::string name;
    for (int i : g.name) {
      if (!name.empty()) name += ' ';
      name += text::Trim(doc.lines[static_cast<std::size_t>(i)].text);
    }
    skills.heading = std::move(name);
    if (g.name.size() > 1) skills.heading_tail = g.name[1];
    skills.lines = std::move(g.items);
    groups.push_back(std::move(skills));
  }
  std::vector<Block> kept;
  kept.reserve(blocks.size() + groups.size());
  const Block* after = dest ? dest : (blocks.empty() ? nullptr : &blocks.back());
  for (std::size_t k = 0; k < blocks.size(); ++k) {
    const bool at = &blocks[k] == after;
    if (!gone[k]) kept.push_back(std::move(blocks[k]));
    if (at) {
      for (Block& g : groups) kept.push_back(std::move(g));
    }
  }
  blocks = std::move(kept);
}

}  // namespace cvmill::normalize::internal
