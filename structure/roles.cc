// Position and organisation in an entry's header, by the section's voted plan or line by
// line; the work and volunteer entries built from them (education entries: education.cc).
#include <algorithm>
#include <cctype>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

bool StartsUpperWord(std::string_view t) {
  t = text::Trim(t);
  if (t.empty()) return false;
  auto c = static_cast<unsigned char>(t[0]);
  if (c < 0x80) return c >= 'A' && c <= 'Z';
  auto d = t.size() > 1 ? static_cast<unsigned char>(t[1]) : 0;
  return c == 0xC3 && d >= 0x80 && d <= 0x9E && d != 0x97;
}

// Opens with a letter in lower case (ASCII, or Latin-1's "ä", "é", "ß", ...).
bool StartsLowerWord(std::string_view t) {
  t = text::Trim(t);
  if (t.empty()) return false;
  auto c = static_cast<unsigned char>(t[0]);
  if (c < 0x80) return c >= 'a' && c <= 'z';
  auto d = t.size() > 1 ? static_cast<unsigned char>(t[1]) : 0;
  return c == 0xC3 && d >= 0x9F && d <= 0xBF && d != 0xB7;
}

int LowerCaseWords(std::string_view t, std::size_t longer_than) {
  int n = 0;
  for (std::size_t at = 0; at < t.size();) {
    const std::size_t end = std::min(t.find(' ', at), t.size());
    n += end - at > longer_than && !StartsUpperWord(t.substr(at, end - at));
    at = end + 1;
  }
  return n;
}

namespace {

// One to `most` words, each starting with a capital ("Praktikum", "Summer Intern").
bool CapitalisedWords(std::string_view t, std::size_t most) {
  const std::size_t n = text::WordCount(t);
  return n > 0 && n <= most && LowerCaseWords(t) == 0;
}


}  // namespace

void Builder::SetWorkDates(std::string& start, std::string& end, const DateRange& d) {
  start = d.start.ToIso();
  end = d.ongoing ? "" : (d.single ? start : d.end.ToIso());
}

void Builder::SetDegreeDates(schema::Education& e, const DateRange& d) {
  if (d.start.empty()) return;
  if (d.single) {
    e.endDate = d.start.ToIso();  // a single year on a degree is its completion
  } else {
    e.startDate = d.start.ToIso();
    e.endDate = d.ongoing ? "" : d.end.ToIso();
  }
}

bool Builder::TitleLike(std::string_view s) const { return (nz::Vocab(s, rules_) & (nz::kTitleWord | nz::kOrgWord)) == nz::kTitleWord; }

bool Builder::OrgLike(std::string_view s) const { return (nz::Vocab(s, rules_) & (nz::kTitleWord | nz::kOrgWord)) == nz::kOrgWord; }

// Which end of a line's parts alone has job-title words: "Charge Nurse, Bayou Hospital" (the
// first), "Allied Bank, Dublin — Senior Analyst" (the last); the rest is the organisation.
Builder::TitleSide Builder::TitlePart(const std::vector<std::string>& parts) const {
  if (parts.size() < 2) return TitleSide::kNone;
  if (TitleLike(parts.front()) && !TitleLike(Joined(parts, 1, parts.size()))) return TitleSide::kFirst;
  if (TitleLike(parts.back()) && !TitleLike(Joined(parts, 0, parts.size() - 1))) return TitleSide::kLast;
  return TitleSide::kNone;
}

// "Talberg-Werke in Pune", "Acme in Berlin, Germany": the organisation and, after its
// last " in ", the place it names ("" when the tail is no place).
// (After " in ", a town of any size the gazetteer knows is a place: "Kessler Druck GmbH in
// Aalen"; so is one before a place that parses alone, "… in Aalen, Germany".)
std::pair<std::string, std::string> Builder::InPlace(const std::string& s) const {
  std::size_t in = s.rfind(" in ");
  if (in == std::string::npos || in == 0) return {s, ""};
  std::string place = Clean(s.substr(in + 4));
  if (place.empty() || text::WordCount(place) > 4 || !StartsUpperWord(place)) return {s, ""};
  const std::string town = Clean(place.substr(0, place.find(',')));
  const bool placed = nz::ParsePlace(place, rules_) ||
                      (TownPart(town) && (town.size() == place.size() || nz::ParsePlace(place.substr(place.find(',') + 1), rules_)));
  if (!placed) return {s, ""};
  return {s.substr(0, in), place};
}

// An organisation named with its place after " in " ("Kessler Druck GmbH in Aalen"): the
// place is the entry's location, before any other it states.
void Builder::OrgInPlace(RoleOrg* ro) const {
  if (LegalFormPlace(ro)) return;
  auto [org, place] = InPlace(ro->org);
  // (A name, not a sentence read as one: few words, few of them in lower case.)
  if (place.empty() || Clean(org).empty() || text::WordCount(org) > 6 || LowerCaseWords(org) > 2) return;
  ro->org = Clean(org);
  ro->location = ro->location.empty() ? place : place + ", " + ro->location;
}

