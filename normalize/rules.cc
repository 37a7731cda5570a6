// Loading and compiling the rule tables of normalize/rules/ into Rules::Impl.
#include <unicode/dtfmtsym.h>
#include <unicode/locid.h>
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/ures.h>

#include <algorithm>
#include <fstream>
#include <functional>
#include <iterator>
#include <map>
#include <sstream>

#include "common/text.h"
#include "normalize/internal/rules_impl.h"

namespace cvmill::embedded {
extern const std::pair<std::string_view, std::string_view> kRules[];
extern const std::size_t kRulesCount;
}  // namespace cvmill::embedded

namespace cvmill::normalize {
namespace {

using Tables = std::map<std::string, std::string>;
// Prebuilt sections (internal/frozen.h): name -> bytes.
using Prebuilt = std::map<std::string_view, std::string_view>;
using Record = std::vector<std::pair<std::string, std::string>>;

constexpr const char* kTableNames[] = {
    "sections.tsv", "date_patterns.tsv", "date_words.tsv", "months.tsv", "job_titles.txt",
    "org_words.txt", "degrees.tsv", "scores.tsv", "levels.tsv", "noise.tsv", "profiles.tsv",
    "countries.tsv", "cities.txt", "postcodes.tsv", "particles.txt", "sentences.tsv",
    "languages.txt", "award_words.txt", "regions.tsv", "labels.tsv"};
constexpr const char* kLocales[] = {"en", "de", "fr", "es", "it", "pt", "nl"};
// Month names: those and the other languages CVs here are written in.
constexpr const char* kMonthLocales[] = {"en", "de", "fr", "es", "it", "pt", "nl"};
// Country names in more languages, for the country that closes an address, written in the
// country's language ("België", "Polska"): read only when an address asks (ParseAddress), so
// other CVs do not pay for four more ICU tables.
constexpr const char* kAddressCountryLocales[] = {"it", "nl", "pt", "pl"};
constexpr const char* kToAscii = "Any-Latin; Latin-ASCII; Lower";

// ICU's names of language or country codes in kLocales, read from its resource tables: the
// strings Locale::getDisplayLanguage / getDisplayCountry return (a test holds them equal for
// every code), without the per-call locale fallback that made those ~50 M instructions for
// all languages, a third of a one-CV process.
class IcuNames {
 public:
  // package "lang" with table "Languages", or "region" with "Countries"; names in `locales`.
  template <std::size_t N>
  IcuNames(const char* package, const char* table, const char* const (&locales)[N]) {
    const std::string pkg = std::string(U_ICUDATA_NAME) + "-" + package;
    for (const char* loc : locales) {
      UErrorCode status = U_ZERO_ERROR;
      UResourceBundle* bundle = ures_open(pkg.c_str(), loc, &status);
      tables_.push_back(ures_getByKey(bundle, table, nullptr, &status));
      ures_close(bundle);
      if (U_FAILURE(status)) tables_.back() = nullptr;
    }
  }
  ~IcuNames() {
    for (UResourceBundle* t : tables_) ures_close(t);
  }
  IcuNames(const IcuNames&) = delete;
  IcuNames& operator=(const IcuNames&) = delete;
  // The name of `code` in the i-th locale; "" when ICU has none other than the code itself.
  std::string Name(std::size_t i, const char* code) const {
    if (!tables_[i]) return "";
    UErrorCode status = U_ZERO_ERROR;
    int32_t len = 0;
    const UChar* u = ures_getStringByKey(tables_[i], code, &len, &status);
    if (U_FAILURE(status)) return "";
    std::string n;
    icu::UnicodeString(u, len).toUTF8String(n);
    return n == code ? "" : n;
  }

 private:
  std::vector<UResourceBundle*> tables_;
};

using NameCodes = std::unordered_map<std::string, std::string>;  // folded name -> code

// ICU's names of every ISO country (or language) code in kLocales, folded: the first code
// named so wins.
NameCodes IcuNameCodes(const char* package, const char* table, const char* const* codes) {
  const IcuNames names(package, table, kLocales);
  NameCodes found;
  for (const char* const* c = codes; *c; ++c) {
    for (std::size_t i = 0; i < std::size(kLocales); ++i) {
      std::string n = names.Name(i, *c);
      if (!n.empty()) found.emplace(FoldKey(n), *c);
    }
  }
  return found;
}

std::string Freeze(const NameCodes& found) {
  std::vector<std::pair<std::string, Code>> items;
  for (const auto& [name, code] : found) {
    Code k;
    if (Code::Of(code, &k)) items.emplace_back(name, k);
  }
  return FrozenMap<Code>::Freeze(items);
}

// ICU's country names, then countries.tsv's aliases (taking a name from ICU's code).
std::string CountryTable(const std::vector<std::pair<std::string, std::string>>& aliases) {
  NameCodes t = IcuNameCodes("region", "Countries", icu::Locale::getISOCountries());
  for (const auto& [alias, code] : aliases) t[FoldKey(alias)] = code;
  return Freeze(t);
}

// ICU's language names with their codes, then languages.txt's names, without a code where
// ICU gives none.
std::string LanguageTable(const std::vector<std::string>& extra) {
  NameCodes t = IcuNameCodes("lang", "Languages", icu::Locale::getISOLanguages());
  for (const std::string& name : extra) t.emplace(FoldKey(name), "");
  return Freeze(t);
}

struct Row {
  int line;
  std::vector<std::string> cols;
};

// Non-comment, non-blank lines split on TAB.
std::vector<Row> Rows(const std::string& table) {
  std::vector<Row> rows;
  int n = 0;
  for (std::string_view line : text::Split(table, '\n')) {
    ++n;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (text::Trim(line).empty() || line[0] == '#') continue;
    Row row{n, {}};
    for (std::string_view c : text::Split(line, '\t')) row.cols.emplace_back(c);
    rows.push_back(std::move(row));
  }
  return rows;
}

class Compiler {
 public:
  // With `pre`, the finite rules' tables and ICU's names are read from it instead of built;
  // without, they are built, and when `record` is given, written to it.
  Compiler(const Tables& t, const Prebuilt* pre, Record* record) : tables_(t), pre_(pre), record_(record) {}

