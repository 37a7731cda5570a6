// DOCX input: a zip archive (libzip) of WordprocessingML parts (libxml2). Paragraphs become
// lines; heading styles (an outline level, "heading N", "Title") headings; numbered and
// bulleted paragraphs bullets; bold and italic runs runs; tabs gaps; a table's rows lines
// of cells (AppendRow); hyperlinks keep their targets (the part's relationships); text boxes
// follow the paragraph that anchors them; the page header comes first, the footer last.
// Parts are read up to Options::max_input_bytes uncompressed, all together (zip bombs).
#include <zip.h>

#include <algorithm>
#include <climits>
#include <map>
#include <memory>
#include <string>

#include "common/text.h"
#include "extract/extract.h"
#include "extract/internal.h"
#include "extract/xml_util.h"

namespace cvmill::extract {
namespace {

using xml::Attr;
using xml::Child;
using xml::Is;

class Zip {
 public:
  Zip(std::string_view bytes, std::size_t budget) : budget_(budget) {
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t* src = zip_source_buffer_create(bytes.data(), bytes.size(), 0, &error);
    if (src != nullptr) {
      zip_ = zip_open_from_source(src, ZIP_RDONLY, &error);
      if (zip_ == nullptr) zip_source_free(src);
    }
    if (zip_ == nullptr) error_ = zip_error_strerror(&error);
    zip_error_fini(&error);
  }
  ~Zip() {
    if (zip_ != nullptr) zip_discard(zip_);
  }
  Zip(const Zip&) = delete;
  Zip& operator=(const Zip&) = delete;

  bool ok() const { return zip_ != nullptr; }
  const std::string& error() const { return error_; }
  bool Has(const std::string& name) const { return zip_name_locate(zip_, name.c_str(), ZIP_FL_NOCASE) >= 0; }

  // The part's bytes; an empty result and `status` set when it is missing (kOk then), too
  // large for what is left of the budget, encrypted or damaged.
  std::string Read(const std::string& name, Status* status) {
    *status = Status();
    zip_int64_t index = zip_name_locate(zip_, name.c_str(), ZIP_FL_NOCASE);
    if (index < 0) return "";
    auto i = static_cast<zip_uint64_t>(index);
    zip_stat_t st;
    zip_stat_init(&st);
    if (zip_stat_index(zip_, i, 0, &st) == 0 && (st.valid & ZIP_STAT_SIZE) && st.size > budget_) {
      *status = TooLarge(name);
      return "";
    }
    std::unique_ptr<zip_file_t, decltype(&zip_fclose)> file(zip_fopen_index(zip_, i, 0), zip_fclose);
    if (!file) {
      zip_error_t* e = zip_get_error(zip_);
      bool encrypted = zip_error_code_zip(e) == ZIP_ER_NOPASSWD || zip_error_code_zip(e) == ZIP_ER_WRONGPASSWD;
      *status = Status(encrypted ? ErrorCode::kEncrypted : ErrorCode::kBadInput,
                       encrypted ? "DOCX is encrypted" : "DOCX is damaged: " + name + ": " + zip_error_strerror(e));
      return "";
    }
    std::string out;
    char buf[65536];
    for (;;) {
      zip_int64_t n = zip_fread(file.get(), buf, sizeof buf);
      if (n < 0) {
        *status = Status(ErrorCode::kBadInput, "DOCX is damaged: " + name + ": " +
                                                   zip_error_strerror(zip_file_get_error(file.get())));
        return "";
      }
      if (n == 0) break;
      if (static_cast<std::size_t>(n) > budget_ - out.size()) {  // the stated size may lie
        *status = TooLarge(name);
        return "";
      }
      out.append(buf, static_cast<std::size_t>(n));
    }
    budget_ -= out.size();
    return out;
  }

