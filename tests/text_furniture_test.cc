// Running headers and footers of a text dump of several pages (pdftotext, pages parted by form
// feeds): rows every full page closes or opens with alike, page numbers aside, are taken out of
// the lines and kept as furniture, whose contact details are the person's; rows that only
// happen to look alike on some pages stay. The first line of a page starts its indents afresh.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "extract/extract.h"
#include "tests/test_util.h"

namespace cvmill::extract {
namespace {

// A page of `n` body rows: work entries of a header, a date and two items, no two rows alike
// but for their numbers.
std::string Body(int page, int n) {
  static const char* kThings[] = {"tickets", "ropes", "lamps", "nets", "crates", "sails", "oars", "maps", "bells"};
  std::string s;
  for (int k = 0; k < n; ++k) {
    const std::string thing = kThings[(page * 5 + k) % 9];
    if (k % 4 == 0) s += "Harbour Office of " + thing + ", Ferry Clerk\n";
    else if (k % 4 == 1) s += "Mar 20" + std::to_string(10 + k % 10) + " - Jun 2019\n";
    else s += "  - Counted the " + thing + " of boat " + std::to_string(page * 100 + k) + " by hand\n";
  }
  return s;
}

std::string Pages(const std::vector<std::string>& pages) {
  std::string s;
  for (std::size_t p = 0; p < pages.size(); ++p) s += (p ? "\f" : "") + pages[p];
  return s + "\f";
}

bool HasLine(const Document& d, const std::string& needle) {
  return std::any_of(d.lines.begin(), d.lines.end(),
                     [&](const Line& l) { return l.text.find(needle) != std::string::npos; });
}

Document Read(const std::string& text) {
  auto r = Extract(text, {});
  EXPECT_TRUE(r.ok());
  return r.ok() ? r.value() : Document{};
}

TEST(TextFurniture, FooterOfEveryPageGoes) {
  const std::string foot1 = "\n     9 Quay Road - Portsmouth PO1 3AX - UK\n  +44 7700 900456  \xE2\x80\xA2  ann@example.org        ";
  std::vector<std::string> pages;
  for (int p = 1; p <= 3; ++p) pages.push_back(Body(p, p == 3 ? 6 : 20) + foot1 + std::to_string(p) + "/3\n");
  Document d = Read(Pages(pages));
  EXPECT_FALSE(HasLine(d, "Quay Road"));
  EXPECT_FALSE(HasLine(d, "ann@example.org"));
  // Kept once, its cells apart; the short last page's footer goes too.
  ASSERT_EQ(d.furniture.size(), 2u);
  EXPECT_EQ(d.furniture[0], "9 Quay Road - Portsmouth PO1 3AX - UK");
  EXPECT_EQ(d.furniture[1], "+44 7700 900456\t\xE2\x80\xA2\tann@example.org\t1/3");
  EXPECT_TRUE(HasLine(d, "of boat 219 by hand"));  // the body stays whole
  EXPECT_EQ(std::count_if(d.diagnostics.begin(), d.diagnostics.end(),
                          [](const Diagnostic& g) { return g.message.find("running footer removed") != std::string::npos; }),
            6);
}

TEST(TextFurniture, HeaderFromTheSecondPageOn) {
  std::vector<std::string> pages = {Body(1, 20), "Ann Example - Curriculum Vitae   Page 2 of 3\n" + Body(2, 20),
                                    "Ann Example - Curriculum Vitae   Page 3 of 3\n" + Body(3, 20)};
  Document d = Read(Pages(pages));
  EXPECT_FALSE(HasLine(d, "Curriculum Vitae"));
  ASSERT_EQ(d.furniture.size(), 1u);
  EXPECT_EQ(d.furniture[0], "Ann Example - Curriculum Vitae\tPage 2 of 3");
}

// One full page and a short one: a footer whose page number goes with the page is still one.
TEST(TextFurniture, NumberedFooterOfAShortLastPage) {
  Document d = Read(Pages({Body(1, 20) + "ann-example.org          1/2\n", Body(2, 5) + "ann-example.org      2/2\n"}));
  EXPECT_FALSE(HasLine(d, "ann-example.org"));
  ASSERT_EQ(d.furniture.size(), 1u);
  EXPECT_EQ(d.furniture[0], "ann-example.org\t1/2");
  EXPECT_TRUE(HasLine(d, "of boat 203 by hand"));
}

TEST(TextFurniture, WhatIsNotFurnitureStays) {
  struct Case {
    const char* what;
    std::vector<std::string> pages;
    const char* kept;
  };
  const Case cases[] = {
      {"one page", {Body(1, 20) + "Page 1 of 1\n"}, "Page 1 of 1"},
      {"pages that end differently",
       {Body(1, 20) + "Harbour Office\n", Body(2, 20) + "Ferry Office\n"},
       "Harbour Office"},
      // Alike on two pages, but only one of them is full: a body row, not a footer.
      {"one full page", {Body(1, 20) + "Lighthouse Keeper\n", "Lighthouse Keeper\n"}, "Lighthouse Keeper"},
      // One full page: rows alike at both pages' ends, no page number going with the page.
      {"alike, unnumbered",
       {Body(1, 20) + "Lighthouse Keeper\n", Body(2, 5) + "Lighthouse Keeper\n"},
       "Lighthouse Keeper"},
      {"a number that does not go with the page",
       {Body(1, 20) + "Keeper of 3 lamps\n", Body(2, 5) + "Keeper of 3 lamps\n"},
       "Keeper of 3 lamps"},
      // A year differs: "2017" and "2018" are no page numbers.
      {"years", {Body(1, 20) + "Ferry Clerk 2017\n", Body(2, 20) + "Ferry Clerk 2018\n"}, "Ferry Clerk 2017"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Document d = Read(Pages(c.pages));
    EXPECT_TRUE(HasLine(d, c.kept));
    EXPECT_TRUE(d.furniture.empty());
  }
}

TEST(TextFurniture, ContactsOfTheFooterAreThePersons) {
  std::string body = "Ann Example\n\nEXPERIENCE\n\n";
  std::vector<std::string> pages;
  for (int p = 1; p <= 2; ++p) {
    pages.push_back((p == 1 ? body : std::string()) + Body(p, 20) +
                    "\n   9 Quay Road - Portsmouth PO1 3AX - UK\n"
                    "   +44 7700 900456 \xE2\x80\xA2 ann@example.org \xE2\x80\xA2 www.ann-example.org\n"
                    "   github.com/annexample          " + std::to_string(p) + "/2\n");
  }
  schema::Resume r = testing::ParseCv(Pages(pages), "cv.txt");
  EXPECT_EQ(r.basics.email, "ann@example.org");
  EXPECT_EQ(r.basics.phone, "+44 7700 900456");
  EXPECT_EQ(r.basics.location.postalCode, "PO1 3AX");
  EXPECT_EQ(r.basics.url, "https://www.ann-example.org");
  ASSERT_EQ(r.basics.profiles.size(), 1u);
  EXPECT_EQ(r.basics.profiles[0].username, "annexample");
  for (const auto& w : r.work) {
    EXPECT_EQ(w.name.find("Quay"), std::string::npos);
    EXPECT_EQ(w.summary.find("ann@"), std::string::npos);
  }
}

// pdftotext -layout sets each page by its own left edge: the page after a break may stand a
// few columns right of the one before, and its first entry header is no item of the last entry.
TEST(TextFurniture, APageStartsItsIndentsAfresh) {
  std::string page1 = "Ann Example\n\nEXPERIENCE\n\n";
  for (int k = 0; k < 3; ++k) {
    page1 += "Mar 201" + std::to_string(k) + " - Harbour Master, Quay Authority " + std::to_string(k) + "\n";
    page1 += "            \xE2\x80\xA2 Ran the night shift of dock " + std::to_string(k) + "\n";
    page1 += "            \xE2\x80\xA2 Trained twelve pilots in dock " + std::to_string(k) + "\n\n";
  }
  std::string page2 = "   Jun 2004 - Ferry Clerk, Lantern Lines\n"
                      "            \xE2\x80\xA2 Sold the tickets of two ferries\n";
  schema::Resume r = testing::ParseCv(page1 + "\f" + page2, "cv.txt");
  ASSERT_EQ(r.work.size(), 4u);
  EXPECT_EQ(r.work[3].position, "Ferry Clerk");
  EXPECT_EQ(r.work[3].name, "Lantern Lines");
}

// A date line alone after the break says nothing of the lines after it: an item set in under
// the entry's prose there is still an item, no entry.
TEST(TextFurniture, ADateLineAfterABreakOpensNoEntry) {
  const std::string page1 = "Ann Example\n\nEXPERIENCE\n\nClerk\n2019-10 - 2020-07\nKept the books of a ferry line.\n\n\n"
                            "VOLUNTEERING\nQuay Law Centre\nLegal Adviser\n";
  const std::string page2 = "2020-09 - 2022-08\nGave free advice to neighbours about rent and debt.\n\n"
                            "      Weekly surgery on Wednesday evenings\n";
  schema::Resume r = testing::ParseCv(page1 + "\f" + page2, "cv.txt");
  ASSERT_EQ(r.volunteer.size(), 1u);
  EXPECT_EQ(r.volunteer[0].organization, "Quay Law Centre");
  const std::string& s = r.volunteer[0].summary;
  const bool kept = s.find("Weekly surgery") != std::string::npos ||
                    (!r.volunteer[0].highlights.empty() && r.volunteer[0].highlights[0].find("Weekly surgery") == 0);
  EXPECT_TRUE(kept);
}

}  // namespace
}  // namespace cvmill::extract