  Status Run(Rules::Impl* impl) {
    for (const char* name : kTableNames) {
      if (!tables_.count(name)) return Fail(name, 0, "missing rule table");
    }
    Status s;
    if (!(s = Sections(impl)).ok()) return s;
    if (!(s = Words(impl)).ok()) return s;
    if (!(s = Dates(impl)).ok()) return s;
    if (!(s = Places(impl)).ok()) return s;
    return Status();
  }

 private:
  Status Fail(const std::string& file, int line, const std::string& msg) {
    return Status(ErrorCode::kBadRule,
                  "normalize/rules/" + file + (line ? ":" + std::to_string(line) : "") + ": " + msg);
  }

  // A prebuilt section; "" when missing (the caller then fails).
  std::string_view Pre(std::string_view name) const {
    auto it = pre_->find(name);
    return it == pre_->end() ? std::string_view() : it->second;
  }
  void Keep(std::string name, std::string bytes) {
    if (record_) record_->emplace_back(std::move(name), std::move(bytes));
  }

  // For each rule, its strings as a word table when the rule is `(?P<group>X)` with X finite
  // (the group is then the whole-word match), else an empty table: prebuilt as SECTION_finite
  // ('1' or '0' per rule) and SECTION_words_K.
  Status GroupWords(const std::string& section, const char* file, const std::vector<std::string>& rules,
                    const std::string& group, std::vector<WordTable>* out) {
    out->assign(rules.size(), WordTable());
    const std::string flags_name = section + "_finite";
    const std::string_view pre_flags = pre_ ? Pre(flags_name) : std::string_view();
    if (pre_ && pre_flags.size() != rules.size()) return Fail(file, 0, "prebuilt tables out of date");
    std::string flags;
    for (std::size_t k = 0; k < rules.size(); ++k) {
      const std::string name = section + "_words_" + std::to_string(k);
      if (pre_) {
        if (pre_flags[k] == '1' && !(*out)[k].View(Pre(name))) return Fail(file, 0, "prebuilt tables out of date");
        continue;
      }
      const std::string& p = rules[k];
      const std::string open = "(?P<" + group + ">";
      int rank = 0;
      WordTable words;
      const bool whole = text::StartsWith(p, open) && GroupEnd(p, 0) == p.size() - 1;
      const bool finite = whole && AddWords(p.substr(open.size(), p.size() - open.size() - 1), 1, &words, &rank);
      flags += finite ? '1' : '0';
      if (!finite) continue;
      words.Freeze();
      (*out)[k] = std::move(words);
      Keep(name, std::string((*out)[k].bytes()));
    }
    if (!pre_) Keep(flags_name, flags);
    return Status();
  }

  // The index of the ')' closing the group opened at p[open] ('('), npos when none.
  static std::size_t GroupEnd(const std::string& p, std::size_t open) {
    int depth = 0;
    for (std::size_t i = open; i < p.size(); ++i) {
      if (p[i] == '\\') {
        ++i;
      } else if (p[i] == '[') {
        // A class: its brackets and parentheses are characters ("[]a]", "[^]a]").
        std::size_t j = i + 1;
        if (j < p.size() && p[j] == '^') ++j;
        if (j < p.size() && p[j] == ']') ++j;
        while (j < p.size() && p[j] != ']') j += p[j] == '\\' ? 2 : 1;
        i = j;
      } else if (p[i] == '(') {
        ++depth;
      } else if (p[i] == ')' && --depth == 0) {
        return i;
      }
    }
    return std::string::npos;
  }

  // The rule filter of `patterns` (internal/rule_filter.h): prebuilt, or worked out when
  // recording; with tables from a directory, none (every rule runs).
  Status Filter(const char* section, const char* file, const std::vector<std::string>& patterns, RuleFilter* out) {
    if (record_) Keep(section, RuleFilter::Compute(patterns, RuleOptions()));
    if (pre_ && !out->Load(Pre(section), patterns.size())) return Fail(file, 0, "prebuilt tables out of date");
    return Status();
  }

  static std::string Where(const std::string& file, int line) {
    return "normalize/rules/" + file + (line ? ":" + std::to_string(line) : "");
  }

  // A regex compiled on first use; its errors name FILE:LINE (Rules::Check).
  static LazyRe Lazily(const std::string& file, int line, std::string pattern, const std::string& group = "",
                       const RE2::Options& opt = RuleOptions()) {
    return LazyRe(std::move(pattern), opt, Where(file, line), group);
  }