 private:
  Status TooLarge(const std::string& name) const {
    return Status(ErrorCode::kTooLarge, "DOCX part " + name + " is over the limit of " + std::to_string(budget_) +
                                            " bytes uncompressed left for the document");
  }
  zip_t* zip_ = nullptr;
  std::string error_;
  std::size_t budget_;
};

Result<xml::DocPtr> ParseXml(const std::string& s, const std::string& name) {
  if (s.size() > static_cast<std::size_t>(INT_MAX)) return Status(ErrorCode::kTooLarge, name + " too large");
  xml::Init();
  // No entity substitution, no DTD loading, no network: the tree holds what the part says.
  xml::DocPtr doc(xmlReadMemory(s.data(), static_cast<int>(s.size()), nullptr, nullptr,
                                XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING));
  if (!doc || xmlDocGetRootElement(doc.get()) == nullptr)
    return Status(ErrorCode::kBadInput, "DOCX is damaged: " + name + " is not well-formed XML");
  return doc;
}

// A part's folder ("word/" of "word/document.xml") and its relationships' part.
std::string Folder(const std::string& part) {
  std::size_t slash = part.rfind('/');
  return slash == std::string::npos ? "" : part.substr(0, slash + 1);
}
std::string RelsOf(const std::string& part) {
  return Folder(part) + "_rels/" + part.substr(Folder(part).size()) + ".rels";
}

struct Rel {
  std::string type;    // the last segment of the type URI: "hyperlink", "header", "styles", ...
  std::string target;  // a URL, or a part name resolved against the source part's folder
};

std::map<std::string, Rel> ReadRels(Zip* zip, const std::string& part, Status* status) {
  std::map<std::string, Rel> rels;
  std::string s = zip->Read(RelsOf(part), status);
  if (s.empty() || !status->ok()) return rels;
  auto doc = ParseXml(s, RelsOf(part));
  if (!doc.ok()) return rels;  // damaged relationships: links and headers are lost, not the text
  for (const xmlNode* r = xmlDocGetRootElement(doc.value().get())->children; r != nullptr; r = r->next) {
    if (!Is(r, "Relationship")) continue;
    std::string type(Attr(r, "Type"));
    type = type.substr(type.rfind('/') + 1);
    std::string target(Attr(r, "Target"));
    if (Attr(r, "TargetMode") != "External") {
      target = !target.empty() && target[0] == '/' ? target.substr(1) : Folder(part) + target;
    }
    rels[std::string(Attr(r, "Id"))] = {type, target};
  }
  return rels;
}

// A style's own settings; -1 where it says nothing (its base style's then apply).
struct Style {
  std::string name;
  std::string based_on;
  int outline = -1;  // 0-based outline level (9: body text)
  int num = -1;      // numbering id (0: none)
  int bold = -1, italic = -1;
  int size = -1;  // half-points
  int before = -1, after = -1;  // spacing in twips
};

int Toggle(const xmlNode* rpr, std::string_view name) {
  const xmlNode* n = Child(rpr, name);
  if (n == nullptr) return -1;
  std::string_view v = Attr(n, "val");
  return (v == "0" || v == "false" || v == "off" || v == "none") ? 0 : 1;
}

int IntAttr(const xmlNode* n, std::string_view name, int fallback = -1) {
  bool present = false;
  std::string_view v = Attr(n, name, &present);
  if (n == nullptr || !present || v.empty()) return fallback;
  try {
    return std::stoi(std::string(v));
  } catch (...) {
    return fallback;
  }
}

void ReadParaProps(const xmlNode* ppr, Style* s) {
  if (ppr == nullptr) return;
  if (const xmlNode* o = Child(ppr, "outlineLvl")) s->outline = IntAttr(o, "val", s->outline);
  if (const xmlNode* num = Child(ppr, "numPr")) s->num = IntAttr(Child(num, "numId"), "val", s->num);
  if (const xmlNode* sp = Child(ppr, "spacing")) {
    s->before = IntAttr(sp, "before", s->before);
    s->after = IntAttr(sp, "after", s->after);
  }
}

void ReadRunProps(const xmlNode* rpr, Style* s) {
  if (rpr == nullptr) return;
  if (int b = Toggle(rpr, "b"); b >= 0) s->bold = b;
  if (int i = Toggle(rpr, "i"); i >= 0) s->italic = i;
  if (const xmlNode* sz = Child(rpr, "sz")) s->size = IntAttr(sz, "val", s->size);
}

class Styles {
 public:
  void Load(const xmlNode* root) {
    for (const xmlNode* n = root->children; n != nullptr; n = n->next) {
      if (Is(n, "docDefaults")) {
        ReadParaProps(Child(Child(n, "pPrDefault"), "pPr"), &defaults_);
        ReadRunProps(Child(Child(n, "rPrDefault"), "rPr"), &defaults_);
      }
      if (!Is(n, "style")) continue;
      Style s;
      s.name = text::AsciiLower(Attr(Child(n, "name"), "val"));
      s.based_on = std::string(Attr(Child(n, "basedOn"), "val"));
      ReadParaProps(Child(n, "pPr"), &s);
      ReadRunProps(Child(n, "rPr"), &s);
      std::string id(Attr(n, "styleId"));
      std::string_view def = Attr(n, "default");
      if (Attr(n, "type") == "paragraph" && (def == "1" || def == "true")) default_para_ = id;
      styles_[id] = std::move(s);
    }
  }

