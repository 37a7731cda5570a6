// Private to the normalize stage: which rules of a group a text can match at all, told by
// literal strings, so that rules a document never needs are never compiled (issue 10).
//
// For each rule, a list of strings ("atoms") such that every text the rule matches contains
// one of them once folded (SimpleFold). The lists are worked out at build time with RE2's
// FilteredRE2 (its prefilter tree of each pattern's required literals) and written into the
// binary as a prebuilt section (cvmill_gen_prebuilt); a rule with no such list (a pattern
// that can match without any literal, or tables loaded with --rules) is never filtered out.
// A filter only skips rules that cannot match, so what the rules find is unchanged.
#ifndef CVMILL_NORMALIZE_INTERNAL_RULE_FILTER_H_
#define CVMILL_NORMALIZE_INTERNAL_RULE_FILTER_H_

#include <re2/re2.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace cvmill::normalize {

class RuleFilter {
 public:
  // The prebuilt section for `patterns` compiled with `options` (build time; compiles them all).
  static std::string Compute(const std::vector<std::string>& patterns, const RE2::Options& options);
  // Reads a section Compute wrote for `rules` patterns; the views point into `bytes`, which
  // must outlive the filter. False when it does not fit (the filter then lets every rule through).
  bool Load(std::string_view bytes, std::size_t rules);
  // Whether rule k could match the text (folded only when some rule asks).
  bool MayMatch(std::size_t k, class Folded* text) const;

 private:
  std::vector<std::vector<std::string_view>> atoms_;  // per rule; empty: never filtered out
};

// How many more queries a rule group answers through its filter and single rules before it
// compiles its set of them all: a filter spares one document's process the set's compile, a
// set answers a long batch's texts faster (one DFA pass; a filter folds the text and searches
// it for each literal). Either way the answers are the same.
class Budget {
 public:
  explicit Budget(int queries = 0) : left_(queries) {}
  Budget(const Budget& o) : left_(o.left_.load()) {}
  Budget& operator=(const Budget& o) {
    left_ = o.left_.load();
    return *this;
  }
  // Whether to ask the filter this time (false once the set is compiled or the budget spent).
  bool Filter(bool set_compiled) const {
    return !set_compiled && left_.load(std::memory_order_relaxed) > 0 &&
           left_.fetch_sub(1, std::memory_order_relaxed) > 0;
  }

 private:
  mutable std::atomic<int> left_;
};

// A text, folded once on first use, for the filters of one query.
class Folded {
 public:
  explicit Folded(std::string_view text) : text_(text) {}
  std::string_view get();
  // False when the folded text cannot hold `atom`: its first two bytes stand together nowhere
  // in it (a hashed set of the text's byte pairs, made with the fold). Spares most literal
  // searches of a filter. Call after get().
  bool MayHold(std::string_view atom) const {
    if (atom.size() < 2) return true;
    const unsigned h = PairHash(atom[0], atom[1]);
    return (pairs_[h >> 6] >> (h & 63)) & 1;
  }

 private:
  static unsigned PairHash(char a, char b) {
    return (static_cast<unsigned char>(a) * 31u + static_cast<unsigned char>(b)) & 1023u;
  }
  std::string_view text_;
  std::string folded_;
  std::uint64_t pairs_[16] = {};  // 1024 bits
  bool done_ = false;
};

}  // namespace cvmill::normalize

#endif  // CVMILL_NORMALIZE_INTERNAL_RULE_FILTER_H_
