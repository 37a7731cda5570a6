// PDF words into a line's text: layout gaps as TABs, letter-spaced and fake small-capital
// type joined into words, and the bold words of a line that is not bold throughout as styled
// runs (pdf.cc builds its lines with these).
#include <unicode/uchar.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "common/text.h"
#include "extract/extract.h"
#include "extract/internal.h"

namespace cvmill::extract::pdf {
namespace {

// One or two letters or digits: a letter of letter-spaced type, as poppler splits it.
bool Letterish(const std::string& w) {
  if (w.size() > 8) return false;  // two code points are at most 8 bytes
  std::size_t i = 0, n = 0;
  while (i < w.size() && n <= 2) {
    if (!u_isalnum(static_cast<UChar32>(text::NextCodePoint(w, i)))) return false;
    ++n;
  }
  return i == w.size() && n >= 1 && n <= 2;
}

// Code points of a short word (up to four letters, digits or one punctuation mark), or 0.
std::size_t ShortWord(const std::string& w) {
  if (w.size() > 16) return 0;
  std::size_t i = 0, n = 0;
  while (i < w.size()) {
    auto c = static_cast<UChar32>(text::NextCodePoint(w, i));
    if (!u_isalnum(c) && !(w.size() == 1 && u_ispunct(c))) return 0;
    ++n;
  }
  return n <= 4 ? n : 0;
}

// Only capital letters (one to four of them: a piece of a word, as ShortWord allows).
bool AllCapitals(const std::string& w) {
  std::size_t i = 0;
  while (i < w.size()) {
    if (!u_isupper(static_cast<UChar32>(text::NextCodePoint(w, i)))) return false;
  }
  return !w.empty();
}

// A two-letter word of letter-spaced type ("2019-04 t o 2021-08" in spaced small capitals):
// too short for a run of three, it is told by its neighbours. The letters of words[k] and
// words[k + 1] stand under a fifth of an em apart on one row, and the words on either side
// (when there are any on the row) stand at least three times as far: a word space of that
// type.
bool TightPair(const std::vector<Word>& words, std::size_t k) {
  const Word& a = words[k];
  const Word& b = words[k + 1];
  const double em = std::max(1.0, a.size), gap = b.x0 - a.x1;
  if (b.gap_before || std::abs(b.y0 - a.y0) >= 0.5 * em || std::abs(b.size - a.size) > 0.5 ||
      !(gap > -0.05 * em && gap < 0.2 * em))
    return false;
  const double wide = 3 * std::max(0.0, gap) + 0.05 * em;
  if (k > 0 && !a.gap_before && a.x0 - words[k - 1].x1 < wide) return false;
  if (k + 2 < words.size() && !words[k + 2].gap_before && words[k + 2].x0 - b.x1 < wide) return false;
  return true;
}

// Letter-spaced type ("S U M M A RY", CSS letter-spacing) reaches poppler as one word per
// letter or few. In a run of three or more such words, a gap under a fifth of an em is a
// letter gap (a word space is wider: a space's width plus the letter spacing). Wider letter
// spacing is told by the run itself: mostly single letters, its gaps of two widths (letters,
// and words at twice that or more) or six letters and more at one width; the narrow width,
// under half an em, is the letter gap.
std::vector<bool> LetterGaps(const std::vector<Word>& words) {
  std::vector<bool> tight(words.size(), false);
  for (std::size_t k = 0; k < words.size();) {
    std::size_t j = k, singles = 0, letterish = 0;
    while (j < words.size() && ShortWord(words[j].text)) {
      singles += ShortWord(words[j].text) == 1;
      letterish += Letterish(words[j].text);
      ++j;
    }
    if (j - k >= 3) {
      double narrow = std::numeric_limits<double>::max(), wide = 0;
      for (std::size_t m = k + 1; m < j; ++m) {
        double gap = words[m].x0 - words[m - 1].x1, em = std::max(1.0, words[m - 1].size);
        // (A negative gap is a wrapped line's next word, from the line below.)
        bool row = !words[m].gap_before && std::abs(words[m].y0 - words[m - 1].y0) < 0.5 * em;
        tight[m] = letterish == j - k && row && gap > -0.05 * em && gap < 0.2 * em;
        if (row && gap > 0) narrow = std::min(narrow, gap), wide = std::max(wide, gap);
      }
      const double em = std::max(1.0, words[k].size);
      // (Widely spaced capitals poppler cuts into pieces of a few letters, "CI ARA BRE NNAN":
      // a run of three pieces or more, all capitals, its gaps of two widths, the narrow one a
      // letter gap wider than a word space of unspaced type.)
      bool capitals = true;
      for (std::size_t m = k; m < j && capitals; ++m) capitals = AllCapitals(words[m].text);
      const bool spaced = (2 * singles >= j - k && narrow < 0.5 * em &&
                           (wide >= 2 * narrow || (j - k >= 6 && 10 * singles >= 7 * (j - k)))) ||
                          (capitals && narrow >= 0.3 * em && narrow < 0.5 * em && wide >= 2 * narrow);
      for (std::size_t m = k + 1; m < j && spaced; ++m) {
        double gap = words[m].x0 - words[m - 1].x1;
        if (!words[m].gap_before && gap > 0 && gap <= 1.35 * narrow) tight[m] = true;
      }
    } else if (j - k == 2 && singles == 2 && letterish == 2) {
      tight[k + 1] = TightPair(words, k);
    }
    k = j > k ? j : k + 1;
  }
  return tight;
}

// Small capitals faked by a font without them: a capital, then the rest of the word in
// smaller capitals, touching ("P" + "ERFIL"); or a browser's small capitals, whose text layer
// keeps the lower case letters ("C" + "ontact").
bool FakeSmallCaps(const Word& p, const Word& w) {
  std::size_t i = 0;
  if (p.text.empty() || w.text.empty() || !(p.size > w.size + 1.0)) return false;
  while (i + 1 < p.text.size() && (p.text[i] == '(' || p.text[i] == '"' || p.text[i] == '\'')) ++i;  // "(N" + "orth"
  auto first = static_cast<UChar32>(text::NextCodePoint(p.text, i));
  if (i != p.text.size() || !u_isupper(first)) return false;
  double gap = w.x0 - p.x1;
  // (Touching within an eighth of the capital's em: the smaller letters may be seven tenths
  // of its size or less, and a word space in them is still wider.)
  return gap > -0.1 * w.size && gap < 0.125 * p.size && (StartsUpper(w.text) || StartsLower(w.text));
}

}  // namespace

bool StartsLower(std::string_view w) {
  std::size_t i = 0;
  return !w.empty() && u_islower(static_cast<UChar32>(text::NextCodePoint(w, i)));
}

bool StartsUpper(std::string_view w) {
  std::size_t i = 0;
  while (i < w.size() && (w[i] == '(' || w[i] == '"' || w[i] == '\'')) ++i;
  if (i >= w.size()) return false;
  return u_isupper(static_cast<UChar32>(text::NextCodePoint(w, i)));
}

// A layout gap between two words of a line: far apart, or marked (an icon, a run of space
// glyphs between them).
bool Gap(const Word& p, const Word& w) { return w.gap_before || w.x0 - p.x1 > 2.0 * std::max(1.0, p.size); }

// The index of the first word after a layout gap (a label or date column), or 0.
std::size_t FirstGap(const std::vector<Word>& words) {
  for (std::size_t k = 1; k < words.size(); ++k) {
    if (Gap(words[k - 1], words[k])) return k;
  }
  return 0;
}

// The bold words of a line that is not bold throughout (of a bold line, none) and the italic
// words of any line, as styled runs of its text ("Data Engineer **Nordwind**"): each word found
// in order in the text ParseMarkup left; neighbours in one style, only spaces between, one run.
void StyleRuns(const std::vector<Word>& words, bool bold_line, Line* line) {
  std::size_t at = 0;
  for (const Word& w : words) {
    std::size_t p = w.text.empty() ? std::string::npos : line->text.find(w.text, at);
    if (p == std::string::npos) continue;
    at = p + w.text.size();
    const auto style = static_cast<std::uint8_t>((w.bold && !bold_line ? kBold : 0) | (w.italic ? kItalic : 0));
    if (style == 0) continue;
    auto b = static_cast<std::uint32_t>(p), e = static_cast<std::uint32_t>(at);
    if (!line->runs.empty() && line->runs.back().style == style &&
        line->text.find_first_not_of(" ", line->runs.back().end) == p)
      line->runs.back().end = e;
    else
      line->runs.push_back({b, e, style});
  }
}

std::string Join(const std::vector<Word>& words) {
  std::string t;
  const std::vector<bool> tight = LetterGaps(words);
  for (std::size_t k = 0; k < words.size(); ++k) {
    if (k > 0 && !tight[k]) {
      const Word& p = words[k - 1];
      double gap = words[k].x0 - p.x1;
      double size = std::max(1.0, p.size);
      if (Gap(p, words[k])) t += '\t';  // a layout gap: a right-aligned date, a label column
      else if (FakeSmallCaps(p, words[k])) {}  // "P" + "ERFIL" set as small capitals: one word
      else if ((p.space_after || gap > 0.12 * size) && p.text.back() != '-') t += ' ';
      else if (std::abs(words[k].size - p.size) > 1.0) t += ' ';  // touching text of two sizes
      else if (p.text == "-" && (gap > 0.12 * size || p.space_after)) t += ' ';  // " - "
    }
    t += words[k].text;
  }
  return t;
}

}  // namespace cvmill::extract::pdf
