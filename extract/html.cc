// HTML input: libxml2's HTML parser (forgiving, as browsers are; entities decoded) builds the
// tree; block elements become paragraphs, inline ones runs of them. CSS is not executed:
// what a page shows is read from its elements alone (headings, lists, tables, b/strong and
// i/em, links), with script, style, head and hidden elements dropped.
#include <libxml/HTMLparser.h>

#include <algorithm>
#include <cctype>
#include <climits>
#include <iterator>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "common/text.h"
#include "extract/extract.h"
#include "extract/internal.h"
#include "extract/xml_util.h"

namespace cvmill::extract {
namespace {

using xml::Attr;
using xml::Name;

bool Skipped(std::string_view name) {
  static constexpr std::string_view kSkip[] = {"script", "style", "head", "noscript", "template", "svg", "math",
                                               "iframe", "object", "embed", "select", "input", "canvas",
                                               "audio", "video", "map", "button"};
  return std::find(std::begin(kSkip), std::end(kSkip), name) != std::end(kSkip);
}

// Elements a browser lays out as blocks (each starts a line).
bool Block(std::string_view name) {
  static constexpr std::string_view kBlock[] = {
      "address", "article", "aside", "blockquote", "body", "center", "dd", "details", "dialog", "div", "dl", "dt",
      "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup",
      "hr", "html", "legend", "li", "main", "menu", "nav", "ol", "p", "pre", "section", "summary", "table",
      "caption", "ul", "tr", "td", "th", "tbody", "thead", "tfoot"};
  return std::find(std::begin(kBlock), std::end(kBlock), name) != std::end(kBlock);
}

// Blocks with a margin around them by default: a blank line's worth of space.
bool Margin(std::string_view name) {
  static constexpr std::string_view kMargin[] = {"p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "dl",
                                                 "blockquote", "pre", "table", "section", "article", "header",
                                                 "footer", "hr", "figure", "menu"};
  return std::find(std::begin(kMargin), std::end(kMargin), name) != std::end(kMargin);
}

// Not shown: the hidden attribute and the usual screen-reader-only classes (display:none and
// visibility:hidden come from CSS).
bool Hidden(const xmlNode* n) {
  bool present = false;
  Attr(n, "hidden", &present);
  if (present) return true;
  std::string cls = text::AsciiLower(Attr(n, "class"));
  return cls.find("sr-only") != std::string::npos || cls.find("visually-hidden") != std::string::npos ||
         cls.find("screen-reader") != std::string::npos;
}

// A list item that holds blocks (a job with its title, dates and its own list) is a container
// laid out by the page, not a bulleted line.
bool HasBlocks(const xmlNode* n, int depth) {
  if (depth > 6) return false;
  for (const xmlNode* c = n->children; c != nullptr; c = c->next) {
    if (c->type != XML_ELEMENT_NODE || Skipped(Name(c))) continue;
    if (Name(c) != "br" && (Block(Name(c)) || HasBlocks(c, depth + 1))) return true;
  }
  return false;
}

// The text of every <style> element.
void CollectStyles(const xmlNode* n, StyleSheet* sheet, int depth) {
  if (depth > 64) return;
  for (const xmlNode* c = n->children; c != nullptr; c = c->next) {
    if (c->type != XML_ELEMENT_NODE) continue;
    if (Name(c) == "style") {
      std::string css;
      for (const xmlNode* t = c->children; t != nullptr; t = t->next) {
        if (t->type == XML_TEXT_NODE || t->type == XML_CDATA_SECTION_NODE) css += xml::Str(t->content);
      }
      sheet->Add(css);
    } else {
      CollectStyles(c, sheet, depth + 1);
    }
  }
}

class Walker {
 public:
  Walker(const StyleSheet* sheet, std::vector<Para>* out) : sheet_(sheet), out_(out) {}

  void Walk(const xmlNode* n, std::uint8_t style, int depth) {
    bool inline_before = false;  // the previous sibling was an inline element
    // Items side by side: a block whose children are only elements (white space between them,
    // no text of its own) lists one item per inline element, as tags, chips and links are set
    // ("<span>Go</span> <span>SQL</span>", separated by CSS margins or generated commas). Not in
    // a heading, whose spans style the parts of one name.
    bool saved_items = items_;
    items_ = heading_depth_ == 0 && OnlyElements(n);
    for (const xmlNode* c = n->children; c != nullptr; c = c->next) Node(c, style, depth, &inline_before);
    items_ = saved_items;
  }

