// A sidebar set flush right in a `pdftotext -layout` dump (extract/text_columns.cc,
// FlushRightColumn): its lines end at one position and start where their length puts them,
// beside the main column's rows by chance. It is split off and read after the main column.
// A column of places set flush right on their entries' first rows, one line each, stays part
// of the rows. Documents written here.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "extract/extract.h"
#include "tests/text_columns_util.h"

namespace cvmill::extract {
namespace {

using Lines = cvmill::testing::ColumnLines;

// A dump's rows: the left text, then the right text set to end at position `edge`.
std::string Rows(int edge, const std::vector<std::pair<std::string, std::string>>& rows) {
  std::string out;
  for (const auto& [left, right] : rows) {
    out += left;
    if (!right.empty()) out += std::string(static_cast<std::size_t>(edge) - left.size() - right.size(), ' ') + right;
    out += "\n";
  }
  return out;
}

using cvmill::testing::Columns;

const std::vector<std::pair<std::string, std::string>> kMain = {
    {"Experience", "Education"},
    {"Head Baker                          2019 - Present", "Diploma in Baking"},
    {"Northgate Bakery", "City College"},
    {"Ran the night bake of four shops.", ""},
    {"", "Certificate in Pastry"},
    {"Pastry Cook                         2015 - 2019", "Trade School North"},
    {"Riverside Hotel", ""},
    {"Laminated the doughs by hand.", "Links"},
    {"", ""},
    {"Bread Cook                          2012 - 2015", "example.org/jane"},
    {"Harbour Foods", ""},
    {"Baked for the market stall.", ""},
    {"", ""},
    {"Kitchen Porter                      2010 - 2012", ""},
    {"Harbour Foods", ""},
    {"Kept the ovens going.", ""},
};

TEST(TextFlushRight, SidebarIsAColumn) {
  const Lines got = Columns(Rows(100, kMain));
  const Lines side(got.end() - 7, got.end());
  EXPECT_EQ(side, (Lines{{1, "Education"}, {1, "Diploma in Baking"}, {1, "City College"}, {1, "Certificate in Pastry"},
                         {1, "Trade School North"}, {1, "Links"}, {1, "example.org/jane"}}));
}

TEST(TextFlushRight, PlacesStayInTheirRows) {
  // Negative: a place set flush right on each entry's first row, one line alone each time.
  const std::vector<std::pair<std::string, std::string>> places = {
      {"Experience", ""},
      {"Head Baker, Northgate Bakery", "Galway"},
      {"Ran the night bake of four shops.", ""},
      {"Trained two apprentices.", ""},
      {"", ""},
      {"Pastry Cook, Riverside Hotel", "Cork City"},
      {"Laminated the doughs by hand.", ""},
      {"Made the wedding cakes.", ""},
      {"", ""},
      {"Bread Cook, Harbour Foods", "Limerick"},
      {"Baked for the market stall.", ""},
      {"Fed the sourdough.", ""},
      {"", ""},
      {"Kitchen Porter, Harbour Foods", "Tralee"},
      {"Kept the ovens going.", ""},
  };
  for (const auto& [column, text] : Columns(Rows(100, places))) EXPECT_EQ(column, 0) << text;
}

}  // namespace
}  // namespace cvmill::extract