  // The numbering part: which list levels show no marker (a format "none", or a bullet of
  // blank text). A converter sets a list item's later paragraphs so, indented under the
  // item's first: they are its continuation, not items of their own.
  void LoadNumbering(const xmlNode* root) {
    std::map<std::string, std::vector<int>> blank_levels;  // abstract id -> levels without a marker
    for (const xmlNode* n = root->children; n != nullptr; n = n->next) {
      if (!Is(n, "abstractNum")) continue;
      auto& levels = blank_levels[std::string(Attr(n, "abstractNumId"))];
      for (const xmlNode* l = n->children; l != nullptr; l = l->next) {
        if (!Is(l, "lvl")) continue;
        std::string_view fmt = Attr(Child(l, "numFmt"), "val");
        bool has_text = false;
        std::string_view shown = Attr(Child(l, "lvlText"), "val", &has_text);
        if (fmt == "none" || (fmt == "bullet" && has_text && text::Trim(shown).empty()))
          levels.push_back(IntAttr(l, "ilvl", 0));
      }
    }
    for (const xmlNode* n = root->children; n != nullptr; n = n->next) {
      if (!Is(n, "num")) continue;
      auto it = blank_levels.find(std::string(Attr(Child(n, "abstractNumId"), "val")));
      if (it == blank_levels.end()) continue;
      const int id = IntAttr(n, "numId", -1);
      for (int level : it->second) unmarked_.emplace_back(id, level);
    }
    std::sort(unmarked_.begin(), unmarked_.end());
  }

  bool Unmarked(int num, int level) const {
    return std::binary_search(unmarked_.begin(), unmarked_.end(), std::pair{num, level});
  }

  // The style with its base styles' and the defaults' settings filled in; "" is the default
  // paragraph style.
  Style Resolved(const std::string& id, bool paragraph) const {
    Style out;
    std::string at = id.empty() && paragraph ? default_para_ : id;
    for (int hops = 0; hops < 16 && !at.empty(); ++hops) {
      auto it = styles_.find(at);
      if (it == styles_.end()) break;
      const Style& s = it->second;
      if (hops == 0) out.name = s.name;
      Fill(s, &out);
      at = s.based_on;
    }
    if (paragraph) Fill(defaults_, &out);
    return out;
  }

 private:
  static void Fill(const Style& s, Style* out) {
    for (auto [from, to] : {std::pair{s.outline, &out->outline}, {s.num, &out->num}, {s.bold, &out->bold},
                            {s.italic, &out->italic}, {s.before, &out->before}, {s.after, &out->after},
                            {s.size, &out->size}}) {
      if (*to < 0) *to = from;
    }
  }
  std::map<std::string, Style> styles_;
  Style defaults_;
  std::vector<std::pair<int, int>> unmarked_;  // (numId, level) sorted
  std::string default_para_;
};

// The heading level a paragraph style gives (0: none).
int HeadingLevel(const Style& s) {
  if (s.outline >= 0 && s.outline < 9) return std::min(s.outline + 1, 6);
  if (s.name == "title") return 1;
  if (text::StartsWith(s.name, "heading ") && s.name.size() == 9 && s.name[8] >= '1' && s.name[8] <= '9')
    return std::min(s.name[8] - '0', 6);
  return 0;
}

// The target of a HYPERLINK field ("HYPERLINK \"https://…\" \o tip"), or "".
std::string FieldLink(std::string_view instr) {
  instr = text::Trim(instr);
  if (!text::StartsWith(instr, "HYPERLINK")) return "";
  instr = text::Trim(instr.substr(9));
  if (text::StartsWith(instr, "\\l")) return "";  // a bookmark in the document
  if (!instr.empty() && instr[0] == '"') {
    std::size_t close = instr.find('"', 1);
    return std::string(instr.substr(1, close == std::string_view::npos ? close : close - 1));
  }
  return std::string(instr.substr(0, instr.find(' ')));
}

class Reader {
 public:
  Reader(const Styles& styles, std::vector<Para>* out) : styles_(styles), out_(out) {}
  void SetRels(const std::map<std::string, Rel>* rels) { rels_ = rels; }

