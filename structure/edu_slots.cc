// Education entries' header slots voted across a section: where the entries set the field of
// study in a piece of its own beside the degree's ("Máster Universitario - Biología Marina",
// "Grado" over "Enfermería"), the degree's piece is the degree as written, whole, and the plain
// piece beside it the field; an entry with no such piece has no field (its degree's piece is
// still whole: "Baccalauréat scientifique"). The vocabularies (degree words, organisation
// words) label the pieces; the section's majority decides, not one entry's words.
#include <unicode/uchar.h>

#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

namespace {

// The words between a degree and its field that say the field is inside the degree's piece
// ("MSc in Physics", "Máster en Biología Marina").
bool PrepositionAfter(std::string_view rest) {
  std::string low = text::AsciiLower(text::Trim(rest));
  for (std::string_view p : {"in ", "en ", "em ", "of ", "de ", "di ", "im ", ": "}) {
    if (text::StartsWith(low, p)) return true;
  }
  return false;
}

// A plain name where most entries have their organisation's name is the institution
// ("Backstube Perlhuber" where the others read "… Hochschule …").
void PlanPieces(const EduPlan& plan, std::vector<EduPiece>* pieces) {
  for (EduPiece& p : *pieces) {
    for (const auto& [r, f] : plan.org_slots) {
      if (p.kind == 'F' && p.row == r && p.from_end == f) p.kind = 'O';
    }
  }
}

bool HasOrgPiece(const std::vector<EduPiece>& pieces) {
  for (const EduPiece& p : pieces) {
    if (p.kind == 'O') return true;
  }
  return false;
}

}  // namespace

std::vector<EduPiece> Builder::EduPieces(const Entry& e, const EduPlan* plan) {
  std::vector<EduPiece> out;
  int row = 0;
  for (int i : e.head) {
    std::string t = T(i);
    const auto& ds = LineDates(i);
    if (!ds.empty()) t = RemoveSpan(t, ds.front().begin, ds.front().end_offset);
    std::vector<std::string> places;
    for (std::string& p : StripPlaces(Parts(t), &places)) {
      EduPiece piece{i, p, 'X'};
      auto d = nz::MatchDegree(p, rules_);
      if (d && p.compare(0, d->study_type.size(), d->study_type) == 0) {
        piece.kind = 'D';
      } else if (nz::HasOrgWord(p, rules_)) {
        piece.kind = 'O';
      } else if (!text::HasDigit(p) && text::WordCount(p) <= 8 && p[0] != '(' && p.back() != '.' &&
                 !nz::FindScore(p, rules_) && !nz::ParsePlace(p, rules_) && !nz::IsCity(p, rules_) &&
                 !nz::MatchHeading(p, rules_)) {
        piece.kind = 'F';
      }
      out.push_back(std::move(piece));
    }
    int from_end = 0;
    for (std::size_t k = out.size(); k-- > 0 && out[k].line == i;) {
      out[k].row = row;
      out[k].from_end = from_end++;
    }
    ++row;
  }
  if (plan) PlanPieces(*plan, &out);
  return out;
}

