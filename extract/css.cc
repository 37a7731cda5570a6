// The few CSS facts the HTML reader uses: what is hidden, bold, laid out inline, or laid out
// as a row of columns (flex, grid). Style sheets are not executed: rules whose selector ends
// in a tag, a class, tag.class or an id are kept (a descendant selector is taken by its last
// part, so it may apply too widely); pseudo-classes are skipped; @media blocks apply as they
// would to an A4 page printed (print, and widths that 794 CSS pixels meet), screen-only ones
// do not.
#include <algorithm>
#include <cctype>
#include <string>

#include "common/text.h"
#include "extract/internal.h"

namespace cvmill::extract {
namespace {

constexpr int kPageWidthPx = 794;  // A4 in CSS pixels, what Chromium lays a printed page out at

std::string_view Trimmed(std::string_view s) { return text::Trim(s); }

// Skips a comment or moves past one character; returns the new position.
std::size_t SkipComment(std::string_view s, std::size_t i) {
  if (s.substr(i, 2) == "/*") {
    std::size_t end = s.find("*/", i + 2);
    return end == std::string_view::npos ? s.size() : end + 2;
  }
  return i;
}

// The block starting at `open` (a '{'), up to its matching '}'; returns the position after it.
std::size_t BlockEnd(std::string_view s, std::size_t open) {
  int depth = 0;
  for (std::size_t i = open; i < s.size(); ++i) {
    if (s[i] == '{') ++depth;
    if (s[i] == '}' && --depth == 0) return i + 1;
  }
  return s.size();
}

int Px(std::string_view cond, std::string_view key) {
  std::size_t at = cond.find(key);
  if (at == std::string_view::npos) return -1;
  std::size_t i = cond.find(':', at);
  if (i == std::string_view::npos) return -1;
  ++i;
  while (i < cond.size() && cond[i] == ' ') ++i;
  int v = 0;
  bool any = false;
  while (i < cond.size() && std::isdigit(static_cast<unsigned char>(cond[i]))) {
    v = v * 10 + (cond[i] - '0');
    any = true;
    if (v > 100000) break;
    ++i;
  }
  if (!any) return -1;
  if (cond.substr(i, 2) == "em" || cond.substr(i, 3) == "rem") v *= 16;
  return v;
}

bool MediaApplies(std::string_view cond) {
  std::string c = text::AsciiLower(cond);
  if (c.find("print") != std::string::npos) return c.find("not print") == std::string::npos;
  if (c.find("screen") != std::string::npos && c.find("print") == std::string::npos) return false;
  if (int min = Px(c, "min-width"); min >= 0 && min > kPageWidthPx) return false;
  if (int max = Px(c, "max-width"); max >= 0 && max < kPageWidthPx) return false;
  return true;
}

// "div.entry > .date" into its compounds; false for what this reader does not match
// (pseudo-classes, attributes, the universal selector, sibling combinators).
bool ParseSelector(const std::string& sel, StyleSheet::Rule* rule) {
  if (sel.empty() || sel.find_first_of(":[*+~()") != std::string::npos) return false;
  std::string spaced;
  for (char c : sel) {
    if (c == '>') spaced += ' ';
    else spaced += c;
  }
  for (std::string_view part : text::Split(spaced, ' ')) {
    if (part.empty()) continue;
    StyleSheet::Compound c;
    std::size_t i = 0;
    while (i < part.size() && part[i] != '.' && part[i] != '#') ++i;
    c.tag = text::AsciiLower(part.substr(0, i));  // class names and ids keep their case
    while (i < part.size()) {
      char kind = part[i];
      std::size_t j = i + 1;
      while (j < part.size() && part[j] != '.' && part[j] != '#') ++j;
      std::string name(part.substr(i + 1, j - i - 1));
      if (name.empty()) return false;
      if (kind == '.') {
        c.classes.push_back(name);
        rule->specificity += 10;
      } else {
        c.id = name;
        rule->specificity += 100;
      }
      i = j;
    }
    if (!c.tag.empty()) rule->specificity += 1;
    rule->parts.push_back(std::move(c));
  }
  return !rule->parts.empty();
}

}  // namespace

void CssStyle::Merge(const CssStyle& later) {
  if (later.display != Display::kUnset) display = later.display;
  if (later.bold >= 0) bold = later.bold;
  if (later.row >= 0) row = later.row;
  if (later.pre >= 0) pre = later.pre;
}

CssStyle ParseDeclarations(std::string_view decls) {
  CssStyle out;
  bool flex = false, grid = false;
  int column = -1;       // flex-direction: 1 column, 0 row
  int grid_tracks = -1;  // columns of grid-template-columns
  for (std::string_view d : text::Split(decls, ';')) {
    std::size_t colon = d.find(':');
    if (colon == std::string_view::npos) continue;
    std::string prop = text::AsciiLower(Trimmed(d.substr(0, colon)));
    std::string value = text::AsciiLower(Trimmed(d.substr(colon + 1)));
    if (std::size_t bang = value.find('!'); bang != std::string::npos) value = std::string(Trimmed(value.substr(0, bang)));
    if (prop == "display") {
      flex = grid = false;
      if (value == "none") out.display = CssStyle::Display::kNone;
      else if (value == "inline" || value == "inline-block" || value == "inline-flex" || value == "contents")
        out.display = CssStyle::Display::kInline;
      else if (value == "flex" || value == "grid" || value == "inline-grid") {
        out.display = CssStyle::Display::kBlock;
        flex = value == "flex";
        grid = !flex;
      } else if (value == "block" || value == "list-item" || value == "table" || value == "table-row")
        out.display = CssStyle::Display::kBlock;
    } else if (prop == "visibility" && (value == "hidden" || value == "collapse")) {
      out.display = CssStyle::Display::kNone;
    } else if (prop == "font-weight") {
      int n = std::isdigit(static_cast<unsigned char>(value.empty() ? ' ' : value[0])) ? std::atoi(value.c_str()) : 0;
      if (value == "bold" || value == "bolder" || n >= 600) out.bold = 1;
      else if (value == "normal" || value == "lighter" || (n > 0 && n < 600)) out.bold = 0;
    } else if (prop == "white-space") {
      if (value == "pre" || value == "pre-wrap" || value == "pre-line" || value == "break-spaces") out.pre = 1;
      else if (value == "normal" || value == "nowrap") out.pre = 0;
    } else if (prop == "font" && (value.find("bold") != std::string::npos)) {
      out.bold = 1;
    } else if (prop == "flex-direction" || prop == "flex-flow") {
      column = value.find("column") != std::string::npos ? 1 : 0;
    } else if (prop == "grid-template-columns") {
      // Two or more tracks: a row of columns ("34mm 1fr", "repeat(2, 1fr)", "1fr 2fr").
      int tracks = 0, level = 0;
      bool in_token = false;
      for (char ch : value) {
        level += ch == '(' ? 1 : ch == ')' ? -1 : 0;
        if (ch == ' ' && level == 0) {
          in_token = false;
        } else if (!in_token) {
          in_token = true;
          ++tracks;
        }
      }
      // "repeat(3, 1fr)": that many; "repeat(auto-fill, …)": as many as fit (taken as a row
      // of any length, kRowAny).
      if (std::size_t rep = value.find("repeat("); rep != std::string::npos) {
        int n = std::atoi(value.c_str() + rep + 7);
        tracks = n >= 1 ? std::max(tracks - 1, 0) + n : CssStyle::kRowAny;
      }
      grid_tracks = tracks;
    }
  }
  if (flex) {
    out.row = column == 1 ? 0 : CssStyle::kRowAny;
  } else if (grid || grid_tracks >= 0) {
    out.row = grid_tracks >= 2 ? grid_tracks : 0;
  } else if (column == 1) {
    out.row = 0;
  }
  return out;
}

void StyleSheet::Add(std::string_view css, int depth) {
  if (depth > 4) return;
  std::size_t i = 0;
  while (i < css.size()) {
    if (std::size_t j = SkipComment(css, i); j != i) {
      i = j;
      continue;
    }
    std::size_t open = css.find('{', i);
    if (open == std::string_view::npos) break;
    std::size_t end = BlockEnd(css, open);
    std::string_view prelude = Trimmed(css.substr(i, open - i));
    std::string_view body = css.substr(open + 1, end > open + 1 ? end - open - 2 : 0);
    i = end;
    // Comments in the prelude are dropped ("/* x */ .a {").
    while (text::StartsWith(prelude, "/*")) {
      std::size_t close = prelude.find("*/");
      prelude = close == std::string_view::npos ? std::string_view() : Trimmed(prelude.substr(close + 2));
    }
    if (text::StartsWith(prelude, "@media")) {
      if (MediaApplies(prelude.substr(6))) Add(body, depth + 1);
      continue;
    }
    if (prelude.empty() || prelude[0] == '@') continue;  // @font-face, @page, @keyframes...
    CssStyle style = ParseDeclarations(body);
    if (style.display == CssStyle::Display::kUnset && style.bold < 0 && style.row < 0 && style.pre < 0) continue;
    for (std::string_view sel : text::Split(prelude, ',')) {
      Rule rule;
      if (!ParseSelector(std::string(Trimmed(sel)), &rule)) continue;
      rule.style = style;
      rule.order = order_++;
      const Compound& last = rule.parts.back();
      std::string key = !last.classes.empty() ? "." + last.classes.front() : !last.id.empty() ? "#" + last.id : last.tag;
      rules_[key].push_back(std::move(rule));
    }
  }
}

bool StyleSheet::Compound::Matches(const Element& e) const {
  if (!tag.empty() && tag != e.tag) return false;
  if (!id.empty() && id != e.id) return false;
  for (const std::string& c : classes) {
    bool found = false;
    for (std::string_view have : text::Split(e.classes, ' ')) found = found || have == c;
    if (!found) return false;
  }
  return true;
}

}  // namespace cvmill::extract
