// Private to the normalize stage: rules whose patterns denote finite languages, matched by
// hash lookups instead of RE2 automata.
//
// Building an RE2 automaton costs ~40 µs per small pattern, and the heading, vocabulary and
// level tables made up most of a one-CV process's start-up (issue 10). Most of their rules
// name a finite set of strings (`exp[ée]riences?(\s+professionnelles?)?`): such a rule is
// expanded once into that set, in a canonical form (case folded, white space runs reduced to
// one mark), and the text asked about is brought into the same form and looked up. A rule
// that uses anything else, or names more strings than the cap, stays an RE2 pattern.
//
// What RE2 accepts and the lookups must agree on, exactly:
//   - case: RE2's case-insensitive matching takes a character for any of its case variants
//     (Unicode simple case folding orbits); both sides are folded with u_foldCase.
//   - white space: RE2's \s is TAB LF FF CR SPACE (not VT, not NBSP). A maximal run of them
//     becomes one SPACE when it is one character long, one TAB when longer; a pattern's
//     `\s` is a run of exactly one, `\s+` of one or more, `\s*` and `\s?` optional. A run the
//     two marks cannot state exactly (`\s\s`, exactly two) makes the rule not finite.
//   - words: WholeWords() patterns need a WordDelimiter() character (or the text's ends)
//     around a match; in case-insensitive mode RE2 adds the case variants of its members to
//     that class (µ brings Greek mu).
// tests/finite_rules_test.cc holds the lookups equal to RE2 on every embedded rule taken.
#ifndef CVMILL_NORMALIZE_INTERNAL_FINITE_H_
#define CVMILL_NORMALIZE_INTERNAL_FINITE_H_

#include <climits>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "normalize/internal/frozen.h"

namespace cvmill::normalize {

// RE2's \s (TAB LF FF CR SPACE), as the lookups and the giver label's suffix read it.
inline bool IsReSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'; }

// At most this many strings per rule; a rule with more stays RE2.
constexpr std::size_t kFiniteCap = 4096;

// `s` in canonical form (see above). `offsets`, when given, receives for each output byte
// the input offset of the character it came from, then the input size.
std::string CanonFold(std::string_view s, std::vector<std::uint32_t>* offsets = nullptr);
// The same into *out (its buffer reused).
void CanonFoldInto(std::string_view s, std::string* out, std::vector<std::uint32_t>* offsets = nullptr);

// The strings, in canonical form, that `pattern` (RE2 syntax, matched case-insensitively)
// matches, in RE2's priority order (leftmost-first: the earlier alternative, a taken `?`,
// first; a string may come again later, where its first place counts). False when the pattern uses anything but literals, escaped punctuation,
// `|`, groups `(…)` `(?:…)` `(?P<n>…)`, `?`, classes of literals `[ée]`, and `\s` with
// `?`, `+`, `*`; or names more than `cap` strings.
bool ExpandFinite(std::string_view pattern, std::size_t cap, std::vector<std::string>* out);

// An RE2 pattern of the alternation of `words` (distinct case-folded strings, matched
// literally), longest first, written as a trie of code points: `ja(?:n(?:uary)?|...)`. It
// matches what `w1|w2|...` (words sorted by length, longest first) matches, with the same
// leftmost-first priority: the words a text position can match are prefixes of one another,
// and both forms try them longest first. RE2 parses and compiles it in about three quarters
// of the time (each literal character of a case-insensitive pattern is a class to build).
std::string LiteralTrie(const std::vector<std::string>& words);

// Whether a case-folded code point is a word delimiter of WholeWords() patterns.
bool IsFoldedDelimiter(std::uint32_t c);

// Finite whole-word rules over text in canonical form: a match is a stored string with a
// delimiter or an end of the text on either side, as WholeWords() wraps a pattern. Strings
// are added, then the table is frozen (internal/frozen.h) into one buffer, which is what
// lookups read and what cvmill_gen_prebuilt writes into the binary.
class WordTable {
 public:
  // Whether `s` (canonical) can be stored: not empty, neither end white space.
  static bool Fits(const std::string& s);
  // Stores `s` with the tag bits its rule sets and its rank (at one start, the lowest wins;
  // a string stored twice keeps its first rank). Before Freeze only.
  void Add(const std::string& s, std::uint32_t tags, int rank);
  // Builds the lookup buffer of what was added.
  void Freeze();
  // Reads a buffer bytes() of a frozen table returned (kept as long as this table).
  bool View(std::string_view bytes);
  std::string_view bytes() const { return bytes_; }
  bool empty() const { return strings_ == 0; }
  // The tags of every whole-word match in `c`; stops early once all of `want` are found.
  std::uint32_t Tags(std::string_view c, std::uint32_t want) const;
  // The leftmost match's span, the lowest-ranked of those at that start (RE2's leftmost-first
  // match of the alternation in rank order).
  bool First(std::string_view c, std::size_t* begin, std::size_t* end) const;
  // The end of the lowest-ranked match starting at byte `begin` of `c` (its start or just
  // after a delimiter) among those whose end `accept` takes (RE2's leftmost-first match of
  // the alternation, anchored, then a part that only looks at where it ended); npos for none.
  std::size_t LowestAt(std::string_view c, std::size_t begin, const std::function<bool(std::size_t)>& accept) const;

 private:
  struct Entry {
    std::uint32_t tags = 0;
    std::int32_t rank = INT_MAX;  // INT_MAX: only a prefix of stored strings
    std::uint32_t prefix = 0;     // some stored string goes on after it, past a delimiter
  };
  static constexpr std::size_t kStartWords = 65536 / 32;
  // Calls f(end, entry) for each match starting at byte `begin` of `c` (its start or just
  // after a delimiter), in order of end, `flags` being c's boundaries; f returns false to stop.
  template <class F>
  void Walk(std::string_view c, const std::vector<std::uint8_t>& flags, std::size_t begin, F&& f) const;
  static std::size_t Pair(char a, char b) {
    return static_cast<std::size_t>(static_cast<unsigned char>(a)) << 8 | static_cast<unsigned char>(b);
  }
  bool Starts(std::size_t pair) const { return starts_[pair / 32] >> (pair % 32) & 1; }
  std::unordered_map<std::string, Entry> adding_;  // until Freeze
  // The buffer: max_len_, strings_, starts_ (kStartWords words), then map_'s bytes.
  std::shared_ptr<const std::string> own_;
  std::string_view bytes_;
  FrozenMap<Entry> map_;
  // The first two bytes of every stored string (any second byte after a one-byte string):
  // most words of a text start no stored string and are passed over without a lookup.
  const std::uint32_t* starts_ = nullptr;
  std::size_t max_len_ = 0;
  std::size_t strings_ = 0;
};

}  // namespace cvmill::normalize

#endif  // CVMILL_NORMALIZE_INTERNAL_FINITE_H_
