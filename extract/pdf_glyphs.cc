// PDF: the reader's text boxes (pdf_reader.h) → words, with what producers leave in their
// text layers cleaned away. Kept apart from pdf.cc (rows, columns, lines), which calls AddBoxWords per box.
//
// What a producer's text layer can hold, and what a word becomes here:
//   Word for Mac: a space glyph mapped to TAB CR SPACE NBSP, a hyphen to "-" U+00AD U+2010;
//     tab runs as strings of space glyphs      → words split at the glyphs, by their positions;
//                                                 whitespace-only boxes add nothing
//   LuaTeX (fontspec): the hyphen glyph as U+00AD → "-" in a word, "–" standing alone
//   TeX bitmap fonts (Type 3, no Unicode map)   → T1 codes read as T1 means them
//   icon fonts (FontAwesome, academicons, …)    → Word::icon; DropIcons makes them gaps
//   an icon's ActualText "mailto:", "tel:"      → removed where glued to what it links
//   boxes without extent, or outside the page   → nothing
#include <algorithm>
#include <cctype>
#include <cmath>
#include <string>

#include "common/text.h"
#include "extract/internal.h"
#include "extract/pdf_reader.h"

namespace cvmill::extract::pdf {
namespace {

// How a code point inside a box counts when the box is cut into words.
enum class Kind : std::uint8_t { kText, kSpace, kDrop, kCr };

Kind KindOf(char32_t c) {
  if (c == '\t' || c == '\n' || c == 0x0B || c == 0x0C || c == ' ' || c == 0xA0 || (c >= 0x2000 && c <= 0x200A) ||
      c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000)
    return Kind::kSpace;
  if (c == 0x200B || c == 0x200C || c == 0x200D || c == 0x2060 || c == 0xFEFF) return Kind::kDrop;
  // CR is a space among other spaces (Word's space glyph); alone it is a TeX code (below).
  if (c == '\r') return Kind::kCr;
  return Kind::kText;
}

// Whether a box's text needs the slow path: a code point of a kind other than text, or a
// soft hyphen.
bool Special(char32_t c) { return c == 0xAD || (c <= 0x3000 && KindOf(c) != Kind::kText); }

// UTF-16 to UTF-8 by hand: ustring::to_utf8 opens an iconv converter for every call.
// *special tells whether any code point needs the slow path.
std::string Utf8(const std::u16string& u, bool* special) {
  std::string out;
  out.reserve(u.size());
  bool any = false;
  for (std::size_t i = 0; i < u.size(); ++i) {
    char32_t c = u[i];
    if (c >= 0xD800 && c <= 0xDBFF && i + 1 < u.size() && u[i + 1] >= 0xDC00 && u[i + 1] <= 0xDFFF) {
      c = 0x10000 + ((c - 0xD800) << 10) + (static_cast<char32_t>(u[i + 1]) - 0xDC00);
      ++i;
    } else if (c >= 0xD800 && c <= 0xDFFF) {
      c = 0xFFFD;  // a lone surrogate
    }
    any = any || (c <= 0x3000 && (c <= ' ' || c >= 0xA0) && Special(c));
    text::AppendUtf8(out, c);
  }
  *special = any;
  return out;
}

bool BoldFont(std::string name) {
  for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const char* k : {"bold", "black", "heavy", "semibold", "demi"}) {
    if (name.find(k) != std::string::npos) return true;
  }
  return false;
}

// Italic type by the font's name: "Italic", "Oblique" (LaTeX's Latin Modern Sans, Helvetica),
// "Slant" (Latin Modern's slanted roman), "Ital" (NimbusSanL-ReguItal), or a style suffix "-It".
bool ItalicFont(std::string name) {
  for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const char* k : {"ital", "oblique", "slant"}) {
    if (name.find(k) != std::string::npos) return true;
  }
  return name.size() > 3 && (name.compare(name.size() - 3, 3, "-it") == 0 ||
                             (name.size() > 7 && name.compare(name.size() - 7, 7, "-boldit") == 0));
}

// Fonts of icons, by family name: FontAwesome (and its web font files fa-solid-900 …),
// academicons, Material Icons/Symbols, Ionicons, Octicons, Typicons and other "…icons"
// families, icomoon and fontello (icon font builders), LaTeX's marvosym. Dingbat fonts
// (ZapfDingbats, Wingdings) are not: CVs set their bullets in them.
bool IconFont(std::string name) {
  for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const char* k : {"awesome", "icons", "icon-", "icofont", "materialsymbols", "material symbols", "icomoon",
                        "fontello", "marvosym", "fa-solid", "fa-regular", "fa-brands", "fa-light"}) {
    if (name.find(k) != std::string::npos) return true;
  }
  return false;
}

