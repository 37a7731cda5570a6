// From normalized sections to a JSON Resume record.
//
// The cascade: each block's lines are classified (date, place, bullet, prose, header line),
// grouped into entries, and each entry's header lines are split into parts that the
// vocabulary of normalize/ sorts into fields. Every line a field takes is marked used; the
// rest become meta.residue.
#include <re2/re2.h>

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <set>

#include "common/text.h"
#include "normalize/normalize.h"
#include "schema/internal/builder.h"
#include "schema/schema.h"
#include "structure/structure.h"

namespace cvmill::schema {

using normalize::DateRange;
using normalize::Section;
namespace nz = normalize;
namespace st = structure;

namespace internal {

std::string Clean(std::string_view s) {
  // One pass: collapse white space, drop empty brackets left by a removed date and spaces
  // before a comma or semicolon; then trim separators from both ends.
  std::string out;
  out.reserve(s.size());
  bool space = false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      space = !out.empty();
      continue;
    }
    if (c == '(' || c == '[') {
      // Brackets left empty by a removed date, "()" or "( )", go.
      std::size_t j = i + 1;
      while (j < s.size() && s[j] == ' ') ++j;
      if (j < s.size() && s[j] == (c == '(' ? ')' : ']')) {
        i = j;
        continue;
      }
    }
    if (space && c != ',' && c != ';') out.push_back(' ');
    space = false;
    out.push_back(c);
  }
  std::string_view t = text::TrimChars(out, ",;:|\u2013\u2014-\u00B7");
  if (t.size() == out.size()) return out;
  return std::string(t);
}

std::string RemoveSpan(std::string_view s, std::size_t b, std::size_t e) {
  std::string out(s.substr(0, b));
  out += ' ';
  out.append(s.substr(e));
  return out;
}

std::vector<std::string> SplitTopLevel(std::string_view s, std::string_view seps) {
  // Splits on any byte of `seps`, but not inside parentheses or brackets.
  std::vector<std::string> out;
  auto add = [&](std::string_view cell) {
    cell = text::Trim(cell);
    if (!cell.empty()) out.emplace_back(cell);
  };
  int depth = 0;
  std::size_t start = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '(' || c == '[') ++depth;
    if ((c == ')' || c == ']') && depth > 0) --depth;
    if (depth == 0 && seps.find(c) != std::string_view::npos) {
      add(s.substr(start, i - start));
      start = i + 1;
    }
  }
  add(s.substr(start));
  return out;
}

}  // namespace internal

namespace {

using internal::Clean;
using internal::RemoveSpan;
using internal::SplitTopLevel;

// The text starts with a capital letter (ASCII or Latin-1: "Telefónica", "Émile").
bool StartsUpperWord(std::string_view t) {
  t = text::Trim(t);
  if (t.empty()) return false;
  auto c = static_cast<unsigned char>(t[0]);
  if (c < 0x80) return c >= 'A' && c <= 'Z';
  auto d = t.size() > 1 ? static_cast<unsigned char>(t[1]) : 0;
  return c == 0xC3 && d >= 0x80 && d <= 0x9E && d != 0x97;
}

bool IsLegalSuffix(std::string_view p) {
  static const char* kSuffixes[] = {"inc", "inc.", "ltd", "ltd.", "llc", "llp", "gmbh", "ag",
                                    "plc", "co.", "corp", "corp.", "s.a.", "sa", "bv", "nv",
                                    "kg", "se", "ab", "oy", "as", "srl", "sas", "pty ltd"};
  std::string_view t = text::Trim(p);
  if (t.size() > 7) return false;
  for (const char* s : kSuffixes) {
    std::string_view k(s);
    if (k.size() != t.size()) continue;
    bool same = true;
    for (std::size_t i = 0; i < k.size() && same; ++i) {
      char c = t[i];
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
      same = c == k[i];
    }
    if (same) return true;
  }
  return false;
}

// "Meta Platforms, Inc." stays one part; "Engineer | Acme" and "Engineer\tAcme" are two.
std::vector<std::string> Parts(std::string_view s) {
  static constexpr std::string_view kSeps[] = {" | ", " \u2014 ", " \u2013 ", " - ", " @ ", " \u00B7 "};
  // Every separator starts with a space followed by one of these bytes: most lines have
  // none and are split as they are.
  bool any = false;
  for (std::size_t i = 0; i + 1 < s.size() && !any; ++i) {
    if (s[i] != ' ') continue;
    char n = s[i + 1];
    any = n == '|' || n == '-' || n == '@' || n == '\xE2' || n == '\xC2';
  }
  std::string t(s);
  for (std::string_view sep : kSeps) {
    if (!any) break;
    for (std::size_t p; (p = t.find(sep)) != std::string::npos;) t.replace(p, sep.size(), "\t");
  }
  std::vector<std::string> out;
  for (const std::string& cell : SplitTopLevel(t, "\t")) {
    for (const std::string& piece : SplitTopLevel(cell, ",")) {
      if (!out.empty() && IsLegalSuffix(piece)) {
        out.back() += ", " + piece;
      } else {
        std::string c = Clean(piece);
        if (!c.empty()) out.push_back(c);
      }
    }
  }
  return out;
}

std::string Joined(const std::vector<std::string>& parts, std::size_t from, std::size_t to) {
  std::vector<std::string> v(parts.begin() + static_cast<long>(from), parts.begin() + static_cast<long>(to));
  return text::Join(v, ", ");
}

enum class Kind { kSkip, kDate, kPlace, kBullet, kEntryBullet, kCont, kBody, kHead, kUrl, kLabel };

struct Entry {
  std::vector<int> head;     // header lines (title, organisation, degree, name ...)
  std::vector<int> bullets;  // highlight lines
  std::vector<int> body;     // prose lines
  std::vector<int> dates;    // pure date lines
  std::vector<int> places;   // pure place lines
  std::vector<int> urls;     // url-only lines: the entry's link
  std::map<int, std::vector<int>> wrapped;  // bullet line -> its continuation lines
  // Items under a field label inside the entry ("COURSES" over a list, "Courses: A, B"):
  // field -> lines (list items, or the label line itself when its values follow a colon).
  std::map<std::string, std::vector<int>> labelled;
  std::string label;        // the field label the list items now fall under
  std::vector<int> labels;  // the label lines themselves
  bool has_items() const { return !bullets.empty() || !labelled.empty(); }
  bool has_date = false;
  bool date_inline = false;  // the date stood on a header line ("Engineer<TAB>2019 – 2021")
};

class Builder {
 public:
  Builder(const extract::Document& doc, const nz::Normalized& n, const nz::Rules& rules)
      : doc_(doc), n_(n), rules_(rules), used_(doc.lines.size(), false), fragments_(doc.lines.size()),
        noise_(doc.lines.size(), -1), dates_(doc.lines.size()), pure_(doc.lines.size()) {}

  Resume Run() {
    for (int t : n_.title_lines) {
      Use(t);
      r_.meta.sections.push_back({L(t).number, T(t), "title", "doctitle"});
    }
    for (const nz::Block& b : n_.blocks) {
      if (b.heading_line >= 0) {
        used_[static_cast<std::size_t>(b.heading_line)] = true;
        r_.meta.sections.push_back({doc_.lines[static_cast<std::size_t>(b.heading_line)].number,
                                    b.heading, std::string(nz::SectionName(b.section)), b.rule});
      }
      Dispatch(b);
    }
    AddStatedRoles();
    for (std::size_t i = 0; i < doc_.lines.size(); ++i) {
      if (!used_[i]) {
        std::string t = doc_.lines[i].text;
        for (char& c : t) if (c == '\t') c = ' ';
        r_.meta.residue.push_back({doc_.lines[i].number, text::CollapseSpace(t), false});
      }
      for (const std::string& f : fragments_[i]) r_.meta.residue.push_back({doc_.lines[i].number, f, true});
    }
    r_.meta.diagnostics = doc_.diagnostics;
    return std::move(r_);
  }

