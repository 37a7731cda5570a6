// Skills sections: the groups however a template sets them (a label and a colon, a label
// column, a name over its list or items, cards side by side, a name in larger type beside its
// chips), and sections no rule names that are skills by their content.
#include <algorithm>
#include <string>
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

// A skills group: "Pastry (Advanced)" names the group and its level.
void Builder::AddSkillGroup(std::string_view name, std::vector<std::string> keywords) {
  std::string n = Clean(name), level;
  std::size_t open = n.rfind('(');
  if (open != std::string::npos && open > 0 && n.back() == ')' && WholeLevel(n.substr(open + 1, n.size() - open - 2))) {
    level = n.substr(open + 1, n.size() - open - 2);
    n = Clean(n.substr(0, open));
  }
  r_.skills.push_back({nz::TitleCaseIfCaps(n), level, std::move(keywords)});
}

// "Name: a, b (Advanced)" as a skills group, its list split at `colon` (its level, where the
// list states one); false when the list has no keyword.
bool Builder::AddListGroup(std::string_view t, std::size_t colon) {
  std::string level;
  std::vector<std::string> keywords = Keywords(t.substr(colon + 1), &level);
  if (keywords.empty()) return false;
  AddSkillGroup(t.substr(0, colon), std::move(keywords));
  if (r_.skills.back().level.empty()) r_.skills.back().level = level;
  return true;
}

// A line that can name a group or an interest by its type: set apart (a sub-heading, bold),
// short, no list, label or cells.
bool Builder::StyledName(int i) const {
  const extract::Line& l = L(i);
  return !l.bullet && (l.heading_level > 0 || l.bold) && l.text.find_first_of(",:\t") == std::string::npos &&
         text::WordCount(l.text) <= 5;
}

bool Builder::SameNameType(int a, int b) const {
  return L(a).heading_level == L(b).heading_level && L(a).bold == L(b).bold;
}

// The whole text names a level ("Advanced", "Experta").
bool Builder::WholeLevel(std::string_view t) const {
  std::size_t lb = 0, le = 0;
  std::string s(text::Trim(t));
  return !s.empty() && nz::FindLevel(s, rules_, &lb, &le) && lb == 0 && le == s.size();
}

// The level a line states whole, in brackets or not ("(Advanced)"), or "".
std::string Builder::Unbracketed(std::string_view t) const {
  std::string s = Clean(t);
  if (s.size() > 2 && s.front() == '(' && s.back() == ')') s = Clean(s.substr(1, s.size() - 2));
  return WholeLevel(s) ? s : std::string();
}

// The level a line closes on in brackets, written for the list (a capital: "SQL (basic)"
// qualifies its keyword): "Cloud (Advanced)", "(Advanced)" -> "Advanced"; else "".
std::string Builder::TrailingLevel(std::string_view t) const {
  t = text::Trim(t);
  const std::size_t open = t.rfind('(');
  if (open == std::string_view::npos || t.back() != ')') return std::string();
  std::string inner = Clean(t.substr(open + 1, t.size() - open - 2));
  return WholeLevel(inner) && StartsUpperWord(inner) ? inner : std::string();
}

// A line that goes on the list of label line `label`'s items cell: plain, no label of its own,
// no level, and set right of where the label line starts (in the items' column; a PDF's
// position, else the text's indent).
bool Builder::ListGoesOn(int label, int next) const {
  const extract::Line& a = L(label);
  const extract::Line& b = L(next);
  const std::string& t = T(next);
  if (b.bullet || b.heading_level > 0 || t.find(':') != std::string::npos || !Unbracketed(t).empty() ||
      text::WordCount(t) > 8 || nz::MatchHeading(t, rules_))
    return false;
  if (a.page > 0 && b.page == a.page) return b.x > a.x + 2 * a.font_size && b.font_size == a.font_size;
  return a.page == 0 && b.indent > a.indent + 4;
}

// A line that can name a skills group: short, no list, no sentence.
bool Builder::SkillName(int i) const {
  const std::string& t = T(i);
  return !L(i).bullet && t.find_first_of(",;\t") == std::string::npos && text::WordCount(t) <= 5 &&
         t.size() <= 48 && !text::EndsWith(t, ".");
}

