// Person names: proper case for names in capitals, match keys, and a person-name test.
#include <unicode/locid.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>

#include <cstdio>
#include <cstdlib>

#include "common/text.h"
#include "normalize/internal/rules_impl.h"

namespace cvmill::normalize {
namespace {

icu::UnicodeString U(std::string_view s) {
  return icu::UnicodeString::fromUTF8(icu::StringPiece(s.data(), static_cast<int32_t>(s.size())));
}

std::string S(const icu::UnicodeString& u) {
  std::string out;
  u.toUTF8String(out);
  return out;
}

bool HasLower(const icu::UnicodeString& u) {
  for (int32_t i = 0; i < u.length(); i = u.moveIndex32(i, 1)) {
    if (u_islower(u.char32At(i))) return true;
  }
  return false;
}

bool HasUpperOrLetter(const icu::UnicodeString& u) {
  for (int32_t i = 0; i < u.length(); i = u.moveIndex32(i, 1)) {
    if (u_isalpha(u.char32At(i))) return true;
  }
  return false;
}

// "o'neill" => "O'Neill", "anna-lena" => "Anna-Lena".
icu::UnicodeString CapitaliseSegments(const icu::UnicodeString& lower) {
  icu::UnicodeString out;
  bool start = true;
  for (int32_t i = 0; i < lower.length(); i = lower.moveIndex32(i, 1)) {
    UChar32 c = lower.char32At(i);
    if (start && u_isalpha(c)) {
      out.append(u_totitle(c));
      start = false;
    } else {
      out.append(c);
    }
    if (c == '-' || c == '\'' || c == 0x2019 || c == '.') start = true;
  }
  return out;
}

bool IsAscii(std::string_view s) {
  for (char c : s) {
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  }
  return true;
}

}  // namespace

std::string ProperCaseName(std::string_view name, const Rules& rules) {
  std::string collapsed = text::CollapseSpace(name);
  icu::UnicodeString u = U(collapsed);
  if (HasLower(u) || !HasUpperOrLetter(u)) return collapsed;
  std::vector<std::string> words;
  std::size_t index = 0;
  for (std::string_view w : text::Split(collapsed, ' ')) {
    icu::UnicodeString lower = U(w);
    lower.toLower(icu::Locale::getRoot());
    std::string key = S(lower);
    if (index > 0 && rules.impl().particles.count(key)) {
      words.push_back(key);
    } else {
      words.push_back(S(CapitaliseSegments(lower)));
    }
    ++index;
  }
  return text::Join(words, " ");
}

std::string NameMatchKey(std::string_view name, const Rules& rules) {
  std::string s;
  if (IsAscii(name)) {
    // Any-Latin and Latin-ASCII leave ASCII as it is; Lower is then ASCII's lower case (a
    // test holds this against the transliterator). The transliterator is created only for
    // names it changes: creating it builds ICU's whole registry, ~30 ms.
    s = text::AsciiLower(name);
  } else {
    icu::UnicodeString u = U(name);
    const auto& to_ascii = *rules.impl().to_ascii;
    if (!to_ascii) {  // ICU without its transliterator data; Rules::Check reports it
      std::fprintf(stderr, "cvmill: internal error: ICU transliterator unavailable\n");
      std::abort();
    }
    {
      std::lock_guard<std::mutex> lock(rules.impl().to_ascii_mu);
      to_ascii->transliterate(u);
    }
    s = S(u);
  }
  for (char& c : s) {
    if (c == ',' || c == '.' || c == '\t') c = ' ';
  }
  return text::CollapseSpace(s);
}

std::string TitleCaseIfCaps(std::string_view t) {
  icu::UnicodeString u = U(t);
  if (HasLower(u) || !HasUpperOrLetter(u)) return std::string(t);
  std::vector<std::string> words;
  std::size_t index = 0;
  const std::string collapsed = text::CollapseSpace(t);
  for (std::string_view w : text::Split(collapsed, ' ')) {
    icu::UnicodeString lower = U(w);
    lower.toLower(icu::Locale::getRoot());
    std::string l = S(lower);
    static const char* kSmall[] = {"and", "or", "of", "in", "the", "for", "to", "at", "on",
                                   "und", "et", "de", "des", "du", "y", "en", "a"};
    bool small = false;
    for (const char* k : kSmall) small = small || (index > 0 && l == k);
    words.push_back(small ? l : S(CapitaliseSegments(lower)));
    ++index;
  }
  return text::Join(words, " ");
}

bool LooksLikePersonName(std::string_view line, const Rules& rules) {
  std::string_view s = text::Trim(line);
  if (s.empty() || s.size() > 60 || text::HasDigit(s)) return false;
  for (char c : s) {
    if (c == '@' || c == '/' || c == ':' || c == ',' || c == '(' || c == '|' || c == '\t' || c == '&')
      return false;
  }
  const std::string collapsed = text::CollapseSpace(s);
  auto words = text::Split(collapsed, ' ');
  if (words.size() < 2 || words.size() > 5) return false;
  int capitalised = 0;
  bool leading = true;  // still in the leading abbreviations ("Dr. iur.", "Dr. rer. nat.")
  std::size_t titles = 0;
  for (std::string_view w : words) {
    icu::UnicodeString u = U(w);
    if (u.isEmpty()) return false;
    UChar32 first = u.char32At(0);
    leading = leading && w.size() <= 6 && w.back() == '.';
    titles += leading;
    if (u_isupper(first) || u_istitle(first)) {
      ++capitalised;
    } else if (!leading && !rules.impl().particles.count(FoldKey(w))) {
      return false;
    }
  }
  if (capitalised < 2) return false;
  if ((Vocab(s, rules) & (kTitleWord | kOrgWord)) || MatchHeading(s, rules)) return false;
  // (A degree's abbreviation before two words or more is the person's title: "Dr. med.".)
  std::string_view named = s;
  if (titles > 0 && words.size() - titles >= 2) {
    named = std::string_view(collapsed).substr(static_cast<std::size_t>(words[titles].data() - collapsed.data()));
  }
  if (ParsePlace(named, rules) || MatchDegree(named, rules)) return false;
  return true;
}

}  // namespace cvmill::normalize