 private:
  const extract::Line& L(int i) const { return doc_.lines[static_cast<std::size_t>(i)]; }
  const std::string& T(int i) const { return L(i).text; }
  void Use(int i) { used_[static_cast<std::size_t>(i)] = true; }
  void Fragment(int i, std::string_view part) {
    std::string c = Clean(part);
    if (!c.empty() && (text::HasLetter(c) || text::HasDigit(c))) fragments_[static_cast<std::size_t>(i)].push_back(c);
  }
  // Per-line facts asked for many times while entries are grouped: computed once.
  bool Noise(int i) const {
    auto& c = noise_[static_cast<std::size_t>(i)];
    if (c < 0) c = nz::IsNoise(T(i), rules_) || Signature(i) ? 1 : 0;
    return c == 1;
  }
  // "Leipzig, 01.03.2024", "Paris, le 3 mars 2024": where and when the CV was signed, not data.
  bool Signature(int i) const {
    const std::string& t = T(i);
    if (t.size() > 60 || t.find(',') == std::string::npos || !text::HasDigit(t) || text::WordCount(t) > 7)
      return false;
    const auto& ds = LineDates(i);
    if (ds.size() != 1 || ds[0].start.day == 0 || !ds[0].single) return false;
    std::string rest = Clean(RemoveSpan(T(i), ds[0].begin, ds[0].end_offset));
    for (std::string_view filler : {" den", " le", " el", " am", " on"}) {
      if (text::EndsWith(rest, filler)) rest = Clean(rest.substr(0, rest.size() - filler.size()));
    }
    return !rest.empty() && nz::ParsePlace(rest, rules_).has_value();
  }
  const std::vector<DateRange>& LineDates(int i) const {
    auto& c = dates_[static_cast<std::size_t>(i)];
    if (!c) c = nz::FindDates(T(i), rules_);
    return *c;
  }
  const std::optional<DateRange>& PureDate(int i) const {
    auto& c = pure_[static_cast<std::size_t>(i)];
    if (!c) c.emplace(nz::WholeRange(T(i), LineDates(i)));
    return *c;
  }

  void Dispatch(const nz::Block& b) {
    switch (b.section) {
      case Section::kNone:
        if (b.heading_line < 0 && b.rule.empty()) Head(b.lines);
        else Unlabelled(b.lines);
        break;
      case Section::kSummary: Summary(b.lines); break;
      case Section::kWork: Work(b); break;
      case Section::kEducation: Education(b.lines); break;
      case Section::kVolunteer: Volunteer(b); break;
      case Section::kProjects: Projects(b.lines); break;
      case Section::kPublications: Publications(b); break;
      case Section::kSkills: Skills(b); break;
      case Section::kLanguages: Languages(b.lines); break;
      case Section::kInterests: Interests(b.lines); break;
      case Section::kAwards: Awards(b.lines); break;
      case Section::kContact: Contact(b.lines); break;
      case Section::kCertificates: Certificates(b.lines); break;
      case Section::kReferences: References(b.lines); break;
      case Section::kTeaching:
      case Section::kIgnore:
        break;  // no JSON Resume field takes them: residue
    }
  }

  // --- the document head: name, label, contact lines ----------------------------------
  void Head(const std::vector<int>& lines) {
    std::vector<int> rest;
    bool content = false;  // an entry-like line ends the head proper
    for (int i : lines) {
      const std::string& t = T(i);
      if (Noise(i)) continue;
      if (!content && r_.basics.name.empty()) {
        // The name alone, or as a cell of a label row ("PERSONAL INFORMATION <gap> Jane Roe").
        std::string name;
        for (const std::string& cell : SplitTopLevel(t, "\t")) {
          if (name.empty() && nz::LooksLikePersonName(cell, rules_)) name = cell;
        }
        if (!name.empty()) {
          r_.basics.name = nz::ProperCaseName(name, rules_);
          Use(i);
          continue;
        }
      }
      if (!r_.basics.name.empty() && t.size() + 4 >= r_.basics.name.size() &&
          t.size() <= r_.basics.name.size() + 4 && nz::ProperCaseName(t, rules_) == r_.basics.name) {
        Use(i);  // the name repeated (web page title and heading)
        continue;
      }
      // Dates or prose end the head proper; a row of three or more cells may still be contact
      // details, however many words it has.
      const bool dated = !LineDates(i).empty();
      const bool prose = IsProse(i);
      // (A row of personal data may hold a date of birth among them.)
      const bool row = std::count(t.begin(), t.end(), '\t') >= 2;
      if (!content && ((!dated && !prose) || row) && ContactLine(i)) continue;
      if (dated || prose) content = true;
      if (!content && !r_.basics.name.empty() && r_.basics.label.empty() && !L(i).bullet &&
          nz::HasJobTitle(t, rules_) && text::WordCount(t) <= 8 && LineDates(i).empty() &&
          !nz::HasOrgWord(t, rules_)) {
        r_.basics.label = Clean(t);
        Use(i);
        continue;
      }
      rest.push_back(i);
    }
    Unlabelled(rest);
  }

  // A line of contact details: e-mail, phone, URLs and profiles, a place, an address.
  bool ContactLine(int i) {
    const extract::Line& line = L(i);
    bool took = false;
    std::vector<std::string> leftovers;
    for (const std::string& cell0 : SplitTopLevel(line.text, "\t")) {
      std::string_view cell = text::Trim(cell0);
      // "E-mail: x", "Web: y": a short label before a colon.
      std::size_t colon = cell.find(": ");
      if (colon != std::string_view::npos && colon < 24 && text::WordCount(cell.substr(0, colon)) <= 3) {
        std::string_view value = text::Trim(cell.substr(colon + 2));
        // "Name: Katrin Hoffmann" in a block of personal data.
        if (nz::IsNameLabel(cell.substr(0, colon), rules_) && nz::LooksLikePersonName(value, rules_)) {
          if (r_.basics.name.empty()) r_.basics.name = nz::ProperCaseName(value, rules_);
          took = true;
          continue;
        }
        cell = value;
      }
      // "(+39) 333 1234567 (Mobile)", "…, Italy (Home)": a trailing qualifier is no part of it.
      if (cell.size() > 2 && cell.back() == ')') {
        std::size_t open = cell.rfind(" (");
        std::string_view q = open == std::string_view::npos ? std::string_view() : cell.substr(open + 2);
        if (!q.empty() && !text::HasDigit(q) && text::WordCount(q) <= 2) cell = text::Trim(cell.substr(0, open));
      }
      if (cell.empty()) continue;
      bool cell_took = false;
      std::string rest;  // the cell without its e-mail address: a wrapped line may add a URL
      if (auto email = nz::FindEmail(cell)) {
        if (r_.basics.email.empty()) r_.basics.email = *email;
        cell_took = true;
        std::size_t at = cell.find(*email);
        if (at != std::string_view::npos)
          rest = std::string(cell.substr(0, at)) + " " + std::string(cell.substr(at + email->size()));
      }
      std::vector<std::string> urls;
      for (const auto& link : line.links) {
        if (link.target.find('@') == std::string::npos && cell.find(link.text) != std::string_view::npos)
          urls.push_back(link.target);
      }
      if (urls.empty()) urls = cell_took ? nz::FindUrls(rest) : nz::FindUrls(cell);
      for (const std::string& u : urls) {
        if (auto p = nz::MatchProfile(u, rules_)) {
          bool dup = false;
          for (const auto& q : r_.basics.profiles) dup = dup || (q.network == p->network && q.username == p->username);
          if (!dup) r_.basics.profiles.push_back({p->network, p->username, p->url});
        } else if (r_.basics.url.empty()) {
          r_.basics.url = nz::WithScheme(u);
        }
        cell_took = true;
      }
      // A phone number may share a cell with the e-mail address ("06 12 34 56 78 – x@y.fr").
      std::string_view phone_text = cell_took ? std::string_view(rest) : cell;
      if (nz::ParseDateRange(phone_text, rules_) == std::nullopt) {
        if (auto phone = nz::FindPhone(phone_text)) {
          if (r_.basics.phone.empty()) r_.basics.phone = *phone;
          cell_took = true;
        }
      }
      if (!cell_took) cell_took = PlaceOrAddress(cell);
      if (!cell_took) leftovers.push_back(std::string(cell));
      took = took || cell_took;
    }
    if (!took) return false;
    // "Engineer · City · mail": a job title among contact cells is the person's label.
    for (const std::string& cell : leftovers) {
      if (r_.basics.label.empty() && nz::HasJobTitle(cell, rules_) && text::WordCount(cell) <= 8) {
        r_.basics.label = Clean(cell);
      }
    }
    Use(i);
    return true;
  }

