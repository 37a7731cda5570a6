// normalize/normalize.h — sections, dates, names, contacts and vocabulary from layout lines.
//
// The one public header of the normalize stage. Every rule is data: the tables in
// normalize/rules/ (documented in normalize/rules/README.md) are embedded in the binary at
// build time and read once into an immutable Rules object, shared by all threads; each rule
// is compiled the first time an input needs it (thread-safe), so a process that converts one
// CV compiles only what that CV asks for.
//
//   auto rules = cvmill::normalize::Rules::LoadBuiltin();   // once, at start
//   if (!rules.ok()) return Fail(rules.status());           // names the table and line
//   Normalized n = cvmill::normalize::Normalize(doc, rules.value());
//
// One example per rule family (each is a case in tests/normalize_test.cc):
//   "Mar 2018 – Jun 2019"      => 2018-03 .. 2019-06          (rule mon_y)
//   "since July 2021"          => 2021-07 .. ongoing
//   "05/2023"                  => 2023-05                     (rule my)
//   "Fall 2020"                => 2020                        (rule season_y)
//   "ANNA-LENA VAN DER MEER"   => "Anna-Lena van der Meer", match key "anna-lena van der meer"
//   "BERUFSERFAHRUNG"          => Section::kWork              (rule work.de)
//   "github.com/jdoe"          => profile GitHub, username "jdoe"
//   "Munich, Germany"          => city "Munich", country code "DE"
#ifndef CVMILL_NORMALIZE_NORMALIZE_H_
#define CVMILL_NORMALIZE_NORMALIZE_H_

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/status.h"
#include "extract/extract.h"

namespace cvmill::normalize {

enum class Section {
  kNone,  // before the first heading, or after a list that a lead-in sentence opened
  kSummary,
  kWork,
  kEducation,
  kPublications,
  kSkills,
  kLanguages,
  kInterests,
  kAwards,
  kProjects,
  kVolunteer,
  kReferences,
  kContact,
  kTeaching,
  kCertificates,
  kIgnore,
};
// "work", "education", ... as used in the rule tables; "none" for kNone.
std::string_view SectionName(Section section);

// A date at the precision written: month and day are 0 when not given.
struct PartialDate {
  int year = 0;
  int month = 0;
  int day = 0;
  bool empty() const { return year == 0; }
  std::string ToIso() const;  // "2021", "2021-07", "2021-07-03"; "" when empty
};

struct DateRange {
  PartialDate start;
  PartialDate end;       // empty when ongoing or when only one date was written
  bool ongoing = false;  // "– Present", "since ..."
  bool single = false;   // one date, no range ("2018", "05/2023")
  std::size_t begin = 0;  // byte span of the date text within the searched string
  std::size_t end_offset = 0;
  std::string rule;  // id of the date_patterns.tsv rule that read the (first) date
};

struct Heading {
  Section section = Section::kNone;
  std::string rule;  // id in sections.tsv
  bool group = false;     // the heading names a group (skill group, volunteer role)
  bool preprint = false;  // entries are pre-prints
  bool leadin = false;    // a sentence ending in ':' that opens a list
  bool title = false;     // the document's title ("Curriculum Vitae"): opens no section
  bool container = false; // names no section but holds some ("Additional information")
};

struct Degree {
  std::string study_type;  // as written: "PhD", "Master of Science", "Study abroad"
  std::string area;        // "Informatics"
  std::string score;       // "Distinction Honour" when a parenthetical grade follows
  std::string rest;        // what the degree part did not take
};

struct Profile {
  std::string network;
  std::string username;
  std::string url;  // with scheme
};

struct Place {
  std::string address;       // street and house ("Josefstädter Straße 41/7"); ParseAddress only
  std::string postal_code;   // "1080", "M20 3BP"; ParseAddress only
  std::string region;        // "TX" in "Austin, TX"; a middle part before a country
  std::string city;
  std::string country;       // as written
  std::string country_code;  // ISO 3166-1 alpha-2
};

// A position or degree stated in a first-person sentence ("I was a research intern (2016)
// at X").
struct StatedRole {
  enum Kind { kWork, kDegree } kind = kWork;
  std::string role;  // position, or degree for kDegree
  std::string org;
  DateRange dates;   // dates.start.empty() when none
};

// Compiled rule tables. Immutable after loading (rules compiled on first use, thread-safe);
// share one instance across threads.
class Rules {
 public:
  // The embedded tables; their shape is checked now, their patterns when first used (a test
  // runs Check() on them, so that cannot fail).
  static Result<Rules> LoadBuiltin();
  // Loads the tables from DIR (same file names as normalize/rules/); for `cvmill --rules`.
  // Compiles every rule at once (Check()), so a bad pattern is reported with its file and line.
  static Result<Rules> LoadFromDirectory(const std::string& dir);
  // Compiles every rule not compiled yet; the first error names the table and line.
  Status Check() const;
  // The embedded tables as text: file name and contents.
  static std::vector<std::pair<std::string, std::string>> BuiltinTables();

