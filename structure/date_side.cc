// Which side of its entry's header a date line stands on, voted over the whole document.
// A date line between one entry's prose and the next entry's header lines is ambiguous: it
// may close the entry above ("Title" / text / "2019") or open the one below ("2019" /
// "Title" / text). The document's other sections tell: a section whose first line is a date
// line with a header line right under it shows the template's dates leading their entries;
// one whose first lines are header lines with a date line right under them shows them
// trailing the title. Where the document's sections say "leading" and none says otherwise,
// such a date line opens the next entry (a theme's date column whose first cell holds the
// section's heading instead: every entry but the first has its date line before its title).
// Within one section (DatesOverHeaders, LoneDate): where its date lines stand right over
// header lines more often than under them, an entry of a date range alone takes the header
// lines after it.
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

namespace {

bool EntrySection(Section s) {
  return s == Section::kWork || s == Section::kEducation || s == Section::kVolunteer ||
         s == Section::kProjects;
}

}  // namespace

bool Builder::DatesLead() const {
  if (dates_lead_) return *dates_lead_;
  int lead = 0, trail = 0;
  for (const nz::Block& b : n_.blocks) {
    if (!EntrySection(b.section) || b.lines.empty()) continue;
    const std::vector<Kind> kinds = Classify(b.lines);
    std::vector<Kind> seen;  // the section's first three kinds that are not skipped
    for (std::size_t k = 0; k < kinds.size() && seen.size() < 3; ++k) {
      if (kinds[k] != Kind::kSkip) seen.push_back(kinds[k]);
    }
    if (seen.size() < 2) continue;
    if (seen[0] == Kind::kDate && seen[1] == Kind::kHead) ++lead;
    else if (seen[0] == Kind::kHead && (seen[1] == Kind::kDate || (seen.size() == 3 && seen[1] == Kind::kHead && seen[2] == Kind::kDate)))
      ++trail;
  }
  dates_lead_ = lead >= 1 && trail == 0;
  return *dates_lead_;
}

// The date line at lines[k] opens the next entry rather than closing `open`: the open entry
// has its prose or items and no date, a header line comes right after the date line, and the
// document's dates lead their entries.
bool Builder::LeadingDate(const std::vector<int>& lines, const std::vector<Kind>& kinds, std::size_t k,
                          const Entry& open) {
  if (open.has_date || open.head.empty() || (open.body.empty() && !open.has_items())) return false;
  std::size_t j = k + 1;
  while (j < lines.size() && kinds[j] == Kind::kSkip) ++j;
  if (j == lines.size() || kinds[j] != Kind::kHead || HasInlineDate(lines[j])) return false;
  return DatesLead();
}

// Which side of the header lines a section's date lines stand on: right over a header line
// more often than right under one (lines skipped aside).
bool Builder::DatesOverHeaders(const std::vector<int>& lines, const std::vector<Kind>& kinds) const {
  int over = 0, under = 0;
  for (std::size_t k = 0, prev = lines.size(); k < lines.size(); ++k) {
    if (kinds[k] == Kind::kSkip) continue;
    if (prev < lines.size()) {
      over += kinds[prev] == Kind::kDate && kinds[k] == Kind::kHead;
      under += kinds[prev] == Kind::kHead && kinds[k] == Kind::kDate;
    }
    prev = k;
  }
  return over > under;
}

// An entry of date lines alone, a range: where the section's dates stand over their header
// lines, the header lines after it are its own ("09/2015 - 08/2018" / "TEACHER" / text: a
// date column's cell read before its entry's text), not a new entry's. (A year alone may be a
// sentence's wrapped end, "... in" / "2022.".)
bool Builder::LoneDate(const Entry& open) const {
  if (!open.head.empty() || open.dates.empty() || !open.body.empty() || open.has_items() || !open.urls.empty() ||
      !open.places.empty())
    return false;
  const std::optional<DateRange>& d = PureDate(open.dates.front());
  return d && !d->single;
}

}  // namespace cvmill::structure::internal
