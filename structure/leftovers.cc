// What a used line said that no field took: its words compared with the record's words, the
// rest kept as phrases (see structure/internal/leftovers.h).
#include "structure/internal/leftovers.h"

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <utility>

#include "common/text.h"
#include "structure/internal/strings.h"

namespace cvmill::structure::internal {
namespace {

template <typename T, typename F>
void EachString(const T& x, const F& f) {
  for (const schema::Field<T>& field : schema::FieldsOf<T>()) {
    if (field.text) f(x.*(field.text));
    else for (const std::string& s : x.*(field.list)) f(s);
  }
}

template <typename T, typename F>
void EachString(const std::vector<T>& xs, const F& f) {
  for (const T& x : xs) EachString(x, f);
}

// "2019", "2019-03", "2019-03-14": a date as the record writes it.
bool IsoDate(std::string_view s) {
  if (s.size() != 4 && s.size() != 7 && s.size() != 10) return false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (i == 4 || i == 7 ? s[i] != '-' : !std::isdigit(static_cast<unsigned char>(s[i]))) return false;
  }
  return true;
}

// Bytes that part two phrases of a line: a lost word on each side stays two phrases.
bool Separator(char c) {
  return c == ',' || c == ';' || c == ':' || c == '|' || c == '\t' || c == '(' || c == ')' || c == '[' || c == ']';
}

bool Digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

constexpr std::size_t kLabelWords = 3;  // "Date of birth:"

// Every string of the record's fields and its section headings.
template <typename F>
void EachRecordString(const schema::Resume& r, const F& f) {
  EachString(r.basics, f);
  EachString(r.basics.location, f);
  EachString(r.basics.profiles, f);
  EachString(r.work, f);
  EachString(r.volunteer, f);
  EachString(r.education, f);
  EachString(r.awards, f);
  EachString(r.certificates, f);
  EachString(r.publications, f);
  EachString(r.skills, f);
  EachString(r.languages, f);
  EachString(r.interests, f);
  EachString(r.references, f);
  EachString(r.projects, f);
  for (const schema::SectionInfo& s : r.meta.sections) f(s.heading);
}

std::vector<normalize::KeyWord> RecordKeys(const schema::Resume& r, const normalize::Rules& rules) {
  std::vector<normalize::KeyWord> out;
  out.reserve(1024);
  EachRecordString(r, [&](const std::string& s) { normalize::FoldKeyWords(s, rules, &out); });
  return out;
}

// The contact details: a word before one of them names it ("Phone +43 664 …").
std::vector<normalize::KeyWord> ContactKeys(const schema::Resume& r, const normalize::Rules& rules) {
  std::vector<normalize::KeyWord> out;
  for (const std::string* s : {&r.basics.email, &r.basics.phone, &r.basics.url}) normalize::FoldKeyWords(*s, rules, &out);
  EachString(r.basics.profiles, [&](const std::string& s) { normalize::FoldKeyWords(s, rules, &out); });
  return out;
}

std::unordered_set<std::string> RecordDates(const schema::Resume& r) {
  std::unordered_set<std::string> out;
  EachRecordString(r, [&](const std::string& s) {
    if (IsoDate(s)) out.insert(s);
  });
  return out;
}

}  // namespace

WordSet::WordSet(const std::vector<normalize::KeyWord>& words) {
  std::size_t size = 16;
  while (size < 2 * words.size()) size *= 2;
  slots_.assign(size, 0);
  mask_ = size - 1;
  for (const normalize::KeyWord& w : words) {
    std::uint64_t h = w.hash ? w.hash : 1;
    std::size_t i = static_cast<std::size_t>(h) & mask_;
    while (slots_[i] != 0 && slots_[i] != h) i = (i + 1) & mask_;
    slots_[i] = h;
  }
}

bool WordSet::Has(std::uint64_t hash) const {
  std::uint64_t h = hash ? hash : 1;
  for (std::size_t i = static_cast<std::size_t>(h) & mask_;; i = (i + 1) & mask_) {
    if (slots_[i] == h) return true;
    if (slots_[i] == 0) return false;
  }
}

RecordWords::RecordWords(const schema::Resume& r, const normalize::Rules& rules)
    : rules_(rules),
      dates_(RecordDates(r)),
      country_(r.basics.location.countryCode),
      words_(RecordKeys(r, rules)),
      contact_(ContactKeys(r, rules)) {}

