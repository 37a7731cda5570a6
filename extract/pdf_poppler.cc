// PDF: the file that opens documents with poppler-cpp — a document's pages as plain text boxes
// (pdf_reader.h); their text is read within the caps by pdf_budget.cc. Built twice:
// into the static library cvmill_pdf (linked in) and into the module libcvmill_pdf.so that the
// cvmill binary loads on its first PDF. It uses nothing of cvmill but pdf_reader.h and
// pdf_budget.cc, so the module needs no cvmill library.
#include <poppler/cpp/poppler-document.h>
#include <poppler/cpp/poppler-global.h>
#include <poppler/cpp/poppler-page.h>

#include <exception>
#include <memory>
#include <new>
#include <mutex>
#include <string>
#include <vector>

#include "extract/pdf_budget.h"
#include "extract/pdf_reader.h"

namespace cvmill::extract::pdf {
namespace {

// poppler's messages go to the thread that caused them, never to stderr.
constexpr std::size_t kMaxMessages = 20;
thread_local std::vector<std::string>* t_sink = nullptr;
void OnPopplerMessage(const std::string& message, void*) {
  if (t_sink && t_sink->size() < kMaxMessages) t_sink->push_back(message);
}

// A small document kept open for the whole process: poppler-cpp rebuilds its global state
// whenever the last open document closes, which would cost every PDF of a batch.
constexpr char kKeepAlive[] =
    "%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n"
    "2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n"
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\n"
    "trailer<</Root 1 0 R>>\n%%EOF\n";

std::mutex& PopplerMutex() {
  // poppler's global state is shared; documents are read one at a time.
  static std::mutex mu;
  return mu;
}

void SetUp() {
  static std::once_flag once;
  std::call_once(once, [] {
    poppler::set_debug_error_function(OnPopplerMessage, nullptr);
    std::vector<std::string> ignored;
    t_sink = &ignored;
    // Released at exit, so leak checkers see it freed.
    static std::unique_ptr<poppler::document> keep(
        poppler::document::load_from_raw_data(kKeepAlive, static_cast<int>(sizeof(kKeepAlive) - 1)));
    t_sink = nullptr;
  });
}

void ReadDocument(const char* data, std::size_t size, const Limits& limits, RawDocument* out) {
  SetUp();
  std::lock_guard<std::mutex> lock(PopplerMutex());
  t_sink = &out->messages;
  struct Reset {
    ~Reset() { t_sink = nullptr; }
  } reset;
  std::unique_ptr<poppler::document> doc(poppler::document::load_from_raw_data(data, static_cast<int>(size)));
  if (!doc) {
    out->outcome = RawDocument::Outcome::kDamaged;
    return;
  }
  if (doc->is_locked()) {
    out->outcome = RawDocument::Outcome::kEncrypted;
    return;
  }
  out->page_count = doc->pages();
  if (out->page_count <= 0) {
    out->outcome = RawDocument::Outcome::kNoPages;
    return;
  }
  if (out->page_count > limits.max_pages) {
    out->outcome = RawDocument::Outcome::kTooManyPages;
    return;
  }
  out->pages.resize(static_cast<std::size_t>(out->page_count));
  const Sinks sinks = {[](std::vector<std::string>* list) { t_sink = list; }, &out->messages, kMaxMessages};
  const std::size_t said_on_open = out->messages.size();
  out->over_limit = ReadText(data, size, limits, sinks, &out->pages);
  t_sink = &out->messages;
  if (!out->over_limit.empty()) {
    out->pages.clear();
    out->messages.resize(said_on_open);  // (the pages laid out before the refusal)
    out->outcome = RawDocument::Outcome::kOverLimit;
    return;
  }
  for (int p = 0; p < out->page_count; ++p) {
    Page& page = out->pages[static_cast<std::size_t>(p)];
    if (!page.present) continue;
    std::unique_ptr<poppler::page> cpp_page(doc->create_page(p));
    if (!cpp_page) continue;
    poppler::rectf r = cpp_page->page_rect();
    page.width = r.width();
    page.height = r.height();
  }
}

// No exception leaves the reader (module.h): the caller may hold another copy of the C++
// runtime.
void Read(const char* data, std::size_t size, const Limits* limits, RawDocument* out) noexcept {
  try {
    *out = RawDocument{};
    ReadDocument(data, size, *limits, out);
  } catch (const std::bad_alloc&) {
    *out = RawDocument{};
    out->outcome = RawDocument::Outcome::kOutOfMemory;
  } catch (const std::exception& e) {
    out->pages.clear();
    out->outcome = RawDocument::Outcome::kFailed;
    out->messages = {e.what()};
  } catch (...) {
    out->pages.clear();
    out->outcome = RawDocument::Outcome::kFailed;
    out->messages.clear();
  }
}

constexpr Reader kReader = {kReaderAbi, sizeof(Box), sizeof(Page), sizeof(RawDocument), Read};

}  // namespace
}  // namespace cvmill::extract::pdf

// The entry (pdf_reader.h: kReaderEntry). The module is built with hidden visibility; this is
// the one symbol it exports.
extern "C" __attribute__((visibility("default"))) const cvmill::extract::pdf::Reader* cvmill_pdf_reader_v1() {
  return &cvmill::extract::pdf::kReader;
}
