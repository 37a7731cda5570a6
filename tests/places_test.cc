// Places, addresses and the GeoNames city table (normalize/places.cc, normalize/gazetteer.cc).
// Every string here is made up (streets, numbers); the expected parts are read off the string.
#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "normalize/internal/gazetteer.h"
#include "normalize/internal/rules_impl.h"
#include "normalize/normalize.h"

namespace cvmill::normalize {
namespace {

const Rules& R() {
  static const Rules rules = Rules::LoadBuiltin().value();
  return rules;
}

struct AddressCase {
  const char* text;
  const char* address;
  const char* postal_code;
  const char* city;
  const char* region;
  const char* country_code;
};

TEST(Places, AddressesInEachCountrysOrder) {
  const AddressCase cases[] = {
      // Street, postcode before the city, country by name (de, it, pl, fr).
      {"Lindenweg 12, 80331 München, Deutschland", "Lindenweg 12", "80331", "München", "", "DE"},
      {"Via dei Tigli 8, 40121 Bologna, Italia", "Via dei Tigli 8", "40121", "Bologna", "", "IT"},
      {"ul. Klonowa 3/5, 61-001 Poznań, Poland", "ul. Klonowa 3/5", "61-001", "Poznań", "", "PL"},
      {"12 rue des Saules, 31000 Toulouse", "12 rue des Saules", "31000", "Toulouse", "", ""},
      // A town no table knows, after a street: the postcode leading it is enough.
      {"Hauptstraße 3a, 83999 Kleinhausen", "Hauptstraße 3a", "83999", "Kleinhausen", "", ""},
      // US and Canada: city, region code or name, then the postcode.
      {"77 Elm Court, Apt 2, Columbus, OH 43004", "77 Elm Court, Apt 2", "43004", "Columbus", "OH", ""},
      {"310, rue des Érables, Laval, Québec H7A 1B2, Canada", "310, rue des Érables", "H7A 1B2", "Laval", "Québec",
       "CA"},
      // UK: postcode after the city; with a county before it.
      {"9 Mill Lane, Leeds LS6 2AB, United Kingdom", "9 Mill Lane", "LS6 2AB", "Leeds", "", "GB"},
      {"Bristol, Avon BS1 4XY", "", "BS1 4XY", "Bristol", "Avon", ""},
      // A postcode standing alone between commas, the city after it.
      {"Kastanienallee 4, 1010, Wien, Wien, AT", "Kastanienallee 4", "1010", "Wien", "Wien", "AT"},
      // No postcode: street, city, region and a country code.
      {"Birkenstraße 21, Freiburg im Breisgau, Baden-Württemberg, DE", "Birkenstraße 21", "",
       "Freiburg im Breisgau", "Baden-Württemberg", "DE"},
      // No commas: street, postcode, city, region, country code; capitals; postcode first.
      {"Seeweg 4 6003 Luzern Luzern CH", "Seeweg 4", "6003", "Luzern", "Luzern", "CH"},
      {"LEIPZIG SACHSEN 04109", "", "04109", "LEIPZIG", "SACHSEN", ""},
      {"04109 Leipzig", "", "04109", "Leipzig", "", ""},
      // A country code in brackets after the city.
      {"Am Hang 3, 4020, Linz (AT), Oberösterreich", "Am Hang 3", "4020", "Linz", "Oberösterreich", "AT"},
      // Irish and Brazilian postcodes.
      {"Cork, Munster T12 K7NP, Ireland", "", "T12 K7NP", "Cork", "Munster", "IE"},
      {"Rua das Flores, 120, Curitiba, PR 80010-000", "Rua das Flores, 120", "80010-000", "Curitiba", "PR", ""},
      // A spaced dash between city and region; a country's name in Dutch, and in Estonian, which
      // no table names (the region is still read).
      {"Rua Sete 12, 13010-000 Campinas -- SP, Brasil", "Rua Sete 12", "13010-000", "Campinas", "SP", "BR"},
      {"Lindenlaan 7 bus 2, 2018 Antwerpen, Antwerpen, Belgi\u00eb", "Lindenlaan 7 bus 2", "2018", "Antwerpen",
       "Antwerpen", "BE"},
      {"Tartu mnt 5, 10115 Tallinn, Harjumaa, Eesti", "Tartu mnt 5", "10115", "Tallinn", "Harjumaa", ""},
      {"ul. Lipowa 9, 30-001 Krak\u00f3w, Polska", "ul. Lipowa 9", "30-001", "Krak\u00f3w", "", "PL"},
      // A code that is a country's and a region's ("ES": Spain, Esp\u00edrito Santo) after a town
      // of the country, its postcode before it: the country. After a town of the region: the region.
      {"Calle Olmo 4, 41004 Sevilla, Andaluc\u00eda, ES", "Calle Olmo 4", "41004", "Sevilla",
       "Andaluc\u00eda", "ES"},
      {"Rua Nove 3, 29010-000 Vit\u00f3ria, ES", "Rua Nove 3", "29010-000", "Vit\u00f3ria", "ES", ""},
      // A region of five words, one a lower-case particle; a lettered postcode before the city.
      {"Calle Sauce 210, piso 3, B1900XYZ La Plata, Provincia de Buenos Aires Sur, Argentina",
       "Calle Sauce 210, piso 3", "B1900XYZ", "La Plata", "Provincia de Buenos Aires Sur", "AR"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.text);
    auto p = ParseAddress(c.text, R());
    ASSERT_TRUE(p.has_value());
    EXPECT_EQ(p->address, c.address);
    EXPECT_EQ(p->postal_code, c.postal_code);
    EXPECT_EQ(p->city, c.city);
    EXPECT_EQ(p->region, c.region);
    EXPECT_EQ(p->country_code, c.country_code);
  }
}

TEST(Places, WhatIsNoAddress) {
  for (const char* t : {"Kastanienallee 4",             // a street alone: the city is on another line
                        "310, rue des Érables, app. 2",  // the same with a leading number
                        "Berlin 2019",                   // a year after a town
                        "Lyon, 2021",
                        "Python, C++, 3 years",          // a list with a number
                        "jane.roe@example.org, 80331 München",
                        "Rua das Flores, 120, apto. 5",
                        "4410 Cedar Avenue NE",  // a US house number is no postcode before a town
                        "4410, Cedar Avenue",
                        "560001, IN",
                        "Av. Sol, 12, Apto. 1102",  // a flat number after the street
                        "Jan 2016 - Mar 2019",
                        // Five named words after the postcode are a sentence, no region.
                        "Calle Sauce 210, B1900XYZ La Plata, Office Of Regional Planning Works"}) {
    SCOPED_TRACE(t);
    EXPECT_FALSE(ParseAddress(t, R()).has_value());
  }
}

TEST(Places, GeoNamesCitiesBesideACountry) {
  // Towns no hand list holds, known to GeoNames in the country written beside them.
  auto a = ParsePlace("Montréal, Québec, CA", R());
  ASSERT_TRUE(a.has_value());
  EXPECT_EQ(a->city, "Montréal");
  EXPECT_EQ(a->region, "Québec");
  EXPECT_EQ(a->country_code, "CA");
  // "CA" after a Canadian city is Canada; after a Californian one, California.
  auto m = ParsePlace("Montréal, CA", R());
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(m->country_code, "CA");
  EXPECT_EQ(m->region, "");
  auto s = ParsePlace("Sacramento, CA", R());
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->country_code, "");
  EXPECT_EQ(s->region, "CA");
  // A code that is a region's and a country's: Peru's or Pernambuco's (Olinda is Brazilian).
  auto o = ParsePlace("Olinda, PE", R());
  ASSERT_TRUE(o.has_value());
  EXPECT_EQ(o->region, "PE");
  EXPECT_EQ(o->country_code, "");
  EXPECT_FALSE(ParsePlace("Armaz\u00e9m Boa Vista, Olinda, PE", R()).has_value());  // no Peruvian town
  // A long region name before a country.
  auto l = ParsePlace("Angers, Pays de la Loire, FR", R());
  ASSERT_TRUE(l.has_value());
  EXPECT_EQ(l->city, "Angers");
  EXPECT_EQ(l->region, "Pays de la Loire");
  EXPECT_EQ(l->country_code, "FR");
  // A country code in words: "Montréal Québec CA".
  auto w = ParseAddress("Montréal Québec CA", R());
  ASSERT_TRUE(w.has_value());
  EXPECT_EQ(w->city, "Montréal");
  EXPECT_EQ(w->region, "Québec");
  EXPECT_EQ(w->country_code, "CA");
}

TEST(Places, CommonWordsThatAreTownsAreNoPlaceAlone) {
  // Reading (GB), Mobile (US), Victoria (CA), Florence (IT) and Bath (GB) are GeoNames cities;
  // alone, or in a list of words, they are no place.
  for (const char* t : {"Reading", "Mobile", "Victoria", "Bath", "Reading, Hiking", "Reading, Travel, Chess",
                        "Mobile, Web"}) {
    SCOPED_TRACE(t);
    EXPECT_FALSE(ParsePlace(t, R()).has_value());
  }
  // Beside a country, or after an organisation's comma, the same names are places.
  auto r = ParsePlace("Reading, United Kingdom", R());
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->city, "Reading");
  EXPECT_EQ(r->country_code, "GB");
  EXPECT_TRUE(IsCity("Reading", R()));
  EXPECT_FALSE(IsCity("reading", R()));  // a word in lower case is no town
  // A large city alone stays a place.
  EXPECT_TRUE(ParsePlace("Houston", R()).has_value());
}

