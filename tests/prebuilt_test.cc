// The prebuilt sections (normalize/internal/frozen.h): what cvmill_gen_prebuilt wrote into the
// binary at build time must be, byte for byte, what loading the same tables builds at run time
// (the finite rules expanded, ICU asked for its month, country and language names now), and
// the frozen tables must answer as the hash maps they replace.
#include <gtest/gtest.h>

#include <string>
#include <unordered_map>
#include <vector>

#include "normalize/internal/frozen.h"
#include "normalize/internal/rules_impl.h"
#include "normalize/normalize.h"

namespace cvmill::normalize {
namespace {

TEST(Prebuilt, EmbeddedSectionsAreWhatLoadingBuildsNow) {
  const std::string now = PrebuiltFor(Rules::BuiltinTables());
  ASSERT_FALSE(now.empty());
  std::vector<std::pair<std::string_view, std::string_view>> built, embedded;
  ASSERT_TRUE(UnpackSections(now, &built));
  ASSERT_TRUE(UnpackSections(EmbeddedPrebuilt(), &embedded));
  ASSERT_EQ(built.size(), embedded.size());
  for (std::size_t i = 0; i < built.size(); ++i) {
    EXPECT_EQ(built[i].first, embedded[i].first);
    // Section by section, so a difference names its table.
    EXPECT_TRUE(built[i].second == embedded[i].second) << built[i].first << ": " << built[i].second.size()
                                                       << " bytes now, " << embedded[i].second.size() << " embedded";
  }
  EXPECT_TRUE(now == EmbeddedPrebuilt());
  // Every section is there and holds something: no table silently empty.
  for (const char* name : {"heading_finite", "heading_lines", "levels_finite", "level_words", "vocab_finite",
                           "vocab_words", "months", "countries", "languages", "degree_filter", "score_filter",
                           "noise_filter", "label_filter"}) {
    bool found = false;
    for (const auto& [n, bytes] : embedded) found = found || (n == name && !bytes.empty());
    EXPECT_TRUE(found) << name;
  }
}

TEST(Prebuilt, SectionsRoundTrip) {
  const std::string packed = PackSections({{"a", "xyz"}, {"", ""}, {"long name", std::string(13, '\0')}});
  std::vector<std::pair<std::string_view, std::string_view>> out;
  ASSERT_TRUE(UnpackSections(packed, &out));
  ASSERT_EQ(out.size(), 3u);
  EXPECT_EQ(out[0].first, "a");
  EXPECT_EQ(out[0].second, "xyz");
  EXPECT_EQ(out[1].first, "");
  EXPECT_EQ(out[2].second, std::string(13, '\0'));
  for (const auto& [name, bytes] : out) EXPECT_EQ(reinterpret_cast<std::uintptr_t>(bytes.data()) % 8, 0u) << name;
  EXPECT_FALSE(UnpackSections("", &out));
  EXPECT_FALSE(UnpackSections(packed.substr(0, packed.size() - 9), &out));
}

// The frozen table answers as std::unordered_map for stored keys, their prefixes and
// extensions, and other strings; and its bytes depend only on its contents.
TEST(Prebuilt, FrozenMapAnswersAsAHashMap) {
  std::unordered_map<std::string, std::int32_t> want;
  std::vector<std::pair<std::string, std::int32_t>> items;
  for (int i = 0; i < 5000; ++i) {
    std::string k = "k" + std::to_string(i * 7919 % 100003) + (i % 3 ? "é" : "");
    if (want.emplace(k, i).second) items.emplace_back(k, i);
  }
  want.emplace("", -1);
  items.emplace_back("", -1);
  FrozenMap<std::int32_t> m;
  m.Own(FrozenMap<std::int32_t>::Freeze(items));
  EXPECT_EQ(m.size(), want.size());
  std::vector<std::string> probes;
  for (const auto& [k, v] : want) {
    probes.push_back(k);
    probes.push_back(k + "x");
    if (!k.empty()) probes.push_back(k.substr(0, k.size() - 1));
  }
  for (const std::string& p : probes) {
    auto it = want.find(p);
    const std::int32_t* got = m.Find(p);
    ASSERT_EQ(got != nullptr, it != want.end()) << p;
    if (got) {
      EXPECT_EQ(*got, it->second) << p;
    }
  }
  std::vector<std::pair<std::string, std::int32_t>> reversed(items.rbegin(), items.rend());
  EXPECT_EQ(FrozenMap<std::int32_t>::Freeze(reversed), m.bytes());
  std::size_t n = 0;
  std::string last;
  m.ForEach([&](std::string_view k, std::int32_t v) {
    EXPECT_TRUE(n == 0 || last < k);
    EXPECT_EQ(want.at(std::string(k)), v);
    last = std::string(k);
    ++n;
  });
  EXPECT_EQ(n, want.size());
  FrozenMap<std::int32_t> none;
  EXPECT_EQ(none.Find("a"), nullptr);
  none.Own(FrozenMap<std::int32_t>::Freeze({}));
  EXPECT_EQ(none.Find(""), nullptr);
  EXPECT_TRUE(none.empty());
}

// Rules from the embedded tables (prebuilt) and the same tables from a directory (built at
// load) answer alike, through the public queries that read the frozen tables.
TEST(Prebuilt, BuiltinAndDirectoryRulesAgree) {
  auto builtin = Rules::LoadBuiltin();
  auto dir = Rules::LoadFromDirectory(std::string(CVMILL_SOURCE_DIR) + "/normalize/rules");
  ASSERT_TRUE(builtin.ok() && dir.ok());
  for (const char* s : {"Berufserfahrung", "Work Experience", "EDUCATION", "Ausbildung und Studium",
                        "Publications (selected)", "Random words"}) {
    auto a = MatchHeading(s, builtin.value()), b = MatchHeading(s, dir.value());
    ASSERT_EQ(a.has_value(), b.has_value()) << s;
    if (a) {
      EXPECT_EQ(a->rule, b->rule) << s;
    }
  }
  for (const char* s : {"Deutschland", "Espagne", "UK", "Mars", "États-Unis", "U.S.A."})
    EXPECT_EQ(CountryCode(s, builtin.value()), CountryCode(s, dir.value())) << s;
  for (const char* s : {"Allemand", "Mandarin", "Klingon", "Spanisch"}) {
    EXPECT_EQ(LanguageCode(s, builtin.value()), LanguageCode(s, dir.value())) << s;
    EXPECT_EQ(IsLanguageName(s, builtin.value()), IsLanguageName(s, dir.value())) << s;
  }
  for (const char* s : {"Senior Software Engineer", "Acme GmbH", "Best Paper Award", "nothing here"}) {
    EXPECT_EQ(HasJobTitle(s, builtin.value()), HasJobTitle(s, dir.value())) << s;
    EXPECT_EQ(HasOrgWord(s, builtin.value()), HasOrgWord(s, dir.value())) << s;
    EXPECT_EQ(HasAwardWord(s, builtin.value()), HasAwardWord(s, dir.value())) << s;
  }
  EXPECT_TRUE(HasJobTitle("Senior Software Engineer", builtin.value()));
  EXPECT_TRUE(HasOrgWord("Acme GmbH", builtin.value()));
  EXPECT_EQ(CountryCode("Deutschland", builtin.value()).value_or(""), "DE");
  EXPECT_EQ(LanguageCode("Mandarin", builtin.value()), LanguageCode("Mandarin", dir.value()));
}

}  // namespace
}  // namespace cvmill::normalize
