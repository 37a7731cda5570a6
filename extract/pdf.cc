// PDF: poppler-cpp text boxes → words → lines with position, size and weight, in reading
// order. The result is the same line model the text path produces.
//
// Reading order, per page: words are grouped into rows by their vertical centre. If a
// vertical gutter runs down the page (an x-range almost no row touches), the page has two
// flows. When the narrower side's lines mostly share a row with the other side (a column of
// dates or labels beside entries), rows stay whole and the gutter becomes a TAB gap; when they
// do not (a sidebar, two independent columns), each side is read top to bottom in turn.
#include <poppler/cpp/poppler-document.h>
#include <poppler/cpp/poppler-global.h>
#include <poppler/cpp/poppler-page.h>
#include <unicode/uchar.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <string_view>

#include "common/text.h"
#include "extract/extract.h"

namespace cvmill::extract {
namespace {

// poppler's messages go to the thread that caused them, never to stderr.
thread_local std::vector<std::string>* t_sink = nullptr;
void OnPopplerMessage(const std::string& message, void*) {
  if (t_sink && t_sink->size() < 20) t_sink->push_back(message);
}

// A small document kept open for the whole process: poppler-cpp rebuilds its global state
// whenever the last open document closes, which would cost every PDF of a batch.
constexpr char kKeepAlive[] =
    "%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n"
    "2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n"
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\n"
    "trailer<</Root 1 0 R>>\n%%EOF\n";

std::mutex& PopplerMutex() {
  // poppler's global state is shared; documents are read one at a time.
  static std::mutex mu;
  return mu;
}

void SetUp() {
  static std::once_flag once;
  std::call_once(once, [] {
    poppler::set_debug_error_function(OnPopplerMessage, nullptr);
    std::vector<std::string> ignored;
    t_sink = &ignored;
    // Released at exit, so leak checkers see it freed.
    static std::unique_ptr<poppler::document> keep(
        poppler::document::load_from_raw_data(kKeepAlive, static_cast<int>(sizeof(kKeepAlive) - 1)));
    t_sink = nullptr;
  });
}

struct Word {
  std::string text;
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0, size = 0;
  bool bold = false;
  bool space_after = false;
};

struct Row {
  std::vector<Word> words;
  double x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9;
  void Add(Word&& w) {
    x0 = std::min(x0, w.x0);
    y0 = std::min(y0, w.y0);
    x1 = std::max(x1, w.x1);
    y1 = std::max(y1, w.y1);
    words.push_back(std::move(w));
  }
  double Centre() const { return (y0 + y1) / 2; }
};

// UTF-16 to UTF-8 by hand: ustring::to_utf8 opens an iconv converter for every call.
std::string Utf8(const poppler::ustring& u) {
  std::string out;
  out.reserve(u.size());
  for (std::size_t i = 0; i < u.size(); ++i) {
    char32_t c = u[i];
    if (c >= 0xD800 && c <= 0xDBFF && i + 1 < u.size() && u[i + 1] >= 0xDC00 && u[i + 1] <= 0xDFFF) {
      c = 0x10000 + ((c - 0xD800) << 10) + (static_cast<char32_t>(u[i + 1]) - 0xDC00);
      ++i;
    } else if (c >= 0xD800 && c <= 0xDFFF) {
      c = 0xFFFD;  // a lone surrogate
    }
    text::AppendUtf8(out, c);
  }
  return out;
}

bool BoldFont(std::string name) {
  for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const char* k : {"bold", "black", "heavy", "semibold", "demi"}) {
    if (name.find(k) != std::string::npos) return true;
  }
  return false;
}

// Bitmap (Type 3) fonts made by TeX carry no Unicode map, so poppler reports their character
// codes as they are: letters come out right (the T1 encoding is ASCII there), but dashes,
// quotes and ligatures come out as control characters, and a TS1 bullet as U+0088. Control
// characters are never text, so those of T1 are read as T1 means them.
std::string FromTexCodes(std::string s) {
  bool any = false;
  for (std::size_t i = 0; i < s.size() && !any; ++i) {
    auto c = static_cast<unsigned char>(s[i]);
    any = (c >= 0x0D && c < 0x20) || (c == 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x88);
  }
  if (!any) return s;
  static const char* const kT1[] = {
      "\u201A", "\u2039", "\u203A", "\u201C", "\u201D", "\u201E", "\u00AB", "\u00BB",  // 0x0D..0x14
      "\u2013", "\u2014", "",       "0",      "\u0131", "\u0237", "ff",     "fi",      // 0x15..0x1C
      "fl",     "ffi",    "ffl"};                                                    // 0x1D..0x1F
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    auto c = static_cast<unsigned char>(s[i]);
    if (c >= 0x0D && c < 0x20) {
      out += kT1[c - 0x0D];
    } else if (c == 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x88) {
      out += "\u2022";  // TS1's \textbullet
      ++i;
    } else {
      out += s[i];
    }
  }
  return out;
}

