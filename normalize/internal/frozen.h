// Private to the normalize stage: immutable string-keyed hash tables in one flat buffer.
//
// The finite rules' strings and ICU's display names used to be expanded into std::unordered_map
// at load, ~23 M instructions of a one-CV process (issue 10). A FrozenMap is the same lookup
// over a byte buffer that needs no building at run time: cvmill_gen_prebuilt writes the
// buffers of the embedded tables into the binary at build time (normalize/gen_prebuilt.cc), and
// tables given with --rules are frozen into an owned buffer at load, by the same code, so
// the two are byte for byte the same table (tests/prebuilt_test.cc compares them).
//
// Layout (native 32-bit words; the buffer is only ever read by the build that wrote it):
//   nslots (a power of two), nitems, slots[nslots] (0: empty, else 1 + item index),
//   items[nitems] {key offset, key length, value (V, a whole number of words)}, key bytes.
// Items are in key order, and the hash is fixed (FrozenHash), so a table's bytes depend only on
// its contents.
#ifndef CVMILL_NORMALIZE_INTERNAL_FROZEN_H_
#define CVMILL_NORMALIZE_INTERNAL_FROZEN_H_

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace cvmill::normalize {

// The tables' hash of a key: the same in every build for one byte order (it reads the key
// eight bytes at a time as they lie in memory; a table is read by the build that wrote it).
std::uint32_t FrozenHash(std::string_view key);

// Writes the flat form of a table (keys unique, any order; values[i], `words` 32-bit words
// long, is keys[i]'s) to *out.
void FreezeTable(std::vector<std::string_view> keys, std::size_t words,
                 const std::vector<const std::uint32_t*>& values, std::string* out);

template <class V>
class FrozenMap {
  static_assert(std::is_trivially_copyable_v<V> && sizeof(V) % 4 == 0 && alignof(V) <= 4,
                "values are whole 32-bit words");

 public:
  // From items with unique keys, in any order.
  static std::string Freeze(const std::vector<std::pair<std::string, V>>& items) {
    std::vector<std::string_view> keys;
    std::vector<const std::uint32_t*> values;
    keys.reserve(items.size());
    values.reserve(items.size());
    for (const auto& [k, v] : items) {
      keys.push_back(k);
      values.push_back(reinterpret_cast<const std::uint32_t*>(&v));
    }
    std::string out;
    FreezeTable(std::move(keys), sizeof(V) / 4, values, &out);
    return out;
  }

  // Reads a buffer Freeze wrote, kept for as long as this map (an embedded one, or own_).
  void View(std::string_view bytes) {
    bytes_ = bytes;
    mask_ = size_ = 0;
    if (bytes.size() < 8) return;
    mask_ = Words()[0] - 1;
    size_ = Words()[1];
  }
  void Own(std::string bytes) {
    own_ = std::make_shared<const std::string>(std::move(bytes));
    View(*own_);
  }
  std::string_view bytes() const { return bytes_; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }

  const V* Find(std::string_view key) const {
    if (size_ == 0) return nullptr;
    const std::uint32_t* w = Words();
    const std::uint32_t* slots = w + 2;
    const std::uint32_t* items = slots + mask_ + 1;
    for (std::uint32_t i = FrozenHash(key) & mask_;; i = (i + 1) & mask_) {
      const std::uint32_t s = slots[i];
      if (s == 0) return nullptr;
      const std::uint32_t* item = items + (s - 1) * kItemWords;
      if (item[1] == key.size() && std::memcmp(bytes_.data() + item[0], key.data(), key.size()) == 0)
        return reinterpret_cast<const V*>(item + 2);
    }
  }

  // Calls f(key, value) for every item, in key order.
  template <class F>
  void ForEach(F&& f) const {
    if (size_ == 0) return;
    const std::uint32_t* items = Words() + 2 + mask_ + 1;
    for (std::uint32_t k = 0; k < size_; ++k) {
      const std::uint32_t* item = items + k * kItemWords;
      f(std::string_view(bytes_.data() + item[0], item[1]), *reinterpret_cast<const V*>(item + 2));
    }
  }

 private:
  static constexpr std::uint32_t kItemWords = 2 + sizeof(V) / 4;
  const std::uint32_t* Words() const { return reinterpret_cast<const std::uint32_t*>(bytes_.data()); }
  std::shared_ptr<const std::string> own_;  // the buffer, when not embedded (copies share it)
  std::string_view bytes_;
  std::uint32_t mask_ = 0;
  std::uint32_t size_ = 0;
};

// A value of a few characters (a country or language code), NUL-padded.
struct Code {
  char c[8] = {};
  // False when `s` does not fit.
  static bool Of(std::string_view s, Code* k) {
    if (s.size() >= sizeof k->c) return false;
    std::memcpy(k->c, s.data(), s.size());
    return true;
  }
  std::string str() const { return std::string(c, strnlen(c, sizeof c)); }
};

// Named byte strings in one buffer (what cvmill_gen_prebuilt writes), each 8-byte aligned
// in the packed form when the buffer is.
std::string PackSections(const std::vector<std::pair<std::string, std::string>>& sections);
// The sections of a packed buffer, views into it; false when it is not one.
bool UnpackSections(std::string_view packed, std::vector<std::pair<std::string_view, std::string_view>>* out);

}  // namespace cvmill::normalize

#endif  // CVMILL_NORMALIZE_INTERNAL_FROZEN_H_