  struct Impl;
  const Impl& impl() const { return *impl_; }

 private:
  std::shared_ptr<const Impl> impl_;
};

// --- Headings and vocabulary ---------------------------------------------------------
// Classifies a whole line as a section heading ("2. Work Experience:", "**SKILLS**").
std::optional<Heading> MatchHeading(std::string_view line, const Rules& rules);
// A sentence ending in ':' that opens a list ("... supervise the following students:").
std::optional<Heading> MatchLeadIn(std::string_view line, const Rules& rules);
// Which vocabularies a text has words of, in one pass: bits of kTitleWord, kOrgWord, kAwardWord.
enum VocabBits : unsigned { kTitleWord = 1, kOrgWord = 2, kAwardWord = 4 };
unsigned Vocab(std::string_view text, const Rules& rules);
bool HasJobTitle(std::string_view text, const Rules& rules);
bool HasOrgWord(std::string_view text, const Rules& rules);
bool HasAwardWord(std::string_view text, const Rules& rules);
std::optional<Degree> MatchDegree(std::string_view text, const Rules& rules);
// An education score stated in a line ("Graduated with 1.7", "GPA 3.8/4.0").
std::optional<std::string> FindScore(std::string_view text, const Rules& rules);
// A proficiency level ("Native", "Fluent", "B2"); returns the byte span of the first.
bool FindLevel(std::string_view text, const Rules& rules, std::size_t* begin, std::size_t* end);
bool IsNotice(std::string_view line, const Rules& rules);   // site notice, news item
bool IsButtons(std::string_view line, const Rules& rules);  // "PDF Code"
bool IsNoise(std::string_view line, const Rules& rules);    // IsNotice || IsButtons, one pass
// Removes trailing badges ("GitHub stars"); returns the cleaned text.
std::string StripBadges(std::string_view text, const Rules& rules);
bool IsLanguageName(std::string_view word, const Rules& rules);  // "German", "Deutsch"
// ISO 639 code of a language named in en/de/fr/es ("Deutsch", "German" => "de").
std::optional<std::string> LanguageCode(std::string_view name, const Rules& rules);

// --- Dates -----------------------------------------------------------------------------
// Every date or range in `text`, in order.
std::vector<DateRange> FindDates(std::string_view text, const Rules& rules);
// The range when `text` is nothing but a date or range (punctuation aside).
std::optional<DateRange> ParseDateRange(std::string_view text, const Rules& rules);
// The same test on dates already found in `text` by FindDates.
std::optional<DateRange> WholeRange(std::string_view text, const std::vector<DateRange>& found);

// --- Names -----------------------------------------------------------------------------
// NFC; a name in capitals gets proper case ("ANNA-LENA VAN DER MEER" => "Anna-Lena van der
// Meer"); a name that mixes case is returned as written.
std::string ProperCaseName(std::string_view name, const Rules& rules);
// Diacritic-free lower-case key: "Wagenländer" and "WAGENLANDER" => "wagenlander".
std::string NameMatchKey(std::string_view name, const Rules& rules);
// The words a record is checked by for lost text (structure/'s leftovers, corpus_test): runs
// of letters and digits (Unicode), each folded to ASCII lower case as NameMatchKey folds names,
// kept when a key word (text::IsKeyWord: three letters or more, or opening with a digit).
//   FoldedKeyWords("MÜLLER, Straße 5 – of") => {"muller", "strasse", "5"}
// Latin letters are folded by a table; other scripts by ICU ("Ελλάδα" => "ellada").
std::vector<std::string> FoldedKeyWords(std::string_view s, const Rules& rules);
// The same words as spans of s and hashes of their folded form (KeyWordHash), appended to *out.
struct KeyWord {
  std::size_t begin = 0, end = 0;
  std::uint64_t hash = 0;
};
void FoldKeyWords(std::string_view s, const Rules& rules, std::vector<KeyWord>* out);
std::uint64_t KeyWordHash(std::string_view folded);
// Whether a line looks like a person's name (2-5 capitalised words, no digits, no keywords;
// lower-case abbreviations may follow a leading title: "Dr. iur. Jane Roe").
bool LooksLikePersonName(std::string_view line, const Rules& rules);
// Three letters or more, none in lower case: text set in capitals ("GRADUATE", "DIPLÔME").
bool AllCaps(std::string_view t);
// Title case for a heading or label written in capitals ("PROGRAMMING LANGUAGES").
std::string TitleCaseIfCaps(std::string_view text);

// --- Contacts and places ---------------------------------------------------------------
std::optional<std::string> FindEmail(std::string_view text);
std::optional<std::string> FindPhone(std::string_view text);
// URLs and bare domains ("github.com/x", "https://a.org/b") in order.
std::vector<std::string> FindUrls(std::string_view text);
std::optional<Profile> MatchProfile(std::string_view url, const Rules& rules);
// "LinkedIn", "github" => the network's name as profiles.tsv writes it; nullopt for any
// other word (one-letter names, "X", are never matched alone).
std::optional<std::string> NetworkName(std::string_view word, const Rules& rules);
// "jane-doe-rn", "jdoe_42", "@jdoe": one token that can only be a user name on a network
// (lower case, or with a digit, '-', '_' or '.' inside; no '@' but a leading one; no '/'), or a
// fediverse address, "@jdoe@social.example" (the leading '@' required: "jdoe@x.org" is mail).
bool IsHandle(std::string_view token);
// "in" (of "in/jane-doe") => "LinkedIn": a network's address path written without its host,
// as profiles.tsv's third column lists them; nullopt for any other word.
std::optional<std::string> NetworkOfPath(std::string_view prefix, const Rules& rules);
std::string WithScheme(std::string_view url);
// ISO 3166 code for a country name in en/de/fr/es or an alias ("United Kingdom" => "GB").
std::optional<std::string> CountryCode(std::string_view name, const Rules& rules);
bool IsCity(std::string_view name, const Rules& rules);
// Any town GeoNames lists, whatever its size ("Kufstein"), or a listed city; no word of the
// other vocabularies. Weak alone: evidence for a slot that most entries of a section fill so.
bool IsTown(std::string_view name, const Rules& rules);
bool IsPostcode(std::string_view text, const Rules& rules);
// "Name", "Nom", "Vor- und Zuname": a label that introduces the person's name (labels.tsv).
bool IsNameLabel(std::string_view label, const Rules& rules);
// "Courses", "HIGHLIGHTS", "Technologies:": a label inside an entry naming the field its list
// items or values fill: "courses", "highlights", "keywords" or "roles" (labels.tsv).
std::optional<std::string> EntryFieldLabel(std::string_view label, const Rules& rules);
// "Area", "Niveau", "Palabras clave", "Idioma": a table's header cell naming what its column
// holds: "name", "level", "keywords" or "language" (labels.tsv kinds "column-*").
std::optional<std::string> ColumnLabel(std::string_view label, const Rules& rules);
// "Awarded by: ACM", "by ACM", "Published in Nature", "verliehen von X": the length in bytes of
// the label before who gave an award, issued a certificate or published a work (labels.tsv
// kind "giver"); 0 when the line does not start with one.
std::size_t GiverLabel(std::string_view line, const Rules& rules);
// "City: Torino <gap> Country: Italy" (every cell a place label and its value) -> "Torino,
// Italy"; nullopt for any other line.
std::optional<std::string> LabelledPlace(std::string_view line, const Rules& rules);
// "TX", "ON", "NSW": a region code written after a city (regions.tsv), exactly as written.
bool IsRegionCode(std::string_view text, const Rules& rules);
// "Munich, Germany", "Germany", "London" => Place; nullopt when `text` is not only a place.
// A city is known by cities.txt or by GeoNames (normalize/rules/geonames_cities.tsv): any
// of GeoNames' towns before a country ("Footscray, Victoria, AU"), one of 10^5 inhabitants
// after a comma, and one of 10^6 standing alone ("Reading" alone is no place).
std::optional<Place> ParsePlace(std::string_view text, const Rules& rules);
// A postal address in one line, cut into its parts, in the orders countries write them:
//   "Via Emilia Est 214, 41121 Modena, Italia" => address, postal code, city, country IT
//   "2418 Bissonnet Street, Houston, TX 77005" => address, city, region "TX", postal code
//   "Manchester, Greater Manchester M20 3BP"   => city, region, postal code
//   "Löwenstrasse 19 8001 Zürich Zürich CH"    => address, postal code, city, region, CH
// A postcode, a country (name or ISO code) or a region code must stand beside the city;
// nullopt when the text is not an address ("Berlin 2019", a street alone).
std::optional<Place> ParseAddress(std::string_view text, const Rules& rules);
// A place written over cells or lines, its parts in any of the orders themes print them:
//   "1080," / "Wien" / "(AT)," / "Wien"           => postal code, city, AT, region
//   "AT" / "Wien" / "Wien"; "Rua Alta 5" / "4000" / "Porto" / "PT"
// The country (a name or an ISO code, bracketed or not) may stand anywhere; the other parts
// keep the order street, postcode, city, region. The city must be a town some table knows
// (in that country) or stand beside a postcode; nullopt otherwise, or for a single part.
std::optional<Place> ParsePlaceParts(const std::vector<std::string_view>& parts, const Rules& rules);

// --- Sentences -------------------------------------------------------------------------
std::vector<StatedRole> FindStatedRoles(std::string_view paragraph, const Rules& rules);

// --- The stage -------------------------------------------------------------------------
struct Block {
  Section section = Section::kNone;
  std::string heading;       // as written ("" for the document head)
  int heading_line = -1;     // index into Document::lines, -1 when none
  int heading_tail = -1;     // the heading's second line when it wrapped, -1 when none
  std::string rule;          // sections.tsv rule id
  bool group = false;        // Heading::group
  bool preprint = false;
  // The heading is the first cell of a row whose other cells are the section's first line
  // ("Projects <gap> Manhattan WMS implementation, 2020"): lines.front() is that row, read
  // without its first cell.
  bool heading_in_row = false;
  // Where the row goes on after its heading when no gap parts them (a heading in capitals run
  // into the first line: "VOLUNTEERING Food Trust, Treasurer"); 0: after the first cell.
  std::size_t row_cut = 0;
  bool container = false;    // Heading::container
  std::vector<int> lines;    // indices into Document::lines, in order
};

struct Normalized {
  std::vector<Block> blocks;  // the document head first (section kNone), then one per heading
  std::vector<int> title_lines;  // document titles ("Lebenslauf"), which open no section
};

// What Normalize decided about headings and why, recorded where it decides (for `cvmill parse
// --explain`; structure::ExplainText prints it). Plain data; nothing is recorded without one.
struct HeadingTrace {
  // A flow's heading style: the typography most of its rule-recognised headings share.
  struct Style {
    int page = 0, column = 0;   // the flow: a column of a page (0, 0 for text)
    bool found = false;         // false: no style; a line is a heading by its shape alone
    bool from_document = false; // the flow had fewer than two recognised headings of its own
    int level = 0;              // the cues: markdown/setext level, bold, capitals, a blank line
    bool bold = false, caps = false, set_off = false;  // before it (text), and how much larger
    int size_step = 0;          // than the body text it is set, in steps of 10 % (PDF)
    int votes = 0;              // recognised headings set in the style
    int recognised = 0;         // recognised headings of the flow (of the document: from_document)
  };
  enum class Why {
    kRule,      // its words match a heading rule (rule, section)
    kStyle,     // unknown words, set in the flow's heading style
    kShape,     // unknown words, no style in the flow: short, capitals, set off
    kLabel,     // words match a rule, set below the heading style: kept as a label (lacks)
    kTitle,     // the document's title: opens no section
    kLeadIn,    // a sentence ending in ':' opens a list
    kListEnd,   // the line after a lead-in's list closes it
    kRowCell,   // the first cell of a row names a section, the rest is its first line
    kToHead,    // a contact line at a column's top, moved to the document head
    kStacked,   // a heading right before another: takes the first `taken` lines after them
    kCard,      // a skill card's name set as a heading (over a level and an item): a skills group
  };
  struct Decision {
    int line = -1;      // index into Document::lines
    Why why = Why::kRule;
    std::string rule;   // sections.tsv rule id (kRule, kLabel, kTitle, kLeadIn, kRowCell)
    Section section = Section::kNone;
    int tail = -1;      // the heading's wrapped second line, -1 when none
    std::string lacks;  // kLabel: the marks of the style it lacks ("bold, capitals")
    int taken = 0;      // kStacked: how many lines it took from the section after it
  };
  std::vector<Style> styles;        // flows with recognised headings or a style, in order
  std::vector<Decision> decisions;  // in line order
};

// Splits the document into sections by its headings (typography and heading rules) and
// lead-in sentences. Pure; thread-safe. With `trace`, records each heading decision there.
Normalized Normalize(const extract::Document& doc, const Rules& rules, HeadingTrace* trace = nullptr);

}  // namespace cvmill::normalize

#endif  // CVMILL_NORMALIZE_NORMALIZE_H_
