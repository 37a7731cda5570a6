// Merging revisions of one person's CV: grouping, ordering, alignment, provenance.
#include "reconcile/reconcile.h"

#include <algorithm>
#include <functional>
#include <map>
#include <numeric>
#include <set>
#include <sstream>
#include <tuple>

#include "common/text.h"

namespace cvmill::reconcile {
namespace nz = normalize;
using namespace schema;

namespace {

// --- string comparison helpers ---------------------------------------------------------
std::string Fold(const std::string& s, const nz::Rules& rules) { return nz::NameMatchKey(s, rules); }

std::vector<std::string> Tokens(const std::string& s, const nz::Rules& rules) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : Fold(s, rules)) {
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '+' || c == '#') {
      cur.push_back(c);
    } else if (!cur.empty()) {
      out.push_back(cur);
      cur.clear();
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

// One edit apart ("collage"/"college"): a typo in a word of five letters or more.
bool NearWord(const std::string& a, const std::string& b) {
  if (a == b) return true;
  if (a.size() < 5 || b.size() < 5) return false;
  if (a.size() == b.size()) {
    int diff = 0;
    for (std::size_t i = 0; i < a.size(); ++i) diff += a[i] != b[i];
    return diff <= 1;
  }
  const std::string& s = a.size() < b.size() ? a : b;
  const std::string& l = a.size() < b.size() ? b : a;
  if (l.size() - s.size() != 1) return false;
  std::size_t i = 0;
  while (i < s.size() && s[i] == l[i]) ++i;
  return s.substr(i) == l.substr(i + 1);
}

// Share of the shorter side's words found in the other (typos tolerated).
double Overlap(const std::string& a, const std::string& b, const nz::Rules& rules) {
  auto ta = Tokens(a, rules), tb = Tokens(b, rules);
  if (ta.empty() || tb.empty()) return 0;
  const auto& s = ta.size() <= tb.size() ? ta : tb;
  const auto& l = ta.size() <= tb.size() ? tb : ta;
  int found = 0;
  for (const auto& w : s) {
    for (const auto& v : l) {
      if (NearWord(w, v)) {
        ++found;
        break;
      }
    }
  }
  return static_cast<double>(found) / static_cast<double>(s.size());
}

double F1(const std::string& a, const std::string& b, const nz::Rules& rules) {
  return text::TokenF1(Fold(a, rules), Fold(b, rules));
}

bool SameText(const std::string& a, const std::string& b, const nz::Rules& rules) {
  return Fold(a, rules) == Fold(b, rules);
}

int Year(const std::string& d) {
  if (d.size() < 4) return 0;
  int y = 0;
  for (int i = 0; i < 4; ++i) {
    if (d[static_cast<std::size_t>(i)] < '0' || d[static_cast<std::size_t>(i)] > '9') return 0;
    y = y * 10 + (d[static_cast<std::size_t>(i)] - '0');
  }
  return y;
}

// Whether two periods can be one (years overlap); a side without dates fits anything.
bool DatesFit(const std::string& s1, const std::string& e1, const std::string& s2, const std::string& e2) {
  int a0 = Year(s1), b0 = Year(s2);
  if (a0 == 0 || b0 == 0) return true;
  int a1 = e1.empty() ? 9999 : Year(e1), b1 = e2.empty() ? 9999 : Year(e2);
  return std::max(a0, b0) <= std::min(a1, b1);
}

double DateBonus(const std::string& s1, const std::string& s2) {
  if (s1.empty() || s2.empty()) return 0.5;
  return Year(s1) == Year(s2) ? 1.0 : 0.0;
}

// "PhD"/"Doctor of …", "MSc"/"Master of …", "BSc"/"Bachelor of …": the degree's level.
char DegreeClass(const std::string& folded) {
  if (folded.empty()) return 0;
  if (folded.rfind("ph", 0) == 0 || folded.rfind("doct", 0) == 0 || folded.rfind("dr", 0) == 0) return 'd';
  if (folded[0] == 'm') return 'm';
  if (folded[0] == 'b') return 'b';
  return folded[0];
}

}  // namespace

// --- similarity per section --------------------------------------------------------------
// Both periods written to the month and equal: one job, even if translated or renamed.
bool SamePeriod(const std::string& s1, const std::string& e1, const std::string& s2, const std::string& e2) {
  return s1.size() >= 7 && s1 == s2 && ((e1.size() >= 7 && e1 == e2) || (e1.empty() && e2.empty()));
}

double Similarity(const Work& a, const Work& b, const nz::Rules& rules) {
  if (!DatesFit(a.startDate, a.endDate, b.startDate, b.endDate)) return 0;
  if (SamePeriod(a.startDate, a.endDate, b.startDate, b.endDate) && !a.endDate.empty()) return 0.6;
  double pos = a.position.empty() || b.position.empty() ? 0.5 : std::max(F1(a.position, b.position, rules), SameText(a.position, b.position, rules) ? 1.0 : 0.0);
  double org = a.name.empty() || b.name.empty() ? 0.5 : Overlap(a.name, b.name, rules);
  if (!a.name.empty() && !b.name.empty() && org < 0.3) return 0;  // two employers
  // A retitled or translated position at the same employer from the same month.
  bool same_start = a.startDate.size() >= 7 && a.startDate == b.startDate;
  if (pos < 0.4 && !(org >= 0.8 && same_start)) return 0;
  double s = 0.4 * pos + 0.4 * org + 0.2 * DateBonus(a.startDate, b.startDate);
  return s >= 0.55 ? s : 0;
}

double Similarity(const Education& a, const Education& b, const nz::Rules& rules) {
  if (!DatesFit(a.startDate.empty() ? a.endDate : a.startDate, a.endDate,
                b.startDate.empty() ? b.endDate : b.startDate, b.endDate))
    return 0;
  double inst = a.institution.empty() || b.institution.empty() ? 0.5 : Overlap(a.institution, b.institution, rules);
  // The same degree in the same years is one degree, even when the institution is
  // written in another language ("Technische Universität München").
  bool same_years = Year(a.startDate) != 0 && Year(a.startDate) == Year(b.startDate) &&
                    Year(a.endDate) != 0 && Year(a.endDate) == Year(b.endDate);
  bool same_degree = same_years && SameText(a.studyType, b.studyType, rules);
  if (inst < 0.5 && !same_degree) return 0;
  double type = 0.5;
  if (!a.studyType.empty() && !b.studyType.empty()) {
    std::string fa = Fold(a.studyType, rules), fb = Fold(b.studyType, rules);
    type = fa == fb ? 1.0 : (DegreeClass(fa) == DegreeClass(fb) ? 0.7 : 0.0);
    if (type == 0) return 0;  // a master's and a bachelor's at one university
  }
  double s = 0.5 * inst + 0.3 * type + 0.2 * DateBonus(a.endDate, b.endDate);
  if (same_degree) s = std::max(s, 0.6);
  return s >= 0.55 ? s : 0;
}

double Similarity(const Publication& a, const Publication& b, const nz::Rules& rules) {
  double f = F1(a.name, b.name, rules);
  // "System: subtitle": the same system name before the colon is the same work re-titled.
  auto head = [&](const std::string& n) {
    std::size_t c = n.find(':');
    return c == std::string::npos || c < 3 ? std::string() : Fold(n.substr(0, c), rules);
  };
  std::string ha = head(a.name), hb = head(b.name);
  if (!ha.empty() && ha == hb && f >= 0.4) return std::max(f, 0.8);
  return f >= 0.6 ? f : 0;
}

double Similarity(const Award& a, const Award& b, const nz::Rules& rules) {
  double f = F1(a.title + " " + a.awarder, b.title + " " + b.awarder, rules);
  f = std::max(f, F1(a.title, b.title, rules));
  bool same_year = Year(a.date) != 0 && Year(a.date) == Year(b.date);
  if (f >= 0.8 || (f >= 0.6 && same_year)) return f + (same_year ? 0.1 : 0);
  return 0;
}

bool SameKeyword(const std::string& a, const std::string& b, const nz::Rules& rules) {
  std::string fa = Fold(a, rules), fb = Fold(b, rules);
  if (fa == fb) return true;
  // "C/C++" names "C++" too.
  auto parts = [](const std::string& s) {
    std::vector<std::string> out;
    for (auto p : text::Split(s, '/')) out.emplace_back(text::Trim(p));
    return out;
  };
  auto pa = parts(fa), pb = parts(fb);
  if (pa.size() > 1 && std::find(pa.begin(), pa.end(), fb) != pa.end()) return true;
  if (pb.size() > 1 && std::find(pb.begin(), pb.end(), fa) != pb.end()) return true;
  return false;
}

double Similarity(const Skill& a, const Skill& b, const nz::Rules& rules) {
  if (!a.name.empty() && SameText(a.name, b.name, rules)) return 1.0;
  if (a.keywords.empty() || b.keywords.empty()) return 0;
  int shared = 0;
  for (const auto& k : a.keywords) {
    for (const auto& l : b.keywords) {
      if (SameKeyword(k, l, rules)) {
        ++shared;
        break;
      }
    }
  }
  double s = static_cast<double>(shared) / static_cast<double>(std::min(a.keywords.size(), b.keywords.size()));
  return s >= 0.5 ? s : 0;
}

bool SameHighlight(const std::string& a, const std::string& b) { return text::TokenF1(a, b) >= 0.6; }

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

double Sim(const Volunteer& a, const Volunteer& b, const nz::Rules& rules) {
  if (Year(a.startDate) != 0 && Year(b.startDate) != 0 && Year(a.startDate) != Year(b.startDate)) return 0;
  if (!SameText(a.organization, b.organization, rules) && Overlap(a.organization, b.organization, rules) < 0.8) return 0;
  if (!a.position.empty() && !b.position.empty() && F1(a.position, b.position, rules) < 0.5) return 0;
  return 1;
}
double Sim(const Language& a, const Language& b, const nz::Rules& rules) {
  if (SameText(a.language, b.language, rules)) return 1;
  // "Deutsch" = "German" = "allemand": the same ISO 639 code from ICU's names.
  auto ca = nz::LanguageCode(a.language, rules), cb = nz::LanguageCode(b.language, rules);
  return ca && cb && *ca == *cb ? 1 : 0;
}
double Sim(const Interest& a, const Interest& b, const nz::Rules& rules) {
  auto ta = Tokens(a.name, rules), tb = Tokens(b.name, rules);
  std::sort(ta.begin(), ta.end());
  std::sort(tb.begin(), tb.end());
  return !ta.empty() && ta == tb ? 1 : 0;  // "General Artificial Intelligence" = "Artificial General Intelligence"
}
double Sim(const Project& a, const Project& b, const nz::Rules& rules) {
  if (SameText(a.name, b.name, rules)) return 1;
  if (!a.url.empty() && a.url == b.url) return 0.9;
  double f = F1(a.name, b.name, rules);
  return f >= 0.8 ? f : 0;
}
double Sim(const Profile& a, const Profile& b, const nz::Rules& rules) {
  return SameText(a.network, b.network, rules) ? 1 : 0;
}
double Sim(const Certificate& a, const Certificate& b, const nz::Rules& rules) {
  double f = F1(a.name, b.name, rules);
  return f >= 0.8 ? f : 0;
}
double Sim(const Reference& a, const Reference& b, const nz::Rules& rules) {
  return SameText(a.name, b.name, rules) ? 1 : 0;
}
double Sim(const Work& a, const Work& b, const nz::Rules& r) { return Similarity(a, b, r); }
double Sim(const Education& a, const Education& b, const nz::Rules& r) { return Similarity(a, b, r); }
double Sim(const Publication& a, const Publication& b, const nz::Rules& r) { return Similarity(a, b, r); }
double Sim(const Award& a, const Award& b, const nz::Rules& r) { return Similarity(a, b, r); }
double Sim(const Skill& a, const Skill& b, const nz::Rules& r) { return Similarity(a, b, r); }

// --- fields and labels per entry type (the field tables are schema's) ----------------------
std::string Label(const Work& x) { return x.name + " / " + x.position; }
std::string Label(const Volunteer& x) { return x.organization + " / " + x.position; }
std::string Label(const Education& x) { return x.institution + " / " + x.studyType; }
std::string Label(const Award& x) { return x.title; }
std::string Label(const Certificate& x) { return x.name; }
std::string Label(const Publication& x) { return x.name; }
std::string Label(const Skill& x) { return x.name; }
std::string Label(const Language& x) { return x.language; }
std::string Label(const Interest& x) { return x.name; }
std::string Label(const Reference& x) { return x.name; }
std::string Label(const Project& x) { return x.name; }
std::string Label(const Profile& x) { return x.network; }

// Greedy one-to-one alignment by similarity (highest first; ties by position).
template <typename T>
std::vector<int> Align(const std::vector<T>& into, const std::vector<T>& from, const nz::Rules& rules) {
  std::vector<std::tuple<double, int, int>> cands;
  for (std::size_t j = 0; j < from.size(); ++j) {
    for (std::size_t i = 0; i < into.size(); ++i) {
      double s = Sim(into[i], from[j], rules);
      if (s > 0) cands.emplace_back(s, static_cast<int>(j), static_cast<int>(i));
    }
  }
  std::sort(cands.begin(), cands.end(), [](const auto& a, const auto& b) {
    if (std::get<0>(a) != std::get<0>(b)) return std::get<0>(a) > std::get<0>(b);
    return std::make_pair(std::get<1>(a), std::get<2>(a)) < std::make_pair(std::get<1>(b), std::get<2>(b));
  });
  std::vector<int> match(from.size(), -1);
  std::set<int> taken;
  for (const auto& [s, j, i] : cands) {
    if (match[static_cast<std::size_t>(j)] >= 0 || taken.count(i)) continue;
    match[static_cast<std::size_t>(j)] = i;
    taken.insert(i);
  }
  return match;
}

bool IsPreprint(const Publication& p, const nz::Rules& rules) {
  return p.publisher.empty() || Fold(p.publisher, rules) == "arxiv";
}

class Merger {
 public:
  Merger(const nz::Rules& rules, MergeInfo* info) : rules_(rules), info_(info) {}