TEST(Places, PostcodesOfSeveralCountries) {
  for (const char* t : {"80331", "M20 3BP", "H2J 2L4", "1017 CB", "D04 V1W8", "50-077", "4200-211", "01412-100",
                        "C1414BJL", "560003"}) {
    SCOPED_TRACE(t);
    EXPECT_TRUE(IsPostcode(t, R()));
  }
  for (const char* t : {"Bath", "2.5", "12", "ABC"}) {
    SCOPED_TRACE(t);
    EXPECT_FALSE(IsPostcode(t, R()));
  }
}

TEST(Gazetteer, TableIsSortedFoldedAndWellFormed) {
  std::string_view t = GazetteerTable();
  ASSERT_GT(t.size(), 100000u);
  ASSERT_EQ(t.back(), '\n');
  std::string_view prev;
  std::size_t lines = 0;
  for (std::size_t p = 0; p < t.size();) {
    std::size_t nl = t.find('\n', p);
    std::string_view line = t.substr(p, nl - p);
    p = nl + 1;
    ++lines;
    std::size_t tab = line.find('\t');
    ASSERT_NE(tab, std::string_view::npos) << line;
    std::string_view key = line.substr(0, tab);
    // KEY TAB CC TAB P: two capitals, one digit 3..9.
    ASSERT_EQ(line.size(), tab + 5) << line;
    EXPECT_TRUE(line[tab + 1] >= 'A' && line[tab + 1] <= 'Z' && line[tab + 2] >= 'A' && line[tab + 2] <= 'Z') << line;
    EXPECT_TRUE(line[tab + 4] >= '3' && line[tab + 4] <= '9') << line;
    // Sorted by key (bytes), and each key already folded as FoldKey folds a query.
    EXPECT_LE(prev, key) << line;
    EXPECT_EQ(FoldKey(key), key) << line;
    prev = key;
  }
  EXPECT_GT(lines, 10000u);
}

TEST(Gazetteer, LooksUpByCountry) {
  EXPECT_GE(CityMagnitude("leipzig", "DE"), 5);
  EXPECT_EQ(CityMagnitude("leipzig", "FR"), -1);
  EXPECT_GE(CityMagnitude("zürich"), 5);
  EXPECT_GE(CityMagnitude("zurich"), 5);  // written without its diacritic too
  EXPECT_EQ(CityMagnitude("no such town anywhere"), -1);
  EXPECT_EQ(CityMagnitude(""), -1);
  // The first and the last key of the table are found (the bisection's edges).
  std::string_view t = GazetteerTable();
  std::string_view first = t.substr(0, t.find('\t'));
  std::size_t last_start = t.rfind('\n', t.size() - 2) + 1;
  std::string_view last = t.substr(last_start, t.find('\t', last_start) - last_start);
  EXPECT_GE(CityMagnitude(first), 3);
  EXPECT_GE(CityMagnitude(last), 3);
}

}  // namespace
}  // namespace cvmill::normalize
