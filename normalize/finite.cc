// Finite rules: patterns expanded into their strings, matched by lookups (internal/finite.h).
#include "normalize/internal/finite.h"

#include <unicode/uchar.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <cctype>
#include <map>

#include "normalize/internal/rules_impl.h"

namespace cvmill::normalize {
namespace {

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

// A parsed pattern: alternatives, each a sequence of items; an item is folded text, a
// white-space mark, or alternatives again (a group, a class, an optional item).
struct Node;
using Seq = std::vector<Node>;
struct Node {
  std::string text;       // folded literal text, or one mark
  std::vector<Seq> alts;  // when not empty: the alternatives, in priority order
};

// A recursive-descent reader of the pattern subset; any other construct fails.
class Parser {
 public:
  explicit Parser(std::string_view p) : p_(p) {}

  bool Run(std::vector<Seq>* alts) {
    *alts = Alt();
    return ok_ && i_ == p_.size();
  }

 private:
  bool More() const { return ok_ && i_ < p_.size(); }
  Node Fail() {
    ok_ = false;
    return {};
  }

  std::vector<Seq> Alt() {
    std::vector<Seq> out;
    out.push_back(Sequence());
    while (More() && p_[i_] == '|') {
      ++i_;
      out.push_back(Sequence());
    }
    return out;
  }

  Seq Sequence() {
    Seq out;
    while (More() && p_[i_] != '|' && p_[i_] != ')') {
      Node atom = Atom();
      bool quantified = false;
      if (More() && (p_[i_] == '?' || p_[i_] == '+' || p_[i_] == '*')) {
        const char q = p_[i_++];
        quantified = true;
        if (More() && (p_[i_] == '?' || p_[i_] == '+' || p_[i_] == '*' || p_[i_] == '{')) Fail();
        const bool space = atom.alts.empty() && atom.text == std::string(1, kOneSpace);
        if (space && q != '?') atom.text = std::string(1, kSpaces);
        if (q == '?' || (space && q == '*')) {
          atom = Optional(std::move(atom));  // greedy: taking it comes first
        } else if (!space) {
          Fail();
        }
      } else if (More() && p_[i_] == '{') {
        Fail();
      }
      if (!ok_) break;
      // Runs of plain text are one item.
      if (!quantified && atom.alts.empty() && !out.empty() && out.back().alts.empty() && IsText(atom.text) &&
          IsText(out.back().text)) {
        out.back().text += atom.text;
      } else {
        out.push_back(std::move(atom));
      }
    }
    return out;
  }

  static Node Optional(Node atom) {
    Node n;
    n.alts.resize(2);
    n.alts[0].push_back(std::move(atom));
    return n;
  }

