// extract/xml_reader.h — the DOCX and HTML reader behind a narrow interface (not a public
// header; no libxml2 or libzip type in it).
//
// libxml2 and libzip (which brings libcrypto, lzma, bz2 and zstd) cost a process ~6 ms of
// CPU and ~165 page faults at exec (bench/RESULTS.md), whether or not a DOCX or HTML file
// ever arrives. So the readers that call them (docx.cc, html.cc, with css.cc and the
// paragraph builder of flow.cc) give paragraphs through this table of function pointers:
// linked in (the static library cvmill_xml), or in the cvmill binary the module
// libcvmill_xml.so, loaded on the first DOCX (any zip archive) or HTML input
// ($CVMILL_XML_MODULE); see module.h. What the paragraphs become (lines: paras.cc), telling
// the format from the bytes (extract.cc) and an HTML page's charset (encoding.cc) stay in
// cvmill_extract.
#ifndef CVMILL_EXTRACT_XML_READER_H_
#define CVMILL_EXTRACT_XML_READER_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "common/status.h"
#include "extract/extract.h"

namespace cvmill::extract {

// Structured documents (DOCX, HTML): paragraphs as their reader finds them, before they
// become lines. A paragraph is written as the markdown the text reader takes (the text's own
// mark characters escaped, ** and * around bold and italic runs, TAB for a gap), so
// ParseMarkup makes its runs, gaps, separators and bullets as for a text CV.
struct Para {
  std::string md;
  std::vector<Link> links;
  int heading = 0;     // 1..6
  bool bullet = false;
  int indent = 0;      // columns
  bool blank_before = false;  // set off from the paragraph before (a margin, a column change)
  int size = 0;               // DOCX: the smallest font size of its text (half-points), 0 unknown
  int column = 0;             // HTML: 1 in a page's complementary content (<aside>), else 0
  TableRow table = TableRow::kNone;  // a table's row of cells joined (see Line::table)
};

namespace xml {

// A document's paragraphs, or why there are none.
struct Paragraphs {
  ErrorCode code = ErrorCode::kOk;  // not kOk: `message` says why (one line)
  std::string message;
  bool out_of_memory = false;       // the reader ran out of memory (std::bad_alloc)
  std::vector<Para> paras;
};

// The table the reader gives. `abi` and the sizes tell a module built from other sources
// (an older install) from this one: such a module is refused, never called. No exception
// leaves a reader.
struct Reader {
  std::uint32_t abi;
  std::uint32_t para_size, link_size, paragraphs_size;
  // A zip archive: a DOCX's paragraphs; other zips (ODT, XLSX, EPUB, ...) fail with their
  // name. Its parts are read up to `max_bytes` uncompressed, all together (zip bombs).
  void (*read_zip)(const char* data, std::size_t size, std::size_t max_bytes, Paragraphs* out);
  // An HTML page, already decoded to UTF-8.
  void (*read_html)(const char* utf8, std::size_t size, Paragraphs* out);
};
inline constexpr std::uint32_t kReaderAbi = 3;

// The entry point the reader defines (extern "C", no arguments, returns the table); the
// module exports it under this name.
inline constexpr char kReaderEntry[] = "cvmill_xml_reader_v1";
inline bool Compatible(const Reader& r) {
  return r.abi == kReaderAbi && r.para_size == sizeof(Para) && r.link_size == sizeof(Link) &&
         r.paragraphs_size == sizeof(Paragraphs);
}

// The reader: the linked-in one, else the module, loaded once per process (module_load.cc).
// Null when the module cannot be loaded; *error then says why (one line, with the path tried).
const Reader* GetReader(std::string* error);

}  // namespace xml
}  // namespace cvmill::extract

#endif  // CVMILL_EXTRACT_XML_READER_H_