std::string FixLigatures(std::string s) {
  if (s.find("\xEF\xAC") == std::string::npos) return s;  // no U+FB00..U+FB06 in the word
  static const std::pair<const char*, const char*> kLig[] = {{"\uFB00", "ff"}, {"\uFB01", "fi"}, {"\uFB02", "fl"},
                                                             {"\uFB03", "ffi"}, {"\uFB04", "ffl"}};
  for (const auto& [from, to] : kLig) {
    for (std::size_t p; (p = s.find(from)) != std::string::npos;) s.replace(p, std::string_view(from).size(), to);
  }
  return s;
}

// Groups words into rows by vertical centre.
std::vector<Row> Rows(std::vector<Word> words) {
  // Sorted through an index: a Word is large to move.
  std::vector<std::uint32_t> order(words.size());
  for (std::uint32_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](std::uint32_t i, std::uint32_t j) {
    const Word& a = words[i];
    const Word& b = words[j];
    double ca = (a.y0 + a.y1) / 2, cb = (b.y0 + b.y1) / 2;
    if (std::abs(ca - cb) > 1.0) return ca < cb;
    return a.x0 < b.x0;
  });
  std::vector<Row> rows;
  for (std::uint32_t i : order) {
    Word& w = words[i];
    double c = (w.y0 + w.y1) / 2, h = std::max(1.0, w.y1 - w.y0);
    Row* target = nullptr;
    for (std::size_t k = rows.size(); k-- > 0 && k + 4 >= rows.size();) {
      double rh = std::max(1.0, rows[k].y1 - rows[k].y0);
      if (std::abs(rows[k].Centre() - c) < 0.5 * std::min(h, rh)) {
        target = &rows[k];
        break;
      }
    }
    if (!target) {
      rows.emplace_back();
      target = &rows.back();
    }
    target->Add(std::move(w));
  }
  for (Row& r : rows) std::sort(r.words.begin(), r.words.end(), [](const Word& a, const Word& b) { return a.x0 < b.x0; });
  std::sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) { return a.y0 < b.y0; });
  return rows;
}

// An x-range down the page that (almost) no row touches, inside the middle of the page.
bool FindGutter(const std::vector<Row>& rows, double width, double* g0, double* g1) {
  if (rows.size() < 6 || width <= 0) return false;
  const int bins = static_cast<int>(width) + 1;
  std::vector<int> touch(static_cast<std::size_t>(bins), 0);
  for (const Row& r : rows) {
    for (const Word& w : r.words) {
      int a = std::max(0, static_cast<int>(w.x0)), b = std::min(bins - 1, static_cast<int>(w.x1));
      for (int x = a; x <= b; ++x) ++touch[static_cast<std::size_t>(x)];
    }
  }
  const int allowed = std::max(1, static_cast<int>(rows.size() / 20));
  // A gutter has text on both sides: the empty margin right of a half-filled page is none.
  double first_end = width, last_start = 0;
  for (const Row& r : rows) {
    for (const Word& w : r.words) first_end = std::min(first_end, w.x1), last_start = std::max(last_start, w.x0);
  }
  const int lo = static_cast<int>(std::max(width * 0.15, first_end));
  const int hi = static_cast<int>(std::min(width * 0.85, last_start));
  int best_len = 0, best_start = 0, run = 0;
  for (int x = lo; x < hi; ++x) {
    if (touch[static_cast<std::size_t>(x)] <= allowed) {
      ++run;
      if (run > best_len) best_len = run, best_start = x - run + 1;
    } else {
      run = 0;
    }
  }
  if (best_len < 12) return false;
  *g0 = best_start;
  *g1 = best_start + best_len;
  return true;
}

struct OutLine {
  std::vector<Word> words;
  int column = 0;
  double y0 = 0, y1 = 0, x0 = 0;
};

