// A header's piece after a comma that opens in lower case, two words or more, qualifies the
// piece before it (structure/strings.cc, Parts): "Harbour Pilot, night shift crew" is one
// position, not a position and an employer. A piece in capitals after a comma is a slot of its
// own, and so is one lower-case word (a project's type: "Quay Restoration, restoration").
#include <gtest/gtest.h>

#include <string>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

TEST(LowerCaseQualifier, JoinsThePieceBefore) {
  const Resume r = testing::ParseCv(
      "Ada Brenner\nada.brenner@example.org\n\nExperience\n\n"
      "Harbour Pilot, night shift crew\nEastgate Port Authority\n2019 - 2023\n\n"
      "Deck Officer, ferry operations desk\nNorthsea Ferries\n2015 - 2019\n");
  ASSERT_EQ(r.work.size(), 2u);
  EXPECT_EQ(r.work[0].position, "Harbour Pilot, night shift crew");
  EXPECT_EQ(r.work[0].name, "Eastgate Port Authority");
  EXPECT_EQ(r.work[1].position, "Deck Officer, ferry operations desk");
  EXPECT_EQ(r.work[1].name, "Northsea Ferries");
}

TEST(LowerCaseQualifier, CapitalisedPiecesStayApart) {
  const Resume r = testing::ParseCv(
      "Ada Brenner\nada.brenner@example.org\n\nExperience\n\n"
      "Harbour Pilot, Eastgate Port Authority, 2019 - 2023\n"
      "Deck Officer, Northsea Ferries, 2015 - 2019\n");
  ASSERT_EQ(r.work.size(), 2u);
  EXPECT_EQ(r.work[0].position, "Harbour Pilot");
  EXPECT_EQ(r.work[0].name, "Eastgate Port Authority");
}

}  // namespace
}  // namespace cvmill::schema