// Where lines[k] names a skills group over its list ("Cloud" / "AWS, GCP" or "AWS | GCP"), perhaps with a
// level between ("Cloud" / "Advanced" / "AWS, GCP"): the index of the list line; else 0. With
// `first`, a list set in under the name goes on over the lines at its indent (rows of
// chips): the index of its last line, its first in *first.
std::size_t Builder::NameOverList(const std::vector<int>& lines, std::size_t k, std::size_t* first) const {
  if (!SkillName(lines[k])) return 0;
  std::size_t list = k + 1;
  if (list + 1 < lines.size() && SkillName(lines[list]) && WholeLevel(T(lines[list]))) ++list;
  if (list >= lines.size()) return 0;
  const std::string& t = T(lines[list]);
  // (Or a row of short cells: chips, "Kotlin | Java | Go".)
  std::vector<std::string> cells = SplitTopLevel(t, "\t");
  bool chips = cells.size() >= 2 && t.find(':') == std::string::npos &&
               std::all_of(cells.begin(), cells.end(), [](const std::string& c) { return text::WordCount(c) <= 4; });
  // (Or, in a PDF, a line in smaller type set in under the name, whose chips lost their
  // boxes: "Cloud" over "AWS Google Cloud".)
  const extract::Line& name = L(lines[k]);
  const extract::Line& under = L(lines[list]);
  const bool set_under = name.page > 0 && under.page > 0 && under.font_size + 0.5f <= name.font_size &&
                         under.x > name.x + 1.0f && under.heading_level == 0;
  bool is_list = !L(lines[list]).bullet &&
                 (chips || (t.find_first_of(":\t") == std::string::npos &&
                            (t.find(',') != std::string::npos || t.find(" | ") != std::string::npos || set_under))) &&
                 !nz::MatchHeading(t, rules_);
  if (!is_list) return 0;
  if (!first) return list;
  *first = list;
  const int in = L(lines[list]).indent;
  while (in > L(lines[k]).indent && list + 1 < lines.size() && L(lines[list + 1]).indent == in &&
         !L(lines[list + 1]).bullet && T(lines[list + 1]).find(':') == std::string::npos) {
    const std::vector<std::string> more = SplitTopLevel(T(lines[list + 1]), "\t");
    if (!std::all_of(more.begin(), more.end(), [](const std::string& c) { return text::WordCount(c) <= 4; })) break;
    // (One name over a row of several, or over a level: the next group, whatever its indent
    // says.)
    if (more.size() == 1 && list + 2 < lines.size() &&
        (SplitTopLevel(T(lines[list + 2]), "\t").size() >= 2 || WholeLevel(T(lines[list + 2]))))
      break;
    ++list;
  }
  return list;
}

