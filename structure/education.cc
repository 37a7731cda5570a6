// Education entries: the degree, its field and the institution in an entry's header, read by
// the degree rules, a header row of cells, or line by line; list items as courses where the
// section's items name subjects.
#include <unicode/uchar.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

// Whether `again` names the field `area` begins with ("Nursing (Accelerated)" / "Nursing"):
// a short part, no organisation word, the same words first (case aside).
bool Builder::Restates(const std::string& area, const std::string& again) const {
  if (again.empty() || area.empty() || again.size() > area.size() || text::WordCount(again) > 6 ||
      nz::HasOrgWord(again, rules_))
    return false;
  std::string a = text::AsciiLower(area), b = text::AsciiLower(again);
  return a.compare(0, b.size(), b) == 0 && (a.size() == b.size() || a[b.size()] == ' ');
}

// "Harbour University (HU). With distinction.": a part that closes a sentence and goes on with
// the grade is two parts, the grade without its full stop. (Not after an abbreviation: the
// word before the stop has three letters or more, or closes a bracket.)
void Builder::SplitTrailingScore(std::vector<std::string>* parts) const {
  for (std::size_t r = 0; r < parts->size(); ++r) {
    const std::string& p = (*parts)[r];
    const std::size_t stop = p.find(". ");
    if (stop == std::string::npos) continue;
    std::size_t word = p.rfind(' ', stop);
    word = word == std::string::npos ? 0 : word + 1;
    if (p[stop - 1] != ')' && stop - word < 3) continue;
    std::string grade = Clean(std::string_view(p).substr(stop + 2));
    if (!grade.empty() && grade.back() == '.') grade.pop_back();
    if (grade.empty() || !nz::FindScore(grade, rules_)) continue;
    (*parts)[r] = Clean(std::string_view(p).substr(0, stop));
    parts->insert(parts->begin() + static_cast<long>(r) + 1, std::move(grade));
    ++r;
  }
}

// "Marine Chemistry<TAB>Bachelor of Science (Hons)": a header row whose
// cells are a whole degree and a field of study beside it (a theme printing the two apart).
// The degree cell is the degree as written, the plain cell the field; a cell with organisation
// words is the institution. Anything else leaves the line to the reading below.
bool Builder::DegreeBesideField(int i, const std::string& t, schema::Education* ed) {
  if (t.find('\t') == std::string::npos) return false;
  std::vector<std::string> cells;
  for (std::string_view c : text::Split(t, '\t')) {
    if (!text::Trim(c).empty()) cells.push_back(Clean(c));
  }
  if (cells.size() < 2 || cells.size() > 3) return false;
  int degree = -1, field = -1, org = -1;
  for (int k = 0; k < static_cast<int>(cells.size()); ++k) {
    const std::string& c = cells[static_cast<std::size_t>(k)];
    auto d = nz::MatchDegree(c, rules_);
    if (degree < 0 && d && (d->rest.empty() || (d->rest[0] == '(' && d->rest.back() == ')'))) {
      degree = k;
    } else if (nz::HasOrgWord(c, rules_)) {
      if (org >= 0) return false;
      org = k;
    } else if (field < 0 && degree < 0 && !text::HasDigit(c) && text::WordCount(c) <= 8 && !nz::MatchHeading(c, rules_)) {
      // (Before the degree only: a plain name after it, "Degree | Name", is as often the
      // institution, as "Bachelor of Arts | Sciences Po". Not a section's name: a heading in
      // the margin run into the row.)
      field = k;
    } else {
      return false;
    }
  }
  if (degree < 0 || field < 0) return false;
  ed->studyType = cells[static_cast<std::size_t>(degree)];
  ed->area = cells[static_cast<std::size_t>(field)];
  if (org >= 0 && ed->institution.empty()) ed->institution = cells[static_cast<std::size_t>(org)];
  if (trace_) TracePart(i, t, "studyType, area", "a row of cells: a whole degree, and its field of study beside it");
  Use(i);
  return true;
}

