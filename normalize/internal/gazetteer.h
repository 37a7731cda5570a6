// Private to the normalize stage: the GeoNames city table (normalize/rules/geonames_cities.tsv,
// made by scripts/cities/generate.js), embedded as its bytes and looked up by bisection, so a
// process pays nothing for it until a place is asked for, and then only a few page reads.
#ifndef CVMILL_NORMALIZE_INTERNAL_GAZETTEER_H_
#define CVMILL_NORMALIZE_INTERNAL_GAZETTEER_H_

#include <string_view>

namespace cvmill::normalize {

// The table's bytes: lines "KEY TAB CC TAB P", sorted by KEY (bytes), KEY folded as FoldKey.
std::string_view GazetteerTable();

// The largest population magnitude (3: thousands ... 7: tens of millions) of a city whose
// folded name is `key`, in `country` (ISO 3166-1 alpha-2) or in any country when `country`
// is empty; -1 when the table has no such city.
int CityMagnitude(std::string_view key, std::string_view country = {});

}  // namespace cvmill::normalize

#endif  // CVMILL_NORMALIZE_INTERNAL_GAZETTEER_H_