// Bitmap (Type 3) fonts made by TeX carry no Unicode map, so poppler reports their character
// codes as they are: letters come out right (the T1 encoding is ASCII there), but dashes,
// quotes and ligatures come out as control characters, and a TS1 bullet as U+0088. Control
// characters are never text, so those of T1 are read as T1 means them.
std::string FromTexCodes(std::string s) {
  bool any = false;
  for (std::size_t i = 0; i < s.size() && !any; ++i) {
    auto c = static_cast<unsigned char>(s[i]);
    any = (c >= 0x0D && c < 0x20) || (c == 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x88);
  }
  if (!any) return s;
  static const char* const kT1[] = {
      "\u201A", "\u2039", "\u203A", "\u201C", "\u201D", "\u201E", "\u00AB", "\u00BB",  // 0x0D..0x14
      "\u2013", "\u2014", "",       "0",      "\u0131", "\u0237", "ff",     "fi",      // 0x15..0x1C
      "fl",     "ffi",    "ffl"};                                                    // 0x1D..0x1F
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    auto c = static_cast<unsigned char>(s[i]);
    if (c >= 0x0D && c < 0x20) {
      out += kT1[c - 0x0D];
    } else if (c == 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x88) {
      out += "\u2022";  // TS1's \textbullet
      ++i;
    } else {
      out += s[i];
    }
  }
  return out;
}

std::string FixLigatures(std::string s) {
  if (s.find("\xEF\xAC") == std::string::npos) return s;  // no U+FB00..U+FB06 in the word
  static const std::pair<const char*, const char*> kLig[] = {{"\uFB00", "ff"}, {"\uFB01", "fi"}, {"\uFB02", "fl"},
                                                             {"\uFB03", "ffi"}, {"\uFB04", "ffl"}};
  for (const auto& [from, to] : kLig) {
    for (std::size_t p; (p = s.find(from)) != std::string::npos;) s.replace(p, std::string_view(from).size(), to);
  }
  return s;
}

// A soft hyphen that is drawn is a visible hyphen: LuaTeX maps its hyphen glyph to U+00AD,
// Word for Mac its hyphen to "-" U+00AD U+2010 (three code points for one glyph). A run of
// hyphens that holds a soft hyphen becomes one "-"; a word that is only such a run stands
// between two words as a range dash ("Sep. 2023 ­ Mar. 2024"): "–".
std::string SoftHyphens(const std::string& s) {
  if (s.find("\xC2\xAD") == std::string::npos) return s;
  auto hyphen_at = [&](std::size_t i) -> std::size_t {  // bytes of a hyphen at i, or 0
    if (s[i] == '-') return 1;
    if (s.compare(i, 2, "\xC2\xAD") == 0) return 2;
    if (s.compare(i, 3, "\u2010") == 0 || s.compare(i, 3, "\u2011") == 0) return 3;
    return 0;
  };
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    std::size_t j = i;
    bool soft = false;
    for (std::size_t n; j < s.size() && (n = hyphen_at(j)) > 0; j += n) soft = soft || n == 2;
    if (j == i) {
      out += s[i++];
      continue;
    }
    if (!soft) out.append(s, i, j - i);
    else out += (i == 0 && j == s.size()) ? "\u2013" : "-";
    i = j;
  }
  return out;
}

// "mailto:jane@x.org", "tel:+44 …": the link's target is in the text layer (an icon's
// ActualText, a hidden link text), the page shows only the address or number.
void DropLinkPrefix(std::string* s) {
  auto starts = [&](const char* p, std::size_t n) {
    if (s->size() <= n) return false;
    for (std::size_t i = 0; i < n; ++i) {
      if (std::tolower(static_cast<unsigned char>((*s)[i])) != p[i]) return false;
    }
    return true;
  };
  if (starts("mailto:", 7)) {
    if (s->find('@') != std::string::npos) s->erase(0, 7);
    return;
  }
  std::size_t n = starts("tel:", 4) ? 4 : starts("callto:", 7) ? 7 : 0;
  if (n == 0) return;
  char c = (*s)[n];
  if (std::isdigit(static_cast<unsigned char>(c)) || c == '+' || c == '(') s->erase(0, n);
}

