// Headings, lead-ins and the vocabulary tables (titles, organisations, degrees, scores,
// levels, noise, language names).
#include <cctype>
#include <climits>

#include "common/text.h"
#include "normalize/internal/memo.h"
#include "normalize/internal/rules_impl.h"

namespace cvmill::normalize {
namespace {

re2::StringPiece SP(std::string_view s) { return re2::StringPiece(s.data(), s.size()); }

// The heading text a rule sees: numbering, decoration and a trailing colon removed (white
// space is collapsed by the caller, only when there is any to collapse).
std::string_view HeadingView(std::string_view line) {
  std::string_view s = text::Trim(line);
  // "1.", "2)", "IV.", "A." numbering.
  std::size_t i = 0;
  while (i < s.size() && ((s[i] >= '0' && s[i] <= '9') || s[i] == 'I' || s[i] == 'V' || s[i] == 'X')) ++i;
  if (i > 0 && i < 5 && i + 1 < s.size() && (s[i] == '.' || s[i] == ')') && s[i + 1] == ' ')
    s = s.substr(i + 2);
  return text::TrimChars(s, ":=_*#~|\u2014\u2013-\u00B7\u2022\u25C6\t");
}

bool HasSpaceRun(std::string_view s) {
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\t' || s[i] == '\n' || s[i] == '\r' || s[i] == '\f' || s[i] == '\v' ||
        (s[i] == ' ' && i + 1 < s.size() && s[i + 1] == ' '))
      return true;
  }
  return false;
}

// The length of an upper-case letter at s[i] (ASCII, or Latin-1's À–Þ in UTF-8), else 0.
std::size_t UpperAt(std::string_view s, std::size_t i) {
  if (s[i] >= 'A' && s[i] <= 'Z') return 1;
  if (i + 1 < s.size() && static_cast<unsigned char>(s[i]) == 0xC3 &&
      static_cast<unsigned char>(s[i + 1]) >= 0x80 && static_cast<unsigned char>(s[i + 1]) <= 0x9E && s[i + 1] != '\x97')
    return 2;
  return 0;
}

// A line in small capitals as a text dump writes it, each word's capital set apart from
// the rest ("E xperience", "P rofessional E xperience", "H onours and A wards"): the words
// joined back, or "" when the line does not start with such a capital.
std::string JoinSmallCaps(std::string_view s) {
  if (s.size() < 3 || !UpperAt(s, 0) || s[UpperAt(s, 0)] != ' ') return "";
  std::string out;
  out.reserve(s.size());
  bool joined = false;
  std::size_t i = 0;
  while (i < s.size()) {
    // At a word's start: a lone capital, a space, then a letter (of any case) that is
    // not itself a lone capital's word start.
    const std::size_t n = UpperAt(s, i);
    const bool lone = n && i + n + 1 < s.size() && s[i + n] == ' ' && s[i + n + 1] != ' ' &&
                      (static_cast<unsigned char>(s[i + n + 1]) >= 0x80 ||
                       std::isalpha(static_cast<unsigned char>(s[i + n + 1])));
    if (lone) {
      out.append(s.substr(i, n));
      i += n + 1;
      joined = true;
    }
    // The rest of the word.
    std::size_t e = s.find(' ', i);
    if (e == std::string_view::npos) e = s.size();
    out.append(s.substr(i, e - i));
    if (e < s.size()) out.push_back(' ');
    i = e + 1;
  }
  return joined ? out : "";
}

}  // namespace

std::string_view SectionName(Section s) {
  switch (s) {
    case Section::kNone: return "none";
    case Section::kSummary: return "summary";
    case Section::kWork: return "work";
    case Section::kEducation: return "education";
    case Section::kPublications: return "publications";
    case Section::kSkills: return "skills";
    case Section::kLanguages: return "languages";
    case Section::kInterests: return "interests";
    case Section::kAwards: return "awards";
    case Section::kProjects: return "projects";
    case Section::kVolunteer: return "volunteer";
    case Section::kReferences: return "references";
    case Section::kContact: return "contact";
    case Section::kTeaching: return "teaching";
    case Section::kCertificates: return "certificates";
    case Section::kIgnore: return "ignore";
  }
  return "none";
}

