#include "common/text.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <cstring>
#include <map>

namespace cvmill::text {
namespace {
bool IsSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
// One table lookup per byte: this runs over every line several times.
constexpr std::array<bool, 256> kWordByte = [] {
  std::array<bool, 256> t{};
  for (int c = 0; c < 256; ++c)
    t[c] = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80;
  return t;
}();
bool IsWordByte(unsigned char c) { return kWordByte[c]; }
}  // namespace

std::string_view Trim(std::string_view s) {
  std::size_t b = 0, e = s.size();
  while (b < e && IsSpace(s[b])) ++b;
  while (e > b && IsSpace(s[e - 1])) --e;
  return s.substr(b, e - b);
}

std::string_view TrimChars(std::string_view s, std::string_view chars) {
  // Whole code points are compared, so multi-byte punctuation ("\u2013") trims safely;
  // UTF-8 is self-synchronising, so a code point is in `chars` iff its bytes occur there.
  auto in_set = [&](std::string_view cp) {
    if (cp.size() == 1) return IsSpace(cp[0]) || chars.find(cp[0]) != std::string_view::npos;
    return chars.find(cp) != std::string_view::npos;
  };
  std::size_t b = 0, e = s.size();
  while (b < e) {
    std::size_t l = static_cast<unsigned char>(s[b]) < 0x80 ? 1 : Utf8SeqLen(s, b);
    if (l == 0) l = 1;
    if (!in_set(s.substr(b, l))) break;
    b += l;
  }
  while (e > b) {
    std::size_t k = e - 1;
    while (k > b && (static_cast<unsigned char>(s[k]) & 0xC0) == 0x80) --k;
    if (!in_set(s.substr(k, e - k))) break;
    e = k;
  }
  return s.substr(b, e - b);
}

std::vector<std::string_view> Split(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= s.size(); ++i) {
    if (i == s.size() || s[i] == sep) {
      out.push_back(s.substr(start, i - start));
      start = i + 1;
    }
  }
  return out;
}

std::vector<std::string_view> SplitOn(std::string_view s, std::string_view sep) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  while (true) {
    std::size_t p = s.find(sep, start);
    if (p == std::string_view::npos) break;
    out.push_back(s.substr(start, p - start));
    start = p + sep.size();
  }
  out.push_back(s.substr(start));
  return out;
}

std::string Join(const std::vector<std::string>& parts, std::string_view sep) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i) out.append(sep);
    out.append(parts[i]);
  }
  return out;
}

std::string CollapseSpace(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  // Whole runs of non-space bytes are appended at once, one space between them.
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && IsSpace(s[i])) ++i;
    std::size_t b = i;
    while (i < s.size() && !IsSpace(s[i])) ++i;
    if (i == b) break;
    if (!out.empty()) out += ' ';
    out.append(s.data() + b, i - b);
  }
  return out;
}

bool StartsWith(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }
bool EndsWith(std::string_view s, std::string_view p) {
  return s.size() >= p.size() && s.substr(s.size() - p.size()) == p;
}

std::string AsciiLower(std::string_view s) {
  std::string out(s);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return out;
}

