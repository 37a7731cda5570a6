// A section's entry template from the shapes of its lines, where its entries carry no dates to
// cut them by (template.cc does that): the section read as a sequence of shapes (a header
// line; a run of prose or list items, one shape whatever its length; a date; each with
// the space set above it), its entries are the unit that repeats over the whole section,
// opening with a header line: "Title" / "Awarder" (set apart) / "What it was for." twice is two
// entries of three lines, not four of a header line each.
#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

namespace {

// The shortest period (in shapes) that the sequence repeats exactly, two times or more, with two
// or more shapes to a unit; 0 when there is none.
// Where every shape of the unit is a header line the shapes alone are a weak sign (a list of
// one-line items set in two styles): such a unit needs three repetitions, or more space above
// its first line than above any other.
std::size_t Period(const std::vector<Shape>& shapes) {
  const std::size_t n = shapes.size();
  auto at = [&](std::size_t k) -> const Shape& { return shapes[k]; };  // (read as "the k-th shape")
  auto fits = [&](std::size_t p) {
    for (std::size_t k = p; k < n; ++k) {
      if (at(k).kind != at(k % p).kind) return false;
      // The first shape's space is the heading's business; the unit's openers agree among
      // themselves.
      const std::size_t ref = k % p == 0 ? p : k % p;
      if (k != ref && at(k).space != at(ref).space) return false;
    }
    return true;
  };
  if (n < 4 || fits(1)) return 0;
  for (std::size_t p = 2; p * 2 <= n; ++p) {
    if (n % p != 0 || !fits(p)) continue;
    bool headers_only = true;
    for (std::size_t k = 0; k < p; ++k) headers_only = headers_only && at(k).kind == 'H';
    if (headers_only && n / p < 3) {
      for (std::size_t k = 1; k < p; ++k) {
        if (at(k).space >= at(p).space) return 0;
      }
    }
    return p;
  }
  return 0;
}

}  // namespace

// Where the section's entries open (shape indices; the first is 0), by its shapes: the shortest
// unit that repeats exactly (Period), or else header runs of one template: each run of header
// shapes (between runs of prose, lists or dates) is one or more units of the same m ≥ 2
// header shapes with the same space above each, and what follows a run is its last entry's
// ("Title" / "Awarder" / "Summary." / "Title" / "Awarder"). The first shape is a header's, or
// a date's over it. Empty when there is no such template.
std::vector<std::size_t> ShapeCuts(const std::vector<Shape>& shapes) {
  // (A date line above the first header shape is the first entry's: "2019" / "Title" / ...)
  if (!shapes.empty() && shapes[0].kind == 'D') {
    std::vector<std::size_t> cuts = ShapeCuts(std::vector<Shape>(shapes.begin() + 1, shapes.end()));
    for (std::size_t& c : cuts) c = c == 0 ? 0 : c + 1;
    return cuts;
  }
  if (shapes.empty() || shapes[0].kind != 'H') return {};
  std::vector<std::size_t> cuts;
  if (const std::size_t p = Period(shapes); p > 0) {
    for (std::size_t k = 0; k < shapes.size(); k += p) cuts.push_back(k);
    return cuts;
  }
  // Header runs: [begin, end) of each.
  std::vector<std::pair<std::size_t, std::size_t>> runs;
  for (std::size_t k = 0; k < shapes.size(); ++k) {
    if (shapes[k].kind != 'H') continue;
    if (runs.empty() || runs.back().second != k) runs.push_back({k, k});
    runs.back().second = k + 1;
  }
  // One run of two or three header shapes and what follows it: one entry ("Title" /
  // "Awarder" / "What it was for."), as one repetition of the template.
  if (const std::size_t m1 = runs.size() == 1 ? runs[0].second - runs[0].first : 0;
      m1 >= 2 && m1 <= 3 && runs[0].second < shapes.size())
    return {0};
  if (runs.size() < 2) return {};
  std::size_t m = shapes.size();
  for (const auto& r : runs) m = std::min(m, r.second - r.first);
  if (m < 2) return {};
  const std::size_t lead = runs[1].first;  // an opener whose space is the section's own
  for (const auto& r : runs) {
    if ((r.second - r.first) % m != 0) return {};
    for (std::size_t k = r.first; k < r.second; ++k) {
      const std::size_t slot = (k - r.first) % m;
      const std::size_t ref = slot == 0 ? lead : runs[1].first + slot;
      if (k != 0 && shapes[k].space != shapes[ref].space) return {};
      if (slot == 0) cuts.push_back(k);
    }
  }
  return cuts;
}

// The units that open an entry by the section's shape template (ShapeCuts), in a section of
// award, certificate or publication units; empty when the units have no such template.
// `head[k]`: unit k is a header unit (else prose, a list item, a date or a link).
std::vector<std::size_t> Builder::ShapeStarts(const std::vector<Unit>& units, const std::vector<bool>& head) const {
  std::vector<Shape> shapes;
  std::vector<std::size_t> first;  // the unit each shape opens at
  for (std::size_t k = 0; k < units.size(); ++k) {
    const Kind kind = units[k].kind;
    // (A link goes with the shape before it: it may stand anywhere in its entry.)
    if (kind == Kind::kUrl && !head[k]) continue;
    const char c = head[k] ? 'H' : kind == Kind::kDate ? 'D' : 'P';
    if (c == 'P' && !shapes.empty() && shapes.back().kind == 'P') continue;
    shapes.push_back({c, Space(units[k].lines.front())});
    first.push_back(k);
  }
  const std::vector<std::size_t> cuts = ShapeCuts(shapes);
  std::vector<std::size_t> starts;
  for (std::size_t c : cuts) starts.push_back(c == 0 ? 0 : first[c]);  // (a link above goes with the first)
  return starts;
}

