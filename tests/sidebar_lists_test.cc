// A text dump of a page with a sidebar: a list heading read with nothing under it ("Languages",
// "Skills"), its lines further on inside another section. The empty list section takes back
// the first run of paragraphs of its kind after it; a section with lines of its own, and
// paragraphs of other kinds, stay as they are.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "normalize/internal/sidebar_lists.h"
#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

namespace nz = cvmill::normalize;

TEST(SidebarLists, LineKinds) {
  const auto& rules = testing::BuiltinRules();
  struct LineCase {
    const char* text;
    bool language, level, labelled;
  };
  const LineCase cases[] = {
      {"Deutsch", true, false, false},
      {"English (native)", true, false, false},
      {"Spanish: B2", true, false, true},
      {"French fluent", true, false, false},
      {"Muttersprache", false, true, false},
      {"Grundkenntnisse (A2)", false, true, false},
      {"Native speaker", false, true, false},
      {"Tools (advanced): Excel, Sage, Tableau", false, false, true},
      {"Garden work: pruning, grafting", false, false, true},
      {"English teacher at a secondary school in the town centre.", false, false, false},
      {"Email: jane@example.org", false, false, false},
      {"Planned the planting of the glasshouses.", false, false, false},
      {"Head Gardener", false, false, false},
      {"Awarded: 2019 - 2020", false, false, false},
      {"Advanced planning of the garden beds for the summer", false, false, false},
  };
  for (const LineCase& c : cases) {
    SCOPED_TRACE(c.text);
    EXPECT_EQ(nz::internal::LanguageListLine(c.text, rules), c.language);
    EXPECT_EQ(nz::internal::LevelOnlyLine(c.text, rules), c.level);
    EXPECT_EQ(nz::internal::LabelledListLine(c.text, rules), c.labelled);
  }
}

struct Case {
  const char* what;
  std::string cv;
  std::vector<std::string> languages;  // language/fluency
  std::vector<std::string> skills;     // each skill's name
  std::size_t awards = 0;             // (lines left under the awards read as awards of their own)
  std::size_t work = 0;                // work entries
};

TEST(SidebarLists, EmptyListSectionTakesItsLines) {
  const Case cases[] = {
      {"languages read under the awards: back to the languages",
       "Jane Roe\njane@example.org\n\nExperience\nHead Gardener, Botanic Trust\nMar 2019 - Present\n\n"
       "Languages\n\nAwards\nBest Rose Garden\n2018-06-14\n\nDeutsch\n\nMuttersprache\n\nEnglisch\n\n"
       "Verhandlungssicher\n",
       {"Deutsch/Muttersprache", "Englisch/Verhandlungssicher"}, {}, 1, 0},
      {"one language alone under the awards: not taken",
       "Jane Roe\njane@example.org\n\nExperience\nHead Gardener, Botanic Trust\nMar 2019 - Present\n\n"
       "Languages\n\nAwards\nBest Rose Garden\n2018-06-14\n\nDeutsch\n",
       {}, {}, 2, 0},
      {"a languages section with lines of its own: nothing moves",
       "Jane Roe\njane@example.org\n\nLanguages\nItalian (native)\n\nAwards\nBest Rose Garden\n2018-06-14\n\n"
       "Deutsch\nEnglisch\n",
       {"Italian/native"}, {}, 2, 0},
      {"labelled skill lists read between two jobs: back to the empty skills section",
       "Jane Roe\njane@example.org\n\nSkills\nExperience\nHead Gardener\nMar 2019 - Present\n\n"
       "Garden work (expert): pruning, grafting,\npropagation\nMachines: mowers, chainsaws\n\n"
       "Assistant Gardener\nJan 2015 - Feb 2019\n",
       {}, {"Garden work", "Machines"}, 0, 0},
      {"a list of four short lines between two jobs: a group, its first line its name (stray_groups.cc)",
       "Jane Roe\njane@example.org\n\nExperience\nSkills\n\nHead Gardener\nMar 2019 - Present\n\n"
       "Garden work\nPruning\nGrafting\nPropagation\n\nAssistant Gardener\nJan 2015 - Feb 2019\n",
       {}, {"Garden work"}, 0, 0},
      {"an entry's header of three short lines: stays in the work",
       "Jane Roe\njane@example.org\n\nExperience\nSkills\n\nMar 2019 - Present\n\n"
       "Head Gardener\nBotanic Trust\nBristol\n\nJan 2015 - Feb 2019\n\nAssistant Gardener\nRose House\nBath\n",
       {}, {}, 0, 2},
      {"sentences with a colon in a job: not a skill list",
       "Jane Roe\njane@example.org\n\nSkills\nExperience\nHead Gardener\nMar 2019 - Present\n\n"
       "Result: the garden won the county prize, twice.\n\nAssistant Gardener\nJan 2015 - Feb 2019\n",
       {}, {}, 0, 0},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(c.cv, "cv.txt");
    std::vector<std::string> langs;
    for (const Language& l : r.languages) langs.push_back(l.language + "/" + l.fluency);
    EXPECT_EQ(langs, c.languages);
    std::vector<std::string> skills;
    for (const Skill& s : r.skills) skills.push_back(s.name);
    EXPECT_EQ(skills, c.skills);
    EXPECT_EQ(r.awards.size(), c.awards);
    if (c.work > 0) {
      EXPECT_EQ(r.work.size(), c.work);
    }
  }
}

