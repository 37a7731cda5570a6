// A name wrapped over two lines by a narrow column (structure/internal/wrapped_name.h): joined
// where the first line is set as a name and ends on a small word in lower case, the next going
// on as a name, or where the next opens on a small word and goes on in capitalised words;
// sentences and lines that had ended stay apart. And through whole CVs.
#include <gtest/gtest.h>

#include <string>

#include "structure/internal/wrapped_name.h"
#include "tests/test_util.h"

namespace cvmill::structure::internal {
namespace {

struct Case {
  const char* what;
  const char* line;
  const char* next;
  const char* joined;
};

TEST(WrappedName, JoinsANameBrokenByItsColumn) {
  const Case cases[] = {
      {"a title broken after 'and'", "Trainee, Tax and", "Customs", "Trainee, Tax and Customs"},
      {"a school broken after 'de'", "Escuela Técnica de", "Bellas Artes", "Escuela Técnica de Bellas Artes"},
      {"two small words before the break", "Hospital Santa Lucía de la", "Vega", "Hospital Santa Lucía de la Vega"},
      {"the rest opens on a small word", "Kestrel Valley School", "of Music", "Kestrel Valley School of Music"},
      // Negative cases: two lines.
      {"a sentence broken after 'of'", "Led the rollout of", "Kafka to all teams", ""},
      {"the rest is no name", "Kestrel Valley School", "for two years", ""},
      {"the line had ended", "Kestrel Valley School", "Carlisle", ""},
      {"a comma closes the line", "Harbour Clinic,", "Carlisle", ""},
      {"a full stop closes the rest", "Centre of", "Excellence in lots of things.", ""},
      {"a layout gap", "Centre of\tCarlisle", "Applied Arts", ""},
      {"a long line is prose", "Worked in Sales and Marketing for Harbour Foods and", "Penbury Mills", ""},
      {"a company's form in lower case", "Harbour Foods plc", "Financial Controller", ""},
      {"a word broken at a hyphen", "Diploma in Glass Produc-", "tion, Harbour College", ""},
      {"one small word alone", "of", "Science", ""},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    EXPECT_EQ(WrappedName(c.line, c.next), c.joined);
  }
}

TEST(WrappedName, ThroughACv) {
  // (Beside its date cell in a -layout dump the name's rest joins before the cell.)
  schema::Resume cells = testing::ParseCv(
      "Jane Roe\njane.roe@example.org\n\nEDUCATION\n\nBSc Chemistry\nEscuela Técnica de    2010 - 2014\n"
      "Química Aplicada\n\nMSc Physics\nHarbour Institute    2014 - 2016\n");
  ASSERT_EQ(cells.education.size(), 2u);
  EXPECT_EQ(cells.education[0].institution, "Escuela Técnica de Química Aplicada");
  EXPECT_EQ(cells.education[0].endDate, "2014");

  schema::Resume r = testing::ParseCv(
      "Jane Roe\njane.roe@example.org\n\nEDUCATION\n\nBSc Chemistry\nEscuela Técnica de\nQuímica Aplicada\n2010 - 2014\n\n"
      "EXPERIENCE\n\nAnalyst, Tax and\nCustoms\n2015 - 2019\n\nClerk\n2014 - 2015\n");
  ASSERT_EQ(r.education.size(), 1u);
  EXPECT_EQ(r.education[0].institution, "Escuela Técnica de Química Aplicada");
  ASSERT_EQ(r.work.size(), 2u);
  EXPECT_EQ(r.work[0].position, "Analyst");
  EXPECT_EQ(r.work[0].name, "Tax and Customs");
  EXPECT_EQ(r.work[1].position, "Clerk");
}

}  // namespace
}  // namespace cvmill::structure::internal