// The groups of a skills section, whichever way a template sets them:
//   "Cloud: AWS, GCP"                         a label and a colon
//   "Cloud <gap> AWS, GCP"                    a label column (leaders, a table)
//   "Cloud" over "AWS, GCP"                   a name over its list (the whole section so)
//   "Cloud" over list items                   a name over items ("• AWS", chips)
//   "Cloud <gap> Data" over "• AWS <gap> SQL"  cards side by side, read row by row: each
//                                             column of cells is one group
// Lines that fit none of these are keywords of one group named after the heading.
void Builder::Skills(const nz::Block& b) {
  std::string group = b.heading.empty() ? "Skills" : nz::TitleCaseIfCaps(Clean(b.heading));
  const std::size_t first_group = r_.skills.size();  // the section's first group
  // An index, not a pointer: LabelLine and the groups below append to r_.skills.
  std::size_t cur = std::string::npos;
  std::vector<int> lines;
  // A heading of a higher rank than the section's own ends it ("# Jane Roe" after "## Skills"
  // where a sidebar is read first): what follows names no group.
  const int rank = b.heading_line >= 0 ? L(b.heading_line).heading_level : 0;
  for (int i : b.lines) {
    if (rank > 1 && L(i).heading_level > 0 && L(i).heading_level < rank) break;
    if (!Noise(i)) lines.push_back(i);
  }
  LabelledListsWrapped(&lines);
  LanguageLabelsInNameColumn(&lines);
  LanguagesAmongSkills(&lines);
  // Groups set apart only by where their parts stand (skill_columns.cc, skill_cards.cc).
  auto by_place = [&](const std::vector<int>& v) {
    return GluedLabelColumn(v) || CardsByRows(v) || TransposedGroups(v) || NamesThenLeveledLists(v) ||
           GluedLabelsInText(v) || NamedParagraphs(v);
  };
  if (by_place(lines)) {
    LevelsAfterNames(first_group);
    return;
  }
  // Or the groups so set up to a paragraph that does not fit them (a page's footer, a
  // column's lines read after them; the last three paragraphs at most): the groups read
  // whole, the paragraphs after them line by line, below.
  for (std::size_t cut = lines.size(), tried = 0; cut > 2 && tried < 3; --cut) {
    if (L(lines[cut - 1]).blank_before == 0) continue;
    ++tried;
    const std::vector<int> head(lines.begin(), lines.begin() + static_cast<std::ptrdiff_t>(cut - 1));
    if (head.size() >= 2 && by_place(head)) {
      LevelsAfterNames(first_group);
      lines.erase(lines.begin(), lines.begin() + static_cast<std::ptrdiff_t>(cut - 1));
      break;
    }
  }
  // Names over lists only where every line of the section is part of one: "Mother tongue
  // Italian" over "Other languages English, Spanish" is a table that lost its gaps.
  bool alternating = !lines.empty();
  for (std::size_t k = 0; k < lines.size() && alternating;) {
    std::size_t list_first = 0;
    std::size_t list = NameOverList(lines, k, &list_first);
    alternating = list != 0;
    k = list + 1;
  }
  bool cur_styled = false;  // the section's groups are named by lines set apart by type (below)
  // Names over their levels over their items, one to a line (skill_lines.cc).
  const std::vector<bool> name_level = alternating ? std::vector<bool>() : NamesOverLevels(lines);
  for (std::size_t k = 0; k < lines.size(); ++k) {
    int i = lines[k];
    // A table under its header row (tables.cc); the header names no group.
    if (L(i).table == extract::TableRow::kHeader) {
      k = SkillTable(lines, k) - 1;
      cur = std::string::npos;
      continue;
    }
    if (std::size_t last = NameLevelOverChips(lines, k); last > k) {
      cur = std::string::npos;
      k = last;
      continue;
    }
    if (NameOverBracketedLevel(lines, k)) {
      cur = std::string::npos;
      ++k;
      continue;
    }
    const std::string& t = T(i);
    std::vector<std::string> cells = SplitTopLevel(t, "\t");
    // A name (or a row of names) over list items: the items up to the next line that is not one.
    // (A level first under a group's own heading is that group's level, below.)
    const bool group_level = k == 0 && b.group && cells.size() == 1 && WholeLevel(t);
    bool names = !L(i).bullet && !group_level && !cells.empty() && std::all_of(cells.begin(), cells.end(), [](const std::string& c) {
      return c.find(',') == std::string::npos && text::WordCount(c) <= 5;
    });
    // ("Expert <gap> Advanced" between the names and the items: each group's level.)
    std::size_t first = k + 1;
    std::vector<std::string> levels;
    if (names && first < lines.size() && !L(lines[first]).bullet) {
      levels = SplitTopLevel(T(lines[first]), "\t");
      // A row of the names' shape between them and their items is the levels' row by its
      // place, whatever the words: the vocabulary is evidence where the place is not.
      bool all = levels.size() == cells.size();
      // (One name over one such line: only where the name is set apart from it, a bold name
      // over a plain level; a plain name over a bold line is the next card's name.)
      bool placed = all && first + 1 < lines.size() && L(lines[first + 1]).bullet &&
                    (cells.size() >= 2 || (L(i).bold && !L(lines[first]).bold));
      for (std::size_t c = 0; c < levels.size() && all; ++c) {
        levels[c] = Clean(levels[c]);
        all = WholeLevel(levels[c]) ||
              (placed && text::WordCount(levels[c]) <= 3 && levels[c].find(',') == std::string::npos);
      }
      if (all) {
        ++first;
      } else {
        levels.clear();
      }
    }
    std::size_t end = first;
    while (names && end < lines.size() && L(lines[end]).bullet) ++end;
    // (Or, in plain text, one name (over its level) over short items set in past it, one to a
    // line, no marks.)
    if (names && end == first && cells.size() == 1 && L(i).page == 0) {
      while (end < lines.size() && !L(lines[end]).bullet && L(lines[end]).heading_level == 0 &&
             L(lines[end]).indent > L(i).indent && T(lines[end]).find_first_of(":\t") == std::string::npos &&
             SplitTopLevel(T(lines[end]), ",").size() == 1 &&
             text::WordCount(T(lines[end])) <= 6)
        ++end;
    }
    if (end > first) {
      std::vector<std::vector<std::string>> rows;
      bool grid = cells.size() >= 2;
      for (std::size_t j = first; j < end; ++j) {
        rows.push_back(SplitTopLevel(T(lines[j]), "\t"));
        grid = grid && rows.back().size() <= cells.size();
      }
      std::vector<std::vector<std::string>> kws(cells.size());
      for (std::size_t j = k + 1; j < end; ++j) Use(lines[j]);
      for (std::size_t r = 0; r < rows.size(); ++r) {
        if (grid) {
          for (std::size_t c = 0; c < rows[r].size(); ++c) {
            for (auto& kw : Keywords(rows[r][c])) kws[c].push_back(std::move(kw));
          }
        } else {
          for (auto& kw : Keywords(T(lines[first + r]))) kws[0].push_back(std::move(kw));
        }
      }
      std::size_t from = r_.skills.size();
      if (grid) {
        for (std::size_t c = 0; c < cells.size(); ++c) AddSkillGroup(cells[c], std::move(kws[c]));
      } else {
        AddSkillGroup(t, std::move(kws[0]));
      }
      for (std::size_t c = 0; c < levels.size() && from + c < r_.skills.size(); ++c) r_.skills[from + c].level = levels[c];
      Use(i);
      cur = std::string::npos;
      k = end - 1;
      continue;
    }
    // A group's name in larger type than its items on their row ("Pastry <gap> Laminated doughs
    // <gap> Sugar work"), the items perhaps wrapped onto plain lines set in under them.
    if (!L(i).bullet && L(i).heading_level > 0 && cells.size() >= 3 && text::WordCount(cells[0]) <= 4 &&
        cells[0].find_first_of(",:") == std::string::npos) {
      std::vector<std::string> kws;
      for (std::size_t c = 1; c < cells.size(); ++c) {
        for (auto& kw : Keywords(cells[c])) kws.push_back(std::move(kw));
      }
      Use(i);
      while (k + 1 < lines.size() && !L(lines[k + 1]).bullet && L(lines[k + 1]).heading_level == 0 &&
             L(lines[k + 1]).indent > L(i).indent && T(lines[k + 1]).find(':') == std::string::npos) {
        for (const std::string& c : SplitTopLevel(T(lines[++k]), "\t")) {
          for (auto& kw : Keywords(c)) kws.push_back(std::move(kw));
        }
        Use(lines[k]);
      }
      AddSkillGroup(cells[0], std::move(kws));
      cur = std::string::npos;
      continue;
    }
    // A group's name set apart by its type (a sub-heading, bold) over plain lines of keywords,
    // where the section opens with such a name and sets two or more so ("Pastry" / "Laminated
    // doughs" / "Viennoiserie" / "Equipment" / ...).
    if (k == 0 || cur_styled) {
      auto name_type = [&](int j) { return StyledName(j) && !WholeLevel(T(j)); };
      auto same = [&](int a, int c) { return SameNameType(a, c); };
      if (k == 0) {
        // (Every other line set plainly, or only bold where the names are sub-headings: lines
        // all in one sub-heading type are items.)
        int named = 0;
        bool plain_rest = true;
        const bool names_leveled = L(lines[0]).heading_level > 0;
        for (int j : lines) {
          const bool name = name_type(j) && same(j, lines[0]);
          named += name;
          plain_rest = plain_rest && (name || L(j).bullet || (L(j).heading_level == 0 && (!L(j).bold || names_leveled)) ||
                                      WholeLevel(T(j)));
        }
        cur_styled = name_type(lines[0]) && named >= 2 && plain_rest && k + 1 < lines.size() && !name_type(lines[1]);
      }
      if (cur_styled && name_type(i) && same(i, lines[0])) {
        std::vector<std::string> kws;
        std::size_t j = k + 1;
        std::string level;  // a level first under the name ("Advanced") is the group's
        if (j < lines.size() && WholeLevel(T(lines[j]))) {
          level = Clean(T(lines[j]));
          Use(lines[j++]);
        }
        for (; j < lines.size() && !(name_type(lines[j]) && same(lines[j], lines[0])); ++j) {
          for (const std::string& c : SplitTopLevel(T(lines[j]), "\t")) {
            for (auto& kw : Keywords(c)) kws.push_back(std::move(kw));
          }
          Use(lines[j]);
        }
        Use(i);
        AddSkillGroup(t, std::move(kws));
        if (!level.empty()) r_.skills.back().level = level;
        cur = std::string::npos;
        k = j - 1;
        continue;
      }
    }
    // Groups set one part to a line (skill_lines.cc).
    if (!name_level.empty() && name_level[k]) {
      std::vector<std::string> kws;
      const bool leveled = WholeLevel(T(lines[k + 1]));
      std::size_t j = leveled ? k + 2 : k + 1;
      for (; j < lines.size() && !name_level[j]; ++j) {
        for (const std::string& c : SplitTopLevel(T(lines[j]), "\t")) {
          for (auto& kw : Keywords(c)) kws.push_back(std::move(kw));
        }
        Use(lines[j]);
      }
      AddSkillGroup(t, std::move(kws));
      if (leveled) r_.skills.back().level = Clean(T(lines[k + 1]));
      Use(i);
      if (leveled) Use(lines[k + 1]);
      cur = std::string::npos;
      k = j - 1;
      continue;
    }
    if (std::size_t last = LabelOverItems(lines, k); last > k) {
      cur = std::string::npos;
      k = last;
      continue;
    }
    if (LabelLine(i)) {
      cur = std::string::npos;  // (a level on the next line is this group's, below)
      continue;
    }
    // A group's name set as body text ("Tools", "Programmiersprachen"): its keywords follow.
    // So too a line whose words name another section, left among the skills' lines as set
    // inside their paragraph ("Leadership" among the items, one to a line): a name in
    // capitals right over its first item.
    if (auto h = alternating ? std::nullopt : nz::MatchHeading(t, rules_);
        h && !h->title && !h->leadin && !h->container &&
        (h->group ? h->section == nz::Section::kSkills
                  : SkillName(i) && h->section != nz::Section::kSkills && h->section != nz::Section::kNone &&
                        h->section != nz::Section::kIgnore && StartsUpperWord(t) && k + 1 < lines.size() &&
                        L(lines[k + 1]).blank_before == 0 && !L(lines[k + 1]).bullet)) {
      std::string name = Clean(t);
      if (!name.empty() && name.back() == ':') name = Clean(name.substr(0, name.size() - 1));
      r_.skills.push_back({nz::TitleCaseIfCaps(name), "", {}});
      cur = r_.skills.size() - 1;
      Use(i);
      continue;
    }
    std::size_t colon = t.find(':');
    if (colon != std::string::npos && colon > 0 && colon < 40 && colon + 1 < t.size() &&
        text::WordCount(t.substr(0, colon)) <= 4) {
      // A list item's text wrapped under it, set in past its mark, goes on ("• Baking: Rye,"
      // over "Spelt – Advanced").
      std::string whole = t;
      std::size_t stop = k + 1;
      for (; L(i).bullet && stop < lines.size(); ++stop) {
        const extract::Line& n = L(lines[stop]);
        const bool in = n.page > 0 ? n.page == L(i).page && n.x > L(i).x + 0.5f * L(i).font_size : n.indent > L(i).indent;
        if (!in || n.bullet || n.heading_level > 0 || T(lines[stop]).find_first_of(":\t") != std::string::npos) break;
        whole += " " + T(lines[stop]);
      }
      // A text dump's list wrapped at the column's edge: a long line (or one that ends in a
      // comma) goes on on the next plain line of its paragraph ("Tools (advanced): Excel,
      // Sage" over "Tableau").
      for (std::string_view last = t; !L(i).bullet && L(i).page == 0 && stop < lines.size(); ++stop) {
        const extract::Line& n = L(lines[stop]);
        const std::string& nt = T(lines[stop]);
        if (!(text::CodePoints(last) >= 50 || text::EndsWith(text::Trim(last), ",")) || n.blank_before > 0 ||
            n.bullet || n.heading_level > 0 || nt.find_first_of(":\t") != std::string::npos || WholeLevel(nt))
          break;
        whole += " " + nt;
        last = nt;
      }
      if (AddListGroup(whole, colon)) {
        for (std::size_t j = k; j < stop; ++j) Use(lines[j]);
        k = stop - 1;
        cur = std::string::npos;
        continue;
      }
    }
    // A label column: a short name, then the group's list after a gap (and its level in a
    // third cell: "Baking <gap> Rye, Spelt <gap> Advanced").
    const std::string third = cells.size() == 3 ? Unbracketed(cells[2]) : std::string();
    if (!L(i).bullet && (cells.size() == 2 || !third.empty()) && text::WordCount(cells[0]) <= 4 &&
        cells[0].find(',') == std::string::npos && cells[1].find(',') != std::string::npos) {
      std::string level = third, items = cells[1];
      Use(i);
      // The list goes on on the next line: after a comma, or set right of the label, in the
      // items' column (not a level wrapped there, read below); a keyword may wrap with it.
      while (k + 1 < lines.size() && T(lines[k + 1]).find('\t') == std::string::npos &&
             (text::EndsWith(text::Trim(items), ",") || ListGoesOn(i, lines[k + 1]))) {
        items += " " + T(lines[++k]);
        Use(lines[k]);
      }
      AddSkillGroup(cells[0], Keywords(items, &level));
      if (r_.skills.back().level.empty()) r_.skills.back().level = level;
      cur = std::string::npos;
      continue;
    }
    // "Intermediate" first under a group's own heading ("Tools" / "Advanced" / ...).
    if (k == 0 && b.group && cur == std::string::npos && SkillName(i) && WholeLevel(t)) {
      r_.skills.push_back({group, Clean(t), {}});
      cur = r_.skills.size() - 1;
      Use(i);
      continue;
    }
    // A run of levels, one to a line, after the section's groups (a column of levels the dump
    // read after the rows): each the level of the next group that states none, in order.
    if (std::size_t run = 0; SkillName(i) && !Unbracketed(t).empty()) {
      while (k + run < lines.size() && SkillName(lines[k + run]) && !Unbracketed(T(lines[k + run])).empty()) ++run;
      std::vector<std::size_t> open;
      for (std::size_t g = first_group; g < r_.skills.size(); ++g) {
        if (r_.skills[g].level.empty() && !r_.skills[g].keywords.empty()) open.push_back(g);
      }
      if (run >= 2 && open.size() >= run) {
        for (std::size_t j = 0; j < run; ++j) {
          r_.skills[open[j]].level = Unbracketed(T(lines[k + j]));
          Use(lines[k + j]);
        }
        cur = std::string::npos;
        k += run - 1;
        continue;
      }
    }
    // "Intermediate" (or "(Intermediate)", wrapped under its list) under a group: the group's level.
    if (SkillName(i) && !r_.skills.empty() && r_.skills.back().level.empty() &&
        (cur == std::string::npos || (cur + 1 == r_.skills.size() && r_.skills[cur].keywords.empty())) &&
        !Unbracketed(t).empty()) {
      r_.skills.back().level = Unbracketed(t);
      Use(i);
      continue;
    }
    // A name over its list on the next line, perhaps with its level between ("Cloud" /
    // "Advanced" / "AWS, GCP"), where the whole section alternates so, or in plain text where
    // the list is set in past the name.
    std::size_t list_first = 0;
    std::size_t list = NameOverList(lines, k, &list_first);
    if (!alternating && !(list > k && L(i).page == 0 && L(lines[list_first]).indent > L(i).indent)) list = 0;
    if (list > k) {
      std::vector<std::string> kws;
      for (std::size_t j = list_first; j <= list; ++j) {
        for (auto& kw : Keywords(T(lines[j]))) kws.push_back(std::move(kw));
      }
      AddSkillGroup(t, std::move(kws));
      if (list_first > k + 1) r_.skills.back().level = Clean(T(lines[k + 1]));
      for (std::size_t j = k; j <= list; ++j) Use(lines[j]);
      k = list;
      continue;
    }
    std::vector<std::string> kw = Keywords(t);
    if (kw.empty()) continue;  // layout junk (a lone ".") stays residue
    if (cur == std::string::npos) {
      r_.skills.push_back({group, "", {}});
      cur = r_.skills.size() - 1;
    }
    for (auto& x : kw) r_.skills[cur].keywords.push_back(std::move(x));
    Use(i);
  }
  LevelsAfterNames(first_group);
}

