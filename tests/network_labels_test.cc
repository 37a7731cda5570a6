// The person's profiles where a template writes them without a network's known address
// (structure/head.cc): a network's label cell before an address its rule does not know, a
// labelled profile address under an "About" heading, a row of user names among the contact
// lines, a fediverse address in a row of network/user-name pairs; user names kept as written.
// Small CVs written for each case.
#include <gtest/gtest.h>

#include <string>
#include <tuple>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

using Got = std::tuple<std::string, std::string, std::string>;  // network, username, url

std::vector<Got> Profiles(const Resume& r) {
  std::vector<Got> out;
  for (const Profile& p : r.basics.profiles) out.emplace_back(p.network, p.username, p.url);
  return out;
}

TEST(UnknownAddressProfiles, WrittenWithoutAKnownAddress) {
  struct Case {
    const char* what;
    const char* cv;
    std::vector<Got> profiles;
    const char* url;  // basics.url
  };
  const std::vector<Case> cases = {
      {"a network's label cell before an address on another host",
       "Jane Roe\njane@example.org\nGoogle Scholar:\thttps://scholar.example.net/citations?user=AbC12\n\nSkills\n\nGIS\tQGIS\n",
       {{"Google Scholar", "", "https://scholar.example.net/citations?user=AbC12"}}, ""},
      {"the same label cell before an address its rule knows",
       "Jane Roe\njane@example.org\nLinkedIn:\thttps://www.linkedin.com/in/jane-roe-eng\n\nSkills\n\nGIS\tQGIS\n",
       {{"LinkedIn", "jane-roe-eng", "https://www.linkedin.com/in/jane-roe-eng"}}, ""},
      {"a labelled profile address under About (the address's parts are no words of prose)",
       "Jane Roe\nLeeds\n\nAbout\n\nEngineer who inspects bridges for the city.\nPhone: 0113 496 0000\n"
       "LinkedIn: https://www.linkedin.com/in/jane-roe-eng\n\nSkills\n\nGIS\tQGIS\n",
       {{"LinkedIn", "jane-roe-eng", "https://www.linkedin.com/in/jane-roe-eng"}}, ""},
      {"a row of user names among the contact lines (icons lost)",
       "Jane Roe\njane@example.org\n+44 113 496 0000\njroe_arch\tjane.roe.studio\tjane-roe-arch\n\nSkills\n\nGIS\tQGIS\n",
       {{"", "jroe_arch", ""}, {"", "jane.roe.studio", ""}, {"", "jane-roe-arch", ""}}, ""},
      {"a fediverse address among network/user-name pairs, '@' as written",
       "Jane Roe\njane@example.org\nGitHub\tjroe-dev\tMastodon\t@jroe@social.example\n\nSkills\n\nGIS\tQGIS\n",
       {{"GitHub", "jroe-dev", ""}, {"Mastodon", "@jroe@social.example", ""}}, ""},
      // Not profiles: a label that names no network keeps its address as the web site; a row
      // of towns; an e-mail address with no leading '@' stays the e-mail.
      {"a label naming no network",
       "Jane Roe\njane@example.org\nPortfolio:\thttps://roe.example.net/work\n\nSkills\n\nGIS\tQGIS\n", {},
       "https://roe.example.net/work"},
      {"a row of towns", "Jane Roe\njane@example.org\nLeeds\tYork\n\nSkills\n\nGIS\tQGIS\n", {}, ""},
      {"a network's name before an e-mail address",
       "Jane Roe\nGitHub\tjroe-dev\tMastodon\tjroe@social.example\n\nSkills\n\nGIS\tQGIS\n", {}, ""},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(c.cv);
    EXPECT_EQ(Profiles(r), c.profiles);
    EXPECT_EQ(r.basics.url, c.url);
  }
  // (The last: the address is the e-mail, not a user name.)
  EXPECT_EQ(testing::ParseCv(cases.back().cv).basics.email, "jroe@social.example");
}

}  // namespace
}  // namespace cvmill::schema
