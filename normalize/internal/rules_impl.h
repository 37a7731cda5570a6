// Private to the normalize stage: the compiled form of the rule tables.
#ifndef CVMILL_NORMALIZE_INTERNAL_RULES_IMPL_H_
#define CVMILL_NORMALIZE_INTERNAL_RULES_IMPL_H_

#include <re2/re2.h>
#include <re2/set.h>
#include <unicode/translit.h>

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "normalize/internal/finite.h"
#include "normalize/internal/frozen.h"
#include "normalize/internal/lazy.h"
#include "normalize/internal/rule_filter.h"
#include "normalize/normalize.h"

namespace cvmill::normalize {

enum class Precision { kDay, kMonth, kYear, kMonthOnly };

struct PointForm {
  std::string id;
  Precision precision = Precision::kYear;
  // The named groups in pattern order: 'y' year, 'm' month, 'd' day, 'M' month name,
  // 'S' season. A found span is read by tokens (digit runs, letter runs) in this order.
  std::string fields;
};

// The compiled tables. Every regex, set and ICU-derived list is compiled on first use
// (internal/lazy.h); Check() compiles them all now.
struct Rules::Impl {
  Status Check() const;
  // Queries a rule group answers without its set (internal/rule_filter.h, Budget): a set of
  // noise.tsv or of the date forms costs ~2.5 M and ~7 M instructions to compile and saves
  // ~3 K per query against a filter, or against reading a span through date_point with
  // RE2's NFA; one document makes a few hundred.
  static constexpr int kFilterQueries = 1000;