// A part of line i set partly in one type and partly in another (bold or italics and plain,
// or bold and italics), the change between words: the two halves ("Data Engineer" /
// "Nordwind"), else none. One change of type only.
std::optional<std::pair<std::string, std::string>> Builder::EmphasisSplit(int i, const std::string& part) const {
  const std::string& t = T(i);
  const std::size_t at = t.find(part);
  if (at == std::string::npos || part.empty()) return std::nullopt;
  const std::size_t end = at + part.size();
  // Where the type changes inside the part: each styled run's edges inside it, an edge at
  // the next run's start after spaces only being the same change.
  std::vector<std::size_t> cuts;
  auto add = [&](std::size_t c) {
    if (c <= at || c >= end) return;
    for (std::size_t& o : cuts) {
      const std::size_t lo = std::min(o, c), hi = std::max(o, c);
      if (t.find_first_not_of(' ', lo) >= hi) {
        o = lo;
        return;
      }
    }
    cuts.push_back(c);
  };
  for (const auto& r : L(i).runs) {
    if (r.end <= at || r.begin >= end || r.style == 0) continue;
    add(r.begin);
    add(r.end);
  }
  if (cuts.size() != 1) return std::nullopt;
  const std::size_t cut = cuts.front();
  // (At a word's edge, not inside one: "Data Eng**ineer**".)
  if (t[cut - 1] != ' ' && t[cut] != ' ' && t[cut - 1] != ':' ) return std::nullopt;
  std::string a = std::string(text::TrimChars(t.substr(at, cut - at), ":,|-\u2013\u2014\u00B7 "));
  std::string b = std::string(text::TrimChars(t.substr(cut, end - cut), ":,|-\u2013\u2014\u00B7 "));
  if (a.empty() || b.empty()) return std::nullopt;
  return std::make_pair(a, b);
}

// In a header line's parts (three or more), the first part after the first with an
// organisation's words where the parts before it have none; 0 for none.
std::size_t Builder::OrgPartAfterRole(const std::vector<std::string>& parts) const {
  if (parts.size() < 3 || OrgLike(parts[0])) return 0;
  std::size_t at = 0;
  for (std::size_t k = 1; k < parts.size() && at == 0; ++k) {
    if (OrgLike(parts[k])) at = k;
  }
  // (Not where a later part has title words: "Acme, Sales, Senior Buyer" puts the role last.)
  for (std::size_t k = at; at > 0 && k < parts.size(); ++k) {
    if (TitleLike(parts[k])) return 0;
  }
  return at;
}

