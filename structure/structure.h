// structure/structure.h — the JSON Resume record built from a document's normalized sections.
//
// The one public header of the structure stage. Pure and thread-safe.
//
//   auto doc = cvmill::extract::Extract(bytes, {});
//   auto sections = cvmill::normalize::Normalize(doc.value(), rules);
//   cvmill::schema::Resume r = cvmill::structure::Build(doc.value(), sections, rules);
//
// What the builder does with a section's lines, one example each (tests/schema_test.cc):
//   "Research assistant" / "Data group, X College" / "Oct 2019 - Mar 2020" / "- Built Y"
//       => work {position, name, startDate 2019-10, endDate 2020-03, highlights [Built Y]}
//   "MRes in Advanced Computing (Distinction), X College, UK, 2011 - 2012"
//       => education {studyType MRes, area Advanced Computing, score Distinction, ...}
//   "Native in German"                  => languages [{German, Native}]
//   "**Programming Languages:** Go (Advanced), Rust" => skills {Programming Languages, [Go, Rust]}
// Every non-empty line no field takes is kept in meta.residue with its line number.
//
// Some decisions are taken from a whole section, not line by line. A CV repeats one template
// for every entry of a section ("Title, Organisation", "Organisation | Title | dates", a
// title line over an organisation line); each entry alone is often ambiguous (is
// "Studienrätin" a title? is "Kessler & Partner" an organisation?), but the section as a
// whole is not: the slot that holds job-title words in most entries holds the title in all
// of them.
//
//   // Evidence per header part of each entry: bits of kTitleWords / kOrgWords.
//   SlotPlan plan = VoteSlots({{kTitleWords, 0}, {0, kOrgWords}, {kTitleWords, kOrgWords}});
//   // plan.arity == 2, plan.slots == {kPosition, kOrganisation}
#ifndef CVMILL_STRUCTURE_STRUCTURE_H_
#define CVMILL_STRUCTURE_STRUCTURE_H_

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "extract/extract.h"
#include "normalize/normalize.h"
#include "schema/schema.h"

namespace cvmill::structure {

struct Trace;

// Fills a record from a document's sections: basics, every section's entries, meta.sections,
// meta.residue, meta.diagnostics, meta.format and meta.encoding (meta.source is the caller's).
// With `trace`, records how each section was cut into entries and each header part labelled.
schema::Resume Build(const extract::Document& doc, const normalize::Normalized& sections,
                     const normalize::Rules& rules, Trace* trace = nullptr);

enum Evidence : unsigned { kTitleWords = 1, kOrgWords = 2 };

enum class Slot { kUnknown, kPosition, kOrganisation };

// What each slot of the section's usual header holds, for entries with `arity` parts.
struct SlotPlan {
  int arity = 0;             // 0: no plan (too few entries share a shape, or no evidence)
  std::vector<Slot> slots;   // arity entries
  int votes_for = 0;         // evidence for the plan, and for the plan with the two swapped
  int votes_against = 0;
  bool ok() const { return arity > 0; }
  // The vote, planned or not: the most common shape, how many entries have it, and per slot
  // how many of them have only title words, only organisation words there; why no plan.
  int shape = 0, shared = 0;
  std::vector<int> title, org;
  const char* why_not = "";
  bool by_line = false;  // slots are whole header lines: the vote over parts made no plan
  int placed = 0;        // entries whose header ends in a place the gazetteer knows
  // Most entries' headers end in a place, some in a town of any size ("Cook, Gasthof Linde,
  // Kufstein"): a last part that is a town is the entry's place, whatever the entry's shape.
  bool towns = false;
};

// Votes the roles of header slots across a section's entries. `entries[e][k]` is the
// evidence of part k of entry e's header (parts in reading order, dates and places removed).
// A plan is made for the most common number of parts (2 or 3) when at least two entries
// have it and the vocabulary votes for one reading over its swap.
SlotPlan VoteSlots(const std::vector<std::vector<unsigned>>& entries);

// --- Quoted entries: references ---------------------------------------------------------
// A line as the grouping sees it: its text (markup removed) and the blank lines before it.
struct TextLine {
  std::string_view text;
  int blank_before = 0;
  bool emphasis = false;  // set wholly in bold
  bool names = false;     // opens with a person's name before its first comma, no sentence
};

// Who (a short line, or an attribution "— Rachel Ostrowski, CTO") and what was said (the
// longer lines, quotes removed), with the indices of the lines each took.
struct NamedText {
  std::string name;
  std::string text;
  std::vector<int> lines;
};

// Groups a references section into entries, whichever comes first, the name or the quote:
// "Name, Role" over an indented quote, a quote closed by "— Name", a definition list. A
// blank line after an entry that has both its name and its text starts the next one. Where
// some lines are set in bold and others not, the bold ones are the names (consecutive ones
// one name) and the others what was said, however short; where the first entry's text came
// before its name, the next text starts the next entry.
//   {"Rachel Ostrowski, CTO", "  “He made our ledger boring.”"} =>
//   {{"Rachel Ostrowski, CTO", "He made our ledger boring.", {0, 1}}}
std::vector<NamedText> GroupReferences(const std::vector<TextLine>& lines);

// --- Explain: why a CV parsed as it did ------------------------------------------------
// What Normalize and Build decided, recorded where they decide (`cvmill parse --explain`).
// Plain data; nothing is recorded without a Trace, and the record is the same either way.
//
//   structure::Trace trace;
//   auto n = normalize::Normalize(doc, rules, &trace.headings);
//   auto r = structure::Build(doc, n, rules, &trace);
//   std::cout << structure::ExplainText(trace, doc, r);
struct Trace {
  normalize::HeadingTrace headings;
  // A header part (or an item's slot) and the field it went to.
  struct Part {
    int line = -1;       // index into Document::lines
    std::string text;
    std::string field;   // "position", "name", "studyType", "title", ...
    std::string why;     // "slot 2 of the section's plan", "title words", ...
  };
  struct Entry {
    int start = -1;      // the line that opened it (index into Document::lines)
    std::string why;     // why an entry starts there
    std::vector<int> head, highlights, summary, dates, places, urls, labels;  // by role
    std::vector<Part> parts;
  };
  struct Section {
    int block = -1;         // index into Normalized::blocks
    int heading_line = -1;  // index into Document::lines, -1 for none
    std::string heading, section, rule;
    std::vector<int> lines;
    std::string cut;        // how its lines were cut into entries; "" when they were not
    std::vector<Entry> entries;
    std::vector<Part> parts;  // lines read one by one (the document head): what each gave
    bool voted = false;     // the header slots were voted across the entries
    SlotPlan vote;
    int vote_entries = 0;   // entries that took part in the vote
    std::string edu_vote;   // education: the vote on where the field of study stands
  };
  std::vector<Section> sections;
  std::map<int, std::string> kinds;  // per section line: what the entry cutter read it as
};

// The account of `trace` as plain text, lines numbered as in the source; `record` is what
// Build returned (its residue is explained by where each line stood). Deterministic.
std::string ExplainText(const Trace& trace, const extract::Document& doc, const schema::Resume& record);

}  // namespace cvmill::structure

#endif  // CVMILL_STRUCTURE_STRUCTURE_H_
