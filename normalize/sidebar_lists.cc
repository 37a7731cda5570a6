// A text dump of a page with a sidebar (pdftotext's reading order) may read a sidebar's list
// heading ("Languages", "Skills") with nothing under it, beside or right before a heading of
// the main column, and the list's own lines further on, as paragraphs inside another section
// ("Deutsch" / "Muttersprache" under the awards; "Tools (advanced): Excel, Sage" between two
// jobs). A list section left empty takes back the first run of paragraphs after its heading
// that are made of its kind of lines: a languages section, paragraphs of languages and levels
// (two languages at least); a skills section, paragraphs of labelled lists; an interests
// section, paragraphs of a name over its details, short lines (from a section of entries only).
// Nothing moves for a list section that has lines of its own or a section of its kind after
// it. Part of the heading stage (normalize.cc); runs once the blocks are cut and shared out.
// A summary heading read right after a skills section, over nothing but labelled lists (a page
// that sets its section names beside their text, the summary's name beside the skills' last
// rows), gives those lists to the skills: ListsUnderSummary.
// The same reading order may set the person's name, at the top of the main column, under the
// main column's first headings, after the sidebar's contact details: LiftHeadName takes it
// (and the label under it) back to the document head, before the stacked headings are shared.
#include "normalize/internal/sidebar_lists.h"

#include <algorithm>
#include <string>
#include <vector>

#include "common/text.h"
#include "normalize/internal/interleaved.h"

