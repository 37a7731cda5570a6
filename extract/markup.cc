// Markdown-like marks in plain-text CVs, read as layout cues and removed from the text.
#include <unicode/uchar.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstring>
#include <string>
#include <utility>

#include "common/text.h"
#include "extract/extract.h"
#include "extract/internal.h"

namespace cvmill::extract {
namespace {

// Bullet glyphs that open a list item when followed by a space.
constexpr std::string_view kBulletGlyphs[] = {
    "-", "*", "+", "\u2022", "\u25C6", "\u25C7", "\u25AA", "\u25AB", "\u25CF", "\u25CB",
    "\u25A0", "\u25A1", "\u25BA", "\u25B6", "\u27A2", "\u2713", "\u2714", "\u2013", "\u2014",
    "\u00B7", "\u2023", "\u2043", "\u25E6", "\u2666", "\u2756", "\u27A4", "\u2192",
    // Word processors' Symbol and Wingdings bullets, which PDFs and pasted text often keep as
    // private-use code points: \uF0B7 (•), \uF0A7 (▪), \uF076 (❖), \uF0D8 (➢), \uF0FC (✓).
    "\uF0B7", "\uF0A7", "\uF076", "\uF0D8", "\uF0FC"};
// Glyphs that separate fields inside a line (" ◆ ", " | ") and become layout gaps.
constexpr std::string_view kSeparatorGlyphs[] = {"\u25C6", "\u2022", "|", "\u00B7", "\u25CF",
                                                 "\u25AA", "\u2666"};

std::size_t BulletAt(std::string_view s) {
  if (s.empty() || (static_cast<unsigned char>(s[0]) < 0x80 && s[0] != '-' && s[0] != '*' && s[0] != '+'))
    return 0;
  for (std::string_view g : kBulletGlyphs) {
    if (text::StartsWith(s, g) && (s.size() == g.size() || s[g.size()] == ' ' || s[g.size()] == '\t'))
      return g.size();
  }
  return 0;
}

// "1. ", "2) ", "[3] " enumeration marks.
std::size_t EnumerationAt(std::string_view s) {
  std::size_t i = 0;
  bool bracket = !s.empty() && s[0] == '[';
  if (bracket) ++i;
  std::size_t digits = 0;
  while (i < s.size() && s[i] >= '0' && s[i] <= '9' && digits < 3) ++i, ++digits;
  if (digits == 0 || i >= s.size()) return 0;
  if (bracket) {
    if (s[i] != ']') return 0;
  } else if (s[i] != '.' && s[i] != ')') {
    return 0;
  }
  ++i;
  if (i < s.size() && s[i] != ' ') return 0;
  // A day before its month's name and a year ("1. März 2012 – 31. Mai 2014"): a date, no mark.
  if (!bracket && digits <= 2 && s[i - 1] == '.') {
    std::size_t k = i + 1, letters = 0;
    while (k < s.size() && (std::isalpha(static_cast<unsigned char>(s[k])) || static_cast<unsigned char>(s[k]) >= 0x80))
      ++k, ++letters;
    if (k < s.size() && s[k] == '.') ++k;
    if (letters >= 3 && k + 5 <= s.size() && s[k] == ' ' && (s.substr(k + 1, 2) == "19" || s.substr(k + 1, 2) == "20") &&
        std::isdigit(static_cast<unsigned char>(s[k + 3])) && std::isdigit(static_cast<unsigned char>(s[k + 4])) &&
        (k + 5 == s.size() || !std::isdigit(static_cast<unsigned char>(s[k + 5]))))
      return 0;
  }
  return i;
}

// Icons set before contact details: icon-font glyphs (Private Use Area, as Font Awesome
// leaves them in PDFs), pictographs (emoji), and the symbol blocks such pages use instead
// (⌂ ☎ ⚑ ✉ ✆ ✎). They mark fields, as a separator does. (A line opening with one of the
// bullet glyphs among them is a list item: bullets are read first.)
bool IsIcon(char32_t cp) {
  return (cp >= 0xE000 && cp <= 0xF8FF) || (cp >= 0x1F300 && cp <= 0x1FAFF) || (cp >= 0x2300 && cp <= 0x23FF) ||
         (cp >= 0x2600 && cp <= 0x26FF) || cp == 0x2706 || cp == 0x2709 || cp == 0x270E || cp == 0x2712;
}

// True when the line has nothing for the inline parser: no mark character, no gap of three
// spaces, no separator glyph (·, • and the shapes U+2580–U+25FF, U+2640–U+267F). One pass.
bool IsPlain(std::string_view s) {
  static constexpr auto kMark = [] {
    std::array<bool, 256> t{};
    for (unsigned char c : std::string_view("*_[<`\\\t|")) t[c] = true;
    t[0xC2] = t[0xE2] = true;  // checked below
    t[0xEE] = t[0xEF] = t[0xF0] = true;  // icons (see IsIcon), checked below
    return t;
  }();
  int spaces = 0;
  int leader = 0;         // marks of a possible leader so far ("....", ". . . .")
  unsigned char mark = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    auto c = static_cast<unsigned char>(s[i]);
    spaces = c == ' ' ? spaces + 1 : 0;
    if (spaces == 3) return false;
    if (c == '.' || c == '-' || c == '_') {
      leader = c == mark && spaces == 0 && i > 0 && (s[i - 1] == s[i] || s[i - 1] == ' ') ? leader + 1 : 1;
      mark = c;
      if (leader == 4 && i + 1 < s.size()) return false;  // a leader: see LeaderAt
    } else if (c != ' ') {
      mark = 0;
    }
    if (!kMark[c]) continue;
    if (c == 0xC2) {
      if (i + 1 < s.size() && (s[i + 1] == '\xB7' || s[i + 1] == '\xAD')) return false;  // · and soft hyphen
      continue;
    }
    if (c == 0xEE || c == 0xEF || c == 0xF0) {
      std::size_t j = i;
      if (IsIcon(text::NextCodePoint(s, j))) return false;
      continue;
    }
    if (c == 0xE2) {
      if (i + 1 >= s.size()) continue;
      char b = s[i + 1];
      if (b == '\x96' || b == '\x97' || b == '\x99' || b == '\x98' || b == '\x9C' || b == '\x8C' || b == '\x8D' ||
          b == '\x8E' || b == '\x8F' || b == '\x9A' || b == '\x9B')
        return false;
      if (b == '\x80' && i + 2 < s.size() && s[i + 2] == '\xA2') return false;
      continue;
    }
    return false;
  }
  return true;
}

bool IsUrlStart(std::string_view s) {
  return text::StartsWith(s, "http://") || text::StartsWith(s, "https://") ||
         text::StartsWith(s, "mailto:") || text::StartsWith(s, "www.");
}

class InlineParser {
 public:
  explicit InlineParser(Line* line) : line_(line) {}