  void Conflict(const std::string& field, const std::string& kept, const std::string& kept_from,
                const std::string& lost, const std::string& lost_from, const std::string& reason) {
    info_->conflicts.push_back({field, kept, kept_from, lost, lost_from, reason});
  }

  // Scalars: the newer value stays; an older one fills a gap or is listed as a conflict.
  void Scalar(const std::string& field, std::string* kept, std::string* kept_from, const std::string& older,
              const std::string& older_src) {
    if (older.empty()) return;
    if (kept->empty()) {
      *kept = older;
      *kept_from = older_src;
      return;
    }
    if (*kept == older) return;
    Conflict(field, *kept, *kept_from, older, older_src,
             SameText(*kept, older, rules_) ? "same value, newer spelling" : "newer revision");
  }

  void List(const std::string& field, std::vector<std::string>* kept, const std::string& kept_from,
            const std::vector<std::string>& older, const std::string& older_src, bool keywords) {
    for (const std::string& o : older) {
      auto dup = std::find_if(kept->begin(), kept->end(), [&](const std::string& k) {
        return keywords ? SameKeyword(k, o, rules_) : (k == o || SameHighlight(k, o));
      });
      if (dup == kept->end()) {
        kept->push_back(o);
      } else if (*dup != o) {
        Conflict(field, *dup, kept_from, o, older_src, "same item, newer wording");
      }
    }
  }

