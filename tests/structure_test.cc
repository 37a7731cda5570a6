// The structure stage: decisions voted across a section's entries, and the builder's string
// helpers (building records from text is tested in schema_test.cc).
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "normalize/normalize.h"
#include "structure/internal/leftovers.h"
#include "structure/internal/strings.h"
#include "structure/structure.h"
#include "tests/test_util.h"

namespace cvmill::structure {
namespace {

constexpr unsigned T = kTitleWords, O = kOrgWords, N = 0, B = kTitleWords | kOrgWords;

struct VoteCase {
  const char* what;
  std::vector<std::vector<unsigned>> entries;
  int arity;                // 0: no plan
  std::vector<Slot> slots;
};

TEST(VoteSlots, Table) {
  const Slot P = Slot::kPosition, G = Slot::kOrganisation, U = Slot::kUnknown;
  const VoteCase cases[] = {
      {"title first in most entries: unknown words in the others follow the majority",
       {{T, N}, {N, O}, {T, O}, {N, N}}, 2, {P, G}},
      {"organisation first (\"Org | Title\")", {{O, T}, {O, N}, {N, T}}, 2, {G, P}},
      {"three slots: title, organisation, a department nobody knows", {{T, O, N}, {T, N, N}, {N, O, N}}, 3, {P, G, U}},
      {"the most common shape decides; other shapes are left to the entries", {{T, O}, {T, N}, {T, N, O}}, 2, {P, G}},
      {"one entry alone is no template", {{T, O}}, 0, {}},
      {"no evidence either way", {{N, N}, {N, N}, {N, N}}, 0, {}},
      {"words of both kinds everywhere (\"Manager, Management Consulting\") say nothing", {{B, B}, {B, B}}, 0, {}},
      {"as much evidence for the swap: no plan", {{T, O}, {O, T}}, 0, {}},
      {"evidence from too few of many entries", {{T, N}, {N, N}, {N, N}, {N, N}, {N, N}, {N, N}, {N, N}}, 0, {}},
  };
  for (const VoteCase& c : cases) {
    SCOPED_TRACE(c.what);
    SlotPlan plan = VoteSlots(c.entries);
    EXPECT_EQ(plan.arity, c.arity);
    EXPECT_EQ(plan.slots, c.slots);
  }
}

struct RefCase {
  const char* what;
  std::vector<TextLine> lines;
  std::vector<std::pair<std::string, std::string>> want;  // name, text
};

TEST(GroupReferences, Table) {
  const RefCase cases[] = {
      {"name over an indented curly quote",
       {{"Rachel Ostrowski, CTO, Tidewater", 1}, {"\u201cErik made our ledger boring, which is", 0},
        {"the highest compliment.\u201d", 0}},
       {{"Rachel Ostrowski, CTO, Tidewater", "Erik made our ledger boring, which is the highest compliment."}}},
      {"a straight-quoted paragraph closed by an attribution, then a second one",
       {{"\"Erik made our ledger boring, which is the highest", 1}, {"compliment.\"", 0}, {"-- Rachel Ostrowski, CTO", 0},
        {"\"Calm in every incident.\"", 1}, {"\u2014 Tom Berg, SRE lead", 0}},
       {{"Rachel Ostrowski, CTO", "Erik made our ledger boring, which is the highest compliment."},
        {"Tom Berg, SRE lead", "Calm in every incident."}}},
      {"two names, each with a definition-list sentence",
       {{"Ana Ruiz, Head Nurse", 1}, {"She ran the ward with care and never missed a handover.", 0},
        {"Luis Paz, Director", 1}, {"A reliable colleague who trained every new nurse on the ward.", 0}},
       {{"Ana Ruiz, Head Nurse", "She ran the ward with care and never missed a handover."},
        {"Luis Paz, Director", "A reliable colleague who trained every new nurse on the ward."}}},
      {"names only", {{"Ana Ruiz, Head Nurse", 1}, {"Luis Paz, Director", 0}}, {{"Ana Ruiz, Head Nurse", ""}, {"Luis Paz, Director", ""}}},
      {"cards: a short plain remark, then the name in bold over two lines, twice",
       {{"PhD advisor. Contact: ana@lab.example", 1, false}, {"Prof. Ana Ruiz, Head of Lab,", 0, true},
        {"Institute of Soil Science", 0, true}, {"Postdoctoral mentor.", 0, false}, {"Dr. Luis Paz", 0, true}},
       {{"Prof. Ana Ruiz, Head of Lab, Institute of Soil Science", "PhD advisor. Contact: ana@lab.example"},
        {"Dr. Luis Paz", "Postdoctoral mentor."}}},
      {"cards: a bold name of parts apart by commas wrapped mid-part, then one of a line per part",
       {{"Kept the books of the harbour trust in order.", 1, false}, {"Mrs. Ana Ruiz,", 0, true},
        {"Head of Audit, Harbour", 0, true}, {"Trust Ltd", 0, true}, {"Ran the night audits with care.", 0, false},
        {"Dr. Luis Paz", 0, true}, {"Head of Lab", 0, true}},
       {{"Mrs. Ana Ruiz, Head of Audit, Harbour Trust Ltd", "Kept the books of the harbour trust in order."},
        {"Dr. Luis Paz, Head of Lab", "Ran the night audits with care."}}},
      {"a quote, then who said it: a line that opens with a name, however many words",
       {{"Ana kept the night shift calm through every winter surge on the ward.", 1},
        {"Dr.-Ing. Luis Paz, Head of Nursing Services, Clinic Nord Hospital", 0, false, true},
        {"Her trainees stayed on the ward long after their first year there.", 1},
        {"Maria Roe, RN, Ward Sister", 0, false, true}},
       {{"Dr.-Ing. Luis Paz, Head of Nursing Services, Clinic Nord Hospital",
         "Ana kept the night shift calm through every winter surge on the ward."},
        {"Maria Roe, RN, Ward Sister", "Her trainees stayed on the ward long after their first year there."}}},
      {"a quote that runs on into its attribution after a dash, the name wrapped onto the next line",
       {{"Ana kept the night shift calm through every winter surge. - Dr. Luis Paz, Head of Nursing,", 1},
        {"Clinic Nord", 0},
        {"Her trainees stayed on the ward long after their first year. \u2014 Maria Roe, Ward Sister", 1},
        {"A plain sentence of five words - but no attribution here", 1}},
       {{"Dr. Luis Paz, Head of Nursing, Clinic Nord", "Ana kept the night shift calm through every winter surge."},
        {"Maria Roe, Ward Sister", "Her trainees stayed on the ward long after their first year."},
        {"", "A plain sentence of five words - but no attribution here"}}},
  };
  for (const RefCase& c : cases) {
    SCOPED_TRACE(c.what);
    std::vector<std::pair<std::string, std::string>> got;
    for (const NamedText& g : GroupReferences(c.lines)) got.emplace_back(g.name, g.text);
    EXPECT_EQ(got, c.want);
  }
}

TEST(Internal, CleanAndSplit) {
  EXPECT_EQ(internal::Clean("  Research associate ()  , "), "Research associate");
  EXPECT_EQ(internal::SplitTopLevel("a (b, c), d", ","), (std::vector<std::string>{"a (b, c)", "d"}));
}

// --- Leftovers: the words of a used line that no field took ----------------------------
using Phrases = std::vector<std::string>;

schema::Resume LeftoverRecord() {
  schema::Resume r;
  r.basics.phone = "+39 333 1234567";
  r.basics.email = "jane@example.org";
  r.basics.location.city = "Torino";
  r.basics.location.countryCode = "IT";
  r.education.push_back({});
  r.education.back().institution = "Deakin University";
  r.education.back().score = "1.7";
  r.work.push_back({});
  r.work.back().name = "Müller Systems GmbH";
  r.work.back().highlights = {"Worked with Design teams"};
  r.skills.push_back({});
  r.skills.back().keywords = {"Python", "Go", "Rust"};
  r.publications.push_back({});
  r.publications.back().publisher = "Nature";
  r.publications.back().releaseDate = "2020-03";
  r.meta.sections.push_back({3, "Berufserfahrung", "work", "work.de"});
  return r;
}

Phrases Left(const internal::RecordWords& held, const std::string& line, const Phrases& own = {}) {
  return held.Leftovers(line, normalize::FindDates(line, testing::BuiltinRules()), own);
}

// A line whose key words the record holds adds nothing: fields, headings, dates, short
// words, punctuation, case and diacritics, a country as its code, a labelled value.
TEST(Leftovers, LineHeldByTheRecordLeavesNothing) {
  schema::Resume r = LeftoverRecord();
  internal::RecordWords held(r, testing::BuiltinRules());
  EXPECT_EQ(Left(held, "Deakin University"), Phrases{});
  EXPECT_EQ(Left(held, "Deakin University | Jan 2015 \u2013 Mar 2017"), Phrases{});
  EXPECT_EQ(Left(held, "MULLER SYSTEMS GMBH"), Phrases{});
  EXPECT_EQ(Left(held, "BERUFSERFAHRUNG"), Phrases{});
  EXPECT_EQ(Left(held, "Python, Go & Rust; C"), Phrases{});
  EXPECT_EQ(Left(held, "Torino, Italy"), Phrases{});
  EXPECT_EQ(Left(held, "Italy"), Phrases{});
  EXPECT_EQ(Left(held, "Phone: +39 333 1234567"), Phrases{});
  // Labels of values a field took: before a colon, a giver label, a word before a contact.
  EXPECT_EQ(Left(held, "mailto:jane@example.org"), Phrases{});
  EXPECT_EQ(Left(held, "Published: March 2020"), Phrases{});
  EXPECT_EQ(Left(held, "Published in Nature"), Phrases{});
  EXPECT_EQ(Left(held, "Email jane@example.org | Mobile +39 333 1234567"), Phrases{});
  // A field's label alone over its items.
  EXPECT_EQ(Left(held, "COURSES"), Phrases{});
  // Words the line's own residue fragments hold are kept already.
  EXPECT_EQ(Left(held, "Roe, J. - Deakin University", {"Roe, J."}), Phrases{});
}

// A line with words no field took keeps exactly those, as the line's phrases in order.
TEST(Leftovers, LeftoverPhrasesAsWritten) {
  schema::Resume r = LeftoverRecord();
  internal::RecordWords held(r, testing::BuiltinRules());
  EXPECT_EQ(Left(held, "Deakin University, Melbourne"), Phrases{"Melbourne"});
  EXPECT_EQ(Left(held, "Graduated with 1.7"), Phrases{"Graduated"});
  EXPECT_EQ(Left(held, "Python (Advanced), Go (Advanced), Rust (Basic)"),
            (Phrases{"(Advanced)", "(Advanced)", "(Basic)"}));
  EXPECT_EQ(Left(held, "Phone: +39 333 1234567 (Mobile)"), Phrases{"(Mobile)"});
  // A label stays when no field took its value: it says what the value is.
  EXPECT_EQ(Left(held, "Date of birth: 12/03/1990"), Phrases{"Date of birth"});
  // A date no field states: its label stays; so does a word before a value that is no contact.
  EXPECT_EQ(Left(held, "Published: May 2019"), Phrases{"Published"});
  EXPECT_EQ(Left(held, "Awarded Nature"), Phrases{"Awarded"});
  // A line none of whose words a field took is kept whole.
  EXPECT_EQ(Left(held, "Courses: Mathematics, Economics."), Phrases{"Courses: Mathematics, Economics."});
  // Another country than the record's is a leftover.
  EXPECT_EQ(Left(held, "Torino, France"), Phrases{"France"});
  // One held word inside a phrase (spaces around it) joins it; two part it.
  EXPECT_EQ(Left(held, "Symposium on Operating Systems Principles"),
            Phrases{"Symposium on Operating Systems Principles"});
  EXPECT_EQ(Left(held, "Symposium on Operating Systems Design Principles"),
            (Phrases{"Symposium on Operating", "Principles"}));
}

}  // namespace
}  // namespace cvmill::structure
