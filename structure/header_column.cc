// An entry's header written as one sentence of parts beside its date cell ("Title, Employer,
// Place."), set in a narrow column and wrapped over several lines in a plain-text dump, the
// date on the first line (or, in pdftotext's default order, on a line of its own among them):
//
//   Site Engineer 1. March 2012 – 31. May 2014     ->   Site Engineer (Intern, later
//   (Intern, later                                       Assistant), Brook & Vale Civil
//   Assistant), Brook & Vale                             Engineers, Oldtown. <TAB> 1. March
//   Civil Engineers,                                     2012 – 31. May 2014
//   Oldtown.
//
// The lines join up to the one closing the sentence with a full stop, so the title, employer
// and place are read whole. Evidence that the lines are one header and not a title over its
// prose: every line under the first is short (a narrow column), the sentence ends on a full
// stop, and it names three parts or more apart by commas (two commas). A line that is a list
// item, follows a blank line or holds a full stop inside ends the search (no join). Work,
// volunteer and education sections (education's degree-opened sentences are joined before,
// in edu_wrapped.cc). Text only: the PDF reader joins such lines by their geometry.
#include <string>
#include <string_view>
#include <vector>

#include "common/text.h"
#include "structure/internal/build.h"

namespace cvmill::structure::internal {

namespace {

constexpr std::size_t kMaxLines = 8;   // lines under the first
constexpr int kMaxLineWords = 7;       // a narrow column's line
constexpr std::size_t kMaxBytes = 64;  // (and its width)
constexpr int kMaxWords = 32;          // the whole sentence

// Commas outside brackets: the sentence's parts.
int TopCommas(std::string_view t) {
  int depth = 0, n = 0;
  for (char c : t) {
    if (c == '(' || c == '[') ++depth;
    if ((c == ')' || c == ']') && depth > 0) --depth;
    if (c == ',' && depth == 0) ++n;
  }
  return n;
}

bool Dashed(std::string_view t) {
  return t.find('-') != std::string_view::npos || t.find("\u2013") != std::string_view::npos ||
         t.find("\u2014") != std::string_view::npos;
}

// A date cell: a range set with a dash ("2014 – 2019", not "2014 and 2019"), or an open start.
bool DateCell(std::string_view t, const DateRange& d) { return d.ongoing || (!d.single && Dashed(t)); }

}  // namespace

void Builder::HeaderColumnWrapped(const nz::Block& b) {
  if (!WrappedHeaderSection(b)) return;
  for (std::size_t k = 0; k + 1 < b.lines.size(); ++k) {
    const int i = b.lines[k];
    if (L(i).bullet) continue;
    const std::string& t = T(i);
    if (t.empty() || t.find('\t') != t.rfind('\t')) continue;  // (one cell break at most: the date's)
    // The first line: text, then perhaps its date cell at the end.
    const std::vector<DateRange>& ds = LineDates(i);
    std::string before = t;
    std::string date;
    int date_line = -1;
    if (!ds.empty() && text::Trim(std::string_view(t).substr(ds.back().end_offset)).empty() &&
        DateCell(std::string_view(t).substr(ds.back().begin), ds.back())) {
      before = std::string(text::TrimChars(std::string_view(t).substr(0, ds.back().begin), " \t"));
      date = t.substr(ds.back().begin);
    } else if (!ds.empty() || (k > 0 && L(i).blank_before == 0)) {
      continue;  // (a date inside the text; without a date, only a paragraph's first line)
    }
    if (before.empty() || before.find('\t') != std::string::npos || text::EndsSentence(before) ||
        before.back() == '.')
      continue;
    std::vector<int> rest;
    int words = text::WordCount(before);
    bool closed = false;
    for (std::size_t m = k + 1; m < b.lines.size() && rest.size() < kMaxLines; ++m) {
      const int j = b.lines[m];
      const int last = rest.empty() ? i : rest.back();
      if (!RunsOnInto(last, j)) break;
      const std::string& n = T(j);
      if (n.empty() || n.find('\t') != std::string::npos) break;
      std::string_view part = n;
      const std::vector<DateRange>& nd = LineDates(j);
      if (!nd.empty()) {
        if (!date.empty() || !text::Trim(std::string_view(n).substr(nd.back().end_offset)).empty() ||
            !DateCell(std::string_view(n).substr(nd.back().begin), nd.back()))
          break;  // (a second date, a date inside the text, a year alone: no date cell)
        // The date cell, read apart on a line of its own or closing a line.
        date = n.substr(nd.back().begin);
        date_line = j;
        part = text::TrimChars(std::string_view(n).substr(0, nd.back().begin), " \t");
        if (part.empty()) {
          // (A date line alone goes inside the header only where the text above it visibly
          // goes on, closed by a comma or a hyphen: "Bookkeeper," / date / "Hollin Ltd, Leeds.")
          const std::string& above = T(rest.empty() ? i : rest.back());
          if (above.empty() || (above.back() != ',' && above.back() != '-')) break;
          rest.push_back(j);
          continue;
        }
      }
      const int w = text::WordCount(part);
      if (w > kMaxLineWords || part.size() > kMaxBytes || part.find(". ") != std::string_view::npos) break;
      words += w;
      if (words > kMaxWords) break;
      rest.push_back(j);
      if (part.back() == '.') {
        closed = true;
        break;
      }
    }
    if (!closed || date.empty()) continue;
    std::string joined = before;
    for (int j : rest) {
      if (j != date_line) {
        JoinWrappedLine(&joined, T(j));
      } else if (const std::string& n = T(j); n.size() > date.size()) {
        JoinWrappedLine(&joined, text::TrimChars(std::string_view(n).substr(0, n.size() - date.size()), " \t"));
      }
    }
    if (TopCommas(joined) < 2) continue;
    RewriteRow(i, joined + "\t" + date, rest);
    k += rest.size();
  }
}

}  // namespace cvmill::structure::internal
