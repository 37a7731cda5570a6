// libFuzzer target: grouping and merging. The input is split into up to 3 parts (separated by a
// line "====="); a part starting with '{' is read as a JSON Resume record, any other as a CV
// text. The records read are grouped (reconcile::GroupByPerson) and each person merged
// (reconcile::Merge) and written (schema::ToJson). Checked: every revision is in exactly one
// group, slugs are non-empty and unique, each merged record is a JSON object cvmill reads back.
//   cmake --build build-fuzz --target fuzz_merge
//   ./build-fuzz/bin/fuzz_merge -max_len=8192 -max_total_time=600 DIR   (DIR: a copy of fuzz/seeds/fuzz_merge)
#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz/fuzz_util.h"
#include "reconcile/reconcile.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  namespace rc = cvmill::reconcile;
  std::string_view bytes(reinterpret_cast<const char*>(data), size);
  std::vector<rc::Revision> revs;
  for (std::string_view part : cvmill::fuzz::SplitParts(bytes, 3)) {
    auto record = cvmill::fuzz::ReadPart(part);
    if (record) revs.push_back(rc::Revision{std::move(*record), "part" + std::to_string(revs.size())});
  }
  if (revs.empty()) return 0;
  const auto& rules = cvmill::fuzz::BuiltinRules();
  auto people = rc::GroupByPerson(revs, rules);
  std::vector<int> seen(revs.size(), 0);
  std::set<std::string> slugs;
  for (const auto& person : people) {
    if (person.slug.empty() || !slugs.insert(person.slug).second) __builtin_trap();
    if (person.revisions.empty()) __builtin_trap();
    for (int i : person.revisions) {
      if (i < 0 || static_cast<std::size_t>(i) >= revs.size()) __builtin_trap();
      ++seen[static_cast<std::size_t>(i)];
    }
    for (rc::Order order : {rc::Order::kLatestDate, rc::Order::kGiven}) {
      rc::Options options;
      options.order = order;
      cvmill::fuzz::CheckWritten(rc::Merge(revs, person, rules, options));
    }
  }
  for (int n : seen) {
    if (n != 1) __builtin_trap();
  }
  return 0;
}
