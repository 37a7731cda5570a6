// Paragraphs of structured documents (DOCX, HTML) as their readers build them: each is
// written as the markdown the text reader takes, which paras.cc reads with ParseMarkup, so
// runs, gaps, separators and bullets come out as they do for a text CV. Part of the DOCX and
// HTML reader (xml_reader.h).
#include <algorithm>
#include <string>

#include "common/text.h"
#include "extract/extract.h"
#include "extract/internal.h"

namespace cvmill::extract {
namespace {

bool IsSpace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\v'; }

// Characters ParseMarkup would read as marks; a backslash before each keeps it text.
void AppendEscaped(std::string_view s, std::string* out) {
  for (char c : s) {
    if (std::string_view("*_[]()<>#`\\").find(c) != std::string_view::npos) out->push_back('\\');
    out->push_back(c);
  }
}

// A character after which a word that follows would run into it.
bool WordEnd(char c) { return !IsSpace(c) && c != '(' && c != '[' && c != '/'; }
bool WordStart(char c) {
  return !IsSpace(c) && std::string_view(",.;:!?)]/-").find(c) == std::string_view::npos;
}

}  // namespace

void ParaBuilder::Text(std::string_view s, std::uint8_t style) {
  std::string piece;
  piece.reserve(s.size());
  bool space = plain_.empty() || IsSpace(plain_.back());
  for (char c : s) {
    if (c == '\r' || c == '\0') continue;
    if (collapse_ && IsSpace(c)) {
      if (!space) piece.push_back(' ');
      space = true;
      continue;
    }
    if (!collapse_ && (c == '\n' || c == '\f' || c == '\v')) c = ' ';
    piece.push_back(c);
    space = IsSpace(c);
  }
  if (piece.empty()) return;
  if (soft_) {
    soft_ = false;
    if (!plain_.empty() && WordEnd(plain_.back()) && WordStart(piece.front())) Gap();
  }
  plain_ += piece;
  if (!segs_.empty() && segs_.back().style == style) {
    segs_.back().text += piece;
  } else {
    segs_.push_back({std::move(piece), style});
  }
}

void ParaBuilder::Gap() {
  soft_ = false;
  if (plain_.empty() || plain_.back() == '\t') return;
  while (!plain_.empty() && plain_.back() == ' ') plain_.pop_back();
  for (auto it = segs_.rbegin(); it != segs_.rend(); ++it) {
    while (!it->text.empty() && it->text.back() == ' ') it->text.pop_back();
    if (!it->text.empty()) break;
  }
  plain_.push_back('\t');
  segs_.push_back({"\t", 0});
}

void ParaBuilder::SoftBoundary() { soft_ = true; }

void ParaBuilder::Link(std::size_t mark, std::string_view target) {
  if (mark > plain_.size()) return;
  std::string label = text::CollapseSpace(plain_.substr(mark));
  std::string kept = KeptLinkTarget(target);
  if (kept.empty()) return;
  if (text::Trim(label).empty()) {
    // A link that shows an icon only (a network's logo): the page names its address by the
    // icon, so the address is the text (an e-mail's icon beside the address shown adds none).
    if (text::StartsWith(kept, "mailto:")) return;
    if (!Empty()) Gap();
    Text(kept, 0);
    label = kept;
  }
  links_.push_back({std::move(label), std::move(kept)});
}

bool ParaBuilder::Empty() const { return plain_.find_first_not_of(" \t\u00A0") == std::string::npos; }

Para ParaBuilder::Take() {
  Para p;
  for (const Seg& seg : segs_) {
    std::string_view t = seg.text;
    if (seg.style == 0) {
      AppendEscaped(t, &p.md);
      continue;
    }
    // Marks hug the words: white space stays outside them ("** x**" is no run).
    std::size_t lead = 0;
    while (lead < t.size() && IsSpace(t[lead])) ++lead;
    std::size_t end = t.size();
    while (end > lead && IsSpace(t[end - 1])) --end;
    p.md.append(t.substr(0, lead));
    if (end > lead) {
      std::string_view mark = (seg.style & kBold) ? "**" : "*";
      p.md.append(mark);
      AppendEscaped(t.substr(lead, end - lead), &p.md);
      p.md.append(mark);
    }
    p.md.append(t.substr(end));
  }
  p.links = std::move(links_);
  segs_.clear();
  plain_.clear();
  links_.clear();
  soft_ = false;
  return p;
}

void AppendRow(std::vector<std::vector<Para>> cells, std::vector<Para>* out, TableRow kind) {
  for (auto& cell : cells) {
    cell.erase(std::remove_if(cell.begin(), cell.end(),
                              [](const Para& p) { return text::Trim(p.md).empty(); }),
               cell.end());
  }
  cells.erase(std::remove_if(cells.begin(), cells.end(), [](const auto& c) { return c.empty(); }), cells.end());
  if (cells.empty()) return;
  bool layout = std::any_of(cells.begin(), cells.end(), [](const auto& c) { return c.size() > 8; });
  if (cells.size() == 1 || layout) {
    for (std::size_t c = 0; c < cells.size(); ++c) {
      if (c > 0) cells[c].front().blank_before = true;
      for (Para& p : cells[c]) out->push_back(std::move(p));
    }
    return;
  }
  Para row = std::move(cells[0].front());
  row.heading = 0;
  row.table = kind;
  for (std::size_t c = 1; c < cells.size(); ++c) {
    Para& first = cells[c].front();
    row.md += '\t';
    row.md += first.md;
    row.blank_before = row.blank_before || first.blank_before;
    for (auto& l : first.links) row.links.push_back(std::move(l));
  }
  out->push_back(std::move(row));
  for (auto& cell : cells) {
    for (std::size_t k = 1; k < cell.size(); ++k) out->push_back(std::move(cell[k]));
  }
}

}  // namespace cvmill::extract
