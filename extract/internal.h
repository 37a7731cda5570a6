// extract/internal.h — what the extract stage's files share (not a public header).
//
// PDF: pdf_glyphs.cc turns the reader's text boxes (pdf_reader.h) into words, the text of a
// box cleaned of what producers leave in their text layers (whitespace glyphs, soft hyphens,
// TeX codes, icon fonts, link prefixes, invisible boxes); pdf_rows.cc puts a page's words into lines in
// reading order; pdf.cc makes the lines of the CV from them.
#ifndef CVMILL_EXTRACT_INTERNAL_H_
#define CVMILL_EXTRACT_INTERNAL_H_

#include <cstddef>
#include <cctype>
#include <cstdint>
#include <algorithm>
#include <map>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include "common/status.h"
#include "common/text.h"
#include "extract/extract.h"
#include "extract/xml_reader.h"

namespace cvmill::extract::pdf {
struct Box;   // pdf_reader.h
struct Rect;  // pdf_reader.h
struct Page;  // pdf_reader.h
}  // namespace cvmill::extract::pdf

namespace cvmill::extract {

// The length of a LaTeX icon command at the start of `s` ("\faPhone", "\aiOrcid",
// "\faicon{phone}"), or 0. Such a command left in the text is an icon, not text (markup.cc).
std::size_t IconCommandAt(std::string_view s);

// Called with each source line `raw` (numbered `number`) that ParseMarkup read as `parsed`
// and that gave no line: when it was a pipe table's delimiter row ("|:---|---|") or a grid
// table's header rule ("+====+====+") right under the first row of its table, the last of
// `lines`, that row becomes the table's header (Line::table kHeader). Otherwise nothing
// changes (markup.cc).
void MarkTableHeader(std::string_view raw, const Line& parsed, int number, std::vector<Line>* lines);

// A row of a text input before it is read as a line (extract.cc): its text, where it is in
// the source, and the column it was read in.
struct TextRow {
  std::string_view text;
  int number = 0;                         // the source line
  std::size_t byte_begin = 0, byte_end = 0;
  bool page_break = false;                // a form feed was on it
  int column = 0;                         // 1: the right one of two columns (text_columns.cc)
  int indent = -1;                        // a column's own indent, or -1: the text's
};

// A stretch of text on a row of a text dump: character positions [begin, end) and its bytes.
// Words one space apart are one piece; two spaces or more part them.
struct TextPiece {
  int begin, end;
  std::size_t byte_begin, byte_end;
};

// Appends the pieces of row text `s` to *out (text_columns.cc).
void AppendPieces(std::string_view s, std::vector<TextPiece>* out);

// Running headers and footers of a dump of several pages (the rows every full page opens or
// closes with alike, page numbers aside) taken out of *rows: their text, each once, goes to
// *furniture, and each removal is a diagnostic (text_furniture.cc).
void DropTextFurniture(std::vector<TextRow>* rows, std::vector<std::string>* furniture,
                       std::vector<Diagnostic>* diagnostics);

// Rows of two columns side by side (`pdftotext -layout` of a page with a sidebar), split at
// the gutter and reordered: each band's left column, then its right one (text_columns.cc).
void SplitTextColumns(std::vector<TextRow>* rows);

// A bulleted list set in two columns inside a column of a text dump, read row by row: read
// column by column instead, its left column's lines, then its right one's
// (text_list_columns.cc).
void SplitListColumns(std::vector<TextRow>* rows);

// A grid of cards (a row of names, each card's items set in under its name) read column by
// column, one card after the other, not row by row (text_cards.cc).
void SplitCardGrids(std::vector<TextRow>* rows);

// Letter-spaced words of a text dump joined back ("2015 t o 2019", "t o P r e s e n t",
// "W ork E xperience"); rewritten rows keep their text in *storage (text_spacing.cc).
void JoinSpacedLetters(std::vector<TextRow>* rows, std::deque<std::string>* storage);

// Rows a writer wrapped, joined back; joined rows keep their text in *storage (text_hanging.cc):
// a cell wrapped under itself with a hanging indent ("2021   Lecturer of the Year, ..." over
// "       Awards"), and a line wrapped with its rest set in by a few columns ("... -
// Northfield" over "  University").
void JoinWrappedRows(std::vector<TextRow>* rows, std::deque<std::string>* storage);

// A list marker that a font without a Unicode map gave as "{" (a LaTeX bullet through
// pdftotext): where two rows or more open with "{ " and no row closes a brace, each such "{"
// is a bullet (text_spacing.cc).
void BraceBullets(std::vector<TextRow>* rows, std::deque<std::string>* storage);

// Text in a named charset to UTF-8 (ICU; encoding.cc), and UTF-8 to NFC.
std::string FromCharset(std::string_view bytes, const char* charset);
std::string ToNfc(std::string s);

// A link target worth keeping, trimmed: a web address (with or without its scheme) or an
// e-mail address ("mailto: x@y" loses its space). Anything else (tel:, a page-relative path,
// attribute text a broken tag left in href) gives "": what the link shows stays as text.
inline std::string KeptLinkTarget(std::string_view target) {
  std::string t = text::AsciiLower(text::Trim(target));
  std::string_view raw = text::Trim(target);
  if (text::StartsWith(t, "mailto:")) {
    std::string_view addr = text::Trim(raw.substr(7));
    if (addr.empty() || addr.find_first_of(" \t\"'<>") != std::string_view::npos) return "";
    return "mailto:" + std::string(addr);
  }
  if (raw.empty() || raw.find_first_of(" \t\n\"'<>") != std::string_view::npos) return "";
  std::string_view rest = raw;
  if (text::StartsWith(t, "http://")) rest.remove_prefix(7);
  else if (text::StartsWith(t, "https://")) rest.remove_prefix(8);
  else if (t.find(':') != std::string::npos) return "";  // another scheme (tel:, javascript:, file:)
  // The host: a dot inside it and letters after its last dot ("github.com/x", not "cv.v2/").
  std::string_view host = rest.substr(0, rest.find_first_of("/?#"));
  std::size_t dot = host.rfind('.');
  if (dot == std::string_view::npos || dot == 0 || dot + 2 > host.size()) return "";
  for (char c : host.substr(dot + 1)) {
    if (!std::isalpha(static_cast<unsigned char>(c))) return "";
  }
  return std::string(raw);
}

// Builds one paragraph from pieces of styled text.
class ParaBuilder {
 public:
  // HTML collapses white space (runs of it become one space, none at the start); DOCX keeps it.
  explicit ParaBuilder(bool collapse_space) : collapse_(collapse_space) {}
  void Text(std::string_view utf8, std::uint8_t style);
  void Gap();                  // a TAB gap (a tab stop, a table cell boundary)
  void SoftBoundary();         // two inline elements side by side: a gap if words would touch
  std::size_t Mark() const { return plain_.size(); }
  void Link(std::size_t mark, std::string_view target);  // the text since `mark` links there
  bool Empty() const;          // nothing visible yet
  Para Take();                 // the paragraph so far (md and links); the builder is reset