// "• Cloud: AWS, GCP," over "Azure – Advanced": in a text dump, a labelled list (a list item's
// or not) that ends in a comma, or in a dash before its level, goes on on the next plain line
// of its paragraph, however its label reads later (a heading's words or not), and its level
// on a line of its own under it goes with it: one line again.
void Builder::LabelledListsWrapped(std::vector<int>* lines) {
  std::vector<int> out;
  for (std::size_t k = 0; k < lines->size(); ++k) {
    const int i = (*lines)[k];
    out.push_back(i);
    const std::string& t = T(i);
    const std::size_t colon = t.find(':');
    if (L(i).page > 0 || colon == std::string::npos || colon == 0 || colon >= 40 || t.find('\t') != std::string::npos ||
        text::WordCount(t.substr(0, colon)) > 4 || t.find(',', colon) == std::string::npos)
      continue;
    std::string whole = t;
    std::vector<int> absorbed;
    // (Or in a dash before its level, "Sketchboard, Flowkit –" over "Advanced".)
    auto goes_on = [&] {
      const std::string_view w = text::Trim(whole);
      return text::EndsWith(w, ",") || text::EndsWith(w, " \u2013") || text::EndsWith(w, " \u2014") || text::EndsWith(w, " -");
    };
    // (Or a keyword wrapped inside: the next line opens in lower case, "Hornos" over "de
    // leña".)
    while (k + 1 < lines->size() && (goes_on() || StartsLowerWord(T((*lines)[k + 1])))) {
      const int n = (*lines)[k + 1];
      const std::string& nt = T(n);
      if (L(n).blank_before > 0 || L(n).bullet || L(n).heading_level > 0 || nt.find_first_of(":\t") != std::string::npos ||
          text::WordCount(nt) > 12 || HasInlineDate(n) || WholeLevel(nt))
        break;
      whole += " " + nt;
      absorbed.push_back(n);
      ++k;
    }
    // (Its level on the next line of the paragraph, "Expert", as if in brackets after it.)
    if (k + 1 < lines->size() && L((*lines)[k + 1]).blank_before == 0 && !L((*lines)[k + 1]).bullet &&
        SkillName((*lines)[k + 1]) && WholeLevel(T((*lines)[k + 1]))) {
      std::string_view w = text::Trim(whole);
      for (std::string_view dash : {"\u2013", "\u2014", "-"}) {
        if (text::EndsWith(w, dash)) w = text::Trim(w.substr(0, w.size() - dash.size()));
      }
      whole = std::string(w) + " (" + Clean(T((*lines)[k + 1])) + ")";
      absorbed.push_back((*lines)[++k]);
    }
    if (!absorbed.empty()) RewriteRow(i, std::move(whole), absorbed);
  }
  *lines = std::move(out);
}

