// The person's contact details that a two-column dump or page set inside a section
// (structure/build.cc, StrayContact): a row of a phone or an e-mail beside a few words of an
// address wrapped in a narrow column ("Aires, Ciudad <gap> +54 …") is read as contacts and taken
// out of the section; a row of an interest beside a phone number that is not the person's own
// (more than a few words) stays.
#include <gtest/gtest.h>

#include <string>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

TEST(StrayContactCells, AWrappedAddressBesideAPhoneIsContacts) {
  const Resume r = testing::ParseCv(
      "Tomas Ebbe\n\nSummary\n\nCook who runs a grill kitchen of six.\n\nInterests\n\nFell running\nChoir\n"
      "Wester, Harbour        tomas.ebbe@example.org\nQuay, Old Town         +45 20 11 3344\n");
  EXPECT_EQ(r.basics.email, "tomas.ebbe@example.org");
  EXPECT_EQ(r.basics.phone, "+45 20 11 3344");
  for (const Interest& in : r.interests) {
    EXPECT_EQ(in.name.find("+45"), std::string::npos) << in.name;
    EXPECT_EQ(in.name.find('@'), std::string::npos) << in.name;
  }
}

TEST(StrayContactCells, ALongCellBesideAPhoneStays) {
  const Resume r = testing::ParseCv(
      "Tomas Ebbe\n\nSummary\n\nCook who runs a grill kitchen of six.\n\nVolunteer\n\n"
      "Ran the harbour soup kitchen every winter weekend        +45 20 11 3344\n");
  EXPECT_EQ(r.basics.phone, "");
}

}  // namespace
}  // namespace cvmill::schema
