// Projects (name, description, link, dates, roles, keywords, kind and organisation);
// publications are publications.cc's.
#include <re2/re2.h>

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "structure/tag_rows.h"
#include "structure/internal/build.h"

namespace cvmill::structure::internal {


namespace {

// The lines of `v` before line `at` (or from it on).
std::vector<int> Side(const std::vector<int>& v, int at, bool before) {
  std::vector<int> out;
  for (int i : v) {
    if ((i < at) == before) out.push_back(i);
  }
  return out;
}

// An entry cut in two at header line `at`.
std::pair<Entry, Entry> SplitAt(const Entry& e, int at) {
  std::pair<Entry, Entry> out;
  for (Entry* x : {&out.first, &out.second}) {
    bool before = x == &out.first;
    x->head = Side(e.head, at, before);
    x->bullets = Side(e.bullets, at, before);
    x->body = Side(e.body, at, before);
    x->dates = Side(e.dates, at, before);
    x->places = Side(e.places, at, before);
    x->urls = Side(e.urls, at, before);
    x->has_date = !x->dates.empty();
    x->labels = Side(e.labels, at, before);
    for (const auto& [field, lines] : e.labelled) {
      std::vector<int> side = Side(lines, at, before);
      if (!side.empty()) x->labelled[field] = std::move(side);
    }
    for (const auto& [bullet, lines] : e.wrapped) {
      if ((bullet < at) == before) x->wrapped[bullet] = lines;
    }
  }
  return out;
}

}  // namespace

void Builder::Projects(const std::vector<int>& lines) {
  std::vector<Entry> cut;
  auto add = [&](const Entry& e) { cut.push_back(e); };
  for (const Entry& chunk : Chunk(lines)) {
    std::vector<Entry> entries{chunk};
    // Undated header lines of short names, each over a longer line ("MegBA" / "A GPU library
    // for …" / "TorchOpt" / …, the longer line perhaps wrapped): one project per name.
    const std::vector<int>& head = chunk.head;
    if (!chunk.has_date && head.size() >= 4) {
      std::vector<int> names;
      for (std::size_t k = 0; k + 1 < head.size(); ++k) {
        int words = text::WordCount(T(head[k]));
        if (words <= 3 && text::WordCount(T(head[k + 1])) > words) names.push_back(head[k]);
      }
      if (names.size() >= 2 && names.front() == head.front() && names.size() * 3 >= head.size()) {
        entries.clear();
        Entry rest = chunk;
        for (std::size_t k = 1; k < names.size(); ++k) {
          auto [a, b] = SplitAt(rest, names[k]);
          entries.push_back(std::move(a));
          rest = std::move(b);
        }
        entries.push_back(std::move(rest));
        if (trace_) TraceSplit(chunk, entries, "a short undated name over a longer line: one project per name");
      }
    }
    for (Entry& e : entries) {
      // A project's link closes it ("quillfmt" / "GitHub: …/quillfmt" / "rota-bot" / …): a
      // header line below its first link line opens the next project.
      std::size_t at = 0;
      while (!e.urls.empty() && at < e.head.size() && e.head[at] < e.urls.front()) ++at;
      if (e.urls.empty() || at == 0 || at == e.head.size()) {
        add(e);
        continue;
      }
      auto [a, b] = SplitAt(e, e.head[at]);
      if (trace_) TraceSplit(e, {a, b}, "a header line below the project's link: the link closed the project before");
      add(a);
      add(b);
    }
  }
  TagRowsBack(&cut);
  const bool roles_over = RolesOverName(cut);
  std::vector<ProjectDraft> drafts;
  for (const Entry& e : cut) {
    if (std::optional<ProjectDraft> d = ReadProject(e, roles_over)) drafts.push_back(std::move(*d));
  }
  TypeAndEntity(&drafts);
  for (ProjectDraft& d : drafts) r_.projects.push_back(std::move(d.p));
}

// The roles a header part names ("Business lead", "Author and maintainer"); none when it
// is no title.
std::vector<std::string> Builder::ProjectRoles(const std::string& part) const {
  for (std::string_view sep : {" and ", " & ", " / "}) {
    std::size_t at = part.find(sep);
    if (at == std::string::npos) continue;
    std::string a = Clean(part.substr(0, at)), b = Clean(part.substr(at + sep.size()));
    if (TitleLike(a) && TitleLike(b)) return {a, b};
  }
  if (TitleLike(part)) return {part};
  return {};
}

namespace {

// A header line's sentences ("Name (kind, client). What it does. Role: A, B."): cut after a
// full stop that closes a word of three letters or more or a bracket, before a capital or a
// digit; an abbreviation ("Dr.", "St.") or a company form ("Inc.") ends none.
std::vector<std::string> RunOnSentences(std::string_view t) {
  std::vector<std::string> out;
  std::size_t from = 0;
  for (std::size_t p = t.find(". "); p != std::string_view::npos; p = t.find(". ", p + 2)) {
    std::string_view head = t.substr(from, p - from);
    std::size_t space = head.rfind(' ');
    std::string_view word = space == std::string_view::npos ? head : head.substr(space + 1);
    std::string_view next = text::Trim(t.substr(p + 2));
    if (word.empty() || next.empty()) continue;
    bool opens = StartsUpperWord(next) || (next[0] >= '0' && next[0] <= '9');
    if (!opens || (word.size() < 3 && word.back() != ')') || IsLegalSuffix(std::string(word) + ".")) continue;
    out.push_back(Clean(t.substr(from, p + 1 - from)));
    from = p + 2;
  }
  out.push_back(Clean(t.substr(from)));
  return out;
}

// The share of a part's words that start with a capital: an organisation is named in
// capitals ("Harbour Data Trust"), a kind of project mostly not ("mobile app", "grant").
double CapitalShare(std::string_view s) {
  const std::string collapsed = text::CollapseSpace(s);
  const auto words = text::Split(collapsed, ' ');
  if (words.empty()) return 1;
  int upper = 0;
  for (std::string_view w : words) upper += StartsUpperWord(w) ? 1 : 0;
  return static_cast<double>(upper) / static_cast<double>(words.size());
}

// Which of a project's two short parts is its kind: the one in fewer capitals, else the
// shorter; -1 when they cannot be told apart.
int KindOfTwo(const std::string& a, const std::string& b) {
  double ca = CapitalShare(a), cb = CapitalShare(b);
  if (ca != cb) return ca < cb ? 0 : 1;
  int wa = text::WordCount(a), wb = text::WordCount(b);
  if (wa != wb) return wa < wb ? 0 : 1;
  return -1;
}

}  // namespace

// A sentence of a header line after its label ("Role: Author, Maintainer.", "Tools: Go,
// gRPC"): the values fill the field the label names; false when it names none of a
// project's lists.
bool Builder::RunOnField(int line, const std::string& sentence, schema::Project* p) {
  std::size_t colon = sentence.find(':');
  if (colon == std::string::npos || colon > 40) return false;
  std::optional<std::string> field = nz::EntryFieldLabel(text::Trim(std::string_view(sentence).substr(0, colon)), rules_);
  if (!field || (*field != "roles" && *field != "keywords")) return false;
  std::vector<std::string>& to = *field == "roles" ? p->roles : p->keywords;
  for (const std::string& v : SplitTopLevel(std::string_view(sentence).substr(colon + 1), ",;")) {
    std::string c = Clean(text::TrimChars(v, ". "));
    if (!c.empty()) to.push_back(std::move(c));
  }
  if (trace_) TracePart(line, sentence, field->c_str(), "a sentence after its field's label");
  return true;
}

// A project's header parts in the order written (places already gone): the first part
// that is not a title names it, titles ("Business lead", "Author and
// maintainer") are roles, a sentence describes it; the other short parts are left for the
// section's vote on its kind and organisation.
void Builder::ProjectParts(const std::vector<std::pair<int, std::string>>& written, ProjectDraft* d,
                           std::string* description) {
  schema::Project* p = &d->p;
  auto sentence = [](const std::string& part) {
    return text::WordCount(part) > 7 || text::EndsWith(part, ".") ||
           (part[0] >= 'a' && part[0] <= 'z' && text::WordCount(part) > 3);
  };
  std::vector<std::pair<int, std::string>> parts = written;
  std::size_t name = parts.size();
  for (std::size_t k = 0; k < parts.size() && name == parts.size(); ++k) {
    if (ProjectRoles(parts[k].second).empty()) name = k;
  }
  if (name == parts.size() && !parts.empty()) name = 0;
  if (name < parts.size()) {
    p->name = parts[name].second;
    if (trace_) TracePart(parts[name].first, p->name, "name", "the first header part that names no role");
    // "Ledger sync (mobile app, Harbour Data Trust)": the brackets after the name hold
    // header parts of their own, read as if written after it; "Depot WMS (rollout)": one
    // short bracketed part is its kind.
    std::size_t open = p->name.rfind(" (");
    if (open != std::string::npos && p->name.back() == ')') {
      std::string inside = p->name.substr(open + 2, p->name.size() - open - 3);
      std::vector<std::string> bracketed = SplitTopLevel(inside, ",");
      if (bracketed.size() >= 2 && bracketed.size() <= 3) {
        p->name = Clean(p->name.substr(0, open));
        std::vector<std::pair<int, std::string>> more;
        for (const std::string& b : bracketed) more.emplace_back(parts[name].first, Clean(b));
        parts.insert(parts.begin() + static_cast<long>(name) + 1, more.begin(), more.end());
      } else if (text::WordCount(p->name.substr(open)) <= 3) {
        p->type = Clean(inside);
        p->name = Clean(p->name.substr(0, open));
      }
    }
  }
  // Roles run on to the end of their list: "…, Maintainer, Original author" names two
  // roles though the vocabulary knows only the first.
  int roles_line = -1;
  for (std::size_t k = 0; k < parts.size(); ++k) {
    if (k == name) continue;
    const auto& [line, part] = parts[k];
    if (sentence(part)) {
      *description += (description->empty() ? "" : " ") + nz::StripBadges(part, rules_);
      if (trace_) TracePart(line, part, "description", "a sentence");
    } else if (auto r = ProjectRoles(part); !r.empty()) {
      for (std::string& x : r) p->roles.push_back(std::move(x));
      roles_line = k > name ? line : roles_line;
      if (k > name && d->roles_slot < 0) d->roles_slot = static_cast<int>(k - name);
      d->listed_roles = d->listed_roles || k > name;
      d->roles_last = k + 1 == parts.size();
      if (trace_) TracePart(line, part, "roles", "job-title words");
    } else if (roles_line == line && text::WordCount(part) <= 4) {
      p->roles.push_back(part);
      d->roles_last = k + 1 == parts.size();
      if (trace_) TracePart(line, part, "roles", "after a role in the same list");
    } else if (k > name) {
      d->others.emplace_back(line, part);
      d->other_slots.push_back(static_cast<int>(k - name));
    } else {
      if (trace_) TracePart(line, part, "", "no field: kept as a fragment");
      Fragment(line, part);
    }
  }
}

// The kind and the organisation of the section's projects, from the short parts their
// headers left: where entries show two, the slot in fewer capitals is the kind, voted over
// the entries (a template writes them in one order); an entry with one of the two shows its
// kind when others show both (the organisation is the one a project may lack), else the
// part's own capitals tell.
void Builder::TypeAndEntity(std::vector<ProjectDraft>* drafts) {
  // The place after the name where the section's entries name their roles, voted (a
  // template writes its parts in one order: "Name · Roles | Dates"): in an entry whose part
  // there names no known role, it is the roles all the same, when two entries or more and
  // most of those with a part there name roles in it.
  std::map<int, int> role_votes, part_votes;
  for (const ProjectDraft& d : *drafts) {
    if (d.roles_slot > 0) ++role_votes[d.roles_slot], ++part_votes[d.roles_slot];
    for (int s : d.other_slots) ++part_votes[s];
  }
  for (const auto& [slot, n] : role_votes) {
    if (n < 2 || 2 * n <= part_votes[slot]) continue;
    for (ProjectDraft& d : *drafts) {
      if (d.roles_slot >= 0) continue;
      for (std::size_t k = 0; k < d.others.size(); ++k) {
        if (d.other_slots[k] != slot || text::WordCount(d.others[k].second) > 4) continue;
        d.p.roles.push_back(d.others[k].second);
        if (trace_) TracePart(d.others[k].first, d.others[k].second, "roles", "the place where the section's other entries name their roles");
        d.others.erase(d.others.begin() + static_cast<std::ptrdiff_t>(k));
        d.other_slots.erase(d.other_slots.begin() + static_cast<std::ptrdiff_t>(k));
        d.roles_slot = slot;
        break;
      }
    }
  }
  int votes[2] = {0, 0};
  bool pairs = false;
  for (const ProjectDraft& d : *drafts) {
    if (d.others.size() < 2) continue;
    pairs = true;
    int kind = KindOfTwo(d.others[0].second, d.others[1].second);
    if (kind >= 0) ++votes[kind];
  }
  const int voted = votes[0] > votes[1] ? 0 : votes[1] > votes[0] ? 1 : -1;
  // Roles close the list where the entries that name known roles end with them: there a
  // part after the two slots, or the last of two in an entry that names no known role
  // ("…, Stadtwerke Ulm, pilot, Gutachterin"), is a role too.
  int last = 0, inside = 0;
  for (const ProjectDraft& d : *drafts) {
    if (d.listed_roles) ++(d.roles_last ? last : inside);
  }
  const bool roles_close = last > inside;
  for (ProjectDraft& d : *drafts) {
    auto& o = d.others;
    schema::Project& p = d.p;
    if (roles_close && o.size() >= 2) {
      std::size_t keep = d.listed_roles || o.size() > 2 ? 2 : 1;
      std::vector<std::string> roles;
      for (std::size_t k = keep; k < o.size(); ++k) {
        roles.push_back(o[k].second);
        if (trace_) TracePart(o[k].first, o[k].second, "roles", "a part where the section's lists end in roles");
      }
      p.roles.insert(p.roles.begin(), roles.begin(), roles.end());
      o.resize(keep);
    }
    if (o.size() == 1) {
      bool kind = p.type.empty() && (pairs || CapitalShare(o[0].second) <= 0.5);
      (kind ? p.type : p.entity) = o[0].second;
      if (trace_) TracePart(o[0].first, o[0].second, kind ? "type" : "entity",
                            kind ? "the one short part beside the name, a kind by its case or by the section's other entries"
                                 : "the one short part beside the name, in capitals");
    } else if (o.size() >= 2) {
      int kind = voted >= 0 ? voted : KindOfTwo(o[0].second, o[1].second);
      if (kind < 0) kind = 1;
      if (p.type.empty()) p.type = o[static_cast<std::size_t>(kind)].second;
      p.entity = o[static_cast<std::size_t>(1 - kind)].second;
      if (trace_) {
        TracePart(o[static_cast<std::size_t>(kind)].first, o[static_cast<std::size_t>(kind)].second, "type",
                  voted >= 0 ? "the slot in fewer capitals, voted over the section" : "the part in fewer capitals");
        TracePart(o[static_cast<std::size_t>(1 - kind)].first, o[static_cast<std::size_t>(1 - kind)].second, "entity",
                  "the other short part");
      }
      for (std::size_t k = 2; k < o.size(); ++k) Fragment(o[k].first, o[k].second);
    }
  }
}

// Whether the section's entries write their roles on a line over the name ("Lead author" /
// "pgsync"), voted over its entries of two header lines or more by which of the first two
// names roles only: then an entry's first line holds roles the vocabulary may not know.
bool Builder::RolesOverName(const std::vector<Entry>& entries) {
  auto roles_only = [&](const std::string& t) {
    std::vector<std::string> parts = Parts(t, false);
    return !parts.empty() && std::all_of(parts.begin(), parts.end(), [&](const std::string& x) { return !ProjectRoles(x).empty(); });
  };
  int over = 0, under = 0;
  for (const Entry& e : entries) {
    Header h = ReadHeader(e);
    if (h.lines.size() < 2) continue;
    const bool first = roles_only(h.lines[0].second), second = roles_only(h.lines[1].second);
    over += first && !second ? 1 : 0;
    under += second && !first ? 1 : 0;
  }
  return over > under;
}

std::optional<ProjectDraft> Builder::ReadProject(const Entry& entry, bool roles_over) {
  Entry e = entry;
  const std::vector<std::string> stacked = TakeStackedChips(&e);
  Header h = ReadHeader(e);
  ProjectDraft d;
  schema::Project& p = d.p;
  std::string description;
  std::vector<std::string> places = h.place_parts;
  std::vector<std::pair<int, std::string>> parts;
  bool named = false;  // a part so far that is no title: the project's name is among them
  std::vector<std::pair<int, std::string>> lines;
  for (auto [i, t] : h.lines) {
    Use(i);
    for (const auto& [shown, target] : Links(i)) {
      // A link written out beside the name goes; a name that is itself the link stays.
      std::size_t at = t.find(shown);
      if (at != std::string::npos && Clean(shown) != Clean(t)) t = RemoveSpan(t, at, at + shown.size());
      if (p.url.empty()) p.url = nz::WithScheme(target);
    }
    lines.emplace_back(i, std::string(text::Trim(t)));
  }
  // A list of header parts wrapped in a narrow column ("Depot scanner, Harbour" / "Freight
  // Ltd, rollout,"): where a header line but the last ends in a comma the lines are one
  // list, read as one line up to a full stop, a word broken at a line's end joined. (Lines
  // not so tied stay apart: a role over the name, "Lead author" / "pgsync".)
  bool wrapped_list = false;
  for (std::size_t k = 0; k + 1 < lines.size(); ++k) wrapped_list = wrapped_list || text::EndsWith(lines[k].second, ",");
  for (std::size_t k = 1; wrapped_list && k < lines.size();) {
    std::string& prev = lines[k - 1].second;
    const std::string& t = lines[k].second;
    if (text::EndsWith(prev, ".")) {
      ++k;
      continue;
    }
    JoinWrappedLine(&prev, t);
    lines.erase(lines.begin() + static_cast<long>(k));
  }
  if (roles_over && lines.size() >= 2) {
    for (const std::string& part : Parts(lines.front().second, false)) {
      std::vector<std::string> r = ProjectRoles(part);
      if (r.empty()) r.push_back(part);
      for (std::string& x : r) p.roles.push_back(std::move(x));
    }
    lines.erase(lines.begin());
  }
  for (auto& [i, t] : lines) {
    // "Name (kind, client). What it does. Role: Lead.": sentences run on after the one that
    // names the project describe it, or fill a field after its label; a long first sentence
    // before any name is no name, and the line is read whole.
    if (std::vector<std::string> sentences = RunOnSentences(t); sentences.size() > 1) {
      std::string kept = sentences.front();
      // (So is a first sentence of header parts apart by commas, its first part a short name:
      // "Depot WMS (2020 – 2021), rollout, Harbour Freight, Lead, Owner." names it too.)
      const std::vector<std::string> kept_parts = SplitTopLevel(kept, ",");
      const bool first_names = named || text::WordCount(kept) <= 10 ||
                               (kept_parts.size() >= 3 && text::WordCount(kept_parts.front()) <= 6);
      for (std::size_t k = 1; k < sentences.size(); ++k) {
        if (RunOnField(i, sentences[k], &p)) continue;
        if (first_names) {
          description += (description.empty() ? "" : " ") + nz::StripBadges(sentences[k], rules_);
          if (trace_) TracePart(i, sentences[k], "description", "a sentence after the one that names the project");
        } else {
          kept += " " + sentences[k];
        }
      }
      t = first_names && !named ? std::string(text::TrimChars(kept, ". ")) : kept;
    }
    // A longer line below the one that names the project describes it, commas and all.
    if (std::string whole = Clean(t); named && (text::EndsWith(whole, ".") || text::WordCount(whole) > 4) &&
                                      ProjectRoles(whole).empty()) {
      description += (description.empty() ? "" : " ") + nz::StripBadges(whole, rules_);
      continue;
    }
    for (std::string& part : StripPlaces(Parts(t, false), &places)) {
      named = named || ProjectRoles(part).empty();
      parts.emplace_back(i, std::move(part));
    }
  }
  ProjectParts(parts, &d, &description);
  for (int i : e.places) Use(i);
  if (h.dates) SetWorkDates(p.startDate, p.endDate, *h.dates);
  if (h.dates && h.dates->single) p.endDate.clear();
  for (std::string& r : LabelledItems(e, "roles")) p.roles.push_back(std::move(r));
  for (std::string& k : LabelledItems(e, "keywords")) p.keywords.push_back(std::move(k));
  p.keywords.insert(p.keywords.end(), stacked.begin(), stacked.end());
  for (const auto* v : {&entry.head, &entry.body, &entry.bullets}) {  // (the chips' lines)
    for (int i : *v) {
      if (std::find(e.head.begin(), e.head.end(), i) == e.head.end() && std::find(e.body.begin(), e.body.end(), i) == e.body.end() &&
          std::find(e.bullets.begin(), e.bullets.end(), i) == e.bullets.end())
        Use(i);
    }
  }
  // A row of short cells in the entry's text (a theme's tag chips): its keywords.
  Entry text = e;
  text.body.erase(std::remove_if(text.body.begin(), text.body.end(),
                                 [&](int i) {
                                   auto chips = TagRow(T(i));
                                   if (!chips) return false;
                                   for (std::string& k : *chips) p.keywords.push_back(std::move(k));
                                   Use(i);
                                   return true;
                                 }),
                  text.body.end());
  std::string body = Body(text);
  p.description = description.empty() ? body : body.empty() ? description : description + " " + body;
  p.highlights = Highlights(e);
  if (std::string url = EntryUrl(e); !url.empty() && p.url.empty()) p.url = url;
  // (An entry of prose only, no name, is kept as an unnamed project's description.)
  if (p.name.empty() && p.description.empty() && p.highlights.empty()) return std::nullopt;
  return d;
}

}  // namespace cvmill::structure::internal
