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

std::optional<std::vector<std::string>> TagRow(std::string_view line) {
  std::vector<std::string> cells;
  for (std::string_view c : text::Split(line, '\t')) {
    c = text::Trim(c);
    if (c.empty()) continue;
    const int words = text::WordCount(c);
    if (words < 1 || words > 4 || c.size() > 40) return std::nullopt;
    if (std::string_view(".,;:").find(c.back()) != std::string_view::npos) return std::nullopt;
    if (c.find(':') != std::string_view::npos || c.find('@') != std::string_view::npos ||
        c.find("://") != std::string_view::npos || c.find("www.") != std::string_view::npos || HasYear(c) ||
        (c.find('/') != std::string_view::npos && c.find('.') != std::string_view::npos))  // (an address)
      return std::nullopt;
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
void Builder::TagRowsBack(std::vector<Entry>* entries) const {
  for (std::size_t k = 1; k < entries->size(); ++k) {
    Entry& e = (*entries)[k];
    if (e.head.size() < 2 || !TagRow(T(e.head[0]))) continue;
    const float chips = L(e.head[0]).font_size, name = L(e.head[1]).font_size;
    if (chips <= 0 || chips + 0.5f >= name) continue;
    Entry& prev = (*entries)[k - 1];
    prev.body.push_back(e.head[0]);
    std::sort(prev.body.begin(), prev.body.end());
    e.head.erase(e.head.begin());
  }
}

}  // namespace cvmill::structure::internal
