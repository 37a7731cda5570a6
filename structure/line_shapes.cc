// A line's shape that says prose or an entry's header: a sentence wrapped over lines, a run-on
// header, a list item that is a whole dated entry. The entry classifier (entries.cc) asks these.
#include <unicode/uchar.h>

#include <string>
#include <string_view>
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

// A sentence wrapped over lines in plain text ("Ran the night shift of a surgical ward and" over
// "led its audit each spring."): a line of six words or more that no sentence mark ends, the
// next line right under it going on in lower case; or such a next line, under one of them.
// (Plain text only: the other readers join a paragraph's lines.)
bool Builder::WrappedSentence(int i) const {
  if (doc_.format != extract::Format::kText) return false;
  auto goes_on = [&](int a) {  // line a+1 goes on with line a's sentence
    const std::size_t n = doc_.lines.size();
    if (a < 0 || static_cast<std::size_t>(a) + 1 >= n || L(a + 1).blank_before > 0 || L(a).bullet || L(a + 1).bullet)
      return false;
    const std::string& t = T(a);
    const std::string& next = T(a + 1);
    if (t.empty() || next.empty() || text::WordCount(t) < 6 || t.find('\t') != std::string::npos ||
        next.find('\t') != std::string::npos || std::string_view(".!?:;").find(t.back()) != std::string_view::npos)
      return false;
    std::size_t at = 0;
    // (Not a header over its dates and place: "Nurse, Harbour Clinic" over "since 2019, Leeds";
    // nor a header of names wrapped, "Controller, Harbour Foods plc, Leeds. Maker of" over
    // "brake parts.": a sentence's words are mostly in lower case.)
    if (2 * LowerCaseWords(t) <= text::WordCount(t)) return false;
    if (!u_islower(static_cast<UChar32>(text::NextCodePoint(next, at))) || !LineDates(a).empty() ||
        !LineDates(a + 1).empty() || L(a).bold || L(a).heading_level > 0)
      return false;
    // The sentence ends: a sentence mark closes one of the next lines of the paragraph (six
    // at most); a run of lines none of which ends one is a list ("quillfmt" / "Formatter
    // for lab notebooks" / "rota-bot"), not prose.
    for (std::size_t k = static_cast<std::size_t>(a) + 1; k < n && k <= static_cast<std::size_t>(a) + 6; ++k) {
      if (k > static_cast<std::size_t>(a) + 1 && L(static_cast<int>(k)).blank_before > 0) break;
      const std::string& line = T(static_cast<int>(k));
      if (!line.empty() && std::string_view(".!?").find(line.back()) != std::string_view::npos) return true;
    }
    return false;
  };
  return goes_on(i) || goes_on(i - 1);
}

// "Ward Sister, Harbour Clinic Trust, Carlisle. Teaching hospital of forty wards.": a header of
// three parts or more, each a few capitalised words, run on after its full stop into a
// sentence (roles.cc TakeRunOnSentence reads it apart): a header line, not prose.
namespace {

bool RunOnHeader(std::string_view t) {
  const std::size_t stop = t.find(". ");
  if (stop == std::string_view::npos) return false;
  const std::vector<std::string_view> parts = text::Split(t.substr(0, stop), ',');
  if (parts.size() < 3) return false;
  for (std::string_view p : parts) {
    p = text::Trim(p);
    if (p.empty() || !StartsUpperWord(p) || text::WordCount(p) > 6) return false;
  }
  return true;
}

}  // namespace

