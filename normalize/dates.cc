// Dates and ranges: points found by the one compiled alternation of date_patterns.tsv, then
// joined into ranges by the connector / ongoing / since words of date_words.tsv.
#include <cstdio>

#include "common/text.h"
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

namespace {

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

bool Present(const std::vector<re2::StringPiece>& sub, int g) {
  return g > 0 && sub[static_cast<std::size_t>(g)].data() != nullptr;
}

std::vector<Point> FindPoints(std::string_view text, const Rules::Impl& impl) {
  std::vector<Point> out;
  std::vector<re2::StringPiece> sub(static_cast<std::size_t>(impl.date_groups) + 1);
  re2::StringPiece whole(text.data(), text.size());
  std::size_t pos = 0;
  while (pos < text.size() &&
         impl.date_point->Match(whole, pos, text.size(), RE2::UNANCHORED, sub.data(),
                                static_cast<int>(sub.size()))) {
    std::size_t form = 0;
    while (form < impl.form_group.size() && !Present(sub, impl.form_group[form])) ++form;
    if (form == impl.form_group.size()) break;
    const PointForm& f = impl.point_forms[form];
    re2::StringPiece g = sub[static_cast<std::size_t>(impl.form_group[form])];
    Point p;
    p.form = static_cast<int>(form);
    p.precision = f.precision;
    p.begin = static_cast<std::size_t>(g.data() - text.data());
    p.end = p.begin + g.size();
    if (Present(sub, f.y)) p.date.year = ToInt(sub[static_cast<std::size_t>(f.y)]);
    if (f.precision == Precision::kDay || f.precision == Precision::kMonth ||
        f.precision == Precision::kMonthOnly) {
      if (Present(sub, f.m)) {
        p.date.month = ToInt(sub[static_cast<std::size_t>(f.m)]);
      } else if (Present(sub, f.mon)) {
        std::string name = FoldKey(sub[static_cast<std::size_t>(f.mon)].as_string());
        while (!name.empty() && name.back() == '.') name.pop_back();
        auto it = impl.months.find(name);
        p.date.month = it == impl.months.end() ? 0 : it->second;
      }
      if (f.precision == Precision::kDay && Present(sub, f.d))
        p.date.day = ToInt(sub[static_cast<std::size_t>(f.d)]);
    }
    bool valid = p.date.month >= 0 && p.date.month <= 12 && p.date.day <= 31 &&
                 (p.precision == Precision::kMonthOnly ? p.date.month > 0 : p.date.year > 0);
    if (valid) out.push_back(p);
    pos = p.end > pos ? p.end : pos + 1;
  }
  return out;
}

bool IsConnector(std::string_view gap, const Rules::Impl& impl) {
  return RE2::FullMatch(re2::StringPiece(gap.data(), gap.size()), *impl.connector);
}

}  // namespace

std::vector<DateRange> FindDates(std::string_view text, const Rules& rules) {
  std::vector<DateRange> out;
  if (!text::HasDigit(text)) return out;  // every date has a year
  const Rules::Impl& impl = rules.impl();
  std::vector<Point> pts = FindPoints(text, impl);
  for (std::size_t i = 0; i < pts.size(); ++i) {
    const Point& p = pts[i];
    const Point* next = i + 1 < pts.size() ? &pts[i + 1] : nullptr;
    bool joined = next && next->precision != Precision::kMonthOnly &&
                  IsConnector(text.substr(p.end, next->begin - p.end), impl);
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
    }
    out.push_back(r);
  }
  return out;
}

std::optional<DateRange> ParseDateRange(std::string_view text, const Rules& rules) {
  std::vector<DateRange> all = FindDates(text, rules);
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
