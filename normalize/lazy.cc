// Rules compiled on first use (see normalize/internal/lazy.h).
#include "normalize/internal/lazy.h"

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

struct LazyRe::State {
  std::string pattern, where, group;
  RE2::Options options;
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

Status LazyRe::Check() const {
  if (!state_) return Status();
  State& s = *state_;
  std::call_once(s.once, [&s] {
    s.re = std::make_unique<RE2>(s.pattern, s.options);
    if (!s.re->ok()) {
      s.status = BadRule(s.where, "bad pattern: " + s.re->error());
    } else if (!s.group.empty() && !s.re->NamedCapturingGroups().count(s.group)) {
      s.status = BadRule(s.where, "no group " + s.group);
    }
  });
  return s.status;
}

const RE2& LazyRe::Compile() const {
  Status s = Check();
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
      if (s.set->Add(pattern, &err) < 0) {
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
