// structure/internal/broken_email.h — an e-mail or web address broken over two lines.
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
//
// A web address breaks after a slash, the rest of its path on the next line (perhaps with a
// space left after the slash: "https://www.example.com/ in/" over "jane-roe"). The first line
// is the address alone, ending in '/'; the next is one word of a path's characters:
//
//   BrokenUrl("https://www.example.com/ in/", "jane-roe")  => "https://www.example.com/in/jane-roe"
//   BrokenUrl("https://www.example.com/", "jane.roe.cooks") => "https://www.example.com/jane.roe.cooks"
//   BrokenUrl("Web: https://roe.dev/", "Leeds, UK")         => ""  (not the address alone; no path word)
#ifndef CVMILL_STRUCTURE_INTERNAL_BROKEN_EMAIL_H_
#define CVMILL_STRUCTURE_INTERNAL_BROKEN_EMAIL_H_

#include <string>
#include <string_view>

namespace cvmill::structure::internal {

// The line joined with its next where they break an address (see above); "" otherwise.
std::string BrokenEmail(std::string_view line, std::string_view next);
std::string BrokenUrl(std::string_view line, std::string_view next);

}  // namespace cvmill::structure::internal

#endif  // CVMILL_STRUCTURE_INTERNAL_BROKEN_EMAIL_H_
