// Hard to break: mutated corpus CVs and random bytes never crash the text path, and every
// record that comes out is valid UTF-8 and valid JSON (deterministic seeds, run under ctest;
// build with -DCVMILL_SANITIZE=ON to run the same cases under ASan and UBSan).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include <nlohmann/json.hpp>

#include "common/text.h"
#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace fs = std::filesystem;

namespace {

const cvmill::normalize::Rules& R() { return cvmill::testing::BuiltinRules(); }

std::vector<std::string> Corpus() {
  std::vector<std::string> out;
  for (const auto& f : cvmill::testing::CorpusFiles("cv")) out.push_back(cvmill::testing::ReadFile(f));
  return out;
}

void Check(const std::string& bytes) {
  auto r = cvmill::pipeline::Convert(bytes, "fuzz", R(), {});
  if (!r.ok()) {
    EXPECT_FALSE(r.status().message().empty());
    EXPECT_EQ(r.status().message().find('\n'), std::string::npos);  // one line
    return;
  }
  for (int indent : {2, -1}) {
    std::string json = cvmill::schema::ToJson(r.value(), indent);
    ASSERT_TRUE(cvmill::text::IsValidUtf8(json));
    ASSERT_TRUE(nlohmann::json::accept(json)) << json.substr(0, 200);
  }
}

TEST(Robustness, MutatedCorpusCvs) {
  std::mt19937 rng(7);
  const auto corpus = Corpus();
  for (int round = 0; round < 300; ++round) {
    std::string s = corpus[static_cast<std::size_t>(round) % corpus.size()];
    switch (round % 5) {
      case 0:  // flip bytes
        for (int k = 0; k < 20 && !s.empty(); ++k) s[rng() % s.size()] = static_cast<char>(rng());
        break;
      case 1:  // truncate anywhere (inside a UTF-8 sequence too)
        s.resize(rng() % (s.size() + 1));
        break;
      case 2:  // insert markup and separator characters
        for (int k = 0; k < 30; ++k) {
          static const char* kBits[] = {"**", "*", "[", "](", ")", "<", ">", "#", "\t", "   ", "\u25C6",
                                        "\u2013", ":", "(", "2019", "\u00e4", "\xC3", "\r", "\n", "\\"};
          s.insert(rng() % (s.size() + 1), kBits[rng() % 20]);
        }
        break;
      case 3:  // duplicate a slice
        if (!s.empty()) {
          std::size_t a = rng() % s.size(), n = rng() % std::min<std::size_t>(400, s.size() - a);
          s.insert(rng() % (s.size() + 1), s.substr(a, n));
        }
        break;
      default:  // one very long line
        s += std::string(20000, 'x') + "\n" + std::string(5000, ' ') + "Present 2019\n";
    }
    SCOPED_TRACE(round);
    Check(s);
  }
}

TEST(Robustness, RandomBytes) {
  std::mt19937 rng(11);
  for (int round = 0; round < 200; ++round) {
    std::string s(rng() % 2000, '\0');
    for (char& c : s) c = static_cast<char>(rng() % (round % 2 ? 128 : 256));
    Check(s);
  }
}

}  // namespace
