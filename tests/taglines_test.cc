// Taglines (structure/taglines.cc): a line in italics that says what the employer is becomes
// work.description, under the header or as the first line of the entry's body in a PDF
// (moderncv's "\textit{...}\newline" before the prose); a position or an organisation's name
// set in italics does not. Small CVs and a PDF written for each case (invented names).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

std::string Cv(const std::string& header) {
  return "# Jane Example\n\njane@example.org\n\n## Experience\n\n" + header +
         "\n2019 - 2023\nRan the night bake for the four shops.\n\n"
         "**Pastry Cook**, Eastgate Hotel, York\n2015 - 2019\nMade the breakfast pastries.\n";
}

TEST(Taglines, AnItalicPhraseUnderTheHeaderDescribesTheEmployer) {
  struct Case {
    std::string header, position, name, description;  // the first entry's
  };
  for (const Case& c : std::vector<Case>{
           // a phrase in italics under a header that names position and employer: the tagline
           {"**Head Baker**, Northgate Bakery, Leeds\n*Family-owned bakery with four shops in the city*", "Head Baker",
            "Northgate Bakery", "Family-owned bakery with four shops in the city"},
           // a position in italics under its employer alone: the header's second part, no tagline
           {"**Northgate Bakery**\n*Senior Pastry Cook and Baker*", "Senior Pastry Cook and Baker", "Northgate Bakery", ""},
           // a name in capitals in italics (no word of three letters in lower case): no tagline
           {"**Head Baker**, Northgate Bakery\n*Northgate Bakery Group Ltd, North Yorkshire*", "Head Baker",
            "Northgate Bakery", ""},
       }) {
    Resume r = testing::ParseCv(Cv(c.header), "cv.md");
    ASSERT_EQ(r.work.size(), 2u) << c.header;
    EXPECT_EQ(r.work[0].position, c.position) << c.header;
    EXPECT_EQ(r.work[0].name, c.name) << c.header;
    EXPECT_EQ(r.work[0].description, c.description) << c.header;
    EXPECT_EQ(r.work[1].description, "") << c.header;
  }
}

// In a PDF set in an oblique font (tests/fixtures/make_layout_pdfs.py italic_tagline): the
// line in italics over the prose in upright type is the description, the prose the summary;
// a tagline wrapped over two italic lines is one.
TEST(Taglines, TheBodysFirstLineInItalicsInAPdf) {
  auto r = testing::FixtureRecord("italic_tagline.pdf");
  ASSERT_EQ(r["work"].size(), 2u);
  EXPECT_EQ(r["work"][0]["position"], "Head Baker");
  EXPECT_EQ(r["work"][0]["name"], "Northgate Bakery");
  EXPECT_EQ(r["work"][0]["description"],
            "Family-owned bakery with four shops in the city, a wholesale round and a cafe by the market hall");
  EXPECT_EQ(r["work"][0]["summary"],
            "Ran the night bake for the four shops and trained two apprentices in the rye and sourdough bakes.");
  EXPECT_EQ(r["work"][1]["description"],
            "Hotel of ninety rooms by the river with a restaurant, a banqueting hall and a bakery of its own.");
  EXPECT_EQ(r["work"][1]["summary"], "Made the breakfast pastries and the wedding cakes.");
}

// A header part set in bold and then in italics changes type once: the position and the
// employer (structure/roles.cc EmphasisSplit, now that PDFs give italic runs too); a word in
// italics inside plain text changes it twice: no split.
TEST(Taglines, BoldThenItalicsSplitsAHeaderPart) {
  struct Case {
    std::string header, position, name;
  };
  for (const Case& c : std::vector<Case>{
           {"**Head Baker** *Northgate Bakery*", "Head Baker", "Northgate Bakery"},
           {"Head Baker *Northgate* Bakery", "Head Baker Northgate Bakery", ""},
       }) {
    const std::string cv = "# Jane Example\n\njane@example.org\n\n## Experience\n\n" + c.header +
                           "\n2019 - 2023\n- Ran the night bake.\n\n" + c.header + "\n2015 - 2019\n- Made the pastries.\n";
    Resume r = testing::ParseCv(cv, "cv.md");
    ASSERT_EQ(r.work.size(), 2u) << c.header;
    EXPECT_EQ(r.work[0].position, c.position) << c.header;
    EXPECT_EQ(r.work[0].name, c.name) << c.header;
  }
}

}  // namespace
}  // namespace cvmill::schema