  bool PlaceOrAddress(std::string_view cell) {
    if (auto place = nz::ParsePlace(cell, rules_)) {
      if (r_.basics.location.city.empty() && r_.basics.location.countryCode.empty()) {
        r_.basics.location.city = place->city;
        r_.basics.location.region = place->region;
        r_.basics.location.countryCode = place->country_code;
      }
      return true;
    }
    // "Street 1, Building, City, POSTCODE" or "..., 10115 Berlin".
    std::vector<std::string> parts = SplitTopLevel(cell, ",");
    if (parts.size() < 2) return false;
    std::optional<std::string> code;
    if (auto c = nz::CountryCode(parts.back(), rules_)) {
      code = c;
      parts.pop_back();
    }
    for (std::size_t k = parts.size(); k-- > 0;) {
      const std::string& p = parts[k];
      std::string city, postcode, region;
      std::size_t space = p.find(' ');
      if (k > 0 && space != std::string::npos && nz::IsRegionCode(p.substr(0, space), rules_) &&
          nz::IsPostcode(text::Trim(std::string_view(p).substr(space + 1)), rules_)) {
        // "…, Denver, CO 80202", "…, Toronto, ON M5V 2T6": region code and postcode.
        region = p.substr(0, space);
        postcode = std::string(text::Trim(std::string_view(p).substr(space + 1)));
        city = parts[k - 1];
        parts.resize(k - 1);
      } else if (nz::IsPostcode(p, rules_) && k > 0 && k + 1 < parts.size() && !text::HasDigit(parts[k + 1]) &&
                 text::HasDigit(parts[k - 1])) {
        // "Via Verdi 5, 10121, Torino": street, postcode, then the city.
        postcode = p;
        city = parts[k + 1];
        parts.resize(k);
      } else if (nz::IsPostcode(p, rules_) && k > 0) {
        postcode = p;
        city = parts[k - 1];
        parts.resize(k - 1);
      } else {
        auto words = text::Split(p, ' ');
        if (words.size() >= 2 && nz::IsPostcode(words[0], rules_) && !text::HasDigit(p.substr(words[0].size()))) {
          postcode = std::string(words[0]);
          city = std::string(text::Trim(p.substr(words[0].size())));
          parts.resize(k);
        }
      }
      if (postcode.empty()) continue;
      if (!r_.basics.location.postalCode.empty() || !r_.basics.location.address.empty()) return true;
      r_.basics.location.postalCode = postcode;
      r_.basics.location.city = city;
      r_.basics.location.region = region;
      r_.basics.location.address = text::Join(parts, ", ");
      if (code) r_.basics.location.countryCode = *code;
      return true;
    }
    return false;
  }

  void Contact(const std::vector<int>& lines) {
    for (int i : lines) {
      if (!Noise(i)) ContactLine(i);
    }
  }

  // --- summary ------------------------------------------------------------------------
  void Summary(const std::vector<int>& lines) {
    std::vector<std::string> paras;
    for (int i : lines) {
      if (Noise(i)) continue;
      if (LabelLine(i)) continue;
      paras.push_back(text::CollapseSpace(T(i)));
      Use(i);
    }
    if (paras.empty()) return;
    std::string s = text::Join(paras, " ");
    summaries_.push_back(s);
    r_.basics.summary = r_.basics.summary.empty() ? s : r_.basics.summary + " " + s;
  }

  // Positions and degrees stated in the biography ("I was a research intern (2016) at X").
  void AddStatedRoles() {
    for (const std::string& s : summaries_) {
      for (const nz::StatedRole& role : nz::FindStatedRoles(s, rules_)) {
        if (role.kind == nz::StatedRole::kDegree) {
          schema::Education e;
          e.institution = role.org;
          e.studyType = role.role;
          SetDegreeDates(e, role.dates);
          bool merged = false;
          for (auto& x : r_.education) {
            if (Same(x.studyType, e.studyType) && Same(x.institution, e.institution)) {
              if (x.endDate.empty()) x.endDate = e.endDate;
              merged = true;
            }
          }
          if (!merged) r_.education.push_back(e);
          continue;
        }
        schema::Work w;
        w.name = role.org;
        w.position = role.role;
        SetWorkDates(w.startDate, w.endDate, role.dates);
        bool dup = false;
        for (const auto& x : r_.work) {
          dup = dup || (Same(x.position, w.position) && Same(x.name, w.name) && x.startDate == w.startDate);
        }
        if (!dup) r_.work.push_back(w);
      }
    }
  }

  static bool Same(const std::string& a, const std::string& b) {
    return text::AsciiLower(text::CollapseSpace(a)) == text::AsciiLower(text::CollapseSpace(b));
  }

  // --- entries ------------------------------------------------------------------------
  bool IsProse(int i) const {
    const std::string& t = T(i);
    // A line led by a date range ("11/2017 - 07/2019  Teacher, School") is an entry's header.
    if (const auto& ds = LineDates(i);
        !ds.empty() && ds.front().begin == 0 && !ds.front().single && text::WordCount(t) <= 30)
      return false;
    // A row laid out in cells with a date ("Title — Org <gap> Place <gap> Feb 2019 – Jul 2019")
    // is an entry's header however many words it has.
    if (t.find('\t') != std::string::npos && HasInlineDate(i)) return false;
    int words = text::WordCount(t);
    char last = t.empty() ? ' ' : t.back();
    return words >= 14 || (words >= 6 && (last == '.' || last == '!' || last == '?') && !L(i).bullet);
  }

  // A date at the end (or start) of a bullet, set off by a comma, tab or brackets: the
  // bullet is a whole entry ("Research Intern, Lab X, USA, 2016"), not a highlight.
  bool DatedItem(int i) const {
    const std::string& t = T(i);
    if (text::WordCount(t) > 30) return false;
    const auto& dates = LineDates(i);
    if (dates.empty()) return false;
    const DateRange& d = dates.back();
    std::string_view after = text::TrimChars(std::string_view(t).substr(d.end_offset), ".)] ");
    std::string_view before = text::Trim(std::string_view(t).substr(0, d.begin));
    bool at_end = after.empty() && !before.empty() &&
                  (before.back() == ',' || before.back() == '(' || t[d.begin > 0 ? d.begin - 1 : 0] == '\t' ||
                   before.back() == '|' || text::EndsWith(before, "\u2013") || text::EndsWith(before, "-"));
    const DateRange& f = dates.front();
    std::string_view lead = text::Trim(std::string_view(t).substr(0, f.begin));
    std::string_view tail = text::TrimChars(std::string_view(t).substr(f.end_offset), " ");
    bool at_start = lead.empty() && !tail.empty() &&
                    (tail[0] == ',' || tail[0] == ':' || tail[0] == '\t' || text::StartsWith(tail, "\u2013") ||
                     text::StartsWith(tail, "- ") || tail[0] == '|');
    return at_end || at_start;
  }

  std::vector<Kind> Classify(const std::vector<int>& lines) const {
    std::vector<Kind> kinds(lines.size(), Kind::kHead);
    bool any_head = false;
    int list_indent = -1;

    for (std::size_t k = 0; k < lines.size(); ++k) {
      int i = lines[k];
      const extract::Line& line = L(i);
      Kind kind;
      if (Noise(i)) {
        kind = Kind::kSkip;
      } else if (line.bullet) {
        kind = DatedItem(i) ? Kind::kEntryBullet : Kind::kBullet;
        list_indent = line.indent;
      } else if (list_indent >= 0 && line.indent > list_indent && line.blank_before <= 1) {
        kind = Kind::kCont;
      } else if (PureDate(i) || PlaceAndDate(i)) {
        kind = Kind::kDate;
      } else if (UrlLine(i)) {
        kind = Kind::kUrl;
      } else if (FieldLabel(i)) {
        kind = Kind::kLabel;

      } else if ((!line.text.empty() && !(line.text[0] >= 'a' && line.text[0] <= 'z') &&
                  text::WordCount(line.text) <= 5 && nz::ParsePlace(line.text, rules_)) ||
                 nz::LabelledPlace(line.text, rules_)) {
        kind = Kind::kPlace;
      } else if (IsProse(i)) {
        kind = Kind::kBody;
      } else {
        kind = Kind::kHead;
      }
      if (!line.bullet && kind != Kind::kCont) list_indent = -1;
      if (kind == Kind::kHead || kind == Kind::kDate) any_head = true;
      kinds[k] = kind;
    }
    // A list with no header lines at all is a list of entries ("• PhD in X, 2018").
    if (!any_head) {
      for (auto& k : kinds) {
        if (k == Kind::kBullet) k = Kind::kEntryBullet;
      }
    }
    return kinds;
  }

  bool HasInlineDate(int i) const { return !LineDates(i).empty(); }

  // "COURSES", "Highlights:", "Technologies: Go, SQL": a label naming an entry's field.
  std::optional<std::string> FieldLabel(int i) const {
    const std::string& t = T(i);
    if (L(i).bullet || t.size() > 200) return std::nullopt;
    std::size_t colon = t.find(':');
    std::string_view label = colon == std::string::npos ? std::string_view(t) : std::string_view(t).substr(0, colon);
    return nz::EntryFieldLabel(text::Trim(label), rules_);
  }

  // The items of a labelled field: list items' text, or the values after the label's colon.
  std::vector<std::string> LabelledItems(const Entry& e, const std::string& field) {
    std::vector<std::string> out;
    auto it = e.labelled.find(field);
    if (it == e.labelled.end()) return out;
    for (int i : it->second) {
      std::string_view t = T(i);
      if (FieldLabel(i)) {
        std::size_t colon = t.find(':');
        for (const std::string& v : SplitTopLevel(t.substr(colon + 1), ",;\t")) {
          std::string c = Clean(v);
          if (!c.empty()) out.push_back(c);
        }
      } else {
        out.push_back(Clean(t));
      }
      Use(i);
    }
    for (int i : e.labels) Use(i);
    return out;
  }

