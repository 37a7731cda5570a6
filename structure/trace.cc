// The builder's records for --explain: called where the steps decide (a section begun, its
// lines read, entries cut and started, slots voted, header parts given a field), each only
// when a trace was asked for. structure/explain.cc prints them.
#include <algorithm>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

namespace {

const char* KindName(Kind k) {
  switch (k) {
    case Kind::kSkip: return "skipped: noise (a site notice, buttons, a signature)";
    case Kind::kDate: return "date";
    case Kind::kPlace: return "place";
    case Kind::kBullet: return "list item";
    case Kind::kEntryBullet: return "list item that is an entry";
    case Kind::kCont: return "continuation";
    case Kind::kBody: return "prose";
    case Kind::kHead: return "header";
    case Kind::kUrl: return "link";
    case Kind::kLabel: return "field label";
  }
  return "";
}

void Append(std::vector<int>* to, const std::vector<int>& from) { to->insert(to->end(), from.begin(), from.end()); }

}  // namespace

std::string Builder::EntryStartWhy(bool items, bool prose, bool emphasised, bool inline_date) {
  if (items) return "a header line after the previous entry's list items";
  if (prose) return "a header line after the previous entry's prose";
  std::string why = "a header line after an entry that has its date, ";
  if (emphasised) return why + "set apart (bold or a heading level)";
  if (inline_date) return why + "with a date of its own";
  return why + "with a date line ahead of it";
}

std::string Builder::ChunkHow(bool level_template, bool dates_open, const std::optional<DateCut>& dated) {
  if (dated && dated->by == DateCut::By::kShapes)
    return "by the shape template: no dates, and the section's shapes (a header line, a run of prose or list "
           "items, each with the space above it) repeat as " + std::to_string(dated->entries) + " entries of one template";
  if (dated && dated->by == DateCut::By::kClasses)
    return "by its degree lines: no dates, and the section's header lines alike in shape; each of " +
           std::to_string(dated->entries) + " degree lines opens an entry with the first entry's lead (its lines "
           "before the degree), each entry with a line beside its degree, most an organisation's";
  if (dated && dated->by == DateCut::By::kLead)
    return "by the date template's lead: each of " + std::to_string(dated->entries) + " dated entries has " +
           std::to_string(dated->before) + " header line(s) before its date, the first of them shaped alike " +
           "(a degree, or an organisation's words), and more or fewer after it, so an entry opens at the first " +
           "of those before";
  if (dated)
    return "by the date template: each of " + std::to_string(dated->entries) + " dated entries has " +
           std::to_string(dated->before) + " header line(s) before its date and " + std::to_string(dated->after) +
           " after it, so an entry opens at the " + (dated->before ? "first of those before" : "date");
  if (level_template)
    return "by the header template of a heading level or weight: only a line set as the first header line is "
           "(two or more such, or one in a section without dates) opens an entry";
  if (dates_open)
    return "by date lines: the section opens with a date line, so each date line opens an entry and the "
           "header lines under it are its own";
  return "by header lines: a header line opens an entry after the previous entry's items or prose, or after "
         "a dated entry when it is set apart, dated, or has a date line ahead";
}

void Builder::TraceSection(std::size_t block, const nz::Block& b) {
  Trace::Section s;
  s.block = static_cast<int>(block);
  s.heading_line = b.heading_line;
  s.heading = b.heading;
  s.section = std::string(nz::SectionName(b.section));
  s.rule = b.rule;
  s.lines = b.lines;
  trace_->sections.push_back(std::move(s));
  starts_.clear();
}

void Builder::TraceKinds(const std::vector<int>& lines, const std::vector<Kind>& kinds) const {
  for (std::size_t k = 0; k < lines.size(); ++k) trace_->kinds[lines[k]] = KindName(kinds[k]);
}

