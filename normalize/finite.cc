// Finite rules: patterns expanded into their strings, matched by lookups (internal/finite.h).
#include "normalize/internal/finite.h"

#include <unicode/uchar.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <cctype>
#include <unordered_set>

#include "normalize/internal/rules_impl.h"

namespace cvmill::normalize {
namespace {

// RE2's \s.
bool IsReSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'; }

// Appends the simple case folding of the character at s[*i] and moves *i past it; a byte
// that does not start valid UTF-8 is kept as it is.
void AppendFolded(std::string_view s, int32_t* i, std::string* out) {
  const auto* p = reinterpret_cast<const uint8_t*>(s.data());
  if (p[*i] < 0x80) {
    char c = static_cast<char>(p[(*i)++]);
    out->push_back(c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c);
    return;
  }
  const int32_t start = *i;
  UChar32 c;
  U8_NEXT(p, *i, static_cast<int32_t>(s.size()), c);
  if (c < 0) {
    out->append(s.substr(static_cast<std::size_t>(start), static_cast<std::size_t>(*i - start)));
    return;
  }
  uint8_t buf[U8_MAX_LENGTH];
  int32_t len = 0;
  U8_APPEND_UNSAFE(buf, len, u_foldCase(c, U_FOLD_CASE_DEFAULT));
  out->append(reinterpret_cast<const char*>(buf), static_cast<std::size_t>(len));
}

// Marks for white space while a pattern is expanded: exactly one \s, one or more.
constexpr char kOneSpace = '\x01';
constexpr char kSpaces = '\x02';

// A recursive-descent reader of the pattern subset; any other construct fails.
class Expander {
 public:
  Expander(std::string_view p, std::size_t cap) : p_(p), cap_(cap) {}

  bool Run(std::vector<std::string>* out) {
    std::vector<std::string> raw = Alt();
    if (!ok_ || i_ != p_.size()) return false;
    std::unordered_set<std::string> seen;
    out->clear();
    for (const std::string& r : raw) {
      std::vector<std::string> forms;
      if (!Canonical(r, &forms)) return false;
      for (std::string& f : forms) {
        if (seen.insert(f).second) out->push_back(std::move(f));
      }
      if (out->size() > cap_) return false;
    }
    return true;
  }

 private:
  using Strings = std::vector<std::string>;

  bool Fail() { return ok_ = false; }
  bool More() const { return ok_ && i_ < p_.size(); }

  Strings Alt() {
    Strings out = Seq();
    while (More() && p_[i_] == '|') {
      ++i_;
      Strings next = Seq();
      out.insert(out.end(), next.begin(), next.end());
      if (out.size() > cap_) Fail();
    }
    return out;
  }

  Strings Seq() {
    Strings out{""};
    while (More() && p_[i_] != '|' && p_[i_] != ')') {
      Strings atom = Atom();
      if (!ok_) break;
      if (More() && (p_[i_] == '?' || p_[i_] == '+' || p_[i_] == '*')) {
        const char q = p_[i_++];
        if (More() && (p_[i_] == '?' || p_[i_] == '+' || p_[i_] == '*' || p_[i_] == '{')) Fail();
        if (q == '?') {
          atom.push_back("");  // greedy: taking it comes first
        } else if (atom == Strings{std::string(1, kOneSpace)}) {
          atom = q == '+' ? Strings{std::string(1, kSpaces)} : Strings{std::string(1, kSpaces), ""};
        } else {
          Fail();
        }
      } else if (More() && p_[i_] == '{') {
        Fail();
      }
      if (!ok_ || out.size() * atom.size() > cap_) {
        Fail();
        break;
      }
      Strings next;
      next.reserve(out.size() * atom.size());
      for (const std::string& a : out) {
        for (const std::string& b : atom) next.push_back(a + b);
      }
      out.swap(next);
    }
    return out;
  }

  Strings Atom() {
    const char c = p_[i_];
    if (c == '(') {
      ++i_;
      if (p_.compare(i_, 2, "?:") == 0) {
        i_ += 2;
      } else if (p_.compare(i_, 3, "?P<") == 0) {
        std::size_t close = p_.find('>', i_);
        if (close == std::string_view::npos) return Fail(), Strings{};
        i_ = close + 1;
      } else if (i_ < p_.size() && p_[i_] == '?') {
        return Fail(), Strings{};  // flags, other group kinds
      }
      Strings inner = Alt();
      if (!More() || p_[i_] != ')') return Fail(), Strings{};
      ++i_;
      return inner;
    }
    if (c == '[') return Class();
    if (c == '\\') {
      std::string e;
      if (!Escape(&e)) return Fail(), Strings{};
      return {e};
    }
    std::string ch;
    if (!Literal(&ch)) return Fail(), Strings{};
    return {ch};
  }