  // A line that is only a link, perhaps after a short label ("<https://acme.example>",
  // "Web: acme.example"): the link of the entry it stands in, not a header.
  bool UrlLine(int i) const {
    std::string_view t = text::Trim(T(i));
    std::size_t colon = t.find(": ");
    if (colon != std::string_view::npos && colon < 20) t = text::Trim(t.substr(colon + 2));
    if (t.empty() || t.find(' ') != std::string_view::npos || t.find('\t') != std::string_view::npos) return false;
    if (nz::FindEmail(t)) return false;  // contact details, not a link
    auto urls = nz::FindUrls(t);
    return urls.size() == 1 && urls.front().size() + 2 >= t.size();
  }

  // The entry's link: its first url-only line's target.
  std::string EntryUrl(const Entry& e) {
    std::string url;
    for (int i : e.urls) {
      auto links = Links(i);
      if (url.empty() && !links.empty()) url = nz::WithScheme(links.front().second);
      Use(i);
    }
    return url;
  }

  // "Munich, Germany  Mar 2018 – Jun 2019": a place and a date, the entry's trailing facts.
  bool PlaceAndDate(int i) const {
    const auto& ds = LineDates(i);
    if (ds.size() != 1) return false;
    std::string rest = Clean(RemoveSpan(T(i), ds[0].begin, ds[0].end_offset));
    return !rest.empty() && text::WordCount(rest) <= 5 && nz::ParsePlace(rest, rules_).has_value();
  }

  std::vector<Entry> Chunk(const std::vector<int>& lines) {
    std::vector<Kind> kinds = Classify(lines);
    std::vector<Entry> out;
    Entry* cur = nullptr;
    int last_bullet = -1;
    bool last_was_entry_bullet = false;
    auto fresh = [&]() -> Entry* {
      out.emplace_back();
      last_bullet = -1;
      return &out.back();
    };
    auto date_ahead = [&](std::size_t k) {
      for (std::size_t j = k + 1; j < lines.size(); ++j) {
        Kind kj = kinds[j];
        if (kj == Kind::kDate) return true;
        if (kj == Kind::kHead && HasInlineDate(lines[j])) return true;
        if (kj == Kind::kBullet || kj == Kind::kBody || kj == Kind::kEntryBullet) return false;
        if (kj == Kind::kHead && (L(lines[j]).heading_level > 0 || L(lines[j]).bold)) return false;
      }
      return false;
    };
    for (std::size_t k = 0; k < lines.size(); ++k) {
      int i = lines[k];
      switch (kinds[k]) {
        case Kind::kSkip:
          break;
        case Kind::kDate:
          if (!cur || cur->has_date) cur = fresh();
          cur->dates.push_back(i);
          cur->has_date = true;
          break;
        case Kind::kPlace:
          if (!cur) cur = fresh();
          cur->places.push_back(i);
          break;
        case Kind::kUrl:
          if (!cur) cur = fresh();
          cur->urls.push_back(i);
          break;
        case Kind::kLabel: {
          if (!cur) cur = fresh();
          std::string field = *FieldLabel(i);
          std::size_t colon = T(i).find(':');
          bool values = colon != std::string::npos && !Clean(T(i).substr(colon + 1)).empty();
          if (values) {
            cur->labelled[field].push_back(i);
          } else {
            cur->label = field;
            cur->labels.push_back(i);
          }
          break;
        }
        case Kind::kEntryBullet:
          cur = fresh();
          cur->head.push_back(i);
          cur->has_date = HasInlineDate(i);
          last_was_entry_bullet = true;
          continue;
        case Kind::kCont:
          if (!cur) cur = fresh();
          if (last_was_entry_bullet) {
            (IsProse(i) ? cur->body : cur->head).push_back(i);
            if (HasInlineDate(i)) cur->has_date = true;
          } else if (last_bullet >= 0) {
            cur->wrapped[last_bullet].push_back(i);
          } else {
            cur->body.push_back(i);
          }
          continue;
        case Kind::kBullet:
          if (!cur) cur = fresh();
          if (cur->label.empty() || cur->label == "highlights") cur->bullets.push_back(i);
          else cur->labelled[cur->label].push_back(i);
          last_bullet = i;
          break;
        case Kind::kBody:
          if (!cur) cur = fresh();
          cur->body.push_back(i);
          break;
        case Kind::kHead: {
          bool inline_date = HasInlineDate(i);
          bool emphasised = L(i).heading_level > 0 || L(i).bold;
          // After a dated header line the next undated line is the entry's own (its
          // organisation); after a separate date line, a line followed by another date
          // opens the next entry.
          bool start = !cur || cur->has_items() || !cur->body.empty() ||
                       (cur->has_date && (emphasised || inline_date || (!cur->date_inline && date_ahead(k))));
          if (start) cur = fresh();
          cur->head.push_back(i);
          if (inline_date && !cur->has_date) cur->date_inline = true;
          if (inline_date) cur->has_date = true;
          break;
        }
      }
      last_was_entry_bullet = false;
    }
    return out;
  }

  struct Header {
    std::vector<std::pair<int, std::string>> lines;  // line, text with the date removed
    std::optional<DateRange> dates;
    std::vector<std::string> place_parts;  // trailing places and place lines, as written
  };

  // Dates and places out of an entry's header lines.
  Header ReadHeader(const Entry& e) {
    Header h;
    for (int i : e.dates) {
      if (!h.dates) h.dates = PureDate(i) ? PureDate(i) : std::optional<DateRange>(LineDates(i).front());
      if (!PureDate(i)) {  // a place beside the date
        const DateRange& d = LineDates(i).front();
        h.place_parts.push_back(Clean(RemoveSpan(T(i), d.begin, d.end_offset)));
      }
      Use(i);
    }
    for (int i : e.head) {
      std::string t = T(i);
      const auto& ds = LineDates(i);
      if (!ds.empty()) {
        if (!h.dates) h.dates = ds.front();
        t = RemoveSpan(t, ds.front().begin, ds.front().end_offset);
      }
      h.lines.emplace_back(i, t);
    }
    for (int i : e.places) h.place_parts.push_back(Clean(nz::LabelledPlace(T(i), rules_).value_or(T(i))));
    return h;
  }

  // Removes trailing place parts ("…, Munich, Germany") into `places`.
  std::vector<std::string> StripPlaces(std::vector<std::string> parts, std::vector<std::string>* places) {
    while (parts.size() > 1) {
      const std::string& last = parts.back();
      bool country = nz::CountryCode(last, rules_).has_value();
      // Inside an organisation line only a known city counts: "Microsoft, USA" keeps Microsoft.
      bool city = nz::IsCity(last, rules_);
      // "Milano (Italy)": a town with its country in brackets.
      std::size_t open = last.find(" (");
      if (!city && open != std::string::npos && last.back() == ')' &&
          nz::CountryCode(last.substr(open + 2, last.size() - open - 3), rules_))
        city = true;
      // "Transports Rhône SA (Lyon)": the place in brackets after the organisation.
      if (!city && !country && open != std::string::npos && last.back() == ')') {
        std::string inner = last.substr(open + 2, last.size() - open - 3);
        if (nz::IsCity(inner, rules_) || nz::ParsePlace(inner, rules_)) {
          places->insert(places->begin(), inner);
          parts.back() = last.substr(0, open);
          break;
        }
      }
      // "…, Austin, TX", "…, Aurora, CO": a state or province code (regions.tsv) after a town.
      if (parts.size() > 2 && nz::IsRegionCode(last, rules_) &&
          nz::ParsePlace(parts[parts.size() - 2] + ", " + last, rules_)) {
        places->insert(places->begin(), last);
        places->insert(places->begin(), parts[parts.size() - 2]);
        parts.resize(parts.size() - 2);
        continue;
      }
      if (!country && !city) break;
      places->insert(places->begin(), last);
      parts.pop_back();
    }
    return parts;
  }

  std::vector<std::string> Highlights(const Entry& e) {
    std::vector<std::string> out = LabelledItems(e, "highlights");
    for (int i : e.bullets) {
      std::string t = T(i);
      auto w = e.wrapped.find(i);
      if (w != e.wrapped.end()) {
        for (int c : w->second) {
          t += " " + T(c);
          Use(c);
        }
      }
      out.push_back(text::CollapseSpace(t));
      Use(i);
    }
    return out;
  }

  std::string Body(const Entry& e) {
    std::vector<std::string> parts;
    for (int i : e.body) {
      parts.push_back(nz::StripBadges(text::CollapseSpace(T(i)), rules_));
      Use(i);
    }
    return text::Join(parts, " ");
  }

  static void SetWorkDates(std::string& start, std::string& end, const DateRange& d) {
    start = d.start.ToIso();
    end = d.ongoing ? "" : (d.single ? start : d.end.ToIso());
  }
  static void SetDegreeDates(schema::Education& e, const DateRange& d) {
    if (d.start.empty()) return;
    if (d.single) {
      e.endDate = d.start.ToIso();  // a single year on a degree is its completion
    } else {
      e.startDate = d.start.ToIso();
      e.endDate = d.ongoing ? "" : d.end.ToIso();
    }
  }

