// Rules compiled on first use (see normalize/internal/lazy.h).
#include "normalize/internal/lazy.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace cvmill::normalize {
namespace {

// A lazy compile that fails is a table Rules::Check would have refused: the embedded tables
// are checked by a test and --rules tables when loaded, so this is a bug, not bad input.
[[noreturn]] void Die(const Status& s) {
  std::fprintf(stderr, "cvmill: internal error: %s\n", s.message().c_str());
  std::abort();
}

Status BadRule(const std::string& where, const std::string& what) {
  return Status(ErrorCode::kBadRule, where + ": " + what);
}

}  // namespace

std::string UnnamedGroups(const std::string& pattern, std::map<std::string, int>* names) {
  std::string out;
  out.reserve(pattern.size());
  int groups = 0;
  for (std::size_t i = 0; i < pattern.size();) {
    const char c = pattern[i];
    if (c == '\\') {
      // An escape; \Q...\E quotes everything up to \E.
      std::size_t end = i + 2;
      if (i + 1 < pattern.size() && pattern[i + 1] == 'Q') {
        end = pattern.find("\\E", i + 2);
        end = end == std::string::npos ? pattern.size() : end + 2;
      }
      end = std::min(end, pattern.size());
      out.append(pattern, i, end - i);
      i = end;
    } else if (c == '[') {
      // A class: '(' in it is a character. A ']' first (after any '^') is one too, and so
      // is one in an escape or closing a [:name:] class.
      std::size_t j = i + 1;
      if (j < pattern.size() && pattern[j] == '^') ++j;
      if (j < pattern.size() && pattern[j] == ']') ++j;
      while (j < pattern.size() && pattern[j] != ']') {
        if (pattern[j] == '\\') {
          j += 2;
        } else if (pattern.compare(j, 2, "[:") == 0 && pattern.find(":]", j + 2) != std::string::npos) {
          j = pattern.find(":]", j + 2) + 2;
        } else {
          ++j;
        }
      }
      j = std::min(j + 1, pattern.size());
      out.append(pattern, i, j - i);
      i = j;
    } else if (c == '(' && pattern.compare(i, 4, "(?P<") == 0) {
      const std::size_t close = pattern.find('>', i + 4);
      if (close == std::string::npos) return pattern;  // RE2 reports it
      ++groups;
      if (names) names->emplace(pattern.substr(i + 4, close - i - 4), groups);
      out += '(';
      i = close + 1;
    } else {
      if (c == '(' && (i + 1 >= pattern.size() || pattern[i + 1] != '?')) ++groups;
      out += c;
      ++i;
    }
  }
  return out;
}

struct LazyRe::State {
  std::string pattern, where, group;
  RE2::Options options;
  std::map<std::string, int> names;
  std::once_flag once;
  std::unique_ptr<RE2> re;
  Status status;
};

LazyRe::LazyRe(std::string pattern, const RE2::Options& options, std::string where, std::string group)
    : state_(std::make_shared<State>()), ready_(std::make_shared<std::atomic<const RE2*>>(nullptr)) {
  state_->pattern = std::move(pattern);
  state_->options = options;
  state_->where = std::move(where);
  state_->group = std::move(group);
}

const std::string& LazyRe::pattern() const { return state_->pattern; }

const std::map<std::string, int>& LazyRe::groups() const {
  Get();
  return state_->names;
}

Status LazyRe::Build() const {
  if (!state_) return Status();
  State& s = *state_;
  std::call_once(s.once, [&s] {
    s.re = std::make_unique<RE2>(UnnamedGroups(s.pattern, &s.names), s.options);
    if (!s.re->ok()) {
      // In the words of the pattern as written.
      s.status = BadRule(s.where, "bad pattern: " + RE2(s.pattern, s.options).error());
    } else if (!s.group.empty() && !s.names.count(s.group)) {
      s.status = BadRule(s.where, "no group " + s.group);
    }
  });
  return s.status;
}

Status LazyRe::Check() const {
  Status status = Build();
  if (!status.ok() || !state_) return status;
  // The groups as RE2 numbers them in the pattern as written.
  const RE2 named(state_->pattern, state_->options);
  if (named.NamedCapturingGroups() != state_->names ||
      named.NumberOfCapturingGroups() != state_->re->NumberOfCapturingGroups())
    return BadRule(state_->where, "internal error: the pattern's groups numbered wrongly");
  return Status();
}

const RE2& LazyRe::Compile() const {
  Status s = Build();
  if (!s.ok()) Die(s);
  ready_->store(state_->re.get(), std::memory_order_release);
  return *state_->re;
}

struct LazySet::State {
  RE2::Options options;
  RE2::Anchor anchor = RE2::UNANCHORED;
  std::vector<std::pair<std::string, std::string>> patterns;  // pattern, where
  std::once_flag once;
  std::unique_ptr<RE2::Set> set;
  Status status;
};

LazySet::LazySet(const RE2::Options& options, RE2::Anchor anchor)
    : state_(std::make_shared<State>()), ready_(std::make_shared<std::atomic<const RE2::Set*>>(nullptr)) {
  state_->options = options;
  state_->anchor = anchor;
}

int LazySet::Add(std::string pattern, std::string where) {
  state_->patterns.emplace_back(std::move(pattern), std::move(where));
  return static_cast<int>(state_->patterns.size()) - 1;
}

Status LazySet::Check() const {
  if (!state_) return Status();
  State& s = *state_;
  std::call_once(s.once, [&s] {
    s.set = std::make_unique<RE2::Set>(s.options, s.anchor);
    for (const auto& [pattern, where] : s.patterns) {
      std::string err;
      // (Named groups mean nothing to a set.)
      if (s.set->Add(UnnamedGroups(pattern, nullptr), &err) < 0) {
        RE2::Set(s.options, s.anchor).Add(pattern, &err);  // in the words of the pattern as written
        s.status = BadRule(where, "bad pattern: " + err);
        return;
      }
    }
    if (!s.set->Compile()) {
      s.status = BadRule(s.patterns.empty() ? "rule set" : s.patterns.front().second, "cannot compile the set");
    }
    std::vector<std::pair<std::string, std::string>>().swap(s.patterns);
  });
  return s.status;
}

const RE2::Set& LazySet::Compile() const {
  Status s = Check();
  if (!s.ok()) Die(s);
  ready_->store(state_->set.get(), std::memory_order_release);
  return *state_->set;
}

}  // namespace cvmill::normalize
