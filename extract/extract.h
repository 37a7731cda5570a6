// extract/extract.h — bytes of a CV file to layout lines.
//
// The one public header of the extract stage. Pure and thread-safe: no I/O, no globals.
//
//   cvmill::extract::Options options;                      // limits with sane defaults
//   auto doc = cvmill::extract::Extract(bytes, "cv.md", options);
//   if (!doc.ok()) return Fail(doc.status());               // "binary data (NUL bytes)..."
//   for (const Line& line : doc.value().lines) ...
//
// What a plain-text line becomes (each is a case in tests/extract_test.cc):
//   "## WORK EXPERIENCE"            => text "WORK EXPERIENCE", heading_level 2
//   "- Built a thing"               => text "Built a thing", bullet
//   "**Languages:** German"         => text "Languages: German", bold run over "Languages:"
//   "[gh/x](https://gh.com/x)"      => text "gh/x", link {text "gh/x", target "https://gh.com/x"}
//   "<https://a.org>"               => text "https://a.org", link to the same
//   "Engineer        2019 – 2021"   => text "Engineer\t2019 – 2021" (a layout gap becomes TAB)
//   "| Skill | Level |" over "|---|---|" => text "Skill\tLevel", table kHeader (the "|---|"
//                                     line is no line; the rows under it are kBody); a grid
//                                     table alike, its header row over its "+===+" rule
// Bytes: UTF-8 (BOM or not), UTF-16 LE/BE with BOM, legacy 8-bit (detected with ICU);
// invalid UTF-8 is repaired with U+FFFD and reported as a diagnostic. Text is NFC.
#ifndef CVMILL_EXTRACT_EXTRACT_H_
#define CVMILL_EXTRACT_EXTRACT_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "common/status.h"

namespace cvmill::extract {

enum class Format { kText, kPdf, kDocx, kHtml };

enum StyleBits : std::uint8_t { kBold = 1, kItalic = 2 };

// Where a line stands in a table whose cells it holds apart by '\t' (see Line::table).
enum class TableRow : std::uint8_t { kNone, kHeader, kBody };

// A styled run of a line's text, in bytes of Line::text.
struct StyledRun {
  std::uint32_t begin = 0;
  std::uint32_t end = 0;
  std::uint8_t style = 0;
};

struct Link {
  std::string text;    // visible text
  std::string target;  // URL (as written; may lack a scheme)
};

struct Line {
  std::string text;  // NFC UTF-8, markup removed, layout gaps as '\t', never empty
  int number = 0;    // 1-based line number in the source
  std::uint64_t byte_begin = 0;  // span of the source line in the decoded UTF-8 text
  std::uint64_t byte_end = 0;
  int indent = 0;         // leading columns (a TAB counts 4)
  int heading_level = 0;  // 1..6 from a markdown '#', 0 otherwise
  bool bullet = false;    // started with a bullet mark (• ◆ - * ▪ ● ...)
  bool bold = false;      // the whole line is emphasised
  int blank_before = 0;   // blank source lines right before this one
  bool page_break = false;  // a text dump's first line of a page (after a form feed): its
                            // indent is measured on another page than the line before's
  // A row of a table, its cells apart by '\t': kHeader for the row that names the table's
  // columns (a markdown pipe table's row right above its "|---|---|" line; an HTML row of
  // <th> cells only, or in <thead>; a DOCX row marked as the table's header row), kBody for
  // its other rows (a pipe table's; an HTML or DOCX row of two or more cells). A header row
  // keeps its text and is a line like any other: readers that know tables take its cells as
  // the columns' labels, the others see a row. kNone for every other line.
  TableRow table = TableRow::kNone;
  std::vector<StyledRun> runs;
  std::vector<Link> links;
  // PDF only: where the line stands (points, origin top left) and its type.
  int page = 0;           // 1-based
  float x = 0, y = 0;     // left and top of the line
  float font_size = 0;    // largest font size in the line
  int column = 0;         // 0 for the first (or only) column of a page
};

struct Diagnostic {
  int line = 0;  // 0 when it concerns the whole input
  std::string message;
};

struct Document {
  Format format = Format::kText;
  std::string encoding;  // "UTF-8", "UTF-16LE", "ISO-8859-1", ...
  std::vector<Line> lines;
  std::vector<Diagnostic> diagnostics;
  // PDF and text dumps of pages: the text of the running headers and footers taken out of
  // `lines` (each text once, in page order; each removal is also a diagnostic), where a CV
  // may print the person's only contact details.
  std::vector<std::string> furniture;
};

struct Options {
  std::size_t max_input_bytes = 16u << 20;  // larger inputs fail with kTooLarge
  std::size_t max_line_bytes = 16u << 10;   // longer lines are cut, with a diagnostic
  int max_pages = 40;                       // PDFs with more pages fail with kTooLarge
  // PDF caps that bound a document's reading time whatever it holds (0: no cap), each a
  // kTooLarge failure, found before poppler lays out any text: the characters drawn on one
  // page and on all pages read, and the bytes of the page content streams inflated
  // (max_input_bytes). A dense real CV page draws under 8,000 characters.
  std::uint64_t max_pdf_page_chars = 40000;
  std::uint64_t max_pdf_chars = 400000;
};

// Detects the format from the bytes (not the file name) and extracts lines.
// Errors: kEmpty (no text), kBadInput (binary data, PDF without a text layer), kTooLarge,
// kBadPdf (damaged, truncated, no pages), kEncrypted.
// PDF: text boxes of poppler-cpp become lines with position, size and weight; poppler's own
// messages never reach stderr (they become diagnostics). Link targets are not available
// through poppler-cpp: a URL is kept when it is visible text.
Result<Document> Extract(std::string_view bytes, const Options& options);

// Decodes text bytes to NFC UTF-8; `encoding` receives the detected charset name.
// Exposed for tests and fuzzers.
Result<std::string> DecodeText(std::string_view bytes, std::string* encoding,
                               std::vector<Diagnostic>* diagnostics);

// Parses one line's markdown-like marks into `line` (text, bullet, heading, runs, links).
// Exposed for tests; `raw` is one source line without its line end.
void ParseMarkup(std::string_view raw, Line* line);

// A glyph that separates fields inside a line ("Leeds | +44 …", "Lyon · 2019", "◆"); the text
// reader turns it into a gap, the PDF reader uses it to tell a row of fields from prose.
bool IsSeparatorGlyph(std::string_view glyph);

// The length of the list marker that opens `text` ("• ", "– ", "* "), without the space after
// it; 0 when none.
std::size_t BulletMarkLength(std::string_view text);

}  // namespace cvmill::extract

#endif  // CVMILL_EXTRACT_EXTRACT_H_