  // sections.tsv
  // Every heading rule, one set: Check() and the tests compile it, queries do not. A query
  // looks the line up among the finite rules' strings (internal/finite.h) and runs the set
  // of the other rules only when one of them could come first.
  LazySet headings;
  FrozenMap<std::int32_t> heading_lines;  // canonical line -> first rule
  LazySet heading_rest;                 // the rules that are not finite, in file order
  std::vector<int> heading_rest_rules;  // heading_rest's index -> rule index
  // The heading patterns are all lower case (folded): the sets are then case-sensitive and
  // read lines passed through SimpleFold, which compiles in about half the time (issue 10).
  bool headings_folded = false;
  std::vector<Heading> heading_rules;
  // sections.tsv's `joiner` rule: what joins two heading names into one ("Studium und
  // Ausbildung", "Honours & Prizes"); null when the table has none.
  LazyRe heading_joiner;
  // sections.tsv's `qualifier` rule: a word before or after a heading name that keeps it one
  // ("Selected Projects", "Progetti principali"); null when the table has none.
  LazyRe heading_qualifier;
  LazySet leadins;
  std::vector<Heading> leadin_rules;
  // word lists
  // levels.tsv: the alternation, and when every line of it is finite its strings, ranked in
  // the alternation's order; the regex is then compiled only by Check().
  LazyRe levels;
  WordTable level_words;
  bool levels_finite = false;
  // Job titles, org words, award words: one pass, see Vocab(). As with headings, `vocab`
  // (every line) is for Check(); queries use the finite lines' strings (tags kTitleWord,
  // kOrgWord, kAwardWord) and a set of the other lines, one pattern per table that has any.
  LazySet vocab;
  WordTable vocab_words;
  LazySet vocab_rest;
  std::vector<unsigned> vocab_rest_tags;  // vocab_rest's index -> tag
  unsigned vocab_rest_any = 0;            // tags some line of vocab_rest gives
  // Degree and score rules, in file order: a query runs those its text can match
  // (internal/rule_filter.h), compiling each on first use; no set of them all is compiled.
  std::vector<std::pair<std::string, LazyRe>> degrees;  // id, pattern
  RuleFilter degree_filter;
  std::vector<WordTable> degree_words;  // per rule: its strings when finite, else empty
  std::vector<LazyRe> scores;
  RuleFilter score_filter;
  std::vector<WordTable> score_words;
  // noise.tsv: each notice, then the buttons' alternation (noise_filter's rules in that order),
  // asked through the filter while noise_budget lasts, then through the sets.
  std::vector<LazyRe> notices;
  RuleFilter noise_filter;
  Budget noise_budget{kFilterQueries};
  LazySet notice_set;
  LazySet noise_any;  // notices and buttons together: one DFA pass per line
  LazyRe buttons, badges;
  std::vector<std::pair<std::string, LazyRe>> profiles;  // network, pattern
  std::vector<std::pair<std::string, std::string>> profile_paths;  // shorthand (lower case), network
  // dates
  // Every form in one alternation, a group around the date and one around each form: RE2
  // finds spans with its DFA; the same program then tells which form reads a span, and
  // date_forms (anchored; the first form that reads the whole span) is compiled only when
  // it cannot tell (dates.cc).
  LazyRe date_point;
  LazySet date_forms;
  Budget date_form_budget{kFilterQueries};  // spans read through date_point, then date_forms
  // Spans found by NextDatePoint's anchored passes, then by RE2's own unanchored search
  // (the same spans; its reverse program, compiled on first use, costs as much as date_point
  // and saves an anchored pass per delimiter before each date).
  Budget date_span_budget{kFilterQueries};
  std::vector<PointForm> point_forms;
  LazyRe connector, connector_ongoing, since_before, lead_before, duration_after;
  std::unordered_map<std::string, int> months;  // folded name -> 1..12
  // places, languages, names
  // Folded name -> ISO 3166 code: ICU's names, countries.tsv's aliases over them.
  Lazy<FrozenMap<Code>> countries;
  // ICU's country names in it, nl, pt, pl: only for the country closing an address.
  Lazy<std::unordered_map<std::string, std::string>> address_countries;
  std::unordered_set<std::string> cities;                  // folded
  std::unordered_map<std::string, std::string> regions;   // "TX" -> "US" (as written)
  LazyRe name_label, place_label;           // labels.tsv, kinds "name", "place"
  LazyRe giver_label;                        // labels.tsv, kind "giver" (a prefix)
  WordTable giver_words;                     // its strings, when every giver line is finite
  bool givers_finite = false;
  std::vector<std::pair<std::string, LazyRe>> field_labels;  // labels.tsv, entry fields
  // labels.tsv, kinds "column-*": a table's header cells (the kind without "column-"); no
  // filter: asked only of a table's header cells.
  std::vector<std::pair<std::string, LazyRe>> column_labels;
  // Over name_label, place_label, giver_label, then field_labels (the kLabel* indices).
  RuleFilter label_filter;
  enum : std::size_t { kNameLabel, kPlaceLabel, kGiverLabel, kFieldLabels };
  std::vector<LazyRe> postcodes;
  // Folded name -> ISO 639 code: ICU's names; languages.txt's other names with an empty code.
  Lazy<FrozenMap<Code>> languages;
  std::unordered_set<std::string> particles;  // folded
  // sentences.tsv
  std::vector<std::pair<std::string, LazyRe>> sentences;  // kind, pattern
  LazySet sentences_any;  // DFA prefilter over the same patterns
  // ICU transliterator for match keys (non-ASCII names only); ICU does not promise it is
  // safe to share, so lock. Creating it builds ICU's whole transliterator registry.
  Lazy<std::unique_ptr<icu::Transliterator>> to_ascii;
  mutable std::mutex to_ascii_mu;
};

// The parts of Impl built without RE2 (the finite rules' tables, ICU's month, country and
// language names), frozen, as named sections: what cvmill_gen_prebuilt writes into the
// binary for the embedded tables (normalize/gen_prebuilt.cc), built from `tables` (file name ->
// contents) exactly as loading them with --rules builds them.
std::string PrebuiltFor(const std::vector<std::pair<std::string, std::string>>& tables);
// The embedded tables' prebuilt sections (empty in cvmill_gen_prebuilt itself).
std::string_view EmbeddedPrebuilt();

// A cleared per-thread vector for RE2::Set results (no vector allocated per match).
inline std::vector<int>& SetHits() {
  thread_local std::vector<int> hits;
  hits.clear();
  return hits;
}

// Whether some pattern of the set matches. Asked only this, RE2::Set::Match allocates nothing
// and stops at the first match; asked which patterns match, it allocates a result set as
// large as the set on every call (measured: three allocations per call). So:
inline bool AnyMatch(const RE2::Set& set, std::string_view s) {
  return set.Match(re2::StringPiece(s.data(), s.size()), nullptr);
}
// Which patterns match, in *hits (cleared); the result set is built only for text that
// matches, which for every set here is the rare case.
inline bool WhichMatch(const RE2::Set& set, std::string_view s, std::vector<int>* hits) {
  hits->clear();
  return AnyMatch(set, s) && set.Match(re2::StringPiece(s.data(), s.size()), hits) && !hits->empty();
}

// dates.cc. The leftmost match of date_point in `text` at or after `pos`, as an unanchored
// RE2 search finds it, without RE2's reverse program.
bool NextDatePoint(const RE2& re, std::string_view text, std::size_t pos, re2::StringPiece* m);
// The first date form (in table order) that reads the whole span, as the set date_forms says,
// told by date_point: -1 for none, -2 when date_point cannot tell.
int SpanFormByAlternation(re2::StringPiece span, const Rules::Impl& impl);

// The first heading rule (index into heading_rules) that matches `s` whole, -1 for none:
// what one RE2::Set of every heading rule says (classify.cc).
int FirstHeading(std::string_view s, const Rules::Impl& impl);

// Unicode simple case folding, code point by code point (the classes RE2's case-insensitive
// matching uses); invalid UTF-8 bytes are kept.
std::string SimpleFold(std::string_view s);
// Unicode case fold + NFC-preserving trim, for dictionary keys.
std::string FoldKey(std::string_view s);
// The character class that separates words in every whole-word rule.
const std::string& WordDelimiter();
// Case-insensitive RE2 options used for every rule.
RE2::Options RuleOptions();
// Wraps an alternation so it matches whole words only (Unicode letters and digits).
std::string WholeWords(const std::string& alternation);

}  // namespace cvmill::normalize

#endif  // CVMILL_NORMALIZE_INTERNAL_RULES_IMPL_H_
