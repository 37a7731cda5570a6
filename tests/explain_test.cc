// --explain: what Normalize and Build record where they decide (structure::Trace), on a small
// made-up CV whose facts were read off the CV (tests/fixtures/explain/analyst.txt):
//   line 4  WORK EXPERIENCE, 19 EDUCATION, 33 SKILLS: rule headings, in capitals after a blank
//           line; line 23 "Courses" also matches a heading rule but is set as plain text
//           under the degree (a label: lacks capitals); line 27 SIDE VENTURES matches no rule
//           but is set as the headings are (a heading by style).
//   work: three entries, their header lines 6, 11, 15 ("Title, Organisation"), dates 7, 12,
//           16, highlights 8-9 and 13, a prose line 17; every header has job-title words in
//           its first part, two of three name an organisation word (Ltd, GmbH) in the second.
// And the record is the same, byte for byte, with and without the trace.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "schema/schema.h"
#include "structure/structure.h"
#include "tests/test_util.h"

namespace cvmill::structure {
namespace {

using Why = normalize::HeadingTrace::Why;

struct Explained {
  extract::Document doc;
  Trace trace;
  schema::Resume record;
  std::string text;
  // The index of the line with source number `number` (-1 when none).
  int At(int number) const {
    for (std::size_t i = 0; i < doc.lines.size(); ++i) {
      if (doc.lines[i].number == number) return static_cast<int>(i);
    }
    return -1;
  }
  std::vector<int> Numbers(const std::vector<int>& lines) const {
    std::vector<int> out;
    for (int i : lines) out.push_back(doc.lines[static_cast<std::size_t>(i)].number);
    return out;
  }
  const Trace::Section* Section(int heading_number) const {
    for (const auto& s : trace.sections) {
      if (s.heading_line >= 0 && s.heading_line == At(heading_number)) return &s;
    }
    return nullptr;
  }
  const normalize::HeadingTrace::Decision* Decision(int number) const {
    for (const auto& d : trace.headings.decisions) {
      if (d.line == At(number)) return &d;
    }
    return nullptr;
  }
};

Explained Explain(const std::string& bytes) {
  Explained e;
  auto doc = extract::Extract(bytes, {});
  EXPECT_TRUE(doc.ok());
  if (!doc.ok()) return e;
  e.doc = doc.value();
  auto n = normalize::Normalize(e.doc, testing::BuiltinRules(), &e.trace.headings);
  e.record = Build(e.doc, n, testing::BuiltinRules(), &e.trace);
  e.text = ExplainText(e.trace, e.doc, e.record);
  return e;
}

const Explained& Analyst() {
  static const Explained e = Explain(testing::ReadFile(testing::Fixture("explain/analyst.txt")));
  return e;
}

TEST(Explain, HeadingStyleIsCapitalsAfterABlankLine) {
  const Explained& e = Analyst();
  ASSERT_EQ(e.trace.headings.styles.size(), 1u);  // text: one flow
  const auto& s = e.trace.headings.styles[0];
  EXPECT_TRUE(s.found);
  EXPECT_TRUE(s.caps);
  EXPECT_TRUE(s.set_off);
  EXPECT_FALSE(s.bold);
  EXPECT_EQ(s.level, 0);
  EXPECT_EQ(s.size_step, 0);
  // Four lines match a heading rule (WORK EXPERIENCE, EDUCATION, Courses, SKILLS); three of
  // them are in the style.
  EXPECT_EQ(s.recognised, 4);
  EXPECT_EQ(s.votes, 3);
  EXPECT_NE(e.text.find("the document: capitals, a blank line before (3 of 4 headings recognised by their words)"),
            std::string::npos)
      << e.text;
}

TEST(Explain, HeadingsByRuleByStyleAndALabel) {
  const Explained& e = Analyst();
  for (int number : {4, 19, 33}) {
    const auto* d = e.Decision(number);
    ASSERT_NE(d, nullptr) << number;
    EXPECT_EQ(d->why, Why::kRule) << number;
  }
  EXPECT_EQ(e.Decision(4)->section, normalize::Section::kWork);
  EXPECT_EQ(e.Decision(19)->section, normalize::Section::kEducation);
  EXPECT_EQ(e.Decision(33)->section, normalize::Section::kSkills);
  // SIDE VENTURES: no rule knows the words; the style makes it a heading.
  const auto* side = e.Decision(27);
  ASSERT_NE(side, nullptr);
  EXPECT_EQ(side->why, Why::kStyle);
  EXPECT_EQ(side->section, normalize::Section::kNone);
  // The negative: "Courses" matches a heading rule, but is set as plain text: a label.
  const auto* courses = e.Decision(23);
  ASSERT_NE(courses, nullptr);
  EXPECT_EQ(courses->why, Why::kLabel);
  EXPECT_EQ(courses->lacks, "capitals");
  EXPECT_EQ(e.Section(23), nullptr);  // it opened no section
  EXPECT_EQ(e.trace.kinds.at(e.At(23)), "field label");
  EXPECT_NE(e.text.find("line 23 \"Courses\": not a heading: matches heading rule"), std::string::npos) << e.text;
  EXPECT_NE(e.text.find("but lacks the style's capitals; kept as a line of its section, read as field label"),
            std::string::npos)
      << e.text;
  // No other line was taken for a heading.
  EXPECT_EQ(e.trace.headings.decisions.size(), 5u);
}

// Two headings one right after the other (a margin column read first): the explanation says
// which one took how many of the lines after them.
// Each way of cutting by a section's template names itself: the date template's lead (the
// lines after each date vary in number) and the shape template (no dates) are told apart.
TEST(Explain, TemplateCutsNameTheirKind) {
  const Explained lead = Explain(
      "Jane Roe\njane@example.org\n\nEDUCATION\n\nHarbour University\n2003 - 2005\nMSc Physics\nOptics\n"
      "Lasers\n\nLakeside College\n2000 - 2003\nBSc Physics\n");
  EXPECT_NE(lead.text.find("cut by the date template's lead"), std::string::npos) << lead.text;
  EXPECT_EQ(lead.text.find("shape template"), std::string::npos) << lead.text;
  const Explained shapes = Explain(
      "Jane Roe\njane@example.org\n\nEDUCATION\n\nHarbour University\nMSc Physics\nLakeside College\n"
      "BSc Physics\n- Optics\n- Lasers\nNorthgate School\nHigh School Diploma\n");
  EXPECT_NE(shapes.text.find("shape template"), std::string::npos) << shapes.text;
}

TEST(Explain, HeaderCountsSayTheirCounts) {
  // Each entry: its date, one header line, prose; the second also a short line past the count.
  const std::string prose = "Ran a kitchen of twelve cooks for a hotel restaurant with ninety covers.\n";
  const Explained e = Explain("Jane Roe\njane@example.org\n\nEXPERIENCE\n2019 - Present\nHead Chef\n" + prose +
                              "2015 - 2019\nSous Chef\nBanquets for weddings and galas\n" + prose +
                              "2012 - 2015\nLine Cook\n" + prose);
  EXPECT_NE(e.text.find("after the header counts voted across 3 dated entries (0 header line(s) over each date, 1 "
                        "under it: 1 header-like line(s) beyond them read as body)"),
            std::string::npos)
      << e.text;
  // Where no line goes past the counts, nothing is said of them.
  const Explained plain = Explain("Jane Roe\njane@example.org\n\nEXPERIENCE\n2019 - Present\nHead Chef\n" + prose +
                                  "2015 - 2019\nSous Chef\n" + prose + "2012 - 2015\nLine Cook\n" + prose);
  EXPECT_EQ(plain.text.find("header counts"), std::string::npos) << plain.text;
}

TEST(Explain, StackedHeadingsShareTheirText) {
  const Explained e = Explain(
      "Ana Ruiz\n\nProfile\n\nExperience\n\nNurse with ten years on surgical wards and in triage, calm under\n"
      "pressure and fond of teaching.\nSenior Nurse, Clinic Nord\n2019 - 2023\nRan the night shift\n");
  const auto* d = e.Decision(3);
  ASSERT_NE(d, nullptr);
  bool stacked = false;
  for (const auto& x : e.trace.headings.decisions) {
    if (x.why == Why::kStacked && x.line == e.At(3)) {
      stacked = true;
      EXPECT_EQ(x.taken, 2);
      EXPECT_EQ(x.section, normalize::Section::kSummary);
    }
  }
  EXPECT_TRUE(stacked) << e.text;
  EXPECT_NE(e.text.find("line 3 \"Profile\": summary: read right before the next heading, it takes the first 2 line(s)"),
            std::string::npos)
      << e.text;
  EXPECT_EQ(e.record.basics.summary,
            "Nurse with ten years on surgical wards and in triage, calm under pressure and fond of teaching.");
}

TEST(Explain, WorkEntriesAndTheirStarts) {
  const Explained& e = Analyst();
  const Trace::Section* work = e.Section(4);
  ASSERT_NE(work, nullptr);
  EXPECT_EQ(work->section, "work");
  ASSERT_EQ(work->entries.size(), 3u);
  EXPECT_EQ(e.Numbers({work->entries[0].start, work->entries[1].start, work->entries[2].start}),
            (std::vector<int>{6, 11, 15}));
  EXPECT_EQ(e.Numbers(work->entries[0].head), std::vector<int>{6});
  EXPECT_EQ(e.Numbers(work->entries[0].dates), std::vector<int>{7});
  EXPECT_EQ(e.Numbers(work->entries[0].highlights), (std::vector<int>{8, 9}));
  EXPECT_EQ(e.Numbers(work->entries[1].highlights), std::vector<int>{13});
  EXPECT_EQ(e.Numbers(work->entries[2].dates), std::vector<int>{16});
  EXPECT_EQ(e.Numbers(work->entries[2].summary), std::vector<int>{17});
  EXPECT_TRUE(work->entries[2].highlights.empty());
  // Entries 2 and 3 start at a header line after the previous entry's list items.
  EXPECT_NE(work->entries[1].why.find("after the previous entry's list items"), std::string::npos) << work->entries[1].why;
  EXPECT_NE(work->entries[2].why.find("after the previous entry's list items"), std::string::npos) << work->entries[2].why;
  EXPECT_NE(e.text.find("  entry 3 (lines 15-17), starts at line 15"), std::string::npos) << e.text;
}

TEST(Explain, SlotVoteLabelsTheSecondSlotOrganisation) {
  const Explained& e = Analyst();
  const Trace::Section* work = e.Section(4);
  ASSERT_NE(work, nullptr);
  ASSERT_TRUE(work->voted);
  const SlotPlan& p = work->vote;
  ASSERT_TRUE(p.ok());
  EXPECT_EQ(p.shape, 2);
  EXPECT_EQ(p.shared, 3);
  EXPECT_EQ(p.slots, (std::vector<Slot>{Slot::kPosition, Slot::kOrganisation}));
  EXPECT_EQ(p.title, (std::vector<int>{3, 0}));  // Analyst, Analyst, Intern
  EXPECT_EQ(p.org, (std::vector<int>{0, 2}));    // Ltd, GmbH; "Growers" is no org word
  // The third entry's organisation has no organisation word: the plan names it.
  const auto& parts = work->entries[2].parts;
  auto org = std::find_if(parts.begin(), parts.end(), [](const Trace::Part& x) { return x.field == "name"; });
  ASSERT_NE(org, parts.end());
  EXPECT_EQ(org->text, "Orrin Valley Growers");
  EXPECT_NE(org->why.find("slot 2 of 2, voted organisation"), std::string::npos) << org->why;
  EXPECT_NE(e.text.find("slot 2: title words 0/3, organisation words 2/3"), std::string::npos) << e.text;
}

TEST(Explain, StyleSectionAndLabelledCourses) {
  const Explained& e = Analyst();
  const Trace::Section* side = e.Section(27);
  ASSERT_NE(side, nullptr);
  EXPECT_EQ(side->rule, "typography");
  ASSERT_EQ(side->entries.size(), 1u);
  EXPECT_EQ(e.Numbers(side->entries[0].head), std::vector<int>{29});
  const Trace::Section* edu = e.Section(19);
  ASSERT_NE(edu, nullptr);
  ASSERT_EQ(edu->entries.size(), 1u);
  // The label and its items stay in the degree's entry.
  EXPECT_EQ(e.Numbers(edu->entries[0].labels), (std::vector<int>{23, 24, 25}));
  ASSERT_EQ(e.record.education.size(), 1u);
  EXPECT_EQ(e.record.education[0].courses, (std::vector<std::string>{"Econometrics", "Public finance"}));
}

// Awards cut by their date anchor: each entry is a title, its awarder and a date line, so the
// first entry's lead is two units and the second entry starts two units above its date.
TEST(Explain, AwardsCutByTheDateAnchor) {
  const Explained e = Explain(
      "Teodora Villasenor-Brandt\n"            // 1
      "\n"
      "AWARDS\n"                               // 3
      "\n"
      "Best Newcomer Prize\n"                  // 5
      "Harbour Cartographers Guild\n"          // 6
      "2019\n"                                 // 7
      "Regional Map Design Medal\n"            // 8
      "Northmoor Survey Society\n"             // 9
      "2021\n");                               // 10
  // One heading recognised: no style shared by two; headings go by rule and shape alone.
  ASSERT_EQ(e.trace.headings.styles.size(), 1u);
  EXPECT_FALSE(e.trace.headings.styles[0].found);
  EXPECT_EQ(e.trace.headings.styles[0].recognised, 1);
  const Trace::Section* awards = e.Section(3);
  ASSERT_NE(awards, nullptr);
  EXPECT_EQ(awards->section, "awards");
  EXPECT_NE(awards->cut.find("by the date anchor: 2 dated units"), std::string::npos) << awards->cut;
  EXPECT_NE(awards->cut.find("is 2, so"), std::string::npos) << awards->cut;
  ASSERT_EQ(awards->entries.size(), 2u);
  EXPECT_EQ(e.Numbers({awards->entries[0].start, awards->entries[1].start}), (std::vector<int>{5, 8}));
  EXPECT_EQ(e.Numbers(awards->entries[1].head), (std::vector<int>{8, 9}));
  EXPECT_EQ(e.Numbers(awards->entries[1].dates), std::vector<int>{10});
  EXPECT_EQ(awards->entries[1].why, "2 header units before its date, the anchor (line 10)");
  std::map<std::string, std::string> fields;
  for (const auto& p : awards->entries[1].parts) fields[p.field] = p.text;
  EXPECT_EQ(fields["title"], "Regional Map Design Medal");
  EXPECT_EQ(fields["awarder"], "Northmoor Survey Society");
  EXPECT_EQ(fields["date"], "2021");
}

// The head is read line by line: line 1 is the name, line 2 the e-mail address.
TEST(Explain, HeadLinesReadOneByOne) {
  const Explained& e = Analyst();
  ASSERT_FALSE(e.trace.sections.empty());
  const Trace::Section& head = e.trace.sections.front();
  EXPECT_EQ(head.heading_line, -1);
  ASSERT_EQ(head.parts.size(), 2u);
  EXPECT_EQ(e.Numbers({head.parts[0].line, head.parts[1].line}), (std::vector<int>{1, 2}));
  EXPECT_EQ(head.parts[0].field, "basics.name");
  EXPECT_EQ(head.parts[0].text, "Marisol Quenby-Farrow");
  EXPECT_EQ(head.parts[1].field, "contact");
  EXPECT_TRUE(head.entries.empty());
}

// Projects cut again after the section's cut: undated short names, each over a longer line,
// are one project each (the cut itself made one entry of the four header lines).
TEST(Explain, ProjectsSplitByTheirNames) {
  const Explained e = Explain(
      "PROJECTS\n"                                   // 1
      "\n"
      "Tidewell\n"                                   // 3
      "A tide-table library for small harbours\n"    // 4
      "Brackenfold\n"                                // 5
      "A sheep-counting app for hill farms\n");      // 6
  const Trace::Section* projects = e.Section(1);
  ASSERT_NE(projects, nullptr);
  EXPECT_EQ(projects->section, "projects");
  ASSERT_EQ(projects->entries.size(), 2u);
  EXPECT_EQ(e.Numbers({projects->entries[0].start, projects->entries[1].start}), (std::vector<int>{3, 5}));
  EXPECT_EQ(e.Numbers(projects->entries[1].head), (std::vector<int>{5, 6}));
  EXPECT_NE(projects->entries[1].why.find("one project per name"), std::string::npos) << projects->entries[1].why;
  ASSERT_EQ(e.record.projects.size(), 2u);
  EXPECT_EQ(e.record.projects[1].name, "Brackenfold");
}

TEST(Explain, OutputIsDeterministic) {
  const std::string bytes = testing::ReadFile(testing::Fixture("explain/analyst.txt"));
  EXPECT_EQ(Explain(bytes).text, Explain(bytes).text);
}

// The trace records; it changes nothing: every corpus CV and fixture document gives the same
// record with and without it.
TEST(Explain, RecordIsTheSameWithTheTrace) {
  std::vector<std::filesystem::path> files;
  for (const char* sub : {"cv", "html", "pdf"}) {
    for (auto& p : testing::CorpusFiles(sub)) files.push_back(p);
  }
  for (const char* f : {"docx/cv.docx", "html/cv.html", "explain/analyst.txt", "margin.pdf", "cards.pdf",
                        "label_column.pdf", "letter_spaced.pdf"})
    files.push_back(testing::Fixture(f));
  int compared = 0;
  for (const auto& path : files) {
    const std::string bytes = testing::ReadFile(path);
    auto plain = pipeline::Convert(bytes, "x", testing::BuiltinRules(), {});
    if (!plain.ok()) continue;  // the corpus's broken inputs
    auto doc = extract::Extract(bytes, {});
    ASSERT_TRUE(doc.ok()) << path;
    Trace trace;
    auto n = normalize::Normalize(doc.value(), testing::BuiltinRules(), &trace.headings);
    schema::Resume traced = Build(doc.value(), n, testing::BuiltinRules(), &trace);
    traced.meta.source = "x";
    EXPECT_EQ(schema::ToJson(traced, 2), schema::ToJson(plain.value(), 2)) << path;
    EXPECT_FALSE(ExplainText(trace, doc.value(), traced).empty()) << path;
    ++compared;
  }
  EXPECT_GE(compared, 120);
}

}  // namespace
}  // namespace cvmill::structure