  // Block content: paragraphs, tables, content controls (a body, a cell, a text box, a header).
  void Blocks(const xmlNode* parent) {
    for (const xmlNode* n = parent->children; n != nullptr; n = n->next) {
      if (Is(n, "p")) {
        Paragraph(n);
      } else if (Is(n, "tbl")) {
        Table(n);
      } else if (Is(n, "sdt")) {
        if (const xmlNode* c = Child(n, "sdtContent")) Blocks(c);
      } else if (Is(n, "customXml") || Is(n, "ins") || Is(n, "sdtContent")) {
        Blocks(n);
      }
    }
  }

 private:
  struct Field {
    std::string instr;
    std::string link;
    std::size_t mark = 0;
    bool result = false;  // past its separator: what follows is shown
  };

  void Paragraph(const xmlNode* p) {
    const xmlNode* ppr = Child(p, "pPr");
    Style own;
    ReadParaProps(ppr, &own);
    Style style = styles_.Resolved(std::string(Attr(Child(ppr, "pStyle"), "val")), true);
    if (own.outline >= 0) style.outline = own.outline;
    if (own.num >= 0) style.num = own.num;
    if (own.before >= 0) style.before = own.before;
    if (own.after >= 0) style.after = own.after;
    heading_ = HeadingLevel(style);
    int level = IntAttr(Child(Child(ppr, "numPr"), "ilvl"), "val", 0);
    const bool unmarked = heading_ == 0 && style.num > 0 && styles_.Unmarked(style.num, level);
    bullet_ = heading_ == 0 && style.num > 0 && !unmarked;
    // A list item with paragraphs under its first (an entry written as an item: its title,
    // then its dates and text) is a block, not a bullet: its first paragraph opens it, set
    // apart, and the rest follow as its lines.
    if (unmarked && item_ >= 0 && static_cast<std::size_t>(item_) < out_->size()) {
      Para& first = (*out_)[static_cast<std::size_t>(item_)];
      first.bullet = false;
      first.blank_before = true;
      first.indent = 0;
    }
    if (!unmarked) item_ = -1;
    const xmlNode* ind = Child(ppr, "ind");
    int left = std::max(IntAttr(ind, "left", 0), IntAttr(ind, "start", 0));
    indent_ = bullet_ ? 2 * std::clamp(level, 0, 8) : unmarked ? 0 : std::clamp(left / 180, 0, 20);
    blank_ = std::max(style.before, 0) + std::max(prev_after_, 0) >= 200;
    prev_after_ = style.after;
    para_style_ = style;
    const std::size_t at = out_->size();
    const bool item = bullet_;
    Inline(p, 0);
    Flush(/*end=*/true);
    if (item && out_->size() > at) item_ = static_cast<long>(at);
    std::vector<const xmlNode*> boxes;
    boxes.swap(boxes_);
    for (const xmlNode* box : boxes) {
      blank_ = true;
      Blocks(box);
    }
  }

  void Flush(bool end) {
    if (cur_.Empty()) {
      cur_.Take();
      min_size_ = 0;
      if (end) {
        if (!any_) out_->push_back(Para{});  // an empty paragraph: a blank line
        any_ = false;
      }
      return;
    }
    Para para = cur_.Take();
    para.heading = heading_;
    para.bullet = bullet_;
    para.indent = indent_;
    para.blank_before = blank_;
    para.size = min_size_;
    min_size_ = 0;
    out_->push_back(std::move(para));
    if (bullet_) indent_ += 2;  // a line break in an item: its continuation
    bullet_ = false;
    heading_ = 0;
    blank_ = false;
    any_ = !end;
  }

