// Which revisions are one person. Evidence both ways: a name key joins revisions unless every
// strong identifier they state disagrees; a revision without a name joins only by an address
// that names one person (e-mail, profile, homepage) or by dated entries at the same
// organisations. Candidates come from hash indexes (name key, e-mail, address, phone,
// organisation-and-period keys), so grouping is near-linear in the number of revisions.
#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>

#include "common/text.h"
#include "reconcile/internal/reconcile_impl.h"
#include "reconcile/reconcile.h"

namespace cvmill::reconcile {
namespace nz = normalize;
using namespace schema;
using internal::DateLess;
using internal::Folder;

std::string PersonKey(const std::string& name, const nz::Rules& rules) {
  std::string k = nz::NameMatchKey(name, rules);
  // German umlauts written as digraphs ("Wagenlaender") meet their folded forms.
  for (const char* dg : {"ae", "oe", "ue"}) {
    for (std::size_t p; (p = k.find(dg)) != std::string::npos;) k.erase(p + 1, 1);
  }
  std::string out;
  for (char c : k) {
    if ((c >= 'a' && c <= 'z') || c == ' ') out.push_back(c);
    else if (c == '-') out.push_back(' ');
  }
  return text::CollapseSpace(out);
}

namespace {

// "https://www.Example.org/jane/" and "example.org/jane" are one address.
std::string NormalUrl(std::string_view url) {
  std::string s = text::AsciiLower(text::Trim(url));
  for (const char* scheme : {"https://", "http://"}) {
    if (text::StartsWith(s, scheme)) s.erase(0, std::string_view(scheme).size());
  }
  if (text::StartsWith(s, "www.")) s.erase(0, 4);
  while (!s.empty() && s.back() == '/') s.pop_back();
  return s;
}

// What identifies the person of one revision, computed once per revision.
struct Identity {
  std::string key;                                // PersonKey of the name, "" when none
  std::vector<std::string> emails, webs, phones;  // normalised; webs: profiles and addresses
  std::string country, city;
  std::vector<std::string> dated;  // (organisation, period) of jobs and degrees; paper titles
};

void SortUnique(std::vector<std::string>* v) {
  std::sort(v->begin(), v->end());
  v->erase(std::unique(v->begin(), v->end()), v->end());
}

Identity Identify(const Resume& r, Folder& f) {
  Identity id;
  const Basics& b = r.basics;
  if (!b.name.empty()) id.key = PersonKey(b.name, f.rules());
  std::string email = text::AsciiLower(text::Trim(b.email));
  if (text::StartsWith(email, "mailto:")) email.erase(0, 7);
  std::size_t at = email.find('@');
  if (at != std::string::npos && at > 0 && at + 1 < email.size()) id.emails.push_back(email);
  if (!b.url.empty()) id.webs.push_back(NormalUrl(b.url));
  for (const auto& p : b.profiles) {
    if (!p.username.empty()) id.webs.push_back(text::AsciiLower(p.network + "/" + p.username));
    if (!p.url.empty()) id.webs.push_back(NormalUrl(p.url));
  }
  std::string digits;
  for (char ch : b.phone) {
    if (ch >= '0' && ch <= '9') digits.push_back(ch);
  }
  // The last nine digits: the subscriber number without country or trunk prefix.
  if (digits.size() >= 7) id.phones.push_back(digits.substr(digits.size() - std::min<std::size_t>(9, digits.size())));
  id.country = text::AsciiLower(text::Trim(b.location.countryCode));
  id.city = b.location.city.empty() ? "" : f.Fold(b.location.city);
  auto org = [&](const std::string& name) { return text::Join(f.Tokens(name), " "); };
  for (const auto& w : r.work) {
    if (!w.startDate.empty() && !org(w.name).empty()) id.dated.push_back("w|" + org(w.name) + "|" + w.startDate + "|" + w.endDate);
  }
  for (const auto& e : r.education) {
    if ((!e.startDate.empty() || !e.endDate.empty()) && !org(e.institution).empty())
      id.dated.push_back("e|" + org(e.institution) + "|" + e.startDate + "|" + e.endDate);
  }
  for (const auto& p : r.publications) {
    if (!f.Fold(p.name).empty()) id.dated.push_back("p|" + f.Fold(p.name));
  }
  for (auto* v : {&id.emails, &id.webs, &id.phones, &id.dated}) SortUnique(v);
  return id;
}

// The identifiers of one person's revisions so far.
struct Pool {
  std::set<std::string> emails, webs, phones, countries, cities, dated;
  std::string first;  // the source of its first revision
};

// The first value of `mine` that `theirs` holds, or nullptr.
const std::string* Shared(const std::vector<std::string>& mine, const std::set<std::string>& theirs) {
  for (const auto& v : mine) {
    if (theirs.count(v)) return &v;
  }
  return nullptr;
}
// Both sides state a value of this kind and none is shared.
bool Differ(const std::vector<std::string>& mine, const std::set<std::string>& theirs) {
  return !mine.empty() && !theirs.empty() && !Shared(mine, theirs);
}

class Grouper {
 public:
  Grouper(const std::vector<Revision>& revs, const nz::Rules& rules) : revs_(revs), folder_(rules) {
    ids_.reserve(revs.size());
    for (const auto& r : revs) ids_.push_back(Identify(r.record, folder_));
  }

