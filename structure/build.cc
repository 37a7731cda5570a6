// Building the record: one pass over the document's blocks, each handed to the step of its
// section; what no field took becomes meta.residue. The stage's entry point, Build().
#include <algorithm>
#include <cctype>
#include <iterator>
#include <string>
#include <utility>

#include "normalize/memo.h"
#include "structure/internal/build.h"
#include "structure/internal/as_written.h"
#include "structure/internal/broken_email.h"
#include "structure/internal/leftovers.h"
#include "structure/structure.h"

namespace cvmill::structure {
namespace internal {

schema::Resume Builder::Run() {
  for (int t : n_.title_lines) {
    Use(t);
    r_.meta.sections.push_back({L(t).number, T(t), "title", "doctitle"});
  }
  NetworkOverHandle();
  // An e-mail address broken inside its domain by a narrow column: one line again.
  for (std::size_t i = 0; i + 1 < doc_.lines.size(); ++i) {
    const int k = static_cast<int>(i);
    if (L(k + 1).blank_before > 0 || T(k).find('@') == std::string::npos) continue;
    if (std::string joined = BrokenEmail(T(k), T(k + 1)); !joined.empty()) RewriteRow(k, std::move(joined), k + 1);
  }
  // A web address broken after a slash, its path's rest on the next line: one line again.
  for (std::size_t i = 0; i + 1 < doc_.lines.size(); ++i) {
    const int k = static_cast<int>(i);
    if (L(k + 1).blank_before > 0 || T(k).empty() || T(k).back() != '/') continue;
    if (std::string joined = BrokenUrl(T(k), T(k + 1)); !joined.empty()) RewriteRow(k, std::move(joined), k + 1);
  }
  for (const nz::Block& b : n_.blocks) {
    if (b.heading_in_row) RowAfterHeading(b.heading_line, b.row_cut);
    RangeEndWrapped(b);
    DegreeSentenceWrapped(b);
    HeaderWrappedBeforeItsDates(b);
    HeaderSentenceWrapped(b);
    NameWrapped(b);
    HeaderColumnWrapped(b);
    RunOnSentenceWrapped(b);
    if (b.heading_line >= 0) {
      // (A row that also holds the section's first line is used by what takes that line.)
      used_[static_cast<std::size_t>(b.heading_line)] = !b.heading_in_row;
      if (b.heading_tail >= 0) used_[static_cast<std::size_t>(b.heading_tail)] = true;
      heading_row_[static_cast<std::size_t>(b.heading_line)] = true;
      r_.meta.sections.push_back({doc_.lines[static_cast<std::size_t>(b.heading_line)].number,
                                  b.heading, std::string(nz::SectionName(b.section)), b.rule});
    }
    if (trace_) TraceSection(static_cast<std::size_t>(&b - n_.blocks.data()), b);
    const std::size_t groups = r_.skills.size();
    Dispatch(b);
    after_skills_ = b.section == Section::kSkills || (b.section == Section::kNone && r_.skills.size() > groups);
  }
  AttachCoursework();
  ContactsFromFurniture();
  NameByType();
  AddStatedRoles();
  {
    std::vector<std::string_view> lines;
    lines.reserve(doc_.lines.size());
    for (std::size_t i = 0; i < doc_.lines.size(); ++i) lines.push_back(T(static_cast<int>(i)));
    OrganisationsAsWritten(&r_, lines);
  }
  // What used lines said that no field took: kept as fragments (structure/leftovers.cc).
  const RecordWords held(r_, rules_);
  for (std::size_t i = 0; i < doc_.lines.size(); ++i) {
    if (!used_[i]) continue;
    const int k = static_cast<int>(i);
    std::vector<std::string> left = held.Leftovers(T(k), LineDates(k), fragments_[i]);
    if (!left.empty() && OngoingWord(k)) continue;  // "Present" under a date: read as a date
    for (std::string& p : left) fragments_[i].push_back(std::move(p));
  }
  for (std::size_t i = 0; i < doc_.lines.size(); ++i) {
    if (!used_[i]) {
      std::string t = L(static_cast<int>(i)).text;  // (a row moved or cut: as read)
      for (char& c : t) if (c == '\t') c = ' ';
      r_.meta.residue.push_back({doc_.lines[i].number, text::CollapseSpace(t), false});
    }
    for (const std::string& f : fragments_[i]) r_.meta.residue.push_back({doc_.lines[i].number, f, true});
  }
  r_.meta.diagnostics = doc_.diagnostics;
  return std::move(r_);
}

namespace {

// The line without its first `cut` bytes, its styled runs moved with the text.
void CutFront(extract::Line* line, std::size_t cut) {
  line->text.erase(0, cut);
  std::vector<extract::StyledRun> runs;
  for (extract::StyledRun r : line->runs) {
    if (r.end <= cut) continue;
    r.begin = r.begin > cut ? static_cast<std::uint32_t>(r.begin - cut) : 0;
    r.end = static_cast<std::uint32_t>(r.end - cut);
    runs.push_back(r);
  }
  line->runs = std::move(runs);
}

}  // namespace

// A row whose first cell is its section's heading ("Projects <gap> – Name, 2020"): the rest
// of it, read as a line of its own (a list item when it opens with a list marker).
void Builder::RowAfterHeading(int i, std::size_t row_cut) {
  if (rows_.empty()) rows_.resize(doc_.lines.size());
  extract::Line row = doc_.lines[static_cast<std::size_t>(i)];
  std::size_t cut = row_cut > 0 ? row_cut : row.text.find('\t') + 1;
  while (cut < row.text.size() && row.text[cut] == ' ') ++cut;
  if (std::size_t mark = extract::BulletMarkLength(std::string_view(row.text).substr(cut)); mark > 0) {
    row.bullet = true;
    cut += mark;
    while (cut < row.text.size() && row.text[cut] == ' ') ++cut;
  }
  CutFront(&row, cut);
  rows_[static_cast<std::size_t>(i)] = std::move(row);
  Forget(i);  // (facts read off the whole row before, a document-wide vote's, are stale)
}

void Builder::Forget(int i) {
  dates_[static_cast<std::size_t>(i)].reset();
  pure_[static_cast<std::size_t>(i)].reset();
  noise_[static_cast<std::size_t>(i)] = -1;
}

void Builder::RewriteRow(int i, std::string text, int absorbed) {
  if (rows_.empty()) rows_.resize(doc_.lines.size());
  extract::Line a = L(i);
  a.text = std::move(text);
  a.runs.clear();
  rows_[static_cast<std::size_t>(i)] = std::move(a);
  Forget(i);
  if (absorbed < 0) return;
  Use(absorbed);
  noise_[static_cast<std::size_t>(absorbed)] = 1;  // (read with line i now: no line of its own)
}

void Builder::RewriteRow(int i, std::string text, const std::vector<int>& absorbed) {
  RewriteRow(i, std::move(text));
  for (int j : absorbed) {
    Use(j);
    noise_[static_cast<std::size_t>(j)] = 1;
  }
}

namespace {

// The range dashes a date column sets between a range's two ends, with the space after them.
constexpr std::string_view kRangeDashes[] = {"\u2013 ", "\u2014 ", "- "};

// Whether `end` lies before `start`, at the precision both state.
bool EndsBeforeStart(const nz::PartialDate& start, const nz::PartialDate& end) {
  if (end.year != start.year) return end.year < start.year;
  return start.month > 0 && end.month > 0 && end.month < start.month;
}

}  // namespace

// "2020 – Controller, Acme, Leeds" over "present Maker of brake parts", or "Mar 2019 – Lead,
// Acme," over "May 2021 Leeds": a date column wrapped in plain text (pdftotext of a CV whose
// dates stand in a narrow left column), the range's end, a date or an ongoing word, at the start
// of the next line. The end moves up to close the range. The rest of the next line continues
// the first line's text when that ends on a comma or the rest opens in lower case ("Leeds" /
// "present upon Tyne"); otherwise it stays a line of its own (the entry's next line). A next
// line that opens a range of its own ("May 2021 – Analyst, ..."), or an end before the start,
// is no such end.
void Builder::RangeEndWrapped(const nz::Block& b) {
  for (std::size_t k = 0; k + 1 < b.lines.size(); ++k) {
    const int i = b.lines[k], j = b.lines[k + 1];
    if (j != i + 1 || L(j).blank_before > 0 || L(j).bullet) continue;
    const std::string& t = T(i);
    // (Cheap tests first: a dash with a space after it in the line; the line's dates are
    // found once, as every step asks them.)
    if (t.empty() || !(std::isdigit(static_cast<unsigned char>(t[0])) || std::isalpha(static_cast<unsigned char>(t[0]))) ||
        (t.find("\u2013 ") == std::string::npos && t.find("- ") == std::string::npos && t.find("\u2014 ") == std::string::npos))
      continue;
    const std::vector<DateRange>& ds = LineDates(i);
    if (ds.empty() || ds.front().begin != 0 || !ds.front().single) continue;
    std::string_view after = text::Trim(std::string_view(t).substr(ds.front().end_offset));
    std::size_t dash = 0;
    for (std::string_view d : kRangeDashes) {
      if (text::StartsWith(after, d)) dash = d.size();
    }
    if (dash == 0) continue;
    std::string_view body = text::Trim(after.substr(dash));
    // The longest run of the next line's first words (three at most: "1 June 2021") that the
    // date rules read as the range's end; or, first, the same after the first line's text when
    // that text is the end's beginning ("15 May 2012 – 31 December" over "2018").
    const std::string& next = T(j);
    const std::string head = t.substr(0, ds.front().end_offset) + " \u2013 ";
    std::string closed;
    std::size_t taken = 0;
    auto close = [&](const std::string& opening) {
      for (std::size_t at = 0, words = 0; words < 3 && at < next.size(); ++words) {
        std::size_t sp = next.find_first_of(" \t", at);
        if (sp == std::string::npos) sp = next.size();
        const std::string c = opening + next.substr(0, sp);
        const std::vector<DateRange> range = nz::FindDates(c, rules_);
        if (range.size() == 1 && !range[0].single && range[0].begin == 0 && range[0].end_offset == c.size() &&
            (range[0].ongoing || !EndsBeforeStart(range[0].start, range[0].end))) {
          closed = c;
          taken = sp;
        }
        if (sp < next.size() && next[sp] == '\t') break;  // (a cell ends the words)
        at = sp + 1;
      }
      return !closed.empty();
    };
    if (!body.empty() && text::WordCount(body) <= 2 && close(head + std::string(body) + " ")) {
      body = std::string_view();
    } else if (!close(head)) {
      continue;
    }
    std::string_view rest = text::Trim(std::string_view(next).substr(taken));
    if (std::any_of(std::begin(kRangeDashes), std::end(kRangeDashes),
                    [&](std::string_view d) { return text::StartsWith(rest, text::Trim(d)); }))
      continue;  // the next line's own range ("May 2021 – Analyst")
    const bool continues = !rest.empty() && rest.find('\t') == std::string_view::npos && !body.empty() &&
                           (body.back() == ',' || StartsLowerWord(rest));
    if (rows_.empty()) rows_.resize(doc_.lines.size());
    extract::Line a = L(i), n = L(j);
    a.text = closed;
    if (!body.empty()) a.text += " " + std::string(body);
    if (continues) a.text += " " + std::string(rest);
    a.runs.clear();
    CutFront(&n, continues ? next.size() : static_cast<std::size_t>(rest.data() - next.data()));
    rows_[static_cast<std::size_t>(i)] = std::move(a);
    const bool emptied = text::Trim(n.text).empty();  // the end was all the next line said
    rows_[static_cast<std::size_t>(j)] = std::move(n);
    if (emptied) Use(j);
    Forget(i);
    Forget(j);
  }
}

// "Accountant, Penbury Foods <gap> 2017 – 2020" over "Ltd, Leeds.": an entry's header line
// closed by its dates, wrapped before them in a text dump (the dates set beside the header's
// first line), its rest a short line that closes the header with a full stop. The rest goes
// back before the dates. (Text only: the PDF reader joins such lines by their geometry.)
bool Builder::WrappedHeaderSection(const nz::Block& b) const {
  return doc_.format == extract::Format::kText &&
         (b.section == Section::kWork || b.section == Section::kEducation || b.section == Section::kVolunteer);
}

bool Builder::RunsOnInto(int i, int j) const {
  return j == i + 1 && L(j).blank_before == 0 && !L(i).bullet && !L(j).bullet;
}

void Builder::HeaderWrappedBeforeItsDates(const nz::Block& b) {
  if (!WrappedHeaderSection(b)) return;
  for (std::size_t k = 0; k + 1 < b.lines.size(); ++k) {
    const int i = b.lines[k], j = b.lines[k + 1];
    if (!RunsOnInto(i, j)) continue;
    const std::string& next = T(j);
    // (A place alone is read as the entry's place line as it stands.)
    if (next.empty() || next.back() != '.' || text::WordCount(next) > 4 || next.find('\t') != std::string::npos ||
        !LineDates(j).empty() || nz::ParsePlace(Clean(next), rules_))
      continue;
    const std::string& t = T(i);
    const std::vector<DateRange>& ds = LineDates(i);
    if (ds.empty() || !text::Trim(std::string_view(t).substr(ds.back().end_offset)).empty()) continue;
    std::string before(text::TrimChars(std::string_view(t).substr(0, ds.back().begin), " \t"));
    if (before.find(", ") == std::string::npos || before.back() == '.' || text::WordCount(before) < 3) continue;
    JoinWrappedLine(&before, next);  // ("Hotel Bella-" over "vista Lido.": the word joins whole)
    RewriteRow(i, before + "\t" + t.substr(ds.back().begin), j);
    ++k;
  }
}

// "Leipzig, 01.03.2024", "Paris, le 3 mars 2024": where and when the CV was signed, not data.
bool Builder::Signature(int i) const {
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

// A running header or footer of the person's contact details, taken out of the lines by the
// PDF or text reader (some classes print the e-mail, phone and address only there): its
// e-mail, phone, postal address and web addresses where the record has none. A phone only
// from a cell of few letters ("Tel. +44 7700 900123"), not an address's numbers; an address
// only with its street or postcode ("14 Mill Lane – Leeds LS1 4AB – UK"), not a town alone.
void Builder::ContactsFromFurniture() {
  auto& loc = r_.basics.location;
  // Web addresses only from furniture that gives an e-mail address: a contact footer, not a
  // template's own ("© Publisher | https://example.org").
  const bool contacts = std::any_of(doc_.furniture.begin(), doc_.furniture.end(),
                                    [](const std::string& t) { return nz::FindEmail(t).has_value(); });
  for (const std::string& t : doc_.furniture) {
    // Cells apart by a gap, or by a dot or bar between spaces ("+1 555 0100 • x@y.org").
    std::vector<std::string> cells;
    for (std::string gapped : SplitTopLevel(t, "\t")) {
      for (std::string_view sep : {" \u2022 ", " \u00B7 ", " | "}) {
        for (std::size_t at; (at = gapped.find(sep)) != std::string::npos;) gapped.replace(at, sep.size(), "\t");
      }
      for (std::string& cell : SplitTopLevel(gapped, "\t")) cells.push_back(std::move(cell));
    }
    for (const std::string& cell : cells) {
      if (contacts && !nz::FindEmail(cell)) {
        for (const std::string& u : nz::FindUrls(cell)) {  // a web site or a profile's address
          if (auto p = nz::MatchProfile(u, rules_)) {
            AddProfile(p->network, p->username, p->url);
          } else if (r_.basics.url.empty()) {
            r_.basics.url = nz::WithScheme(u);
          }
        }
      }
      if (auto a = loc.address.empty() && loc.postalCode.empty() && loc.city.empty() && loc.countryCode.empty()
                       ? nz::ParseAddress(cell, rules_)
                       : std::nullopt;
          a && (!a->address.empty() || !a->postal_code.empty()) && !nz::FindEmail(cell) && !nz::FindPhone(cell)) {
        loc.address = a->address;
        loc.postalCode = a->postal_code;
        loc.city = a->city;
        loc.region = a->region;
        loc.countryCode = a->country_code;
      }
      if (auto e = r_.basics.email.empty() ? nz::FindEmail(cell) : std::nullopt) r_.basics.email = *e;
      int letters = 0;
      for (char c : cell) letters += std::isalpha(static_cast<unsigned char>(c)) ? 1 : 0;
      if (auto ph = r_.basics.phone.empty() && letters <= 4 ? nz::FindPhone(cell) : std::nullopt) r_.basics.phone = *ph;
    }
  }
}

// A line of the person's own contact details inside a section (a page footer that fell into
// it: "+351 912 483 057 | ines@example.pt" among the entries): read as contacts where the
// record has none of its kind yet, and left out of the section. (Not where a section holds
// other people's: references.)
bool Builder::StrayContact(int i) {
  const std::string& t = T(i);
  if ((!r_.basics.email.empty() && !r_.basics.phone.empty()) || L(i).bullet || text::WordCount(t) > 10 ||
      t.find('/') != std::string::npos || t.find("www.") != std::string::npos)
    return false;  // (the record has both already; an address's digits are no phone number)
  const bool email = nz::FindEmail(t).has_value(), phone = nz::FindPhone(t).has_value();
  if (!(email && r_.basics.email.empty()) && !(phone && r_.basics.phone.empty())) return false;
  // Every cell one of them, or the person's place beside them ("Carlisle, Cumbria <gap> mail"),
  // or a few words of an address wrapped in a narrow column beside one of them ("Quay,
  // Old Town <gap> +45 …": a sidebar's address and its phone side by side).
  const std::vector<std::string> cells = SplitTopLevel(t, "\t");
  for (const std::string& cell : cells) {
    if (!nz::FindEmail(cell) && !nz::FindPhone(cell) && !(r_.basics.location.city.empty() && nz::ParsePlace(cell, rules_)) &&
        !(cells.size() == 2 && !text::HasDigit(cell) && text::WordCount(cell) <= 4 && cell.find('@') == std::string::npos))
      return false;
  }
  return ContactLine(i);
}

// A "Research" section is research done: projects, or positions held in labs. Its entries are
// positions when the section's header slots vote for a position and an organisation
// ("TIDAL DYNAMICS LAB | RESEARCH ASSISTANT"), as work entries' do.
bool Builder::ResearchPositions(const nz::Block& b) {
  Trace* const trace = trace_;
  trace_ = nullptr;  // (a trial cut: Work traces its own)
  const std::vector<bool> used = used_;
  const SlotPlan plan = VoteRoleOrg(Chunk(b.lines), true);
  trace_ = trace;
  used_ = used;
  const bool position = std::find(plan.slots.begin(), plan.slots.end(), Slot::kPosition) != plan.slots.end();
  const bool org = std::find(plan.slots.begin(), plan.slots.end(), Slot::kOrganisation) != plan.slots.end();
  return plan.ok() && !plan.by_line && position && org;
}

// How many lines open an entry section as a table's header: every cell of them a header
// cell (labels.tsv kinds "column-*", "Project", "Year"), two cells or more in all, entries
// after them. A reader that parts a header row's cells (a PDF's cells at their own x) gives
// the row as several lines; a table marked as such has its header row marked.
std::size_t Builder::HeaderRows(const nz::Block& b) const {
  switch (b.section) {
    case Section::kWork: case Section::kEducation: case Section::kVolunteer: case Section::kProjects:
    case Section::kPublications: case Section::kAwards: case Section::kCertificates: break;
    default: return 0;
  }
  std::size_t n = 0, cells = 0;
  for (; n < b.lines.size() && n < 4; ++n) {
    const int i = b.lines[n];
    if (L(i).table == extract::TableRow::kBody) break;
    std::size_t here = 0;
    bool all = true;
    for (const std::string& cell : SplitTopLevel(T(i), "\t")) {
      const std::string c = Clean(cell);
      if (c.empty()) continue;
      all = all && text::WordCount(c) <= 3 && nz::ColumnLabel(c, rules_).has_value();
      ++here;
    }
    if (!all || here == 0) break;
    cells += here;
  }
  return cells >= 2 && n < b.lines.size() ? n : 0;
}

void Builder::Dispatch(const nz::Block& b0) {
  const nz::Block* bp = &b0;
  nz::Block kept;
  if (b0.section != Section::kReferences && b0.section != Section::kContact && b0.section != Section::kSummary &&
      !(b0.section == Section::kNone && b0.heading_line < 0 && b0.rule.empty())) {
    std::vector<int> lines;
    for (int i : b0.lines) {
      if (!StrayContact(i)) lines.push_back(i);
    }
    if (lines.size() != b0.lines.size()) {
      kept = b0;
      kept.lines = std::move(lines);
      bp = &kept;
    }
  }
  // Rows of a place's fields under a heading no rule knows ("Location"): the person's place.
  if (b0.section == Section::kNone && b0.heading_line >= 0) {
    LabelledPlaceRows(bp->lines);
    std::vector<int> lines;
    for (int i : bp->lines) {
      if (!used_[static_cast<std::size_t>(i)]) lines.push_back(i);
    }
    if (lines.size() != bp->lines.size()) {
      if (bp != &kept) kept = b0;
      kept.lines = std::move(lines);
      bp = &kept;
    }
  }
  // A table's header row over the entries ("Project | Description | Year"): no entry.
  if (const std::size_t n = HeaderRows(*bp); n > 0) {
    if (bp != &kept) kept = b0;
    kept.lines.erase(kept.lines.begin(), kept.lines.begin() + static_cast<std::ptrdiff_t>(n));
    bp = &kept;
  }
  const nz::Block& b = *bp;
  switch (b.section) {
    case Section::kNone:
      if (b.heading_line < 0 && b.rule.empty()) Head(b.lines);
      else if (SkillCardsUnderUnknownHeading(b)) break;
      else if (SkillListsUnderUnknownHeading(b)) Skills(b);
      else if (ListUnderUnknownHeadingAfterSkills(b)) break;
      else if (!GroupUnderUnknownHeading(b)) Unlabelled(b.lines);
      break;
    case Section::kSummary: Summary(b.lines); break;
    case Section::kWork: Work(b); break;
    case Section::kEducation:
      if (b.rule == "education.courses") Coursework(b);
      else Education(b.lines);
      break;
    case Section::kVolunteer: Volunteer(b); break;
    case Section::kProjects:
      if (b.rule == "projects.research" && ResearchPositions(b)) Work(b);
      else Projects(b.lines);
      break;
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

}  // namespace internal

schema::Resume Build(const extract::Document& doc, const normalize::Normalized& sections,
                     const normalize::Rules& rules, Trace* trace) {
  const normalize::QueryMemo memo(rules);
  schema::Resume r = internal::Builder(doc, sections, rules, trace).Run();
  r.meta.format = doc.format == extract::Format::kPdf    ? "pdf"
                  : doc.format == extract::Format::kDocx ? "docx"
                  : doc.format == extract::Format::kHtml ? "html"
                                                         : "text";
  r.meta.encoding = doc.encoding;
  return r;
}

}  // namespace cvmill::structure
