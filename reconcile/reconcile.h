// reconcile/reconcile.h — several revisions of CVs to one record per person, and diffs.
//
// The one public header of the reconcile stage. Pure and thread-safe.
//
//   std::vector<Revision> revs = ...;                  // parsed CVs or JSON Resume records
//   auto people = cvmill::reconcile::GroupByPerson(revs, rules);
//   for (const Person& p : people) {
//     schema::Resume merged = cvmill::reconcile::Merge(revs, p, rules, Options{});
//     // merged.meta.merge: sources in order, grouping reasons, conflicts, entry provenance
//   }
//
// Rules, each a case in tests/reconcile_test.cc:
//   identity   evidence both ways. The same name key ("WAGENLANDER" = "Wagenländer" =
//              "Wagenlaender") joins revisions unless e-mail, phone and place (country, or
//              city) are each stated on both sides and all differ with nothing shared: such a
//              namesake is another person (said in meta.merge.identity; the slug gets "-2").
//              Shared evidence (an e-mail, a profile or homepage, a phone, a job or degree at
//              the same organisation in the same period) always joins a namesake. A revision
//              without a name joins by a shared e-mail, then a profile or homepage (scheme,
//              "www.", trailing slash and case ignored), else by >= 3 dated entries at the same
//              organisations in the same periods (and half of the smaller side's) with nothing
//              in conflict; a phone alone (a switchboard) or equal dates at other employers
//              never join. Two different names are never merged.
//   order      by the latest date each revision mentions, ties by input order (later = newer);
//              Order::kGiven keeps input order. The newest revision that states a scalar wins.
//   alignment  per section, one-to-one, by similarity: a job is the same job despite a renamed
//              organisation or a reworded title, never when the dates cannot overlap (two
//              internships at one company in different years stay two); of concurrent jobs with
//              equal periods, the one whose employer and title agree wins (never by list order);
//              a pre-print later published keeps the published title and venue; highlights
//              whose token-F1 >= 0.6 are one bullet (newer wording kept); keywords "C++" and
//              "C/C++" are one.
//   provenance every merged entry lists its revisions; every value not taken is a conflict;
//              meta.merge.revisions keeps each revision's residue and diagnostics, and the rest
//              of a JSON input's own meta. Unknown keys of JSON input (schema.h) are merged per
//              object like scalars (newer wins, the older value a conflict).
//   scale      nothing compares all pairs. Grouping looks revisions up in hash indexes (name
//              key, e-mail, address, phone, organisation-and-period keys); alignment compares
//              only entries that share a block key (a word of the employer, one letter
//              tolerated; an equal period; a title word; a keyword), with folded text computed
//              once per string. A key shared by more than 64 entries and an eighth of a section
//              ("GmbH") proposes no pairs; entries without an employer or institution are
//              compared with all. bench/bench_merge.cc: 2 x 3,000 entries and 10,000 revisions.
#ifndef CVMILL_RECONCILE_RECONCILE_H_
#define CVMILL_RECONCILE_RECONCILE_H_

#include <string>
#include <vector>

#include "normalize/normalize.h"
#include "schema/schema.h"

namespace cvmill::reconcile {

struct Revision {
  schema::Resume record;
  std::string source;  // the input path
};

enum class Order { kLatestDate, kGiven };

struct Options {
  Order order = Order::kLatestDate;
};

struct Person {
  std::string slug;                  // "marcel-wagenlander"; file name of the merged record
  std::vector<int> revisions;        // indices into the revisions, in input order
  std::vector<std::string> reasons;  // one line per grouping decision
};

// Groups revisions by person. Deterministic: groups in order of their first input.
std::vector<Person> GroupByPerson(const std::vector<Revision>& revisions,
                                  const normalize::Rules& rules);

// One record from the revisions of one person.
schema::Resume Merge(const std::vector<Revision>& revisions, const Person& person,
                     const normalize::Rules& rules, const Options& options);

// The latest date a record mentions ("2025-09"), "" when none.
std::string LatestDate(const schema::Resume& record);

// What changed from one revision to the next.
struct Change {
  std::string kind;  // "added", "removed", "changed"
  std::string section;
  std::string entry;  // a label of the entry ("Acme / Engineer"), "" for basics
  std::string field;  // "" for a whole entry
  std::string before, after;
};
std::vector<Change> Diff(const schema::Resume& before, const schema::Resume& after,
                         const normalize::Rules& rules);
std::string DiffText(const std::vector<Change>& changes);
std::string DiffJson(const std::vector<Change>& changes);

// Similarity of two entries (0 when they cannot be the same item); exposed for tests.
double Similarity(const schema::Work& a, const schema::Work& b, const normalize::Rules& rules);
double Similarity(const schema::Education& a, const schema::Education& b, const normalize::Rules& rules);
double Similarity(const schema::Publication& a, const schema::Publication& b, const normalize::Rules& rules);
double Similarity(const schema::Award& a, const schema::Award& b, const normalize::Rules& rules);
double Similarity(const schema::Skill& a, const schema::Skill& b, const normalize::Rules& rules);
bool SameKeyword(const std::string& a, const std::string& b, const normalize::Rules& rules);
bool SameHighlight(const std::string& a, const std::string& b);
// The key two names of one person share: "Wagenländer", "WAGENLANDER", "Wagenlaender".
std::string PersonKey(const std::string& name, const normalize::Rules& rules);

}  // namespace cvmill::reconcile

#endif  // CVMILL_RECONCILE_RECONCILE_H_
