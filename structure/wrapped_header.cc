// A work entry's header line of parts ("Engineer, Acme Systems GmbH, Leeds") as a text dump
// breaks it at the text's edge, and the organisation's name closed by its legal form. Part of
// the work builder: ReadHeader (entries.cc) joins the wrapped line, OrgInPlace (roles.cc)
// reads the place after the legal form.
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "common/text.h"
#include "structure/internal/build.h"
#include "structure/internal/strings.h"

namespace cvmill::structure::internal {

// A dated header line wrapped at the text's edge goes on in line i (text t, its dates read):
// where it closes on a comma ("Engineer, Acme Systems GmbH," / "Leeds"), or where line i opens
// with the legal form the organisation's name broke before ("Engineer, Acme Systems" / "GmbH,
// Leeds"). A place alone after the comma, or one part in a place's shape, stays the entry's
// place, as read alone. True when line i was taken (joined, or its place read).
bool Builder::WrappedHeaderLine(Header* h, int i, const std::string& t, int wrapped_to) {
  if (h->lines.size() != 1 || i != wrapped_to + 1 || !LineDates(i).empty() || !HasInlineDate(h->lines.back().first) ||
      L(i).bullet)
    return false;
  const std::string_view above = text::Trim(h->lines.back().second);
  const std::string_view trimmed = text::Trim(t);
  const std::string_view first = trimmed.substr(0, trimmed.find_first_of(" ,"));
  const bool legal = IsLegalSuffix(first) && trimmed.size() > first.size() && trimmed[first.size()] == ',';
  if (!legal && (above.empty() || above.back() != ',')) return false;
  const std::string clean = Clean(trimmed);
  if (!legal && ((text::WordCount(clean) <= 5 && nz::ParsePlace(clean, rules_)) ||
                 (clean.find(',') == std::string::npos && PlaceShaped(clean)))) {
    h->lines.back().second = std::string(text::TrimChars(h->lines.back().second, " ,"));
    h->place_parts.push_back(clean);
  } else {
    h->lines.back().second += " " + std::string(trimmed);
  }
  Use(i);
  return true;
}

// "Acme Systems GmbH, Esslingen am Neckar": the legal form closes the organisation's name; the
// parts after it, each a town (any size) or a place, are where ("Acme Ltd, Signal Processing"
// names a unit). True when it moved them to the location.
bool Builder::LegalFormPlace(RoleOrg* ro) const {
  for (std::size_t comma = ro->org.find(", "); comma != std::string::npos; comma = ro->org.find(", ", comma + 2)) {
    const std::string name = ro->org.substr(0, comma);
    const std::size_t space = name.rfind(' ');
    if (space == std::string::npos || !IsLegalSuffix(name.substr(space + 1))) continue;
    std::vector<std::string> rest;
    for (std::string_view p : text::Split(std::string_view(ro->org).substr(comma + 2), ',')) rest.emplace_back(text::Trim(p));
    if (rest.empty() || !std::all_of(rest.begin(), rest.end(), [&](const std::string& p) {
          return TownPart(p) || (PlaceShaped(p) && nz::ParsePlace(p, rules_));
        }))
      return false;
    const std::string place = text::Join(rest, ", ");
    ro->org = name;
    ro->location = ro->location.empty() ? place : place + ", " + ro->location;
    return true;
  }
  return false;
}

}  // namespace cvmill::structure::internal