  void Node(const xmlNode* c, std::uint8_t style, int depth, bool* inline_before) {
    if (c->type == XML_TEXT_NODE || c->type == XML_CDATA_SECTION_NODE) {
      std::string_view t = xml::Str(c->content);
      Text(t, style);
      // White space between two items keeps them apart as items.
      if (!(items_ && !pre_ && text::Trim(t).empty())) *inline_before = false;
      return;
    }
    if (c->type != XML_ELEMENT_NODE) return;
    std::string_view name = Name(c);
    if (Skipped(name) || Hidden(c)) return;
    CssStyle css = sheet_->For({name, Attr(c, "class"), Attr(c, "id")}, [c](int i, StyleSheet::Element* e) {
      const xmlNode* a = c->parent;
      for (; a != nullptr && i > 0; --i) a = a->parent;
      if (a == nullptr || a->type != XML_ELEMENT_NODE) return false;
      *e = {Name(a), Attr(a, "class"), Attr(a, "id")};
      return true;
    });
    bool has_style = false;
    std::string_view inline_css = Attr(c, "style", &has_style);
    if (has_style) css.Merge(ParseDeclarations(inline_css));
    if (css.display == CssStyle::Display::kNone) return;
    bool block = css.display == CssStyle::Display::kInline  ? false
                 : css.display == CssStyle::Display::kBlock ? true
                                                            : Block(name);
    if (!block && Block(name) && !cur_.Empty()) {
      cur_.Gap();  // list items or blocks set in a row ("Go · SQL · Python" with the dots in CSS)
    } else if (!block && *inline_before) {
      // An item that opens with a dash ends a range the one before starts ("Sep 2021" "— Now").
      if (items_ && !OpensWithDash(c, 0)) cur_.Gap();
      else cur_.SoftBoundary();
    }
    *inline_before = !block && name != "br";
    if (css.bold == 1) style |= kBold;
    if (css.bold == 0) style &= static_cast<std::uint8_t>(~kBold);
    Element(c, name, style, depth, block, std::max(css.row, 0), css.pre == 1);
  }

  void Flush() {
    if (cur_.Empty()) {
      cur_.Take();
      return;
    }
    Para p = cur_.Take();
    p.heading = pending_.heading;
    p.bullet = pending_.bullet;
    p.indent = pending_.indent;
    p.blank_before = pending_.blank;
    p.column = aside_depth_ > 0;
    out_->push_back(std::move(p));
    if (pending_.bullet) pending_.indent += 2;  // what follows in the item is its continuation
    pending_.bullet = false;
    pending_.blank = false;
  }

 private:
  // The element's text starts with a dash (-, – or —).
  static bool OpensWithDash(const xmlNode* n, int depth) {
    if (depth > 8) return false;
    for (const xmlNode* c = n->children; c != nullptr; c = c->next) {
      if (c->type == XML_TEXT_NODE || c->type == XML_CDATA_SECTION_NODE) {
        std::string_view t = text::Trim(xml::Str(c->content));
        if (t.empty()) continue;
        return t[0] == '-' || text::StartsWith(t, "\u2013") || text::StartsWith(t, "\u2014");
      }
      if (c->type == XML_ELEMENT_NODE) return OpensWithDash(c, depth + 1);
    }
    return false;
  }

  // A heading's level in the page's outline. Pages that wrap each section in a container of its
  // own say by the containers which heading a lower one belongs to: an h3 whose container and
  // the last h2's are different branches of an element that holds several h2 (a grid of small
  // sections after the main ones: "Languages", "Interests") is not under that h2 but beside it,
  // and takes its level. An h3 set beside its h2 in one flat container, or in the same section's
  // container, stays under it. Level 1 (the name, most often) is left alone.
  int OutlineLevel(const xmlNode* n, int level) {
    if (headings_.size() >= 256) return level;  // (bounded work on a page of thousands of headings)
    const int written = level;
    for (auto it = headings_.rbegin(); it != headings_.rend(); ++it) {
      if (it->written >= level || it->written < 2) continue;
      const xmlNode* lca = Common(it->node, n);
      if (lca == nullptr || lca == it->node->parent || lca == n->parent) break;
      int above = 0;
      for (const Heading& h : headings_) above += h.written == it->written && Within(h.node, lca);
      if (above < 2) break;
      level = it->written;
    }
    headings_.push_back({n, written});
    return level;
  }