// The finite rules' strings looked up, then the other rules' set when one of them comes
// earlier in the file (folded first when the set wants it).
int FirstHeading(std::string_view s, const Rules::Impl& impl) {
  int best = INT_MAX;
  if (const std::int32_t* rule = impl.heading_lines.Find(CanonFold(s))) best = *rule;
  if (impl.heading_rest_rules.empty() || impl.heading_rest_rules.front() > best) return best == INT_MAX ? -1 : best;
  std::vector<int>& hits = SetHits();
  if (impl.headings_folded ? WhichMatch(*impl.heading_rest, SimpleFold(s), &hits)
                           : WhichMatch(*impl.heading_rest, s, &hits)) {
    for (int h : hits) best = std::min(best, impl.heading_rest_rules[static_cast<std::size_t>(h)]);
  }
  return best == INT_MAX ? -1 : best;
}

static std::optional<Heading> HeadingOf(std::string_view line, const Rules& rules) {
  // Headings are short, and after numbering is gone have no digits: dates and entries are
  // never headings. (Collapsing white space changes neither test.)
  if (line.size() > 80) return std::nullopt;
  std::string_view view = HeadingView(line);
  if (view.empty() || text::WordCount(view) > 7 || text::HasDigit(view)) return std::nullopt;
  std::string collapsed;
  if (HasSpaceRun(view)) view = collapsed = text::CollapseSpace(view);
  if (int best = FirstHeading(view, rules.impl()); best >= 0) return rules.impl().heading_rules[static_cast<std::size_t>(best)];
  // A heading set in small capitals, as a text dump writes it: each word's capital stands
  // apart from the smaller rest ("E xperience", "V olunteer W ork").
  if (std::string joined = JoinSmallCaps(view); !joined.empty()) {
    if (int best = FirstHeading(joined, rules.impl()); best >= 0) return rules.impl().heading_rules[static_cast<std::size_t>(best)];
  }
  // A heading name with a word that qualifies it, first or last ("Selected Projects",
  // "Progetti principali"): named by the name.
  if (const RE2* qualifier = rules.impl().heading_qualifier.get(); qualifier && text::WordCount(view) >= 2) {
    const std::size_t first = view.find(' '), last = view.rfind(' ');
    for (auto [word, rest] : {std::pair(view.substr(0, first), view.substr(first + 1)),
                              std::pair(view.substr(last + 1), view.substr(0, last))}) {
      if (!RE2::FullMatch(SP(word), *qualifier)) continue;
      if (int best = FirstHeading(text::Trim(rest), rules.impl()); best >= 0 && !rules.impl().heading_rules[static_cast<std::size_t>(best)].title)
        return rules.impl().heading_rules[static_cast<std::size_t>(best)];
    }
  }
  // Two heading names joined ("Studium und Ausbildung", "Lingue e Competenze"): a heading
  // when both halves are, named by the first.
  const RE2* joiner = rules.impl().heading_joiner.get();
  re2::StringPiece m;
  if (!joiner || !joiner->Match(SP(view), 0, view.size(), RE2::UNANCHORED, &m, 1) || m.empty())
    return std::nullopt;
  std::size_t at = static_cast<std::size_t>(m.data() - view.data());
  std::string_view left = text::Trim(view.substr(0, at));
  std::string_view right = text::Trim(view.substr(at + m.size()));
  if (left.empty() || right.empty() || FirstHeading(right, rules.impl()) < 0) return std::nullopt;
  int best = FirstHeading(left, rules.impl());
  if (best < 0) return std::nullopt;
  return rules.impl().heading_rules[static_cast<std::size_t>(best)];
}

std::optional<Heading> MatchLeadIn(std::string_view line, const Rules& rules) {
  std::string_view s = text::Trim(line);
  if (s.empty() || s.back() != ':' || s.size() > 300) return std::nullopt;
  std::vector<int>& hits = SetHits();
  if (!WhichMatch(*rules.impl().leadins, s, &hits)) return std::nullopt;
  int best = *std::min_element(hits.begin(), hits.end());
  return rules.impl().leadin_rules[static_cast<std::size_t>(best)];
}