  template <typename T>
  void Section(std::vector<T>* merged, std::vector<std::vector<std::string>>* sources,
               const std::vector<T>& older, const std::string& older_src) {
    std::vector<int> match = Align(*merged, older, rules_);
    for (std::size_t j = 0; j < older.size(); ++j) {
      int i = match[j];
      if (i < 0) {
        merged->push_back(older[j]);
        sources->push_back({older_src});
        continue;
      }
      T& m = (*merged)[static_cast<std::size_t>(i)];
      auto& src = (*sources)[static_cast<std::size_t>(i)];
      std::string where = std::string(SectionOf<T>()) + "[" + std::to_string(i) + "]";
      PreMerge(&m, older[j], src.front(), older_src, where);
      for (const Field<T>& f : FieldsOf<T>()) {
        if (f.text) {
          std::string from = src.front();
          Scalar(where + "." + f.key, &(m.*(f.text)), &from, older[j].*(f.text), older_src);
        } else {
          List(where + "." + f.key, &(m.*(f.list)), src.front(), older[j].*(f.list), older_src,
               std::string(f.key) != "highlights");
        }
      }
      src.push_back(older_src);
    }
  }

 private:
  template <typename T>
  void PreMerge(T*, const T&, const std::string&, const std::string&, const std::string&) {}
  // A pre-print later published keeps the published title and venue, whichever is newer.
  void PreMerge(Publication* m, const Publication& older, const std::string& kept_from,
                const std::string& older_src, const std::string& where) {
    if (IsPreprint(*m, rules_) && !IsPreprint(older, rules_)) {
      for (auto field : {&Publication::name, &Publication::publisher, &Publication::releaseDate}) {
        if (!(older.*field).empty() && m->*field != older.*field) {
          if (!(m->*field).empty())
            Conflict(where, older.*field, older_src, m->*field, kept_from, "published beats pre-print");
          m->*field = older.*field;
        }
      }
    }
  }