  std::uint8_t RunStyle(const xmlNode* rpr, int* size) const {
    Style s;
    ReadRunProps(rpr, &s);
    Style rs = styles_.Resolved(std::string(Attr(Child(rpr, "rStyle"), "val")), false);
    *size = s.size > 0 ? s.size : rs.size > 0 ? rs.size : para_style_.size > 0 ? para_style_.size : 22;
    int bold = s.bold >= 0 ? s.bold : rs.bold >= 0 ? rs.bold : para_style_.bold;
    int italic = s.italic >= 0 ? s.italic : rs.italic >= 0 ? rs.italic : para_style_.italic;
    return static_cast<std::uint8_t>((bold > 0 ? kBold : 0) | (italic > 0 ? kItalic : 0));
  }

  void Inline(const xmlNode* parent, int depth) {
    if (depth > 512) return;  // (the XML parser refuses documents nested deeper than 256)
    for (const xmlNode* n = parent->children; n != nullptr; n = n->next) {
      if (n->type != XML_ELEMENT_NODE) continue;
      std::string_view name = xml::Name(n);
      if (name == "r") {
        Run(n);
      } else if (name == "hyperlink") {
        std::size_t mark = cur_.Mark();
        Inline(n, depth + 1);
        auto it = rels_ ? rels_->find(std::string(Attr(n, "id"))) : decltype(rels_->end()){};
        if (rels_ && it != rels_->end() && it->second.type == "hyperlink") cur_.Link(mark, it->second.target);
      } else if (name == "fldSimple") {
        std::size_t mark = cur_.Mark();
        Inline(n, depth + 1);
        cur_.Link(mark, FieldLink(Attr(n, "instr")));
      } else if (name == "AlternateContent") {
        if (const xmlNode* choice = Child(n, "Choice")) Inline(choice, depth + 1);
      } else if (name == "ins" || name == "smartTag" || name == "customXml" || name == "sdtContent" ||
                 name == "dir" || name == "bdo" || name == "Choice") {
        Inline(n, depth + 1);
      } else if (name == "sdt") {
        if (const xmlNode* c = Child(n, "sdtContent")) Inline(c, depth + 1);
      }
    }
  }

  void Run(const xmlNode* r) {
    const xmlNode* rpr = Child(r, "rPr");
    if (rpr != nullptr && Toggle(rpr, "vanish") > 0) return;  // hidden text is not shown
    int size = 0;
    std::uint8_t style = RunStyle(rpr, &size);
    for (const xmlNode* n = r->children; n != nullptr; n = n->next) {
      if (n->type != XML_ELEMENT_NODE) continue;
      std::string_view name = xml::Name(n);
      if (name == "t" && (fields_.empty() || fields_.back().result)) {
        for (const xmlNode* t = n->children; t != nullptr; t = t->next) {
          if (t->type != XML_TEXT_NODE) continue;
          std::string_view text = xml::Str(t->content);
          cur_.Text(text, style);
          if (!text::Trim(text).empty()) {
            min_size_ = min_size_ == 0 ? size : std::min(min_size_, size);
            chars_by_size_[size] += text.size();
          }
        }
      } else if (name == "instrText" && !fields_.empty() && !fields_.back().result) {
        for (const xmlNode* t = n->children; t != nullptr; t = t->next) {
          if (t->type == XML_TEXT_NODE) fields_.back().instr += xml::Str(t->content);
        }
      } else if (name == "fldChar") {
        std::string_view type = Attr(n, "fldCharType");
        if (type == "begin") {
          fields_.push_back({});
        } else if (type == "separate" && !fields_.empty()) {
          fields_.back().result = true;
          fields_.back().link = FieldLink(fields_.back().instr);
          fields_.back().mark = cur_.Mark();
        } else if (type == "end" && !fields_.empty()) {
          if (!fields_.back().link.empty()) cur_.Link(fields_.back().mark, fields_.back().link);
          fields_.pop_back();
        }
      } else if (name == "tab" || name == "ptab") {
        cur_.Gap();
      } else if (name == "br" || name == "cr") {
        std::string_view type = Attr(n, "type");
        if (type != "page" && type != "column") Flush(false);
      } else if (name == "noBreakHyphen") {
        cur_.Text("-", style);
      } else if (name == "drawing" || name == "pict" || name == "AlternateContent" || name == "object") {
        FindBoxes(n, 0);
      }
    }
  }

