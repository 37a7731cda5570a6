// Publications (title, venue, date, link; authors kept as fragments) in the citation styles
// cvmill knows: a section of entries read slot by slot, or a list of citations read whole
// (citations.cc says where a wrapped citation goes on).
#include <re2/re2.h>

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

namespace {

// Whether an author list ("A. Name, B. Name and C. Name") starts at `from`; its end.
// Letters are Latin ranges, not \p{L}: the pattern is tried at many positions of a line
// and the small classes keep it fast (author lists in other scripts are not split off).
bool AuthorList(std::string_view t, std::size_t from, std::size_t* end) {
  // NAME: 2-4 words, each a capitalised word or initials ("A.-O."), particles allowed;
  // a list is NAME followed by ", NAME", ", and NAME" or " and NAME" at least once.
  static const RE2 re = [] {
    const std::string upper = "[A-Z\\x{C0}-\\x{DE}\\x{100}-\\x{17F}]";
    const std::string word = "(?:" + upper + "\\.(?:-?" + upper + "\\.)*|" + upper +
                             "[A-Za-z\\x{C0}-\\x{24F}'\u2019\\-]*)";
    const std::string name = word + "(?:\\s+(?:" + word + "|van|von|der|den|de|di|da|del|la|le)){1,3}";
    return RE2("^(" + name + ")((?:(?:,\\s*(?:and\\s+|&\\s+)?|\\s+(?:and|&)\\s+)" + name + ")+)");
  }();
  // Names written surname first, as a reference list writes them ("Roe, J." or "Roe, J. A.,
  // & Poe, K."): one is a list; its end is before the last initial's full stop.
  static const RE2 inverted = [] {
    const std::string upper = "[A-Z\\x{C0}-\\x{DE}\\x{100}-\\x{17F}]";
    const std::string surname = upper + "[a-z\\x{DF}-\\x{24F}'\u2019\\-]+(?:\\s+" + upper + "[a-z\\x{DF}-\\x{24F}'\u2019\\-]+)?";
    const std::string name = surname + ",\\s+" + upper + "(?:\\.\\s?-?" + upper + ")*";
    return RE2("^(" + name + "(?:\\.,?\\s+(?:&\\s+|and\\s+)?" + name + ")*)\\.(?:\\s|$)");
  }();
  re2::StringPiece whole;
  std::string_view s = t.substr(from);
  const re2::StringPiece sp(s.data(), s.size());
  if (re.Match(sp, 0, s.size(), RE2::ANCHOR_START, &whole, 1)) {
    *end = from + whole.size();
    return true;
  }
  re2::StringPiece names;
  if (!RE2::PartialMatch(sp, inverted, &names)) return false;
  *end = from + names.size();
  return true;
}

int Tokens(std::string_view name) { return static_cast<int>(text::Split(text::CollapseSpace(name), ' ').size()); }

// Where an author list starts inside "Title words First Last, First Last. Venue".
std::optional<std::pair<std::size_t, std::size_t>> FindAuthors(std::string_view t) {
  std::size_t last_comma = t.rfind(',');
  if (last_comma == std::string_view::npos) return std::nullopt;
  for (std::size_t p = 0; p < last_comma; ++p) {
    if (p > 0 && t[p - 1] != ' ') continue;
    auto c = static_cast<unsigned char>(t[p]);
    if (!((c >= 'A' && c <= 'Z') || c >= 0xC0)) continue;  // a name starts with a capital
    std::size_t end = 0;
    if (!AuthorList(t, p, &end)) continue;
    // Names in the list mostly have the same number of words; a first "name" with more
    // has swallowed the title's last words.
    std::vector<std::string> names = SplitTopLevel(t.substr(p, end - p), ",");
    std::map<int, int> counts;
    for (std::size_t k = 1; k < names.size(); ++k) {
      std::string n = names[k];
      if (text::StartsWith(n, "and ")) n = n.substr(4);
      ++counts[Tokens(n)];
    }
    int mode = 2, best = 0;
    for (auto [tok, n] : counts) {
      if (n > best) best = n, mode = tok;
    }
    int extra = Tokens(names.front()) - mode;
    std::size_t start = p;
    for (int k = 0; k < extra; ++k) start = t.find(' ', start) + 1;
    return std::make_pair(start, end);
  }
  return std::nullopt;
}

std::string ShortVenue(std::string_view venue, std::string_view context) {
  // "in SOSP '24" / "(OSDI 20)": an acronym with a year names the venue.
  static const RE2 with_year("(?:^|[\\s(])([A-Z\\x{C0}-\\x{DE}\\x{100}-\\x{17F}][A-Za-z\\x{C0}-\\x{24F}]*[A-Z\\x{C0}-\\x{DE}\\x{100}-\\x{17F}][A-Za-z\\x{C0}-\\x{24F}]*)\\s+(?:'|\u2019)?\\d{2}(?:\\d{2})?(?:\\)|[\\s.,;]|$)");
  std::string acr;
  if (RE2::PartialMatch(re2::StringPiece(venue.data(), venue.size()), with_year, &acr)) return acr;
  if (RE2::PartialMatch(re2::StringPiece(context.data(), context.size()), with_year, &acr)) return acr;
  return Clean(venue);
}

}  // namespace

