// An e-mail address broken over two lines by a narrow column (structure/internal/broken_email.h):
// joined where the first line's address has no whole domain yet and the next line is one word
// of a domain's letters with a dot; anything else stays two lines. And through a whole CV.
#include <gtest/gtest.h>

#include <string>

#include "structure/internal/broken_email.h"
#include "tests/test_util.h"

namespace cvmill::structure::internal {
namespace {

struct Case {
  const char* what;
  const char* line;
  const char* next;
  const char* joined;
};

TEST(BrokenEmail, JoinsAnAddressBrokenInItsDomain) {
  const Case cases[] = {
      {"broken before the dots, in capitals", "JANE.ROE@EXAMP", "LE.CO.UK", "JANE.ROE@EXAMPLE.CO.UK"},
      {"broken after a dot, a label before it", "Mail: jane@example.", "co.uk", "Mail: jane@example.co.uk"},
      {"broken after a hyphen", "jane@mill-", "works.org", "jane@mill-works.org"},
      // Negative cases: two lines.
      {"a whole address over a web address", "jane@example.org", "www.roe.dev", ""},
      {"no domain's word on the next line", "jane@examp", "Leeds, UK", ""},
      {"the next word has no dot", "jane@examp", "le", ""},
      {"the next line opens with a digit", "jane@examp", "2019.org", ""},
      {"no address at all", "Staff Nurse", "le.co.uk", ""},
      {"an '@' alone", "Reach me @", "example.org", ""},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    EXPECT_EQ(BrokenEmail(c.line, c.next), c.joined);
  }
}

TEST(BrokenEmail, ThroughACv) {
  schema::Resume r = testing::ParseCv("Jane Roe\njane.roe@examp\nle.co.uk\n+44 7700 900123\n\nEXPERIENCE\n\n"
                                      "Staff Nurse, Harbour Clinic\n2019 - 2022\n");
  EXPECT_EQ(r.basics.email, "jane.roe@example.co.uk");
}

}  // namespace
}  // namespace cvmill::structure::internal