OutLine FromWords(std::vector<Word> words, int column) {
  OutLine l;
  l.words = std::move(words);
  l.column = column;
  l.y0 = 1e9;
  l.y1 = -1e9;
  l.x0 = 1e9;
  for (const Word& w : l.words) {
    l.y0 = std::min(l.y0, w.y0);
    l.y1 = std::max(l.y1, w.y1);
    l.x0 = std::min(l.x0, w.x0);
  }
  return l;
}

// The page's lines in reading order.
std::vector<OutLine> ReadingOrder(std::vector<Row> rows, double width, double height) {
  std::vector<OutLine> out;
  out.reserve(rows.size());
  double g0 = 0, g1 = 0;
  if (!FindGutter(rows, width, &g0, &g1)) {
    for (Row& r : rows) out.push_back(FromWords(std::move(r.words), 0));
    return out;
  }
  // Split each row at the gutter.
  struct Split {
    std::vector<Word> left, right, span;
    double y0;
    bool edge = false;  // in the header/footer band: no vote on the page's layout
  };
  std::vector<Split> splits;
  int left_rows = 0, right_rows = 0, paired = 0;
  for (const Row& r : rows) {
    Split s;
    s.y0 = r.y0;
    s.edge = height > 0 && (r.y1 < 0.08 * height || r.y0 > 0.92 * height);
    const double mid = (g0 + g1) / 2;
    for (const Word& w : r.words) {
      // A word across the whole gutter is a title over both sides, unless it runs into a
      // word of the other side: then it is an overflow (a long URL in a narrow sidebar) and
      // belongs to the side it starts on.
      bool across = w.x0 < g0 - 2 && w.x1 > g1 + 2;
      bool collides = across && std::any_of(r.words.begin(), r.words.end(), [&](const Word& o) {
                        return &o != &w && o.x0 < w.x1 - 1 && o.x1 > w.x0 + 1;
                      });
      if (across && !collides) s.span.push_back(w);
      else if (((across ? w.x0 : (w.x0 + w.x1) / 2)) < mid) s.left.push_back(w);
      else s.right.push_back(w);
    }
    // Words on both sides at an ordinary word space, in one size, are one phrase running
    // across the gutter (a name set large over a sidebar), not two columns.
    bool phrase = false;
    if (s.span.empty() && !s.left.empty() && !s.right.empty()) {
      auto last = std::max_element(s.left.begin(), s.left.end(),
                                   [](const Word& a, const Word& b) { return a.x1 < b.x1; });
      auto first = std::min_element(s.right.begin(), s.right.end(),
                                    [](const Word& a, const Word& b) { return a.x0 < b.x0; });
      double gap = first->x0 - last->x1;
      phrase = std::abs(first->size - last->size) <= 1.0 && gap >= 0 && gap < 0.6 * last->size;
    }
    if (!s.span.empty() || phrase) {  // a row across the gutter (a title) stays whole
      s.span.insert(s.span.end(), s.left.begin(), s.left.end());
      s.span.insert(s.span.end(), s.right.begin(), s.right.end());
      s.left.clear();
      s.right.clear();
      std::sort(s.span.begin(), s.span.end(), [](const Word& a, const Word& b) { return a.x0 < b.x0; });
    }
    // Headings (all bold) at a margin say nothing about how the two sides relate.
    auto counts = [](const std::vector<Word>& side) {
      return !side.empty() && !std::all_of(side.begin(), side.end(), [](const Word& w) { return w.bold; });
    };
    if (!s.edge) {
      left_rows += counts(s.left);
      right_rows += counts(s.right);
      paired += !s.left.empty() && !s.right.empty();
    }
    splits.push_back(std::move(s));
  }
  // A column of dates or labels has one line per entry, far apart; a sidebar or a second
  // column is a flow of its own at line spacing. The narrower side's vertical step decides.
  int narrow = std::min(left_rows, right_rows);
  bool narrow_left = left_rows <= right_rows;
  std::vector<double> ys, heights;
  for (const Split& s : splits) {
    const auto& side = narrow_left ? s.left : s.right;
    if (!side.empty() && !s.edge) ys.push_back(s.y0);
  }
  for (const Row& r : rows) heights.push_back(r.y1 - r.y0);
  std::sort(heights.begin(), heights.end());
  double line_height = heights.empty() ? 10 : heights[heights.size() / 2];
  std::vector<double> steps;
  for (std::size_t k = 1; k < ys.size(); ++k) steps.push_back(ys[k] - ys[k - 1]);
  std::sort(steps.begin(), steps.end());
  double step = steps.empty() ? 0 : steps[steps.size() / 2];
  bool label_column = narrow > 0 && paired * 10 >= narrow * 6 && step > 2.0 * line_height;
  if (narrow == 0 || label_column) {
    // A column of dates or labels beside the entries: rows stay whole.
    for (Row& r : rows) out.push_back(FromWords(std::move(r.words), 0));
    return out;
  }
  // Two flows: rows across the gutter above them, then the left flow, then the right flow,
  // then the rows across the gutter below them.
  double first_col = 1e9;
  for (const Split& s : splits) {
    if (!s.left.empty() || !s.right.empty()) first_col = std::min(first_col, s.y0);
  }
  for (Split& s : splits) {
    if (!s.span.empty() && s.y0 < first_col) out.push_back(FromWords(std::move(s.span), 0));
  }
  for (Split& s : splits) {
    if (!s.left.empty()) out.push_back(FromWords(std::move(s.left), 0));
  }
  for (Split& s : splits) {
    if (!s.right.empty()) out.push_back(FromWords(std::move(s.right), 1));
  }
  for (Split& s : splits) {
    if (!s.span.empty() && s.y0 >= first_col) out.push_back(FromWords(std::move(s.span), 0));
  }
  return out;
}