  static bool Within(const xmlNode* n, const xmlNode* ancestor) {
    for (int d = 0; n != nullptr && d < 256; n = n->parent, ++d) {
      if (n == ancestor) return true;
    }
    return false;
  }

  // The nearest element that holds both.
  static const xmlNode* Common(const xmlNode* a, const xmlNode* b) {
    for (int d = 0; a != nullptr && d < 256; a = a->parent, ++d) {
      if (Within(b, a)) return a;
    }
    return nullptr;
  }

  // Two or more element children with text and none of its own text.
  static bool OnlyElements(const xmlNode* n) {
    int elements = 0;
    for (const xmlNode* c = n->children; c != nullptr; c = c->next) {
      if (c->type == XML_TEXT_NODE || c->type == XML_CDATA_SECTION_NODE) {
        if (!text::Trim(xml::Str(c->content)).empty()) return false;
      } else if (c->type == XML_ELEMENT_NODE && !Skipped(Name(c))) {
        ++elements;
      }
    }
    return elements >= 2;
  }

  struct Pending {
    int heading = 0;
    bool bullet = false;
    int indent = 0;
    bool blank = false;
  };

  void Text(std::string_view s, std::uint8_t style) {
    if (!pre_) {
      cur_.Text(s, style);
      return;
    }
    for (std::size_t i = 0;;) {
      std::size_t nl = s.find('\n', i);
      cur_.Text(s.substr(i, nl == std::string_view::npos ? nl : nl - i), style);
      if (nl == std::string_view::npos) break;
      Flush();
      i = nl + 1;
    }
  }

  // `row`: CssStyle::row, its children side by side (0: not). `keep_breaks`: the CSS keeps
  // the text's line breaks (white-space: pre-line, a description typed line by line).
  void Element(const xmlNode* n, std::string_view name, std::uint8_t style, int depth, bool block, int row = 0,
               bool keep_breaks = false) {
    if (name == "br") {
      Flush();
      return;
    }
    if (name == "b" || name == "strong" || name == "th") style |= kBold;
    if (name == "i" || name == "em" || name == "cite" || name == "var" || name == "dfn") style |= kItalic;
    if (name == "table") return Table(n, style, depth);
    if (!block) {
      if (name == "a") {
        std::string_view href = text::Trim(Attr(n, "href"));
        std::size_t mark = cur_.Mark();
        Walk(n, style, depth);
        if (!href.empty() && href[0] != '#' && !text::StartsWith(text::AsciiLower(href.substr(0, 11)), "javascript:"))
          cur_.Link(mark, href);
        return;
      }
      return Walk(n, style, depth);
    }
    Flush();
    Pending saved = pending_;
    bool saved_pre = pre_;
    if (Margin(name)) pending_.blank = true;
    bool heading = name.size() == 2 && name[0] == 'h' && name[1] >= '1' && name[1] <= '6';
    if (heading) pending_.heading = OutlineLevel(n, name[1] - '0');
    heading_depth_ += heading;
    // Complementary content (a sidebar of contact details, languages) is a column of its own,
    // wherever its source order puts it.
    const bool aside = name == "aside" || text::AsciiLower(Attr(n, "role")) == "complementary";
    aside_depth_ += aside;
    if (name == "ul" || name == "ol" || name == "menu") ++depth;
    if (name == "li") {
      if (HasBlocks(n, 0)) {
        pending_.blank = true;
      } else {
        pending_.bullet = true;
        pending_.indent = 2 * std::max(0, depth - 1);
      }
    }
    if (name == "pre") {
      pre_ = true;
      cur_ = ParaBuilder(false);
    }
    if (keep_breaks) pre_ = true;  // (spaces still collapse: only "pre" keeps them)
    if (row) {
      Row(n, style, depth, row);
    } else {
      Walk(n, style, depth);
    }
    Flush();
    heading_depth_ -= heading;
    aside_depth_ -= aside;
    if (name == "pre") cur_ = ParaBuilder(true);
    pre_ = saved_pre;
    pending_.heading = saved.heading;
    pending_.indent = saved.indent;
    pending_.bullet = false;
    if (Margin(name)) pending_.blank = true;
  }