// The person's name read under the first headings, the head above holding only contact
// details: the name and the label under it go to the head.
TEST(SidebarLists, NameUnderTheFirstHeadings) {
  struct NameCase {
    const char* what;
    std::string cv;
    std::string name, label;
  };
  const NameCase cases[] = {
      {"name and label under two headings: to the head",
       "12 Mill Lane\nBristol\njane@example.org\n\nProfile\n\nExperience\n\nJane Roe\nHead Gardener\n\n"
       "I look after the gardens of a large house and train the apprentices of the trust.\n",
       "Jane Roe", "Head Gardener"},
      {"a head with its name: nothing moves",
       "Jane Roe\njane@example.org\n\nReferences\n\nJohn Doe\nHead of the Trust\n",
       "Jane Roe", ""},
      {"an entry under the first heading: not a name",
       "jane@example.org\n\nExperience\n\nHead Gardener\nBotanic Trust\nMar 2019 - Present\n",
       "", ""},
  };
  for (const NameCase& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(c.cv, "cv.txt");
    EXPECT_EQ(r.basics.name, c.name);
    if (!c.label.empty()) {
      EXPECT_EQ(r.basics.label, c.label);
    }
  }
}

// A labelled list that a text dump wrapped at the column's edge goes on on the next plain line
// of its paragraph; a short line's next line is a line of its own.
TEST(SidebarLists, WrappedLabelledList) {
  struct WrapCase {
    const char* what;
    std::string skills;
    std::vector<std::string> keywords;  // each group's keywords, joined by '|'
  };
  const WrapCase cases[] = {
      {"a long line wrapped in a word",
       "Garden work (expert): pruning of fruit trees, grafting, propagation of\nshrubs, hedge laying\n"
       "Machines: mowers, chainsaws\n",
       {"pruning of fruit trees|grafting|propagation of shrubs|hedge laying", "mowers|chainsaws"}},
      {"a short line: the next is not its",
       "Machines: mowers, chainsaws\nHedge laying\n",
       {"mowers|chainsaws", "Hedge laying"}},
  };
  for (const WrapCase& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv("Jane Roe\njane@example.org\n\nSkills\n" + c.skills, "cv.txt");
    std::vector<std::string> got;
    for (const Skill& sk : r.skills) {
      std::string j;
      for (const std::string& k : sk.keywords) j += (j.empty() ? "" : "|") + k;
      got.push_back(j);
    }
    EXPECT_EQ(got, c.keywords);
  }
}

// A languages section read as two columns one after the other: the names, then as many levels,
// pair in order; where the counts differ, each level goes with the name right above it only.
TEST(SidebarLists, LanguageColumnsReadOneAfterTheOther) {
  struct ColumnCase {
    const char* what;
    std::string lines;
    std::vector<std::string> languages;  // language/fluency
  };
  const ColumnCase cases[] = {
      {"three names over three levels",
       "Deutsch\nPolnisch\nEnglisch\nMuttersprache\nFließend\nGrundkenntnisse (A2)\n",
       {"Deutsch/Muttersprache", "Polnisch/Fließend", "Englisch/Grundkenntnisse (A2)"}},
      {"three names over two levels: not columns",
       "Deutsch\nPolnisch\nEnglisch\nMuttersprache\nFließend\n",
       {"Deutsch/", "Polnisch/", "Englisch/Muttersprache"}},
      {"each name over its level",
       "Deutsch\nMuttersprache\nEnglisch\nSehr gut\n",
       {"Deutsch/Muttersprache", "Englisch/Sehr gut"}},
  };
  for (const ColumnCase& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv("Jane Roe\njane@example.org\n\nLanguages\n" + c.lines, "cv.txt");
    std::vector<std::string> got;
    for (const Language& l : r.languages) got.push_back(l.language + "/" + l.fluency);
    EXPECT_EQ(got, c.languages);
  }
}

}  // namespace
}  // namespace cvmill::schema
