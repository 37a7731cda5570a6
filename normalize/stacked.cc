// Two headings read one right after the other, the first section left empty: a text dump of a
// page whose section names stand in a margin column, or of two columns side by side, gives
// "Profile" / "Experience" and then both sections' text. The text after them is shared out by
// what it is: a summary takes the prose it opens with, a list section (skills, languages,
// interests) the list lines that come before any prose, and a section of dated entries the
// entries that follow a list section's heading (the list's own lines stand elsewhere on the
// page); a skills section beside a languages section the lines before the first that names a
// language, and so does a section of entries beside a languages section (an entry's header
// lines read first) where no date opens the text; a skills section before a section of dated
// entries the short lines before the first date. Part of the heading stage (normalize.cc);
// runs once the blocks are cut.
#include <algorithm>
#include <string_view>

#include "common/text.h"
#include "normalize/internal/sidebar_lists.h"
#include "normalize/internal/stacked.h"
#include "normalize/normalize.h"

namespace cvmill::normalize::internal {
namespace {

// A line of prose: eight words or more, most of them in lower case.
bool Prose(std::string_view t) {
  int words = 0, lower = 0;
  for (std::string_view w : text::Split(t, ' ')) {
    if (w.empty()) continue;
    ++words;
    lower += w[0] >= 'a' && w[0] <= 'z';
  }
  return words >= 8 && 2 * lower >= words;
}

bool ListSection(Section s) { return s == Section::kSkills || s == Section::kLanguages || s == Section::kInterests; }

bool EntrySection(Section s) {
  return s == Section::kWork || s == Section::kEducation || s == Section::kVolunteer || s == Section::kProjects;
}

// How many of `lines` open the block with prose: prose lines, and the short last line of a
// sentence one of them broke off.
std::size_t LeadingProse(const extract::Document& doc, const std::vector<int>& lines) {
  std::size_t n = 0;
  bool open = false;
  for (int i : lines) {
    const std::string& t = doc.lines[static_cast<std::size_t>(i)].text;
    if (Prose(t) || open) {
      open = !text::EndsSentence(t);
      ++n;
      continue;
    }
    break;
  }
  return n;
}

// The line opens with a language's name: its label ("English: Native"), its first cell, or
// its first word.
bool NamesLanguageFirst(std::string_view t, const Rules& rules) {
  t = text::Trim(t);
  std::size_t end = t.find_first_of(":\t(,");
  std::string_view label = text::Trim(t.substr(0, std::min(end, t.size())));
  if (LanguageCode(label, rules)) return true;
  const std::size_t space = label.find(' ');
  return space != std::string_view::npos && LanguageCode(label.substr(0, space), rules);
}

// A date among the first four lines.
bool DatedStart(const extract::Document& doc, const Rules& rules, const std::vector<int>& lines) {
  for (std::size_t j = 0; j < lines.size() && j < 4; ++j) {
    if (!FindDates(doc.lines[static_cast<std::size_t>(lines[j])].text, rules).empty()) return true;
  }
  return false;
}

}  // namespace

void ShareStackedSections(const extract::Document& doc, const Rules& rules, Normalized* out, HeadingTrace* trace) {
  // (A PDF's reader sets its sections from the page's geometry: a heading over no text there
  // is the writer's.)
  if (doc.format != extract::Format::kText) return;
  auto& blocks = out->blocks;
  for (std::size_t k = 1; k + 1 < blocks.size(); ++k) {
    Block& a = blocks[k];
    Block& b = blocks[k + 1];
    if (!a.lines.empty() || b.lines.empty() || a.heading_line < 0 || b.heading_line < 0 || a.container || b.container ||
        a.heading_in_row || b.heading_in_row || a.section == b.section)
      continue;
    // (Right after it: nothing but the first heading's wrapped tail between them.)
    if (b.heading_line != std::max(a.heading_line, a.heading_tail) + 1) continue;
    std::size_t take = 0;
    if (a.section == Section::kSummary) {
      take = LeadingProse(doc, b.lines);
      if (take == b.lines.size()) take = 0;  // all prose: the second section's own text
    } else if (ListSection(a.section) && b.section == Section::kSummary) {
      take = 0;
      for (int i : b.lines) {
        if (Prose(doc.lines[static_cast<std::size_t>(i)].text)) break;
        ++take;
      }
    } else if (a.section == Section::kSkills && b.section == Section::kLanguages) {
      // (Two lists side by side: the skills' lines come first, up to the first line that
      // names a language, "English: Native speaker"; some language's line must follow.)
      for (int i : b.lines) {
        if (NamesLanguageFirst(doc.lines[static_cast<std::size_t>(i)].text, rules)) break;
        ++take;
      }
      if (take == b.lines.size()) take = 0;
    } else if (EntrySection(a.section) && b.section == Section::kLanguages && !DatedStart(doc, rules, b.lines) &&
               !LanguageListLine(doc.lines[static_cast<std::size_t>(b.lines.front())].text, rules)) {
      // (A section of entries beside the languages: an entry's header lines come first, up to
      // the first line that is a language with its level; some must follow.)
      for (int i : b.lines) {
        const std::string& t = doc.lines[static_cast<std::size_t>(i)].text;
        if (LanguageListLine(t, rules) || LevelOnlyLine(t, rules)) break;
        ++take;
      }
      if (take == b.lines.size()) take = 0;
    } else if (a.section == Section::kSkills && EntrySection(b.section)) {
      // (Skills beside dated entries: the short lines before the entries' first date, none a
      // job's title or an organisation, no sentence, are the skills'. Not so beside interests:
      // an organisation's name without its word reads as an interest.)
      // (A paragraph of its own, a blank line before the date: a title right over its date is
      // the entry's. Three lines at most: a name over its items is a group, stray_groups.cc's.)
      for (int i : b.lines) {
        const std::string& t = doc.lines[static_cast<std::size_t>(i)].text;
        if (!FindDates(t, rules).empty()) {
          if (doc.lines[static_cast<std::size_t>(i)].blank_before == 0) take = 0;
          break;
        }
        if (text::WordCount(t) > 4 || text::EndsSentence(t) || HasJobTitle(t, rules) || HasOrgWord(t, rules) ||
            MatchDegree(t, rules) || doc.lines[static_cast<std::size_t>(i)].bullet) {
          take = 0;
          break;
        }
        ++take;
      }
      if (take == b.lines.size() || take > 3) take = 0;
    } else if (EntrySection(a.section) && ListSection(b.section)) {
      // (Dated entries right away: a list has no dates.)
      if (DatedStart(doc, rules, b.lines)) take = b.lines.size();
    }
    if (take == 0) continue;
    a.lines.assign(b.lines.begin(), b.lines.begin() + static_cast<long>(take));
    b.lines.erase(b.lines.begin(), b.lines.begin() + static_cast<long>(take));
    if (trace) {
      HeadingTrace::Decision d;
      d.line = a.heading_line;
      d.why = HeadingTrace::Why::kStacked;
      d.section = a.section;
      d.rule = a.rule;
      d.taken = static_cast<int>(take);
      auto& ds = trace->decisions;
      // (After the heading's own decision: the decisions stay in line order.)
      auto at = std::upper_bound(ds.begin(), ds.end(), d.line,
                                 [](int line, const HeadingTrace::Decision& x) { return line < x.line; });
      ds.insert(at, std::move(d));
    }
  }
}

}  // namespace cvmill::normalize::internal
