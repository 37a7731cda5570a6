// The lines right under a highlights label ("Responsibilities:"), their list marks lost, are
// the label's items: one a line, a line opening in lower case under one that closes no
// sentence goes on with it; a dated item opens no entry. A blank line ends the list (but for
// one right under the label, over items set deeper: a -layout dump), and so does a line set
// less deep than the items; a label with its values after the colon, or another field's
// label, is left as it was.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

struct Case {
  const char* what;
  std::string section;
  std::vector<std::string> positions;
  std::vector<std::vector<std::string>> highlights;  // per entry
};

TEST(LabelLists, PlainText) {
  const char head[] = "Jane Roe\njane@example.org\n\nExperience\n\n";
  const Case cases[] = {
      {"items under the label, one wrapped, one dated",
       "Crumb and Crust\n\nJan 2019 - Present\n\nHead Baker\n\nResponsibilities:\nRan the early shift\n"
       "Cut the flour waste by a fifth, weighing every\nbatch before it went in.\nNo lost-time injury in 2022\n\n"
       "Old Mill Bakery\n\nJan 2015 - Dec 2018\n\nPastry Cook\n",
       {"Head Baker", "Pastry Cook"},
       {{"Ran the early shift", "Cut the flour waste by a fifth, weighing every batch before it went in.",
         "No lost-time injury in 2022"},
        {}}},
      {"a blank line ends the list: the next entry's lines are its own",
       "Crumb and Crust\n\nJan 2019 - Present\n\nHead Baker\n\nResponsibilities:\nRan the early shift\n\n"
       "Old Mill Bakery\nJan 2015 - Dec 2018\nPastry Cook\n",
       {"Head Baker", "Pastry Cook"},
       {{"Ran the early shift"}, {}}},
      {"a -layout dump: the items deeper than the label, a blank line under it; a line less deep ends them",
       "Crumb and Crust                 Jan 2019 - Present\n    Head Baker\n\n    Responsibilities:\n\n"
       "        Ran the early shift\n        Cut the flour waste by a fifth, weighing every\n        batch before it went in.\n"
       "Old Mill Bakery                 Jan 2015 - Dec 2018\n    Pastry Cook\n",
       {"Head Baker", "Pastry Cook"},
       {{"Ran the early shift", "Cut the flour waste by a fifth, weighing every batch before it went in."}, {}}},
      {"values after the colon: the label's own line, nothing more",
       "Crumb and Crust\n\nJan 2019 - Present\n\nHead Baker\n\nResponsibilities: ovens, rotas\n\n"
       "Old Mill Bakery\nJan 2015 - Dec 2018\nPastry Cook\n",
       {"Head Baker", "Pastry Cook"},
       {{"ovens", "rotas"}, {}}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(head + c.section, "cv.txt");
    std::vector<std::string> positions;
    std::vector<std::vector<std::string>> highlights;
    for (const Work& w : r.work) {
      positions.push_back(w.position);
      highlights.push_back(w.highlights);
    }
    EXPECT_EQ(positions, c.positions);
    EXPECT_EQ(highlights, c.highlights);
  }
}

}  // namespace
}  // namespace cvmill::schema