// Where the entries of an education section open by what its header lines say, where their
// shapes alone repeat no template ("Master of Arts" / "Harbour University" / "Diploma" /
// "Northgate College": four header lines alike in shape). Each shape's class is 'G' (a header
// line with a degree by the rules), 'O' (an organisation's words, no degree), 'H' (neither,
// which fits either) or 'P' (prose). The degree lines are the anchors, as dates are in a dated
// section: the first entry's lead (its header lines before its degree, at most two) is every
// entry's, so an entry opens that many lines before each degree, those lines classed alike
// (where known) and after the previous degree; and every entry, so cut, has a header line
// beside its degree, more than half of them an organisation's. A degree wrapped onto a second
// line, or an entry with one more line than another, is still cut right. Two degrees or more;
// empty when the section does not fit.
std::vector<std::size_t> ClassCuts(const std::vector<char>& classes) {
  constexpr std::size_t kMaxLead = 2;
  const std::size_t n = classes.size();
  std::vector<std::size_t> degrees;
  for (std::size_t k = 0; k < n; ++k) {
    // (A degree line right under another is its wrapped rest: "Master of Applied" / "Science (MASc)".)
    if (classes[k] == 'G' && (k == 0 || classes[k - 1] != 'G')) degrees.push_back(k);
  }
  if (degrees.size() < 2 || degrees[0] > kMaxLead) return {};
  const std::size_t lead = degrees[0];
  std::vector<std::size_t> cuts{0};
  for (std::size_t d = 1; d < degrees.size(); ++d) {
    const std::size_t g = degrees[d];
    if (g < degrees[d - 1] + 1 + lead) return {};  // (the lead would reach back to the degree before)
    const std::size_t start = g - lead;
    for (std::size_t k = 0; k < lead; ++k) {
      const char c = classes[start + k], ref = classes[k];
      if (c == 'P' || (c != 'H' && ref != 'H' && c != ref)) return {};
    }
    cuts.push_back(start);
  }
  // (Each entry has a header line beside its degree, and most name an organisation.)
  std::size_t named = 0;
  for (std::size_t e = 0; e < cuts.size(); ++e) {
    const std::size_t end = e + 1 < cuts.size() ? cuts[e + 1] : n;
    bool org = false, other = false;
    for (std::size_t k = cuts[e]; k < end; ++k) {
      org = org || classes[k] == 'O';
      other = other || classes[k] == 'O' || classes[k] == 'H';
    }
    if (!other) return {};
    named += org;
  }
  if (named * 2 <= cuts.size()) return {};
  return cuts;
}

std::optional<DateCut> Builder::ShapeCut(const std::vector<int>& lines, const std::vector<Kind>& kinds,
                                         bool education) const {
  std::vector<Shape> shapes;
  std::vector<char> classes;       // (education: each shape's class, for ClassCuts)
  std::vector<std::size_t> first;  // the line each shape opens at
  for (std::size_t k = 0; k < lines.size(); ++k) {
    const Kind kind = kinds[k];
    if (kind == Kind::kSkip || kind == Kind::kUrl) continue;
    if (kind == Kind::kEntryBullet || kind == Kind::kDate) return std::nullopt;
    const char c = kind == Kind::kHead || kind == Kind::kPlace ? 'H' : 'P';
    if (c == 'P' && !shapes.empty() && shapes.back().kind == 'P') continue;
    shapes.push_back({c, Space(lines[k])});
    first.push_back(k);
    if (education) {
      const std::string& t = T(lines[k]);
      classes.push_back(c == 'P' || kind == Kind::kPlace ? c
                        : nz::MatchDegree(t, rules_)     ? 'G'
                        : nz::HasOrgWord(t, rules_)      ? 'O'
                                                         : 'H');
    }
  }
  std::vector<std::size_t> cuts = ShapeCuts(shapes);
  DateCut::By by = DateCut::By::kShapes;
  if (cuts.empty() && education) {
    cuts = ClassCuts(classes);
    by = DateCut::By::kClasses;
  }
  if (cuts.empty()) return std::nullopt;
  DateCut cut{std::vector<bool>(lines.size(), false), 0, 0, cuts.size(), by};
  for (std::size_t c : cuts) {
    if (c > 0) cut.starts[first[c]] = true;
  }
  return cut;
}

// The space set above line i: 0 none, 1 a margin the reader reported, 2 one or more empty
// source lines between it and the line before (an empty paragraph under a margin is more space
// than the margin alone).
int Builder::Space(int i) const {
  const int blank = L(i).blank_before;
  if (blank == 0 || i == 0) return blank > 0 ? 1 : 0;
  const int gap = doc_.lines[static_cast<std::size_t>(i)].number - doc_.lines[static_cast<std::size_t>(i - 1)].number - 1;
  return gap > 0 ? 2 : 1;
}

std::string ShapesHow(std::size_t entries) {
  return "by the shape template: no two dated units, and the section's shapes (a header unit, a run of "
         "prose or list items, a date, each with the space above it; links go with the shape before) repeat as " +
         std::to_string(entries) + " entries of one template";
}

}  // namespace cvmill::structure::internal
