// PDF page layouts (lists set in columns, sidebars, grids of cards), each reproduced by
// tests/fixtures/make_layout_pdfs.py: the lines the reader gives, in reading order.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "extract/extract.h"
#include "tests/test_util.h"

namespace {

struct LayoutCase {
  const char* name;
  const char* fixture;
  int column;  // -1: every line
  std::vector<std::string> lines;
};

class PdfLayout : public ::testing::TestWithParam<LayoutCase> {};

TEST_P(PdfLayout, ReadsLines) {
  const LayoutCase& c = GetParam();
  EXPECT_EQ(cvmill::testing::LineTexts(cvmill::testing::ExtractFixture(c.fixture), 0, c.column), c.lines)
      << c.fixture << " column " << c.column;
}

INSTANTIATE_TEST_SUITE_P(
    Pdf, PdfLayout,
    ::testing::Values(
        // Items of a list set in two columns wrap at their list column's edge, not the page
        // column's: each wrapped item is one line, in either column. A short item over a line
        // that would have fitted after it, and an item opened by its marker, stay apart.
        LayoutCase{"list_column_wrap",
                   "list_column_wrap.pdf",
                   -1,
                   {"Jane Example", "jane@example.org", "Experience", "Head Baker, Northgate Bakery\t2019 - 2023",
                    "Ran the bakery of a hotel group with four shops, a wholesale round and a team of twelve, from "
                    "the night bake to the morning deliveries across the city and its market towns.",
                    "Kept the ovens of three shops going at night through the winter.", "Ran a stall",
                    "on market days.", "Trained two apprentices in the rye and the sourdough bakes.",
                    "Cut flour waste by a fifth", "Skills", "Sourdough, viennoiserie, costing"}},
        // Two cards side by side set flush right, their rows interleaved: read card by card.
        LayoutCase{"cards_flush_right",
                   "cards_flush_right.pdf",
                   -1,
                   {"Jane Example", "jane@example.org",
                    "Baker of twelve years in hotel kitchens and a wholesale bakery, now running a shop of my own.",
                    "Skills", "Baking", "Pastry", "Cakes", "Sourdough and rye breads", "Tools", "Deck ovens",
                    "Spiral mixers and proofers", "Experience", "Head Baker, Northgate Bakery\t2019 - 2023",
                    "Ran the bakery of a hotel group with four shops, a wholesale round and a team of twelve."}},
        // Negative: labels set flush right against ragged values share no right edge on the
        // values' side; they stay rows.
        LayoutCase{"labels_flush_right",
                   "labels_flush_right.pdf",
                   -1,
                   {"Jane Example", "jane@example.org",
                    "Baker of twelve years in hotel kitchens and a wholesale bakery, now running a shop of my own.",
                    "Skills", "Baking Pastry, cakes, sourdough and rye breads", "Tools Deck ovens, spiral mixers",
                    "Languages English, French", "Experience", "Head Baker, Northgate Bakery\t2019 - 2023",
                    "Ran the bakery of a hotel group with four shops, a wholesale round and a team of twelve."}},
        // A bold title wrapped over its last words beside a regular date: one title, the date
        // its row's last cell. Negative: a bold title over a regular organisation with its
        // date stays two lines.
        // A line in an oblique font over the entry's prose in upright type: two lines, though
        // the prose goes on closely under it; italic over italic and upright over upright wrap.
        LayoutCase{"italic_tagline",
                   "italic_tagline.pdf",
                   -1,
                   {"Jane Example", "jane@example.org",
                    "Baker of twelve years in hotel kitchens and a wholesale bakery, now running a shop of my own.",
                    "Experience", "Head Baker, Northgate Bakery, Leeds\t2019 - 2023",
                    "Family-owned bakery with four shops in the city, a wholesale round and a cafe by the market hall",
                    "Ran the night bake for the four shops and trained two apprentices in the rye and sourdough bakes.",
                    "Pastry Cook, Eastgate Hotel, York\t2015 - 2019",
                    "Hotel of ninety rooms by the river with a restaurant, a banqueting hall and a bakery of its own.",
                    "Made the breakfast pastries and the wedding cakes."}},
        LayoutCase{"bold_title_wrap",
                   "bold_title_wrap.pdf",
                   -1,
                   {"Jane Example", "jane@example.org",
                    "Baker of twelve years in hotel kitchens and a wholesale bakery, now running a shop of my own.",
                    "Publications",
                    "A Field Guide to Rye and Spelt: Sourdough Bakes at Hotel Scale, Journal of Northern Baking\t2021-04",
                    "How a hotel bakery moved its rye bakes to a cold retard.", "Experience", "Head Baker",
                    "Northgate Bakery\t2019 - 2023"}},
        // A bold title wrapped beside its bold date, its last word bold at the head of the
        // next line, which goes on in regular type: one header line (the organisation and
        // place written in the title's sentence). A bold title closed by its full stop stays
        // apart from the line under it.
        LayoutCase{"title_runs_on",
                   "title_runs_on.pdf",
                   -1,
                   {"Jane Example", "jane@example.org",
                    "Baker of twelve years in hotel kitchens and a wholesale bakery, now running a shop of my own.",
                    "Experience",
                    "Senior Analyst for Credit Risk and Portfolio Modelling in the Retail Bank Lending, Harbour Foods, "
                    "Leeds.\t2019 - 2023",
                    "Priced the loans of a wholesale food group.",
                    "Senior Analyst for Credit Risk and Portfolio Modelling in the Trade Bank.\t2016 - 2019",
                    "Credit desk of Mill Lane Bank, York.", "Kept the ledger of the bank."}},
        // A bold title boxed short of its regular dates and wrapped after a small word in lower
        // case goes on on the next line, though that line's first word would have fitted: one
        // title. Wrapped after a capitalised word (a second bold line of its own), or over a line
        // in another type, the lines stay apart.
        LayoutCase{"title_dangling",
                   "title_dangling.pdf",
                   -1,
                   {"Jane Example", "jane@example.org",
                    "Baker of twelve years in hotel kitchens and a wholesale bakery, now running a shop of my own.",
                    "Education", "Northgate University, Faculty of Fine Arts\t2012 - 2016", "Bachelor of Arts, Painting, with a year of printmaking and a final show of large oil paintings.",
                    "Mill Lane School\t2005 - 2012", "School Diploma", "Harbour College of\t2003 - 2005",
                    "Evening classes in drawing."}},
        // Bold capitals wrapped after a small word the text writes in lower case ("AND", "OF",
        // at the end or at the head of the next line) or inside a bracket go on in the next line
        // of their type, though it stands wider apart than the body's lines: one title. Wrapped
        // after a word of their own, over a line in regular type, or two lines below, they stay apart.
        LayoutCase{"caps_title_wrap",
                   "caps_title_wrap.pdf",
                   -1,
                   {"Jane Example", "jane@example.org",
                    "Baker of twelve years in hotel kitchens and a wholesale bakery, now running a shop of my own. "
                    "Bakes of rye and spelt, and the costing of a shop of four ovens.",
                    "Education", "BACHELOR OF ARTS IN PAINTING AND PRINTMAKING", "Northgate University",
                    "2012 - 2016", "DIPLOMA IN BAKING (LEVEL THREE) PASTRY", "Mill Lane College",
                    "FOOD HYGIENE CERTIFICATE OF THE HARBOUR BOARD", "MILL LANE SCHOOL", "SCHOOL DIPLOMA",
                    "HEAD BAKER AND", "NORTHGATE BAKERY", "EVENING CLASSES OF", "HARBOUR COLLEGE"}},
        // A card's name in its own type over its items in smaller type: its next lines in that
        // type that open in lower case go on with it (up to three lines). Items of one type, one
        // of them in lower case, and a title over a line in lower case followed by a line of the
        // title's type, stay apart.
        LayoutCase{"card_name_wrap",
                   "card_name_wrap.pdf",
                   -1,
                   {"Jane Example", "jane@example.org",
                    "Baker of twelve years in hotel kitchens and a wholesale bakery, now running a shop of my own. "
                    "Bakes of rye and spelt, and the costing of a shop of four ovens.",
                    "Skills", "Ovens and proving", "Deck ovens", "Spiral mixers", "Sourdough rye and spelt breads",
                    "Levain", "Tools", "Scales", "iPad apps", "Kilns", "Awards", "Best Loaf Award", "undated",
                    "Northgate Guild", "For a rye loaf."}},
        // List items with no marker glyph: an item that fills its line and breaks off on a small
        // word in lower case goes on over a line that opens with a capital; a full item that
        // ends on a capitalised word stays apart from the next.
        LayoutCase{"drawn_item_wrap",
                   "drawn_item_wrap.pdf",
                   -1,
                   {"Jane Example", "jane@example.org",
                    "Baker of twelve years in hotel kitchens and a wholesale bakery, now running a shop of my own.",
                    "Experience", "Head Baker, Northgate Bakery\t2019 - 2023",
                    "Ran the bakery of a hotel group with four shops, a wholesale round and a team of twelve bakers.",
                    "Kept the ovens of three shops going through the winter",
                    "Ran a course in laminated doughs and enriched breads for the apprentices of four shops on "
                    "Saturdays, with a tasting for customers",
                    "Kept the books of the bakery and ordered flour and butter for the three shops of Northgate",
                    "Trained two apprentices"}},
        // Items opened by an en dash, their next lines set under the item's first word (a
        // hanging indent): a full line goes on over a line that opens with a capital or a
        // number, beside its label in a label column or alone; short items stay apart.
        LayoutCase{"dash_items",
                   "dash_items.pdf",
                   -1,
                   {"Jane Example", "jane@example.org",
                    "Projects\t\u2013 Harbour survey (2021), Lakeside Trust, lead surveyor. Charted the Forty piers "
                    "and the tide gauges of the bay.",
                    "Tide tables (2019), Northgate Council, analyst. Checked the tide 1,200 gauge records against "
                    "the harbour logs.",
                    "Rowing club regatta (2018)", "Chess league (2017)", "Harbour choir (2016)"}},
        // Page furniture goes: a running header (the name beside it on page 2 repeats page
        // 1's) and a three-line footer with the page number in a wide bottom margin. A bare
        // year at the same place on both pages and page 1's last body line stay.
        LayoutCase{"furniture",
                   "furniture.pdf",
                   -1,
                   {"Jane Example", "Experience", "Head Baker, Northgate Bakery", "Ran the night bake of four shops.",
                    "2019", "Kept the ovens going through the winter and trained two",
                    "apprentices in the rye bakes.", "Skills", "Sourdough, viennoiserie, costing", "2019"}},
        // One page: the lines at its foot are body text, not repeated.
        LayoutCase{"furniture_one",
                   "furniture_one.pdf",
                   -1,
                   {"Jane Example", "Skills", "Sourdough, viennoiserie, costing", "Interests",
                    "Long-distance cycling"}},
        // Two label/items pairs side by side, labels and items wrapped: read pair by pair,
        // each label before its items. Negative: the pair alone below stays a row, and a
        // justified paragraph whose spaces line up on three rows is not cut.
        LayoutCase{"label_pairs",
                   "label_pairs.pdf",
                   -1,
                   {"Jane Example", "jane@example.org",
                    "Baker of twelve years in hotel kitchens and a wholesale bakery, now running a shop of my own.",
                    "Skills", "Kitchen equipment\tDeck ovens, spiral mixers, proofers, slicers (Advanced)",
                    "Front of house\tTills, stock counts, rotas and ordering", "Languages English, French",
                    "Shaped loaves by hand each dawn", "Shaped loaves by hand each dawn",
                    "Shaped loaves by hand each dawn", "Experience", "Head Baker, Northgate Bakery\t2019 - 2023",
                    "Ran the bakery of a hotel group with four shops, a wholesale round and a team of twelve."}}),
    [](const ::testing::TestParamInfo<LayoutCase>& p) { return std::string(p.param.name); });

}  // namespace

