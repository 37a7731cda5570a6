// Flat immutable hash tables (normalize/internal/frozen.h).
#include "normalize/internal/frozen.h"

#include <algorithm>
#include <cstring>
#include <numeric>

namespace cvmill::normalize {

std::uint32_t FrozenHash(std::string_view key) {
  // Eight bytes a step (as they lie in memory: the build that writes a table reads it).
  std::uint64_t h = 0x9e3779b97f4a7c15ull ^ key.size();
  const char* p = key.data();
  std::size_t n = key.size();
  for (; n >= 8; p += 8, n -= 8) {
    std::uint64_t w;
    std::memcpy(&w, p, 8);
    h = (h ^ w) * 0xff51afd7ed558ccdull;
    h ^= h >> 32;
  }
  std::uint64_t w = 0;
  if (n) std::memcpy(&w, p, n);
  h = (h ^ w) * 0xc4ceb9fe1a85ec53ull;
  h ^= h >> 29;
  return static_cast<std::uint32_t>(h);
}

void FreezeTable(std::vector<std::string_view> keys, std::size_t words,
                 const std::vector<const std::uint32_t*>& values, std::string* out) {
  std::vector<std::uint32_t> order(keys.size());
  std::iota(order.begin(), order.end(), 0u);
  std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) { return keys[a] < keys[b]; });
  // At most half full: probes stay short.
  std::uint32_t nslots = 1;
  while (nslots < 2 * keys.size() + 1) nslots *= 2;
  const std::size_t item_words = 2 + words;
  const std::size_t head = 2 + nslots + keys.size() * item_words;
  std::vector<std::uint32_t> w(head, 0);
  w[0] = nslots;
  w[1] = static_cast<std::uint32_t>(keys.size());
  std::string pool;
  for (std::uint32_t k = 0; k < order.size(); ++k) {
    const std::string_view key = keys[order[k]];
    std::uint32_t* item = w.data() + 2 + nslots + k * item_words;
    item[0] = static_cast<std::uint32_t>(head * 4 + pool.size());
    item[1] = static_cast<std::uint32_t>(key.size());
    std::copy(values[order[k]], values[order[k]] + words, item + 2);
    pool.append(key);
    for (std::uint32_t i = FrozenHash(key) & (nslots - 1);; i = (i + 1) & (nslots - 1)) {
      if (w[2 + i] == 0) {
        w[2 + i] = k + 1;
        break;
      }
    }
  }
  out->assign(reinterpret_cast<const char*>(w.data()), w.size() * 4);
  out->append(pool);
  while (out->size() % 4) out->push_back('\0');
}

namespace {
void PutWord(std::uint32_t v, std::string* out) { out->append(reinterpret_cast<const char*>(&v), 4); }
void Pad(std::string* out) {
  while (out->size() % 8) out->push_back('\0');
}
}  // namespace

std::string PackSections(const std::vector<std::pair<std::string, std::string>>& sections) {
  std::string out;
  PutWord(0x43564d50u, &out);  // "PMVC"
  PutWord(static_cast<std::uint32_t>(sections.size()), &out);
  for (const auto& [name, data] : sections) {
    PutWord(static_cast<std::uint32_t>(name.size()), &out);
    PutWord(static_cast<std::uint32_t>(data.size()), &out);
    out += name;
    Pad(&out);
    out += data;
    Pad(&out);
  }
  return out;
}

bool UnpackSections(std::string_view packed, std::vector<std::pair<std::string_view, std::string_view>>* out) {
  out->clear();
  auto word = [&](std::size_t at) {
    std::uint32_t v;
    std::memcpy(&v, packed.data() + at, 4);
    return v;
  };
  if (packed.size() < 8 || word(0) != 0x43564d50u) return false;
  const std::uint32_t n = word(4);
  std::size_t at = 8;
  auto aligned = [](std::size_t x) { return (x + 7) / 8 * 8; };
  for (std::uint32_t k = 0; k < n; ++k) {
    if (at + 8 > packed.size()) return false;
    const std::size_t name_len = word(at), data_len = word(at + 4);
    const std::size_t name_at = at + 8, data_at = aligned(name_at + name_len);
    if (data_at + data_len > packed.size()) return false;
    out->emplace_back(packed.substr(name_at, name_len), packed.substr(data_at, data_len));
    at = aligned(data_at + data_len);
  }
  return true;
}

}  // namespace cvmill::normalize
