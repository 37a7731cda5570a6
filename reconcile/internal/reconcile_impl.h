// reconcile/internal/reconcile_impl.h — what the reconcile stage's files share (private).
//
// Folder: folded text computed once per distinct string (NameMatchKey is an ICU
// transliteration under a lock; comparing thousands of entries pairwise must not run it per
// pair). Sim: the similarity of two entries of one section. BlockKeys: keys such that two
// entries whose Sim is above 0 always share one (or one of them is `any`), so Align compares
// only entries that share a key instead of every pair.
#ifndef CVMILL_RECONCILE_INTERNAL_RECONCILE_IMPL_H_
#define CVMILL_RECONCILE_INTERNAL_RECONCILE_IMPL_H_

#include <algorithm>
#include <optional>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "normalize/normalize.h"
#include "schema/schema.h"

namespace cvmill::reconcile::internal {

class Folder {
 public:
  explicit Folder(const normalize::Rules& rules) : rules_(rules) {}
  const normalize::Rules& rules() const { return rules_; }
  // NameMatchKey: ASCII, lower case, punctuation as spaces.
  const std::string& Fold(const std::string& s);
  // The folded text cut at anything but [a-z0-9+#] ("C++" stays a word).
  const std::vector<std::string>& Tokens(const std::string& s);
  // The folded text's words as text::TokenF1 counts them.
  const std::vector<std::string>& Words(const std::string& s);
  const std::optional<std::string>& LanguageCode(const std::string& s);
  bool SameText(const std::string& a, const std::string& b) { return Fold(a) == Fold(b); }
  double F1(const std::string& a, const std::string& b);

 private:
  const normalize::Rules& rules_;
  std::unordered_map<std::string, std::string> fold_;
  std::unordered_map<std::string, std::vector<std::string>> tokens_, words_;
  std::unordered_map<std::string, std::optional<std::string>> language_;
};

int Year(const std::string& date);
// ISO dates compare as strings ("" first).
inline bool DateLess(const std::string& a, const std::string& b) { return a < b; }
// Share of the shorter side's words found in the other, typos tolerated ("Collage" = "College").
double Overlap(const std::string& a, const std::string& b, Folder& f);

double Sim(const schema::Work& a, const schema::Work& b, Folder& f);
double Sim(const schema::Volunteer& a, const schema::Volunteer& b, Folder& f);
double Sim(const schema::Education& a, const schema::Education& b, Folder& f);
double Sim(const schema::Award& a, const schema::Award& b, Folder& f);
double Sim(const schema::Certificate& a, const schema::Certificate& b, Folder& f);
double Sim(const schema::Publication& a, const schema::Publication& b, Folder& f);
double Sim(const schema::Skill& a, const schema::Skill& b, Folder& f);
double Sim(const schema::Language& a, const schema::Language& b, Folder& f);
double Sim(const schema::Interest& a, const schema::Interest& b, Folder& f);
double Sim(const schema::Reference& a, const schema::Reference& b, Folder& f);
double Sim(const schema::Project& a, const schema::Project& b, Folder& f);
double Sim(const schema::Profile& a, const schema::Profile& b, Folder& f);
bool SameKeyword(const std::string& a, const std::string& b, Folder& f);

struct Keys {
  bool any = false;  // may be similar to anything (a job without an employer): compared with all
  std::vector<std::string> keys;
};
template <typename T>
Keys BlockKeys(const T& x, Folder& f);

std::string Label(const schema::Work& x);
std::string Label(const schema::Volunteer& x);
std::string Label(const schema::Education& x);
std::string Label(const schema::Award& x);
std::string Label(const schema::Certificate& x);
std::string Label(const schema::Publication& x);
std::string Label(const schema::Skill& x);
std::string Label(const schema::Language& x);
std::string Label(const schema::Interest& x);
std::string Label(const schema::Reference& x);
std::string Label(const schema::Project& x);
std::string Label(const schema::Profile& x);

// A key shared by more entries than this (and by an eighth of the section) proposes no pairs:
// it says nothing about which entry is which ("GmbH", "University" in a 3,000-job record).
// Sections of up to 64 entries, every real CV, are compared exactly.
constexpr std::size_t kCommonKey = 64;

// Every field of the schema's table equal: one entry, whatever Sim makes of it (an entry
// with only a summary scores 0 against itself; fuzz_diff found it).
template <typename T>
bool SameFields(const T& a, const T& b) {
  for (const schema::Field<T>& f : schema::FieldsOf<T>()) {
    if (f.text ? a.*(f.text) != b.*(f.text) : a.*(f.list) != b.*(f.list)) return false;
  }
  return true;
}

// Greedy one-to-one alignment of `from` onto `into` by similarity (highest first; ties by
// position; equal entries first), over the pairs that share a block key: match[j] = i, or -1.
template <typename T>
std::vector<int> Align(const std::vector<T>& into, const std::vector<T>& from, Folder& f) {
  std::unordered_map<std::string, std::vector<int>> index;
  std::vector<int> any;
  for (std::size_t i = 0; i < into.size(); ++i) {
    Keys k = BlockKeys(into[i], f);
    if (k.any || k.keys.empty()) any.push_back(static_cast<int>(i));  // "=" as employer: no key
    else for (const auto& key : k.keys) index[key].push_back(static_cast<int>(i));
  }
  const std::size_t common = std::max(kCommonKey, into.size() / 8);
  std::vector<std::tuple<double, int, int>> cands;
  std::vector<int> seen(into.size(), -1);
  for (std::size_t j = 0; j < from.size(); ++j) {
    const int jj = static_cast<int>(j);
    auto consider = [&](int i) {
      if (seen[static_cast<std::size_t>(i)] == jj) return;
      seen[static_cast<std::size_t>(i)] = jj;
      double s = SameFields(into[static_cast<std::size_t>(i)], from[j]) ? 2.0 : Sim(into[static_cast<std::size_t>(i)], from[j], f);
      if (s > 0) cands.emplace_back(s, jj, i);
    };
    Keys k = BlockKeys(from[j], f);
    if (k.any || k.keys.empty()) {
      for (std::size_t i = 0; i < into.size(); ++i) consider(static_cast<int>(i));
      continue;
    }
    for (const auto& key : k.keys) {
      auto it = index.find(key);
      if (it == index.end() || it->second.size() > common) continue;
      for (int i : it->second) consider(i);
    }
    for (int i : any) consider(i);
  }
  std::sort(cands.begin(), cands.end(), [](const auto& a, const auto& b) {
    if (std::get<0>(a) != std::get<0>(b)) return std::get<0>(a) > std::get<0>(b);
    return std::make_pair(std::get<1>(a), std::get<2>(a)) < std::make_pair(std::get<1>(b), std::get<2>(b));
  });
  std::vector<int> match(from.size(), -1);
  std::vector<bool> taken(into.size(), false);
  for (const auto& [s, j, i] : cands) {
    if (match[static_cast<std::size_t>(j)] >= 0 || taken[static_cast<std::size_t>(i)]) continue;
    match[static_cast<std::size_t>(j)] = i;
    taken[static_cast<std::size_t>(i)] = true;
  }
  return match;
}

}  // namespace cvmill::reconcile::internal

#endif  // CVMILL_RECONCILE_INTERNAL_RECONCILE_IMPL_H_
