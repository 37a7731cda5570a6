// structure/internal/strings.h — string helpers of the builder, exposed for its tests.
//
// Private to the structure stage.
#ifndef CVMILL_STRUCTURE_INTERNAL_STRINGS_H_
#define CVMILL_STRUCTURE_INTERNAL_STRINGS_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "common/text.h"

namespace cvmill::structure::internal {

// Collapses space, drops empty brackets and separators left at the ends.
std::string Clean(std::string_view s);
// s without bytes [b, e), a space in their place.
std::string RemoveSpan(std::string_view s, std::size_t b, std::size_t e);
// Splits on any byte of `seps` outside brackets; empty pieces dropped.
std::vector<std::string> SplitTopLevel(std::string_view s, std::string_view seps);
// A header line's parts: split at " | ", dashes, " @ ", " · ", TAB and commas, cleaned;
// "Meta Platforms, Inc." stays one part; so, with `qualifiers`, does a position and the words
// after its comma that open in lower case ("Adjointe, direction des ports"). A project's
// header keeps them apart: there a lower-case part is the project's kind ("mobile app").
std::vector<std::string> Parts(std::string_view s, bool qualifiers = true);
using text::EndsSentence;  // (common/text.h: the heading stage asks it too)
// A company form that ends an organisation's name ("Inc.", "GmbH", "S.A."), case aside.
bool IsLegalSuffix(std::string_view p);
// `next`, a wrapped line's continuation, appended to *s: a word broken at its hyphen ("Lake-"
// over "side University") joins whole; anything else after a space.
void JoinWrappedLine(std::string* s, std::string_view next);
// parts[from, to) joined by ", ".
std::string Joined(const std::vector<std::string>& parts, std::size_t from, std::size_t to);

}  // namespace cvmill::structure::internal

#endif  // CVMILL_STRUCTURE_INTERNAL_STRINGS_H_
