// DOCX and HTML input (extract/docx.cc, html.cc, css.cc, flow.cc) and the formats cvmill
// refuses by name. Fixtures: tests/fixtures/docx/ (made by make_docx.py, committed) and
// tests/fixtures/html/ (written by hand); every person and employer in them is made up.
#include <gtest/gtest.h>

#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "extract/extract.h"
#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace fs = std::filesystem;
using Json = nlohmann::json;
using cvmill::ErrorCode;
using cvmill::extract::Document;
using cvmill::extract::Format;
using cvmill::extract::Line;

namespace {

const fs::path kFixtures = fs::path(CVMILL_SOURCE_DIR) / "tests" / "fixtures";
using cvmill::testing::ExtractFixture;
using cvmill::testing::FixtureRecord;

std::vector<std::string> Texts(const Document& doc) { return cvmill::testing::LineTexts(doc); }

const Line* Find(const Document& doc, const std::string& text) {
  for (const Line& l : doc.lines) {
    if (l.text == text) return &l;
  }
  ADD_FAILURE() << "no line '" << text << "'";
  return nullptr;
}

std::string Target(const Line* l, const std::string& text) {
  if (l == nullptr) return "";
  for (const auto& link : l->links) {
    if (link.text == text) return link.target;
  }
  return "";
}

bool BoldOver(const Line* l, const std::string& part) {
  if (l == nullptr) return false;
  std::size_t at = l->text.find(part);
  for (const auto& r : l->runs) {
    if ((r.style & cvmill::extract::kBold) && r.begin <= at && r.end >= at + part.size()) return true;
  }
  return false;
}

cvmill::Status Fail(std::string_view bytes) {
  auto r = cvmill::extract::Extract(bytes, {});
  return r.ok() ? cvmill::Status() : r.status();
}

TEST(Docx, ParagraphsHeadingsTablesListsAndTheHeader) {
  Document doc = ExtractFixture("docx/cv.docx");
  EXPECT_EQ(doc.format, Format::kDocx);
  // The header's contact line first, the footer's page number dropped, the hidden run
  // "(draft)" not shown, the text box's text once (not again from its fallback), the table's
  // date cell joined to the first paragraph of the cell beside it.
  EXPECT_EQ(Texts(doc), (std::vector<std::string>{
                            "ilse.varga@example.org\t+44 20 7946 0321\tBristol, UK",
                            "Ilse Varga-Lund",
                            "Senior Data Analyst",
                            "github.com/ivarga-lund\tlinkedin.com/in/ilse-varga-lund",
                            "Experience",
                            "Mar 2021 \u2013 Present\tLead Analyst, Harbourline Freight Ltd, Bristol",
                            "Built the demand model behind 40 depots",
                            "Led a team of four analysts",
                            "Jan 2017 \u2013 Feb 2021\tData Analyst, Copperfield Insights, Leeds",
                            "Automated the weekly sales report",
                            "Education",
                            "2013 \u2013 2016\tBSc Statistics, University of Eastvale",
                            "Skills",
                            "Languages: Python, R, SQL",
                            "Tools: dbt, Airflow",
                            "Available from June 2025",
                            "Certifications",
                            "Certified Analytics Professional, 2022",
                        }));
  // Title and a localised "heading 1" style (by its outline level) are headings.
  EXPECT_EQ(Find(doc, "Ilse Varga-Lund")->heading_level, 1);
  EXPECT_EQ(Find(doc, "Experience")->heading_level, 1);
  EXPECT_TRUE(Find(doc, "Experience")->bold);  // the style's bold
  EXPECT_EQ(Find(doc, "Senior Data Analyst")->heading_level, 0);
  // Large text in the body style (15 pt against 11): a heading below the Title's level.
  EXPECT_EQ(Find(doc, "Certifications")->heading_level, 2);
  EXPECT_EQ(Find(doc, "Certified Analytics Professional, 2022")->heading_level, 0);
  // Numbering by style (List Bullet) and by the paragraph's own numPr.
  EXPECT_TRUE(Find(doc, "Built the demand model behind 40 depots")->bullet);
  EXPECT_TRUE(Find(doc, "Automated the weekly sales report")->bullet);
  EXPECT_FALSE(Find(doc, "Languages: Python, R, SQL")->bullet);
  // Bold directly and through a character style; not the rest of the line.
  const Line* lead = Find(doc, "Mar 2021 \u2013 Present\tLead Analyst, Harbourline Freight Ltd, Bristol");
  EXPECT_TRUE(BoldOver(lead, "Lead Analyst"));
  EXPECT_FALSE(BoldOver(lead, "Harbourline"));
  EXPECT_TRUE(BoldOver(Find(doc, "Jan 2017 \u2013 Feb 2021\tData Analyst, Copperfield Insights, Leeds"), "Data Analyst"));
  EXPECT_TRUE(BoldOver(Find(doc, "Languages: Python, R, SQL"), "Languages:"));
  // Links by relationship and by a HYPERLINK field.
  const Line* links = Find(doc, "github.com/ivarga-lund\tlinkedin.com/in/ilse-varga-lund");
  EXPECT_EQ(Target(links, "github.com/ivarga-lund"), "https://github.com/ivarga-lund");
  EXPECT_EQ(Target(links, "linkedin.com/in/ilse-varga-lund"), "https://www.linkedin.com/in/ilse-varga-lund");
  // The empty paragraph is a blank line before the heading.
  EXPECT_GE(Find(doc, "Experience")->blank_before, 1);
}

// Entries written as list items whose later paragraphs sit in a list with a blank marker (a
// converter's item of several blocks): each item is a block opened by its first paragraph, not
// bullets; a list with a visible marker stays bullets.
TEST(Docx, ListItemsOfSeveralParagraphsAreBlocks) {
  Document doc = ExtractFixture("docx/items.docx");
  for (const char* t : {"Harbourline Freight Ltd", "2019 \u2013 2023", "Lead Analyst", "Copperfield Insights"}) {
    const Line* l = Find(doc, t);
    ASSERT_NE(l, nullptr);
    EXPECT_FALSE(l->bullet) << t;
    EXPECT_EQ(l->indent, 0) << t;
  }
  EXPECT_GE(Find(doc, "Copperfield Insights")->blank_before, 1);
  EXPECT_TRUE(Find(doc, "Python")->bullet);
  EXPECT_TRUE(Find(doc, "SQL")->bullet);
  Json rec = FixtureRecord("docx/items.docx");
  ASSERT_EQ(rec["work"].size(), 2u);
  EXPECT_EQ(rec["work"][0]["name"], "Harbourline Freight Ltd");
  EXPECT_EQ(rec["work"][0]["position"], "Lead Analyst");
  EXPECT_EQ(rec["work"][1]["name"], "Copperfield Insights");
  EXPECT_EQ(rec["work"][1]["startDate"], "2016");
}

TEST(Docx, ConvertsToARecord) {
  Json r = FixtureRecord("docx/cv.docx");
  EXPECT_EQ(r["meta"]["format"], "docx");
  EXPECT_EQ(r["basics"]["name"], "Ilse Varga-Lund");
  EXPECT_EQ(r["basics"]["label"], "Senior Data Analyst");
  EXPECT_EQ(r["basics"]["email"], "ilse.varga@example.org");
  EXPECT_EQ(r["basics"]["phone"], "+44 20 7946 0321");
  ASSERT_EQ(r["work"].size(), 2u) << r.dump(1);
  EXPECT_EQ(r["work"][0]["position"], "Lead Analyst");
  EXPECT_EQ(r["work"][0]["name"], "Harbourline Freight Ltd");
  EXPECT_EQ(r["work"][0]["startDate"], "2021-03");
  EXPECT_EQ(r["work"][0]["highlights"].size(), 2u);
  EXPECT_EQ(r["work"][1]["endDate"], "2021-02");
  ASSERT_EQ(r["education"].size(), 1u);
  EXPECT_EQ(r["education"][0]["institution"], "University of Eastvale");
  EXPECT_EQ(r["education"][0]["endDate"], "2016");
  EXPECT_EQ(r["skills"][0]["name"], "Languages");
  EXPECT_EQ(r["skills"][0]["keywords"], Json({"Python", "R", "SQL"}));
}

// A text CV opened in a word processor and saved: no styles, runs or lists, so its
// markdown marks are the author's and read as in the text CV. One bold run makes the
// document formatted: its "#" and "**" are then text (only a typed "* " stays a bullet).
TEST(Docx, AnUnformattedDocumentsMarksAreTheAuthors) {
  Document plain = ExtractFixture("docx/plain.docx");
  const std::string kRole = "Site Engineer, Northbank Civil Ltd. \u2014 Leeds";  // the no-break space a space
  EXPECT_EQ(Texts(plain), (std::vector<std::string>{"Tomas Ferreira-Lind", "tomas.lind@example.org", "Experience",
                                                    kRole, "2019 \u2013 2023",
                                                    "Ran the pour schedule for a 12-storey frame",
                                                    "Trained two apprentices"}));
  EXPECT_EQ(Find(plain, "Tomas Ferreira-Lind")->heading_level, 1);
  EXPECT_EQ(Find(plain, "Experience")->heading_level, 2);
  EXPECT_TRUE(BoldOver(Find(plain, kRole), "Site Engineer"));
  EXPECT_TRUE(Find(plain, "Trained two apprentices")->bullet);

  Document styled = ExtractFixture("docx/plain_bold.docx");
  EXPECT_EQ(Find(styled, "# Tomas Ferreira-Lind")->heading_level, 0);
  EXPECT_EQ(Find(styled, "**Site Engineer**, Northbank Civil Ltd. \u2014 Leeds")->runs.size(), 0u);
  EXPECT_TRUE(Find(styled, "tomas.lind@example.org")->bold);
  EXPECT_TRUE(Find(styled, "Trained two apprentices")->bullet);

  Json r = FixtureRecord("docx/plain.docx");
  EXPECT_EQ(r["basics"]["name"], "Tomas Ferreira-Lind");
  ASSERT_EQ(r["work"].size(), 1u) << r.dump(1);
  EXPECT_EQ(r["work"][0]["name"], "Northbank Civil Ltd.");
  EXPECT_EQ(r["work"][0]["location"], "Leeds");
  EXPECT_EQ(r["work"][0]["position"], "Site Engineer");
  EXPECT_EQ(r["work"][0]["highlights"].size(), 2u);
}

TEST(Docx, DamagedAndOversizedArchivesFailWithAReason) {
  auto bomb = cvmill::extract::Extract(cvmill::testing::ReadFile(kFixtures / "docx/bomb.docx"), {});
  ASSERT_FALSE(bomb.ok());
  EXPECT_EQ(bomb.status().code(), ErrorCode::kTooLarge);
  EXPECT_NE(bomb.status().message().find("word/document.xml"), std::string::npos) << bomb.status().message();
  // The limit is the input limit: a larger one lets the same part through (to the XML parser,
  // which finds spaces and no document in it).
  cvmill::extract::Options big;
  big.max_input_bytes = 64u << 20;
  auto roomy = cvmill::extract::Extract(cvmill::testing::ReadFile(kFixtures / "docx/bomb.docx"), big);
  ASSERT_FALSE(roomy.ok());
  EXPECT_EQ(roomy.status().code(), ErrorCode::kBadInput);
  EXPECT_NE(roomy.status().message().find("not well-formed"), std::string::npos) << roomy.status().message();
  cvmill::Status cut = Fail(cvmill::testing::ReadFile(kFixtures / "docx/truncated.docx"));
  EXPECT_EQ(cut.code(), ErrorCode::kBadInput);
  EXPECT_NE(cut.message().find("damaged zip"), std::string::npos) << cut.message();
}

TEST(Html, BlocksListsTablesRunsLinksAndCss) {
  Document doc = ExtractFixture("html/cv.html");
  EXPECT_EQ(doc.format, Format::kHtml);
  // No head (title, style, script), no display:none (a class rule, and one in @media print);
  // a rule in @media screen does not apply to a printed page. A flex row of a date beside a
  // job is one line; inline-block contact items are gaps; entities are decoded.
  EXPECT_EQ(Texts(doc), (std::vector<std::string>{
                            "Tomasz Wierzbicki-Hale",
                            "Site Reliability Engineer",
                            "tomasz.wh@example.net\t+48 22 555 01 77\tGda\u0144sk, Poland",
                            "Experience",
                            "Apr 2020 \u2013 Present\tSenior SRE, Baltic Harbour Cloud & Co., Gdynia",
                            "Cut paging alerts by 60%",
                            "Ran the postmortem programme",
                            "Sep 2016 \u2013 Mar 2020\tSystems Engineer, Amberline Logistics, Pozna\u0144",
                            "Education",
                            "2012 \u2013 2016\tBSc Computer Science, Vistula Technical University",
                            "Skills",
                            "Languages: Go, Python, Bash",
                            "Printed version",
                        }));
  EXPECT_EQ(Find(doc, "Tomasz Wierzbicki-Hale")->heading_level, 1);
  EXPECT_EQ(Find(doc, "Experience")->heading_level, 2);
  EXPECT_TRUE(Find(doc, "Cut paging alerts by 60%")->bullet);
  EXPECT_FALSE(Find(doc, "Site Reliability Engineer")->bullet);
  EXPECT_TRUE(BoldOver(Find(doc, "Cut paging alerts by 60%"), "60%"));
  EXPECT_TRUE(BoldOver(Find(doc, "Languages: Go, Python, Bash"), "Languages:"));
  // font-weight from a class rule.
  EXPECT_TRUE(BoldOver(Find(doc, "Apr 2020 \u2013 Present\tSenior SRE, Baltic Harbour Cloud & Co., Gdynia"), "Senior SRE"));
  EXPECT_EQ(Target(Find(doc, "Ran the postmortem programme"), "postmortem"), "https://example.net/postmortems");
  EXPECT_EQ(Target(Find(doc, "tomasz.wh@example.net\t+48 22 555 01 77\tGda\u0144sk, Poland"), "tomasz.wh@example.net"),
            "mailto:tomasz.wh@example.net");
  for (const Line& l : doc.lines) EXPECT_EQ(l.text.find("not text"), std::string::npos);
}

TEST(Html, InlineElementsSideBySideAreItems) {
  // A block of inline elements with only white space between them lists items (tags, chips:
  // their separation is CSS margins or generated commas); a heading's spans are one name,
  // elements within running text stay words of it, and a range's end goes with its start.
  auto doc = cvmill::extract::Extract(
      "<html><body><h1><span>Ana</span> <span>Ruiz</span></h1>\n"
      "<div class=\"keywords\">\n  <span>Go</span>\n  <span>Cloud Run</span>\n  <span>SQL</span>\n</div>\n"
      "<p><b>Engineer</b> at <i>Acme</i></p>\n"
      "<p>Built <span>pipelines</span> <span>daily</span>.</p>\n"
      "<div class=\"date\">\n  <span>Sep 2021</span>\n  <span>\u2014 Now</span>\n</div></body></html>",
      {});
  ASSERT_TRUE(doc.ok()) << doc.status().message();
  EXPECT_EQ(Texts(doc.value()),
            (std::vector<std::string>{"Ana Ruiz", "Go\tCloud Run\tSQL", "Engineer at Acme", "Built pipelines daily.",
                                      "Sep 2021 \u2014 Now"}));
}

TEST(Html, ConvertsToARecord) {
  Json r = FixtureRecord("html/cv.html");
  EXPECT_EQ(r["meta"]["format"], "html");
  EXPECT_EQ(r["basics"]["name"], "Tomasz Wierzbicki-Hale");
  EXPECT_EQ(r["basics"]["email"], "tomasz.wh@example.net");
  EXPECT_EQ(r["basics"]["phone"], "+48 22 555 01 77");
  EXPECT_EQ(r["basics"]["location"]["countryCode"], "PL");
  ASSERT_EQ(r["work"].size(), 2u) << r.dump(1);
  EXPECT_EQ(r["work"][0]["position"], "Senior SRE");
  EXPECT_EQ(r["work"][0]["startDate"], "2020-04");
  EXPECT_EQ(r["work"][0]["highlights"].size(), 2u);
  EXPECT_EQ(r["work"][1]["position"], "Systems Engineer");
  EXPECT_EQ(r["work"][1]["endDate"], "2020-03");
  ASSERT_EQ(r["education"].size(), 1u);
  EXPECT_EQ(r["education"][0]["institution"], "Vistula Technical University");
  EXPECT_EQ(r["skills"][0]["keywords"], Json({"Go", "Python", "Bash"}));
}

// Chips: a flex row (or a grid) whose items are each a few words on one line is one line of
// cells, a list among them (its items are no bullets on a row); a grid of k columns is rows of
// k; a flex row of longer items follows item by item.
TEST(Html, ChipsInARowAreOneLine) {
  auto doc = cvmill::extract::Extract(
      "<html><head><style>.tags{display:flex;flex-wrap:wrap} .pairs{display:grid;grid-template-columns:30mm 1fr}"
      " .cards{display:flex}</style></head><body>"
      "<ul class=\"tags\"><li>Go</li><li>Cloud Run</li><li>SQL</li></ul>"
      "<dl class=\"pairs\"><dt>Welsh</dt><dd>native</dd><dt>Breton</dt><dd>basic (A2)</dd></dl>"
      "<div class=\"cards\"><p>Rebuilt the harbour's tide gauge network with volunteers</p>"
      "<p>Mapped eelgrass beds along the estuary for the county survey</p></div></body></html>",
      {});
  ASSERT_TRUE(doc.ok()) << doc.status().message();
  EXPECT_EQ(Texts(doc.value()),
            (std::vector<std::string>{"Go\tCloud Run\tSQL", "Welsh\tnative", "Breton\tbasic (A2)",
                                      "Rebuilt the harbour's tide gauge network with volunteers",
                                      "Mapped eelgrass beds along the estuary for the county survey"}));
  EXPECT_FALSE(Find(doc.value(), "Go\tCloud Run\tSQL")->bullet);
}

// A heading's level in the page's outline: an h3 in a container beside the main sections'
// (a grid of small sections after them) is a section as they are; an h3 inside its section's
// container, or in a flat page, stays under its h2.
TEST(Html, HeadingsLevelFollowsTheContainers) {
  auto doc = cvmill::extract::Extract(
      "<html><body><h1>Ana Ruiz</h1><main>"
      "<div><h2>Skills</h2><div><h3>Databases</h3><p>PostgreSQL</p></div></div>"
      "<div><h2>Projects</h2><p>Tide tables in Rust</p></div>"
      "<div class=\"grid\"><div><h3>Languages</h3><p>Welsh</p></div><div><h3>Interests</h3><p>Rowing</p></div></div>"
      "</main></body></html>",
      {});
  ASSERT_TRUE(doc.ok()) << doc.status().message();
  EXPECT_EQ(Find(doc.value(), "Ana Ruiz")->heading_level, 1);
  EXPECT_EQ(Find(doc.value(), "Databases")->heading_level, 3);
  EXPECT_EQ(Find(doc.value(), "Languages")->heading_level, 2);
  EXPECT_EQ(Find(doc.value(), "Interests")->heading_level, 2);
  auto flat = cvmill::extract::Extract(
      "<html><body><h1>Ana Ruiz</h1><h2>Experience</h2><h3>Harbour Office</h3><p>Clerk</p>"
      "<h2>Education</h2><h3>Lakeside College</h3></body></html>",
      {});
  ASSERT_TRUE(flat.ok()) << flat.status().message();
  EXPECT_EQ(Find(flat.value(), "Harbour Office")->heading_level, 3);
  EXPECT_EQ(Find(flat.value(), "Lakeside College")->heading_level, 3);
}

// Links a reader keeps are web and e-mail addresses: a tel: link, or a broken tag's
// attribute text in href ("href= target=_blank"), leaves its text as text, so the phone is
// still read and no address is made up.
TEST(Html, OnlyWebAndMailLinksAreKept) {
  const std::string page =
      "<html><body><h1>Ana Ruiz</h1><p><a href=\"tel: +34 612 345 678\">+34 612 345 678</a></p>"
      "<p><a href=\"mailto: ana.ruiz@example.org\">ana.ruiz@example.org</a></p>"
      "<h2>Projects</h2><p><a href=\n target=\"_blank\">Tide tables</a></p>"
      "<p><a href=\"github.com/anaruiz/tides\">tides</a></p></body></html>";
  auto doc = cvmill::extract::Extract(page, {});
  ASSERT_TRUE(doc.ok()) << doc.status().message();
  EXPECT_TRUE(Find(doc.value(), "+34 612 345 678")->links.empty());
  EXPECT_TRUE(Find(doc.value(), "Tide tables")->links.empty());
  EXPECT_EQ(Target(Find(doc.value(), "ana.ruiz@example.org"), "ana.ruiz@example.org"), "mailto:ana.ruiz@example.org");
  EXPECT_EQ(Target(Find(doc.value(), "tides"), "tides"), "github.com/anaruiz/tides");
  auto r = cvmill::testing::ParseCv(page, "cv.html");
  EXPECT_EQ(r.basics.phone, "+34 612 345 678");
  EXPECT_EQ(r.basics.url, "");
}

// A web page's entries in the date template ("Degree | Field" / its courses / the institution /
// the dates): cut by the count of header lines about each date, though the page's white space
// (each element's margin) sets the institution apart and not the degree that opens an entry.
TEST(Html, DateTemplateWhateverTheMargins) {
  std::string page = "<html><body><h1>Ana Ruiz</h1><p>ana.ruiz@example.org</p><h2>Education</h2>";
  for (const char* e : {"<div>Master of Science | Marine Biology</div><ul><li>Coastal ecology</li><li>Tides</li></ul>"
                        "<p>Karlsberg University</p><div>2016 - 2018</div>",
                        "<div>Bachelor of Science | Biology</div><ul><li>Botany</li></ul>"
                        "<p>Lakeside College</p><div>2012 - 2016</div>",
                        "<div>Leaving Certificate</div><p>Harbour Grammar School</p><div>2012</div>"})
    page += e;
  page += "</body></html>";
  auto r = cvmill::testing::ParseCv(page, "cv.html");
  ASSERT_EQ(r.education.size(), 3u);
  EXPECT_EQ(r.education[0].institution, "Karlsberg University");
  EXPECT_EQ(r.education[0].startDate, "2016");
  EXPECT_EQ(r.education[1].institution, "Lakeside College");
  EXPECT_EQ(r.education[1].studyType, "Bachelor of Science");
  EXPECT_EQ(r.education[1].startDate, "2012");
  EXPECT_EQ(r.education[2].institution, "Harbour Grammar School");
}

// A link that shows an icon only (a network's logo) names its address by the icon: the address
// is the line's text, so the profile is read; an e-mail icon beside the address adds nothing.
TEST(Html, IconOnlyLinksShowTheirAddress) {
  const std::string page =
      "<html><body><h1>Ana Ruiz</h1><p><a href=\"mailto:ana.ruiz@example.org\"><i class=\"icon-mail\"></i></a> "
      "ana.ruiz@example.org</p><div><a href=\"https://github.com/anaruiz\"><i class=\"icon-github\"></i></a></div>"
      "<div><a href=\"https://www.linkedin.com/in/ana-ruiz\"><i class=\"icon-linkedin\"></i></a></div>"
      "<h2>Experience</h2><p>Harbour pilot, Port of Vigo, 2019 - 2023</p></body></html>";
  auto doc = cvmill::extract::Extract(page, {});
  ASSERT_TRUE(doc.ok()) << doc.status().message();
  EXPECT_NE(Find(doc.value(), "https://github.com/anaruiz"), nullptr);
  EXPECT_NE(Find(doc.value(), "ana.ruiz@example.org"), nullptr);
  auto r = cvmill::testing::ParseCv(page, "cv.html");
  ASSERT_EQ(r.basics.profiles.size(), 2u);
  EXPECT_EQ(r.basics.profiles[0].network, "GitHub");
  EXPECT_EQ(r.basics.profiles[0].username, "anaruiz");
  EXPECT_EQ(r.basics.profiles[1].username, "ana-ruiz");
}

// An <aside> after the main column in source order (a sidebar of contact details): its lines
// are a column of their own, so its contact lines go to the head, not to the section the
// main column ended with.
TEST(Html, AsideIsAColumnOfItsOwn) {
  const std::string main =
      "<html><body><main><h1>Irene Vasquez-Tor</h1><h2>Education</h2>"
      "<p>2015 \u2013 2019: BSc Geology, University of Porthaven</p></main>";
  const std::string contacts = "<p>14 Quay Street, 1010 Porthaven</p><p>irene.vt@example.org</p>";
  auto doc = cvmill::extract::Extract(main + "<aside>" + contacts + "</aside></body></html>", {});
  ASSERT_TRUE(doc.ok()) << doc.status().message();
  EXPECT_EQ(Find(doc.value(), "2015 \u2013 2019: BSc Geology, University of Porthaven")->column, 0);
  EXPECT_EQ(Find(doc.value(), "14 Quay Street, 1010 Porthaven")->column, 1);
  EXPECT_EQ(Find(doc.value(), "irene.vt@example.org")->column, 1);

  auto with_aside = cvmill::testing::ParseCv(main + "<aside>" + contacts + "</aside></body></html>", "cv.html");
  EXPECT_EQ(with_aside.basics.location.address, "14 Quay Street");
  EXPECT_EQ(with_aside.basics.location.city, "Porthaven");
  ASSERT_EQ(with_aside.education.size(), 1u);
  EXPECT_EQ(with_aside.education[0].institution, "University of Porthaven");
}

TEST(Html, CharsetFromMetaAndBom) {
  Document doc = ExtractFixture("html/latin1.html");
  EXPECT_EQ(doc.encoding, "iso-8859-1");
  EXPECT_EQ(Texts(doc), (std::vector<std::string>{"Ren\u00e9e Sch\u00f6nfeld", "Caf\u00e9 owner in K\u00f6ln"}));
  // UTF-16 with a BOM: "<html><body><p>Zo\u00eb</p></body></html>" as UTF-16LE.
  std::string utf16 = "\xFF\xFE";
  for (char16_t c : std::u16string(u"<html><body><p>Zo\u00eb</p></body></html>")) {
    utf16.push_back(static_cast<char>(c & 0xFF));
    utf16.push_back(static_cast<char>(c >> 8));
  }
  auto r = cvmill::extract::Extract(utf16, {});
  ASSERT_TRUE(r.ok()) << r.status().message();
  EXPECT_EQ(r.value().format, Format::kHtml);
  EXPECT_EQ(Texts(r.value()), (std::vector<std::string>{"Zo\u00eb"}));
}

TEST(Html, DetectedByContentNotByName) {
  // Markdown that opens with an autolink or mentions tags is text.
  auto md = cvmill::extract::Extract("<https://example.org>\n# Jo Bloggs\nUses <html> daily\n", {});
  ASSERT_TRUE(md.ok());
  EXPECT_EQ(md.value().format, Format::kText);
  // A comment before the doctype, upper case tags: HTML.
  auto html = cvmill::extract::Extract("<!-- cv -->\n<!DOCTYPE HTML><HTML><BODY><H2>Jo</H2></BODY></HTML>", {});
  ASSERT_TRUE(html.ok());
  EXPECT_EQ(html.value().format, Format::kHtml);
  EXPECT_EQ(html.value().lines.at(0).heading_level, 2);
  EXPECT_EQ(Fail("<html><head><title>only a title</title></head><body> </body></html>").code(), ErrorCode::kEmpty);
}

TEST(Html, NestingPastTheParserLimitFailsInsteadOfDroppingText) {
  std::string deep = "<html><body><p>shown</p>";
  for (int i = 0; i < 300; ++i) deep += "<div>";
  deep += "deep text";
  cvmill::Status st = Fail(deep);
  EXPECT_EQ(st.code(), ErrorCode::kBadInput);
  EXPECT_NE(st.message().find("nested deeper"), std::string::npos) << st.message();
  std::string shallow = "<html><body>";
  for (int i = 0; i < 100; ++i) shallow += "<div>";
  auto ok = cvmill::extract::Extract(shallow + "deep text", {});
  ASSERT_TRUE(ok.ok());
  EXPECT_EQ(Texts(ok.value()), std::vector<std::string>{"deep text"});
}

// A style sheet whose matching would take minutes (every rule under one class, every element
// of that class: rules x elements selector checks; 20,000 of each took over 100 s in-process)
// fails with its reason; an ordinary sheet of the same rule on the same page is applied.
TEST(Html, StyleSheetTooCostlyToApplyFailsWithItsReason) {
  auto page = [](int rules, int paras) {
    std::string html = "<html><head><style>";
    for (int i = 0; i < rules; ++i) html += i % 2 ? ".a{font-weight:bold}" : "div .a{display:block}";
    html += "</style></head><body><h1>Jo Bloggs</h1><div>";
    for (int i = 0; i < paras; ++i) html += "<p class=\"a\">Line " + std::to_string(i) + "</p>";
    return html + "</div></body></html>";
  };
  cvmill::Status st = Fail(page(6000, 6000));
  EXPECT_EQ(st.code(), ErrorCode::kTooLarge);
  EXPECT_NE(st.message().find("style sheet too costly"), std::string::npos) << st.message();
  auto ok = cvmill::extract::Extract(page(2, 6000), {});
  ASSERT_TRUE(ok.ok()) << ok.status().message();
  ASSERT_EQ(ok.value().lines.size(), 6001u);
  EXPECT_TRUE(ok.value().lines[1].bold);
  EXPECT_EQ(ok.value().lines[6000].text, "Line 5999");
}

// Damaged inputs convert or fail with one line; never a crash (the sanitizer build checks more).
TEST(DocxHtml, MutatedFixturesConvertOrFailWithOneLine) {
  std::mt19937 rng(11);
  const std::string docx = cvmill::testing::ReadFile(kFixtures / "docx/cv.docx");
  const std::string html = cvmill::testing::ReadFile(kFixtures / "html/cv.html");
  for (int round = 0; round < 200; ++round) {
    std::string s = round % 2 ? docx : html;
    if (round % 4 < 2) {
      for (int k = 0; k < 8 && !s.empty(); ++k) s[rng() % s.size()] = static_cast<char>(rng());
    } else if (round % 4 == 2) {
      s.resize(rng() % (s.size() + 1));
    } else {
      static const char* kBits[] = {"<", ">", "</div>", "<li>", "<table><tr><td>", "&", "&#x", "\"", "{", "}"};
      for (int k = 0; k < 20; ++k) s.insert(rng() % (s.size() + 1), kBits[rng() % 10]);
    }
    SCOPED_TRACE(round);
    auto r = cvmill::pipeline::Convert(s, "x", cvmill::testing::BuiltinRules(), {});
    if (!r.ok()) {
      EXPECT_FALSE(r.status().message().empty());
      EXPECT_EQ(r.status().message().find('\n'), std::string::npos) << r.status().message();
    }
  }
}

TEST(Formats, UnreadFormatsFailNamingTheFormat) {
  struct Case {
    std::string bytes, name;
  };
  const std::vector<Case> cases = {
      {std::string("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1", 8) + std::string(64, '\0'), "DOC"},
      {"{\\rtf1\\ansi Jo Bloggs\\par}", "RTF"},
      {"\x89PNG\r\n\x1A\n" + std::string(16, '\0'), "PNG"},
      {"\xFF\xD8\xFF\xE0" + std::string(16, '\0'), "JPEG"},
      {"GIF89a" + std::string(16, '\0'), "GIF"},
      {std::string("II*\0", 4) + std::string(16, '\0'), "TIFF"},
      {std::string("RIFF\x24\0\0\0WEBPVP8 ", 16) + std::string(16, '\0'), "WebP"},
      {cvmill::testing::ReadFile(kFixtures / "docx/odt.odt"), "ODT"},
  };
  for (const Case& c : cases) {
    cvmill::Status st = Fail(c.bytes);
    EXPECT_EQ(st.code(), ErrorCode::kBadInput) << c.name;
    EXPECT_EQ(st.message().rfind(c.name, 0), 0u) << st.message();
    EXPECT_EQ(st.message().find('\n'), std::string::npos);
  }
  // A magic number's start with nothing after it ("RIFF", four bytes, which fuzzing found) is
  // read as text, not past its end.
  for (const std::string& cut : {std::string("RIFF"), std::string("RIFF\x24\0\0", 7)}) {
    auto r = cvmill::extract::Extract(cut, {});
    if (!r.ok()) {
      EXPECT_EQ(r.status().message().find("WebP"), std::string::npos) << r.status().message();
    }
  }
}

}  // namespace
