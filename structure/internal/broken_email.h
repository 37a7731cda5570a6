// structure/internal/broken_email.h — an e-mail address broken over two lines.
//
// Private to the structure stage. A narrow column (a sidebar) breaks a long address inside its
// domain: "JANE.ROE@EXAMP" over "LE.CO.UK". The first line ends in a word with an '@' whose
// domain has no dot yet (or ends in one, or in a hyphen); the next line is one word of a
// domain's letters with a dot in it; the two make one address:
//
//   BrokenEmail("jane.roe@examp", "le.co.uk")       => "jane.roe@example.co.uk"
//   BrokenEmail("Mail: jane@example.", "co.uk")     => "Mail: jane@example.co.uk"
//   BrokenEmail("jane@example.org", "www.roe.dev")  => ""  (the address is whole)
//   BrokenEmail("jane@examp", "Leeds, UK")          => ""  (no domain's word)
#ifndef CVMILL_STRUCTURE_INTERNAL_BROKEN_EMAIL_H_
#define CVMILL_STRUCTURE_INTERNAL_BROKEN_EMAIL_H_

#include <string>
#include <string_view>

namespace cvmill::structure::internal {

// The line joined with its next where they break an address (see above); "" otherwise.
std::string BrokenEmail(std::string_view line, std::string_view next);

}  // namespace cvmill::structure::internal

#endif  // CVMILL_STRUCTURE_INTERNAL_BROKEN_EMAIL_H_
