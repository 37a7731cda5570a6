// Entries of the item sections (awards, certificates, publications): the section's lines as
// units, a line with its wrapped continuations, cut into entries by the section's own
// template (its dates, its type, its blocks). Each entry's slots are read by lists.cc
// (ReadItem).
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "common/text.h"
#include "structure/internal/build.h"

namespace cvmill::structure::internal {

bool OpenBracket(std::string_view t) {
  int depth = 0;
  for (char c : t) depth += c == '(' ? 1 : c == ')' ? (depth > 0 ? -1 : 0) : 0;
  return depth > 0;
}

bool HeadLike(Kind k) {
  return k == Kind::kHead || k == Kind::kEntryBullet || k == Kind::kPlace || k == Kind::kLabel;
}

// A section's lines as units: a line with its wrapped continuations. A line continues the one
// before when nothing (no blank, no date, no link) sets it apart and the text runs on: the
// line before ends in a comma, dash or colon or leaves a bracket open, or this one starts in
// lower case, or both are prose and the first has not ended its sentence.
std::vector<Unit> Builder::Units(const std::vector<int>& section, std::size_t cite_width) {
  std::vector<int> lines = section;
  std::vector<Kind> kinds = Classify(lines);
  // (A plain dump's column of dates read apart from the items they date goes back to them.)
  DateRuns(&lines, &kinds, true);
  // (So does a column of dated cells beside the items, "Issuer · 2019": column_runs.cc.)
  ColumnRuns(&lines, &kinds);
  std::vector<Unit> out;
  // A header line whose text breaks off at a comma before its date, set apart by a gap at the
  // line's end ("Harbour Prize, <TAB> May 2019").
  auto comma_before_date = [&](int line) {
    const std::string& t = T(line);
    const auto& ds = LineDates(line);
    return !ds.empty() && ds.back().begin > 0 && t[ds.back().begin - 1] == '\t' &&
           Clean(std::string_view(t).substr(ds.back().end_offset)).empty() &&
           text::EndsWith(text::Trim(std::string_view(t).substr(0, ds.back().begin)), ",");
  };
  for (std::size_t k = 0; k < lines.size(); ++k) {
    int i = lines[k];
    Kind kind = kinds[k];
    if (kind == Kind::kSkip) continue;
    const std::string& t = T(i);
    bool joins = false;
    if (!out.empty() && L(i).blank_before == 0 && !L(i).bullet) {
      const Unit& u = out.back();
      Kind pk = u.kind;
      bool text_kinds = (kind == Kind::kHead || kind == Kind::kBody) &&
                        (pk == Kind::kHead || pk == Kind::kBody || pk == Kind::kEntryBullet || pk == Kind::kBullet);
      std::string_view prev = text::Trim(u.text);
      char last = prev.empty() ? ' ' : prev.back();
      // (A citation closed by its date, "Title, Venue 2024-09", ends there: the sentences
      // after it are its summary, a unit of their own.)
      const auto& pds = LineDates(u.lines.back());
      const bool closed = cite_width > 0 && !pds.empty() && Clean(std::string_view(T(u.lines.back())).substr(pds.back().end_offset)).empty();
      // (A header line whose text breaks off at a comma before its date, set apart at the line's
      // end, goes on in the next: "Harbour Prize, <TAB> May 2019" / "Guild of Bakers.".)
      if (comma_before_date(u.lines.back())) last = ',';
      bool runs_on = last == ',' || last == ';' || last == ':' || last == '-' || last == '&' ||
                     text::EndsWith(prev, "\u2013") || text::EndsWith(prev, "\u2014") ||
                     (!t.empty() && t[0] >= 'a' && t[0] <= 'z') ||
                     (kind == Kind::kBody && pk == Kind::kBody && !EndsSentence(prev) && !closed) || OpenBracket(prev) ||
                     (JoiningWord(LastWord(prev)) && !HasInlineDate(i) && !closed);  // ("... Rowing and" / "Sailing League.")
      // (A header line of parts apart by commas, "Title, Giver", about as wide as the document's
      // widest line, so it wrapped: a short line right under it, in its type, no comma of its
      // own, ends the giver: "Safety Award, Harbour Logistics" / "Council". Never in a web page
      // or a word processor's file, whose lines are paragraphs.)
      const int pl = u.lines.back();
      const bool markup = doc_.format == extract::Format::kHtml || doc_.format == extract::Format::kDocx;
      const bool wide = !markup && 10 * text::CodePoints(T(pl)) >= 8 * TextMargin();
      const bool giver_wraps = kind == Kind::kHead && pk == Kind::kHead && u.lines.size() == 1 && i == pl + 1 &&
                               text::WordCount(t) <= 3 && t.find(',') == std::string::npos && !HasInlineDate(i) &&
                               L(i).bold == L(pl).bold && L(i).heading_level == L(pl).heading_level &&
                               prev.find(", ") != std::string_view::npos && wide &&
                               nz::GiverLabel(prev, rules_) == 0 &&  // (not "Awarded by: X, Y")
                               !EndsSentence(prev) && last != '.';
      runs_on = runs_on || giver_wraps;
      bool dated = kind == Kind::kHead && HasInlineDate(i);
      // (In a list of citations, a line that broke mid-phrase goes on in the next one.)
      const bool cites = cite_width > 0 && (kind == Kind::kHead || kind == Kind::kBody) && pk != Kind::kDate &&
                         pk != Kind::kUrl && !PureDate(i) && CitationGoesOn(prev, u.lines.back(), i, cite_width);
      joins = kind == Kind::kCont || (text_kinds && runs_on && !dated) || cites;
    }
    if (joins) {
      out.back().lines.push_back(i);
      out.back().text += " " + t;
    } else {
      out.push_back({{i}, kind, t});
    }
  }
  // Header or prose, decided on the whole unit: a sentence (6+ words ending in a full stop)
  // or a long paragraph is prose unless a date leads it ("09/2024 Title. Venue. Summary.").
  for (Unit& u : out) {
    if (u.kind != Kind::kHead && u.kind != Kind::kBody) continue;
    const auto& ds = LineDates(u.lines.front());
    bool date_led = !ds.empty() && Clean(std::string_view(T(u.lines.front())).substr(0, ds.front().begin)).empty();
    int words = text::WordCount(u.text);
    bool prose = (words >= 6 && EndsSentence(u.text)) || words >= 30;
    // (Nor a header whose first line its date closes, wrapped under it: a date cell beside a
    // header set in a narrow column, "Best Paper Award, Symposium on Coastal Engin- <gap> June
    // 2017" / "eering Practice.".)
    const std::string& first = T(u.lines.front());
    const bool date_closed = u.lines.size() > 1 && !ds.empty() && ds.back().begin > 0 && words < 30 &&
                             Clean(std::string_view(first).substr(ds.back().end_offset)).empty() &&
                             !EndsSentence(text::Trim(std::string_view(first).substr(0, ds.back().begin)));
    // (Nor a header line broken off at a comma before its date cell, and the rest of it.)
    u.kind = prose && !date_led && !date_closed && !comma_before_date(u.lines.front()) ? Kind::kBody : Kind::kHead;
  }
  return out;
}

// Without dates, where the first unit is set apart (a heading level, or bold) and other units
// are not ("**Order of Merit**" / "Chartered Institute" / "Placed first of ninety."): each
// entry opens at a unit in the first one's type (one entry where only the first is). Empty
// otherwise.
// (Not in a PDF: its heading levels are guessed from type sizes, and its bold alone moved as
// many documents down as up.)
std::vector<std::size_t> Builder::TypedStarts(const std::vector<Unit>& units) const {
  if (doc_.format == extract::Format::kPdf || units.size() < 3) return {};
  auto type = [&](const Unit& u) {
    const extract::Line& l = L(u.lines.front());
    return std::make_pair(l.heading_level, l.bold);
  };
  const auto first = type(units.front());
  if (first.first == 0 && !first.second) return {};
  std::vector<std::size_t> starts;
  bool other = false;
  for (std::size_t k = 0; k < units.size(); ++k) {
    if (type(units[k]) != first) {
      other = true;
      continue;
    }
    if (!HeadLike(units[k].kind)) return {};
    starts.push_back(k);
  }
  if (starts.empty() || !other || starts.size() == units.size()) return {};
  return starts;
}

// Entries of an award, certificate or publication section, cut by the section's own template.
// With two or more dated units the date is the anchor: each entry has one, and what stands
// before the first entry's date (its lead: "Title", "Title / Awarder", or nothing when the
// date leads) stands before every entry's date, so each entry starts that many header units
// before its date (never across prose or the previous entry's date). Without dates, blocks
// separated by blank lines are entries where the section has such blocks of several units;
// else every header line is an entry of its own (a one-line list).
std::vector<std::vector<Unit>> Builder::ItemEntries(const std::vector<int>& lines, std::size_t cite_width) {
  std::vector<Unit> units = Units(lines, cite_width);
  std::vector<std::vector<Unit>> out;
  if (units.empty()) return out;
  auto dated = [&](const Unit& u) {
    return u.kind == Kind::kDate || (HeadLike(u.kind) && HasInlineDate(u.lines.front()));
  };
  auto content_before_date = [&](const Unit& u) {
    if (u.kind == Kind::kDate) return false;
    const auto& ds = LineDates(u.lines.front());
    return !Clean(std::string_view(T(u.lines.front())).substr(0, ds.front().begin)).empty();
  };
  std::vector<std::size_t> anchors;
  for (std::size_t k = 0; k < units.size(); ++k) {
    if (dated(units[k])) anchors.push_back(k);
  }
  // Header units: a sentence (three words or more, ended) is the entry's prose.
  std::vector<bool> heads(units.size());
  for (std::size_t k = 0; k < units.size(); ++k) {
    const Unit& u = units[k];
    heads[k] = HeadLike(u.kind) && !(u.kind == Kind::kHead && text::WordCount(u.text) >= 3 && EndsSentence(u.text));
  }
  std::vector<std::size_t> starts;
  if (anchors.size() >= 2) {
    int lead = content_before_date(units[anchors[0]]) ? 1 : 0;
    for (std::size_t k = 0; k < anchors[0]; ++k) {
      if (units[k].kind != Kind::kBody && units[k].kind != Kind::kBullet) ++lead;
    }
    starts.push_back(0);
    for (std::size_t a = 1; a < anchors.size(); ++a) {
      std::size_t start = anchors[a];
      int want = lead - (content_before_date(units[start]) ? 1 : 0);
      while (want > 0 && start > anchors[a - 1] + 1) {
        const Unit& u = units[start - 1];
        if (!HeadLike(u.kind) && u.kind != Kind::kUrl) break;
        if (u.kind == Kind::kHead && text::WordCount(u.text) >= 3 && EndsSentence(u.text)) break;
        --start;
        --want;
      }
      starts.push_back(start);
      if (trace_) TraceStart(units[start].lines.front(), ItemStartWhy(static_cast<int>(anchors[a] - start), units[anchors[a]].lines.front()));
    }
    if (trace_) cut_how_ = ItemsHow(anchors.size(), lead);
  } else if (std::vector<std::size_t> typed = TypedStarts(units); !typed.empty()) {
    starts = std::move(typed);
    for (std::size_t k = 1; trace_ && k < starts.size(); ++k)
      TraceStart(units[starts[k]].lines.front(), "a header unit set as the first one is");
    if (trace_) cut_how_ = "by type: no two dated units; the first unit's type (a heading level, bold) opens each entry, and the units in other type are theirs";
  } else if (std::vector<std::size_t> shaped = ShapeStarts(units, heads); !shaped.empty()) {
    starts = std::move(shaped);
    for (std::size_t k = 1; trace_ && k < starts.size(); ++k)
      TraceStart(units[starts[k]].lines.front(), "the section's shape template repeats here");
    if (trace_) cut_how_ = ShapesHow(starts.size());
  } else {
    // Blocks start at the first unit and after each blank line; a section of blocks of
    // several units cuts there, a section with a blank before every unit at every unit.
    bool blocks = false, any_blank = false;
    for (std::size_t k = 1; k < units.size(); ++k) {
      bool blank = L(units[k].lines.front()).blank_before > 0;
      any_blank = any_blank || blank;
      if (!blank && (k == 1 || L(units[k - 1].lines.front()).blank_before > 0)) blocks = true;
    }
    // (The section's one date, a line of its own under the header it dates, "Title" / "2022-11":
    // the entry goes on through the header unit right under the date, "Awarder", as every entry
    // of a section with two dates does through what stands between its date and the next
    // entry's lead. Not where the header breaks off over the date, at a comma or inside it: a
    // wrapped line's tail, "Title, Giver, May" / "2019", the next line another entry.)
    auto broken_date = [&](std::size_t k) {
      std::string_view prev = text::Trim(units[k - 1].text);
      if (text::EndsWith(prev, ",")) return true;
      const std::string& d = T(units[k].lines.front());
      const auto alone = nz::FindDates(d, rules_);
      const auto joined = nz::FindDates(std::string(LastWord(prev)) + " " + d, rules_);
      return !alone.empty() && !joined.empty() && joined.front().begin == 0 &&
             joined.front().start.month != 0 && alone.front().start.month == 0;
    };
    std::size_t date_tail = units.size(), date_lead = 0;
    const bool one_date = anchors.size() == 1 && units[anchors[0]].kind == Kind::kDate && anchors[0] > 0 &&
                          !broken_date(anchors[0]);
    // (The unit under the date stands no farther from it than the date from its header: a blank
    // line there and none over the date sets the next unit apart, another entry.)
    if (one_date && heads[anchors[0] - 1] && anchors[0] + 1 < units.size() && heads[anchors[0] + 1] &&
        L(units[anchors[0] + 1].lines.front()).blank_before <= L(units[anchors[0]].lines.front()).blank_before)
      date_tail = anchors[0] + 1;
    // (And what stands before that date, from the section's start, is its entry's lead, as the
    // first entry's is in a section of two dates, "Title" / "Awarder" / summary / "2023-05":
    // three header units at most, so a list whose last item the date alone dates keeps its items.)
    if (one_date && std::count(heads.begin(), heads.begin() + static_cast<std::ptrdiff_t>(anchors[0]), true) <= 3)
      date_lead = anchors[0];
    bool prose = false;
    for (std::size_t k = 0; k < units.size(); ++k) {
      const Unit& u = units[k];
      const bool head = heads[k];
      bool start = k == 0 || (head && k != date_tail && k >= date_lead &&
                              (prose || !any_blank || (blocks && L(u.lines.front()).blank_before > 0) || (!blocks && any_blank)));
      if (start) {
        if (trace_ && k > 0) TraceStart(u.lines.front(), prose ? "a header unit after prose" : !any_blank ? "a header unit (the section has no blank lines)" : blocks ? "a header unit after a blank line" : "a header unit (a blank line before each)");
        starts.push_back(k);
        prose = false;
      }
      if (!head && u.kind != Kind::kUrl && u.kind != Kind::kDate) prose = true;
    }
    if (trace_) cut_how_ = blocks ? "by blocks: no two dated units, and the section's blocks of several units are set apart by blank lines" : "one entry per header unit: no two dated units and no blocks";
  }
  for (std::size_t s = 0; s < starts.size(); ++s) {
    std::size_t end = s + 1 < starts.size() ? starts[s + 1] : units.size();
    out.emplace_back(units.begin() + static_cast<std::ptrdiff_t>(starts[s]), units.begin() + static_cast<std::ptrdiff_t>(end));
  }
  if (trace_) TraceItems(std::move(cut_how_), out);
  return out;
}

}  // namespace cvmill::structure::internal
