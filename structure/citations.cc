// A publication written as one citation sentence, wrapped over lines ("Title, Journal of" /
// "Coastal Dynamics, 12 March 2021. First author."): where a line goes on with the citation
// before it (CitationGoesOn), and the parts of a citation read whole (ReadCitation): its
// title, its venue, the date written, the sentences after the date.
#include <string>
#include <string_view>
#include <vector>

#include <unicode/uchar.h>

#include "common/text.h"
#include "structure/internal/build.h"

namespace cvmill::structure::internal {

// Words a phrase does not end on (articles, prepositions, conjunctions of the languages the
// corpus is written in): a line that ends on one broke mid-phrase.
bool JoiningWord(std::string_view w) {
  static constexpr std::string_view kWords[] = {
      "of", "and", "the", "for", "in", "on", "at", "to", "with", "from", "by", "an", "a", "&",
      "de", "di", "del", "della", "delle", "dei", "degli", "des", "du", "la", "le", "les", "et", "da", "do", "dos",
      "das", "em", "e", "y", "el", "los", "las", "en", "und", "f\u00fcr", "der", "die", "den", "dem", "im", "zur",
      "zum", "van", "von", "voor", "het", "een", "op", "och", "f\u00f6r", "i", "w", "z", "na", "og", "af"};
  for (std::string_view k : kWords) {
    if (w == k) return true;
  }
  return false;
}

// The text's last word, its closing punctuation aside ("of", "Plant").
std::string_view LastWord(std::string_view t) {
  t = text::Trim(t);
  std::size_t sp = t.rfind(' ');
  return sp == std::string_view::npos ? t : t.substr(sp + 1);
}

namespace {

// The first n words of t (all of it when it has fewer).
std::string_view FirstWords(std::string_view t, int n) {
  t = text::Trim(t);
  std::size_t at = 0;
  for (int k = 0; k < n && at != std::string_view::npos; ++k) {
    at = t.find(' ', at == 0 ? 0 : at + 1);
  }
  return at == std::string_view::npos ? t : t.substr(0, at);
}

// The last n words of t.
std::string_view LastWords(std::string_view t, int n) {
  t = text::Trim(t);
  std::size_t at = t.size();
  for (int k = 0; k < n && at != std::string_view::npos; ++k) {
    at = at == 0 ? std::string_view::npos : t.rfind(' ', at - 1);
  }
  return at == std::string_view::npos ? t : t.substr(at + 1);
}

// A full stop inside the text that closes a sentence ("… drought. Journal of …"): after a
// word of four letters or more in lower case, before a capital (not an initial, "A. Name",
// nor "Dr.", "Art. 12").
bool InnerStop(std::string_view t) {
  for (std::size_t p = t.find(". "); p != std::string_view::npos; p = t.find(". ", p + 2)) {
    if (p + 2 >= t.size()) break;
    std::size_t w = t.rfind(' ', p);
    w = w == std::string_view::npos ? 0 : w + 1;
    std::size_t at = p + 2;
    if (p - w >= 4 && t[p - 1] >= 'a' && t[p - 1] <= 'z' && u_isupper(static_cast<UChar32>(text::NextCodePoint(t, at))))
      return true;
  }
  return false;
}

}  // namespace

std::string WithoutUrls(std::string_view t) {
  std::string s(t);
  for (const std::string& url : nz::FindUrls(s)) {
    std::size_t p = s.find(url);
    if (p != std::string::npos) s = RemoveSpan(s, p, p + url.size());
  }
  return s;
}

bool Builder::CitationGoesOn(std::string_view before, int last_line, int i, std::size_t width) const {
  std::string_view prev = text::Trim(before);
  const std::string& next = T(i);
  if (prev.empty() || next.empty() || UrlLine(i)) return false;
  std::string_view last = LastWord(prev);
  // (A link closes the citation.)
  if (last.find("://") != std::string_view::npos || text::StartsWith(last, "www.") ||
      text::StartsWith(last, "doi:"))
    return false;
  // "…, Journal of" / "Coastal Dynamics": the line broke after a joining word.
  // (Even a line marked as a list item: the phrase before it is unfinished.)
  if (JoiningWord(last) || StartsLowerWord(next)) return true;
  // "…, 30" / "giugno 2020.": a date runs over the break.
  const std::string tail(LastWords(prev, 2));
  const std::string joined = tail + " " + std::string(FirstWords(next, 3));
  for (const DateRange& d : nz::FindDates(joined, rules_)) {
    if (d.begin < tail.size() && d.end_offset > tail.size() + 1) return true;
  }
  // (A line closed by a date, "Venue, 2020", ends its citation.)
  if (const auto& ds = LineDates(last_line);
      L(i).bullet || (!ds.empty() && Clean(std::string_view(T(last_line)).substr(ds.back().end_offset)).empty()))
    return false;
  // "SPINDLE WEAR IN SMALL GEARBOXES – LESSONS" / "FROM TEN YEARS": a title set in capitals
  // goes on in capitals.
  // (Only after a full line, as wide as the section's widest: a short title in capitals over
  // a venue in capitals are two lines.)
  auto capitals = [](std::string_view t) { return nz::AllCaps(t) && text::WordCount(t) >= 2; };
  if (capitals(prev) && capitals(next) && LineDates(i).empty() &&
      100 * text::CodePoints(prev) >= 85 * width)
    return true;
  // "Title. Journal of Plant" / "Systems Biology. Second author.": a run of sentences that
  // broke before its sentence ended (not over a line that is only a date).
  if (!EndsSentence(prev) && InnerStop(prev) && !PureDate(i)) return true;
  // "Title, Journal of Plant" / "Systems Biology": a citation's line (its parts apart by
  // commas, no date) as wide as the section's widest broke at the margin.
  const std::string& full = T(last_line);
  // (Not a venue under its label, "Published in Proceedings of X, Leeds", over the title.)
  if (!EndsSentence(prev) && full.find(", ") != std::string::npos && LineDates(last_line).empty() &&
      nz::GiverLabel(full, rules_) == 0 &&
      LineDates(i).empty() && 100 * text::CodePoints(full) >= 90 * width && StartsUpperWord(next))
    return true;
  return false;
}

bool Builder::ReadCitation(std::string_view t, schema::Publication* p) const {
  std::string s = Clean(t);
  for (char& c : s) {
    if (c == '\t') c = ' ';
  }
  // The date the citation gives, after its title and venue: "Title, Venue, 12 March 2021.".
  const std::vector<DateRange> ds = nz::FindDates(s, rules_);
  const DateRange* date = nullptr;
  for (const DateRange& d : ds) {
    std::string_view before = std::string_view(s).substr(0, d.begin);
    if (before.find(", ") != std::string_view::npos) {
      date = &d;
      break;
    }
  }
  if (date == nullptr) return false;
  std::string before = std::string(text::TrimChars(std::string_view(s).substr(0, date->begin), ",;:( "));
  std::string after = std::string(text::TrimChars(std::string_view(s).substr(date->end_offset), ".,;:) "));
  std::vector<std::string> parts = SplitTopLevel(before, ",");
  if (parts.size() < 2) return false;
  std::string name = Clean(parts.front());
  std::string venue = Clean(parts[1]);
  // (A further part in lower case or of numbers is the venue's: "41(3)", "pp. 12-19".)
  if (name.empty() || venue.empty() || text::WordCount(venue) > 12) return false;
  p->name = std::string(text::TrimChars(name, ". "));
  p->publisher = std::string(text::TrimChars(venue, ". "));
  p->releaseDate = date->start.ToIso();
  if (text::WordCount(after) >= 2) p->summary = Clean(after) + (EndsSentence(after) ? "" : ".");
  return true;
}

}  // namespace cvmill::structure::internal