  // One alternation of all non-comment lines of a word list.
  std::string Alternation(const std::string& file) {
    std::string alt;
    for (const Row& r : Rows(tables_.at(file))) {
      if (!alt.empty()) alt += '|';
      alt += "(?:" + r.cols[0] + ")";
    }
    return alt;
  }

  Status Sections(Rules::Impl* impl) {
    const std::string file = "sections.tsv";
    impl->leadins = LazySet(RuleOptions(), RE2::ANCHOR_BOTH);
    std::vector<std::pair<std::string, std::string>> headings;  // pattern, where
    static const std::map<std::string, Section> kSections = {
        {"summary", Section::kSummary},       {"work", Section::kWork},
        {"education", Section::kEducation},   {"publications", Section::kPublications},
        {"skills", Section::kSkills},         {"languages", Section::kLanguages},
        {"interests", Section::kInterests},   {"awards", Section::kAwards},
        {"projects", Section::kProjects},     {"volunteer", Section::kVolunteer},
        {"references", Section::kReferences}, {"contact", Section::kContact},
        {"teaching", Section::kTeaching},     {"certificates", Section::kCertificates},
        {"ignore", Section::kIgnore},         {"none", Section::kNone}};
    for (const Row& r : Rows(tables_.at(file))) {
      if (r.cols.size() != 4) return Fail(file, r.line, "expected 4 TAB-separated columns");
      auto it = kSections.find(r.cols[1]);
      if (it == kSections.end()) return Fail(file, r.line, "unknown section '" + r.cols[1] + "'");
      if (r.cols[2] == "joiner") {
        impl->heading_joiner = Lazily(file, r.line, r.cols[3]);
        continue;
      }
      if (r.cols[2] == "qualifier") {
        impl->heading_qualifier = Lazily(file, r.line, r.cols[3]);
        continue;
      }
      Heading h;
      h.section = it->second;
      h.rule = r.cols[0];
      h.group = r.cols[2] == "group";
      h.preprint = r.cols[2] == "preprint";
      h.leadin = r.cols[2] == "leadin";
      h.title = r.cols[2] == "title";
      h.container = r.cols[2] == "container";
      if (h.leadin) {
        impl->leadins.Add(r.cols[3], Where(file, r.line));
      } else {
        headings.emplace_back(r.cols[3], Where(file, r.line));
      }
      (h.leadin ? impl->leadin_rules : impl->heading_rules).push_back(std::move(h));
    }
    // Patterns that folding leaves unchanged match folded lines case-sensitively exactly as
    // they match the lines case-insensitively, and RE2 parses a case-insensitive letter into a
    // class of its own: the heading set compiled in about half the time so (issue 10).
    impl->headings_folded = std::all_of(headings.begin(), headings.end(),
                                        [](const auto& h) { return SimpleFold(h.first) == h.first; });
    RE2::Options options = RuleOptions();
    options.set_case_sensitive(impl->headings_folded);
    impl->headings = LazySet(options, RE2::ANCHOR_BOTH);
    LazySet rest(options, RE2::ANCHOR_BOTH);  // kept only when not empty
    std::vector<std::string> strings;
    std::unordered_map<std::string, std::int32_t> lines;
    const std::string_view pre_finite = pre_ ? Pre("heading_finite") : std::string_view();
    if (pre_ && pre_finite.size() != headings.size()) return Fail(file, 0, "prebuilt tables out of date");
    std::string finite;
    for (std::size_t k = 0; k < headings.size(); ++k) {
      const auto& [pattern, where] = headings[k];
      if (pre_ ? pre_finite[k] == '1' : ExpandFinite(pattern, kFiniteCap, &strings)) {
        for (std::string& line : strings) lines.emplace(std::move(line), static_cast<std::int32_t>(k));
        strings.clear();
        finite += '1';
      } else {
        rest.Add(pattern, where);
        impl->heading_rest_rules.push_back(static_cast<int>(k));
        finite += '0';
      }
      impl->headings.Add(pattern, where);
    }
    if (!impl->heading_rest_rules.empty()) impl->heading_rest = rest;
    if (pre_) {
      impl->heading_lines.View(Pre("heading_lines"));
    } else {
      impl->heading_lines.Own(FrozenMap<std::int32_t>::Freeze({lines.begin(), lines.end()}));
      Keep("heading_finite", finite);
      Keep("heading_lines", std::string(impl->heading_lines.bytes()));
    }
    return Status();
  }

  // Adds every string of a word-list line to `table` (rank: the count added before) and
  // returns true, or false when the line is not finite (internal/finite.h).
  static bool AddWords(const std::string& pattern, unsigned tags, WordTable* table, int* rank) {
    std::vector<std::string> strings;
    if (!ExpandFinite(pattern, kFiniteCap, &strings) || !std::all_of(strings.begin(), strings.end(), WordTable::Fits))
      return false;
    for (const std::string& w : strings) table->Add(w, tags, (*rank)++);
    return true;
  }

