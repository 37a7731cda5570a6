// A work entry's dated header line wrapped at the text's edge (structure/entries.cc
// ReadHeader with join_wrapped): it goes on in the next line where it closes on a comma, or
// where the next opens with the legal form its organisation's name broke before; and a legal
// form closes the organisation's name, the parts after it in a place's shape being where
// (roles.cc OrgInPlace). A header line closed otherwise is not joined. Small CVs written for
// each case (invented names).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

TEST(WrappedWorkHeader, AWrappedHeaderLineGoesOn) {
  struct Case {
    std::string header, name, location, summary;  // the first entry's
  };
  const std::string prose = "Ran the night bake for the four shops and trained two apprentices.";
  for (const Case& c : std::vector<Case>{
           // closed by a comma: the town on the next line is the entry's place
           {"2019 – 2023 Head Baker, Northgate Bakery Systems Ltd,\nHarrowgate", "Northgate Bakery Systems Ltd",
            "Harrowgate", prose},
           // the legal form wrapped onto the next line with the town
           {"2019 – 2023 Head Baker, Northgate Bakery Systems\nLtd, Harrowgate", "Northgate Bakery Systems Ltd",
            "Harrowgate", prose},
           // on one line: the legal form closes the name, the town after it is where
           {"2019 – 2023 Head Baker, Northgate Bakery Systems Ltd, Harrowgate", "Northgate Bakery Systems Ltd",
            "Harrowgate", prose},
           // negative: a header line not closed by a comma; the next line is the entry's prose
           {"2019 – 2023 Head Baker, Northgate Bakery Systems Ltd\nKept the ovens going through the night.",
            "Northgate Bakery Systems Ltd", "", "Kept the ovens going through the night. " + prose},
       }) {
    Resume r = testing::ParseCv("Jane Example\njane@example.org\n\nWork Experience\n" + c.header + "\n" + prose +
                                    "\n\n2015 – 2019 Pastry Cook, Eastgate Hotel, York\nMade the breakfast pastries.\n",
                                "cv.txt");
    ASSERT_EQ(r.work.size(), 2u) << c.header;
    EXPECT_EQ(r.work[0].position, "Head Baker") << c.header;
    EXPECT_EQ(r.work[0].name, c.name) << c.header;
    EXPECT_EQ(r.work[0].location, c.location) << c.header;
    EXPECT_EQ(r.work[0].summary, c.summary) << c.header;
  }
}

}  // namespace
}  // namespace cvmill::schema