  const nz::Rules& rules_;
  MergeInfo* info_;
};

// Dated entries a record shares with another: how a revision without a name finds its owner.
std::set<std::string> Signature(const Resume& r, const nz::Rules& rules) {
  std::set<std::string> s;
  for (const auto& w : r.work)
    if (!w.startDate.empty()) s.insert("w|" + w.startDate + "|" + w.endDate);
  for (const auto& e : r.education)
    if (!e.startDate.empty() || !e.endDate.empty()) s.insert("e|" + e.startDate + "|" + e.endDate);
  for (const auto& p : r.publications) s.insert("p|" + Fold(p.name, rules));
  return s;
}

std::vector<std::string> Contacts(const Resume& r) {
  std::vector<std::string> c;
  if (!r.basics.email.empty()) c.push_back("e-mail " + text::AsciiLower(r.basics.email));
  for (const auto& p : r.basics.profiles) {
    if (!p.username.empty()) c.push_back("profile " + text::AsciiLower(p.network + "/" + p.username));
  }
  std::string digits;
  for (char ch : r.basics.phone) {
    if (ch >= '0' && ch <= '9') digits.push_back(ch);
  }
  // The last nine digits: the subscriber number without country or trunk prefix.
  if (digits.size() >= 7) c.push_back("phone " + digits.substr(digits.size() - std::min<std::size_t>(9, digits.size())));
  return c;
}

bool DateLess(const std::string& a, const std::string& b) {
  // ISO prefixes compare as strings once the shorter is read as its earliest day.
  return a < b;
}

}  // namespace