  // The paragraphs of one table cell or flex item, walked on their own.
  std::vector<Para> Cell(const xmlNode* n, std::uint8_t style, int depth, bool whole) {
    std::vector<Para> paras;
    std::vector<Para>* saved_out = out_;
    Pending saved = pending_;
    out_ = &paras;
    pending_ = Pending{};
    pending_.indent = saved.indent;
    bool inline_before = false;
    if (whole) {
      Walk(n, style, depth);
    } else {
      Node(n, style, depth, &inline_before);
    }
    Flush();
    out_ = saved_out;
    pending_ = saved;
    return paras;
  }

  // A flex row or a grid of columns: each child side by side, joined as a table row is; a grid
  // of k columns in rows of k.
  void Row(const xmlNode* n, std::uint8_t style, int depth, int columns) {
    std::vector<std::vector<Para>> cells;
    for (const xmlNode* c = n->children; c != nullptr; c = c->next) {
      if (c->type == XML_TEXT_NODE && text::Trim(xml::Str(c->content)).empty()) continue;
      cells.push_back(Cell(c, style, depth, false));
      if (cells.back().empty()) cells.pop_back();
    }
    const std::size_t per = columns >= 2 ? static_cast<std::size_t>(columns) : cells.size();
    for (std::size_t at = 0; at < cells.size(); at += per) {
      auto end = cells.begin() + static_cast<long>(std::min(cells.size(), at + per));
      RowOf(std::vector<std::vector<Para>>(std::make_move_iterator(cells.begin() + static_cast<long>(at)),
                                           std::make_move_iterator(end)));
    }
  }

  void RowOf(std::vector<std::vector<Para>> cells) {
    // Side by side when it reads as one row: two or three items, at most one of them more than
    // a line, and a one-line item with a digit ("2019 – 2021" beside a job; a title beside its
    // date). Anything else (a section's heading beside its content, a list of entries or of
    // tags laid out in a flex box) follows item by item.
    std::size_t tall = 0;
    bool dated = false;
    for (const auto& cell : cells) {
      tall += cell.size() > 1;
      dated = dated || (cell.size() == 1 && text::HasDigit(cell.front().md));
    }
    if (cells.size() >= 2 && cells.size() <= 3 && tall <= 1 && dated) return EmitRow(std::move(cells));
    // Chips: every item a few words on one line ("Go" "SQL" "Kafka"; "GitHub/" "jane-doe"),
    // which the page sets on one row. A list laid out as a row is such a row too: its items
    // are not lines with a bullet each.
    if (cells.size() >= 2 && std::all_of(cells.begin(), cells.end(), [&](const std::vector<Para>& cell) {
          return cell.size() == 1 && cell.front().heading == 0 && cell.front().bullet == cells[0][0].bullet &&
                 cell.front().md.size() <= 40 && text::WordCount(cell.front().md) <= 4;
        })) {
      for (auto& cell : cells) cell.front().bullet = false;
      return EmitRow(std::move(cells));
    }
    for (auto& cell : cells) {
      for (Para& p : cell) {
        p.blank_before = p.blank_before || pending_.blank;
        pending_.blank = false;
        out_->push_back(std::move(p));
      }
    }
  }

  void EmitRow(std::vector<std::vector<Para>> cells, TableRow kind = TableRow::kBody) {
    for (auto& cell : cells) {
      if (!cell.empty()) {
        cell.front().blank_before = pending_.blank;
        break;
      }
    }
    std::size_t before = out_->size();
    AppendRow(std::move(cells), out_, kind);
    if (out_->size() > before) pending_.blank = false;
  }