  Status Words(Rules::Impl* impl) {
    impl->levels = Lazily("levels.tsv", 0, WholeWords(Alternation("levels.tsv")));
    int rank = 0;
    if (pre_) {
      impl->levels_finite = Pre("levels_finite") == "1";
      if (impl->levels_finite && !impl->level_words.View(Pre("level_words")))
        return Fail("levels.tsv", 0, "prebuilt tables out of date");
    } else {
      WordTable levels;
      impl->levels_finite = true;
      for (const Row& r : Rows(tables_.at("levels.tsv")))
        impl->levels_finite = impl->levels_finite && AddWords(r.cols[0], 1, &levels, &rank);
      if (impl->levels_finite) {
        levels.Freeze();
        impl->level_words = std::move(levels);
      }
      Keep("levels_finite", impl->levels_finite ? "1" : "0");
      Keep("level_words", std::string(impl->level_words.bytes()));
    }
    // The three vocabularies only ever run as one set (bits kTitleWord, kOrgWord, kAwardWord).
    impl->vocab = LazySet(RuleOptions(), RE2::UNANCHORED);
    LazySet rest_set(RuleOptions(), RE2::UNANCHORED);  // kept only when not empty
    const std::pair<const char*, unsigned> kVocab[] = {
        {"job_titles.txt", kTitleWord}, {"org_words.txt", kOrgWord}, {"award_words.txt", kAwardWord}};
    const std::string_view pre_finite = pre_ ? Pre("vocab_finite") : std::string_view();
    std::string finite;
    for (const auto& [file, tag] : kVocab) {
      impl->vocab.Add(WholeWords(Alternation(file)), Where(file, 0));
      std::string rest;
      for (const Row& r : Rows(tables_.at(file))) {
        const bool taken = pre_ ? finite.size() < pre_finite.size() && pre_finite[finite.size()] == '1'
                                : AddWords(r.cols[0], tag, &impl->vocab_words, &rank);
        finite += taken ? '1' : '0';
        if (!taken) rest += (rest.empty() ? "(?:" : "|(?:") + r.cols[0] + ")";
      }
      if (rest.empty()) continue;
      rest_set.Add(WholeWords(rest), Where(file, 0));
      impl->vocab_rest_tags.push_back(tag);
      impl->vocab_rest_any |= tag;
    }
    if (impl->vocab_rest_any) impl->vocab_rest = rest_set;
    if (pre_) {
      if (finite.size() != pre_finite.size() || !impl->vocab_words.View(Pre("vocab_words")))
        return Fail("job_titles.txt", 0, "prebuilt tables out of date");
    } else {
      impl->vocab_words.Freeze();
      Keep("vocab_finite", finite);
      Keep("vocab_words", std::string(impl->vocab_words.bytes()));
    }
    // Each degree and score rule runs only when its filter lets the text through, as a
    // lookup when it is finite and its group is the whole rule.
    std::vector<std::string> patterns;
    std::vector<std::string> raw;
    for (const Row& r : Rows(tables_.at("degrees.tsv"))) {
      if (r.cols.size() != 2) return Fail("degrees.tsv", r.line, "expected id TAB pattern");
      impl->degrees.emplace_back(r.cols[0], Lazily("degrees.tsv", r.line, WholeWords(r.cols[1]), "deg"));
      patterns.push_back(impl->degrees.back().second.pattern());
      raw.push_back(r.cols[1]);
    }
    Status s = Filter("degree_filter", "degrees.tsv", patterns, &impl->degree_filter);
    if (!s.ok() || !(s = GroupWords("degree", "degrees.tsv", raw, "deg", &impl->degree_words)).ok()) return s;
    patterns.clear();
    raw.clear();
    for (const Row& r : Rows(tables_.at("scores.tsv"))) {
      if (r.cols.size() != 2) return Fail("scores.tsv", r.line, "expected id TAB pattern");
      impl->scores.push_back(Lazily("scores.tsv", r.line, WholeWords(r.cols[1]), "score"));
      patterns.push_back(impl->scores.back().pattern());
      raw.push_back(r.cols[1]);
    }
    if (!(s = Filter("score_filter", "scores.tsv", patterns, &impl->score_filter)).ok()) return s;
    if (!(s = GroupWords("score", "scores.tsv", raw, "score", &impl->score_words)).ok()) return s;
    patterns.clear();
    impl->notice_set = LazySet(RuleOptions(), RE2::ANCHOR_BOTH);
    impl->noise_any = LazySet(RuleOptions(), RE2::ANCHOR_BOTH);
    std::string buttons, badges;
    for (const Row& r : Rows(tables_.at("noise.tsv"))) {
      if (r.cols.size() != 2) return Fail("noise.tsv", r.line, "expected kind TAB pattern");
      if (r.cols[0] == "notice") {
        // Matched whole (RE2::FullMatch), as the set of them all did (RE2::ANCHOR_BOTH).
        impl->notices.push_back(Lazily("noise.tsv", r.line, r.cols[1]));
        patterns.push_back(r.cols[1]);
        impl->notice_set.Add(r.cols[1], Where("noise.tsv", r.line));
        impl->noise_any.Add(r.cols[1], Where("noise.tsv", r.line));
      } else if (r.cols[0] == "button") {
        buttons += (buttons.empty() ? "" : "|") + ("(?:" + r.cols[1] + ")");
      } else if (r.cols[0] == "badge") {
        badges += (badges.empty() ? "" : "|") + ("(?:" + r.cols[1] + ")");
      } else {
        return Fail("noise.tsv", r.line, "unknown kind '" + r.cols[0] + "'");
      }
    }
    impl->noise_any.Add("(?:" + buttons + ")", Where("noise.tsv", 0));
    impl->buttons = Lazily("noise.tsv", 0, "^(?:" + buttons + ")$");
    patterns.push_back(impl->buttons.pattern());
    if (!(s = Filter("noise_filter", "noise.tsv", patterns, &impl->noise_filter)).ok()) return s;
    impl->badges = Lazily("noise.tsv", 0, "(?:" + badges + ")");
    for (const Row& r : Rows(tables_.at("profiles.tsv"))) {
      if (r.cols.size() != 2 && r.cols.size() != 3)
        return Fail("profiles.tsv", r.line, "expected network TAB pattern [TAB path shorthands]");
      impl->profiles.emplace_back(r.cols[0], Lazily("profiles.tsv", r.line, "^(?:" + r.cols[1] + ")$", "user"));
      if (r.cols.size() == 3) {
        for (std::string_view p : text::Split(r.cols[2], ',')) {
          if (!text::Trim(p).empty()) impl->profile_paths.emplace_back(text::AsciiLower(text::Trim(p)), r.cols[0]);
        }
      }
    }
    impl->sentences_any = LazySet(RuleOptions(), RE2::UNANCHORED);
    for (const Row& r : Rows(tables_.at("sentences.tsv"))) {
      if (r.cols.size() != 2) return Fail("sentences.tsv", r.line, "expected kind TAB pattern");
      impl->sentences_any.Add(r.cols[1], Where("sentences.tsv", r.line));
      impl->sentences.emplace_back(r.cols[0], Lazily("sentences.tsv", r.line, r.cols[1]));
    }
    for (const Row& r : Rows(tables_.at("particles.txt"))) {
      for (std::string_view p : text::Split(r.cols[0], '|')) impl->particles.insert(FoldKey(p));
    }
    impl->to_ascii.Set([](std::unique_ptr<icu::Transliterator>* t) {
      UErrorCode status = U_ZERO_ERROR;
      t->reset(icu::Transliterator::createInstance(kToAscii, UTRANS_FORWARD, status));
      if (U_FAILURE(status)) t->reset();
    });
    return Status();
  }