  void Run(std::string_view s) {
    std::string& out = line_->text;
    std::size_t i = 0;
    while (i < s.size()) {
      char c = s[i];
      if (c == '\\' && text::Trim(s.substr(i + 1)).empty()) break;  // a hard line break (pandoc)
      if (c == '\\' && i + 1 < s.size() && std::string_view("*_[]()<>#`\\").find(s[i + 1]) != std::string_view::npos) {
        out.push_back(s[i + 1]);
        i += 2;
        continue;
      }
      if ((c == '*' || c == '_') && i + 1 < s.size() && s[i + 1] == c) {
        std::string_view mark = s.substr(i, 2);
        std::size_t close = s.find(mark, i + 2);
        if (close != std::string_view::npos && close > i + 2) {
          Styled(s.substr(i + 2, close - i - 2), kBold);
          i = close + 2;
          continue;
        }
        i += 2;  // an unmatched ** is noise
        continue;
      }
      if (c == '*' || (c == '_' && (i == 0 || s[i - 1] == ' '))) {
        std::size_t close = s.find(c, i + 1);
        if (close != std::string_view::npos && close > i + 1 && s[i + 1] != ' ' &&
            s[close - 1] != ' ') {
          Styled(s.substr(i + 1, close - i - 1), kItalic);
          i = close + 1;
          continue;
        }
      }
      if (c == '`') {
        ++i;
        continue;
      }
      if (c == '[') {
        std::size_t close = s.find("](", i);
        std::size_t end = close == std::string_view::npos ? close : s.find(')', close + 2);
        if (close != std::string_view::npos && end != std::string_view::npos &&
            s.substr(i + 1, close - i - 1).find('[') == std::string_view::npos) {
          std::string_view label = s.substr(i + 1, close - i - 1);
          std::string_view target = text::Trim(s.substr(close + 2, end - close - 2));
          std::size_t begin = out.size();
          InlineParser(line_).Run(label);
          std::string kept = KeptLinkTarget(target);
          if (!kept.empty()) line_->links.push_back({out.substr(begin), std::move(kept)});
          i = end + 1;
          continue;
        }
      }
      if (c == '<') {
        std::size_t close = s.find('>', i + 1);
        if (close != std::string_view::npos) {
          std::string_view inner = s.substr(i + 1, close - i - 1);
          bool email = inner.find('@') != std::string_view::npos &&
                       inner.find(' ') == std::string_view::npos;
          if (IsUrlStart(inner) || email) {
            std::string_view shown = inner;
            if (text::StartsWith(shown, "mailto:")) shown.remove_prefix(7);
            out.append(shown);
            line_->links.push_back({std::string(shown), std::string(inner)});
            i = close + 1;
            continue;
          }
        }
      }
      out.push_back(c);
      ++i;
    }
  }