std::string LatestDate(const Resume& r) {
  std::string best;
  auto see = [&](const std::string& d) {
    if (Year(d) != 0 && DateLess(best, d)) best = d;
  };
  for (const auto& x : r.work) see(x.startDate), see(x.endDate);
  for (const auto& x : r.volunteer) see(x.startDate), see(x.endDate);
  for (const auto& x : r.education) see(x.startDate), see(x.endDate);
  for (const auto& x : r.awards) see(x.date);
  for (const auto& x : r.certificates) see(x.date);
  for (const auto& x : r.publications) see(x.releaseDate);
  for (const auto& x : r.projects) see(x.startDate), see(x.endDate);
  return best;
}

namespace {
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
  std::vector<Person> people;
  std::map<std::string, std::size_t> by_name;
  std::vector<int> unnamed;
  for (std::size_t i = 0; i < revs.size(); ++i) {
    const std::string& name = revs[i].record.basics.name;
    std::string key = name.empty() ? "" : PersonKey(name, rules);
    if (key.empty()) {
      unnamed.push_back(static_cast<int>(i));
      continue;
    }
    auto it = by_name.find(key);
    if (it == by_name.end()) {
      it = by_name.emplace(key, people.size()).first;
      people.emplace_back();
    }
    Person& p = people[it->second];
    p.revisions.push_back(static_cast<int>(i));
    p.reasons.push_back(revs[i].source + ": name \"" + name + "\" has the key \"" + key + "\"");
  }
  // A revision that states no name joins the person it shares contacts or dated entries with.
  for (int i : unnamed) {
    const Resume& r = revs[static_cast<std::size_t>(i)].record;
    std::vector<std::string> mine = Contacts(r);
    std::set<std::string> sig = Signature(r, rules);
    int best = -1;
    std::string why;
    std::size_t best_shared = 0;
    // The strongest shared contact decides, whoever comes first: e-mail, then a profile,
    // then a phone number.
    for (std::string_view kind : {"e-mail ", "profile ", "phone "}) {
      for (std::size_t p = 0; p < people.size() && best < 0; ++p) {
        for (int m : people[p].revisions) {
          for (const auto& c : Contacts(revs[static_cast<std::size_t>(m)].record)) {
            if (best < 0 && text::StartsWith(c, kind) && std::find(mine.begin(), mine.end(), c) != mine.end()) {
              best = static_cast<int>(p);
              why = "no name; same " + c + " as " + revs[static_cast<std::size_t>(m)].source;
            }
          }
        }
      }
    }
    if (best < 0) {
      for (std::size_t p = 0; p < people.size(); ++p) {
        for (int m : people[p].revisions) {
          std::set<std::string> other = Signature(revs[static_cast<std::size_t>(m)].record, rules);
          std::size_t shared = 0;
          for (const auto& s : sig) shared += other.count(s);
          std::size_t smaller = std::min(sig.size(), other.size());
          if (shared >= 3 && shared * 2 >= smaller && shared > best_shared) {
            best_shared = shared;
            best = static_cast<int>(p);
            why = "no name; " + std::to_string(shared) + " dated entries in common with " +
                  revs[static_cast<std::size_t>(m)].source;
          }
        }
      }
    }
    if (best < 0) {
      Person p;
      p.slug = "person-" + std::to_string(people.size() + 1);
      if (!r.basics.email.empty()) {
        std::string local = text::AsciiLower(r.basics.email.substr(0, r.basics.email.find('@')));
        bool any = false;
        for (char& c : local) {
          if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) c = '-';
          else any = true;
        }
        // "@example.com" has no local part, "+@x.org" none of letters or digits: the number stays.
        if (any) p.slug = local;
      }
      best = static_cast<int>(people.size());
      why = "no name and nothing in common with another revision";
      people.push_back(p);
    }
    Person& p = people[static_cast<std::size_t>(best)];
    p.revisions.push_back(i);
    std::sort(p.revisions.begin(), p.revisions.end());
    p.reasons.push_back(revs[static_cast<std::size_t>(i)].source + ": " + why);
  }
  // The slug comes from the name of the newest revision that states one (as Merge orders
  // them), so it does not depend on input order; the key also folds umlaut digraphs, the
  // slug does not ("Adaeze" stays "adaeze").
  for (auto& p : people) {
    if (!p.slug.empty()) continue;
    int newest = -1;
    for (int i : p.revisions) {
      const Revision& r = revs[static_cast<std::size_t>(i)];
      if (r.record.basics.name.empty()) continue;
      if (newest < 0 || !DateLess(LatestDate(r.record), LatestDate(revs[static_cast<std::size_t>(newest)].record)))
        newest = i;
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

Resume Merge(const std::vector<Revision>& revs, const Person& person, const nz::Rules& rules,
             const Options& options) {
  // Oldest first: by the latest date mentioned, ties (and Order::kGiven) by input order.
  // (Indices that name no revision are left out; a person without any gives an empty record.)
  std::vector<int> order;
  for (int i : person.revisions) {
    if (i >= 0 && static_cast<std::size_t>(i) < revs.size()) order.push_back(i);
  }
  if (order.empty()) {
    Resume none;
    none.meta.merged = true;
    none.meta.format = "merged";
    none.meta.merge.identity = person.reasons;
    return none;
  }
  std::vector<std::string> latest(revs.size());
  for (int i : order) latest[static_cast<std::size_t>(i)] = LatestDate(revs[static_cast<std::size_t>(i)].record);
  if (options.order == Order::kLatestDate) {
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      return DateLess(latest[static_cast<std::size_t>(a)], latest[static_cast<std::size_t>(b)]);
    });
  }
  const Revision& newest = revs[static_cast<std::size_t>(order.back())];
  Resume m = newest.record;
  m.meta = Meta{};
  m.meta.merged = true;
  MergeInfo& info = m.meta.merge;
  info.order = options.order == Order::kGiven ? "given" : "latest-date";
  for (int i : order) {
    info.sources.push_back(revs[static_cast<std::size_t>(i)].source);
    info.latest_dates.push_back(latest[static_cast<std::size_t>(i)]);
  }
  info.identity = person.reasons;
  Merger merger(rules, &info);

  // Where each scalar of basics came from.
  std::map<std::string, std::string> from;
  for (const auto& f : FieldsOf<Basics>()) if (!(m.basics.*(f.text)).empty()) from[f.key] = newest.source;
  for (const auto& f : FieldsOf<Location>()) if (!(m.basics.location.*(f.text)).empty()) from[f.key] = newest.source;

  std::vector<std::vector<std::string>> s_work(m.work.size(), {newest.source}), s_vol(m.volunteer.size(), {newest.source}),
      s_edu(m.education.size(), {newest.source}), s_awd(m.awards.size(), {newest.source}),
      s_cert(m.certificates.size(), {newest.source}), s_pub(m.publications.size(), {newest.source}),
      s_skill(m.skills.size(), {newest.source}), s_lang(m.languages.size(), {newest.source}),
      s_int(m.interests.size(), {newest.source}), s_ref(m.references.size(), {newest.source}),
      s_proj(m.projects.size(), {newest.source}), s_prof(m.basics.profiles.size(), {newest.source});

  for (auto it = order.rbegin() + 1; it != order.rend(); ++it) {
    const Revision& old = revs[static_cast<std::size_t>(*it)];
    const Resume& o = old.record;
    for (const auto& f : FieldsOf<Basics>())
      merger.Scalar(std::string("basics.") + f.key, &(m.basics.*(f.text)), &from[f.key], o.basics.*(f.text), old.source);
    for (const auto& f : FieldsOf<Location>())
      merger.Scalar(std::string("basics.location.") + f.key, &(m.basics.location.*(f.text)), &from[f.key],
                    o.basics.location.*(f.text), old.source);
    merger.Section(&m.basics.profiles, &s_prof, o.basics.profiles, old.source);
    merger.Section(&m.work, &s_work, o.work, old.source);
    merger.Section(&m.volunteer, &s_vol, o.volunteer, old.source);
    merger.Section(&m.education, &s_edu, o.education, old.source);
    merger.Section(&m.awards, &s_awd, o.awards, old.source);
    merger.Section(&m.certificates, &s_cert, o.certificates, old.source);
    merger.Section(&m.publications, &s_pub, o.publications, old.source);
    merger.Section(&m.skills, &s_skill, o.skills, old.source);
    merger.Section(&m.languages, &s_lang, o.languages, old.source);
    merger.Section(&m.interests, &s_int, o.interests, old.source);
    merger.Section(&m.references, &s_ref, o.references, old.source);
    merger.Section(&m.projects, &s_proj, o.projects, old.source);
  }
  auto record = [&](const char* section, const std::vector<std::vector<std::string>>& s) {
    for (std::size_t i = 0; i < s.size(); ++i) info.entries.push_back({section, static_cast<int>(i), s[i]});
  };
  record("profiles", s_prof);
  record("work", s_work);
  record("volunteer", s_vol);
  record("education", s_edu);
  record("awards", s_awd);
  record("certificates", s_cert);
  record("publications", s_pub);
  record("skills", s_skill);
  record("languages", s_lang);
  record("interests", s_int);
  record("references", s_ref);
  record("projects", s_proj);
  m.meta.source = newest.source;
  m.meta.format = "merged";
  return m;
}