// The index of the first word after a layout gap (a label or date column), or 0.
std::size_t FirstGap(const std::vector<Word>& words) {
  for (std::size_t k = 1; k < words.size(); ++k) {
    if (words[k].x0 - words[k - 1].x1 > 2.0 * std::max(1.0, words[k - 1].size)) return k;
  }
  return 0;
}

// One or two letters or digits: a letter of letter-spaced type, as poppler splits it.
bool Letterish(const std::string& w) {
  if (w.size() > 8) return false;  // two code points are at most 8 bytes
  std::size_t i = 0, n = 0;
  while (i < w.size() && n <= 2) {
    if (!u_isalnum(static_cast<UChar32>(text::NextCodePoint(w, i)))) return false;
    ++n;
  }
  return i == w.size() && n >= 1 && n <= 2;
}

// Letter-spaced type ("S U M M A RY", CSS letter-spacing) reaches poppler as one word per
// letter or two. In a run of three or more such words, a gap under a fifth of an em is a
// letter gap (a word space is wider: a space's width plus the letter spacing).
std::vector<bool> LetterGaps(const std::vector<Word>& words) {
  std::vector<bool> tight(words.size(), false);
  for (std::size_t k = 0; k < words.size();) {
    std::size_t j = k;
    while (j < words.size() && Letterish(words[j].text)) ++j;
    if (j - k >= 3) {
      for (std::size_t m = k + 1; m < j; ++m) {
        double gap = words[m].x0 - words[m - 1].x1, em = std::max(1.0, words[m - 1].size);
        // (A negative gap is a wrapped line's next word, from the line below.)
        tight[m] = gap > -0.05 * em && gap < 0.2 * em && std::abs(words[m].y0 - words[m - 1].y0) < 0.5 * em;
      }
    }
    k = j > k ? j : k + 1;
  }
  return tight;
}

bool StartsUpper(std::string_view w);

// Small capitals faked by a font without them: a capital, then the rest of the word in
// smaller capitals, touching.
bool FakeSmallCaps(const Word& p, const Word& w) {
  std::size_t i = 0;
  if (p.text.empty() || w.text.empty() || !(p.size > w.size + 1.0)) return false;
  auto first = static_cast<UChar32>(text::NextCodePoint(p.text, i));
  if (i != p.text.size() || !u_isupper(first)) return false;
  double gap = w.x0 - p.x1;
  return gap > -0.1 * w.size && gap < 0.1 * w.size && StartsUpper(w.text);
}

std::string Join(const std::vector<Word>& words) {
  std::string t;
  const std::vector<bool> tight = LetterGaps(words);
  for (std::size_t k = 0; k < words.size(); ++k) {
    if (k > 0 && !tight[k]) {
      const Word& p = words[k - 1];
      double gap = words[k].x0 - p.x1;
      double size = std::max(1.0, p.size);
      if (gap > 2.0 * size) t += '\t';  // a layout gap: a right-aligned date, a label column
      else if (FakeSmallCaps(p, words[k])) {}  // "P" + "ERFIL" set as small capitals: one word
      else if ((p.space_after || gap > 0.12 * size) && p.text.back() != '-') t += ' ';
      else if (std::abs(words[k].size - p.size) > 1.0) t += ' ';  // touching text of two sizes
      else if (p.text == "-" && (gap > 0.12 * size || p.space_after)) t += ' ';  // " - "
    }
    t += words[k].text;
  }
  return t;
}

