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

// Bytes that part two phrases of a line: a lost word on each side stays two phrases.
bool Separator(char c) {
  return c == ',' || c == ';' || c == ':' || c == '|' || c == '\t' || c == '(' || c == ')' || c == '[' || c == ']';
}

// What a word of a line is to the record: no key word, held by a field or heading, held by
// the line's own residue fragments, held nowhere, or part of a date.
enum class Said { kNeutral, kHeld, kOwn, kLost, kDate };

constexpr std::size_t kLabelWords = 3;  // "Date of birth:"


}  // namespace

RecordWords::RecordWords(const schema::Resume& r, const normalize::Rules& rules)
    : rules_(rules), country_(r.basics.location.countryCode) {
  auto add = [this](const std::string& s) { Add(s, &words_); };
  EachString(r.basics, add);
  EachString(r.basics.location, add);
  EachString(r.basics.profiles, add);
  EachString(r.work, add);
  EachString(r.volunteer, add);
  EachString(r.education, add);
  EachString(r.awards, add);
  EachString(r.certificates, add);
  EachString(r.publications, add);
  EachString(r.skills, add);
  EachString(r.languages, add);
  EachString(r.interests, add);
  EachString(r.references, add);
  EachString(r.projects, add);
  for (const schema::SectionInfo& s : r.meta.sections) add(s.heading);
}

void RecordWords::Add(std::string_view s, std::unordered_set<std::string>* to) const {
  for (text::WordRun w : text::WordRuns(s)) {
    for (const std::string& k : Fold(s.substr(w.begin, w.end - w.begin))) to->insert(k);
  }
}

const std::vector<std::string>& RecordWords::Fold(std::string_view word) const {
  auto it = folded_.find(std::string(word));
  if (it == folded_.end()) it = folded_.emplace(std::string(word), normalize::FoldedKeyWords(word, rules_)).first;
  return it->second;
}

std::vector<std::string> RecordWords::Leftovers(std::string_view line, const std::vector<normalize::DateRange>& dates,
                                                const std::vector<std::string>& own) const {
  // One walk over the line's words, each decided once (a line may be 16 KiB of words).
  std::vector<text::WordRun> runs = text::WordRuns(line);
  std::vector<Said> said(runs.size(), Said::kNeutral);
  std::unordered_set<std::string> own_words;
  for (const std::string& f : own) Add(f, &own_words);
  std::vector<std::pair<std::size_t, std::size_t>> spans;
  for (const auto& d : dates) spans.emplace_back(d.begin, d.end_offset);
  std::sort(spans.begin(), spans.end());
  bool lost = false;
  std::size_t d = 0;
  for (std::size_t k = 0; k < runs.size(); ++k) {
    while (d < spans.size() && spans[d].second <= runs[k].begin) ++d;
    if (d < spans.size() && spans[d].first <= runs[k].begin && runs[k].end <= spans[d].second) {
      said[k] = Said::kDate;
      continue;
    }
    for (const std::string& w : Fold(line.substr(runs[k].begin, runs[k].end - runs[k].begin))) {
      Said now = words_.count(w) ? Said::kHeld : own_words.count(w) ? Said::kOwn : Said::kLost;
      if (said[k] == Said::kNeutral || now == Said::kLost || (now == Said::kOwn && said[k] == Said::kHeld)) said[k] = now;
    }
    lost = lost || said[k] == Said::kLost;
  }
  if (!lost) return {};
  // A country named in words whose code the record states ("Torino, Italy" as IT).
  if (!country_.empty()) {
    for (std::size_t k = 0; k < runs.size(); ++k) {
      for (std::size_t n = 1; n <= 3 && k + n <= runs.size(); ++n) {
        bool any = false;
        for (std::size_t j = k; j < k + n; ++j) any = any || said[j] == Said::kLost;
        if (!any) continue;
        auto code = normalize::CountryCode(line.substr(runs[k].begin, runs[k + n - 1].end - runs[k].begin), rules_);
        if (code && *code == country_) {
          for (std::size_t j = k; j < k + n; ++j) said[j] = Said::kHeld;
          break;
        }
      }
    }
  }
  // A label whose value a field took ("Phone: +44 ...", "City: Torino"): the field names it.
  // A label stays when its value is no field's ("Date of birth: 12/03/1990"). A label is the
  // (at most three) words before the colon back to a separator or a number.
  std::size_t after = 0, value = 0;  // the first word after the colon; the first key word
  for (std::size_t c = line.find(':'); c != std::string_view::npos; c = line.find(':', c + 1)) {
    if (c + 1 < line.size() && line[c + 1] != ' ' && line[c + 1] != '*') continue;  // "10:30", "https:"
    while (after < runs.size() && runs[after].begin < c) ++after;
    value = std::max(value, after);
    while (value < runs.size() && said[value] == Said::kNeutral) ++value;
    if (value == runs.size() || said[value] != Said::kHeld) continue;
    std::size_t g = c;  // bytes [runs[k].end, g) lie between the word and the colon
    for (std::size_t k = after, n = 0; k-- > 0 && n < kLabelWords; ++n) {
      bool separated = false;
      while (g > runs[k].end && !separated) separated = Separator(line[--g]);
      if (separated || said[k] == Said::kDate || std::isdigit(static_cast<unsigned char>(line[runs[k].begin]))) break;
      if (said[k] == Said::kLost) said[k] = Said::kNeutral;
      g = runs[k].begin;
    }
  }
  // Lost words into phrases: from a lost word on to the last lost word before a separator, a
  // date, or two held words (one only when spaces alone stand around it).
  std::vector<std::string> out;
  for (std::size_t k = 0; k < runs.size(); ++k) {
    if (said[k] != Said::kLost) continue;
    std::size_t last = k;
    int held = 0;        // held words since `last`
    bool spaces = true;  // only spaces between the words since `last`
    for (std::size_t j = k + 1; j < runs.size(); ++j) {
      bool separated = false;
      for (std::size_t g = runs[j - 1].end; g < runs[j].begin; ++g) {
        separated = separated || Separator(line[g]);
        spaces = spaces && line[g] == ' ';
      }
      if (separated || said[j] == Said::kDate) break;
      if (said[j] == Said::kHeld || said[j] == Said::kOwn) {
        if (++held > 1) break;
      } else if (said[j] == Said::kLost) {
        if (held == 1 && !spaces) break;
        last = j;
        held = 0;
        spaces = true;
      }
    }
    std::size_t b = runs[k].begin, e = runs[last].end;
    if (b > 0 && e < line.size() && line[b - 1] == '(' && line[e] == ')') --b, ++e;  // "(Advanced)"
    std::string phrase = Clean(line.substr(b, e - b));
    if (!phrase.empty()) out.push_back(std::move(phrase));
    k = last;
  }
  return out;
}

}  // namespace cvmill::structure::internal