  // Adds a month name in its written, folded and accent-free forms.
  static void AddMonth(Rules::Impl* impl, std::string name, int month) {
    while (!name.empty() && name.back() == '.') name.pop_back();
    if (name.size() < 3) return;
    std::string key = FoldKey(name);
    impl->months.emplace(key, month);
    impl->months.emplace(StripAccents(key), month);
  }

  static std::string StripAccents(const std::string& s) {
    UErrorCode status = U_ZERO_ERROR;
    const icu::Normalizer2* nfd = icu::Normalizer2::getNFDInstance(status);
    if (U_FAILURE(status)) return s;
    icu::UnicodeString u = nfd->normalize(icu::UnicodeString::fromUTF8(s), status);
    icu::UnicodeString out;
    for (int32_t i = 0; i < u.length(); ++i) {
      UChar c = u[i];
      if (c >= 0x0300 && c <= 0x036F) continue;  // combining diacritics
      out.append(c);
    }
    std::string r;
    out.toUTF8String(r);
    return r;
  }

  Status Dates(Rules::Impl* impl) {
    // Month names per locale from ICU, then the aliases of months.tsv.
    if (pre_) {
      for (std::string_view line : text::Split(Pre("months"), '\n')) {
        if (line.size() > 2) impl->months.emplace(std::string(line.substr(2)), std::atoi(std::string(line.substr(0, 2)).c_str()));
      }
    }
    for (const char* loc : kMonthLocales) {
      if (pre_) break;
      UErrorCode status = U_ZERO_ERROR;
      icu::DateFormatSymbols sym{icu::Locale(loc), status};
      if (U_FAILURE(status)) continue;
      for (auto ctx : {icu::DateFormatSymbols::FORMAT, icu::DateFormatSymbols::STANDALONE}) {
        for (auto width : {icu::DateFormatSymbols::WIDE, icu::DateFormatSymbols::ABBREVIATED}) {
          int32_t count = 0;
          const icu::UnicodeString* names = sym.getMonths(count, ctx, width);
          for (int32_t i = 0; i < count && i < 12; ++i) {
            std::string n;
            names[i].toUTF8String(n);
            AddMonth(impl, n, i + 1);
          }
        }
      }
    }
    if (!pre_) {  // "MM name" lines, in name order
      std::vector<std::string> icu;
      for (const auto& [name, month] : impl->months) icu.push_back((month < 10 ? "0" : "") + std::to_string(month) + name);
      std::sort(icu.begin(), icu.end(), [](const std::string& a, const std::string& b) { return a.substr(2) < b.substr(2); });
      std::string lines;
      for (const std::string& l : icu) lines += l + "\n";
      Keep("months", lines);
    }
    for (const Row& r : Rows(tables_.at("months.tsv"))) {
      auto parts = text::Split(r.cols[0], '|');
      int month = std::atoi(std::string(parts[0]).c_str());
      if (month < 1 || month > 12) return Fail("months.tsv", r.line, "month number must be 1..12");
      for (std::size_t i = 1; i < parts.size(); ++i) AddMonth(impl, std::string(parts[i]), month);
    }
    std::vector<std::string> names;
    for (const auto& [k, v] : impl->months) names.push_back(k);
    const std::string month_alt = LiteralTrie(names);

    std::map<std::string, std::string> words;  // kind -> alternation
    for (const Row& r : Rows(tables_.at("date_words.tsv"))) {
      if (r.cols.size() != 2) return Fail("date_words.tsv", r.line, "expected kind TAB words");
      std::string& alt = words[r.cols[0]];
      alt += (alt.empty() ? "" : "|") + ("(?:" + r.cols[1] + ")");
    }
    for (const char* k : {"ongoing", "since", "connector", "season", "duration", "lead"}) {
      if (words[k].empty()) return Fail("date_words.tsv", 0, std::string("no '") + k + "' words");
    }
    // The date points: one alternation, each form's groups renamed f<i>_<name>.
    std::string combined;
    std::vector<Row> forms = Rows(tables_.at("date_patterns.tsv"));
    impl->date_forms = LazySet(RuleOptions(), RE2::ANCHOR_BOTH);
    for (std::size_t i = 0; i < forms.size(); ++i) {
      const Row& r = forms[i];
      if (r.cols.size() != 3) return Fail("date_patterns.tsv", r.line, "expected id TAB precision TAB pattern");
      PointForm f;
      f.id = r.cols[0];
      static const std::map<std::string, Precision> kPrec = {
          {"day", Precision::kDay}, {"month", Precision::kMonth},
          {"year", Precision::kYear}, {"monthonly", Precision::kMonthOnly}};
      auto p = kPrec.find(r.cols[1]);
      if (p == kPrec.end()) return Fail("date_patterns.tsv", r.line, "unknown precision");
      f.precision = p->second;
      std::string pat = r.cols[2];
      auto replace = [&](const std::string& from, const std::string& to) {
        for (std::size_t at = 0; (at = pat.find(from, at)) != std::string::npos; at += to.size())
          pat.replace(at, from.size(), to);
      };
      replace("{MONTH}", month_alt);
      replace("{SEASON}", "(?:" + words["season"] + ")");
      std::string bare = pat;  // the pattern without its named groups, which name the fields
      for (std::size_t at; (at = bare.find("(?P<")) != std::string::npos;) {
        std::size_t close = bare.find('>', at);
        std::string name = bare.substr(at + 4, close - at - 4);
        static const std::map<std::string, char> kField = {
            {"y", 'y'}, {"m", 'm'}, {"d", 'd'}, {"mon", 'M'}, {"season", 'S'}};
        auto fit = kField.find(name);
        if (fit == kField.end()) return Fail("date_patterns.tsv", r.line, "unknown group '" + name + "'");
        f.fields.push_back(fit->second);
        bare.replace(at, close - at + 1, "(?:");
      }
      impl->date_forms.Add(bare, Where("date_patterns.tsv", r.line));
      combined += (combined.empty() ? "" : "|") + ("(" + bare + ")");
      impl->point_forms.push_back(std::move(f));
    }
    impl->date_point = Lazily("date_patterns.tsv", 0,
                              "(?:^|" + WordDelimiter() + ")(" + combined + ")(?:" + WordDelimiter() + "|$)");
    const std::string ongoing = "(?:" + words["ongoing"] + ")";
    const std::string connector = "(?:" + words["connector"] + ")";
    impl->connector = Lazily("date_words.tsv", 0, "^[\\s,]*" + connector + "[\\s,]*$");
    impl->connector_ongoing = Lazily("date_words.tsv", 0,
                                     "^[\\s,]*" + connector + "\\s*" + ongoing + "(?:" + WordDelimiter() + "|$)");
    impl->since_before = Lazily("date_words.tsv", 0, "(?:^|" + WordDelimiter() + ")((?:" + words["since"] + "))\\s*$");
    // "Expected Graduation: June 2027": words that only say what the date is, part of its span.
    impl->lead_before = Lazily("date_words.tsv", 0, "(?:^|" + WordDelimiter() + ")((?:" + words["lead"] + "))\\s*:?\\s*$");
    // A length of time right after a date: "(3 years)", "· 2 yrs 3 mos", "(1 Jahr, 6 Monate)".
    const std::string unit = "\\d{1,2}\\+?\\s*(?:" + words["duration"] + ")\\b\\.?";
    impl->duration_after = Lazily("date_words.tsv", 0,
                                  "^([\\s\u00b7\u2022|,]*\\(?" + unit + "(?:[\\s,]+(?:(?:and|und|et|y|e|en|i)\\s+)?" + unit +
                                      ")?\\)?)(?:" + WordDelimiter() + "|$)");
    return Status();
  }

