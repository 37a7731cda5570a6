// structure/internal/leftovers.h — what a used line said that no field took.
//
// Private to the structure stage. A field often takes only part of a line: "Graduated with
// 1.7" gives an education entry its score, "Python (Advanced)" a skill keyword, "Deakin
// University, Melbourne" an institution. Once the record is built, each line a field used is
// compared word by word (normalize::FoldedKeyWords, the words corpus_test checks records by)
// with what the record holds: its fields, its section headings and the line's own residue
// fragments. The words held nowhere are given back as phrases of the line, in source order,
// to be kept as residue fragments of that line:
//
//   RecordWords held(record, rules);   // record: score "1.7", highlights "... with ..."
//   held.Leftovers("Graduated with 1.7", {}, {})         => {"Graduated"}
//   held.Leftovers("Go (Advanced), Rust (Basic)", {}, {}) => {"(Advanced)", "(Basic)"}
//   held.Leftovers("Jan 2020 – Mar 2021, Acme", dates, {}) => {}  (dates, and Acme is held)
//
// Not leftovers: words of dates FindDates read (the record holds them as ISO dates),
// punctuation and separators, words of one or two letters ("of", "C", "Go": no key words),
// and a country name whose code the record's location states ("Italy" as "IT"). A phrase runs
// from a lost word on to the next lost word unless a separator (, ; : | TAB brackets), a date
// or two held words come between; across one held word only when spaces alone surround it
// ("Symposium on Operating Systems Design", "Systems" held).
#ifndef CVMILL_STRUCTURE_INTERNAL_LEFTOVERS_H_
#define CVMILL_STRUCTURE_INTERNAL_LEFTOVERS_H_

#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "normalize/normalize.h"
#include "schema/schema.h"

namespace cvmill::structure::internal {

class RecordWords {
 public:
  // The key words of every field of `r` and of its section headings.
  RecordWords(const schema::Resume& r, const normalize::Rules& rules);

  // The phrases of `line` whose words neither the record nor `own` (the line's residue
  // fragments so far) hold, cleaned, in source order; `dates` are FindDates(line).
  std::vector<std::string> Leftovers(std::string_view line, const std::vector<normalize::DateRange>& dates,
                                     const std::vector<std::string>& own) const;

 private:
  // Adds the folded key words of s to `to`.
  void Add(std::string_view s, std::unordered_set<std::string>* to) const;
  // The folded key words of one word of a line (cached: a word recurs, and folding a
  // non-ASCII word runs ICU's transliterator).
  const std::vector<std::string>& Fold(std::string_view word) const;

  const normalize::Rules& rules_;
  std::unordered_set<std::string> words_;
  std::string country_;  // basics.location.countryCode
  mutable std::unordered_map<std::string, std::vector<std::string>> folded_;
};

}  // namespace cvmill::structure::internal

#endif  // CVMILL_STRUCTURE_INTERNAL_LEFTOVERS_H_
