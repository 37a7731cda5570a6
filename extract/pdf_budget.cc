// PDF: a document's text, read by poppler's text device as poppler-cpp's page::text_list reads
// it, in time bounded by the caps (pdf_reader.h: Limits).
//
// poppler-cpp's page::text_list builds the page's words in one call that nothing can stop, in
// time that grows faster than the number of characters drawn (20,000 one-word text objects
// on a page: seconds; 2 M: minutes), and inflates every content stream it meets whatever its
// size (a 2 KB flate bomb: seconds). So this file uses poppler's own (private) API on the same
// bytes, and one interpretation of each page does both the counting and the text:
//  - every content stream a page draws from (its contents, its form XObjects, nested, and its
//    annotations' appearance streams) is inflated once, reading no more than the bytes left
//    in the document's budget; a form drawn again (on any page) counts again;
//  - the page is then interpreted by poppler's text device (TextOutputDev, set as text_list
//    sets it), which counts the characters drawn and stops at the cap; its layout (the costly
//    part) waits until the pages are known to be within the caps (ReadText says how);
//  - the words are converted as text_list converts them (ReadWords), so records are the same.
// Called from pdf_poppler.cc under its lock; poppler's messages go where that file sends them.
#include <poppler/GlobalParams.h>
#include <poppler/OutputDev.h>
#include <poppler/PDFDoc.h>
#include <poppler/Page.h>
#include <poppler/Stream.h>
#include <poppler/TextOutputDev.h>
#include <poppler/FontInfo.h>
#include <poppler/cpp/poppler-global.h>
#include <poppler/cpp/poppler-rectangle.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

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

// A form is inflated each time it is drawn: drawn again, its size is spent again.
void FormDrawn(Ref id, Budget* b) {
  if (id == Ref::INVALID() || !b->drawn.insert(id.num).second) {
    auto it = b->form_size.find(id.num);
    std::uint64_t n = it == b->form_size.end() ? 0 : it->second;
    if (n > b->bytes_left) b->over = true;
    else b->bytes_left -= n;
  }
}

// Counts the characters a page draws, as the text device below does, and nothing else (no
// words): the cheap pass that checks the rest of a long document before any of it is laid out.
class CountingDevice : public OutputDev {
 public:
  CountingDevice(std::uint64_t cap, Budget* budget) : cap_(cap), budget_(budget) {}
  bool upsideDown() override { return true; }
  bool useDrawChar() override { return true; }
  bool interpretType3Chars() override { return false; }
  bool needNonText() override { return false; }
  void drawChar(GfxState*, double, double, double, double, double, double, CharCode, int, const Unicode*,
                int unicode_length) override {
    chars_ += static_cast<std::uint64_t>(std::max(1, unicode_length));
  }
  void beginForm(Ref id) override { FormDrawn(id, budget_); }
  bool Over() const { return chars_ > cap_ || budget_->over; }
  std::uint64_t chars() const { return chars_; }
  static bool Abort(void* self) { return static_cast<CountingDevice*>(self)->Over(); }

 private:
  std::uint64_t chars_ = 0;
  std::uint64_t cap_;
  Budget* budget_;
};

// poppler's text device (as poppler-cpp's page::text_list makes it), counting the characters a
// page draws as they are drawn (as the text layer has them); it stops the page (Gfx asks every
// few operators) once past the cap, or once the forms drawn again have spent the byte budget.
// The page's layout (TextPage::coalesce, the costly part) is left for later: it is made once
// every page is found within the caps.
class CountingTextDevice : public TextOutputDev {
 public:
  CountingTextDevice(std::uint64_t cap, Budget* budget)
      : TextOutputDev(nullptr, false, 0, false, false), cap_(cap), budget_(budget) {}
  // A glyph whose ToUnicode entry is several characters (a ligature, or a font made to
  // multiply text) is that many characters to the text pass.
  void drawChar(GfxState* state, double x, double y, double dx, double dy, double origin_x, double origin_y,
                CharCode c, int n_bytes, const Unicode* u, int unicode_length) override {
    chars_ += static_cast<std::uint64_t>(std::max(1, unicode_length));
    if (chars_ > cap_) return;  // the page is refused: nothing more is laid out
    TextOutputDev::drawChar(state, x, y, dx, dy, origin_x, origin_y, c, n_bytes, u, unicode_length);
  }
  void beginForm(Ref id) override {
    if (budget_ != nullptr) FormDrawn(id, budget_);
  }
  void endPage() override {}  // no layout yet (TakePage)
  bool Over() const { return chars_ > cap_ || (budget_ != nullptr && budget_->over); }
  std::uint64_t chars() const { return chars_; }
  static bool Abort(void* self) { return static_cast<CountingTextDevice*>(self)->Over(); }
  // The page's text, its words closed, not laid out.
  TextPage* TakePage() {
    TextPage* page = takeText();
    page->endPage();
    return page;
  }

