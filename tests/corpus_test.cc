// Every CV in corpus/cv against its expected record in corpus/expected, plus whole-corpus
// properties: each source line is used or in the residue, and output is deterministic.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

namespace {

const cvmill::normalize::Rules& R() { return cvmill::testing::BuiltinRules(); }
std::string Read(const fs::path& p) { return cvmill::testing::ReadFile(p); }
std::vector<fs::path> CorpusFiles() { return cvmill::testing::CorpusFiles("cv"); }

Json Convert(const fs::path& p) {
  auto r = cvmill::pipeline::Convert(Read(p), p.filename().string(), R(), {});
  EXPECT_TRUE(r.ok()) << p;
  return r.ok() ? Json::parse(cvmill::schema::ToJson(r.value(), 2)) : Json::object();
}

void CollectStrings(const Json& j, std::string* out) {
  if (j.is_string()) {
    *out += j.get<std::string>();
    *out += '\n';
  } else if (j.is_structured()) {
    for (const auto& v : j) CollectStrings(v, out);
  }
}

std::vector<std::string> Words(const std::string& s) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (std::isalnum(static_cast<unsigned char>(c)) || (static_cast<unsigned char>(c) >= 0x80)) {
      cur.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    } else {
      if (cur.size() >= 3 || (!cur.empty() && std::isdigit(static_cast<unsigned char>(cur[0]))))
        out.push_back(cur);
      cur.clear();
    }
  }
  if (cur.size() >= 3 || (!cur.empty() && std::isdigit(static_cast<unsigned char>(cur[0]))))
    out.push_back(cur);
  return out;
}

TEST(Corpus, HasEnoughCases) { EXPECT_GE(CorpusFiles().size(), 9u); }

TEST(Corpus, RecordsMatchExpected) {
  for (const fs::path& p : CorpusFiles()) {
    SCOPED_TRACE(p.filename().string());
    fs::path exp = fs::path(CVMILL_SOURCE_DIR) / "corpus" / "expected" / (p.stem().string() + ".json");
    ASSERT_TRUE(fs::exists(exp)) << "no expected record " << exp;
    Json got = Convert(p);
    got.erase("meta");
    Json want = Json::parse(Read(exp));
    EXPECT_EQ(got, want) << "got:\n" << got.dump(2) << "\nwant:\n" << want.dump(2);
  }
}

// Each non-empty source line either left its words in the record (a field, a heading in
// meta.sections) or is listed, with its number, in meta.residue. A line marked used whose
// text went nowhere fails here.
TEST(Corpus, EverySourceLineIsUsedOrResidue) {
  for (const fs::path& p : CorpusFiles()) {
    SCOPED_TRACE(p.filename().string());
    Json rec = Convert(p);
    std::set<int> residue;
    for (const auto& x : rec["meta"]["residue"]) {
      if (!x.contains("fragment")) residue.insert(x["line"].get<int>());
    }
    Json values = rec;  // fields, headings and residue fragments (not whole residue lines)
    Json fragments = Json::array();
    for (const auto& x : rec["meta"]["residue"]) {
      if (x.contains("fragment")) fragments.push_back(x);
    }
    values["meta"]["residue"] = fragments;
    std::string all;
    CollectStrings(values, &all);
    std::set<std::string> vocab;
    for (auto& w : Words(all)) vocab.insert(w);
    auto doc = cvmill::extract::Extract(Read(p), {});
    ASSERT_TRUE(doc.ok());
    for (const auto& line : doc.value().lines) {
      if (residue.count(line.number)) continue;
      if (cvmill::normalize::ParseDateRange(line.text, R())) continue;  // became ISO dates
      std::vector<std::string> words = Words(line.text);
      if (words.empty()) continue;
      std::size_t found = 0;
      for (const auto& w : words) found += vocab.count(w);
      // A used line leaves a third of its words in the record (authors, filler words such
      // as "Graduated with" and labels may go; the line's substance may not).
      EXPECT_GE(found * 3, words.size())
          << "line " << line.number << " neither used nor residue: " << line.text;
    }
  }
}

TEST(Corpus, OutputIsDeterministic) {
  for (const fs::path& p : CorpusFiles()) {
    std::string bytes = Read(p);
    auto a = cvmill::pipeline::Convert(bytes, "x", R(), {});
    auto b = cvmill::pipeline::Convert(bytes, "x", R(), {});
    ASSERT_TRUE(a.ok() && b.ok());
    EXPECT_EQ(cvmill::schema::ToJson(a.value(), 2), cvmill::schema::ToJson(b.value(), 2)) << p;
  }
}

}  // namespace