  // Text boxes in a drawing: their content follows the paragraph. Of alternate content only
  // the first choice is read (its fallback holds the same text again).
  void FindBoxes(const xmlNode* n, int depth) {
    if (depth > 32) return;
    for (const xmlNode* c = n->children; c != nullptr; c = c->next) {
      if (c->type != XML_ELEMENT_NODE || xml::Name(c) == "Fallback") continue;
      if (xml::Name(c) == "txbxContent") {
        boxes_.push_back(c);
      } else {
        FindBoxes(c, depth + 1);
        if (xml::Name(c) == "Choice") break;
      }
    }
  }

  void Table(const xmlNode* tbl) {
    bool first = true;
    for (const xmlNode* tr = tbl->children; tr != nullptr; tr = tr->next) {
      if (!Is(tr, "tr")) continue;
      // The table's first row, marked to repeat as its header on each page, names its columns.
      const bool header = first && Toggle(Child(tr, "trPr"), "tblHeader") == 1;
      first = false;
      std::vector<std::vector<Para>> cells;
      for (const xmlNode* tc = tr->children; tc != nullptr; tc = tc->next) {
        const xmlNode* cell = Is(tc, "sdt") ? Child(Child(tc, "sdtContent"), "tc") : tc;
        if (!Is(cell, "tc")) continue;
        cells.emplace_back();
        std::vector<Para>* saved = out_;
        out_ = &cells.back();
        Blocks(cell);
        out_ = saved;
      }
      AppendRow(std::move(cells), out_, header ? TableRow::kHeader : TableRow::kBody);
    }
    prev_after_ = 200;  // a table is set off from what follows
  }

  const Styles& styles_;
  const std::map<std::string, Rel>* rels_ = nullptr;
  std::vector<Para>* out_;
  ParaBuilder cur_{false};
  Style para_style_;
  std::vector<Field> fields_;
  std::vector<const xmlNode*> boxes_;
  int heading_ = 0;
  bool bullet_ = false;
  long item_ = -1;  // the first paragraph of the list item being read (-1: none)
  int indent_ = 0;
  bool blank_ = false;
  bool any_ = false;  // the paragraph has had a line already (a line break)
  int prev_after_ = 0;
  int min_size_ = 0;
  std::map<int, std::size_t> chars_by_size_;  // the body's size is the one most text is in

