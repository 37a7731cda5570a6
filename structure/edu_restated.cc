// A degree whose own words end in its field's name, then that field written again with no mark
// between them, as a template sets the degree and the field side by side:
//
//   Master of Harbour Logistics Harbour Logistics
//       -> studyType "Master of Harbour Logistics", area "Harbour Logistics"
//   Bachelor of Shipping Shipping (Port Operations)
//       -> studyType "Bachelor of Shipping", area "Shipping (Port Operations)"
//
// The degree as written runs up to the repeat, the field from it: the words just before the
// cut are the words just after it again (whatever their case), the field opening with a
// capital. The longest repeat decides the cut. A line the degree rules do not open, or with
// parts set apart by a comma, a bar or a dash, is left to the reading below.
#include <unicode/uchar.h>

#include <algorithm>
#include <string>
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

namespace {

std::string Folded(std::string_view w) {
  std::string out;
  for (std::size_t i = 0; i < w.size();) text::AppendUtf8(out, static_cast<char32_t>(u_foldCase(static_cast<UChar32>(text::NextCodePoint(w, i)), U_FOLD_CASE_DEFAULT)));
  return out;
}

}  // namespace

bool Builder::DegreeThenRestatedField(int i, const std::string& t, schema::Education* ed) {
  auto d = nz::MatchDegree(t, rules_);
  if (!d || t.compare(0, d->study_type.size(), d->study_type) != 0) return false;
  // (A line of the degree and the field alone: one with parts apart by a comma, a bar or a dash
  // is read by the parts' rules.)
  if (t.find_first_of("\t,;|") != std::string::npos) return false;
  for (std::string_view dash : {" - ", " \u2013 ", " \u2014 "}) {
    if (t.find(dash) != std::string::npos) return false;
  }
  std::vector<std::string_view> words;
  std::vector<std::size_t> starts;
  for (std::size_t at = 0; at < t.size();) {
    const std::size_t end = std::min(t.find(' ', at), t.size());
    if (end > at) {
      words.emplace_back(std::string_view(t).substr(at, end - at));
      starts.push_back(at);
    }
    at = end + 1;
  }
  std::vector<std::string> folded;
  folded.reserve(words.size());
  for (std::string_view w : words) folded.push_back(Folded(w));
  const std::size_t degree_words = static_cast<std::size_t>(text::WordCount(d->study_type));
  std::size_t cut = 0, best = 0;
  for (std::size_t s = degree_words; s < words.size(); ++s) {
    std::size_t at = 0;
    if (!u_isupper(static_cast<UChar32>(text::NextCodePoint(words[s], at)))) continue;
    for (std::size_t m = std::min(s - 1, words.size() - s); m > best; --m) {
      bool same = true;
      for (std::size_t k = 0; k < m && same; ++k) same = folded[s - m + k] == folded[s + k];
      // (One word repeated is a repeat only where it is a name's word, four letters or more:
      // not "of of".)
      if (same && (m > 1 || text::CodePoints(words[s]) >= 4)) {
        cut = s;
        best = m;
        break;
      }
    }
  }
  if (best == 0) return false;
  ed->studyType = Clean(std::string_view(t).substr(0, starts[cut]));
  ed->area = Clean(std::string_view(t).substr(starts[cut]));
  Use(i);
  if (trace_) TracePart(i, t, "studyType, area", "a degree whose last words its field repeats: cut at the repeat");
  return true;
}

}  // namespace cvmill::structure::internal