// "Name: a, b, c" ("Web: React | Vue", "Bases de datos: PostgreSQL, Redis"): a short label
// (four words at most, before the 40th byte), no date, no e-mail, two items or more after it.
bool Builder::LabelledList(int i) {
  const std::string& t = T(i);
  std::size_t colon = t.find(':');
  if (colon == std::string::npos || colon == 0 || colon >= 40 || HasInlineDate(i) ||
      text::WordCount(t.substr(0, colon)) > 4 || t.find('@') != std::string::npos)
    return false;
  return Keywords(t.substr(colon + 1)).size() >= 2;
}

// A section no rule names whose lines are mostly labelled lists, two at least and no dates
// among them: a skills section by its content, whatever its heading says ("Tools &
// Environments", "Herramientas y entornos").
bool Builder::SkillListsUnderUnknownHeading(const nz::Block& b) {
  if (b.heading_line < 0 || b.container) return false;
  int lines = 0, lists = 0;
  for (int i : b.lines) {
    if (Noise(i)) continue;
    ++lines;
    lists += LabelledList(i);
  }
  return lists >= 2 && lists * 3 >= lines * 2;
}

// A heading no rule names right after a skills section (or a group read so), over one
// list and nothing else ("SKILLS" / ... / "SYSTEMS" / "Ledgerly, Tallybook, Chartwise"): a group of that
// section, its name set as the document sets its headings. The list may wrap (each line but
// the last ends in a comma, or the next goes on with a lower-case word); its items are short,
// with no date, label or sentence. True when it took the section.
bool Builder::ListUnderUnknownHeadingAfterSkills(const nz::Block& b) {
  if (!after_skills_ || b.heading_line < 0 || b.heading_in_row || b.container || !SkillName(b.heading_line) ||
      HasInlineDate(b.heading_line) || nz::MatchDegree(b.heading, rules_))
    return false;
  std::vector<int> items;
  for (int i : b.lines) {
    if (!Noise(i)) items.push_back(i);
  }
  if (items.empty() || items.size() > 3) return false;
  std::string list;
  for (std::size_t k = 0; k < items.size(); ++k) {
    const int i = items[k];
    const std::string& t = T(i);
    if (L(i).bullet || L(i).heading_level > 0 || t.find_first_of(":\t@") != std::string::npos || HasInlineDate(i) ||
        text::EndsWith(text::Trim(t), "."))
      return false;
    if (k > 0 && !text::EndsWith(text::Trim(list), ",") && !StartsLowerWord(t)) return false;
    list += (list.empty() ? "" : " ") + t;
  }
  std::string level;
  std::vector<std::string> keywords = Keywords(list, &level);
  if (keywords.size() < 2 || std::any_of(keywords.begin(), keywords.end(), [](const std::string& k) {
        return text::WordCount(k) > 5;
      }))
    return false;
  AddSkillGroup(b.heading, std::move(keywords));
  if (r_.skills.back().level.empty()) r_.skills.back().level = level;
  for (int i : items) Use(i);
  return true;
}