  // A table of names from ICU (`build` asks it): the prebuilt section, else built on first
  // use (and now, when recording).
  Status NameTable(const char* section, const char* file, std::function<std::string()> build,
                   Lazy<FrozenMap<Code>>* out) {
    const std::string_view pre = pre_ ? Pre(section) : std::string_view();
    if (pre_ && pre.empty()) return Fail(file, 0, "prebuilt tables out of date");
    if (record_) Keep(section, build());
    out->Set([build, pre](FrozenMap<Code>* table) {
      if (pre.empty()) table->Own(build());
      else table->View(pre);
    });
    return Status();
  }

  Status Places(Rules::Impl* impl) {
    std::vector<std::pair<std::string, std::string>> aliases;  // alias, code
    for (const Row& r : Rows(tables_.at("countries.tsv"))) {
      auto parts = text::Split(r.cols[0], '|');
      if (parts.size() < 2 || parts[0].size() != 2) return Fail("countries.tsv", r.line, "expected CODE|alias");
      for (std::size_t i = 1; i < parts.size(); ++i) aliases.emplace_back(parts[i], parts[0]);
    }
    Status s = NameTable("countries", "countries.tsv", [aliases] { return CountryTable(aliases); }, &impl->countries);
    if (!s.ok()) return s;
    impl->address_countries.Set([](std::unordered_map<std::string, std::string>* countries) {
      const IcuNames names("region", "Countries", kAddressCountryLocales);
      for (const char* const* c = icu::Locale::getISOCountries(); *c; ++c) {
        for (std::size_t i = 0; i < std::size(kAddressCountryLocales); ++i) {
          std::string n = names.Name(i, *c);
          if (!n.empty()) countries->emplace(FoldKey(n), *c);
        }
      }
    });
    for (const Row& r : Rows(tables_.at("cities.txt"))) impl->cities.insert(FoldKey(r.cols[0]));
    std::string name_labels, place_labels, giver_labels;
    WordTable givers;
    int giver_rank = 0;
    std::string giver_finite = pre_ ? std::string(Pre("giver_finite")) : "1";
    for (const Row& r : Rows(tables_.at("labels.tsv"))) {
      bool field = r.cols.size() == 2 && (r.cols[0] == "courses" || r.cols[0] == "highlights" ||
                                          r.cols[0] == "keywords" || r.cols[0] == "roles" || r.cols[0] == "rank");
      if (r.cols.size() == 2 && (r.cols[0] == "column-name" || r.cols[0] == "column-level" ||
                                 r.cols[0] == "column-keywords" || r.cols[0] == "column-language" ||
                                 r.cols[0] == "column-field")) {
        impl->column_labels.emplace_back(r.cols[0].substr(7), Lazily("labels.tsv", r.line, "^(?:" + r.cols[1] + ")$"));
        continue;
      }
      if (r.cols.size() != 2 || (r.cols[0] != "name" && r.cols[0] != "place" && r.cols[0] != "giver" && !field))
        return Fail("labels.tsv", r.line,
                    "expected name|place|giver|courses|highlights|keywords|roles|rank|column-name|column-level|"
                    "column-keywords|column-language|column-field TAB pattern");
      if (field) {
        impl->field_labels.emplace_back(r.cols[0], Lazily("labels.tsv", r.line, "^(?:" + r.cols[1] + ")$"));
        continue;
      }
      std::string& to = r.cols[0] == "name" ? name_labels : r.cols[0] == "giver" ? giver_labels : place_labels;
      to += (to.empty() ? "" : "|") + ("(?:" + r.cols[1] + ")");
      if (r.cols[0] == "giver" && !pre_ && giver_finite == "1" && !AddWords(r.cols[1], 1, &givers, &giver_rank))
        giver_finite = "0";
    }
    // The giver labels are looked up when every line of them is finite (GiverLabel).
    impl->givers_finite = giver_finite == "1" && !giver_labels.empty();
    if (pre_) {
      if (impl->givers_finite && !impl->giver_words.View(Pre("giver_words")))
        return Fail("labels.tsv", 0, "prebuilt tables out of date");
    } else {
      if (impl->givers_finite) {
        givers.Freeze();
        impl->giver_words = std::move(givers);
      }
      Keep("giver_finite", impl->givers_finite ? "1" : "0");
      Keep("giver_words", std::string(impl->giver_words.bytes()));
    }
    impl->name_label = Lazily("labels.tsv", 0, "^(?:" + name_labels + ")$");
    impl->place_label = Lazily("labels.tsv", 0, "^(?:" + place_labels + ")$");
    // A prefix: the label, then a colon or a space before the value ("Awarded by: ACM").
    impl->giver_label = Lazily("labels.tsv", 0, "^\\s*(?:" + giver_labels + ")(?:\\s*:\\s*|\\s+)");
    std::vector<std::string> labels = {impl->name_label.pattern(), impl->place_label.pattern(), impl->giver_label.pattern()};
    for (const auto& [field, re] : impl->field_labels) labels.push_back(re.pattern());
    // (Then the column labels, after the field labels: ColumnLabel asks the filter first.)
    for (const auto& [kind, re] : impl->column_labels) labels.push_back(re.pattern());
    if (!(s = Filter("label_filter", "labels.tsv", labels, &impl->label_filter)).ok()) return s;
    for (const Row& r : Rows(tables_.at("regions.tsv"))) {
      if (r.cols.size() != 2) return Fail("regions.tsv", r.line, "expected code TAB country");
      impl->regions.emplace(r.cols[0], r.cols[1]);
    }
    for (const Row& r : Rows(tables_.at("postcodes.tsv"))) {
      if (r.cols.size() != 2) return Fail("postcodes.tsv", r.line, "expected id TAB pattern");
      // Case-sensitive, unlike the other rules (RE2's default options).
      RE2::Options exact;
      exact.set_log_errors(false);
      impl->postcodes.push_back(Lazily("postcodes.tsv", r.line, "^(?:" + r.cols[1] + ")$", "", exact));
    }
    std::vector<std::string> extra;
    for (const Row& r : Rows(tables_.at("languages.txt"))) extra.push_back(r.cols[0]);
    return NameTable("languages", "languages.txt", [extra] { return LanguageTable(extra); }, &impl->languages);
  }

