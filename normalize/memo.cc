// A document's query answers, kept while it is read (normalize/internal/memo.h).
#include "normalize/internal/memo.h"

namespace cvmill::normalize {

namespace {
// The memo this thread's queries use now (set by the innermost QueryMemo that holds one).
thread_local QueryMemo* active = nullptr;
}  // namespace

QueryMemo::QueryMemo(const Rules& rules) : rules_(&rules.impl()), outer_(active) {
  if (outer_ && outer_->rules_ == rules_) return;  // the document's memo is open already
  tables_ = std::make_unique<Tables>();
  active = this;
}

QueryMemo::~QueryMemo() {
  if (tables_) active = outer_;
}

QueryMemo::Tables* ActiveMemo(const Rules& rules) {
  return active && active->rules_ == &rules.impl() ? active->tables_.get() : nullptr;
}

}  // namespace cvmill::normalize
