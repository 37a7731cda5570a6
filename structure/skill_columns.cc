// Skills sections whose groups a text dump set apart only by where their parts stand, read
// before skills.cc's walk over the lines:
//   - a label column right-aligned against its lists, one space between them, as a layout
//     dump leaves a CV class's "label <list>" items ("   Cloud AWS, GCP" / "Data science
//     SQL, R"): the column where the lists start, voted over the rows, cuts each row;
//   - the groups' parts read column by column: every name, then every level, then every list
//     ("Cloud" / "Data" / "Expert" / "Advanced" / "AWS, GCP" / "SQL, R");
//   - the label column's rows in a plain dump, no column left ("Data Python, SQL" over
//     "science"): each label its first word and the lower-case words after it.
#include <algorithm>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

namespace {

// The text's first cell (up to a layout gap).
std::string_view FirstCell(std::string_view t) { return t.substr(0, std::min(t.find('\t'), t.size())); }

// "Visuali-" + "sation": a word hyphenated at the end of a line goes on on the next one.
void AppendWrapped(std::string* list, std::string_view more) {
  more = text::Trim(more);
  if (more.empty()) return;
  if (list->size() >= 2 && list->back() == '-' && static_cast<unsigned char>((*list)[list->size() - 2]) >= 'a' &&
      StartsLowerWord(more)) {
    list->pop_back();
    *list += more;
    return;
  }
  if (!list->empty()) *list += ' ';
  *list += more;
}

// A group being read from a label column.
using GluedGroup = NamedList;

}  // namespace

bool Builder::AddNamedLists(std::vector<NamedList>* groups, const std::vector<int>& lines) {
  std::vector<std::vector<std::string>> kws;
  for (NamedList& g : *groups) {
    std::string level;
    kws.push_back(Keywords(g.list, &level));
    if (kws.back().empty() || g.name.empty()) return false;
    if (g.level.empty()) g.level = level;
  }
  for (std::size_t g = 0; g < groups->size(); ++g) {
    AddSkillGroup((*groups)[g].name, std::move(kws[g]));
    if (r_.skills.back().level.empty()) r_.skills.back().level = (*groups)[g].level;
  }
  for (int i : lines) Use(i);
  return true;
}

