// Taglines: a line in italics that says what the organisation is (work.description), set
// under a work entry's title in its header ("*Family-owned maker of brake parts*") or as the
// first line of its body, before the entry's prose in upright type (moderncv's
// "\textit{Maker of brake parts}\newline Led the plant's ..."); and the plain-type phrase
// left over in a header once position and organisation are placed; and the sentence a header
// runs on into after its full stop. Part of the work builder (roles.cc).
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "common/text.h"
#include "structure/internal/build.h"
#include "structure/internal/strings.h"

namespace cvmill::structure::internal {

namespace {

// How many bytes of line l are set in italics.
std::size_t ItalicBytes(const extract::Line& l) {
  std::size_t italic = 0;
  for (const auto& r : l.runs) {
    if (r.style & extract::kItalic) italic += r.end - r.begin;
  }
  return italic;
}

}  // namespace

// A header line set wholly in italics below the first: a tagline describing the
// organisation ("*Family-owned maker of brake parts, 400 staff*"), not a title or name: four
// words or more, a word of three letters or more in lower case (a phrase, not a name in
// capitals: "*Harbour Foods Ltd, North Yorkshire*", "*Analista de Compras Pleno*") and no date
// (a header row set in italics whole).
bool Builder::Tagline(int i) const {
  const extract::Line& l = L(i);
  if (text::WordCount(l.text) < 4 || ItalicBytes(l) + 2 < l.text.size()) return false;
  return LowerCaseWords(l.text, 2) >= 1 &&
         nz::FindDates(l.text, rules_).empty();
}

// A header line left over once the section's plan has placed position and organisation, in
// plain type a phrase in lower case after its first word: three words or more, no digit, no
// address ("Manufacturer of machined rail components", "Private-label maker of ready
// meals"): what the organisation is (work.description), not more of its name.
bool Builder::TaglinePhrase(std::string_view t) const {
  t = text::Trim(t);
  int words = 0;  // (split at spaces, as LowerCaseWords counts them)
  for (std::string_view w : text::Split(t, ' ')) words += !w.empty();
  if (words < 3 || !StartsUpperWord(t) || text::HasDigit(t) || t.find_first_of("@/|\t()") != std::string_view::npos)
    return false;
  return LowerCaseWords(t) == words - 1;
}

// Removes the tagline lines from a work entry's header; the first one's text. (Only where the
// header keeps two parts without it, a position and an organisation: a position set in
// italics under its employer's name is the header's second part, not a tagline.)
std::string Builder::TakeTagline(Header* h) {
  std::string description;
  for (std::size_t k = 1; k < h->lines.size(); ++k) {
    if (!Tagline(h->lines[k].first)) continue;
    Header rest = *h;
    rest.lines.erase(rest.lines.begin() + static_cast<long>(k));
    std::vector<std::string> places = rest.place_parts;
    if (HeaderParts(rest, &places).size() < 2) continue;
    if (description.empty()) description = Clean(h->lines[k].second);
    Use(h->lines[k].first);
    h->lines.erase(h->lines.begin() + static_cast<long>(k--));
  }
  return description;
}

// The first line of a work entry's body, wholly in italics (a tagline: Tagline's words), where
// the body goes on after it in upright type (more prose or the entry's items): what the
// organisation is, taken out of the body; its text. (An italic line alone in the body stays
// prose: a theme may set a whole summary in italics.)
std::string Builder::TakeBodyTagline(Entry* e) {
  if (e->body.empty() || !e->labels.empty()) return "";
  const int i = e->body.front();
  if (!e->bullets.empty() && e->bullets.front() < i) return "";
  if (!Tagline(i)) return "";
  int next = -1;
  if (e->body.size() > 1) next = e->body[1];
  if (!e->bullets.empty() && (next < 0 || e->bullets.front() < next)) next = e->bullets.front();
  if (next < 0 || ItalicBytes(L(next)) > 0) return "";
  std::string description = Clean(T(i));
  Use(i);
  e->body.erase(e->body.begin());
  if (trace_) TracePart(i, description, "description", "the body's first line, in italics over upright prose or items: what the organisation is");
  return description;
}

// A header line that neither position nor organisation took, read line by line, among the
// header's last two, where the entry goes on below its header in prose or items: where the
// type is lost (a text dump of moderncv, whose tagline is the entry's first body line in
// italics, "Manufacturer of machined rail components" under "Engineer, Acme Ltd, Leeds"),
// what the organisation is. A phrase: two words or more, a capital first, a word of three
// letters or more in lower case, no date, link or address, not cut off at a comma or hyphen
// nor closed by a full stop (a sentence of the entry's prose), the next line not going on
// in lower case or with a number. The first such line: its text, the line used. (A vote
// across the section's entries, a third of them with such a line, lost more descriptions of
// records that give few than it saved.)
std::string Builder::TakeLeftoverTagline(const RoleOrg& ro, const Entry& e) {
  if (ro.position.empty() || ro.org.empty() || (e.body.empty() && e.bullets.empty())) return "";
  for (std::size_t k = 0; k < ro.extra.size() && k + 2 >= ro.extra.size(); ++k) {
    const int i = ro.extra[k];
    const std::string t = Clean(T(i));
    int lower = 0;  // words of three letters or more that start in lower case
    for (std::string_view w : text::Split(t, ' ')) lower += w.size() > 2 && StartsLowerWord(w);
    if (text::WordCount(t) < 2 || !StartsUpperWord(t) || lower < 1) continue;
    const char last = t.back();
    if (last == ',' || last == '-' || last == '.' || last == ':' || last == ';') continue;
    if (t.find_first_of("@/|\t") != std::string::npos || !nz::FindDates(t, rules_).empty()) continue;
    if (nz::ParsePlace(t, rules_)) continue;
    if (static_cast<std::size_t>(i) + 1 < doc_.lines.size()) {
      const std::string& next = T(i + 1);
      if (StartsLowerWord(next) || (!next.empty() && next[0] >= '0' && next[0] <= '9')) continue;
    }
    if (e.head.empty() || i <= e.head.front()) continue;
    // (Not set in from a line above that opens with no date, at the indent of an unmarked line
    // below: an item among the entry's items, its mark lost. A header opening with its date
    // sets its text in by the date's width.)
    if (L(i - 1).indent != L(i).indent && static_cast<std::size_t>(i) + 1 < doc_.lines.size() &&
        L(i + 1).indent == L(i).indent && !L(i + 1).bullet &&
        !(HasInlineDate(i - 1) && LineDates(i - 1).front().begin == 0))
      continue;
    Use(i);
    if (trace_) TracePart(i, t, "description", "a header line no field took, among the header's last two, prose or items after the header: what the organisation is");
    return t;
  }
  return "";
}

// "Engineer, Acme Ltd, Leeds, UK. Maker of brake parts for vans.": a header of three parts or
// more run on, after its full stop, into a sentence about the organisation (curve, europecv):
// the header keeps what comes before; the sentence is returned.
std::string Builder::TakeRunOnSentence(Header* h) {
  for (auto& [i, t] : h->lines) {
    for (std::size_t p = t.find(". "); p != std::string::npos; p = t.find(". ", p + 2)) {
      const std::string head = t.substr(0, p);
      const std::string rest = Clean(std::string(text::TrimChars(std::string_view(t).substr(p + 2), ". ")));
      const std::size_t space = head.rfind(' ');
      const std::string word = head.substr(space == std::string::npos ? 0 : space + 1);
      if (word.size() <= 1 || IsLegalSuffix(word + ".") || std::count(head.begin(), head.end(), ',') < 2 ||
          text::WordCount(rest) < 3 || !(StartsUpperWord(rest) || (rest[0] >= '0' && rest[0] <= '9')))
        continue;
      t = head;
      return rest;
    }
  }
  return "";
}

}  // namespace cvmill::structure::internal
