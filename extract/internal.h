// extract/internal.h — what the extract stage's files share (not a public header).
//
// PDF: pdf_glyphs.cc turns poppler's text boxes into words, the text of a box cleaned of what
// producers leave in their text layers (whitespace glyphs, soft hyphens, TeX codes, icon
// fonts, link prefixes, invisible boxes); pdf_rows.cc puts a page's words into lines in
// reading order; pdf.cc makes the lines of the CV from them.
#ifndef CVMILL_EXTRACT_INTERNAL_H_
#define CVMILL_EXTRACT_INTERNAL_H_

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace poppler {
class text_box;
}  // namespace poppler

namespace cvmill::extract {

// The length of a LaTeX icon command at the start of `s` ("\faPhone", "\aiOrcid",
// "\faicon{phone}"), or 0. Such a command left in the text is an icon, not text (markup.cc).
std::size_t IconCommandAt(std::string_view s);

}  // namespace cvmill::extract

namespace cvmill::extract::pdf {

struct Word {
  std::string text;
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0, size = 0;
  std::uint16_t font = 0;  // index into Fonts, 0 when poppler gave no font
  bool bold = false;
  bool icon = false;        // set in an icon font: a field gap, never text (see DropIcons)
  bool space_after = false;
  bool gap_before = false;  // a layout gap (TAB) before this word, whatever the geometry
};

// What a font name says, decided once per name and document.
class Fonts {
 public:
  struct Info {
    bool bold = false;
    bool icon = false;
  };
  std::uint16_t Id(const std::string& name);
  const Info& Get(std::uint16_t id) const { return info_[id]; }

 private:
  std::map<std::string, std::uint16_t> ids_;
  std::vector<Info> info_{Info{}};  // id 0: no font information
};

// A line of a page as read: its words left to right, its column (0 for the first or only).
struct OutLine {
  std::vector<Word> words;
  int column = 0;
  double y0 = 0, y1 = 0, x0 = 0;
  bool hyphenated = false;  // its last word was broken at the line end and joined
};

// The page's words as lines in reading order (pdf_rows.cc).
std::vector<OutLine> ReadingOrder(std::vector<Word> words, double width, double height);

// Appends the words of one text box. A box is usually one word; a box whose text holds
// whitespace or control glyphs (Word for Mac maps its space glyph to TAB CR SPACE NBSP) is
// split there by its glyphs' positions; a box without size or outside the page adds nothing.
// `keep_flat` keeps boxes without width (for a page whose every box has none: a font
// without widths rather than text squeezed out of sight). Returns false for a box that is
// not where any text can be: a position or font size that is NaN or infinite (it adds nothing).
bool AddBoxWords(const poppler::text_box& box, double page_width, double page_height, bool keep_flat, Fonts* fonts,
                 std::vector<Word>* out);

// Removes the icons from a line's words (sorted left to right): the word after an icon, if
// any, gets a gap before it. Icons are words in an icon font, LaTeX icon commands left as
// text (\faPhone), and icon glyph names ("envelope") in a font that differs from the next word's.
// Returns whether it removed any.
bool DropIcons(std::vector<Word>* words);

// A line that says only what page it is: "3", "- 2 -", "2/3", "Page 2 of 4", "Página 1 de 2",
// "Seite 2 von 3", "Page 1 sur 2", "Pagina 2 di 3".
bool PageNumber(std::string_view line);

}  // namespace cvmill::extract::pdf

#endif  // CVMILL_EXTRACT_INTERNAL_H_
