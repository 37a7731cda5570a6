// A section's lines into entries: what kind each line is (date, place, bullet, prose,
// header, link, field label), how they group, and what an entry's header, highlights, body
// and link say.
#include <unicode/uchar.h>

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "structure/internal/build.h"
#include "structure/list_flush.h"

namespace cvmill::structure::internal {

std::vector<Kind> Builder::Classify(const std::vector<int>& lines) const {
  std::vector<Kind> kinds(lines.size(), Kind::kHead);
  bool any_head = false;
  int list_indent = -1;
  int list_line = -1;  // the last list item's line

  for (std::size_t k = 0; k < lines.size(); ++k) {
    int i = lines[k];
    const extract::Line& line = L(i);
    Kind kind;
    if (Noise(i)) {
      kind = Kind::kSkip;
    } else if (line.bullet) {
      kind = DatedItem(i) ? Kind::kEntryBullet : Kind::kBullet;
      list_indent = line.indent;
      list_line = i;
    } else if (list_indent >= 0 && line.indent > list_indent && line.blank_before <= 1 &&
               !(PureDate(i) && line.indent > list_indent + 8) &&  // (not a date set flush right)
               !FlushWithItem(L(list_line), line)) {
      kind = Kind::kCont;
    } else if (list_indent >= 0 && line.blank_before == 0 && k > 0 && !line.text.empty() &&
               line.text[0] >= 'a' && line.text[0] <= 'z' && !EndsSentence(T(lines[k - 1])) &&
               line.text.find_first_of("@/\t") == std::string::npos && (!HasInlineDate(i) || YearInProse(i))) {
      // A list item wrapped with no indent (pdftotext's plain text): a line right under it,
      // the item broken off mid-sentence, that goes on in lower case (no date, cell or address:
      // "jun. 2015 – jan. 2020 | Title" opens the next entry; a year the sentence names,
      // "régional en 2022.", goes on).
      kind = Kind::kCont;
    } else if (k > 0 && kinds[k - 1] == Kind::kBody && line.blank_before == 0 && !line.text.empty() &&
               line.text[0] >= 'a' && line.text[0] <= 'z' && !EndsSentence(T(lines[k - 1])) &&
               line.text.find_first_of("@/\t") == std::string::npos && (!HasInlineDate(i) || YearInProse(i))) {
      // The same of a paragraph: "... and one bakery" over "in Leeds." goes on.
      kind = Kind::kBody;
    } else if (PureDate(i) || PlaceAndDate(i)) {
      kind = Kind::kDate;
    } else if (UrlLine(i)) {
      kind = Kind::kUrl;
    } else if (FieldLabel(i)) {
      kind = Kind::kLabel;

    } else if ((!line.text.empty() && !(line.text[0] >= 'a' && line.text[0] <= 'z') &&
                text::WordCount(line.text) <= 5 && nz::ParsePlace(line.text, rules_)) ||
               nz::LabelledPlace(line.text, rules_)) {
      kind = Kind::kPlace;
    } else if (IsProse(i) || WrappedSentence(i)) {
      kind = Kind::kBody;
    } else {
      kind = Kind::kHead;
    }
    if (!line.bullet && kind != Kind::kCont) list_indent = -1;
    if (kind == Kind::kHead || kind == Kind::kDate) any_head = true;
    kinds[k] = kind;
  }
  LabelledLines(lines, &kinds);
  GluedItems(lines, &kinds);
  DatedBodies(lines, &kinds);
  // A nested list whose outer items are short and each group of them is followed by deeper
  // items (a page's list of entries, each entry's fields as items and its highlights one
  // level down): the outer items are the entries' header lines.
  {
    int outer = -1;
    for (std::size_t k = 0; k < lines.size(); ++k) {
      if (kinds[k] == Kind::kBullet || kinds[k] == Kind::kEntryBullet) {
        int in = L(lines[k]).indent;
        outer = outer < 0 ? in : std::min(outer, in);
      }
    }
    std::size_t short_outer = 0, long_outer = 0, groups = 0, dated_outer = 0;
    bool in_group = false;
    for (std::size_t k = 0; k < lines.size() && outer >= 0; ++k) {
      if (kinds[k] != Kind::kBullet && kinds[k] != Kind::kEntryBullet) continue;
      if (L(lines[k]).indent == outer) {
        (text::WordCount(T(lines[k])) <= 8 ? short_outer : long_outer) += 1;
        dated_outer += PureDate(lines[k]) || OngoingWord(lines[k]);
        in_group = false;
      } else if (!in_group) {
        in_group = true;
        ++groups;
      }
    }
    // (So are outer items among which two are only a date: no highlight is a date alone; a
    // converter that made each of an entry's fields an item, "Acme" / "2021-04" / "present".)
    if (outer >= 0 && (groups >= 2 || dated_outer >= 2) && long_outer * 5 <= short_outer && !any_head) {
      for (std::size_t k = 0; k < lines.size(); ++k) {
        if ((kinds[k] != Kind::kBullet && kinds[k] != Kind::kEntryBullet) || L(lines[k]).indent != outer) continue;
        kinds[k] = PureDate(lines[k]) || PlaceAndDate(lines[k]) ? Kind::kDate : Kind::kHead;
        any_head = true;
      }
    }
  }
  // A list item that is only a date ("- Jun 2018": an end date's dash read as a list mark)
  // is the entry's date line, no highlight.
  for (std::size_t k = 0; k < lines.size(); ++k) {
    if (kinds[k] == Kind::kBullet && PureDate(lines[k]) && text::WordCount(T(lines[k])) <= 4) kinds[k] = Kind::kDate;
  }
  // "present" under a date line: the end of a range written on two lines (its dash perhaps
  // read as a list mark, "August 2019" / "– Present").
  for (std::size_t k = 1; k < lines.size(); ++k) {
    bool line_kind = kinds[k] == Kind::kHead || kinds[k] == Kind::kBullet || kinds[k] == Kind::kEntryBullet;
    if (line_kind && kinds[k - 1] == Kind::kDate && PureDate(lines[k - 1]) && PureDate(lines[k - 1])->single &&
        (OngoingWord(lines[k]) || (L(lines[k]).bullet && PureDate(lines[k]) && PureDate(lines[k])->single)))
      kinds[k] = Kind::kDate;
  }
  // A header-like line set deeper than the header line that opened the current entry, after
  // that entry's prose or items and in their type (not larger, not emphasised), is one more
  // item of it: a list whose markers are drawn, not text ("31 new clients in 2024" opens no
  // entry). (A row that also holds the section's heading, set in a margin column, says
  // nothing of where entries start.)
  int entry_indent = -1;
  Kind prev = Kind::kSkip;
  const extract::Line* prev_line = nullptr;
  std::vector<bool> drawn(lines.size(), false);  // items so found
  for (std::size_t k = 0; k < lines.size(); ++k) {
    if (kinds[k] == Kind::kSkip) continue;
    const extract::Line& line = L(lines[k]);
    // A dump's page may stand some columns right of the page before (pdftotext -layout sets
    // each page by its own edge): across a page break a header line that opens with a date
    // is no item by its indent (a date line alone there says nothing of the lines after it).
    if (line.page_break && kinds[k] == Kind::kHead && HasInlineDate(lines[k]) &&
        LineDates(lines[k]).front().begin == 0)
      entry_indent = -1;
    if (kinds[k] == Kind::kHead && !HeadingRow(lines[k])) {
      bool after_items = prev == Kind::kBody || prev == Kind::kBullet || prev == Kind::kCont;
      // (A row with a layout gap, "Title <gap> 2017 - 2020", is a header whatever its indent.)
      bool item_type = prev_line && line.heading_level == 0 && !line.bold &&
                       line.font_size <= prev_line->font_size + 0.1f && line.text.find('\t') == std::string::npos;
      if (after_items && item_type && entry_indent >= 0 && line.indent >= entry_indent + 2) {
        kinds[k] = Kind::kBullet;
        drawn[k] = true;
      } else if (entry_indent < 0 || after_items || prev == Kind::kDate) {
        entry_indent = line.indent;
      }
    }
    prev = kinds[k];
    prev_line = &line;
  }
  // A sentence set at such an item's indent, in its type, right before or after it, is an item
  // of the same list (the first item, a sentence, read as prose). (Unless the sentence before
  // runs on into the line: then that line is the end of a paragraph, no item.)
  auto same_set = [&](std::size_t j, std::size_t k) {
    return kinds[j] == Kind::kBody && !L(lines[j]).bullet && L(lines[j]).indent == L(lines[k]).indent &&
           L(lines[j]).font_size == L(lines[k]).font_size;
  };
  for (std::size_t k = 0; k < lines.size(); ++k) {
    if (!drawn[k]) continue;
    if (k > 0 && same_set(k - 1, k) && !EndsSentence(T(lines[k - 1]))) {
      kinds[k] = Kind::kBody;
      continue;
    }
    for (std::size_t j = k; j-- > 0 && same_set(j, k);) kinds[j] = Kind::kBullet, drawn[j] = true;
    for (std::size_t j = k + 1; j < lines.size() && same_set(j, k); ++j) kinds[j] = Kind::kBullet, drawn[j] = true;
  }
  // Such an item wrapped onto the next line at its indent ("Cut the ledger run from nine" over
  // "hours to two."): that line goes on with it where the item ends no sentence and the line
  // opens in lower case (or with a figure, "£45m", under an item of six words or more broken
  // off after a word in lower case; a short item, "Trained four graduates", is a list's own).
  for (std::size_t k = 1; k < lines.size(); ++k) {
    if (!drawn[k] || kinds[k] != Kind::kBullet || (kinds[k - 1] != Kind::kBullet && kinds[k - 1] != Kind::kCont) ||
        !drawn[k - 1] || L(lines[k]).blank_before > 0 || L(lines[k]).indent != L(lines[k - 1]).indent)
      continue;
    const std::string& above = T(lines[k - 1]);
    const std::string& t = T(lines[k]);
    if (above.empty() || t.empty() || EndsSentence(above) || std::string_view(":;").find(above.back()) != std::string_view::npos ||
        HasInlineDate(lines[k]))
      continue;
    std::size_t at = 0;
    const UChar32 c = text::NextCodePoint(t, at);
    const bool figure = u_isdigit(c) || u_charType(c) == U_CURRENCY_SYMBOL;
    if (u_islower(c) || (figure && above.back() >= 'a' && above.back() <= 'z' && text::WordCount(above) >= 6))
      kinds[k] = Kind::kCont;
  }
  // A list with no header lines at all is a list of entries ("• PhD in X, 2018").
  if (!any_head) {
    for (auto& k : kinds) {
      if (k == Kind::kBullet) k = Kind::kEntryBullet;
    }
  }
  if (trace_) TraceKinds(lines, kinds);
  return kinds;
}

// "COURSES", "Highlights:", "Technologies: Go, SQL": a label naming an entry's field.
std::optional<std::string> Builder::FieldLabel(int i) const {
  const std::string& t = T(i);
  if (L(i).bullet || t.size() > 200) return std::nullopt;
  std::size_t colon = t.find(':');
  std::string_view label = colon == std::string::npos ? std::string_view(t) : std::string_view(t).substr(0, colon);
  std::optional<std::string> field = nz::EntryFieldLabel(text::Trim(label), rules_);
  if (field == "rank") return std::nullopt;  // (a placement labels no line: ReadItem's)
  return field;
}

// The items of a labelled field: list items' text, or the values after the label's colon.
std::vector<std::string> Builder::LabelledItems(const Entry& e, const std::string& field) {
  std::vector<std::string> out;
  auto it = e.labelled.find(field);
  if (it == e.labelled.end()) return out;
  for (int i : it->second) {
    std::string_view t = T(i);
    if (FieldLabel(i)) {
      std::size_t colon = t.find(':');
      for (const std::string& v : SplitTopLevel(t.substr(colon + 1), ",;\t")) {
        std::string c = Clean(v);
        if (!c.empty()) out.push_back(c);
      }
    } else {
      out.push_back(Clean(t));
    }
    Use(i);
  }
  for (int i : e.labels) Use(i);
  return out;
}

// A line that is only a link, perhaps after a short label ("<https://acme.example>",
// "Web: acme.example"): the link of the entry it stands in, not a header.
bool Builder::UrlLine(int i) const {
  std::string_view t = text::Trim(T(i));
  std::size_t colon = t.find(": ");
  if (colon != std::string_view::npos && colon < 20) t = text::Trim(t.substr(colon + 2));
  if (t.empty() || t.find(' ') != std::string_view::npos || t.find('\t') != std::string_view::npos) return false;
  if (nz::FindEmail(t)) return false;  // contact details, not a link
  auto urls = nz::FindUrls(t);
  return urls.size() == 1 && urls.front().size() + 2 >= t.size();
}

// The entry's link: its first url-only line's target.
std::string Builder::EntryUrl(const Entry& e) {
  std::string url;
  for (int i : e.urls) {
    auto links = Links(i);
    if (url.empty() && !links.empty()) url = nz::WithScheme(links.front().second);
    Use(i);
  }
  return url;
}

// "present", "heute", "actualidad": a line that is only the open end of a range (the date
// rules read it after a start).
bool Builder::OngoingWord(int i) const {
  const std::string& t = T(i);
  if (t.size() > 30 || text::WordCount(t) > 3 || text::HasDigit(t)) return false;
  std::string probe = "2000 \u2013 " + t;
  auto ds = nz::FindDates(probe, rules_);
  return ds.size() == 1 && ds[0].ongoing && ds[0].begin == 0 && ds[0].end_offset + 1 >= probe.size();
}

// "Munich, Germany  Mar 2018 – Jun 2019": a place and a date, the entry's trailing facts.
bool Builder::PlaceAndDate(int i) const {
  const auto& ds = LineDates(i);
  if (ds.size() != 1) return false;
  std::string rest = Clean(RemoveSpan(T(i), ds[0].begin, ds[0].end_offset));
  return !rest.empty() && text::WordCount(rest) <= 5 && nz::ParsePlace(rest, rules_).has_value();
}

std::vector<Entry> Builder::Chunk(std::vector<int> lines, bool lead_template) {
  std::vector<Kind> kinds = Classify(lines);
  DateRuns(&lines, &kinds);
  if (lead_template) ScoreLines(lines, &kinds);  // (education.cc)
  // (Not education's, whose header lines vary in number: a field, courses without marks.)
  else if (std::string why; HeaderCounts(lines, &kinds, trace_ ? &why : nullptr) && trace_) {  // (header_counts.cc)
    TraceKinds(lines, kinds);
    TraceBeforeCut(why);
  }
  std::vector<Entry> out;
  Entry* cur = nullptr;
  int last_bullet = -1;
  bool last_was_entry_bullet = false;
  auto fresh = [&]() -> Entry* {
    out.emplace_back();
    last_bullet = -1;
    return &out.back();
  };
  auto date_ahead = [&](std::size_t k) {
    for (std::size_t j = k + 1; j < lines.size(); ++j) {
      Kind kj = kinds[j];
      if (kj == Kind::kDate) return true;
      if (kj == Kind::kHead && HasInlineDate(lines[j])) return true;
      if (kj == Kind::kBullet || kj == Kind::kBody || kj == Kind::kEntryBullet) return false;
      if (kj == Kind::kHead && (L(lines[j]).heading_level > 0 || L(lines[j]).bold)) return false;
    }
    return false;
  };
  // The section's template: when its first header line is a heading of its own level (a
  // markdown "###") and so are two or more others, only such a line opens an entry; a plain
  // line after an entry's items or prose is more of its prose ("### Name | 2020" /
  // "**Role:** …" / "Short description." / "### Next").
  // (So is a bold first header line, where two or more are bold and some header lines are not:
  // "**Project name**" / "What it did." / "Go | Rust" chips / "**Next project**".)
  std::size_t level_heads = 0, bold_heads = 0, plain_heads = 0;
  bool seen_head = false;
  int lead_level = 0;      // the first header line's heading level
  bool lead_bold = false;  // the first header line is bold, at no heading level
  for (std::size_t k = 0; k < lines.size(); ++k) {
    if (kinds[k] != Kind::kHead) continue;
    const extract::Line& l = L(lines[k]);
    const bool bold = l.bold && l.heading_level == 0;
    if (!seen_head) lead_level = l.heading_level, lead_bold = bold;
    seen_head = true;
    level_heads += l.heading_level > 0;
    (bold ? bold_heads : plain_heads) += 1;
  }
  const bool dates_open = [&] {
    for (std::size_t k = 0; k < lines.size(); ++k) {
      if (kinds[k] != Kind::kSkip) return kinds[k] == Kind::kDate;
    }
    return false;
  }();
  // (Not in a PDF, whose heading levels are guessed from type sizes.)
  const bool pdf = doc_.format == extract::Format::kPdf;
  // (One bold header line alone, where the section has no dates to cut it by, is the one entry's
  // opener: "**Food Trust**" / "What it does." / plain lines without their list marks.)
  const bool undated = std::none_of(lines.begin(), lines.end(), [&](int i) { return !LineDates(i).empty(); });
  const bool bold_template = lead_bold && (bold_heads >= 2 || (bold_heads == 1 && undated)) && plain_heads >= 1 && !pdf;
  const bool level_template = (lead_level > 0 && level_heads >= 2 && !pdf) || bold_template;
  // Whether a header line opens an entry by the header rules: after the current entry's items
  // or prose, or after a dated entry when it is set apart, dated, or has a date line ahead.
  // Where the section opens with a date line, entries open with theirs: the header lines under
  // a date line are its entry's.
  // (Emphasis as strong as the section's first header line's: where entries open with a line
  // at a heading level, a bold line alone under it, "Baking" under "Northgate University",
  // is one of the entry's own lines.)
  auto strength = [&](int i) { return L(i).heading_level > 0 ? 2 : L(i).bold ? 1 : 0; };
  int lead_strength = 0;
  for (std::size_t k = 0; k < lines.size(); ++k) {
    if (kinds[k] == Kind::kHead) {
      lead_strength = strength(lines[k]);
      break;
    }
  }
  const bool dates_over = DatesOverHeaders(lines, kinds);  // (date_side.cc)
  auto header_start = [&](std::size_t k, const Entry* open) {
    int i = lines[k];
    bool emphasised = strength(i) > 0 && strength(i) >= lead_strength;
    if (open && open->date_leads && open->head.empty()) return false;  // (its date line opened it)
    if (open && dates_over && LoneDate(*open)) return false;  // (a lone date's header: date_side.cc)
    return !open || open->has_items() || !open->body.empty() ||
           (!dates_open && open->has_date && (emphasised || HasInlineDate(i) || (!open->date_inline && date_ahead(k))));
  };
  std::optional<DateCut> forced = level_template ? std::nullopt : DateTemplate(lines, &kinds, lead_template);
  // (Without dates, the section's shape template, when its lines repeat one: shape_template.cc.)
  if (!forced && !level_template && undated) forced = ShapeCut(lines, kinds, lead_template);
  for (std::size_t k = 0; k < lines.size(); ++k) {
    int i = lines[k];
    if (forced) {
      if (forced->starts[k]) {
        if (trace_ && cur) {
          // Where the header rules would open the entry here too, their reason is given.
          bool header_rule = kinds[k] == Kind::kHead && header_start(k, cur);
          TraceStart(i, header_rule ? EntryStartWhy(cur->has_items(), !cur->body.empty(),
                                                    L(i).heading_level > 0 || L(i).bold, HasInlineDate(i))
                                    : forced->by == DateCut::By::kShapes ? std::string("the section's shape template repeats here")
                                    : forced->by == DateCut::By::kClasses ? std::string("a degree line, less the section's lead, opens the entry")
                                                     : "the section's date template (" + std::to_string(forced->before) +
                                                           " header line(s) before each entry's date)");
        }
        cur = fresh();
      }
      if (kinds[k] == Kind::kDate || kinds[k] == Kind::kHead) {
        if (!cur) cur = fresh();
        bool date_line = kinds[k] == Kind::kDate;
        (date_line ? cur->dates : cur->head).push_back(i);
        if (!date_line && HasInlineDate(i) && !cur->has_date) cur->date_inline = true;
        if (date_line || HasInlineDate(i)) cur->has_date = true;
        continue;
      }
    }
    switch (kinds[k]) {
      case Kind::kSkip:
        break;
      case Kind::kDate:
        // The second line of a range written on two lines stays with the first.
        if (cur && k > 0 && !cur->dates.empty() && cur->dates.back() == lines[k - 1] &&
            PureDate(lines[k - 1]) && PureDate(lines[k - 1])->single &&
            (OngoingWord(i) || (PureDate(i) && PureDate(i)->single))) {
          cur->dates.push_back(i);
          break;
        }
        if (const bool leads = cur && LeadingDate(lines, kinds, k, *cur); !cur || cur->has_date || leads) {
          if (trace_ && cur) TraceStart(i, leads ? "a date line before a header line, where the document's dates lead their entries" : "a date line after an entry that has its date");
          cur = fresh();
          cur->date_leads = leads;
        }
        cur->dates.push_back(i);
        cur->has_date = true;
        break;
      case Kind::kPlace:
        if (!cur) cur = fresh();
        cur->places.push_back(i);
        break;
      case Kind::kUrl:
        if (!cur) cur = fresh();
        cur->urls.push_back(i);
        break;
      case Kind::kLabel: {
        if (!cur) cur = fresh();
        std::string field = *FieldLabel(i);
        std::size_t colon = T(i).find(':');
        bool values = colon != std::string::npos && !Clean(T(i).substr(colon + 1)).empty();
        if (values) {
          cur->labelled[field].push_back(i);
        } else {
          cur->label = field;
          cur->labels.push_back(i);
        }
        break;
      }
      case Kind::kEntryBullet:
        if (trace_) TraceStart(i, "a list item that is a whole entry (dated, or a list of entries)");
        cur = fresh();
        cur->head.push_back(i);
        cur->has_date = HasInlineDate(i);
        last_was_entry_bullet = true;
        continue;
      case Kind::kCont:
        if (!cur) cur = fresh();
        if (last_was_entry_bullet) {
          (IsProse(i) || WrappedSentence(i) ? cur->body : cur->head).push_back(i);
          if (HasInlineDate(i)) cur->has_date = true;
        } else if (last_bullet >= 0) {
          cur->wrapped[last_bullet].push_back(i);
        } else {
          cur->body.push_back(i);
        }
        continue;
      case Kind::kBullet:
        if (!cur) cur = fresh();
        if (cur->label.empty() || cur->label == "highlights") cur->bullets.push_back(i);
        else cur->labelled[cur->label].push_back(i);
        last_bullet = i;
        break;
      case Kind::kBody:
        if (!cur) cur = fresh();
        cur->body.push_back(i);
        break;
      case Kind::kHead: {
        bool inline_date = HasInlineDate(i);
        bool emphasised = L(i).heading_level > 0 || L(i).bold;
        // After a dated header line the next undated line is the entry's own (its
        // organisation); after a separate date line, a line followed by another date
        // opens the next entry.
        // Where entries open with their date lines, a plain line after the open entry's
        // prose or items is more of its prose ("Led the IFRS transition"), not an entry.
        if (dates_open && !forced && cur && cur->has_date && !emphasised && !inline_date &&
            (cur->has_items() || !cur->body.empty())) {
          cur->body.push_back(i);
          break;
        }
        const bool at_lead = bold_template ? L(i).bold && L(i).heading_level == 0 : L(i).heading_level == lead_level;
        bool start = header_start(k, cur) || (level_template && cur && !cur->head.empty() && at_lead);
        // (A plain line or a lower level, "####" under "###" entries, opens none: after the
        // entry's items or prose it is more of its prose, before them one more header line.)
        if (const int level = L(i).heading_level;
            start && level_template && cur && (bold_template ? !at_lead : (level == 0 || level > lead_level))) {
          if (cur->has_items() || !cur->body.empty()) {
            cur->body.push_back(i);
            break;
          }
          cur->head.push_back(i);
          break;
        }
        if (trace_ && start && cur) TraceStart(i, EntryStartWhy(cur->has_items(), !cur->body.empty(), emphasised, inline_date));
        if (start) cur = fresh();
        cur->head.push_back(i);
        if (inline_date && !cur->has_date) cur->date_inline = true;
        if (inline_date) cur->has_date = true;
        break;
      }
    }
    last_was_entry_bullet = false;
  }
  // An entry of a header line and dates only, then an undated entry with content: one entry
  // whose dates were set above its title ("Author" / "Jan 2023 – now" / "**raftlite**" / text).
  for (std::size_t k = 0; !forced && k + 1 < out.size(); ++k) {
    Entry& a = out[k];
    Entry& b = out[k + 1];
    bool bare = a.has_date && !a.date_inline && a.head.size() <= 1 && a.body.empty() && !a.has_items() &&
                a.urls.empty() && a.places.empty() && !a.dates.empty();
    bool content = !b.has_date && !b.head.empty() && (!b.body.empty() || b.has_items());
    if (!bare || !content) continue;
    if (trace_) TraceStart(a.head.empty() ? a.dates.front() : std::min(a.head.front(), a.dates.front()),
                           "an entry of a title and dates only, then one with content: joined (dates above the title)");
    b.head.insert(b.head.begin(), a.head.begin(), a.head.end());
    b.dates = a.dates;
    b.has_date = true;
    out.erase(out.begin() + static_cast<long>(k));
  }
  if (trace_ && !lines.empty()) TraceCut(ChunkHow(level_template, dates_open, forced), out);
  return out;
}

// Dates and places out of an entry's header lines.
Header Builder::ReadHeader(const Entry& e, bool join_wrapped) {
  Header h;
  for (int i : e.dates) {
    // A range written on two lines ("2019-08-05" over "2021-07-26", or over "present").
    if (h.dates && h.dates->single) {
      if (!PureDate(i) && LineDates(i).empty()) {  // the ongoing word (Classify)
        h.dates->single = false;
        h.dates->ongoing = true;
        Use(i);
        continue;
      }
      if (PureDate(i) && PureDate(i)->single) {
        h.dates->end = PureDate(i)->start;
        h.dates->single = false;
        Use(i);
        continue;
      }
    }
    if (LineDates(i).empty()) {
      Use(i);  // an ongoing word with no start before it: nothing to read
      continue;
    }
    if (!h.dates) h.dates = PureDate(i) ? PureDate(i) : std::optional<DateRange>(LineDates(i).front());
    if (!PureDate(i)) {  // a place beside the date
      const DateRange& d = LineDates(i).front();
      h.place_parts.push_back(Clean(RemoveSpan(T(i), d.begin, d.end_offset)));
    }
    Use(i);
  }
  int wrapped_to = -1;  // the last line of the header's last line, wrapped lines joined
  for (int i : e.head) {
    std::string t = T(i);
    const auto& ds = LineDates(i);
    if (!ds.empty()) {
      if (!h.dates) h.dates = ds.front();
      t = RemoveSpan(t, ds.front().begin, ds.front().end_offset);
    }
    // "Acme Ltd, Leeds www.acme.example": a link closing a header line after its words is the
    // entry's link, not part of the organisation or the place.
    const std::size_t sep = t.find_last_of(" \t");
    if (sep != std::string::npos && t.find('.', sep) != std::string::npos &&
        !text::Trim(std::string_view(t).substr(0, sep)).empty()) {
      const std::string_view last = text::TrimChars(std::string_view(t).substr(sep + 1), ".,;");
      const auto urls = nz::FindUrls(last);
      if (urls.size() == 1 && urls.front().size() == last.size() && !nz::FindEmail(last)) {
        if (h.url.empty()) h.url = nz::WithScheme(urls.front());
        t = std::string(text::TrimChars(std::string_view(t).substr(0, sep), " \t,;|"));
      }
    }
    // A line leaving a bracket open goes on in the next ("Intern (final-year" / "placement), X").
    if (!h.lines.empty() && i == h.lines.back().first + 1 && OpenBracket(h.lines.back().second) &&
        t.find(')') < t.find('(')) {
      h.lines.back().second += " " + t, Use(i);
      wrapped_to = i;
      continue;
    }
    if (join_wrapped && WrappedHeaderLine(&h, i, t, wrapped_to)) {
      wrapped_to = i;
      continue;
    }
    h.lines.emplace_back(i, t);
    wrapped_to = i;
  }
  for (int i : e.places) h.place_parts.push_back(Clean(nz::LabelledPlace(T(i), rules_).value_or(T(i))));
  return h;
}

std::vector<std::string> Builder::Highlights(const Entry& e) {
  std::vector<std::string> out = LabelledItems(e, "highlights");
  for (std::string& t : Items(e)) out.push_back(std::move(t));
  return out;
}

// The entry's list items not yet used, each joined with its wrapped continuation lines; with
// `cells`, a row of chips ("Anatomy <gap> Triage") gives an item a cell.
std::vector<std::string> Builder::Items(const Entry& e, bool cells) {
  std::vector<std::string> out;
  for (int i : e.bullets) {
    if (used_[static_cast<std::size_t>(i)]) continue;
    std::string t = T(i);
    auto w = e.wrapped.find(i);
    if (w != e.wrapped.end()) {
      for (int c : w->second) {
        t += " " + T(c);
        Use(c);
      }
    }
    if (cells && t.find('\t') != std::string::npos) {
      for (std::string_view c : text::Split(t, '\t')) {
        if (!text::Trim(c).empty()) out.push_back(text::CollapseSpace(c));
      }
    } else {
      out.push_back(text::CollapseSpace(t));
    }
    Use(i);
  }
  return out;
}

// An entry's list set with no markers (a theme's list-style: none, or a text dump that lost
// its list glyphs) under the entry's summary: with no list item in the entry and three
// paragraphs or more, the first is the summary and the rest its list. A PDF, DOCX or HTML
// reader gives a paragraph a line; in plain text a paragraph's lines are joined first: a
// line goes on over the next when that one opens in lower case, or when it reaches the
// document's right margin (within a fifth of its widest line) with no sentence mark at its
// end. (Two paragraphs may be a summary of two as well: kept whole.)
void Builder::BodyAndList(const Entry& e, std::string* summary, std::vector<std::string>* highlights) {
  *highlights = Highlights(e);
  if (!highlights->empty() || !e.bullets.empty() || e.body.size() < 3) {
    *summary = Body(e);
    return;
  }
  std::vector<std::vector<int>> paragraphs;
  const bool plain = doc_.format == extract::Format::kText;
  for (std::size_t k = 0; k < e.body.size(); ++k) {
    const int i = e.body[k];
    bool goes_on = false;
    if (plain && k > 0 && e.body[k - 1] == i - 1 && L(i).blank_before == 0) {
      const std::string& above = T(i - 1);
      const std::string& t = T(i);
      std::size_t at = 0;
      const bool lower = !t.empty() && u_islower(static_cast<UChar32>(text::NextCodePoint(t, at)));
      const bool full = 5 * text::CodePoints(above) >= 4 * TextMargin() &&
                        std::string_view(".!?:;").find(above.empty() ? '.' : above.back()) == std::string_view::npos;
      goes_on = lower || full;
    }
    if (goes_on) paragraphs.back().push_back(i);
    else paragraphs.push_back({i});
  }
  if (paragraphs.size() < 3) {
    *summary = Body(e);
    return;
  }
  for (std::size_t k = 0; k < paragraphs.size(); ++k) {
    std::vector<std::string> parts;
    for (int i : paragraphs[k]) {
      parts.push_back(text::CollapseSpace(T(i)));
      Use(i);
    }
    std::string t = nz::StripBadges(text::Join(parts, " "), rules_);
    if (k == 0) *summary = std::move(t);
    else highlights->push_back(std::move(t));
  }
}

// The widest line of the document, in code points: where a plain text's lines wrap.
std::size_t Builder::TextMargin() const {
  if (!text_margin_) {
    std::size_t widest = 0;
    for (const extract::Line& l : doc_.lines) widest = std::max(widest, text::CodePoints(l.text));
    text_margin_ = widest;
  }
  return *text_margin_;
}

std::string Builder::Body(const Entry& e) {
  std::vector<std::string> parts;
  for (int i : e.body) {
    parts.push_back(nz::StripBadges(text::CollapseSpace(T(i)), rules_));
    Use(i);
  }
  return text::Join(parts, " ");
}

// A line's links as (text shown, target): its markup links, else the URLs written in it.
std::vector<std::pair<std::string, std::string>> Builder::Links(int i) const {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& l : L(i).links) out.emplace_back(l.text, l.target);
  if (out.empty()) {
    for (const std::string& u : nz::FindUrls(T(i))) out.emplace_back(u, u);
  }
  return out;
}

}  // namespace cvmill::structure::internal
