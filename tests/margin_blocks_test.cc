// Section names in a margin column, set level with the middle of their paragraph (a
// `pdftotext -layout` dump of such a page): the paragraph's rows above the name's row are the
// named section's, not the end of the section before. Rows set elsewhere than the text's column,
// or more rows above the name than below it, stay where they were read.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

TEST(MarginBlocks, NameAtTheMiddleOfItsParagraph) {
  struct Case {
    const char* what;
    std::string skills_paragraph;
    std::vector<std::string> groups;
  };
  const std::string head =
      "                         Jane Roe\n"
      "                         Head Gardener\n\n\n"
      "                         Email\n"
      "Contact                  jane@example.org\n"
      "                         Phone                 0117 496 0000\n\n\n\n";
  const std::string work =
      "\n\n\nExperience               Head Gardener, Botanic Trust\n"
      "2019 to Present          Ran the glasshouses and trained the apprentices of the trust.\n";
  const Case cases[] = {
      {"one row above the name, one below: all three the skills'",
       "                         Garden work: pruning, grafting, propagation\n"
       "Skills                   Machines: mowers, chainsaws\n"
       "                         Plants: roses, tulips, ferns\n",
       {"Garden work", "Machines", "Plants"}},
      {"three rows above the name, none below: the name at the paragraph's foot, rows stay",
       "                         Garden work: pruning, grafting, propagation\n"
       "                         Machines: mowers, chainsaws\n"
       "                         Tools: spades, forks, hoes\n"
       "Skills                   Plants: roses, tulips, ferns\n",
       {"Plants"}},
      {"a row above set in another column: stays",
       "                                                            2/3\n"
       "Skills                   Machines: mowers, chainsaws\n"
       "                         Plants: roses, tulips, ferns\n",
       {"Machines", "Plants"}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(head + c.skills_paragraph + work, "cv.txt");
    std::vector<std::string> got;
    for (const Skill& s : r.skills) got.push_back(s.name);
    EXPECT_EQ(got, c.groups);
    EXPECT_EQ(r.work.size(), 1u);
  }
}

// A summary heading read right after the skills (its name set beside the skills' last rows)
// over nothing but labelled lists: the lists are the skills'. A summary of prose stays.
TEST(MarginBlocks, ListsUnderASummaryHeading) {
  struct Case {
    const char* what;
    std::string summary;
    std::vector<std::string> groups;
    bool summary_kept;
  };
  const Case cases[] = {
      {"labelled lists: to the skills", "Machines (advanced): mowers, chainsaws,\nhedge trimmers\nPlants: roses, tulips\n",
       {"Garden work", "Machines", "Plants"}, false},
      {"prose: a summary", "Head gardener who has looked after the gardens of two large houses.\n", {"Garden work"}, true},
      {"a list and a sentence: a summary",
       "Machines: mowers, chainsaws\nHead gardener who has looked after the gardens of two large houses.\n",
       {"Garden work"}, true},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv("Jane Roe\njane@example.org\n\nSkills\nGarden work: pruning, grafting\n\nSummary\n" +
                                    c.summary + "\nExperience\nHead Gardener, Botanic Trust\n2019 - 2024\n",
                                "cv.txt");
    std::vector<std::string> got;
    for (const Skill& s : r.skills) got.push_back(s.name);
    EXPECT_EQ(got, c.groups);
    EXPECT_EQ(!r.basics.summary.empty(), c.summary_kept);
  }
}

}  // namespace
}  // namespace cvmill::schema
