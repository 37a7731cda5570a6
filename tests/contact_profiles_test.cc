// A person's profiles and place among the contact lines, written as CVs print them when a
// network's icon is lost: "Network user.name", a user name alone, "in/user-name", a one-letter
// network's labelled address, a place run into a web address.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

const char kTail[] = "\nEXPERIENCE\n\nBaker, Northgate Bakery, 2019 - 2023\n";

std::vector<std::string> Profiles(const Resume& r) {
  std::vector<std::string> out;
  for (const Profile& p : r.basics.profiles) out.push_back(p.network + "|" + p.username);
  return out;
}

struct Case {
  const char* what;
  std::string head;                   // the lines under the name
  std::vector<std::string> profiles;  // network|username
  std::string label;  // "*": not asked
  std::string url;
};

TEST(ContactProfiles, HeadLines) {
  const Case cases[] = {
      {"a network's name beside a user name with dots", "jane@roe.example\nInstagram jane.roe.bakes\n",
       {"Instagram|jane.roe.bakes"}, "", ""},
      {"a user name with dots alone after the contact lines", "jane@roe.example\n+44 20 7946 0018\njane.roe.bakes\n",
       {"|jane.roe.bakes"}, "", ""},
      {"a network's path without its host", "jane@roe.example\nin/jane-roe-bakes\n", {"LinkedIn|jane-roe-bakes"}, "", ""},
      {"a domain alone is the person's site, no user name", "jane@roe.example\nroe.dev\n", {}, "", "https://roe.dev"},
      {"a title after the name stays the label", "Pastry Chef\njane@roe.example\n", {}, "Pastry Chef", ""},
      {"a word before a user name that names no network: no profile", "jane@roe.example\nBread jane.roe.bakes\n", {}, "*", ""},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Resume r = testing::ParseCv("Jane Roe\n" + c.head + kTail, "cv.txt");
    EXPECT_EQ(Profiles(r), c.profiles);
    if (c.label != "*") {
      EXPECT_EQ(r.basics.label, c.label);
    }
    EXPECT_EQ(r.basics.url, c.url);
  }
}

TEST(ContactProfiles, LabelledUnderAbout) {
  // A one-letter network, named by its address, among contact lines under an About heading.
  Resume r = testing::ParseCv(
      "Jane Roe\n\nABOUT\n\nBaker of sourdough and rye for twelve years in small bakeries.\n"
      "Phone: +44 20 7946 0018\nX: https://x.com/jroe_bakes\n" + std::string(kTail),
      "cv.txt");
  EXPECT_EQ(Profiles(r), (std::vector<std::string>{"X|jroe_bakes"}));
  EXPECT_EQ(r.basics.summary, "Baker of sourdough and rye for twelve years in small bakeries.");
}

TEST(ContactProfiles, AddressItemsUnderAbout) {
  // A sidebar's contact block whose lines each open with an icon, read as list marks.
  Resume r = testing::ParseCv(
      "Jane Roe\n\nABOUT\n\n\u2022 12 Harbour Road\n\u2022 Leeds LS1 4AP\njane@roe.example\n\n"
      "SUMMARY\n\nBaker of sourdough and rye for twelve years in small bakeries.\n" + std::string(kTail),
      "cv.txt");
  EXPECT_EQ(r.basics.location.address, "12 Harbour Road");
  EXPECT_EQ(r.basics.location.postalCode, "LS1 4AP");
  EXPECT_EQ(r.basics.summary, "Baker of sourdough and rye for twelve years in small bakeries.");
}

TEST(ContactProfiles, PlaceRunIntoAnAddress) {
  Resume r = testing::ParseCv(
      "Jane Roe\njane@roe.example | Leeds, UK https://www.instagram.com/jane.roe.bakes\n" + std::string(kTail), "cv.txt");
  EXPECT_EQ(Profiles(r), (std::vector<std::string>{"Instagram|jane.roe.bakes"}));
  EXPECT_EQ(r.basics.location.city, "Leeds");
  EXPECT_EQ(r.basics.location.countryCode, "GB");
}

}  // namespace
}  // namespace cvmill::schema