  // `\s` or an escaped ASCII punctuation character.
  bool Escape(std::string* out) {
    if (i_ + 1 >= p_.size()) return false;
    const char e = p_[i_ + 1];
    i_ += 2;
    if (e == 's') {
      *out = std::string(1, kOneSpace);
      return true;
    }
    if (static_cast<unsigned char>(e) < 0x80 && std::ispunct(static_cast<unsigned char>(e))) {
      *out = std::string(1, e);
      return true;
    }
    return false;
  }

  // One character standing for itself: valid UTF-8, not white space, a control or a
  // metacharacter.
  bool Literal(std::string* out) {
    const auto* p = reinterpret_cast<const uint8_t*>(p_.data());
    const auto c0 = p[i_];
    if (c0 < 0x20 || c0 == 0x7f || c0 == ' ' || std::string_view(".^$*+?{}[]()|\\").find(static_cast<char>(c0)) !=
                                                     std::string_view::npos)
      return false;
    auto at = static_cast<int32_t>(i_);
    UChar32 c;
    U8_NEXT(p, at, static_cast<int32_t>(p_.size()), c);
    if (c < 0 || u_isUWhiteSpace(c)) return false;
    *out = std::string(p_.substr(i_, static_cast<std::size_t>(at) - i_));
    i_ = static_cast<std::size_t>(at);
    return true;
  }

  // [...] of literal characters, escaped punctuation and \s; no ranges, no negation.
  Strings Class() {
    ++i_;
    Strings out;
    const std::size_t first = i_;
    if (More() && (p_[i_] == '^' || p_[i_] == ']')) return Fail(), Strings{};
    while (More() && p_[i_] != ']') {
      std::string m;
      if (p_[i_] == '[') return Fail(), Strings{};
      if (p_[i_] == '-') {
        // Literal only first or last.
        if (i_ != first && i_ + 1 < p_.size() && p_[i_ + 1] != ']') return Fail(), Strings{};
        m = "-";
        ++i_;
      } else if (p_[i_] == '\\') {
        if (!Escape(&m)) return Fail(), Strings{};
      } else if (!Literal(&m)) {
        return Fail(), Strings{};
      }
      if (More() && p_[i_] == '-' && i_ + 1 < p_.size() && p_[i_ + 1] != ']') return Fail(), Strings{};  // a range
      out.push_back(m);
    }
    if (!More()) return Fail(), Strings{};
    ++i_;
    return out;
  }

  // The canonical forms of one expansion: literals folded, each run of white-space marks
  // one SPACE (exactly one), TAB (two or more) or either (one or more).
  bool Canonical(const std::string& raw, Strings* forms) {
    *forms = {""};
    for (std::size_t i = 0; i < raw.size();) {
      if (raw[i] != kOneSpace && raw[i] != kSpaces) {
        std::size_t j = i;
        while (j < raw.size() && raw[j] != kOneSpace && raw[j] != kSpaces) ++j;
        const std::string folded = SimpleFold(std::string_view(raw).substr(i, j - i));
        for (std::string& f : *forms) f += folded;
        i = j;
        continue;
      }
      std::size_t exact = 0, open = 0;
      for (; i < raw.size() && (raw[i] == kOneSpace || raw[i] == kSpaces); ++i) ++(raw[i] == kOneSpace ? exact : open);
      const std::size_t least = exact + open;
      Strings marks;
      if (open == 0 && least == 1) marks = {" "};
      else if (open > 0 && least == 1) marks = {" ", "\t"};
      else if (open > 0 && least == 2) marks = {"\t"};
      else return false;  // exactly two or more, or at least three: not one mark
      Strings next;
      for (const std::string& f : *forms) {
        for (const std::string& m : marks) next.push_back(f + m);
      }
      forms->swap(next);
      if (forms->size() > cap_) return false;
    }
    return true;
  }