EduPlan Builder::VoteEduSlots(const std::vector<Entry>& entries) {
  EduPlan plan;
  // The slots of the institution: those with organisation words in most of the entries that
  // have them, more often than a degree.
  // (Where no entry names its organisation so, the one slot that is a plain name in every
  // entry with a degree, and never the degree's, is the institution's: "Backstube Perlhuber".)
  std::map<std::pair<int, int>, std::array<int, 4>> slots;  // entries with it, with organisation words, a degree, a plain name
  int degrees = 0;
  // (Each entry's pieces read once: the plan below only relabels them.)
  std::vector<std::vector<EduPiece>> read;
  read.reserve(entries.size());
  for (const Entry& e : entries) {
    bool degree = false;
    for (const EduPiece& p : read.emplace_back(EduPieces(e))) {
      auto& c = slots[{p.row, p.from_end}];
      ++c[0];
      c[1] += p.kind == 'O';
      c[2] += p.kind == 'D';
      c[3] += p.kind == 'F';
      degree |= p.kind == 'D';
    }
    degrees += degree;
  }
  std::vector<std::pair<int, int>> plain;
  bool any_org = false;
  for (const auto& [slot, c] : slots) {
    any_org |= c[1] > 0;
    if (c[1] >= 1 && 2 * c[1] > c[0] && c[1] > c[2]) plan.org_slots.push_back(slot);
    if (c[3] == degrees && c[0] == degrees && c[2] == 0) plain.push_back(slot);
  }
  if (!any_org && degrees >= 2 && plain.size() == 1) plan.org_slots = plain;
  // (Nor where the organisation's words stand in one slot only, in a minority of its entries,
  // and every entry with a degree has a plain name or an organisation there, never a degree,
  // in entries that repeat one template, as many header rows each: "Harbour Polytechnic" then
  // "Kestrel Hall" where only the first has such words.)
  std::set<int> rows;
  for (const std::vector<EduPiece>& pieces : read) {
    const bool degree = std::any_of(pieces.begin(), pieces.end(), [](const EduPiece& p) { return p.kind == 'D'; });
    if (degree) rows.insert(pieces.back().row + 1);
  }
  if (plan.org_slots.empty() && degrees >= 2 && rows.size() == 1) {
    std::vector<std::pair<int, int>> orgs;
    for (const auto& [slot, c] : slots) {
      if (c[1] > 0) orgs.push_back(slot);
    }
    if (orgs.size() == 1) {
      const std::array<int, 4>& c = slots[orgs.front()];
      if (c[0] == degrees && c[2] == 0 && c[1] + c[3] == c[0]) plan.org_slots = orgs;
    }
  }
  for (std::vector<EduPiece>& pieces : read) {
    PlanPieces(plan, &pieces);
    std::size_t k = 0;
    while (k < pieces.size() && pieces[k].kind != 'D') ++k;
    if (k == pieces.size()) continue;
    ++plan.entries;
    // (A plain line of its own is the field only where another piece names the organisation:
    // else it is the institution, whose name has no organisation words.)
    const bool org = HasOrgPiece(pieces);
    const bool after = k + 1 < pieces.size() && pieces[k + 1].kind == 'F' && (org || pieces[k + 1].line == pieces[k].line);
    const bool before = k > 0 && pieces[k - 1].kind == 'F' && (org || pieces[k - 1].line == pieces[k].line);
    // (Plain pieces on both sides say which side only where one is on the degree's line.)
    const bool same_after = after && pieces[k + 1].line == pieces[k].line;
    const bool same_before = before && pieces[k - 1].line == pieces[k].line;
    if (after && before && same_after == same_before) {
      ++plan.votes_both;
    } else {
      plan.votes_after += after && (!before || same_after);
      plan.votes_before += before && (!after || same_before);
    }
    if (!after && !before) {
      // "MSc in Physics, Lakeside University": the field inside the degree's piece.
      auto d = nz::MatchDegree(pieces[k].text, rules_);
      if (d && !d->area.empty() && PrepositionAfter(pieces[k].text.substr(d->study_type.size()))) ++plan.votes_against;
    }
  }
  // (Ties give no side: the reading stays.)
  plan.after = plan.votes_after > plan.votes_before;
  const int votes = plan.after ? plan.votes_after : plan.votes_before;
  plan.apart = plan.votes_after != plan.votes_before && votes + plan.votes_both > plan.votes_against;
  if (trace_) {
    trace_->sections.back().edu_vote =
        "field-of-study vote over " + std::to_string(plan.entries) + " entries with a degree: a plain piece after the degree's " +
        std::to_string(plan.votes_after) + ", before it " + std::to_string(plan.votes_before) + ", on both sides " + std::to_string(plan.votes_both) + ", the field inside it " +
        std::to_string(plan.votes_against) + ": " +
        (plan.apart ? std::string("the field apart, ") + (plan.after ? "after" : "before") + " the degree's piece"
                    : std::string("no plan"));
  }
  return plan;
}

