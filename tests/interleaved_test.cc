// A text dump of a page in two columns (pdftotext's reading order): the main column's entry
// paragraphs (a date line, bullets of sentences, prose) read under the sidebar's list section go
// back to the section of dated entries before it, and an entry's title set like the headings
// (in capitals) is a line of that section, not a section of its own. A list section that holds
// only its list, or prose with no dates, keeps it.
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
  std::vector<std::string> starts;  // the work entries' start dates
  std::size_t told = 0;             // work entries with a summary or highlights
  std::vector<std::string> skills;  // every skill's name and keywords, in order
  std::size_t interests = 0;
  std::string absent = {};  // words no work entry holds
};

std::vector<std::string> SkillWords(const Resume& r) {
  std::vector<std::string> out;
  for (const Skill& s : r.skills) {
    if (!s.name.empty()) out.push_back(s.name);
    for (const std::string& k : s.keywords) out.push_back(k);
  }
  return out;
}

const char kSentence1[] = "Planned the planting of the glasshouses and the winter garden each year for the trust.\n";
const char kSentence2[] = "Looked after the rose beds and the kitchen garden of the house for four years.\n";

TEST(Interleaved, TextDumpOfTwoColumns) {
  const Case cases[] = {
      {"an entry's date line and bullets read under the sidebar's skills: back to the work section",
       "Jane Roe\njane@example.org\n\nExperience\nHead Gardener\n\nSkills\nMar 2019 - Present\n\n"
       "Botanic Trust, Bristol\n"
       "\xC2\xB7 Planned the planting of the glasshouses and the winter garden each year\n"
       "\xC2\xB7 Trained a team of six apprentices in pruning and propagation work\n\n"
       "Pruning\nPropagation\nIrrigation\n",
       {"2019-03"}, 1, {"Skills", "Pruning", "Propagation", "Irrigation"}, 0},
      {"a skills section of its own lines only: kept",
       "Jane Roe\njane@example.org\n\nExperience\nHead Gardener, Botanic Trust\nMar 2019 - Present\n\n"
       "Skills\nPruning\nPropagation\nIrrigation\n",
       {"2019-03"}, 0, {"Skills", "Pruning", "Propagation", "Irrigation"}, 0},
      {"skills as labelled lists in bullets, no dates: kept",
       "Jane Roe\njane@example.org\n\nExperience\nHead Gardener, Botanic Trust\nMar 2019 - Present\n\n"
       "Skills\n* Garden work: pruning, grafting, propagation of shrubs\n"
       "* Machines: ride-on mowers, chainsaws, hedge trimmers\n",
       {"2019-03"}, 0, {"Garden work", "pruning", "grafting", "propagation of shrubs", "Machines", "ride-on mowers",
                         "chainsaws", "hedge trimmers"}, 0},
      {"interests in prose, no dates: kept",
       "Jane Roe\njane@example.org\n\nExperience\nHead Gardener, Botanic Trust\nMar 2019 - Present\n\n"
       "Interests\nI walk the coast path every summer with my two dogs and a tent.\n",
       {"2019-03"}, 0, {}, 1},
      {"entry titles in capitals where the headings are: lines of the work section",
       std::string("JANE ROE\njane@example.org\n\nEXPERIENCE\n\n2019 - PRESENT\nBotanic Trust, Bristol\n\n"
                   "HEAD GARDENER\n") + kSentence1 + "\n2015 - 2019\nRose House, Bath\n\nASSISTANT GARDENER\n" +
           kSentence2 + "\nSKILLS\n\nPRUNING\nPROPAGATION\n",
       {"2019", "2015"}, 2, {"Skills", "PRUNING", "PROPAGATION"}, 0},
      {"a list in capitals under a title in capitals (a skill group): not folded into the work",
       std::string("JANE ROE\njane@example.org\n\nEXPERIENCE\n\n2019 - PRESENT\nBotanic Trust, Bristol\n") +
           kSentence1 + "\nGARDEN TOOLS\n\nSECATEURS\nLOPPERS\nHEDGE SHEARS\n",
       {"2019"}, 1, {}, 0, "SECATEURS"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(c.cv, "cv.txt");
    std::vector<std::string> starts;
    std::size_t told = 0;
    for (const Work& w : r.work) {
      if (!c.absent.empty()) {
        std::string all = w.position + "|" + w.name + "|" + w.summary + "|" + w.description;
        for (const std::string& h : w.highlights) all += "|" + h;
        EXPECT_EQ(all.find(c.absent), std::string::npos) << all;
      }
      starts.push_back(w.startDate);
      told += !w.summary.empty() || !w.highlights.empty();
    }
    EXPECT_EQ(starts, c.starts);
    EXPECT_EQ(told, c.told);
    if (!c.skills.empty()) {
      EXPECT_EQ(SkillWords(r), c.skills);
    }
    EXPECT_EQ(r.interests.size(), c.interests);
  }
}

}  // namespace
}  // namespace cvmill::schema
