// PDF text layers as real producers leave them (Word for Mac, LuaTeX, icon fonts, hidden link
// text, LinkedIn's "Save to PDF"), each reproduced by tests/fixtures/make_producer_pdfs.py,
// and the text reader's side of the same glyphs.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "extract/extract.h"
#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace fs = std::filesystem;
using Json = nlohmann::json;
using cvmill::extract::Document;
using cvmill::extract::Line;

namespace {

Document Extract(const std::string& name) { return cvmill::testing::ExtractFixture(name); }
std::vector<std::string> Texts(const Document& doc, int page = 0, int column = -1) {
  return cvmill::testing::LineTexts(doc, page, column);
}
Json Record(const std::string& name) { return cvmill::testing::FixtureRecord(name); }

// What a whitespace or hyphen glyph's Unicode map leaves, never text of a line: C0 controls
// (a TAB only as a layout gap, never beside a space), NBSP, soft hyphens, U+2010 after "-",
// and the T1 quote a CR would be read as.
std::string Junk(const std::string& t) {
  for (std::size_t i = 0; i < t.size(); ++i) {
    auto c = static_cast<unsigned char>(t[i]);
    if (c < 0x20 && c != '\t') return "control character";
    if (c == '\t' && ((i > 0 && t[i - 1] == ' ') || (i + 1 < t.size() && t[i + 1] == ' '))) return "TAB beside a space";
  }
  for (const char* bad : {"\u00A0", "\u00AD", "-\u2010", "\u201A", "\u2010 "}) {
    if (t.find(bad) != std::string::npos) return "glyph junk";
  }
  return "";
}

TEST(PdfProducers, WordForMacSpaceGlyphsAreSpacesAndTabRunsAreGaps) {
  Document doc = Extract("word_mac.pdf");
  // Each space glyph maps to TAB CR SPACE NBSP, tab runs are boxes of space glyphs at the tab
  // stops, an empty paragraph is a box of one space glyph: words, gaps and no empty lines.
  EXPECT_EQ(Texts(doc), (std::vector<std::string>{"Jane Example", "jane@example.org", "EXPERIENCE",
                                                  "Senior Engineer\tJan 2020 \u2013 Present", "Northwind Labs, Leeds",
                                                  "Built an on-campus booking tool used by 4000 students.",
                                                  "Junior Engineer\tMar 2017 \u2013 Dec 2019", "Bluebird Systems, York",
                                                  "Phone: 555-0100"}));
  for (const Line& l : doc.lines) EXPECT_EQ(Junk(l.text), "") << l.text;
  Json r = Record("word_mac.pdf");
  EXPECT_EQ(r["basics"]["email"], "jane@example.org");
  ASSERT_EQ(r["work"].size(), 2u) << r.dump(1);
  EXPECT_EQ(r["work"][0]["position"], "Senior Engineer");
  EXPECT_EQ(r["work"][0]["startDate"], "2020-01");
  EXPECT_EQ(r["work"][1]["endDate"], "2019-12");
}

TEST(PdfProducers, SoftHyphenIsAHyphenInAWordAndADashAlone) {
  Document doc = Extract("soft_hyphen.pdf");
  // LuaTeX maps its hyphen glyph to U+00AD: a compound's hyphen, a range dash between spaces,
  // an open range after a year, and a break at a line end (joined, as "-" breaks are).
  EXPECT_EQ(Texts(doc), (std::vector<std::string>{
                            "Experience", "Co-founder & Software Engineer\tSep. 2023 \u2013 Mar. 2024",
                            "Led the move of twelve services to cloud-native hosting across several continents, "
                            "cutting the monthly bill by a third.",
                            "Awards", "2022 \u2013\tCommunity Builder, Example Foundation"}));
  for (const Line& l : doc.lines) EXPECT_EQ(Junk(l.text), "") << l.text;
}

TEST(PdfProducers, SoftHyphenInTextReadsAsInPdf) {
  Line line;
  cvmill::extract::ParseMarkup("Co\u00ADfounder & Engineer   Sep. 2023 \u00AD Mar. 2024", &line);
  EXPECT_EQ(line.text, "Co-founder & Engineer\tSep. 2023 \u2013 Mar. 2024");
  Line open;
  cvmill::extract::ParseMarkup("2022 \u00AD    Community Builder", &open);
  EXPECT_EQ(open.text, "2022 \u2013\tCommunity Builder");
}

TEST(PdfProducers, IconFontGlyphsAreGapsNotText) {
  Document doc = Extract("icon_font.pdf");
  // FontAwesome glyphs mapped to "#", "§" and glyph names, a dingbat whose glyph is named
  // "map-marker", and a LaTeX icon command left as text: gaps, never words (and "#" no heading).
  EXPECT_EQ(Texts(doc), (std::vector<std::string>{"Jane Example",
                                                  "jane@example.org\t+44 20 7946 0000\tLeeds, United Kingdom",
                                                  "Email", "jane@example.org", "Github", "github.com/janeexample",
                                                  "Awards", "Best Paper Award, Example Conference 2021"}));
  ASSERT_GE(doc.lines.size(), 3u);
  EXPECT_EQ(doc.lines[2].heading_level, 0);
  Json r = Record("icon_font.pdf");
  EXPECT_EQ(r["basics"]["email"], "jane@example.org");
  EXPECT_EQ(r["basics"]["phone"], "+44 20 7946 0000");
}

TEST(PdfProducers, LatexIconCommandsInTextAreGaps) {
  Line line;
  cvmill::extract::ParseMarkup("\\faPhone +44 20 7946 0000 \\faEnvelope jane@example.org", &line);
  EXPECT_EQ(line.text, "+44 20 7946 0000\tjane@example.org");
  Line braces;
  cvmill::extract::ParseMarkup("\\faicon{map-marker} Leeds", &braces);
  EXPECT_EQ(braces.text, "Leeds");
  Line other;  // other commands are not icons
  cvmill::extract::ParseMarkup("\\textbf and \\fancy words", &other);
  EXPECT_EQ(other.text, "\\textbf and \\fancy words");
}

TEST(PdfProducers, LinkTextNotShownIsDropped) {
  Document doc = Extract("hidden_text.pdf");
  // "tel:" and "mailto:" glued to what they link; a line squeezed to no width; lines set
  // beside and above the page.
  std::vector<std::string> texts = Texts(doc);
  ASSERT_EQ(texts.size(), 4u) << ::testing::PrintToString(texts);
  EXPECT_EQ(texts[0], "Jane Example");
  EXPECT_EQ(texts[1].rfind("+44 20 7946 0000\t", 0), 0u) << texts[1];
  EXPECT_EQ(texts[1].substr(texts[1].size() - 16), "jane@example.org") << texts[1];
  EXPECT_EQ(texts[2], "Skills");
  EXPECT_EQ(texts[3], "Python, SQL, Docker");
  Json r = Record("hidden_text.pdf");
  EXPECT_EQ(r["basics"]["email"], "jane@example.org");
  EXPECT_EQ(r["basics"]["phone"], "+44 20 7946 0000");
}

TEST(PdfProducers, LinkedInSidebarUrlAndFooters) {
  Document doc = Extract("linkedin.pdf");
  // The sidebar is a flow of its own; its list items stand at paragraph spacing, their
  // wrapped lines at line spacing; the profile URL broken at a hyphen is one line with its
  // "(LinkedIn)" label.
  EXPECT_EQ(Texts(doc, 1, 0),
            (std::vector<std::string>{"Contact", "jane.example@example.org",
                                      "www.linkedin.com/in/jane-example-1a2b3c (LinkedIn)", "Top Skills",
                                      "Team Coordination", "Sales", "Negotiation", "Certifications",
                                      "Persuading Others", "Accessibility in game design essentials",
                                      "Design thinking: data intelligence",
                                      "Giving feedback to your staff", "Becoming an agile project lead"}));
  std::vector<std::string> main = Texts(doc, 1, 1);
  ASSERT_GE(main.size(), 4u);
  EXPECT_EQ(std::vector<std::string>(main.end() - 4, main.end()),
            (std::vector<std::string>{"Coordinated projects across four departments.",
                                      "Trained and supervised a team of twelve people.",
                                      "Presented ideas to improve performance and efficiency.",
                                      "Processed documents and entered the data in databases."}));
  // "Página 1 de 3", "Page 2 sur 3", "Seite 3 von 3": page footers in three languages, each
  // on one page only.
  int removed = 0;
  for (const auto& d : doc.diagnostics) removed += d.message.find("running header/footer removed") != std::string::npos;
  EXPECT_EQ(removed, 3);
  for (const Line& l : doc.lines) {
    for (const char* footer : {"gina 1", "sur 3", "von 3"}) EXPECT_EQ(l.text.find(footer), std::string::npos) << l.text;
  }
  Json r = Record("linkedin.pdf");
  ASSERT_EQ(r["basics"]["profiles"].size(), 1u) << r["basics"].dump(1);
  EXPECT_EQ(r["basics"]["profiles"][0]["username"], "jane-example-1a2b3c");
}

TEST(PdfProducers, BrowserLineHeightWrapsAParagraphOnly) {
  // "W" + "ork" in small capitals is one word. Body text 1.4 lines apart: a paragraph's line
  // broken off mid-sentence goes on; a line that ends a sentence, and a title over its
  // organisation and place, stay apart.
  EXPECT_EQ(Texts(Extract("browser.pdf")),
            (std::vector<std::string>{"Work", "Charge Nurse, Pediatric Unit",
                                      "Lead a team of eight to twelve nurses on the night shift of a mixed "
                                      "medical and cardiac unit.",
                                      "Coordinated bed flow with the transport team and the intensivist.",
                                      "Precepted new graduates.", "Software engineer as working student",
                                      "Bluebird Textiles AG", "Munich"}));
}

TEST(PdfProducers, MarginHeadingsAreLinesOfTheirOwn) {
  // A heading in a left margin column on its section's first row is a line before the row's
  // rest when set apart (capitals, or larger type: "Experience"); the right-aligned date stays
  // with the title. The record reads both sections.
  EXPECT_EQ(Texts(Extract("margin.pdf")),
            (std::vector<std::string>{"Jane Example", "jane@example.org", "SUMMARY",
                                      "Engineer who keeps payment systems up.", "Experience",
                                      "Principal Engineer, Northwind Ledger\t2020 - 2024",
                                      "Designed the ledger service", "Staff Engineer\t2015 - 2020",
                                      "Bluebird Storage, Seattle", "Owned the replication protocol"}));
  Json r = Record("margin.pdf");
  EXPECT_EQ(r["basics"]["summary"], "Engineer who keeps payment systems up.");
  ASSERT_EQ(r["work"].size(), 2u) << r.dump(1);
  EXPECT_EQ(r["work"][0]["position"], "Principal Engineer");
  EXPECT_EQ(r["work"][0]["name"], "Northwind Ledger");
}

TEST(PdfProducers, BoldTitleBeforeRegularEmployer) {
  // A title in bold and its employer in regular type with only a space between (Word CVs):
  // the line keeps the bold words as a styled run, and the change of type splits the two.
  auto doc = Extract("bold_title.pdf");
  ASSERT_GE(doc.lines.size(), 4u);
  const auto& l = doc.lines[3];
  EXPECT_EQ(l.text, "Data Engineer Nordwind\t2021 - 2024");
  ASSERT_EQ(l.runs.size(), 1u);
  EXPECT_EQ(l.text.substr(l.runs[0].begin, l.runs[0].end - l.runs[0].begin), "Data Engineer");
  EXPECT_FALSE(l.bold);
  Json r = Record("bold_title.pdf");
  ASSERT_EQ(r["work"].size(), 2u) << r.dump(1);
  EXPECT_EQ(r["work"][0]["position"], "Data Engineer");
  EXPECT_EQ(r["work"][0]["name"], "Nordwind");
  EXPECT_EQ(r["work"][1]["position"], "Site Reliability Engineer");
  EXPECT_EQ(r["work"][1]["name"], "Bluebird Storage");
}

TEST(PdfProducers, NameOverTwoRowsWithContactsBeside) {
  // moderncv: the first name and the surname in large type on two rows, an address line in
  // small type between them and contact cells beside them; the label under them in a type of
  // its own, in words no vocabulary knows.
  Json r = Record("name_lines.pdf");
  EXPECT_EQ(r["basics"]["name"], "Mira Kovacs") << r.dump(1);
  EXPECT_EQ(r["basics"]["label"], "Meereschemikerin");
  EXPECT_EQ(r["basics"]["phone"], "+45 20 12 34 56");
  EXPECT_EQ(r["basics"]["email"], "mira@example.org");
  EXPECT_EQ(r["basics"]["location"]["city"], "Aarhus");
}

TEST(PdfProducers, EuropassLabelsBesideTheText) {
  // Labels set flush right 10 pt before the text, the longest reaching into the margin where
  // the footer stands: the white band left of the shorter labels is no gutter, and each label
  // stays a cell of its row.
  std::vector<std::string> lines = Texts(Extract("europass_head.pdf"));
  ASSERT_GE(lines.size(), 7u);
  EXPECT_EQ(lines[1], "PERSONAL INFORMATION\tMira Kovacs");
  EXPECT_EQ(lines[6], "2019 - 2024\tResearch Chemist");
  Json r = Record("europass_head.pdf");
  EXPECT_EQ(r["basics"]["name"], "Mira Kovacs") << r.dump(1);
  ASSERT_EQ(r["work"].size(), 3u);
  EXPECT_EQ(r["work"][0]["position"], "Research Chemist");
  EXPECT_EQ(r["work"][0]["startDate"], "2019");
}

TEST(PdfProducers, DatesFlushRightCloseToTheText) {
  // moderncv oldstyle: dates set flush right closer than a cell gap, in three rows or more,
  // are cells; a header wrapped before them (once inside a word) goes on before the date.
  std::vector<std::string> lines = Texts(Extract("right_dates.pdf"));
  ASSERT_GE(lines.size(), 11u);
  EXPECT_EQ(lines[3], "Payroll Clerk, Harbour Foods Ltd, Leeds.\t2017 - 2020");
  EXPECT_EQ(lines[5], "Audit Assistant, Brook and Lowe LLP, York.\t2015 - 2017");
  EXPECT_EQ(lines[7], "Cashier, Northgate Market, York.\t2013 - 2015");
  EXPECT_EQ(lines[10], "BSc in Accounting and Tax, University of Leeds.\t2009 - 2012");
  Json r = Record("right_dates.pdf");
  ASSERT_EQ(r["work"].size(), 3u) << r.dump(1);
  EXPECT_EQ(r["work"][0]["position"], "Payroll Clerk");
  EXPECT_EQ(r["work"][0]["startDate"], "2017");
  EXPECT_EQ(r["work"][2]["location"], "York");
  ASSERT_EQ(r["education"].size(), 1u);
  EXPECT_EQ(r["education"][0]["institution"], "University of Leeds");
}

TEST(PdfProducers, WordBrokenByItsHyphenBeforeSmallerDatesGoesOn) {
  // One dated row, its dates in smaller type: the word broken before them goes on from the
  // next line, in the text's type, and the dates stay the row's last cell.
  std::vector<std::string> lines = Texts(Extract("hyphen_date.pdf"));
  ASSERT_GE(lines.size(), 4u);
  EXPECT_EQ(lines[3], "Degree in Mechanical Engineering, Northgate University.\t1995 - 2001");
}

TEST(PdfProducers, TextWrappedShortOfItsDatesGoesOnBeforeThem) {
  // A degree's text set short of its dates wraps wherever its next word would have run into
  // them, over as many lines as it takes: the row is one, its dates its last cell. A title
  // whose next line would have fitted beside it keeps that line apart.
  EXPECT_EQ(Texts(Extract("short_of_dates.pdf")),
            (std::vector<std::string>{
                "Jane Example", "jane@example.org", "Education",
                "Diploma in Bakery and Pastry Arts, Northgate College of Food and Hospitality, Leeds.\tSeptember 2012 - "
                "July 2016",
                "Ran the student bakery and its weekly market stall with six classmates.", "Experience",
                "Head Baker\tAugust 2016 - May 2020", "Mill Lane Bakery, York"}));
}

TEST(PdfProducers, LabelWrappedWithinItsColumnIsOneLabel) {
  // Labels set flush right left of the text's edge: one wrapped onto a second line within its
  // column goes on in the label. Chips side by side in the text keep a wrapped one apart.
  std::vector<std::string> t = Texts(Extract("label_wrapped.pdf"));
  ASSERT_EQ(t.size(), 11u);
  EXPECT_EQ(t[6], "Kitchen equipment\tDeck ovens, spiral mixers, proofing cabinets");
  EXPECT_EQ(t[7], "Costing\tRecipe costing, ordering, stock rotation");
  EXPECT_EQ(t[9], "Power BI\tSpiral mixers");
  EXPECT_EQ(t[10], "Excel");
  Json r = Record("label_wrapped.pdf");
  ASSERT_GE(r["skills"].size(), 3u) << r.dump(1);
  EXPECT_EQ(r["skills"][1]["name"], "Kitchen equipment");
  EXPECT_EQ(r["skills"][1]["keywords"], Json({"Deck ovens", "spiral mixers", "proofing cabinets"}));
}

TEST(PdfProducers, MiddleDotOpeningALineIsItsMarkerNotASeparator) {
  // "· Trained two apprentices" under "· Ran the night bake ...": each line is an item; the
  // dot that opens a line separates no fields of the line above.
  Json r = Record("dot_items.pdf");
  ASSERT_EQ(r["work"].size(), 1u) << r.dump(1);
  EXPECT_EQ(r["work"][0]["highlights"], Json({"Ran the night bake for three shops", "Trained two apprentices",
                                              "Cut flour waste by a fifth"}));
}

TEST(PdfProducers, SmallCapitalsAtSevenTenthsAreOneWord) {
  // A capital, then the rest of its word in type seven tenths its size, 0.9 pt on: one word,
  // an opening bracket before the capital too.
  std::vector<std::string> lines = Texts(Extract("small_caps.pdf"));
  ASSERT_GE(lines.size(), 4u);
  EXPECT_EQ(lines[3], "Finance Team (North)");
}

TEST(PdfProducers, LineSpacingTwiceTheTypeIsNoBlankLine) {
  // 9 pt type at 20 pt steps: the lines of one list have no blank line between them (their
  // glyph boxes are 11 pt apart, more than the type's height); the heading, set apart by more
  // than the column's step, has one.
  auto doc = Extract("loose_leading.pdf");
  std::vector<std::string> lines = Texts(doc);
  ASSERT_EQ(lines.size(), 7u);
  EXPECT_EQ(lines[5], "apprentices in laminated doughs");
  EXPECT_EQ(doc.lines[5].blank_before, 0);
  EXPECT_EQ(doc.lines[6].blank_before, 0);
  EXPECT_EQ(doc.lines[2].blank_before, 1);  // "Experience"
}

TEST(PdfProducers, BoldLineUnderALargerEntryOpenerOpensNoEntry) {
  // Entries open with the institution in larger bold type; the field in bold body type under
  // the degree is the entry's own line, not the next entry (the courses under the first entry
  // keep the entries from one date template).
  Json r = Record("bold_under_heading.pdf");
  ASSERT_EQ(r["education"].size(), 2u) << r.dump(1);
  EXPECT_EQ(r["education"][0]["institution"], "Northgate University");
  EXPECT_EQ(r["education"][0]["area"], "Nursing");
  EXPECT_EQ(r["education"][1]["institution"], "Harbour College");
  EXPECT_EQ(r["education"][1]["startDate"], "2011");
}

TEST(PdfProducers, NameInTheLargestTypeAfterASidebar) {
  // The sidebar is read first; the name at the top of the main column, in the page's largest
  // type over two lines, is the person's name and the title under it the label.
  Json r = Record("name_in_main.pdf");
  EXPECT_EQ(r["basics"]["name"], "Joanna Example") << r.dump(1);
  EXPECT_EQ(r["basics"]["label"], "MASTER BAKER");
  EXPECT_EQ(r["basics"]["email"], "jo.example@example.org");
  ASSERT_EQ(r["work"].size(), 1u);
}

TEST(PdfProducers, FlushRightMarginHeadingsAndDates) {
  // Headings in larger type set flush right in a margin column, an em before their section's
  // first row, are lines of their own (only one stands at the column's left edge); a date 1.8
  // em after its title at the column's right edge is a cell, and a sentence's end before as
  // wide a space stays a space.
  EXPECT_EQ(Texts(Extract("margin_right.pdf")),
            (std::vector<std::string>{"Jane Example", "jane@example.org", "Summary",
                                      "Engineer who keeps payment systems up.", "Experience",
                                      "Staff Engineer, Bluebird Storage\t2015 - 2020", "Owned the replication protocol.",
                                      "Cut the costs by half. Led a team of twelve."}));
  Json r = Record("margin_right.pdf");
  EXPECT_EQ(r["basics"]["summary"], "Engineer who keeps payment systems up.");
  ASSERT_EQ(r["work"].size(), 1u) << r.dump(1);
  EXPECT_EQ(r["work"][0]["startDate"], "2015");
}

TEST(PdfProducers, LabelCardsSideBySideReadCardByCard) {
  // Two cards of a label set flush right before its value, side by side, are read card by
  // card (the second card's value a cell of its label's row, each value wrapped under itself
  // after its commas one cell); the rows of one label and value
  // after them are no part of the cards, and their labels, of one length and so starting at
  // one x, make no list level of the values.
  EXPECT_EQ(Texts(Extract("label_cards.pdf")),
            (std::vector<std::string>{
                "Jane Example",
                "Paediatric nurse with ten years on surgical and intensive care wards in two large cities, charge "
                "nurse on nights and preceptor of new staff.",
                "Skills", "Nursing\tVentilation, CRRT, Arterial lines, Cardiac care", "Leading\tCharge nurse, Staffing",
                "Tools\tEpic, Pyxis", "Music\tChoir, piano",
                "Certified in paediatric advanced life support and neonatal care."}));
  Json r = Record("label_cards.pdf");
  ASSERT_GE(r["skills"].size(), 4u) << r.dump(1);
  EXPECT_EQ(r["skills"][1]["name"], "Leading");
  EXPECT_EQ(r["skills"][1]["keywords"], Json::parse(R"(["Charge nurse", "Staffing"])"));
  for (const auto& line : Extract("label_cards.pdf").lines) EXPECT_FALSE(line.bullet) << line.text;
}

TEST(PdfProducers, TagsSetApartByPaddingAreCells) {
  // Items 1.67 em apart (three times the page's spaces) are cells; a space within an item, the
  // prose's spaces and a stretched line with a comma before its wide spaces stay spaces.
  EXPECT_EQ(Texts(Extract("chips.pdf")),
            (std::vector<std::string>{"Jane Example", "Skills", "Go\tCloud Run\tSQL",
                                      "Built data pipelines for a payments team and ran the rota.",
                                      "Moved the team from nightly batches to a stream in a year.",
                                      "Cook, Hotel Alpina", "Bakeries\tRye\tOat 102\tSpelt",
                                      "Planning\tForecasting\tBudgets"}));
  // A group's name in larger type beside its items names their group.
  Json r = Record("chips.pdf");
  ASSERT_EQ(r["skills"].size(), 3u) << r.dump(1);
  EXPECT_EQ(r["skills"][1]["name"], "Bakeries");
  EXPECT_EQ(r["skills"][1]["keywords"], Json::parse(R"(["Rye", "Oat 102", "Spelt"])"));
  EXPECT_EQ(r["skills"][2]["name"], "Planning");
  EXPECT_EQ(r["skills"][2]["keywords"], Json::parse(R"(["Forecasting", "Budgets"])"));
}

TEST(PdfProducers, LabelColumnHeadingsLeadTheirRows) {
  // A heading centred on the rows of its section is read before them, not between them; a
  // heading level with its first row stays in that row.
  EXPECT_EQ(Texts(Extract("label_column.pdf")),
            (std::vector<std::string>{"Jane Example", "Contact", "Email jane@example.org", "Phone +1 555 0100",
                                      "Experience\tStaff Engineer, Bluebird Storage", "2015 - 2020",
                                      "Education\tBSc Physics, University of Leeds"}));
}

TEST(PdfProducers, LabelColumnHeadingsSharingARowOfTheirSection) {
  // A heading centred on three rows shares the second one's row: it is read before the first;
  // a heading wrapped over two lines beside two rows is one heading, level with its first row;
  // a heading level with its section's first row stays in that row (and is split off from it
  // as a margin heading).
  EXPECT_EQ(Texts(Extract("label_shared.pdf")),
            (std::vector<std::string>{"Jane Example", "Contact", "Email jane@example.org", "Phone +1 555 0100",
                                      "Web example.org/jane-example-bakes-bread-and-pastry", "Professional Skills",
                                      "Baking: sourdough bread, viennoiserie, laminated doughs, wedding cakes",
                                      "Tools: deck ovens, spiral mixers, proofing cabinets, dough sheeters", "Experience",
                                      "Head Baker, Northgate Bakery", "2015 - 2020",
                                      "Ran the night bake for three shops and trained two apprentices in doughs"}));
  Json r = Record("label_shared.pdf");
  EXPECT_EQ(r["basics"]["email"], "jane@example.org");
  EXPECT_EQ(r["basics"]["phone"], "+1 555 0100");
  ASSERT_EQ(r["skills"].size(), 2u) << r.dump(1);
  EXPECT_EQ(r["skills"][0]["name"], "Baking");
  EXPECT_EQ(r["skills"][1]["name"], "Tools");
  ASSERT_EQ(r["work"].size(), 1u) << r.dump(1);
  EXPECT_EQ(r["work"][0]["name"], "Northgate Bakery");
}

TEST(PdfProducers, RowAcrossTheGutterPartsTheFlows) {
  // A summary set across the page between a header (the name left, contacts right) and two
  // columns under it is read after the header's two sides and before the columns, not after
  // them both.
  std::vector<std::string> t = Texts(Extract("span_between.pdf"));
  ASSERT_EQ(t.size(), 18u);
  EXPECT_EQ(std::vector<std::string>(t.begin(), t.begin() + 6),
            (std::vector<std::string>{"Jane Example", "jane@example.org", "+1 555 0100",
                                      "Baker who runs the night shift of a small bakery and trains apprentices in "
                                      "laminated doughs and sourdough.",
                                      "Experience", "Head Baker, Northgate Bakery"}));
  EXPECT_EQ(t[11], "Skills");
  Json r = Record("span_between.pdf");
  EXPECT_EQ(r["basics"]["summary"],
            "Baker who runs the night shift of a small bakery and trains apprentices in laminated doughs and sourdough.");
  EXPECT_EQ(r["basics"]["phone"], "+1 555 0100");
}

TEST(PdfProducers, LabelRowWrappedBackToItsLeftEdge) {
  // A description list (a date label, then its text to the column's edge): a text wrapped back
  // to the item's left edge, closer than the items are stepped, goes on in its row; an entry's
  // row closed by its date set flush right keeps its next line apart, however close.
  EXPECT_EQ(Texts(Extract("label_wrap.pdf")),
            (std::vector<std::string>{
                "Jane Example", "Experience", "June 2021\tNight baker at Northgate Bakery, Leeds",
                "May 2020 and June 2020\tRelief baker at the Mill Lane Bakery, sourdough and laminated doughs for the "
                "hotel trade in three towns along the coast",
                "April 2019\tKitchen porter at the Harbour Hotel, Whitby", "Education", "Leeds City College\t2016 - 2018",
                "Diploma in Professional Bakery and Patisserie, with merit", "Harbour Grammar School\t2010 - 2016",
                "A levels in Chemistry, Biology and Mathematics"}));
}

TEST(PdfProducers, CardsSideBySideReadCardByCard) {
  // Two cards side by side, each a bold name over its dates and a degree that wraps, are
  // read card by card; a table of languages and levels (rows alike, no card template) and a
  // label column of skills (a narrow side) stay rows.
  EXPECT_EQ(Texts(Extract("cards.pdf")),
            (std::vector<std::string>{"Jane Example", "EDUCATION", "Northfield University", "Sep 2019 - Jun 2023",
                                      "BSc Marine Biology and Coastal", "Ecology", "Harbour Grammar School",
                                      "Sep 2012 - Jun 2019", "Leaving Certificate", "LANGUAGES", "English\tNative",
                                      "French\tFluent", "SKILLS", "Lab\tPCR, Microscopy", "Software\tR, QGIS",
                                      "Marine biologist who maps seagrass meadows from small boats and drones.",
                                      "Looking for a field role in coastal monitoring from next spring onwards."}));
  // Each card's lines start at the left edge, as stacked cards would.
  auto d = Extract("cards.pdf");
  for (const auto& l : d.lines) EXPECT_LT(l.x, 100.0) << l.text;
}

TEST(PdfProducers, WideLetterSpacingJoinsLetters) {
  // Letters 0.4 em apart (CSS letter-spacing) are one word each; a word space is wider still.
  // Short words at ordinary spaces ("I am a UX", "R & D") stay apart.
  std::vector<std::string> t = Texts(Extract("letter_spaced.pdf"));
  ASSERT_GE(t.size(), 4u);
  EXPECT_EQ(t[0], "JANE EXAMPLE");
  EXPECT_EQ(t[1], "STAFF NURSE, PEDIATRIC ICU");
  EXPECT_EQ(t[2], "I am a UX lead at a small firm in Leeds.");
  EXPECT_EQ(t[3], "R & D at an NHS lab.");
  // A two-letter word in spaced small capitals, far closer than the words beside it, is one
  // word; single letters at word spaces stay apart.
  EXPECT_NE(std::find(t.begin(), t.end(), "2019-04 to 2021-08"), t.end());
  EXPECT_NE(std::find(t.begin(), t.end(), "Grades A B in 2019"), t.end());
  // Capitals spaced wider than a word space, cut into pieces: the words are whole again.
  EXPECT_NE(std::find(t.begin(), t.end(), "ROSA HARTE"), t.end());
}

TEST(PdfProducers, DateColumnCloseToTheText) {
  // Dates set flush right 5 pt before the text's left edge are a cell of their row; a range
  // wrapped after its dash is one cell, read on its first row.
  EXPECT_EQ(Texts(Extract("date_column.pdf")),
            (std::vector<std::string>{"Jane Example", "Experience", "Mar 2021 - present\tCharge Nurse, Harbour Clinic, Leeds",
                                      "A clinic of forty beds", "Lead a team of eight nurses on nights.",
                                      "Jun 2017 - Mar 2021\tStaff Nurse, Northfield Hospital, York",
                                      "A teaching hospital", "Cared for ventilated patients.",
                                      "2013 - 2015\tCare Assistant, Hillside Home, Hull"}));
  Json r = Record("date_column.pdf");
  ASSERT_EQ(r["work"].size(), 3u) << r.dump(1);
  EXPECT_EQ(r["work"][0]["startDate"], "2021-03");
  EXPECT_FALSE(r["work"][0].contains("endDate"));
  EXPECT_EQ(r["work"][1]["endDate"], "2021-03");
}

TEST(PdfProducers, LabelsFlushRightBesideTheText) {
  // Europass: labels with no year, set flush right 5 pt before the text's left edge, are a
  // cell of their row; prose lines at the edge stay as they are.
  std::vector<std::string> lines = Texts(Extract("label_flush.pdf"));
  ASSERT_EQ(lines.size(), 11u);
  EXPECT_EQ(lines[3], "Mother tongue\tItalian");
  EXPECT_EQ(lines[4], "Other languages\tEnglish (C1), Spanish (B1)");
  EXPECT_EQ(lines[5], "Certified by the language centre of the university, with a written exam.");
  EXPECT_EQ(lines[7], "Driving licence\tB");
  EXPECT_EQ(lines[9], "Hobbies\tHill walking, choir singing and the odd game of chess");
}

// The real CVs of ../shared/real-cvs (where present): no glyph junk in any line.
TEST(PdfProducers, RealCvsHaveNoGlyphJunk) {
  const fs::path dir = fs::path(CVMILL_SOURCE_DIR) / ".." / "shared" / "real-cvs";
  if (!fs::is_directory(dir)) GTEST_SKIP() << "no " << dir;
  int pdfs = 0;
  for (const auto& e : fs::directory_iterator(dir)) {
    if (e.path().extension() != ".pdf") continue;
    ++pdfs;
    auto r = cvmill::extract::Extract(cvmill::testing::ReadFile(e.path()), {});
    ASSERT_TRUE(r.ok()) << e.path();
    for (const Line& l : r.value().lines) {
      EXPECT_EQ(Junk(l.text), "") << e.path().filename() << ": " << l.text;
      EXPECT_EQ(l.text.find("mailto:"), std::string::npos) << e.path().filename() << ": " << l.text;
      EXPECT_EQ(l.text.find("tel:"), std::string::npos) << e.path().filename() << ": " << l.text;
    }
  }
  EXPECT_GT(pdfs, 0);
}

TEST(PdfProducers, ItemsWrappedIntoLowerCaseWithoutMarkers) {
  // Items set in with no marker glyph: a line broken off mid-sentence goes on on the next line
  // in lower case, though the white space between them is over a third of a line (within the
  // list's step); an address in lower case is a line of its own, and so is the next item.
  EXPECT_EQ(Texts(Extract("wrapped_items.pdf")),
            (std::vector<std::string>{"Jane Example", "jane@example.org", "Strengths", "Works well in a team.",
                                      "Curious to learn and to grow in the craft of software.",
                                      "Solves problems with care and analytical rigour.", "Keeps a side project going",
                                      "github.com/jane/keeper"}));
}

TEST(PdfProducers, TexAccentsAsCombiningMarksComposed) {
  // A letter and a combining diaeresis of its own (old TeX fonts): the composed letter (NFC),
  // so the name reads as written and the gazetteer knows the town.
  std::vector<std::string> lines = Texts(Extract("tex_accents.pdf"));
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(lines[0], "Jana M\u00fcller");
  Json r = Record("tex_accents.pdf");
  EXPECT_EQ(r["basics"]["name"], "Jana M\u00fcller");
  ASSERT_EQ(r["work"].size(), 1u) << r.dump(1);
  EXPECT_EQ(r["work"][0]["name"], "Nordwerk GmbH");
  EXPECT_EQ(r["work"][0]["location"], "M\u00fcnchen");
}

TEST(PdfProducers, HangingIndentReferencesAuthorsFirst) {
  // References set with a hanging indent: each goes on, set in, in lower case, and is one line;
  // read as "Authors. Title. Venue": the title to its full stop, the venue's acronym among its
  // parts ("Tech Report, IROS, in press"), else its first part, and the year.
  std::vector<std::string> lines = Texts(Extract("hanging_refs.pdf"));
  ASSERT_EQ(lines.size(), 5u);
  EXPECT_EQ(lines[3], "K. Lund, M. Berg, and T. Aho. Routing drones in fog: a field study of sensor drift. Tech Report, IROS, in press.");
  Json r = Record("hanging_refs.pdf");
  ASSERT_EQ(r["publications"].size(), 2u) << r.dump(1);
  EXPECT_EQ(r["publications"][0]["name"], "Routing drones in fog: a field study of sensor drift");
  EXPECT_EQ(r["publications"][0]["publisher"], "IROS");
  EXPECT_EQ(r["publications"][1]["name"], "Cheap lidar for small farms and the way we tested it");
  EXPECT_EQ(r["publications"][1]["publisher"], "Journal of Field Robotics");
  EXPECT_EQ(r["publications"][1]["releaseDate"], "2021");
}

TEST(PdfProducers, TextCellWrappedUnderItself) {
  // A label column's text cell run to the column's edge and wrapped under the cell's start
  // after a comma goes on, and so does one short of the edge over a list that goes on after
  // its comma; a header run on into "Regional" over a sentence that starts in capitals stays
  // two lines.
  std::vector<std::string> lines = Texts(Extract("cell_wrap.pdf"));
  ASSERT_EQ(lines.size(), 9u);
  EXPECT_EQ(lines[5], "Reporting\tBudgets, Cash flow, Consolidation, Group reporting, Tax provisions, Variance analysis");
  EXPECT_EQ(lines[6], "Systems\tLedgerly, Northbook Cloud, Tally (Pivot Suite), Sheetwise");
  EXPECT_EQ(lines[8], "Distributor of chilled foods to shops.");
}

// A text box narrower than its column: a line that breaks off on a small word in lower case goes
// on where the next line starts in lower case, though the next word would have fitted; not over a
// capitalised line, nor over the next entry's title in bold capitals.
TEST(PdfProducers, LineBrokenOffOnASmallWordGoesOn) {
  std::vector<std::string> lines = Texts(Extract("dangling_wrap.pdf"));
  ASSERT_EQ(lines.size(), 11u);
  EXPECT_EQ(lines[4], "Checked trains and signed the forms of conformity to the timetable.");
  EXPECT_EQ(lines[6], "Kept the logs of");
  EXPECT_EQ(lines[7], "Wagons and Loads for the regional office.");
  EXPECT_EQ(lines[9], "Coupled wagons on the night shift, checked brakes and couplings before each departure and");
  EXPECT_EQ(lines[10], "FREIGHT YARD");
}

// Prose at a generous line step: a full line broken off on a semicolon goes on, though the
// next starts in capitals; a full line that ends its sentence does not.
TEST(PdfProducers, LineBrokenOffOnASemicolonGoesOn) {
  std::vector<std::string> lines = Texts(Extract("semicolon_wrap.pdf"));
  ASSERT_EQ(lines.size(), 7u);
  EXPECT_EQ(lines[4],
            "Checked the trains and signed the forms of conformity for the timetable office; Dispatch of the night "
            "freight to the harbour.");
  EXPECT_EQ(lines[5], "Checked the brakes and couplings of every wagon before each of the departures.");
  EXPECT_EQ(lines[6], "Trained four new shunters each year.");
}

// Interests one to a line whose groups only the line step tells apart (22 pt between two
// interests, 12 pt inside one; no blank line kept under a generous paragraph step): each
// group's first line is the name, the rest its details.
TEST(PdfProducers, InterestsGroupedByTheirLineStep) {
  Json r = Record("interest_steps.pdf");
  ASSERT_EQ(r["interests"].size(), 3u) << r.dump(1);
  EXPECT_EQ(r["interests"][0]["name"], "Sailing");
  EXPECT_EQ(r["interests"][0]["keywords"], Json::array({"Dinghies", "Coastal cruising"}));
  EXPECT_EQ(r["interests"][1]["name"], "Chess");
  EXPECT_FALSE(r["interests"][1].contains("keywords"));
  EXPECT_EQ(r["interests"][2]["name"], "Choir");
  EXPECT_EQ(r["interests"][2]["keywords"], Json::array({"Alto"}));
}

TEST(PdfProducers, FlushRightSidebarWrapsAtItsParagraphStep) {
  // A sidebar set flush right: a field whose next word would not have fitted goes on onto the
  // line at the paragraph's tight step; a field over the next one a margin further down stays
  // apart though its next word would not have fitted either, and so do a phone number over an
  // address; equal starts of equal fields there are not list items.
  Document doc = Extract("flush_right.pdf");
  std::vector<std::string> side = Texts(doc, 1, 1);
  EXPECT_EQ(side, (std::vector<std::string>{"+44 7700 900123", "jane.example@example.org", "Certificates",
                                            "Certified Payroll Practitioner and Pensions Administrator",
                                            "Institute of Payroll Professionals in Northern Region", "Harbour College",
                                            "Harbour College, Leeds", "Diploma in Charity Finance and Audit",
                                            "Association of Charity Accountants", "Harbour College",
                                            "Harbour College, Leeds", "Member of the Chartered Institute of Tax"}));
  for (const auto& line : doc.lines) EXPECT_FALSE(line.bullet) << line.text;
}


// Reading order where a flow or a page holds two columns of one kind: a list set in columns is
// read column by column, a table of a marker and a value stays rows; a label column whose rows
// are all bold is read label block by label block, each with the text beside it; a sidebar of
// bold headings stays a flow of its own.
struct ColumnsCase {
  const char* fixture;
  int column;  // -1: every line
  std::vector<std::string> lines;
};

class PdfColumns : public ::testing::TestWithParam<ColumnsCase> {};

TEST_P(PdfColumns, ReadsInOrder) {
  const ColumnsCase& c = GetParam();
  EXPECT_EQ(Texts(Extract(c.fixture), 0, c.column), c.lines) << c.fixture << " column " << c.column;
}

INSTANTIATE_TEST_SUITE_P(
    PdfProducers, PdfColumns,
    ::testing::Values(
        // An entry's items in two columns, each opened by a middle dot: the left column's items,
        // then the right's (an item wrapped at its list column's edge joined; one whose next word
        // would have fitted, joined later as the item's); the table under it (a marker on the left
        // only) stays rows.
        ColumnsCase{"list_columns.pdf", -1,
                    {"Jane Example", "jane@example.org", "Experience", "Head Baker, Northgate Bakery\t2019 - 2023",
                     "Ran the bakery of a hotel group with four shops, a wholesale round and a team of twelve, from "
                     "the night bake to the morning deliveries across the city and its market towns.",
                     "Ran the night bake for three shops and trained two apprentices.", "Cut flour waste by a fifth",
                     "Set up a rota for the weekend", "bakers and the shop staff.", "Skills", "Sourdough\tAdvanced",
                     "Viennoiserie\tIntermediate"}},
        // Headings in larger type and award titles in bold, wrapped, their years under them: each
        // label's block, then the text beside it.
        ColumnsCase{"label_bold.pdf", -1,
                    {"Volunteering", "Northgate Food Bank", "Treasurer of a small charity running two food banks.",
                     "Kept the accounts for the charity commission.", "Awards",
                     "Baker of the Year (North), shortlisted", "2023", "Regional Baking Guild",
                     "Order of Merit, Bread Level", "2014", "Guild of Bakers",
                     "Placed first of forty in the bread paper.", "Personal", "Hill walking, Kinder Fell Race",
                     "Alto, Northgate Choir"}},
        // A sidebar of bold headings over short lists: its own flow, read before the main column.
        ColumnsCase{"sidebar_bold.pdf", 0,
                    {"CONTACT", "jane@example.org +1 555 0100 Leeds", "SKILLS", "Sourdough", "Viennoiserie",
                     "Costing", "Rotas", "LANGUAGES", "English", "French"}},
        ColumnsCase{"sidebar_bold.pdf", 1,
                    {"Jane Example", "EXPERIENCE", "Head Baker, Northgate Bakery", "2019 - 2023",
                     "Ran the night bake for three shops. Trained two apprentices.", "Baker, Mill Lane Bakery",
                     "2015 - 2019", "Made the sourdough and the rye.", "Kitchen Porter, Harbour Hotel", "2013 - 2015",
                     "Kept the kitchen clean."}}),
    [](const ::testing::TestParamInfo<ColumnsCase>& p) {
      std::string name = p.param.fixture;
      name = name.substr(0, name.find('.'));
      return name + (p.param.column < 0 ? "" : "_column" + std::to_string(p.param.column));
    });

}  // namespace
