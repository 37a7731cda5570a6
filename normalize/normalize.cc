// Section segmentation: headings (rules and typography) and lead-in sentences.
#include <unicode/uchar.h>

#include "common/text.h"
#include "normalize/internal/heading_style.h"
#include "normalize/internal/interleaved.h"
#include "normalize/internal/margin_blocks.h"
#include "normalize/memo.h"
#include "normalize/internal/sidebar_lists.h"
#include "normalize/internal/stray_groups.h"
#include "normalize/internal/stacked.h"
#include "normalize/internal/rules_impl.h"

namespace cvmill::normalize {
namespace {

// A short line in capitals that no rule knows ("CERTIFICATIONS & LICENCES") after the first
// known heading still opens a section, so its lines do not pollute the section before.
// How many letters `t` has; -1 when one of them is lower case. (`t` is valid UTF-8: the
// extract stage repaired it.)
int CapitalLetters(std::string_view t) {
  int letters = 0;
  for (std::size_t i = 0; i < t.size();) {
    auto c = static_cast<UChar32>(text::NextCodePoint(t, i));
    if (u_islower(c)) return -1;
    if (u_isalpha(c)) ++letters;
  }
  return letters;
}

bool TypographicHeading(const extract::Line& line) {
  if (line.bullet || line.text.size() > 50 || text::HasDigit(line.text)) return false;
  if (text::WordCount(line.text) > 4 || line.blank_before == 0) return false;
  return CapitalLetters(line.text) >= 4;
}

// "Street 1, 80331 City": a part of a comma list that starts with a postcode.
bool AddressLike(std::string_view t, const Rules& rules) {
  for (std::string_view part : text::Split(t, ',')) {
    part = text::Trim(part);
    std::size_t sp = part.find(' ');
    if (IsPostcode(part.substr(0, sp), rules) && sp != std::string_view::npos) return true;
  }
  return false;
}

// The document head already holds a line that could be the person's name.
bool HeadHasName(const Normalized& out, const extract::Document& doc, const Rules& rules) {
  for (int i : out.blocks.front().lines) {
    if (LooksLikePersonName(doc.lines[static_cast<std::size_t>(i)].text, rules)) return true;
  }
  return false;
}

// b may continue a heading a began: the next line, in the same type, both short, no list, no
// cells, no blank line between.
bool WrappedLine(const extract::Line& a, const extract::Line& b) {
  return !a.bullet && !b.bullet && b.blank_before == 0 && a.column == b.column && a.page == b.page &&
         a.bold == b.bold && a.heading_level == b.heading_level && a.font_size == b.font_size &&
         text::WordCount(a.text) <= 4 && text::WordCount(b.text) <= 3 && !text::HasDigit(b.text) &&
         a.text.find('\t') == std::string::npos && b.text.find('\t') == std::string::npos;
}

// Where the rest of a line starts after its leading words in capitals (one to four, letters
// only), when a word with lower case follows; 0 when the line does not open so.
std::size_t RunInCapitals(std::string_view t) {
  t = t.substr(0, t.find('\t'));  // (words before the row's first gap)
  std::size_t at = 0, words = 0, end = 0;
  while (at < t.size() && words <= 4) {
    std::size_t e = t.find(' ', at);
    if (e == std::string_view::npos) e = t.size();
    if (e > at) {
      const int caps = CapitalLetters(t.substr(at, e - at));
      if (caps < 0) return words >= 1 ? end : 0;  // the first word with lower case
      if (caps == 0) return 0;                    // a number, a mark: no heading of words
      ++words;
      end = e;
    }
    at = e + 1;
  }
  return 0;
}

// A row's first cell, when it names a section (not a title) and the rest of the row does not
// name one too (two columns' headings side by side are not a margin column).
std::optional<Heading> FirstCellHeading(const extract::Line& line, const Rules& rules) {
  const std::size_t tab = line.text.find('\t');
  if (tab == std::string::npos || tab == 0) return std::nullopt;
  auto h = MatchHeading(std::string_view(line.text).substr(0, tab), rules);
  if (!h || h->title || MatchHeading(text::Trim(std::string_view(line.text).substr(tab + 1)), rules))
    return std::nullopt;
  return h;
}

// Whether the row's first cell ends left of where the next line without cells starts: a name
// set flush right in a margin column ("      Profile <gap> Nurse with…" over text indented
// past it).
bool CellLeftOfText(const extract::Document& doc, std::size_t i) {
  const extract::Line& line = doc.lines[i];
  const std::size_t tab = line.text.find('\t');
  if (tab == std::string::npos) return false;
  std::size_t width = 0;
  for (std::size_t k = 0; k < tab;) {
    text::NextCodePoint(line.text, k);
    ++width;
  }
  for (std::size_t j = i + 1; j < doc.lines.size() && j <= i + 3; ++j) {
    const extract::Line& next = doc.lines[j];
    if (next.text.find('\t') != std::string::npos) continue;
    return next.indent >= line.indent + static_cast<int>(width) + 2;
  }
  return false;
}

// A row of a margin column of section names: at the left edge or ending left of the text
// beside it, not right under a heading (a table's label rows under a skills heading are not
// one).
// (`set_in`: names set flush right count, where the document has fewer than two headings on
// lines of their own: a label column of fields beside standalone headings is no margin column.)
bool MarginRow(const extract::Document& doc, std::size_t i, const std::vector<std::optional<Heading>>& matched,
               bool set_in) {
  const extract::Line& line = doc.lines[i];
  return (line.indent <= 2 || (set_in && CellLeftOfText(doc, i))) && !line.bullet && (i == 0 || !matched[i - 1]);
}

// Section names in a margin column beside their sections' text, as a text dump lays it out
// ("Experience <gap> Engineer, Acme" over lines indented to where the row's second cell
// begins): rows of two or more sections open so, and more lines of the document stand
// indented to the right of the left edge (the column the sections' text is set in) than at it.
bool MarginHeadingColumn(const extract::Document& doc, const Rules& rules,
                         const std::vector<std::optional<Heading>>& matched, bool* set_in) {
  *set_in = false;
  if (doc.format != extract::Format::kText) return false;
  int standalone = 0;
  for (std::size_t i = 0; i < doc.lines.size(); ++i)
    standalone += matched[i] && !matched[i]->title && doc.lines[i].text.find('\t') == std::string::npos;
  *set_in = standalone < 2;
  int indented = 0, flush = 0;
  std::optional<Section> first;
  bool two = false;
  for (std::size_t i = 0; i < doc.lines.size(); ++i) {
    const extract::Line& line = doc.lines[i];
    if (line.indent >= 8) ++indented;
    if (line.indent <= 2) ++flush;
    if (!MarginRow(doc, i, matched, *set_in)) continue;
    auto h = FirstCellHeading(line, rules);
    if (!h) continue;
    if (!first) first = h->section;
    else two = two || h->section != *first;
  }
  return two && indented > flush;
}

// In plain text, a line inside a skills section that names another section is a group's
// name there ("Languages" or "Leadership" over its items set in under it), not a heading:
// it stands closer to the skills heading than headings stand from the text before them
// (fewer blank lines before it, where that heading has two or more) or is set in past it,
// and a line of the two after it is set in past the line itself (its items, perhaps after a
// level at its own indent); or an item set in past that heading right under another; or it
// stands over a level and an item, no blank line between ("Leadership" / "Advanced" /
// "Rota planning"). Not a line in capitals under a heading in capitals.
// The text states a level whole ("Advanced"), its cell alone on its row.
bool LevelCell(std::string_view t, const Rules& rules) {
  const std::string level(text::Trim(t));
  std::size_t lb = 0, le = 0;
  return !level.empty() && level.find('\t') == std::string::npos && FindLevel(level, rules, &lb, &le) && lb == 0 &&
         le == level.size();
}

// The two lines after lines[i] (which exist) are a level stated whole over an item: not a
// level, not a heading's words.
bool LevelOverItem(const extract::Document& doc, const Rules& rules, std::size_t i) {
  const std::string& item = doc.lines[i + 2].text;
  return LevelCell(doc.lines[i + 1].text, rules) && !LevelCell(item, rules) && !MatchHeading(item, rules);
}

// A skill card's name, whatever words it has: over its level stated whole, no blank line
// between, and an item under that ("Leadership" / "Advanced" / "Rota planning"). A heading has
// no level under it; a languages heading over a column of levels has a level under that, and
// one over languages grouped by level ("Languages" / "Fluent" / "German") a language under it.
// (Blank lines count in plain text only: elsewhere they are paragraph spacing a style gives.)
bool SkillCard(const extract::Document& doc, const Rules& rules, std::size_t i) {
  if (i + 2 >= doc.lines.size() || doc.lines[i].text.find('\t') != std::string::npos || doc.lines[i + 2].bullet)
    return false;
  if (doc.format == extract::Format::kText && (doc.lines[i + 1].blank_before != 0 || doc.lines[i + 2].blank_before != 0))
    return false;
  const std::string& item = doc.lines[i + 2].text;
  if (!LevelOverItem(doc, rules, i)) return false;
  const std::string_view first = text::Trim(item).substr(0, text::Trim(item).find_first_of(" ,(\t"));
  return !IsLanguageName(first, rules);
}

// One of a column of labels read before their values, right under a heading in capitals (a
// text dump of a Europass grid: "Mother tongue" / "Other languages" / "Tools" / "Leadership"
// over "English" / "Polish: Fluent" / "Go, C++, Rust"): three short names or more in a run
// from the heading, no line in capitals among them, a list after the run. Never a heading,
// whatever its words.
bool LabelColumnName(const extract::Document& doc, std::size_t i, int heading_line) {
  if (doc.format != extract::Format::kText || heading_line < 0 || static_cast<int>(i) <= heading_line) return false;
  if (CapitalLetters(doc.lines[static_cast<std::size_t>(heading_line)].text) < 3) return false;
  std::size_t first = static_cast<std::size_t>(heading_line) + 1;
  // (Past the heading's tail, "PERSONAL" / "SKILLS" wrapped in a narrow column.)
  if (first < doc.lines.size() && doc.lines[first].blank_before == 0 && CapitalLetters(doc.lines[first].text) >= 3) ++first;
  if (i < first || i - first > 12) return false;
  auto short_name = [](const extract::Line& l) {
    return !l.bullet && l.text.find_first_of(",:;\t") == std::string::npos && text::WordCount(l.text) <= 4 &&
           !text::HasDigit(l.text) && CapitalLetters(l.text) < 0 && l.blank_before <= 1;
  };
  std::size_t end = first;
  while (end < doc.lines.size() && end - first < 12 && short_name(doc.lines[end])) ++end;
  const std::size_t run = end - first;
  if (run < 3 || i >= end) return false;
  for (std::size_t j = end; j < doc.lines.size() && j < end + run + 2; ++j) {
    if (doc.lines[j].text.find(',') != std::string::npos) return true;
  }
  return false;
}

bool GroupNameInSkills(const extract::Document& doc, const Rules& rules, std::size_t i, int heading_line) {
  if (doc.format != extract::Format::kText || heading_line < 0) return false;
  const extract::Line& h = doc.lines[static_cast<std::size_t>(heading_line)];
  const extract::Line& line = doc.lines[i];
  // (A line in capitals where the heading is so set is a heading, whatever its place.)
  if (CapitalLetters(h.text) >= 3 && CapitalLetters(line.text) >= 3) return false;
  if (SkillCard(doc, rules, i)) return true;
  // (An item among its kind, set in past the heading right under another, a line of one
  // item: "Budgeting" under "Rota planning".)
  if (i > 0 && line.indent > h.indent && line.blank_before == 0 && doc.lines[i - 1].indent == line.indent &&
      static_cast<int>(i - 1) > heading_line && doc.lines[i - 1].text.find('\t') == std::string::npos)
    return true;
  // (A line inside a paragraph of the section's short lines, where the section's heading is set
  // off by a blank line: one of a column of names, "Pastry" / "Leadership" / "Tools".)
  auto short_name = [&](const extract::Line& l) {
    return !l.bullet && l.text.find_first_of(",:;\t") == std::string::npos && text::WordCount(l.text) <= 4 &&
           !text::HasDigit(l.text);
  };
  if (h.blank_before > 0 && line.blank_before == 0 && static_cast<int>(i) > heading_line + 1 && i + 1 < doc.lines.size() &&
      [&] { std::size_t at = 0; return u_isupper(static_cast<UChar32>(text::NextCodePoint(line.text, at))) != 0; }() &&
      doc.lines[i + 1].blank_before == 0 && short_name(doc.lines[i - 1]) && short_name(doc.lines[i + 1]) &&
      !MatchHeading(doc.lines[i + 1].text, rules))
    return true;
  if (line.indent < h.indent || (line.indent == h.indent && (h.blank_before < 2 || line.blank_before >= h.blank_before)))
    return false;
  for (std::size_t j = i + 1; j < doc.lines.size() && j <= i + 2; ++j) {
    if (doc.lines[j].blank_before > 1) return false;
    if (doc.lines[j].indent > line.indent) return true;
  }
  return false;
}

// A line of the person's contact details (an e-mail address, even one cut by a narrow column,
// a web address or a network's path, a phone number): never a heading, whatever its type.
bool ContactDetail(std::string_view t) {
  return t.find('@') != std::string_view::npos || !FindUrls(t).empty() || FindPhone(t).has_value() ||
         (t.find('/') != std::string_view::npos && t.find(' ') == std::string_view::npos);
}

// A skill card's name ("LEADERSHIP" / "ADVANCED" / "CHARGE NURSE" ...): a short line of words,
// in the same column as the two lines after it, the first of them a level stated whole, the
// second not a level nor a heading (the card's first item). The card's template is the
// evidence, not the name's words, so a name that is also a section's word ("Leadership")
// is a card's where it stands over a level and an item.
// Plain text only: where type sets the cards apart (PDF, HTML, DOCX), their readers use it.
bool CardName(const extract::Document& doc, const Rules& rules, std::size_t i) {
  const extract::Line& line = doc.lines[i];
  if (doc.format != extract::Format::kText || line.bullet || line.text.find('\t') != std::string::npos || text::HasDigit(line.text) ||
      text::WordCount(line.text) > 4 || LevelCell(line.text, rules) || ContactDetail(line.text) ||
      MatchDegree(line.text, rules))
    return false;
  // (A languages heading over a language's level, "Languages" / "Fluent" / "German", is the
  // section of that name: its list reads as cards would.)
  if (auto h = MatchHeading(line.text, rules); h && h->section == Section::kLanguages) return false;
  if (i + 2 >= doc.lines.size()) return false;
  const extract::Line& level = doc.lines[i + 1];  // (blank lines are not lines: blank_before counts them)
  const extract::Line& item = doc.lines[i + 2];
  if (level.column != line.column || item.column != line.column || level.page != line.page) return false;
  if (level.blank_before > 2 || item.blank_before > 2) return false;
  // (Not a list of name-and-level pairs, "English" / "Native" / "German" / "Fluent": the item
  // has no level under it.)
  if (i + 3 < doc.lines.size() && LevelCell(doc.lines[i + 3].text, rules)) return false;
  return LevelOverItem(doc, rules, i) && item.text.find('\t') == std::string::npos && !text::HasDigit(item.text) && text::WordCount(item.text) <= 6;
}

// A card's item: a short line of words in the column of the line before, close under it.
bool CardItem(const extract::Document& doc, const Rules& rules, std::size_t i) {
  const extract::Line& l = doc.lines[i];
  return i > 0 && l.column == doc.lines[i - 1].column && l.page == doc.lines[i - 1].page && !l.bullet &&
         l.blank_before <= 2 && l.text.find('\t') == std::string::npos && !text::HasDigit(l.text) &&
         text::WordCount(l.text) <= 6 && !LevelCell(l.text, rules) && !ContactDetail(l.text);
}

// The first of two skill cards or more: a card's name whose items, short lines in its column,
// run on to the next card's name within a few lines. (The repetition is the evidence that
// opens the cards where no heading and no type does.)
bool CardRun(const extract::Document& doc, const Rules& rules, std::size_t i) {
  if (!CardName(doc, rules, i)) return false;
  for (std::size_t j = i + 3; j < doc.lines.size() && j <= i + 14; ++j) {
    const extract::Line& l = doc.lines[j];
    if (l.column != doc.lines[i].column || l.page != doc.lines[i].page || l.bullet || l.blank_before > 2) return false;
    if (CardName(doc, rules, j)) return true;
    if (!CardItem(doc, rules, j)) return false;
  }
  return false;
}

bool SameType(const extract::Line& a, const extract::Line& b) {
  return a.bold == b.bold && a.heading_level == b.heading_level && a.font_size == b.font_size;
}

}  // namespace

Normalized Normalize(const extract::Document& doc, const Rules& rules, HeadingTrace* trace) {
  const QueryMemo memo(rules);
  Normalized out;
  out.blocks.emplace_back();  // the document head
  bool in_leadin = false;
  int leadin_indent = 0;
  bool seen_heading = false;
  // PDF: when reading moves to another column, contact lines before that column's first
  // heading (beside a sidebar) belong to the document head, not to the section before.
  int column = 0;
  bool column_head = false;
  int name_column = -1;          // the column whose head held the person's name, moved
  std::size_t name_blocks = 0;   // the blocks there were then (a heading since ends its head)
  float name_size = 0;           // its type size (PDF): the name set larger than its head's lines
  int name_level = 0;            // its heading level (HTML, DOCX: the page's h1)
  const extract::Line* sub_type = nullptr;  // the type of a named section's entry titles set as headings
  std::vector<std::optional<Heading>> matched(doc.lines.size());
  for (std::size_t i = 0; i < doc.lines.size(); ++i) {
    if (!doc.lines[i].bullet) matched[i] = MatchHeading(doc.lines[i].text, rules);
  }
  // A heading wrapped onto a second line in the same type ("INFORMATIONS" /
  // "COMPLÉMENTAIRES" in a narrow column): the first line names it, the second is its tail.
  std::vector<bool> tail(doc.lines.size(), false);
  for (std::size_t i = 0; i + 1 < doc.lines.size(); ++i) {
    const extract::Line& a = doc.lines[i];
    const extract::Line& b = doc.lines[i + 1];
    if (matched[i + 1] || !WrappedLine(a, b)) continue;
    // (Only lines set apart as headings are: a level, bold, or capitals.)
    if (a.heading_level == 0 && !a.bold && (CapitalLetters(a.text) < 0 || CapitalLetters(b.text) < 0)) continue;
    if (auto h = MatchHeading(a.text + " " + b.text, rules); h && !h->title) {
      matched[i] = h;
      tail[i + 1] = true;
      ++i;
    }
  }
  const internal::HeadingStyle style(doc, matched, trace);
  int caps_headings = 0;  // headings the rules know, set in capitals
  for (std::size_t i = 0; i < doc.lines.size(); ++i)
    caps_headings += matched[i] && !matched[i]->title && CapitalLetters(doc.lines[i].text) > 0;
  bool set_in = false;
  const bool margin_column = MarginHeadingColumn(doc, rules, matched, &set_in);
  using Why = HeadingTrace::Why;
  for (std::size_t i = 0; i < doc.lines.size(); ++i) {
    const extract::Line& line = doc.lines[i];
    const int idx = static_cast<int>(i);
    if (tail[i] && out.blocks.back().heading_tail == idx) continue;
    if (line.column != column) {
      column = line.column;
      column_head = seen_heading;
    }
    auto open = [&](Section s, const Heading* h) {
      sub_type = nullptr;
      Block b;
      b.section = s;
      b.heading = line.text;
      b.heading_line = idx;
      if (i + 1 < doc.lines.size() && tail[i + 1]) {
        b.heading += " " + doc.lines[i + 1].text;
        b.heading_tail = idx + 1;
      }
      if (h) {
        b.rule = h->rule;
        b.group = h->group;
        b.preprint = h->preprint;
        b.container = h->container;
      } else {
        b.rule = "typography";
      }
      out.blocks.push_back(std::move(b));
    };
    // A skill card's name set as a heading opens a skills group's block of its own (below).
    auto open_card = [&] {
      open(Section::kSkills, nullptr);
      out.blocks.back().rule = "skills.card";
      out.blocks.back().group = true;
    };
    // A skill card's name after a card (or inside a skills section) goes on with the cards,
    // whatever its words or type: cards repeat one template, a name over a level over items.
    if (const Block& last = out.blocks.back();
        (last.section == Section::kSkills ||
         (last.rule == "typography" && last.heading_line >= 0 && !last.lines.empty() &&
          CardName(doc, rules, static_cast<std::size_t>(last.heading_line)))) &&
        !(matched[i] && matched[i]->section == Section::kSkills) &&  // (a skill group's own heading opens as before)
        (CardName(doc, rules, i) ||
         (i > 0 && LevelCell(line.text, rules) && CardName(doc, rules, i - 1)) ||
         (last.section != Section::kSkills && !matched[i] && CardItem(doc, rules, i)))) {
      out.blocks.back().lines.push_back(idx);
      if (trace && matched[i]) internal::NoteLabel(trace, idx, *matched[i], 0);
      continue;
    }
    if (seen_heading && out.blocks.back().section != Section::kSkills && CardRun(doc, rules, i)) {
      open(Section::kNone, nullptr);
      if (trace) internal::NoteBlock(trace, Why::kShape, out.blocks.back());
      continue;
    }
    bool ended_leadin = false;
    bool card = false;  // a skill card's name (below)
    if (!line.bullet) {
      // Words of a heading set as plain text where the document's headings are set apart:
      // a label inside an entry ("Courses"), not a section.
      static const std::optional<Heading> kNoHeading;
      // (Titles open what they always open, and so does a group's name, "Outils :", unless
      // it is set as body text inside its own section: there it names a card of that
      // section, beside the others.)
      const bool opens = matched[i] && (matched[i]->title || (matched[i]->group && !(style.BodyText(i) && out.blocks.back().section == matched[i]->section)));
      // (The skills section's own heading, before the groups' names that opened blocks of it.)
      std::size_t skills = out.blocks.size() - 1;
      while (skills > 1 && out.blocks[skills].group && out.blocks[skills - 1].section == Section::kSkills) --skills;
      // (A skill card's name set as a heading, whatever its words, "Leadership" / "Advanced" /
      // "Hiring": a skills group's block of its own. In plain text the skills section reads its
      // cards' names among its lines, below.)
      card = doc.format != extract::Format::kText && !line.bullet &&
             !(matched[i] && (matched[i]->title || matched[i]->section == Section::kSkills)) && SkillCard(doc, rules, i);
      const bool group_name = matched[i] && !matched[i]->title && out.blocks.back().section == Section::kSkills &&
                              ((matched[i]->section != Section::kSkills &&
                                GroupNameInSkills(doc, rules, i, out.blocks[skills].heading_line)) ||
                               LabelColumnName(doc, i, out.blocks[skills].heading_line));
      const std::optional<Heading>& h =
          matched[i] && ((!opens && style.PlainLabel(i)) || group_name) ? kNoHeading : matched[i];
      if (trace && matched[i] && !h) internal::NoteLabel(trace, idx, *matched[i], style.Lacks(i));
      if (h && card) {
        column_head = false;
        open_card();
        if (trace) internal::NoteBlock(trace, Why::kCard, out.blocks.back());
        in_leadin = false;
        seen_heading = true;
        continue;
      }
      if (h) {
        if (h->title) {  // "Curriculum Vitae" at a column's top: the head goes on
          out.title_lines.push_back(idx);
          if (trace) internal::NoteLabel(trace, idx, *h, 0);
          continue;
        }
        column_head = false;
        open(h->section, &*h);
        if (trace) internal::NoteBlock(trace, Why::kRule, out.blocks.back());
        in_leadin = false;
        seen_heading = true;
        continue;
      }
      // Under a heading that holds sections ("Additional information"), a row whose first
      // cell names a section opens it, the rest of the row its first line (a label column of
      // section names beside their entries). (Once a row has opened a section so, the next
      // such row opens the next. Not in a skills section a card's name beside its level,
      // "Leadership <gap> Advanced".)
      if (const Block& last = out.blocks.back();
          last.heading_in_row || last.container || (margin_column && MarginRow(doc, i, matched, set_in) && FirstCellHeading(line, rules))) {
        std::size_t tab = line.text.find('\t');
        std::optional<Heading> cell;
        if (tab != std::string::npos && tab > 0) cell = MatchHeading(std::string_view(line.text).substr(0, tab), rules);
        if (cell && !cell->title && !(last.section == Section::kSkills && cell->section != Section::kSkills &&
                                      LevelCell(std::string_view(line.text).substr(tab + 1), rules))) {
          open(cell->section, &*cell);
          out.blocks.back().heading = std::string(text::Trim(std::string_view(line.text).substr(0, tab)));
          out.blocks.back().heading_in_row = true;
          out.blocks.back().lines.push_back(idx);
          if (trace) internal::NoteBlock(trace, Why::kRowCell, out.blocks.back());
          in_leadin = false;
          continue;
        }
      }
      // A heading in capitals run into the first line of its section, no gap between them
      // ("VOLUNTEERING Food Trust, Treasurer | 2019"), where the document sets two or more
      // headings in capitals: the section opens, the rest of the row its first line.
      // (Not in the document head: "PERSONAL INFORMATION Jane Roe" there is read with its
      // label by the head.)
      if (std::size_t cut = caps_headings >= 2 && seen_heading ? RunInCapitals(line.text) : 0;
          cut > 0 && cut < line.text.find('\t')) {
        if (auto run = MatchHeading(std::string_view(line.text).substr(0, cut), rules); run && !run->title) {
          open(run->section, &*run);
          Block& b = out.blocks.back();
          b.heading = std::string(text::Trim(std::string_view(line.text).substr(0, cut)));
          b.heading_in_row = true;
          b.row_cut = cut;
          b.lines.push_back(idx);
          if (trace) internal::NoteBlock(trace, Why::kRowCell, b);
          in_leadin = false;
          seen_heading = true;
          column_head = false;
          continue;
        }
      }
      if (auto lead = MatchLeadIn(line.text, rules)) {
        open(lead->section, &*lead);
        if (trace) internal::NoteBlock(trace, Why::kLeadIn, out.blocks.back());
        in_leadin = true;
        leadin_indent = line.indent;
        continue;
      }
      if (in_leadin && line.indent <= leadin_indent) {
        // A lead-in opens one list; the next line that is not part of it ends it.
        Block b;
        b.rule = "after-list";
        out.blocks.push_back(std::move(b));
        in_leadin = false;
        ended_leadin = true;
        if (trace) internal::NoteLine(trace, Why::kListEnd, idx);
      }
    }
    // Only contact details move: an entry that breaks across two columns stays whole.
    // (Under a person's name moved so, the column's lines before its first heading are the
    // person's head too: a headline, a place; short lines, no sentence.)
    const bool name_here = column_head && LooksLikePersonName(line.text, rules) && !HeadHasName(out, doc, rules);
    const bool under_name = column_head && name_column == line.column && name_blocks == out.blocks.size() &&
                            ((line.font_size > 0 && name_size >= 1.6f * line.font_size) ||
                             (name_level == 1 && line.heading_level == 0)) &&
                            text::WordCount(line.text) <= 12 && !line.bullet && !text::EndsSentence(line.text);
    if (column_head && (FindEmail(line.text) || !FindUrls(line.text).empty() || FindPhone(line.text) ||
                        (text::WordCount(line.text) <= 6 && (ParsePlace(line.text, rules) ||
                                                              AddressLike(line.text, rules))) ||
                        name_here || under_name)) {
      if (name_here) name_column = line.column, name_blocks = out.blocks.size(), name_size = line.font_size,
                     name_level = line.heading_level;
      out.blocks.front().lines.push_back(idx);
      if (trace) internal::NoteLine(trace, Why::kToHead, idx);
      continue;
    }
    column_head = false;
    // The second line of an unknown heading wrapped in the same type ("OVENS AND" /
    // "PROVING"), type that sets it apart (a level, bold, a size): its tail, not a line of
    // its section nor a section of its own.
    if (Block& last = out.blocks.back(); last.rule == "typography" && last.lines.empty() &&
                                         last.heading_line == idx - 1 && last.heading_tail < 0 &&
                                         WrappedLine(doc.lines[i - 1], line) &&
                                         (line.heading_level > 0 || line.bold || line.font_size > 0)) {
      last.heading += " " + line.text;
      last.heading_tail = idx;
      continue;
    }
    // Unknown words open a section when set in the flow's heading style; where the flow has no
    // style, when set as a heading usually is (short, capitals, set off).
    // (Not a line after one that ends in a comma, in the same type: the list goes on, "Go," /
    // "SQL" where a style sets headings in capitals.)
    const bool list_goes_on = i > 0 && text::EndsWith(text::Trim(doc.lines[i - 1].text), ",") &&
                              SameType(doc.lines[i - 1], line);
    // (Nor in a skills section an acronym, one word of four letters or fewer: "IFRS", "SQL" in
    // capitals is an item there.)
    const bool acronym = out.blocks.back().section == Section::kSkills && text::WordCount(line.text) == 1 &&
                         text::CodePoints(text::Trim(line.text)) <= 4;
    // (Nor a level stated whole, "ADVANCED", right under a heading of unknown kind: a skill
    // card's level under its name; nor the line after it, the card's first item.)
    auto card_item = [&] {
      const Block& b = out.blocks.back();
      return b.rule == "typography" && b.lines.size() == 1 &&
             LevelCell(doc.lines[static_cast<std::size_t>(b.lines[0])].text, rules);
    };
    auto card_level = [&] {
      const Block& b = out.blocks.back();
      return b.rule == "typography" && b.lines.empty() && LevelCell(line.text, rules);
    };
    if (!line.bullet && !ended_leadin && seen_heading && !list_goes_on && !acronym && !ContactDetail(line.text) &&
        (style.HasStyle(i) ? style.InStyle(i) : TypographicHeading(line)) && !card_level() && !card_item()) {
      // A named section with no line yet, then unknown words in the heading style: its
      // entries' titles set as headings ("Education" / "Bachelor of Science" / ...), lines of
      // it, as are later lines set in that same type.
      // (Dates set above those titles come first: "08/2019 - Present" / "STORE MANAGER".)
      // (A contact line a dump set among them, from a sidebar, is neither.)
      auto only_dates = [&](const Block& b) {
        return std::all_of(b.lines.begin(), b.lines.end(), [&](int k) {
          const std::string& t = doc.lines[static_cast<std::size_t>(k)].text;
          return ParseDateRange(t, rules).has_value() || ContactDetail(t);
        });
      };
      // (Nor where the section's first entry opens with a title in this same type that the
      // style did not take, too long for a heading: "Master of Education (…)" / "Bachelor of
      // Science" both set as the headings are.)
      auto opened_so = [&](const Block& b) {
        // (Type a text dump cannot show: there every line is of one type.)
        if (!line.bold && line.heading_level == 0 && line.font_size == 0) return false;
        for (int k : b.lines) {
          const extract::Line& first = doc.lines[static_cast<std::size_t>(k)];
          if (ParseDateRange(first.text, rules).has_value() || ContactDetail(first.text)) continue;
          return SameType(first, line) && AllCaps(first.text) == AllCaps(line.text);
        }
        return false;
      };
      // (Not a skill card's name over its level: a card, not an entry's title.)
      if (Block& last = out.blocks.back(); last.rule != "typography" && last.heading_line >= 0 && !CardName(doc, rules, i) &&
          ((sub_type == nullptr && (only_dates(last) || opened_so(last))) || (sub_type && SameType(*sub_type, line)))) {
        if (sub_type == nullptr) sub_type = &line;
        last.lines.push_back(idx);
        continue;
      }
      if (card) open_card();
      else open(Section::kNone, nullptr);
      if (trace) internal::NoteBlock(trace, card ? Why::kCard : style.HasStyle(i) ? Why::kStyle : Why::kShape, out.blocks.back());
      continue;
    }
    out.blocks.back().lines.push_back(idx);
  }
  if (margin_column) internal::CentredMarginHeadings(doc, &out);
  internal::LiftHeadName(doc, rules, &out);
  internal::ShareStackedSections(doc, rules, &out, trace);
  internal::RehomeInterleavedEntries(doc, rules, &out);
  internal::AdoptSidebarLists(doc, rules, &out);
  internal::ListsUnderSummary(doc, rules, &out);
  internal::RehomeStrayGroups(doc, rules, &out);
  return out;
}

}  // namespace cvmill::normalize