RoleOrg Builder::SplitRoleOrg(const Header& h, bool towns) {
  RoleOrg ro;
  std::vector<std::string> places = h.place_parts;
  std::vector<std::pair<int, std::string>> unknown;
  std::map<int, std::pair<std::string, std::string>> two_parts;  // unknown lines of two parts
  for (const auto& [i, t] : h.lines) {
    std::string at_sep;
    for (std::string_view sep : {" at ", " @ ", " bei ", " chez ", " en ", " beim ", " presso "}) {
      std::size_t p = t.find(sep);
      // (Spanish "en" also names a field, "Ingeniero en Informática": only before a name
      // in capitals that is not the title's own field, i.e. where an organisation follows.)
      if (sep == " en " && (p == std::string::npos || !StartsUpperWord(t.substr(p + sep.size())) ||
                            nz::MatchDegree(t.substr(0, p), rules_)))
        continue;
      if (p == std::string::npos) continue;
      // Title words before the word, or a short role before a name ("Praktikum bei
      // Talberg-Werke in Pune", "Arbeit bei der Druckerei Kessler"): a header line's "role at
      // organisation"; "… in Pune" is the organisation's place.
      const std::string role = t.substr(0, p);
      const auto [org, place] = InPlace(t.substr(p + sep.size()));
      std::size_t name_at = org.find(' ');  // after a leading article ("der Druckerei …")
      name_at = name_at != std::string::npos && name_at <= 3 && !StartsUpperWord(org) ? name_at + 1 : 0;
      const bool titled = TitleLike(role);
      // ("beim", "presso" only after title words: "Unterstützung beim Aufbau" is prose.)
      const bool title_only = sep == " en " || sep == " beim " || sep == " presso ";
      // ("Group Payroll Accountant at Leeds", "Coordinator at Salvador, BA": a place alone after
      // the word is where, after title words, mixed with an organisation's or not.)
      const std::string after = Clean(org);
      if (place.empty() && sep != " en " && (nz::Vocab(role, rules_) & nz::kTitleWord) &&
          !nz::HasOrgWord(after, rules_) && text::WordCount(after) <= 5 && PlaceAfterAt(after)) {
        if (ro.position.empty()) ro.position = Clean(role);
        places.push_back(after);
        if (trace_) TracePart(i, t, "position, location", "title words before \"" + std::string(text::Trim(sep)) + "\", a place after");
        at_sep = "yes";
        break;
      }
      if (titled || (!title_only && CapitalisedWords(role, 2) && text::WordCount(org) <= 8 &&
                     (OrgLike(org) || StartsUpperWord(org.substr(name_at))))) {
        if (ro.position.empty()) ro.position = Clean(role);
        if (!place.empty()) places.push_back(place);
        std::vector<std::string> rest = StripPlaces(Parts(org.substr(name_at)), &places);
        // ("Nurse at Leeds": a town alone after the word, no organisation's words, is where.)
        // (So is a town of any size where most entries' headers end in a place.)
        if (rest.size() == 1 && place.empty() && (nz::IsCity(rest[0], rules_) || (towns && TownPart(rest[0]))) &&
            !nz::HasOrgWord(rest[0], rules_)) {
          places.push_back(rest[0]);
          rest.clear();
        }
        if (ro.org.empty()) ro.org = text::Join(rest, ", ");
        if (trace_)
          TracePart(i, t, "position, name",
                    (titled ? "title words before \"" : "a short capitalised role before \"") +
                        std::string(text::Trim(sep)) + "\", the organisation after");
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
      if (trace_) TracePart(i, clean, "location", "a place");
      places.push_back(clean);
      Use(i);
      continue;
    }
    std::vector<std::string> parts = StripPlaces(Parts(t), &places);
    if (towns && parts.size() >= 2 && TownPart(parts.back())) {
      places.insert(places.begin(), parts.back());
      parts.pop_back();
    }
    if (parts.empty()) {
      Use(i);
      continue;
    }
    // "**Ingeniera de datos** Nubaria": one part, two types: two parts.
    if (parts.size() == 1) {
      if (auto split = EmphasisSplit(i, parts[0])) parts = {split->first, split->second};
    }
    const TitleSide side = TitlePart(parts);
    if (side == TitleSide::kFirst) {
      // ("Trainee Analyst, Audit and Assurance, Westbrook Ltd": parts before the first with an
      // organisation's words say more of the position.)
      std::size_t org_at = 1;
      while (parts.size() >= 3 && org_at + 1 < parts.size() && !OrgLike(parts[org_at])) ++org_at;
      if (!OrgLike(parts[org_at])) org_at = 1;
      // (A volunteer entry's header, no organisation's words after the title, another header
      // line for the organisation: the line is the position whole, org_line.cc.)
      // (So is a work entry's, where that other line is a name with an organisation's words,
      // no longer word in lower case: "Senior Engineer, Tidal Sensors" over "Harrowgate Marine
      // Systems"; not a tagline, "Taller de muebles de pino".)
      // (Nor where that line repeats the part after the comma, "Head Baker, Northgate Bakery"
      // over "Northgate Bakery Group Ltd": the part is the organisation's short name.)
      const std::string after_comma = Joined(parts, org_at, parts.size());
      const bool org_words_besides = std::any_of(h.lines.begin(), h.lines.end(), [&](const auto& line) {
        const std::string other = Clean(line.second);
        return line.first != i && OrgLike(other) && LowerCaseWords(other, 3) == 0 &&
               other.find(after_comma) == std::string::npos;
      });
      if (!OrgLike(parts[org_at]) && OrgLineBesides(h, i) && (in_volunteer_ || org_words_besides)) org_at = parts.size();
      if (ro.position.empty()) ro.position = Joined(parts, 0, org_at);
      if (ro.org.empty()) ro.org = Joined(parts, org_at, parts.size());
      if (trace_) TracePart(i, t, "position, name", "its first part has title words, the rest none: the organisation");
      Use(i);
    } else if (side == TitleSide::kLast) {
      if (ro.position.empty()) ro.position = parts.back();
      // "Allied Bank, Dublin — Senior Analyst": the organisation part may end in its place.
      std::vector<std::string> org = StripPlaces({parts.begin(), parts.end() - 1}, &places);
      if (ro.org.empty()) ro.org = Joined(org, 0, org.size());
      if (trace_) TracePart(i, t, "name, position", "its last part has title words, the rest none: the organisation");
      Use(i);
    } else if (std::size_t org_at = OrgPartAfterRole(parts); org_at > 0 && ro.position.empty() && ro.org.empty()) {
      // ("Visiting scholar, Istituto Karlsberg, Westmark": no title words, but parts
      // after the first with an organisation's words: the parts before them are the role.)
      ro.position = Joined(parts, 0, org_at);
      ro.org = Joined(parts, org_at, parts.size());
      if (trace_) TracePart(i, t, "position, name", "no title words; the first part with organisation words after the first opens the organisation");
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
      if (trace_) TracePart(unknown[0].first, a + ", " + b, "position, name", "two parts no vocabulary tells apart: the usual order, position first");
      Use(unknown[0].first);
      unknown.clear();
    }
  }
  // Single lines: by vocabulary first, then by order (position before organisation).
  std::vector<std::pair<int, std::string>> left;
  for (auto& [i, t] : unknown) {
    if (ro.position.empty() && TitleLike(t)) {
      ro.position = t;
      if (trace_) TracePart(i, t, "position", "line by line: job-title words");
      Use(i);
    } else if (ro.org.empty() && OrgLike(t)) {
      ro.org = t;
      if (trace_) TracePart(i, t, "name", "line by line: organisation words");
      Use(i);
    } else {
      left.emplace_back(i, t);
    }
  }
  for (auto& [i, t] : left) {
    if (ro.position.empty()) {  // the organisation is known: the other header line is the role
      ro.position = t;
      if (trace_) TracePart(i, t, "position", "line by line, no vocabulary: the first line left");
      Use(i);
    } else if (ro.org.empty()) {
      ro.org = t;
      if (trace_) TracePart(i, t, "name", "line by line, no vocabulary: the line left after the position");
      Use(i);
    } else {
      if (trace_) TracePart(i, t, "", "position and organisation taken already");
      ro.extra.push_back(i);
    }
  }
  ro.location = text::Join(places, ", ");
  return ro;
}

// An entry's header parts in reading order, dates and places removed (into `places`), each
// with its line.
// What follows a title's "at" when it is a place: a town the tables know, a place that parses
// ("Salvador, BA"), or a known town with a note in brackets ("Laval (Québec)").
bool Builder::PlaceAfterAt(const std::string& after) const {
  if (nz::IsCity(after, rules_) || nz::ParsePlace(after, rules_)) return true;
  const std::size_t open = after.find(" (");
  return open != std::string::npos && after.back() == ')' && after.find(')') == after.size() - 1 &&
         nz::IsCity(after.substr(0, open), rules_);
}

std::vector<std::pair<int, std::string>> Builder::HeaderParts(const Header& h, std::vector<std::string>* places) {
  std::vector<std::pair<int, std::string>> out;
  for (const auto& [i, t] : h.lines) {
    std::string clean = Clean(t);
    if (clean.empty()) continue;
    if (text::WordCount(clean) <= 5 && nz::ParsePlace(clean, rules_)) {
      places->push_back(clean);
      continue;
    }
    // "Coordinator at Salvador, BA": a place after "at" that closes a line of title words is
    // the line's place, whatever commas it holds; the title is the line's part.
    if (const std::size_t at = clean.rfind(" at "); at != std::string::npos && at > 0) {
      const std::string role = clean.substr(0, at), after = clean.substr(at + 4);
      if ((nz::Vocab(role, rules_) & nz::kTitleWord) && !nz::HasOrgWord(after, rules_) &&
          text::WordCount(after) <= 5 && PlaceAfterAt(after)) {
        places->push_back(after);
        for (std::string& p : StripPlaces(Parts(role), places)) out.emplace_back(i, std::move(p));
        continue;
      }
    }
    for (std::string& p : StripPlaces(Parts(t), places)) out.emplace_back(i, std::move(p));
  }
  return out;
}

// The section's header template, voted across its entries (structure/): which slot holds
// the position and which the organisation.
// An entry's header lines that are not places alone, each with its places removed (into
// `places`) and its parts joined; none when a line holds both a title and an organisation.
std::vector<std::pair<int, std::string>> Builder::HeaderLineTexts(const Header& h, std::vector<std::string>* places) {
  std::vector<std::pair<int, std::string>> out;
  for (const auto& [i, t] : h.lines) {
    std::string clean = Clean(t);
    if (clean.empty() || (text::WordCount(clean) <= 5 && nz::ParsePlace(clean, rules_))) continue;
    std::vector<std::string> parts = StripPlaces(Parts(t), places);
    // A line whose parts name both ("Charge Nurse, Bayou Hospital") is read by its parts.
    if (TitlePart(parts) != TitleSide::kNone) return {};
    if (!parts.empty()) out.emplace_back(i, Joined(parts, 0, parts.size()));
  }
  return out;
}

// Each slot of the plan has evidence of its role in some entry: title words in a position's
// slot, an organisation's words in an organisation's.
static bool EverySlotEvidenced(const SlotPlan& plan) {
  for (std::size_t k = 0; k < plan.slots.size(); ++k) {
    if ((plan.slots[k] == Slot::kPosition && plan.title[k] == 0) ||
        (plan.slots[k] == Slot::kOrganisation && plan.org[k] == 0))
      return false;
  }
  return true;
}

// When the entries' header parts make no plan (their number varies: "Org | City, Country"
// over "Title | dates" in one entry, "Org | Unit" in another), the vote is over whole header
// lines: the line that holds the organisation in most entries holds it in all.
SlotPlan Builder::VoteRoleOrg(const std::vector<Entry>& entries, bool work) {
  std::vector<std::vector<unsigned>> votes, line_votes;
  std::vector<Header> headers;
  auto bits = [&](const std::string& s) {
    unsigned v = nz::Vocab(s, rules_);
    return (v & nz::kTitleWord ? kTitleWords : 0u) | (v & nz::kOrgWord ? kOrgWords : 0u);
  };
  int placed = 0, towns = 0, ends = 0;
  for (const Entry& e : entries) {
    std::vector<std::string> places;
    headers.push_back(ReadHeader(e, true));
    if (work) TakeTagline(&headers.back());
    votes.emplace_back();
    auto parts = HeaderParts(headers.back(), &places);
    for (const auto& part : parts) votes.back().push_back(bits(part.second));
    placed += !places.empty();
    bool town = parts.size() >= 2 && TownPart(parts.back().second);
    // ("Cook at Kufstein": the town after a header's "at".)
    for (const auto& [i, t] : headers.back().lines) {
      for (std::string_view sep : {" at ", " @ ", " bei ", " chez "}) {
        const std::size_t p = t.find(sep);
        if (p == std::string::npos) continue;
        std::vector<std::string> after = StripPlaces(Parts(t.substr(p + sep.size())), &places);
        town = town || (after.size() == 1 && TownPart(after[0]));
      }
    }
    towns += town;
    ends += town || !places.empty();
  }
  // Headers that end in a place in most entries, two or more, some in a town of any size: the
  // section's place slot ("Gasthof Linde, Kufstein" beside "Hotel Adler, Wien"), though
  // the gazetteer alone would not take towns that small.
  const bool town_slot = towns >= 1 && ends >= 2 && 2 * ends >= static_cast<int>(entries.size());
  SlotPlan plan = VoteSlots(votes);
  plan.placed = placed + (town_slot ? towns : 0);
  plan.towns = town_slot;
  if (plan.ok()) return plan;
  for (const Header& h : headers) {
    std::vector<std::string> places;
    line_votes.emplace_back();
    for (const auto& line : HeaderLineTexts(h, &places)) line_votes.back().push_back(bits(line.second));
  }
  // (Two lines in three entries or more, each line with evidence of its own: a line left
  // over from a date the rules did not read whole is no organisation, nor a wrapped line.)
  SlotPlan by_line = VoteSlots(line_votes);
  if (!by_line.ok() || by_line.arity != 2 || by_line.shared < 2) return plan;
  // (A section of two entries of two header lines each, evidence in one line of one entry and
  // none against it in either: the other entry's lines, with no vocabulary, are in the same
  // order.)
  const bool pair = entries.size() == 2 && by_line.shared == 2 && by_line.votes_against == 0;
  if (by_line.shared < 3 && !pair) return plan;
  if (!pair && !EverySlotEvidenced(by_line)) return plan;
  by_line.by_line = true;
  by_line.towns = town_slot;
  return by_line;
}

// A part in the shape of a place name: one to three words, capitalised but for particles
// ("Wolfsbrunn am Teich", "Saint-Gall"), no digit, no title or organisation word.
bool Builder::PlaceShaped(std::string_view s) const {
  s = text::Trim(s);
  const std::size_t words = text::WordCount(s);
  if (words == 0 || words > 3 || text::HasDigit(s) || s.find_first_of("()&@/") != std::string_view::npos) return false;
  if (nz::Vocab(s, rules_) & (nz::kTitleWord | nz::kOrgWord)) return false;
  std::size_t capitalised = 0;
  for (std::string_view w : text::Split(s, ' ')) capitalised += StartsUpperWord(w);
  return capitalised * 2 > words;
}

bool Builder::TownPart(std::string_view s) const { return PlaceShaped(s) && nz::IsTown(text::Trim(s), rules_); }

// Position and organisation by the section's plan when the entry has the planned shape,
// else line by line (SplitRoleOrg).
RoleOrg Builder::PlannedRoleOrg(const Header& h, const SlotPlan& plan) {
  if (plan.ok()) {
    std::vector<std::string> places = h.place_parts;
    auto parts = plan.by_line ? HeaderLineTexts(h, &places) : HeaderParts(h, &places);
    // One part more than the plan, last, in the shape of a place the gazetteer does not know
    // ("Gasthof Zum Hirschen, Wolfsbrunn am Teich"), where other entries of the section end in a known
    // place: the entry's place. (So is a last slot of no planned role, below.)
    if (!plan.by_line && plan.placed >= 1 && static_cast<int>(parts.size()) == plan.arity + 1 &&
        plan.slots.back() != Slot::kPosition && PlaceShaped(parts.back().second)) {
      places.insert(places.begin(), parts.back().second);
      parts.pop_back();
    }
    if (static_cast<int>(parts.size()) == plan.arity) {
      RoleOrg ro;
      std::vector<std::size_t> rest;  // parts of no planned role
      std::size_t position_k = parts.size(), org_k = parts.size();
      auto whole_line = [&](std::size_t k) {
        return std::count_if(parts.begin(), parts.end(), [&](const auto& p) { return p.first == parts[k].first; }) == 1;
      };
      for (std::size_t k = 0; k < parts.size(); ++k) {
        if (trace_) TracePlanned(parts[k].first, parts[k].second, plan, k);
        if (plan.slots[k] == Slot::kPosition) ro.position = parts[k].second, position_k = k;
        else if (plan.slots[k] == Slot::kOrganisation) ro.org = parts[k].second, org_k = k;
        else if (k + 1 == parts.size() && k > 0 && plan.placed >= 1 && PlaceShaped(parts[k].second))
          places.insert(places.begin(), parts[k].second);  // a last slot in a place's shape: the place
        else if (k > 0 && ro.description.empty() && whole_line(k) && TaglinePhrase(parts[k].second))
          ro.description = parts[k].second;  // a line of its own, a phrase: what the organisation is
        else rest.push_back(k);
      }
      // The planned organisation's part without an organisation's word, where one other part
      // of no planned role has one and no title's ("Trainee, Audit and Assurance, Roe & Co
      // LLP" where the section's entries are "Trainee, Roe & Co LLP"): that part is the
      // organisation, the planned part one of no role.
      if (org_k < parts.size() && !(nz::Vocab(parts[org_k].second, rules_) & nz::kOrgWord)) {
        std::vector<std::size_t> orgs;
        for (std::size_t k : rest) {
          const unsigned v = nz::Vocab(parts[k].second, rules_);
          if ((v & nz::kOrgWord) && !(v & nz::kTitleWord)) orgs.push_back(k);
        }
        if (orgs.size() == 1) {
          std::replace(rest.begin(), rest.end(), orgs[0], org_k);
          std::sort(rest.begin(), rest.end());
          org_k = orgs[0];
          ro.org = parts[org_k].second;
        }
      }
      // A slot of no planned role stays with the organisation ("Org, Department"), or with
      // the position where it follows the position on its line, the organisation above that
      // line, below it (a name of two words or more, not the last word of one wrapped there:
      // "GmbH") or after the part on it ("Northfield Clinic" / "Charge Nurse, Night Ward";
      // "Charge Nurse, Night Ward" / "Northfield Clinic"; "Charge Nurse, Night Ward, Northfield Clinic").
      for (std::size_t k : rest) {
        const int line = parts[k].first;
        const bool after_position = position_k < k && parts[position_k].first == line;
        const int org_line = org_k < parts.size() ? parts[org_k].first : line;
        const bool org_apart = org_k < parts.size() &&
                               (org_line < line || (org_line > line && text::WordCount(parts[org_k].second) >= 2) ||
                                (org_line == line && (org_k > k || org_k < position_k)));
        std::string& to = after_position && org_apart ? ro.position : ro.org;
        to += (to.empty() ? "" : ", ") + parts[k].second;
      }
      for (const auto& [i, t] : h.lines) Use(i);
      ro.location = text::Join(places, ", ");
      OrgInPlace(&ro);
      return ro;
    }
  }
  if (trace_ && plan.ok() && !h.lines.empty())
    TracePart(h.lines.front().first, "", "", "its header does not have the plan's " + std::to_string(plan.arity) + " parts: read line by line");
  RoleOrg ro = SplitRoleOrg(h, plan.towns);
  OrgInPlace(&ro);
  return ro;
}

// In a work or volunteer section whose entries all have their dates, a run of lines cut off
// as an entry of its own with none (no date, place or link; no emphasis: "Led the audit" /
// "Ran the bread stall" under a dated entry's summary, list lines that lost their markers in
// a text dump) is more of the entry before it. Two dated entries at least, and every entry but
// such runs dated.
void Builder::JoinUndated(std::vector<Entry>* entries) {
  auto dated = [](const Entry& e) { return e.has_date || !e.dates.empty(); };
  std::size_t with = 0;
  for (const Entry& e : *entries) with += dated(e);
  if (with < 2 || with == entries->size()) return;
  auto bare = [&](const Entry& e) {
    if (dated(e) || !e.places.empty() || !e.urls.empty() || !e.labelled.empty()) return false;
    return std::none_of(e.head.begin(), e.head.end(), [&](int i) { return L(i).bold || L(i).heading_level > 0; });
  };
  std::size_t loose = 0;
  for (std::size_t k = 1; k < entries->size(); ++k) loose += bare((*entries)[k]);
  if (with + loose != entries->size()) return;
  std::vector<Entry> out;
  for (Entry& e : *entries) {
    if (out.empty() || !bare(e)) {
      out.push_back(std::move(e));
      continue;
    }
    Entry& prev = out.back();
    std::vector<int> text = e.head;
    text.insert(text.end(), e.body.begin(), e.body.end());
    std::sort(text.begin(), text.end());
    prev.body.insert(prev.body.end(), text.begin(), text.end());
    prev.bullets.insert(prev.bullets.end(), e.bullets.begin(), e.bullets.end());
    for (auto& [bullet, lines] : e.wrapped) prev.wrapped[bullet] = lines;
  }
  *entries = std::move(out);
  if (trace_) TraceMerged(*entries, "lines cut off as an undated entry among dated ones joined to the entry before");
}

void Builder::Work(const nz::Block& b) {
  std::vector<Entry> entries = Chunk(b.lines);
  JoinUndated(&entries);
  SlotPlan plan = VoteRoleOrg(entries, true);
  if (trace_) TraceVote(plan, entries.size());
  const bool no_employer = NoEmployer(entries, plan);
  if (b.section == Section::kWork && plan.ok() && !work_plan_.ok() && !no_employer) work_plan_ = plan;
  for (const Entry& e : entries) AddWork(e, plan, no_employer);
}

void Builder::AddWork(const Entry& e, const SlotPlan& plan, bool no_employer) {
  Header h = ReadHeader(e, true);
  std::string description = TakeTagline(&h);
  Entry body = e;
  if (description.empty()) description = TakeBodyTagline(&body);
  if (std::string run_on = TakeRunOnSentence(&h); description.empty()) description = run_on;
  RoleOrg ro;
  if (no_employer && h.lines.size() == 1) {
    std::vector<std::string> places = h.place_parts;
    const auto parts = HeaderParts(h, &places);
    for (const auto& [i, p] : parts) ro.position += (ro.position.empty() ? "" : ", ") + p;
    ro.location = text::Join(places, ", ");
    Use(h.lines.front().first);
    if (trace_)
      TracePart(h.lines.front().first, ro.position, "position",
                "no header of the section names an organisation and some are a position alone: the line is the position");
  } else {
    ro = PlannedRoleOrg(h, plan);
  }
  if (description.empty()) description = ro.description;
  if (description.empty()) description = TakeLeftoverTagline(ro, e);
  schema::Work w;
  w.description = description;
  w.position = ro.position;
  w.name = ro.org;
  w.location = ro.location;
  for (int i : e.places) Use(i);
  if (h.dates) SetWorkDates(w.startDate, w.endDate, *h.dates);
  BodyAndList(body, &w.summary, &w.highlights);
  w.url = EntryUrl(e);
  if (w.url.empty()) w.url = h.url;
  if (w.position.empty() && w.name.empty() && w.startDate.empty() && w.highlights.empty() && w.summary.empty())
    return;
  r_.work.push_back(std::move(w));
}

void Builder::Volunteer(const nz::Block& b) {
  std::string role = b.group ? nz::TitleCaseIfCaps(b.heading) : "";
  if (role.empty()) {
    std::vector<Entry> entries = Chunk(b.lines);
    JoinUndated(&entries);
    SlotPlan plan = VoteRoleOrg(entries, false);
    if (trace_) TraceVote(plan, entries.size());
    // No plan of its own (too few entries, or words no vocabulary knows: "Kassier" /
    // "Dorpsfanfare Oost"): the document's template sets a volunteer entry's header as it
    // sets a work entry's, so the work section's plan reads it, unless the section's own
    // words vote against that plan.
    // (Not a plan with no evidence in one of its slots: its entries may be positions wrapped.)
    bool borrow = !plan.ok() && work_plan_.ok() && EverySlotEvidenced(work_plan_);
    // (Nor where the section's own words, in its headers of the plan's shape, say otherwise:
    // more parts with only a position's words in the organisation's slot, or only an
    // organisation's in the position's, than in their own.)
    int for_plan = 0, against = 0;
    for (std::size_t n = 0; borrow && n < entries.size(); ++n) {
      Header h = ReadHeader(entries[n], true);
      std::vector<std::string> places = h.place_parts;
      auto parts = work_plan_.by_line ? HeaderLineTexts(h, &places) : HeaderParts(h, &places);
      if (static_cast<int>(parts.size()) != work_plan_.arity) continue;
      for (std::size_t k = 0; k < parts.size(); ++k) {
        const unsigned v = nz::Vocab(parts[k].second, rules_) & (nz::kTitleWord | nz::kOrgWord);
        const bool title = v == nz::kTitleWord, org = v == nz::kOrgWord;
        if (work_plan_.slots[k] == Slot::kPosition) for_plan += title, against += org;
        if (work_plan_.slots[k] == Slot::kOrganisation) for_plan += org, against += title;
      }
    }
    borrow = borrow && against <= for_plan;
    if (borrow) {
      const int placed = plan.placed;
      const bool towns = plan.towns;
      plan = work_plan_;
      plan.placed = placed;
      plan.towns = towns;
      if (trace_ && !entries.empty() && !entries.front().head.empty())
        TracePart(entries.front().head.front(), "", "", "no slot plan of its own: the work section's plan reads the headers");
    }
    // (Where no entry's header holds two lines or parts: the section names one thing an entry.)
    const bool one_part_headers = std::none_of(entries.begin(), entries.end(), [&](const Entry& e) {
      const Header h = ReadHeader(e, true);
      return h.lines.size() > 1 || (h.lines.size() == 1 && Parts(h.lines.front().second).size() > 1);
    });
    for (const Entry& e : entries) {
      Header h = ReadHeader(e, true);
      in_volunteer_ = true;
      RoleOrg ro = PlannedRoleOrg(h, plan);
      in_volunteer_ = false;
      // Every entry's header one line of one part, this one without job-title words: under a
      // volunteering heading the engagement is named by where it was (the heading says the role).
      if (one_part_headers && !e.date_inline && h.lines.size() == 1 && ro.org.empty() && !ro.position.empty() &&
          !TitleLike(ro.position)) {
        if (trace_) TracePart(h.lines.front().first, ro.position, "organization", "a volunteer entry's one header line, no title words: where it was");
        std::swap(ro.org, ro.position);
      }
      schema::Volunteer v;
      v.position = ro.position;
      v.organization = ro.org;
      if (h.dates) SetWorkDates(v.startDate, v.endDate, *h.dates);
      // (One date alone, no range: when the engagement began, as a project's; it goes on.)
      if (h.dates && h.dates->single) v.endDate.clear();
      BodyAndList(e, &v.summary, &v.highlights);
      v.url = EntryUrl(e);
      if (v.url.empty()) v.url = h.url;
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

// Removes trailing place parts ("…, Munich, Germany") into `places`.
std::vector<std::string> Builder::StripPlaces(std::vector<std::string> parts, std::vector<std::string>* places) {
  const std::size_t given = places->size();
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
    // "Lyon (hybride)", "Parma (PR)", "Laval (Québec)": a known town with a short note in
    // brackets (its region or province, how the work was done) is the place as written.
    if (!city && open != std::string::npos && last.back() == ')' && nz::IsCity(last.substr(0, open), rules_)) {
      const std::string_view note = std::string_view(last).substr(open + 2, last.size() - open - 3);
      city = text::WordCount(note) <= 4 && !text::HasDigit(note);
    }
    // "Vignola (MO)": a town of any size GeoNames lists, with a province's or a region's code of
    // two capitals in brackets (the code says the town is a place, as a country would).
    if (!city && open != std::string::npos && last.size() == open + 5 && last.back() == ')' &&
        std::isupper(static_cast<unsigned char>(last[open + 2])) && std::isupper(static_cast<unsigned char>(last[open + 3])))
      city = TownPart(last.substr(0, open));
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
  // "Nordlicht Werke GmbH in München", "Lycée Hoche à Versailles, Yvelines": a town after the
  // organisation's " in " (" à ", " em "), perhaps with its region or country as the next part,
  // where the line names no place otherwise. (A name, not a sentence, before it: capitalised
  // words but for one longer word in lower case at most.)
  for (std::size_t k = parts.size(); places->size() == given && k-- > 0 && k + 2 >= parts.size();) {
    for (std::string_view sep : {" in ", " \u00e0 ", " em "}) {
      const std::size_t at = parts[k].rfind(sep);
      if (at == std::string::npos || at == 0) continue;
      const std::string town = Clean(parts[k].substr(at + sep.size()));
      // (Or any town GeoNames lists, "Oberursel", after an organisation's name, where a
      // region's name follows it as the line's last part, "…, Hessen": a capitalised word or
      // two, no digit, no organisation.)
      const std::string_view tail = k + 1 < parts.size() ? text::Trim(parts.back()) : std::string_view();
      const bool region_after = !tail.empty() && text::WordCount(tail) <= 2 && StartsUpperWord(tail) &&
                                !text::HasDigit(tail) && !nz::HasOrgWord(tail, rules_) && nz::IsTown(town, rules_) &&
                                nz::HasOrgWord(std::string_view(parts[k]).substr(0, at), rules_);
      if (text::WordCount(town) > 3 || !(nz::IsCity(town, rules_) || region_after) ||
          (k + 1 < parts.size() && !region_after && !nz::ParsePlace(town + ", " + parts.back(), rules_)))
        continue;
      const std::string_view name = std::string_view(parts[k]).substr(0, at);
      if (!StartsUpperWord(name) || LowerCaseWords(name, 3) > 1 || text::WordCount(name) > 7) continue;
      if (k + 1 < parts.size()) places->insert(places->begin(), parts.back());
      places->insert(places->begin(), town);
      parts[k] = Clean(parts[k].substr(0, at));
      parts.resize(k + 1);
      return parts;
    }
  }
  return parts;
}

}  // namespace cvmill::structure::internal
