// A list of an entry's highlights under its label, its marks lost (a plain-text dump of a
// list the layout drew, a CV typed without bullets):
//
//   Responsibilities:
//   Ran the early shift of the bakery            -> an item
//   Cut the flour waste by a fifth, weighing      -> an item
//   each batch before it went in.                 -> more of it (the sentence goes on)
//   Trained four apprentices                      -> an item
//
// The lines right under a highlights label (no values after its colon), up to a blank line,
// a date, a link, another label or a line set less deep than the first item (in a -layout
// dump the items stand deeper than the label, a blank line perhaps between), are its items:
// each line one item, a line that opens in lower case under one that closes no sentence goes
// on with it. Without this a short item reads as a header line and a dated one ("No lost-time
// injury in 2022") opens an entry. Plain text and PDF, where a list's marks may be lost or
// never drawn as glyphs (the PDF reader has joined each item's wrapped lines already); HTML
// and DOCX keep a list's marks.
#include <string>
#include <unicode/uchar.h>
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

void Builder::LabelledLines(const std::vector<int>& lines, std::vector<Kind>* kinds) const {
  if (doc_.format != extract::Format::kText && doc_.format != extract::Format::kPdf) return;
  std::vector<Kind>& kd = *kinds;
  for (std::size_t k = 0; k < lines.size(); ++k) {
    if (kd[k] != Kind::kLabel || FieldLabel(lines[k]) != "highlights") continue;
    const std::string& label = T(lines[k]);
    if (const std::size_t colon = label.find(':');
        colon != std::string::npos && !Clean(label.substr(colon + 1)).empty())
      continue;
    // (In a -layout dump the items stand deeper than the label, perhaps a blank line under it;
    // a line set less deep than the first item ends them.)
    std::size_t m = k + 1;
    int indent = -1;  // the first item's
    for (; m < lines.size(); ++m) {
      if (kd[m] == Kind::kSkip) continue;
      const extract::Line& l = L(lines[m]);
      const bool first = indent < 0;
      if ((l.blank_before > 0 && !(first && l.blank_before == 1 && l.indent > L(lines[k]).indent)) ||
          (!first && l.indent < indent) || (kd[m] != Kind::kHead && kd[m] != Kind::kBody))
        break;
      if (first) indent = l.indent;
      const std::string& t = T(lines[m]);
      std::size_t at = 0;
      const bool goes_on = m > k + 1 && !t.empty() && u_islower(static_cast<UChar32>(text::NextCodePoint(t, at))) &&
                           !text::EndsSentence(T(lines[m - 1]));
      kd[m] = goes_on ? Kind::kCont : Kind::kBullet;
    }
    k = m - 1;
  }
}

}  // namespace cvmill::structure::internal
