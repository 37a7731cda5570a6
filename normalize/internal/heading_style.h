// normalize/internal/heading_style.h — the document's own heading typography.
//
// The heading rules recognise some headings by their words; the typography those headings
// share (per flow, a column of a page: a sidebar may have a style of its own) (a markdown level, an underline, bold, capitals, a larger size) is the document's
// heading style. Other lines in that style are headings too, whatever their words; and when
// the style is distinctive, a line whose words match a heading rule but which is set as plain
// text ("Courses" under a degree, an interest named "Music") is a label inside an entry.
#ifndef CVMILL_NORMALIZE_INTERNAL_HEADING_STYLE_H_
#define CVMILL_NORMALIZE_INTERNAL_HEADING_STYLE_H_

#include <cstdint>
#include <optional>
#include <vector>

#include "extract/extract.h"
#include "normalize/normalize.h"

namespace cvmill::normalize::internal {

using normalize::AllCaps;  // (normalize.h: one bit of a line's style)

class HeadingStyle {
 public:
  // `matched[i]` is the rule match of line i (nullopt for none), computed once by the caller.
  // With `trace`, each flow's style and the votes that chose it are recorded there.
  HeadingStyle(const extract::Document& doc, const std::vector<std::optional<Heading>>& matched,
               HeadingTrace* trace = nullptr);

  // Line i is set in the heading style of its flow (a column of a page; the whole text).
  bool InStyle(std::size_t i) const;
  // Line i's flow has a heading style: its own, or the document's where the flow has too few
  // recognised headings of its own.
  bool HasStyle(std::size_t i) const;
  // Line i, which matches a heading rule, is set below the document's distinctive heading
  // style: a label inside an entry.
  // (It lacks a mark of the style: its level, weight, capitals or size.)
  // (Not when it is one of a run of sub-headings that all name sections, see Promoted.)
  bool PlainLabel(std::size_t i) const { return Lacks(i) != 0 && !promoted_[i]; }
  // The marks of the style line i lacks (kLacks* bits); 0 when it lacks none.
  enum : unsigned { kLacksLevel = 1, kLacksBold = 2, kLacksCaps = 4, kLacksSize = 8 };
  unsigned Lacks(std::size_t i) const;
  // Whether line i is set as body text (no size, weight, capitals or level of its own).
  bool BodyText(std::size_t i) const { return keys_[i] != kNotCandidate && (keys_[i] & ~kSetOff) == kPlain; }

  static constexpr std::uint32_t kNotCandidate = 0xFFFFFFFF;
  static constexpr std::uint32_t kPlain = 0;
  static constexpr std::uint32_t kSetOff = 32;  // key bit: a blank line before (text only)

 private:
  std::vector<std::uint32_t> keys_;    // per line: its typographic key, or kNotCandidate
  std::vector<int> columns_;           // per line: its flow, page * 8 + column (0 for text)
  std::vector<std::uint32_t> styles_;  // per flow: its heading style, or kNotCandidate
  // Per line: set a level below the style, yet a section of its own (see Promote).
  std::vector<bool> promoted_;

  void Promote(const std::vector<std::optional<Heading>>& matched);
};

// Records a heading decision in `trace` (Normalize's trace calls): a block opened, a line
// moved or closing a list, a rule's match kept as a label (`lacks`: HeadingStyle::Lacks bits;
// a title when the heading is one).
void NoteBlock(HeadingTrace* trace, HeadingTrace::Why why, const Block& b);
void NoteLine(HeadingTrace* trace, HeadingTrace::Why why, int line);
void NoteLabel(HeadingTrace* trace, int line, const Heading& h, unsigned lacks);

}  // namespace cvmill::normalize::internal

#endif  // CVMILL_NORMALIZE_INTERNAL_HEADING_STYLE_H_
