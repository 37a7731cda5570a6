// The document's heading style: the typography most of its rule-recognised headings share.
#include "normalize/internal/heading_style.h"

#include <unicode/uchar.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "common/text.h"

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

bool AllCaps(const std::string& t) {
  int letters = 0;
  for (std::size_t i = 0; i < t.size();) {
    auto c = static_cast<UChar32>(text::NextCodePoint(t, i));
    if (u_islower(c)) return false;
    if (u_isalpha(c)) ++letters;
  }
  return letters >= 3;
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

HeadingStyle::HeadingStyle(const extract::Document& doc, const std::vector<std::optional<Heading>>& matched) {
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
  std::map<std::uint32_t, int> votes;
  int anchors = 0;
  for (std::size_t i = 0; i < doc.lines.size(); ++i) {
    if (!Candidate(doc.lines[i])) continue;
    keys_[i] = Key(doc.lines[i], body);
    if (matched[i] && !matched[i]->title && !matched[i]->leadin) {
      ++votes[keys_[i]];
      ++anchors;
    }
  }
  // The style is the key most recognised headings share, when at least two share it, it
  // holds at least half of them, and it is not plain text.
  int best = 0;
  for (const auto& [key, n] : votes) {
    if ((key & ~kSetOff) != kPlain && n >= 2 && 2 * n >= anchors && n > best) {
      style_ = key;
      best = n;
    }
  }
  found_ = style_ != kNotCandidate;
}

}  // namespace cvmill::normalize::internal
