// Languages: a line of languages and their levels, a grid of names over levels, a level on
// the line under its language.
#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

void Builder::LanguageText(std::string_view s) {
  std::string t(text::Trim(s));
  std::size_t b = 0, e = 0;
  // "Native in German", "Basic skills in Spanish and Chinese".
  if (nz::FindLevel(t, rules_, &b, &e) && b == 0) {
    std::string fluency = t.substr(0, e);
    std::string_view rest = text::Trim(std::string_view(t).substr(e));
    for (std::string_view filler : {"skills in", "skill in", "knowledge of", "knowledge in", "in", "of"}) {
      if (text::StartsWith(text::AsciiLower(rest), filler) && rest.size() > filler.size() && rest[filler.size()] == ' ') {
        rest = text::Trim(rest.substr(filler.size()));
        std::string list(rest);
        for (std::string_view sep : {" and ", " und ", " et ", " y ", " & "}) {
          for (std::size_t p; (p = list.find(sep)) != std::string::npos;) list.replace(p, sep.size(), ",");
        }
        for (const std::string& lang : SplitTopLevel(list, ",;")) r_.languages.push_back({Clean(lang), fluency});
        return;
      }
    }
  }
  // "Deutsch <gap> (Muttersprache) <gap> , <gap> Polnisch <gap> (Grundkenntnisse)": a web page's
  // spans, a level in brackets its own cell, belongs to the cell before it.
  for (std::size_t at; (at = t.find("\t(")) != std::string::npos;) t[at] = ' ';
  // "Français <gap> langue maternelle": a grid of language and level, not two languages.
  // (The language's cell may end in a colon, a table of "Label:" cells: "Français: <gap> ...".)
  if (std::count(t.begin(), t.end(), '\t') == 1) {
    std::size_t tab = t.find('\t');
    std::string_view left = text::Trim(std::string_view(t).substr(0, tab));
    std::string_view right = text::Trim(std::string_view(t).substr(tab + 1));
    const bool colon = !left.empty() && left.back() == ':';
    if (colon) left = text::Trim(left.substr(0, left.size() - 1));
    if (nz::LanguageCode(left, rules_) && !nz::LanguageCode(right, rules_) && right.find(',') == std::string_view::npos)
      t = std::string(left) + ":" + std::string(right);
  }
  // "German (Native), English: fluent, French – B2".
  for (std::string item : SplitTopLevel(t, ",;|\t")) {
    std::string lang = item, fluency;
    std::size_t open = item.find('(');
    std::size_t sep = item.find(':');
    if (sep == std::string::npos) sep = item.find(" \u2013 ");
    if (sep == std::string::npos) sep = item.find(" - ");
    if (sep != std::string::npos && (open == std::string::npos || sep < open)) {
      std::size_t skip = item.compare(sep, 1, ":") == 0 ? 1 : (item.compare(sep, 3, " - ") == 0 ? 3 : 5);
      fluency = Clean(item.substr(sep + skip));
      lang = item.substr(0, sep);
    } else if (open != std::string::npos && item.back() == ')') {
      fluency = Clean(item.substr(open + 1, item.size() - open - 2));
      lang = item.substr(0, open);
    } else {
      std::size_t lb = 0, le = 0;
      if (nz::FindLevel(item, rules_, &lb, &le) && lb > 0) {
        fluency = Clean(item.substr(lb));
        lang = item.substr(0, lb);
        // "Italienisch level B2", "Inglés nivel C1": the words between the language and its
        // level are the level's ("level B2").
        lang = Clean(lang);
        const std::size_t space = lang.find(' ');
        if (space != std::string::npos && !nz::LanguageCode(lang, rules_) &&
            nz::LanguageCode(std::string_view(lang).substr(0, space), rules_)) {
          fluency = Clean(lang.substr(space + 1) + " " + fluency);
          lang.resize(space);
        }
      }
    }
    lang = Clean(lang);
    if (!lang.empty()) r_.languages.push_back({lang, fluency});
  }
}

