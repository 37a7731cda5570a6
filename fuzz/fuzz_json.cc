// libFuzzer target: any bytes through the JSON Resume reader (schema::FromJson).
// A record may be refused with a Status; it must never crash, and a record read must be
// written as one JSON object that is read back (ToJson, FromJson).
//   cmake -S . -B build-fuzz -DCMAKE_CXX_COMPILER=clang++ -DCVMILL_FUZZ=ON -DCVMILL_BUILD_TESTS=OFF
//   cmake --build build-fuzz --target fuzz_json
//   ./build-fuzz/bin/fuzz_json -max_len=8192 -max_total_time=600 DIR   (DIR: a copy of fuzz/seeds/fuzz_json)
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz/fuzz_util.h"
#include "schema/schema.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view bytes(reinterpret_cast<const char*>(data), size);
  auto r = cvmill::schema::FromJson(bytes);
  if (r.ok()) cvmill::fuzz::CheckWritten(r.value());
  return 0;
}
