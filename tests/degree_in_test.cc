// A degree with words of its own before "in" and its subject after ("Baccalauréat en génie
// civil (B.Ing.) in Génie civil", a template's "studyType in area"): the words up to "in" are
// the degree as written, the subject the area. Not where a place follows "in", nor where the
// words before it hold an organisation's.
#include <gtest/gtest.h>

#include "normalize/normalize.h"

namespace cvmill::normalize {
namespace {

const Rules& R() {
  static const Rules rules = [] {
    auto r = Rules::LoadBuiltin();
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.status().message());
    return r.value();
  }();
  return rules;
}

TEST(DegreeIn, WordsOfTheDegreeBeforeIn) {
  struct Case {
    const char* text;
    const char* type;
    const char* area;
  } cases[] = {
      {"Licence en génie maritime (L.G.M.) in Génie maritime", "Licence en génie maritime (L.G.M.)", "Génie maritime"},
      {"Maîtrise ès arts appliqués in Design graphique", "Maîtrise ès arts appliqués", "Design graphique"},
      {"Bachelor of Science in Nursing (Post-RN) in Nursing", "Bachelor of Science in Nursing (Post-RN)", "Nursing"},
      // Unchanged: one "in" after the degree, or "of ... in".
      {"Master of Science in Informatics", "Master of Science", "Informatics"},
      {"Bachelor of Agricultural Science (Hons) in Animal and Crop Production",
       "Bachelor of Agricultural Science (Hons)", "Animal and Crop Production"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.text);
    auto d = MatchDegree(c.text, R());
    ASSERT_TRUE(d.has_value());
    EXPECT_EQ(d->study_type, c.type);
    EXPECT_EQ(d->area, c.area);
  }
  // Negative: a place after "in" is where, not the subject: the degree is not read through it.
  auto placed = MatchDegree("Licence en génie maritime in Marseille", R());
  ASSERT_TRUE(placed.has_value());
  EXPECT_EQ(placed->study_type, "Licence");
}

}  // namespace
}  // namespace cvmill::normalize
