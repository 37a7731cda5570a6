// Rules filtered by the literals every match contains (see normalize/internal/rule_filter.h).
#include "normalize/internal/rule_filter.h"

#include <re2/filtered_re2.h>

#include <algorithm>
#include <charconv>
#include <numeric>

#include "normalize/internal/rules_impl.h"

namespace cvmill::normalize {

std::string RuleFilter::Compute(const std::vector<std::string>& patterns, const RE2::Options& options) {
  re2::FilteredRE2 filtered(1);
  for (const std::string& p : patterns) {
    int id = 0;
    if (filtered.Add(p, options, &id) != RE2::NoError) return "";
  }
  std::vector<std::string> atoms;
  filtered.Compile(&atoms);
  // The prefilter tree is monotone in the atoms found: a rule that stays impossible when every
  // atom but those of a set N is present needs one of N. Found greedily, dropping the short
  // atoms first, so that the ones kept are long (rarely in a text by chance).
  std::vector<int> order(atoms.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return atoms[a].size() < atoms[b].size(); });
  auto possible = [&filtered](std::vector<int> present, std::size_t rule) {
    std::sort(present.begin(), present.end());
    std::vector<int> rules;
    filtered.AllPotentials(present, &rules);
    return std::find(rules.begin(), rules.end(), static_cast<int>(rule)) != rules.end();
  };
  std::string out;
  for (std::size_t rule = 0; rule < patterns.size(); ++rule) {
    std::vector<int> absent;  // atoms whose absence alone does not make the rule possible
    std::vector<std::string> needed;
    if (!possible({}, rule)) {
      for (int a : order) {
        absent.push_back(a);
        if (possible(absent, rule)) absent.pop_back();
      }
      for (std::size_t a = 0; a < atoms.size(); ++a) {
        if (std::find(absent.begin(), absent.end(), static_cast<int>(a)) == absent.end()) needed.push_back(atoms[a]);
      }
    }
    // FilteredRE2 lowercases literals; the texts are folded (SimpleFold). Where the two differ
    // (a few non-Latin letters) the rule is not filtered.
    bool sound = !needed.empty();
    for (const std::string& a : needed) sound = sound && !a.empty() && SimpleFold(a) == a;
    if (!sound) needed.clear();
    out += std::to_string(needed.size()) + "\n";
    for (const std::string& a : needed) out += std::to_string(a.size()) + "\n" + a;
  }
  return out;
}

namespace {
// A decimal number and its '\n'; false at anything else.
bool ReadCount(std::string_view* in, std::size_t* n) {
  const char* end = in->data() + in->size();
  auto [p, ec] = std::from_chars(in->data(), end, *n);
  if (ec != std::errc() || p == end || *p != '\n') return false;
  in->remove_prefix(static_cast<std::size_t>(p + 1 - in->data()));
  return true;
}
}  // namespace

bool RuleFilter::Load(std::string_view bytes, std::size_t rules) {
  std::vector<std::vector<std::string_view>> atoms(rules);
  for (auto& list : atoms) {
    std::size_t n = 0;
    if (!ReadCount(&bytes, &n)) return false;
    for (std::size_t i = 0; i < n; ++i) {
      std::size_t len = 0;
      if (!ReadCount(&bytes, &len) || len > bytes.size()) return false;
      list.push_back(bytes.substr(0, len));
      bytes.remove_prefix(len);
    }
  }
  if (!bytes.empty()) return false;
  atoms_ = std::move(atoms);
  return true;
}

bool RuleFilter::MayMatch(std::size_t k, Folded* text) const {
  if (k >= atoms_.size() || atoms_[k].empty()) return true;
  const std::string_view folded = text->get();
  for (std::string_view a : atoms_[k]) {
    if (text->MayHold(a) && folded.find(a) != std::string_view::npos) return true;
  }
  return false;
}

std::string_view Folded::get() {
  if (!done_) {
    folded_ = SimpleFold(text_);
    for (std::size_t i = 0; i + 1 < folded_.size(); ++i) {
      const unsigned h = PairHash(folded_[i], folded_[i + 1]);
      pairs_[h >> 6] |= std::uint64_t{1} << (h & 63);
    }
    done_ = true;
  }
  return folded_;
}

}  // namespace cvmill::normalize
