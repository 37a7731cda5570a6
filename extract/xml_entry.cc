// The DOCX and HTML reader's table (xml_reader.h). Built twice, with docx.cc, html.cc, css.cc
// and flow.cc: into the static library cvmill_xml (linked in) and into the module
// libcvmill_xml.so that the cvmill binary loads on its first DOCX or HTML input.
#include <exception>
#include <new>
#include <string>

#include "extract/internal.h"
#include "extract/xml_reader.h"

namespace cvmill::extract::xml {
namespace {

// No exception leaves the reader (module.h): the caller may hold another copy of the C++
// runtime.
template <class Read>
void Guarded(Paragraphs* out, Read read) noexcept {
  try {
    *out = Paragraphs{};
    Result<std::vector<Para>> paras = read();
    if (paras.ok()) {
      out->paras = std::move(paras).value();
    } else {
      out->code = paras.status().code();
      out->message = paras.status().message();
    }
  } catch (const std::bad_alloc&) {
    out->paras.clear();
    out->out_of_memory = true;
  } catch (const std::exception& e) {
    out->paras.clear();
    out->code = ErrorCode::kInternal;
    out->message = std::string("the DOCX and HTML reader failed: ") + e.what();
    for (char& c : out->message) if (c == '\n' || c == '\r') c = ' ';
  } catch (...) {
    out->paras.clear();
    out->code = ErrorCode::kInternal;
    out->message = "the DOCX and HTML reader failed";
  }
}

void ReadZipTo(const char* data, std::size_t size, std::size_t max_bytes, Paragraphs* out) {
  Guarded(out, [&] { return ReadZip(std::string_view(data, size), max_bytes); });
}

void ReadHtmlTo(const char* utf8, std::size_t size, Paragraphs* out) {
  Guarded(out, [&] { return ReadHtml(std::string_view(utf8, size)); });
}

constexpr Reader kReader = {kReaderAbi, sizeof(Para), sizeof(Link), sizeof(Paragraphs), ReadZipTo, ReadHtmlTo};

}  // namespace
}  // namespace cvmill::extract::xml

// The entry (xml_reader.h: kReaderEntry). The module is built with hidden visibility; this is
// the one symbol it exports.
extern "C" __attribute__((visibility("default"))) const cvmill::extract::xml::Reader* cvmill_xml_reader_v1() {
  return &cvmill::extract::xml::kReader;
}