 private:
  struct Seg {
    std::string text;
    std::uint8_t style = 0;
  };
  bool collapse_;
  bool soft_ = false;
  std::vector<Seg> segs_;
  std::string plain_;  // the visible text, for link labels
  std::vector<cvmill::extract::Link> links_;
};

// A table row: each cell's paragraphs. The first paragraph of every cell make one line, cells
// joined by TAB gaps (as the PDF reader joins a row); the rest follow cell by cell. A row with
// a long cell is a layout table (columns of a page): its cells follow one another. A row
// joined is a table's row: `row` says which (kHeader or kBody); Para::table keeps it.
void AppendRow(std::vector<std::vector<Para>> cells, std::vector<Para>* out, TableRow row = TableRow::kBody);


// What the HTML reader takes from CSS (css.cc).
struct CssStyle {
  enum class Display : std::uint8_t { kUnset, kNone, kInline, kBlock };
  Display display = Display::kUnset;
  int bold = -1;  // font-weight: 1 bold, 0 normal
  // Children side by side: kRowAny (a flex row, a grid of as many columns as fit) or the
  // columns of a grid (2+), its children in rows of that many; 0: not; -1: unset.
  static constexpr int kRowAny = 1;
  int row = -1;
  // white-space: 1 keeps the text's line breaks (pre, pre-wrap, pre-line, break-spaces),
  // 0 does not (normal, nowrap); -1: unset.
  int pre = -1;
  void Merge(const CssStyle& later);
};
CssStyle ParseDeclarations(std::string_view declarations);  // a style attribute's text

// Rules of a page's <style> elements whose selectors are compounds of a tag, classes and an
// id, joined by descendant or child combinators (taken as descendant).
class StyleSheet {
 public:
  void Add(std::string_view css, int depth = 0);
  // The rules that match the element, by specificity then order; `ancestors(i)` gives the
  // i-th ancestor's tag, class attribute and id (false past the root).
  struct Element {
    std::string_view tag, classes, id;
  };
  template <class Ancestors>
  CssStyle For(const Element& e, Ancestors ancestors) const;
  bool empty() const { return rules_.empty(); }
  // Matching costs elements x rules under one key x ancestors: a page of a few thousand rules
  // and elements alike would take minutes. For counts its steps (a compound matched against an
  // element, an ancestor looked up, the matching rules sorted); past kMaxChecks it matches
  // nothing more and the reader refuses the page (html.cc) rather than apply its styles to a
  // part of it.
  static constexpr std::size_t kMaxChecks = 20'000'000;
  bool exhausted() const { return checks_ > kMaxChecks; }