// "   Cloud AWS, GCP" over "Data science SQL, R": labels set right-aligned against their
// lists, one space apart, in a layout dump. The lists' column is the one where a word after a
// label starts on two rows or more, the labels not all starting at one column (set flush
// right); each row's label is its words left of it. A label's wrapped words under it, the
// list's wrapped lines under the list (a hyphenated word rejoined) and a level in a cell at
// the row's end or in brackets under the list go with the group. A second group set beside a
// row after a gap ("Tools and Git, Docker") is named by its first word and the lower-case
// words after it. True when it read the section: every line took a part.
bool Builder::GluedLabelColumn(const std::vector<int>& lines) {
  if (lines.size() < 2) return false;
  for (int i : lines) {
    if (T(i).find(':') != std::string::npos) return false;  // labels with colons (skills.cc)
  }
  // Each row's candidate cuts: the column of each word after a space before the first comma.
  // Every line votes for the columns of its cuts and for its indent (a list's wrapped line, a
  // level under it), each +-2: a dump sets type of several widths on a grid of characters.
  std::vector<std::vector<int>> cuts(lines.size());
  std::map<int, std::pair<int, int>> votes;  // column -> lines near it, rows cut near it
  for (std::size_t k = 0; k < lines.size(); ++k) {
    const extract::Line& l = L(lines[k]);
    if (l.page > 0 || l.bullet || l.heading_level > 0) return false;
    const std::string_view cell = FirstCell(T(lines[k]));
    std::size_t comma = cell.find(',');
    // (A row's list may wrap before its first comma: "Sales Cold calling and" over "field
    // visits, Pricing", its list's wrapped line set in under it.)
    if (comma == std::string_view::npos && k + 1 < lines.size() && L(lines[k + 1]).indent > l.indent + 2 &&
        FirstCell(T(lines[k + 1])).find(',') != std::string_view::npos)
      comma = cell.size();
    int words = 0;
    for (std::size_t p = cell.find(' '); comma != std::string_view::npos && p != std::string_view::npos && p < comma && words < 4;
         p = cell.find(' ', p + 1)) {
      ++words;
      cuts[k].push_back(l.indent + static_cast<int>(text::CodePoints(cell.substr(0, p))) + 1);
    }
    std::vector<int> near, cut_near;
    for (int c : cuts[k]) {
      for (int d = -2; d <= 2; ++d) cut_near.push_back(c + d);
    }
    for (int d = -2; d <= 2; ++d) near.push_back(l.indent + d);
    near.insert(near.end(), cut_near.begin(), cut_near.end());
    for (std::vector<int>* v : {&near, &cut_near}) {
      std::sort(v->begin(), v->end());
      v->erase(std::unique(v->begin(), v->end()), v->end());
    }
    for (int c : near) ++votes[c].first;
    // (A label starts with a capital: "rización hemodinámica, Técni-" is a list's line.)
    if (StartsLowerWord(cell)) continue;
    for (int c : cut_near) ++votes[c].second;
  }
  // The column most rows are cut at, then most lines stand at.
  std::pair<int, int> best{0, 0};
  for (const auto& [c, n] : votes) best = std::max(best, std::make_pair(n.second, n.first));
  if (best.first < 1 || best.second < 2) return false;
  std::vector<int> tops;  // (the columns that tie: the middle one)
  for (const auto& [c, n] : votes) {
    if (std::make_pair(n.second, n.first) == best) tops.push_back(c);
  }
  const int centre = tops[tops.size() / 2];
  // A line set in at or past the column is a list's wrapped line or a level: no row.
  std::vector<bool> under(lines.size(), false);
  for (std::size_t k = 0; k < lines.size(); ++k) {
    under[k] = L(lines[k]).indent >= centre - 2;
    if (under[k]) cuts[k].clear();
  }
  // The row's cut nearest the column (within two), or -1.
  auto cut_of = [&](std::size_t k) {
    int got = -1;
    for (int c : cuts[k]) {
      if (c >= centre - 2 && c <= centre + 2 && (got < 0 || std::abs(c - centre) < std::abs(got - centre))) got = c;
    }
    return got;
  };
  // The lists' column: the rightmost cut, where a label set flush right ends one space before.
  int col = -1;
  for (std::size_t k = 0; k < lines.size(); ++k) col = std::max(col, cut_of(k));
  if (col < 0) return false;  // (no row is cut there)
  // (Labels set flush right, not all at one column; or a list's line under its row.)
  std::vector<int> indents;
  for (std::size_t k = 0; k < lines.size(); ++k) {
    const int in = L(lines[k]).indent;
    if (cut_of(k) >= 0 || (under[k] && in >= col - 2 && in <= col + 3)) indents.push_back(in);
  }
  if (indents.size() < 2 || std::all_of(indents.begin(), indents.end(), [&](int i) { return i == indents[0]; }))
    return false;
  std::vector<GluedGroup> groups;
  std::vector<GluedGroup> side;  // second groups set beside the first on their rows
  std::size_t right = std::string::npos;  // the row's, in `side`
  for (std::size_t k = 0; k < lines.size(); ++k) {
    const extract::Line& l = L(lines[k]);
    const std::string& t = T(lines[k]);
    std::vector<std::string> cells = SplitTopLevel(t, "\t");
    if (cells.empty()) return false;
    // (A level in the row's last cell: the group's, or the group beside it's.)
    std::string level = cells.size() >= 2 ? Unbracketed(cells.back()) : std::string();
    if (!level.empty()) cells.pop_back();
    const int cut = cut_of(k);
    if (cut >= 0) {
      const std::string_view cell = FirstCell(t);
      // The cut's byte: the space before the word at column `cut`.
      std::size_t at = std::string_view::npos;
      for (std::size_t p = cell.find(' '); p != std::string_view::npos; p = cell.find(' ', p + 1)) {
        if (l.indent + static_cast<int>(text::CodePoints(cell.substr(0, p))) + 1 == cut) {
          at = p;
          break;
        }
      }
      if (at == std::string_view::npos) return false;
      // (A label's wrapped word in lower case beside its list's wrapped line: "sperimentali
      // fotoni, ..." goes on with the group above.)
      if (!groups.empty() && StartsLowerWord(cell) && cells.size() == 1) {
        groups.back().name = Clean(groups.back().name + " " + std::string(cell.substr(0, at)));
        AppendWrapped(&groups.back().list, cell.substr(at + 1));
        std::string& to = right != std::string::npos ? side[right].level : groups.back().level;
        if (!level.empty() && !to.empty()) return false;
        if (!level.empty()) to = level;
        continue;
      }
      groups.push_back({Clean(cell.substr(0, at)), std::string(text::Trim(cell.substr(at + 1))), level});
      right = std::string::npos;
      // A second group beside it: its label the first word and the lower-case words after it
      // ("Tools and Git, Docker" -> "Tools and"), the rest its list.
      if (cells.size() == 2 && cells[1].find(',') != std::string::npos) {
        const std::string& c2 = cells[1];
        std::size_t end = c2.find(' ');
        while (end != std::string::npos && end + 1 < c2.size() && StartsLowerWord(std::string_view(c2).substr(end + 1))) {
          const std::size_t next = c2.find(' ', end + 1);
          if (next == std::string::npos || next > c2.find(',')) break;
          end = next;
        }
        if (end == std::string::npos || end > c2.find(',')) return false;
        side.push_back({Clean(c2.substr(0, end)), std::string(text::Trim(c2.substr(end + 1))), ""});
        right = side.size() - 1;
        side[right].level = level;
        groups.back().level.clear();
      } else if (cells.size() >= 2) {
        return false;
      }
      continue;
    }
    if (groups.empty()) return false;
    GluedGroup& g = groups.back();
    // Under the row: the list's wrapped lines (at the lists' column), the label's (ending
    // left of it), a level in brackets, and the group beside's wrapped lines (right of it).
    for (std::size_t c = 0; c < cells.size(); ++c) {
      const std::string& cell = cells[c];
      const std::string lv = Unbracketed(cell);
      const bool first = c == 0;
      const int at = first ? l.indent : -1;
      if (first && at < col - 2 && at + static_cast<int>(text::CodePoints(cell)) <= col && cell.find(',') == std::string::npos &&
          lv.empty() && text::WordCount(cell) <= 3) {
        g.name = Clean(g.name + " " + cell);
      } else if (first && at >= col - 2 && at <= col + 3) {
        if (!lv.empty() && g.level.empty()) {
          g.level = lv;
        } else if (lv.empty()) {
          AppendWrapped(&g.list, cell);
        } else {
          return false;
        }
      } else if (right != std::string::npos && (!first || at > col + 8)) {
        if (!lv.empty() && side[right].level.empty()) {
          side[right].level = lv;
        } else if (lv.empty()) {
          AppendWrapped(&side[right].list, cell);
        } else {
          return false;
        }
      } else {
        return false;
      }
    }
    if (!level.empty()) {
      if (right != std::string::npos && side[right].level.empty()) {
        side[right].level = level;
      } else if (g.level.empty()) {
        g.level = level;
      } else {
        return false;
      }
    }
  }
  if (groups.size() < 2 && side.empty()) return false;
  // The groups of the left column, then those set beside them, each in row order.
  std::vector<GluedGroup> all;
  for (GluedGroup& g : groups) all.push_back(std::move(g));
  for (GluedGroup& g : side) all.push_back(std::move(g));
  // (Lists, not items one to a line under a name set in: most hold a comma.)
  if (2 * std::count_if(all.begin(), all.end(), [](const GluedGroup& g) { return g.list.find(',') != std::string::npos; }) <
      static_cast<long>(all.size()))
    return false;
  return AddNamedLists(&all, lines);
}