  std::vector<Person> Run() {
    std::vector<int> unnamed;
    for (std::size_t i = 0; i < revs_.size(); ++i) {
      if (ids_[i].key.empty()) unnamed.push_back(static_cast<int>(i));
      else Named(static_cast<int>(i));
    }
    for (int i : unnamed) Unnamed(i);
    return std::move(people_);
  }

 private:
  const std::string& Source(int i) const { return revs_[static_cast<std::size_t>(i)].source; }

  // What this revision shares with a person's revisions ("" when nothing).
  std::string Evidence(const Identity& id, const Pool& p) const {
    if (const std::string* v = Shared(id.emails, p.emails)) return "same e-mail " + *v;
    if (const std::string* v = Shared(id.webs, p.webs)) return "same address " + *v;
    if (const std::string* v = Shared(id.phones, p.phones)) return "same phone " + *v;
    std::size_t dated = 0;
    for (const auto& d : id.dated) dated += p.dated.count(d);
    if (dated > 0) return std::to_string(dated) + " dated entries in common (organisation and period)";
    return "";
  }

  // Every strong identifier both state disagrees: e-mail, phone and place (country or city).
  static bool Conflicts(const Identity& id, const Pool& p) {
    std::vector<std::string> country, city;
    if (!id.country.empty()) country.push_back(id.country);
    if (!id.city.empty()) city.push_back(id.city);
    bool place = Differ(country, p.countries) || Differ(city, p.cities);
    return Differ(id.emails, p.emails) && Differ(id.phones, p.phones) && place;
  }

  // The same name key joins a person with whom something is shared, else one with whom nothing
  // conflicts; a namesake whose e-mail, phone and place all differ is another person.
  void Named(int i) {
    const Identity& id = ids_[static_cast<std::size_t>(i)];
    const std::vector<int>& namesakes = by_key_[id.key];
    std::string reason = Source(i) + ": name \"" + revs_[static_cast<std::size_t>(i)].record.basics.name +
                         "\" has the key \"" + id.key + "\"";
    int chosen = -1;
    for (int p : namesakes) {
      std::string why = Evidence(id, pools_[static_cast<std::size_t>(p)]);
      if (why.empty()) continue;
      chosen = p;
      if (namesakes.size() > 1) reason += "; " + why + " as " + pools_[static_cast<std::size_t>(p)].first;
      break;
    }
    for (std::size_t k = 0; chosen < 0 && k < namesakes.size(); ++k) {
      if (!Conflicts(id, pools_[static_cast<std::size_t>(namesakes[k])])) chosen = namesakes[k];
    }
    if (chosen < 0 && !namesakes.empty()) {
      reason += "; another person than " + pools_[static_cast<std::size_t>(namesakes.front())].first +
                " (e-mail, phone and place all differ, nothing shared)";
    }
    if (chosen < 0) {
      chosen = NewPerson();
      by_key_[id.key].push_back(chosen);
    }
    Add(chosen, i, reason);
  }

  // Without a name: an e-mail, then a profile or homepage shared; else at least three dated
  // entries at the same organisations in the same periods (and half of the smaller side's),
  // with nothing in conflict. A phone alone never joins (a switchboard is shared).
  void Unnamed(int i) {
    const Identity& id = ids_[static_cast<std::size_t>(i)];
    std::pair<int, int> best{-1, -1};
    std::string why;
    for (auto [values, index, what] : {std::make_tuple(&id.emails, &by_email_, "e-mail "),
                                       std::make_tuple(&id.webs, &by_web_, "address ")}) {
      for (const auto& v : *values) {
        auto it = index->find(v);
        if (it == index->end()) continue;
        for (const auto& pm : it->second) {
          if (best.first < 0 || pm < best) {
            best = pm;
            why = std::string("no name; same ") + what + v + " as " + Source(pm.second);
          }
        }
      }
      if (best.first >= 0) break;
    }
    if (best.first < 0) {
      std::unordered_map<int, std::size_t> shared;  // member revision -> dated entries in common
      for (const auto& d : id.dated) {
        auto it = by_dated_.find(d);
        if (it == by_dated_.end()) continue;
        for (const auto& pm : it->second) ++shared[pm.second];
      }
      std::size_t most = 0;
      for (const auto& [m, n] : shared) {
        int p = person_of_[m];
        std::size_t smaller = std::min(id.dated.size(), ids_[static_cast<std::size_t>(m)].dated.size());
        if (n < 3 || n * 2 < smaller || Conflicts(id, pools_[static_cast<std::size_t>(p)])) continue;
        std::pair<int, int> pm{p, m};
        if (n > most || (n == most && pm < best)) {
          most = n;
          best = pm;
          why = "no name; " + std::to_string(n) + " dated entries (organisation and period) in common with " + Source(m);
        }
      }
    }
    if (best.first < 0) {
      why = "no name and nothing in common with another revision";
      for (const auto& ph : id.phones) {
        auto it = by_phone_.find(ph);
        if (it != by_phone_.end()) why += " (the phone " + ph + " of " + Source(it->second.front().second) + " alone is not enough)";
      }
      best.first = NewPerson();
      Person& p = people_[static_cast<std::size_t>(best.first)];
      p.slug = "person-" + std::to_string(people_.size());
      const std::string& email = revs_[static_cast<std::size_t>(i)].record.basics.email;
      if (!email.empty()) {
        std::string local = text::AsciiLower(email.substr(0, email.find('@')));
        bool any = false;
        for (char& c : local) {
          if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) c = '-';
          else any = true;
        }
        // "@example.com" has no local part, "+@x.org" none of letters or digits: the number stays.
        if (any) p.slug = local;
      }
    }
    Add(best.first, i, Source(i) + ": " + why);
  }

