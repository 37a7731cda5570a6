// Finite rules (normalize/internal/finite.h): the lookups that replace RE2 automata for the
// heading, vocabulary and level tables must say exactly what RE2 says. Every embedded rule
// the lookups take is checked against its RE2 form on its own strings, changed in many
// ways, and on every line of the corpus CVs; and so are tables given with --rules whose
// heading rules need the RE2 set first. Likewise the other ways start-up avoids compiling a
// rule: rule filters (internal/rule_filter.h) never skip a rule that matches, and the date
// alternation finds the spans and tells their forms as an unanchored search and the set of
// the forms do.
#include <gtest/gtest.h>
#include <re2/re2.h>
#include <unicode/unistr.h>
#include <unicode/utf8.h>

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <climits>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "common/text.h"
#include "normalize/internal/finite.h"
#include "normalize/internal/rules_impl.h"
#include "normalize/normalize.h"

namespace cvmill::normalize {
namespace {

std::vector<std::string> Expand(const std::string& pattern) {
  std::vector<std::string> out;
  EXPECT_TRUE(ExpandFinite(pattern, kFiniteCap, &out)) << pattern;
  return out;
}

TEST(Finite, ExpandsInPriorityOrder) {
  EXPECT_EQ(Expand("ab|c"), (std::vector<std::string>{"ab", "c"}));
  EXPECT_EQ(Expand("(?:x|y)z?"), (std::vector<std::string>{"xz", "x", "yz", "y"}));
  EXPECT_EQ(Expand("exp[ée]rience"), (std::vector<std::string>{"expérience", "experience"}));
  EXPECT_EQ(Expand("(?P<deg>Ph\\.D\\.)"), (std::vector<std::string>{"ph.d."}));
  EXPECT_EQ(Expand("ÉCOLE"), (std::vector<std::string>{"école"}));
  EXPECT_EQ(Expand("[-\\s]x"), (std::vector<std::string>{"-x", " x"}));
  EXPECT_EQ(Expand("a|A"), (std::vector<std::string>{"a", "a"}));  // the first counts
}

TEST(Finite, WhiteSpaceRunsAreOneMark) {
  // One \s: a run of exactly one; \s+: one mark for a run of one, another for longer runs.
  EXPECT_EQ(Expand("a\\sb"), (std::vector<std::string>{"a b"}));
  EXPECT_EQ(Expand("a\\s+b"), (std::vector<std::string>{"a b", "a\tb"}));
  EXPECT_EQ(Expand("a\\s*b"), (std::vector<std::string>{"a b", "a\tb", "ab"}));
  EXPECT_EQ(Expand("a\\s?b"), (std::vector<std::string>{"a b", "ab"}));
  // \s? then \s+: two or more when taken, else one or more.
  EXPECT_EQ(Expand("a\\s?\\s+b"), (std::vector<std::string>{"a\tb", "a b", "a\tb"}));
  std::vector<std::string> out;
  EXPECT_FALSE(ExpandFinite("a\\s\\sb", kFiniteCap, &out));     // exactly two
  EXPECT_FALSE(ExpandFinite("a\\s\\s\\s+b", kFiniteCap, &out));  // three or more
}

TEST(Finite, RefusesWhatItCannotStateExactly) {
  std::vector<std::string> out;
  for (const char* p : {"a+", "a*", "a{2}", "a??", "a.b", "^a", "a$", "[a-z]", "[^a]", "\\d", "\\w", "\\bx",
                        "(?i)x", "(?-i:x)", "a b", "a\tb", "x\\p{L}", "(a", "a)", "[ab", "\\"}) {
    EXPECT_FALSE(ExpandFinite(p, kFiniteCap, &out)) << p;
  }
  // Over the cap: 2^13 strings.
  std::string big;
  for (int i = 0; i < 13; ++i) big += "[ab]";
  EXPECT_FALSE(ExpandFinite(big, kFiniteCap, &out));
  EXPECT_TRUE(ExpandFinite(big.substr(4), kFiniteCap, &out));
  EXPECT_EQ(out.size(), 4096u);
}

TEST(Finite, CanonFoldKeepsOffsets) {
  std::vector<std::uint32_t> off;
  // "Ä" folds to "ä" (2 bytes each); the Kelvin sign (3 bytes) to "k" (1); a run of three
  // white-space characters to one TAB, one space to one SPACE.
  EXPECT_EQ(CanonFold("Äb \t\nC\u212A d", &off), "äb\tck d");
  EXPECT_EQ(off, (std::vector<std::uint32_t>{0, 0, 2, 3, 6, 7, 10, 11, 12}));
  EXPECT_EQ(CanonFold("a\v b"), "a\v b");  // VT is not RE2's \s
  EXPECT_EQ(CanonFold("\xff" "A"), "\xff" "a");  // invalid bytes kept
}

// WordDelimiter() as RE2 reads it case-insensitively, for every code point.
TEST(Finite, DelimiterIsRe2sClass) {
  RE2 re(WordDelimiter(), RuleOptions());
  ASSERT_TRUE(re.ok());
  int delimiters = 0;
  for (UChar32 c = 0; c <= 0x10FFFF; ++c) {
    if (U_IS_SURROGATE(c)) continue;
    char buf[U8_MAX_LENGTH];
    int32_t len = 0;
    U8_APPEND_UNSAFE(buf, len, c);
    const std::string s(buf, static_cast<std::size_t>(len));
    std::string folded = SimpleFold(s);
    UChar32 f = 0;
    int32_t at = 0;
    U8_NEXT(folded.data(), at, static_cast<int32_t>(folded.size()), f);
    const bool want = RE2::FullMatch(s, re);
    ASSERT_EQ(IsFoldedDelimiter(static_cast<std::uint32_t>(f)), want) << std::hex << c;
    delimiters += want;
  }
  EXPECT_GT(delimiters, 1000);
}

// Text in the canonical form back to text: a SPACE mark as `one`, a TAB mark as `more`.
std::string Concrete(const std::string& canon, const std::string& one, const std::string& more) {
  std::string out;
  for (char c : canon) {
    if (c == ' ') out += one;
    else if (c == '\t') out += more;
    else out += c;
  }
  return out;
}

// The characters of s, each as a string.
std::vector<std::string> Chars(const std::string& s) {
  std::vector<std::string> chars;
  for (int32_t i = 0; i < static_cast<int32_t>(s.size());) {
    int32_t start = i;
    UChar32 c;
    U8_NEXT(s.data(), i, static_cast<int32_t>(s.size()), c);
    chars.push_back(s.substr(static_cast<std::size_t>(start), static_cast<std::size_t>(i - start)));
  }
  return chars;
}

std::string Upper(const std::string& s) {
  std::string out;
  icu::UnicodeString::fromUTF8(s).toUpper().toUTF8String(out);
  return out;
}

// The strings to try for one canonical string of a rule: itself in several spacings and
// cases, and changed a character at a time, cut, extended and put among other words.
std::vector<std::string> Variants(const std::string& canon) {
  std::vector<std::string> base = {Concrete(canon, " ", "  "), Concrete(canon, "\t", " \n\t"),
                                   Concrete(canon, "  ", "\r\f"), Concrete(canon, "\xC2\xA0", "\v ")};
  base.push_back(Upper(base[0]));
  std::vector<std::string> chars = Chars(base[0]);
  if (!chars.empty()) {
    std::string title = Upper(chars[0]);
    for (std::size_t k = 1; k < chars.size(); ++k) title += chars[k];
    base.push_back(title);
  }
  // Case variants outside ASCII that fold to ASCII: the Kelvin sign, the long s.
  std::string exotic = base[0];
  for (std::size_t at; (at = exotic.find('k')) != std::string::npos;) exotic.replace(at, 1, "\u212A");
  for (std::size_t at; (at = exotic.find('s')) != std::string::npos;) exotic.replace(at, 1, "\u017F");
  base.push_back(exotic);
  std::vector<std::string> out = base;
  for (std::size_t k = 0; k < chars.size(); ++k) {
    std::string before, after;
    for (std::size_t m = 0; m < k; ++m) before += chars[m];
    for (std::size_t m = k + 1; m < chars.size(); ++m) after += chars[m];
    out.push_back(before + after);                      // deleted
    out.push_back(before + "x" + after);                // replaced
    out.push_back(before + chars[k] + chars[k] + after);  // doubled
    out.push_back(before + " " + chars[k] + after);     // a space before
    out.push_back(before + "  " + chars[k] + after);    // two spaces before
    out.push_back(before + "\xC3\x9F" + after);         // ß
    out.push_back(before + "\xff" + chars[k] + after);  // an invalid byte
  }
  for (const std::string& b : std::vector<std::string>{base[0], base[4]}) {
    for (const char* pre : {"", " ", "x", "my ", "-", "(", "1", "\xC2\xB5", "\xCE\xBC", "\xff", "\t"}) {
      for (const char* post : {"", " ", "s", " x", ".", ")", ":", "1", "\xCE\x9C", "\xc3", " and more"})
        out.push_back(pre + b + post);
    }
  }
  return out;
}

// Every line of the corpus CVs (text and markdown), as written, trimmed and collapsed.
std::vector<std::string> CorpusLines() {
  std::vector<std::string> lines;
  for (const auto& e : std::filesystem::recursive_directory_iterator(CVMILL_SOURCE_DIR "/corpus")) {
    const std::string ext = e.path().extension().string();
    if (!e.is_regular_file() || (ext != ".txt" && ext != ".md")) continue;
    std::ifstream in(e.path(), std::ios::binary);
    for (std::string line; std::getline(in, line);) {
      lines.push_back(line);
      lines.emplace_back(text::Trim(line));
      lines.push_back(text::CollapseSpace(line));
    }
  }
  return lines;
}

// The canonical strings of every finite line of a table (word lists) or rule (sections.tsv).
std::vector<std::string> FiniteStrings(const std::string& table, std::size_t column) {
  std::vector<std::string> all, strings;
  for (std::string_view line : text::Split(table, '\n')) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string_view> cols = text::Split(line, '\t');
    if (cols.size() <= column) continue;
    if (ExpandFinite(cols[column], kFiniteCap, &strings)) all.insert(all.end(), strings.begin(), strings.end());
  }
  return all;
}

std::string Table(const std::string& name) {
  for (const auto& [n, text] : Rules::BuiltinTables()) {
    if (n == name) return text;
  }
  ADD_FAILURE() << name;
  return "";
}

// What the one set of every heading rule says.
int Re2Heading(std::string_view s, const Rules::Impl& impl) {
  std::vector<int> hits;
  const std::string folded = SimpleFold(s);
  if (!WhichMatch(*impl.headings, impl.headings_folded ? std::string_view(folded) : s, &hits)) return -1;
  return *std::min_element(hits.begin(), hits.end());
}

// Heading lookups against the RE2 set, on the tables' strings and the corpus; returns how
// many strings matched some rule (so a test can see it tried real headings).
int CheckHeadings(const Rules& rules, const std::vector<std::string>& strings) {
  int matched = 0, wrong = 0;
  auto check = [&](const std::string& s) {
    const int want = Re2Heading(s, rules.impl());
    const int got = FirstHeading(s, rules.impl());
    if (got != want && ++wrong <= 20) ADD_FAILURE() << "'" << s << "': RE2 rule " << want << ", lookup " << got;
    matched += want >= 0;
  };
  for (const std::string& canon : strings) {
    for (const std::string& v : Variants(canon)) check(v);
  }
  for (const std::string& line : CorpusLines()) check(line);
  EXPECT_EQ(wrong, 0);
  return matched;
}

// The month names' trie (LiteralTrie, what {MONTH} becomes in date_patterns.tsv) against
// the alternation it replaces, longest first: the same matches, spans and groups in the
// contexts the date forms put it in (a following part that can fail, so a shorter name must
// be tried), over the names, their prefixes, case variants, neighbours and pairs.
TEST(Finite, LiteralTrieIsTheAlternationLongestFirst) {
  Rules rules = Rules::LoadBuiltin().value();
  std::vector<std::string> words;
  for (const auto& [name, month] : rules.impl().months) words.push_back(name);
  for (const char* w : {"ab", "abc", "abcd", "abx", "b", "ä", "äb", "a.b", "a+b", "x|y", "a(b"}) words.push_back(w);
  ASSERT_GT(words.size(), 60u);
  std::vector<std::string> sorted = words;
  std::sort(sorted.begin(), sorted.end(), [](const std::string& a, const std::string& b) {
    return a.size() != b.size() ? a.size() > b.size() : a < b;
  });
  std::string alt;
  for (const std::string& w : sorted) alt += (alt.empty() ? "" : "|") + RE2::QuoteMeta(w);
  alt = "(?:" + alt + ")";
  const std::string trie = LiteralTrie(words);
  EXPECT_LT(trie.size(), alt.size() + alt.size() / 4);
  std::vector<std::string> texts;
  for (const std::string& w : words) {
    for (std::string t : {w, w + ".", w + " 2021", w + ". 2021", w + "x 2021", w + "e", "x" + w, " " + w + ", 1999"}) {
      texts.push_back(t);
      std::string upper = t;
      for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      texts.push_back(upper);
    }
    for (std::size_t k = 1; k < w.size(); ++k) texts.push_back(w.substr(0, k) + " 2020");
    texts.push_back(w + sorted[texts.size() % sorted.size()] + " 2019");
  }
  int matched = 0;
  for (const std::string wrap : {"(X)", "(X)\\.?\\s+(\\d{4})", "(X)(e|x)?\\s(\\d+)", "(?:^|\\s)(X)(?:\\.|\\s|$)", "^(X)$"}) {
    auto make = [&](const std::string& x) {
      std::string p = wrap;
      p.replace(p.find('X'), 1, x);
      return p;
    };
    RE2 a(make(alt), RuleOptions()), b(make(trie), RuleOptions());
    ASSERT_TRUE(a.ok() && b.ok()) << b.error();
    ASSERT_EQ(a.NumberOfCapturingGroups(), b.NumberOfCapturingGroups());
    const int n = 1 + a.NumberOfCapturingGroups();
    for (const std::string& t : texts) {
      std::vector<re2::StringPiece> sa(static_cast<std::size_t>(n)), sb(static_cast<std::size_t>(n));
      const bool ma = a.Match(t, 0, t.size(), RE2::UNANCHORED, sa.data(), n);
      const bool mb = b.Match(t, 0, t.size(), RE2::UNANCHORED, sb.data(), n);
      ASSERT_EQ(ma, mb) << wrap << " on '" << t << "'";
      matched += ma;
      for (int g = 0; ma && g < n; ++g) {
        EXPECT_EQ(sa[static_cast<std::size_t>(g)].data(), sb[static_cast<std::size_t>(g)].data()) << wrap << " '" << t << "' group " << g;
        EXPECT_EQ(sa[static_cast<std::size_t>(g)].size(), sb[static_cast<std::size_t>(g)].size()) << wrap << " '" << t << "' group " << g;
      }
    }
  }
  EXPECT_GT(matched, 1000);
}

TEST(Finite, HeadingLookupsAreTheRe2Set) {
  Rules rules = Rules::LoadBuiltin().value();
  const Rules::Impl& impl = rules.impl();
  // Most heading rules are finite (else start-up pays for the set again).
  EXPECT_LE(impl.heading_rest_rules.size() * 10, impl.heading_rules.size());
  EXPECT_GT(CheckHeadings(rules, FiniteStrings(Table("sections.tsv"), 3)), 5000);
}

TEST(Finite, VocabularyLookupsAreTheRe2Set) {
  Rules rules = Rules::LoadBuiltin().value();
  const Rules::Impl& impl = rules.impl();
  std::vector<std::string> strings;
  for (const char* file : {"job_titles.txt", "org_words.txt", "award_words.txt"}) {
    std::vector<std::string> s = FiniteStrings(Table(file), 0);
    strings.insert(strings.end(), s.begin(), s.end());
  }
  EXPECT_GT(strings.size(), 400u);
  int matched = 0, wrong = 0;
  auto check = [&](const std::string& s) {
    std::vector<int> hits;
    unsigned want = 0;
    if (WhichMatch(*impl.vocab, s, &hits)) {
      for (int h : hits) want |= 1u << h;
    }
    const unsigned got = Vocab(s, rules);
    if (got != want && ++wrong <= 20) ADD_FAILURE() << "'" << s << "': RE2 " << want << ", lookup " << got;
    matched += want != 0;
  };
  for (const std::string& canon : strings) {
    for (const std::string& v : Variants(canon)) check(v);
  }
  // Pairs of words, for phrases that run across a delimiter into the next.
  for (std::size_t i = 0; i + 1 < strings.size(); i += 7) check(strings[i] + " " + strings[i + 1]);
  for (const std::string& line : CorpusLines()) check(line);
  EXPECT_EQ(wrong, 0);
  EXPECT_GT(matched, 20000);
}

TEST(Finite, LevelLookupsAreTheRe2Regex) {
  Rules rules = Rules::LoadBuiltin().value();
  const Rules::Impl& impl = rules.impl();
  ASSERT_TRUE(impl.levels_finite);
  const std::vector<std::string> strings = FiniteStrings(Table("levels.tsv"), 0);
  int matched = 0, wrong = 0;
  auto check = [&](const std::string& s) {
    re2::StringPiece sub[2];
    std::size_t want_b = 0, want_e = 0, got_b = 0, got_e = 0;
    const bool want = impl.levels->Match(s, 0, s.size(), RE2::UNANCHORED, sub, 2);
    if (want) {
      want_b = static_cast<std::size_t>(sub[1].data() - s.data());
      want_e = want_b + sub[1].size();
    }
    const bool got = FindLevel(s, rules, &got_b, &got_e);
    if ((got != want || want_b != got_b || want_e != got_e) && ++wrong <= 20)
      ADD_FAILURE() << "'" << s << "': RE2 " << want << " [" << want_b << "," << want_e << "), lookup " << got
                    << " [" << got_b << "," << got_e << ")";
    matched += want;
  };
  for (const std::string& canon : strings) {
    for (const std::string& v : Variants(canon)) check(v);
  }
  for (std::size_t i = 0; i + 1 < strings.size(); ++i) check("x, " + strings[i] + " " + strings[i + 1]);
  for (const std::string& line : CorpusLines()) check(line);
  EXPECT_EQ(wrong, 0);
  EXPECT_GT(matched, 10000);
}

// Degree and score rules that are finite, their group the whole rule, are looked up: the
// span is the one RE2 gives the group, on each rule's own strings changed in many ways and
// on every corpus line. Some of each table must be taken (else this tests nothing).
void CheckGroupWords(const std::vector<LazyRe>& res, const std::vector<WordTable>& words, const char* group,
                     const std::string& table, int want_taken) {
  ASSERT_EQ(res.size(), words.size());
  std::vector<std::string> patterns;
  for (std::string_view line : text::Split(table, '\n')) {
    if (line.empty() || line[0] == '#') continue;
    patterns.emplace_back(text::Split(line, '\t').at(1));
  }
  ASSERT_EQ(patterns.size(), res.size());
  const std::vector<std::string> lines = CorpusLines();
  int taken = 0;
  for (std::size_t k = 0; k < res.size(); ++k) {
    if (words[k].empty()) continue;
    ++taken;
    const std::string open = std::string("(?P<") + group + ">";
    ASSERT_EQ(patterns[k].compare(0, open.size(), open), 0);
    const std::vector<std::string> strings = Expand(patterns[k].substr(open.size(), patterns[k].size() - open.size() - 1));
    const int g = res[k].groups().at(group);
    int matched = 0, wrong = 0;
    auto check = [&](const std::string& s) {
      std::vector<re2::StringPiece> sub(static_cast<std::size_t>(g) + 1);
      std::size_t want_b = 0, want_e = 0, got_b = 0, got_e = 0;
      const bool want = res[k]->Match(s, 0, s.size(), RE2::UNANCHORED, sub.data(), g + 1);
      if (want) {
        want_b = static_cast<std::size_t>(sub[static_cast<std::size_t>(g)].data() - s.data());
        want_e = want_b + sub[static_cast<std::size_t>(g)].size();
      }
      std::vector<std::uint32_t> offsets;
      const std::string c = CanonFold(s, &offsets);
      const bool got = words[k].First(c, &got_b, &got_e);
      if (got) {
        got_b = offsets[got_b];
        got_e = offsets[got_e];
      }
      if ((got != want || want_b != got_b || want_e != got_e) && ++wrong <= 20)
        ADD_FAILURE() << "rule " << k << " '" << s << "': RE2 " << want << " [" << want_b << "," << want_e
                      << "), lookup " << got << " [" << got_b << "," << got_e << ")";
      matched += want;
    };
    for (const std::string& canon : strings) {
      for (const std::string& v : Variants(canon)) check(v);
    }
    for (std::size_t i = 0; i + 1 < strings.size(); ++i) check("x, " + strings[i] + " " + strings[i + 1]);
    for (const std::string& line : lines) check(line);
    EXPECT_EQ(wrong, 0) << "rule " << k;
    EXPECT_GT(matched, static_cast<int>(strings.size())) << "rule " << k;
  }
  EXPECT_GE(taken, want_taken);
}

// The giver labels ("Awarded by:", "publié dans") are a prefix looked up: its length is what
// RE2's Consume of the label's pattern gives, on the labels changed in many ways and every
// corpus line.
TEST(Finite, GiverLabelLookupIsTheRe2Prefix) {
  Rules rules = Rules::LoadBuiltin().value();
  const Rules::Impl& impl = rules.impl();
  ASSERT_TRUE(impl.givers_finite);
  std::vector<std::string> strings;
  const std::string table = Table("labels.tsv");
  for (std::string_view line : text::Split(table, '\n')) {
    std::vector<std::string_view> cols = text::Split(line, '\t');
    if (cols.size() != 2 || cols[0] != "giver") continue;
    for (const std::string& w : Expand(std::string(cols[1]))) strings.push_back(w);
  }
  ASSERT_GT(strings.size(), 20u);
  int matched = 0, wrong = 0;
  auto check = [&](const std::string& s) {
    re2::StringPiece in(s);
    const std::size_t want = RE2::Consume(&in, *impl.giver_label) ? static_cast<std::size_t>(in.data() - s.data()) : 0;
    const std::size_t got = GiverLabel(s, rules);
    if (got != want && ++wrong <= 20) ADD_FAILURE() << "'" << s << "': RE2 " << want << ", lookup " << got;
    matched += want > 0;
  };
  for (const std::string& canon : strings) {
    for (const std::string& v : Variants(canon)) {
      for (const char* after : {"", " ACM", ": ACM", " :ACM", "  \t: ", ":", ",", "\xC2\xA0x"}) check(v + after);
    }
  }
  for (std::size_t i = 0; i + 1 < strings.size(); ++i) check(" " + strings[i] + " " + strings[i + 1] + " x");
  for (const std::string& line : CorpusLines()) check(line);
  EXPECT_EQ(wrong, 0);
  EXPECT_GT(matched, static_cast<int>(strings.size()) * 4);
}

TEST(Finite, DegreeAndScoreLookupsAreTheRe2Rules) {
  Rules rules = Rules::LoadBuiltin().value();
  const Rules::Impl& impl = rules.impl();
  std::vector<LazyRe> degrees;
  for (const auto& [id, re] : impl.degrees) degrees.push_back(re);
  CheckGroupWords(degrees, impl.degree_words, "deg", Table("degrees.tsv"), 3);
  CheckGroupWords(impl.scores, impl.score_words, "score", Table("scores.tsv"), 1);
}

// Tables from --rules: a heading rule that is not finite before the finite ones (the RE2
// set must then be asked first), and upper-case patterns (the sets are case-insensitive).
TEST(Finite, RulesFromADirectoryKeepRe2Order) {
  const auto dir = std::filesystem::temp_directory_path() / ("cvmill_finite_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  for (auto [name, text] : Rules::BuiltinTables()) {
    if (name == "sections.tsv") {
      text = "first\twork\t-\t.*ence\nupper\tskills\t-\tSKILLS|Kompetenzen\n" + text;
    }
    std::ofstream(dir / name, std::ios::binary) << text;
  }
  auto loaded = Rules::LoadFromDirectory(dir.string());
  std::filesystem::remove_all(dir);
  ASSERT_TRUE(loaded.ok()) << loaded.status().message();
  const Rules::Impl& impl = loaded.value().impl();
  EXPECT_FALSE(impl.headings_folded);
  ASSERT_FALSE(impl.heading_rest_rules.empty());
  EXPECT_EQ(impl.heading_rest_rules.front(), 0);
  EXPECT_EQ(FirstHeading("Experience", impl), 0);  // the RE2 rule, though a finite one matches too
  EXPECT_EQ(FirstHeading("skills", impl), 1);
  EXPECT_GT(CheckHeadings(loaded.value(), FiniteStrings(Table("sections.tsv"), 3)), 5000);
}

// Rule filters never pass over a rule that matches, on every corpus line and on lines made
// to match; and they do pass over some (a filter letting everything through would be no test).
TEST(RuleFilter, NeverSkipsARuleThatMatches) {
  auto rules = Rules::LoadBuiltin();
  ASSERT_TRUE(rules.ok());
  const Rules::Impl& impl = rules.value().impl();
  std::vector<std::string> texts = CorpusLines();
  for (const char* t : {"PhD in Physics", "Dr. rer. nat.", "M.Sc. Informatik", "MSc", "MA in History", "B.A.", "BEng",
                        "Diplom-Ingenieur", "Ausbildung zum Elektroniker", "Erasmus exchange semester",
                        "Master of Science", "Licenciatura en Derecho", "Abitur", "A-Levels", "Laurea magistrale",
                        "GPA: 3.9/4.0", "Final grade 1,3", "First Class Honours", "summa cum laude", "Note: sehr gut",
                        "Name", "Vor- und Zuname", "Nom", "Ville", "Country", "Awarded by: ACM", "Issued by Coursera",
                        "Courses", "Responsibilities", "Technologies", "Role", "Last updated: May 2024",
                        "© 2024 All rights reserved", "PDF Code Slides", "Born 1990", "We are hiring",
                        "\xE2\x84\xAA" "elvin", "MA\xC3\x9FSTER", "ph\xC4\xB1" "d", ""})
    texts.emplace_back(t);
  int skipped = 0, matched = 0;
  auto check = [&](const RuleFilter& filter, std::size_t k, const RE2& re, const std::string& text, bool whole) {
    const bool match = whole ? RE2::FullMatch(text, re) : RE2::PartialMatch(text, re);
    Folded folded(text);
    const bool may = filter.MayMatch(k, &folded);
    EXPECT_TRUE(may || !match) << "rule " << k << " of " << re.pattern().substr(0, 60) << " on '" << text << "'";
    skipped += !may;
    matched += match;
  };
  for (const std::string& text : texts) {
    for (std::size_t k = 0; k < impl.degrees.size(); ++k) check(impl.degree_filter, k, *impl.degrees[k].second, text, false);
    for (std::size_t k = 0; k < impl.scores.size(); ++k) check(impl.score_filter, k, *impl.scores[k], text, false);
    for (std::size_t k = 0; k < impl.notices.size(); ++k) check(impl.noise_filter, k, *impl.notices[k], text, true);
    check(impl.noise_filter, impl.notices.size(), *impl.buttons, text, true);
    check(impl.label_filter, Rules::Impl::kNameLabel, *impl.name_label, text, true);
    check(impl.label_filter, Rules::Impl::kPlaceLabel, *impl.place_label, text, true);
    check(impl.label_filter, Rules::Impl::kGiverLabel, *impl.giver_label, text, false);  // a prefix: "^..."
    for (std::size_t k = 0; k < impl.field_labels.size(); ++k)
      check(impl.label_filter, Rules::Impl::kFieldLabels + k, *impl.field_labels[k].second, text, true);
  }
  EXPECT_GT(matched, 100);
  EXPECT_GT(skipped, static_cast<int>(texts.size()) * 10);
}

// A filter worked out for a few patterns: a rule with a literal is passed over by a text
// without it (folded: any case), a rule that needs none (\pL+) never is.
TEST(RuleFilter, ComputedFromTheLiterals) {
  RE2::Options options;
  options.set_case_sensitive(false);
  const std::string bytes = RuleFilter::Compute({"foo(bar|baz)", "\\pL+", "qu[\xC3\xA9" "e]bec"}, options);
  RuleFilter filter;
  ASSERT_TRUE(filter.Load(bytes, 3));
  EXPECT_FALSE(filter.Load(bytes, 2));
  auto may = [&](std::size_t k, const char* text) {
    Folded folded(text);
    return filter.MayMatch(k, &folded);
  };
  EXPECT_TRUE(may(0, "a FOOBAR b"));
  EXPECT_TRUE(may(0, "foobaz"));
  EXPECT_FALSE(may(0, "foo bar"));
  EXPECT_TRUE(may(1, "nothing"));
  EXPECT_TRUE(may(2, "QU\xC3\x89" "BEC"));
  EXPECT_TRUE(may(2, "Quebec"));
  EXPECT_FALSE(may(2, "Qubec"));
  RuleFilter none;  // tables from a directory: every rule runs
  Folded folded("x");
  EXPECT_TRUE(none.MayMatch(0, &folded));
}

// Named groups made plain: the same group numbers, classes and escapes left alone.
TEST(RuleFilter, UnnamedGroupsKeepTheNumbers) {
  std::map<std::string, int> names;
  EXPECT_EQ(UnnamedGroups("(a)(?P<x>b)[(](?:c)\\((?P<y>d)\\Q(?P<z>\\E[]()]", &names),
            "(a)(b)[(](?:c)\\((d)\\Q(?P<z>\\E[]()]");
  EXPECT_EQ(names, (std::map<std::string, int>{{"x", 2}, {"y", 3}}));
  const RE2 re("(a)(?P<x>b)[(](?:c)\\((?P<y>d)\\Q(?P<z>\\E[]()]");
  EXPECT_EQ(re.NamedCapturingGroups(), names);
}

// The spans of the date alternation found without RE2's reverse program are RE2's, and the
// form the alternation tells for a span (and for the span cut at either end) is the set's.
TEST(DateForms, AlternationTellsWhatTheSetTells) {
  auto rules = Rules::LoadBuiltin();
  ASSERT_TRUE(rules.ok());
  const Rules::Impl& impl = rules.value().impl();
  std::vector<std::string> texts = CorpusLines();
  for (const char* t : {"05.2019.", "Nov. 2020", "12/2019 - 03/2021", "Sommersemester 2019", "2019-05-01", "ª2019",
                        "März 2020–heute", "1. Juni 2018", "June 5, 2017", "2019.", "µ2019µ", "Fall 2020."})
    texts.emplace_back(t);
  int spans = 0, told = 0;
  for (const std::string& text : texts) {
    const re2::StringPiece whole(text);
    for (std::size_t pos = 0; pos < text.size();) {
      re2::StringPiece want, got;
      const bool found = impl.date_point->Match(whole, pos, text.size(), RE2::UNANCHORED, &want, 1);
      ASSERT_EQ(NextDatePoint(*impl.date_point, text, pos, &got), found) << text;
      if (!found) break;
      EXPECT_EQ(got.data(), want.data()) << text;
      EXPECT_EQ(got.size(), want.size()) << text;
      ++spans;
      for (std::size_t cut_front : {0, 1})
        for (std::size_t cut_back : {0, 1}) {
          if (cut_front + cut_back > want.size()) continue;
          const re2::StringPiece span(want.data() + cut_front, want.size() - cut_front - cut_back);
          std::vector<int> hits;
          impl.date_forms->Match(span, &hits);
          const int set = hits.empty() ? -1 : *std::min_element(hits.begin(), hits.end());
          const int alternation = SpanFormByAlternation(span, impl);
          if (alternation == -2) continue;
          ++told;
          EXPECT_EQ(alternation, set) << "'" << std::string(span.data(), span.size()) << "' in '" << text << "'";
        }
      const std::size_t end = static_cast<std::size_t>(want.data() - text.data()) + want.size();
      pos = end > pos ? end : pos + 1;
    }
  }
  EXPECT_GT(spans, 500);
  EXPECT_GT(told, spans);
}

}  // namespace
}  // namespace cvmill::normalize
