// Letter-spaced type in a text dump, and list markers a font gave as "{" (BraceBullets, at the
// end). CSS letter-spacing on lower-case text reaches
// `pdftotext` as one word per letter: "2015 t o 2019", "t o P r e s e n t", "B e s t P a p e r
// A wa r d" (a kerned pair stays one word), and a heading set with a larger first letter as
// "W ork E xperience". Such letters are joined back here, before the rows are read as lines.
// Part of the text reader (extract.cc); runs after the columns are split (text_columns.cc).
//
// The word spaces went with the extraction, so a joined run is cut again where the case says
// a word begins ("toPresent" -> "to Present", "DBTResearch" -> "DBT Research"); a word that
// begins in lower case stays glued to the one before it. Letter-spaced capitals alone
// ("S U M M A RY") are the line reader's (markup.cc).
//
// Within a stretch of words one space apart (two or more spaces, or a tab, part stretches):
//   - a run of four or more words of one or two letters, three in four a single letter, one
//     of them a lower-case letter, is one spaced run (a word of up to three lower-case letters
//     between two single letters belongs to it: "D i s s e r tat i o n");
//   - two or three single lower-case letters between two words with digits are one ("2015 t o
//     2019": a date range's "to", spaced out);
//   - where the document has two such runs, a stretch made only of a capital alone followed by
//     a lower-case word ("C ontact", "P rofessional S kills") is joined pair by pair.
// Prose keeps its one-letter words: "e à", "Química A ao" match none of these.
#include <string.h>
#include <unicode/uchar.h>

#include <cctype>
#include <deque>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/text.h"
#include "extract/internal.h"