namespace {

// A citation that states its year in brackets or first: "Name, A. (2020). Title. Venue.",
// "(2023). Title. In Venue.", "2021. Title. Venue.".
bool YearCited(std::string_view t) {
  static const RE2 cited("(?:^\\(?(?:19|20)\\d\\d\\)?\\.\\s)|(?:\\((?:19|20)\\d\\d[a-z]?(?:,[^)]*)?\\)\\.?\\s)");
  return RE2::PartialMatch(re2::StringPiece(t.data(), t.size()), cited);
}

// Where the first sentence of t from `from` ends: a full stop before a space and a capital,
// not after an initial ("J. Roe"); npos when none.
std::size_t SentenceStop(std::string_view t, std::size_t from = 0) {
  for (std::size_t p = t.find(". ", from); p != std::string_view::npos; p = t.find(". ", p + 1)) {
    const std::size_t w = t.rfind(' ', p);
    const std::size_t word = w == std::string_view::npos ? 0 : w + 1;
    if (p + 2 >= t.size() || !StartsUpperWord(t.substr(p + 2))) continue;
    if (p == from) return p;  // the date's own full stop
    if (p - word <= 3) continue;  // an initial, an abbreviation ("J.", "Dr.", "Vol.")
    return p;
  }
  return std::string_view::npos;
}

}  // namespace