  bool TitleLike(std::string_view s) const { return (nz::Vocab(s, rules_) & (nz::kTitleWord | nz::kOrgWord)) == nz::kTitleWord; }
  bool OrgLike(std::string_view s) const { return (nz::Vocab(s, rules_) & (nz::kTitleWord | nz::kOrgWord)) == nz::kOrgWord; }

  struct RoleOrg {
    std::string position, org, location;
    std::vector<int> extra;  // header lines neither field took
  };

  RoleOrg SplitRoleOrg(const Header& h) {
    RoleOrg ro;
    std::vector<std::string> places = h.place_parts;
    std::vector<std::pair<int, std::string>> unknown;
    std::map<int, std::pair<std::string, std::string>> two_parts;  // unknown lines of two parts
    for (const auto& [i, t] : h.lines) {
      std::string at_sep;
      for (std::string_view sep : {" at ", " @ ", " bei ", " chez ", " en "}) {
        std::size_t p = t.find(sep);
        // (Spanish "en" also names a field, "Ingeniero en Informática": only before a name
        // in capitals that is not the title's own field, i.e. where an organisation follows.)
        if (sep == " en " && (p == std::string::npos || !StartsUpperWord(t.substr(p + sep.size())) ||
                              nz::MatchDegree(t.substr(0, p), rules_)))
          continue;
        if (p != std::string::npos && TitleLike(t.substr(0, p))) {
          if (ro.position.empty()) ro.position = Clean(t.substr(0, p));
          std::vector<std::string> rest = StripPlaces(Parts(t.substr(p + sep.size())), &places);
          if (ro.org.empty()) ro.org = text::Join(rest, ", ");
          at_sep = "yes";
          break;
        }
      }
      if (!at_sep.empty()) {
        Use(i);
        continue;
      }
      std::string clean = Clean(t);
      if (!clean.empty() && text::WordCount(clean) <= 5 && nz::ParsePlace(clean, rules_)) {
        places.push_back(clean);
        Use(i);
        continue;
      }
      std::vector<std::string> parts = StripPlaces(Parts(t), &places);
      if (parts.empty()) {
        Use(i);
        continue;
      }
      if (parts.size() >= 2 && TitleLike(parts.front()) && !TitleLike(Joined(parts, 1, parts.size()))) {
        if (ro.position.empty()) ro.position = parts.front();
        if (ro.org.empty()) ro.org = Joined(parts, 1, parts.size());
        Use(i);
      } else if (parts.size() >= 2 && TitleLike(parts.back()) && !TitleLike(Joined(parts, 0, parts.size() - 1))) {
        if (ro.position.empty()) ro.position = parts.back();
        // "Allied Bank, Dublin — Senior Analyst": the organisation part may end in its place.
        std::vector<std::string> org = StripPlaces({parts.begin(), parts.end() - 1}, &places);
        if (ro.org.empty()) ro.org = Joined(org, 0, org.size());
        Use(i);
      } else {
        unknown.emplace_back(i, Joined(parts, 0, parts.size()));
        if (parts.size() == 2) two_parts[i] = {parts[0], parts[1]};
      }
    }
    // One header line of two parts that no vocabulary tells apart ("Chef d'équipe – Alpes
    // Distribution"): the usual order, position first.
    if (ro.position.empty() && ro.org.empty() && unknown.size() == 1 && two_parts.count(unknown[0].first)) {
      const auto& [a, b] = two_parts[unknown[0].first];
      if (!OrgLike(a)) {
        ro.position = a;
        ro.org = b;
        Use(unknown[0].first);
        unknown.clear();
      }
    }
    // Single lines: by vocabulary first, then by order (position before organisation).
    std::vector<std::pair<int, std::string>> left;
    for (auto& [i, t] : unknown) {
      if (ro.position.empty() && TitleLike(t)) {
        ro.position = t;
        Use(i);
      } else if (ro.org.empty() && OrgLike(t)) {
        ro.org = t;
        Use(i);
      } else {
        left.emplace_back(i, t);
      }
    }
    for (auto& [i, t] : left) {
      if (ro.position.empty()) {  // the organisation is known: the other header line is the role
        ro.position = t;
        Use(i);
      } else if (ro.org.empty()) {
        ro.org = t;
        Use(i);
      } else {
        ro.extra.push_back(i);
      }
    }
    ro.location = text::Join(places, ", ");
    return ro;
  }

  // An entry's header parts in reading order, dates and places removed (into `places`), each
  // with its line.
  std::vector<std::pair<int, std::string>> HeaderParts(const Header& h, std::vector<std::string>* places) {
    std::vector<std::pair<int, std::string>> out;
    for (const auto& [i, t] : h.lines) {
      std::string clean = Clean(t);
      if (clean.empty()) continue;
      if (text::WordCount(clean) <= 5 && nz::ParsePlace(clean, rules_)) {
        places->push_back(clean);
        continue;
      }
      for (std::string& p : StripPlaces(Parts(t), places)) out.emplace_back(i, std::move(p));
    }
    return out;
  }

  // The section's header template, voted across its entries (structure/): which slot holds
  // the position and which the organisation.
  st::SlotPlan VoteRoleOrg(const std::vector<Entry>& entries, bool work) {
    std::vector<std::vector<unsigned>> votes;
    for (const Entry& e : entries) {
      std::vector<std::string> places;
      Header h = ReadHeader(e);
      if (work) TakeTagline(&h);
      auto parts = HeaderParts(h, &places);
      votes.emplace_back();
      for (const auto& part : parts) {
        unsigned v = nz::Vocab(part.second, rules_);
        votes.back().push_back((v & nz::kTitleWord ? st::kTitleWords : 0u) | (v & nz::kOrgWord ? st::kOrgWords : 0u));
      }
    }
    return st::VoteSlots(votes);
  }

  // Position and organisation by the section's plan when the entry has the planned shape,
  // else line by line (SplitRoleOrg).
  RoleOrg PlannedRoleOrg(const Header& h, const st::SlotPlan& plan) {
    if (plan.ok()) {
      std::vector<std::string> places = h.place_parts;
      auto parts = HeaderParts(h, &places);
      if (static_cast<int>(parts.size()) == plan.arity) {
        RoleOrg ro;
        std::vector<std::string> rest;
        for (std::size_t k = 0; k < parts.size(); ++k) {
          if (plan.slots[k] == st::Slot::kPosition) ro.position = parts[k].second;
          else if (plan.slots[k] == st::Slot::kOrganisation) ro.org = parts[k].second;
          else rest.push_back(parts[k].second);
        }
        // A slot of no planned role stays with the organisation ("Org, Department").
        for (const std::string& r : rest) ro.org += (ro.org.empty() ? "" : ", ") + r;
        for (const auto& [i, t] : h.lines) Use(i);
        ro.location = text::Join(places, ", ");
        return ro;
      }
    }
    return SplitRoleOrg(h);
  }

  void Work(const nz::Block& b) {
    std::vector<Entry> entries = Chunk(b.lines);
    st::SlotPlan plan = VoteRoleOrg(entries, true);
    for (const Entry& e : entries) AddWork(e, plan);
  }

  // A header line set wholly in italics below the first: a tagline describing the
  // organisation ("*Family-owned maker of brake parts, 400 staff*"), not a title or name.
  bool Tagline(int i) const {
    const extract::Line& l = L(i);
    if (text::WordCount(l.text) < 4) return false;
    std::size_t italic = 0;
    for (const auto& r : l.runs) {
      if (r.style & extract::kItalic) italic += r.end - r.begin;
    }
    return italic + 2 >= l.text.size();
  }

  // Removes the tagline lines from a work entry's header; the first one's text.
  std::string TakeTagline(Header* h) {
    std::string description;
    for (std::size_t k = 1; k < h->lines.size(); ++k) {
      if (!Tagline(h->lines[k].first)) continue;
      if (description.empty()) description = Clean(h->lines[k].second);
      Use(h->lines[k].first);
      h->lines.erase(h->lines.begin() + static_cast<long>(k--));
    }
    return description;
  }

  void AddWork(const Entry& e, const st::SlotPlan& plan = {}) {
    Header h = ReadHeader(e);
    std::string description = TakeTagline(&h);
    RoleOrg ro = PlannedRoleOrg(h, plan);
    schema::Work w;
    w.description = description;
    w.position = ro.position;
    w.name = ro.org;
    w.location = ro.location;
    for (int i : e.places) Use(i);
    if (h.dates) SetWorkDates(w.startDate, w.endDate, *h.dates);
    w.highlights = Highlights(e);
    w.summary = Body(e);
    w.url = EntryUrl(e);
    if (w.position.empty() && w.name.empty() && w.startDate.empty() && w.highlights.empty() && w.summary.empty())
      return;
    r_.work.push_back(std::move(w));
  }

  void Education(const std::vector<int>& lines) {
    for (const Entry& e : Chunk(lines)) AddEducation(e);
  }

