// Whether two entries of one section are the same item: similarity per section, the block
// keys that propose candidate pairs, and the folded text both are computed from.
#include <algorithm>
#include <utility>

#include "common/text.h"
#include "reconcile/internal/reconcile_impl.h"
#include "reconcile/reconcile.h"

namespace cvmill::reconcile {
namespace nz = normalize;
using namespace schema;

namespace internal {

// --- folded text, once per distinct string ------------------------------------------------
const std::string& Folder::Fold(const std::string& s) {
  auto it = fold_.find(s);
  if (it == fold_.end()) it = fold_.emplace(s, nz::NameMatchKey(s, rules_)).first;
  return it->second;
}

const std::vector<std::string>& Folder::Tokens(const std::string& s) {
  auto it = tokens_.find(s);
  if (it != tokens_.end()) return it->second;
  std::vector<std::string> out;
  std::string cur;
  for (char c : Fold(s)) {
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '+' || c == '#') {
      cur.push_back(c);
    } else if (!cur.empty()) {
      out.push_back(cur);
      cur.clear();
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return tokens_.emplace(s, std::move(out)).first->second;
}

const std::vector<std::string>& Folder::Words(const std::string& s) {
  auto it = words_.find(s);
  if (it == words_.end()) it = words_.emplace(s, text::Words(Fold(s))).first;
  return it->second;
}

const std::optional<std::string>& Folder::LanguageCode(const std::string& s) {
  auto it = language_.find(s);
  if (it == language_.end()) it = language_.emplace(s, nz::LanguageCode(s, rules_)).first;
  return it->second;
}

double Folder::F1(const std::string& a, const std::string& b) { return text::TokenF1(Fold(a), Fold(b)); }

int Year(const std::string& d) {
  if (d.size() < 4) return 0;
  int y = 0;
  for (std::size_t i = 0; i < 4; ++i) {
    if (d[i] < '0' || d[i] > '9') return 0;
    y = y * 10 + (d[i] - '0');
  }
  return y;
}

namespace {

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

}  // namespace

double Overlap(const std::string& a, const std::string& b, Folder& f) {
  const auto& ta = f.Tokens(a);
  const auto& tb = f.Tokens(b);
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

namespace {

// Whether two periods can be one (years overlap); a side without dates fits anything. An end
// without a readable year is open; a period written backwards ("2021 – 2019") is read forwards,
// so an entry always fits itself (fuzz_diff: a record diffed with itself shows no change).
bool DatesFit(const std::string& s1, const std::string& e1, const std::string& s2, const std::string& e2) {
  int a0 = Year(s1), b0 = Year(s2);
  if (a0 == 0 || b0 == 0) return true;
  int a1 = Year(e1) == 0 ? 9999 : Year(e1), b1 = Year(e2) == 0 ? 9999 : Year(e2);
  if (a1 < a0) std::swap(a0, a1);
  if (b1 < b0) std::swap(b0, b1);
  return std::max(a0, b0) <= std::min(a1, b1);
}

double DateBonus(const std::string& s1, const std::string& s2) {
  if (s1.empty() || s2.empty()) return 0.5;
  return Year(s1) == Year(s2) ? 1.0 : 0.0;
}

// Both periods written to the month and equal.
bool SamePeriod(const std::string& s1, const std::string& e1, const std::string& s2, const std::string& e2) {
  return s1.size() >= 7 && s1 == s2 && ((e1.size() >= 7 && e1 == e2) || (e1.empty() && e2.empty()));
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
double Sim(const Work& a, const Work& b, Folder& f) {
  if (!DatesFit(a.startDate, a.endDate, b.startDate, b.endDate)) return 0;
  double pos = a.position.empty() || b.position.empty()
                   ? 0.5
                   : std::max(f.F1(a.position, b.position), f.SameText(a.position, b.position) ? 1.0 : 0.0);
  double org = a.name.empty() || b.name.empty() ? 0.5 : Overlap(a.name, b.name, f);
  double s = 0;
  // Two employers (org < 0.3) are two jobs; a retitled or translated position at the same
  // employer from the same month is one.
  bool same_start = a.startDate.size() >= 7 && a.startDate == b.startDate;
  if (!(!a.name.empty() && !b.name.empty() && org < 0.3) && (pos >= 0.4 || (org >= 0.8 && same_start))) {
    s = 0.4 * pos + 0.4 * org + 0.2 * DateBonus(a.startDate, b.startDate);
    if (s < 0.55) s = 0;
  }
  // Both periods to the month and equal: one job, even if translated or renamed. Of two
  // concurrent jobs of one period, the one whose employer and title agree scores higher, so
  // jobs listed in another order are not aligned crosswise.
  if (SamePeriod(a.startDate, a.endDate, b.startDate, b.endDate) && !a.endDate.empty()) return std::max(0.6, s);
  return s;
}

double Sim(const Education& a, const Education& b, Folder& f) {
  if (!DatesFit(a.startDate.empty() ? a.endDate : a.startDate, a.endDate,
                b.startDate.empty() ? b.endDate : b.startDate, b.endDate))
    return 0;
  double inst = a.institution.empty() || b.institution.empty() ? 0.5 : Overlap(a.institution, b.institution, f);
  // The same degree in the same years is one degree, even when the institution is
  // written in another language ("Technische Universität München").
  bool same_years = Year(a.startDate) != 0 && Year(a.startDate) == Year(b.startDate) &&
                    Year(a.endDate) != 0 && Year(a.endDate) == Year(b.endDate);
  bool same_degree = same_years && f.SameText(a.studyType, b.studyType);
  if (inst < 0.5 && !same_degree) return 0;
  double type = 0.5;
  if (!a.studyType.empty() && !b.studyType.empty()) {
    const std::string& fa = f.Fold(a.studyType);
    const std::string& fb = f.Fold(b.studyType);
    type = fa == fb ? 1.0 : (DegreeClass(fa) == DegreeClass(fb) ? 0.7 : 0.0);
    if (type == 0) return 0;  // a master's and a bachelor's at one university
  }
  double s = 0.5 * inst + 0.3 * type + 0.2 * DateBonus(a.endDate, b.endDate);
  if (same_degree) s = std::max(s, 0.6);
  return s >= 0.55 ? s : 0;
}

double Sim(const Publication& a, const Publication& b, Folder& f) {
  double f1 = f.F1(a.name, b.name);
  // "System: subtitle": the same system name before the colon is the same work re-titled.
  auto head = [&](const std::string& n) {
    std::size_t c = n.find(':');
    return c == std::string::npos || c < 3 ? std::string() : f.Fold(n.substr(0, c));
  };
  std::string ha = head(a.name), hb = head(b.name);
  if (!ha.empty() && ha == hb && f1 >= 0.4) return std::max(f1, 0.8);
  return f1 >= 0.6 ? f1 : 0;
}

double Sim(const Award& a, const Award& b, Folder& f) {
  double f1 = std::max(f.F1(a.title + " " + a.awarder, b.title + " " + b.awarder), f.F1(a.title, b.title));
  bool same_year = Year(a.date) != 0 && Year(a.date) == Year(b.date);
  if (f1 >= 0.8 || (f1 >= 0.6 && same_year)) return f1 + (same_year ? 0.1 : 0);
  return 0;
}

bool SameKeyword(const std::string& a, const std::string& b, Folder& f) {
  const std::string& fa = f.Fold(a);
  const std::string& fb = f.Fold(b);
  if (fa == fb) return true;
  // "C/C++" names "C++" too.
  auto names = [](const std::string& folded, const std::string& other) {
    auto parts = text::Split(folded, '/');
    return parts.size() > 1 && std::any_of(parts.begin(), parts.end(), [&](std::string_view p) { return text::Trim(p) == other; });
  };
  return names(fa, fb) || names(fb, fa);
}

double Sim(const Skill& a, const Skill& b, Folder& f) {
  if (!a.name.empty() && f.SameText(a.name, b.name)) return 1.0;
  if (a.keywords.empty() || b.keywords.empty()) return 0;
  int shared = 0;
  for (const auto& k : a.keywords) {
    shared += std::any_of(b.keywords.begin(), b.keywords.end(), [&](const std::string& l) { return SameKeyword(k, l, f); });
  }
  double s = static_cast<double>(shared) / static_cast<double>(std::min(a.keywords.size(), b.keywords.size()));
  return s >= 0.5 ? s : 0;
}

double Sim(const Volunteer& a, const Volunteer& b, Folder& f) {
  if (Year(a.startDate) != 0 && Year(b.startDate) != 0 && Year(a.startDate) != Year(b.startDate)) return 0;
  if (!f.SameText(a.organization, b.organization) && Overlap(a.organization, b.organization, f) < 0.8) return 0;
  if (!a.position.empty() && !b.position.empty() && f.F1(a.position, b.position) < 0.5) return 0;
  return 1;
}
double Sim(const Language& a, const Language& b, Folder& f) {
  if (f.SameText(a.language, b.language)) return 1;
  // "Deutsch" = "German" = "allemand": the same ISO 639 code from ICU's names.
  const auto& ca = f.LanguageCode(a.language);
  const auto& cb = f.LanguageCode(b.language);
  return ca && cb && *ca == *cb ? 1 : 0;
}
namespace {
std::string SortedTokens(const std::string& s, Folder& f) {
  std::vector<std::string> t = f.Tokens(s);
  std::sort(t.begin(), t.end());
  return text::Join(t, " ");
}
}  // namespace
double Sim(const Interest& a, const Interest& b, Folder& f) {
  // "General Artificial Intelligence" = "Artificial General Intelligence"
  return !f.Tokens(a.name).empty() && SortedTokens(a.name, f) == SortedTokens(b.name, f) ? 1 : 0;
}
double Sim(const Project& a, const Project& b, Folder& f) {
  if (f.SameText(a.name, b.name)) return 1;
  if (!a.url.empty() && a.url == b.url) return 0.9;
  double f1 = f.F1(a.name, b.name);
  return f1 >= 0.8 ? f1 : 0;
}
double Sim(const Profile& a, const Profile& b, Folder& f) { return f.SameText(a.network, b.network) ? 1 : 0; }
double Sim(const Certificate& a, const Certificate& b, Folder& f) {
  double f1 = f.F1(a.name, b.name);
  return f1 >= 0.8 ? f1 : 0;
}
double Sim(const Reference& a, const Reference& b, Folder& f) { return f.SameText(a.name, b.name) ? 1 : 0; }

// --- block keys: Sim(a, b) > 0 implies a shared key (or `any`) ------------------------------
namespace {
// A word and, for words of five letters or more, the word with one letter left out: two words
// one edit apart (NearWord) share one of these.
void NearKeys(const char* prefix, const std::vector<std::string>& tokens, std::vector<std::string>* out) {
  for (const auto& t : tokens) {
    out->push_back(prefix + t);
    if (t.size() < 5) continue;
    for (std::size_t i = 0; i < t.size(); ++i) out->push_back(prefix + t.substr(0, i) + t.substr(i + 1));
  }
}
void WordKeys(const std::vector<std::string>& words, std::vector<std::string>* out) {
  for (const auto& w : words) out->push_back("w|" + w);
}
Keys Done(Keys k) {
  std::sort(k.keys.begin(), k.keys.end());
  k.keys.erase(std::unique(k.keys.begin(), k.keys.end()), k.keys.end());
  return k;
}
}  // namespace

template <>
Keys BlockKeys(const Work& x, Folder& f) {
  Keys k;
  k.any = x.name.empty();  // no employer: judged by title and dates against every job
  NearKeys("o|", f.Tokens(x.name), &k.keys);
  if (x.startDate.size() >= 7 && x.endDate.size() >= 7) k.keys.push_back("p|" + x.startDate + "|" + x.endDate);
  return Done(std::move(k));
}
template <>
Keys BlockKeys(const Education& x, Folder& f) {
  Keys k;
  k.any = x.institution.empty();
  NearKeys("i|", f.Tokens(x.institution), &k.keys);
  if (Year(x.startDate) != 0 && Year(x.endDate) != 0)
    k.keys.push_back("d|" + x.startDate.substr(0, 4) + "|" + x.endDate.substr(0, 4) + "|" + f.Fold(x.studyType));
  return Done(std::move(k));
}
template <>
Keys BlockKeys(const Volunteer& x, Folder& f) {
  Keys k;
  k.keys.push_back("s|" + f.Fold(x.organization));
  NearKeys("o|", f.Tokens(x.organization), &k.keys);
  return Done(std::move(k));
}
template <>
Keys BlockKeys(const Award& x, Folder& f) {
  Keys k;
  WordKeys(f.Words(x.title), &k.keys);
  WordKeys(f.Words(x.title + " " + x.awarder), &k.keys);
  return Done(std::move(k));
}
template <>
Keys BlockKeys(const Certificate& x, Folder& f) {
  Keys k;
  WordKeys(f.Words(x.name), &k.keys);
  return Done(std::move(k));
}
template <>
Keys BlockKeys(const Publication& x, Folder& f) {
  Keys k;
  WordKeys(f.Words(x.name), &k.keys);
  return Done(std::move(k));
}
template <>
Keys BlockKeys(const Skill& x, Folder& f) {
  Keys k;
  k.keys.push_back("n|" + f.Fold(x.name));
  for (const auto& kw : x.keywords) {
    const std::string& folded = f.Fold(kw);
    k.keys.push_back("k|" + folded);
    for (auto part : text::Split(folded, '/')) k.keys.push_back("k|" + std::string(text::Trim(part)));
  }
  return Done(std::move(k));
}
template <>
Keys BlockKeys(const Language& x, Folder& f) {
  Keys k;
  k.keys.push_back("l|" + f.Fold(x.language));
  if (const auto& code = f.LanguageCode(x.language)) k.keys.push_back("c|" + *code);
  return k;
}
template <>
Keys BlockKeys(const Interest& x, Folder& f) {
  Keys k;
  if (!f.Tokens(x.name).empty()) k.keys.push_back("t|" + SortedTokens(x.name, f));
  return k;
}
template <>
Keys BlockKeys(const Project& x, Folder& f) {
  Keys k;
  k.keys.push_back("n|" + f.Fold(x.name));
  if (!x.url.empty()) k.keys.push_back("u|" + x.url);
  WordKeys(f.Words(x.name), &k.keys);
  return Done(std::move(k));
}
template <>
Keys BlockKeys(const Profile& x, Folder& f) {
  return Keys{false, {"n|" + f.Fold(x.network)}};
}
template <>
Keys BlockKeys(const Reference& x, Folder& f) {
  return Keys{false, {"n|" + f.Fold(x.name)}};
}

// --- labels (diff) -------------------------------------------------------------------------
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

}  // namespace internal

// --- the public similarity functions (each with its own folded-text memo) ------------------
namespace {
template <typename T>
double Alone(const T& a, const T& b, const nz::Rules& rules) {
  internal::Folder f(rules);
  return internal::Sim(a, b, f);
}
}  // namespace
double Similarity(const Work& a, const Work& b, const nz::Rules& rules) { return Alone(a, b, rules); }
double Similarity(const Education& a, const Education& b, const nz::Rules& rules) { return Alone(a, b, rules); }
double Similarity(const Publication& a, const Publication& b, const nz::Rules& rules) { return Alone(a, b, rules); }
double Similarity(const Award& a, const Award& b, const nz::Rules& rules) { return Alone(a, b, rules); }
double Similarity(const Skill& a, const Skill& b, const nz::Rules& rules) { return Alone(a, b, rules); }
bool SameKeyword(const std::string& a, const std::string& b, const nz::Rules& rules) {
  internal::Folder f(rules);
  return internal::SameKeyword(a, b, f);
}
bool SameHighlight(const std::string& a, const std::string& b) { return text::TokenF1(a, b) >= 0.6; }

}  // namespace cvmill::reconcile
