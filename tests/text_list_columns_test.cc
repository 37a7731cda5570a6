// Plain text: a bulleted list set in two columns (a layout dump of an entry whose bullets a page
// set in CSS columns) is read column by column, the left column's lines, then the right one's;
// a date column beside the items, a label table, a list of names and a paragraph across the
// cut stay rows. The employers and items are invented.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "extract/extract.h"
#include "tests/test_util.h"

namespace {

using cvmill::extract::Extract;

std::vector<std::string> Lines(const std::string& text) {
  auto d = Extract(text, {});
  EXPECT_TRUE(d.ok());
  std::vector<std::string> out;
  if (!d.ok()) return out;
  for (const auto& l : d.value().lines) out.push_back(l.text);
  return out;
}

struct Case {
  const char* name;
  std::string text;
  std::vector<std::string> want;
};

TEST(TextListColumns, Table) {
  const Case cases[] = {
      {"two columns of items, the left one's last item wrapped: left column, then right",
       "Head Gardener                                   Mar 2019 - Present\n"
       " · Replanted the walled garden with heritage      · Trained four apprentices\n"
       " apple varieties from the county's orchards       · Cut water use by a third\n"
       " · Rebuilt the glasshouse heating\n"
       "\n"
       "Garden Manager\n",
       {"Head Gardener\tMar 2019 - Present", "Replanted the walled garden with heritage",
        "apple varieties from the county's orchards", "Rebuilt the glasshouse heating", "Trained four apprentices",
        "Cut water use by a third", "Garden Manager"}},
      {"the right column goes on with the left one's last item: it follows it",
       " · Kept the records of the estate's trees and      and the survey that the council asked\n"
       " drew up a felling plan with the tree officer      for every five years.\n"
       " · Ran the volunteer days\n",
       {"Kept the records of the estate's trees and", "drew up a felling plan with the tree officer",
        "Ran the volunteer days", "and the survey that the council asked", "for every five years."}},
      {"a date column beside the items: rows",
       " · Head of the rose garden at the trust             2019 - 2021\n"
       " · Glasshouse keeper at the abbey                   2016 - 2019\n",
       {"Head of the rose garden at the trust\t2019 - 2021", "Glasshouse keeper at the abbey\t2016 - 2019"}},
      {"a list of names, no item of words: rows",
       " · Pruning                  · Grafting\n"
       " · Irrigation               · Composting\n",
       {"Pruning\t· Grafting", "Irrigation\t· Composting"}},
      {"a line across the cut: rows",
       " · Replanted the walled garden with heritage      · Trained four apprentices\n"
       " apple varieties from the orchards of the county, which the trust had kept as seed\n",
       {"Replanted the walled garden with heritage\t· Trained four apprentices",
        "apple varieties from the orchards of the county, which the trust had kept as seed"}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name);
    EXPECT_EQ(Lines(c.text), c.want);
  }
}

}  // namespace
