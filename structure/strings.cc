// Text helpers of the builder: cleaning a value, cutting a span out, and splitting a header
// line into its parts, joining a wrapped line.
#include "structure/internal/strings.h"

#include <unicode/uchar.h>

#include <cctype>
#include <utility>

#include "common/text.h"

namespace cvmill::structure::internal {

std::string Clean(std::string_view s) {
  // One pass: collapse white space, drop empty brackets left by a removed date and spaces
  // before a comma or semicolon; then trim separators from both ends.
  // (Written through a pointer into a buffer of the input's size: the output is never longer.)
  std::string out(s.size(), '\0');
  char* const first = out.data();
  char* o = first;
  bool space = false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      space = o != first;
      continue;
    }
    if (c == '(' || c == '[') {
      // Brackets left empty by a removed date, "()" or "( )", go.
      std::size_t j = i + 1;
      while (j < s.size() && s[j] == ' ') ++j;
      if (j < s.size() && s[j] == (c == '(' ? ')' : ']')) {
        i = j;
        continue;
      }
    }
    if (space && c != ',' && c != ';') *o++ = ' ';
    space = false;
    *o++ = c;
  }
  out.resize(static_cast<std::size_t>(o - first));
  std::string_view t = text::TrimChars(out, ",;:|\u2013\u2014-\u00B7");
  if (t.size() == out.size()) return out;
  return std::string(t);
}

std::string RemoveSpan(std::string_view s, std::size_t b, std::size_t e) {
  std::string out(s.substr(0, b));
  out += ' ';
  out.append(s.substr(e));
  return out;
}

namespace {

// Calls f with each piece of s between bytes of `seps` outside brackets, trimmed, empty
// pieces skipped (SplitTopLevel without a string per piece).
template <class F>
void ForEachTopLevel(std::string_view s, std::string_view seps, F&& f) {
  auto add = [&](std::string_view cell) {
    cell = text::Trim(cell);
    if (!cell.empty()) f(cell);
  };
  bool sep[256] = {};  // (a table of `seps`: one look-up per byte, not a search of seps)
  for (char c : seps) sep[static_cast<unsigned char>(c)] = true;
  int depth = 0;
  std::size_t start = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '(' || c == '[') ++depth;
    if ((c == ')' || c == ']') && depth > 0) --depth;
    // (A comma between digits is part of a number: "42,000", "3,5".)
    const bool in_number = c == ',' && i > 0 && i + 1 < s.size() && s[i - 1] >= '0' && s[i - 1] <= '9' &&
                           s[i + 1] >= '0' && s[i + 1] <= '9';
    if (depth == 0 && !in_number && sep[static_cast<unsigned char>(c)]) {
      add(s.substr(start, i - start));
      start = i + 1;
    }
  }
  add(s.substr(start));
}

}  // namespace

std::vector<std::string> SplitTopLevel(std::string_view s, std::string_view seps) {
  // Splits on any byte of `seps`, but not inside parentheses or brackets.
  std::vector<std::string> out;
  ForEachTopLevel(s, seps, [&](std::string_view cell) { out.emplace_back(cell); });
  return out;
}

bool IsLegalSuffix(std::string_view p) {
  static const char* kSuffixes[] = {"inc", "inc.", "ltd", "ltd.", "llc", "llp", "gmbh", "ag",
                                    "plc", "co.", "corp", "corp.", "s.a.", "sa", "bv", "nv",
                                    "kg", "se", "ab", "oy", "as", "srl", "sas", "pty ltd"};
  std::string_view t = text::Trim(p);
  if (t.size() > 7) return false;
  for (const char* s : kSuffixes) {
    std::string_view k(s);
    if (k.size() != t.size()) continue;
    bool same = true;
    for (std::size_t i = 0; i < k.size() && same; ++i) {
      char c = t[i];
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
      same = c == k[i];
    }
    if (same) return true;
  }
  return false;
}

// "Meta Platforms, Inc." stays one part; "Engineer | Acme" and "Engineer\tAcme" are two.
std::vector<std::string> Parts(std::string_view s, bool qualifiers) {
  // (" -- " and " --- ": the en and em dash as typed for pandoc and TeX.)
  static constexpr std::string_view kSeps[] = {" | ", " \u2014 ", " \u2013 ", " --- ", " -- ", " - ", " @ ", " \u00B7 "};
  // Every separator starts with a space followed by one of these bytes: most lines have
  // none and are split as they are.
  bool any = false;
  for (std::size_t i = 0; i + 1 < s.size() && !any; ++i) {
    if (s[i] != ' ') continue;
    char n = s[i + 1];
    any = n == '|' || n == '-' || n == '@' || n == '\xE2' || n == '\xC2';
  }
  std::string t(s);
  for (std::string_view sep : kSeps) {
    if (!any) break;
    for (std::size_t p; (p = t.find(sep)) != std::string::npos;) t.replace(p, sep.size(), "\t");
  }
  std::vector<std::string> out;
  // (The cells and their pieces as views: no string per piece.)
  ForEachTopLevel(t, "\t", [&](std::string_view cell) {
    bool first = true;
    ForEachTopLevel(cell, ",", [&](std::string_view piece) {
      // (A piece of words after a comma that opens in lower case qualifies the one before,
      // "Adjointe, direction des ports": no name opens so. One word may be a slot of its own,
      // as in a project's "Quay Sheds, restoration".)
      const std::string_view lead = text::Trim(piece);
      std::size_t at = 0;
      const bool lower = qualifiers && !first && !lead.empty() && u_islower(static_cast<UChar32>(text::NextCodePoint(lead, at))) &&
                         lead.find_first_of("@/") == std::string_view::npos && text::WordCount(lead) >= 2;
      first = false;
      if (!out.empty() && (IsLegalSuffix(piece) || lower)) {
        out.back() += ", ";
        out.back() += piece;
      } else {
        std::string c = Clean(piece);
        if (!c.empty()) out.push_back(std::move(c));
      }
    });
  });
  // "Cook, Gasthof Zum Hirschen, Wolfsbrunn am Teich.": a header closed by a full stop (moderncv) ends in
  // its last part, not in an abbreviation ("Ltd.", "S.A.", "J."); a short part is no sentence.
  if (!out.empty() && out.back().size() > 1 && out.back().back() == '.' && text::WordCount(out.back()) <= 6) {
    std::string_view last = out.back();
    std::size_t space = last.rfind(' ');
    std::string_view word = space == std::string_view::npos ? last : last.substr(space + 1);
    bool abbreviation = word.size() <= 2 || word.substr(0, word.size() - 1).find('.') != std::string_view::npos ||
                        IsLegalSuffix(word);
    if (!abbreviation) out.back().pop_back();
  }
  return out;
}

std::string Joined(const std::vector<std::string>& parts, std::size_t from, std::size_t to) {
  std::vector<std::string> v(parts.begin() + static_cast<long>(from), parts.begin() + static_cast<long>(to));
  return text::Join(v, ", ");
}

void JoinWrappedLine(std::string* s, std::string_view next) {
  // (A letter before the hyphen: ASCII, or the last byte of a letter outside ASCII, "Zü-".)
  const unsigned char before = s->size() >= 2 ? static_cast<unsigned char>((*s)[s->size() - 2]) : 0;
  const bool broken = s->size() >= 2 && s->back() == '-' && (std::isalpha(before) || before >= 0x80) &&
                      !next.empty() && next[0] >= 'a' && next[0] <= 'z';
  if (broken) {
    s->pop_back();
  } else {
    *s += ' ';
  }
  *s += next;
}

}  // namespace cvmill::structure::internal