 private:
  void Styled(std::string_view inner, std::uint8_t style) {
    std::size_t begin = line_->text.size();
    Run(inner);
    line_->runs.push_back(
        {static_cast<std::uint32_t>(begin), static_cast<std::uint32_t>(line_->text.size()), style});
  }
  Line* line_;
};

// A leader: a run of 4+ dots, hyphens or underscores that leads the eye from a title to a
// place or date set at the right ("Nurse ........ Dublin", "Title ---------- 2019"), with
// text after it. Returns the run's length, 0 when there is none at `i`.
std::size_t LeaderAt(std::string_view s, std::size_t i) {
  char c = s[i];
  if (c != '.' && c != '-' && c != '_') return 0;
  std::size_t j = i;
  while (j < s.size() && (s[j] == c || s[j] == ' ')) ++j;
  std::size_t run = 0;
  for (std::size_t k = i; k < j; ++k) run += s[k] == c;
  if (run < 4) return 0;
  bool text_after = j < s.size() && s[j] != '\t';
  return text_after ? j - i : 0;
}

// Runs of 3+ spaces or TABs inside a line are layout gaps (a typed column); so are
// separator glyphs with spaces around them and leaders. All become one TAB.
std::string MarkGaps(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    if (std::size_t n = (s[i] == '.' || s[i] == '-' || s[i] == '_') ? LeaderAt(s, i) : 0; n > 0) {
      while (!out.empty() && out.back() == ' ') out.pop_back();
      out.push_back('\t');
      i += n;
      continue;
    }
    if (static_cast<unsigned char>(s[i]) >= 0xE2) {
      std::size_t j = i;
      if (IsIcon(text::NextCodePoint(s, j))) {
        while (!out.empty() && out.back() == ' ') out.pop_back();
        out.push_back('\t');
        i = j;
        continue;
      }
    }
    if (s[i] == '\t' || (s[i] == ' ' && i + 2 < s.size() && s[i + 1] == ' ' && s[i + 2] == ' ')) {
      while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
      out.push_back('\t');
      continue;
    }
    // A soft hyphen in a line was shown where the text comes from (a PDF's text layer):
    // standing between two spaces it is a range dash ("2023 \u00AD 2024"), in a word a hyphen.
    if (s[i] == '\xC2' && i + 1 < s.size() && s[i + 1] == '\xAD') {
      bool alone = (out.empty() || out.back() == ' ' || out.back() == '\t') &&
                   (i + 2 >= s.size() || s[i + 2] == ' ' || s[i + 2] == '\t');
      out += alone ? "\u2013" : "-";
      i += 2;
      continue;
    }
    // An icon command of LaTeX left in the text ("\faPhone +44 …") marks a field, as an icon does.
    if (s[i] == '\\') {
      if (std::size_t n = IconCommandAt(s.substr(i)); n > 0) {
        while (!out.empty() && out.back() == ' ') out.pop_back();
        out.push_back('\t');
        i += n;
        continue;
      }
    }
    // Separator glyphs start with '|' or a multi-byte lead byte: test only those.
    if (s[i] == ' ' && i + 1 < s.size() &&
        (s[i + 1] == '|' || static_cast<unsigned char>(s[i + 1]) >= 0xC2)) {
      bool sep = false;
      for (std::string_view g : kSeparatorGlyphs) {
        std::string_view rest = s.substr(i + 1);
        if (text::StartsWith(rest, g) && rest.size() > g.size() &&
            (rest[g.size()] == ' ' || rest[g.size()] == '\t')) {  // (a TAB: an icon's gap after it)
          out.push_back('\t');
          i += 2 + g.size();
          sep = true;
          break;
        }
      }
      if (sep) continue;
    }
    out.push_back(s[i]);
    ++i;
  }
  // A gap swallows the spaces around it: "Leeds  |  +44" => "Leeds\t+44".
  std::string tight;
  tight.reserve(out.size());
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (out[i] == ' ' && ((i + 1 < out.size() && out[i + 1] == '\t') || (!tight.empty() && tight.back() == '\t')))
      continue;
    if (out[i] == '\t' && !tight.empty() && tight.back() == '\t') continue;
    tight.push_back(out[i]);
  }
  return tight;
}

}  // namespace