  // Rows of cells; a cell's content is walked on its own, then the row is joined (AppendRow).
  void Table(const xmlNode* table, std::uint8_t style, int depth) {
    Flush();
    pending_.blank = true;
    std::vector<std::pair<const xmlNode*, bool>> rows;  // each row, and whether in <thead>
    for (const xmlNode* c = table->children; c != nullptr; c = c->next) {
      if (xml::Is(c, "tr")) rows.emplace_back(c, false);
      if (xml::Is(c, "thead") || xml::Is(c, "tbody") || xml::Is(c, "tfoot")) {
        for (const xmlNode* r = c->children; r != nullptr; r = r->next) {
          if (xml::Is(r, "tr")) rows.emplace_back(r, xml::Is(c, "thead"));
        }
      }
      if (xml::Is(c, "caption")) Element(c, "caption", style, depth, true);
    }
    // The table's header row: its first row when in <thead> or of <th> cells only.
    bool first = true;
    for (const auto& [row, head] : rows) {
      if (Hidden(row)) continue;
      std::vector<std::vector<Para>> cells;
      bool all_th = true;
      for (const xmlNode* cell = row->children; cell != nullptr; cell = cell->next) {
        if (!(xml::Is(cell, "td") || xml::Is(cell, "th")) || Hidden(cell)) continue;
        all_th = all_th && xml::Is(cell, "th");
        cells.push_back(Cell(cell, xml::Is(cell, "th") ? style | kBold : style, depth, true));
      }
      const bool header = first && !cells.empty() && (head || all_th);
      first = first && cells.empty();
      EmitRow(std::move(cells), header ? TableRow::kHeader : TableRow::kBody);
    }
    pending_.blank = true;
  }

  const StyleSheet* sheet_;
  std::vector<Para>* out_;
  ParaBuilder cur_{true};
  Pending pending_;
  bool pre_ = false;
  bool items_ = false;      // the children being walked are items side by side (see Walk)
  struct Heading {
    const xmlNode* node;
    int written;  // h1..h6 as written
  };
  std::vector<Heading> headings_;  // each heading so far
  int heading_depth_ = 0;  // within h1..h6
  int aside_depth_ = 0;    // within <aside> (complementary content)
};

}  // namespace

Result<std::vector<Para>> ReadHtml(std::string_view s) {
  if (s.size() > static_cast<std::size_t>(INT_MAX)) return Status(ErrorCode::kTooLarge, "HTML document too large");
  xml::Init();
  std::unique_ptr<htmlParserCtxt, decltype(&htmlFreeParserCtxt)> ctxt(htmlNewParserCtxt(), htmlFreeParserCtxt);
  if (!ctxt) return Status(ErrorCode::kInternal, "out of memory for the HTML parser");
  xml::DocPtr tree(htmlCtxtReadMemory(ctxt.get(), s.data(), static_cast<int>(s.size()), nullptr, "UTF-8",
                                      HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING |
                                          HTML_PARSE_NONET));
  // The parser stops (and keeps what it had) only at its nesting limit ("Excessive depth"):
  // say so rather than drop the rest.
  if (ctxt->disableSAX != 0 && ctxt->errNo == XML_ERR_INTERNAL_ERROR)
    return Status(ErrorCode::kBadInput, "HTML nested deeper than the parser's limit (256 elements); not read");
  const xmlNode* root = tree ? xmlDocGetRootElement(tree.get()) : nullptr;
  if (root == nullptr) return Status(ErrorCode::kBadInput, "HTML document could not be parsed");
  StyleSheet sheet;
  CollectStyles(reinterpret_cast<const xmlNode*>(tree.get()), &sheet, 0);
  std::vector<Para> paras;
  Walker walker(&sheet, &paras);
  // The root itself may be any element (a fragment); walk it as the only child of a document.
  walker.Walk(reinterpret_cast<const xmlNode*>(tree.get()), 0, 0);
  walker.Flush();
  if (sheet.exhausted()) {
    return Status(ErrorCode::kTooLarge, "HTML style sheet too costly to apply (over " +
                                            std::to_string(StyleSheet::kMaxChecks) +
                                            " selector checks: too many rules for its elements); not read");
  }
  return paras;
}

}  // namespace cvmill::extract
