// The person's place written over several cells or lines, its parts in any order: a theme's
// location cells ("1080, <gap> Wien <gap> (AT), <gap> Wien"), a DOCX made of them (one part a
// paragraph), "AT <gap> Wien <gap> Wien".
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

namespace {

// A part of a place: short, no e-mail, URL or phone, no date.
bool PlacePart(std::string_view t, const nz::Rules& rules) {
  t = text::Trim(t);
  return !t.empty() && t.size() <= 60 && text::WordCount(t) <= 6 && t.find_first_of("@\t") == std::string_view::npos &&
         nz::FindUrls(t).empty() && !nz::FindPhone(t) && nz::FindDates(t, rules).empty() && !nz::MatchHeading(t, rules);
}

}  // namespace

// The person's location from a place read whole, where the record has none yet.
void Builder::SetLocation(const nz::Place& p) {
  auto& loc = r_.basics.location;
  if (!loc.city.empty() || !loc.countryCode.empty() || !loc.address.empty() || !loc.postalCode.empty()) return;
  loc.address = p.address;
  loc.postalCode = p.postal_code;
  loc.city = p.city;
  loc.region = p.region;
  loc.countryCode = p.country_code;
}

std::pair<std::size_t, std::size_t> Builder::PlaceCellRun(const std::vector<std::string>& cells) {
  for (std::size_t a = 0; a + 1 < cells.size(); ++a) {
    std::size_t e = a;
    while (e < cells.size() && e - a < 6 && PlacePart(cells[e], rules_)) ++e;
    for (std::size_t b = e; b >= a + 2; --b) {
      std::vector<std::string_view> parts(cells.begin() + static_cast<std::ptrdiff_t>(a),
                                          cells.begin() + static_cast<std::ptrdiff_t>(b));
      if (auto p = nz::ParsePlaceParts(parts, rules_)) {
        SetLocation(*p);
        return {a, b};
      }
    }
  }
  return {0, 0};
}

// Lines from lines[k] on, one part of a place each ("Rua Alta 5" / "4000" / "Porto" / "PT"):
// how many of them read as the person's place (taken), 0 if none. Two lines at least, each
// one cell, the next line's number after the last.
std::size_t Builder::PlaceOverLines(const std::vector<int>& lines, std::size_t k) {
  // (In text and PDF a blank line ends the place; HTML and DOCX set every paragraph apart.)
  const bool spaced = doc_.format == extract::Format::kText || doc_.format == extract::Format::kPdf;
  std::size_t e = k;
  while (e < lines.size() && e - k < 6 &&
         (e == k || (lines[e] == lines[e - 1] + 1 && !(spaced && L(lines[e]).blank_before > 0))) &&
         !used_[static_cast<std::size_t>(lines[e])] && !Noise(lines[e]) && !L(lines[e]).bullet &&
         L(lines[e]).heading_level == 0 && PlacePart(T(lines[e]), rules_) &&
         // (The name not read yet may stand among them: "Rua Alta 5" / "4000 Porto" / "Ana Lima".)
         !(r_.basics.name.empty() && nz::LooksLikePersonName(T(lines[e]), rules_) && !nz::ParsePlace(T(lines[e]), rules_)))
    ++e;
  for (std::size_t b = e; b >= k + 2; --b) {
    std::vector<std::string_view> parts;
    for (std::size_t j = k; j < b; ++j) parts.push_back(T(lines[j]));
    if (auto p = nz::ParsePlaceParts(parts, rules_)) {
      SetLocation(*p);
      for (std::size_t j = k; j < b; ++j) Use(lines[j]);
      if (trace_) TracePart(lines[k], "", "basics.location", "a place written over lines, one part a line");
      return b - k;
    }
  }
  return 0;
}

// Rows of a label and a value, one field of the place each ("Address <gap> 14 Mill Lane" /
// "Postal Code & City <gap> LS1 4AB Leeds" / "Region <gap> West Yorkshire"): the values in
// their order read as one address. Two rows at least, next to each other.
void Builder::LabelledPlaceRows(const std::vector<int>& lines) {
  auto value = [&](int i) -> std::string {
    std::vector<std::string> cells = SplitTopLevel(T(i), "\t");
    if (cells.size() != 2 || used_[static_cast<std::size_t>(i)] || Noise(i)) return "";
    std::string_view label = text::TrimChars(text::Trim(cells[0]), ":");
    if (label.empty() || text::WordCount(label) > 4 || text::HasDigit(label) || !PlacePart(cells[1], rules_))
      return "";
    return std::string(text::Trim(cells[1]));
  };
  for (std::size_t k = 0; k < lines.size(); ++k) {
    std::vector<std::string> values;
    std::size_t e = k;
    for (; e < lines.size() && (e == k || lines[e] == lines[e - 1] + 1); ++e) {
      std::string v = value(lines[e]);
      if (v.empty()) break;
      values.push_back(std::move(v));
    }
    if (values.size() < 2) continue;
    auto p = nz::ParseAddress(text::Join(values, ", "), rules_);
    if (!p || (!p->address.empty() && p->address != values.front())) continue;
    SetLocation(*p);
    for (std::size_t j = k; j < e; ++j) Use(lines[j]);
    if (trace_) TracePart(lines[k], "", "basics.location", "rows of a place's fields, each a label and its value");
    k = e - 1;
  }
}

}  // namespace cvmill::structure::internal