std::size_t IconCommandAt(std::string_view s) {
  if (s.size() < 4 || s[0] != '\\' || !((s[1] == 'f' && s[2] == 'a') || (s[1] == 'a' && s[2] == 'i'))) return 0;
  if (s.substr(3, 5) == "icon{") {  // \faicon{phone}
    std::size_t close = s.find('}', 8);
    return close == std::string_view::npos ? 0 : close + 1;
  }
  if (!std::isupper(static_cast<unsigned char>(s[3]))) return 0;  // \faPhone, \aiOrcid
  std::size_t i = 3;
  while (i < s.size() && std::isalpha(static_cast<unsigned char>(s[i]))) ++i;
  return i;
}

std::size_t BulletMarkLength(std::string_view text) { return BulletAt(text); }

void MarkTableHeader(std::string_view raw, const Line& parsed, int number, std::vector<Line>* lines) {
  if (parsed.table != TableRow::kBody || !parsed.text.empty() || lines->empty()) return;
  // A pipe table's delimiter ("|:---|---|"), a grid table's header rule ("+====+====+"; its
  // other rules "+----+" part rows).
  const std::string_view rule = text::Trim(raw);
  if (rule.empty() || (rule[0] == '+' ? rule.find('=') : rule.find('-')) == std::string_view::npos) return;
  Line& above = lines->back();
  if (above.table != TableRow::kBody || above.number != number - 1) return;
  // (The header is a table's first row: a row of it above is no header's.)
  if (lines->size() >= 2) {
    const Line& before = (*lines)[lines->size() - 2];
    if (before.table != TableRow::kNone && before.number == above.number - 1) return;
  }
  above.table = TableRow::kHeader;
}

bool IsSeparatorGlyph(std::string_view glyph) {
  return std::find(std::begin(kSeparatorGlyphs), std::end(kSeparatorGlyphs), glyph) != std::end(kSeparatorGlyphs);
}

