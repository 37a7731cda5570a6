// Section segmentation: headings (rules and typography) and lead-in sentences.
#include <unicode/uchar.h>

#include "common/text.h"
#include "normalize/internal/heading_style.h"
#include "normalize/internal/rules_impl.h"

namespace cvmill::normalize {
namespace {

// A short line in capitals that no rule knows ("CERTIFICATIONS & LICENCES") after the first
// known heading still opens a section, so its lines do not pollute the section before.
bool TypographicHeading(const extract::Line& line) {
  if (line.bullet || line.text.size() > 50 || text::HasDigit(line.text)) return false;
  if (text::WordCount(line.text) > 4 || line.blank_before == 0) return false;
  int letters = 0;
  const std::string& t = line.text;  // valid UTF-8: the extract stage repaired it
  for (std::size_t i = 0; i < t.size();) {
    auto c = static_cast<UChar32>(text::NextCodePoint(t, i));
    if (u_islower(c)) return false;
    if (u_isalpha(c)) ++letters;
  }
  return letters >= 4;
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

}  // namespace

Normalized Normalize(const extract::Document& doc, const Rules& rules) {
  Normalized out;
  out.blocks.emplace_back();  // the document head
  bool in_leadin = false;
  int leadin_indent = 0;
  bool seen_heading = false;
  // PDF: when reading moves to another column, contact lines before that column's first
  // heading (beside a sidebar) belong to the document head, not to the section before.
  int column = 0;
  bool column_head = false;
  std::vector<std::optional<Heading>> matched(doc.lines.size());
  for (std::size_t i = 0; i < doc.lines.size(); ++i) {
    if (!doc.lines[i].bullet) matched[i] = MatchHeading(doc.lines[i].text, rules);
  }
  const internal::HeadingStyle style(doc, matched);
  for (std::size_t i = 0; i < doc.lines.size(); ++i) {
    const extract::Line& line = doc.lines[i];
    const int idx = static_cast<int>(i);
    if (line.column != column) {
      column = line.column;
      column_head = seen_heading;
    }
    auto open = [&](Section s, const Heading* h) {
      Block b;
      b.section = s;
      b.heading = line.text;
      b.heading_line = idx;
      if (h) {
        b.rule = h->rule;
        b.group = h->group;
        b.preprint = h->preprint;
      } else {
        b.rule = "typography";
      }
      out.blocks.push_back(std::move(b));
    };
    bool ended_leadin = false;
    if (!line.bullet) {
      // Words of a heading set as plain text where the document's headings are set apart:
      // a label inside an entry ("Courses"), not a section.
      static const std::optional<Heading> kNoHeading;
      // (Titles open what they always open, and so does a group's name, "Outils :", unless
      // it is set as body text inside its own section: there it names a card of that
      // section, beside the others.)
      const bool opens = matched[i] && (matched[i]->title || (matched[i]->group && !(style.BodyText(i) && out.blocks.back().section == matched[i]->section)));
      const std::optional<Heading>& h = matched[i] && !opens && style.PlainLabel(i) ? kNoHeading : matched[i];
      if (h) {
        if (h->title) {  // "Curriculum Vitae" at a column's top: the head goes on
          out.title_lines.push_back(idx);
          continue;
        }
        column_head = false;
        open(h->section, &*h);
        in_leadin = false;
        seen_heading = true;
        continue;
      }
      if (auto lead = MatchLeadIn(line.text, rules)) {
        open(lead->section, &*lead);
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
      }
    }
    // Only contact details move: an entry that breaks across two columns stays whole.
    if (column_head && (FindEmail(line.text) || !FindUrls(line.text).empty() || FindPhone(line.text) ||
                        (text::WordCount(line.text) <= 6 && (ParsePlace(line.text, rules) ||
                                                              AddressLike(line.text, rules))) ||
                        (LooksLikePersonName(line.text, rules) && !HeadHasName(out, doc, rules)))) {
      out.blocks.front().lines.push_back(idx);
      continue;
    }
    column_head = false;
    // Unknown words open a section when set in the flow's heading style; where the flow has no
    // style, when set as a heading usually is (short, capitals, set off).
    if (!line.bullet && !ended_leadin && seen_heading &&
        (style.HasStyle(i) ? style.InStyle(i) : TypographicHeading(line))) {
      open(Section::kNone, nullptr);
      continue;
    }
    out.blocks.back().lines.push_back(idx);
  }
  return out;
}

}  // namespace cvmill::normalize