// Whether some word of the line, or a cell of it, names a spoken language ("Fluent in
// English", "Deutsch (Muttersprache)", "Brazilian Portuguese").
bool Builder::NamesLanguage(std::string_view t) const {
  for (const std::string& item : SplitTopLevel(t, ",;/:\t(")) {
    if (nz::LanguageCode(item, rules_)) return true;
  }
  for (const std::string& w : SplitTopLevel(t, " ,;/:\t()")) {
    if (nz::LanguageCode(w, rules_)) return true;
  }
  return false;
}

void Builder::Languages(const std::vector<int>& lines) {
  // A self-assessment grid ("LISTENING C1 READING C1 …") names no language: where other
  // lines of the section do, such lines are not languages of their own.
  std::vector<char> names(lines.size());
  for (std::size_t k = 0; k < lines.size(); ++k) names[k] = NamesLanguage(T(lines[k]));
  bool any_known = std::find(names.begin(), names.end(), 1) != names.end();
  std::size_t from_prev = 0;  // languages the previous line gave
  for (std::size_t k = 0; k < lines.size(); ++k) {
    int i = lines[k];
    // A table under its header row (tables.cc); the header names no language.
    if (L(i).table == extract::TableRow::kHeader) {
      k = LanguageTable(lines, k) - 1;
      from_prev = 0;
      continue;
    }
    if (Noise(i) || LabelLine(i)) {
      from_prev = 0;
      continue;
    }
    // Names in a row over their levels in the next ("English <gap> Swedish" over "Native
    // speaker <gap> C1"): a grid read column by column.
    // (A level may name a language itself, "Spanish for trade, basic": the row below is levels
    // where not every cell is a language's name.)
    if (names[k] && k + 1 < lines.size()) {
      std::vector<std::string> a = SplitTopLevel(T(i), "\t"), b = SplitTopLevel(T(lines[k + 1]), "\t");
      auto name = [&](const std::string& c) { return nz::LanguageCode(c, rules_).has_value(); };
      bool grid = a.size() >= 2 && a.size() == b.size() && std::all_of(a.begin(), a.end(), name) &&
                  !std::all_of(b.begin(), b.end(), name);
      if (grid) {
        for (std::size_t c = 0; c < a.size(); ++c) r_.languages.push_back({Clean(a[c]), Clean(b[c])});
        Use(i);
        Use(lines[++k]);
        from_prev = 0;
        continue;
      }
    }
    // Names in a column over their levels in a column ("Deutsch" / "Englisch" / "Muttersprache"
    // / "Grundkenntnisse (A2)"): a text dump reads a two-column list one column after the other. As
    // many lines that are each a language's name alone, then as many that are each a level
    // (a code in brackets after it or not), pair in order.
    if (k == 0 || from_prev == 0) {
      auto name_only = [&](std::size_t j) {
        return j < lines.size() && !Noise(lines[j]) && nz::LanguageCode(Clean(T(lines[j])), rules_).has_value();
      };
      auto level_only = [&](std::size_t j) {
        if (j >= lines.size() || Noise(lines[j]) || names[j] || text::WordCount(T(lines[j])) > 4) return false;
        const std::string t = Clean(T(lines[j]));
        const std::size_t open = t.find('(');
        if (open == std::string::npos || t.back() != ')') return WholeLevel(t);
        return WholeLevel(t.substr(0, open)) && WholeLevel(t.substr(open + 1, t.size() - open - 2));
      };
      std::size_t n = 0;
      while (name_only(k + n)) ++n;
      std::size_t m = 0;
      while (m < n && level_only(k + n + m)) ++m;
      if (n >= 2 && m == n && !level_only(k + 2 * n)) {
        for (std::size_t j = 0; j < n; ++j) {
          r_.languages.push_back({Clean(T(lines[k + j])), Clean(T(lines[k + n + j]))});
          Use(lines[k + j]);
          Use(lines[k + n + j]);
        }
        k += 2 * n - 1;
        from_prev = 0;
        continue;
      }
    }
    // "Português" over "Língua materna", "English" over "C1": a line that is wholly a level,
    // under a line that gave one language and no level, is that language's level.
    if (k > 0 && from_prev == 1 && !r_.languages.empty() && r_.languages.back().fluency.empty() &&
        text::WordCount(T(i)) <= 4 && WholeLevel(T(i))) {
      r_.languages.back().fluency = Clean(T(i));
      Use(i);
      from_prev = 0;
      continue;
    }
    from_prev = 0;
    if (any_known && !names[k]) continue;
    std::size_t before = r_.languages.size();
    LanguageText(T(i));
    from_prev = r_.languages.size() - before;
    if (from_prev > 0) Use(i);
  }
  // What no language took, where it is skill groups in a dump's column order (a Europass
  // grid's "Other languages" label read as this section's heading, the personal skills' names
  // and lists under it): those groups.
  std::vector<int> rest;
  for (int i : lines) {
    if (!used_[static_cast<std::size_t>(i)] && !Noise(i)) rest.push_back(i);
  }
  if (rest.size() >= 6) NamesThenLeveledLists(rest);
}