bool Builder::IsProse(int i) const {
  const std::string& t = T(i);
  // A line led by a date range ("11/2017 - 07/2019  Teacher, School") is an entry's header.
  if (const auto& ds = LineDates(i);
      !ds.empty() && ds.front().begin == 0 && !ds.front().single && text::WordCount(t) <= 30)
    return false;
  // A row laid out in cells with a date ("Title — Org <gap> Place <gap> Feb 2019 – Jul 2019")
  // is an entry's header however many words it has.
  if (t.find('\t') != std::string::npos && HasInlineDate(i)) return false;
  // Nor is a line whose date range closes it after a comma ("BBus in Business (Logistics and
  // Supply Chain Management), Victoria University, 2007 - 2010"), however long.
  if (const auto& ds = LineDates(i); !ds.empty() && !ds.back().single && DatedItem(i)) return false;
  int words = text::WordCount(t);
  // Nor a line a degree opens, its parts set off by commas ("Master of Arts in History, Brindle
  // University. Thesis with distinction."): an education entry's header written as a run-on
  // line, however long.
  if (const std::size_t comma = t.find(", "); comma != std::string::npos && words <= 30 &&
      text::WordCount(std::string_view(t).substr(0, comma)) <= 10) {
    if (auto d = nz::MatchDegree(t, rules_); d && t.rfind(d->study_type, 0) == 0 && d->study_type.size() <= comma)
      return false;
  }
  char last = t.empty() ? ' ' : t.back();
  // Nor a long line that no sentence mark ends right over a line that is only a date:
  // a header naming its organisation in full ("Teacher of Mathematics at the Northfield
  // Consolidated Grammar and Technical School, Upper Ashby" over "2018-09 - present").
  if (words >= 14 && words <= 24 && std::string_view(".!?:;").find(last) == std::string_view::npos && !L(i).bullet &&
      static_cast<std::size_t>(i) + 1 < doc_.lines.size() && L(i + 1).blank_before == 0 && PureDate(i + 1))
    return false;
  if (PartsOverDate(i)) return false;  // (header_sentence.cc)
  if (words <= 30 && RunOnHeader(t)) return false;
  if (words >= 14) return true;
  if (words < 6 || (last != '.' && last != '!' && last != '?') || L(i).bullet) return false;
  // Names in parts, closed by a full stop ("Harbour Foods GmbH, Stoke on Trent." under a
  // title): each part's words capitalised but for short joining ones ("am", "de", "of").
  // (One such word at most: German prose capitalises its nouns, "Redaktion von Urteilen in
  // Zivil- und Strafsachen, Protokollführung.")
  std::vector<std::string> parts = SplitTopLevel(t.substr(0, t.size() - 1), ",");
  if (parts.size() < 2 || words > 10) return true;
  int joining = 0;
  for (const std::string& part : parts) {
    std::string_view p = text::Trim(part);
    if (!StartsUpperWord(p) || LowerCaseWords(p, 3) > 0) return true;
    joining += LowerCaseWords(p);
  }
  return joining > 1;
}

// A date at the end (or start) of a bullet, set off by a comma, tab or brackets: the
// bullet is a whole entry ("Research Intern, Lab X, USA, 2016"), not a highlight.
bool Builder::DatedItem(int i) const {
  const std::string& t = T(i);
  if (text::WordCount(t) > 30) return false;
  const auto& dates = LineDates(i);
  if (dates.empty()) return false;
  const DateRange& d = dates.back();
  std::string_view after = text::TrimChars(std::string_view(t).substr(d.end_offset), ".)] ");
  std::string_view before = text::Trim(std::string_view(t).substr(0, d.begin));
  bool at_end = after.empty() && !before.empty() &&
                (before.back() == ',' || before.back() == '(' || t[d.begin > 0 ? d.begin - 1 : 0] == '\t' ||
                 before.back() == '|' || text::EndsWith(before, "\u2013") || text::EndsWith(before, "-"));
  const DateRange& f = dates.front();
  std::string_view lead = text::Trim(std::string_view(t).substr(0, f.begin));
  std::string_view tail = text::TrimChars(std::string_view(t).substr(f.end_offset), " ");
  // (A cell gap after the date is trimmed with the spaces: "2020 <tab> Intern at X".)
  const bool cell_after = f.end_offset < t.size() &&
                          std::string_view(t).substr(f.end_offset, static_cast<std::size_t>(tail.data() - t.data()) - f.end_offset)
                                  .find('\t') != std::string_view::npos;
  bool at_start = lead.empty() && !tail.empty() &&
                  (cell_after || tail[0] == ',' || tail[0] == ':' || text::StartsWith(tail, "\u2013") ||
                   text::StartsWith(tail, "- ") || tail[0] == '|');
  return at_end || at_start;
}

}  // namespace cvmill::structure::internal
