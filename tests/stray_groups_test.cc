// A text dump of a page with a sidebar: the sidebar's skill groups (a name over its items, one
// a line) read between the main column's entries, with no skills heading over them or with the
// heading left empty elsewhere. Such a paragraph of four short lines or more, none an entry's
// (a job title, a date, a degree, a place, a sentence), is a skills group; an entry's header,
// a course list and a skills section with lines of its own stay as they are. A row of cards'
// names read before the cards' items pairs name and items in order.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

struct Case {
  const char* what;
  std::string cv;
  std::vector<std::string> skills;  // each group: name/level/keywords joined by '|'
  std::size_t work = 0;             // work entries
  std::size_t courses = 0;          // courses of the first education entry
};

std::string Group(const Skill& s) {
  std::string j = s.name + "/" + s.level + "/";
  for (std::size_t k = 0; k < s.keywords.size(); ++k) j += (k ? "|" : "") + s.keywords[k];
  return j;
}

TEST(StrayGroups, SkillGroupsBetweenEntries) {
  const std::string head = "JANE ROE\nHEAD GARDENER\n\njane@example.org\n\n";
  const std::string job1 = "2019 - PRESENT\n\nHEAD GARDENER\n\nRan the gardens of a large house with four staff.\n\n";
  const std::string job2 = "2015 - 2019\n\nASSISTANT GARDENER\n\nPlanted and pruned the orchard of the estate.\n\n";
  const Case cases[] = {
      {"two groups between the jobs, no skills heading: two groups",
       head + "EXPERIENCE\n\n" + job1 + "GARDEN WORK\nPRUNING\nGRAFTING\nPROPAGATION\n\nMACHINES\nMOWERS\nCHAINSAWS\n"
                                        "TRACTORS\n\n" + job2,
       {"Garden Work//PRUNING|GRAFTING|PROPAGATION", "Machines//MOWERS|CHAINSAWS|TRACTORS"}, 2},
      {"a group before the first job, under an empty skills heading",
       head + "SKILLS\n\nEXPERIENCE\n\nGarden work\nPruning\nGrafting\nPropagation\n\n" + job1 + job2,
       {"Garden work//Pruning|Grafting|Propagation"}, 2},
      {"a level first: the group's name is the short paragraph before it",
       head + "EXPERIENCE\n\n" + job1 + "PLANT\nKNOWLEDGE\n\nEXPERT\nROSES\nTULIPS\nFERNS\n\n" + job2,
       {"Plant Knowledge/EXPERT/ROSES|TULIPS|FERNS"}, 2},
      {"three short lines of a group: too few to tell from an entry's header (stays)",
       head + "EXPERIENCE\n\n" + job1 + "MACHINES\nMOWERS\nCHAINSAWS\n\n" + job2, {}, 0},
      {"an entry's header of four short lines with a job title: stays in the work",
       head + "EXPERIENCE\n\n2019 - PRESENT\n\nGarden Manager\nBotanic Trust\nWest Garden\nGlasshouses\n\n"
              "Ran the gardens of a large house with four staff.\n\n" + job2,
       {}, 2},
      {"a paragraph of short lines with a date: stays",
       head + "EXPERIENCE\n\n" + job1 + "Garden work\nPruning\nGrafting\n2014\n\n" + job2, {}, 0},
      {"a row of two cards' names read before their items: each name heads its items",
       head + "SKILLS\n\nEXPERIENCE\n\n" + job1 + "Garden work\n\nMachines\n\nPruning\nGrafting\nPropagation\nMulching\n\n"
                                                  "Mowers\nChainsaws\nTractors\n\n" + job2,
       {"Garden work//Pruning|Grafting|Propagation|Mulching", "Machines//Mowers|Chainsaws|Tractors"}, 2},
      {"two names over one paragraph of items: the first item names the group",
       head + "SKILLS\n\nEXPERIENCE\n\n" + job1 + "Garden work\n\nMachines\n\nPruning\nGrafting\nPropagation\nMulching\n\n" +
           job2,
       {"Pruning//Grafting|Propagation|Mulching"}, 0},
      {"a skills section with lines of its own: nothing moves",
       head + "SKILLS\nDriving licence\n\nEXPERIENCE\n\n" + job1 + "Garden work\nPruning\nGrafting\nPropagation\n\n" + job2,
       {"Skills//Driving licence"}, 0},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(c.cv, "cv.txt");
    std::vector<std::string> got;
    for (const Skill& s : r.skills) got.push_back(Group(s));
    EXPECT_EQ(got, c.skills);
    if (c.work > 0) {
      EXPECT_EQ(r.work.size(), c.work);
    }
  }
}

