// The person's place written over cells or lines, its parts in any order (themes print a
// location's fields as cells, "12 Rue Garibaldi, <gap> 69003, <gap> Lyon <gap> (FR), <gap>
// Region"; a DOCX made from them has one part a paragraph; "FR <gap> Lyon <gap> Region"
// puts the country first). Negatives: a title or a heading beside a place is no part of it,
// and a name beside a country is no place.
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "normalize/normalize.h"
#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

std::string Html(const std::string& head) {
  return "<html><body><h1>Jane Roe</h1>" + head +
         "<p>jane@example.org</p><h2>Experience</h2><p>2019 - 2021</p><p>Charge Nurse, Harbour Clinic</p>"
         "</body></html>";
}

struct Case {
  const char* what;
  std::string head;
  Location want;
};

void ExpectLocation(const Location& l, const Location& want) {
  EXPECT_EQ(l.address, want.address);
  EXPECT_EQ(l.postalCode, want.postalCode);
  EXPECT_EQ(l.city, want.city);
  EXPECT_EQ(l.countryCode, want.countryCode);
  EXPECT_EQ(l.region, want.region);
}

TEST(ContactPlaces, CellsAndLines) {
  const Case cases[] = {
      {"cells: street, postcode, city, a bracketed country code, region",
       "<h2>Charge Nurse</h2><div><span>12 Rue Garibaldi,</span>\n<span>69003,</span>\n<span>Lyon</span>\n"
       "<span>(FR),</span>\n<span>Auvergne-Rhône-Alpes</span></div>",
       {"12 Rue Garibaldi", "69003", "Lyon", "FR", "Auvergne-Rhône-Alpes"}},
      {"one part a paragraph, the country last",
       "<h2>Charge Nurse</h2><p>12 Rue Garibaldi</p><p>69003</p><p>Lyon</p><p>Auvergne-Rhône-Alpes</p><p>FR</p>",
       {"12 Rue Garibaldi", "69003", "Lyon", "FR", "Auvergne-Rhône-Alpes"}},
      {"cells: the country first", "<h2>Charge Nurse</h2><div><span>FR</span> <span>Lyon</span> "
       "<span>Auvergne-Rhône-Alpes</span></div>",
       {"", "", "Lyon", "FR", "Auvergne-Rhône-Alpes"}},
      {"a title with a digit beside a place is no street",
       "<div><span>Sales B2B lead</span> <span>Lyon, Auvergne-Rhône-Alpes, FR</span></div>",
       {"", "", "Lyon", "FR", "Auvergne-Rhône-Alpes"}},
      {"a heading beside an address is no region",
       "<h2>Charge Nurse</h2><div><span>Lyon 69003</span> <span>Profile</span></div>",
       {"", "69003", "Lyon", "", ""}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    ExpectLocation(testing::ParseCv(Html(c.head), "cv.html").basics.location, c.want);
  }
}

TEST(ContactPlaces, ParsePlaceParts) {
  const auto& rules = testing::BuiltinRules();
  auto parts = [&](std::vector<std::string_view> p) { return normalize::ParsePlaceParts(p, rules); };
  auto p = parts({"(FR),", "Lyon", "Auvergne-Rhône-Alpes"});
  ASSERT_TRUE(p.has_value());
  EXPECT_EQ(p->city, "Lyon");
  EXPECT_EQ(p->country_code, "FR");
  EXPECT_EQ(p->region, "Auvergne-Rhône-Alpes");
  // A name before a country is no town.
  EXPECT_FALSE(parts({"Jane Roe", "Lyon", "France"}).has_value());
  // A part that is an address alone is read as it reads alone.
  EXPECT_FALSE(parts({"12 Rue Garibaldi", "69003 Lyon Rhône FR"}).has_value());
  // One part is no place over parts.
  EXPECT_FALSE(parts({"Lyon"}).has_value());
}

// A sidebar's contact details under an "About" heading (a summary section): the street over
// its town line, a user name alone after the e-mail and phone; none of them is the summary.
// A summary's own short lines stay the summary, and an e-mail address's domain wrapped under
// it is no user name.
TEST(ContactPlaces, ContactBlockInSummary) {
  const std::string cv =
      "<html><body><h1>Jane Roe</h1><h2>Charge Nurse</h2><h3>About</h3><p>12 Rue Garibaldi</p>"
      "<p>Lyon Auvergne-Rhône-Alpes 69003</p><p>jane@example.org</p><p>+33 6 12 34 56 78</p><p>jane.roe.rn</p>"
      "<h3>Summary</h3><p>Ward nurse of ten years on surgical wards.</p>"
      "<h3>Experience</h3><p>2019 - 2021</p><p>Charge Nurse, Harbour Clinic</p></body></html>";
  Resume r = testing::ParseCv(cv, "cv.html");
  const Location& l = r.basics.location;
  EXPECT_EQ(l.address, "12 Rue Garibaldi");
  EXPECT_EQ(l.postalCode, "69003");
  EXPECT_EQ(l.city, "Lyon");
  EXPECT_EQ(l.region, "Auvergne-Rhône-Alpes");
  ASSERT_EQ(r.basics.profiles.size(), 1u);
  EXPECT_EQ(r.basics.profiles[0].username, "jane.roe.rn");
  EXPECT_EQ(r.basics.summary, "Ward nurse of ten years on surgical wards.");

  const std::string wrapped =
      "<html><body><h1>Jane Roe</h1><h3>About</h3><p>Caring nurse</p><p>+33 6 12 34 56 78</p>"
      "<p>JANE.ROE@EXAMP</p><p>LE.CO.UK</p><h3>Experience</h3><p>2019 - 2021</p><p>Charge Nurse, Harbour Clinic</p></body></html>";
  Resume w = testing::ParseCv(wrapped, "cv.html");
  EXPECT_TRUE(w.basics.profiles.empty());
  EXPECT_NE(w.basics.summary.find("Caring nurse"), std::string::npos) << w.basics.summary;
}

// Rows of a place's fields, a label and a value each, under a contact heading or a heading no
// rule knows ("Location"): the values in their order are one address. Negative: label rows
// whose values are no address are left alone.
TEST(ContactPlaces, LabelledRows) {
  auto cv = [](const std::string& heading, const std::string& rows) {
    return "<html><body><h1>Jane Roe</h1><h2>Contact</h2><p>jane@example.org</p>" +
           (heading.empty() ? "" : "<h2>" + heading + "</h2>") + "<table>" + rows +
           "</table><h2>Experience</h2><p>2019 - 2021</p><p>Charge Nurse, Harbour Clinic</p>"
           "<h2>Education</h2><p>2015 - 2019</p><p>BSc Nursing, Leeds Beckett University</p></body></html>";
  };
  const std::string rows =
      "<tr><td>Address</td><td>14 Mill Lane</td></tr><tr><td>Postal Code &amp; City</td><td>LS1 4AB Leeds</td></tr>"
      "<tr><td>Region</td><td>West Yorkshire</td></tr>";
  for (const std::string heading : {"", "Location"}) {
    SCOPED_TRACE(heading);
    Resume r = testing::ParseCv(cv(heading, rows), "cv.html");
    const Location& l = r.basics.location;
    EXPECT_EQ(l.address, "14 Mill Lane");
    EXPECT_EQ(l.postalCode, "LS1 4AB");
    EXPECT_EQ(l.city, "Leeds");
    EXPECT_EQ(l.region, "West Yorkshire");
  }
  Resume none = testing::ParseCv(
      cv("Location", "<tr><td>Shift</td><td>Nights</td></tr><tr><td>Ward</td><td>Surgical</td></tr>"), "cv.html");
  EXPECT_TRUE(none.basics.location.city.empty());
  EXPECT_TRUE(none.basics.location.region.empty());
}

// An address stacked over the head's rows: the street as the first cell of a row of contact
// cells, the postcode and town as the next row's, the country alone under them (curve,
// moderncv). Negatives: a given name that is also a country's name ("Jordan") is not the
// address's country, and a street cell beside a
// contact detail is not taken for a town line that is no row's first cell.
TEST(ContactPlaces, StackedInRows) {
  auto cv = [](const std::string& head) {
    return "Jane Roe\n" + head + "\nEXPERIENCE\n\nCharge Nurse, Harbour Clinic, 2019 - 2021\n";
  };
  const Case cases[] = {
      {"street and town as first cells of contact rows, the country alone under them",
       "14 Mill Lane      +44 7700 900123\nLS1 4AB Leeds     jane@example.org\nUnited Kingdom    https://roe.example.org\n",
       {"14 Mill Lane", "LS1 4AB", "Leeds", "GB", ""}},
      {"the country as a row's cell under the town",
       "Hauptstraße 12\n8010 Graz\nCharge Nurse      Österreich\n",
       {"Hauptstraße 12", "8010", "Graz", "AT", ""}},
      {"a given name that also names a country is not the address's country",
       "Hauptstraße 12\n8010 Graz\nJordan    Lee\n",
       {"Hauptstraße 12", "8010", "Graz", "", ""}},
      {"a street cell that is no first cell stays apart",
       "+44 7700 900123   14 Mill Lane\nLS1 4AB Leeds     jane@example.org\n",
       {"", "LS1 4AB", "Leeds", "", ""}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    ExpectLocation(testing::ParseCv(cv(c.head), "cv.txt").basics.location, c.want);
  }
}

}  // namespace
}  // namespace cvmill::schema
