// Dates and ranges: points found by the one compiled alternation of date_patterns.tsv, then
// joined into ranges by the connector / ongoing / since words of date_words.tsv.
#include <unicode/uchar.h>

#include <algorithm>
#include <cctype>
#include <cstdio>

#include "common/text.h"
#include "normalize/internal/memo.h"
#include "normalize/internal/rules_impl.h"

namespace cvmill::normalize {

std::string PartialDate::ToIso() const {
  if (year == 0) return "";
  char buf[16];
  if (month == 0) {
    std::snprintf(buf, sizeof buf, "%04d", year);
  } else if (day == 0) {
    std::snprintf(buf, sizeof buf, "%04d-%02d", year, month);
  } else {
    std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", year, month, day);
  }
  return buf;
}

// The leftmost match of date_point at or after `pos`. An unanchored search that asks where a
// match starts needs RE2's reverse program of the whole alternation (as costly to build as
// the alternation itself); so a forward DFA pass says whether there is one, and anchored
// passes from each position where one can start find it: the same match (RE2's leftmost
// start, and from it the leftmost-first end). A match starts at the text's start or at a
// delimiter (WordDelimiter), which never begins with an ASCII letter or digit or a UTF-8
// continuation byte.
bool NextDatePoint(const RE2& re, std::string_view text, std::size_t pos, re2::StringPiece* m) {
  const re2::StringPiece whole(text.data(), text.size());
  if (!re.Match(whole, pos, text.size(), RE2::UNANCHORED, nullptr, 0)) return false;
  for (std::size_t p = pos; p <= text.size(); ++p) {
    const auto c = p < text.size() ? static_cast<unsigned char>(text[p]) : 0;
    const bool alnum = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    if (p > 0 && p < text.size() && (alnum || (c & 0xC0) == 0x80)) continue;
    if (re.Match(whole, p, text.size(), RE2::ANCHOR_START, m, 1)) return true;
  }
  return false;
}

// The first form (in table order) that reads the whole span, -1 for none: what date_forms
// says. date_point answers with the same program that found the span: matched whole against
// the span with a delimiter after it ("\x01", which no form reads), a group around each
// form. When that match is the span read by one form from its start, then the delimiter, it
// is the form: an earlier form that read the whole span would have been preferred.
// Otherwise (a delimiter read inside the span, or a form reading "\x01"), date_forms answers,
// as it does for every span once it is compiled or date_form_budget is spent (RE2 reads the
// span with its NFA, the set with one DFA pass: a batch is faster with the set).
int SpanFormByAlternation(re2::StringPiece span, const Rules::Impl& impl) {
  const RE2& re = *impl.date_point;
  const std::size_t forms = impl.point_forms.size();
  // (Groups of the forms' own, from a table's words, would shift the forms' groups.)
  if (static_cast<std::size_t>(re.NumberOfCapturingGroups()) != 1 + forms) return -2;
  thread_local std::string text;
  thread_local std::vector<re2::StringPiece> groups;
  text.assign(span.data(), span.size());
  text += '\x01';
  groups.assign(2 + forms, re2::StringPiece());
  if (!re.Match(text, 0, text.size(), RE2::ANCHOR_BOTH, groups.data(), static_cast<int>(groups.size())))
    return -1;  // no form reads the span whole: that would be a match
  for (std::size_t k = 0; k < forms; ++k) {
    const re2::StringPiece& g = groups[2 + k];
    if (g.data() == nullptr) continue;
    if (g.data() == text.data() && g.size() == span.size()) return static_cast<int>(k);
    break;
  }
  return -2;
}

namespace {

int SpanForm(re2::StringPiece span, const Rules::Impl& impl) {
  if (impl.date_form_budget.Filter(impl.date_forms.compiled())) {
    const int form = SpanFormByAlternation(span, impl);
    if (form != -2) return form;
  }
  std::vector<int>& hits = SetHits();
  impl.date_forms->Match(span, &hits);
  return hits.empty() ? -1 : *std::min_element(hits.begin(), hits.end());
}

struct Point {
  PartialDate date;
  Precision precision = Precision::kYear;
  std::size_t begin = 0, end = 0;
  int form = 0;
};

int ToInt(re2::StringPiece s) {
  int v = 0;
  for (char c : s) {
    if (c >= '0' && c <= '9') v = v * 10 + (c - '0');
  }
  return v;
}


// A web address's digits are no date ("doi.org/10.5555/jx.2024.0011", "/2019/05/talk"):
// [b, e) lies in a run without spaces that holds "://" or starts "www.".
bool InLink(std::string_view text, std::size_t b, std::size_t e) {
  std::size_t from = b, to = e;
  while (from > 0 && text[from - 1] != ' ' && text[from - 1] != '\t') --from;
  while (to < text.size() && text[to] != ' ' && text[to] != '\t') ++to;
  const std::string_view run = text.substr(from, to - from);
  return run.find("://") != std::string_view::npos || run.substr(0, 4) == "www." || run.find(".org/") != std::string_view::npos;
}

std::vector<Point> FindPoints(std::string_view text, const Rules::Impl& impl) {
  std::vector<Point> out;
  re2::StringPiece m;
  std::size_t pos = 0;
  // Only the whole match is asked for, so RE2 answers with its DFAs alone; the delimiter the
  // pattern consumed on either side (one code point, maybe "–") is then trimmed off.
  const RE2& point = *impl.date_point;
  const bool reverse = !impl.date_span_budget.Filter(false);
  auto next = [&] {
    return reverse ? point.Match(re2::StringPiece(text.data(), text.size()), pos, text.size(), RE2::UNANCHORED, &m, 1)
                   : NextDatePoint(point, text, pos, &m);
  };
  while (pos < text.size() && next()) {
    std::size_t b = static_cast<std::size_t>(m.data() - text.data());
    std::size_t e = b + m.size();
    std::size_t after_first = b;
    if (b < e && !u_isalnum(static_cast<UChar32>(text::NextCodePoint(text, after_first)))) b = after_first;
    if (e > b) {
      std::size_t last = e - 1;
      while (last > b && (static_cast<unsigned char>(text[last]) & 0xC0) == 0x80) --last;
      std::size_t i = last;
      if (!u_isalnum(static_cast<UChar32>(text::NextCodePoint(text, i))) && text[last] != '.') e = last;
    }
    pos = e > pos ? e : pos + 1;
    if (InLink(text, b, e)) continue;
    re2::StringPiece span(text.data() + b, e - b);
    // The first form (in table order) that reads the whole span gives its fields.
    int found = SpanForm(span, impl);
    if (found < 0 && !span.empty() && span[span.size() - 1] == '.') {
      // The '.' was the delimiter after the date, not part of "Nov.".
      span.remove_suffix(1);
      --e;
      found = SpanForm(span, impl);
    }
    if (found < 0) continue;
    std::size_t form = static_cast<std::size_t>(found);
    const PointForm& f = impl.point_forms[form];
    Point p;
    p.form = static_cast<int>(form);
    p.precision = f.precision;
    p.begin = b;
    p.end = e;
    // Tokens: digit runs and letter runs, read in the order the pattern names its fields.
    std::string_view s(span.data(), span.size());
    std::size_t k = 0;
    auto next_token = [&](bool digits) -> std::string_view {
      while (k < s.size()) {
        auto c = static_cast<unsigned char>(s[k]);
        bool is_digit = c >= '0' && c <= '9';
        bool is_alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80;
        if ((digits && is_digit) || (!digits && is_alpha)) break;
        ++k;
      }
      std::size_t start = k;
      while (k < s.size()) {
        auto c = static_cast<unsigned char>(s[k]);
        bool is_digit = c >= '0' && c <= '9';
        bool is_alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80 || c == '\'';
        if (digits ? !is_digit : !is_alpha) break;
        ++k;
      }
      return s.substr(start, k - start);
    };
    for (char field : f.fields) {
      switch (field) {
        case 'y': p.date.year = ToInt(next_token(true)); break;
        case 'm': p.date.month = ToInt(next_token(true)); break;
        case 'd': p.date.day = ToInt(next_token(true)); break;
        case 'S': next_token(false); break;
        case 'M': {
          // (A small word the pattern lets stand before the month is no month: "16 de
          // noviembre de 2019". The month is the first letter run that names one.)
          p.date.month = 0;
          while (p.date.month == 0) {
            std::string_view word = next_token(false);
            if (word.empty()) break;
            bool ascii = std::all_of(word.begin(), word.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
            std::string key = ascii ? text::AsciiLower(word) : FoldKey(word);
            auto it = impl.months.find(key);
            if (it != impl.months.end()) p.date.month = it->second;
          }
          break;
        }
        default: break;
      }
    }
    if (f.precision == Precision::kYear) p.date.month = p.date.day = 0;
    if (f.precision == Precision::kMonth || f.precision == Precision::kMonthOnly) p.date.day = 0;
    bool valid = p.date.month >= 0 && p.date.month <= 12 && p.date.day <= 31 &&
                 (p.precision == Precision::kMonthOnly ? p.date.month > 0 : p.date.year > 0) &&
                 (p.precision == Precision::kYear || p.date.month > 0);
    if (valid) out.push_back(p);
  }
  return out;
}

bool IsConnector(std::string_view gap, const Rules::Impl& impl) {
  return RE2::FullMatch(re2::StringPiece(gap.data(), gap.size()), *impl.connector);
}

// A length of time written right after the range ("(3 years)", "· 2 yrs 3 mos") joins its span.
void TakeDuration(std::string_view text, const Rules::Impl& impl, DateRange* r) {
  std::string_view after = text.substr(r->end_offset);
  if (after.find_first_of("0123456789") == std::string_view::npos) return;
  re2::StringPiece sub[2];
  if (!impl.duration_after->Match(re2::StringPiece(after.data(), after.size()), 0, after.size(), RE2::ANCHOR_START,
                                  sub, 2))
    return;
  std::size_t len = sub[1].size();
  while (len > 0 && (after[len - 1] == ' ' || after[len - 1] == '\t')) --len;
  r->end_offset += len;
}

}  // namespace

namespace {
std::vector<DateRange> DatesIn(std::string_view text, const Rules& rules);
}  // namespace

std::vector<DateRange> FindDates(std::string_view text, const Rules& rules) {
  std::vector<DateRange> out;
  // Every date the patterns read has a year 19xx/20xx standing alone: look for one first.
  bool year = false;
  for (std::size_t i = 0; i + 4 <= text.size() && !year; ++i) {
    char c = text[i];
    if ((c == '1' && text[i + 1] == '9') || (c == '2' && text[i + 1] == '0')) {
      auto digit = [&](std::size_t k) { return k < text.size() && text[k] >= '0' && text[k] <= '9'; };
      year = digit(i + 2) && digit(i + 3) && !digit(i + 4) && (i == 0 || !digit(i - 1));
    }
  }
  if (!year) return out;
  return Memoized(rules, &QueryMemo::Tables::dates, text, [&] { return DatesIn(text, rules); });
}

namespace {

// FindDates' reading of a text that has a year.
std::vector<DateRange> DatesIn(std::string_view text, const Rules& rules) {
  std::vector<DateRange> out;
  const Rules::Impl& impl = rules.impl();
  std::vector<Point> pts = FindPoints(text, impl);
  for (std::size_t i = 0; i < pts.size(); ++i) {
    const Point& p = pts[i];
    const Point* next = i + 1 < pts.size() ? &pts[i + 1] : nullptr;
    bool joined = next && next->precision != Precision::kMonthOnly &&
                  IsConnector(text.substr(p.end, next->begin - p.end), impl);
    // "Summer 2013, 2014", "Juli 2013, November 2013": two dates listed after a comma, the
    // second no earlier, the text's only dates: the span from the first to the last.
    // (Not in brackets inside a sentence, "a research intern (2015, 2016)": two stays.)
    const std::string_view opening = text::TrimChars(text.substr(0, p.begin), " ");
    if (!joined && next && next->precision != Precision::kMonthOnly && p.precision != Precision::kMonthOnly &&
        text.substr(p.end, next->begin - p.end) == ", " && i == 0 && pts.size() == 2 && (opening.empty() || opening.back() != '(') &&
        (next->date.year > p.date.year ||
         (next->date.year == p.date.year && next->date.month > 0 && next->date.month > p.date.month)))
      joined = true;
    if (p.precision == Precision::kMonthOnly) {
      // "Mar – Jun 2019": the start takes the end's year.
      if (!joined) continue;
      DateRange r;
      r.start = {next->date.year, p.date.month, 0};
      r.end = next->date;
      r.begin = p.begin;
      r.end_offset = next->end;
      r.rule = impl.point_forms[static_cast<std::size_t>(p.form)].id;
      if (r.start.month > 0 && next->date.month > 0 && r.start.month > next->date.month)
        r.start.year -= 1;  // "Nov – Feb 2020"
      TakeDuration(text, impl, &r);
      out.push_back(r);
      ++i;
      continue;
    }
    DateRange r;
    r.start = p.date;
    r.begin = p.begin;
    r.end_offset = p.end;
    r.rule = impl.point_forms[static_cast<std::size_t>(p.form)].id;
    re2::StringPiece m;
    std::string_view after = text.substr(p.end);
    std::string_view before = text.substr(0, p.begin);
    if (joined) {
      r.end = next->date;
      r.end_offset = next->end;
      ++i;
    } else if (next && next->precision == Precision::kMonthOnly &&
               IsConnector(text.substr(p.end, next->begin - p.end), impl) &&
               !(i + 2 < pts.size() && IsConnector(text.substr(next->end, pts[i + 2].begin - next->end), impl))) {
      // "Mars 2015 à Juin": an end month without its year is read (the range's words end
      // there) but not stated: ISO 8601 has no month without a year.
      r.end_offset = next->end;
      ++i;
    } else if (RE2::PartialMatch(re2::StringPiece(after.data(), after.size()), *impl.connector_ongoing)) {
      re2::StringPiece whole(after.data(), after.size());
      re2::StringPiece sub;
      if (impl.connector_ongoing->Match(whole, 0, after.size(), RE2::ANCHOR_START, &sub, 1)) {
        std::size_t len = sub.size();
        // Do not swallow the delimiter that ended the match.
        while (len > 0 && (after[len - 1] == ' ' || after[len - 1] == ',' || after[len - 1] == ')' ||
                           after[len - 1] == '.' || after[len - 1] == '\t'))
          --len;
        r.end_offset = p.end + len;
      }
      r.ongoing = true;
    } else if (RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), *impl.since_before, &m)) {
      r.ongoing = true;
      r.begin = static_cast<std::size_t>(m.data() - text.data());
    } else {
      r.single = true;
      // (Asked only where a word of five letters or more, perhaps with a colon, stands right
      // before the date: most single dates follow a comma, a bar or a short word.)
      std::string_view lead = text::TrimChars(before, " \t:");
      std::size_t letters = 0;
      while (letters < lead.size() && (std::isalpha(static_cast<unsigned char>(lead[lead.size() - 1 - letters])) ||
                                       (static_cast<unsigned char>(lead[lead.size() - 1 - letters]) & 0x80)))
        ++letters;
      if (letters >= 5 && RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), *impl.lead_before, &m))
        r.begin = static_cast<std::size_t>(m.data() - text.data());
    }
    TakeDuration(text, impl, &r);
    out.push_back(r);
  }
  return out;
}

}  // namespace

std::optional<DateRange> ParseDateRange(std::string_view text, const Rules& rules) {
  return WholeRange(text, FindDates(text, rules));
}

std::optional<DateRange> WholeRange(std::string_view text, const std::vector<DateRange>& all) {
  if (all.size() != 1) return std::nullopt;
  const DateRange& r = all[0];
  std::string_view rest_before = text.substr(0, r.begin);
  std::string_view rest_after = text.substr(r.end_offset);
  const char* punct = "()[],.;:-\u2013\u2014|";
  if (!text::TrimChars(rest_before, punct).empty() || !text::TrimChars(rest_after, punct).empty())
    return std::nullopt;
  return r;
}

}  // namespace cvmill::normalize