// A word that opens a list item on a PDF line. Narrower than the text reader's bullets: a
// dash starting a line in a PDF is as often a wrapped date range ("Jan 2021 –" / "– Present").
bool ListMark(std::string_view w) {
  return w == "\u2022" || w == "-" || w == "\u25E6" || w == "\u25AA" || w == "*" ||
         w == "\uF0B7" || w == "\uF0A7" || w == "\uF076" || w == "\uF0D8" || w == "\uF0FC";  // Symbol, Wingdings
}

// Letters, four or more, and none of them lower case.
bool AllCaps(const std::vector<Word>& words) {
  int letters = 0;
  for (const Word& w : words) {
    for (std::size_t i = 0; i < w.text.size();) {
      auto c = static_cast<UChar32>(text::NextCodePoint(w.text, i));
      if (u_islower(c)) return false;
      letters += u_isalpha(c) ? 1 : 0;
    }
  }
  return letters >= 4;
}

bool StartsLower(std::string_view w) {
  std::size_t i = 0;
  return !w.empty() && u_islower(static_cast<UChar32>(text::NextCodePoint(w, i)));
}

bool StartsUpper(std::string_view w) {
  std::size_t i = 0;
  while (i < w.size() && (w[i] == '(' || w[i] == '"' || w[i] == '\'')) ++i;
  if (i >= w.size()) return false;
  return u_isupper(static_cast<UChar32>(text::NextCodePoint(w, i)));
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

bool HasBar(const std::vector<Word>& words) {
  return std::any_of(words.begin(), words.end(), [](const Word& w) { return IsBar(w.text); });
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

// "2013", "2013.", "(2013)": a word that ends in a four-digit year.
bool EndsInYear(std::string_view w) {
  while (!w.empty() && (w.back() == '.' || w.back() == ')' || w.back() == ',')) w.remove_suffix(1);
  if (w.size() < 4) return false;
  std::string_view y = w.substr(w.size() - 4);
  if (w.size() > 4 && std::isdigit(static_cast<unsigned char>(w[w.size() - 5]))) return false;
  return (y.substr(0, 2) == "19" || y.substr(0, 2) == "20") && std::isdigit(static_cast<unsigned char>(y[2])) &&
         std::isdigit(static_cast<unsigned char>(y[3]));
}

// A line that says only what page it is: "3", "Page 2 of 4", "- 2 -", "2/3".
bool PageNumber(std::string_view t) {
  std::string s;
  for (char c : t) {
    if (c >= '0' && c <= '9') s += '#';
    else if (c != ' ') s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  for (std::size_t p; (p = s.find("##")) != std::string::npos;) s.erase(p, 1);
  return s == "#" || s == "-#-" || s == "#/#" || s == "page#" || s == "page#of#" || s == "seite#" ||
         s == "seite#von#" || s == "#of#";
}

// Left edges where list items stand, per column: an edge that two or more lines start at
// (within a point), one to four ems right of another such edge.
std::map<int, std::vector<double>> ItemLevels(const std::vector<OutLine>& lines, double body) {
  std::map<int, std::vector<double>> xs;
  for (const OutLine& l : lines) {
    if (!l.words.empty()) xs[l.column].push_back(l.x0);
  }
  std::map<int, std::vector<double>> out;
  for (auto& [column, v] : xs) {
    std::sort(v.begin(), v.end());
    std::vector<double> edges;
    for (std::size_t i = 0; i < v.size();) {
      std::size_t j = i;
      while (j < v.size() && v[j] - v[i] <= 1.0) ++j;
      if (j - i >= 2) edges.push_back(v[i]);
      i = j;
    }
    for (double e : edges) {
      bool level = std::any_of(edges.begin(), edges.end(),
                               [&](double f) { return e - f >= 0.8 * body && e - f <= 4.0 * body; });
      if (level) out[column].push_back(e);
    }
  }
  return out;
}

bool AtLevel(const std::map<int, std::vector<double>>& levels, int column, double x0) {
  auto it = levels.find(column);
  return it != levels.end() &&
         std::any_of(it->second.begin(), it->second.end(), [&](double e) { return std::abs(x0 - e) <= 1.0; });
}

// List markers that a browser or word processor draws as shapes leave no text. In a document
// with no marker glyph, an item is a line at an item level (above) under a line further left,
// or under an item at the same level.
void MarkDrawnBullets(const std::vector<std::map<int, std::vector<double>>>& levels, double body,
                      Document* doc) {
  for (std::size_t i = 1; i < doc->lines.size(); ++i) {
    Line& l = doc->lines[i];
    const Line& prev = doc->lines[i - 1];
    if (l.page != prev.page || l.column != prev.column) continue;
    if (!AtLevel(levels[static_cast<std::size_t>(l.page - 1)], l.column, l.x)) continue;
    if (prev.bullet ? std::abs(l.x - prev.x) <= 1.0 : l.x - prev.x >= 0.8 * body) l.bullet = true;
  }
}

}  // namespace

Result<Document> ExtractPdf(std::string_view bytes, const Options& options) {
  SetUp();
  std::lock_guard<std::mutex> lock(PopplerMutex());
  std::vector<std::string> messages;
  t_sink = &messages;
  struct Reset {
    ~Reset() { t_sink = nullptr; }
  } reset;
  std::unique_ptr<poppler::document> doc(
      poppler::document::load_from_raw_data(bytes.data(), static_cast<int>(bytes.size())));
  if (!doc) {
    std::string why = messages.empty() ? "" : " (poppler: " + messages.front() + ")";
    for (char& c : why) if (c == '\n' || c == '\r') c = ' ';
    return Status(ErrorCode::kBadPdf, "PDF is damaged or truncated" + why);
  }
  if (doc->is_locked()) return Status(ErrorCode::kEncrypted, "PDF is encrypted");
  const int pages = doc->pages();
  if (pages <= 0) return Status(ErrorCode::kBadPdf, "PDF has no pages");
  if (pages > options.max_pages)
    return Status(ErrorCode::kTooLarge, "PDF has " + std::to_string(pages) + " pages, over the limit of " +
                                            std::to_string(options.max_pages));

  struct PageLines {
    std::vector<OutLine> lines;
    double height = 0;
  };
  std::vector<PageLines> all(static_cast<std::size_t>(pages));
  std::map<double, std::size_t> size_chars;  // font size -> characters, for the body size
  std::size_t words_total = 0;
  std::map<std::string, bool> bold_fonts;  // font name -> bold, decided once per font
  for (int p = 0; p < pages; ++p) {
    std::unique_ptr<poppler::page> page(doc->create_page(p));
    if (!page) continue;
    poppler::rectf box = page->page_rect();
    std::vector<poppler::text_box> boxes = page->text_list(poppler::page::text_list_include_font);
    std::vector<Word> words;
    words.reserve(boxes.size());
    for (const poppler::text_box& tb : boxes) {
      Word w;
      w.text = FixLigatures(FromTexCodes(Utf8(tb.text())));  // valid UTF-8 by construction
      if (text::Trim(w.text).empty()) continue;
      poppler::rectf r = tb.bbox();
      w.x0 = r.left();
      w.y0 = r.top();
      w.x1 = r.right();
      w.y1 = r.bottom();
      w.size = tb.has_font_info() ? tb.get_font_size() : (w.y1 - w.y0);
      if (tb.has_font_info()) {
        std::string font = tb.get_font_name();
        auto it = bold_fonts.find(font);
        if (it == bold_fonts.end()) it = bold_fonts.emplace(font, BoldFont(font)).first;
        w.bold = it->second;
      }
      w.space_after = tb.has_space_after();
      size_chars[std::round(w.size * 2) / 2] += w.text.size();
      words.push_back(std::move(w));
    }
    words_total += words.size();
    all[static_cast<std::size_t>(p)].height = box.height();
    all[static_cast<std::size_t>(p)].lines = ReadingOrder(Rows(std::move(words)), box.width(), box.height());
  }
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

  // Running headers and footers: the same text near the top or bottom edge of two or more
  // pages (digits aside), or a page number there.
  std::map<std::string, int> edge_count;
  auto edge_key = [](const std::string& t) {
    std::string k;
    for (char c : t) k += (c >= '0' && c <= '9') ? '#' : c;
    return k;
  };
  auto at_edge = [](const OutLine& l, double h) { return h > 0 && (l.y1 < 0.08 * h || l.y0 > 0.92 * h); };
  for (const PageLines& pl : all) {
    std::set<std::string> seen;
    for (const OutLine& l : pl.lines) {
      if (at_edge(l, pl.height)) seen.insert(edge_key(Join(l.words)));
    }
    for (const auto& k : seen) ++edge_count[k];
  }

  // Whether the document writes list markers as text: a glyph opens some line that does not
  // merely go on with a row of fields the line before separates by that glyph.
  bool glyph_items = false;
  for (const PageLines& pl : all) {
    for (std::size_t k = 0; k < pl.lines.size(); ++k) {
      const OutLine& l = pl.lines[k];
      if (l.words.empty() || !ItemGlyph(l.words.front().text)) continue;
      glyph_items = glyph_items || k == 0 || !SeparatedBy(pl.lines[k - 1].words, l.words.front().text);
    }
  }

  int number = 0;
  std::vector<std::map<int, std::vector<double>>> levels(all.size());  // per page: item levels
  for (std::size_t p = 0; p < all.size(); ++p) {
    PageLines& pl = all[p];
    // Running headers, footers and page numbers go first, so they never sit between the
    // lines of a paragraph that continues in the next column. Running headers are small
    // type: a repeated line set larger (the name as the page-1 title) is content.
    for (std::size_t k = 0; k < pl.lines.size();) {
      const OutLine& l = pl.lines[k];
      if (l.words.empty() || !at_edge(l, pl.height)) {
        ++k;
        continue;
      }
      std::string joined = Join(l.words);
      double line_size = 0;
      for (const Word& w : l.words) line_size = std::max(line_size, w.size);
      if (line_size <= 1.1 * body && ((pages >= 2 && edge_count[edge_key(joined)] >= 2) || PageNumber(joined))) {
        out.diagnostics.push_back({0, "page " + std::to_string(p + 1) + ": running header/footer removed: " + joined});
        pl.lines.erase(pl.lines.begin() + static_cast<long>(k));
        continue;
      }
      ++k;
    }
    std::map<int, double> column_left;
    for (const OutLine& l : pl.lines) {
      auto it = column_left.find(l.column);
      column_left[l.column] = it == column_left.end() ? l.x0 : std::min(it->second, l.x0);
    }
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
        a.words.back().space_after = b.words.front().space_after;
        b.words.erase(b.words.begin());
      }
    }
    // A line that runs to its column's right edge and is followed closely by a line that
    // does not start a bullet was wrapped: the two are one line of the CV.
    std::map<int, double> column_right;
    for (const OutLine& l : pl.lines) {
      if (l.words.empty() || l.words.back().size > 1.15 * body) continue;  // titles span columns
      double right = l.words.back().x1;
      // Text running on into the next column (a long URL in a sidebar) does not widen this one.
      auto next = column_left.find(l.column + 1);
      if (next != column_left.end() && right > next->second) continue;
      column_right[l.column] = std::max(column_right[l.column], right);
    }
    for (std::size_t k = 0; k + 1 < pl.lines.size();) {
      OutLine& a = pl.lines[k];
      const OutLine& b = pl.lines[k + 1];
      double size = a.words.empty() ? body : a.words.back().size;
      double height = a.words.empty() ? 1.0 : std::max(1.0, a.words.back().y1 - a.words.back().y0);  // one line
      // Wrapped: the next line's first word would not have fitted after this line's last.
      double next_width = b.words.empty() ? 0 : b.words.front().x1 - b.words.front().x0;
      bool full = !a.words.empty() && a.words.back().x1 + 0.5 * size + next_width >= column_right[a.column] - 2;
      bool close = b.y0 - a.y1 < 0.35 * height && b.y0 > a.y0;  // leading, not paragraph space
      std::string first = b.words.empty() ? "" : b.words.front().text;
      // "• github.com/x" under "Leeds • +44 7700 900456 •": a row of fields separated by a
      // glyph wrapped before the glyph, which opens no list item here.
      bool separator = ItemGlyph(first) && SeparatedBy(a.words, first);
      bool bullet = ListMark(first) && !separator;
      // A wrapped line keeps its size and weight: a bold title over a plain organisation is two.
      auto all_bold = [](const std::vector<Word>& ws) {
        return !ws.empty() && std::all_of(ws.begin(), ws.end(), [](const Word& w) { return w.bold; });
      };
      bool same_style = !b.words.empty() && std::abs(b.words.front().size - size) < 0.5 &&
                        all_bold(a.words) == all_bold(b.words);
      // "Leadership: ..." after a wrapped item is a new item: a short label and a colon.
      bool label = false;
      for (std::size_t w = 0; w + 1 < b.words.size() && w < 3 && !label; ++w)  // items follow it
        label = b.words[w].text.size() > 1 && b.words[w].text.back() == ':';
      // A row with a layout gap (a right-aligned date) is not a wrapped paragraph line.
      bool gap = false;
      for (std::size_t w = 1; w < a.words.size(); ++w)
        gap = gap || a.words[w].x0 - a.words[w - 1].x1 > 2.0 * std::max(1.0, a.words[w - 1].size);
      // A wrapped line continues where its text starts: after a bullet glyph, at the text.
      std::string a_first = a.words.empty() ? "" : a.words.front().text;
      bool a_bullet = a.words.size() > 1 && ListMark(a_first);
      double text_left = a_bullet ? a.words[1].x0 : a.x0;
      // (Some writers set a list item's next lines under its marker, not under its text: a
      // line there that goes on in lower case continues the item.)
      bool aligned = std::abs(b.x0 - text_left) <= 3 ||
                     (a_bullet && std::abs(b.x0 - a.x0) <= 3 && !b.words.empty() && StartsLower(b.words.front().text));
      // A paragraph also continues from the foot of one column to the head of the next.
      // Only between columns of one width (newspaper columns): a sidebar's last line does not
      // run on into the main column.
      double wa = column_right[a.column] - column_left[a.column];
      double wb = column_right[b.column] - column_left[b.column];
      bool next_column = b.column == a.column + 1 && std::abs(b.x0 - column_left[b.column]) <= 3 &&
                         b.y0 < a.y0 && std::min(wa, wb) >= 0.75 * std::max(wa, wb);
      bool flows = (a.column == b.column && close && aligned) || next_column;
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
      bool titles = !a_bullet && TitleWords(a.words, false) && TitleWords(b.words, true);
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
      bool drawn_item = !glyph_items && AtLevel(levels[p], a.column, a.x0) && !b.words.empty() &&
                        StartsUpper(b.words.front().text);
      // A row of fields that ends in its separator, or whose next line opens with one, goes on.
      bool row_continues = !a.words.empty() && !b.words.empty() &&
                           (IsBar(a.words.back().text) || (IsBar(b.words.front().text) && HasBar(a.words)));
      bool joins = row_continues || ((full || separator) && !label && !gap && !parallel && !caps && !titles &&
                                     !fields && !dated && !contact_end && !drawn_item);
      if (joins) {
        // "Andrei-" + "Octavian": a compound split at the line end joins without a space.
        // (A dash standing alone, "2018 -" / "2020", keeps its space.)
        const std::string& last_text = a.words.back().text;
        a.words.back().space_after = last_text.back() != '-' || last_text == "-";
        a.words.insert(a.words.end(), b.words.begin(), b.words.end());
        a.y1 = std::max(a.y1, b.y1);
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
    double prev_y1 = -1;
    int prev_column = -1;
    for (const OutLine& l : pl.lines) {
      if (l.words.empty()) continue;
      std::string joined = Join(l.words);
      Line line;
      ParseMarkup(joined, &line);  // bullets and enumeration marks, as in text
      if (line.text.empty()) continue;
      line.number = ++number;
      line.page = static_cast<int>(p) + 1;
      line.x = static_cast<float>(l.x0);
      line.y = static_cast<float>(l.y0);
      line.column = l.column;
      double size = 0;
      bool bold = true;
      for (const Word& w : l.words) {
        size = std::max(size, w.size);
        bold = bold && w.bold;
      }
      line.font_size = static_cast<float>(size);
      line.bold = line.bold || bold;
      if (size >= 1.5 * body) line.heading_level = 1;
      else if (size >= 1.2 * body) line.heading_level = 2;
      line.indent = static_cast<int>((l.x0 - column_left[l.column]) / std::max(1.0, 0.5 * body));
      double height = std::max(1.0, l.y1 - l.y0);
      line.blank_before = (prev_column == l.column && prev_y1 >= 0 && l.y0 - prev_y1 > 0.8 * height) ? 1 : 0;
      if (prev_column != l.column) line.blank_before = 1;
      prev_y1 = l.y1;
      prev_column = l.column;
      out.lines.push_back(std::move(line));
    }
  }
  if (!glyph_items) MarkDrawnBullets(levels, body, &out);
  if (out.lines.empty()) return Status(ErrorCode::kEmpty, "no text in input");
  return out;
}

}  // namespace cvmill::extract
