// PDF: the reader's text boxes (pdf_reader.h) → words (pdf_glyphs.cc) → lines in reading
// order (pdf_rows.cc) → lines of the CV with position, size and weight: running headers and
// footers dropped, wrapped and hyphenated lines joined, bullets found. The result is the same
// line model the text path produces.
#include <unicode/uchar.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <map>
#include <new>
#include <string>
#include <string_view>

#include "common/text.h"
#include "extract/extract.h"
#include "extract/internal.h"
#include "extract/pdf_reader.h"

namespace cvmill::extract {
namespace {

using pdf::OutLine;
using pdf::PageLines;
using pdf::PageSpacing;
using pdf::Word;
using pdf::AllCaps;
using pdf::AtLevel;
using pdf::StyleRuns;
using pdf::FirstGap;
using pdf::Gap;
using pdf::ItemLevels;
using pdf::Join;
using pdf::MarkDrawnBullets;
using pdf::SplitMarginLabels;
using pdf::JoinWrappedLabels;
using pdf::StartsLower;
using pdf::StartsUpper;

// Coordinates are any finite double (a page may be 10^12 pt wide): a cast of one that is out
// of the target's range is undefined, so values are clamped into it first.
int ToInt(double v) {
  constexpr double kMax = 1e9;  // far beyond any page, well inside int
  return std::isnan(v) ? 0 : static_cast<int>(std::clamp(v, -kMax, kMax));
}
float ToFloat(double v) {
  constexpr double kMax = std::numeric_limits<float>::max();
  return std::isnan(v) ? 0.0f : static_cast<float>(std::clamp(v, -kMax, kMax));
}
// A font size as a key in half points.
long SizeKey(double size) { return std::lround(std::clamp(size, -1e9, 1e9) * 2); }

std::string Number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}

// A word that opens a list item on a PDF line. Narrower than the text reader's bullets: a
// dash starting a line in a PDF is as often a wrapped date range ("Jan 2021 –" / "– Present").
bool ListMark(std::string_view w) {
  return w == "\u2022" || w == "-" || w == "\u25E6" || w == "\u25AA" || w == "*" ||
         w == "\uF0B7" || w == "\uF0A7" || w == "\uF076" || w == "\uF0D8" || w == "\uF0FC";  // Symbol, Wingdings
}



// Every word of four or more letters starts with a capital (short function words such as
// "of", "in", "für" may not), and so do the first and last words; no punctuation of a
// sentence, a "Title: subtitle" or a bracket, and no comma unless allowed ("Acme GmbH,
// Berlin" is an organisation line; "Luo Mai, Guo Li, Marcel" a list of names running on).
bool TitleWords(const std::vector<Word>& words, bool comma) {
  // Dates and numbers before the words ("2014 – 2016 Master of Science") are left aside.
  auto first_word = std::find_if(words.begin(), words.end(), [](const Word& w) {
    std::size_t i = 0;
    return u_isalpha(static_cast<UChar32>(text::NextCodePoint(w.text, i)));
  });
  if (first_word == words.end() || !StartsUpper(first_word->text) || !StartsUpper(words.back().text)) return false;
  for (const Word& w : words) {
    // (An organisation line may also hold abbreviations: "AutoParts S.p.A.", "Acme Inc.".)
    if (w.text.find_first_of(comma ? ";:()" : ",.;:()") != std::string::npos) return false;
    std::size_t i = 0;
    auto first = static_cast<UChar32>(text::NextCodePoint(w.text, i));
    if (!u_isalpha(first)) continue;
    int letters = 0;
    for (std::size_t k = 0; k < w.text.size();) {
      if (u_isalpha(static_cast<UChar32>(text::NextCodePoint(w.text, k)))) ++letters;
    }
    if (letters >= 4 && u_islower(first)) return false;
  }
  return true;
}

// A word that is a field separator of a row: "Berlin | 2019", "Lyon · depuis 2019".
bool IsBar(const std::string& w) { return w.size() <= 3 && IsSeparatorGlyph(w); }

// A separator between two fields of the row (not a glyph that opens it: "· Led the team" is
// a list item whose marker is a middle dot).
bool HasBar(const std::vector<Word>& words) {
  return std::any_of(words.begin() + (words.empty() ? 0 : 1), words.end(), [](const Word& w) { return IsBar(w.text); });
}

// The words separate fields by this glyph: it stands between two of them ("Leeds • +44 …").
bool SeparatedBy(const std::vector<Word>& words, const std::string& glyph) {
  for (std::size_t k = 1; k < words.size(); ++k) {
    if (words[k].text == glyph) return true;
  }
  return false;
}

// Any glyph a CV uses to mark list items.
bool ItemGlyph(std::string_view w) {
  return ListMark(w) || w == "\u25CF" || w == "\u25C6" || w == "\u25A0" || w == "\u25BA" || w == "\u25B6" ||
         w == "\u2713" || w == "\u2714" || w == "\u27A2" || w == "\u25CB" || w == "\u2666" || w == "\u2023";
}

// An en or em dash before a word that opens with a letter ("– Harbour survey"): a list item's
// mark, not a date range wrapped before its end ("– 2021", "– present" after "Jan 2020").
bool DashItem(std::string_view w, std::string_view next) {
  return (w == "\u2013" || w == "\u2014") && StartsUpper(next);
}

// "2013", "2013.", "(2013)": a word that ends in a four-digit year.
bool EndsInYear(std::string_view w) {
  while (!w.empty() && (w.back() == '.' || w.back() == ')' || w.back() == ',')) w.remove_suffix(1);
  if (w.size() < 4) return false;
  std::string_view y = w.substr(w.size() - 4);
  if (w.size() > 4 && std::isdigit(static_cast<unsigned char>(w[w.size() - 5]))) return false;
  return (y.substr(0, 2) == "19" || y.substr(0, 2) == "20") && std::isdigit(static_cast<unsigned char>(y[2])) &&
         std::isdigit(static_cast<unsigned char>(y[3]));
}

// A small word in lower case that joins what follows it ("of", "de", "für", "&"): three letters
// at most, all letters.
bool DanglingWord(std::string_view w) {
  if (w == "&") return true;
  if (!StartsLower(w)) return false;
  std::size_t i = 0;
  int letters = 0;
  while (i < w.size()) {
    if (!u_isalpha(static_cast<UChar32>(text::NextCodePoint(w, i)))) return false;
    ++letters;
  }
  return letters <= 3;
}

}  // namespace

