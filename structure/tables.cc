// Tables with a header row in skills and languages sections ("Area | Level | Keywords" over
// "Programming | Advanced | Kotlin, Java"): the header row is no entry of its own (it stays
// in the residue) and what each column holds is decided once for the whole table by the
// cells of its data rows, the header's labels (labels.tsv kinds "column-*") only evidence
// beside them:
//   the level        the column whose cells are mostly level words (normalize/rules/levels.tsv);
//                    else the column labelled a level with some level word among its cells
//   the language     (languages) the column whose cells are mostly languages' names (else
//                    labelled a language, with some language's name among them)
//   the name         the first other column whose cells are not mostly lists, one labelled
//                    a name first, one labelled keywords never
//   the keywords     (skills) every other column
// A row with fewer cells than the table (an empty cell) is read by its cells alone.
#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

std::optional<Table> Builder::ReadTable(const std::vector<int>& lines, std::size_t k) const {
  if (k >= lines.size() || L(lines[k]).table != extract::TableRow::kHeader) return std::nullopt;
  Table t;
  std::size_t j = k + 1;
  for (; j < lines.size() && L(lines[j]).table == extract::TableRow::kBody; ++j) {
    if (Noise(lines[j])) continue;
    t.rows.push_back(lines[j]);
    t.cells.push_back(SplitTopLevel(T(lines[j]), "\t"));
    for (std::string& c : t.cells.back()) c = Clean(c);
  }
  t.end = j;
  if (t.rows.empty()) return t;
  // The width most rows have (the widest of equals): rows short of it lost an empty cell.
  std::map<std::size_t, std::size_t> widths;
  for (const auto& row : t.cells) ++widths[row.size()];
  std::size_t most = 0;
  for (const auto& [w, n] : widths) {
    if (n >= most) most = n, t.width = w;
  }
  if (t.width < 2) return t;
  // Votes by column over the rows of the table's width.
  std::vector<std::size_t> levels(t.width), lists(t.width), languages(t.width);
  std::size_t voters = 0;
  for (const auto& row : t.cells) {
    if (row.size() != t.width) continue;
    ++voters;
    for (std::size_t c = 0; c < t.width; ++c) {
      const std::string& cell = row[c];
      std::size_t lb = 0, le = 0;
      levels[c] += WholeLevel(cell) || (cell.find(',') == std::string::npos && text::WordCount(cell) <= 4 &&
                                         nz::FindLevel(cell, rules_, &lb, &le) && lb == 0);
      lists[c] += cell.find_first_of(",;") != std::string::npos;
      languages[c] += nz::LanguageCode(cell, rules_).has_value();
    }
  }
  // The header's labels, where it has a cell a column (labels.tsv kinds "column-*").
  std::vector<std::string> labels(t.width);
  if (std::vector<std::string> head = SplitTopLevel(T(lines[k]), "\t"); head.size() == t.width) {
    for (std::size_t c = 0; c < t.width; ++c) labels[c] = nz::ColumnLabel(head[c], rules_).value_or("");
  }
  // The column most of whose cells vote so; else the one its label names, some cell voting so.
  auto most_of = [&](const std::vector<std::size_t>& votes, int except, const char* label) {
    int best = -1;
    for (std::size_t c = 0; c < t.width; ++c) {
      if (static_cast<int>(c) == except || votes[c] * 2 <= voters) continue;
      if (best < 0 || votes[c] > votes[static_cast<std::size_t>(best)]) best = static_cast<int>(c);
    }
    for (std::size_t c = 0; c < t.width && best < 0; ++c) {
      if (static_cast<int>(c) != except && votes[c] > 0 && labels[c] == label) best = static_cast<int>(c);
    }
    return best;
  };
  t.level = most_of(levels, -1, "level");
  t.language = most_of(languages, t.level, "language");
  // The name: the first column labelled so, else the first, that is not mostly lists.
  for (const bool by_label : {true, false}) {
    for (std::size_t c = 0; c < t.width && t.name < 0; ++c) {
      if (static_cast<int>(c) != t.level && lists[c] * 2 <= voters && (!by_label || labels[c] == "name") &&
          labels[c] != "keywords")
        t.name = static_cast<int>(c);
    }
  }
  for (std::size_t c = 0; c < t.width && t.name < 0; ++c) {
    if (static_cast<int>(c) != t.level) t.name = static_cast<int>(c);
  }
  return t;
}

// A skills table: a group per row, named by its name column, its level from the level
// column, its keywords from every other column. Returns the index past the table.
std::size_t Builder::SkillTable(const std::vector<int>& lines, std::size_t k) {
  std::optional<Table> t = ReadTable(lines, k);
  if (!t || t->width < 2) return k + 1;  // (a list under a label: its rows read as lines)
  for (std::size_t r = 0; r < t->rows.size(); ++r) {
    const std::vector<std::string>& row = t->cells[r];
    const bool full = row.size() == t->width;
    std::string name, level;
    std::vector<std::string> kws;
    for (std::size_t c = 0; c < row.size(); ++c) {
      const int col = static_cast<int>(c);
      if (row[c].empty()) continue;
      if (full ? col == t->name : c == 0) {
        name = row[c];
      } else if (full ? col == t->level : (level.empty() && WholeLevel(row[c]))) {
        level = row[c];
      } else {
        for (auto& kw : Keywords(row[c])) kws.push_back(std::move(kw));
      }
    }
    if (name.empty() && kws.empty()) continue;
    AddSkillGroup(name, std::move(kws));
    if (!level.empty()) r_.skills.back().level = level;
    Use(t->rows[r]);
  }
  return t->end;
}

// A languages table: a language per row, its fluency from the level column (or, with none,
// the first other column). Returns the index past the table.
std::size_t Builder::LanguageTable(const std::vector<int>& lines, std::size_t k) {
  std::optional<Table> t = ReadTable(lines, k);
  if (!t || t->width < 2) return k + 1;
  const int lang = t->language >= 0 ? t->language : t->name;
  int fluency = t->level;
  for (std::size_t c = 0; c < t->width && fluency < 0; ++c) {
    if (static_cast<int>(c) != lang) fluency = static_cast<int>(c);
  }
  for (std::size_t r = 0; r < t->rows.size(); ++r) {
    const std::vector<std::string>& row = t->cells[r];
    if (row.size() != t->width || lang < 0) {
      std::size_t before = r_.languages.size();
      LanguageText(T(t->rows[r]));
      if (r_.languages.size() > before) Use(t->rows[r]);
      continue;
    }
    const std::string& name = row[static_cast<std::size_t>(lang)];
    if (name.empty()) continue;
    r_.languages.push_back({name, fluency >= 0 ? row[static_cast<std::size_t>(fluency)] : ""});
    Use(t->rows[r]);
  }
  return t->end;
}

}  // namespace cvmill::structure::internal