std::string Clean(std::string s, bool special) {
  s = FixLigatures(FromTexCodes(std::move(s)));
  if (special) s = SoftHyphens(s);
  if (!s.empty() && (s[0] == 'm' || s[0] == 't' || s[0] == 'c' || s[0] == 'M' || s[0] == 'T' || s[0] == 'C'))
    DropLinkPrefix(&s);
  // A letter and its accent as two code points ("Mu\u0308nchen", as TeX sets an accent over
  // a letter) are the one composed letter every rule and gazetteer knows: NFC, as the other
  // readers give.
  return ToNfc(std::move(s));
}

// Names of icon glyphs that icon fonts without a Unicode map leave as text (FontAwesome's).
constexpr std::string_view kGlyphNames[] = {
    "award", "birthday-cake", "briefcase", "calendar", "calendar-alt", "envelope", "envelope-o", "envelope-open",
    "envelope-square", "external-link", "external-link-alt", "github", "github-alt", "github-square", "gitlab",
    "globe", "globe-americas", "globe-europe", "google-scholar", "graduation-cap", "home", "id-card", "laptop-code",
    "linkedin", "linkedin-in", "linkedin-square", "location-arrow", "location-dot", "map-marker", "map-marker-alt",
    "map-pin", "mobile", "mobile-alt", "mobile-phone", "orcid", "paper-plane", "phone", "phone-alt", "phone-square",
    "researchgate", "skype", "stack-overflow", "telegram", "trophy", "twitter", "twitter-square", "whatsapp"};

bool GlyphName(std::string_view w) {
  if (w.empty() || w.size() > 20 || !std::islower(static_cast<unsigned char>(w[0]))) return false;
  return std::binary_search(std::begin(kGlyphNames), std::end(kGlyphNames), w);
}

// One bullet or geometric shape ("•", "○", "■", "✓", "➢"): an icon font's glyph with its
// own Unicode value is what it shows, a list marker or a separator.
bool Shape(std::string_view w) {
  std::size_t i = 0;
  if (w.empty()) return false;
  char32_t c = text::NextCodePoint(w, i);
  return i == w.size() && (c == 0x2022 || c == 0x2023 || c == 0x2043 || c == 0x2219 || c == 0x00B7 ||
                           (c >= 0x25A0 && c <= 0x25FF) || c == 0x2713 || c == 0x2714 || c == 0x27A2 ||
                           c == 0x27A4 || c == 0x2192);
}

}  // namespace

std::uint16_t Fonts::Id(const std::string& name) {
  auto it = ids_.find(name);
  if (it != ids_.end()) return it->second;
  if (info_.size() >= 0xFFFF) return 0;
  auto id = static_cast<std::uint16_t>(info_.size());
  info_.push_back({BoldFont(name), IconFont(name), ItalicFont(name)});
  ids_.emplace(name, id);
  return id;
}