bool RecordWords::Read(Words& w, const std::vector<normalize::DateRange>& dates,
                       const std::vector<std::string>& own) const {
  const std::vector<normalize::KeyWord>& keys = keys_;  // the line's, read by Leftovers
  std::vector<normalize::KeyWord> own_keys;
  for (const std::string& f : own) normalize::FoldKeyWords(f, rules_, &own_keys);
  std::vector<const normalize::DateRange*> spans;
  for (const auto& d : dates) spans.push_back(&d);
  std::sort(spans.begin(), spans.end(), [](auto* a, auto* b) { return a->begin < b->begin; });
  bool lost = false;
  std::size_t d = 0;
  for (const normalize::KeyWord& key : keys) {
    // A word folded into several keys ("北京": "bei", "jing") is one word of the line.
    if (w.runs.empty() || w.runs.back().begin != key.begin) {
      w.runs.push_back({key.begin, key.end});
      w.said.push_back(Said::kNeutral);
      w.date.push_back(nullptr);
    }
    Said& s = w.said.back();
    while (d < spans.size() && spans[d]->end_offset <= key.begin) ++d;
    if (d < spans.size() && spans[d]->begin <= key.begin && key.end <= spans[d]->end_offset) {
      s = Said::kDate;
      w.date.back() = spans[d];
      continue;
    }
    bool held_own = false;
    for (const normalize::KeyWord& o : own_keys) held_own = held_own || o.hash == key.hash;
    Said now = words_.Has(key.hash) ? Said::kHeld : held_own ? Said::kOwn : Said::kLost;
    if (s == Said::kNeutral || now == Said::kLost || (now == Said::kOwn && s == Said::kHeld)) s = now;
    lost = lost || s == Said::kLost;
  }
  return lost;
}

// Whether word k is (part of) a contact detail of basics.
bool RecordWords::Contact(const Words& w, std::size_t k) const {
  std::vector<normalize::KeyWord> keys;
  normalize::FoldKeyWords(w.line.substr(w.runs[k].begin, w.runs[k].end - w.runs[k].begin), rules_, &keys);
  for (const normalize::KeyWord& key : keys) {
    if (contact_.Has(key.hash)) return true;
  }
  return false;
}

// A country named in words whose code the record states ("Torino, Italy" as IT).
void RecordWords::Countries(Words& w) const {
  if (country_.empty()) return;
  for (std::size_t k = 0; k < w.runs.size(); ++k) {
    if (std::islower(static_cast<unsigned char>(w.line[w.runs[k].begin])) || Digit(w.line[w.runs[k].begin])) continue;
    for (std::size_t n = 1; n <= 3 && k + n <= w.runs.size(); ++n) {
      bool any = false;
      for (std::size_t j = k; j < k + n; ++j) any = any || w.said[j] == Said::kLost;
      if (!any) continue;
      auto code = normalize::CountryCode(w.line.substr(w.runs[k].begin, w.runs[k + n - 1].end - w.runs[k].begin), rules_);
      if (code && *code == country_) {
        for (std::size_t j = k; j < k + n; ++j) w.said[j] = Said::kHeld;
        break;
      }
    }
  }
}

// Whether the first key word from run `k` on is a value the record took: a held word, or a
// date the record states ("Published: March 2020" as 2020-03).
bool RecordWords::TakenValue(const Words& w, std::size_t k) const {
  while (k < w.runs.size() && w.said[k] == Said::kNeutral) ++k;
  if (k == w.runs.size()) return false;
  if (w.said[k] == Said::kHeld) return true;
  if (w.said[k] != Said::kDate) return false;
  const normalize::DateRange& d = *w.date[k];
  return dates_.count(d.start.ToIso()) > 0 || dates_.count(d.end.ToIso()) > 0;
}

// The (at most three) words before byte `end` back to a separator or a number are a label:
// not leftovers.
void RecordWords::Unlabel(Words& w, std::size_t first_after, std::size_t end) const {
  std::size_t g = end;  // bytes [runs[k].end, g) lie between the word and the label's end
  for (std::size_t k = first_after, n = 0; k-- > 0 && n < kLabelWords; ++n) {
    bool separated = false;
    while (g > w.runs[k].end && !separated) separated = Separator(w.line[--g]);
    if (separated || w.said[k] == Said::kDate || Digit(w.line[w.runs[k].begin])) break;
    if (w.said[k] == Said::kLost) w.said[k] = Said::kNeutral;
    g = w.runs[k].begin;
  }
}

