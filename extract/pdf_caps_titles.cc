// A title set in capitals and wrapped (pdf.cc calls this before it joins wrapped lines).
// Part of the PDF reader.
//
// "BSC (HONS) ACCOUNTING AND" over "FINANCE", "MASTER OF SCIENCE (MAGISTER" over "INŻYNIER)
// ROBOTICS": a line in capitals that ends on a small word the document writes in lower case
// elsewhere, twice or more (a conjunction, a preposition, an article: "and", "of", "et", "de"),
// or leaves a bracket open cannot end there; the next line in the same type (capitals of one
// weight and size, bold or larger than the body's: a title's type; at the same left or right
// edge, no layout gap) goes on with it, whatever the gap
// between the two, within a line and a half. Capitals hide the case that tells a function
// word from a title word ("AND" from "MBA"), so the document's own lower-case words decide.
#include <unicode/uchar.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "common/text.h"
#include "extract/internal.h"

namespace cvmill::extract::pdf {
namespace {

// The letters of a word of one to three letters, all lower case (`want_lower`) or all
// capitals, or 0; `folded`: the word in lower case.
// (At most three letters: a function word is short.)
int ShortWord(const std::string& w, bool want_lower, std::string* folded) {
  std::size_t i = 0;
  int letters = 0;
  folded->clear();
  while (i < w.size()) {
    auto c = static_cast<UChar32>(text::NextCodePoint(w, i));
    if (!u_isalpha(c) || (want_lower ? !u_islower(c) : !u_isupper(c))) return 0;
    if (++letters > 3) return 0;
    text::AppendUtf8(*folded, static_cast<char32_t>(u_tolower(c)));
  }
  return letters;
}

bool SameType(const std::vector<Word>& words, bool bold, double size) {
  return std::all_of(words.begin(), words.end(),
                     [&](const Word& w) { return w.bold == bold && std::abs(w.size - size) < 0.5; });
}

// More brackets opened than closed.
bool OpenBracket(const std::vector<Word>& words) {
  int open = 0;
  for (const Word& w : words) {
    for (char c : w.text) open += c == '(' ? 1 : c == ')' ? -1 : 0;
  }
  return open > 0;
}

}  // namespace

void JoinWrappedCapsTitles(std::vector<PageLines>* pages, double body) {
  // Short words the document writes in lower case twice or more (a function word recurs).
  std::map<std::string, int> lower;
  std::string folded;
  for (const PageLines& pl : *pages) {
    for (const OutLine& l : pl.lines) {
      for (const Word& w : l.words) {
        if (ShortWord(w.text, true, &folded) > 0) ++lower[folded];
      }
    }
  }
  const auto function_word = [&](const std::string& w, int min_letters) {
    if (ShortWord(w, false, &folded) < min_letters) return false;
    auto it = lower.find(folded);
    return it != lower.end() && it->second >= 2;
  };
  for (PageLines& pl : *pages) {
    for (std::size_t k = 0; k + 1 < pl.lines.size();) {
      OutLine& a = pl.lines[k];
      const OutLine& b = pl.lines[k + 1];
      bool joins = !a.words.empty() && !b.words.empty() && a.column == b.column && b.y0 > a.y0 &&
                   FirstGap(a.words) == 0 && FirstGap(b.words) == 0;
      // (In mixed case, a card's name over its items in smaller type: the name's next line in
      // its type that opens on a word in lower case goes on with it, "Ovens and" over
      // "proving" over "Deck ovens". Items in one type, "iPad" among them, do not.)
      const bool caps = joins && AllCaps(a.words) && AllCaps(b.words);
      // (From the name's first line, the line before it in another type, to the run's end:
      // its lines in one type, then a line in smaller type.)
      bool lower_next = joins && !caps && StartsLower(b.words.front().text) &&
                        b.words.front().text.find_first_of("/@.") == std::string::npos;
      if (lower_next) {
        const Word& last = a.words.back();
        const auto in_type = [&](const OutLine& o) {
          return !o.words.empty() && o.column == a.column && SameType(o.words, last.bold, last.size);
        };
        // (The line before in another size: a title's bold rest under its regular first line,
        // "Rye starters kept over <gap> May 2024" over "long cold nights in",
        // is no name's first line.)
        const OutLine& before = pl.lines[k == 0 ? 0 : k - 1];
        lower_next = k == 0 || before.words.empty() || before.column != a.column ||
                     std::abs(before.words.back().size - last.size) >= 0.5;
        std::size_t end = k + 2;
        // (Three lines at most, each after the first opening in lower case.)
        while (end < pl.lines.size() && end < k + 3 && in_type(pl.lines[end]) &&
               StartsLower(pl.lines[end].words.front().text))
          ++end;
        lower_next = lower_next && end < pl.lines.size() && !pl.lines[end].words.empty() &&
                     pl.lines[end].column == a.column && pl.lines[end].words.front().size < last.size - 0.5;
      }
      joins = caps || lower_next;
      if (joins) {
        const Word& last = a.words.back();
        const Word& next = b.words.front();
        const double height = std::max(1.0, last.y1 - last.y0);
        // (Or the next line opens on such a word, two letters or more, before words of its own:
        // "ZWEITE STAATSPRÜFUNG" over "FÜR DAS LEHRAMT".)
        joins = (last.bold || last.size >= body + 0.5) && SameType(a.words, last.bold, last.size) &&
                SameType(b.words, last.bold, last.size) &&
                (std::abs(a.x0 - b.x0) <= 3 || std::abs(last.x1 - b.words.back().x1) <= 2) &&
                next.y0 - last.y0 <= 1.5 * height &&
                (lower_next || last.text == "&" || function_word(last.text, 1) || OpenBracket(a.words) ||
                 (b.words.size() >= 2 && function_word(next.text, 2)));
      }
      if (!joins) {
        ++k;
        continue;
      }
      a.words.back().space_after = true;
      a.words.insert(a.words.end(), b.words.begin(), b.words.end());
      a.y1 = std::max(a.y1, b.y1);
      a.hyphenated = b.hyphenated;
      pl.lines.erase(pl.lines.begin() + static_cast<long>(k) + 1);
    }
  }
}

}  // namespace cvmill::extract::pdf
