// PDF: what a document costs to read, measured before poppler-cpp reads its text, so that a
// document past the caps (pdf_reader.h: Limits) is refused in time bounded by the caps.
//
// poppler-cpp's page::text_list builds the page's words in one call that nothing can stop, in
// time that grows faster than the number of characters drawn (20,000 one-word text objects
// on a page: seconds; 2 M: minutes), and inflates every content stream it meets whatever its
// size (a 2 KB flate bomb: seconds). poppler-cpp exposes nothing of the content, so this file
// uses poppler's own (private) API on the same bytes:
//  - every content stream a page draws from (its contents, its form XObjects, nested, and its
//    annotations' appearance streams) is inflated once, reading no more than the bytes left
//    in the document's budget; a form drawn again (on any page) counts again;
//  - the page is then interpreted with a device that only counts the characters drawn (no
//    text layout, no paths, no images) and stops at the cap.
// Called from pdf_poppler.cc under its lock; poppler's messages go where that file sends them.
#include <poppler/GlobalParams.h>
#include <poppler/OutputDev.h>
#include <poppler/PDFDoc.h>
#include <poppler/Page.h>
#include <poppler/Stream.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>

#include "extract/pdf_budget.h"

namespace cvmill::extract::pdf {
namespace {

constexpr int kMaxFormDepth = 16;  // deeper nesting is not measured (poppler itself stops at 100)

struct Budget {
  std::uint64_t bytes_left = 0;
  bool over = false;
  std::set<int> measured;                  // form streams already inflated (object numbers)
  std::map<int, std::uint64_t> form_size;  // their inflated sizes
  std::set<int> drawn;                     // forms drawn once (that draw was measured)
};

// Inflates `stream` to its end or past the bytes left; returns the bytes read.
std::uint64_t Inflate(Object& stream, Budget* b) {
  if (!stream.isStream() || b->over) return 0;
  stream.streamReset();
  unsigned char buf[1 << 16];
  std::uint64_t n = 0;
  for (;;) {
    int got = stream.streamGetChars(static_cast<int>(sizeof buf), buf);
    if (got <= 0) break;
    n += static_cast<std::uint64_t>(got);
    if (n > b->bytes_left) {
      b->over = true;
      break;
    }
  }
  stream.streamClose();
  if (!b->over) b->bytes_left -= n;
  return n;
}

void MeasureResources(const Object& resources, int depth, Budget* b);

// A form XObject (or an appearance stream, which is one whether or not it says so), and the
// forms it draws.
void MeasureForm(Object& form, Ref ref, bool must_say_form, int depth, Budget* b) {
  if (!form.isStream() || depth > kMaxFormDepth || b->over) return;
  Dict* dict = form.streamGetDict();
  if (must_say_form && !dict->lookup("Subtype").isName("Form")) return;
  if (ref != Ref::INVALID() && !b->measured.insert(ref.num).second) return;  // shared: once
  std::uint64_t n = Inflate(form, b);
  if (ref != Ref::INVALID()) b->form_size[ref.num] = n;
  MeasureResources(dict->lookup("Resources"), depth + 1, b);
}

void MeasureResources(const Object& resources, int depth, Budget* b) {
  if (!resources.isDict()) return;
  Object xobjects = resources.dictLookup("XObject");
  if (!xobjects.isDict()) return;
  Dict* d = xobjects.getDict();
  for (int i = 0; i < d->getLength() && !b->over; ++i) {
    Ref ref = Ref::INVALID();
    Object x = d->getVal(i, &ref);
    MeasureForm(x, ref, true, depth, b);
  }
}

// The page's own content, its forms and its annotations' appearance streams.
void MeasurePage(::Page* page, Budget* b) {
  Object contents = page->getContents();
  if (contents.isArray()) {
    for (int i = 0; i < contents.arrayGetLength() && !b->over; ++i) {
      Object part = contents.arrayGet(i);
      Inflate(part, b);
    }
  } else {
    Inflate(contents, b);
  }
  MeasureResources(*page->getResourceDictObject(), 0, b);
  Object annots = page->getAnnotsObject();
  for (int i = 0; annots.isArray() && i < annots.arrayGetLength() && !b->over; ++i) {
    Object annot = annots.arrayGet(i);
    if (!annot.isDict()) continue;
    Object ap = annot.dictLookup("AP");
    if (!ap.isDict()) continue;
    Object normal = ap.dictLookup("N");
    if (normal.isStream()) {
      const Object& nf = ap.dictLookupNF("N");
      MeasureForm(normal, nf.isRef() ? nf.getRef() : Ref::INVALID(), false, 0, b);
    } else if (normal.isDict()) {  // one stream per appearance state
      Dict* states = normal.getDict();
      for (int k = 0; k < states->getLength() && !b->over; ++k) {
        Ref ref = Ref::INVALID();
        Object s = states->getVal(k, &ref);
        MeasureForm(s, ref, false, 0, b);
      }
    }
  }
}

// Counts the characters a page draws (as the text pass sees them); nothing else. Stops the page
// (Gfx asks every few operators) once past the cap, or once the forms drawn again have spent the
// byte budget.
class CountingDevice : public OutputDev {
 public:
  CountingDevice(std::uint64_t cap, Budget* budget) : cap_(cap), budget_(budget) {}
  bool upsideDown() override { return true; }
  bool useDrawChar() override { return true; }
  bool interpretType3Chars() override { return false; }
  bool needNonText() override { return false; }
  // A glyph whose ToUnicode entry is several characters (a ligature, or a font made to
  // multiply text) is that many characters to the text pass.
  void drawChar(GfxState*, double, double, double, double, double, double, CharCode, int, const Unicode*,
                int unicode_length) override {
    chars_ += static_cast<std::uint64_t>(std::max(1, unicode_length));
  }
  void beginForm(Ref id) override {  // a form is inflated each time it is drawn
    if (id == Ref::INVALID() || !budget_->drawn.insert(id.num).second) {
      auto it = budget_->form_size.find(id.num);
      std::uint64_t n = it == budget_->form_size.end() ? 0 : it->second;
      if (n > budget_->bytes_left) budget_->over = true;
      else budget_->bytes_left -= n;
    }
  }
  bool Over() const { return chars_ > cap_ || budget_->over; }
  std::uint64_t chars() const { return chars_; }
  static bool Abort(void* self) { return static_cast<CountingDevice*>(self)->Over(); }