namespace cvmill::extract {
namespace {

struct Word {
  std::string_view text;
  int letters = 0;           // code points, when all are letters; 0 otherwise
  bool lower = false;        // all letters lower case
  bool upper_first = false;  // first letter a capital
  bool digit = false;        // has a digit
};

Word Classify(std::string_view w) {
  Word out{w};
  int n = 0, lower = 0;
  bool letters = true;
  for (std::size_t i = 0; i < w.size();) {
    auto c = static_cast<UChar32>(text::NextCodePoint(w, i));
    if (u_isdigit(c)) out.digit = true;
    if (!u_isalpha(c)) {
      letters = false;
      continue;
    }
    if (n == 0) out.upper_first = u_isupper(c);
    lower += u_islower(c) ? 1 : 0;
    ++n;
  }
  if (letters) {
    out.letters = n;
    out.lower = lower == n;
  }
  return out;
}

// A joined run with its word starts put back: before a capital after a lower-case letter, and
// before the last capital of several when a lower-case letter follows it.
void AppendCamel(std::string_view joined, std::string* out) {
  std::vector<std::pair<std::size_t, UChar32>> cps;
  for (std::size_t i = 0; i < joined.size();) {
    std::size_t at = i;
    cps.emplace_back(at, static_cast<UChar32>(text::NextCodePoint(joined, i)));
  }
  for (std::size_t k = 0; k < cps.size(); ++k) {
    std::size_t end = k + 1 < cps.size() ? cps[k + 1].first : joined.size();
    if (k > 0 && u_isupper(cps[k].second)) {
      bool after_lower = u_islower(cps[k - 1].second);
      bool starts_word = u_isupper(cps[k - 1].second) && k + 1 < cps.size() && u_islower(cps[k + 1].second);
      if (after_lower || starts_word) *out += ' ';
    }
    out->append(joined.substr(cps[k].first, end - cps[k].first));
  }
}

// Where the spaced run that begins at word i ends (one past its last word), or i if none does.
std::size_t SpacedRun(const std::vector<Word>& w, std::size_t i) {
  std::size_t j = i, singles = 0;
  bool lower = false;
  while (j < w.size()) {
    const Word& x = w[j];
    bool small = x.letters == 1 || x.letters == 2;
    bool inner = x.letters == 3 && x.lower && j > i && w[j - 1].letters == 1 && j + 1 < w.size() &&
                 w[j + 1].letters == 1;
    if (!small && !inner) break;
    singles += x.letters == 1;
    lower = lower || (x.letters == 1 && x.lower);
    ++j;
  }
  std::size_t n = j - i;
  if (n >= 4 && singles * 4 >= n * 3 && lower) return j;
  return i;
}

// "t o" between two words with digits: the words [i, j) if so, else i.
std::size_t SpacedTo(const std::vector<Word>& w, std::size_t i) {
  if (i == 0 || !w[i - 1].digit) return i;
  std::size_t j = i;
  while (j < w.size() && w[j].letters == 1 && w[j].lower) ++j;
  if (j - i < 2 || j - i > 3 || j >= w.size() || !w[j].digit) return i;
  return j;
}

// One stretch's words rewritten into *out; false when nothing in it was joined.
bool JoinStretch(const std::vector<Word>& w, bool initials, std::string* out, int* runs) {
  bool changed = false;
  if (initials && w.size() >= 2 && w.size() % 2 == 0) {
    bool pairs = true;
    for (std::size_t k = 0; k < w.size() && pairs; k += 2)
      pairs = w[k].letters == 1 && w[k].upper_first && w[k + 1].letters >= 2 && w[k + 1].lower;
    if (pairs) {
      for (std::size_t k = 0; k < w.size(); k += 2) {
        if (k > 0) *out += ' ';
        out->append(w[k].text);
        out->append(w[k + 1].text);
      }
      return true;
    }
  }
  for (std::size_t i = 0; i < w.size();) {
    std::size_t j = SpacedRun(w, i);
    if (j == i) j = SpacedTo(w, i);
    if (i > 0) *out += ' ';
    if (j == i) {
      out->append(w[i].text);
      ++i;
      continue;
    }
    std::string joined;
    for (std::size_t k = i; k < j; ++k) joined.append(w[k].text);
    AppendCamel(joined, out);
    ++*runs;
    changed = true;
    i = j;
  }
  return changed;
}

// The row rewritten (gaps kept as they are); false when nothing in it was joined.
bool JoinRow(std::string_view row, bool initials, std::string* out, int* runs) {
  out->clear();
  bool changed = false;
  std::vector<Word> words;
  std::size_t i = 0;
  while (i < row.size()) {
    std::size_t gap = i;
    while (i < row.size() && (row[i] == ' ' || row[i] == '\t')) ++i;
    out->append(row.substr(gap, i - gap));
    if (i >= row.size()) break;
    // The stretch: words one space apart.
    words.clear();
    while (i < row.size()) {
      std::size_t b = i;
      while (i < row.size() && row[i] != ' ' && row[i] != '\t') ++i;
      words.push_back(Classify(row.substr(b, i - b)));
      if (i + 1 < row.size() && row[i] == ' ' && row[i + 1] != ' ' && row[i + 1] != '\t') ++i;
      else break;
    }
    changed = JoinStretch(words, initials, out, runs) || changed;
  }
  return changed;
}

// Cheap test first, with no allocation: whether the row has two words of one character one
// space apart ("t o"), which every joined run has, or with `initials`, a word of one capital
// letter before another word ("C ontact"). Most rows have neither.
bool MayBeSpaced(std::string_view row, bool initials) {
  // (Word by word with memchr: a tab inside a "word" only makes it longer, never one letter.)
  bool prev_single = false;
  const char* p = row.data();
  const char* const end = p + row.size();
  while (p < end) {
    if (*p == ' ') {
      ++p;
      continue;
    }
    const char* space = static_cast<const char*>(memchr(p, ' ', static_cast<std::size_t>(end - p)));
    const char* e = space ? space : end;
    const auto lead = static_cast<unsigned char>(*p);
    const auto n = static_cast<std::size_t>(e - p);
    const bool single = (n == 1 && lead < 0x80 && std::isalnum(lead)) ||
                        (lead >= 0xC0 && n == (lead >= 0xF0 ? 4u : lead >= 0xE0 ? 3u : 2u));
    const bool spaced = p - row.data() >= 2 && p[-1] == ' ' && p[-2] != ' ';
    if (single && prev_single && spaced) return true;
    if (initials && single && (lead >= 0xC0 || (lead >= 'A' && lead <= 'Z')) && e + 1 < end && e[1] != ' ') return true;
    prev_single = single;
    p = e;
  }
  return false;
}

// Where the row's text starts, after its indent.
std::size_t TextStart(std::string_view row) {
  std::size_t i = 0;
  while (i < row.size() && (row[i] == ' ' || row[i] == '\t')) ++i;
  return i;
}

}  // namespace

void BraceBullets(std::vector<TextRow>* rows, std::deque<std::string>* storage) {
  // (Cheap test first: a row that opens with "{ " and a word.)
  auto opens = [](std::string_view row) {
    const std::size_t i = TextStart(row);
    return i + 2 < row.size() && row[i] == '{' && row[i + 1] == ' ' && row[i + 2] != ' ';
  };
  int n = 0;
  for (const TextRow& r : *rows) n += opens(r.text);
  if (n < 2) return;
  for (const TextRow& r : *rows) {
    if (r.text.find('}') != std::string_view::npos) return;  // braces that close: code, not marks
  }
  for (TextRow& r : *rows) {
    if (!opens(r.text)) continue;
    const std::size_t i = TextStart(r.text);
    std::string& t = storage->emplace_back(r.text.substr(0, i));
    t += "\u2022";
    t.append(r.text.substr(i + 1));
    r.text = t;
  }
}

void JoinSpacedLetters(std::vector<TextRow>* rows, std::deque<std::string>* storage) {
  // First pass: the runs, and whether there are enough of them to trust the initials rule.
  // The rows it rewrote are kept; with the initials rule (a second pass) they are rewritten
  // again from the source, as are the rows it makes a difference to.
  int runs = 0;
  std::string scratch;
  std::vector<std::pair<std::size_t, std::string_view>> joined;  // row, its source text
  for (std::size_t r = 0; r < rows->size(); ++r) {
    TextRow& row = (*rows)[r];
    if (!MayBeSpaced(row.text, false) || !JoinRow(row.text, false, &scratch, &runs)) continue;
    joined.emplace_back(r, row.text);
    row.text = storage->emplace_back(std::move(scratch));
    scratch.clear();
  }
  if (runs < 2) return;
  int unused = 0;
  std::size_t next = 0;  // the next row of `joined`
  for (std::size_t r = 0; r < rows->size(); ++r) {
    const bool again = next < joined.size() && joined[next].first == r;
    const std::string_view source = again ? joined[next++].second : (*rows)[r].text;
    if (!again && !MayBeSpaced(source, true)) continue;
    if (!JoinRow(source, true, &scratch, &unused)) continue;
    (*rows)[r].text = storage->emplace_back(std::move(scratch));
    scratch.clear();
  }
}

}  // namespace cvmill::extract