// Letter-spaced capitals as text extraction leaves them ("S U M M A RY", "E X P E R I E N C E",
// "AWA R D S": a kerned pair or three letters the extraction kept together): four or more
// tokens at single spaces, each one to three capitals (or a comma), three in four single
// letters. The letters are joined; word boundaries are lost with the extraction, unless
// it kept them as wider spaces ("W O R K  E X P E R I E N C E").
namespace {

std::string JoinLetterSpaced(std::string_view s) {
  std::size_t tokens = 0, singles = 0;
  for (std::size_t i = 0; i < s.size();) {
    if (s[i] == ' ') {
      ++i;
      continue;
    }
    std::size_t j = i, n = 0;
    while (j < s.size() && s[j] != ' ') {
      auto c = static_cast<UChar32>(text::NextCodePoint(s, j));
      if (!(u_isupper(c) || c == ',' || c == '&')) return "";
      ++n;
    }
    if (n > 3) return "";
    ++tokens;
    singles += n == 1;
    i = j;
  }
  if (tokens < 4 || singles * 4 < tokens * 3) return "";
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] != ' ') {
      if (!out.empty() && out.back() == ',') out += ' ';  // "NURSE , P E D" -> "NURSE, PED"
      out += s[i];
    } else if (i + 1 < s.size() && s[i + 1] == ' ') {
      if (!out.empty() && out.back() != ' ') out += ' ';
    }
  }
  return out;
}

}  // namespace

