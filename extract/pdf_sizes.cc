// A font whose type size the PDF reader reports far below the size its glyphs are set at (a
// Type 3 font whose matrix poppler does not scale by: a browser's text in a font it could not
// embed): its words advance about an em a letter where text advances half of one. Such a
// font's size, and its boxes' height, are scaled to what its advance says, so that sizes
// compare with the other fonts' and the thresholds in ems hold.
#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "extract/internal.h"
#include "extract/pdf_reader.h"

namespace cvmill::extract::pdf {

double SizeFactor(double width, double chars_by_size, std::size_t chars) {
  // (Text advances 0.4 to 0.65 em a letter in any book or screen face, monospace included;
  // letter-spaced headings a little more.)
  if (chars < 30 || !(chars_by_size > 0)) return 1.0;
  const double advance = width / chars_by_size;
  if (!(advance >= 0.9)) return 1.0;
  return std::min(4.0, advance / 0.5);
}

void FixFontSizes(std::vector<Page>* pages) {
  struct Sum {
    double width = 0, chars_by_size = 0;
    std::size_t chars = 0;
  };
  std::map<std::string, Sum> fonts;
  for (const Page& page : *pages) {
    for (const Box& b : page.boxes) {
      if (!b.has_font || !(b.font_size > 0) || !std::isfinite(b.font_size)) continue;
      std::size_t n = 0;
      for (char16_t c : b.text) n += c > 0x20 && (c < 0xD800 || c > 0xDBFF);
      const double w = b.bbox.right - b.bbox.left;
      if (n < 3 || !(w > 0) || !std::isfinite(w)) continue;
      Sum& s = fonts[b.font_name];
      s.width += w;
      s.chars_by_size += static_cast<double>(n) * b.font_size;
      s.chars += n;
    }
  }
  std::map<std::string, double> factor;
  for (const auto& [name, s] : fonts) {
    const double f = SizeFactor(s.width, s.chars_by_size, s.chars);
    if (f > 1.0) factor[name] = f;
  }
  if (factor.empty()) return;
  for (Page& page : *pages) {
    for (Box& b : page.boxes) {
      if (!b.has_font) continue;
      auto it = factor.find(b.font_name);
      if (it == factor.end()) continue;
      const double f = it->second;
      b.font_size *= f;
      // (The box grows about its middle: rows are grouped by it.)
      const double mid = (b.bbox.top + b.bbox.bottom) / 2, half = (b.bbox.bottom - b.bbox.top) / 2 * f;
      b.bbox.top = mid - half;
      b.bbox.bottom = mid + half;
    }
  }
}

}  // namespace cvmill::extract::pdf