// An entry as the trace keeps it: its lines by role, where it starts (-1 when it has none).
Trace::Entry Builder::Traced(const Entry& e) const {
  Trace::Entry t;
  t.head = e.head;
  t.dates = e.dates;
  t.places = e.places;
  t.urls = e.urls;
  t.summary = e.body;
  t.labels = e.labels;
  for (int b : e.bullets) {
    t.highlights.push_back(b);
    auto w = e.wrapped.find(b);
    if (w != e.wrapped.end()) Append(&t.highlights, w->second);
  }
  for (const auto& [field, lines] : e.labelled) Append(field == "highlights" ? &t.highlights : &t.labels, lines);
  std::vector<int> all;
  for (const auto* v : {&t.head, &t.dates, &t.places, &t.urls, &t.summary, &t.labels, &t.highlights}) Append(&all, *v);
  if (!all.empty()) t.start = *std::min_element(all.begin(), all.end());
  return t;
}

void Builder::TraceCut(std::string how, const std::vector<Entry>& entries) {
  Trace::Section& s = trace_->sections.back();
  if (!s.cut.empty() && s.cut != how) s.cut += "; then " + how;
  else s.cut = std::move(how);
  for (const Entry& e : entries) {
    Trace::Entry t = Traced(e);
    if (t.start < 0) continue;
    auto why = starts_.find(t.start);
    t.why = why != starts_.end() ? why->second : s.entries.empty() ? "the section's first line" : "";
    s.entries.push_back(std::move(t));
  }
  starts_.clear();
}

void Builder::TraceBeforeCut(std::string what) {
  Trace::Section& s = trace_->sections.back();
  s.cut = s.cut.empty() ? std::move(what) : s.cut + "; then " + what;
}

void Builder::TraceMerged(const std::vector<Entry>& entries, const char* why) {
  Trace::Section& s = trace_->sections.back();
  std::map<int, std::string> whys;
  for (const Trace::Entry& t : s.entries) whys[t.start] = t.why;
  s.entries.clear();
  for (const Entry& e : entries) {
    Trace::Entry t = Traced(e);
    if (t.start < 0) continue;
    t.why = whys[t.start];
    s.entries.push_back(std::move(t));
  }
  s.cut += std::string("; then ") + why;
}

void Builder::TraceSplit(const Entry& whole, const std::vector<Entry>& parts, const char* why) {
  Trace::Section& s = trace_->sections.back();
  const int start = Traced(whole).start;
  auto at = std::find_if(s.entries.begin(), s.entries.end(), [start](const Trace::Entry& t) { return t.start == start; });
  if (at == s.entries.end()) return;
  std::vector<Trace::Entry> split;
  for (const Entry& e : parts) {
    Trace::Entry t = Traced(e);
    if (t.start < 0) continue;
    t.why = t.start == start ? at->why : why;
    split.push_back(std::move(t));
  }
  at = s.entries.erase(at);
  s.entries.insert(at, split.begin(), split.end());
}

void Builder::TraceItems(std::string how, const std::vector<std::vector<Unit>>& entries) {
  Trace::Section& s = trace_->sections.back();
  s.cut = std::move(how);
  for (const auto& e : entries) {
    Trace::Entry t;
    for (const Unit& u : e) {
      std::vector<int>* to = u.kind == Kind::kDate ? &t.dates
                             : u.kind == Kind::kUrl ? &t.urls
                             : u.kind == Kind::kBody || u.kind == Kind::kBullet ? &t.summary
                                                                                : &t.head;
      Append(to, u.lines);
    }
    if (e.empty() || e.front().lines.empty()) continue;
    t.start = e.front().lines.front();
    auto why = starts_.find(t.start);
    t.why = why != starts_.end() ? why->second : s.entries.empty() ? "the section's first line" : "";
    s.entries.push_back(std::move(t));
  }
  starts_.clear();
}

void Builder::TraceVote(const SlotPlan& plan, std::size_t entries) {
  Trace::Section& s = trace_->sections.back();
  s.voted = true;
  s.vote = plan;
  s.vote_entries = static_cast<int>(entries);
}

