// Taglines in text dumps (structure/taglines.cc TakeLeftoverTagline): where the type is lost
// (a pdftotext dump of moderncv, whose tagline is the entry's first body line in italics), a
// header line that neither position nor organisation took, under the line that gave both and
// over the entry's prose or items, says what the organisation is (work.description). Not a
// line that breaks off a sentence, one closed by a full stop, nor a header with nothing under
// it. Small CVs written for each case (invented names).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

std::string Cv(const std::string& first_entry) {
  return "Jane Example\njane@example.org\n\nWork Experience\n" + first_entry +
         "\n\n2015 – 2019 Pastry Cook, Eastgate Hotel, York\nMade the breakfast pastries for the hotel and its tea room.\n";
}

TEST(DumpTaglines, ALeftoverPhraseUnderTheHeaderDescribesTheEmployer) {
  struct Case {
    std::string entry, description;  // the first entry, its description
  };
  for (const Case& c : std::vector<Case>{
           // a phrase under "dates Position, Organisation, Town", prose and items after: the tagline
           {"2019 – 2023 Head Baker, Northgate Bakery, Leeds\nFamily-owned bakery with four shops in the city\n"
            "Ran the night bake for the four shops and trained two apprentices.\n○ Cut flour waste by a fifth\n"
            "○ Opened the second shop",
            "Family-owned bakery with four shops in the city"},
           // the same with items only under it
           {"2019 – 2023 Head Baker, Northgate Bakery, Leeds\nFamily-owned bakery with four shops in the city\n"
            "○ Cut flour waste by a fifth\n○ Opened the second shop",
            "Family-owned bakery with four shops in the city"},
           // negative: closed by a full stop, a sentence of the entry's prose
           {"2019 – 2023 Head Baker, Northgate Bakery, Leeds\nRan the night bake for the four shops.\n"
            "○ Cut flour waste by a fifth\n○ Opened the second shop",
            ""},
           // negative: a sentence broken off, going on in lower case on the next line
           {"2019 – 2023 Head Baker, Northgate Bakery, Leeds\nRan the night bake for the four shops and\n"
            "trained two apprentices.\n○ Cut flour waste by a fifth",
            ""},
       }) {
    Resume r = testing::ParseCv(Cv(c.entry), "cv.txt");
    ASSERT_EQ(r.work.size(), 2u) << c.entry;
    EXPECT_EQ(r.work[0].position, "Head Baker") << c.entry;
    EXPECT_EQ(r.work[0].name, "Northgate Bakery") << c.entry;
    EXPECT_EQ(r.work[0].description, c.description) << c.entry;
    EXPECT_EQ(r.work[1].description, "") << c.entry;
  }
}

}  // namespace
}  // namespace cvmill::schema
