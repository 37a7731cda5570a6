// Lines of an entry's list that lost its marks in a plain-text dump (pdftotext of a theme's
// list-style: none): each item is a short line with no sentence shape, so it reads as a
// header line, and the entry seems to end at the first one. When the section sets its entries
// apart with blank lines (a header line after an entry's prose stands after a blank line), a
// header-like line glued right under prose, no blank line between, goes on with that prose:
// the body's lines are then split into a summary and its list (BodyAndList). The same of the
// header-like lines between an entry's date line and the next entry's header lines, where the
// header stands over its date and most entries go on with prose right under it (DatedBodies).
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

void Builder::GluedItems(const std::vector<int>& lines, std::vector<Kind>* kinds) const {
  if (doc_.format != extract::Format::kText) return;
  std::vector<Kind>& kd = *kinds;
  // A line that opens with a date ("01.2020 – now" where "now" is no word the rules know).
  auto DateLed = [&](int i) { return HasInlineDate(i) && LineDates(i).front().begin == 0; };
  auto body_like = [](Kind k) { return k == Kind::kBody || k == Kind::kBullet || k == Kind::kCont; };
  // The section's evidence: a header line after prose or items set apart by a blank line (or
  // after a run of header lines glued under prose: every entry may end with one).
  bool set_apart = false;
  for (std::size_t k = 0; k < lines.size() && !set_apart; ++k) {
    if (kd[k] != Kind::kHead || L(lines[k]).blank_before == 0) continue;
    std::size_t j = k;
    while (j > 0 && (kd[j - 1] == Kind::kSkip || (kd[j - 1] == Kind::kHead && L(lines[j - 1]).blank_before == 0))) --j;
    set_apart = j > 0 && body_like(kd[j - 1]);
  }
  if (!set_apart) return;
  // Whether the section's entries open at their date line (a date, then the header under it).
  bool date_first = false;
  for (std::size_t k = 0; k < lines.size(); ++k) {
    if (kd[k] == Kind::kSkip) continue;
    date_first = kd[k] == Kind::kDate;
    break;
  }
  for (std::size_t k = 1; k < lines.size(); ++k) {
    if (kd[k] != Kind::kHead || !body_like(kd[k - 1]) || L(lines[k]).blank_before > 0) continue;
    // The run of header lines glued under the prose.
    std::size_t end = k;
    bool dated = false;
    while (end < lines.size() && kd[end] == Kind::kHead && (end == k || L(lines[end]).blank_before == 0)) {
      dated |= HasInlineDate(lines[end]);
      ++end;
    }
    // (Not the next entry's header glued to the prose: a run that holds a date, or that a
    // date or place line goes on; where the header stands over its date, a run right over the
    // next date line, however far below.)
    if (dated) continue;
    std::size_t next = end;
    while (next < lines.size() && kd[next] == Kind::kSkip) ++next;
    if (next < lines.size() && (kd[next] == Kind::kDate || kd[next] == Kind::kPlace || DateLed(lines[next])) &&
        (!date_first || L(lines[next]).blank_before == 0))
      continue;
    const Kind as = kd[k - 1] == Kind::kBody ? Kind::kBody : Kind::kBullet;
    for (std::size_t j = k; j < end; ++j) kd[j] = as;
    k = end - 1;
  }
}

// A section whose entries each open with the same number of header lines right over their
// date line, the body under it ("Title" / "2019 - 2021" / prose and items): when most entries
// go on with prose or items right under their date, no header line stands after the date in
// this section, so the header-like lines between a date line and the next entry's header lines
// are the body's (its list, marks lost), provided that stretch holds prose or items too.
void Builder::DatedBodies(const std::vector<int>& lines, std::vector<Kind>* kinds) const {
  if (doc_.format != extract::Format::kText) return;
  std::vector<Kind>& kd = *kinds;
  std::vector<std::size_t> dates;
  for (std::size_t k = 0; k < lines.size(); ++k) {
    if (kd[k] == Kind::kDate) dates.push_back(k);
  }
  if (dates.size() < 2) return;
  // The header lines over the first date: all the section's lines before it.
  std::size_t before = 0;
  for (std::size_t k = 0; k < dates[0]; ++k) {
    if (kd[k] == Kind::kSkip) continue;
    if (kd[k] != Kind::kHead || HasInlineDate(lines[k])) return;
    ++before;
  }
  if (before == 0) return;
  // Every other date line has as many header lines right over it.
  std::vector<std::size_t> opens(dates.size());
  opens[0] = 0;
  for (std::size_t j = 1; j < dates.size(); ++j) {
    std::size_t k = dates[j], need = before;
    while (need > 0 && k-- > dates[j - 1] + 1) {
      if (kd[k] == Kind::kSkip) continue;
      if (kd[k] != Kind::kHead || HasInlineDate(lines[k])) return;
      --need;
    }
    if (need > 0) return;
    opens[j] = k;
  }
  // Under the date lines of entries that have a body: prose or an item more often than a
  // header line (an entry's tagline or organisation set under its date says otherwise).
  int prose = 0, head = 0;
  for (std::size_t j = 0; j < dates.size(); ++j) {
    const std::size_t end = j + 1 < dates.size() ? opens[j + 1] : lines.size();
    std::size_t k = dates[j] + 1;
    while (k < end && kd[k] == Kind::kSkip) ++k;
    if (k >= end) continue;
    if (kd[k] == Kind::kHead) ++head;
    else if (kd[k] == Kind::kBody || kd[k] == Kind::kBullet || kd[k] == Kind::kCont) ++prose;
  }
  if (prose <= head) return;
  for (std::size_t j = 0; j < dates.size(); ++j) {
    const std::size_t end = j + 1 < dates.size() ? opens[j + 1] : lines.size();
    bool body = false;
    for (std::size_t k = dates[j] + 1; k < end; ++k) {
      body |= kd[k] == Kind::kBody || kd[k] == Kind::kBullet || kd[k] == Kind::kCont;
    }
    if (!body) continue;
    for (std::size_t k = dates[j] + 1; k < end; ++k) {
      if (kd[k] == Kind::kHead && !HasInlineDate(lines[k])) kd[k] = Kind::kBody;
    }
  }
}

}  // namespace cvmill::structure::internal
