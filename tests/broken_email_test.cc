// An e-mail address broken over two lines by a narrow column (structure/internal/broken_email.h):
// joined where the first line's address has no whole domain yet and the next line is one word
// of a domain's letters with a dot; anything else stays two lines. And through a whole CV.
// A web address broken after a slash: joined where the first line is the address alone and the
// next one word of a path's characters.
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

TEST(BrokenUrl, JoinsAnAddressBrokenAfterASlash) {
  const Case cases[] = {
      {"a network's path, a space left after the slash", "https://www.example.com/ in/", "jane-roe",
       "https://www.example.com/in/jane-roe"},
      {"the host alone, the user name under it", "https://www.example.com/", "jane.roe.cooks",
       "https://www.example.com/jane.roe.cooks"},
      {"no scheme", "www.example.com/profile/", "Jane-Roe-3", "www.example.com/profile/Jane-Roe-3"},
      // Negative cases: two lines.
      {"not the address alone", "Web: https://roe.dev/", "jroe", ""},
      {"the next line is no path's word", "https://www.example.com/", "Leeds, UK", ""},
      {"the next line ends a sentence", "https://www.example.com/", "roe.", ""},
      {"the address does not end in a slash", "https://www.example.com/in/jroe", "more", ""},
      {"a word with no slash before it", "see the trust's site at", "example.org", ""},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    EXPECT_EQ(BrokenUrl(c.line, c.next), c.joined);
  }
}

// A network's address alone under the summary (a sidebar's line read there): a profile, no prose.
TEST(BrokenUrl, ThroughACv) {
  schema::Resume r = testing::ParseCv(
      "Jane Roe\njane@example.org\n\nSUMMARY\nhttps://www.linkedin.com/ in/\njane-roe-rn\n\n"
      "Staff nurse with ten years on a busy surgical ward.\n\nEXPERIENCE\n\nStaff Nurse, Harbour Clinic\n2019 - 2022\n");
  ASSERT_EQ(r.basics.profiles.size(), 1u);
  EXPECT_EQ(r.basics.profiles[0].url, "https://www.linkedin.com/in/jane-roe-rn");
  EXPECT_EQ(r.basics.summary, "Staff nurse with ten years on a busy surgical ward.");
}

}  // namespace
}  // namespace cvmill::structure::internal