// A line of the entry's text in cells, two thirds of them short names (no sentence), none a
// date, degree or organisation ("Anatomy <gap> Triage <gap> Ward Ethics"): a theme's list set
// inline with its marks dropped, each cell an item.
bool Builder::ChipRow(int i) const {
  const std::string& t = T(i);
  if (t.find('\t') == std::string::npos || HasInlineDate(i)) return false;
  int cells = 0, names = 0;
  for (std::string_view c : text::Split(t, '\t')) {
    c = text::Trim(c);
    if (c.empty()) continue;
    ++cells;
    // (Nor a cell broken off at a hyphen, "Marine Bio-": chips wrapped in a grid, whose cells
    // are no whole items.)
    if (nz::HasOrgWord(c, rules_) || nz::MatchDegree(c, rules_) || c.back() == '-') return false;
    names += text::WordCount(c) <= 6 && c.back() != '.' && c.find(". ") == std::string_view::npos;
  }
  return cells >= 2 && names * 3 >= cells * 2;
}

// "Grade: 2,3", "Voto: 104/110": a part that labels its grade in a word or two and a colon is
// the grade after the label (the label is the CV's, not the grade's words). A label of more
// words or with a number stays, as a name of the grade: "State Exam 11: 372/500".
std::string Builder::GradeAfterLabel(const std::string& part) const {
  const std::size_t colon = part.find(':');
  if (colon == std::string::npos) return part;
  const std::string_view label = text::Trim(std::string_view(part).substr(0, colon));
  const std::string grade = Clean(std::string_view(part).substr(colon + 1));
  if (label.empty() || text::WordCount(label) > 2 || text::HasDigit(label) || grade.empty()) return part;
  // (The grade the rules read lies after the colon: "Note: 2,3" reads "2,3".)
  const std::optional<std::string> sc = nz::FindScore(part, rules_);
  if (!sc || part.find(*sc, colon) == std::string::npos) return part;
  return grade;
}

std::optional<std::string> Builder::ScoreLine(int i) const {
  const std::string& t = T(i);
  if (t.size() > 80 || L(i).bullet) return std::nullopt;
  std::optional<std::string> sc = nz::FindScore(t, rules_);
  if (!sc) return std::nullopt;
  const std::size_t at = t.find(*sc);
  if (at == std::string::npos) return std::nullopt;
  std::string_view before = text::Trim(std::string_view(t).substr(0, at));
  std::string_view after = text::TrimChars(std::string_view(t).substr(at + sc->size()), " .;,");
  // (A label before the grade is a few words and its colon, no more of a sentence or a list:
  // "Rome, Grade: 104/110." closes a header's parts.)
  if (!after.empty() || (!before.empty() && (before.back() != ':' || text::WordCount(before) > 3 ||
                                             before.find_first_of(",;") != std::string_view::npos)))
    return std::nullopt;
  return sc;
}

void Builder::ScoreLines(const std::vector<int>& lines, std::vector<Kind>* kinds) const {
  std::vector<Kind>& kd = *kinds;
  Kind prev = Kind::kSkip;
  for (std::size_t k = 0; k < lines.size(); ++k) {
    if (kd[k] == Kind::kSkip) continue;
    const bool after_facts = prev == Kind::kDate || prev == Kind::kUrl || prev == Kind::kBullet ||
                             prev == Kind::kCont || prev == Kind::kLabel || prev == Kind::kBody;
    if (kd[k] == Kind::kHead && after_facts && !HasInlineDate(lines[k]) && ScoreLine(lines[k])) kd[k] = Kind::kBody;
    prev = kd[k];
  }
}