// A cell that is a language, or opens with one before a colon ("Igbo: Conversational").
bool Builder::LanguageCell(std::string_view cell) const {
  return nz::LanguageCode(Clean(cell.substr(0, cell.find(':'))), rules_).has_value();
}

// Whether a language follows the label at lines[k]: in the rest of its row, or as the first
// cell of one of the next four lines, with nothing but short header cells before it ("Languages"
// over "Expert" over "C, C++, Rust" names programming languages).
bool Builder::LanguageRowAhead(const std::vector<int>& lines, std::size_t k) const {
  std::vector<std::string> cells = SplitTopLevel(T(lines[k]), "\t");
  if (cells.size() >= 2 && LanguageCell(cells[1])) return true;
  // (Four header rows at most: a grid's sub-headings may wrap, "Spoken" over "interaction".
  // A header row of two cells or more is no list item, whatever mark its first cell has.)
  for (std::size_t j = k + 1; j < lines.size() && j <= k + 4; ++j) {
    cells = SplitTopLevel(T(lines[j]), "\t");
    if (cells.empty() || (L(lines[j]).bullet && cells.size() < 2)) return false;
    if (LanguageCell(cells[0])) return true;
    if (T(lines[j]).find(',') != std::string::npos ||
        !std::all_of(cells.begin(), cells.end(), [](const std::string& c) { return text::WordCount(c) <= 4; }))
      return false;
  }
  return false;
}