// --- diff --------------------------------------------------------------------------------
namespace {

template <typename T>
void DiffSection(const std::vector<T>& before, const std::vector<T>& after, const nz::Rules& rules,
                 std::vector<Change>* out) {
  const char* section = SectionOf<T>();
  std::vector<int> match = Align(after, before, rules);
  std::vector<bool> kept(after.size(), false);
  for (std::size_t j = 0; j < before.size(); ++j) {
    int i = match[j];
    if (i < 0) {
      out->push_back({"removed", section, Label(before[j]), "", Label(before[j]), ""});
      continue;
    }
    kept[static_cast<std::size_t>(i)] = true;
    const T& a = after[static_cast<std::size_t>(i)];
    for (const Field<T>& f : FieldsOf<T>()) {
      if (f.text) {
        const std::string& b = before[j].*(f.text);
        const std::string& n = a.*(f.text);
        if (b != n) out->push_back({b.empty() ? "added" : (n.empty() ? "removed" : "changed"), section, Label(a), f.key, b, n});
        continue;
      }
      const auto& was = before[j].*(f.list);
      const auto& now = a.*(f.list);
      for (const auto& x : was) {
        if (std::find(now.begin(), now.end(), x) == now.end()) out->push_back({"removed", section, Label(a), f.key, x, ""});
      }
      for (const auto& x : now) {
        if (std::find(was.begin(), was.end(), x) == was.end()) out->push_back({"added", section, Label(a), f.key, "", x});
      }
    }
  }
  for (std::size_t i = 0; i < after.size(); ++i) {
    if (!kept[i]) out->push_back({"added", section, Label(after[i]), "", "", Label(after[i])});
  }
}

std::string Escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') out.push_back('\\');
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    if (static_cast<unsigned char>(c) < 0x20) continue;
    out.push_back(c);
  }
  return out;
}

}  // namespace