TEST(StrayGroups, CourseListsStayInTheEducation) {
  Resume r = testing::ParseCv(
      "JANE ROE\njane@example.org\n\nEDUCATION\n\nBSc Horticulture\nUniversity of Reading\n2011 - 2014\n\n"
      "Soil science\nPlant pathology\nBotany\nGarden design\n",
      "cv.txt");
  EXPECT_TRUE(r.skills.empty());
  ASSERT_EQ(r.education.size(), 1u);
}

TEST(StrayGroups, GroupWithItsLevelInTheEducation) {
  Resume r = testing::ParseCv(
      "JANE ROE\njane@example.org\n\nEDUCATION\nGARDEN WORK\nEXPERT\nPRUNING\nGRAFTING\nPROPAGATION\n\n"
      "BSc Horticulture\nUniversity of Reading\n2011 - 2014\n",
      "cv.txt");
  ASSERT_EQ(r.skills.size(), 1u);
  EXPECT_EQ(Group(r.skills[0]), "Garden Work/EXPERT/PRUNING|GRAFTING|PROPAGATION");
  EXPECT_EQ(r.education.size(), 1u);
}

// Interests in plain text: a name in capitals over its details in mixed case is one interest
// (capitals set it apart as type does); and an interests heading read with nothing under it
// takes the first run of such paragraphs read inside a section of entries after it.
TEST(StrayGroups, InterestsByCaseAndAdopted) {
  struct InterestCase {
    const char* what;
    std::string cv;
    std::vector<std::string> interests;  // name/keywords joined by '|'
  };
  const InterestCase cases[] = {
      {"a name in capitals over its details",
       "Jane Roe\njane@example.org\n\nINTERESTS\n\nHILL WALKING\nLake District\nHighland Munros\n",
       {"HILL WALKING/Lake District|Highland Munros"}},
      {"a short word in capitals first: each line an interest",
       "Jane Roe\njane@example.org\n\nINTERESTS\n\nRPG\nHill walking\nChess\n",
       {"RPG/", "Hill walking/", "Chess/"}},
      {"the interests heading empty, the interest read in the volunteer section after it",
       "Jane Roe\njane@example.org\n\nINTERESTS\n\nVOLUNTEER\nFood Trust\n\n2019 - 2024\n\n"
       "Treasurer of a small charity running two food banks.\n\nHILL WALKING\nLake District\nHighland Munros\n\n"
       "Prepared the annual accounts for the trustees.\n",
       {"HILL WALKING/Lake District|Highland Munros"}},
      {"short lines in the education after it: not taken",
       "Jane Roe\njane@example.org\n\nINTERESTS\n\nEDUCATION\nBSc Horticulture\nUniversity of Reading\n2011 - 2014\n\n"
       "Soil science\nBotany\n",
       {}},
  };
  for (const InterestCase& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(c.cv, "cv.txt");
    std::vector<std::string> got;
    for (const Interest& in : r.interests) {
      std::string j = in.name + "/";
      for (std::size_t k = 0; k < in.keywords.size(); ++k) j += (k ? "|" : "") + in.keywords[k];
      got.push_back(j);
    }
    EXPECT_EQ(got, c.interests);
  }
}

}  // namespace
}  // namespace cvmill::schema