void Builder::PlannedDegree(const Entry& e, const EduPlan& plan, schema::Education* ed) {
  if (!plan.apart) return;
  std::vector<EduPiece> pieces = EduPieces(e, &plan);
  std::size_t k = 0;
  while (k < pieces.size() && pieces[k].kind != 'D') ++k;
  if (k == pieces.size()) return;
  const EduPiece deg = pieces[k];
  if (nz::FindScore(deg.text, rules_)) return;
  // (A degree's piece that names its field, "Master of Science in Informatik", "MSc: Physics",
  // is read by the degree rule.)
  for (std::string_view prep : {" in ", " en ", " em ", ": "}) {
    if (deg.text.find(prep) != std::string::npos) return;
  }
  // The plain pieces beside the degree's, on its line or the next (previous) one.
  std::vector<const EduPiece*> field;
  const bool org = HasOrgPiece(pieces);
  for (EduPiece& p : pieces) {
    if (!org && p.kind == 'F' && p.line != deg.line) p.kind = 'X';
  }
  if (plan.after) {
    for (std::size_t j = k + 1, other = pieces.size(); j < pieces.size() && pieces[j].kind == 'F'; ++j) {
      if (pieces[j].line != deg.line && other < pieces.size() && pieces[j].line != pieces[other].line) break;
      if (pieces[j].line != deg.line && other == pieces.size()) other = j;
      field.push_back(&pieces[j]);
    }
  } else {
    for (std::size_t j = k, other = pieces.size(); j-- > 0 && pieces[j].kind == 'F';) {
      if (pieces[j].line != deg.line && other < pieces.size() && pieces[j].line != pieces[other].line) break;
      if (pieces[j].line != deg.line && other == pieces.size()) other = j;
      field.insert(field.begin(), &pieces[j]);
    }
  }
  // (Two plain pieces or more on the degree's line in an entry that names no organisation:
  // the farthest is the institution, "Postgraduaat, Verkeerskunde - Zeeveld Kempen".)
  const EduPiece* school = nullptr;
  if (!org && field.size() >= 2) {
    school = plan.after ? field.back() : field.front();
    if (plan.after) field.pop_back();
    else field.erase(field.begin());
  }
  // (A field's name wrapped onto the next line after a short joining word goes on with a
  // space: "Marine Ecology and" over "Coastal Management".)
  std::string area;
  for (std::size_t j = 0; j < field.size(); ++j) {
    const std::string& t = field[j]->text;
    const std::size_t sp = area.find_last_of(' ');
    const std::string last = sp == std::string::npos ? area : area.substr(sp + 1);
    std::size_t at = 0;
    const bool joins = j > 0 && field[j]->line != field[j - 1]->line && !last.empty() && text::CodePoints(last) <= 3 &&
                       u_islower(static_cast<UChar32>(text::NextCodePoint(last, at)));
    area += (area.empty() ? "" : joins ? " " : ", ") + t;
  }
  // (No piece beside it: the field the degree rule read is the degree's own words only when
  // it came from the degree's piece.)
  if (area.empty() && !ed->area.empty() && deg.text.find(ed->area) == std::string::npos) return;
  // (Nor words after the degree that read as a field's name, capitalised and with no bracket,
  // "Master of Science Informatik": the degree's qualifier is in lower case or in brackets,
  // "Baccalauréat scientifique", "Meisterprüfung Konditor (Konditormeister)".)
  if (area.empty()) {
    auto d = nz::MatchDegree(deg.text, rules_);
    std::string_view rest = text::Trim(std::string_view(deg.text).substr(std::min(deg.text.size(), d->study_type.size())));
    std::size_t at = 0;
    if (!rest.empty() && rest.find('(') == std::string_view::npos &&
        !u_islower(static_cast<UChar32>(text::NextCodePoint(rest, at))))
      return;
  }
  ed->studyType = deg.text;
  ed->area = area;
  Use(deg.line);
  for (const EduPiece* f : field) Use(f->line);
  if (trace_) {
    TracePart(deg.line, deg.text, "studyType", "the degree's piece, whole: the section sets the field apart");
    for (const EduPiece* f : field) TracePart(f->line, f->text, "area", "a plain piece beside the degree's (the section's vote)");
  }
  // An institution read from the field's piece gives way to the organisation's piece.
  bool taken = ed->institution.empty() || ed->institution == deg.text;
  for (const EduPiece* f : field) taken |= ed->institution == f->text;
  taken |= !area.empty() && ed->institution == area;  // (the field's pieces of one line, whole)
  if (school) {
    Use(school->line);
    if (taken || ed->institution.find(school->text) != std::string::npos) {
      ed->institution = school->text;
      if (trace_) TracePart(school->line, school->text, "institution", "the farthest plain piece: no piece names an organisation");
    }
    return;
  }
  if (!taken) return;
  ed->institution.clear();
  for (const EduPiece& p : pieces) {
    if (p.kind != 'O') continue;
    ed->institution = p.text;
    Use(p.line);
    if (trace_) TracePart(p.line, p.text, "institution", "the piece with organisation words (the section's vote)");
    break;
  }
}

}  // namespace cvmill::structure::internal
