// Places and postal addresses: cities (cities.txt and the GeoNames table), region codes,
// postcodes, countries, and an address line cut into JSON Resume's location fields.
#include <unicode/locid.h>

#include <algorithm>
#include <cctype>

#include "common/text.h"
#include "normalize/internal/gazetteer.h"
#include "normalize/internal/memo.h"
#include "normalize/internal/rules_impl.h"

namespace cvmill::normalize {
namespace {

re2::StringPiece SP(std::string_view s) { return re2::StringPiece(s.data(), s.size()); }

bool Upper(char c) { return c >= 'A' && c <= 'Z'; }

// Population magnitudes (log10) a GeoNames city needs to be taken by its name alone.
constexpr int kAlone = 6;       // the whole text is the name
constexpr int kAfterComma = 5;  // the last part after a comma

// "AT", "CA": two capitals that are an ISO 3166-1 alpha-2 code (ICU's list, compiled into
// ICU's code: no data is loaded for it).
bool IsIsoCountry(std::string_view s) {
  if (s.size() != 2 || !Upper(s[0]) || !Upper(s[1])) return false;
  for (const char* const* c = icu::Locale::getISOCountries(); *c != nullptr; ++c) {
    if (s == *c) return true;
  }
  return false;
}

// A city's name as a lookup key: folded as the tables are, white space collapsed.
std::string CityKey(std::string_view name) { return FoldKey(text::TrimChars(name, ",.;()")); }

// The GeoNames table alone, for a name written with a capital (a common word in lower case
// is no city).
int GazetteerMagnitude(std::string_view name, std::string_view country = {}) {
  std::string_view n = text::TrimChars(name, ",.;()");
  if (n.empty() || (n[0] >= 'a' && n[0] <= 'z') || text::HasDigit(n)) return -1;
  return CityMagnitude(CityKey(n), country);
}

// A city by its name alone: a listed one (cities.txt), or one of GeoNames' with at least
// 10^magnitude inhabitants whose name is no word of the other vocabularies. The bar is
// high for a name standing alone (10^6: "Reading", "Mobile", "Victoria" and "Florence" are
// cities of 10^5) and lower after a comma (", Modena" closing an organisation's line);
// beside a country, a region code or a postcode any of GeoNames' cities counts (CityIn).
bool KnownCity(std::string_view name, int magnitude, const Rules& rules) {
  if (rules.impl().cities.count(CityKey(name)) > 0) return true;
  if (GazetteerMagnitude(name) < magnitude) return false;
  // (No language's name is a GeoNames city of that size, so the language list, which ICU
  // builds at some cost, is not asked.)
  return (Vocab(name, rules) & (kOrgWord | kTitleWord | kAwardWord)) == 0;
}

// A city written beside a country (or a region code, or a postcode): a listed one, or any
// of GeoNames' in that country (any country when `country` is empty).
bool CityIn(std::string_view name, std::string_view country, const Rules& rules) {
  return rules.impl().cities.count(CityKey(name)) > 0 || GazetteerMagnitude(name, country) >= 0;
}

// Whether a code after a place is a country's ("AU", "FR") rather than a region's ("TX"). A
// code that is both ("CA", "DE", "IN", "PE") is the country's only when GeoNames has one of
// the parts before it as a city of that country and not of the region's: "Montréal, CA" is in
// Canada, "Sacramento, CA" in California, "Suape, PE" in Pernambuco.
bool CodeIsCountry(const std::vector<std::string_view>& before, std::string_view code, const Rules& rules,
                   bool parts = true) {
  if (!IsIsoCountry(code)) return false;
  auto region = rules.impl().regions.find(std::string(code));
  if (region == rules.impl().regions.end()) return true;
  for (std::string_view city : before) {
    // ("41004 Sevilla, Andalucía, ES": the town after its postcode.)
    if (!city.empty() && std::isdigit(static_cast<unsigned char>(city.front())) && city.find(' ') != std::string_view::npos)
      city = text::Trim(city.substr(city.find(' ')));
    if (GazetteerMagnitude(city, code) >= 0 && GazetteerMagnitude(city, region->second) < 0) return true;
  }
  // "…, Freiburg im Breisgau, Baden-Württemberg, DE": a city and a region before the code, the
  // part next to it no town (a state code follows its town: "…, Olinda, PE").
  std::size_t named = 0;
  for (std::string_view p : before) named += !text::HasDigit(p);
  return parts && named >= 2 && !CityIn(before.back(), {}, rules);
}

// The country the last of `parts` names: a country's name ("Germany", "Italia") or an ISO
// code ("DE", see CodeIsCountry).
// In an address (`address`), also a name in Italian, Dutch, Portuguese or Polish ("België").
std::optional<std::string> CountryOf(const std::vector<std::string_view>& parts, const Rules& rules,
                                     bool address = false) {
  std::string_view p = text::Trim(parts.back());
  if (IsIsoCountry(p)) {
    if (!CodeIsCountry(std::vector<std::string_view>(parts.begin(), parts.end() - 1), p, rules)) return std::nullopt;
    return std::string(p);
  }
  if (auto code = CountryCode(p, rules)) return code;
  if (!address || p.empty() || p.size() > 60 || text::HasDigit(p)) return std::nullopt;
  const auto& more = *rules.impl().address_countries;
  auto it = more.find(FoldKey(p));
  if (it == more.end()) return std::nullopt;
  return it->second;
}

// A postcode with letters ("M20 3BP", "H2J 2L4"), which no house number is.
bool Lettered(std::string_view postcode) {
  return std::any_of(postcode.begin(), postcode.end(), [](char c) { return (c >= 'A' && c <= 'Z'); });
}

// Words of a place name: up to four, or up to four named ones with short lower-case particles
// between them ("Provincia de Tierra Alta del Sur", "Santa Cruz de la Sierra").
bool ShortPlaceName(std::string_view s) {
  int words = 0, named = 0;
  for (std::string_view w : text::Split(s, ' ')) {
    if (w.empty()) continue;
    ++words;
    named += !(w.size() <= 3 && w[0] >= 'a' && w[0] <= 'z');
  }
  return words <= 4 || (words <= 6 && named <= 4);
}

// A city or region candidate: short, no digits, no e-mail or URL marks, not lower case.
bool PlaceWords(std::string_view s) {
  s = text::Trim(s);
  return !s.empty() && !text::HasDigit(s) && ShortPlaceName(s) && !(s[0] >= 'a' && s[0] <= 'z') &&
         s.find_first_of("@/:|") == std::string_view::npos;
}

// Finds a postcode at the start or the end of `part` ("1080 Wien", "Québec H2J 2L4"), or as
// the whole part; *rest is what is left of the part, *leading whether the postcode came first.
bool SplitPostcode(std::string_view part, const Rules& rules, std::string* postcode, std::string_view* rest,
                   bool* leading) {
  part = text::Trim(part);
  if (IsPostcode(part, rules)) {
    *postcode = std::string(part);
    *rest = std::string_view();
    *leading = true;
    return true;
  }
  std::vector<std::size_t> spaces;
  for (std::size_t k = 0; k < part.size(); ++k) {
    if (part[k] == ' ') spaces.push_back(k);
  }
  // Two tokens before one ("H2J 2L4", "M20 3BP", "1017 CB"), first at the start, then at the end.
  for (std::size_t n : {2u, 1u}) {
    if (spaces.size() >= n) {
      std::size_t cut = spaces[n - 1];
      std::string_view head = part.substr(0, cut), tail = text::Trim(part.substr(cut + 1));
      if (IsPostcode(head, rules) && !text::HasDigit(tail)) {
        *postcode = std::string(head);
        *rest = tail;
        *leading = true;
        return true;
      }
    }
    if (spaces.size() >= n) {
      std::size_t cut = spaces[spaces.size() - n];
      std::string_view head = text::Trim(part.substr(0, cut)), tail = part.substr(cut + 1);
      if (IsPostcode(tail, rules) && !text::HasDigit(head)) {
        *postcode = std::string(tail);
        *rest = head;
        *leading = false;
        return true;
      }
    }
  }
  return false;
}

// Words without separators, "Dresden Sachsen", "WIEN WIEN", "Montréal Québec": the longest
// leading run of words that names a city is the city, the rest the region. With no city
// known, all the words are the city when `sure` (a postcode stands beside them).
bool CityAndRegion(std::string_view words, std::string_view country, bool sure, const Rules& rules, Place* out) {
  std::vector<std::string_view> w;
  for (std::string_view t : text::Split(text::Trim(words), ' ')) {
    if (!t.empty()) w.push_back(t);
  }
  if (w.empty() || w.size() > 6 || !PlaceWords(w.front())) return false;
  for (std::size_t n = std::min<std::size_t>(w.size(), 4); n >= 1; --n) {
    std::string_view city(w[0].data(), static_cast<std::size_t>(w[n - 1].data() + w[n - 1].size() - w[0].data()));
    if (!CityIn(city, country, rules)) continue;
    std::string_view region;
    if (n < w.size()) {
      region = std::string_view(w[n].data(), static_cast<std::size_t>(w.back().data() + w.back().size() - w[n].data()));
      if (!PlaceWords(region)) return false;
    }
    out->city = std::string(city);
    out->region = std::string(region);
    return true;
  }
  if (!sure || w.size() > 3 || !PlaceWords(words)) return false;
  out->city = std::string(text::Trim(words));
  return true;
}

// An address written without commas: "Löwenstrasse 19 8001 Zürich Zürich CH",
// "01069 Dresden Sachsen DE", "MONTRÉAL QUÉBEC H2J 2L4", "Montréal Québec CA".
std::optional<Place> AddressInWords(std::string_view s, Place place, const Rules& rules) {
  std::vector<std::string_view> w;
  for (std::string_view t : text::Split(s, ' ')) {
    if (!t.empty()) w.push_back(t);
  }
  if (w.size() < 2 || w.size() > 14) return std::nullopt;
  auto span = [&](std::size_t a, std::size_t b) {  // words [a, b) as written
    if (a >= b) return std::string_view();
    return std::string_view(w[a].data(), static_cast<std::size_t>(w[b - 1].data() + w[b - 1].size() - w[a].data()));
  };
  std::size_t end = w.size();
  if (place.country_code.empty() && IsIsoCountry(w.back()) &&
      CodeIsCountry(std::vector<std::string_view>(w.begin(), w.end() - 1), w.back(), rules, false)) {
    place.country_code = std::string(w.back());
    place.country = std::string(w.back());
    --end;
  }
  // The postcode: the last token or pair of tokens that is one, with no digit after it.
  for (std::size_t b = end; b-- > 0;) {
    std::size_t a = b;
    bool found = false;
    if (b > 0 && IsPostcode(span(b - 1, b + 1), rules) && !text::HasDigit(span(b + 1, end))) {
      a = b - 1;
      found = true;
    } else if (IsPostcode(w[b], rules) && !text::HasDigit(span(b + 1, end))) {
      found = true;
    }
    if (!found) {
      if (text::HasDigit(w[b])) break;  // a house number: no postcode after the street
      continue;
    }
    std::string_view before = span(0, a), after = span(b + 1, end);
    Place p = place;
    p.postal_code = std::string(span(a, b + 1));
    // "5120 Ballard Avenue NW": a number before words is a house number unless the words are
    // a city some table knows, a country stands beside them or the postcode has letters.
    bool sure = !p.country_code.empty() || Lettered(p.postal_code);
    if (!after.empty()) {
      if (!CityAndRegion(after, p.country_code, sure || !before.empty(), rules, &p)) return std::nullopt;
      if (text::HasDigit(before)) p.address = std::string(before);
      else if (!before.empty()) return std::nullopt;
    } else {
      // "WIEN WIEN 1080": the city before its postcode, and no street.
      if (before.empty() || !CityAndRegion(before, p.country_code, sure, rules, &p)) return std::nullopt;
    }
    return p;
  }
  // No postcode: a country code and a city GeoNames or cities.txt knows there.
  if (place.country_code.empty() || text::HasDigit(span(0, end))) return std::nullopt;
  Place p = place;
  if (!CityAndRegion(span(0, end), p.country_code, false, rules, &p)) return std::nullopt;
  return p;
}

}  // namespace

bool IsCity(std::string_view name, const Rules& rules) { return KnownCity(name, kAfterComma, rules); }
bool IsTown(std::string_view name, const Rules& rules) { return KnownCity(name, 0, rules); }

bool IsPostcode(std::string_view t, const Rules& rules) {
  std::string_view s = text::Trim(t);
  if (s.empty() || !text::HasDigit(s)) return false;
  for (const auto& re : rules.impl().postcodes) {
    if (RE2::FullMatch(SP(s), *re)) return true;
  }
  return false;
}

std::optional<std::string> LabelledPlace(std::string_view line, const Rules& rules) {
  if (line.find(':') == std::string_view::npos) return std::nullopt;  // most lines
  std::string out;
  for (std::string_view cell : text::Split(line, '\t')) {
    cell = text::Trim(cell);
    std::size_t colon = cell.find(':');
    if (colon == std::string_view::npos) return std::nullopt;
    const std::string_view label = text::Trim(cell.substr(0, colon));
    Folded folded(label);
    if (!rules.impl().label_filter.MayMatch(Rules::Impl::kPlaceLabel, &folded) ||
        !RE2::FullMatch(SP(label), *rules.impl().place_label))
      return std::nullopt;
    std::string_view value = text::Trim(cell.substr(colon + 1));
    if (value.empty()) continue;
    if (!out.empty()) out += ", ";
    out.append(value);
  }
  if (out.empty()) return std::nullopt;
  return out;
}

bool IsRegionCode(std::string_view t, const Rules& rules) {
  return rules.impl().regions.count(std::string(text::Trim(t))) > 0;
}

static std::optional<Place> PlaceIn(std::string_view t, const Rules& rules) {
  std::string_view s = text::TrimChars(t, ".;()");
  if (s.empty() || s.size() > 80 || text::HasDigit(s) || text::WordCount(s) > 8) return std::nullopt;
  std::vector<std::string_view> parts;
  for (std::string_view p : text::Split(s, ',')) parts.push_back(text::Trim(p));
  if (parts.size() > 3) return std::nullopt;
  Place place;
  std::string_view last = parts.back();
  // "Austin, TX" ends in a region; "Montréal, Québec, CA" and "Footscray, Victoria, AU" in a
  // country's code; "Munich, Germany" in its name.
  if (auto code = parts.size() > 1 ? CountryOf(parts, rules) : CountryCode(last, rules)) {
    place.country = std::string(last);
    place.country_code = *code;
    parts.pop_back();
  }
  if (parts.empty()) return place;
  if (parts.size() > 2) return std::nullopt;  // "Reading, Travel, Chess": a list
  // "Aurora, CO": a region code in place of a country.
  bool by_region = parts.size() == 2 && IsRegionCode(parts.back(), rules);
  // What is left must read as a place: a known city, or short capitalised words before a
  // country or a region code.
  std::string_view city = parts.front();
  bool known = KnownCity(city, parts.size() == 1 ? kAlone : kAfterComma, rules) ||
               ((!place.country.empty() || by_region) && GazetteerMagnitude(city, place.country_code) >= 0);
  bool plausible = (!place.country.empty() || by_region) && text::WordCount(city) <= 3 && !city.empty() &&
                   !(city[0] >= 'a' && city[0] <= 'z') &&
                   (Vocab(city, rules) & (kOrgWord | kTitleWord)) == 0;
  if (!known && !plausible) return std::nullopt;
  if (parts.size() == 2) {
    // "Austin, TX" or "Munich, Bavaria, Germany": the middle part is a region. A city known
    // only to GeoNames needs a country or a region code for it ("Reading, Hiking" is a list).
    std::string_view region = parts[1];
    int words = place.country.empty() ? 3 : 6;  // "Pays de la Loire, FR"
    if (HasOrgWord(region, rules) || text::WordCount(region) > words) return std::nullopt;
    if (place.country.empty() && !by_region && rules.impl().cities.count(CityKey(city)) == 0) return std::nullopt;
    place.region = std::string(region);
  }
  place.city = std::string(city);
  return place;
}

namespace {

std::optional<Place> AddressParts(std::string_view text, const Rules& rules) {
  // Icons and bullets before the address ("\uf041 Josefstädter Straße 41/7, …").
  std::size_t b = 0;
  while (b < text.size()) {
    std::size_t i = b;
    char32_t cp = text::NextCodePoint(text, i);
    bool word = (cp < 0x80 && std::isalnum(static_cast<int>(cp))) || (cp >= 0xC0 && !(cp >= 0x2000 && cp < 0x3000) &&
                                                                      !(cp >= 0xE000 && cp < 0xF900));
    if (word) break;
    b = i;
  }
  std::string_view s = text::TrimChars(text.substr(b), ".;");
  if (s.empty() || s.size() > 200 || (!text::HasDigit(s) && s.find(' ') == std::string_view::npos)) return std::nullopt;
  if (s.find_first_of("@|") != std::string_view::npos || text::StartsWith(s, "http") || text::StartsWith(s, "www."))
    return std::nullopt;
  // "Jan 2006 - Jan 2009", "03/2019": dates are no address (a year alone may be a postcode).
  for (const DateRange& d : FindDates(s, rules)) {
    if (!d.single || d.start.month != 0) return std::nullopt;
  }
  // A spaced dash separates parts as a comma does ("01412-100 São Paulo -- SP").
  std::string commas(s);
  for (std::string_view dash : {" -- ", " \u2013 ", " \u2014 ", " - "}) {
    for (std::size_t at = commas.find(dash); at != std::string::npos; at = commas.find(dash, at)) {
      commas.replace(at, dash.size(), ", ");
    }
  }
  std::vector<std::string_view> parts;
  for (std::string_view p : text::Split(commas, ',')) {
    p = text::Trim(p);
    if (!p.empty()) parts.push_back(p);
  }
  if (parts.empty() || parts.size() > 8) return std::nullopt;
  Place place;
  // The country: the last part, or a code in brackets after the city ("Wien (AT)").
  if (parts.size() >= 2) {
    if (auto code = CountryOf(parts, rules, true)) {
      place.country = std::string(parts.back());
      place.country_code = *code;
      parts.pop_back();
    }
  }
  std::vector<std::string> own(parts.begin(), parts.end());  // parts, a bracketed code cut off
  for (std::string& p : own) {
    std::size_t open = p.rfind(" (");
    if (open == std::string::npos || p.back() != ')') continue;
    std::string code = p.substr(open + 2, p.size() - open - 3);
    if (!IsIsoCountry(code)) continue;
    if (place.country_code.empty()) {
      place.country_code = code;
      place.country = code;
    }
    p.resize(open);
  }
  if (own.size() == 1) return AddressInWords(own[0], place, rules);
  auto join = [&](std::size_t a, std::size_t e) {  // parts [a, e) joined as written
    std::vector<std::string> v(own.begin() + static_cast<std::ptrdiff_t>(a), own.begin() + static_cast<std::ptrdiff_t>(e));
    return text::Join(v, ", ");
  };
  auto place_part = [&](std::size_t k) { return k < own.size() && PlaceWords(own[k]); };
  // The postcode: the last part that holds one.
  for (std::size_t k = own.size(); k-- > 0;) {
    std::string postcode;
    std::string_view rest;
    bool leading = false;
    if (!SplitPostcode(own[k], rules, &postcode, &rest, &leading)) continue;
    Place p = place;
    p.postal_code = postcode;
    std::size_t first = k;  // the first part of city, region and postcode
    std::size_t next = k + 1;
    if (rest.empty()) {
      // "1080, Wien, Wien" or "…, Via Verdi 5, 10121, Torino": the city after a postcode that
      // opens the place or follows the street; "Dublin, D04 V1W8": before it.
      if (place_part(k + 1) && (k == 0 || text::HasDigit(own[k - 1]))) {
        p.city = own[k + 1];
        next = k + 2;
      } else if (k > 0 && place_part(k - 1)) {
        p.city = own[k - 1];
        first = k - 1;
      } else {
        return std::nullopt;
      }
    } else if (!PlaceWords(rest)) {
      return std::nullopt;
    } else if (leading) {
      p.city = std::string(rest);  // "80331 München"
    } else if (k > 0 && place_part(k - 1) &&
               (IsRegionCode(rest, rules) || !CityIn(rest, p.country_code, rules) ||
                CityIn(own[k - 1], p.country_code, rules))) {
      // "Manchester, Greater Manchester M20 3BP", "Denver, CO 80202": city, then region.
      p.city = own[k - 1];
      p.region = std::string(rest);
      first = k - 1;
    } else {
      p.city = std::string(rest);  // "14 Wilmslow Road, Manchester M20 3BP"
    }
    // After the city a region, and a country no table names ("…, Oost-Vlaanderen, België").
    if (p.region.empty() && place_part(next) && next + 2 >= own.size() && (next + 1 == own.size() || place_part(next + 1)))
      p.region = own[next];
    else if (next < own.size()) return std::nullopt;  // more after the place: no address
    // "4410, Cedar Avenue", "Av. Sol, 12, Apto. 1102": a house or flat number is no postcode. A
    // postcode of digits alone that opens the line or follows its words needs a city some table
    // knows, or a country beside it; one that leads its town after a street ("…, 80331 Town")
    // does not.
    bool after_street = first > 0 && leading && !rest.empty();
    if (!Lettered(p.postal_code) && p.country_code.empty() && !after_street && !CityIn(p.city, {}, rules))
      return std::nullopt;
    p.address = join(0, first);
    return p;
  }
  // No postcode: "Josefstädter Straße 41/7, Wien, Wien, AT" (a street, the city, a region,
  // a country); the street is the parts up to the last with a digit, and a country or a
  // region code must close it.
  std::size_t street = own.size();
  for (std::size_t k = own.size(); k-- > 0;) {
    if (text::HasDigit(own[k])) {
      street = k;
      break;
    }
  }
  if (street == own.size()) return std::nullopt;
  std::size_t rest = own.size() - street - 1;
  bool region_code = rest == 2 && IsRegionCode(own.back(), rules);
  if (rest == 0 || rest > 2 || (place.country_code.empty() && !region_code)) return std::nullopt;
  if (!place_part(street + 1) || (rest == 2 && !place_part(street + 2))) return std::nullopt;
  Place p = place;
  p.city = own[street + 1];
  if (rest == 2) p.region = own[street + 2];
  p.address = join(0, street + 1);
  return p;
}

}  // namespace

std::optional<Place> ParseAddress(std::string_view text, const Rules& rules) {
  std::optional<Place> p = AddressParts(text, rules);
  if (!p || p->city.empty()) return std::nullopt;
  // "Berlin 2019", "Lyon, 2021": a year after a town is no postcode.
  const std::string& pc = p->postal_code;
  bool year = pc.size() == 4 && (pc.compare(0, 2, "19") == 0 || pc.compare(0, 2, "20") == 0);
  if (year && p->address.empty() && p->country_code.empty()) return std::nullopt;
  return p;
}

std::optional<Place> ParsePlaceParts(const std::vector<std::string_view>& parts, const Rules& rules) {
  if (parts.size() < 2 || parts.size() > 6) return std::nullopt;
  std::vector<std::string> rest;
  std::string country;
  for (std::string_view part : parts) {
    std::string_view p = text::TrimChars(text::Trim(part), ",;");
    if (p.empty()) continue;
    if (p.size() > 80 || p.find_first_of("@|:\t") != std::string_view::npos) return std::nullopt;
    std::string_view bare = p.size() > 2 && p.front() == '(' && p.back() == ')' ? p.substr(1, p.size() - 2) : p;
    if (country.empty() && (IsIsoCountry(bare) || CountryCode(bare, rules))) {
      country = std::string(bare);  // (wherever it stands: it goes last)
      continue;
    }
    rest.emplace_back(p);
  }
  if (rest.empty() || rest.size() + !country.empty() < 2) return std::nullopt;
  std::string joined = text::Join(rest, ", ");
  if (!country.empty()) joined += ", " + country;
  std::optional<Place> p = ParseAddress(joined, rules);
  if (!p) p = ParsePlace(joined, rules);
  // (Parts that only may be a place, "Jane Roe <gap> Berlin <gap> Germany", are not: a town
  // some table knows, or a postcode beside it.)
  if (!p || p->city.empty() || (p->postal_code.empty() && !CityIn(p->city, p->country_code, rules)))
    return std::nullopt;
  // The street is the first part whole, with its house number ("Nurse, Rua Alta 5" is a title
  // before the street, no part of it).
  auto numbered = [](std::string_view street) {  // a word that opens with a digit: "41/7", "12b" ("B2B" is none)
    for (std::string_view w : text::Split(street, ' ')) {
      if (!w.empty() && w[0] >= '0' && w[0] <= '9') return true;
    }
    return false;
  };
  if (!p->address.empty() && (p->address != rest.front() || !numbered(p->address))) return std::nullopt;
  // A part that is an address by itself ("1080 Wien Wien AT") is read as it reads alone.
  for (const std::string& part : rest) {
    std::optional<Place> alone = rest.size() > 1 ? ParseAddress(part, rules) : std::nullopt;
    if (alone && (alone->city != p->city || alone->postal_code != p->postal_code || alone->region != p->region))
      return std::nullopt;
  }
  return p;
}

std::optional<Place> ParsePlace(std::string_view t, const Rules& rules) {
  return Memoized(rules, &QueryMemo::Tables::place, t, [&] { return PlaceIn(t, rules); });
}

}  // namespace cvmill::normalize
