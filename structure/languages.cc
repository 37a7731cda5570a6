// Languages: a line of languages and their levels, a grid of names over levels, a level on
// the line under its language.
#include <algorithm>
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
  // "Français <gap> langue maternelle": a grid of language and level, not two languages.
  if (std::count(t.begin(), t.end(), '\t') == 1) {
    std::size_t tab = t.find('\t');
    std::string_view left = text::Trim(std::string_view(t).substr(0, tab));
    std::string_view right = text::Trim(std::string_view(t).substr(tab + 1));
    if (nz::LanguageCode(left, rules_) && !nz::LanguageCode(right, rules_) && right.find(',') == std::string_view::npos)
      t[tab] = ':';
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
    if (Noise(i) || LabelLine(i)) {
      from_prev = 0;
      continue;
    }
    // Names in a row over their levels in the next ("English <gap> Swedish" over "Native
    // speaker <gap> C1"): a grid read column by column.
    if (names[k] && k + 1 < lines.size() && !names[k + 1]) {
      std::vector<std::string> a = SplitTopLevel(T(i), "\t"), b = SplitTopLevel(T(lines[k + 1]), "\t");
      bool grid = a.size() >= 2 && a.size() == b.size() &&
                  std::all_of(a.begin(), a.end(), [&](const std::string& c) { return nz::LanguageCode(c, rules_); });
      if (grid) {
        for (std::size_t c = 0; c < a.size(); ++c) r_.languages.push_back({Clean(a[c]), Clean(b[c])});
        Use(i);
        Use(lines[++k]);
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
}

}  // namespace cvmill::structure::internal
