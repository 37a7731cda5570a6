// Shared by the fuzz targets: splitting one input into records, and the checks on JSON output.
// Header-only so each target stays one translation unit plus this file.
#ifndef CVMILL_FUZZ_FUZZ_UTIL_H_
#define CVMILL_FUZZ_FUZZ_UTIL_H_

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "normalize/normalize.h"
#include "pipeline/pipeline.h"
#include "schema/schema.h"

namespace cvmill::fuzz {

// The parts of an input are separated by a line "=====" ("a\n=====\nb"); at most max_parts,
// the last part keeps any further separators.
inline std::vector<std::string_view> SplitParts(std::string_view bytes, std::size_t max_parts) {
  static constexpr std::string_view kSep = "\n=====\n";
  std::vector<std::string_view> parts;
  while (parts.size() + 1 < max_parts) {
    std::size_t at = bytes.find(kSep);
    if (at == std::string_view::npos) break;
    parts.push_back(bytes.substr(0, at));
    bytes.remove_prefix(at + kSep.size());
  }
  parts.push_back(bytes);
  return parts;
}

inline const normalize::Rules& BuiltinRules() {
  static const normalize::Rules rules = normalize::Rules::LoadBuiltin().value();
  return rules;
}

// One part as a record: a part whose first byte is '{' is read as a JSON Resume record,
// any other as a CV text through the whole conversion. nullopt when it is refused.
inline std::optional<schema::Resume> ReadPart(std::string_view part) {
  if (!part.empty() && part.front() == '{') {
    auto r = schema::FromJson(part);
    if (!r.ok()) return std::nullopt;
    return std::move(r).value();
  }
  auto r = pipeline::Convert(part, "fuzz", BuiltinRules(), pipeline::Options{});
  if (!r.ok()) return std::nullopt;
  return std::move(r).value();
}

// A record written by cvmill is one JSON object that cvmill reads back.
inline void CheckWritten(const schema::Resume& record) {
  std::string json = schema::ToJson(record, 2);
  if (json.empty() || json.front() != '{' || json.back() != '}') __builtin_trap();
  if (!schema::FromJson(json).ok()) __builtin_trap();
}

}  // namespace cvmill::fuzz

#endif  // CVMILL_FUZZ_FUZZ_UTIL_H_