void Builder::Publications(const nz::Block& b) {
  // Entries of several units (a title over its venue, date, link and summary) are read slot
  // by slot; a section of one-unit entries is a list of citations, read as before.
  // A line naming authors or quoting a title marks a list of citations: read as citations.
  // (A line led by authors or quoting a title says so before the entries are cut: no work
  // is spent cutting a list of citations.)
  bool citations = false;
  for (int i : b.lines) {
    std::size_t end = 0;
    const std::string& t = T(i);
    citations = (AuthorList(t, 0, &end) && end > 0) || t.find("\u201C") != std::string::npos;
    if (citations) break;
  }
  std::vector<std::vector<Unit>> items;
  std::size_t width = 1;  // the section's widest line (code points): where a citation wraps
  for (int i : b.lines) width = std::max(width, text::CodePoints(T(i)));
  if (!citations) items = ItemEntries(b.lines, width);
  // (Entries of one unit each led by its date, "09/2024 Title. Venue. Summary.", are read
  // slot by slot too.)
  bool multi = false, titled = true, dates_lead = !items.empty();
  for (const auto& e : items) {
    const auto& ds = LineDates(e.front().lines.front());
    dates_lead = dates_lead && !ds.empty() &&
               Clean(std::string_view(T(e.front().lines.front())).substr(0, ds.front().begin)).empty();
  }
  for (const auto& e : items) {
    multi = multi || e.size() > 1;
    bool head = false;
    for (const Unit& u : e) {
      head = head || u.kind == Kind::kHead || u.kind == Kind::kEntryBullet;
      std::size_t end = 0;
      citations = citations || (AuthorList(u.text, 0, &end) && end > 0) || FindAuthors(u.text).has_value() ||
                  u.text.find("\u201C") != std::string::npos;
    }
    titled = titled && head;
  }
  if ((multi || dates_lead) && titled && !citations) {
    for (const auto& e : items) {
      // One unit not led by a date: a citation ("Authors (2020). Title. Venue.").
      const auto& ds = LineDates(e.front().lines.front());
      bool date_led = !ds.empty() && Clean(std::string_view(T(e.front().lines.front())).substr(0, ds.front().begin)).empty();
      // ("Title, Venue | 2022" beside entries of several units is one more of them.)
      if (e.size() == 1 && e.front().kind != Kind::kDate && !date_led && YearCited(e.front().text)) {
        AddPublication(e.front().lines, b.preprint);
        continue;
      }
      ItemSlots s = ReadItem(e, true);
      if (trace_) TraceItem(e, s, "publisher");
      if (s.title.empty()) continue;
      schema::Publication p;
      p.name = s.title;
      p.publisher = s.giver.empty() && b.preprint ? "arXiv" : s.giver;
      p.releaseDate = s.date;
      p.url = s.url;
      p.summary = s.summary;
      r_.publications.push_back(std::move(p));
    }
    return;
  }
  std::vector<std::vector<int>> entries;
  bool has_authors = false;
  for (int i : b.lines) {
    if (Noise(i)) continue;
    std::size_t author_end = 0;
    bool authors_first = AuthorList(T(i), 0, &author_end) && author_end > 0;
    if (!entries.empty() && !L(i).bullet && authors_first && !has_authors) {
      entries.back().push_back(i);
      has_authors = true;
      continue;
    }
    if (!entries.empty() && !L(i).bullet && L(i).indent > L(entries.back().front()).indent) {
      entries.back().push_back(i);  // a wrapped line of the entry
      continue;
    }
    if (!entries.empty() && L(i).blank_before == 0 && CitationGoesOn(T(entries.back().back()), entries.back().back(), i, width)) {
      entries.back().push_back(i);  // the citation broke mid-phrase and goes on here
      continue;
    }
    entries.push_back({i});
    has_authors = authors_first;
  }
  if (trace_) TraceCitations(entries);
  for (const auto& e : entries) AddPublication(e, b.preprint);
}

// "Title Anna Smith, Bo Chen. Venue, 2018": authors found before the first comma, inside
// what would be read as the title.
bool Builder::AuthorsInTitle(const std::string& t) {
  auto a = FindAuthors(t);
  return a && a->first < t.find(", ");
}