// "Baking" / "Tools" / "Sourdough, Pastry" / "Expert" / "Ovens, Mixers" / "Advanced": a
// dump of a label column read before its values (Europass's personal skills) sets every
// group's name first, then each group's list with its level on the line under it. Read only
// where the shape holds whole: two names or more (short lines, no list), then as many lists
// (a comma in each, wrapped lines going on) each closed by a line that is wholly a level, and
// nothing after. True when it read the lines.
bool Builder::NamesThenLeveledLists(const std::vector<int>& lines) {
  std::size_t n = 0;
  while (n < lines.size() && n < 8 && SkillName(lines[n]) && L(lines[n]).heading_level == 0 &&
         T(lines[n]).find_first_of(",:") == std::string::npos && !WholeLevel(T(lines[n])) && !HasInlineDate(lines[n]))
    ++n;
  if (n < 2) return false;
  std::vector<std::string> lists, levels;
  std::string list;
  for (std::size_t k = n; k < lines.size(); ++k) {
    const std::string& t = T(lines[k]);
    if (L(lines[k]).bullet || HasInlineDate(lines[k]) || t.find_first_of(":\t") != std::string::npos) return false;
    if (!list.empty() && text::WordCount(t) <= 3 && WholeLevel(t)) {
      lists.push_back(list);
      levels.push_back(Clean(t));
      list.clear();
      continue;
    }
    if (list.empty() && t.find(',') == std::string::npos) return false;
    AppendWrapped(&list, t);
  }
  if (!list.empty() || lists.size() != n) return false;
  std::vector<NamedList> groups;
  for (std::size_t g = 0; g < n; ++g) groups.push_back({Clean(T(lines[g])), lists[g], levels[g]});
  return AddNamedLists(&groups, lines);
}

}  // namespace cvmill::structure::internal

