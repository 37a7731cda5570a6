// The document head's first line holding the name and, after a comma, the label ("Jane Roe,
// Quantity Surveyor, Head of Estimating"): the name, and the label in job-title words. A comma
// part with an organisation's words, a digit or no title words stays out of the label; a
// first part that is no person's name is no name.
#include <gtest/gtest.h>

#include <string>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

struct Case {
  const char* what;
  const char* first_line;
  const char* name;
  const char* label;
};

TEST(HeadNameLabel, LabelAfterTheNamesComma) {
  const Case cases[] = {
      {"a title after the name", "Jane Roe, Staff Nurse", "Jane Roe", "Staff Nurse"},
      {"two titles after the name", "Jane Roe, Quantity Surveyor, Site Manager", "Jane Roe",
       "Quantity Surveyor, Site Manager"},
      // Negative cases.
      {"an organisation's words after the comma", "Jane Roe, Harbour Foods Ltd", "", ""},
      {"a digit after the comma", "Jane Roe, Staff Nurse 2019", "", ""},
      {"no title words after the comma", "Jane Roe, Leeds", "", ""},
      {"no name before the comma", "Curriculum Vitae, Staff Nurse", "", ""},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(std::string(c.first_line) + "\njane@example.org\n\nEXPERIENCE\n\nStaff Nurse, Harbour Clinic\n2019 - 2022\n");
    if (*c.name) {
      EXPECT_EQ(r.basics.name, c.name);
    }
    EXPECT_EQ(r.basics.label, c.label);
  }
}

// The label line closing on a place ("Staff Nurse, Leeds, United Kingdom"): the place is where
// the person lives, the label keeps the rest. A place already read from the head, or a last
// part that is no place, leaves the label whole.
TEST(HeadNameLabel, PlaceClosingTheLabel) {
  struct PlaceCase {
    const char* what;
    const char* head;  // the lines under the name
    const char* label;
    const char* city;
    const char* country;
  };
  const PlaceCase cases[] = {
      {"city and country", "Staff Nurse, Leeds, United Kingdom\njane@example.org\n", "Staff Nurse", "Leeds", "GB"},
      {"a city alone", "Head of Estimating, Quantity Surveying, Manchester\njane@example.org\n",
       "Head of Estimating, Quantity Surveying", "Manchester", ""},
      // Negative cases.
      {"no place after the comma", "Staff Nurse, Paediatrics\njane@example.org\n", "Staff Nurse, Paediatrics", "", ""},
      {"a place already in the head", "Staff Nurse, Leeds\njane@example.org\nYork, United Kingdom\n",
       "Staff Nurse, Leeds", "York", "GB"},
  };
  for (const PlaceCase& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv(std::string("Jane Roe\n") + c.head +
                                "\nEXPERIENCE\n\nStaff Nurse, Harbour Clinic\n2019 - 2022\n");
    EXPECT_EQ(r.basics.label, c.label);
    EXPECT_EQ(r.basics.location.city, c.city);
    EXPECT_EQ(r.basics.location.countryCode, c.country);
  }
}

}  // namespace
}  // namespace cvmill::schema
