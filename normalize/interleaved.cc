// A text dump of a page in two columns (pdftotext's reading order) interleaves the columns'
// blocks: an entry of the main column (its date line, its bullets, its prose) read under the
// heading of the sidebar's list section ("Skills", "Interests", "Certificates") that came
// between. Those paragraphs are moved back to the section of dated entries before that list
// section; the list section keeps its own lines (short lines, no dates). First, an entry's title
// set like the headings (in capitals) that opened a section of unknown kind, over an entry's
// lines, joins the section of entries before it. Then: a job's title read as a bare heading
// right before the other column's heading goes to the work whose last date awaits it; an
// education section holding both columns' paragraphs is split by the shape of each column's
// dates; lines moved back keep the document's order; education cards side by side read row by
// row (the dates, then the degrees, then the institutions) are read card by card. Part of the
// heading stage (normalize.cc); runs once the blocks are cut, after the stacked headings are
// shared out (stacked.cc).

#include <algorithm>
#include <cctype>
#include <string>
#include <utility>
#include <string_view>
#include <vector>

#include "common/text.h"
#include "normalize/internal/heading_style.h"
#include "normalize/internal/interleaved.h"
#include "normalize/normalize.h"

namespace cvmill::normalize::internal {

std::vector<std::vector<int>> Paragraphs(const extract::Document& doc, const std::vector<int>& lines) {
  std::vector<std::vector<int>> paras;
  for (std::size_t j = 0; j < lines.size(); ++j) {
    const int i = lines[j];
    if (j == 0 || doc.lines[static_cast<std::size_t>(i)].blank_before > 0 || i != lines[j - 1] + 1) paras.emplace_back();
    paras.back().push_back(i);
  }
  return paras;
}

namespace {

enum class Kind {
  kDated,      // a line that is a date range: an entry's
  kSentences,  // sentences: prose, bullets of five words or more that are no list
  kList,       // a list's lines: short, or a label and its items ("Tools: Excel, Sage")
  kShort,      // one short line, no dates (a title, a group's name)
};

bool ListSection(Section s) { return s == Section::kSkills || s == Section::kLanguages || s == Section::kInterests; }

// The blocks not marked gone, in their order.
void DropGone(const std::vector<bool>& gone, std::vector<Block>* blocks) {
  std::vector<Block>& bs = *blocks;
  std::size_t w = 0;
  for (std::size_t k = 0; k < bs.size(); ++k) {
    if (!gone[k]) {
      if (w != k) bs[w] = std::move(bs[k]);
      ++w;
    }
  }
  bs.resize(w);
}

bool EntrySection(Section s) {
  return s == Section::kWork || s == Section::kEducation || s == Section::kVolunteer || s == Section::kProjects;
}

// Tokens apart by spaces, marks alone counted ("| Jan 2020 - Present" is five; text::WordCount,
// which counts runs of letters and digits, says three, and moved 13 documents when tried).
int Words(std::string_view t) {
  int n = 0;
  for (std::string_view w : text::Split(t, ' ')) n += !w.empty();
  return n;
}

// A date range standing as the line, or nearly ("| Jan 2020 - Present"): both ends, or an
// ongoing one (a single year may be a list's: a certificate's, a language's).
bool RangeLine(std::string_view t, const Rules& rules, int max_words = 7) {
  // (A range states a year: a line without a digit is none, and needs no date rule's look.)
  if (!text::HasDigit(t) || Words(t) > max_words) return false;
  for (const DateRange& r : FindDates(t, rules)) {
    if (r.ongoing || r.end.year > 0) return true;
  }
  return false;
}

// A list's line: a few words, or items after a label or apart by commas; no dates, no sentence.
bool ListLine(std::string_view t, int words, const Rules& rules) {
  if (text::EndsSentence(t) || !FindDates(t, rules).empty()) return false;
  if (words <= 4) return true;
  const std::size_t colon = t.find(':');
  return (colon != std::string_view::npos && colon < 40) || std::count(t.begin(), t.end(), ',') >= 2;
}

Kind Classify(const extract::Document& doc, const Rules& rules, const std::vector<int>& para) {
  int list = 0;
  for (int i : para) {
    const std::string_view t = doc.lines[static_cast<std::size_t>(i)].text;
    if (RangeLine(t, rules)) return Kind::kDated;
    list += ListLine(t, Words(t), rules);
  }
  if (list < static_cast<int>(para.size())) return Kind::kSentences;
  return para.size() == 1 && Words(doc.lines[static_cast<std::size_t>(para[0])].text) <= 4 ? Kind::kShort : Kind::kList;
}

// Whether the lines read under a heading are an entry's: a date range, bullets of sentences,
// or prose.
bool EntryLike(const extract::Document& doc, const Rules& rules, const std::vector<int>& lines) {
  for (const std::vector<int>& para : Paragraphs(doc, lines)) {
    if (Kind k = Classify(doc, rules, para); k == Kind::kDated || k == Kind::kSentences) return true;
  }
  return false;
}

// An entry's title set like the document's headings ("HEAD BAKER" where the
// headings are set in capitals) opens a section of unknown kind; when what it holds is an
// entry's and a section of dated entries came before, it is a line of that section: the
// heading and its lines join it (a section of unknown kind that holds a list in between, a
// skill group's name and its skills, stays apart).
void FoldEntryTitles(const extract::Document& doc, const Rules& rules, std::vector<Block>* blocks) {
  std::vector<Block>& bs = *blocks;
  std::vector<bool> gone(bs.size(), false);
  for (std::size_t k = 2; k < bs.size(); ++k) {
    Block& b = bs[k];
    if (b.section != Section::kNone || b.rule != "typography" || b.heading_line < 0 || b.lines.empty()) continue;
    // (Capitals set it apart, not a markdown level: "## Formação acadêmica" is a heading
    // the rules do not know.)
    const extract::Line& h = doc.lines[static_cast<std::size_t>(b.heading_line)];
    if (h.heading_level > 0 || !AllCaps(h.text) || !EntryLike(doc, rules, b.lines)) continue;
    // (Not a section's heading the rules do not know, "SIDE VENTURES", over an entry's header
    // and its date line; a title has job-title words, or its entry's text under it.)
    if (b.lines.size() >= 2 && b.lines[1] == b.lines[0] + 1 &&
        doc.lines[static_cast<std::size_t>(b.lines[1])].blank_before == 0 && !HasJobTitle(h.text, rules)) {
      const std::string_view first = doc.lines[static_cast<std::size_t>(b.lines[0])].text;
      if (!RangeLine(first, rules) && RangeLine(doc.lines[static_cast<std::size_t>(b.lines[1])].text, rules)) continue;
    }
    std::size_t to = k;
    while (to > 1 && (gone[to - 1] || (bs[to - 1].section == Section::kNone && bs[to - 1].rule == "typography"))) --to;
    if (to > 1 && (ListSection(bs[to - 1].section) || bs[to - 1].section == Section::kEducation) &&
        HasJobTitle(h.text, rules)) {
      // (A job's title past the sidebar's sections read between, lists and degrees: the
      // work before them.)
      std::size_t w = to;
      while (w > 1 && (gone[w - 1] || ListSection(bs[w - 1].section) || bs[w - 1].section == Section::kEducation ||
                       (bs[w - 1].section == Section::kNone && bs[w - 1].rule == "typography")))
        --w;
      if (w > 1 && bs[w - 1].section == Section::kWork) to = w;
    }
    if (to <= 1 || !EntrySection(bs[to - 1].section) || bs[to - 1].heading_line < 0) continue;
    Block& dest = bs[to - 1];
    // (Below it in the source too: not a heading of another column that a -layout dump's
    // split set after it.)
    if (doc.lines[static_cast<std::size_t>(dest.heading_line)].number >= h.number) continue;
    dest.lines.push_back(b.heading_line);
    if (b.heading_tail >= 0) dest.lines.push_back(b.heading_tail);
    dest.lines.insert(dest.lines.end(), b.lines.begin(), b.lines.end());
    gone[k] = true;
  }
  DropGone(gone, &bs);
}

// The shape of a date range's start as written: runs of letters "a", of digits "9", marks as
// they are, spaces dropped ("| Jan 2019" -> "|a9", "2009" -> "9", "01/2020" -> "9/9"). A
// template writes all its entries' dates alike; two sections' dates set by two columns need not.
std::string StartShape(std::string_view t) {
  std::string shape;
  std::size_t i = 0;
  t = text::Trim(t);
  while (i < t.size()) {
    const unsigned char c = static_cast<unsigned char>(t[i]);
    if (c == ' ') {
      ++i;
      continue;
    }
    if (c == '-' || (c == 0xE2 && i + 2 < t.size() && static_cast<unsigned char>(t[i + 1]) == 0x80)) break;  // - – —
    if (c >= '0' && c <= '9') {
      while (i < t.size() && t[i] >= '0' && t[i] <= '9') ++i;
      shape += '9';
    } else if (c >= 0x80 || std::isalpha(c)) {
      while (i < t.size() && (static_cast<unsigned char>(t[i]) >= 0x80 || std::isalpha(static_cast<unsigned char>(t[i])))) ++i;
      shape += 'a';
    } else {
      shape += static_cast<char>(c);
      ++i;
    }
  }
  return shape;
}

bool HasDegree(const extract::Document& doc, const Rules& rules, const std::vector<int>& para) {
  return std::any_of(para.begin(), para.end(),
                     [&](int i) { return MatchDegree(doc.lines[static_cast<std::size_t>(i)].text, rules).has_value(); });
}

// An education section read after a section of dated entries (work), holding paragraphs of
// that section's entries: a date range written as the work's dates are, with the lines that go
// with it (the employer, prose, bullets; the title right before it), no degree among them,
// while the education's own entries (a degree) are undated or dated otherwise. A text dump of
// two columns reads the sidebar's "Education" heading between two jobs; those paragraphs go
// back to the work.
void RehomeEntriesUnderEducation(const extract::Document& doc, const Rules& rules, std::vector<Block>* blocks) {
  auto& bs = *blocks;
  for (std::size_t k = 2; k < bs.size(); ++k) {
    Block& edu = bs[k];
    if (edu.section != Section::kEducation || edu.lines.empty() || edu.container || edu.heading_line < 0) continue;
    // The work section read before it, past the sidebar's list sections between.
    std::size_t w = k - 1;
    while (w > 1 && (ListSection(bs[w].section) || bs[w].lines.empty())) --w;
    const Block& prev = bs[w];
    if (prev.section != Section::kWork || prev.container || prev.heading_line < 0) continue;
    std::vector<std::string> work_shapes;
    for (int i : prev.lines) {
      const std::string_view t = doc.lines[static_cast<std::size_t>(i)].text;
      if (RangeLine(t, rules)) work_shapes.push_back(StartShape(t));
    }
    if (work_shapes.empty()) continue;
    const std::vector<std::vector<int>> paras = Paragraphs(doc, edu.lines);
    const std::size_t n = paras.size();
    std::vector<Kind> kinds;
    std::vector<bool> degree;
    std::vector<std::string> shape(n);
    for (std::size_t j = 0; j < n; ++j) {
      kinds.push_back(Classify(doc, rules, paras[j]));
      degree.push_back(HasDegree(doc, rules, paras[j]));
      if (kinds[j] != Kind::kDated) continue;
      for (int i : paras[j]) {
        const std::string_view t = doc.lines[static_cast<std::size_t>(i)].text;
        if (RangeLine(t, rules)) {
          shape[j] = StartShape(t);
          break;
        }
      }
    }
    // The education's own dates (a dated paragraph with a degree, or right before or after one)
    // written as the work's are: the two sections' dates cannot be told apart.
    bool own_alike = false, any_degree = false;
    for (std::size_t j = 0; j < n; ++j) {
      any_degree = any_degree || degree[j];
      if (kinds[j] != Kind::kDated) continue;
      const bool near = degree[j] || (j > 0 && degree[j - 1]) || (j + 1 < n && degree[j + 1]);
      if (near && std::find(work_shapes.begin(), work_shapes.end(), shape[j]) != work_shapes.end()) own_alike = true;
    }
    // An entry's title: a line of its own, no sentence.
    auto title = [&](std::size_t j) {
      if (paras[j].size() != 1 || kinds[j] == Kind::kDated) return false;
      const std::string_view t = doc.lines[static_cast<std::size_t>(paras[j][0])].text;
      return Words(t) <= 8 && !text::EndsSentence(t);
    };
    // (Read right under the heading: the heading stands between a job's title and its date,
    // and the section opens with the job's date. An education entry that opens with its
    // institution and sets its date apart further down is the education's own.)
    if (own_alike || !any_degree || n < 2 || degree[0]) continue;
    const std::size_t opening = title(0) ? 1 : 0;  // the job's title may come first
    if (kinds[opening] != Kind::kDated || degree[opening]) continue;
    std::vector<bool> move(n, false);
    for (std::size_t j = 0; j < n; ++j) {
      if (kinds[j] != Kind::kDated || degree[j] ||
          std::find(work_shapes.begin(), work_shapes.end(), shape[j]) == work_shapes.end())
        continue;
      std::vector<std::size_t> group{j};
      for (std::size_t f = j + 1; f < n && !degree[f] && kinds[f] != Kind::kDated && kinds[f] != Kind::kList; ++f) {
        // (A short line right before the next date is that entry's title.)
        if (title(f) && f + 1 < n && kinds[f + 1] == Kind::kDated) break;
        group.push_back(f);
      }
      if (j > 0 && !move[j - 1] && !degree[j - 1] && title(j - 1)) group.push_back(j - 1);
      if (group.size() < 2) continue;  // a date alone: not an entry told apart
      if (j == opening) {
        // The opening one shows the job: its prose (a paragraph of sentences) after the date.
        // (A title-like line and a date over a degree are the education's own entry.)
        const bool prose = std::any_of(group.begin(), group.end(), [&](std::size_t g) {
          return g > j && kinds[g] == Kind::kSentences && !title(g);
        });
        if (!prose) break;
      }
      for (std::size_t g : group) move[g] = true;
    }
    std::vector<int> keep, moved;
    for (std::size_t j = 0; j < n; ++j) {
      std::vector<int>& to = move[j] ? moved : keep;
      to.insert(to.end(), paras[j].begin(), paras[j].end());
    }
    if (moved.empty()) continue;
    Block& dest = bs[w];
    dest.lines.insert(dest.lines.end(), moved.begin(), moved.end());
    std::sort(dest.lines.begin(), dest.lines.end());
    edu.lines = std::move(keep);
  }
}

// An education section that holds two columns' paragraphs read in turn (a sidebar's degrees
// beside the main column's jobs, the "Experience" heading read right before "Education"), told
// apart by how each column writes its dates: a date range's shape is the education's where
// its paragraph names a degree or an institution, the work's where its paragraph has a job's
// title or prose, or where the work section before has it. Where both shapes are attested and
// none is both, each paragraph goes by its date's shape; one without a date goes to the work
// when it holds prose or is a job's title alone, to the education otherwise (a degree, its
// wrapped lines, its courses, the institution).
void SplitDatedStreams(const extract::Document& doc, const Rules& rules, std::vector<Block>* blocks) {
  auto& bs = *blocks;
  constexpr int kRunOnWords = 10;  // (a date line may run on: "| Jan 2015 - Jan 2019 (4 years)")
  auto T = [&](int i) -> std::string_view { return doc.lines[static_cast<std::size_t>(i)].text; };
  for (std::size_t k = 2; k < bs.size(); ++k) {
    Block& edu = bs[k];
    if (edu.section != Section::kEducation || edu.lines.empty() || edu.container || edu.heading_line < 0) continue;
    std::size_t w = k - 1;
    while (w > 1 && ListSection(bs[w].section)) --w;
    if (bs[w].section != Section::kWork || bs[w].container || bs[w].heading_line < 0) continue;
    std::vector<std::string> work_shapes, edu_shapes;
    auto add = [](std::vector<std::string>* v, const std::string& sh) {
      if (std::find(v->begin(), v->end(), sh) == v->end()) v->push_back(sh);
    };
    for (int i : bs[w].lines) {
      if (RangeLine(T(i), rules, kRunOnWords) && StartShape(T(i)).find('9') != std::string::npos)
        add(&work_shapes, StartShape(T(i)));
    }
    const std::vector<std::vector<int>> paras = Paragraphs(doc, edu.lines);
    const std::size_t n = paras.size();
    std::vector<std::string> shape(n);
    std::vector<bool> prose(n, false), title(n, false), school(n, false);
    for (std::size_t j = 0; j < n; ++j) {
      const Kind kind = Classify(doc, rules, paras[j]);
      prose[j] = kind == Kind::kSentences;
      for (int i : paras[j]) {
        const std::string_view t = T(i);
        // (The shape of a line that opens with its date: "Engineer, Acme 2019 - 2021" says
        // nothing of how dates are written.)
        if (shape[j].empty() && RangeLine(t, rules, kRunOnWords) && StartShape(t).find('9') != std::string::npos)
          shape[j] = StartShape(t);
        else if (MatchDegree(t, rules) || (HasOrgWord(t, rules) && !HasJobTitle(t, rules))) school[j] = true;
        else if (HasJobTitle(t, rules) && Words(t) <= 8 && !text::EndsSentence(t)) title[j] = true;
      }
      if (shape[j].empty()) continue;
      const bool work_like = prose[j] || title[j];
      if (work_like && !school[j]) add(&work_shapes, shape[j]);
      if (school[j] && !work_like) add(&edu_shapes, shape[j]);
    }
    if (work_shapes.empty() || edu_shapes.empty()) continue;
    bool clash = false;
    for (const std::string& sh : edu_shapes)
      clash = clash || std::find(work_shapes.begin(), work_shapes.end(), sh) != work_shapes.end();
    // (And the work's dates among the education's paragraphs: shapes that differ alone, jobs by
    // the month and degrees by the year, are one column's habit.)
    // (A job's paragraph among them, its title or prose with such a date, says so.)
    bool interleaved = false;
    for (std::size_t j = 0; j < n; ++j)
      interleaved = interleaved || ((prose[j] || title[j]) && !school[j] && !shape[j].empty() &&
                                    std::find(work_shapes.begin(), work_shapes.end(), shape[j]) != work_shapes.end());
    if (clash || !interleaved) continue;
    std::vector<int> keep, moved;
    for (std::size_t j = 0; j < n; ++j) {
      bool to_work;
      if (!shape[j].empty()) {
        to_work = std::find(work_shapes.begin(), work_shapes.end(), shape[j]) != work_shapes.end();
      } else {
        to_work = !school[j] && (prose[j] || (title[j] && paras[j].size() == 1));
      }
      std::vector<int>& to = to_work ? moved : keep;
      to.insert(to.end(), paras[j].begin(), paras[j].end());
    }
    if (moved.empty() || keep.empty()) continue;
    Block& dest = bs[w];
    dest.lines.insert(dest.lines.end(), moved.begin(), moved.end());
    std::sort(dest.lines.begin(), dest.lines.end());
    edu.lines = std::move(keep);
  }
}

// A paragraph of an education entry read inside a section of dated entries (a sidebar's
// degree among the jobs): a degree line and a date range written otherwise than the section's
// own dates ("2009 - 2012" among "| Jan 2020 - Present"), no prose. The dates outside the
// education are voted: the shape most ranges share, twice at least, and the paragraph's rarer.
// Such paragraphs go to the education section (there must be one).
// (A job's date line may run on: "| Jan 2015 - Jan 2019 (4 years)".)
constexpr int kDatedWords = 10;

void RehomeDegreesAmongJobs(const extract::Document& doc, const Rules& rules, std::vector<Block>* blocks) {
  auto& bs = *blocks;
  std::size_t edu = 0;
  for (std::size_t k = 1; k < bs.size() && edu == 0; ++k) {
    if (bs[k].section == Section::kEducation && !bs[k].container && bs[k].heading_line >= 0) edu = k;
  }
  if (edu == 0) return;
  // The document's dates voted outside its education: the jobs' shape.
  std::vector<std::pair<std::string, int>> shapes;  // shape, count
  auto count = [&](const std::string& sh) -> int& {
    for (auto& p : shapes) {
      if (p.first == sh) return p.second;
    }
    shapes.emplace_back(sh, 0);
    return shapes.back().second;
  };
  for (std::size_t k = 1; k < bs.size(); ++k) {
    if (bs[k].section == Section::kEducation) continue;
    for (int i : bs[k].lines) {
      const std::string_view t = doc.lines[static_cast<std::size_t>(i)].text;
      if (RangeLine(t, rules, kDatedWords)) ++count(StartShape(t));
    }
  }
  std::string top;
  int top_n = 0;
  for (const auto& p : shapes) {
    if (p.second > top_n) {
      top = p.first;
      top_n = p.second;
    }
  }
  if (top_n < 2) return;
  std::vector<int> taken;
  for (std::size_t k = 1; k < bs.size(); ++k) {
    Block& b = bs[k];
    if ((b.section != Section::kWork && b.section != Section::kVolunteer) || b.container || b.lines.empty()) continue;
    std::vector<int> kept;
    for (const std::vector<int>& para : Paragraphs(doc, b.lines)) {
      int ranges = 0;
      bool odd = false, prose = false;
      for (int i : para) {
        const std::string_view t = doc.lines[static_cast<std::size_t>(i)].text;
        if (RangeLine(t, rules, kDatedWords)) {
          ++ranges;
          const std::string sh = StartShape(t);
          odd = sh != top && count(sh) < top_n;
        } else if (text::EndsSentence(t) || Words(t) > 12) {
          prose = true;
        }
      }
      const bool move = ranges == 1 && odd && !prose && para.size() >= 2 && HasDegree(doc, rules, para);
      std::vector<int>& to = move ? taken : kept;
      to.insert(to.end(), para.begin(), para.end());
    }
    b.lines = std::move(kept);
  }
  if (taken.empty()) return;
  std::vector<int>& dest = bs[edu].lines;
  dest.insert(dest.end(), taken.begin(), taken.end());
  std::sort(dest.begin(), dest.end());
}

// An education read as two columns one after the other (a page that sets each entry's
// institution beside its date and degree): n institutions, one a line, then n entries each
// opened by its date range over its degree. The k-th institution goes before the k-th entry.
// An institution's line: no date, degree, sentence or address; the run's lines have an
// organisation's word among them.
void PairInstitutionColumn(const extract::Document& doc, const Rules& rules, std::vector<Block>* blocks) {
  auto T = [&](int i) -> std::string_view { return doc.lines[static_cast<std::size_t>(i)].text; };
  for (Block& b : *blocks) {
    if (b.section != Section::kEducation || b.container || b.lines.size() < 6) continue;
    std::size_t n = 0;
    bool org = false;
    for (; n < b.lines.size(); ++n) {
      const std::string_view t = T(b.lines[n]);
      if (!FindDates(t, rules).empty() || MatchDegree(t, rules) || Words(t) > 8 || text::EndsSentence(t) ||
          t.find_first_of("@:") != std::string_view::npos || doc.lines[static_cast<std::size_t>(b.lines[n])].bullet)
        break;
      // (A name wrapped over two lines is one institution: "University of Science and" /
      // "Technology"; its first line ends in a small word in lower case.)
      const std::string_view trimmed = text::Trim(t);
      const std::size_t space = trimmed.find_last_of(' ');
      const std::string_view last = space == std::string_view::npos ? trimmed : trimmed.substr(space + 1);
      if (!last.empty() && std::islower(static_cast<unsigned char>(last.front()))) {
        n = 0;
        break;
      }
      org = org || HasOrgWord(t, rules);
    }
    if (n < 2 || !org || n >= b.lines.size() || !RangeLine(T(b.lines[n]), rules)) continue;
    // The entries: each from a date range line to the next; its degree right under its date.
    std::vector<std::size_t> starts;
    for (std::size_t j = n; j < b.lines.size(); ++j) {
      if (RangeLine(T(b.lines[j]), rules)) starts.push_back(j);
    }
    if (starts.size() != n) continue;
    bool degrees = true;
    for (std::size_t s : starts) {
      degrees = degrees && s + 1 < b.lines.size() && MatchDegree(T(b.lines[s + 1]), rules).has_value();
    }
    if (!degrees) continue;
    std::vector<int> lines;
    lines.reserve(b.lines.size());
    for (std::size_t k = 0; k < n; ++k) {
      lines.push_back(b.lines[k]);
      const std::size_t end = k + 1 < n ? starts[k + 1] : b.lines.size();
      lines.insert(lines.end(), b.lines.begin() + static_cast<std::ptrdiff_t>(starts[k]),
                   b.lines.begin() + static_cast<std::ptrdiff_t>(end));
    }
    b.lines = std::move(lines);
  }
}


// A job's title in capitals read as a heading no rule knows, with nothing under it (the
// other column's heading came next), where the work section before it (past the other
// column's list sections) ends with a date line: entries there open with their date, and the
// title is the last entry's. It goes back to the work, in the document's order.
void FoldBareTitles(const extract::Document& doc, const Rules& rules, std::vector<Block>* blocks) {
  auto& bs = *blocks;
  std::vector<bool> gone(bs.size(), false);
  for (std::size_t k = 2; k < bs.size(); ++k) {
    const Block& b = bs[k];
    if (b.section != Section::kNone || b.rule != "typography" || b.heading_line < 0 || !b.lines.empty() ||
        b.heading_tail >= 0)
      continue;
    const extract::Line& h = doc.lines[static_cast<std::size_t>(b.heading_line)];
    if (h.heading_level > 0 || !AllCaps(h.text) || !HasJobTitle(h.text, rules)) continue;
    // (Past the other column's lists: list sections, and groups under a name read as a
    // heading, no date among their lines.)
    auto undated_list = [&](const Block& x) {
      return (ListSection(x.section) || (x.section == Section::kNone && x.rule == "typography")) &&
             std::none_of(x.lines.begin(), x.lines.end(),
                          [&](int i) { return RangeLine(doc.lines[static_cast<std::size_t>(i)].text, rules); });
    };
    std::size_t w = k;
    while (w > 1 && (gone[w - 1] || undated_list(bs[w - 1]))) --w;
    if (w <= 1 || bs[w - 1].section != Section::kWork || bs[w - 1].container || bs[w - 1].lines.empty()) continue;
    Block& dest = bs[w - 1];
    const int last = *std::max_element(dest.lines.begin(), dest.lines.end());
    if (last > b.heading_line || !RangeLine(doc.lines[static_cast<std::size_t>(last)].text, rules)) continue;
    dest.lines.push_back(b.heading_line);
    gone[k] = true;
  }
  DropGone(gone, &bs);
}

// An education set as cards side by side (a date, a degree, the institution and a note in
// each), read by a text dump row by row: n dates, one a paragraph, then the cards' degrees, then
// their institutions, each paragraph one card's. The k-th date, degree and institution are the
// k-th card's, a note the card's of the paragraph before it; where every card gets its degree
// and no more than n institutions come, the cards are read one after the other. The run ends at
// the next date (the next row of cards, read as it stands).
void PairCardRows(const extract::Document& doc, const Rules& rules, std::vector<Block>* blocks) {
  auto T = [&](int i) -> std::string_view { return doc.lines[static_cast<std::size_t>(i)].text; };
  auto date_only = [&](const std::vector<int>& para) {
    return para.size() == 1 && Words(T(para[0])) <= 6 && !FindDates(T(para[0]), rules).empty() &&
           !MatchDegree(T(para[0]), rules);
  };
  for (Block& b : *blocks) {
    if (b.section != Section::kEducation || b.container || b.lines.size() < 6) continue;
    const std::vector<std::vector<int>> paras = Paragraphs(doc, b.lines);
    std::size_t n = 0;
    while (n < paras.size() && date_only(paras[n])) ++n;
    if (n < 2 || n > 4) continue;
    std::vector<int> card(paras.size(), -1);
    std::size_t degrees = 0, schools = 0, end = n;
    bool ok = true;
    for (; end < paras.size(); ++end) {
      const std::vector<int>& p = paras[end];
      if (date_only(p) || std::any_of(p.begin(), p.end(), [&](int i) { return RangeLine(T(i), rules); })) break;
      if (MatchDegree(T(p.front()), rules)) {
        if (degrees == n || schools > 0) {
          ok = false;
          break;
        }
        card[end] = static_cast<int>(degrees++);
      } else if (degrees == n && HasOrgWord(T(p.front()), rules) && schools < n) {
        card[end] = static_cast<int>(schools++);
      } else if (card[end - 1] >= 0 && end - 1 >= n) {
        card[end] = card[end - 1];  // (a note: the card's of the paragraph before)
      } else {
        ok = false;
        break;
      }
    }
    if (!ok || degrees != n || schools == 0) continue;
    std::vector<int> lines;
    lines.reserve(b.lines.size());
    for (std::size_t k = 0; k < n; ++k) {
      lines.insert(lines.end(), paras[k].begin(), paras[k].end());
      for (std::size_t j = n; j < end; ++j) {
        if (card[j] == static_cast<int>(k)) lines.insert(lines.end(), paras[j].begin(), paras[j].end());
      }
    }
    for (std::size_t j = end; j < paras.size(); ++j) lines.insert(lines.end(), paras[j].begin(), paras[j].end());
    b.lines = std::move(lines);
  }
}

}  // namespace

void RehomeInterleavedEntries(const extract::Document& doc, const Rules& rules, Normalized* out) {
  if (doc.format != extract::Format::kText) return;
  auto& blocks = out->blocks;
  FoldEntryTitles(doc, rules, &blocks);
  for (std::size_t k = 2; k < blocks.size(); ++k) {
    Block& list = blocks[k];
    // (A sidebar's certificates are a list too: names, a single date at most; a date range is
    // an entry's.)
    if (!(ListSection(list.section) || list.section == Section::kCertificates) || list.lines.empty() ||
        list.container || list.heading_line < 0)
      continue;
    // The section of dated entries read before it: one that has a date range, or whose
    // entries were read elsewhere (a title, two lines at most); not a section of entries with
    // no dates ("Software" read as a projects heading in the sidebar).
    std::size_t to = k;
    auto dated = [&](const Block& b) {
      if (b.lines.size() <= 2) return true;
      return std::any_of(b.lines.begin(), b.lines.end(),
                         [&](int i) { return RangeLine(doc.lines[static_cast<std::size_t>(i)].text, rules); });
    };
    while (to > 1 && !(EntrySection(blocks[to - 1].section) && dated(blocks[to - 1]))) --to;
    if (to <= 1) continue;
    Block& dest = blocks[to - 1];
    const std::vector<std::vector<int>> paras = Paragraphs(doc, list.lines);
    // (Read in the source's order, after the heading: where a -layout dump's columns were
    // split apart, lines of another column that follow the list in the document stand above its
    // heading in the source, and are that column's, not an interleaved entry.)
    const int heading_number = doc.lines[static_cast<std::size_t>(list.heading_line)].number;
    std::vector<Kind> kinds;
    for (const auto& p : paras) {
      const bool after = doc.lines[static_cast<std::size_t>(p.front())].number > heading_number;
      kinds.push_back(after ? Classify(doc, rules, p) : Kind::kList);
    }
    const std::size_t n = paras.size();
    std::vector<bool> move(n, false);
    // A list's group name: a short line right before the list's lines.
    auto group_name = [&](std::size_t j) { return kinds[j] == Kind::kShort && j + 1 < n && kinds[j + 1] == Kind::kList; };
    auto goes_with = [&](std::size_t j) {
      return kinds[j] != Kind::kList && !group_name(j);
    };
    for (std::size_t j = 0; j < n; ++j) {
      if (kinds[j] != Kind::kDated) continue;
      std::vector<std::size_t> group{j};
      for (std::size_t b = j; b > 0 && goes_with(b - 1) && !move[b - 1]; --b) group.push_back(b - 1);
      for (std::size_t f = j + 1; f < n && goes_with(f) && !move[f]; ++f) group.push_back(f);
      // (Under certificates, a date range alone is no entry told apart: a degree's, say, whose
      // courses the sidebar's list holds.)
      std::size_t lines = 0;
      for (std::size_t g : group) lines += paras[g].size();
      if (list.section == Section::kCertificates && lines < 2) continue;
      for (std::size_t g : group) move[g] = true;
    }
    std::vector<int> keep;
    bool moved = false;
    for (std::size_t j = 0; j < n; ++j) {
      for (int i : paras[j]) {
        if (move[j]) {
          dest.lines.push_back(i);
          moved = true;
        } else {
          keep.push_back(i);
        }
      }
    }
    if (moved) {
      list.lines = std::move(keep);
      // (In the document's order: a section of entries may already hold lines read after
      // the list, an entry's title folded back into it.)
      std::sort(dest.lines.begin(), dest.lines.end());
    }
  }
  FoldBareTitles(doc, rules, &blocks);
  SplitDatedStreams(doc, rules, &blocks);
  RehomeEntriesUnderEducation(doc, rules, &blocks);
  RehomeDegreesAmongJobs(doc, rules, &blocks);
  PairInstitutionColumn(doc, rules, &blocks);
  PairCardRows(doc, rules, &blocks);
}

}  // namespace cvmill::normalize::internal