  const Tables& tables_;
  const Prebuilt* pre_;
  Record* record_;
};

}  // namespace

std::string FoldKey(std::string_view s) {
  // ASCII needs no ICU: lower-case and collapse space in place.
  bool ascii = true;
  for (char c : s) ascii = ascii && static_cast<unsigned char>(c) < 0x80;
  if (ascii) {
    std::string out;
    out.reserve(s.size());
    bool space = false;
    for (char c : s) {
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
        space = !out.empty();
        continue;
      }
      if (space) out.push_back(' ');
      space = false;
      out.push_back(c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c);
    }
    return out;
  }
  icu::UnicodeString u = icu::UnicodeString::fromUTF8(
      icu::StringPiece(s.data(), static_cast<int32_t>(s.size())));
  u.foldCase();
  std::string out;
  u.toUTF8String(out);
  return text::CollapseSpace(out);
}

// What separates words: ASCII other than letters and digits, and the Unicode blocks of
// punctuation, dashes, quotes, bullets, arrows and shapes. Far smaller DFAs than
// [^\p{L}\p{N}], with the same answer on text (other symbols are rare inside CVs).
const std::string& WordDelimiter() {
  static const std::string delim =
    "[\\x00-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\x7f\\x{a0}-\\x{bf}\\x{d7}\\x{f7}"
    "\\x{2000}-\\x{206f}\\x{2190}-\\x{21ff}\\x{2500}-\\x{27bf}\\x{3000}-\\x{303f}]";
  return delim;
}

