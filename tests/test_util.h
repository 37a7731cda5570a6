// Helpers shared by the test programs: the built-in rules, files of the corpus.
#ifndef CVMILL_TESTS_TEST_UTIL_H_
#define CVMILL_TESTS_TEST_UTIL_H_

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "extract/extract.h"
#include "normalize/normalize.h"
#include "pipeline/pipeline.h"

namespace cvmill::testing {

inline const normalize::Rules& BuiltinRules() {
  static const normalize::Rules rules = normalize::Rules::LoadBuiltin().value();
  return rules;
}

// A CV's bytes converted with the built-in rules; the test fails when it does not convert.
inline schema::Resume ParseCv(const std::string& cv, const std::string& name = "test.txt") {
  auto r = pipeline::Convert(cv, name, BuiltinRules(), pipeline::Options{});
  EXPECT_TRUE(r.ok()) << name << ": " << (r.ok() ? "" : r.status().message());
  return r.ok() ? r.value() : schema::Resume{};
}

inline std::string ReadFile(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// corpus/<sub>/ files (not folders), sorted.
inline std::vector<std::filesystem::path> CorpusFiles(const std::string& sub) {
  std::vector<std::filesystem::path> out;
  for (const auto& e : std::filesystem::directory_iterator(std::filesystem::path(CVMILL_SOURCE_DIR) / "corpus" / sub)) {
    if (e.is_regular_file()) out.push_back(e.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

inline std::filesystem::path Fixture(const std::string& name) {
  return std::filesystem::path(CVMILL_SOURCE_DIR) / "tests" / "fixtures" / name;
}

// tests/fixtures/NAME extracted; the test fails when it does not extract.
inline extract::Document ExtractFixture(const std::string& name) {
  auto r = extract::Extract(ReadFile(Fixture(name)), {});
  EXPECT_TRUE(r.ok()) << name << ": " << (r.ok() ? "" : r.status().message());
  return r.ok() ? r.value() : extract::Document{};
}

// tests/fixtures/NAME converted to its record; the test fails when it does not convert.
inline nlohmann::json FixtureRecord(const std::string& name) {
  auto r = pipeline::Convert(ReadFile(Fixture(name)), name, BuiltinRules(), {});
  EXPECT_TRUE(r.ok()) << name << ": " << (r.ok() ? "" : r.status().message());
  return r.ok() ? nlohmann::json::parse(schema::ToJson(r.value(), -1)) : nlohmann::json::object();
}

// The lines' texts (of one page and column when given: PDF).
inline std::vector<std::string> LineTexts(const extract::Document& doc, int page = 0, int column = -1) {
  std::vector<std::string> out;
  for (const extract::Line& l : doc.lines) {
    if ((page == 0 || l.page == page) && (column < 0 || l.column == column)) out.push_back(l.text);
  }
  return out;
}

// The work entries' positions, and their organisations' names, in order.
inline std::vector<std::string> WorkPositions(const schema::Resume& r) {
  std::vector<std::string> out;
  for (const schema::Work& w : r.work) out.push_back(w.position);
  return out;
}
inline std::vector<std::string> WorkNames(const schema::Resume& r) {
  std::vector<std::string> out;
  for (const schema::Work& w : r.work) out.push_back(w.name);
  return out;
}

// A skills group as a test states it, and the check of a record's groups against such a list
// (names, levels and keywords, in order).
struct SkillGroup {
  std::string name, level;
  std::vector<std::string> keywords;
};
inline void ExpectSkillGroups(const schema::Resume& r, const std::vector<SkillGroup>& want) {
  ASSERT_EQ(r.skills.size(), want.size());
  for (std::size_t k = 0; k < want.size(); ++k) {
    SCOPED_TRACE(want[k].name);
    EXPECT_EQ(r.skills[k].name, want[k].name);
    EXPECT_EQ(r.skills[k].level, want[k].level);
    EXPECT_EQ(r.skills[k].keywords, want[k].keywords);
  }
}

// Each skills group as "name (level): a, b", in lower case (ASCII letters).
inline std::vector<std::string> SkillGroupLines(const schema::Resume& r) {
  auto lower = [](std::string s) {
    for (char& c : s) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    return s;
  };
  std::vector<std::string> out;
  for (const schema::Skill& s : r.skills) {
    std::string g = lower(s.name) + " (" + lower(s.level) + "):";
    for (std::size_t k = 0; k < s.keywords.size(); ++k) g += (k ? ", " : " ") + lower(s.keywords[k]);
    out.push_back(g);
  }
  return out;
}

}  // namespace cvmill::testing

#endif  // CVMILL_TESTS_TEST_UTIL_H_
