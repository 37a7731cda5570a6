// common/text.h — small UTF-8 string helpers shared by every stage. Standard library only.
//
//   Trim("  a b \t")            => "a b"
//   Split("a, b,,c", ',')       => {"a", " b", "", "c"}
//   RepairUtf8("a\xffb", &n)    => "a\uFFFDb", n == 1
//   WordCount("Research assistant (2019)") => 3
#ifndef CVMILL_COMMON_TEXT_H_
#define CVMILL_COMMON_TEXT_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace cvmill::text {

std::string_view Trim(std::string_view s);
// Trims white space and the punctuation in `chars` from both ends.
std::string_view TrimChars(std::string_view s, std::string_view chars);
std::vector<std::string_view> Split(std::string_view s, char sep);
// Splits on a multi-byte separator.
std::vector<std::string_view> SplitOn(std::string_view s, std::string_view sep);
std::string Join(const std::vector<std::string>& parts, std::string_view sep);
// Collapses runs of white space into one space and trims.
std::string CollapseSpace(std::string_view s);
bool StartsWith(std::string_view s, std::string_view prefix);
bool EndsWith(std::string_view s, std::string_view suffix);
std::string AsciiLower(std::string_view s);

// Length in bytes of the valid UTF-8 sequence at s[i], or 0 when it is invalid.
std::size_t Utf8SeqLen(std::string_view s, std::size_t i);
bool IsValidUtf8(std::string_view s);
// Replaces each invalid sequence by U+FFFD; *invalid counts them (may be null).
std::string RepairUtf8(std::string_view s, std::size_t* invalid);
// Decodes one code point at s[i] (valid UTF-8 assumed), advancing i.
char32_t NextCodePoint(std::string_view s, std::size_t& i);
void AppendUtf8(std::string& out, char32_t cp);

// Words: maximal runs of letters/digits (any non-ASCII byte counts as a letter).
int WordCount(std::string_view s);
// Code points of valid UTF-8 (the columns a text file gives it).
std::size_t CodePoints(std::string_view s);
std::vector<std::string> Words(std::string_view s);  // lower-cased (ASCII letters), as TokenF1 counts them
// The words' byte spans [begin, end) in s, in order.
struct WordRun {
  std::size_t begin = 0, end = 0;
};
std::vector<WordRun> WordRuns(std::string_view s);
// A key word: one a record is checked by for lost text ("nothing lost"): three bytes or more,
// or opening with a digit ("1.7" is two: "1", "7"). "of", "C" and "Go" are no key words.
bool IsKeyWord(std::string_view word);
// Words(s) that are key words: KeyWords("Graduated with 1.7 in C") => {graduated, with, 1, 7}.
std::vector<std::string> KeyWords(std::string_view s);
bool HasLetter(std::string_view s);
bool HasDigit(std::string_view s);
// The text ends a sentence: a full stop, "!" or "?", perhaps before a closing bracket or quote.
bool EndsSentence(std::string_view t);
// Token-level F1 of the lower-cased word multisets of a and b (0..1).
double TokenF1(std::string_view a, std::string_view b);

// A line that says only what page it is: "3", "- 2 -", "2/3", "Page 2 of 4", "Página 1 de 2",
// "Seite 2 von 3", "Page 1 sur 2", "Pagina 2 di 3" (PDF and DOCX page headers and footers).
bool PageNumber(std::string_view line);

}  // namespace cvmill::text

#endif  // CVMILL_COMMON_TEXT_H_