std::vector<Change> Diff(const Resume& before, const Resume& after, const nz::Rules& rules) {
  std::vector<Change> out;
  auto scalar = [&](const char* field, const std::string& a, const std::string& b) {
    if (a == b) return;
    out.push_back({a.empty() ? "added" : (b.empty() ? "removed" : "changed"), "basics", "", field, a, b});
  };
  scalar("name", before.basics.name, after.basics.name);
  scalar("label", before.basics.label, after.basics.label);
  scalar("email", before.basics.email, after.basics.email);
  scalar("phone", before.basics.phone, after.basics.phone);
  scalar("url", before.basics.url, after.basics.url);
  scalar("summary", before.basics.summary, after.basics.summary);
  scalar("location.city", before.basics.location.city, after.basics.location.city);
  scalar("location.countryCode", before.basics.location.countryCode, after.basics.location.countryCode);
  DiffSection(before.basics.profiles, after.basics.profiles, rules, &out);
  DiffSection(before.work, after.work, rules, &out);
  DiffSection(before.volunteer, after.volunteer, rules, &out);
  DiffSection(before.education, after.education, rules, &out);
  DiffSection(before.awards, after.awards, rules, &out);
  DiffSection(before.certificates, after.certificates, rules, &out);
  DiffSection(before.publications, after.publications, rules, &out);
  DiffSection(before.skills, after.skills, rules, &out);
  DiffSection(before.languages, after.languages, rules, &out);
  DiffSection(before.interests, after.interests, rules, &out);
  DiffSection(before.references, after.references, rules, &out);
  DiffSection(before.projects, after.projects, rules, &out);
  return out;
}

