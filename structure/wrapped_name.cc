// A name wrapped over two lines by a narrow column: see structure/internal/wrapped_name.h.
#include "structure/internal/wrapped_name.h"

#include <unicode/uchar.h>

#include <vector>

#include "common/text.h"

namespace cvmill::structure::internal {

namespace {

constexpr int kMaxLineWords = 8;   // a name's line, not a sentence's
constexpr int kMaxNextWords = 6;   // the rest a wrap leaves
constexpr int kMaxSmallWord = 4;   // "de", "of", "and", "für", "van", "with"

std::vector<std::string_view> Words(std::string_view t) {
  std::vector<std::string_view> out;
  for (std::string_view w : text::Split(t, ' ')) {
    if (!w.empty()) out.push_back(w);
  }
  return out;
}

UChar32 First(std::string_view w) {
  std::size_t at = 0;
  return static_cast<UChar32>(text::NextCodePoint(w, at));
}

// A word that opens in a capital or a figure ("Audit", "ACA", "61508)"), past an opening bracket.
bool Capitalised(std::string_view w) {
  while (!w.empty() && (w.front() == '(' || w.front() == '"' || w.front() == '\'')) w.remove_prefix(1);
  if (w.empty()) return false;
  const UChar32 c = First(w);
  return u_isupper(c) || u_istitle(c) || u_isdigit(c);
}

// A small word in lower case, letters only, a vowel among them ("de", "of", "and", "für"; not
// a company's form in lower case, "plc", "ltd").
bool SmallWord(std::string_view w) {
  int n = 0;
  bool vowel = false;
  for (std::size_t at = 0; at < w.size();) {
    const UChar32 c = static_cast<UChar32>(text::NextCodePoint(w, at));
    if (!u_islower(c)) return false;
    vowel = vowel || c > 0x7f || std::string_view("aeiouy").find(static_cast<char>(c)) != std::string_view::npos;
    ++n;
  }
  return n >= 1 && n <= kMaxSmallWord && vowel;
}

// Words set as a name's: half or more capitalised, the rest small words or joiners.
bool NameWords(const std::vector<std::string_view>& ws) {
  int capitalised = 0;
  for (std::string_view w : ws) {
    if (Capitalised(w)) ++capitalised;
    else if (!SmallWord(w) && w != "-" && w != "–" && w != "&") return false;
  }
  return capitalised >= 1 && 2 * capitalised >= static_cast<int>(ws.size());
}

}  // namespace

std::string WrappedName(std::string_view line, std::string_view next) {
  line = text::Trim(line);
  next = text::Trim(next);
  if (line.empty() || next.empty() || line.find('\t') != std::string_view::npos ||
      next.find('\t') != std::string_view::npos)
    return "";
  // (A line closed by a sentence mark, a comma or a colon has ended where it stands; one closed
  // by a hyphen is a word broken, not a name.)
  if (std::string_view(".!?:;,-").find(line.back()) != std::string_view::npos || next.back() == '.') return "";
  const std::vector<std::string_view> a = Words(line), b = Words(next);
  if (a.empty() || b.empty() || static_cast<int>(a.size()) > kMaxLineWords || static_cast<int>(b.size()) > kMaxNextWords)
    return "";
  // (Trailing commas inside a name's line are part of it: "Trainee, Tax and".)
  std::vector<std::string_view> bare_a;
  for (std::string_view w : a) bare_a.push_back(text::TrimChars(w, ","));
  std::vector<std::string_view> bare_b;
  for (std::string_view w : b) bare_b.push_back(text::TrimChars(w, ","));
  if (!NameWords(bare_a)) return "";
  bool goes_on = false;
  if (SmallWord(bare_a.back()) && a.size() >= 2) {
    // "Escola de" over "Artes Gráficas": the next line goes on as a name.
    goes_on = Capitalised(bare_b.front()) && NameWords(bare_b);
  } else if (Capitalised(bare_a.back()) && SmallWord(bare_b.front()) && b.size() >= 2) {
    // "Kestrel Valley School" over "of Music": a small word, then the name goes on.
    goes_on = NameWords(bare_b);
  }
  if (!goes_on) return "";
  return std::string(line) + " " + std::string(next);
}

}  // namespace cvmill::structure::internal
