// An entry's header written as one sentence of parts ("Accountant, Penbury Foods Ltd, Leeds.")
// and wrapped in a plain-text dump: its first line names parts apart by commas and closes no
// sentence, the line right under it (a few words, no date) closes it with a full stop:
//
//   Financial Controller, Penbury          ->   Financial Controller, Penbury Foods Ltd, Leeds.
//   Foods Ltd, Leeds.
//
// The rest joins the first line, so a part broken at the wrap ("Penbury" / "Foods Ltd") is
// read whole. The first line opens a paragraph (after a blank line, or first in the section).
// (Text only: the PDF reader joins such lines by their geometry.)
// Also the other side of that line: a year a sentence names ("régional en 2022."), which
// entries.cc's Classify lets a wrapped item or paragraph go on over (YearInProse).
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "common/text.h"
#include "structure/internal/build.h"
#include "structure/internal/wrapped_name.h"
#include "structure/internal/strings.h"

namespace cvmill::structure::internal {

namespace {

int Words(std::string_view t) {
  int n = 0;
  for (std::string_view w : text::Split(t, ' ')) n += !w.empty();
  return n;
}

// Parts apart by commas, two or more (a closing comma leaves an empty last one), each a few words.
bool CommaParts(std::string_view t) {
  std::vector<std::string_view> parts = text::Split(t, ',');
  if (!parts.empty() && text::Trim(parts.back()).empty()) parts.pop_back();
  if (parts.size() < 2) return false;
  for (std::string_view p : parts) {
    const int w = Words(p);
    if (w == 0 || w > 6) return false;
  }
  return true;
}

}  // namespace

void Builder::HeaderSentenceWrapped(const nz::Block& b) {
  if (!WrappedHeaderSection(b)) return;
  for (std::size_t k = 0; k + 1 < b.lines.size(); ++k) {
    const int i = b.lines[k], j = b.lines[k + 1];
    if (!RunsOnInto(i, j)) continue;
    if (k > 0 && L(i).blank_before == 0) continue;
    const std::string& t = T(i);
    const std::string& next = T(j);
    if (t.empty() || t.back() == '.' || t.find(". ") != std::string::npos || !CommaParts(t) || !LineDates(i).empty())
      continue;
    if (next.empty() || next.back() != '.' || Words(next) > 6 || next.find('\t') != std::string::npos ||
        !LineDates(j).empty() || next.find(". ") != std::string::npos)
      continue;
    RewriteRow(i, t + " " + next, j);
    ++k;
  }
}

// Such a header whole ("Chef, Gasthof am See, Linz am See."): three parts or more, closed by a
// full stop and no other, the line under it (or under its wrapped rest) only a date, perhaps
// after a blank line: a header, not prose, whatever case its words are in.
bool Builder::PartsOverDate(int i) const {
  if (doc_.format != extract::Format::kText) return false;
  const std::string& t = T(i);
  if (t.size() < 2 || t.back() != '.' || t.find(". ") != std::string::npos) return false;
  std::string_view s(t);
  s.remove_suffix(1);
  if (!CommaParts(s) || text::Split(s, ',').size() < 3) return false;
  // (The date line is read here, not through the per-line caches: it may be a line of a later
  // section whose row is rewritten once that section is reached.)
  std::size_t x = static_cast<std::size_t>(i) + 1;
  const bool joined = !rows_.empty() && rows_[static_cast<std::size_t>(i)];  // its rest read with it
  if (joined && x < doc_.lines.size() && L(static_cast<int>(x)).blank_before == 0) ++x;
  if (x >= doc_.lines.size()) return false;
  const std::string& d = T(static_cast<int>(x));
  return nz::WholeRange(d, nz::FindDates(d, rules_)).has_value();
}

void Builder::NameWrapped(const nz::Block& b) {
  if (doc_.format != extract::Format::kText) return;
  switch (b.section) {
    case Section::kWork: case Section::kEducation: case Section::kVolunteer: case Section::kAwards:
    case Section::kCertificates:
      break;
    default:
      return;
  }
  // A line's text before its first layout gap, and whether every date of the line stands after it
  // (a name beside its date cell: "Institute of <gap> 2019 - 2021").
  auto before_gap = [&](int i, std::size_t* gap) {
    const std::string& t = T(i);
    *gap = t.find('\t');
    if (*gap == std::string::npos) return LineDates(i).empty();
    for (const DateRange& d : LineDates(i)) {
      if (d.begin < *gap) return false;
    }
    return true;
  };
  for (std::size_t k = 0; k + 1 < b.lines.size(); ++k) {
    const int i = b.lines[k], j = b.lines[k + 1];
    if (!RunsOnInto(i, j) || L(i).heading_level > 0 || L(j).heading_level > 0) continue;
    std::size_t gi = 0, gj = 0;
    if (!before_gap(i, &gi) || !before_gap(j, &gj)) continue;
    // (One of the two lines may hold cells after the name, not both.)
    if (gi != std::string::npos && gj != std::string::npos) continue;
    const std::string& a = T(i);
    const std::string& n = T(j);
    std::string joined = WrappedName(std::string_view(a).substr(0, gi), std::string_view(n).substr(0, gj));
    if (joined.empty()) continue;
    if (gi != std::string::npos) joined += a.substr(gi);
    if (gj != std::string::npos) joined += n.substr(gj);
    RewriteRow(i, std::move(joined), j);
    ++k;
  }
}

// "Engineer, Acme Ltd, Carlisle. Maker of brake" over "parts for vans.": a header of three
// parts or more run on, after its full stop, into a sentence about the organisation (curve's
// entries) that a plain-text dump wrapped before the sentence's end. The lines under it that
// finish the sentence (no blank line, no list mark, no date; three lines at most, the last
// closing with a full stop) join it, so the sentence is read whole (roles.cc
// TakeRunOnSentence) and none of its words lands in the header's place or the entry's list.
void Builder::RunOnSentenceWrapped(const nz::Block& b) {
  if (!WrappedHeaderSection(b)) return;
  constexpr std::size_t kMaxLines = 3;
  for (std::size_t k = 0; k + 1 < b.lines.size(); ++k) {
    const int i = b.lines[k];
    if (L(i).bullet) continue;
    const std::string& t = T(i);
    if (t.empty() || text::EndsSentence(t) || t.find('\t') != std::string::npos) continue;
    // The header's full stop: after three parts or more, not an abbreviation's ("Ltd.").
    const std::size_t stop = t.find(". ");
    if (stop == std::string::npos) continue;
    const std::string head = t.substr(0, stop);
    const std::size_t space = head.rfind(' ');
    const std::string word = head.substr(space == std::string::npos ? 0 : space + 1);
    if (word.size() <= 1 || IsLegalSuffix(word + ".") || std::count(head.begin(), head.end(), ',') < 2 ||
        !StartsUpperWord(std::string_view(t).substr(stop + 2)) || t.find(". ", stop + 2) != std::string::npos)
      continue;
    std::vector<int> rest;
    bool closed = false;
    for (std::size_t m = k + 1; m < b.lines.size() && rest.size() < kMaxLines; ++m) {
      const int j = b.lines[m];
      if (!RunsOnInto(rest.empty() ? i : rest.back(), j)) break;
      const std::string& n = T(j);
      if (n.empty() || n.find('\t') != std::string::npos || !LineDates(j).empty() || StartsUpperWord(n)) break;
      rest.push_back(j);
      if (text::EndsSentence(n)) {
        closed = true;
        break;
      }
    }
    if (!closed) continue;
    std::string joined = t;
    for (int j : rest) JoinWrappedLine(&joined, T(j));
    RewriteRow(i, joined, rest);
    k += rest.size();
  }
}

// A line whose dates are years or dates a sentence names after a word in lower case ("in
// 2022", "depuis mars 2019"), none a range, none opening the line: prose, not an entry's date.
bool Builder::YearInProse(int i) const {
  const std::string& t = T(i);
  const auto& dates = LineDates(i);
  if (dates.empty() || t.find('|') != std::string::npos) return false;
  for (const DateRange& d : dates) {
    if (!d.single || d.begin == 0) return false;
    std::string_view before = text::Trim(std::string_view(t).substr(0, d.begin));
    const std::size_t space = before.rfind(' ');
    const std::string_view word = before.substr(space == std::string_view::npos ? 0 : space + 1);
    if (!StartsLowerWord(word)) return false;
  }
  return true;
}

}  // namespace cvmill::structure::internal
