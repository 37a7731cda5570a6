// The GeoNames city table, embedded unparsed and bisected (see internal/gazetteer.h).
#include "normalize/internal/gazetteer.h"

#include <cstddef>

// The table file is assembled into read-only data as it is (its path comes from CMake): no
// generated source, no parsing at start-up; pages are read only when a lookup touches them.
#ifndef CVMILL_GEONAMES_CITIES
#error "CVMILL_GEONAMES_CITIES (the path of normalize/rules/geonames_cities.tsv) must be defined"
#endif
__asm__(
    ".pushsection .rodata\n"
    ".balign 16\n"
    "cvmill_geonames_cities_begin:\n"
    ".incbin \"" CVMILL_GEONAMES_CITIES "\"\n"
    "cvmill_geonames_cities_end:\n"
    ".byte 0\n"
    ".popsection\n");
extern "C" const char cvmill_geonames_cities_begin[] __asm__("cvmill_geonames_cities_begin");
extern "C" const char cvmill_geonames_cities_end[] __asm__("cvmill_geonames_cities_end");

namespace cvmill::normalize {
namespace {

// The key of the line that holds byte `pos`, and where that line starts.
std::size_t LineStart(std::string_view t, std::size_t pos) {
  while (pos > 0 && t[pos - 1] != '\n') --pos;
  return pos;
}

std::string_view KeyAt(std::string_view t, std::size_t start) {
  std::size_t tab = t.find('\t', start);
  return t.substr(start, (tab == std::string_view::npos ? t.size() : tab) - start);
}

std::size_t NextLine(std::string_view t, std::size_t start) {
  std::size_t nl = t.find('\n', start);
  return nl == std::string_view::npos ? t.size() : nl + 1;
}

}  // namespace

std::string_view GazetteerTable() {
  return std::string_view(cvmill_geonames_cities_begin,
                          static_cast<std::size_t>(cvmill_geonames_cities_end - cvmill_geonames_cities_begin));
}

int CityMagnitude(std::string_view key, std::string_view country) {
  std::string_view t = GazetteerTable();
  if (key.empty() || t.empty()) return -1;
  // Bisect on bytes: the first line whose key is not less than `key`.
  std::size_t lo = 0, hi = t.size();  // line starts; lines in [lo, hi) are undecided
  while (lo < hi) {
    std::size_t mid = LineStart(t, lo + (hi - lo) / 2);
    if (mid < lo) mid = lo;
    if (KeyAt(t, mid) < key) {
      lo = NextLine(t, mid);
    } else {
      hi = mid;
    }
  }
  int best = -1;
  for (std::size_t p = lo; p < t.size() && KeyAt(t, p) == key; p = NextLine(t, p)) {
    std::size_t tab = p + key.size();  // KEY TAB CC TAB P
    std::string_view cc = t.substr(tab + 1, 2);
    int mag = t[tab + 4] - '0';
    if ((country.empty() || cc == country) && mag > best) best = mag;
  }
  return best;
}

}  // namespace cvmill::normalize
