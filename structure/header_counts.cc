// How many header lines stand before and after each entry's date line, voted across the
// section: a line read as a header line beyond that count is the entry's body (an item whose
// marker the layout drew, or a dump dropped), not one more header line nor a new entry's.
//
//   "Chef" / "2019 - now" / prose / "Weddings of 200" / "Cook" / "2015 - 2019" / prose
//
// Every entry has one header line over its date line and none under it, but "Weddings of 200"
// stands between the first entry's prose and the next entry's header line: the counts say it is
// the first entry's. The counts are the fewest seen (an entry's body may add header-like lines,
// never take one away); nothing is decided where the first entry has more header lines over
// its date than another, where as many entries exceed a count as keep it, or where a
// gap holds more than five lines beyond it. Where the document sets type, a line beyond the
// counts must also be set unlike every header line kept (the theme's bold title and date over
// a plain item). Not education's sections (Chunk), whose header lines vary in number.
#include <algorithm>
#include <string>
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

namespace {

bool Content(Kind k) { return k == Kind::kBody || k == Kind::kBullet || k == Kind::kCont; }

}  // namespace

bool Builder::HeaderCounts(const std::vector<int>& lines, std::vector<Kind>* kinds, std::string* why) const {
  std::vector<Kind>& kd = *kinds;
  const std::size_t n = lines.size();
  // The date lines (a range on two lines is one): the entries' anchors. Entries that are list
  // items, or a label inside an entry, say the section is of another kind: nothing decided.
  std::vector<std::pair<std::size_t, std::size_t>> anchors;
  std::size_t prev = n;
  for (std::size_t k = 0; k < n; ++k) {
    if (kd[k] == Kind::kSkip) continue;
    if (kd[k] == Kind::kEntryBullet || kd[k] == Kind::kLabel) return false;
    if (kd[k] == Kind::kDate || (kd[k] == Kind::kBullet && PureDate(lines[k]))) {
      if (!anchors.empty() && anchors.back().second == prev) anchors.back().second = k;
      else anchors.emplace_back(k, k);
    }
    prev = k;
  }
  if (anchors.size() < 2) return false;
  // A header line holding a date of its own opens entries by itself: another template. (Not
  // a date inside a line's words, "Second star in 2021 for the menu": an item's, counted as a
  // header line like the others.)
  for (std::size_t k = 0; k < n; ++k) {
    if (kd[k] != Kind::kHead || !HasInlineDate(lines[k])) continue;
    const std::string& t = T(lines[k]);
    if (DatedItem(lines[k]) || LineDates(lines[k]).front().begin == 0 || t.find('\t') != std::string::npos ||
        text::WordCount(t) < 4)
      return false;
  }
  // Per gap between anchors (and before the first, after the last): its header lines, split at
  // its content lines. A(j): the header lines right under anchor j, known when content ends
  // them; B(j): those right over anchor j, known when content (or the section's start) stands
  // over them; a gap with no content holds A(j) + B(j+1) header lines.
  struct Gap {
    std::vector<std::size_t> heads;  // header lines in the gap, in order
    std::size_t lead = 0;            // header lines before the gap's first content line
    std::size_t tail = 0;            // header lines after its last content line
    bool content = false;
  };
  std::vector<Gap> gaps(anchors.size() + 1);
  for (std::size_t g = 0; g <= anchors.size(); ++g) {
    const std::size_t from = g == 0 ? 0 : anchors[g - 1].second + 1;
    const std::size_t to = g == anchors.size() ? n : anchors[g].first;
    Gap& gap = gaps[g];
    for (std::size_t k = from; k < to; ++k) {
      if (kd[k] == Kind::kHead) {
        gap.heads.push_back(k);
        (gap.content ? gap.tail : gap.lead) += 1;
      } else if (Content(kd[k])) {
        gap.content = true;
        gap.tail = 0;
      }
    }
  }
  // Observations: A from each gap after an anchor that has content (or is the section's end),
  // B from each gap before an anchor that has content (or is the section's start).
  std::vector<std::size_t> as, bs, hs;
  for (std::size_t g = 0; g <= anchors.size(); ++g) {
    const Gap& gap = gaps[g];
    const bool first = g == 0, last = g == anchors.size();
    if (first) {
      if (gap.content) return false;  // (prose before the first date: the dates close their entries)
      bs.push_back(gap.heads.size());
      continue;
    }
    if (last) {
      as.push_back(gap.content ? gap.lead : gap.heads.size());
      continue;
    }
    if (gap.content) {
      as.push_back(gap.lead);
      bs.push_back(gap.tail);
    } else {
      hs.push_back(gap.heads.size());
    }
  }
  if (as.empty() || bs.empty()) return false;
  const std::size_t a = *std::min_element(as.begin(), as.end());
  const std::size_t b = *std::min_element(bs.begin(), bs.end());
  // (The first entry's header lines over its date follow no entry whose body they could be:
  // an entry with fewer says the count is not the section's.)
  if (bs.front() != b) return false;
  // Each count holds in as many entries as exceed it, and in three places at least in all.
  int exact = 0, excess = 0;
  auto tally = [&](const std::vector<std::size_t>& vs, std::size_t want) {
    int e = 0, x = 0;
    for (std::size_t v : vs) (v == want ? e : x) += 1;
    exact += e, excess += x;
    return e >= x;
  };
  if (!tally(as, a) || !tally(bs, b)) return false;
  for (std::size_t v : hs) {
    if (v < a + b) return false;
  }
  tally(hs, a + b);  // (a gap of header lines alone is where items stand unread: no vote)
  if (a + b == 0 || excess == 0 || exact <= excess || exact < 3) return false;
  // The header lines kept by the counts, and their type: where the document sets type (a
  // PDF, a web page), a line beyond the counts is body only when set unlike every kept one.
  std::vector<bool> keep(n, false), stray(n, false);
  for (std::size_t g = 0; g <= anchors.size(); ++g) {
    const Gap& gap = gaps[g];
    const std::size_t m = gap.heads.size();
    // (More than five lines beyond the counts in one gap are something else: a block of
    // contact details set in between, a list of its own.)
    if (m > (g > 0 ? a : 0) + (g < anchors.size() ? b : 0) + 5) continue;
    for (std::size_t h = 0; h < m; ++h) {
      const bool under = g > 0 && h < a;                             // the previous anchor's
      const bool over = g < anchors.size() && h + b >= m;            // the next anchor's
      (under || over ? keep : stray)[gap.heads[h]] = true;
    }
  }
  const bool styled = doc_.format != extract::Format::kText;
  int changed = 0;
  for (std::size_t k = 0; k < n; ++k) {
    if (!stray[k]) continue;
    const extract::Line& l = L(lines[k]);
    // (Unlike every kept one, and there is one to compare with.)
    int kept = 0, alike = 0;
    for (std::size_t j = 0; styled && j < n; ++j) {
      if (!keep[j]) continue;
      const extract::Line& h = L(lines[j]);
      ++kept;
      alike += h.bold == l.bold && h.heading_level == l.heading_level && h.font_size == l.font_size;
    }
    const bool unlike = !styled || (kept > 0 && alike == 0);
    if (!unlike) continue;
    // Glued under prose it is more of that prose; else an item of the entry's list.
    std::size_t p = k;
    while (p > 0 && (kd[p - 1] == Kind::kSkip || stray[p - 1])) --p;
    kd[k] = p > 0 && kd[p - 1] == Kind::kBody ? Kind::kBody : Kind::kBullet;
    ++changed;
  }
  if (changed > 0 && why)
    *why = "after the header counts voted across " + std::to_string(anchors.size()) + " dated entries (" +
           std::to_string(b) + " header line(s) over each date, " + std::to_string(a) + " under it: " +
           std::to_string(changed) + " header-like line(s) beyond them read as body)";
  return changed > 0;
}

}  // namespace cvmill::structure::internal