  struct Compound {
    std::string tag, id;
    std::vector<std::string> classes;
    bool Matches(const Element& e) const;
  };
  struct Rule {
    std::vector<Compound> parts;  // left to right; the last is the element itself
    CssStyle style;
    int specificity = 0, order = 0;
  };

 private:
  std::map<std::string, std::vector<Rule>> rules_;  // by the last part's key (see Key)
  int order_ = 0;
  mutable std::size_t checks_ = 0;
};

template <class Ancestors>
CssStyle StyleSheet::For(const Element& e, Ancestors ancestors) const {
  CssStyle out;
  if (rules_.empty() || exhausted()) return out;
  std::vector<const Rule*> hits;
  auto look = [&](const std::string& key) {
    auto it = rules_.find(key);
    if (it == rules_.end()) return;
    for (const Rule& r : it->second) {
      if (++checks_ > kMaxChecks) return;
      if (!r.parts.back().Matches(e)) continue;
      // Each earlier part matches some ancestor, in order, nearest first.
      std::size_t part = r.parts.size() - 1;
      Element a;
      for (int i = 0; part > 0 && ancestors(i, &a); ++i) {
        checks_ += static_cast<std::size_t>(i) + 1;  // ancestors(i) climbs i + 1 steps
        if (r.parts[part - 1].Matches(a)) --part;
      }
      if (part == 0) hits.push_back(&r);
    }
  };
  look(std::string(e.tag));
  std::size_t i = 0;
  while (i < e.classes.size()) {
    while (i < e.classes.size() && e.classes[i] == ' ') ++i;
    std::size_t j = i;
    while (j < e.classes.size() && e.classes[j] != ' ') ++j;
    if (j > i) look("." + std::string(e.classes.substr(i, j - i)));
    i = j;
  }
  if (!e.id.empty()) look("#" + std::string(e.id));
  // Sorting and merging the hits costs about hits x log2(hits) steps more.
  std::size_t log2 = 1;
  for (std::size_t n = hits.size(); n > 1; n >>= 1) ++log2;
  checks_ += hits.size() * log2;
  if (exhausted()) return out;
  std::sort(hits.begin(), hits.end(), [](const Rule* a, const Rule* b) {
    return a->specificity != b->specificity ? a->specificity < b->specificity : a->order < b->order;
  });
  hits.erase(std::unique(hits.begin(), hits.end()), hits.end());
  for (const Rule* r : hits) out.Merge(r->style);
  return out;
}

// DOCX and HTML input (paras.cc), through the reader of xml_reader.h. A zip archive is read
// when it is a DOCX; ODT, XLSX, PPTX, EPUB and other zips fail with their name.
Result<Document> ExtractZip(std::string_view bytes, const Options& options);
Result<Document> ExtractHtml(std::string_view bytes, const Options& options);
// The reader's two halves (docx.cc, html.cc; its table: xml_entry.cc). HTML comes decoded.
Result<std::vector<Para>> ReadZip(std::string_view bytes, std::size_t max_bytes);
Result<std::vector<Para>> ReadHtml(std::string_view utf8);

// Shared by the PDF and the text readers' column finders (text_columns.cc):
// how many of `xs` (sorted here) lie within `tol` of the same value, at most; `*at` gets the
// lowest of the most such;
std::size_t MostWithin(std::vector<double>& xs, double tol, double* at);
// a year (19xx, 20xx) in `t`, its digits no part of a longer number.
bool ContainsYear(std::string_view t);

}  // namespace cvmill::extract