// A column of labels read before its values (a text dump of a Europass grid of personal
// skills): "Mother tongue" / "Other languages" / "Cloud" / "Leadership" over "English" /
// "Polish: Fluent" / "AWS, GCP" / "Advanced" / ... The labels that name languages open the
// column, their values are the first value lines, each naming a language (a list of them, or
// one before a colon and its level): those are the languages (a level the label states,
// "Langue maternelle", is theirs); the labels and lines left, the other names over their
// lists, stay in `lines` for the skills readers. Three labels or more, short lines (no list,
// colon, date or level), the first one naming languages.
void Builder::LanguageLabelsInNameColumn(std::vector<int>* lines) {
  auto short_line = [&](int i) {
    return SkillName(i) && L(i).heading_level == 0 && T(i).find(':') == std::string::npos && !HasInlineDate(i);
  };
  std::size_t labels = 0;  // (a label may be a level: "Mother tongue")
  while (labels < lines->size() && labels < 4 && short_line((*lines)[labels])) {
    // (A level as a label, "Langue maternelle", names the languages under it.)
    auto h = nz::MatchHeading(Clean(T((*lines)[labels])), rules_);
    if (!(h && h->section == Section::kLanguages) && !WholeLevel(T((*lines)[labels]))) break;
    ++labels;
  }
  if (labels == 0) return;
  std::size_t n = labels;
  while (n < lines->size() && n < 12 && short_line((*lines)[n]) && !WholeLevel(T((*lines)[n]))) ++n;
  if (n < 3 || labels == n) return;
  // The values: lines from the first that names a language (names after the labels that
  // are languages themselves, "English" under "Leadership", are values).
  std::size_t v = labels;
  while (v < n && !LanguageCell(T((*lines)[v]))) ++v;
  if (v == n) return;
  // (A level the first label states, "Langue maternelle", is its languages'.)
  std::string level;
  {
    std::size_t lb = 0, le = 0;
    const std::string label = Clean(T((*lines)[0]));
    if (nz::FindLevel(label, rules_, &lb, &le)) level = label.substr(lb, le - lb);
  }
  std::vector<std::pair<std::string, std::string>> found;
  std::size_t end = v;
  for (; end < lines->size(); ++end) {
    const std::string& t = T((*lines)[end]);
    if (L((*lines)[end]).bullet || HasInlineDate((*lines)[end])) break;
    const std::size_t colon = t.find(':');
    if (colon != std::string::npos) {
      const std::string name = Clean(t.substr(0, colon));
      if (!nz::LanguageCode(name, rules_)) break;
      found.emplace_back(name, Clean(t.substr(colon + 1)));
      continue;
    }
    std::vector<std::string> names = SplitTopLevel(t, ",;/");
    if (names.empty() || !std::all_of(names.begin(), names.end(), [&](const std::string& x) { return nz::LanguageCode(Clean(x), rules_).has_value(); }))
      break;
    for (const std::string& x : names) found.emplace_back(Clean(x), level);
  }
  if (found.empty()) return;
  // (A group's name may name languages too, "Languages" over "Go, Rust": where the lists after
  // the languages close each on a level, as many names as lists are the groups' and the
  // labels end before them.)
  std::size_t lists = 0;
  for (std::size_t k = end; k < lines->size(); ++k) {
    const std::string& t = T((*lines)[k]);
    lists += k > end && text::WordCount(t) <= 3 && WholeLevel(t) && T((*lines)[k - 1]).find(',') != std::string::npos;
  }
  if (lists > 0 && v > lists && v - lists < labels) labels = v - lists;
  for (auto& [name, fluency] : found) r_.languages.push_back({name, fluency});
  std::vector<int> rest;
  for (std::size_t k = 0; k < lines->size(); ++k) {
    if (k < labels || (k >= v && k < end)) {
      Use((*lines)[k]);
      continue;
    }
    rest.push_back((*lines)[k]);
  }
  if (trace_) TracePart((*lines)[0], Clean(T((*lines)[0])), "languages", "a column of labels read before its values: the labels naming languages over the first values, each a language");
  *lines = std::move(rest);
}

