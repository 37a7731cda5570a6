// extract/pdf_reader.h — the PDF reader behind a narrow interface (not a public header; no
// poppler type in it).
//
// poppler-cpp and the 22 libraries it brings cost a process ~14 ms of CPU at exec (dynamic
// loading; bench/RESULTS.md), whether or not a PDF ever arrives. So the one piece of cvmill
// that calls poppler (pdf_poppler.cc: a document's pages as text boxes) is reached through
// this table of function pointers: linked in (the static library cvmill_pdf), or in the
// cvmill binary the module libcvmill_pdf.so, loaded on the first PDF ($CVMILL_PDF_MODULE);
// see module.h.
// Everything else of the PDF path (glyph clean-up, reading order, lines) stays in
// cvmill_extract and works on the plain structs below.
#ifndef CVMILL_EXTRACT_PDF_READER_H_
#define CVMILL_EXTRACT_PDF_READER_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace cvmill::extract::pdf {

struct Rect {
  double left = 0, top = 0, right = 0, bottom = 0;  // points, origin top left
};

// One text box of a page, as poppler-cpp's text_list gives it (usually a word).
struct Box {
  std::u16string text;        // UTF-16, as poppler's ustring
  Rect bbox;
  // Its glyphs' boxes (poppler's char_bbox(i) for i < glyph_count) are Page::glyphs
  // [glyph_begin, glyph_begin + glyph_count): one array per page, not one per box.
  std::uint32_t glyph_begin = 0, glyph_count = 0;
  std::string font_name;      // when has_font
  double font_size = 0;       // when has_font
  bool has_font = false;
  bool space_after = false;
};

struct Page {
  bool present = false;  // poppler made the page (it may not, for a damaged page tree)
  double width = 0, height = 0;
  std::vector<Box> boxes;
  std::vector<Rect> glyphs;  // every box's glyph boxes (Box::glyph_begin)
};

// What a document may cost before its text is read (extract::Options): pages (more is
// kTooManyPages); the inflated bytes of the content streams its pages draw from, the
// characters one page draws, and those of all pages (0: no cap; past one is kOverLimit,
// pdf_budget.h).
struct Limits {
  int max_pages = 0;
  std::uint64_t max_content_bytes = 0;
  std::uint64_t max_chars_per_page = 0;
  std::uint64_t max_chars = 0;
};

// A whole document's text boxes, or why there are none.
struct RawDocument {
  // kOutOfMemory: the reader ran out of memory (std::bad_alloc); kFailed: another exception
  // (its what() in messages). No exception leaves the reader.
  enum class Outcome : std::uint8_t {
    kOk, kDamaged, kEncrypted, kNoPages, kTooManyPages, kOverLimit, kOutOfMemory, kFailed
  };
  Outcome outcome = Outcome::kOk;
  std::string over_limit;             // for kOverLimit: which cap, one line
  int page_count = 0;                 // set for kOk and kTooManyPages
  std::vector<std::string> messages;  // poppler's own messages, at most 20, in order
  std::vector<Page> pages;            // page_count pages for kOk
};

// The table the reader gives. `abi` and the sizes tell a module built from other sources
// (an older install) from this one: such a module is refused, never called.
struct Reader {
  std::uint32_t abi;
  std::uint32_t box_size, page_size, document_size;
  // Reads `size` bytes of PDF within `limits`. Thread-safe (poppler's global state is behind
  // the reader's own lock).
  void (*read)(const char* data, std::size_t size, const Limits* limits, RawDocument* out);
};
inline constexpr std::uint32_t kReaderAbi = 4;

// The entry point the reader defines (extern "C", no arguments, returns the table); the
// module exports it under this name.
inline constexpr char kReaderEntry[] = "cvmill_pdf_reader_v1";
using ReaderEntry = const Reader* (*)();
inline bool Compatible(const Reader& r) {
  return r.abi == kReaderAbi && r.box_size == sizeof(Box) && r.page_size == sizeof(Page) &&
         r.document_size == sizeof(RawDocument);
}

// The reader: the linked-in one, else the module, loaded once per process (module_load.cc).
// Null when the module cannot be loaded; *error then says why (one line, with the path tried).
const Reader* GetReader(std::string* error);

}  // namespace cvmill::extract::pdf

#endif  // CVMILL_EXTRACT_PDF_READER_H_