namespace cvmill::extract::pdf {

struct Word {
  std::string text;
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0, size = 0;
  std::uint16_t font = 0;  // index into Fonts, 0 when poppler gave no font
  bool bold = false;
  bool italic = false;      // set in an italic, oblique or slanted font (by its name)
  bool icon = false;        // set in an icon font: a field gap, never text (see DropIcons)
  bool space_after = false;
  bool gap_before = false;  // a layout gap (TAB) before this word, whatever the geometry
  // The right edge of the measure the word was set in, where narrower than its column's (a
  // list set in columns): its lines wrap there. 0: the column's.
  double measure = 0;
};

// What a font name says, decided once per name and document.
class Fonts {
 public:
  struct Info {
    bool bold = false;
    bool icon = false;
    bool italic = false;
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
  bool icon_first = false;  // an icon opened it (a field of its own: never a wrapped line's rest)
};

// A page's lines in reading order, and its height (points).
struct PageLines {
  std::vector<OutLine> lines;
  double height = 0;
};
// Drops running headers and footers and page numbers from `pages` (`body`: the body's font
// size), each with a diagnostic (pdf_furniture.cc).
void DropPageFurniture(std::vector<PageLines>* pages, double body, std::vector<Diagnostic>* diagnostics,
                       std::vector<std::string>* texts_out);  // each removed text once

// List items whose markers are drawn as shapes (pdf_items.cc): per column, the left edges
// where items stand; whether x0 is at one; and the document's lines that open an item, marked
// (in a document with no marker glyph).
std::map<int, std::vector<double>> ItemLevels(const std::vector<OutLine>& lines, double body);
bool AtLevel(const std::map<int, std::vector<double>>& levels, int column, double x0);
// Letters, four or more, and none of them lower case (pdf_labels.cc).
bool AllCaps(const std::vector<Word>& words);
// A heading set in a left margin column on its section's first row, split off as a line of
// its own; a label wrapped within its label column, joined (pdf_labels.cc).
void SplitMarginLabels(std::vector<OutLine>* lines);
void JoinWrappedLabels(std::vector<OutLine>* lines);
// A title in capitals wrapped on a small word the document writes in lower case, or inside a
// bracket, joined with its next line in the same type (pdf_caps_titles.cc).
void JoinWrappedCapsTitles(std::vector<PageLines>* pages, double body);
// Lines k and k+1 start at one left edge and stand closer than the lines around them at that
// edge do (a label row's text wrapped back to its left edge, under a list's wider item step).
bool TighterThanItsList(const std::vector<OutLine>& lines, std::size_t k);
void MarkDrawnBullets(const std::vector<std::map<int, std::vector<double>>>& levels, double body, Document* doc);
// Fonts reported far smaller than their glyphs' advance says (about an em a letter) get the
// size it says, and their boxes the height (pdf_sizes.cc); SizeFactor is the scale for a font
// whose boxes are `width` wide in all, their letters times their sizes `chars_by_size`.
double SizeFactor(double width, double chars_by_size, std::size_t chars);
void FixFontSizes(std::vector<Page>* pages);
// A page's column without item levels takes those of the same column on the other pages.
void ShareItemLevels(std::vector<std::map<int, std::vector<double>>>* pages);

// Cards side by side in a page's lines, read card by card (pdf_cards.cc).
void ReadCards(std::vector<std::vector<Word>>* lines);
// A list set in columns (items opened by markers on both sides of a split), read column by
// column (pdf_list_columns.cc).
void ReadListColumns(std::vector<std::vector<Word>>* lines);
// Two label/items pairs side by side on a row, labels and items wrapped, read pair by pair
// (pdf_pairs.cc).
void ReadLabelPairs(std::vector<std::vector<Word>>* lines);

// One side of a row split at a page's gutter: its words' top, bottom and first word's size.
struct SideSpan {
  double y0 = 0, y1 = 0, size = 0;
};
// Which side of the gutter is a column of labels set beside the other side's blocks, by the
// sides' rows top to bottom: 0 the left, 1 the right, -1 neither; `cuts` gets the tops of the
// pairs of blocks side by side, ascending (pdf_sides.cc).
int LabelSide(const std::vector<SideSpan>& left, const std::vector<SideSpan>& right, std::vector<double>* cuts);
// Whether the right side's rows are a sidebar set flush right (one right edge, ragged left, few
// years) beside a main column set flush left: a flow of its own, never a label column
// (pdf_sides.cc).
bool FlushRightFlow(const std::vector<const std::vector<Word>*>& left, const std::vector<const std::vector<Word>*>& right);

// The page's words as lines in reading order (pdf_rows.cc). On the document's first page a
// head set across the page (a name, a summary) may stand above its columns.
std::vector<OutLine> ReadingOrder(std::vector<Word> words, double width, double height, bool first_page = false);

// A page's usual space between words, in em (the median of those under 1 em; where the page
// has too few to tell, `document_space`, the same over the document's pages, 0 when they too
// have too few), and each column's rightmost word end (pdf_rows.cc).
struct PageSpacing {
  double space = 0;
  std::map<int, double> right;
};
double DocumentSpace(const std::vector<PageLines>& pages);
PageSpacing MeasureSpacing(const std::vector<OutLine>& lines, double document_space);
// Items set apart by padding (chips, tags) in the page's lines get layout gaps (pdf_rows.cc).
void MarkItemGaps(std::vector<OutLine>* lines, const PageSpacing& spacing);
// So does the row under a row of cells with a word at each of its cells' left edges
// (pdf_grid_rows.cc).
void MarkGridRows(std::vector<OutLine>* lines, const PageSpacing& spacing);
// So does a cell set flush right after a space twice the line's others (pdf_rows.cc).
void MarkFlushRightCells(std::vector<OutLine>* lines, const PageSpacing& spacing);
// A year (19xx, 20xx) among the words starting at x or after (right) or before it.
bool HasYear(const std::vector<Word>& row, double x, bool right);
// A column of dates or labels set close left of the text: each row's cell there gets a layout
// gap after it (pdf_date_column.cc).
void SplitDateColumn(std::vector<std::vector<Word>>* lines);
// Where the row's date cell starts: its first layout gap, when seven words at most follow it,
// a year among them; 0 when the row has no such cell.
std::size_t DateCell(const std::vector<Word>& row);

// The top of a row's highest word and the bottom of its lowest (points, from the page's top).
double RowTop(const std::vector<Word>& row);
double RowBottom(const std::vector<Word>& row);
// Dates set in a column (flush right or at one left edge) in three rows or more, closer to the
// text than a cell gap.
void MarkRightDates(std::vector<OutLine>* lines, const PageSpacing& spacing);

// Appends the words of one text box. A box is usually one word; a box whose text holds
// whitespace or control glyphs (Word for Mac maps its space glyph to TAB CR SPACE NBSP) is
// split there by its glyphs' positions (in `glyphs`, the page's array); a box without size or
// outside the page adds nothing.
// `keep_flat` keeps boxes without width (for a page whose every box has none: a font
// without widths rather than text squeezed out of sight). Returns false for a box that is
// not where any text can be: a position or font size that is NaN or infinite (it adds nothing).
bool AddBoxWords(const Box& box, const std::vector<Rect>& glyphs, double page_width, double page_height,
                 bool keep_flat, Fonts* fonts, std::vector<Word>* out);

// Removes the icons from a line's words (sorted left to right): the word after an icon, if
// any, gets a gap before it. Icons are words in an icon font, LaTeX icon commands left as
// text (\faPhone), and icon glyph names ("envelope") in a font that differs from the next word's.
// Returns whether it removed any.
bool DropIcons(std::vector<Word>* words);

// pdf_words.cc: a layout gap between two words of a line (far apart, or marked: an icon, a
// run of space glyphs between them); the index of the first word after one (a label or date
// column), or 0; the line's text; and the bold words of a line not bold throughout and the
// italic words of any line, as its styled runs, found in its text as ParseMarkup left it.
bool Gap(const Word& p, const Word& w);
std::size_t FirstGap(const std::vector<Word>& words);
std::string Join(const std::vector<Word>& words);
void StyleRuns(const std::vector<Word>& words, bool bold_line, Line* line);
// The word starts with a lower case letter; with a capital (after an opening bracket or quote).
bool StartsLower(std::string_view w);
bool StartsUpper(std::string_view w);

}  // namespace cvmill::extract::pdf

#endif  // CVMILL_EXTRACT_INTERNAL_H_
