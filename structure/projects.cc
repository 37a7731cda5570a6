// Projects (name, description, link, dates) and publications (title, venue, date, link;
// authors kept as fragments) in the citation styles cvmill knows.
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
    std::vector<std::string> parts = Parts(t);
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
    for (const std::string& part : Parts(lines.front().second)) {
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
    for (std::string& part : StripPlaces(Parts(t), &places)) {
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
    std::string rest = stop == std::string::npos ? "" : Clean(venue.substr(stop + 1));
    venue = Clean(text::TrimChars(venue.substr(0, std::min(stop, venue.find_first_of(",("))), ". "));
    if (!venue.empty()) {
      p.publisher = ShortVenue(venue, venue);
      Fragment(lines.front(), tail.substr(std::min(tail.size(), tail.find(venue) + venue.size())));
    }
    if (text::WordCount(rest) >= 3 && StartsUpperWord(rest)) p.summary = rest;
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
      std::string rest = Clean(after.substr(stop + 1));
      if (text::WordCount(rest) >= 3 && StartsUpperWord(rest)) p.summary = rest;
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
