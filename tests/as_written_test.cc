// Organisations as the document writes them (structure/internal/as_written.h): a value joined
// from a line's parts by ", " takes the line's own dashes back; values from two lines, joined
// by commas in the line, or not in the document stay as they are. And through a whole CV.
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "structure/internal/as_written.h"
#include "tests/test_util.h"

namespace cvmill::structure::internal {
namespace {

struct Case {
  const char* what;
  const char* value;
  std::vector<std::string_view> lines;
  const char* expected;
};

TEST(AsWritten, DashesBetweenPartsComeBack) {
  const Case cases[] = {
      {"an en dash between faculty and university", "Northgate University, Faculty of Arts",
       {"Education", "Northgate University \u2013 Faculty of Arts\t2010 \u2013 2012"},
       "Northgate University \u2013 Faculty of Arts"},
      {"a hyphen between agency and client", "Mill Agency, Harbour Foods", {"Engineer, Mill Agency - Harbour Foods"},
       "Mill Agency - Harbour Foods"},
      {"a dash and a comma in one stretch", "Mill Agency, Harbour Foods, Leeds Unit",
       {"Mill Agency \u2014 Harbour Foods, Leeds Unit"}, "Mill Agency \u2014 Harbour Foods, Leeds Unit"},
      {"the second occurrence of the first part", "Acme, Cloud",
       {"Acme Labs and Acme \u2013 Cloud"}, "Acme \u2013 Cloud"},
      // Negative cases: the value stays.
      {"commas only in the line", "Acme, Leeds", {"Engineer, Acme, Leeds"}, "Acme, Leeds"},
      {"the parts on two lines", "Acme, Cloud Unit", {"Acme", "Cloud Unit"}, "Acme, Cloud Unit"},
      {"a bar between the parts", "Acme, Cloud Unit", {"Acme | Cloud Unit"}, "Acme, Cloud Unit"},
      {"a dash without spaces", "Acme, Cloud", {"Acme-Cloud"}, "Acme, Cloud"},
      {"no comma in the value", "Acme Cloud", {"Acme \u2013 Cloud"}, "Acme Cloud"},
      {"not in the document", "Acme, Cloud", {}, "Acme, Cloud"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    EXPECT_EQ(AsWritten(c.value, c.lines), c.expected);
  }
}

TEST(AsWritten, ThroughACv) {
  schema::Resume r = testing::ParseCv(
      "Ana Example\nana@example.org\n\nEDUCATION\n\nNorthgate University \u2013 Faculty of Arts, 2010 \u2013 2012\n"
      "Master in Linguistics\n\nEXPERIENCE\n\nEngineer, Mill Agency - Harbour Foods, 2019 - 2021\n"
      "Analyst, Quay Works, Leeds, 2016 - 2018\n");
  ASSERT_EQ(r.education.size(), 1u);
  EXPECT_EQ(r.education[0].institution, "Northgate University \u2013 Faculty of Arts");
  ASSERT_EQ(r.work.size(), 2u);
  EXPECT_EQ(r.work[0].name, "Mill Agency - Harbour Foods");
  EXPECT_EQ(r.work[1].name, "Quay Works");
  EXPECT_EQ(r.work[1].location, "Leeds");
}

}  // namespace
}  // namespace cvmill::structure::internal
