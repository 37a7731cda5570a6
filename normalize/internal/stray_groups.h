// normalize/internal/stray_groups.h — a sidebar's skill groups read inside the main column's
// sections of entries by a text dump, moved to the skills section (stray_groups.cc).
#ifndef CVMILL_NORMALIZE_INTERNAL_STRAY_GROUPS_H_
#define CVMILL_NORMALIZE_INTERNAL_STRAY_GROUPS_H_

#include <vector>

#include "extract/extract.h"
#include "normalize/normalize.h"

namespace cvmill::normalize::internal {

// A paragraph that is a skill group's name over its items, one a line, four lines at least,
// none an entry's (a job title, degree, date, place, contact, sentence).
bool StrayGroupParagraph(const extract::Document& doc, const Rules& rules, const std::vector<int>& para);

// In a text document whose skills section has no lines (or that has none): such paragraphs of
// the sections of entries (work, volunteer, projects), and headings no rule knows over such
// items alone, go to the skills section, a new one at the end where there is none.
void RehomeStrayGroups(const extract::Document& doc, const Rules& rules, Normalized* out);

}  // namespace cvmill::normalize::internal

#endif  // CVMILL_NORMALIZE_INTERNAL_STRAY_GROUPS_H_
