// Positions and degrees stated in first-person biography sentences (sentences.tsv).
#include <algorithm>

#include "common/text.h"
#include "normalize/internal/rules_impl.h"

namespace cvmill::normalize {
namespace {

std::vector<std::string_view> Sentences(std::string_view p) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  for (std::size_t i = 0; i + 1 < p.size(); ++i) {
    char c = p[i];
    if ((c == '.' || c == '!' || c == '?') && p[i + 1] == ' ') {
      // Not after a single capital ("Alexander L. Wolf") or a short abbreviation ("Dr.").
      bool initial = i >= 2 && p[i - 2] == ' ' && p[i - 1] >= 'A' && p[i - 1] <= 'Z';
      if (initial) continue;
      out.push_back(p.substr(start, i + 1 - start));
      start = i + 2;
    }
  }
  if (start < p.size()) out.push_back(p.substr(start));
  return out;
}

// The organisation part of "... at the University of X working with Y in 2020." is cut
// where the clause goes on; a unit "of the"/"at the" a larger organisation keeps the latter.
std::string CutOrg(std::string_view org, const Rules& rules, std::string_view* tail) {
  static const char* kStops[] = {" working", " where", " under", " supervised", " with ",
                                 " since", " from ", " and ", " as ", " focusing", " for ",
                                 " during", " on ", " to ", " which", " who", " before",
                                 " after", " until", ", ", ". ", ";", " ("};
  std::size_t cut = org.size();
  for (const char* stop : kStops) {
    std::size_t p = org.find(stop);
    if (p != std::string_view::npos && p < cut) cut = p;
  }
  // " in " followed by a date or a place ends the organisation ("... Edinburgh in Fall 2020").
  for (std::size_t p = org.find(" in "); p != std::string_view::npos && p < cut; p = org.find(" in ", p + 1)) {
    std::string_view rest = org.substr(p + 4);
    if (!FindDates(rest.substr(0, 20), rules).empty() || text::HasDigit(rest.substr(0, 6))) {
      cut = p;
      break;
    }
  }
  if (tail) *tail = org.substr(cut);
  std::string_view o = text::TrimChars(org.substr(0, cut), ".,;:");
  for (std::string_view link : {" at the ", " at ", " of the "}) {
    std::size_t p = o.rfind(link);
    if (p != std::string_view::npos) {
      std::string_view last = o.substr(p + link.size());
      if (HasOrgWord(last, rules)) {
        o = last;
        break;
      }
    }
  }
  return std::string(o);
}

std::string Capitalise(std::string_view role) {
  // "research associate" => "Research Associate"; a role already cased is kept.
  for (char c : role) {
    if (c >= 'A' && c <= 'Z') return std::string(role);
  }
  std::string out(role);
  bool start = true;
  for (char& c : out) {
    if (start && c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    start = c == ' ' || c == '-';
  }
  return out;
}

std::string_view StripArticle(std::string_view s) {
  s = text::Trim(s);
  for (std::string_view a : {"a ", "an ", "the ", "A ", "An ", "The "}) {
    if (text::StartsWith(s, a)) return text::Trim(s.substr(a.size()));
  }
  return s;
}

}  // namespace

std::vector<StatedRole> FindStatedRoles(std::string_view paragraph, const Rules& rules) {
  std::vector<StatedRole> out;
  for (std::string_view sentence : Sentences(paragraph)) {
    // Every rule is first person: skip the rest without running them.
    if (!text::StartsWith(sentence, "I ") && sentence.find(" I ") == std::string_view::npos &&
        sentence.find(" I'm ") == std::string_view::npos && !text::StartsWith(sentence, "I'm "))
      continue;
    re2::StringPiece sp(sentence.data(), sentence.size());
    std::vector<int>& found = SetHits();
    if (!WhichMatch(*rules.impl().sentences_any, sentence, &found)) continue;
    std::vector<int> hits = found;  // a copy: FindDates below reuses the per-thread vector
    std::sort(hits.begin(), hits.end());
    for (int h : hits) {
      const auto& [kind, re] = rules.impl().sentences[static_cast<std::size_t>(h)];
      const auto& names = re.groups();
      std::vector<re2::StringPiece> sub(static_cast<std::size_t>(re->NumberOfCapturingGroups()) + 1);
      if (!re->Match(sp, 0, sentence.size(), RE2::UNANCHORED, sub.data(), static_cast<int>(sub.size())))
        continue;
      auto group = [&](const char* n) -> std::string_view {
        auto it = names.find(n);
        if (it == names.end()) return {};
        const auto& g = sub[static_cast<std::size_t>(it->second)];
        return g.data() ? std::string_view(g.data(), g.size()) : std::string_view();
      };
      std::string_view tail;
      std::string org = CutOrg(group("org"), rules, &tail);
      if (org.empty() || (!HasOrgWord(org, rules) && text::WordCount(org) > 4)) continue;
      if (kind == "degree") {
        auto deg = MatchDegree(group("degree"), rules);
        if (!deg) continue;
        StatedRole r;
        r.kind = StatedRole::kDegree;
        r.role = deg->study_type;
        r.org = org;
        auto dates = FindDates(tail, rules);
        if (!dates.empty()) r.dates = dates[0];
        out.push_back(r);
        break;
      }
      // One or more roles: "a research intern (2015, 2016) and a visiting researcher (2017)".
      std::string roles(group("roles"));
      for (std::string_view sep : {", and an ", ", and a ", " and an ", " and a ", ", an ", ", a "}) {
        for (std::size_t p; (p = roles.find(sep)) != std::string::npos;) roles.replace(p, sep.size(), "\x1f");
      }
      std::size_t before = out.size();
      for (std::string_view piece : text::Split(roles, '\x1f')) {
        std::string_view role = StripArticle(piece);
        std::vector<DateRange> dates;
        std::size_t open = role.find('(');
        if (open != std::string_view::npos && role.back() == ')') {
          // (With its brackets: "(2015, 2016)" is two stays, not a span.)
          dates = FindDates(role.substr(open), rules);
          if (!dates.empty()) role = text::Trim(role.substr(0, open));
        }
        if (!HasJobTitle(role, rules) || text::WordCount(role) > 8) continue;
        if (dates.empty() && kind == "work_future") {
          auto when = FindDates(tail, rules);
          if (!when.empty()) {
            DateRange start = when[0];
            start.end = {};
            start.single = false;
            dates.push_back(start);
          }
        }
        if (dates.empty()) dates.push_back(DateRange{});
        for (const DateRange& d : dates) {
          StatedRole r;
          r.kind = StatedRole::kWork;
          r.role = Capitalise(role);
          r.org = org;
          r.dates = d;
          out.push_back(r);
        }
      }
      if (out.size() > before) break;
    }
  }
  return out;
}

}  // namespace cvmill::normalize