  void AddEducation(const Entry& e) {
    Header h = ReadHeader(e);
    schema::Education ed;
    std::vector<std::string> places = h.place_parts;
    std::vector<std::pair<int, std::string>> others;
    for (const auto& [i, t] : h.lines) {
      if (ed.studyType.empty()) {
        if (auto d = nz::MatchDegree(t, rules_)) {
          ed.studyType = Clean(d->study_type);
          ed.area = Clean(d->area);
          ed.score = d->score;
          Use(i);
          std::string rest_text = d->rest;
          // "Master of Science, Statistics — University of Milan": the area ends at a dash or bar.
          for (std::string_view sep : {" \u2014 ", " \u2013 ", " | ", " - "}) {
            std::size_t p = ed.area.find(sep);
            if (p == std::string::npos) continue;
            rest_text = ed.area.substr(p + sep.size()) + ", " + rest_text;
            ed.area = Clean(ed.area.substr(0, p));
            break;
          }
          std::vector<std::string> rest = StripPlaces(Parts(rest_text), &places);
          for (const std::string& p : rest) {
            if (!p.empty() && p[0] == '(') {
              Fragment(i, p);  // a parenthetical that is no grade
              continue;
            }
            if (ed.score.empty() && nz::FindScore(p, rules_)) {
              ed.score = p;  // "BSc Mathematics, First Class Honours"
              continue;
            }
            if (ed.institution.empty() && (nz::HasOrgWord(p, rules_) || rest.size() == 1)) ed.institution = p;
          }
          continue;
        }
      }
      others.emplace_back(i, t);
    }
    if (ed.studyType.empty() && ed.institution.empty() && others.size() >= 2) {
      // No degree word: the organisation line is the institution, the first other line the study.
      for (const auto& [i, t] : others) {
        std::vector<std::string> parts = StripPlaces(Parts(t), &places);
        std::string joined = Joined(parts, 0, parts.size());
        if (ed.institution.empty() && nz::HasOrgWord(joined, rules_)) {
          ed.institution = joined;
          Use(i);
        }
      }
      if (!ed.institution.empty()) {
        for (const auto& [i, t] : others) {
          if (used_[static_cast<std::size_t>(i)]) continue;
          ed.studyType = Clean(t);
          Use(i);
          break;
        }
      }
    }
    for (const auto& [i, t] : others) {
      if (used_[static_cast<std::size_t>(i)]) continue;
      // "Abschluss: Dipl.-Ing., Note 1,7": a line of its own that states the grade.
      if (!ed.studyType.empty() && ed.score.empty()) {
        if (auto sc = nz::FindScore(t, rules_)) {
          ed.score = *sc;
          Use(i);
          std::size_t at = t.find(*sc);
          Fragment(i, at == std::string::npos ? t : RemoveSpan(t, at, at + sc->size()));
          continue;
        }
      }
      std::vector<std::string> parts = StripPlaces(Parts(t), &places);
      std::string joined = Joined(parts, 0, parts.size());
      if (joined.empty()) {
        Use(i);
      } else if (ed.institution.empty()) {
        ed.institution = joined;
        Use(i);
      } else if (ed.area.empty() && !nz::HasOrgWord(joined, rules_) && text::WordCount(joined) <= 5 &&
                 !ed.studyType.empty() && i == others.front().first) {
        ed.area = joined;
        Use(i);
      }
    }
    if (h.dates) SetDegreeDates(ed, *h.dates);
    for (int i : e.bullets) {
      if (auto s = nz::FindScore(T(i), rules_)) {
        if (ed.score.empty()) ed.score = *s;
        Use(i);
      }
    }
    ed.url = EntryUrl(e);
    for (std::string& c : LabelledItems(e, "courses")) ed.courses.push_back(std::move(c));
    if (ed.institution.empty() && ed.studyType.empty()) return;
    r_.education.push_back(std::move(ed));
  }

  void Volunteer(const nz::Block& b) {
    std::string role = b.group ? nz::TitleCaseIfCaps(b.heading) : "";
    if (role.empty()) {
      std::vector<Entry> entries = Chunk(b.lines);
      st::SlotPlan plan = VoteRoleOrg(entries, false);
      for (const Entry& e : entries) {
        Header h = ReadHeader(e);
        RoleOrg ro = PlannedRoleOrg(h, plan);
        schema::Volunteer v;
        v.position = ro.position;
        v.organization = ro.org;
        if (h.dates) SetWorkDates(v.startDate, v.endDate, *h.dates);
        v.highlights = Highlights(e);
        v.summary = Body(e);
        v.url = EntryUrl(e);
        if (!v.organization.empty() || !v.position.empty()) r_.volunteer.push_back(std::move(v));
      }
      return;
    }
    // Under a role heading each line is organisations: "2023: A, B, C" or "Journal X".
    for (int i : b.lines) {
      if (Noise(i)) continue;
      std::string t = T(i);
      auto dates = nz::FindDates(t, rules_);
      std::vector<std::string> orgs;
      DateRange d;
      if (!dates.empty() && dates.front().begin == 0 &&
          std::string_view(t).substr(dates.front().end_offset).find(':') != std::string_view::npos) {
        d = dates.front();
        std::string_view list = std::string_view(t).substr(t.find(':', dates.front().end_offset) + 1);
        orgs = SplitTopLevel(list, ",;");
      } else {
        if (!dates.empty()) {
          d = dates.front();
          t = RemoveSpan(t, d.begin, d.end_offset);
        }
        orgs.push_back(Clean(t));
      }
      for (const std::string& o : orgs) {
        schema::Volunteer v;
        v.organization = Clean(o);
        v.position = role;
        if (!d.start.empty()) SetWorkDates(v.startDate, v.endDate, d);
        if (!v.organization.empty()) r_.volunteer.push_back(std::move(v));
      }
      Use(i);
    }
  }

  // A line's links as (text shown, target): its markup links, else the URLs written in it.
  std::vector<std::pair<std::string, std::string>> Links(int i) const {
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& l : L(i).links) out.emplace_back(l.text, l.target);
    if (out.empty()) {
      for (const std::string& u : nz::FindUrls(T(i))) out.emplace_back(u, u);
    }
    return out;
  }

  void Projects(const std::vector<int>& lines) {
    std::vector<Kind> kinds = Classify(lines);
    std::vector<Entry> entries;
    Entry* cur = nullptr;
    bool after_entry_bullet = false;
    for (std::size_t k = 0; k < lines.size(); ++k) {
      int i = lines[k];
      Kind kind = kinds[k];
      if (kind == Kind::kSkip) continue;
      std::string_view t = T(i);
      std::size_t colon = t.find(": ");
      std::string_view value = colon != std::string_view::npos && colon < 20 ? t.substr(colon + 2) : t;
      bool url_line = (!nz::FindUrls(value).empty() || !L(i).links.empty()) && text::WordCount(value) <= 6 &&
                      nz::FindUrls(value).size() + L(i).links.size() >= 1 &&
                      text::Trim(value).find(' ') == std::string_view::npos;
      if (url_line && cur) {
        cur->urls.push_back(i);
        continue;
      }
      if (kind == Kind::kEntryBullet) {
        entries.emplace_back();
        cur = &entries.back();
        cur->head.push_back(i);
        after_entry_bullet = true;
        continue;
      }
      if (kind == Kind::kCont && after_entry_bullet && cur) {
        cur->body.push_back(i);
        continue;
      }
      after_entry_bullet = false;
      if (kind == Kind::kBullet && cur) {
        cur->bullets.push_back(i);
        continue;
      }
      bool prose = kind == Kind::kBody || text::WordCount(t) >= 5 || text::EndsWith(text::Trim(t), ".");
      bool has_more = cur && (!cur->body.empty() || !cur->urls.empty() || !cur->bullets.empty() || cur->has_date);
      if (prose && cur && cur->body.empty() && cur->bullets.empty()) {
        cur->body.push_back(i);
      } else if (prose && cur && !cur->body.empty()) {
        cur->body.push_back(i);
      } else if (!cur || has_more || cur->head.empty()) {
        entries.emplace_back();
        cur = &entries.back();
        cur->head.push_back(i);
        cur->has_date = HasInlineDate(i);
      } else {
        cur->body.push_back(i);  // "Name" then a short description line
      }
    }
    for (const Entry& e : entries) {
      Header h = ReadHeader(e);
      schema::Project p;
      std::vector<std::string> names;
      for (const auto& [i, t] : h.lines) {
        names.push_back(Clean(t));
        Use(i);
      }
      p.name = names.empty() ? "" : names.front();
      std::string inline_description;
      if (!h.lines.empty()) {
        // "ratelimit-go — a rate limiter for Go services. <https://…>": name, description and
        // link on one line.
        for (const auto& [shown, target] : Links(h.lines.front().first)) {
          std::size_t at = p.name.find(shown);
          if (at != std::string::npos) p.name = Clean(RemoveSpan(p.name, at, at + shown.size()));
          if (p.url.empty()) p.url = nz::WithScheme(target);
        }
        for (std::string_view sep : {" \u2014 ", " \u2013 ", " - ", ": "}) {
          std::size_t at = p.name.find(sep);
          if (at == std::string::npos || text::WordCount(p.name.substr(0, at)) > 5) continue;
          inline_description = Clean(p.name.substr(at + sep.size()));
          p.name = Clean(p.name.substr(0, at));
          break;
        }
      }
      if (h.dates) SetWorkDates(p.startDate, p.endDate, *h.dates);
      if (h.dates && h.dates->single) p.endDate.clear();
      p.description = Body(e);
      for (std::size_t k = 1; k < names.size(); ++k) p.description = names[k] + (p.description.empty() ? "" : " " + p.description);
      if (!inline_description.empty())
        p.description = inline_description + (p.description.empty() ? "" : " " + p.description);
      p.highlights = Highlights(e);
      for (int i : e.urls) {
        auto links = Links(i);
        if (!links.empty() && p.url.empty()) p.url = nz::WithScheme(links.front().second);
        Use(i);
      }
      if (!p.name.empty()) r_.projects.push_back(std::move(p));
    }
  }

