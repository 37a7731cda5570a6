// Private to the normalize stage: rules compiled on first use.
//
// Compiling every rule table costs far more than converting one CV (issue 10: a one-CV
// process spent ~90% of its time there), and a given input needs only some of the tables.
// So loading only checks the tables' shape and builds the pattern strings; each regex, set
// or ICU-derived list is compiled the first time a query asks for it (std::call_once:
// thread-safe, and free afterwards but for one atomic load). The holders mimic
// std::unique_ptr, so the query code reads `*impl.headings`, `impl.levels->Match(...)` as
// before. `Check()` compiles one now and names the table and line of an error: Rules::Check
// calls it for every rule (LoadFromDirectory does so at once; a test does for the embedded
// tables, so a lazy compile cannot fail on them at run time).
#ifndef CVMILL_NORMALIZE_INTERNAL_LAZY_H_
#define CVMILL_NORMALIZE_INTERNAL_LAZY_H_

#include <re2/re2.h>
#include <re2/set.h>

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "common/status.h"

namespace cvmill::normalize {

// A pattern with its named groups made plain groups, `(?P<name>` -> `(`: the same matches and
// group numbers. RE2 builds a Unicode class the first time it parses a group name (~2 M
// instructions, a twentieth of a one-CV process), so the rules are given to RE2 unnamed and
// their names are kept here. `names`, when given, gets each name's group number.
std::string UnnamedGroups(const std::string& pattern, std::map<std::string, int>* names);

// One regex. `where` is "normalize/rules/FILE[:LINE]"; `group`, when not empty, is a named
// group the pattern must have. RE2 compiles the pattern with its groups unnamed; groups()
// names them (as RE2::NamedCapturingGroups would), and Check() holds the two equal.
class LazyRe {
 public:
  LazyRe() = default;
  LazyRe(std::string pattern, const RE2::Options& options, std::string where, std::string group = "");
  const RE2& operator*() const { return Get(); }
  const RE2* operator->() const { return &Get(); }
  const RE2* get() const { return state_ ? &Get() : nullptr; }  // null when never given a pattern
  explicit operator bool() const { return state_ != nullptr; }
  const std::string& pattern() const;
  // The pattern's named groups: name -> group number.
  const std::map<std::string, int>& groups() const;
  Status Check() const;

 private:
  struct State;
  Status Build() const;
  // Once compiled, one acquire load and no call: queries run per line.
  const RE2& Get() const {
    const RE2* re = ready_->load(std::memory_order_acquire);
    return re ? *re : Compile();
  }
  const RE2& Compile() const;
  std::shared_ptr<State> state_;
  std::shared_ptr<std::atomic<const RE2*>> ready_;
};

// One RE2::Set: patterns added now, compiled on first use.
class LazySet {
 public:
  LazySet() = default;
  LazySet(const RE2::Options& options, RE2::Anchor anchor);
  // Returns the pattern's index, as RE2::Set::Add does; errors surface in Check().
  int Add(std::string pattern, std::string where);
  const RE2::Set& operator*() const { return Get(); }
  const RE2::Set* operator->() const { return &Get(); }
  explicit operator bool() const { return state_ != nullptr; }
  bool compiled() const { return ready_ && ready_->load(std::memory_order_acquire); }
  Status Check() const;

 private:
  struct State;
  const RE2::Set& Get() const {
    const RE2::Set* set = ready_->load(std::memory_order_acquire);
    return set ? *set : Compile();
  }
  const RE2::Set& Compile() const;
  std::shared_ptr<State> state_;
  std::shared_ptr<std::atomic<const RE2::Set*>> ready_;
};

// Any value built on first use by a function given at load time.
template <class T>
class Lazy {
 public:
  void Set(std::function<void(T*)> build) { build_ = std::move(build); }
  const T& operator*() const {
    if (done_.load(std::memory_order_acquire)) return value_;
    std::call_once(once_, [this] {
      if (build_) build_(&value_);
      build_ = nullptr;  // releases what the builder captured
      done_.store(true, std::memory_order_release);
    });
    return value_;
  }
  const T* operator->() const { return &**this; }

 private:
  mutable std::function<void(T*)> build_;
  mutable std::once_flag once_;
  mutable std::atomic<bool> done_{false};
  mutable T value_{};
};

}  // namespace cvmill::normalize

#endif  // CVMILL_NORMALIZE_INTERNAL_LAZY_H_
