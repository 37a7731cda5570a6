#include "structure/tag_rows.h"

#include <algorithm>

#include "common/text.h"
#include "structure/internal/build.h"

namespace cvmill::structure {

namespace {

bool HasYear(std::string_view s) {
  for (std::size_t k = 0; k + 4 <= s.size(); ++k) {
    const bool digits = s[k] >= '0' && s[k] <= '9' && s[k + 1] >= '0' && s[k + 1] <= '9' && s[k + 2] >= '0' &&
                        s[k + 2] <= '9' && s[k + 3] >= '0' && s[k + 3] <= '9';
    const bool alone = (k == 0 || !(s[k - 1] >= '0' && s[k - 1] <= '9')) &&
                       (k + 4 == s.size() || !(s[k + 4] >= '0' && s[k + 4] <= '9'));
    if (digits && alone && (s.substr(k, 2) == "19" || s.substr(k, 2) == "20")) return true;
  }
  return false;
}

}  // namespace

bool ChipCell(std::string_view c) {
  const int words = text::WordCount(c);
  if (words < 1 || words > 4 || c.size() > 40) return false;
  if (std::string_view(".,;:").find(c.back()) != std::string_view::npos) return false;
  return !(c.find(':') != std::string_view::npos || c.find('@') != std::string_view::npos ||
           c.find("://") != std::string_view::npos || c.find("www.") != std::string_view::npos || HasYear(c) ||
           (c.find('/') != std::string_view::npos && c.find('.') != std::string_view::npos));  // (an address)
}

std::optional<std::vector<std::string>> TagRow(std::string_view line) {
  std::vector<std::string> cells;
  for (std::string_view c : text::Split(line, '\t')) {
    c = text::Trim(c);
    if (c.empty()) continue;
    if (!ChipCell(c)) return std::nullopt;
    cells.emplace_back(c);
  }
  if (cells.size() < 2 || cells.size() > 12) return std::nullopt;
  return cells;
}

}  // namespace cvmill::structure

namespace cvmill::structure::internal {

// A PDF sets a project's tag chips apart in bold, a size smaller than the project's name, so
// the row reads as a header line opening the next project ("Rust | Tokio | LoRa" over
// "kelpmap"): a chip row first in an entry, above a header line in larger type, goes back to
// the entry before (the end of its text, where ReadProject takes its keywords).
// Where the section's first project opens with its dated header line, a chip row right above
// a later one goes back whatever its type (a web page's rows have none); one whose chips stand
// too close for the reader to part them ("Tablet Museums"), in smaller type, is no field.
void Builder::TagRowsBack(std::vector<Entry>* entries) const {
  const bool dated_lead = !entries->empty() && !entries->front().head.empty() && HasInlineDate(entries->front().head[0]);
  for (std::size_t k = 1; k < entries->size(); ++k) {
    Entry& e = (*entries)[k];
    if (e.head.size() < 2) continue;
    const float chips = L(e.head[0]).font_size, name = L(e.head[1]).font_size;
    const bool smaller = chips > 0 && chips + 0.5f < name;
    // (Where the section's entries open with their dated header line, a row of chips right
    // above one closes the entry before, whatever its type.)
    const bool template_opens = dated_lead && !HasInlineDate(e.head[0]) && HasInlineDate(e.head[1]);
    if (!smaller && !template_opens) continue;
    if (!TagRow(T(e.head[0]))) {
      if (smaller && template_opens && text::WordCount(T(e.head[0])) <= 6 && !text::EndsSentence(T(e.head[0])))
        e.head.erase(e.head.begin());
      continue;
    }
    Entry& prev = (*entries)[k - 1];
    prev.body.push_back(e.head[0]);
    std::sort(prev.body.begin(), prev.body.end());
    e.head.erase(e.head.begin());
  }
}

// A project's tag chips stacked one to a line under its text ("Rust" / "Parsing" /
// "Accounting": a dump or a word processor's file gives each chip a line of its own): the run
// of two or more lines that closes the entry after its prose, each one chip's shape (ChipCell)
// that names no role, its keywords (list items too where every item of the entry's list is a
// word or two), or one header line closing the entry that is a row of chips. The lines leave
// the entry's header, body and list.
std::vector<std::string> Builder::TakeStackedChips(Entry* e) const {
  if (e->body.empty()) return {};
  std::vector<int> all = e->head;
  all.insert(all.end(), e->body.begin(), e->body.end());
  for (const auto* v : {&e->bullets, &e->dates, &e->places, &e->urls, &e->labels}) all.insert(all.end(), v->begin(), v->end());
  std::sort(all.begin(), all.end());
  const int prose = *std::min_element(e->body.begin(), e->body.end());
  // (So is one row of chips closing the entry after its prose, read as a header line: "Go <gap>
  // Rust <gap> SQL" in a dump that kept the gaps.)
  if (const int last = all.back(); last > prose && std::find(e->head.begin(), e->head.end(), last) != e->head.end() &&
                                   !HasInlineDate(last)) {
    if (std::optional<std::vector<std::string>> row = TagRow(T(last)); row && ProjectRoles(Clean(T(last))).empty()) {
      e->head.erase(std::remove(e->head.begin(), e->head.end(), last), e->head.end());
      return *row;
    }
  }
  // (A list of chips, as a word processor's file writes them: every item of the entry's list
  // a word or two.)
  bool chip_list = !e->bullets.empty() && e->wrapped.empty();
  for (int i : e->bullets) chip_list = chip_list && text::WordCount(T(i)) <= 2 && ChipCell(text::Trim(T(i)));
  std::vector<int> run;
  for (auto it = all.rbegin(); it != all.rend() && *it > prose; ++it) {
    const int i = *it;
    const bool listed = std::find(e->bullets.begin(), e->bullets.end(), i) != e->bullets.end();
    const bool text_line = std::find(e->head.begin(), e->head.end(), i) != e->head.end() ||
                           std::find(e->body.begin(), e->body.end(), i) != e->body.end() || (listed && chip_list);
    const std::string& t = T(i);
    if (!text_line || (L(i).bullet && !chip_list) || t.find('\t') != std::string::npos || !ChipCell(text::Trim(t)) ||
        !ProjectRoles(Clean(t)).empty() || HasInlineDate(i))
      break;
    run.push_back(i);
  }
  if (run.size() < 2) return {};
  std::reverse(run.begin(), run.end());
  std::vector<std::string> out;
  for (int i : run) {
    out.push_back(Clean(T(i)));
    for (auto* v : {&e->head, &e->body, &e->bullets}) v->erase(std::remove(v->begin(), v->end(), i), v->end());
  }
  return out;
}

}  // namespace cvmill::structure::internal
