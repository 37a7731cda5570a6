// An education entry written as one sentence of parts beside its date, "BSc in Chemistry,
// Lakeside University, First Class Honours.", and wrapped in a narrow column of a plain-text
// dump over two lines or more, the date on the first:
//
//   BSc in Chemistry, Lake-          2015 – 2018   ->   BSc in Chemistry, Lakeside University,
//   side University, First                              First Class Honours. <TAB> 2015 – 2018
//   Class Honours.
//
// The lines under the first (no date, no blank line before them) join it up to the one that
// closes the sentence with a full stop, so the degree, the school and the grade are read
// whole. The first line opens with a degree (the degree rules), which says the sentence is an
// entry's header, not prose. (Text only: the PDF reader joins such lines by their geometry.)
#include <string>
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

void Builder::DegreeSentenceWrapped(const nz::Block& b) {
  if (doc_.format != extract::Format::kText || b.section != Section::kEducation) return;
  constexpr std::size_t kMaxLines = 5;  // lines under the first
  constexpr std::size_t kMaxWords = 30;
  for (std::size_t k = 0; k + 1 < b.lines.size(); ++k) {
    const int i = b.lines[k];
    const std::string& t = T(i);
    const std::vector<DateRange>& ds = LineDates(i);
    if (ds.empty() || L(i).bullet || !text::Trim(std::string_view(t).substr(ds.back().end_offset)).empty()) continue;
    std::string before(text::TrimChars(std::string_view(t).substr(0, ds.back().begin), " \t"));
    if (before.empty() || before.back() == '.' || before.find('\t') != std::string::npos) continue;
    auto d = nz::MatchDegree(before, rules_);
    if (!d || before.rfind(d->study_type, 0) != 0) continue;
    // The lines under it, up to the one that closes with a full stop.
    std::vector<int> rest;
    std::size_t words = text::WordCount(before);
    bool closed = false;
    for (std::size_t m = k + 1; m < b.lines.size() && rest.size() < kMaxLines; ++m) {
      const int j = b.lines[m];
      const int last = rest.empty() ? i : rest.back();
      if (!RunsOnInto(last, j)) break;
      const std::string& n = T(j);
      if (n.empty() || n.find('\t') != std::string::npos || !LineDates(j).empty() || n.find(". ") != std::string::npos) break;
      words += text::WordCount(n);
      if (words > kMaxWords) break;
      rest.push_back(j);
      if (n.back() == '.') {
        closed = true;
        break;
      }
    }
    if (!closed) continue;
    // ("Lake-" over "side University": a word broken at its hyphen joins whole.)
    std::string joined = before;
    for (int j : rest) JoinWrappedLine(&joined, T(j));
    RewriteRow(i, joined + "\t" + t.substr(ds.back().begin), rest);
    k += rest.size();
  }
}

}  // namespace cvmill::structure::internal
