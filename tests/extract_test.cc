// Encodings, line model and markup cues of the extract stage.
#include <gtest/gtest.h>

#include "extract/extract.h"

namespace cvmill::extract {
namespace {

Document Ok(std::string_view bytes) {
  auto d = Extract(bytes, Options{});
  EXPECT_TRUE(d.ok()) << (d.ok() ? "" : d.status().message());
  return d.ok() ? d.value() : Document{};
}

struct EncodingCase {
  const char* name;
  std::string bytes;
  const char* first_line;
  const char* encoding;
};

TEST(DecodeText, Encodings) {
  const EncodingCase cases[] = {
      {"utf8", "Zo\xC3\xAB M\xC3\xBCller\nx", "Zo\u00eb M\u00fcller", "UTF-8"},
      {"utf8 bom", "\xEF\xBB\xBFZo\xC3\xAB\n", "Zo\u00eb", "UTF-8"},
      {"utf16le bom", std::string("\xFF\xFEZ\0o\0\xEB\0\n\0", 10), "Zo\u00eb", "UTF-16LE"},
      {"utf16be bom", std::string("\xFE\xFF\0Z\0o\0\xEB\0\n", 10), "Zo\u00eb", "UTF-16BE"},
      {"latin-1", "J\xFCrgen M\xFCller, Stra\xDF" "e 5, K\xF6ln\n", "J\u00fcrgen M\u00fcller, Stra\u00dfe 5, K\u00f6ln", "windows-1252"},
      {"nfd to nfc", "Caf\x65\xCC\x81\n", "Caf\u00e9", "UTF-8"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.name);
    Document d = Ok(c.bytes);
    ASSERT_FALSE(d.lines.empty());
    EXPECT_EQ(d.lines[0].text, c.first_line);
    EXPECT_EQ(d.encoding, c.encoding);
  }
}

// UTF-16 without a BOM, told by its NUL bytes: all on one side of each unit, beside printable
// ASCII (issue 11: it was "binary data"). "Zoë Li\n" written by hand in each byte order.
TEST(DecodeText, Utf16WithoutBom) {
  const std::string le("Z\0o\0\xEB\0 \0L\0i\0\n\0", 14), be("\0Z\0o\0\xEB\0 \0L\0i\0\n", 14);
  for (const auto& [bytes, enc] : {std::pair{le, "UTF-16LE"}, std::pair{be, "UTF-16BE"}}) {
    SCOPED_TRACE(enc);
    Document d = Ok(bytes);
    ASSERT_EQ(d.lines.size(), 1u);
    EXPECT_EQ(d.lines[0].text, "Zo\u00eb Li");
    EXPECT_EQ(d.encoding, enc);
    ASSERT_FALSE(d.diagnostics.empty());
    EXPECT_EQ(d.diagnostics[0].message, std::string(enc) + " without a byte-order mark (detected by its NUL bytes)");
  }
  // NULs on both sides, or beside a control byte, are still binary data.
  for (const std::string& junk : {std::string("ab\0\0cd\0\0ef\0\0", 12), std::string("a\0\x01\0b\0c\0d\0", 10)}) {
    auto r = Extract(junk, Options{});
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.status().message(), "binary data (NUL bytes), not a text CV");
  }
}

TEST(DecodeText, InvalidUtf8IsRepairedAndReported) {
  Document d = Ok("Zo\xC3\xAB \xFF ok\n");
  ASSERT_EQ(d.lines.size(), 1u);
  EXPECT_EQ(d.lines[0].text, "Zo\u00eb \uFFFD ok");
  ASSERT_EQ(d.diagnostics.size(), 1u);
  EXPECT_NE(d.diagnostics[0].message.find("invalid UTF-8"), std::string::npos);
}

TEST(Extract, BadInputs) {
  struct Case {
    std::string bytes;
    ErrorCode code;
    const char* message;
  } cases[] = {
      {"", ErrorCode::kEmpty, "empty input"},
      {"  \n\t\n\r\n", ErrorCode::kEmpty, "no text in input"},
      {std::string("abc\0def", 7), ErrorCode::kBadInput, "binary data (NUL bytes), not a text CV"},
      {"\x01\x02\x03\x04\x05\x06\x07\x08\x0e\x0f", ErrorCode::kBadInput,
       "binary data (control characters), not a text CV"},
  };
  for (const auto& c : cases) {
    auto d = Extract(c.bytes, Options{});
    ASSERT_FALSE(d.ok());
    EXPECT_EQ(d.status().code(), c.code);
    EXPECT_EQ(d.status().message(), c.message);
  }
  Options small;
  small.max_input_bytes = 4;
  auto big = Extract("hello world", small);
  ASSERT_FALSE(big.ok());
  EXPECT_EQ(big.status().code(), ErrorCode::kTooLarge);
}

TEST(Extract, LineEndsNumbersSpansAndBlanks) {
  Document d = Ok("one\r\n\r\ntwo\rthree\n\n\nfour");
  ASSERT_EQ(d.lines.size(), 4u);
  EXPECT_EQ(d.lines[0].number, 1);
  EXPECT_EQ(d.lines[1].text, "two");
  EXPECT_EQ(d.lines[1].number, 3);
  EXPECT_EQ(d.lines[1].blank_before, 1);
  EXPECT_EQ(d.lines[2].number, 4);
  EXPECT_EQ(d.lines[3].number, 7);
  EXPECT_EQ(d.lines[3].blank_before, 2);
  EXPECT_EQ(d.lines[0].byte_begin, 0u);
  EXPECT_EQ(d.lines[0].byte_end, 3u);
  EXPECT_EQ(d.lines[1].byte_begin, 7u);
}

struct MarkupCase {
  const char* raw;
  const char* text;
  int heading;
  bool bullet;
  bool bold;
  const char* link_target;  // "" when none
};

constexpr MarkupCase kMarkup[] = {
    {"## WORK EXPERIENCE", "WORK EXPERIENCE", 2, false, false, ""},
    {"#### **EDUCATION**", "EDUCATION", 4, false, true, ""},
    {"- Built a thing", "Built a thing", 0, true, false, ""},
    {"\u2022 Created an app", "Created an app", 0, true, false, ""},
    {"  \u25c6 Web: <https://a.org>", "Web: https://a.org", 0, true, false, "https://a.org"},
    {"* item", "item", 0, true, false, ""},
    {"**Dynamic Systems** ", "Dynamic Systems", 0, false, true, ""},
    {"- **Languages:** German (Native)", "Languages: German (Native)", 0, true, false, ""},
    {"[gh.com/x](https://gh.com/x)", "gh.com/x", 0, false, false, "https://gh.com/x"},
    {"\u25c6 github.com/marwage \u25c6", "github.com/marwage", 0, true, false, ""},
    {"Engineer        2019 \u2013 2021", "Engineer\t2019 \u2013 2021", 0, false, false, ""},
    {"Leeds  |  +44 1  |  a@b.org", "Leeds\t+44 1\ta@b.org", 0, false, false, ""},
    {"- [1] L. Mai, and P. Pietzuch", "L. Mai, and P. Pietzuch", 0, true, false, ""},
    {"snake_case_name stays", "snake_case_name stays", 0, false, false, ""},
    {"2023-2024 - 5 x 3", "2023-2024 - 5 x 3", 0, false, false, ""},
    // Icons before contact details (an icon font's private-use glyphs, pictographs) are gaps.
    {"\uF0E0 jane@example.org \uF095 +49 30 1234567", "jane@example.org\t+49 30 1234567", 0, false, false, ""},
    {"\U0001F4E7 jane@example.org  \U0001F4CD Berlin", "jane@example.org\tBerlin", 0, false, false, ""},
    {"\u2709 jane@example.org", "jane@example.org", 0, false, false, ""},
    {"\uF0B7\tManaged the front desk", "Managed the front desk", 0, true, false, ""},
    {"\uF0A7 Led audits \uF0E0 x", "Led audits\tx", 0, true, false, ""},
    {"\u2302 Lyon, France \u2691 github.com/x", "Lyon, France\tgithub.com/x", 0, false, false, ""},
    {"Caf\u00e9 \uFB01ne \u2713 ok", "Caf\u00e9 \uFB01ne \u2713 ok", 0, false, false, ""},
    // Leaders to a right-aligned place or date are gaps; short runs and rules are not.
    {"Senior Nurse, St. Mary's ........... Dublin", "Senior Nurse, St. Mary's\tDublin", 0, false, false, ""},
    {"Accountant ---------- 2019 - 2021", "Accountant\t2019 - 2021", 0, false, false, ""},
    {"English . . . . . . Native", "English\tNative", 0, false, false, ""},
    {"Wait... what", "Wait... what", 0, false, false, ""},
    {"Ends with dots ....", "Ends with dots ....", 0, false, false, ""},
    // Block quotes lose their mark.
    {"> He made our ledger boring.", "He made our ledger boring.", 0, false, false, ""},
    {"> > - nested item", "nested item", 0, true, false, ""},
    {"a > b", "a > b", 0, false, false, ""},
    // The mark needs no space after it (CommonMark); before a number it is no mark.
    {">**Head Chef | Pastry Lead**", "Head Chef\tPastry Lead", 0, false, true, ""},
    {">Cook with twelve years in hotels.", "Cook with twelve years in hotels.", 0, false, false, ""},
    {"> 10 years", "10 years", 0, false, false, ""},
    {">10 years", ">10 years", 0, false, false, ""},
    // Letter-spaced capitals as text extraction leaves them are joined; a wider space keeps
    // the words apart. Short words and initials at ordinary spaces are no letter spacing.
    {"S U M M A RY", "SUMMARY", 0, false, false, ""},
    {"W O R K  E X P E R I E N C E", "WORK EXPERIENCE", 0, false, false, ""},
    {"N U R S E , P E D I AT R I C", "NURSE, PEDIATRIC", 0, false, false, ""},
    {"R & D", "R & D", 0, false, false, ""},
    {"I am a UX lead", "I am a UX lead", 0, false, false, ""},
    {"J. R. R. Tolkien", "J. R. R. Tolkien", 0, false, false, ""},
    {"AWS GCP IT HR", "AWS GCP IT HR", 0, false, false, ""},
    // A kerned pair or three letters kept together ("AWA", "TY") are letter spacing too; a
    // row of short capital words is not.
    {"AWA R D S", "AWARDS", 0, false, false, ""},
    {"C E RT I F I C AT E S", "CERTIFICATES", 0, false, false, ""},
    {"VAT USD EUR GBP", "VAT USD EUR GBP", 0, false, false, ""},
    // A pandoc definition's mark goes; a hard line break (trailing backslash) too.
    {":   **Nurse**, Harbour Clinic", "Nurse, Harbour Clinic", 0, false, false, ""},
    {"~ Staff nurse", "Staff nurse", 0, false, false, ""},
    {"Role: Team lead\\", "Role: Team lead", 0, false, false, ""},
    {"Ratio 3:2 holds", "Ratio 3:2 holds", 0, false, false, ""},
    // A markdown pipe table: cells become gaps, the delimiter row no text.
    {"| English    | Native speaker |", "English\tNative speaker", 0, false, false, ""},
    {"|:-----------|:---------------|", "", 0, false, false, ""},
    {"| **Python** | Expert |", "Python\tExpert", 0, false, false, ""},
    {"|a| plain", "|a| plain", 0, false, false, ""},
};

TEST(ParseMarkup, Table) {
  for (const MarkupCase& c : kMarkup) {
    SCOPED_TRACE(c.raw);
    Line line;
    ParseMarkup(c.raw, &line);
    EXPECT_EQ(line.text, c.text);
    EXPECT_EQ(line.heading_level, c.heading);
    EXPECT_EQ(line.bullet, c.bullet);
    EXPECT_EQ(line.bold, c.bold);
    if (*c.link_target) {
      ASSERT_FALSE(line.links.empty());
      EXPECT_EQ(line.links[0].target, c.link_target);
    } else {
      EXPECT_TRUE(line.links.empty());
    }
  }
}

TEST(Extract, SetextUnderlinesMakeHeadings) {
  auto d = Extract("Ana Ruiz\n========\n\nExperience\n----------\nNurse\n-----\n\nE-Mail    a@b.org\n------    ------\n"
                   "Skills\n-\nLast row\n--------------------------------\n",
                   Options{});
  ASSERT_TRUE(d.ok());
  std::vector<std::pair<std::string, int>> got;
  for (const Line& l : d.value().lines) got.emplace_back(l.text, l.heading_level);
  const std::vector<std::pair<std::string, int>> want = {
      {"Ana Ruiz", 1}, {"Experience", 2}, {"Nurse", 2},
      // a table's rule under a row with gaps, a one-dash line (an empty list item), a rule
      // far longer than the line above: not underlines
      {"E-Mail\ta@b.org", 0}, {"------\t------", 0}, {"Skills", 0}, {"Last row", 0},
      {"--------------------------------", 0}};
  EXPECT_EQ(got, want);
}

// A pandoc title block: "% Title" / "% Author" open the file; the marks go and the title is
// the first heading. A "%" later in the file is text.
TEST(Extract, PandocTitleBlock) {
  Document d = Ok("% Rosa Lindgren\n% Field engineer\n\nSummary\n% of time on site: 80\n");
  ASSERT_EQ(d.lines.size(), 4u);
  EXPECT_EQ(d.lines[0].text, "Rosa Lindgren");
  EXPECT_EQ(d.lines[0].heading_level, 1);
  EXPECT_EQ(d.lines[1].text, "Field engineer");
  EXPECT_EQ(d.lines[1].heading_level, 0);
  EXPECT_EQ(d.lines[3].text, "% of time on site: 80");
}

TEST(ParseMarkup, ItalicRunsAndIndent) {
  Line line;
  ParseMarkup("    in *Proc. of X (OSDI 20)*, 2020", &line);
  EXPECT_EQ(line.indent, 4);
  EXPECT_EQ(line.text, "in Proc. of X (OSDI 20), 2020");
  ASSERT_EQ(line.runs.size(), 1u);
  EXPECT_EQ(line.runs[0].style, kItalic);
  EXPECT_EQ(line.text.substr(line.runs[0].begin, line.runs[0].end - line.runs[0].begin), "Proc. of X (OSDI 20)");
}

// `pdftotext -layout` of a page with a sidebar: the two columns are split at the gutter and
// read one after the other (the right one as column 1). A date column beside its entries, a
// label column and a table of two cells a row are not columns. Documents written here.
TEST(TextColumns, SidebarSplitDateAndLabelColumnsKept) {
  auto columns = [](const std::string& text) {
    auto doc = Extract(text, {});
    EXPECT_TRUE(doc.ok());
    std::vector<std::pair<int, std::string>> out;
    if (doc.ok()) {
      for (const Line& l : doc.value().lines) out.emplace_back(l.column, l.text);
    }
    return out;
  };
  const std::string sidebar =
      "Orla Fenwick\n"
      "\n"
      "Experience                                               Skills\n"
      "Site Engineer                   2019 - 2023              Surveying\n"
      "Harbour Works Ltd, Cork                                  Concrete\n"
      " - Ran the pour schedule for a twelve-storey frame\n"
      "   and its two basements\n"
      "   with a crew of forty\n"
      " - Trained two apprentices                               Programming\n"
      "                                                         Revit\n"
      "                                                         AutoCAD\n"
      "                                                         Civil 3D\n"
      "\n"
      "Graduate Engineer               2017 - 2019              Languages\n"
      "Estuary Civil, Limerick                                  English\n"
      "Surveys for the quay wall                                Irish\n"
      "                                                         French\n"
      "Inspections of the flood gates                           Polish\n"
      "                                                         Interests\n"
      "Education                                                Sea rowing\n"
      "BEng Civil Engineering          2013 - 2017              Choir\n"
      "University College Cork\n";
  auto split = columns(sidebar);
  std::vector<std::pair<int, std::string>> want = {
      {0, "Orla Fenwick"}, {0, "Experience"}, {0, "Site Engineer\t2019 - 2023"}, {0, "Harbour Works Ltd, Cork"},
      {0, "Ran the pour schedule for a twelve-storey frame"}, {0, "and its two basements"},
      {0, "with a crew of forty"}, {0, "Trained two apprentices"}, {0, "Graduate Engineer\t2017 - 2019"},
      {0, "Estuary Civil, Limerick"}, {0, "Surveys for the quay wall"}, {0, "Inspections of the flood gates"},
      {0, "Education"}, {0, "BEng Civil Engineering\t2013 - 2017"}, {0, "University College Cork"},
      {1, "Skills"}, {1, "Surveying"}, {1, "Concrete"}, {1, "Programming"}, {1, "Revit"}, {1, "AutoCAD"},
      {1, "Civil 3D"}, {1, "Languages"}, {1, "English"}, {1, "Irish"}, {1, "French"}, {1, "Polish"},
      {1, "Interests"}, {1, "Sea rowing"}, {1, "Choir"}};
  EXPECT_EQ(split, want);

  // Negative: dates in a column beside their entries (each row with a date opens an entry,
  // sections' headings alone on their rows), a label column, rows of two cells.
  const std::string dates =
      "Experience\n"
      "Sep 2019 - present    Senior Process Engineer, Vastby Kemi AB, Stenungsund\n"
      "                      Led the debottlenecking of the oxide unit, raising throughput\n"
      "                      by nine per cent without new equipment.\n"
      "                       Cut steam use by 12%\n"
      "                       Ran two turnarounds on schedule\n"
      "Jan 2015 - Aug 2019   Process Engineer, Nordby Polymer AB, Helsingborg\n"
      "                      Owned the heat and mass balances of the polymer line.\n"
      "Jun 2013 - Dec 2014   Graduate Engineer, Ostby Energi, Malmo\n"
      "                      Rotations through operations and the laboratory.\n"
      "Education\n"
      "2008 - 2013           MSc Chemical Engineering, Skagerak University of Technology\n"
      "                      Thesis on fouling in plate heat exchangers.\n"
      "Skills\n"
      "Simulation            Aspen Plus, HYSYS\n"
      "Data                  Python, Excel\n";
  const std::string labels =
      "       PERSONAL INFORMATION      Orla Fenwick\n"
      "                                 4 Quay Road, Cork\n\n"
      "                                 orla.fenwick@example.ie\n\n"
      "   PROFESSIONAL EXPERIENCE\n\n"
      "             2019 - present      Site Engineer\n"
      "                                 Harbour Works Ltd, Cork\n"
      "                                 - Ran the pour schedule\n"
      "                                 - Trained two apprentices\n\n"
      "               2017 - 2019       Graduate Engineer\n"
      "                                 Estuary Civil, Limerick\n"
      "                                 Surveys for the quay wall\n\n"
      "                 EDUCATION\n\n"
      "               2013 - 2017       BEng Civil Engineering\n"
      "                                 University College Cork\n";
  std::string table = "Language        Level\n";
  for (const char* row : {"English         Native", "Irish           Fluent", "French          Good", "German          Basic",
                          "Spanish         Basic", "Italian         Basic", "Polish          Basic", "Dutch           Basic"})
    table += std::string(row) + "\n";
  for (const std::string& doc : {dates, labels, table}) {
    for (const auto& [column, text] : columns(doc)) EXPECT_EQ(column, 0) << text;
  }
}

// Cards side by side in one flow (a theme's grid of skill groups): a band of rows with one
// piece each side of a gap, set alike row by row and broken by a blank row or one card longer
// than the other, is read card by card, all in column 0; so are entries as cards, a date line
// on each side. A table of labels and values (a comma list beside its label, levels beside
// languages with nothing to break it) and a date beside each title stay rows.
TEST(TextColumns, CardsSideBySideReadCardByCard) {
  auto texts = [](const std::string& text) {
    auto doc = Extract(text, {});
    EXPECT_TRUE(doc.ok());
    std::vector<std::string> out;
    if (doc.ok()) {
      for (const Line& l : doc.value().lines) {
        EXPECT_EQ(l.column, 0) << l.text;
        out.push_back(l.text);
      }
    }
    return out;
  };
  const std::string grid =
      "Skills\n"
      "Masonry                            Carpentry\n"
      "Advanced                           Intermediate\n"
      "\n"
      "      Lime mortar                        Roof framing\n"
      "      Dry stone walls                    Sash windows\n"
      "      Pointing                           Joinery\n"
      "                                         Stairs\n";
  const std::string table =
      "\n\nTools\n"
      "Masonry                   Lime mortar, dry stone walls, pointing\n"
      "Carpentry                 Roof framing, sash windows, joinery,\n"
      "                          stairs\n"
      "Languages\n"
      "English                   Native\n"
      "Irish                     Fluent\n"
      "\n"
      "Experience\n"
      "Stonemason                2019 - 2023\n"
      "Apprentice                2015 - 2019\n"
      "\n"
      "Joiner                    2013 - 2015\n";
  // (One document: a text dump with a few gapped rows only is read as it is.)
  std::vector<std::string> rows = texts(grid + table);
  ASSERT_GE(rows.size(), 12u);
  EXPECT_EQ(std::vector<std::string>(rows.begin(), rows.begin() + 12),
            (std::vector<std::string>{"Skills", "Masonry", "Advanced", "Lime mortar", "Dry stone walls", "Pointing",
                                      "Carpentry", "Intermediate", "Roof framing", "Sash windows", "Joinery",
                                      "Stairs"}));
  EXPECT_NE(std::find(rows.begin(), rows.end(), "Masonry\tLime mortar, dry stone walls, pointing"), rows.end());
  EXPECT_NE(std::find(rows.begin(), rows.end(), "English\tNative"), rows.end());
  EXPECT_NE(std::find(rows.begin(), rows.end(), "Stonemason\t2019 - 2023"), rows.end());
  // Entries as cards, each with a date line of its own: a wrapped title puts the two cards'
  // dates on different rows, so the rows are not alike; the dates on both sides tell cards.
  const std::string entries =
      "Education\n"
      "Northfield School of Building                  Harbour Trade College\n"
      "Of Stone and Slate                             Sep 2009 - Jun 2011\n"
      "Sep 2011 - Jun 2014                            Certificate in Joinery\n"
      "Diploma in Heritage Masonry and\n"
      "Conservation\n";
  rows = texts(entries + table);
  ASSERT_GE(rows.size(), 9u);
  EXPECT_EQ(std::vector<std::string>(rows.begin(), rows.begin() + 9),
            (std::vector<std::string>{"Education", "Northfield School of Building", "Of Stone and Slate",
                                      "Sep 2011 - Jun 2014", "Diploma in Heritage Masonry and", "Conservation",
                                      "Harbour Trade College", "Sep 2009 - Jun 2011", "Certificate in Joinery"}));
  // The second card opens after a blank line, as a card set apart in one flow would.
  {
    auto doc = Extract(entries + table, {});
    ASSERT_TRUE(doc.ok());
    const std::vector<Line>& ls = doc.value().lines;
    ASSERT_GE(ls.size(), 7u);
    EXPECT_EQ(ls[6].text, "Harbour Trade College");
    EXPECT_GT(ls[6].blank_before, 0);
    EXPECT_EQ(ls[2].blank_before, 0);
  }
  // The same grid opening a page (the dump's form feed before its first row): the form feed
  // takes no column, and the grid is read card by card all the same.
  std::string paged = entries;
  paged.insert(paged.find('\n') + 1, "\f");
  rows = texts(paged + table);
  ASSERT_GE(rows.size(), 9u);
  EXPECT_EQ(rows[1], "Northfield School of Building");
  EXPECT_EQ(rows[6], "Harbour Trade College");
}

// No-break spaces (a word processor's after "Ltd.", typographers' narrow one before ":")
// are spaces: a separator around them is found, a run of them is one space (padding, not a
// column gap), and at the start they indent.
TEST(ParseMarkup, NoBreakSpacesAreSpaces) {
  struct Case {
    const char* raw;
    const char* text;
    int indent;
  } cases[] = {
      {"Harbour Works Ltd.\u00A0\u2014 Leeds", "Harbour Works Ltd. \u2014 Leeds", 0},
      {"T\u00E9l\u00E9phone\u202F: 01 23", "T\u00E9l\u00E9phone : 01 23", 0},
      {"Python\u00A0\u00A0\u00A0\u00A0SQL", "Python SQL", 0},
      {"\u00A0\u00A0 \u2007Lead", "Lead", 4},
      {"* Led\u00A0a team", "Led a team", 0},
  };
  for (const Case& c : cases) {
    Line line;
    ParseMarkup(c.raw, &line);
    EXPECT_EQ(line.text, c.text) << c.raw;
    EXPECT_EQ(line.indent, c.indent) << c.raw;
  }
}

// Letter-spaced type as `pdftotext` leaves it: runs of one- and two-letter words are joined
// and cut again where the case says a word begins; "t o" between dates is joined; a capital
// alone before a lower-case word is joined only where the document shows spaced runs. Prose
// keeps its one-letter words. Documents written here.
TEST(TextSpacing, SpacedLettersJoinedProseKept) {
  auto texts = [](const std::string& text) {
    auto doc = Extract(text, {});
    EXPECT_TRUE(doc.ok());
    std::vector<std::string> out;
    if (doc.ok()) {
      for (const Line& l : doc.value().lines) out.push_back(l.text);
    }
    return out;
  };
  struct Case {
    std::string in;
    std::vector<std::string> out;
  };
  const Case cases[] = {
      // A spaced document: runs, "t o" between dates, initials apart from their words.
      {"Oona Valk\nW ork E xperience\n2016 t o P r e s e n t\nRigger, Dock Nine\n2011 t o 2016\n"
       "A wards\nB e s t R i g g i n g A wa r d\n",
       {"Oona Valk", "Work Experience", "2016 to Present", "Rigger, Dock Nine", "2011 to 2016", "Awards",
        "Best Rigging Award"}},
      // Columns of a layout dump keep their gaps.
      {"E ducation     2009 t o 2011   College of Rigging\n2012 t o 2013\n",
       {"Education\t2009 to 2011\tCollege of Rigging", "2012 to 2013"}},
      // No spaced run in the document: a capital alone before a word stays apart.
      {"Oona Valk\nA team of six\nI ran the yard\n", {"Oona Valk", "A team of six", "I ran the yard"}},
      // One-letter words of prose, a range written with "a", a lone letter between numbers.
      {"Aulas de Química A ao sábado e à noite\n2019 a 2020\nGrade 1 e 2\n",
       {"Aulas de Química A ao sábado e à noite", "2019 a 2020", "Grade 1 e 2"}},
      // Four single letters that are a list of grades, all capitals: not a lower-case run.
      {"Grades A B C D in order\n", {"Grades A B C D in order"}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.in);
    EXPECT_EQ(texts(c.in), c.out);
  }
}

// A LaTeX bullet that pdftotext gave as "{": two rows or more that open with "{ " are list
// items, unless a row closes a brace (code). One such row alone is text.
TEST(TextSpacing, BraceMarksAreBullets) {
  auto items = [](const std::string& text) {
    auto doc = Extract(text, {});
    EXPECT_TRUE(doc.ok());
    std::vector<std::pair<bool, std::string>> out;
    if (doc.ok()) {
      for (const Line& l : doc.value().lines) out.emplace_back(l.bullet, l.text);
    }
    return out;
  };
  using Items = std::vector<std::pair<bool, std::string>>;
  EXPECT_EQ(items("Nurse, Clinic Nord\n   { Ran the night shift\n   { Trained new staff\n"),
            (Items{{false, "Nurse, Clinic Nord"}, {true, "Ran the night shift"}, {true, "Trained new staff"}}));
  EXPECT_EQ(items("Config\n{ \"a\": 1,\n{ \"b\": 2 }\n"),
            (Items{{false, "Config"}, {false, "{ \"a\": 1,"}, {false, "{ \"b\": 2 }"}}));
  EXPECT_EQ(items("Nurse\n{ Ran the night shift\n"), (Items{{false, "Nurse"}, {false, "{ Ran the night shift"}}));
}

}  // namespace
}  // namespace cvmill::extract
