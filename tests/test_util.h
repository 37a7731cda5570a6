// Helpers shared by the test programs: the built-in rules, files of the corpus.
#ifndef CVMILL_TESTS_TEST_UTIL_H_
#define CVMILL_TESTS_TEST_UTIL_H_

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "normalize/normalize.h"

namespace cvmill::testing {

inline const normalize::Rules& BuiltinRules() {
  static const normalize::Rules rules = normalize::Rules::LoadBuiltin().value();
  return rules;
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

}  // namespace cvmill::testing

#endif  // CVMILL_TESTS_TEST_UTIL_H_
