// extract/xml_util.h — small helpers over libxml2's tree for the DOCX and HTML readers
// (private to extract/; libxml2 types stay out of the public header).
#ifndef CVMILL_EXTRACT_XML_UTIL_H_
#define CVMILL_EXTRACT_XML_UTIL_H_

#include <libxml/parser.h>
#include <libxml/tree.h>

#include <memory>
#include <mutex>
#include <string_view>

namespace cvmill::extract::xml {

// libxml2 must be initialised once before threads use it.
inline void Init() {
  static std::once_flag once;
  std::call_once(once, [] { xmlInitParser(); });
}

struct DocFree {
  void operator()(xmlDoc* d) const { xmlFreeDoc(d); }
};
using DocPtr = std::unique_ptr<xmlDoc, DocFree>;

inline std::string_view Str(const xmlChar* s) {
  return s == nullptr ? std::string_view() : std::string_view(reinterpret_cast<const char*>(s));
}

// The local name of an element ("p" for <w:p>, "td" for <td>).
inline std::string_view Name(const xmlNode* n) { return Str(n->name); }

inline bool Is(const xmlNode* n, std::string_view name) {
  return n != nullptr && n->type == XML_ELEMENT_NODE && Name(n) == name;
}

// An attribute's value by local name ("val" for w:val), without copying; empty when absent.
// A null node has none.
inline std::string_view Attr(const xmlNode* n, std::string_view name, bool* present = nullptr) {
  if (present) *present = false;
  if (n == nullptr) return {};
  for (const xmlAttr* a = n->properties; a != nullptr; a = a->next) {
    if (Str(a->name) != name) continue;
    if (present) *present = true;
    return a->children != nullptr && a->children->type == XML_TEXT_NODE ? Str(a->children->content)
                                                                         : std::string_view();
  }
  if (present) *present = false;
  return {};
}

// The first element child with a local name, or nullptr.
inline const xmlNode* Child(const xmlNode* n, std::string_view name) {
  if (n == nullptr) return nullptr;
  for (const xmlNode* c = n->children; c != nullptr; c = c->next) {
    if (Is(c, name)) return c;
  }
  return nullptr;
}

}  // namespace cvmill::extract::xml

#endif  // CVMILL_EXTRACT_XML_UTIL_H_
