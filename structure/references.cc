// References: names and what they said, grouped whatever their order.
#include <algorithm>
#include <string>

#include "common/text.h"
#include "structure/structure.h"

namespace cvmill::structure {
namespace {

// Strips an attribution dash ("— ", "-- ", "– ") from the front; true when there was one.
bool TakeAttribution(std::string_view* t) {
  for (std::string_view dash : {"\u2014", "\u2013", "--", "\u2015", "~"}) {
    if (text::StartsWith(*t, dash)) {
      *t = text::Trim(t->substr(dash.size()));
      return true;
    }
  }
  return false;
}

std::string_view Unquoted(std::string_view t) {
  return text::TrimChars(t, "\"'\u201c\u201d\u201e\u00ab\u00bb\u2018\u2019:");
}

// What someone said: a sentence, or a line opened by a quotation mark.
bool Said(std::string_view t) {
  if (text::WordCount(t) >= 9) return true;
  for (std::string_view q : {"\"", "\u201c", "\u201e", "\u00ab"}) {
    if (text::StartsWith(t, q)) return true;
  }
  char last = t.empty() ? ' ' : t.back();
  return text::WordCount(t) >= 5 && (last == '.' || last == '!');
}

}  // namespace

std::vector<NamedText> GroupReferences(const std::vector<TextLine>& lines) {
  std::vector<NamedText> out;
  bool open_quote = false;  // the text so far opened a quotation it has not closed
  for (std::size_t k = 0; k < lines.size(); ++k) {
    std::string_view t = text::Trim(lines[k].text);
    if (t.empty()) continue;
    bool attribution = TakeAttribution(&t);
    bool said = !attribution && (open_quote || Said(t));
    NamedText* cur = out.empty() ? nullptr : &out.back();
    bool complete = cur && !cur->name.empty() && !cur->text.empty();
    bool fresh = !cur || (complete && (lines[k].blank_before > 0 || !said)) ||
                 (!said && !cur->name.empty()) || (attribution && !cur->name.empty());
    if (fresh && !(attribution && cur && cur->name.empty() && !cur->text.empty())) {
      out.emplace_back();
      cur = &out.back();
    }
    cur->lines.push_back(static_cast<int>(k));
    if (said) {
      std::string_view u = Unquoted(t);
      cur->text += (cur->text.empty() ? "" : " ") + std::string(u);
      std::size_t opens = 0, closes = 0;
      for (std::string_view q : {"\u201c", "\u201e", "\u00ab"}) opens += t.find(q) != std::string_view::npos;
      for (std::string_view q : {"\u201d", "\u00bb"}) closes += t.find(q) != std::string_view::npos;
      bool straight = std::count(t.begin(), t.end(), '"') % 2 == 1;  // opens or closes one
      if (opens > closes || (straight && !open_quote)) open_quote = true;
      else if (closes > opens || (straight && open_quote)) open_quote = false;
    } else {
      cur->name = std::string(Unquoted(t));
      open_quote = false;
    }
  }
  return out;
}

}  // namespace cvmill::structure