// A heading no rule names over lines that are all short items (no date, sentence, place or
// contact; "Pastry" over "Laminated doughs" / "Sugar work"): one skills group, named by
// its heading. True when it took the section.
bool Builder::GroupUnderUnknownHeading(const nz::Block& b) {
  if (b.heading_line < 0 || b.heading_in_row || b.container) return false;
  // (A degree, a job title or an award heads an entry, not a group. Organisation words do
  // not tell: "Financial Reporting", "Systems"; an employer's entry has a date, a title or a
  // place among its lines, which no item may have.)
  if (nz::MatchDegree(b.heading, rules_) || (nz::Vocab(b.heading, rules_) & ~unsigned{nz::kOrgWord}) != 0)
    return false;
  std::vector<int> items;
  for (int i : b.lines) {
    if (!Noise(i)) items.push_back(i);
  }
  if (items.size() < 2) return false;
  // Set apart from its items by type, not only by the words no rule knows: a higher heading
  // level, or larger type (or the same size in bold over plain).
  const extract::Line& h = L(b.heading_line);
  bool apart = h.heading_level > 0 || h.font_size > 0;
  for (int i : items) {
    const extract::Line& l = L(i);
    apart = apart && (h.heading_level > 0 ? l.heading_level == 0 || l.heading_level > h.heading_level
                                          : l.heading_level == 0 && (h.font_size >= l.font_size + 0.5f ||
                                                                     (h.bold && !l.bold && h.font_size >= l.font_size - 0.1f)));
  }
  if (!apart) return false;
  std::vector<std::string> keywords;
  for (int i : items) {
    const std::string t = Clean(T(i));
    if (t.empty() || text::WordCount(t) > 4 || t.size() > 40 || text::EndsWith(t, ".") || HasInlineDate(i) ||
        t.find_first_of("@:/") != std::string::npos || nz::ParseAddress(t, rules_) || nz::FindPhone(t) ||
        std::count_if(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; }) > 4 || nz::MatchHeading(t, rules_) ||
        (nz::Vocab(t, rules_) & nz::kTitleWord) || nz::MatchDegree(t, rules_) ||
        nz::ParsePlace(t, rules_))
      return false;
    keywords.push_back(t);
  }
  // (Languages and their levels under "Personal" are no skills.)
  std::size_t languages = std::count_if(items.begin(), items.end(), [&](int i) { return NamesLanguage(T(i)); });
  if (languages * 2 >= items.size()) return false;
  AddSkillGroup(b.heading, std::move(keywords));
  for (int i : items) Use(i);
  return true;
}

}  // namespace cvmill::structure::internal