std::string DiffText(const std::vector<Change>& changes) {
  std::ostringstream ss;
  for (const Change& c : changes) {
    std::string where = c.section + (c.entry.empty() ? "" : " [" + c.entry + "]") + (c.field.empty() ? "" : " " + c.field);
    if (c.kind == "changed") ss << "~ " << where << ": " << c.before << " -> " << c.after << "\n";
    else if (c.kind == "added") ss << "+ " << where << (c.field.empty() ? "" : ": " + c.after) << "\n";
    else ss << "- " << where << (c.field.empty() ? "" : ": " + c.before) << "\n";
  }
  if (changes.empty()) ss << "no changes\n";
  return ss.str();
}

std::string DiffJson(const std::vector<Change>& changes) {
  std::ostringstream ss;
  ss << "[";
  for (std::size_t i = 0; i < changes.size(); ++i) {
    const Change& c = changes[i];
    ss << (i ? ",\n " : "\n ") << "{\"change\": \"" << c.kind << "\", \"section\": \"" << Escape(c.section)
       << "\", \"entry\": \"" << Escape(c.entry) << "\", \"field\": \"" << Escape(c.field) << "\", \"before\": \""
       << Escape(c.before) << "\", \"after\": \"" << Escape(c.after) << "\"}";
  }
  ss << (changes.empty() ? "]" : "\n]") << "\n";
  return ss.str();
}

}  // namespace cvmill::reconcile