 private:
  std::uint64_t chars_ = 0;
  std::uint64_t cap_;
  Budget* budget_;
};

struct TextPageRelease {
  void operator()(TextPage* t) const { t->decRefCnt(); }
};
using TextPagePtr = std::unique_ptr<TextPage, TextPageRelease>;

Rect ToRect(const poppler::rectf& r) { return {r.left(), r.top(), r.right(), r.bottom()}; }

// The page's words as poppler-cpp's page::text_list(text_list_include_font) gives them, with
// the same conversions (UTF-8 to poppler's ustring, boxes as rectf), so records are the same
// as when poppler-cpp read the text. A box's font name is the name poppler's font scanner gives
// the page's font of its first glyph ("" when the scanner does not list it); the scanner runs,
// as in text_list, at the page's first word.
void ReadWords(PDFDoc* doc, int p, TextPage* text, Page* out) {
  text->coalesce(false, 0, false, TextOutputDev::minColSpacing1_default);
  std::unique_ptr<TextWordList> words = text->makeWordList(false);
  std::vector<std::pair<Ref, std::string>> fonts;
  bool scanned = false;
  out->boxes.reserve(static_cast<std::size_t>(words->getLength()));
  for (int i = 0; i < words->getLength(); ++i) {
    const TextWord* word = words->get(i);
    std::unique_ptr<GooString> utf8(word->getText());
    const poppler::ustring u = poppler::ustring::from_utf8(utf8->c_str());
    Box b;
    b.text.assign(u.begin(), u.end());
    double x0, y0, x1, y1;
    word->getBBox(&x0, &y0, &x1, &y1);
    b.bbox = ToRect(poppler::rectf(x0, y0, x1 - x0, y1 - y0));
    // A box per glyph; past the last (a glyph of several UTF-16 units), an empty box, as
    // text_box::char_bbox gives.
    b.glyph_begin = static_cast<std::uint32_t>(out->glyphs.size());
    b.glyph_count = static_cast<std::uint32_t>(u.size());
    for (std::size_t k = 0; k < u.size(); ++k) {
      if (k < static_cast<std::size_t>(word->getLength())) {
        word->getCharBBox(static_cast<int>(k), &x0, &y0, &x1, &y1);
        out->glyphs.push_back(ToRect(poppler::rectf(x0, y0, x1 - x0, y1 - y0)));
      } else {
        out->glyphs.push_back(ToRect(poppler::rectf(0, 0, 0, 0)));
      }
    }
    if (!scanned) {
      FontInfoScanner scanner(doc, p - 1);
      for (FontInfo* f : scanner.scan(1)) {
        fonts.emplace_back(f->getRef(), f->getName() ? *f->getName() : std::string());
        delete f;
      }
      scanned = true;
    }
    b.has_font = true;
    b.font_size = word->getFontSize();
    if (word->getLength() > 0) {
      const TextFontInfo* font = word->getFontInfo(0);
      for (auto& [ref, name] : fonts) {
        if (font->matches(&ref)) {
          b.font_name = name;
          break;
        }
      }
    }
    b.space_after = word->hasSpaceAfter();
    out->boxes.push_back(std::move(b));
  }
}

std::string MiB(std::uint64_t bytes) {
  return bytes % (1u << 20) == 0 ? std::to_string(bytes >> 20) + " MiB" : std::to_string(bytes) + " bytes";
}

// The caps as one page's check needs them.
struct Caps {
  const Limits& limits;
  std::uint64_t page, doc;
};

// The reason a page passes a cap, or "" (`chars` the document's characters, this page's added).
std::string PagePast(const Caps& caps, int p, const Budget& budget, std::uint64_t page_chars,
                     std::uint64_t* chars) {
  if (budget.over)
    return "PDF content streams inflate to over the limit of " + MiB(caps.limits.max_content_bytes) +
           " (page " + std::to_string(p) + ")";
  if (page_chars > caps.page)
    return "PDF page " + std::to_string(p) + " draws over the limit of " + std::to_string(caps.page) +
           " characters";
  *chars += page_chars;
  if (*chars > caps.doc)
    return "PDF draws over the limit of " + std::to_string(caps.doc) + " characters in all (page " +
           std::to_string(p) + ")";
  return "";
}

// Checks pages `first` to `last` with the counting device (poppler's messages dropped).
std::string CountAhead(PDFDoc* doc, int first, int last, const Caps& caps, Budget* budget, std::uint64_t* chars) {
  for (int p = first; p <= last; ++p) {
    ::Page* page = doc->getPage(p);
    if (page == nullptr) continue;
    MeasurePage(page, budget);
    std::string past = PagePast(caps, p, *budget, 0, chars);
    if (!past.empty()) return past;
    CountingDevice count(std::min(caps.page, caps.doc - *chars), budget);
    doc->displayPage(&count, p, 72, 72, 0, false, false, false, CountingDevice::Abort, &count);
    past = PagePast(caps, p, *budget, count.chars(), chars);
    if (!past.empty()) return past;
  }
  return "";
}

}  // namespace