RE2::Options RuleOptions() {
  RE2::Options o;
  o.set_case_sensitive(false);
  o.set_log_errors(false);
  return o;
}

std::string WholeWords(const std::string& alternation) {
  return "(?:^|" + WordDelimiter() + ")((?:" + alternation + "))(?:" + WordDelimiter() + "|$)";
}

Status Rules::Impl::Check() const {
  Status s;
  auto check = [&s](const auto& lazy) {
    if (s.ok()) s = lazy.Check();
  };
  for (const LazySet* set : {&headings, &heading_rest, &leadins, &vocab, &vocab_rest, &notice_set, &noise_any, &date_forms,
                             &sentences_any})
    check(*set);
  for (const LazyRe* re : {&heading_joiner, &heading_qualifier, &levels, &buttons, &badges, &date_point, &connector, &connector_ongoing,
                           &since_before, &lead_before, &duration_after, &name_label, &place_label, &giver_label})
    check(*re);
  for (const auto& [id, re] : degrees) check(re);
  for (const auto& re : scores) check(re);
  for (const auto& re : notices) check(re);
  for (const auto& [network, re] : profiles) check(re);
  for (const auto& [field, re] : field_labels) check(re);
  for (const auto& re : postcodes) check(re);
  for (const auto& [kind, re] : sentences) check(re);
  if (!s.ok()) return s;
  countries->size();
  languages->size();
  address_countries->size();
  if (!*to_ascii) return Status(ErrorCode::kInternal, std::string("ICU transliterator ") + kToAscii + " unavailable");
  return Status();
}

Status Rules::Check() const { return impl_->Check(); }

namespace {
Result<std::shared_ptr<const Rules::Impl>> Build(const Tables& tables, const Prebuilt* pre = nullptr) {
  auto impl = std::make_shared<Rules::Impl>();
  Status s = Compiler(tables, pre, nullptr).Run(impl.get());
  if (!s.ok()) return s;
  return std::shared_ptr<const Rules::Impl>(std::move(impl));
}
}  // namespace

std::vector<std::pair<std::string, std::string>> Rules::BuiltinTables() {
  std::vector<std::pair<std::string, std::string>> out;
  for (std::size_t i = 0; i < embedded::kRulesCount; ++i)
    out.emplace_back(std::string(embedded::kRules[i].first), std::string(embedded::kRules[i].second));
  return out;
}

Result<Rules> Rules::LoadBuiltin() {
  // Read once per process, each rule compiled on first use; Rules is a cheap shared handle.
  // Never freed: the process ends without tearing down every automaton (~1% of a one-CV run).
  // The finite rules' tables and ICU's names come prebuilt (normalize/gen_prebuilt.cc), unless
  // the binary has none.
  static const auto* compiled = new Result<std::shared_ptr<const Impl>>([] {
    Tables t;
    for (auto& [name, data] : BuiltinTables()) t[name] = data;
    std::vector<std::pair<std::string_view, std::string_view>> sections;
    if (!UnpackSections(EmbeddedPrebuilt(), &sections)) return Build(t);
    const Prebuilt pre(sections.begin(), sections.end());
    return Build(t, &pre);
  }());
  if (!compiled->ok()) return compiled->status();
  Rules r;
  r.impl_ = compiled->value();
  return r;
}

std::string PrebuiltFor(const std::vector<std::pair<std::string, std::string>>& tables) {
  Tables t(tables.begin(), tables.end());
  Rules::Impl impl;
  Record record;
  if (!Compiler(t, nullptr, &record).Run(&impl).ok()) return "";
  return PackSections(record);
}

Result<Rules> Rules::LoadFromDirectory(const std::string& dir) {
  Tables t;
  for (const char* name : kTableNames) {
    std::ifstream in(dir + "/" + name, std::ios::binary);
    if (!in) return Status(ErrorCode::kBadRule, dir + "/" + name + ": cannot read rule table");
    std::ostringstream ss;
    ss << in.rdbuf();
    t[name] = ss.str();
  }
  auto built = Build(t);
  if (!built.ok()) return built.status();
  Rules r;
  r.impl_ = built.value();
  // Tables from a directory are the user's: every error now, naming its file and line.
  if (Status s = r.Check(); !s.ok()) return s;
  return r;
}

}  // namespace cvmill::normalize