void Builder::AddPublication(const std::vector<int>& lines, bool preprint) {
  std::string t;
  std::string url;
  for (int i : lines) {
    t += (t.empty() ? "" : " ") + T(i);
    for (const auto& l : L(i).links) {
      if (url.empty() && l.target.find('@') == std::string::npos) url = l.target;
    }
    Use(i);
  }
  for (char& c : t) if (c == '\t') c = ' ';
  // "[Online]. Available: URL" and bare URLs.
  for (std::string_view marker : {"[Online]. Available:", "Available:", "[Online]."}) {
    std::size_t p = t.find(marker);
    if (p != std::string::npos) t = t.substr(0, p);
  }
  if (url.empty()) {
    auto urls = nz::FindUrls(t);
    for (const auto& u : urls) {
      if (u.find("doi.org") == std::string::npos && url.empty()) url = u;
    }
    // (A DOI's link when the citation gives no other.)
    if (url.empty() && !urls.empty()) url = urls.front();
  }
  schema::Publication p;
  std::string after;
  const extract::Line& first = L(lines.front());
  std::size_t q1 = t.find("\u201C"), q2 = std::string::npos;
  if (q1 != std::string::npos) q2 = t.find("\u201D", q1);
  if (q1 == std::string::npos || q2 == std::string::npos) {
    q1 = t.find('"');
    q2 = q1 == std::string::npos ? q1 : t.find('"', q1 + 1);
  }
  static const RE2 year_first("^\\(?((?:19|20)\\d\\d)\\)?\\.\\s+(.+)$");
  // APA: "Raman, P., & Liu, Y. (2020). Title. Journal, 32, 1100–1115."
  static const RE2 apa_year("(\\(((?:19|20)\\d\\d)[a-z]?(?:,[^)]*)?\\)\\.\\s+)");
  std::string year, rest;
  re2::StringPiece apa;
  const bool is_apa = !RE2::FullMatch(t, year_first) && RE2::PartialMatch(t, apa_year, &apa, &year) &&
                      apa.data() > t.data();
  if (q1 != std::string::npos && q2 != std::string::npos) {
    std::size_t qlen = t.compare(q1, 3, "\u201C") == 0 ? 3 : 1;
    p.name = std::string(text::TrimChars(t.substr(q1 + qlen, q2 - q1 - qlen), ",. "));
    after = t.substr(q2);
    Fragment(lines.front(), t.substr(0, q1));  // the authors before the quoted title
    // The venue: an emphasised run after the title, else what follows "in".
    std::string venue;
    for (const auto& run : first.runs) {
      if ((run.style & extract::kItalic) && run.begin > 0) {
        std::string_view v = std::string_view(first.text).substr(run.begin, run.end - run.begin);
        if (p.name.find(std::string(v)) == std::string::npos) {
          venue = std::string(v);
          break;
        }
      }
    }
    if (venue.empty()) {
      std::size_t in = after.find(" in ");
      if (in != std::string::npos) venue = after.substr(in + 4, after.find_first_of(",.", in + 4) - in - 4);
    }
    if (!venue.empty()) p.publisher = ShortVenue(venue, after);
  } else if (is_apa) {
    std::size_t at = static_cast<std::size_t>(apa.data() - t.data());
    Fragment(lines.front(), t.substr(0, at));  // the authors
    std::string tail = t.substr(at + apa.size());
    std::size_t end = tail.find_first_of(".?!");
    while (end != std::string::npos && end + 1 < tail.size() && tail[end + 1] != ' ') end = tail.find_first_of(".?!", end + 1);
    p.name = Clean(tail.substr(0, end == std::string::npos ? tail.size() : end + (tail[end] == '.' ? 0 : 1)));
    std::string venue = end == std::string::npos ? "" : WithoutUrls(text::Trim(tail.substr(end + 1)));
    if (text::StartsWith(venue, "In ")) venue = venue.substr(3);
    // The venue's sentence ends the citation; the sentences after it are the summary.
    const std::size_t stop = SentenceStop(venue);
    std::string later = stop == std::string::npos ? "" : Clean(venue.substr(stop + 1));
    venue = Clean(text::TrimChars(venue.substr(0, std::min(stop, venue.find_first_of(",("))), ". "));
    if (!venue.empty()) {
      p.publisher = ShortVenue(venue, venue);
      Fragment(lines.front(), tail.substr(std::min(tail.size(), tail.find(venue) + venue.size())));
    }
    if (text::WordCount(later) >= 3 && StartsUpperWord(later)) p.summary = later;
    p.releaseDate = year;
  } else if (RE2::FullMatch(t, year_first, &year, &rest)) {
    // "(2023). Title. In Venue."
    std::size_t in = rest.rfind(". In ");
    if (in == std::string::npos) in = rest.rfind(". in ");
    if (in != std::string::npos) {
      p.name = Clean(rest.substr(0, in));
      p.publisher = std::string(text::TrimChars(rest.substr(in + 5), ". "));
    } else {
      p.name = std::string(text::TrimChars(rest, ". "));
    }
    p.releaseDate = year;
  } else if (std::size_t authors = 0; AuthorList(t, 0, &authors) && authors + 2 < t.size() && t[authors] == '.') {
    // "A. Name, B. Name and C. Name. Title. Venue, in press.": the authors, then the title to
    // its full stop, then the venue: of its parts, not a date or a status ("in press"), an
    // acronym where there is one ("Tech Report, IROS"), else the first.
    Fragment(lines.front(), t.substr(0, authors));
    const std::string cited = Clean(t.substr(authors + 1));
    std::size_t end = cited.find(". ");
    p.name = std::string(text::TrimChars(cited.substr(0, end), ",. "));
    after = end == std::string::npos ? "" : cited.substr(end + 2);
    // The sentences after the venue's, a link aside: the summary ("… Venue, 2020. First
    // author.").
    after = WithoutUrls(after);
    const auto dates = nz::FindDates(after, rules_);
    if (const std::size_t stop = dates.empty() ? std::string::npos : SentenceStop(after, dates.front().end_offset);
        stop != std::string::npos) {
      std::string later = Clean(after.substr(stop + 1));
      if (text::WordCount(later) >= 3 && StartsUpperWord(later)) p.summary = later;
      after = after.substr(0, stop);
    }
    std::string venue;
    for (const std::string& part : SplitTopLevel(after, ",")) {
      std::string v = Clean(std::string(text::TrimChars(part, ".; ")));
      const std::string lower = text::AsciiLower(v);
      if (v.empty() || !nz::FindDates(v, rules_).empty() || lower == "in press" || lower == "to appear" ||
          lower == "forthcoming" || lower == "accepted" || lower == "submitted" || lower == "under review")
        continue;
      const bool acronym = v.size() >= 2 && v.size() <= 8 && std::all_of(v.begin(), v.end(), [](char c) {
                             return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
                           });
      if (venue.empty() || acronym) venue = v;
      if (acronym) break;
    }
    if (!venue.empty() && text::WordCount(venue) <= 12) p.publisher = ShortVenue(venue, after);
  } else if (std::size_t lead = 0; !(lines.size() > 1 && !UrlLine(lines[1]) && AuthorList(T(lines[1]), 0, &lead)) &&
                                    !AuthorsInTitle(t) && ReadCitation(WithoutUrls(t), &p)) {
    // "Title, Venue, 12 March 2021. Summary.": one citation, perhaps wrapped (citations.cc);
    // not a title over its authors' line, nor a title run on into its authors.
  } else {
    std::string head = lines.size() > 1 ? T(lines.front()) : t;
    std::size_t title_end = head.size();
    std::size_t tail_from = t.size();
    if (lines.size() > 1) {
      std::size_t end = 0;
      std::string second = T(lines[1]);
      if (AuthorList(second, 0, &end)) {
        tail_from = head.size() + 1 + end;
        Fragment(lines[1], second.substr(0, end));
      } else {
        tail_from = head.size();
      }
    } else if (auto a = FindAuthors(t)) {
      title_end = a->first;
      tail_from = a->second;
      Fragment(lines.front(), t.substr(a->first, a->second - a->first));
    }
    p.name = std::string(text::TrimChars(std::string_view(head).substr(0, title_end), ",. "));
    after = tail_from < t.size() ? t.substr(tail_from) : "";
    std::string venue = after;
    auto ds = nz::FindDates(venue, rules_);
    if (!ds.empty()) venue = RemoveSpan(venue, ds.back().begin, ds.back().end_offset);
    venue = Clean(std::string(text::TrimChars(venue, ".,; ")));
    if (!venue.empty() && text::WordCount(venue) <= 12) p.publisher = ShortVenue(venue, venue);
  }
  if (p.releaseDate.empty()) {
    auto ds = nz::FindDates(after, rules_);
    if (!ds.empty()) p.releaseDate = ds.back().start.ToIso();
  }
  if (p.publisher.empty() && preprint) p.publisher = "arXiv";
  p.url = url.empty() ? "" : nz::WithScheme(url);
  if (trace_) TraceFields(lines.front(), {{"name", p.name}, {"publisher", p.publisher}, {"releaseDate", p.releaseDate}, {"url", p.url}}, "read as a citation (authors, title, venue, date)");
  if (!p.name.empty()) r_.publications.push_back(std::move(p));
}

}  // namespace cvmill::structure::internal