static unsigned VocabOf(std::string_view t, const Rules& rules) {
  const Rules::Impl& impl = rules.impl();
  constexpr unsigned kAll = kTitleWord | kOrgWord | kAwardWord;
  thread_local std::string canon;
  CanonFoldInto(t, &canon);
  unsigned bits = impl.vocab_words.Tags(canon, kAll);
  std::vector<int>& hits = SetHits();
  if ((impl.vocab_rest_any & ~bits) && WhichMatch(*impl.vocab_rest, t, &hits)) {
    for (int h : hits) bits |= impl.vocab_rest_tags[static_cast<std::size_t>(h)];
  }
  return bits;
}

bool HasJobTitle(std::string_view t, const Rules& rules) { return Vocab(t, rules) & kTitleWord; }

// All three share the one vocabulary set (one automaton in the cache, not three).
bool HasAwardWord(std::string_view t, const Rules& rules) { return Vocab(t, rules) & kAwardWord; }

bool HasOrgWord(std::string_view t, const Rules& rules) { return Vocab(t, rules) & kOrgWord; }

namespace {

// The leftmost whole-word match of a finite rule's strings in `t` (internal/finite.h).
bool FirstWords(const WordTable& words, std::string_view t, std::size_t* begin, std::size_t* end) {
  thread_local std::vector<std::uint32_t> offsets;
  thread_local std::string c;
  CanonFoldInto(t, &c, &offsets);
  std::size_t b = 0, e = 0;
  if (!words.First(c, &b, &e)) return false;
  if (begin) *begin = offsets[b];
  if (end) *end = offsets[e];
  return true;
}

// The span of `group` in the leftmost match of a degree or score rule: looked up in `words`
// when the rule is finite (the group is then its whole-word match), else matched by RE2.
bool GroupSpan(const LazyRe& re, const char* group, const WordTable& words, std::string_view t, std::size_t* begin,
               std::size_t* end) {
  if (!words.empty()) return FirstWords(words, t, begin, end);
  const int g = re.groups().at(group);
  re2::StringPiece sub[8];  // the group is among the first few of a rule
  if (g >= 8 || !re->Match(SP(t), 0, t.size(), RE2::UNANCHORED, sub, g + 1)) return false;
  *begin = static_cast<std::size_t>(sub[g].data() - t.data());
  *end = *begin + sub[g].size();
  return true;
}

// "Associate Degree in Forestry in Forestry", "Bachelor of Science in Midwifery (Fast Track)
// in Midwifery": a degree whose name says "in" a subject, then the connector a CV puts between a
// degree and its field of study. The degree is as written up to the last connector, the field
// after it (not a place: "MSc in Physics in Leeds" keeps its field).
bool RepeatedConnector(std::string_view t, std::size_t b, std::string_view prep, std::string_view cand,
                       const Rules& rules, std::string* area, std::string_view* after, std::string* study_type) {
  if (prep != "in " && prep != "en " && prep != "em ") return false;
  const std::string connector = " " + std::string(prep);
  auto is_field = [&](std::string_view f) {
    return !f.empty() && text::WordCount(f) <= 6 && !text::HasDigit(f) && !HasOrgWord(f, rules) &&
           !ParsePlace(f, rules) && !IsCity(f, rules);
  };
  // The connector again inside what was read as the field.
  if (std::size_t in = text::AsciiLower(cand).rfind(connector); in != std::string::npos) {
    std::string_view field = text::Trim(cand.substr(in + connector.size()));
    if (!is_field(field)) return false;
    *study_type = std::string(t.substr(b, static_cast<std::size_t>(cand.data() - t.data()) + in - b));
    *area = std::string(field);
    return true;
  }
  // After a bracket that ends the degree's name: "(Fast Track) in Midwifery".
  std::string_view a = text::Trim(*after);
  const std::size_t close = a.empty() || a[0] != '(' ? std::string_view::npos : a.find(')');
  if (close == std::string_view::npos) return false;
  std::string_view more = a.substr(close + 1);
  if (!text::StartsWith(text::AsciiLower(more), connector)) return false;
  std::string_view rest = more.substr(connector.size());
  const std::size_t stop =
      std::min({rest.find_first_of(",(;|\t"), rest.find(" - "), rest.find(" \u2013 "), rest.find(" \u2014 ")});
  std::string_view field = text::Trim(rest.substr(0, stop));
  if (!is_field(field)) return false;
  *study_type = std::string(t.substr(b, static_cast<std::size_t>(a.data() - t.data()) + close + 1 - b));
  *area = std::string(field);
  *after = stop == std::string_view::npos ? std::string_view() : rest.substr(stop);
  return true;
}

// A field of study's name as a CV writes it after a separator: capitalised, a few words, not
// an organisation, a place, a grade or a date ("summa cum laude" is a grade, "Lakeside
// University" the institution).
bool SubjectAfterSeparator(std::string_view field, const Rules& rules) {
  return !field.empty() &&
         (std::isupper(static_cast<unsigned char>(field[0])) || static_cast<unsigned char>(field[0]) >= 0xC0) &&
         text::WordCount(field) <= 6 && !text::HasDigit(field) && !HasOrgWord(field, rules) &&
         !ParsePlace(field, rules) && !IsCity(field, rules) && !FindScore(field, rules);
}

// "Licence en sciences sociales: Sociologie urbaine", "Máster Oficial - Biología Marina":
// where a separator sets a field of study apart a few words after the degree, the words
// before it are the degree as written (the writer's own cut) and the field is the area. `after`
// is what follows the degree rule's match; on success it is left after the field.
bool SeparatedField(std::string_view t, std::size_t b, const Rules& rules, std::string_view* after,
                    std::string* study_type, std::string* area) {
  std::size_t sep = std::string_view::npos;
  std::string_view mark;
  for (std::string_view s : {": ", " - ", " \u2013 ", " \u2014 "}) {
    const std::size_t at = after->find(s);
    if (at < sep) sep = at, mark = s;
  }
  if (sep == std::string_view::npos) return false;
  // (Not a degree read inside a bracket, "Maîtrise (M.Sc.) - Hydrologie": the bracket is
  // the degree rule's to read.)
  const std::string_view gap = text::Trim(after->substr(0, sep));
  if (gap.empty() || text::WordCount(gap) > 6 || text::HasDigit(gap) ||
      gap.find_first_of(",;|()\t") != std::string_view::npos || HasOrgWord(gap, rules) ||
      t.substr(0, b).find('(') != std::string_view::npos)
    return false;
  // (After a connector only a colon sets the field apart: "Laurea in Chimica – Materiali"
  // names its field with a dash in it.)
  for (std::string_view prep : {"in ", "en ", "em ", "of ", "de ", "di "}) {
    if (mark != ": " && text::StartsWith(text::AsciiLower(gap), prep)) return false;
  }
  // (The field ends where the same separator comes again: "Hydrologie – eaux souterraines" after a
  // hyphen is one field.)
  std::string_view rest = after->substr(sep + mark.size());
  const std::size_t end = std::min(rest.find_first_of(",;|\t"), mark == ": " ? std::string_view::npos : rest.find(mark));
  const std::string_view field = text::Trim(rest.substr(0, end));
  if (!SubjectAfterSeparator(field, rules)) return false;
  *study_type = std::string(text::TrimChars(t.substr(b, static_cast<std::size_t>(gap.data() - t.data()) + gap.size() - b), " ,"));
  *area = std::string(field);
  *after = end == std::string_view::npos ? std::string_view() : rest.substr(end);
  return true;
}


}  // namespace