  std::string_view p_;
  std::size_t i_ = 0;
  std::size_t cap_;
  bool ok_ = true;
};

// Per byte of a canonical text: 1 a delimiter starts here, 2 a match may start here (the
// text's start, or just after a delimiter).
const std::vector<uint8_t>& Boundaries(std::string_view c) {
  thread_local std::vector<uint8_t> flags;
  flags.assign(c.size() + 1, 0);
  flags[0] = 2;
  const auto* p = reinterpret_cast<const uint8_t*>(c.data());
  const auto n = static_cast<int32_t>(c.size());
  for (int32_t i = 0; i < n;) {
    const int32_t start = i;
    UChar32 ch;
    U8_NEXT(p, i, n, ch);
    if (ch >= 0 && IsFoldedDelimiter(static_cast<uint32_t>(ch))) {
      flags[static_cast<std::size_t>(start)] |= 1;
      flags[static_cast<std::size_t>(i)] |= 2;
    }
  }
  return flags;
}

}  // namespace

std::string SimpleFold(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (int32_t i = 0; i < static_cast<int32_t>(s.size());) AppendFolded(s, &i, &out);
  return out;
}

std::string CanonFold(std::string_view s, std::vector<std::uint32_t>* offsets) {
  std::string out;
  out.reserve(s.size());
  if (offsets) offsets->clear();
  for (int32_t i = 0; i < static_cast<int32_t>(s.size());) {
    const auto start = static_cast<std::uint32_t>(i);
    const std::size_t before = out.size();
    if (IsReSpace(s[static_cast<std::size_t>(i)])) {
      int32_t j = i;
      while (j < static_cast<int32_t>(s.size()) && IsReSpace(s[static_cast<std::size_t>(j)])) ++j;
      out.push_back(j - i == 1 ? ' ' : '\t');
      i = j;
    } else {
      AppendFolded(s, &i, &out);
    }
    if (offsets) offsets->insert(offsets->end(), out.size() - before, start);
  }
  if (offsets) offsets->push_back(static_cast<std::uint32_t>(s.size()));
  return out;
}

bool ExpandFinite(std::string_view pattern, std::size_t cap, std::vector<std::string>* out) {
  return Expander(pattern, cap).Run(out);
}

bool IsFoldedDelimiter(std::uint32_t c) {
  // WordDelimiter()'s class; case-insensitively RE2 adds MICRO SIGN's case variants, Greek
  // mu (U+039C, U+03BC, to which the sign folds).
  if (c < 0x80) return !((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
  return (c >= 0xa0 && c <= 0xbf) || c == 0xd7 || c == 0xf7 || c == 0x39c || c == 0x3bc ||
         (c >= 0x2000 && c <= 0x206f) || (c >= 0x2190 && c <= 0x21ff) || (c >= 0x2500 && c <= 0x27bf) ||
         (c >= 0x3000 && c <= 0x303f);
}

bool WordTable::Fits(const std::string& s) {
  return !s.empty() && !IsReSpace(s.front()) && !IsReSpace(s.back());
}

void WordTable::Add(const std::string& s, std::uint32_t tags, int rank) {
  Entry& e = map_[s];
  if (e.rank == INT_MAX) ++strings_;
  e.tags |= tags;
  if (rank < e.rank) e.rank = rank;
  if (s.size() > max_len_) max_len_ = s.size();
  // Every prefix the walk passes on its way: those that end just before a delimiter.
  const std::vector<uint8_t>& flags = Boundaries(s);
  for (std::size_t k = 1; k < s.size(); ++k) {
    if (flags[k] & 1) map_[s.substr(0, k)].prefix = true;
  }
}

template <class F>
void WordTable::Walk(std::string_view c, const std::vector<uint8_t>& flags, std::size_t begin, F&& f) const {
  thread_local std::string key;
  const std::size_t last = std::min(c.size(), begin + max_len_);
  for (std::size_t j = begin + 1; j <= last; ++j) {
    if (j != c.size() && !(flags[j] & 1)) continue;
    key.assign(c.data() + begin, j - begin);
    auto it = map_.find(key);
    if (it == map_.end()) return;
    if (it->second.rank != INT_MAX && !f(j, it->second)) return;
    if (!it->second.prefix) return;
  }
}

std::uint32_t WordTable::Tags(std::string_view c, std::uint32_t want) const {
  std::uint32_t tags = 0;
  if (map_.empty()) return tags;
  const std::vector<uint8_t>& flags = Boundaries(c);
  for (std::size_t i = 0; i < c.size() && (tags & want) != want; ++i) {
    if (!(flags[i] & 2) || IsReSpace(c[i])) continue;
    Walk(c, flags, i, [&](std::size_t, const Entry& e) {
      tags |= e.tags;
      return (tags & want) != want;
    });
  }
  return tags;
}

bool WordTable::First(std::string_view c, std::size_t* begin, std::size_t* end) const {
  if (map_.empty()) return false;
  const std::vector<uint8_t>& flags = Boundaries(c);
  for (std::size_t i = 0; i < c.size(); ++i) {
    if (!(flags[i] & 2) || IsReSpace(c[i])) continue;
    int best = INT_MAX;
    Walk(c, flags, i, [&](std::size_t j, const Entry& e) {
      if (e.rank < best) {
        best = e.rank;
        *end = j;
      }
      return true;
    });
    if (best != INT_MAX) {
      *begin = i;
      return true;
    }
  }
  return false;
}

}  // namespace cvmill::normalize