void Builder::TracePart(int line, std::string_view text, const char* field, std::string why) {
  Trace::Section& s = trace_->sections.back();
  Trace::Part p{line, Clean(text), field, std::move(why)};
  // The part belongs to the entry that holds its line (the last entry when none does).
  for (auto e = s.entries.rbegin(); e != s.entries.rend(); ++e) {
    for (const auto* v : {&e->head, &e->dates, &e->places, &e->summary, &e->highlights, &e->labels}) {
      if (std::find(v->begin(), v->end(), line) != v->end()) {
        e->parts.push_back(std::move(p));
        return;
      }
    }
  }
  if (s.entries.empty()) s.parts.push_back(std::move(p));
  else s.entries.back().parts.push_back(std::move(p));
}

void Builder::TracePlanned(int line, std::string_view text, const SlotPlan& plan, std::size_t k) {
  const Slot slot = plan.slots[k];
  const char* field = slot == Slot::kPosition ? "position" : slot == Slot::kOrganisation ? "name" : "name (appended)";
  const std::string of = "/" + std::to_string(plan.shared) + " entries";
  std::string why = (plan.by_line ? "header line " : "slot ") + std::to_string(k + 1) + " of " + std::to_string(plan.arity) + ", voted ";
  why += slot == Slot::kPosition ? "position" : slot == Slot::kOrganisation ? "organisation" : "neither (kept with the organisation)";
  why += ": job-title words only in " + std::to_string(plan.title[k]) + of + ", organisation words only in " +
         std::to_string(plan.org[k]) + of;
  TracePart(line, text, field, std::move(why));
}

std::string Builder::ItemStartWhy(int lead, int date_line) const {
  return lead == 0 ? "the unit with its date, the anchor"
                   : std::to_string(lead) + " header unit" + (lead == 1 ? "" : "s") + " before its date, the anchor (line " +
                         std::to_string(L(date_line).number) + ")";
}

std::string Builder::ItemsHow(std::size_t anchors, int lead) {
  return "by the date anchor: " + std::to_string(anchors) + " dated units, one per entry; the first entry's lead " +
         "(its header units before the date, text before the date on the date's own line counting as one) is " +
         std::to_string(lead) + ", so every entry starts that many units before its date";
}

void Builder::TraceCitations(const std::vector<std::vector<int>>& entries) {
  Trace::Section& s = trace_->sections.back();
  s.cut = "as a list of citations: a list item or a line no deeper than the one before starts one; a line "
          "led by authors (the first), or set deeper, joins the citation before";
  s.entries.clear();
  for (const auto& e : entries) {
    if (e.empty()) continue;
    Trace::Entry t;
    t.head = e;
    t.start = e.front();
    t.why = s.entries.empty() ? "the section's first line" : "a list item or a line no deeper than the one before";
    s.entries.push_back(std::move(t));
  }
}

void Builder::TraceFields(int line, const std::vector<std::pair<const char*, std::string>>& fields, const char* why) {
  bool any = false;
  for (const auto& [field, value] : fields) {
    if (value.empty()) continue;
    TracePart(line, value, field, why);
    any = true;
  }
  if (!any) TracePart(line, "", "", "no field read: no entry");
}

void Builder::TraceItem(const std::vector<Unit>& entry, const ItemSlots& s, const char* giver) {
  if (entry.empty() || entry.front().lines.empty()) return;
  const int line = entry.front().lines.front();
  const std::pair<const char*, const std::string*> slots[] = {
      {"title", &s.title}, {giver, &s.giver}, {"date", &s.date}, {"url", &s.url}, {"summary", &s.summary}};
  for (const auto& [field, value] : slots) {
    if (!value->empty()) TracePart(line, *value, field, "the item's slots (title first, then who gave it, its date)");
  }
  if (s.title.empty()) TracePart(line, "", "", "no title: no entry");
}

}  // namespace cvmill::structure::internal