std::optional<std::string> FindScore(std::string_view t, const Rules& rules) {
  const auto& scores = rules.impl().scores;
  Folded folded(t);
  for (std::size_t k = 0; k < scores.size(); ++k) {
    if (!rules.impl().score_filter.MayMatch(k, &folded)) continue;
    std::size_t begin = 0, end = 0;
    if (!GroupSpan(scores[k], "score", rules.impl().score_words[k], t, &begin, &end)) continue;
    std::string score(t.substr(begin, end - begin));
    // "110/110 cum laude": a grade in words right after a number belongs to it.
    std::string_view after = t.substr(end);
    std::size_t lead = after.size() - text::TrimChars(after, " ,").size();
    for (std::size_t m = k + 1; m < scores.size() && lead >= 1 && lead <= 2; ++m) {
      int h = scores[m].groups().at("score");
      re2::StringPiece more[8];
      // (From the separator before it: whole-word rules begin by matching a delimiter.)
      if (h < 8 && scores[m]->Match(SP(after), lead - 1, after.size(), RE2::ANCHOR_START, more, h + 1) &&
          more[h].data() == after.data() + lead)
        return score + std::string(after.substr(0, lead + more[h].size()));
    }
    return score;
  }
  return std::nullopt;
}

static std::optional<Degree> DegreeIn(std::string_view t, const Rules& rules) {
  // The rule whose degree opens first in the text ("Maîtrise ès lettres (M.A.)" is a
  // Maîtrise, its abbreviation in brackets after it); of two at one place, the first in file
  // order.
  Folded folded(t);
  // (A degree at the text's start cannot be beaten: the rules after it are not asked.)
  std::size_t best = rules.impl().degrees.size(), best_b = t.size() + 1, best_e = 0;
  for (std::size_t h = 0; h < rules.impl().degrees.size() && best_b > 0; ++h) {
    if (!rules.impl().degree_filter.MayMatch(h, &folded)) continue;
    std::size_t b = 0, e = 0;
    if (!GroupSpan(rules.impl().degrees[h].second, "deg", rules.impl().degree_words[h], t, &b, &e)) continue;
    if (b < best_b) {
      best = h;
      best_b = b;
      best_e = e;
    }
  }
  if (best < rules.impl().degrees.size()) {
    const std::size_t b = best_b, e = best_e;
    Degree out;
    out.study_type = std::string(text::TrimChars(t.substr(b, e - b), ","));
    std::string_view before = text::TrimChars(t.substr(0, b), ",;:-\u2013\u2014");
    std::string_view after = text::Trim(t.substr(e));
    // "Studium Bauingenieurwesen (Diplom), TU Dresden": the degree in brackets after its
    // subject. The subject is the area (without a leading "Studium", "Study of"), the rest
    // goes on after the bracket.
    if (!before.empty() && before.back() == '(' && !after.empty() && after[0] == ')') {
      before = text::TrimChars(before.substr(0, before.size() - 1), ",;:-\u2013\u2014");
      after = text::TrimChars(after.substr(1), ",;");
      for (std::string_view filler : {"studium ", "studiengang ", "study of ", "studies in ", "studies of ",
                                      "études de ", "études en ", "estudios de "}) {
        if (text::StartsWith(text::AsciiLower(before), filler)) before = text::Trim(before.substr(filler.size()));
      }
      if (!before.empty() && !HasOrgWord(before, rules) && text::WordCount(before) <= 5) {
        out.area = std::string(before);
        out.rest = std::string(after);
        return out;
      }
    }
    // "BSc (Hons) in Physics", "Bachelor of Arts (Lehramt), Geschichte": a short bracket
    // right after the degree qualifies it, as written (a grade there, "MSc (Distinction)", is
    // the score's).
    if (!after.empty() && after[0] == '(') {
      const std::size_t close = after.find(')');
      const std::string_view inner = close == std::string_view::npos ? std::string_view() : after.substr(1, close - 1);
      if (!inner.empty() && text::WordCount(inner) <= 3 && inner.find_first_of(",;") == std::string_view::npos &&
          !text::HasDigit(inner) && !FindScore(inner, rules)) {
        out.study_type = std::string(t.substr(b, static_cast<std::size_t>(after.data() - t.data()) + close + 1 - b));
        after = text::Trim(after.substr(close + 1));
      }
    }
    // Words between the degree and its subject: "PhD candidate in", "MSc degree in".
    for (std::string_view filler : {"candidate", "student", "degree", "programme", "program",
                                    "course", "studies", "studies,"}) {
      if (text::StartsWith(text::AsciiLower(after), filler) &&
          (after.size() == filler.size() || after[filler.size()] == ' ')) {
        after = text::Trim(after.substr(filler.size()));
      }
    }
    // "Bachelor of Agricultural Science (Hons) in Animal Science": a degree named "of" its
    // faculty and then "in" its subject is written as a whole; the subject is the area. So is
    // a degree with words of its own before "in" ("Licence en génie maritime (L.G.M.) in
    // Génie maritime", a template's "studyType in area"), no organisation's words among them and
    // no place after.
    if (text::StartsWith(text::AsciiLower(after), "of ") ||
        (!after.empty() && !text::StartsWith(text::AsciiLower(after), "in ") && !HasOrgWord(after, rules))) {
      std::string_view span = after.substr(0, after.find_first_of(",;|\t"));
      std::size_t in = text::AsciiLower(span).find(" in ");
      const bool placed = in != std::string_view::npos && ParsePlace(text::Trim(span.substr(in + 4)), rules);
      if (in != std::string_view::npos && text::WordCount(span.substr(0, in)) <= 6 && !placed) {
        out.study_type = std::string(text::TrimChars(t.substr(b, static_cast<std::size_t>(after.data() - t.data()) + in - b), ","));
        after = text::Trim(after.substr(in));
      }
    }
    std::string area;
    const bool separated = SeparatedField(t, b, rules, &after, &out.study_type, &area);
    for (std::string_view prep : {"in the field of ", "in ", "of ", "en ", "em ", "im Fach ", "de ", "di ",
                                  "on ", ": ", "- ", "\u2013 ", ", "}) {
      if (separated) break;
      if (text::StartsWith(text::AsciiLower(after), text::AsciiLower(prep))) {
        std::string_view rest = after.substr(prep.size());
        // The subject ends at a separator, or at a spaced dash before what follows ("Informatik
        // - Technische Universität Dresden").
        std::size_t stop = std::min({rest.find_first_of(",(;|\t"), rest.find(" - "), rest.find(" \u2013 "),
                                 rest.find(" \u2014 "), rest.find(": ")});
        std::string_view cand = text::Trim(rest.substr(0, stop));
        // After a separator (no preposition) an organisation is the institution, not the
        // subject: "Leaving Certificate, Presentation Secondary School".
        bool separator = prep == ", " || prep == "- " || prep == "\u2013 ";
        if (separator && HasOrgWord(cand, rules)) break;
        area = std::string(cand);
        after = stop == std::string_view::npos ? std::string_view() : rest.substr(stop);
        if (RepeatedConnector(t, b, prep, cand, rules, &area, &after, &out.study_type)) break;
        // "Master of Law (MLaw) - Jurisprudence", "Master of Law: Jurisprudence", "Bachelor of
        // Music, Music (Composition)": the subject the degree is named "of" is part of its name where a field
        // of study follows it after a separator (not an organisation, a place, a grade or a
        // date): the whole is the degree, the field the area.
        if (prep == "of ") {
          std::string_view more = text::Trim(after);
          if (!more.empty() && more[0] == '(' && more.find(')') != std::string_view::npos)
            more = text::Trim(more.substr(more.find(')') + 1));
          for (std::string_view sep : {"- ", "\u2013 ", "\u2014 ", ", ", ": "}) {
            if (!text::StartsWith(more, sep)) continue;
            std::string_view field = text::Trim(more.substr(sep.size()));
            const std::size_t end = std::min(field.find_first_of(",;|\t"), field.find(" - "));
            field = text::Trim(field.substr(0, end));
            if (!SubjectAfterSeparator(field, rules)) break;
            out.study_type = std::string(text::TrimChars(t.substr(b, static_cast<std::size_t>(more.data() - t.data()) - b), " ,"));
            area = std::string(field);
            const std::size_t field_end = static_cast<std::size_t>(field.data() - after.data()) + field.size();
            after = after.substr(std::min(field_end, after.size()));
            break;
          }
        }
        break;
      }
    }
    // No preposition: "MSc Data Science", "Master of Science Informatik, TU X".
    if (area.empty() && !after.empty() && after[0] != '(' && after[0] != ',' && after[0] != '|') {
      std::size_t stop = after.find_first_of(",(;|\t");
      std::string_view cand = text::Trim(after.substr(0, stop));
      if (!cand.empty() && !HasOrgWord(cand, rules) && !ParsePlace(cand, rules) &&
          text::WordCount(cand) <= 5) {
        area = std::string(cand);
        after = stop == std::string_view::npos ? std::string_view() : after.substr(stop);
      }
    }
    // A parenthetical grade: "(Distinction Honour)".
    std::string_view a = text::Trim(after);
    if (!a.empty() && a[0] == '(') {
      std::size_t close = a.find(')');
      if (close != std::string_view::npos) {
        std::string_view inner = a.substr(1, close - 1);
        if (FindScore(inner, rules)) {
          out.score = std::string(text::Trim(inner));
          a = text::Trim(a.substr(close + 1));
        }
      }
    }
    if (area.empty() && a.empty() && !before.empty() && !HasOrgWord(before, rules)) {
      area = std::string(before);
      before = {};
    }
    out.area = area;
    std::string rest = std::string(before);
    std::string_view tail = text::TrimChars(a, ",;");
    if (!tail.empty()) rest += (rest.empty() ? "" : " ") + std::string(tail);
    out.rest = rest;
    return out;
  }
  return std::nullopt;
}