namespace {

// The running footer goes from the lines but is kept aside, each text once: its e-mail is the
// person's where the CV states it nowhere else; a record with its own keeps that.
TEST(PdfFurniture, FooterKeptAsideForTheContacts) {
  const cvmill::extract::Document d = cvmill::testing::ExtractFixture("furniture.pdf");
  // Each text once: "Curriculum vitae" and page 2's with the name beside it, the address and the
  // e-mail, the phone row with "1/2" and with "2/2".
  EXPECT_EQ(d.furniture.size(), 6u);
  nlohmann::json r = cvmill::testing::FixtureRecord("furniture.pdf");
  EXPECT_EQ(r["basics"].value("email", ""), "jane@example.org") << r.dump(1);
  EXPECT_EQ(r["basics"].value("phone", ""), "+00 000 0000");
  // The footer's postal address is the person's where the record has none.
  const nlohmann::json loc = r["basics"].value("location", nlohmann::json::object());
  EXPECT_EQ(loc.value("address", ""), "12 Mill Lane") << r.dump(1);
  EXPECT_EQ(loc.value("postalCode", ""), "LS1 4AB");
  EXPECT_EQ(loc.value("city", ""), "Leeds");
  EXPECT_EQ(loc.value("countryCode", ""), "GB");
  nlohmann::json one = cvmill::testing::FixtureRecord("furniture_one.pdf");
  EXPECT_FALSE(one["basics"].contains("email"));
}

}  // namespace