  // --- publications -------------------------------------------------------------------
  void Publications(const nz::Block& b) {
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
      entries.push_back({i});
      has_authors = authors_first;
    }
    for (const auto& e : entries) AddPublication(e, b.preprint);
  }

  // Whether an author list ("A. Name, B. Name and C. Name") starts at `from`; its end.
  // Letters are Latin ranges, not \p{L}: the pattern is tried at many positions of a line
  // and the small classes keep it fast (author lists in other scripts are not split off).
  static bool AuthorList(std::string_view t, std::size_t from, std::size_t* end) {
    // NAME: 2-4 words, each a capitalised word or initials ("A.-O."), particles allowed;
    // a list is NAME followed by ", NAME", ", and NAME" or " and NAME" at least once.
    static const RE2 re = [] {
      const std::string upper = "[A-Z\\x{C0}-\\x{DE}\\x{100}-\\x{17F}]";
      const std::string word = "(?:" + upper + "\\.(?:-?" + upper + "\\.)*|" + upper +
                               "[A-Za-z\\x{C0}-\\x{24F}'\u2019\\-]*)";
      const std::string name = word + "(?:\\s+(?:" + word + "|van|von|der|den|de|di|da|del|la|le)){1,3}";
      return RE2("^(" + name + ")((?:(?:,\\s*(?:and\\s+|&\\s+)?|\\s+(?:and|&)\\s+)" + name + ")+)");
    }();
    re2::StringPiece whole;
    std::string_view s = t.substr(from);
    if (!re.Match(re2::StringPiece(s.data(), s.size()), 0, s.size(), RE2::ANCHOR_START, &whole, 1)) return false;
    *end = from + whole.size();
    return true;
  }

  static int Tokens(std::string_view name) { return static_cast<int>(text::Split(text::CollapseSpace(name), ' ').size()); }

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

  void AddPublication(const std::vector<int>& lines, bool preprint) {
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
      std::string venue = end == std::string::npos ? "" : std::string(text::Trim(tail.substr(end + 1)));
      if (text::StartsWith(venue, "In ")) venue = venue.substr(3);
      venue = Clean(venue.substr(0, venue.find_first_of(",(")));
      if (!venue.empty()) {
        p.publisher = ShortVenue(venue, venue);
        Fragment(lines.front(), tail.substr(tail.find(venue) + venue.size()));
      }
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
    if (!p.name.empty()) r_.publications.push_back(std::move(p));
  }

  // --- lists --------------------------------------------------------------------------
  // "Label: a, b, c" lines route by their label ("Languages:", "Interests:", "Tools:").
  bool LabelLine(int i) {
    const std::string& t = T(i);
    std::size_t colon = t.find(':');
    // A label column typed or laid out with a gap works like a colon ("Mother tongue <gap> X").
    std::size_t gap = t.find('\t');
    if (gap != std::string::npos && (colon == std::string::npos || gap < colon)) colon = gap;
    if (colon == std::string::npos || colon == 0 || colon > 40 || colon + 1 >= t.size()) return false;
    std::string label = t.substr(0, colon);
    if (text::WordCount(label) > 4 || text::HasDigit(label)) return false;
    std::string items(text::Trim(std::string_view(t).substr(colon + 1)));
    if (items.empty()) return false;
    auto h = nz::MatchHeading(label, rules_);
    if (!h) return false;
    Section section = h->section;
    // "Languages: Go, Python, SQL" names programming languages: a skills group.
    if (section == Section::kLanguages) {
      bool spoken = false;
      for (const std::string& item : SplitTopLevel(items, ",;/")) {
        std::string_view name = text::Trim(std::string_view(item).substr(0, item.find('(')));
        spoken = spoken || nz::LanguageCode(name, rules_).has_value() ||
                 nz::LanguageCode(name.substr(0, name.find(' ')), rules_).has_value();
      }
      if (!spoken) section = Section::kSkills;
    }
    switch (section) {
      case Section::kLanguages: {
        std::size_t before = r_.languages.size();
        LanguageText(items);
        // "Mother tongue(s): Italian", "Fluent: English, French": the label is the level.
        std::size_t lb = 0, le = 0;
        if (nz::FindLevel(label, rules_, &lb, &le)) {
          for (std::size_t k = before; k < r_.languages.size(); ++k) {
            if (r_.languages[k].fluency.empty()) r_.languages[k].fluency = Clean(label.substr(lb, le - lb));
          }
        }
        break;
      }
      case Section::kInterests:
        for (const std::string& x : SplitTopLevel(items, ",;")) r_.interests.push_back({Clean(x), {}});
        break;
      case Section::kSkills:
        r_.skills.push_back({nz::TitleCaseIfCaps(Clean(label)), "", Keywords(items)});
        break;
      default:
        return false;
    }
    Use(i);
    return true;
  }

  std::vector<std::string> Keywords(std::string_view s) {
    std::vector<std::string> out;
    std::string t(s);
    // "Advanced skill in Python, Go": a level and its preposition lead the list.
    std::size_t b = 0, e = 0;
    if (nz::FindLevel(t, rules_, &b, &e) && b == 0) {
      std::string_view rest = text::Trim(std::string_view(t).substr(e));
      for (std::string_view filler : {"skills in", "skill in", "knowledge of", "knowledge in",
                                      "experience with", "experience in", "in", "with", "of"}) {
        if (text::StartsWith(text::AsciiLower(rest), filler) && rest.size() > filler.size() &&
            rest[filler.size()] == ' ') {
          t = std::string(text::Trim(rest.substr(filler.size())));
          break;
        }
      }
    }
    for (std::string k : SplitTopLevel(t, ",;|\t")) {
      // "Python (Advanced)": a level in brackets is not part of the keyword.
      std::size_t open = k.rfind('(');
      if (open != std::string::npos && k.back() == ')') {
        std::string inner = k.substr(open + 1, k.size() - open - 2);
        std::size_t lb = 0, le = 0;
        if (nz::FindLevel(inner, rules_, &lb, &le)) k = std::string(text::Trim(k.substr(0, open)));
      }
      k = Clean(k);
      if (!k.empty() && (text::HasLetter(k) || text::HasDigit(k))) out.push_back(k);
    }
    return out;
  }

  void Skills(const nz::Block& b) {
    std::string group = b.heading.empty() ? "Skills" : nz::TitleCaseIfCaps(Clean(b.heading));
    // An index, not a pointer: LabelLine and the "Label: items" lines append to r_.skills.
    std::size_t cur = std::string::npos;
    for (int i : b.lines) {
      if (Noise(i) || LabelLine(i)) continue;
      // Inside a skills section any "Label: items" names a group ("Cloud: AWS, GCP").
      const std::string& t = T(i);
      std::size_t colon = t.find(':');
      if (colon != std::string::npos && colon > 0 && colon < 40 && colon + 1 < t.size() &&
          text::WordCount(t.substr(0, colon)) <= 4) {
        std::vector<std::string> kws = Keywords(t.substr(colon + 1));
        if (!kws.empty()) {
          r_.skills.push_back({nz::TitleCaseIfCaps(Clean(t.substr(0, colon))), "", kws});
          Use(i);
          cur = std::string::npos;
          continue;
        }
      }
      std::vector<std::string> kw = Keywords(T(i));
      if (kw.empty()) continue;  // layout junk (a lone ".") stays residue
      if (cur == std::string::npos) {
        r_.skills.push_back({group, "", {}});
        cur = r_.skills.size() - 1;
      }
      for (auto& k : kw) r_.skills[cur].keywords.push_back(std::move(k));
      Use(i);
    }
  }

  void LanguageText(std::string_view s) {
    std::string t(text::Trim(s));
    std::size_t b = 0, e = 0;
    // "Native in German", "Basic skills in Spanish and Chinese".
    if (nz::FindLevel(t, rules_, &b, &e) && b == 0) {
      std::string fluency = t.substr(0, e);
      std::string_view rest = text::Trim(std::string_view(t).substr(e));
      for (std::string_view filler : {"skills in", "skill in", "knowledge of", "knowledge in", "in", "of"}) {
        if (text::StartsWith(text::AsciiLower(rest), filler) && rest.size() > filler.size() && rest[filler.size()] == ' ') {
          rest = text::Trim(rest.substr(filler.size()));
          std::string list(rest);
          for (std::string_view sep : {" and ", " und ", " et ", " y ", " & "}) {
            for (std::size_t p; (p = list.find(sep)) != std::string::npos;) list.replace(p, sep.size(), ",");
          }
          for (const std::string& lang : SplitTopLevel(list, ",;")) r_.languages.push_back({Clean(lang), fluency});
          return;
        }
      }
    }
    // "Français <gap> langue maternelle": a grid of language and level, not two languages.
    if (std::count(t.begin(), t.end(), '\t') == 1) {
      std::size_t tab = t.find('\t');
      std::string_view left = text::Trim(std::string_view(t).substr(0, tab));
      std::string_view right = text::Trim(std::string_view(t).substr(tab + 1));
      if (nz::LanguageCode(left, rules_) && !nz::LanguageCode(right, rules_) && right.find(',') == std::string_view::npos)
        t[tab] = ':';
    }
    // "German (Native), English: fluent, French – B2".
    for (std::string item : SplitTopLevel(t, ",;|\t")) {
      std::string lang = item, fluency;
      std::size_t open = item.find('(');
      std::size_t sep = item.find(':');
      if (sep == std::string::npos) sep = item.find(" \u2013 ");
      if (sep == std::string::npos) sep = item.find(" - ");
      if (sep != std::string::npos && (open == std::string::npos || sep < open)) {
        std::size_t skip = item.compare(sep, 1, ":") == 0 ? 1 : (item.compare(sep, 3, " - ") == 0 ? 3 : 5);
        fluency = Clean(item.substr(sep + skip));
        lang = item.substr(0, sep);
      } else if (open != std::string::npos && item.back() == ')') {
        fluency = Clean(item.substr(open + 1, item.size() - open - 2));
        lang = item.substr(0, open);
      } else {
        std::size_t lb = 0, le = 0;
        if (nz::FindLevel(item, rules_, &lb, &le) && lb > 0) {
          fluency = Clean(item.substr(lb));
          lang = item.substr(0, lb);
        }
      }
      lang = Clean(lang);
      if (!lang.empty()) r_.languages.push_back({lang, fluency});
    }
  }

  // Whether some word of the line, or a cell of it, names a spoken language ("Fluent in
  // English", "Deutsch (Muttersprache)", "Brazilian Portuguese").
  bool NamesLanguage(std::string_view t) const {
    for (const std::string& item : SplitTopLevel(t, ",;/:\t(")) {
      if (nz::LanguageCode(item, rules_)) return true;
    }
    for (const std::string& w : SplitTopLevel(t, " ,;/:\t()")) {
      if (nz::LanguageCode(w, rules_)) return true;
    }
    return false;
  }

  void Languages(const std::vector<int>& lines) {
    // A self-assessment grid ("LISTENING C1 READING C1 …") names no language: where other
    // lines of the section do, such lines are not languages of their own.
    std::vector<char> names(lines.size());
    for (std::size_t k = 0; k < lines.size(); ++k) names[k] = NamesLanguage(T(lines[k]));
    bool any_known = std::find(names.begin(), names.end(), 1) != names.end();
    for (std::size_t k = 0; k < lines.size(); ++k) {
      int i = lines[k];
      if (Noise(i) || LabelLine(i)) continue;
      if (any_known && !names[k]) continue;
      std::size_t before = r_.languages.size();
      LanguageText(T(i));
      if (r_.languages.size() > before) Use(i);
    }
  }

  void Interests(const std::vector<int>& lines) {
    for (int i : lines) {
      if (Noise(i) || LabelLine(i)) continue;
      const std::string& t = T(i);
      std::vector<std::string> items = SplitTopLevel(t, ",;\t");
      bool list = items.size() > 1 && std::all_of(items.begin(), items.end(), [](const std::string& x) {
                    return text::WordCount(x) <= 5;
                  });
      if (!list) items = {t};
      for (const std::string& x : items) {
        std::string c = Clean(x);
        if (!c.empty()) r_.interests.push_back({c, {}});
      }
      Use(i);
    }
  }

  void Awards(const std::vector<int>& lines) {
    for (int i : lines) {
      if (Noise(i)) continue;
      if (PureDate(i) && !r_.awards.empty() && r_.awards.back().date.empty()) {
        r_.awards.back().date = PureDate(i)->start.ToIso();
        Use(i);
        continue;
      }
      AddAward(i);
    }
  }

  void AddAward(int i) {
    std::string t = T(i);
    schema::Award a;
    auto ds = nz::FindDates(t, rules_);
    if (!ds.empty()) {
      a.date = ds.back().start.ToIso();
      t = RemoveSpan(t, ds.back().begin, ds.back().end_offset);
    }
    std::vector<std::string> parts = Parts(t);
    if (parts.empty()) return;
    a.title = parts.front();
    a.awarder = Joined(parts, 1, parts.size());
    r_.awards.push_back(std::move(a));
    Use(i);
  }

  void Certificates(const std::vector<int>& lines) {
    for (int i : lines) {
      if (Noise(i)) continue;
      std::string t = T(i);
      schema::Certificate c;
      auto ds = nz::FindDates(t, rules_);
      if (!ds.empty()) {
        c.date = ds.back().start.ToIso();
        t = RemoveSpan(t, ds.back().begin, ds.back().end_offset);
      }
      std::vector<std::string> parts = Parts(t);
      if (parts.empty()) continue;
      c.name = parts.front();
      c.issuer = Joined(parts, 1, parts.size());
      r_.certificates.push_back(std::move(c));
      Use(i);
    }
  }

  // --- references: who, and what they said (structure/ groups them) --------------------
  void References(const std::vector<int>& lines) {
    std::vector<int> kept;
    std::vector<st::TextLine> view;
    for (int i : lines) {
      if (Noise(i)) continue;
      kept.push_back(i);
      view.push_back({T(i), L(i).blank_before});
    }
    for (const st::NamedText& g : st::GroupReferences(view)) {
      schema::Reference ref;
      ref.name = Clean(g.name);
      ref.reference = text::CollapseSpace(g.text);
      if (ref.name.empty() && ref.reference.empty()) continue;
      // A line alone that names nobody ("Available upon request") is a note: residue.
      if (ref.reference.empty() && !nz::LooksLikePersonName(ref.name.substr(0, ref.name.find(',')), rules_))
        continue;
      for (int k : g.lines) Use(kept[static_cast<std::size_t>(k)]);
      r_.references.push_back(std::move(ref));
    }
  }

  // --- lines under no heading: sorted by what they say -----------------------------------
  void Unlabelled(const std::vector<int>& lines) {
    std::vector<int> rest;
    for (int i : lines) {
      if (Noise(i)) continue;
      if (LabelLine(i)) continue;
      rest.push_back(i);
    }
    for (const Entry& e : Chunk(rest)) {
      std::string head;
      for (int i : e.head) head += T(i) + " ";
      bool degree = nz::MatchDegree(head, rules_).has_value();
      unsigned vocab = nz::Vocab(head, rules_);
      bool title = vocab & nz::kTitleWord;
      bool award = vocab & nz::kAwardWord;
      if (!e.head.empty() && degree && !(title && !award && e.head.size() == 1 && !degree)) {
        AddEducation(e);
      } else if (!e.head.empty() && award && !title) {
        for (int i : e.head) AddAward(i);
      } else if (!e.head.empty() && title && (e.has_date || !e.bullets.empty())) {
        AddWork(e);
      } else if (e.head.empty() && !e.body.empty() && r_.basics.summary.empty() && r_.work.empty()) {
        std::vector<int> body = e.body;
        Summary(body);
      }
    }
  }

  const extract::Document& doc_;
  const nz::Normalized& n_;
  const nz::Rules& rules_;
  std::vector<bool> used_;
  std::vector<std::vector<std::string>> fragments_;  // parts of used lines no field took
  mutable std::vector<int> noise_;
  mutable std::vector<std::optional<std::vector<DateRange>>> dates_;
  mutable std::vector<std::optional<std::optional<DateRange>>> pure_;
  std::vector<std::string> summaries_;
  Resume r_;
};

}  // namespace

Resume Build(const extract::Document& doc, const nz::Normalized& sections, const nz::Rules& rules) {
  Resume r = Builder(doc, sections, rules).Run();
  r.meta.format = doc.format == extract::Format::kPdf ? "pdf" : "text";
  r.meta.encoding = doc.encoding;
  return r;
}

}  // namespace cvmill::schema