  static bool IsAsciiAlnum(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  static bool IsText(const std::string& t) { return !t.empty() && t[0] != kOneSpace && t[0] != kSpaces; }

  Node Atom() {
    const char c = p_[i_];
    if (c == '(') {
      ++i_;
      if (p_.compare(i_, 2, "?:") == 0) {
        i_ += 2;
      } else if (p_.compare(i_, 3, "?P<") == 0) {
        std::size_t close = p_.find('>', i_);
        if (close == std::string_view::npos) return Fail();
        i_ = close + 1;
      } else if (i_ < p_.size() && p_[i_] == '?') {
        return Fail();  // flags, other group kinds
      }
      Node group;
      group.alts = Alt();
      if (!More() || p_[i_] != ')') return Fail();
      ++i_;
      return group;
    }
    if (c == '[') return Class();
    Node n;
    // A run of ASCII letters and digits at once, but for a last one that a quantifier takes.
    std::size_t end = i_;
    while (end < p_.size() && IsAsciiAlnum(p_[end])) ++end;
    if (end < p_.size() && (p_[end] == '?' || p_[end] == '+' || p_[end] == '*' || p_[end] == '{')) --end;
    if (end > i_) {
      n.text.reserve(end - i_);
      for (; i_ < end; ++i_) n.text.push_back(p_[i_] >= 'A' && p_[i_] <= 'Z' ? static_cast<char>(p_[i_] - 'A' + 'a') : p_[i_]);
      return n;
    }
    if (!(c == '\\' ? Escape(&n.text) : Literal(&n.text))) return Fail();
    return n;
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

  // One character standing for itself, folded: valid UTF-8, not white space, a control or
  // a metacharacter.
  bool Literal(std::string* out) {
    const auto* p = reinterpret_cast<const uint8_t*>(p_.data());
    const auto c0 = p[i_];
    if (c0 < 0x20 || c0 == 0x7f || c0 == ' ' ||
        std::string_view(".^$*+?{}[]()|\\").find(static_cast<char>(c0)) != std::string_view::npos)
      return false;
    auto at = static_cast<int32_t>(i_);
    UChar32 c;
    U8_NEXT(p, at, static_cast<int32_t>(p_.size()), c);
    if (c < 0 || u_isUWhiteSpace(c)) return false;
    auto from = static_cast<int32_t>(i_);
    AppendFolded(p_, &from, out);
    i_ = static_cast<std::size_t>(at);
    return true;
  }

  // [...] of literal characters, escaped punctuation and \s; no ranges, no negation.
  Node Class() {
    ++i_;
    Node out;
    const std::size_t first = i_;
    if (More() && (p_[i_] == '^' || p_[i_] == ']')) return Fail();
    while (More() && p_[i_] != ']') {
      Node m;
      if (p_[i_] == '[') return Fail();
      if (p_[i_] == '-') {
        // Literal only first or last.
        if (i_ != first && i_ + 1 < p_.size() && p_[i_ + 1] != ']') return Fail();
        m.text = "-";
        ++i_;
      } else if (!(p_[i_] == '\\' ? Escape(&m.text) : Literal(&m.text))) {
        return Fail();
      }
      if (More() && p_[i_] == '-' && i_ + 1 < p_.size() && p_[i_ + 1] != ']') return Fail();  // a range
      out.alts.emplace_back();
      out.alts.back().push_back(std::move(m));
    }
    if (!More()) return Fail();
    ++i_;
    return out;
  }

  std::string_view p_;
  std::size_t i_ = 0;
  bool ok_ = true;
};

// How many strings the alternatives name at most (a `\s+` counts twice), saturating.
std::size_t Count(const std::vector<Seq>& alts, std::size_t cap) {
  std::size_t sum = 0;
  for (const Seq& seq : alts) {
    std::size_t product = 1;
    for (const Node& n : seq) {
      const std::size_t k = !n.alts.empty() ? Count(n.alts, cap) : n.text[0] == kSpaces ? 2 : 1;
      product = product > cap || k > cap ? cap + 1 : std::min(product * k, cap + 1);
    }
    sum = std::min(sum + product, cap + 1);
  }
  return sum;
}

// Every string of a parsed pattern, depth first in priority order, into one buffer.
class Enumerator {
 public:
  explicit Enumerator(std::vector<std::string>* out) : out_(out) {}

  bool Run(const std::vector<Seq>& alts) {
    for (const Seq& seq : alts) Walk(Rest{&seq, 0, nullptr});
    return ok_;
  }

 private:
  // What is left to emit: items of `seq` from `i`, then `next`.
  struct Rest {
    const Seq* seq;
    std::size_t i;
    const Rest* next;
  };

  void Walk(const Rest& r) {
    if (!ok_) return;
    if (r.i == r.seq->size()) {
      if (r.next) Walk(*r.next);
      else Emit();
      return;
    }
    const Node& n = (*r.seq)[r.i];
    const Rest after{r.seq, r.i + 1, r.next};
    if (n.alts.empty()) {
      const std::size_t size = buf_.size();
      buf_ += n.text;
      Walk(after);
      buf_.resize(size);
      return;
    }
    for (const Seq& seq : n.alts) Walk(Rest{&seq, 0, &after});
  }

  // The buffer in canonical form: each run of marks one SPACE (exactly one), TAB (two or
  // more) or either (one or more); a run no mark states exactly fails the pattern.
  void Emit() {
    // Each run of marks: ' ' or '\t', or 0 for either (one string each).
    char runs[64];
    std::size_t nruns = 0, either = 0;
    for (std::size_t i = 0; i < buf_.size();) {
      if (buf_[i] != kOneSpace && buf_[i] != kSpaces) {
        ++i;
        continue;
      }
      std::size_t exact = 0, open = 0;
      for (; i < buf_.size() && (buf_[i] == kOneSpace || buf_[i] == kSpaces); ++i) ++(buf_[i] == kOneSpace ? exact : open);
      const std::size_t least = exact + open;
      if (nruns == sizeof runs || least > 2 || (open == 0 && least == 2)) {
        ok_ = false;  // exactly two or more, or at least three: no one mark says it
        return;
      }
      runs[nruns++] = open == 0 ? ' ' : least == 2 ? '\t' : '\0';
      either += open > 0 && least == 1;
    }
    if (either > 12) {
      ok_ = false;
      return;
    }
    for (std::size_t mask = 0; mask < (std::size_t{1} << either); ++mask) {
      std::string f;
      f.reserve(buf_.size());
      std::size_t run = 0, bit = 0;
      for (std::size_t i = 0; i < buf_.size();) {
        if (buf_[i] != kOneSpace && buf_[i] != kSpaces) {
          f.push_back(buf_[i++]);
          continue;
        }
        while (i < buf_.size() && (buf_[i] == kOneSpace || buf_[i] == kSpaces)) ++i;
        const char r = runs[run++];
        f.push_back(r ? r : (mask >> bit++) & 1 ? '\t' : ' ');
      }
      out_->push_back(std::move(f));
    }
  }

  std::vector<std::string>* out_;
  std::string buf_;
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
    if (p[i] < 0x80) {
      if (IsFoldedDelimiter(p[i++])) {
        flags[static_cast<std::size_t>(start)] |= 1;
        flags[static_cast<std::size_t>(i)] |= 2;
      }
      continue;
    }
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
  const auto n = static_cast<int32_t>(s.size());
  for (int32_t i = 0; i < n;) {
    // A run of ASCII (most of a text) lowered in one write; any other character by ICU.
    int32_t j = i;
    while (j < n && static_cast<unsigned char>(s[static_cast<std::size_t>(j)]) < 0x80) ++j;
    if (j > i) {
      const std::size_t at = out.size();
      out.resize(at + static_cast<std::size_t>(j - i));
      char* o = &out[at];
      for (int32_t k = i; k < j; ++k) {
        const char c = s[static_cast<std::size_t>(k)];
        *o++ = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
      }
      i = j;
      continue;
    }
    AppendFolded(s, &i, &out);
  }
  return out;
}

std::string CanonFold(std::string_view s, std::vector<std::uint32_t>* offsets) {
  std::string out;
  CanonFoldInto(s, &out, offsets);
  return out;
}

void CanonFoldInto(std::string_view s, std::string* to, std::vector<std::uint32_t>* offsets) {
  std::string& out = *to;
  out.clear();
  out.reserve(s.size());
  if (offsets) offsets->clear();
  const auto n = static_cast<int32_t>(s.size());
  for (int32_t i = 0; i < n;) {
    const auto start = static_cast<std::uint32_t>(i);
    const std::size_t before = out.size();
    const char c = s[static_cast<std::size_t>(i)];
    if (static_cast<unsigned char>(c) < 0x80 && !IsReSpace(c)) {  // most of a text: no ICU
      // (The whole run of such bytes in one write.)
      int32_t j = i + 1;
      while (j < n && static_cast<unsigned char>(s[static_cast<std::size_t>(j)]) < 0x80 &&
             !IsReSpace(s[static_cast<std::size_t>(j)]))
        ++j;
      out.resize(before + static_cast<std::size_t>(j - i));
      char* o = &out[before];
      for (int32_t k = i; k < j; ++k) {
        const char b = s[static_cast<std::size_t>(k)];
        *o++ = b >= 'A' && b <= 'Z' ? static_cast<char>(b - 'A' + 'a') : b;
        if (offsets) offsets->push_back(static_cast<std::uint32_t>(k));
      }
      i = j;
      continue;
    }
    if (IsReSpace(c)) {
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
}

bool ExpandFinite(std::string_view pattern, std::size_t cap, std::vector<std::string>* out) {
  out->clear();
  std::vector<Seq> alts;
  if (!Parser(pattern).Run(&alts) || Count(alts, cap) > cap) return false;
  return Enumerator(out).Run(alts);
}
namespace {
// A trie node: children by code point (as UTF-8), and whether a word ends here.
struct TrieNode {
  std::map<std::string, TrieNode> next;
  bool end = false;
};

std::string TriePattern(const TrieNode& n) {
  std::vector<std::string> alts;
  for (const auto& [c, child] : n.next) {
    std::string a = RE2::QuoteMeta(c);
    const TrieNode* m = &child;
    // A chain of single children without a word ending inside is one run of literals.
    while (m->next.size() == 1 && !m->end) {
      a += RE2::QuoteMeta(m->next.begin()->first);
      m = &m->next.begin()->second;
    }
    alts.push_back(a + TriePattern(*m));
  }
  if (alts.empty()) return "";
  std::string body;
  for (const std::string& a : alts) body += (body.empty() ? "" : "|") + a;
  // Greedy: the longer words first, then the word ending here.
  return n.end ? "(?:" + body + ")?" : alts.size() == 1 ? body : "(?:" + body + ")";
}
}  // namespace

std::string LiteralTrie(const std::vector<std::string>& words) {
  TrieNode root;
  for (const std::string& w : words) {
    TrieNode* n = &root;
    const auto* p = reinterpret_cast<const uint8_t*>(w.data());
    for (int32_t i = 0; i < static_cast<int32_t>(w.size());) {
      const int32_t start = i;
      UChar32 c;
      U8_NEXT(p, i, static_cast<int32_t>(w.size()), c);
      n = &n->next[w.substr(static_cast<std::size_t>(start), static_cast<std::size_t>(i - start))];
    }
    n->end = true;
  }
  return "(?:" + TriePattern(root) + ")";
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
  Entry& e = adding_[s];
  e.tags |= tags;
  if (rank < e.rank) e.rank = rank;
  // Every prefix the walk passes on its way: those that end just before a delimiter.
  const std::vector<uint8_t>& flags = Boundaries(s);
  for (std::size_t k = 1; k < s.size(); ++k) {
    if (flags[k] & 1) adding_[s.substr(0, k)].prefix = 1;
  }
}

void WordTable::Freeze() {
  std::vector<std::uint32_t> head(2 + kStartWords, 0);
  std::vector<std::pair<std::string, Entry>> items;
  items.reserve(adding_.size());
  for (auto& [s, e] : adding_) {
    items.emplace_back(s, e);
    if (e.rank == INT_MAX) continue;  // only a prefix
    ++head[1];
    head[0] = std::max<std::uint32_t>(head[0], static_cast<std::uint32_t>(s.size()));
    auto set = [&](std::size_t pair) { head[2 + pair / 32] |= 1u << (pair % 32); };
    if (s.size() == 1) {
      for (unsigned next = 0; next < 256; ++next) set(Pair(s[0], static_cast<char>(next)));
    } else {
      set(Pair(s[0], s[1]));
    }
  }
  std::unordered_map<std::string, Entry>().swap(adding_);
  auto buf = std::make_shared<std::string>(reinterpret_cast<const char*>(head.data()), head.size() * 4);
  *buf += FrozenMap<Entry>::Freeze(items);
  own_ = buf;
  View(*own_);
}

bool WordTable::View(std::string_view bytes) {
  const std::size_t head = (2 + kStartWords) * 4;
  if (bytes.size() < head) return false;
  bytes_ = bytes;
  const auto* w = reinterpret_cast<const std::uint32_t*>(bytes.data());
  max_len_ = w[0];
  strings_ = w[1];
  starts_ = w + 2;
  map_.View(bytes.substr(head));
  return true;
}

template <class F>
void WordTable::Walk(std::string_view c, const std::vector<uint8_t>& flags, std::size_t begin, F&& f) const {
  const std::size_t last = std::min(c.size(), begin + max_len_);
  for (std::size_t j = begin + 1; j <= last; ++j) {
    if (j != c.size() && !(flags[j] & 1)) continue;
    const Entry* e = map_.Find(c.substr(begin, j - begin));
    if (!e) return;
    if (e->rank != INT_MAX && !f(j, *e)) return;
    if (!e->prefix) return;
  }
}

std::uint32_t WordTable::Tags(std::string_view c, std::uint32_t want) const {
  std::uint32_t tags = 0;
  if (map_.empty()) return tags;
  const std::vector<uint8_t>& flags = Boundaries(c);
  for (std::size_t i = 0; i < c.size() && (tags & want) != want; ++i) {
    if (!(flags[i] & 2) || !Starts(Pair(c[i], i + 1 < c.size() ? c[i + 1] : '\0'))) continue;
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
    if (!(flags[i] & 2) || !Starts(Pair(c[i], i + 1 < c.size() ? c[i + 1] : '\0'))) continue;
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

std::size_t WordTable::LowestAt(std::string_view c, std::size_t begin,
                                const std::function<bool(std::size_t)>& accept) const {
  if (map_.empty() || begin >= c.size()) return std::string_view::npos;
  const std::vector<uint8_t>& flags = Boundaries(c);
  if (!(flags[begin] & 2)) return std::string_view::npos;
  int best = INT_MAX;
  std::size_t end = std::string_view::npos;
  Walk(c, flags, begin, [&](std::size_t j, const Entry& e) {
    if (e.rank < best && accept(j)) {
      best = e.rank;
      end = j;
    }
    return true;
  });
  return end;
}

}  // namespace cvmill::normalize
