// Organisations as the document writes them: see structure/internal/as_written.h.
#include "structure/internal/as_written.h"

#include <cstddef>

#include "common/text.h"

namespace cvmill::structure::internal {

namespace {

// The separator at `at` in `line`: ", " or a spaced dash (" - ", " – ", " — "); its length, 0
// for anything else. `dash` tells which.
std::size_t Separator(std::string_view line, std::size_t at, bool* dash) {
  std::string_view s = line.substr(at);
  if (s.substr(0, 2) == ", ") return *dash = false, 2;
  for (std::string_view d : {" - ", " \u2013 ", " \u2014 "}) {
    if (s.substr(0, d.size()) == d) return *dash = true, d.size();
  }
  return 0;
}

}  // namespace

std::string AsWritten(const std::string& value, const std::vector<std::string_view>& lines) {
  if (value.find(", ") == std::string::npos) return value;
  std::vector<std::string_view> pieces;
  for (std::string_view p : text::Split(value, ',')) {
    p = text::Trim(p);
    if (p.empty()) return value;
    pieces.push_back(p);
  }
  for (std::string_view line : lines) {
    for (std::size_t from = line.find(pieces[0]); from != std::string_view::npos;
         from = line.find(pieces[0], from + 1)) {
      std::size_t at = from + pieces[0].size();
      bool dashed = false, whole = true;
      for (std::size_t k = 1; k < pieces.size() && whole; ++k) {
        bool dash = false;
        const std::size_t n = Separator(line, at, &dash);
        whole = n > 0 && line.substr(at + n, pieces[k].size()) == pieces[k];
        dashed = dashed || dash;
        at += n + pieces[k].size();
      }
      if (whole && dashed) return std::string(line.substr(from, at - from));
    }
  }
  return value;
}

void OrganisationsAsWritten(schema::Resume* r, const std::vector<std::string_view>& lines) {
  for (schema::Work& w : r->work) w.name = AsWritten(w.name, lines);
  for (schema::Volunteer& v : r->volunteer) v.organization = AsWritten(v.organization, lines);
  for (schema::Education& e : r->education) {
    e.institution = AsWritten(e.institution, lines);
    e.area = AsWritten(e.area, lines);
  }
}

}  // namespace cvmill::structure::internal
