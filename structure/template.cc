// A section's entry template from where its dates stand: when every entry carries one date
// (a date line, or a header line that holds one) and the same number of header lines stand
// before and after it in each, the entries are cut by that count, whatever lists or prose
// fall between the header lines ("Degree | Area" / courses / "Institution" / "2018 – 2022").
#include <optional>
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

namespace {

struct Anchor {
  std::size_t first, last;  // positions in the section (a range on two lines spans both)
  bool head;                // a header line holding its date, not a line of the date alone
};

}  // namespace

std::optional<DateCut> Builder::DateTemplate(const std::vector<int>& lines, std::vector<Kind>* kinds,
                                              bool lead_template) const {
  std::vector<Kind>& kd = *kinds;
  std::vector<Anchor> anchors;
  std::vector<bool> anchor(lines.size(), false);
  std::size_t prev = lines.size();  // the previous line that is not skipped
  for (std::size_t k = 0; k < lines.size(); ++k) {
    if (kd[k] == Kind::kSkip) continue;
    if (kd[k] == Kind::kEntryBullet) return std::nullopt;  // entries that are list items
    bool date_line = kd[k] == Kind::kDate || (kd[k] == Kind::kBullet && PureDate(lines[k]));
    bool head_date = kd[k] == Kind::kHead && HasInlineDate(lines[k]);
    if (date_line && !anchors.empty() && !anchors.back().head && anchors.back().last == prev) {
      anchors.back().last = k;
    } else if (date_line || head_date) {
      anchors.push_back({k, k, head_date});
    }
    anchor[k] = date_line || head_date;
    prev = k;
  }
  if (anchors.size() < 2) return std::nullopt;
  for (const Anchor& a : anchors) {
    if (a.head != anchors.front().head) return std::nullopt;
  }
  // Header lines (not anchors) before the first anchor, between anchors, and after the last.
  auto heads = [&](std::size_t from, std::size_t to) {
    std::size_t n = 0;
    for (std::size_t k = from; k < to; ++k) n += kd[k] == Kind::kHead && !anchor[k];
    return n;
  };
  const std::size_t before = heads(0, anchors.front().first);
  const std::size_t gap = heads(anchors[0].last + 1, anchors[1].first);
  if (gap < before) return std::nullopt;
  const std::size_t after = gap - before;
  if (before + after + (anchors.front().head ? 1 : 0) == 0) return std::nullopt;
  bool same = heads(anchors.back().last + 1, lines.size()) == after;
  for (std::size_t j = 1; j + 1 < anchors.size(); ++j) {
    const std::size_t g = heads(anchors[j].last + 1, anchors[j + 1].first);
    same &= g == gap;
    if (g < before) return std::nullopt;
  }
  // Education's entries, whose lines after the date vary in number (a field on a line of its
  // own or not, courses without their list marks: "Institution" / "2003 - 2005" / "Degree" /
  // "Field" / "Course" / "Course" / "Institution" / "2000 - 2003" / "Degree"), are cut by the
  // header lines before each date alone, when every entry so opens with a line of the same
  // shape as the first (a degree, or an organisation's words) (lead_template).
  if (!same && (!lead_template || before == 0)) return std::nullopt;
  // Entry j opens at its anchor, or at the before-th header line counted back from it.
  DateCut cut{std::vector<bool>(lines.size(), false), before, after, anchors.size(),
              same ? DateCut::By::kDates : DateCut::By::kLead};
  std::vector<bool>& starts = cut.starts;
  // (A degree at the line's start, not one read inside a school's name, "University of Science".)
  auto shape = [&](int i) {
    const std::string& t = T(i);
    if (auto d = nz::MatchDegree(t, rules_); d && t.rfind(d->study_type, 0) == 0) return 1;
    return nz::HasOrgWord(t, rules_) ? 2 : 0;
  };
  std::vector<bool> by_shape(lines.size(), false);  // starts found by the lead's shape, not the count
  int lead_shape = -1;
  for (std::size_t k = 0; !same && k < lines.size(); ++k) {
    if (kd[k] == Kind::kHead && !anchor[k]) {
      lead_shape = shape(lines[k]);
      break;
    }
  }
  if (!same && lead_shape <= 0) return std::nullopt;
  for (std::size_t j = 1; j < anchors.size(); ++j) {
    std::size_t at = anchors[j].first;
    for (std::size_t need = before, k = at; need > 0 && k-- > 0;) {
      if (kd[k] == Kind::kHead && !anchor[k]) {
        at = k;
        --need;
      }
    }
    // (Where the line so counted back has another shape, the entry opens at the farthest line
    // of the lead's shape within that count after the previous entry's date: "Institution" /
    // "Degree" / "Course" / "2019 - 2021" / "Course" / "Institution" / "Degree" / "2015 -
    // 2019", courses without their marks set around the date in a text dump.)
    if (!same && shape(lines[at]) != lead_shape) {
      std::size_t found = lines.size();
      for (std::size_t need = before, k = anchors[j].first; need > 0 && k-- > anchors[j - 1].last + 1;) {
        if (kd[k] != Kind::kHead || anchor[k]) continue;
        if (shape(lines[k]) == lead_shape) found = k;
        --need;
      }
      if (found == lines.size()) return std::nullopt;
      at = found;
      by_shape[at] = true;
    }
    starts[at] = true;
  }
  // Where the section sets lines apart with blank lines, an entry the template opens is set
  // apart too: else the count met by chance (an optional tagline, a place on its own line).
  // (Not in a web page, whose white space is each element's margin, not the writer's.)
  bool blanks = false;
  const bool markup = doc_.format == extract::Format::kHtml;
  for (std::size_t k = 1; k < lines.size() && !markup; ++k) blanks |= L(lines[k]).blank_before > 0;
  for (std::size_t k = 0; blanks && k < lines.size(); ++k) {
    // (Not one found by the lead's shape: its words are the evidence, not the count.)
    if (starts[k] && !by_shape[k] && L(lines[k]).blank_before == 0) return std::nullopt;
  }
  for (std::size_t k = 0; k < lines.size(); ++k) {
    if (anchor[k] && kd[k] == Kind::kBullet) kd[k] = Kind::kDate;
  }
  return cut;
}

}  // namespace cvmill::structure::internal
