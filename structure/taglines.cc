// What a work entry's header says about its organisation rather than naming it: a tagline
// in italics or a lower-case phrase ("Manufacturer of machined rail components"), and a
// sentence the header runs on into (work.description). Part of the work builder (roles.cc).
#include <algorithm>
#include <string>
#include <string_view>

#include "common/text.h"
#include "structure/internal/build.h"
#include "structure/internal/strings.h"

namespace cvmill::structure::internal {

// A header line set wholly in italics below the first: a tagline describing the
// organisation ("*Family-owned maker of brake parts, 400 staff*"), not a title or name.
bool Builder::Tagline(int i) const {
  const extract::Line& l = L(i);
  if (text::WordCount(l.text) < 4) return false;
  std::size_t italic = 0;
  for (const auto& r : l.runs) {
    if (r.style & extract::kItalic) italic += r.end - r.begin;
  }
  return italic + 2 >= l.text.size();
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

// Removes the tagline lines from a work entry's header; the first one's text.
std::string Builder::TakeTagline(Header* h) {
  std::string description;
  for (std::size_t k = 1; k < h->lines.size(); ++k) {
    if (!Tagline(h->lines[k].first)) continue;
    if (description.empty()) description = Clean(h->lines[k].second);
    Use(h->lines[k].first);
    h->lines.erase(h->lines.begin() + static_cast<long>(k--));
  }
  return description;
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