Result<Document> ExtractPdf(std::string_view bytes, const Options& options) {
  std::string unavailable;
  const pdf::Reader* reader = pdf::GetReader(&unavailable);
  if (reader == nullptr) return Status(ErrorCode::kInternal, unavailable);
  pdf::RawDocument raw;
  pdf::Limits limits;
  limits.max_pages = options.max_pages;
  limits.max_content_bytes = options.max_input_bytes;
  limits.max_chars_per_page = options.max_pdf_page_chars;
  limits.max_chars = options.max_pdf_chars;
  reader->read(bytes.data(), bytes.size(), &limits, &raw);
  std::vector<std::string>& messages = raw.messages;
  switch (raw.outcome) {
    case pdf::RawDocument::Outcome::kOk:
      break;
    case pdf::RawDocument::Outcome::kDamaged: {
      std::string why = messages.empty() ? "" : " (poppler: " + messages.front() + ")";
      for (char& c : why) if (c == '\n' || c == '\r') c = ' ';
      return Status(ErrorCode::kBadPdf, "PDF is damaged or truncated" + why);
    }
    case pdf::RawDocument::Outcome::kEncrypted:
      return Status(ErrorCode::kEncrypted, "PDF is encrypted");
    case pdf::RawDocument::Outcome::kNoPages:
      return Status(ErrorCode::kBadPdf, "PDF has no pages");
    case pdf::RawDocument::Outcome::kTooManyPages:
      return Status(ErrorCode::kTooLarge, "PDF has " + std::to_string(raw.page_count) + " pages, over the limit of " +
                                              std::to_string(options.max_pages));
    case pdf::RawDocument::Outcome::kOverLimit:
      return Status(ErrorCode::kTooLarge, raw.over_limit);
    case pdf::RawDocument::Outcome::kOutOfMemory:
      throw std::bad_alloc();  // as if thrown here: a worker reports its memory limit
    case pdf::RawDocument::Outcome::kFailed: {
      std::string why = messages.empty() ? "" : ": " + messages.front();
      for (char& c : why) if (c == '\n' || c == '\r') c = ' ';
      return Status(ErrorCode::kInternal, "the PDF reader failed" + why);
    }
  }
  const int pages = raw.page_count;
  pdf::FixFontSizes(&raw.pages);

  std::vector<PageLines> all(static_cast<std::size_t>(pages));
  std::map<double, std::size_t> size_chars;  // font size -> characters, for the body size
  std::size_t words_total = 0;
  std::vector<std::string> notes;  // diagnostics about pages whose geometry is out of range
  bool out_of_range = false;
  pdf::Fonts fonts;  // what each font's name says, decided once per font
  for (int p = 0; p < pages; ++p) {
    pdf::Page& page = raw.pages[static_cast<std::size_t>(p)];
    if (!page.present) continue;
    if (!std::isfinite(page.width) || !std::isfinite(page.height)) {
      notes.push_back("page " + std::to_string(p + 1) + ": page size " + Number(page.width) + " x " +
                      Number(page.height) + " pt is not a finite number");
      out_of_range = true;
    }
    std::vector<Word> words;
    words.reserve(page.boxes.size());
    std::size_t unusable = 0;
    for (const pdf::Box& b : page.boxes) {
      unusable += pdf::AddBoxWords(b, page.glyphs, page.width, page.height, false, &fonts, &words) ? 0 : 1;
    }
    if (unusable > 0) {
      notes.push_back("page " + std::to_string(p + 1) + ": " + std::to_string(unusable) +
                      (unusable == 1 ? " text box" : " text boxes") +
                      " dropped: position or size is not a finite number");
      out_of_range = true;
    }
    if (words.empty()) {  // every box without width: a font without widths, not hidden text
      for (const pdf::Box& b : page.boxes)
        pdf::AddBoxWords(b, page.glyphs, page.width, page.height, true, &fonts, &words);
    }
    std::vector<pdf::Box>().swap(page.boxes);  // done with them
    std::vector<pdf::Rect>().swap(page.glyphs);
    bool icons = false;
    for (const Word& w : words) {
      size_chars[std::round(w.size * 2) / 2] += w.text.size();
      icons = icons || w.icon;
    }
    words_total += words.size();
    all[static_cast<std::size_t>(p)].height = page.height;
    std::vector<OutLine>& lines = all[static_cast<std::size_t>(p)].lines;
    lines = pdf::ReadingOrder(std::move(words), page.width, page.height, p == 0);
    if (icons) {
      // An icon that opens three or more lines is their list marker (moderncv sets its bullets
      // in FontAwesome or marvosym).
      std::map<std::string, int> openers;
      for (const OutLine& l : lines) {
        if (l.words.size() > 1 && l.words[0].icon) ++openers[l.words[0].text];
      }
      for (OutLine& l : lines) {
        if (l.words.size() > 1 && l.words[0].icon && openers[l.words[0].text] >= 3) {
          l.words[0].icon = false;
          l.words[0].text = "\u2022";
        }
      }
    }
    // Icons become gaps; a line of icons only goes.
    bool dropped = false;
    for (OutLine& l : lines) {
      l.icon_first = !l.words.empty() && l.words.front().icon;
      dropped = pdf::DropIcons(&l.words) || dropped;
    }
    if (dropped) {
      lines.erase(std::remove_if(lines.begin(), lines.end(), [](const OutLine& l) { return l.words.empty(); }),
                  lines.end());
    }
  }
  if (words_total == 0 && out_of_range)
    return Status(ErrorCode::kBadPdf, "PDF has no usable text: " + notes.front());
  if (words_total == 0)
    return Status(ErrorCode::kBadInput, "no text layer: scanned image? cvmill does not do OCR");
  double body = 10;
  std::size_t most = 0;
  for (const auto& [size, chars] : size_chars) {
    if (chars > most) most = chars, body = size;
  }

  Document out;
  out.format = Format::kPdf;
  out.encoding = "PDF";
  for (const std::string& m : messages) out.diagnostics.push_back({0, "poppler: " + m});
  for (std::string& n : notes) out.diagnostics.push_back({0, std::move(n)});

  // Running headers, footers and page numbers go first, so they never sit between the lines
  // of a paragraph that continues in the next column (pdf_furniture.cc).
  pdf::DropPageFurniture(&all, body, &out.diagnostics, &out.furniture);
  // The lowest text of any page: a page whose text reaches it was full, and its last line
  // may go on at the top of the next (a paragraph or entry broken by the page).
  double text_bottom = 0;
  for (const PageLines& pl : all) {
    for (const OutLine& l : pl.lines) text_bottom = std::max(text_bottom, l.y1);
  }
  int carried_column = -1;  // the previous page's last line: its column, foot and height
  double carried_y1 = 0, carried_height = 0;

  // Whether the document writes list markers as text: a glyph opens some line that does not
  // merely go on with a row of fields the line before separates by that glyph.
  bool glyph_items = false;
  for (const PageLines& pl : all) {
    for (std::size_t k = 0; k < pl.lines.size(); ++k) {
      const OutLine& l = pl.lines[k];
      if (l.words.empty() || !ItemGlyph(l.words.front().text)) continue;
      // ("- 2018-06": a range open at its start, a dash before a date, marks no item.)
      if (l.words.size() > 1 && l.words.front().text == "-" && std::isdigit(static_cast<unsigned char>(l.words[1].text[0])))
        continue;
      glyph_items = glyph_items || k == 0 || !SeparatedBy(pl.lines[k - 1].words, l.words.front().text);
    }
  }

  int number = 0;
  // (A short last page has too few word spaces to measure its own: it takes the document's.)
  const double document_space = pdf::DocumentSpace(all);
  std::vector<std::map<int, std::vector<double>>> levels(all.size());  // per page: item levels
  std::vector<std::map<int, double>> lefts(all.size());  // per page: each column's left edge
  for (std::size_t p = 0; p < all.size(); ++p) {
    PageLines& pl = all[p];
    std::map<int, double>& column_left = lefts[p];
    for (const OutLine& l : pl.lines) {
      auto it = column_left.find(l.column);
      column_left[l.column] = it == column_left.end() ? l.x0 : std::min(it->second, l.x0);
    }
    // (Splitting margin labels off moves no word: the page's spacing holds for both.)
    const PageSpacing spacing = MeasureSpacing(pl.lines, document_space);
    MarkItemGaps(&pl.lines, spacing);
    MarkGridRows(&pl.lines, spacing);
    SplitMarginLabels(&pl.lines);
    JoinWrappedLabels(&pl.lines);
    MarkFlushRightCells(&pl.lines, spacing);
    MarkRightDates(&pl.lines, spacing);
    if (!glyph_items) levels[p] = ItemLevels(pl.lines, body);
    // Words broken by a hyphen at a line end are joined ("trans-" + "formation").
    for (std::size_t k = 0; k + 1 < pl.lines.size(); ++k) {
      OutLine& a = pl.lines[k];
      OutLine& b = pl.lines[k + 1];
      if (a.words.empty() || b.words.empty() || a.column != b.column) continue;
      std::string& last = a.words.back().text;
      const std::string& next = b.words.front().text;
      if (last.size() >= 3 && last.back() == '-' && std::isalpha(static_cast<unsigned char>(last[last.size() - 2])) &&
          !next.empty() && std::islower(static_cast<unsigned char>(next[0]))) {
        // An address broken at its own hyphen ("jane@acme-" + "data.com") keeps it.
        bool address = last.find_first_of("@/") != std::string::npos || next.find_first_of("@/") != std::string::npos;
        if (!address) last.pop_back();
        last += next;
        a.hyphenated = true;
        a.words.back().space_after = b.words.front().space_after;
        b.words.erase(b.words.begin());
        // "www.linkedin.com/in/jane-" over "example-1a2b3c (LinkedIn)": the label in brackets
        // after an address goes with it.
        if (address && !b.words.empty() && b.words.size() <= 3 && b.words.front().text[0] == '(' &&
            b.words.back().text.back() == ')') {
          a.words.back().space_after = true;
          a.words.insert(a.words.end(), b.words.begin(), b.words.end());
          b.words.clear();
        }
      }
    }
  }
  // A page without list levels of its own (a last page of a few items, a list run on over a
  // page break) takes the other pages'.
  if (!glyph_items) pdf::ShareItemLevels(&levels);
  pdf::JoinWrappedCapsTitles(&all, body);
  for (std::size_t p = 0; p < all.size(); ++p) {
    PageLines& pl = all[p];
    // Line spacing per column and type size: the smallest top-to-top step that two or more
    // pairs of aligned lines of one size share. A step well above it is space between
    // paragraphs or list items (LinkedIn's sidebar lists), never a line wrapped.
    // (The same of lines set flush right, in leading_right: a paragraph's lines there are
    // closer than the fields of an entry, which have a margin between them.)
    std::map<std::pair<int, long>, double> leading, leading_right;
    const auto right_end = [](const OutLine& o) { return o.words.back().x1; };
    {
      std::map<std::pair<int, long>, std::vector<double>> steps, steps_right;
      for (std::size_t k = 0; k + 1 < pl.lines.size(); ++k) {
        const OutLine& a = pl.lines[k];
        const OutLine& b = pl.lines[k + 1];
        if (a.words.empty() || b.words.empty() || a.column != b.column) continue;
        const bool left = std::abs(a.x0 - b.x0) <= 3, right = std::abs(right_end(a) - right_end(b)) <= 2;
        double size = a.words.back().size, step = b.words.front().y0 - a.words.back().y0;
        if ((left || right) && std::abs(b.words.front().size - size) < 0.5 && step >= 0.9 * size)
          (left ? steps : steps_right)[{a.column, SizeKey(size)}].push_back(step);
      }
      for (auto* m : {&steps, &steps_right}) {
        for (auto& [key, v] : *m) {
          std::sort(v.begin(), v.end());
          for (std::size_t i = 0; i + 1 < v.size(); ++i) {
            if (v[i + 1] - v[i] <= 0.5) {
              (m == &steps ? leading : leading_right)[key] = v[i];
              break;
            }
          }
        }
      }
    }
    std::map<int, double>& column_left = lefts[p];
    // A line that runs to its column's right edge and is followed closely by a line that
    // does not start a bullet was wrapped: the two are one line of the CV.
    // (A cell set right after a gap, such as a date, may stand beyond the text's edge: the
    // edge is that of lines without a gap, where a column has such lines.)
    std::map<int, double> column_right, cell_right;
    for (const OutLine& l : pl.lines) {
      if (l.words.empty() || l.words.back().size > 1.15 * body) continue;  // titles span columns
      double right = l.words.back().x1;
      // Text running on into the next column (a long URL in a sidebar) does not widen this one.
      auto next = column_left.find(l.column + 1);
      if (next != column_left.end() && right > next->second) continue;
      auto& edge = FirstGap(l.words) == 0 ? column_right : cell_right;
      edge[l.column] = std::max(edge[l.column], right);
    }
    for (const auto& [column, right] : cell_right) column_right.emplace(column, right);
    // Where the text of rows closed by a date cell ends at most: the text's edge left of the
    // dates (a wrapped header's first line runs up to it).
    // (Two such rows or more: one row alone says nothing of an edge.)
    std::map<int, double> text_right;
    std::map<int, int> date_rows;
    for (const OutLine& l : pl.lines) {
      if (std::size_t cell = DateCell(l.words)) {
        text_right[l.column] = std::max(text_right[l.column], l.words[cell - 1].x1);
        ++date_rows[l.column];
      }
    }
    for (const auto& [column, n] : date_rows) {
      if (n < 2) text_right.erase(column);
    }
    for (std::size_t k = 0; k + 1 < pl.lines.size();) {
      OutLine& a = pl.lines[k];
      const OutLine& b = pl.lines[k + 1];
      if (b.icon_first) {  // (a field of its own, set after its icon)
        ++k;
        continue;
      }
      double size = a.words.empty() ? body : a.words.back().size;
      double height = a.words.empty() ? 1.0 : std::max(1.0, a.words.back().y1 - a.words.back().y0);  // one line
      // Wrapped: the next line's first word would not have fitted after this line's last.
      double next_width = b.words.empty() ? 0 : b.words.front().x1 - b.words.front().x0;
      // (A line of a list set in columns wraps at that column's edge.)
      double right_edge = column_right[a.column];
      if (!a.words.empty() && a.words.back().measure > 0) right_edge = std::min(right_edge, a.words.back().measure);
      bool full = a.hyphenated || (!a.words.empty() && a.words.back().x1 + 0.5 * size + next_width >= right_edge - 2);
      // The line stops mid-sentence: no closing punctuation.
      const bool open_end =
          !a.words.empty() && std::string_view(".!?:;").find(a.words.back().text.back()) == std::string_view::npos;
      // The next line goes on in lower case with a word, not an address ("github.com/x",
      // "jane@example.org": a line of their own).
      const std::string_view next_first = b.words.empty() ? std::string_view() : b.words.front().text;
      const bool lower_word = StartsLower(next_first) && next_first.find_first_of("/@") == std::string::npos &&
                              next_first.substr(0, next_first.size() - 1).find('.') == std::string::npos;
      // Set flush right (a sidebar's lines share their right edge, not their left): wrapped when
      // the next line's first word would have made this line wider than the widest line of its
      // size at that edge ("Certified Payroll Practitioner and" over "Administrator"), and the next line
      // stands at the tight step of lines there (the lines of one paragraph), not further.
      // A wrapped line continues where its text starts: after a bullet glyph, at the text.
      std::string a_first = a.words.empty() ? "" : a.words.front().text;
      bool a_bullet = a.words.size() > 1 && ListMark(a_first);
      // (An item opened by a dash before a word wraps under that word too: "– Harbour survey
      // (2021), Lakeside" over "Trust, lead surveyor.", the text reader's dash item.)
      const bool a_dash = a.words.size() > 1 && DashItem(a_first, a.words[1].text);
      // (Not an item's justified lines under its text, a hanging indent: they share their right
      // edge as flush-right lines do, and their left edges differ by the item's mark.)
      bool flush_right = !a.words.empty() && !b.words.empty() && a.column == b.column && b.y0 > a.y0 &&
                         std::abs(right_end(a) - right_end(b)) <= 2 && std::abs(a.x0 - b.x0) > 3 &&
                         !((a_bullet || a_dash) && std::abs(b.x0 - a.words[1].x0) <= 3);
      // (Words, not contacts: an address or a number set flush right is a field of its own.)
      if (flush_right) {
        const std::string& last = a.words.back().text;
        flush_right = next_first.find_first_of("/@") == std::string_view::npos &&
                      next_first.substr(0, next_first.size() - 1).find('.') == std::string_view::npos &&
                      !std::isdigit(static_cast<unsigned char>(next_first.front())) &&
                      !std::isdigit(static_cast<unsigned char>(last.back())) &&
                      last.find_first_of("/@") == std::string::npos;
      }
      if (flush_right) {
        auto tight = leading_right.find({a.column, SizeKey(size)});
        flush_right = tight != leading_right.end() &&
                      b.words.front().y0 - a.words.back().y0 <= tight->second + 0.1 * size;
      }
      if (flush_right) {
        double widest = 0;
        for (const OutLine& o : pl.lines) {
          if (o.column == a.column && !o.words.empty() && std::abs(right_end(o) - right_end(a)) <= 2 &&
              SizeKey(o.words.back().size) == SizeKey(size))
            widest = std::max(widest, right_end(o) - o.x0);
        }
        full = right_end(a) - a.x0 + 0.3 * size + next_width > widest + 1;
      }
      // A sentence broken off (no closing punctuation) near the edge of a ragged column goes on
      // in lower case on the next line.
      if (!full && open_end && !b.words.empty() && StartsLower(b.words.front().text)) {
        double left = column_left[a.column], width = right_edge - left;
        full = width > 0 && a.words.back().x1 - left >= 0.85 * width;
      }
      // Leading, not paragraph space: where the column's line step for this size is known, a
      // step within it (browsers set body text 1.4-1.6 apart, so the white space between the
      // lines can be half a line); otherwise white space under a third of a line.
      // The wider white space is trusted only for a line of prose (seven words or more: a title
      // over its organisation is shorter) broken off mid-sentence, or one broken off before a
      // word in lower case, over one without a layout gap (a description's last line over the
      // next entry's title and date keeps them apart).
      bool close = b.y0 - a.y1 < 0.35 * height && b.y0 > a.y0;
      if (!a.words.empty() && !b.words.empty() && b.y0 > a.y0) {
        auto it = leading.find({a.column, SizeKey(size)});
        if (it != leading.end()) {
          bool within = b.words.front().y0 - a.words.back().y0 <= 1.3 * it->second;
          // (Or broken off before a word in lower case: a sentence goes on, a title does not.)
          // (A semicolon breaks off a clause, not the sentence: "…, Planung und Prüfung;" over
          // "Personalverantwortung …".)
          const bool clause = open_end || a.words.back().text.back() == ';';
          bool broken_off = clause && FirstGap(b.words) == 0 && (a.words.size() >= 7 || lower_word);
          close = within && (close || (broken_off && b.y0 - a.y1 < 0.75 * height));
        }
      }
      std::string first = b.words.empty() ? "" : b.words.front().text;
      // "• github.com/x" under "Leeds • +44 7700 900456 •": a row of fields separated by a
      // glyph wrapped before the glyph, which opens no list item here.
      bool separator = ItemGlyph(first) && SeparatedBy(a.words, first);
      bool bullet = ListMark(first) && !separator;
      // A wrapped line keeps its size and weight: a bold title over a plain organisation is two.
      // (The weight of the next line's text, not of a date cell set flush right after it: a
      // bold title wrapped over its last words and its regular dates is one title.)
      auto all_bold = [](const std::vector<Word>& ws, std::size_t end) {
        return end > 0 && std::all_of(ws.begin(), ws.begin() + static_cast<std::ptrdiff_t>(end),
                                      [](const Word& w) { return w.bold; });
      };
      const std::size_t b_cell = DateCell(b.words), b_text = b_cell > 0 ? b_cell : b.words.size();
      // But a bold title broken off open, whose next line opens in its bold and goes on in plain
      // type, runs on into that line: "Senior Analyst, Risk <gap> 2019 – 2021" over "Modelling,
      // Harbour Foods, Leeds." (the title and the organisation written as one sentence).
      const std::size_t a_cell = DateCell(a.words), a_text = a_cell > 0 ? a_cell : a.words.size();
      const bool title_runs_on =
          a_text > 0 && all_bold(a.words, a_text) && !b.words.empty() && b.words.front().bold &&
          !all_bold(b.words, b_text) &&
          std::string_view(".!?:;").find(a.words[a_text - 1].text.back()) == std::string_view::npos &&
          !text::HasDigit(a.words[a_text - 1].text);  // (dates run into the text: no cell to wrap before)
      // (And its slant: a line in italics throughout over one opening in upright type is two,
      // as a tagline in italics over the entry's prose. Not a sentence in italics run on after
      // upright text, nor an item's italic level wrapped under it.)
      const bool italic_over_upright =
          a_text > 0 && !b.words.empty() && !b.words.front().italic &&
          std::all_of(a.words.begin(), a.words.begin() + static_cast<std::ptrdiff_t>(a_text),
                      [](const Word& w) { return w.italic; });
      bool same_style = !b.words.empty() && std::abs(b.words.front().size - size) < 0.5 &&
                        (all_bold(a.words, a.words.size()) == all_bold(b.words, b_text) || title_runs_on) &&
                        !italic_over_upright;
      // "Leadership: ..." after a wrapped item is a new item: a short label and a colon.
      bool label = false;
      for (std::size_t w = 0; w + 1 < b.words.size() && w < 3 && !label; ++w)  // items follow it
        label = b.words[w].text.size() > 1 && b.words[w].text.back() == ':';
      // A row with a layout gap (a right-aligned date) is not a wrapped paragraph line.
      int gaps = 0;
      for (std::size_t w = 1; w < a.words.size(); ++w) gaps += Gap(a.words[w - 1], a.words[w]);
      const bool gap = gaps > 0;
      double text_left = a_bullet || a_dash ? a.words[1].x0 : a.x0;
      // (Some writers set a list item's next lines under its marker, not under its text: a
      // line there that goes on in lower case continues the item.)
      // (And a reference set with a hanging indent: a full line broken off mid-sentence after a
      // word, not an address, the next line set in by up to three em, going on in lower case,
      // not a date of a date column: "août 2006".)
      bool aligned = std::abs(b.x0 - text_left) <= 3 || flush_right ||
                     ((a_bullet || a_dash) && std::abs(b.x0 - a.x0) <= 3 && !b.words.empty() &&
                      StartsLower(b.words.front().text)) ||
                     (full && open_end && !gap && lower_word && std::isalpha(static_cast<unsigned char>(a.words.back().text.back())) &&
                      b.x0 > text_left + 3 && b.x0 - text_left <= 3 * size && FirstGap(b.words) == 0 &&
                      a.words.back().text.find_first_of("/@.") == std::string::npos &&
                      !(b.words.size() <= 3 && EndsInYear(b.words.back().text)));
      // A paragraph also continues from the foot of one column to the head of the next.
      // Only between columns of one width (newspaper columns): a sidebar's last line does not
      // run on into the main column.
      double wa = column_right[a.column] - column_left[a.column];
      double wb = column_right[b.column] - column_left[b.column];
      bool next_column = b.column == a.column + 1 && std::abs(b.x0 - column_left[b.column]) <= 3 &&
                         b.y0 < a.y0 && std::min(wa, wb) >= 0.75 * std::max(wa, wb);
      bool flows = (a.column == b.column && close && aligned) || next_column;
      // A header wrapped before its dates set flush right ("…, Harbour Foods <gap> 2017 –
      // 2020" over "Ltd, Leeds."; "…, Uni- <gap> 2009 – 2012" over "versity of Leeds"): the text
      // ran up to the date cell, so the next line goes on before the cell, and the date stays
      // the row's last cell.
      // (At the column's line step, however few the words.)
      auto step = a.words.empty() ? leading.end() : leading.find({a.column, SizeKey(size)});
      bool next_row = step != leading.end() && !b.words.empty() && b.y0 > a.y0 &&
                      b.words.front().y0 - a.words.back().y0 <= 1.3 * step->second && b.y0 - a.y1 < 0.75 * height;
      if (const std::size_t cell = a_cell; cell > 0 && FirstGap(b.words) == 0 && !a_bullet && !b.words.empty() &&
                                                a.column == b.column && aligned && !bullet) {
        bool one_cell = true;
        for (std::size_t w = cell + 1; w < a.words.size(); ++w) one_cell = one_cell && !a.words[w].gap_before;
        Word& last = a.words[cell - 1];
        // (The type is the text's before the cell, not the dates': a word broken by its hyphen
        // goes on in the type it was set in, at that type's line step.)
        const Word& next = b.words.front();
        const bool hyphen = last.text.size() >= 3 && last.text.back() == '-' && StartsLower(next.text) &&
                            std::abs(next.size - last.size) < 0.5 && next.bold == last.bold;
        auto text_step = leading.find({a.column, SizeKey(last.size)});
        const bool text_row = text_step != leading.end() && b.y0 > a.y0 &&
                              next.y0 - last.y0 <= 1.3 * text_step->second && b.y0 - a.y1 < 0.75 * height;
        // (From the text's last line, which an earlier wrap may have set under the dates' row.)
        // (The type of the text before the cell, not of the dates: a bold title over its bold
        // last word is one title whatever the dates are set in.)
        const bool text_style = std::abs(next.size - last.size) < 0.5 &&
                                (all_bold(a.words, cell) == all_bold(b.words, b_text) || title_runs_on);
        if (!((same_style || text_style || hyphen) && (next_row || text_row))) one_cell = false;
        // A title cannot end on a small word in lower case after words in capitals ("Faculty of",
        // "Institut für", "Escuela de"): the next line goes on, whether or not it would have fitted.
        const bool dangling =
            cell >= 2 && text_style && DanglingWord(last.text) && !StartsLower(a.words.front().text);
        auto edge = text_right.find(a.column);
        // (The text's edge close to the dates, within 3 em: a title far left of its dates with
        // the organisation on the next line is two lines.)
        // (A word broken by its hyphen there goes on whatever the edge: "En-" over "gineering".)
        // (Nor could it where it would have run into the dates: a title set short of its cell.)
        const bool near_edge = edge != text_right.end() && edge->second >= a.words[cell].x0 - 3 * size;
        if (one_cell && b.words.size() <= 8 &&
            (hyphen || dangling || (near_edge && (last.x1 + 0.5 * size + next_width >= edge->second - 2 ||
                                      last.x1 + next_width >= a.words[cell].x0 - 0.5 * size)))) {
          if (hyphen) last.text.pop_back();
          last.space_after = !hyphen;
          std::vector<Word> moved(b.words.begin(), b.words.end());
          if (hyphen) {
            last.text += moved.front().text;
            last.space_after = true;
            moved.erase(moved.begin());
          }
          if (!moved.empty()) moved.back().space_after = true;
          a.words.insert(a.words.begin() + static_cast<long>(cell), moved.begin(), moved.end());
          a.y1 = std::max(a.y1, b.y1);
          pl.lines.erase(pl.lines.begin() + static_cast<long>(k) + 1);
          continue;
        }
      }
      // A cell wrapped under itself: "Financial reporting <gap> IFRS, FRS 102, Consolidation,"
      // over "Statutory accounts" set where the row's last cell starts (moderncv's \cvitem, a
      // label column whose text runs to the column's edge): the row's last cell goes on.
      // (Only where the text says it goes on: a list broken after its comma, or a next line
      // in lower case; a header row over a description of its own starts a sentence.)
      // (A list broken after its comma goes on whether or not the line ran to the edge: a card
      // beside another ends short of the page's edge.)
      // (Nor does a list broken before a word in capitals: the next line is itself a list that
      // goes on, "Ledgerly, Northbook" over "Cloud, Tally (Pivot Suite),".)
      const bool list_goes_on = !b.words.empty() && b.words.size() >= 2 && b.words.back().text.back() == ',';
      // (So does a cell that opens an item with a dash, "Projects <gap> – Harbour survey (2021),"
      // over its text's next line set under the item's first word, a hanging indent: a full line
      // there goes on whatever its last or the next line's first word.)
      std::size_t last_cell = 0;
      for (std::size_t w = 1; w < a.words.size(); ++w) {
        if (Gap(a.words[w - 1], a.words[w])) last_cell = w;
      }
      const bool dash_cell = gap && last_cell > 0 && last_cell + 1 < a.words.size() &&
                             DashItem(a.words[last_cell].text, a.words[last_cell + 1].text) &&
                             std::abs(b.x0 - a.words[last_cell + 1].x0) <= 3 && full;
      if (gap && !bullet && same_style && next_row && a.column == b.column && FirstGap(b.words) == 0 &&
          (dash_cell || ((full || a.words.back().text.back() == ',' || list_goes_on) && open_end &&
                         (a.words.back().text.back() == ',' || lower_word || list_goes_on)))) {
        const std::size_t cell = last_cell;
        if (cell > 0 && (dash_cell || std::abs(b.x0 - a.words[cell].x0) <= 3)) {
          a.words.back().space_after = true;
          a.words.insert(a.words.end(), b.words.begin(), b.words.end());
          a.y1 = std::max(a.y1, b.y1);
          pl.lines.erase(pl.lines.begin() + static_cast<long>(k) + 1);
          continue;
        }
      }
      // A label row's text wrapped back to the row's left edge, closer than the list's items
      // are stepped ("May 2020 <gap> Relief baker at the Mill Lane Bakery, sourdough and" over
      // "laminated doughs"); a row of two cells, not one closed by its date set flush right, nor
      // a row of chips.
      if (gaps == 1 && full && same_style && !bullet && FirstGap(b.words) == 0 && !text::HasDigit(a.words.back().text) &&
          pdf::TighterThanItsList(pl.lines, k)) {
        a.words.back().space_after = true;
        a.words.insert(a.words.end(), b.words.begin(), b.words.end());
        a.y1 = std::max(a.y1, b.y1);
        pl.lines.erase(pl.lines.begin() + static_cast<long>(k) + 1);
        continue;
      }
      if (!flows || bullet || !same_style || a.words.empty()) {  // no candidate: the rest need not be asked
        ++k;
        continue;
      }
      // "German (native)" over "English (fluent)", "MSc ..., 2011 - 2013" over "BSc ...,
      // 2008 - 2011": two lines that both end in a bracket, or both in a year, are items of a
      // list, whether or not the next would have fitted.
      bool parallel = !a.words.empty() && !b.words.empty() &&
                      ((a.words.back().text.back() == ')' && b.words.back().text.back() == ')') ||
                       (EndsInYear(a.words.back().text) && EndsInYear(b.words.back().text)) ||
                       (EndsInYear(a.words.front().text) && EndsInYear(b.words.front().text)));
      // "CENTRES D'INTÉRÊT" over "Randonnée, cuisine": a line in capitals (a heading, a name)
      // over one in mixed case.
      bool caps = !a.words.empty() && !b.words.empty() && AllCaps(a.words) && !AllCaps(b.words);
      // "Working Student Software Development" over "Technical University of Munich": a line
      // of capitalised words (a title, a degree, an organisation) ending in one, over a line
      // that starts with a capital, is two header lines, even where the next word would not
      // have fitted. Prose has lower-case words and wraps into one line as before.
      // (Lines set flush right at a paragraph's step are told apart by that step instead.)
      // (Unless the next word would not have fitted and the two stand closer than the lines
      // around them: an item of a list set apart by paragraph space, wrapped, "Certified Harbour
      // Pilot" over "Examiner – Advanced" in a profile export's sidebar.)
      bool titles = !a_bullet && !flush_right && TitleWords(a.words, false) && TitleWords(b.words, true) &&
                    !(full && pdf::TighterThanItsList(pl.lines, k));
      // "Berlin | 2019 – 2021" under a title: a line of fields split by bars, under one
      // without, is the entry's next line (a wrapped row of fields has bars on both lines).
      bool fields = HasBar(b.words) && !HasBar(a.words);
      // "Senior Engineer  Jan 2020 – Dec 2023" over "Acme Ltd, Leeds": a header line closed by
      // its dates, over a line that starts with a capital.
      bool dated = !a_bullet && !a.words.empty() && !b.words.empty() && EndsInYear(a.words.back().text) &&
                   StartsUpper(b.words.front().text);
      // "… – jane@example.org" over "Born 3 April 1988": a contact row closed by an address
      // or link, over a line that starts with a capital.
      bool contact_end = !a.words.empty() && !b.words.empty() && StartsUpper(b.words.front().text) &&
                         (a.words.back().text.find('@') != std::string::npos ||
                          a.words.back().text.find("://") != std::string::npos ||
                          a.words.back().text.rfind("www.", 0) == 0);
      // Without marker glyphs in the document (markers drawn as shapes), a line set in like a
      // list item over one aligned with it that starts with a capital may be the next item:
      // it is kept apart (a wrapped sentence goes on in lower case more often than not).
      // (Not after a full line that breaks off on a small word in lower case, "… of four shops
      // on" over "Saturdays, …": the sentence goes on whatever the case of its next word.)
      // (Nor after a full line that breaks off on a comma or semicolon: the sentence goes on,
      // and German goes on in capitals.)
      const bool clause_open = !a.words.empty() && (a.words.back().text.back() == ',' || a.words.back().text.back() == ';');
      bool drawn_item = !glyph_items && !flush_right && AtLevel(levels[p], a.column, a.x0) && !b.words.empty() &&
                        StartsUpper(b.words.front().text) &&
                        !(full && !a.words.empty() && (DanglingWord(a.words.back().text) || clause_open));
      // A row of fields that ends in its separator, or whose next line opens with one, goes on.
      bool row_continues = !a.words.empty() && !b.words.empty() &&
                           (IsBar(a.words.back().text) || (IsBar(b.words.front().text) && HasBar(a.words)));
      // A line that breaks off on a small word in lower case ("… and checks of") over one that
      // starts in lower case ("conformity to …"): one sentence, whether or not the next word
      // would have fitted (a text box set narrower than its column).
      bool dangling = !a.words.empty() && !b.words.empty() && DanglingWord(a.words.back().text) &&
                      StartsLower(b.words.front().text);
      bool joins = row_continues || ((full || separator || dangling) && !label && !gap && !parallel && !caps &&
                                     !titles && !fields && !dated && !contact_end && !drawn_item);
      if (joins) {
        // "Andrei-" + "Octavian": a compound split at the line end joins without a space.
        // (A dash standing alone, "2018 -" / "2020", keeps its space.)
        const std::string& last_text = a.words.back().text;
        a.words.back().space_after = last_text.back() != '-' || last_text == "-";
        a.words.insert(a.words.end(), b.words.begin(), b.words.end());
        a.y1 = std::max(a.y1, b.y1);
        a.hyphenated = b.hyphenated;
        pl.lines.erase(pl.lines.begin() + static_cast<long>(k) + 1);
        continue;
      }
      ++k;
    }
    // A date range wrapped inside a left date column ("March 2019 –" over "today", each
    // beside a line of the entry): the cell's second line joins its first.
    for (std::size_t k = 0; k + 1 < pl.lines.size(); ++k) {
      OutLine& a = pl.lines[k];
      OutLine& b = pl.lines[k + 1];
      std::size_t ca = FirstGap(a.words), cb = FirstGap(b.words);
      if (ca == 0 || cb == 0 || a.column != b.column || std::abs(a.x0 - b.x0) > 1.0) continue;
      const std::string& dash = a.words[ca - 1].text;
      if (dash != "\u2013" && dash != "-" && dash != "\u2014") continue;
      a.words[ca - 1].space_after = true;
      a.words.insert(a.words.begin() + static_cast<long>(ca), b.words.begin(), b.words.begin() + static_cast<long>(cb));
      b.words.erase(b.words.begin(), b.words.begin() + static_cast<long>(cb));
      b.x0 = b.words.front().x0;
    }
    double prev_y1 = -1, prev_y0 = 0, prev_size = 0;
    const OutLine* last_out = nullptr;
    int prev_column = -1;
    for (const OutLine& l : pl.lines) {
      if (l.words.empty()) continue;
      std::string joined = Join(l.words);
      Line line;
      ParseMarkup(joined, &line);  // bullets and enumeration marks, as in text
      if (line.text.empty()) continue;
      line.number = ++number;
      line.page = static_cast<int>(p) + 1;
      line.x = ToFloat(l.x0);
      line.y = ToFloat(l.y0);
      line.column = l.column;
      double size = 0;
      bool bold = true;
      for (const Word& w : l.words) {
        size = std::max(size, w.size);
        bold = bold && w.bold;
      }
      line.font_size = ToFloat(size);
      line.bold = line.bold || bold;
      StyleRuns(l.words, line.bold, &line);
      if (size >= 1.5 * body) line.heading_level = 1;
      else if (size >= 1.2 * body) line.heading_level = 2;
      line.indent = ToInt((l.x0 - column_left[l.column]) / std::max(1.0, 0.5 * body));
      double height = std::max(1.0, l.y1 - l.y0);
      line.blank_before = (prev_column == l.column && prev_y1 >= 0 && l.y0 - prev_y1 > 0.8 * height) ? 1 : 0;
      // (Type set with generous line spacing, its glyphs' boxes half the line step: a step
      // no wider than the column's usual one for that size is no blank line.)
      if (auto usual = leading.find({l.column, SizeKey(prev_size)}); line.blank_before && usual != leading.end() &&
                                                                       l.words.front().y0 - prev_y0 <= 1.15 * usual->second &&
                                                                       l.words.front().y0 > prev_y0)
        line.blank_before = 0;
      if (prev_column != l.column) {
        const bool runs_on = prev_column < 0 && carried_column == l.column &&
                             carried_y1 > text_bottom - 1.5 * carried_height;
        line.blank_before = runs_on ? 0 : 1;
      }
      prev_y1 = l.y1;
      prev_y0 = l.words.back().y0;
      prev_size = l.words.back().size;
      prev_column = l.column;
      last_out = &l;
      out.lines.push_back(std::move(line));
    }
    if (last_out) {
      carried_column = last_out->column, carried_y1 = last_out->y1;
      carried_height = std::max(1.0, last_out->y1 - last_out->y0);
    }
  }
  if (!glyph_items) MarkDrawnBullets(levels, body, &out);
  if (out.lines.empty()) return Status(ErrorCode::kEmpty, "no text in input");
  return out;
}

}  // namespace cvmill::extract