namespace cvmill::normalize::internal {

int Tokens(std::string_view t) {
  int n = 0;
  for (std::string_view w : text::Split(t, ' ')) n += !w.empty();
  return n;
}

namespace {

bool EndsWithPeriod(std::string_view t) {
  t = text::Trim(t);
  return !t.empty() && t.back() == '.';
}

bool ContactLike(std::string_view t) {
  return t.find('@') != std::string_view::npos || t.find("http") != std::string_view::npos ||
         t.find("www.") != std::string_view::npos;
}

enum class Fit { kNo, kOpens, kFollows };  // a run's paragraph: none, one that opens it, one that goes on

using Judge = Fit (*)(const extract::Document&, const Rules&, const std::vector<int>&);

std::string_view T(const extract::Document& doc, int i) { return doc.lines[static_cast<std::size_t>(i)].text; }

// Languages and levels only; one language at least opens a run, levels alone go on with it.
Fit LanguageParagraph(const extract::Document& doc, const Rules& rules, const std::vector<int>& para) {
  int languages = 0;
  for (int i : para) {
    if (LanguageListLine(T(doc, i), rules)) {
      ++languages;
    } else if (!LevelOnlyLine(T(doc, i), rules)) {
      return Fit::kNo;
    }
  }
  return languages > 0 ? Fit::kOpens : Fit::kFollows;
}

// A labelled list opens it, the lines it wrapped onto after; no sentence, no date. (Not a
// list of short lines: a group's name is not told from its items there, and an entry's header
// is made of short lines too.)
Fit SkillParagraph(const extract::Document& doc, const Rules& rules, const std::vector<int>& para) {
  if (!LabelledListLine(T(doc, para.front()), rules)) return Fit::kNo;
  std::size_t labelled = 0, commas = 0;
  for (int i : para) {
    const std::string_view t = T(doc, i);
    if (EndsWithPeriod(t) || ContactLike(t) || !FindDates(t, rules).empty()) return Fit::kNo;
    labelled += LabelledListLine(t, rules);
    commas += static_cast<std::size_t>(std::count(t.begin(), t.end(), ','));
  }
  return 2 * labelled >= para.size() && commas > 0 ? Fit::kOpens : Fit::kNo;
}

// An interest's name over its details, a short line each, two to six lines (no date,
// sentence, contact, job title or degree); each such paragraph opens or goes on with a run.
Fit InterestParagraph(const extract::Document& doc, const Rules& rules, const std::vector<int>& para) {
  if (para.size() < 2 || para.size() > 6) return Fit::kNo;
  for (int i : para) {
    const std::string_view t = text::Trim(T(doc, i));
    if (t.empty() || Tokens(t) > 4 || EndsWithPeriod(t) || ContactLike(t) || !FindDates(t, rules).empty() ||
        (Vocab(t, rules) & kTitleWord) != 0 || MatchDegree(t, rules) || doc.lines[static_cast<std::size_t>(i)].bullet)
      return Fit::kNo;
  }
  return Fit::kOpens;
}

// How many language lines a run holds (a languages section takes two at least).
int LanguageLines(const extract::Document& doc, const Rules& rules, const std::vector<int>& lines) {
  return static_cast<int>(
      std::count_if(lines.begin(), lines.end(), [&](int i) { return LanguageListLine(T(doc, i), rules); }));
}

}  // namespace

bool LevelOnlyLine(std::string_view t, const Rules& rules) {
  std::string rest(text::Trim(t));
  if (rest.empty() || Tokens(rest) > 5) return false;
  bool found = false;
  for (int n = 0; n < 3; ++n) {
    std::size_t b = 0, e = 0;
    if (!FindLevel(rest, rules, &b, &e) || e <= b) break;
    found = true;
    rest = rest.substr(0, b) + " " + rest.substr(e);
  }
  return found && !text::HasLetter(rest);
}

bool LanguageListLine(std::string_view t, const Rules& rules) {
  t = text::Trim(t);
  if (t.empty() || Tokens(t) > 6 || EndsWithPeriod(t) || !FindDates(t, rules).empty()) return false;
  const std::size_t end = t.find_first_of(":\t(,|");
  const std::string_view label = text::Trim(t.substr(0, std::min(end, t.size())));
  if (label.empty()) return false;
  if (LanguageCode(label, rules)) return true;
  // "English native", "Deutsch - Muttersprache": a language, then its level.
  const std::size_t space = label.find(' ');
  if (space == std::string_view::npos || !LanguageCode(label.substr(0, space), rules)) return false;
  const std::string_view rest = text::TrimChars(t.substr(space), " -:");
  return LevelOnlyLine(rest, rules);
}

bool LabelledListLine(std::string_view t, const Rules& rules) {
  t = text::Trim(t);
  const std::size_t colon = t.find(':');
  if (colon == std::string_view::npos || colon == 0 || colon > 60) return false;
  const std::string_view label = text::Trim(t.substr(0, colon));
  const std::string_view items = text::Trim(t.substr(colon + 1));
  if (label.empty() || items.empty() || Tokens(label) > 5 || !text::HasLetter(label)) return false;
  if (text::StartsWith(items, "//") || ContactLike(t) || EndsWithPeriod(t)) return false;
  return FindDates(t, rules).empty();
}

void LiftHeadName(const extract::Document& doc, const Rules& rules, Normalized* out) {
  if (doc.format != extract::Format::kText) return;
  auto& blocks = out->blocks;
  if (blocks.size() < 2 || blocks[0].heading_line >= 0) return;
  for (int i : blocks[0].lines) {
    if (LooksLikePersonName(T(doc, i), rules)) return;
  }
  // The first section with lines, after two empty ones at most.
  std::size_t k = 1;
  while (k < blocks.size() && k <= 3 && blocks[k].lines.empty()) ++k;
  if (k >= blocks.size() || k > 3 || blocks[k].container || blocks[k].heading_line < 0 ||
      blocks[k].section == Section::kReferences || blocks[k].section == Section::kContact)
    return;
  Block& from = blocks[k];
  const std::vector<int> para = Paragraphs(doc, from.lines).front();
  if (para.size() > 3 || !LooksLikePersonName(T(doc, para.front()), rules)) return;
  for (int i : para) {
    const std::string_view t = T(doc, i);
    if (Tokens(t) > 8 || EndsWithPeriod(t) || !FindDates(t, rules).empty()) return;
  }
  blocks[0].lines.insert(blocks[0].lines.end(), para.begin(), para.end());
  from.lines.erase(from.lines.begin(), from.lines.begin() + static_cast<long>(para.size()));
}

void AdoptSidebarLists(const extract::Document& doc, const Rules& rules, Normalized* out) {
  if (doc.format != extract::Format::kText) return;
  auto& blocks = out->blocks;
  for (std::size_t k = 1; k < blocks.size(); ++k) {
    Block& list = blocks[k];
    if (!list.lines.empty() || list.heading_line < 0 || list.container) continue;
    Judge judge = nullptr;
    if (list.section == Section::kLanguages) {
      judge = LanguageParagraph;
    } else if (list.section == Section::kSkills) {
      judge = SkillParagraph;
    } else if (list.section == Section::kInterests) {
      judge = InterestParagraph;
    } else {
      continue;
    }
    // The first run after the heading, in a section of another kind (not the head, not the
    // contact details).
    for (std::size_t s = k + 1; s < blocks.size(); ++s) {
      Block& from = blocks[s];
      // (A section of the same kind further on holds the list: "Skills" over "Tools".)
      if (from.section == list.section) break;
      if (from.section == Section::kContact || from.lines.empty()) continue;
      if (list.section == Section::kSkills &&
          (from.section == Section::kLanguages || from.section == Section::kInterests))
        continue;
      // (An interest's lines are short lines, as a skills group's and a degree's courses are:
      // only from a section of entries with prose, not from a list or the education.)
      if (list.section == Section::kInterests &&
          (from.section != Section::kWork && from.section != Section::kVolunteer && from.section != Section::kProjects))
        continue;
      const std::vector<std::vector<int>> paras = Paragraphs(doc, from.lines);
      std::size_t begin = paras.size(), end = paras.size();
      for (std::size_t j = 0; j < paras.size(); ++j) {
        const Fit f = judge(doc, rules, paras[j]);
        if (begin == paras.size()) {
          if (f == Fit::kOpens) begin = j;
          continue;
        }
        if (f == Fit::kNo) {
          end = j;
          break;
        }
      }
      if (begin == paras.size()) continue;
      std::vector<int> taken, kept;
      for (std::size_t j = 0; j < paras.size(); ++j) {
        std::vector<int>& to = (j >= begin && j < end) ? taken : kept;
        to.insert(to.end(), paras[j].begin(), paras[j].end());
      }
      if (list.section == Section::kLanguages && LanguageLines(doc, rules, taken) < 2) continue;
      list.lines = std::move(taken);
      from.lines = std::move(kept);
      break;
    }
  }
}

void ListsUnderSummary(const extract::Document& doc, const Rules& rules, Normalized* out) {
  if (doc.format != extract::Format::kText) return;
  auto& blocks = out->blocks;
  for (std::size_t k = 2; k < blocks.size(); ++k) {
    Block& summary = blocks[k];
    Block& skills = blocks[k - 1];
    if (summary.section != Section::kSummary || summary.lines.empty() || summary.container ||
        skills.section != Section::kSkills || skills.lines.empty() || skills.container)
      continue;
    bool lists = true, labelled = false;
    for (std::size_t j = 0; j < summary.lines.size() && lists; ++j) {
      const std::string_view t = T(doc, summary.lines[j]);
      const bool label = LabelledListLine(t, rules);
      // (Or the line a labelled list wrapped onto: after a comma, no sentence.)
      const bool goes_on = j > 0 && text::EndsWith(text::Trim(T(doc, summary.lines[j - 1])), ",") && !EndsWithPeriod(t) &&
                           FindDates(t, rules).empty();
      labelled = labelled || label;
      lists = label || goes_on;
    }
    if (!lists || !labelled) continue;
    if (!summary.heading_in_row) {
      skills.lines.insert(skills.lines.end(), summary.lines.begin(), summary.lines.end());
      summary.lines.clear();
      continue;
    }
    // (Where the name is its first line's first cell: a second skills section under that name,
    // which reads the row as a section reads its heading's row.)
    summary.section = Section::kSkills;
    summary.rule = skills.rule;
  }
}

}  // namespace cvmill::normalize::internal