void Builder::Education(const std::vector<int>& lines) {
  std::vector<Entry> entries = Chunk(lines, true);
  // (Among the entry's text, or its header lines after the degree's.)
  for (Entry& e : entries) {
    std::vector<int> body, head;
    for (int i : e.body) (ChipRow(i) ? e.bullets : body).push_back(i);
    bool degree = false;
    for (int i : e.head) {
      (degree && ChipRow(i) ? e.bullets : head).push_back(i);
      degree |= nz::MatchDegree(T(i), rules_).has_value();
    }
    std::sort(e.bullets.begin(), e.bullets.end());
    e.body = std::move(body);
    e.head = std::move(head);
  }
  // The section's list items are courses when most read as names of subjects (short, no
  // sentence), voted over all its entries; else they are a thesis, honours or what was
  // done, which the schema has no field for (they stay residue).
  // (A row of chips, "Anatomy <gap> Triage <gap> Ethics", is an item a cell.)
  std::size_t items = 0, names = 0;
  for (const Entry& e : entries) {
    for (int i : e.bullets) {
      for (std::string_view t : text::Split(T(i), '\t')) {
        t = text::Trim(t);
        if (t.empty()) continue;
        ++items;
        names += text::WordCount(t) <= 6 && t.back() != '.' && t.find(". ") == std::string_view::npos;
      }
    }
  }
  bool courses = items > 0 && names * 3 >= items * 2;
  const EduPlan plan = VoteEduSlots(entries);
  for (const Entry& e : entries) AddEducation(e, courses, plan);
}