 public:
  int BodySize() const {
    int body = 0;
    std::size_t most = 0;
    for (const auto& [size, chars] : chars_by_size_) {
      if (chars > most) most = chars, body = size;
    }
    return body;
  }
};

// Name of what a zip that is not a DOCX holds, for the error.
std::string OtherZip(Zip* zip) {
  Status st;
  std::string mime = zip->Has("mimetype") ? zip->Read("mimetype", &st) : "";
  mime = std::string(text::Trim(mime.substr(0, 100)));
  if (mime == "application/vnd.oasis.opendocument.text") return "ODT (OpenDocument text)";
  if (text::StartsWith(mime, "application/vnd.oasis.opendocument.")) return "OpenDocument (" + mime.substr(35) + ")";
  if (mime == "application/epub+zip") return "EPUB";
  if (zip->Has("xl/workbook.xml")) return "XLSX (spreadsheet)";
  if (zip->Has("ppt/presentation.xml")) return "PPTX (presentation)";
  return "";
}

}  // namespace

Result<std::vector<Para>> ReadZip(std::string_view bytes, std::size_t max_bytes) {
  Zip zip(bytes, max_bytes);
  if (!zip.ok()) return Status(ErrorCode::kBadInput, "damaged zip archive (libzip: " + zip.error() + ")");
  Status st;
  std::map<std::string, Rel> package = ReadRels(&zip, "", &st);
  if (!st.ok()) return st;
  std::string main = "word/document.xml";
  for (const auto& [id, rel] : package) {
    if (rel.type == "officeDocument" && zip.Has(rel.target)) main = rel.target;
  }
  if (!zip.Has(main)) {
    std::string other = OtherZip(&zip);
    if (!other.empty())
      return Status(ErrorCode::kBadInput, other + " document: cvmill reads DOCX, PDF, HTML and text; save it as DOCX or PDF");
    return Status(ErrorCode::kBadInput, "zip archive, not a DOCX document (no word/document.xml)");
  }
  std::string body_xml = zip.Read(main, &st);
  if (!st.ok()) return st;
  auto body_doc = ParseXml(body_xml, main);
  if (!body_doc.ok()) return body_doc.status();
  body_xml.clear();
  std::map<std::string, Rel> rels = ReadRels(&zip, main, &st);
  if (!st.ok()) return st;

  // The styles and numbering parts, by relationship or at their usual names; a damaged one
  // is read as absent.
  Styles styles;
  auto load = [&](std::string_view type, const std::string& name, auto use) -> Status {
    std::string part = Folder(main) + name;
    for (const auto& [id, rel] : rels) {
      if (rel.type == type) part = rel.target;
    }
    if (!zip.Has(part)) return Status();
    Status s;
    std::string x = zip.Read(part, &s);
    if (!s.ok()) return s;
    if (auto d = ParseXml(x, part); d.ok()) use(xmlDocGetRootElement(d.value().get()));
    return Status();
  };
  if (Status s = load("styles", "styles.xml", [&](const xmlNode* root) { styles.Load(root); }); !s.ok()) return s;
  if (Status s = load("numbering", "numbering.xml", [&](const xmlNode* root) { styles.LoadNumbering(root); }); !s.ok())
    return s;

  const xmlNode* body = Child(xmlDocGetRootElement(body_doc.value().get()), "body");
  if (body == nullptr) return Status(ErrorCode::kBadInput, "DOCX is damaged: " + main + " has no body");
  // Headers and footers of the sections (default and first page), each once.
  std::vector<std::string> headers, footers;
  std::vector<const xmlNode*> sections;
  for (const xmlNode* n = body->children; n != nullptr; n = n->next) {
    if (Is(n, "sectPr")) sections.push_back(n);
    if (Is(n, "p")) {
      if (const xmlNode* s = Child(Child(n, "pPr"), "sectPr")) sections.push_back(s);
    }
  }
  for (const xmlNode* s : sections) {
    for (const xmlNode* ref = s->children; ref != nullptr; ref = ref->next) {
      bool header = Is(ref, "headerReference");
      if (!header && !Is(ref, "footerReference")) continue;
      if (Attr(ref, "type") == "even") continue;
      auto it = rels.find(std::string(Attr(ref, "id")));
      if (it == rels.end()) continue;
      auto& list = header ? headers : footers;
      if (std::find(list.begin(), list.end(), it->second.target) == list.end()) list.push_back(it->second.target);
    }
  }

  std::vector<Para> paras;
  Reader reader(styles, &paras);
  auto read_part = [&](const std::string& part) -> Status {
    Status s;
    std::string x = zip.Read(part, &s);
    if (!s.ok() || x.empty()) return s;
    auto d = ParseXml(x, part);
    if (!d.ok()) return Status();  // a damaged header loses the header, not the CV
    std::map<std::string, Rel> part_rels = ReadRels(&zip, part, &s);
    if (!s.ok()) return s;
    std::vector<Para> mine;
    Reader r(styles, &mine);
    r.SetRels(&part_rels);
    r.Blocks(xmlDocGetRootElement(d.value().get()));
    // A page number or nothing at all is no content of the CV.
    for (Para& p : mine) {
      std::string plain = text::CollapseSpace(p.md);
      if (!plain.empty() && !text::PageNumber(plain)) paras.push_back(std::move(p));
    }
    return Status();
  };
  for (const std::string& h : headers) {
    if (Status s = read_part(h); !s.ok()) return s;
  }
  reader.SetRels(&rels);
  reader.Blocks(body);
  for (const std::string& f : footers) {
    if (Status s = read_part(f); !s.ok()) return s;
  }

  // Headings set as large text in a body style (no heading style): a short paragraph all in
  // a size 1.2 times the body's or more is a heading, of level 1 at the document's largest
  // size (the name, as "# Name" in markdown) and 2 below it.
  int body_size = reader.BodySize(), top = 0;
  auto large = [&](const Para& p) {
    return body_size > 0 && p.heading == 0 && !p.bullet && p.size * 10 >= body_size * 12 &&
           p.md.find('\t') == std::string::npos && text::CollapseSpace(p.md).size() <= 60;
  };
  for (const Para& p : paras) {
    if (large(p) || p.heading > 0) top = std::max(top, p.size);
  }
  for (Para& p : paras) {
    if (large(p)) p.heading = p.size == top ? 1 : 2;
  }
  return paras;
}

}  // namespace cvmill::extract