 private:
  std::uint64_t chars_ = 0;
  std::uint64_t cap_;
  Budget* budget_;
};

std::string MiB(std::uint64_t bytes) {
  return bytes % (1u << 20) == 0 ? std::to_string(bytes >> 20) + " MiB" : std::to_string(bytes) + " bytes";
}

}  // namespace

std::string CheckBudget(const char* data, std::size_t size, int pages, const Limits& limits) {
  // poppler-cpp's document (open for the whole process) keeps poppler's globalParams alive.
  if (!globalParams) return "";
  // The bytes are the caller's and outlive the document (MemStream does not copy them).
  auto doc = std::make_unique<PDFDoc>(new MemStream(data, 0, static_cast<Goffset>(size), Object(objNull)));
  if (!doc->isOk()) return "";  // poppler-cpp opened it; this cannot differ, and reads nothing
  Budget budget;
  budget.bytes_left = limits.max_content_bytes == 0 ? UINT64_MAX : limits.max_content_bytes;
  const std::uint64_t page_cap = limits.max_chars_per_page == 0 ? UINT64_MAX : limits.max_chars_per_page;
  const std::uint64_t doc_cap = limits.max_chars == 0 ? UINT64_MAX : limits.max_chars;
  std::uint64_t chars = 0;
  const int n = std::min(pages, doc->getNumPages());
  for (int p = 1; p <= n; ++p) {
    ::Page* page = doc->getPage(p);
    if (page == nullptr) continue;  // poppler-cpp makes no page of it either
    MeasurePage(page, &budget);
    auto over_bytes = [&] {
      return "PDF content streams inflate to over the limit of " + MiB(limits.max_content_bytes) + " (page " +
             std::to_string(p) + ")";
    };
    if (budget.over) return over_bytes();
    CountingDevice count(std::min(page_cap, doc_cap - chars), &budget);
    doc->displayPage(&count, p, 72, 72, 0, false, false, false, CountingDevice::Abort, &count);
    if (budget.over) return over_bytes();
    if (count.chars() > page_cap)
      return "PDF page " + std::to_string(p) + " draws over the limit of " + std::to_string(page_cap) +
             " characters";
    chars += count.chars();
    if (chars > doc_cap)
      return "PDF draws over the limit of " + std::to_string(doc_cap) + " characters in all (page " +
             std::to_string(p) + ")";
  }
  return "";
}

}  // namespace cvmill::extract::pdf
