// libFuzzer target: any bytes through the whole conversion (extract, normalize, build, JSON).
// A conversion may fail with a Status; it must never crash, hang or touch freed memory.
//   cmake -S . -B build-fuzz -DCMAKE_CXX_COMPILER=clang++ -DCVMILL_FUZZ=ON
//   cmake --build build-fuzz --target fuzz_convert
//   ./build-fuzz/bin/fuzz_convert -max_len=8192 -max_total_time=300 corpus-dir/
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "pipeline/pipeline.h"
#include "schema/schema.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const cvmill::normalize::Rules rules = cvmill::normalize::Rules::LoadBuiltin().value();
  std::string_view bytes(reinterpret_cast<const char*>(data), size);
  auto r = cvmill::pipeline::Convert(bytes, "fuzz", rules, cvmill::pipeline::Options{});
  if (r.ok()) {
    std::string json = cvmill::schema::ToJson(r.value(), 2);
    if (json.empty() || json.front() != '{' || json.back() != '}') __builtin_trap();
  }
  return 0;
}
