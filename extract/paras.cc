// DOCX and HTML on cvmill_extract's side of the reader (xml_reader.h): an HTML page decoded
// to UTF-8 before it is read, and the reader's paragraphs made lines. Each paragraph's
// markdown is read by ParseMarkup, so runs, gaps, separators and bullets come out as they
// do for a text CV.
#include <algorithm>
#include <cctype>
#include <new>
#include <string>

#include "common/text.h"
#include "extract/extract.h"
#include "extract/internal.h"
#include "extract/xml_reader.h"

namespace cvmill::extract {
namespace {

// The charset named by a <meta> near the top ("<meta charset=latin1>", "content=
// 'text/html; charset=windows-1252'"), lower case; empty when there is none.
std::string MetaCharset(std::string_view bytes) {
  std::string head = text::AsciiLower(bytes.substr(0, 4096));
  for (std::size_t at = head.find("<meta"); at != std::string::npos; at = head.find("<meta", at + 5)) {
    std::size_t end = head.find('>', at);
    std::string_view tag = std::string_view(head).substr(at, end == std::string::npos ? std::string::npos : end - at);
    std::size_t c = tag.find("charset");
    if (c == std::string_view::npos) continue;
    std::size_t i = c + 7;
    while (i < tag.size() && (tag[i] == ' ' || tag[i] == '=' || tag[i] == '"' || tag[i] == '\'')) ++i;
    std::size_t j = i;
    while (j < tag.size() && (std::isalnum(static_cast<unsigned char>(tag[j])) || tag[j] == '-' || tag[j] == '_' ||
                              tag[j] == ':' || tag[j] == '.'))
      ++j;
    if (j > i) return std::string(tag.substr(i, j - i));
  }
  return "";
}

// The page's bytes as UTF-8: a BOM first, then the <meta> charset, then as a text file.
Result<std::string> DecodeHtml(std::string_view bytes, Document* doc) {
  bool bom = bytes.substr(0, 3) == "\xEF\xBB\xBF" || bytes.substr(0, 2) == "\xFF\xFE" || bytes.substr(0, 2) == "\xFE\xFF";
  std::string charset = bom ? "" : MetaCharset(bytes);
  if (!charset.empty() && charset != "utf-8" && charset != "utf8" && bytes.find('\0') == std::string_view::npos) {
    std::string out = FromCharset(bytes, charset.c_str());
    if (!out.empty()) {
      doc->encoding = charset;
      return out;
    }
    doc->diagnostics.push_back({0, "unknown charset '" + charset + "' in <meta>; the bytes were read as text"});
  }
  return DecodeText(bytes, &doc->encoding, &doc->diagnostics);
}

// Whether a DOCX carries no formatting of its own: no heading, list or bold/italic run
// anywhere (a text file opened in a word processor and saved, one paragraph a line). Its
// mark characters are then the author's marks, read as in a text CV.
bool Unformatted(const std::vector<Para>& paras) {
  for (const Para& p : paras) {
    if (p.heading > 0 || p.bullet) return false;
    for (std::size_t i = 0; i < p.md.size(); ++i) {
      if (p.md[i] == '\\') ++i;
      else if (p.md[i] == '*') return false;  // a run's mark: the reader escapes the text's own
    }
  }
  return true;
}

// A paragraph's text without the reader's escapes (flow.cc's AppendEscaped undone).
std::string Unescaped(std::string_view md) {
  std::string out;
  out.reserve(md.size());
  for (std::size_t i = 0; i < md.size(); ++i) {
    if (md[i] == '\\' && i + 1 < md.size()) ++i;
    out.push_back(md[i]);
  }
  return out;
}

// The document's lines from its paragraphs (empty ones count as blank lines).
void ParasToLines(const std::vector<Para>& paras, const Options& options, Document* doc) {
  bool as_text = doc->format == Format::kDocx && Unformatted(paras);
  int number = 0;
  int blanks = 0;
  std::uint64_t offset = 0;
  for (const Para& p : paras) {
    ++number;
    std::string raw(static_cast<std::size_t>(std::clamp(p.indent, 0, 40)), ' ');
    raw += ToNfc(as_text ? Unescaped(p.md) : p.md);
    // A star typed before a paragraph's text ("* Led the team") is its bullet, as "•" is.
    if (std::size_t at = raw.find_first_not_of(' '); !as_text && at != std::string::npos &&
                                                     std::string_view(raw).substr(at, 3) == "\\* ")
      raw.erase(at, 1);
    // So is a reference's number typed in brackets ("[3] Roe, J. Title."), as in a text file.
    if (std::size_t at = raw.find_first_not_of(' '); !as_text && at != std::string::npos &&
                                                     std::string_view(raw).substr(at, 2) == "\\[") {
      std::size_t k = at + 2;
      while (k < raw.size() && k < at + 5 && raw[k] >= '0' && raw[k] <= '9') ++k;
      if (k > at + 2 && std::string_view(raw).substr(k, 3) == "\\] ") {
        raw.erase(k, 1);
        raw.erase(at, 1);
      }
    }
    if (raw.size() > options.max_line_bytes) {
      doc->diagnostics.push_back({number, "paragraph longer than " + std::to_string(options.max_line_bytes) +
                                              " bytes; the rest of it was cut"});
      std::size_t cut = options.max_line_bytes;
      while (cut > 0 && (static_cast<unsigned char>(raw[cut]) & 0xC0) == 0x80) --cut;
      raw.resize(cut);
    }
    Line line;
    ParseMarkup(raw, &line);
    if (line.text.find_first_not_of(" \t") == std::string::npos) {
      MarkTableHeader(raw, line, number, &doc->lines);
      ++blanks;
      continue;
    }
    if (p.heading > 0) line.heading_level = std::min(p.heading, 6);
    line.column = p.column;
    line.bullet = line.bullet || p.bullet;
    if (p.table != TableRow::kNone) line.table = p.table;
    for (const auto& l : p.links) {
      // A link whose label ParseMarkup also found (a visible "<https://…>") is there already.
      bool seen = std::any_of(line.links.begin(), line.links.end(),
                              [&](const auto& k) { return k.target == l.target; });
      if (!seen) line.links.push_back(l);
    }
    line.number = number;
    line.byte_begin = offset;
    line.byte_end = offset + raw.size();
    offset += raw.size() + 1;
    line.blank_before = std::max(blanks, p.blank_before ? 1 : 0);
    blanks = 0;
    doc->lines.push_back(std::move(line));
  }
}


// The reader's paragraphs, or why there are none.
Result<std::vector<Para>> Take(xml::Paragraphs* read) {
  if (read->out_of_memory) throw std::bad_alloc();  // as if thrown here: a worker reports its memory limit
  if (read->code != ErrorCode::kOk) return Status(read->code, std::move(read->message));
  return std::move(read->paras);
}

}  // namespace

Result<Document> ExtractZip(std::string_view bytes, const Options& options) {
  std::string unavailable;
  const xml::Reader* reader = xml::GetReader(&unavailable);
  if (reader == nullptr) return Status(ErrorCode::kInternal, unavailable);
  xml::Paragraphs read;
  reader->read_zip(bytes.data(), bytes.size(), options.max_input_bytes, &read);
  auto paras = Take(&read);
  if (!paras.ok()) return paras.status();
  Document doc;
  doc.format = Format::kDocx;
  doc.encoding = "UTF-8";
  ParasToLines(paras.value(), options, &doc);
  if (doc.lines.empty()) return Status(ErrorCode::kEmpty, "no text in DOCX document");
  return doc;
}

Result<Document> ExtractHtml(std::string_view bytes, const Options& options) {
  std::string unavailable;
  const xml::Reader* reader = xml::GetReader(&unavailable);
  if (reader == nullptr) return Status(ErrorCode::kInternal, unavailable);
  Document doc;
  doc.format = Format::kHtml;
  auto utf8 = DecodeHtml(bytes, &doc);
  if (!utf8.ok()) return utf8.status();
  xml::Paragraphs read;
  reader->read_html(utf8.value().data(), utf8.value().size(), &read);
  auto paras = Take(&read);
  if (!paras.ok()) return paras.status();
  ParasToLines(paras.value(), options, &doc);
  if (doc.lines.empty()) return Status(ErrorCode::kEmpty, "no text in HTML document");
  return doc;
}

}  // namespace cvmill::extract
