// A list section of a page's sidebar (languages, skills) whose heading a text dump read with
// nothing under it, its lines read further on inside another section: they go back to it
// (sidebar_lists.cc).
#ifndef CVMILL_NORMALIZE_INTERNAL_SIDEBAR_LISTS_H_
#define CVMILL_NORMALIZE_INTERNAL_SIDEBAR_LISTS_H_

#include <string_view>

#include "extract/extract.h"
#include "normalize/normalize.h"

namespace cvmill::normalize::internal {

// A line that is a language with at most its level ("Deutsch", "English (native)",
// "Spanish: B2"), or a level alone ("Muttersprache", "Grundkenntnisse (A2)").
bool LanguageListLine(std::string_view t, const Rules& rules);
bool LevelOnlyLine(std::string_view t, const Rules& rules);
// A line of a labelled list: a short label, a colon, items ("Tools (advanced): Excel, Sage").
bool LabelledListLine(std::string_view t, const Rules& rules);
// Tokens apart by spaces (marks alone count: "Go | Rust" is three).
int Tokens(std::string_view t);

// A document head without the person's name, the name (and the label under it) read as the
// first lines under the first headings (a text dump that reads the sidebar's contact details
// and the main column's first headings before the name at the top of the main column): those
// lines go to the head. Runs before the stacked headings are shared out.
void LiftHeadName(const extract::Document& doc, const Rules& rules, Normalized* out);

void AdoptSidebarLists(const extract::Document& doc, const Rules& rules, Normalized* out);

// A summary section right after a skills section, its lines all labelled lists (or the lines
// they wrapped onto): the lines are the skills'.
void ListsUnderSummary(const extract::Document& doc, const Rules& rules, Normalized* out);

}  // namespace cvmill::normalize::internal

#endif  // CVMILL_NORMALIZE_INTERNAL_SIDEBAR_LISTS_H_