// Languages set inside a skills section, as Europass sets them ("Mother tongue <gap> French";
// "Other languages <gap> UNDERSTANDING <gap> SPEAKING" over a row per language of its
// self-assessed levels, "English <gap> B2 <gap> B2 <gap> C1", a level in words under it; or
// "Igbo: Conversational"): after a label that names languages, the lines whose first cell is a
// language are languages, the grid's header rows before the first of them and its legend after
// them ("Levels: A1/A2: basic user - B1/B2: ...") are read with them. The rest stays in `lines`.
void Builder::LanguagesAmongSkills(std::vector<int>* lines) {
  auto cefr_codes = [](std::string_view t) {
    int n = 0;
    for (std::size_t k = 0; k + 1 < t.size(); ++k) {
      const bool start = k == 0 || !std::isalnum(static_cast<unsigned char>(t[k - 1]));
      const bool end = k + 2 >= t.size() || !std::isalnum(static_cast<unsigned char>(t[k + 2]));
      n += start && end && (t[k] == 'A' || t[k] == 'B' || t[k] == 'C') && (t[k + 1] == '1' || t[k + 1] == '2');
    }
    return n;
  };
  // "Courant (B2)", "Fluent": a level in words, a code in brackets after it or not.
  auto level_phrase = [&](std::string_view t) {
    const std::size_t open = t.find('(');
    if (open == std::string_view::npos || t.back() != ')') return WholeLevel(t);
    return WholeLevel(t.substr(0, open)) && WholeLevel(t.substr(open + 1, t.size() - open - 2));
  };
  std::vector<int> rest;
  bool open = false, seen_language = false;
  for (std::size_t k = 0; k < lines->size(); ++k) {
    const int i = (*lines)[k];
    const std::string& t = T(i);
    std::vector<std::string> cells = SplitTopLevel(t, "\t");
    if (cells.empty()) continue;
    // A label naming languages opens the run; the rest of its row is read as a row of its own.
    // (A level as the label, "Langue maternelle <gap> Français", opens it too.)
    auto h = nz::MatchHeading(Clean(cells[0]), rules_);
    const bool level_label = cells.size() >= 2 && WholeLevel(Clean(cells[0])) && LanguageCell(cells[1]);
    if (((h && h->section == Section::kLanguages) || level_label) && cells[0].find(':') == std::string::npos &&
        LanguageRowAhead(*lines, k)) {
      // (A row of several languages after its label is a list: read as a labelled line.)
      if (std::count_if(cells.begin() + 1, cells.end(), [&](const std::string& c) { return LanguageCell(c); }) >= 2) {
        if (!LabelLine(i)) rest.push_back(i);
        open = false;
        continue;
      }
      open = true;
      seen_language = false;
      const std::string label = Clean(cells[0]);
      cells.erase(cells.begin());
      Use(i);
      std::size_t lb = 0, le = 0;
      if (cells.empty() || !LanguageCell(cells[0])) continue;
      // ("Mother tongue <gap> French": the label is the level.)
      if (cells.size() == 1 && cells[0].find(':') == std::string::npos && nz::FindLevel(label, rules_, &lb, &le)) {
        for (const std::string& name : SplitTopLevel(cells[0], ",;/")) r_.languages.push_back({Clean(name), label.substr(lb, le - lb)});
        seen_language = true;
        continue;
      }
    } else if (!open) {
      rest.push_back(i);
      continue;
    }
    const std::size_t colon = cells[0].find(':');
    const std::string name = Clean(cells[0].substr(0, colon));
    if (!L(i).bullet && nz::LanguageCode(name, rules_)) {
      seen_language = true;
      std::string fluency;
      if (colon != std::string::npos) {
        fluency = Clean(cells[0].substr(colon + 1));
      } else if (cells.size() >= 2) {
        // A row of levels: the level in words under it, else the levels as written.
        if (k + 1 < lines->size() && SplitTopLevel(T((*lines)[k + 1]), "\t").size() == 1 && level_phrase(Clean(T((*lines)[k + 1])))) {
          fluency = Clean(T((*lines)[++k]));
          Use((*lines)[k]);
        } else if (std::all_of(cells.begin() + 1, cells.end(), [&](const std::string& c) { return level_phrase(Clean(c)); })) {
          std::vector<std::string> levels;
          for (std::size_t c = 1; c < cells.size(); ++c) {
            std::string level = Clean(cells[c]);
            if (std::find(levels.begin(), levels.end(), level) == levels.end()) levels.push_back(level);
          }
          fluency = text::Join(levels, ", ");
        } else {
          // (Cells that are not all levels, "Italiano <gap> (Madrelingua) <gap> , <gap>
          // Inglese …": a list of languages in cells, read as a line of languages.)
          LanguageText(text::Join(cells, "\t"));
          Use(i);
          continue;
        }
      }
      r_.languages.push_back({name, fluency});
      Use(i);
      continue;
    }
    // Before the first language: the grid's header rows (short cells, no list, no date).
    if (open && !seen_language && !HasInlineDate(i) && t.find(',') == std::string::npos &&
        std::all_of(cells.begin(), cells.end(), [](const std::string& c) { return text::WordCount(c) <= 4; })) {
      Use(i);
      continue;
    }
    // After them: the levels' legend, and the line it wraps onto.
    if (open && seen_language && !NamesLanguage(t) &&
        (cefr_codes(t) >= 2 || (k > 0 && cefr_codes(T((*lines)[k - 1])) >= 2 && L(i).font_size > 0 &&
                                L(i).font_size == L((*lines)[k - 1]).font_size && t.find('\t') == std::string::npos))) {
      Use(i);
      continue;
    }
    open = false;
    rest.push_back(i);
  }
  *lines = std::move(rest);
}

}  // namespace cvmill::structure::internal
