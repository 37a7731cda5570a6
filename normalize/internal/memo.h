// Private to the normalize stage: a document's answers to the queries its stages ask again
// and again of the same texts (a header part's degree, a line's dates, a cell's place), each
// worked out once. See QueryMemo (normalize.h).
//
// The queries are pure functions of the text and the rules, so an answer from the memo is
// the answer the query would give: output is unchanged. A memo belongs to one document and
// one thread; the thread finds it through a thread_local pointer that QueryMemo sets and
// restores, so threads parsing other documents never share one.
#ifndef CVMILL_NORMALIZE_INTERNAL_MEMO_H_
#define CVMILL_NORMALIZE_INTERNAL_MEMO_H_

#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "normalize/memo.h"

namespace cvmill::normalize {

// Answers by text. The keys are copies owned by the table (a deque: they never move).
template <class V>
class MemoTable {
 public:
  template <class F>
  V Get(std::string_view key, F&& compute) {
    if (auto it = map_.find(key); it != map_.end()) return it->second;
    V v = compute();  // (may ask other tables, or this one of other texts)
    keys_.emplace_back(key);
    map_.emplace(std::string_view(keys_.back()), v);
    return v;
  }

 private:
  std::deque<std::string> keys_;
  std::unordered_map<std::string_view, V> map_;
};

struct QueryMemo::Tables {
  MemoTable<std::vector<DateRange>> dates;
  MemoTable<std::optional<Degree>> degree;
  MemoTable<std::optional<Place>> place;
  MemoTable<std::optional<Heading>> heading;
  MemoTable<unsigned> vocab;
};

// The memo of the document this thread is reading with `rules`; null when there is none.
QueryMemo::Tables* ActiveMemo(const Rules& rules);

// The query's answer from the memo, or computed (and kept when there is a memo).
template <class V, class F>
V Memoized(const Rules& rules, MemoTable<V> QueryMemo::Tables::*table, std::string_view key, F&& compute) {
  if (QueryMemo::Tables* m = ActiveMemo(rules)) return (m->*table).Get(key, compute);
  return compute();
}

}  // namespace cvmill::normalize

#endif  // CVMILL_NORMALIZE_INTERNAL_MEMO_H_