  int NewPerson() {
    people_.emplace_back();
    pools_.emplace_back();
    return static_cast<int>(people_.size()) - 1;
  }

  void Add(int person, int i, std::string reason) {
    Person& p = people_[static_cast<std::size_t>(person)];
    Pool& pool = pools_[static_cast<std::size_t>(person)];
    const Identity& id = ids_[static_cast<std::size_t>(i)];
    p.revisions.push_back(i);
    p.reasons.push_back(std::move(reason));
    person_of_[i] = person;
    if (pool.first.empty()) pool.first = Source(i);
    pool.emails.insert(id.emails.begin(), id.emails.end());
    pool.webs.insert(id.webs.begin(), id.webs.end());
    pool.phones.insert(id.phones.begin(), id.phones.end());
    pool.dated.insert(id.dated.begin(), id.dated.end());
    if (!id.country.empty()) pool.countries.insert(id.country);
    if (!id.city.empty()) pool.cities.insert(id.city);
    for (const auto& v : id.emails) by_email_[v].emplace_back(person, i);
    for (const auto& v : id.webs) by_web_[v].emplace_back(person, i);
    for (const auto& v : id.phones) by_phone_[v].emplace_back(person, i);
    for (const auto& v : id.dated) by_dated_[v].emplace_back(person, i);
  }

  using Index = std::unordered_map<std::string, std::vector<std::pair<int, int>>>;  // value -> (person, revision)
  const std::vector<Revision>& revs_;
  Folder folder_;
  std::vector<Identity> ids_;
  std::vector<Person> people_;
  std::vector<Pool> pools_;
  std::unordered_map<std::string, std::vector<int>> by_key_;
  std::unordered_map<int, int> person_of_;
  Index by_email_, by_web_, by_phone_, by_dated_;
};

// "Adaeze Okafor" => "adaeze-okafor": the name as written, folded to ASCII.
std::string Slug(const std::string& name, const nz::Rules& rules) {
  std::string slug;
  for (char c : nz::NameMatchKey(name, rules)) {
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) slug.push_back(c);
    else if (!slug.empty() && slug.back() != '-') slug.push_back('-');
  }
  while (!slug.empty() && slug.back() == '-') slug.pop_back();
  return slug.empty() ? "person" : slug;
}

}  // namespace

std::vector<Person> GroupByPerson(const std::vector<Revision>& revs, const nz::Rules& rules) {
  std::vector<Person> people = Grouper(revs, rules).Run();
  // The slug comes from the name of the newest revision that states one (as Merge orders
  // them), so it does not depend on input order; the key also folds umlaut digraphs, the
  // slug does not ("Adaeze" stays "adaeze").
  for (auto& p : people) {
    std::sort(p.revisions.begin(), p.revisions.end());
    if (!p.slug.empty()) continue;
    int newest = -1;
    std::string newest_date;
    for (int i : p.revisions) {
      const Revision& r = revs[static_cast<std::size_t>(i)];
      if (r.record.basics.name.empty()) continue;
      std::string date = LatestDate(r.record);
      if (newest < 0 || !DateLess(date, newest_date)) {
        newest = i;
        newest_date = date;
      }
    }
    p.slug = newest < 0 ? "person" : Slug(revs[static_cast<std::size_t>(newest)].record.basics.name, rules);
  }
  // Groups in the order of their first input; unique slugs.
  std::sort(people.begin(), people.end(), [](const Person& a, const Person& b) { return a.revisions.front() < b.revisions.front(); });
  std::map<std::string, int> seen;
  for (auto& p : people) std::sort(p.reasons.begin(), p.reasons.end());  // independent of input order
  for (auto& p : people) {
    int n = ++seen[p.slug];
    if (n > 1) p.slug += "-" + std::to_string(n);
  }
  return people;
}

}  // namespace cvmill::reconcile
