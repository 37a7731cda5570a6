// The words a record is checked by for lost text ("nothing lost"): letters and digits folded
// to ASCII lower case as NameMatchKey folds names. ASCII and the Latin letters of Latin-1,
// Latin Extended-A and Romanian's comma-below letters are folded by a table (a test holds
// it against ICU's transliterator); any other letter goes through NameMatchKey (ICU).
#include <unicode/uchar.h>

#include <cstdint>
#include <string>

#include "common/text.h"
#include "normalize/normalize.h"

namespace cvmill::normalize {
namespace {

// U+00C0..U+017F folded, lower case; nullptr: not a letter (× ÷) or not in the table.
constexpr const char* kLatin[] = {
    // U+00C0 ÀÁÂÃÄÅÆÇ ÈÉÊË ÌÍÎÏ
    "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
    // U+00D0 ÐÑÒÓÔÕÖ× ØÙÚÛÜÝÞß
    "d", "n", "o", "o", "o", "o", "o", nullptr, "o", "u", "u", "u", "u", "y", "th", "ss",
    // U+00E0 àáâãäåæç èéêë ìíîï
    "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
    // U+00F0 ðñòóôõö÷ øùúûüýþÿ
    "d", "n", "o", "o", "o", "o", "o", nullptr, "o", "u", "u", "u", "u", "y", "th", "y",
    // U+0100 ĀāĂăĄąĆćĈĉĊċČčĎď
    "a", "a", "a", "a", "a", "a", "c", "c", "c", "c", "c", "c", "c", "c", "d", "d",
    // U+0110 ĐđĒēĔĕĖėĘęĚěĜĝĞğ
    "d", "d", "e", "e", "e", "e", "e", "e", "e", "e", "e", "e", "g", "g", "g", "g",
    // U+0120 ĠġĢģĤĥĦħĨĩĪīĬĭĮį
    "g", "g", "g", "g", "h", "h", "h", "h", "i", "i", "i", "i", "i", "i", "i", "i",
    // U+0130 İıĲĳĴĵĶķĸĹĺĻļĽľĿ (ĸ, Ŀ: ICU)
    "i", "i", "ij", "ij", "j", "j", "k", "k", nullptr, "l", "l", "l", "l", "l", "l", nullptr,
    // U+0140 ŀŁłŃńŅņŇňŉŊŋŌōŎŏ (ŀ, ŉ: ICU)
    nullptr, "l", "l", "n", "n", "n", "n", "n", "n", nullptr, "n", "n", "o", "o", "o", "o",
    // U+0150 ŐőŒœŔŕŖŗŘřŚśŜŝŞş
    "o", "o", "oe", "oe", "r", "r", "r", "r", "r", "r", "s", "s", "s", "s", "s", "s",
    // U+0160 ŠšŢţŤťŦŧŨũŪūŬŭŮů
    "s", "s", "t", "t", "t", "t", "t", "t", "u", "u", "u", "u", "u", "u", "u", "u",
    // U+0170 ŰűŲųŴŵŶŷŸŹźŻżŽžſ
    "u", "u", "u", "u", "w", "w", "y", "y", "y", "z", "z", "z", "z", "z", "z", "s",
};

const char* Latin(char32_t c) {
  if (c >= 0xC0 && c <= 0x17F) return kLatin[c - 0xC0];
  if (c >= 0x218 && c <= 0x21B) return c < 0x21A ? "s" : "t";  // Șș Țț
  return nullptr;
}

bool InWord(char32_t c) {
  if (c < 0x80) return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  return u_isalnum(static_cast<UChar32>(c)) || (U_GET_GC_MASK(static_cast<UChar32>(c)) & U_GC_M_MASK) != 0;
}

constexpr std::uint64_t kFnvBasis = 14695981039346656037ull, kFnvPrime = 1099511628211ull;

// 1: an ASCII letter or digit; 2: a byte of a non-ASCII character; 0: anything else.
constexpr struct ByteClass {
  unsigned char c[256] = {};
  constexpr ByteClass() {
    for (int b = '0'; b <= '9'; ++b) c[b] = 1;
    for (int b = 'a'; b <= 'z'; ++b) c[b] = c[b - 'a' + 'A'] = 1;
    for (int b = 0x80; b < 0x100; ++b) c[b] = 2;
  }
} kByte;

// Calls emit(begin, end, hash, key) for each folded key word of s; [begin, end) is the word
// in s, hash its KeyWordHash. A word of ASCII letters and digits (most words) is read in one
// pass, hashed as it goes (its key spelled out only when kKeys); a word with any other
// character is read again by code points.
template <bool kKeys, typename F>
void Fold(std::string_view s, const Rules& rules, F&& emit) {
  std::string key;
  std::size_t i = 0;
  const std::size_t n = s.size();
  while (i < n) {
    if (kByte.c[static_cast<unsigned char>(s[i])] == 0) {
      ++i;
      continue;
    }
    const std::size_t begin = i;
    std::uint64_t h = kFnvBasis;
    while (i < n && kByte.c[static_cast<unsigned char>(s[i])] == 1) {
      char c = s[i++];
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
      h = (h ^ static_cast<unsigned char>(c)) * kFnvPrime;
    }
    if (i == n || kByte.c[static_cast<unsigned char>(s[i])] == 0) {
      std::string_view word = s.substr(begin, i - begin);
      if (text::IsKeyWord(word)) {
        if (kKeys) emit(begin, i, h, text::AsciiLower(word));
        else emit(begin, i, h, std::string_view());
      }
      continue;
    }
    key = text::AsciiLower(s.substr(begin, i - begin));
    // A non-ASCII character in or at the start of the word: read it by code points.
    std::size_t at = i;
    char32_t c = text::NextCodePoint(s, at);
    if (!InWord(c)) {
      if (begin == i) i = at;  // punctuation, a symbol: no word
      else if (text::IsKeyWord(key)) emit(begin, i, KeyWordHash(key), std::string_view(key));
      continue;
    }
    bool table = true;  // every letter folded by the table
    for (;;) {
      if (c < 0x80) {
        key.push_back(c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : static_cast<char>(c));
      } else if (const char* t = Latin(c)) {
        key += t;
      } else {
        table = false;
      }
      i = at;
      if (i >= n) break;
      c = text::NextCodePoint(s, at);
      if (!InWord(c)) break;
    }
    if (table) {
      if (text::IsKeyWord(key)) emit(begin, i, KeyWordHash(key), std::string_view(key));
    } else {
      for (const std::string& k : text::KeyWords(NameMatchKey(s.substr(begin, i - begin), rules))) {
        emit(begin, i, KeyWordHash(k), std::string_view(k));
      }
    }
  }
}

}  // namespace

std::uint64_t KeyWordHash(std::string_view key) {
  std::uint64_t h = kFnvBasis;  // FNV-1a
  for (char c : key) h = (h ^ static_cast<unsigned char>(c)) * kFnvPrime;
  return h;
}

void FoldKeyWords(std::string_view s, const Rules& rules, std::vector<KeyWord>* out) {
  Fold<false>(s, rules, [&](std::size_t b, std::size_t e, std::uint64_t h, std::string_view) { out->push_back({b, e, h}); });
}

std::vector<std::string> FoldedKeyWords(std::string_view s, const Rules& rules) {
  std::vector<std::string> out;
  Fold<true>(s, rules, [&](std::size_t, std::size_t, std::uint64_t, std::string_view k) { out.emplace_back(k); });
  return out;
}

}  // namespace cvmill::normalize
