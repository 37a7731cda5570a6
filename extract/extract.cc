#include "extract/extract.h"

#include <algorithm>
#include <deque>
#include <string>

#include "common/text.h"
#include "extract/internal.h"

namespace cvmill::extract {

Result<Document> ExtractPdf(std::string_view bytes, const Options& options);  // pdf.cc

namespace {

// A setext underline: one of = - ~ repeated (3 or more, nothing else but trailing space),
// as long as the line above within a third, which is then a heading ("Experience" over
// "=========="). Returns the heading level it gives (= 1, - and ~ 2), 0 when it is none.
int UnderlineLevel(std::string_view raw, const Line& above) {
  while (!raw.empty() && (raw.back() == ' ' || raw.back() == '\t')) raw.remove_suffix(1);
  if (raw.size() < 3 || (raw[0] != '=' && raw[0] != '-' && raw[0] != '~')) return 0;
  if (raw.find_first_not_of(raw[0]) != std::string_view::npos) return 0;
  if (above.bullet || above.text.find('\t') != std::string::npos || above.text.size() > 80) return 0;
  std::size_t chars = static_cast<std::size_t>(above.indent) + text::CodePoints(above.text);
  double width = static_cast<double>(chars);
  double n = static_cast<double>(raw.size());
  if (n < width * 0.67 || n > width * 1.34 + 2) return 0;
  return raw[0] == '=' ? 1 : 2;
}

bool LooksLikePdf(std::string_view bytes) {
  // The header may follow a little junk; PDF readers accept it within the first 1 KB.
  return bytes.substr(0, 1024).find("%PDF-") != std::string_view::npos;
}

// Formats cvmill does not read, by their magic bytes: the one-line reason, or "".
std::string Unsupported(std::string_view b) {
  auto starts = [&](std::string_view magic) { return b.substr(0, magic.size()) == magic; };
  if (starts("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1"))
    return "DOC (Word 97-2003 binary, OLE2) document, or an encrypted Office file: cvmill reads DOCX, PDF, HTML "
           "and text; save it as DOCX or PDF";
  if (starts("{\\rtf")) return "RTF document: cvmill reads DOCX, PDF, HTML and text; save it as DOCX or PDF";
  const char* image = starts("\x89PNG\r\n\x1A\n")                                 ? "PNG"
                      : starts("\xFF\xD8\xFF")                                      ? "JPEG"
                      : starts("GIF87a") || starts("GIF89a")                        ? "GIF"
                      : starts(std::string_view("II*\0", 4)) || starts(std::string_view("MM\0*", 4)) ? "TIFF"
                      : starts("RIFF") && b.size() >= 12 && b.substr(8, 4) == "WEBP" ? "WebP"
                      : nullptr;
  if (image != nullptr) return std::string(image) + " image: cvmill does not do OCR; give it the CV as PDF with text, DOCX or text";
  return "";
}

// HTML, by what it starts with (after a BOM, white space and comments): a doctype, <html>,
// <head>, <body>, <meta>, <title>, or an XML declaration followed by <html.
bool LooksLikeHtml(std::string_view b) {
  std::string head;
  if (b.substr(0, 2) == "\xFF\xFE" || b.substr(0, 2) == "\xFE\xFF") {
    // UTF-16: its ASCII bytes are enough to see the tags.
    for (std::size_t i = 2; i < std::min<std::size_t>(b.size(), 2048); ++i) {
      if (b[i] != '\0') head.push_back(b[i]);
    }
  } else {
    if (b.substr(0, 3) == "\xEF\xBB\xBF") b.remove_prefix(3);
    head = text::AsciiLower(b.substr(0, 1024));
  }
  head = text::AsciiLower(head);
  std::string_view s = head;
  for (;;) {
    while (!s.empty() && (s[0] == ' ' || s[0] == '\t' || s[0] == '\r' || s[0] == '\n')) s.remove_prefix(1);
    if (text::StartsWith(s, "<!--")) {
      std::size_t end = s.find("-->");
      if (end == std::string_view::npos) return false;
      s.remove_prefix(end + 3);
      continue;
    }
    if (text::StartsWith(s, "<?xml")) {
      return s.find("<html") != std::string_view::npos;
    }
    break;
  }
  for (std::string_view tag : {"<!doctype html", "<html", "<head", "<body", "<meta", "<title"}) {
    if (text::StartsWith(s, tag) && s.size() > tag.size() &&
        std::string_view(" >\t\r\n/").find(s[tag.size()]) != std::string_view::npos)
      return true;
  }
  return false;
}

Result<Document> ExtractText(std::string_view bytes, const Options& options) {
  Document doc;
  doc.format = Format::kText;
  auto decoded = DecodeText(bytes, &doc.encoding, &doc.diagnostics);
  if (!decoded.ok()) return decoded.status();
  const std::string& s = decoded.value();
  // The rows first (a form feed is blank space, an over-long row cut), then the columns of
  // a dump laid out side by side split apart, then each row read as a line.
  std::vector<TextRow> rows;
  rows.reserve(static_cast<std::size_t>(std::count(s.begin(), s.end(), '\n')) + 1);
  std::deque<std::string> cleaned;  // rows whose form feeds became spaces
  int number = 0;
  for (std::size_t i = 0; i < s.size();) {
    std::size_t j = i;
    while (j < s.size() && s[j] != '\n' && s[j] != '\r') ++j;
    ++number;
    std::string_view raw(s.data() + i, j - i);
    std::size_t next = j;
    if (next < s.size()) next += (s[next] == '\r' && next + 1 < s.size() && s[next + 1] == '\n') ? 2 : 1;
    if (raw.size() > options.max_line_bytes) {
      doc.diagnostics.push_back({number, "line longer than " + std::to_string(options.max_line_bytes) +
                                             " bytes; the rest of it was cut"});
      std::size_t cut = options.max_line_bytes;
      while (cut > 0 && (static_cast<unsigned char>(raw[cut]) & 0xC0) == 0x80) --cut;
      raw = raw.substr(0, cut);
    }
    TextRow row;
    row.byte_begin = i;
    // (A form feed that opens a row, as a dump starts each page's first row, stands in no
    // column: the row's text keeps its place on the page.)
    while (!raw.empty() && raw.front() == '\f') {
      raw.remove_prefix(1);
      ++row.byte_begin;
      row.page_break = true;
    }
    if (raw.find('\f') != std::string_view::npos) {
      std::string& c = cleaned.emplace_back(raw);
      for (char& ch : c) if (ch == '\f') ch = ' ';
      raw = c;
      row.page_break = true;
    }
    row.text = raw;
    row.number = number;
    row.byte_end = j;
    rows.push_back(row);
    i = next;
  }
  DropTextFurniture(&rows, &doc.furniture, &doc.diagnostics);
  SplitCardGrids(&rows);
  SplitTextColumns(&rows);
  SplitListColumns(&rows);
  JoinSpacedLetters(&rows, &cleaned);
  BraceBullets(&rows, &cleaned);
  JoinWrappedRows(&rows, &cleaned);
  doc.lines.reserve(rows.size());
  int blanks = 0;
  bool page_break = false;  // a form feed on this row or a blank one since the last line
  bool title_block = true;  // still in the lines that open the file with "% "
  for (const TextRow& row : rows) {
    std::string_view raw = row.text;
    page_break = page_break || row.page_break;
    if (blanks == 0 && !doc.lines.empty() && doc.lines.back().number == row.number - 1) {
      if (int level = UnderlineLevel(raw, doc.lines.back()); level > 0) {
        // The underline is a mark, like '#': the line above becomes the heading.
        doc.lines.back().heading_level = level;
        continue;
      }
    }
    Line line;
    // A pandoc title block opens the file: "% Title", then "% Author(s)" and "% Date"; the
    // marks go and the title is the document's first heading.
    bool title_line = title_block && text::StartsWith(raw, "% ");
    title_block = title_line;
    ParseMarkup(title_line ? raw.substr(2) : raw, &line);
    if (title_line && doc.lines.empty()) line.heading_level = 1;
    if (line.text.empty() || !(text::HasLetter(line.text) || text::HasDigit(line.text) ||
                               line.text.find_first_not_of(" \t") != std::string::npos)) {
      MarkTableHeader(raw, line, row.number, &doc.lines);
      ++blanks;
    } else {
      line.number = row.number;
      line.byte_begin = row.byte_begin;
      line.byte_end = row.byte_end;
      line.column = row.column;
      if (row.indent >= 0) line.indent = row.indent;
      line.blank_before = blanks;
      line.page_break = page_break && !doc.lines.empty();
      page_break = false;
      blanks = 0;
      doc.lines.push_back(std::move(line));
    }
  }
  if (doc.lines.empty()) return Status(ErrorCode::kEmpty, "no text in input");
  return doc;
}

}  // namespace

Result<Document> Extract(std::string_view bytes, const Options& options) {
  if (bytes.empty()) return Status(ErrorCode::kEmpty, "empty input");
  if (bytes.size() > options.max_input_bytes)
    return Status(ErrorCode::kTooLarge, "input is " + std::to_string(bytes.size()) +
                                            " bytes, over the limit of " +
                                            std::to_string(options.max_input_bytes));
  if (LooksLikePdf(bytes)) return ExtractPdf(bytes, options);
  if (bytes.substr(0, 4) == std::string_view("PK\x03\x04", 4) || bytes.substr(0, 4) == std::string_view("PK\x05\x06", 4))
    return ExtractZip(bytes, options);
  if (std::string reason = Unsupported(bytes); !reason.empty()) return Status(ErrorCode::kBadInput, reason);
  if (LooksLikeHtml(bytes)) return ExtractHtml(bytes, options);
  return ExtractText(bytes, options);
}

}  // namespace cvmill::extract
