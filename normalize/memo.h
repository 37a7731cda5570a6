// normalize/memo.h — a document's answers to the normalize queries, kept while it is read.
#ifndef CVMILL_NORMALIZE_MEMO_H_
#define CVMILL_NORMALIZE_MEMO_H_

#include <memory>

#include "normalize/normalize.h"

namespace cvmill::normalize {

// While one is alive, this thread's queries with `rules` (FindDates, MatchDegree, ParsePlace,
// MatchHeading, Vocab) answer each text once and keep the answer: the stages of one document
// ask the same lines and parts again and again. The answers are those the queries give
// without it. One per document, on the stack of the thread reading it (Normalize and Build
// open one; pipeline::Convert one for both); one opened inside another for the same rules
// uses the outer one's answers. (normalize/internal/memo.h)
class QueryMemo {
 public:
  explicit QueryMemo(const Rules& rules);
  ~QueryMemo();
  QueryMemo(const QueryMemo&) = delete;
  QueryMemo& operator=(const QueryMemo&) = delete;
  struct Tables;

 private:
  friend Tables* ActiveMemo(const Rules& rules);
  const Rules::Impl* rules_;
  QueryMemo* outer_;
  std::unique_ptr<Tables> tables_;  // null when the outer memo serves
};

}  // namespace cvmill::normalize

#endif  // CVMILL_NORMALIZE_MEMO_H_