namespace cvmill::structure::internal {

// "Cloud" / "Data" / "Expert" / "Advanced" / "AWS, GCP" / "SQL, R": a dump that read the
// groups' cards column by column sets every name first (short lines, no list), then every
// level (where the cards state one), then each group's list: a paragraph of items one to a
// line, or one line of a list (a bracketed level wrapped under it goes with it), or a list
// wrapped over lines that ends in its level in brackets. The names are the most the rest can
// be cut into as many lists, two at least. Or the names come last, a paragraph of their own
// after the lists (the column of lists read first). True when it read the section.
bool Builder::TransposedGroups(const std::vector<int>& lines) {
  if (lines.size() < 5) return false;
  auto name_like = [&](std::size_t k) {
    const int i = lines[k];
    return SkillName(i) && L(i).heading_level == 0 && T(i).find(':') == std::string::npos && !WholeLevel(T(i)) &&
           Unbracketed(T(i)).empty() && !HasInlineDate(i);
  };
  using Parts = std::vector<std::vector<std::size_t>>;
  // Lines [from, to) cut into n lists, or none: `levels` the column of levels over them.
  auto cut = [&](std::size_t from, std::size_t to, std::size_t n, bool leveled_column, bool* wrapped) -> Parts {
    *wrapped = false;
    // The lists: paragraphs (cut at blank lines), or lines each holding a list.
    Parts paras, rows, leveled;
    for (std::size_t j = from; j < to; ++j) {
      if (paras.empty() || L(lines[j]).blank_before > 0) paras.emplace_back();
      paras.back().push_back(j);
    }
    bool each_list = true;
    for (std::size_t j = from; j < to; ++j) {
      if (!rows.empty() && !Unbracketed(T(lines[j])).empty()) {
        rows.back().push_back(j);
        continue;
      }
      each_list = each_list && T(lines[j]).find(',') != std::string::npos;
      rows.push_back({j});
    }
    // (Lists as paragraphs under a column of levels only: short items one to a line are
    // names as much as items.)
    if (leveled_column && paras.size() == n && paras.size() < to - from) return paras;
    if (rows.size() == n && each_list) return rows;
    // Lists that each end in their level in brackets, wrapped over lines as their column's
    // width breaks them ("Sourdough, Laminated doughs, Choux" / "pastry (Advanced)"): a list
    // ends with the line that closes on its level, and the last line closes one.
    if (leveled_column || from >= to || TrailingLevel(T(lines[to - 1])).empty()) return {};
    for (std::size_t j = from; j < to; ++j) {
      if (leveled.empty() || !TrailingLevel(T(lines[leveled.back().back()])).empty()) leveled.emplace_back();
      leveled.back().push_back(j);
    }
    for (const auto& part : leveled) {
      if (T(lines[part.front()]).find(',') == std::string::npos) return {};
    }
    if (leveled.size() != n || leveled.size() == to - from) return {};
    *wrapped = true;
    return leveled;
  };
  // Groups named by lines [names, names + n), their levels `levels`, their lists `lists`.
  auto add = [&](std::size_t names, std::size_t n, const std::vector<std::string>& levels, const Parts& lists,
                 bool wrapped) {
    std::vector<std::vector<std::string>> kws;
    std::vector<std::string> list_levels;
    for (const auto& part : lists) {
      std::string joined, level;
      for (std::size_t j : part) {
        const std::string& t = T(lines[j]);
        if (L(lines[j]).bullet || t.find_first_of(":\t") != std::string::npos || HasInlineDate(lines[j])) return false;
        // (A paragraph's items one to a line; a list wrapped at its column's edge goes on.)
        if (!joined.empty() && !text::EndsWith(text::Trim(joined), ",") && Unbracketed(t).empty() && !wrapped)
          joined += ",";
        joined += " " + t;
      }
      kws.push_back(Keywords(joined, &level));
      list_levels.push_back(level);
      if (kws.back().empty()) return false;
    }
    for (std::size_t g = 0; g < n; ++g) {
      AddSkillGroup(T(lines[names + g]), std::move(kws[g]));
      schema::Skill& s = r_.skills.back();
      if (!levels.empty()) s.level = levels[g];
      if (s.level.empty()) s.level = list_levels[g];
    }
    for (int i : lines) Use(i);
    return true;
  };
  bool wrapped = false;
  std::size_t run = 0;
  while (run < lines.size() && run < 8 && name_like(run)) ++run;
  for (std::size_t n = run; n >= 2; --n) {
    // (The names set alike: each its own paragraph, or one after another.)
    bool apart = L(lines[1]).blank_before > 0, alike = true;
    for (std::size_t g = 2; g < n; ++g) alike = alike && (L(lines[g]).blank_before > 0) == apart;
    if (!alike) continue;
    std::size_t k = n;
    std::vector<std::string> levels;
    while (k < lines.size() && levels.size() < n && SkillName(lines[k]) && WholeLevel(T(lines[k])))
      levels.push_back(Clean(T(lines[k++])));
    if (!levels.empty() && levels.size() != n) continue;
    if (k >= lines.size() || L(lines[k]).blank_before == 0) continue;
    const Parts lists = cut(k, lines.size(), n, !levels.empty(), &wrapped);
    if (lists.empty()) continue;
    return add(0, n, levels, lists, wrapped);
  }
  // The names last: one paragraph of names, one after another, after the lists, which each
  // hold a comma.
  std::size_t first = lines.size();
  while (first > 0 && lines.size() - first < 8 && name_like(first - 1) &&
         (first == lines.size() || L(lines[first]).blank_before == 0))
    --first;
  const std::size_t n = lines.size() - first;
  if (n < 2 || first < 2 || L(lines[first]).blank_before == 0 || n > first) return false;
  const Parts lists = cut(0, first, n, false, &wrapped);
  if (lists.empty()) return false;
  return add(first, n, {}, lists, wrapped);
}

}  // namespace cvmill::structure::internal

