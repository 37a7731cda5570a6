// References: names and what they said, grouped whatever their order.
#include <unicode/uchar.h>

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

// A said line that ends in its attribution after a dash ("… kept the team steady. - Dr. Jane
// Roe, Head of Nursing"): where the attribution starts, else npos. The dash follows the end
// of a sentence or a closing quote; what comes after it is short and capitalised.
std::size_t RunOnAttribution(std::string_view t) {
  for (std::string_view dash : {" - ", " \u2014 ", " \u2013 ", " -- ", " \u2015 "}) {
    const std::size_t at = t.rfind(dash);
    if (at == std::string_view::npos || at == 0) continue;
    const std::string_view before = text::Trim(t.substr(0, at));
    const std::string_view after = text::Trim(t.substr(at + dash.size()));
    const bool closed = !before.empty() && (std::string_view(".!?\"").find(before.back()) != std::string_view::npos ||
                                            text::EndsWith(before, "\u201d") || text::EndsWith(before, "\u00bb"));
    if (!closed || after.empty() || text::WordCount(after) > 16 || text::WordCount(before) < 5) continue;
    std::size_t first = 0;
    if (!u_isupper(static_cast<UChar32>(text::NextCodePoint(after, first)))) continue;
    return static_cast<std::size_t>(after.data() - t.data());
  }
  return std::string_view::npos;
}

}  // namespace

std::vector<NamedText> GroupReferences(const std::vector<TextLine>& given) {
  // Lines that run on into their attribution are read as two: what was said, who said it.
  std::vector<TextLine> lines;
  std::vector<int> origin;  // per line read: the index of the given line
  std::vector<bool> attributed;  // per line read: an attribution cut from a said line
  for (std::size_t k = 0; k < given.size(); ++k) {
    const std::string_view t = text::Trim(given[k].text);
    if (const std::size_t at = given[k].names ? std::string_view::npos : RunOnAttribution(t); at != std::string_view::npos) {
      TextLine said = given[k], who = given[k];
      said.text = text::Trim(t.substr(0, at));
      said.text = text::TrimChars(said.text, " -\u2014\u2013\u2015");
      who.text = t.substr(at);
      who.blank_before = 0;
      lines.insert(lines.end(), {said, who});
      origin.insert(origin.end(), 2, static_cast<int>(k));
      attributed.insert(attributed.end(), {false, true});
      continue;
    }
    lines.push_back(given[k]);
    origin.push_back(static_cast<int>(k));
    attributed.push_back(false);
  }
  std::vector<NamedText> out;
  bool open_quote = false;  // the text so far opened a quotation it has not closed
  // Names set apart by weight: some lines bold, some not.
  bool bold = false, plain = false;
  for (const TextLine& l : lines) {
    if (text::Trim(l.text).empty()) continue;
    (l.emphasis ? bold : plain) = true;
  }
  const bool by_weight = bold && plain;
  bool text_first = false, last_was_name = false;
  std::string_view before;  // the line read before this one
  for (std::size_t k = 0; k < lines.size(); ++k) {
    std::string_view t = text::Trim(lines[k].text);
    if (t.empty()) continue;
    const std::string_view prev_line = before;
    before = t;
    bool attribution = TakeAttribution(&t) || attributed[k];
    // (A run-on attribution wrapped onto the next line, no blank between: more of the name.)
    if (!attribution && k > 0 && attributed[k - 1] && origin[k] != origin[k - 1] && lines[k].blank_before == 0 &&
        !out.empty() && !out.back().name.empty() && !Said(t) && RunOnAttribution(t) == std::string_view::npos) {
      out.back().name += " " + std::string(t);
      out.back().lines.push_back(origin[k]);
      continue;
    }
    // ("Dr. Jane Roe, Head of Nursing, Clinic Nord" after the quote: who said it, however long.)
    bool said = !attribution && (by_weight ? !lines[k].emphasis : (open_quote || (!lines[k].names && Said(t))));
    NamedText* cur = out.empty() ? nullptr : &out.back();
    bool complete = cur && !cur->name.empty() && !cur->text.empty();
    // (By weight: a name line right after a name line goes on with it.)
    const bool name_goes_on = by_weight && !said && last_was_name && cur;
    bool fresh = !cur || (!name_goes_on && ((complete && (lines[k].blank_before > 0 || !said || (by_weight && text_first))) ||
                                            (!said && !cur->name.empty()) || (attribution && !cur->name.empty())));
    if (fresh && !(attribution && cur && cur->name.empty() && !cur->text.empty())) {
      out.emplace_back();
      cur = &out.back();
    }
    if (out.size() == 1 && !said && !cur->text.empty() && cur->name.empty()) text_first = true;
    last_was_name = !said;
    if (cur->lines.empty() || cur->lines.back() != origin[k]) cur->lines.push_back(origin[k]);
    if (name_goes_on && !cur->name.empty()) {
      std::string_view part = Unquoted(t);
      // (A name written as one text of parts apart by commas, wrapped in a narrow column: a
      // line that holds a comma but breaks off without one goes on mid-part, "Sales
      // Director, Harbour" / "Foods Ltd". After a line of no comma, a part of its own.)
      const bool mid_part = cur->name.back() == ',' || prev_line.find(',') != std::string_view::npos;
      cur->name += (mid_part ? " " : ", ") + std::string(part);
      continue;
    }
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
