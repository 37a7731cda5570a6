// libFuzzer target: diff of two revisions. The input is split into 2 parts (separated by a line
// "====="; a missing second part is an empty record); a part starting with '{' is read as a
// JSON Resume record, any other as a CV text. reconcile::Diff, DiffText and DiffJson must never
// crash; DiffJson must be one JSON array with one element per change holding its texts
// unchanged, and a record compared with itself must show no change.
//   cmake --build build-fuzz --target fuzz_diff
//   ./build-fuzz/bin/fuzz_diff -max_len=8192 -max_total_time=600 DIR   (DIR: a copy of fuzz/seeds/fuzz_diff)
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string_view>
#include <vector>

#include "fuzz/fuzz_util.h"
#include "reconcile/reconcile.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  namespace rc = cvmill::reconcile;
  std::string_view bytes(reinterpret_cast<const char*>(data), size);
  auto parts = cvmill::fuzz::SplitParts(bytes, 2);
  auto before = cvmill::fuzz::ReadPart(parts[0]);
  if (!before) return 0;
  cvmill::schema::Resume empty;
  std::optional<cvmill::schema::Resume> after;
  if (parts.size() > 1) {
    after = cvmill::fuzz::ReadPart(parts[1]);
    if (!after) return 0;
  } else {
    after = empty;
  }
  const auto& rules = cvmill::fuzz::BuiltinRules();
  auto changes = rc::Diff(*before, *after, rules);
  std::string text = rc::DiffText(changes);
  if (!changes.empty() && text.empty()) __builtin_trap();
  auto json = nlohmann::json::parse(rc::DiffJson(changes), nullptr, false);
  if (json.is_discarded() || !json.is_array() || json.size() != changes.size()) __builtin_trap();
  for (std::size_t i = 0; i < changes.size(); ++i) {  // every text kept, escaped and read back
    const auto& c = changes[i];
    const auto& e = json[i];
    if (e.value("change", "") != c.kind || e.value("section", "") != c.section || e.value("entry", "") != c.entry ||
        e.value("field", "") != c.field || e.value("before", "") != c.before || e.value("after", "") != c.after)
      __builtin_trap();
  }
  if (!rc::Diff(*before, *before, rules).empty()) __builtin_trap();
  return 0;
}