void ParseMarkup(std::string_view raw, Line* line) {
  // No-break spaces (U+00A0, U+2007, U+202F: word processors' and typesetters' spaces around
  // "Inc.", before ":" in French) are spaces: separators and gaps are found around them.
  std::string spaced;
  auto no_break = [](std::string_view r) {  // (memchr for their lead bytes: most lines have none)
    if (r.empty()) return false;  // (an empty view may have no data at all: memchr takes none)
    const char* end = r.data() + r.size();
    for (const char* p = r.data(); (p = static_cast<const char*>(memchr(p, 0xC2, static_cast<std::size_t>(end - p)))); ++p) {
      if (p + 1 < end && p[1] == '\xA0') return true;
    }
    for (const char* p = r.data(); (p = static_cast<const char*>(memchr(p, 0xE2, static_cast<std::size_t>(end - p)))); ++p) {
      if (p + 2 < end && p[1] == '\x80' && (p[2] == '\x87' || p[2] == '\xAF')) return true;
    }
    return false;
  };
  if (no_break(raw)) {
    spaced.reserve(raw.size());
    for (std::size_t k = 0; k < raw.size(); ++k) {
      std::string_view rest = raw.substr(k);
      std::size_t n = text::StartsWith(rest, "\u00A0") ? 2
                      : text::StartsWith(rest, "\u2007") || text::StartsWith(rest, "\u202F") ? 3 : 0;
      if (n == 0) {
        spaced.push_back(raw[k]);
        continue;
      }
      k += n - 1;
      // A run of them inside the text is one space (padding, not a column gap).
      if (spaced.find_first_not_of(' ') == std::string::npos || spaced.back() != ' ') spaced.push_back(' ');
    }
    raw = spaced;
  }
  std::size_t i = 0;
  int indent = 0;
  while (i < raw.size() && (raw[i] == ' ' || raw[i] == '\t')) {
    indent += raw[i] == '\t' ? 4 : 1;
    ++i;
  }
  line->indent = indent;
  std::string_view s = raw.substr(i);
  // Trailing white space is not content.
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);

  // A markdown block quote ("> text", ">**text**", a lone ">" between its paragraphs): the
  // mark goes. (">" before a digit or a sign is left: "> 10 years".)
  while (!s.empty() && s[0] == '>' &&
         (s.size() == 1 || s[1] == ' ' || s[1] == '*' || s[1] == '_' ||
          std::isalpha(static_cast<unsigned char>(s[1])) || static_cast<unsigned char>(s[1]) >= 0xC0))
    s = text::Trim(s.substr(1));
  // A markdown pipe table: its delimiter row ("|:---|---|") is no text; a row's cells are
  // set apart by gaps ("| English | Native |" => "English <gap> Native"). Each is a table's
  // row (MarkTableHeader finds the header above the delimiter).
  // A grid table's rule ("+------+------+"; "+======+======+" under its header row) is no
  // text either; its rows are read as a pipe table's.
  if (s.size() > 2 && s[0] == '+' && s.back() == '+' && s.find_first_not_of("+-=: ") == std::string_view::npos &&
      s.find_first_of("-=") != std::string_view::npos) {
    line->table = TableRow::kBody;
    line->text.clear();
    return;
  }
  std::string table_row;
  if (s.size() > 2 && s[0] == '|' && s.back() == '|') {
    line->table = TableRow::kBody;
    if (s.find_first_not_of("|:- \t") == std::string_view::npos) {
      line->text.clear();
      return;
    }
    std::vector<std::string_view> cells;
    std::size_t from = 1;
    for (std::size_t k = 1; k < s.size(); ++k) {
      if (s[k] == '|' && s[k - 1] != '\\') {
        cells.push_back(text::Trim(s.substr(from, k - from)));
        from = k + 1;
      }
    }
    for (std::string_view c : cells) {
      if (c.empty()) continue;
      table_row += (table_row.empty() ? "" : "   ") + std::string(c);
    }
    s = table_row;
  }
  // A pandoc definition (":   text" or "~ text" under its term): the mark goes.
  if (s.size() > 2 && (s[0] == ':' || s[0] == '~') && (s[1] == ' ' || s[1] == '\t')) s = text::Trim(s.substr(1));
  std::size_t hashes = 0;
  while (hashes < s.size() && s[hashes] == '#') ++hashes;
  if (hashes >= 1 && hashes <= 6 && (hashes == s.size() || s[hashes] == ' ')) {
    line->heading_level = static_cast<int>(hashes);
    s = text::Trim(s.substr(hashes));
    // Closing hashes of an ATX heading.
    while (!s.empty() && s.back() == '#') s.remove_suffix(1);
    s = text::Trim(s);
  }
  if (std::size_t b = BulletAt(s); b > 0) {
    line->bullet = true;
    s = text::Trim(s.substr(b));
  }
  if (std::size_t e = EnumerationAt(s); e > 0) {
    line->bullet = true;
    s = text::Trim(s.substr(e));
  }
  // A bullet glyph closing the line ("◆ github.com/x ◆") is decoration.
  for (std::string_view g : kBulletGlyphs) {
    if (s.empty() || static_cast<unsigned char>(s.back()) < 0x80) break;
    if (g.size() > 1 && text::EndsWith(s, g) && s.size() > g.size() &&
        s[s.size() - g.size() - 1] == ' ') {
      s = text::Trim(s.substr(0, s.size() - g.size()));
      break;
    }
  }
  // Most lines carry no inline marks, gaps or separators: take them as they are.
  if (IsPlain(s)) {
    std::string joined = JoinLetterSpaced(s);
    if (joined.empty()) line->text.assign(s);
    else line->text = std::move(joined);
    return;
  }
  std::string gapped = MarkGaps(s);
  line->text.clear();
  InlineParser(line).Run(gapped);
  // Trim what the markup left at the ends (e.g. "**Dynamic Systems** ").
  std::string_view t = line->text;
  std::size_t lead = 0;
  while (lead < t.size() && (t[lead] == ' ' || t[lead] == '\t')) ++lead;
  std::size_t end = t.size();
  while (end > lead && (t[end - 1] == ' ' || t[end - 1] == '\t')) --end;
  if (lead > 0 || end < t.size()) {
    for (auto& r : line->runs) {
      r.begin = static_cast<std::uint32_t>(std::min<std::size_t>(std::max<std::size_t>(r.begin, lead), end) - lead);
      r.end = static_cast<std::uint32_t>(std::min<std::size_t>(std::max<std::size_t>(r.end, lead), end) - lead);
    }
    line->text.erase(end);
    line->text.erase(0, lead);
  }
  // Whole-line emphasis: bold runs cover every non-space byte.
  if (!line->runs.empty() && !line->text.empty()) {
    std::vector<bool> covered(line->text.size(), false);
    for (const auto& r : line->runs) {
      if (!(r.style & kBold)) continue;
      for (std::uint32_t k = r.begin; k < r.end && k < covered.size(); ++k) covered[k] = true;
    }
    bool all = true;
    for (std::size_t k = 0; k < line->text.size(); ++k) {
      if (line->text[k] != ' ' && line->text[k] != ':' && !covered[k]) {
        all = false;
        break;
      }
    }
    line->bold = all;
  }
}

}  // namespace cvmill::extract