std::string ReadText(const char* data, std::size_t size, const Limits& limits, const Sinks& sinks,
                     std::vector<Page>* pages) {
  // poppler-cpp's document (open for the whole process) keeps poppler's globalParams alive.
  if (!globalParams) return "";
  // The bytes are the caller's and outlive the document (MemStream does not copy them).
  // (poppler repeats what it said when poppler-cpp opened the document: not kept twice.)
  sinks.set(nullptr);
  auto doc = std::make_unique<PDFDoc>(new MemStream(data, 0, static_cast<Goffset>(size), Object(objNull)));
  if (!doc->isOk()) return "";  // poppler-cpp opened it; this cannot differ, and reads nothing
  Budget budget;
  budget.bytes_left = limits.max_content_bytes == 0 ? UINT64_MAX : limits.max_content_bytes;
  const std::uint64_t page_cap = limits.max_chars_per_page == 0 ? UINT64_MAX : limits.max_chars_per_page;
  const std::uint64_t doc_cap = limits.max_chars == 0 ? UINT64_MAX : limits.max_chars;
  std::uint64_t chars = 0;
  const int n = std::min(static_cast<int>(pages->size()), doc->getNumPages());
  // A page is interpreted (its characters counted, its words collected) and its layout, the
  // costly part, left for later while the pages so held draw no more than a page may (the page
  // cap, or the document cap if lower). A document that draws more (a long one: 5 times the
  // longest CV here) has its other pages checked by the counting device before any page is
  // laid out; then every page is laid out as it is read. So a PDF past a cap is refused before
  // any layout, and the words held are at most a page's.
  const Caps caps = {limits, page_cap, doc_cap};
  const std::uint64_t hold = std::min(page_cap, doc_cap);
  std::vector<TextPagePtr> texts(static_cast<std::size_t>(n));
  std::vector<std::uint64_t> drawn(static_cast<std::size_t>(n), 0);
  std::vector<std::vector<std::string>> said(static_cast<std::size_t>(n));
  std::uint64_t held = 0;
  bool checked = false;  // every page known to be within the caps
  int next = 1;          // the first page not laid out
  // Lays out the held pages in order while more than `limit` characters are held; poppler's
  // messages kept in the order text_list gave them (a page's interpretation, then its font scan).
  auto lay_out = [&](std::uint64_t limit, int upto) {
    for (; next <= upto && held > limit; ++next) {
      const std::size_t i = static_cast<std::size_t>(next - 1);
      if (!texts[i]) continue;
      for (std::string& m : said[i])
        if (sinks.messages->size() < sinks.max_messages) sinks.messages->push_back(std::move(m));
      sinks.set(sinks.messages);
      (*pages)[i].present = true;
      ReadWords(doc.get(), next, texts[i].get(), &(*pages)[i]);
      texts[i].reset();
      held -= drawn[i];
    }
  };
  for (int p = 1; p <= n; ++p) {
    ::Page* page = doc->getPage(p);
    if (page == nullptr) continue;  // poppler-cpp makes no page of it either
    const std::size_t i = static_cast<std::size_t>(p - 1);
    if (!checked) {
      sinks.set(nullptr);  // (the measuring pass's messages are the text pass's again)
      MeasurePage(page, &budget);
      std::string past = PagePast(caps, p, budget, 0, &chars);
      if (!past.empty()) return past;
    }
    CountingTextDevice count(checked ? UINT64_MAX : std::min(page_cap, doc_cap - chars),
                             checked ? nullptr : &budget);
    sinks.set(&said[i]);
    // As page::text_list displays it: 72 dpi, no rotation, media box, no crop, not printing,
    // the document's cross-reference table copied.
    doc->displayPageSlice(&count, p, 72, 72, 0, false, false, false, -1, -1, -1, -1, CountingTextDevice::Abort,
                          &count, nullptr, nullptr, true);
    texts[i].reset(count.TakePage());
    if (!checked) {
      std::string past = PagePast(caps, p, budget, count.chars(), &chars);
      if (!past.empty()) return past;
    }
    // (+1: a page that draws nothing is held too, in order)
    drawn[i] = count.chars() + 1;
    held += drawn[i];
    if (!checked && held > hold) {
      sinks.set(nullptr);
      std::string past = CountAhead(doc.get(), p + 1, n, caps, &budget, &chars);
      if (!past.empty()) return past;
      checked = true;
    }
    if (checked) lay_out(0, p);
  }
  held = UINT64_MAX;  // within the caps: the rest laid out
  lay_out(0, n);
  return "";
}

}  // namespace cvmill::extract::pdf
