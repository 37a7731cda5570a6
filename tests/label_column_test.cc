// A column of labels read before its values in a text dump (a Europass grid of personal
// skills): under a heading in capitals, a run of three short names or more, then their values.
// The names are never headings whatever their words (normalize.cc LabelColumnName: "Languages",
// "Leadership", "Software" name skill groups there), the labels naming languages ("Mother
// tongue", "Other languages") take the first values, each a language (structure/languages.cc
// LanguageLabelsInNameColumn), and the other names their lists. Small CVs written for each
// case (invented content).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

std::string Cv(const std::string& skills) {
  return "Jane Example\njane@example.org\n\nWORK EXPERIENCE\n2019 - 2023 Head Baker, Northgate Bakery, Leeds\n"
         "Ran the night bake for the four shops.\n\nPERSONAL SKILLS\n" +
         skills + "\nINTERESTS\nHill walking\n";
}

TEST(LabelColumn, NamesReadBeforeTheirValues) {
  struct Case {
    std::string skills;
    std::vector<std::string> names, languages;  // the skill groups and languages read
  };
  for (const Case& c : std::vector<Case>{
           // group names that heading rules know ("Languages", "Leadership") stay names
           {"Mother tongue\nOther languages\nLanguages\n\nBaking\n\nLeadership\n\nEnglish\nFrench: Fluent\n"
            "Python, SQL, Rust\nExpert\nSourdough, Rye breads\nAdvanced\nRotas, Hiring, Mentoring\nAdvanced\n",
            {"Languages", "Baking", "Leadership"},
            {"English", "French"}},
           // a level as the first label ("Mother tongue" in another language)
           {"Langue maternelle\nAutres langues\nBoulangerie\n\nLogiciels\n\nFrançais\nAnglais : Courant\n"
            "Levain, Seigle\nExpert\nExcel, SAP\nAvancé\n",
            {"Boulangerie", "Logiciels"},
            {"Français", "Anglais"}},
       }) {
    Resume r = testing::ParseCv(Cv(c.skills), "cv.txt");
    std::vector<std::string> names, languages;
    for (const auto& s : r.skills) names.push_back(s.name);
    for (const auto& l : r.languages) languages.push_back(l.language);
    EXPECT_EQ(names, c.names) << c.skills;
    EXPECT_EQ(languages, c.languages) << c.skills;
    EXPECT_EQ(r.interests.size(), 1u) << c.skills;
  }
}

// Negative: where the section's heading is not set in capitals, a heading rule's words after
// a run of short lines open their section as before.
TEST(LabelColumn, NoColumnUnderAHeadingInPlainType) {
  Resume r = testing::ParseCv(
      "Jane Example\njane@example.org\n\nWork experience\n2019 - 2023 Head Baker, Northgate Bakery, Leeds\n"
      "Ran the night bake for the four shops.\n\nPersonal skills\nBaking\nPastry\nCakes\n\nLanguages\n"
      "English, French\n\nInterests\nHill walking\n",
      "cv.txt");
  ASSERT_EQ(r.languages.size(), 2u);
  EXPECT_EQ(r.languages[0].language, "English");
  ASSERT_EQ(r.skills.size(), 1u);
  EXPECT_EQ(r.skills[0].keywords.size(), 3u);
}

}  // namespace
}  // namespace cvmill::schema
