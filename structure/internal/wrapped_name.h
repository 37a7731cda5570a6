// structure/internal/wrapped_name.h — a name wrapped over two lines by a narrow column.
//
// Private to the structure stage. A text dump of a narrow column (a sidebar, a theme's title
// column) breaks a long name, an organisation's or a title's, where it runs out of room, and
// the break is seen in the name's own shape: names are set in capitalised words with small
// words in lower case between them ("Institute of", "Escola de", "Tax and"), so a line of
// such words that ends on a small word in lower case has not ended; nor has one whose next
// line opens on a small word in lower case and goes on in capitalised words ("of Music").
//
//   WrappedName("Trainee, Tax and", "Customs")          => "Trainee, Tax and Customs"
//   WrappedName("Escuela Técnica de", "Bellas Artes")       => "Escuela Técnica de Bellas Artes"
//   WrappedName("Kestrel Valley School", "of Music")      => "Kestrel Valley School of Music"
//   WrappedName("Led the rollout of", "Kafka to all teams") => ""  (a sentence, not a name)
//   WrappedName("Kestrel Valley School", "for two years")  => ""  (no name goes on)
//   WrappedName("Kestrel Valley School", "Carlisle")          => ""  (the line had ended)
//
// The caller checks what the shape cannot: both lines plain (no dates, no list marks, no
// layout gaps), the second right under the first.
#ifndef CVMILL_STRUCTURE_INTERNAL_WRAPPED_NAME_H_
#define CVMILL_STRUCTURE_INTERNAL_WRAPPED_NAME_H_

#include <string>
#include <string_view>

namespace cvmill::structure::internal {

// The two lines as one where the first is a name wrapped into the second (see above); ""
// otherwise.
std::string WrappedName(std::string_view line, std::string_view next);

}  // namespace cvmill::structure::internal

#endif  // CVMILL_STRUCTURE_INTERNAL_WRAPPED_NAME_H_