bool AddBoxWords(const Box& box, const std::vector<Rect>& glyphs, double page_width, double page_height,
                 bool keep_flat, Fonts* fonts, std::vector<Word>* out) {
  const Rect& r = box.bbox;
  // Text set at an absurd size or place reaches poppler's boxes as NaN or infinity.
  if (!std::isfinite(r.left) || !std::isfinite(r.top) || !std::isfinite(r.right) || !std::isfinite(r.bottom) ||
      (box.has_font && !std::isfinite(box.font_size)))
    return false;
  // Text that cannot be seen: squeezed to no width (or set at size 0), or off the page.
  if ((!keep_flat && !(r.right - r.left > 0.01)) || !(r.bottom - r.top > 0.01)) return true;
  if (r.right <= 0 || r.bottom <= 0 || (page_width > 0 && r.left >= page_width) ||
      (page_height > 0 && r.top >= page_height))
    return true;
  Word proto;
  proto.y0 = r.top;
  proto.y1 = r.bottom;
  proto.size = box.has_font ? box.font_size : (proto.y1 - proto.y0);
  if (box.has_font) {
    proto.font = fonts->Id(box.font_name);
    proto.bold = fonts->Get(proto.font).bold;
    proto.italic = fonts->Get(proto.font).italic;
    proto.icon = fonts->Get(proto.font).icon;
  }
  const std::u16string& u = box.text;
  bool special = false;
  std::string whole = Utf8(u, &special);  // valid UTF-8 by construction
  if (!special) {
    Word w = proto;
    w.text = Clean(std::move(whole), false);
    if (text::Trim(w.text).empty()) return true;
    w.x0 = r.left;
    w.x1 = r.right;
    w.space_after = box.space_after;
    out->push_back(std::move(w));
    return true;
  }
  // Cut the box at its whitespace glyphs; each piece takes its glyphs' positions. (poppler
  // keeps a box per glyph index: one per code point.)
  std::vector<char32_t> cps;
  cps.reserve(u.size());
  for (std::size_t i = 0; i < whole.size();) cps.push_back(text::NextCodePoint(whole, i));
  auto kind = [&](std::size_t k) {
    Kind c = KindOf(cps[k]);
    if (c != Kind::kCr) return c;
    bool before = k > 0 && KindOf(cps[k - 1]) == Kind::kSpace;
    bool after = k + 1 < cps.size() && KindOf(cps[k + 1]) == Kind::kSpace;
    return before || after ? Kind::kSpace : Kind::kText;
  };
  Word w = proto;
  bool open = false;
  int counts[3] = {0, 0, 0};  // in the whitespace run before the piece: spaces, NBSPs, TABs
  auto flush = [&](bool space_after) {
    if (!open) return;
    w.text = Clean(std::move(w.text), true);
    w.space_after = space_after;
    if (!text::Trim(w.text).empty()) out->push_back(std::move(w));
    w = proto;
    open = false;
  };
  for (std::size_t k = 0; k < cps.size(); ++k) {
    Kind c = kind(k);
    if (c == Kind::kDrop) continue;
    if (c == Kind::kSpace) {
      flush(true);
      counts[0] += cps[k] == ' ';
      counts[1] += cps[k] == 0xA0;
      counts[2] += cps[k] == '\t';
      continue;
    }
    // (Past the last glyph's box, an empty one, as poppler's char_bbox gives.)
    const Rect g = k < box.glyph_count ? glyphs[box.glyph_begin + k] : Rect{};
    // (A glyph's box that is not finite counts as missing: the box's own edges stand in.)
    const double g_left = std::isfinite(g.left) ? g.left : 0, g_right = std::isfinite(g.right) ? g.right : 0;
    if (!open) {
      // A run of three or more space glyphs (each glyph may map to several code points) is a
      // layout gap, as typed spaces are; so is a run of TABs alone.
      int most = std::max({counts[0], counts[1], counts[2]});
      bool gap = most >= 3 || (counts[2] > 0 && counts[0] == 0 && counts[1] == 0);
      w.gap_before = gap;
      w.x0 = (g_right > g_left || g_left > 0) ? g_left : r.left;
      counts[0] = counts[1] = counts[2] = 0;
      open = true;
    }
    text::AppendUtf8(w.text, cps[k]);
    w.x1 = std::max(w.x0, g_right > 0 ? g_right : r.right);
  }
  flush(box.space_after);
  return true;
}

bool DropIcons(std::vector<Word>* words) {
  std::vector<Word>& ws = *words;
  std::size_t kept = 0;
  bool gap = false;
  for (std::size_t k = 0; k < ws.size(); ++k) {
    Word& w = ws[k];
    std::size_t command = w.text[0] == '\\' ? IconCommandAt(w.text) : 0;
    bool icon = (w.icon && !Shape(w.text)) || (command > 0 && command == w.text.size());
    if (command > 0 && !icon) {  // "\faPhone+44": the icon, then the text
      w.text.erase(0, command);
      w.gap_before = true;
    }
    if (!icon && w.font != 0 && k + 1 < ws.size() && ws[k + 1].font != w.font && GlyphName(w.text)) {
      // A glyph name is an icon where it opens a field: first on the line, or after a gap.
      double em = std::max(1.0, w.size);
      icon = k == 0 || w.x0 - ws[k - 1].x1 > em || ws[k - 1].icon;
    }
    if (icon) {
      gap = true;
      w.icon = true;
      continue;
    }
    w.gap_before = w.gap_before || (gap && kept > 0);
    gap = false;
    if (kept != k) ws[kept] = std::move(w);
    ++kept;
  }
  if (kept == ws.size()) return false;
  ws.resize(kept);
  return true;
}

}  // namespace cvmill::extract::pdf