namespace cvmill::structure::internal {

namespace {

// "Pastry and Laminated doughs, Tempering": where the row's label ends, read by its
// words where no column tells: the first word and the lower-case words after it, before a
// capital or a digit that opens the list; npos when the row has no such shape.
std::size_t GluedLabelEnd(std::string_view t) {
  const std::size_t comma = t.find(',');
  if (comma == std::string_view::npos || !StartsUpperWord(t)) return std::string_view::npos;
  std::size_t end = t.find(' ');
  int words = 1;
  while (end != std::string_view::npos && end < comma) {
    const std::string_view next = t.substr(end + 1);
    if (StartsLowerWord(next)) {
      const std::size_t after = t.find(' ', end + 1);
      if (after == std::string_view::npos || after > comma || ++words > 3) return std::string_view::npos;
      end = after;
      continue;
    }
    const unsigned char c = static_cast<unsigned char>(next.empty() ? ' ' : next[0]);
    return (StartsUpperWord(next) || (c >= '0' && c <= '9')) ? end : std::string_view::npos;
  }
  return std::string_view::npos;
}

}  // namespace

// The same rows in a plain dump, where no column is left: "Bakery Sourdough, Rye" over
// "production" (the label's wrapped word), "Equipment Deck ovens, Spiral" over "mixers,
// Provers" (the list's wrapped line), "(Advanced)" or "Advanced" under them (the group's
// level). Each row's label is its first word and the lower-case words after it. Read only
// where the section shows the shape: two rows or more, a label's wrapped word in lower case
// or a level on a line of its own under a row, and every line one of these. True when it
// read the section.
bool Builder::GluedLabelsInText(const std::vector<int>& lines) {
  if (lines.size() < 3) return false;
  enum class Part { kRow, kTail, kList, kLevel };
  std::vector<Part> parts;
  int rows = 0, evidence = 0;
  for (std::size_t k = 0; k < lines.size(); ++k) {
    const extract::Line& l = L(lines[k]);
    const std::string& t = T(lines[k]);
    if (l.page > 0 || l.bullet || l.heading_level > 0 || t.find_first_of(":\t") != std::string::npos) return false;
    const bool after_comma = k > 0 && text::EndsWith(text::Trim(T(lines[k - 1])), ",");
    const bool level = !Unbracketed(t).empty();
    if (level && k > 0) {
      parts.push_back(Part::kLevel);
      ++evidence;
    } else if (!after_comma && GluedLabelEnd(t) != std::string::npos) {
      parts.push_back(Part::kRow);
      ++rows;
    } else if (k > 0 && parts.back() == Part::kRow && !after_comma && StartsLowerWord(t) &&
               t.find(',') == std::string::npos && text::WordCount(t) <= 3) {
      parts.push_back(Part::kTail);
      ++evidence;
    } else if (k > 0 && text::WordCount(t) <= 12) {
      parts.push_back(Part::kList);
    } else {
      return false;
    }
  }
  if (rows < 2 || evidence == 0 || parts[0] != Part::kRow) return false;
  // Levels on lines of their own follow their groups in order: a run of them after the n-th
  // group names the levels of the groups that end the run.
  std::vector<GluedGroup> groups;
  std::vector<std::string> pending;  // a run of levels
  auto place_levels = [&]() {
    for (std::size_t g = groups.size(), p = pending.size(); p > 0 && g > 0; --p, --g) {
      if (!groups[g - 1].level.empty()) return false;
      groups[g - 1].level = pending[p - 1];
    }
    if (pending.size() > groups.size()) return false;
    pending.clear();
    return true;
  };
  for (std::size_t k = 0; k < lines.size(); ++k) {
    const std::string t(text::Trim(T(lines[k])));
    switch (parts[k]) {
      case Part::kRow: {
        if (!place_levels()) return false;
        const std::size_t end = GluedLabelEnd(t);
        groups.push_back({Clean(t.substr(0, end)), t.substr(end + 1), ""});
        break;
      }
      case Part::kTail:
        groups.back().name = Clean(groups.back().name + " " + t);
        break;
      case Part::kList:
        if (!pending.empty()) return false;
        AppendWrapped(&groups.back().list, t);
        break;
      case Part::kLevel:
        pending.push_back(Unbracketed(t));
        break;
    }
  }
  if (!place_levels()) return false;
  return AddNamedLists(&groups, lines);
}

}  // namespace cvmill::structure::internal
