// The document's heading style: the typography most of its rule-recognised headings share.
#include "normalize/internal/heading_style.h"

#include <unicode/uchar.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "common/text.h"

namespace cvmill::normalize {

bool AllCaps(std::string_view t) {
  int letters = 0;
  for (std::size_t i = 0; i < t.size();) {
    auto c = static_cast<UChar32>(text::NextCodePoint(t, i));
    if (u_islower(c)) return false;
    if (u_isalpha(c)) ++letters;
  }
  return letters >= 3;
}

}  // namespace cvmill::normalize

namespace cvmill::normalize::internal {
namespace {

// A line that could be a heading by its shape: short, not a list item, no digits, not a
// sentence.
bool Candidate(const extract::Line& line) {
  const std::string& t = line.text;
  if (line.bullet || t.size() > 60 || t.find('\t') != std::string::npos || text::HasDigit(t)) return false;
  if (text::WordCount(t) > 7 || !text::HasLetter(t)) return false;
  char last = t.back();
  return last != '.' && last != ',' && last != ';';
}

// Typographic key: markdown/setext level (3 bits), bold, capitals, set off by a blank line
// (text), and for PDF how much larger than the body text the line is set (in steps of
// 10 %). 0 is plain body text.
std::uint32_t Key(const extract::Line& line, float body_size) {
  std::uint32_t level = static_cast<std::uint32_t>(std::clamp(line.heading_level, 0, 7));
  std::uint32_t size = 0;
  if (line.font_size > 0 && body_size > 0 && line.font_size > body_size * 1.05f) {
    size = static_cast<std::uint32_t>(
        std::clamp(std::lround((line.font_size / body_size - 1.0f) * 10.0f), 1L, 30L));
  }
  // In text, whether a blank line sets the line off from the one before.
  std::uint32_t set_off = line.font_size == 0 && line.blank_before > 0 ? HeadingStyle::kSetOff : 0u;
  return level | (line.bold ? 8u : 0u) | (AllCaps(line.text) ? 16u : 0u) | set_off | (size << 6);
}

}  // namespace

HeadingStyle::HeadingStyle(const extract::Document& doc, const std::vector<std::optional<Heading>>& matched,
                           HeadingTrace* trace) {
  // Body size: the font size most lines have (PDF only; 0 for text).
  float body = 0;
  if (doc.format == extract::Format::kPdf) {
    std::map<long, int> sizes;
    for (const auto& line : doc.lines) ++sizes[std::lround(line.font_size * 2)];
    auto most = std::max_element(sizes.begin(), sizes.end(),
                                 [](const auto& a, const auto& b) { return a.second < b.second; });
    if (most != sizes.end()) body = static_cast<float>(most->first) / 2.0f;
  }
  keys_.assign(doc.lines.size(), kNotCandidate);
  columns_.assign(doc.lines.size(), 0);
  // Votes per flow: a sidebar may set its headings apart from the main column's.
  std::map<std::pair<int, std::uint32_t>, int> votes;
  std::map<int, int> anchors;
  int last_column = 0;
  for (std::size_t i = 0; i < doc.lines.size(); ++i) {
    // A flow: one column of one page (column numbers restart on every page, and a page
    // without a sidebar puts its main text in column 0).
    columns_[i] = std::max(0, doc.lines[i].page) * 8 + std::clamp(doc.lines[i].column, 0, 7);
    last_column = std::max(last_column, columns_[i]);
    if (!Candidate(doc.lines[i])) continue;
    keys_[i] = Key(doc.lines[i], body);
    if (matched[i] && !matched[i]->title && !matched[i]->leadin) {
      ++votes[{columns_[i], keys_[i]}];
      ++anchors[columns_[i]];
    }
  }
  // A flow's style is the key most of its recognised headings share, when at least two
  // share it, it holds at least half of them, and it is not plain text.
  styles_.assign(static_cast<std::size_t>(last_column) + 1, kNotCandidate);
  std::vector<int> best(styles_.size(), 0);
  std::map<std::uint32_t, int> doc_votes;
  int doc_anchors = 0;
  for (const auto& [ck, n] : votes) {
    const auto& [column, key] = ck;
    auto c = static_cast<std::size_t>(column);
    doc_votes[key] += n;
    if ((key & ~kSetOff) != kPlain && n >= 2 && 2 * n >= anchors[column] && n > best[c]) {
      styles_[c] = key;
      best[c] = n;
    }
  }
  for (const auto& [column, n] : anchors) doc_anchors += n;
  // A flow with fewer than two recognised headings of its own (a main column with one
  // "Experience" beside a sidebar with three) takes the document's style, by the same test.
  std::uint32_t doc_style = kNotCandidate;
  int doc_best = 0;
  for (const auto& [key, n] : doc_votes) {
    if ((key & ~kSetOff) != kPlain && n >= 2 && 2 * n >= doc_anchors && n > doc_best) {
      doc_style = key;
      doc_best = n;
    }
  }
  // Or, where its one recognised heading is set in the style another flow chose, that style
  // (a main column beside a sidebar on the first page, alone on the next, where the sidebar's
  // headings outnumber its own: its heading on the next page is set as on the first).
  std::map<int, std::uint32_t> single;  // flow -> the key of its one recognised heading
  for (const auto& [ck, n] : votes) {
    if (anchors[ck.first] == 1) single[ck.first] = ck.second;
  }
  std::vector<bool> own(styles_.size(), false);
  for (std::size_t c = 0; c < styles_.size(); ++c) own[c] = styles_[c] != kNotCandidate;
  std::vector<bool> inherited(trace ? styles_.size() : 0, false);
  for (std::size_t c = 0; c < styles_.size(); ++c) {
    auto it = anchors.find(static_cast<int>(c));
    if (styles_[c] == kNotCandidate && (it == anchors.end() || it->second < 2)) {
      std::uint32_t from = doc_style;
      if (auto one = single.find(static_cast<int>(c)); one != single.end() && one->second != doc_style) {
        for (std::size_t o = 0; o < styles_.size(); ++o) {
          if (own[o] && styles_[o] == one->second) {
            from = one->second;
            break;
          }
        }
      }
      styles_[c] = from;
      if (trace) inherited[c] = from != kNotCandidate;
    }
  }
  Promote(matched);
  if (!trace) return;
  // The flows that have lines, each with its style and the votes that chose it.
  std::vector<bool> has_lines(styles_.size(), false);
  for (int c : columns_) has_lines[static_cast<std::size_t>(c)] = true;
  for (std::size_t c = 0; c < styles_.size(); ++c) {
    if (!has_lines[c]) continue;
    HeadingTrace::Style s;
    s.page = static_cast<int>(c) / 8;
    s.column = static_cast<int>(c) % 8;
    s.found = styles_[c] != kNotCandidate;
    s.from_document = inherited[c];
    auto it = anchors.find(static_cast<int>(c));
    s.recognised = inherited[c] ? doc_anchors : (it == anchors.end() ? 0 : it->second);
    s.votes = inherited[c] ? doc_best : best[c];
    if (s.found) {
      const std::uint32_t k = styles_[c];
      s.level = static_cast<int>(k & 7u);
      s.bold = (k & 8u) != 0;
      s.caps = (k & 16u) != 0;
      s.set_off = (k & kSetOff) != 0;
      s.size_step = static_cast<int>(k >> 6);
    }
    trace->styles.push_back(s);
  }
}

// Between two lines in the heading style, the lines set one level below it are either the
// groups of one section ("Skills" / "Frontend", "Tooling", "Leadership") or, where a theme
// sets its later sections a level down, sections themselves ("Education" / ... / "Languages",
// "Awards", "Certificates"). The second when every line of that type in the stretch names a
// section, two or more, each a different one: groups of one section rarely all do.
void HeadingStyle::Promote(const std::vector<std::optional<Heading>>& matched) {
  promoted_.assign(keys_.size(), false);
  std::size_t begin = 0;
  auto settle = [&](std::size_t end) {
    // The sub-level keys in the stretch [begin, end), each with its lines.
    std::map<std::uint32_t, std::vector<std::size_t>> by_key;
    for (std::size_t j = begin; j < end; ++j) {
      if (keys_[j] == kNotCandidate || (keys_[j] & 7u) == 0 || Lacks(j) != kLacksLevel) continue;
      by_key[keys_[j] & ~kSetOff].push_back(j);
    }
    for (const auto& [key, lines] : by_key) {
      if (lines.size() < 2) continue;
      std::vector<Section> sections;
      bool all = true;
      for (std::size_t j : lines) {
        if (!matched[j] || matched[j]->title || matched[j]->leadin || matched[j]->group) {
          all = false;
          break;
        }
        sections.push_back(matched[j]->section);
      }
      std::sort(sections.begin(), sections.end());
      if (!all || std::adjacent_find(sections.begin(), sections.end()) != sections.end()) continue;
      for (std::size_t j : lines) promoted_[j] = true;
    }
  };
  for (std::size_t i = 0; i < keys_.size(); ++i) {
    if (!InStyle(i)) continue;
    settle(i);
    begin = i + 1;
  }
  settle(keys_.size());
}

bool HeadingStyle::HasStyle(std::size_t i) const {
  return styles_[static_cast<std::size_t>(columns_[i])] != kNotCandidate;
}

bool HeadingStyle::InStyle(std::size_t i) const {
  return keys_[i] != kNotCandidate && keys_[i] == styles_[static_cast<std::size_t>(columns_[i])];
}

unsigned HeadingStyle::Lacks(std::size_t i) const {
  const std::uint32_t style = styles_[static_cast<std::size_t>(columns_[i])];
  const std::uint32_t k = keys_[i];
  if (style == kNotCandidate || k == kNotCandidate || k == style) return 0;
  const std::uint32_t level = style & 7u, size = style >> 6;
  // (A level above the style's, "##" where headings are "###", is no lack.)
  return (level > 0 && ((k & 7u) == 0 || (k & 7u) > level) ? kLacksLevel : 0u) | ((style & 8u) && !(k & 8u) ? kLacksBold : 0u) |
         ((style & 16u) && !(k & 16u) ? kLacksCaps : 0u) | ((k >> 6) < size ? kLacksSize : 0u);
}

void NoteBlock(HeadingTrace* trace, HeadingTrace::Why why, const Block& b) {
  HeadingTrace::Decision d;
  d.line = b.heading_line;
  d.why = why;
  d.rule = b.rule;
  d.section = b.section;
  d.tail = b.heading_tail;
  trace->decisions.push_back(std::move(d));
}

void NoteLine(HeadingTrace* trace, HeadingTrace::Why why, int line) {
  HeadingTrace::Decision d;
  d.line = line;
  d.why = why;
  trace->decisions.push_back(std::move(d));
}

void NoteLabel(HeadingTrace* trace, int line, const Heading& h, unsigned lacks) {
  HeadingTrace::Decision d;
  d.line = line;
  d.why = h.title ? HeadingTrace::Why::kTitle : HeadingTrace::Why::kLabel;
  d.rule = h.rule;
  d.section = h.section;
  std::vector<std::string> marks;
  if (lacks & HeadingStyle::kLacksLevel) marks.emplace_back("heading level");
  if (lacks & HeadingStyle::kLacksBold) marks.emplace_back("bold");
  if (lacks & HeadingStyle::kLacksCaps) marks.emplace_back("capitals");
  if (lacks & HeadingStyle::kLacksSize) marks.emplace_back("size");
  d.lacks = text::Join(marks, ", ");
  trace->decisions.push_back(std::move(d));
}

}  // namespace cvmill::normalize::internal