void Builder::AddEducation(const Entry& e, bool items_are_courses, const EduPlan& plan) {
  Header h = ReadHeader(e);
  schema::Education ed;
  std::vector<std::string> places = h.place_parts;
  std::vector<std::pair<int, std::string>> others;
  std::string degree_as_written;  // the degree line up to its field's end, for a restated field
  bool named_of = false;          // the area read is the subject the degree is named after ("of")
  // Two of the entry's lines in cells: cards side by side (a grid), whose cells are not one
  // entry's parts.
  int rows = 0;
  for (int i : e.head) rows += T(i).find('\t') != std::string::npos;
  for (int i : e.dates) rows += T(i).find('\t') != std::string::npos;
  const bool grid = rows >= 2;
  for (const auto& [i, t] : h.lines) {
    if (ed.studyType.empty() && !grid && DegreeBesideField(i, t, &ed)) continue;
    if (ed.studyType.empty() && DegreeThenRestatedField(i, t, &ed)) continue;
    if (ed.studyType.empty()) {
      if (auto d = nz::MatchDegree(t, rules_)) {
        ed.studyType = Clean(d->study_type);
        ed.area = Clean(d->area);
        ed.score = d->score.empty() ? std::string() : GradeAfterLabel(d->score);
        named_of = !ed.area.empty() && t.find(ed.studyType + " of " + ed.area) != std::string::npos;
        if (trace_) TracePart(i, t, "studyType, area", "a degree rule (" + ed.studyType + ")");
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
        // "Master of Science, Lakeside University": what the degree rule read as its field is
        // the institution when it names an organisation.
        if (d->rest.empty() && nz::HasOrgWord(ed.area, rules_) && !nz::HasOrgWord(ed.studyType, rules_)) {
          rest_text = ed.area;
          ed.area.clear();
        }
        std::vector<std::string> rest = StripPlaces(Parts(rest_text), &places);
        SplitTrailingScore(&rest);
        // "Bachelor of Science in Nursing (Accelerated), Nursing": the field named again after
        // the degree (a theme printing the degree as written, then the field): the degree is
        // the whole phrase, the field the short restatement.
        {
          std::string head = ed.area, again;
          std::size_t skip = 0;  // rest parts taken into the degree (its brackets) and the field
          if (std::size_t comma = ed.area.rfind(", "); comma != std::string::npos) {
            head = ed.area.substr(0, comma);
            again = Clean(ed.area.substr(comma + 2));
          } else {
            while (skip < rest.size() && !rest[skip].empty() && rest[skip][0] == '(') ++skip;
            if (skip < rest.size()) again = rest[skip++];
          }
          std::size_t at = head.empty() ? std::string::npos : t.find(head);
          std::size_t end = at == std::string::npos ? at : at + head.size();
          // (A bracket right after the field is the degree's: "(Accelerated)".)
          if (end != std::string::npos && t.compare(end, 2, " (") == 0) {
            std::size_t close = t.find(')', end);
            if (close != std::string::npos) end = close + 1;
          }
          // (From where the degree starts: text before it on the line is no part of it.)
          std::size_t from = end == std::string::npos ? 0 : t.rfind(Clean(d->study_type), at);
          if (from == std::string::npos) from = 0;
          if (end != std::string::npos && Restates(head, again)) {
            ed.studyType = Clean(t.substr(from, end - from));
            ed.area = again;
            rest.erase(rest.begin(), rest.begin() + static_cast<long>(skip));
            if (trace_) TracePart(i, t, "studyType, area", "the degree as written, its field named again after it");
          } else if (end != std::string::npos) {
            degree_as_written = Clean(t.substr(from, end - from));
          }
        }
        for (std::size_t r = 0; r < rest.size(); ++r) {
          const std::string& p = rest[r];
          if (!p.empty() && p[0] == '(') {
            // "BSc (Hons)", "Doktorat (Dr. phil.)": a short bracket right after the degree
            // with no field between is the degree's own, as written.
            if (r == 0 && ed.area.empty() && d->rest.rfind("(", 0) == 0 && p.back() == ')' && text::WordCount(p) <= 3 &&
                !text::HasDigit(p)) {
              ed.studyType += " " + p;
              continue;
            }
            Fragment(i, p);  // a parenthetical that is no grade
            continue;
          }
          if (ed.score.empty() && nz::FindScore(p, rules_)) {
            ed.score = GradeAfterLabel(p);  // "BSc Mathematics, First Class Honours"
            continue;
          }
          // (Alone, no organisation's words, where another header line of the entry has them:
          // more of the field, "Biology, Marine Ecology" under "Karlsberg University".)
          const int line = i;  // (a structured binding is not captured by a lambda before C++20)
          const bool org_elsewhere = std::any_of(h.lines.begin(), h.lines.end(), [&](const auto& l) {
            return l.first != line && nz::HasOrgWord(l.second, rules_);
          });
          if (ed.institution.empty() && !nz::HasOrgWord(p, rules_) && rest.size() == 1 && org_elsewhere &&
              !ed.area.empty() && !text::HasDigit(p)) {
            ed.area += ", " + p;
            if (trace_) TracePart(i, p, "area", "more of the field: the institution is another header line's");
          } else if (ed.institution.empty() && (nz::HasOrgWord(p, rules_) || rest.size() == 1)) {
            ed.institution = p;
            if (trace_) TracePart(i, p, "institution", "after the degree, with organisation words or alone");
          }
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
        if (trace_) TracePart(i, joined, "institution", "no degree words: the line with organisation words");
        Use(i);
      }
    }
    if (!ed.institution.empty()) {
      for (const auto& [i, t] : others) {
        if (used_[static_cast<std::size_t>(i)]) continue;
        ed.studyType = Clean(t);
        if (trace_) TracePart(i, t, "studyType", "no degree words: the first line beside the institution");
        Use(i);
        break;
      }
    }
  }
  for (const auto& [i, t] : others) {
    if (used_[static_cast<std::size_t>(i)]) continue;
    // "Bachelor of Science in Nursing (Accelerated)" over "Nursing": the field restated on a
    // line of its own.
    if (!degree_as_written.empty() && Restates(ed.area, Clean(t))) {
      ed.studyType = degree_as_written;
      ed.area = Clean(t);
      degree_as_written.clear();
      if (trace_) TracePart(i, t, "area", "the degree's field named again on a line of its own");
      Use(i);
      continue;
    }
    // "Abschluss: Dipl.-Ing., Note 1,7": a line of its own that states the grade. (What is left
    // of it names the school where it has organisation words and none was read: "Harbour
    // University, Average grade 1,5".)
    std::string line_text = t;
    if (!ed.studyType.empty() && ed.score.empty()) {
      if (auto sc = nz::FindScore(t, rules_)) {
        ed.score = *sc;
        Use(i);
        std::size_t at = t.find(*sc);
        std::string rest = at == std::string::npos ? t : RemoveSpan(t, at, at + sc->size());
        const std::string cleaned = Clean(rest);
        const std::string_view named = text::TrimChars(cleaned, ",;:- ");
        if (!ed.institution.empty() || !nz::HasOrgWord(named, rules_)) {
          Fragment(i, rest);
          continue;
        }
        line_text = std::string(named);
      }
    }
    std::vector<std::string> parts = StripPlaces(Parts(line_text), &places);
    std::string joined = Joined(parts, 0, parts.size());
    // "Pregrado" / "Ingeniería Química" / "Universidad del Valle Norte": after a degree with
    // no field, a short line without organisation words is the field when a later header
    // line names the organisation.
    bool org_later = false;
    for (const auto& [j, u] : others) org_later |= j > i && !used_[static_cast<std::size_t>(j)] && nz::HasOrgWord(u, rules_);
    if (!joined.empty() && ed.institution.empty() && ed.area.empty() && !ed.studyType.empty() && org_later &&
        !nz::HasOrgWord(joined, rules_) && text::WordCount(joined) <= 5) {
      ed.area = joined;
      if (trace_) TracePart(i, joined, "area", "a short line without organisation words after a bare degree, before the organisation");
      Use(i);
    } else if (joined.empty()) {
      Use(i);
    } else if (ed.institution.empty()) {
      ed.institution = joined;
      if (trace_) TracePart(i, joined, "institution", "the first header line the degree left");
      Use(i);
    } else if ((ed.area.empty() || (named_of && !degree_as_written.empty() && StartsUpperWord(joined))) &&
               !nz::HasOrgWord(joined, rules_) && text::WordCount(joined) <= 6 && !ed.studyType.empty() &&
               !text::HasDigit(joined) && !nz::HasJobTitle(joined, rules_)) {
      // ("Bachelor of Law (BLaw)" over "Jurisprudence": the subject the degree is named after
      // is part of its name where a line of its own states the field.)
      if (!ed.area.empty()) {
        ed.studyType = degree_as_written;
        named_of = false;
      }
      ed.area = joined;
      if (trace_) TracePart(i, joined, "area", "a short line without organisation or title words beside the degree and institution");
      Use(i);
    }
  }
  // "Northfield University" over a list item "BSc (Hons): Marine Biology": a degree the
  // header did not name, set as the entry's first list item, is its degree.
  if (ed.studyType.empty() && !e.bullets.empty() && !used_[static_cast<std::size_t>(e.bullets.front())]) {
    const int i = e.bullets.front();
    std::string t = T(i);
    if (std::size_t colon = t.find(": "); colon != std::string::npos) t[colon] = ',';
    if (auto d = nz::MatchDegree(t, rules_); d && text::WordCount(t) <= 10 && d->rest.empty()) {
      ed.studyType = Clean(d->study_type);
      ed.area = Clean(d->area);
      if (ed.score.empty()) ed.score = d->score.empty() ? std::string() : GradeAfterLabel(d->score);
      if (trace_) TracePart(i, t, "studyType, area", "a degree rule, on the entry's first list item");
      Use(i);
    }
  }
  PlannedDegree(e, plan, &ed);
  // "Bachelor of Science" / "Northfield University" / "Anatomy" / "Triage" / "Ward Ethics":
  // header lines left once the degree and the institution are read (the field too, if
  // named), two or more after the last line a slot took, most of them short names (no sentence), are the entry's courses
  // set with their list marks lost (a text dump of a theme). (Not where the entry has list
  // items of its own that are no courses: then the lines are more of what they say.)
  if (!ed.studyType.empty() && !ed.institution.empty() &&
      (e.bullets.empty() || items_are_courses)) {
    int last_used = -1;
    for (const auto& [i, t] : h.lines) {
      if (used_[static_cast<std::size_t>(i)]) last_used = std::max(last_used, i);
    }
    std::vector<int> left;
    bool before = false;  // an unused header line before the last one used: no list after it
    for (const auto& [i, t] : h.lines) {
      if (used_[static_cast<std::size_t>(i)]) continue;
      (i > last_used ? left.push_back(i) : void(before = true));
    }
    // (A line in lower case, or after one that ends in a short joining word, goes on with the
    // one above: a course's name wrapped, "History of" over "Medicine". A line with
    // organisation or degree words, a date, a comma or in capitals only is the header's own or
    // the next entry's run in, a list of other things: then none is read.)
    std::vector<std::string> courses;
    std::size_t names = 0;
    bool foreign = false, joins = false;
    auto has_lower = [](const std::string& t) {
      for (std::size_t at = 0; at < t.size();) {
        if (u_islower(static_cast<UChar32>(text::NextCodePoint(t, at)))) return true;
      }
      return false;
    };
    for (int i : left) {
      const std::string& t = T(i);
      foreign |= nz::HasOrgWord(t, rules_) || nz::MatchDegree(t, rules_).has_value() || HasInlineDate(i) ||
                 t.find(',') != std::string::npos || t.empty() || t[0] == '(' || !has_lower(t);
      std::size_t at = 0;
      if (!courses.empty() && !t.empty() && (joins || u_islower(static_cast<UChar32>(text::NextCodePoint(t, at))))) {
        courses.back() += " " + text::CollapseSpace(t);
      } else {
        courses.push_back(text::CollapseSpace(t));
      }
      const std::size_t sp = t.find_last_of(" \t");
      const std::string last = sp == std::string::npos ? std::string() : t.substr(sp + 1);
      at = 0;
      joins = !last.empty() && text::CodePoints(last) <= 3 && u_islower(static_cast<UChar32>(text::NextCodePoint(last, at)));
    }
    for (const std::string& c : courses) {
      names += text::WordCount(c) <= 6 && c.back() != '.' && c.find(". ") == std::string::npos && c.find('\t') == std::string::npos;
    }
    if (!before && !foreign && courses.size() >= 2 && names * 3 >= courses.size() * 2) {
      for (int i : left) {
        if (trace_) TracePart(i, T(i), "courses", "header lines left after the degree, institution and field: a list without its marks");
        Use(i);
      }
      for (std::string& c : courses) ed.courses.push_back(std::move(c));
    }
  }
  if (h.dates) SetDegreeDates(ed, *h.dates);
  for (int i : e.body) {
    if (auto s = ScoreLine(i)) {
      if (ed.score.empty()) ed.score = *s;
      Use(i);
    }
  }
  for (int i : e.bullets) {
    if (auto s = nz::FindScore(T(i), rules_)) {
      if (ed.score.empty()) ed.score = *s;
      Use(i);
    }
  }
  ed.url = EntryUrl(e);
  for (std::string& c : LabelledItems(e, "courses")) ed.courses.push_back(std::move(c));
  // The entry's other list items are its courses where the section's items name subjects.
  if (items_are_courses) {
    for (const std::string& c : Items(e, true)) ed.courses.push_back(c);
  }
  if (ed.institution.empty() && ed.studyType.empty()) return;
  // ("Kaiserin-Anna-Gymnasium in Aalen": an institution's place is no part of its name.)
  if (auto [institution, place] = InPlace(ed.institution); !place.empty() && !Clean(institution).empty())
    ed.institution = Clean(institution);
  InstitutionPlace(e, h, &ed);
  r_.education.push_back(std::move(ed));
}

}  // namespace cvmill::structure::internal