std::size_t Utf8SeqLen(std::string_view s, std::size_t i) {
  const auto* p = reinterpret_cast<const unsigned char*>(s.data());
  std::size_t n = s.size();
  unsigned char c = p[i];
  if (c < 0x80) return 1;
  std::size_t len;
  char32_t min;
  if ((c & 0xE0) == 0xC0) {
    len = 2;
    min = 0x80;
  } else if ((c & 0xF0) == 0xE0) {
    len = 3;
    min = 0x800;
  } else if ((c & 0xF8) == 0xF0) {
    len = 4;
    min = 0x10000;
  } else {
    return 0;
  }
  if (i + len > n) return 0;
  char32_t cp = c & (0x7F >> len);
  for (std::size_t k = 1; k < len; ++k) {
    if ((p[i + k] & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (p[i + k] & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return len;
}

bool IsValidUtf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    // Eight ASCII bytes at a time.
    if (i + 8 <= s.size()) {
      std::uint64_t w;
      std::memcpy(&w, s.data() + i, 8);
      if ((w & 0x8080808080808080ULL) == 0) {
        i += 8;
        continue;
      }
    }
    if (static_cast<unsigned char>(s[i]) < 0x80) {
      ++i;
      continue;
    }
    std::size_t l = Utf8SeqLen(s, i);
    if (l == 0) return false;
    i += l;
  }
  return true;
}

std::string RepairUtf8(std::string_view s, std::size_t* invalid) {
  std::string out;
  out.reserve(s.size());
  std::size_t bad = 0;
  for (std::size_t i = 0; i < s.size();) {
    std::size_t l = Utf8SeqLen(s, i);
    if (l == 0) {
      out.append("\xEF\xBF\xBD");
      ++bad;
      ++i;
    } else {
      out.append(s.substr(i, l));
      i += l;
    }
  }
  if (invalid) *invalid = bad;
  return out;
}

char32_t NextCodePoint(std::string_view s, std::size_t& i) {
  auto c = static_cast<unsigned char>(s[i]);
  std::size_t len = Utf8SeqLen(s, i);
  if (len <= 1) {
    ++i;
    return c;
  }
  char32_t cp = c & (0x7F >> len);
  for (std::size_t k = 1; k < len; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
  i += len;
  return cp;
}

void AppendUtf8(std::string& out, char32_t cp) {
  if (cp < 0x80) {
    out.push_back(static_cast<char>(cp));
  } else if (cp < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  }
}

std::vector<std::string> Words(std::string_view s) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (IsWordByte(static_cast<unsigned char>(c))) {
      cur.push_back(c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c);
    } else if (!cur.empty()) {
      out.push_back(std::move(cur));
      cur.clear();
    }
  }
  if (!cur.empty()) out.push_back(std::move(cur));
  return out;
}

std::vector<WordRun> WordRuns(std::string_view s) {
  std::vector<WordRun> out;
  for (std::size_t i = 0; i < s.size();) {
    if (!IsWordByte(static_cast<unsigned char>(s[i]))) {
      ++i;
      continue;
    }
    std::size_t b = i;
    while (i < s.size() && IsWordByte(static_cast<unsigned char>(s[i]))) ++i;
    out.push_back({b, i});
  }
  return out;
}

bool IsKeyWord(std::string_view w) { return w.size() >= 3 || (!w.empty() && w[0] >= '0' && w[0] <= '9'); }

std::vector<std::string> KeyWords(std::string_view s) {
  std::vector<std::string> out = Words(s);
  out.erase(std::remove_if(out.begin(), out.end(), [](const std::string& w) { return !IsKeyWord(w); }), out.end());
  return out;
}

std::size_t CodePoints(std::string_view s) {
  std::size_t n = 0;
  for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return n;
}

int WordCount(std::string_view s) {
  // A word starts at each word byte after a byte that is none (or at the start). Each byte is
  // tested on its own, with no table and nothing carried from the byte before, so the
  // compiler counts many bytes at once.
  if (s.empty()) return 0;
  const auto* b = reinterpret_cast<const unsigned char*>(s.data());
  auto word = [](unsigned char c) -> int {
    return (static_cast<unsigned char>(c - '0') < 10) | (static_cast<unsigned char>((c | 0x20) - 'a') < 26) | (c >= 0x80);
  };
  int n = word(b[0]);
  for (std::size_t i = 1; i < s.size(); ++i) n += word(b[i]) & (word(b[i - 1]) ^ 1);
  return n;
}

bool EndsSentence(std::string_view t) {
  t = TrimChars(t, " )\"\u201D");
  return !t.empty() && (t.back() == '.' || t.back() == '!' || t.back() == '?');
}

bool HasLetter(std::string_view s) {
  return std::any_of(s.begin(), s.end(), [](char c) {
    auto u = static_cast<unsigned char>(c);
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || u >= 0xC0;
  });
}

bool HasDigit(std::string_view s) {
  return std::any_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

double TokenF1(std::string_view a, std::string_view b) {
  std::map<std::string, int> ca, cb;
  int na = 0, nb = 0;
  for (auto& w : Words(a)) ++ca[w], ++na;
  for (auto& w : Words(b)) ++cb[w], ++nb;
  if (na == 0 || nb == 0) return 0;
  int common = 0;
  for (auto& [w, n] : ca) {
    auto it = cb.find(w);
    if (it != cb.end()) common += std::min(n, it->second);
  }
  if (common == 0) return 0;
  double p = static_cast<double>(common) / nb, r = static_cast<double>(common) / na;
  return 2 * p * r / (p + r);
}

bool PageNumber(std::string_view t) {
  std::string s;
  for (char c : t) {
    if (c >= '0' && c <= '9') s += '#';
    else if (c != ' ') s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  for (std::size_t p; (p = s.find("##")) != std::string::npos;) s.erase(p, 1);
  if (s == "#" || s == "-#-" || s == "#/#" || s == "\u2013#\u2013") return true;
  // "Page 2", "Page 2 of 4", "Page 2/4", "2 of 4": the word for page, then the word for of.
  static constexpr std::string_view kPage[] = {"", "page", "p.", "seite", "s.", "p\u00e1gina", "pagina", "pag.",
                                               "p\u00e1g.", "sida", "strona", "side", "sivu"};
  static constexpr std::string_view kOf[] = {"of", "von", "de", "sur", "di", "van", "av", "z", "af", "/"};
  for (std::string_view page : kPage) {
    if (s.compare(0, page.size(), page) != 0) continue;
    std::string_view rest = std::string_view(s).substr(page.size());
    if (rest.empty() || rest[0] != '#') continue;
    rest.remove_prefix(1);
    if (rest.empty()) return !page.empty();
    if (rest.back() != '#') continue;
    rest.remove_suffix(1);
    for (std::string_view of : kOf) {
      if (rest == of) return true;
    }
  }
  return false;
}

}  // namespace cvmill::text