bool FindLevel(std::string_view t, const Rules& rules, std::size_t* begin, std::size_t* end) {
  if (rules.impl().levels_finite) return FirstWords(rules.impl().level_words, t, begin, end);
  re2::StringPiece sub[2];
  if (!rules.impl().levels->Match(SP(t), 0, t.size(), RE2::UNANCHORED, sub, 2)) return false;
  if (begin) *begin = static_cast<std::size_t>(sub[1].data() - t.data());
  if (end) *end = static_cast<std::size_t>(sub[1].data() - t.data()) + sub[1].size();
  return true;
}

namespace {
// Whether a notice of noise.tsv (or, with `buttons`, the buttons' rule) matches the whole line.
bool Noise(std::string_view line, const Rules& rules, bool buttons) {
  const Rules::Impl& impl = rules.impl();
  const std::string_view t = text::Trim(line);
  const LazySet& set = buttons ? impl.noise_any : impl.notice_set;
  if (!impl.noise_budget.Filter(set.compiled())) return AnyMatch(*set, t);
  Folded folded(t);
  for (std::size_t k = 0; k < impl.notices.size(); ++k) {
    if (impl.noise_filter.MayMatch(k, &folded) && RE2::FullMatch(SP(t), *impl.notices[k])) return true;
  }
  return buttons && impl.noise_filter.MayMatch(impl.notices.size(), &folded) && RE2::FullMatch(SP(t), *impl.buttons);
}
}  // namespace

