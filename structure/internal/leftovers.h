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
// A line none of whose words the record holds is kept whole ("Courses: Mathematics,
// Economics"), unless it is a field label alone ("COURSES"). Otherwise not leftovers: words of
// dates FindDates read (the record holds them as ISO dates); punctuation and separators; words
// of one or two letters ("of", "C", "Go": no key words); a country name whose code the
// record's location states ("Italy" as "IT"); a label whose value a field took: up to three
// words before a colon ("Phone: +44 …", "mailto:x@y.org", "Published: March 2020" when the
// record states 2020-03), a giver label of labels.tsv ("Published in Nature"), one or two words
// opening a cell before a contact detail ("Phone +43 664 …"). A label whose value no field
// took stays ("Date of birth: 12/03/1990"): it says what the value is. A phrase runs from a
// lost word on to the next lost word unless a separator (, ; : | TAB brackets), a date or two
// held words come between; across one held word only when spaces alone surround it
// ("Symposium on Operating Systems Design", "Systems" held).
#ifndef CVMILL_STRUCTURE_INTERNAL_LEFTOVERS_H_
#define CVMILL_STRUCTURE_INTERNAL_LEFTOVERS_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "common/text.h"
#include "normalize/normalize.h"
#include "schema/schema.h"

namespace cvmill::structure::internal {

// A set of folded words by their hashes (normalize::KeyWordHash): open addressing, no node
// per word.
class WordSet {
 public:
  explicit WordSet(const std::vector<normalize::KeyWord>& words);
  bool Has(std::uint64_t hash) const;

 private:
  std::vector<std::uint64_t> slots_;  // 0: empty (a hash of 0 is stored as 1)
  std::size_t mask_ = 0;
};

// The words of one record: one per document, not shared between threads (a scratch buffer).
class RecordWords {
 public:
  // The key words of every field of `r` and of its section headings.
  RecordWords(const schema::Resume& r, const normalize::Rules& rules);

  // The phrases of `line` whose words neither the record nor `own` (the line's residue
  // fragments so far) hold, cleaned, in source order; `dates` are FindDates(line).
  std::vector<std::string> Leftovers(std::string_view line, const std::vector<normalize::DateRange>& dates,
                                     const std::vector<std::string>& own) const;

 private:
  // What a word of a line is to the record: a label's word, held by a field or heading, held
  // by the line's own residue fragments, held nowhere, or part of a date.
  enum class Said { kNeutral, kHeld, kOwn, kLost, kDate };
  // A line's key words and what each is.
  struct Words {
    std::string_view line;
    std::vector<text::WordRun> runs;
    std::vector<Said> said;
    std::vector<const normalize::DateRange*> date;  // the date a kDate word is part of
  };
  // Reads each word of w.line; whether any is lost.
  bool Read(Words& w, const std::vector<normalize::DateRange>& dates, const std::vector<std::string>& own) const;
  void Countries(Words& w) const;
  void Labels(Words& w) const;
  bool TakenValue(const Words& w, std::size_t k) const;
  void Unlabel(Words& w, std::size_t first_after, std::size_t end) const;
  bool Contact(const Words& w, std::size_t k) const;

  const normalize::Rules& rules_;
  std::unordered_set<std::string> dates_;  // the record's dates ("2019-03")
  std::string country_;                    // basics.location.countryCode
  WordSet words_;                          // every key word of the record's strings
  WordSet contact_;                        // of basics' e-mail, phone, URL and profiles
  mutable std::vector<normalize::KeyWord> keys_;  // the line being read (kept: no allocation per line)
};

}  // namespace cvmill::structure::internal

#endif  // CVMILL_STRUCTURE_INTERNAL_LEFTOVERS_H_