// Labels of values a field took: "Phone: +44 …", "City: Torino", "mailto:x@y.org", "Published
// in Nature" (labels.tsv), "Phone +43 664 …" (a word before a contact detail). A label stays
// when its value is no field's ("Date of birth: 12/03/1990"): it says what the value is.
void RecordWords::Labels(Words& w) const {
  std::size_t after = 0;  // the first word after the colon
  for (std::size_t c = w.line.find(':'); c != std::string_view::npos; c = w.line.find(':', c + 1)) {
    while (after < w.runs.size() && w.runs[after].begin < c) ++after;
    if (TakenValue(w, after)) Unlabel(w, after, c);
  }
  if (std::size_t giver = normalize::GiverLabel(w.line, rules_); giver > 0) {
    std::size_t after_label = 0;
    while (after_label < w.runs.size() && w.runs[after_label].begin < giver) ++after_label;
    if (TakenValue(w, after_label)) Unlabel(w, after_label, giver);
  }
  // A word or two opening the line or a cell, right before a contact detail.
  const std::size_t n = w.runs.size();
  for (std::size_t k = 0; k < n; ++k) {
    if (w.said[k] != Said::kLost) continue;
    bool opens = k == 0;
    for (std::size_t g = k == 0 ? 0 : w.runs[k - 1].end; g < w.runs[k].begin && !opens; ++g) opens = Separator(w.line[g]);
    if (!opens) continue;
    std::size_t v = k;  // past the label: one or two words, no number
    while (v < n && v < k + 2 && w.said[v] == Said::kLost && !Digit(w.line[w.runs[v].begin])) ++v;
    while (v < n && w.said[v] == Said::kNeutral) ++v;
    if (v == n || w.said[v] != Said::kHeld) continue;
    bool contact = true;
    for (std::size_t g = w.runs[v - 1].end; g < w.runs[v].begin && contact; ++g) contact = !Separator(w.line[g]);
    if (!contact || !Contact(w, v)) continue;
    for (std::size_t j = k; j < v; ++j) {
      if (w.said[j] == Said::kLost) w.said[j] = Said::kNeutral;
    }
  }
}

std::vector<std::string> RecordWords::Leftovers(std::string_view line, const std::vector<normalize::DateRange>& dates,
                                                const std::vector<std::string>& own) const {
  // Most lines: every word held.
  keys_.clear();
  normalize::FoldKeyWords(line, rules_, &keys_);
  bool all = true;
  for (const normalize::KeyWord& k : keys_) all = all && words_.Has(k.hash);
  if (all) return {};
  // One walk over the line's words, each decided once (a line may be 16 KiB of words).
  Words w{line, {}, {}, {}};
  if (!Read(w, dates, own)) return {};
  Countries(w);
  // A line none of whose words went anywhere is kept whole, labels and all.
  bool any = false;
  for (Said s : w.said) any = any || s == Said::kHeld || s == Said::kOwn || s == Said::kDate;
  if (!any) {
    std::string t = Clean(line);
    // "COURSES", "Highlights:": a label line over the items of a field.
    std::string_view label = text::TrimChars(t, ":");
    if (t.empty()) return {};
    if (auto field = normalize::EntryFieldLabel(label, rules_); field && *field != "rank") return {};
    return {t};
  }
  Labels(w);
  // Lost words into phrases: from a lost word on to the last lost word before a separator, a
  // date, or two held words (one only when spaces alone stand around it).
  std::vector<std::string> out;
  for (std::size_t k = 0; k < w.runs.size(); ++k) {
    if (w.said[k] != Said::kLost) continue;
    std::size_t last = k;
    int held = 0;        // held words since `last`
    bool spaces = true;  // only spaces between the words since `last`
    for (std::size_t j = k + 1; j < w.runs.size(); ++j) {
      bool separated = false;
      for (std::size_t g = w.runs[j - 1].end; g < w.runs[j].begin; ++g) {
        separated = separated || Separator(line[g]);
        auto c = static_cast<unsigned char>(line[g]);
        spaces = spaces && (c == ' ' || std::isalnum(c) || c >= 0x80);  // short words count as spaces
      }
      if (separated || w.said[j] == Said::kDate) break;
      if (w.said[j] == Said::kHeld || w.said[j] == Said::kOwn) {
        if (++held > 1) break;
      } else if (w.said[j] == Said::kLost) {
        if (held == 1 && !spaces) break;
        last = j;
        held = 0;
        spaces = true;
      }
    }
    std::size_t b = w.runs[k].begin, e = w.runs[last].end;
    if (b > 0 && e < line.size() && line[b - 1] == '(' && line[e] == ')') --b, ++e;  // "(Advanced)"
    std::string phrase = Clean(line.substr(b, e - b));
    if (!phrase.empty()) out.push_back(std::move(phrase));
    k = last;
  }
  return out;
}

}  // namespace cvmill::structure::internal