bool IsNotice(std::string_view line, const Rules& rules) { return Noise(line, rules, false); }

bool IsNoise(std::string_view line, const Rules& rules) { return Noise(line, rules, true); }

bool IsButtons(std::string_view line, const Rules& rules) {
  const std::string_view t = text::Trim(line);
  Folded folded(t);
  return rules.impl().noise_filter.MayMatch(rules.impl().notices.size(), &folded) &&
         RE2::FullMatch(SP(t), *rules.impl().buttons);
}

std::string StripBadges(std::string_view t, const Rules& rules) {
  std::string s(t);
  RE2::Replace(&s, *rules.impl().badges, "");
  return std::string(text::Trim(s));
}

std::optional<std::string> LanguageCode(std::string_view name, const Rules& rules) {
  const Code* code = rules.impl().languages->Find(FoldKey(text::Trim(name)));
  if (!code || !code->c[0]) return std::nullopt;  // a name of languages.txt only
  return code->str();
}

bool IsLanguageName(std::string_view word, const Rules& rules) {
  return rules.impl().languages->Find(FoldKey(text::Trim(word))) != nullptr;
}

std::optional<Heading> MatchHeading(std::string_view line, const Rules& rules) {
  return Memoized(rules, &QueryMemo::Tables::heading, line, [&] { return HeadingOf(line, rules); });
}

unsigned Vocab(std::string_view t, const Rules& rules) {
  return Memoized(rules, &QueryMemo::Tables::vocab, t, [&] { return VocabOf(t, rules); });
}

std::optional<Degree> MatchDegree(std::string_view t, const Rules& rules) {
  return Memoized(rules, &QueryMemo::Tables::degree, t, [&] { return DegreeIn(t, rules); });
}

}  // namespace cvmill::normalize
