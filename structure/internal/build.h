// structure/internal/build.h — the build context: what every step of building a record from
// a document's normalized sections shares.
//
// Private to the structure stage. One Builder per document: the document, its blocks and the
// rules; which lines a field took (the rest become meta.residue) and the unused parts of used
// lines; per-line facts computed once; and the record being built. Its steps are defined in
// one file per job: build.cc (the run, dispatch by section), head.cc (document head,
// contacts, summary, stated roles), entries.cc (line kinds, entries, header reading),
// roles.cc (position and organisation; work, education, volunteer), projects.cc (projects,
// publications), skills.cc and skill_lines.cc (skills), tables.cc (skills and languages
// tables under a header row), lists.cc (labelled lists, interests, awards, certificates,
// references, lines under no heading), languages.cc (languages).
#ifndef CVMILL_STRUCTURE_INTERNAL_BUILD_H_
#define CVMILL_STRUCTURE_INTERNAL_BUILD_H_

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/text.h"
#include "extract/extract.h"
#include "normalize/normalize.h"
#include "schema/schema.h"
#include "structure/internal/strings.h"
#include "structure/structure.h"

namespace cvmill::structure::internal {

namespace nz = normalize;
using normalize::DateRange;
using normalize::Section;

// The text starts with a capital letter (ASCII or Latin-1: "Telefónica", "Émile").
bool StartsUpperWord(std::string_view t);
bool StartsLowerWord(std::string_view t);
// How many of the text's words (split at spaces) do not start with a capital and are longer
// than `longer_than` bytes ("Frankfurt am Main": 1 longer than 0, 0 longer than 3).
int LowerCaseWords(std::string_view t, std::size_t longer_than = 0);

// What a line of a section is, for grouping the section into entries.
enum class Kind { kSkip, kDate, kPlace, kBullet, kEntryBullet, kCont, kBody, kHead, kUrl, kLabel };

struct Entry {
  std::vector<int> head;     // header lines (title, organisation, degree, name ...)
  std::vector<int> bullets;  // highlight lines
  std::vector<int> body;     // prose lines
  std::vector<int> dates;    // pure date lines
  std::vector<int> places;   // pure place lines
  std::vector<int> urls;     // url-only lines: the entry's link
  std::map<int, std::vector<int>> wrapped;  // bullet line -> its continuation lines
  // Items under a field label inside the entry ("COURSES" over a list, "Courses: A, B"):
  // field -> lines (list items, or the label line itself when its values follow a colon).
  std::map<std::string, std::vector<int>> labelled;
  std::string label;        // the field label the list items now fall under
  std::vector<int> labels;  // the label lines themselves
  bool has_items() const { return !bullets.empty() || !labelled.empty(); }
  bool has_date = false;
  bool date_inline = false;  // the date stood on a header line ("Engineer<TAB>2019 – 2021")
  bool date_leads = false;   // opened by a date line before its header (date_side.cc)
};

// A section cut by where its dates stand (template.cc): each entry has `before` header lines
// before its date and `after` after it; `starts` marks the lines that open an entry.
struct DateCut {
  std::vector<bool> starts;
  std::size_t before = 0, after = 0, entries = 0;
  // How: the date template (the same header lines before and after each date), its lead (the
  // header lines before each date alone: the after counts differ), or the section's shape
  // template (no dates: shape_template.cc).
  // (kClasses: an education section cut at its degree lines, shape_template.cc ClassCuts.)
  enum class By { kDates, kLead, kShapes, kClasses } by = By::kDates;
};

struct Header {
  std::vector<std::pair<int, std::string>> lines;  // line, text with the date removed
  std::optional<DateRange> dates;
  std::vector<std::string> place_parts;  // trailing places and place lines, as written
  std::string url;                       // a link that closed a header line ("Acme, Leeds www.acme.example")
};

// A piece of an education entry's header (a line's part between separators), and what its
// words say: a degree at its start, organisation words, a plain name, anything else.
struct EduPiece {
  int line = -1;
  std::string text;
  char kind = 'X';  // 'D' degree, 'O' organisation, 'F' a plain name (a field), 'X' other
  int row = 0, from_end = 0;  // its slot: the header line's place in the entry, its place from the line's end
};

// Whether a section's entries set the field of study apart from the degree, in a piece of its
// own after (or before) the degree's piece: then the degree's piece is the degree as written.
struct EduPlan {
  bool apart = false;
  bool after = true;  // the field's piece follows the degree's
  int votes_after = 0, votes_before = 0, votes_both = 0, votes_against = 0, entries = 0;
  std::vector<std::pair<int, int>> org_slots;  // slots (row, from_end) the institution holds in most entries
};

struct RoleOrg {
  std::string position, org, location;
  std::string description;  // a header line saying what the organisation is
  std::vector<int> extra;  // header lines neither field took
};

// Lines of an award, certificate or publication read as one unit: a line and its wrapped
// continuations ("…, Plant Cell" / "Reports"; a line ending in a comma; a lower-case start).
struct Unit {
  std::vector<int> lines;
  Kind kind = Kind::kHead;
  std::string text;  // the lines joined by a space
};

// A unit's kind that can stand in an item's header: a header line, a list item of the entry,
// a place, a label (item_entries.cc).
bool HeadLike(Kind k);
// A line that leaves a bracket open ("Baker of the Year (North"): it goes on in the next
// (item_entries.cc).
bool OpenBracket(std::string_view t);

// The text without the links written in it (citations.cc).
std::string WithoutUrls(std::string_view t);
// A word a phrase does not end on ("of", "and", "der"): a line that ends on one broke
// mid-phrase; the text's last word (citations.cc).
bool JoiningWord(std::string_view w);
std::string_view LastWord(std::string_view t);

// A table under its header row among a section's lines (tables.cc): the rows and which
// column holds what, decided for the whole table by its data rows' cells.
struct Table {
  std::size_t end = 0;                    // index (in the section's lines) past its last row
  std::vector<int> rows;                  // its data rows (not the header)
  std::vector<std::vector<std::string>> cells;  // each row's cells
  std::size_t width = 0;                  // the columns of most rows
  int name = -1, level = -1, language = -1;  // the columns that hold them, -1 none
};

// A project read but for its type and organisation: the short header parts that name
// neither it nor a role, left for the section's vote (projects.cc).
struct ProjectDraft {
  schema::Project p;
  std::vector<std::pair<int, std::string>> others;  // line, part
  bool listed_roles = false;  // roles among the parts after the name
  bool roles_last = false;    // the last of its parts a role
  int roles_slot = -1;        // the place after the name of its first part naming roles, -1 none
  std::vector<int> other_slots;  // each of `others`' place after the name
};

// What an award, certificate or publication entry says, slot by slot.
struct ItemSlots {
  std::string title, giver, date, url, summary;
};

// A shape of a section's sequence (shape_template.cc): 'H' a header unit, 'P' a run of prose or
// list items, 'D' a date; `space`: how much space sets it apart from what is above
// (Builder::Space).
struct Shape {
  char kind = 'H';
  int space = 0;
};
// Where the entries of a section of these shapes open, by its repeating template (empty for none).
std::vector<std::size_t> ShapeCuts(const std::vector<Shape>& shapes);
// ... and of an education section's header classes, 'G' degree, 'O' organisation, 'H' neither,
// 'P' prose (empty for none).
std::vector<std::size_t> ClassCuts(const std::vector<char>& classes);
// How ItemEntries cut a section by its shapes, for the trace.
std::string ShapesHow(std::size_t entries);

// A separator in a title line that may join the title to its giver (title_giver.cc).
struct TitleCut {
  std::size_t at = 0, size = 0;  // where it stands in the line, its length
  std::string_view kind;         // "," or the separator itself (" - ", " | ", ...)
};

// A skill group read from a label column: its name, its list as written, its level.
struct NamedList {
  std::string name, list, level;
};

class Builder {
 public:
  Builder(const extract::Document& doc, const nz::Normalized& n, const nz::Rules& rules, Trace* trace = nullptr)
      : trace_(trace), doc_(doc), n_(n), rules_(rules), used_(doc.lines.size(), false), heading_row_(doc.lines.size(), false), fragments_(doc.lines.size()),
        noise_(doc.lines.size(), -1), dates_(doc.lines.size()), pure_(doc.lines.size()) {}

  schema::Resume Run();

 private:
  // A line; a row that also holds its section's heading in its first cell, without it.
  const extract::Line& L(int i) const {
    auto k = static_cast<std::size_t>(i);
    return rows_.empty() || !rows_[k] ? doc_.lines[k] : *rows_[k];
  }
  const std::string& T(int i) const { return L(i).text; }
  void Use(int i) { used_[static_cast<std::size_t>(i)] = true; }
  void Fragment(int i, std::string_view part) {
    std::string c = Clean(part);
    if (!c.empty() && (text::HasLetter(c) || text::HasDigit(c))) fragments_[static_cast<std::size_t>(i)].push_back(c);
  }
  // Per-line facts asked for many times while entries are grouped: computed once.
  bool HeadingRow(int i) const { return heading_row_[static_cast<std::size_t>(i)]; }
  bool Noise(int i) const {
    auto& c = noise_[static_cast<std::size_t>(i)];
    if (c < 0) c = nz::IsNoise(T(i), rules_) || Signature(i) ? 1 : 0;
    return c == 1;
  }
  bool Signature(int i) const;
  const std::vector<DateRange>& LineDates(int i) const {
    auto& c = dates_[static_cast<std::size_t>(i)];
    if (!c) c = nz::FindDates(T(i), rules_);
    return *c;
  }
  const std::optional<DateRange>& PureDate(int i) const {
    auto& c = pure_[static_cast<std::size_t>(i)];
    if (!c) c.emplace(nz::WholeRange(T(i), LineDates(i)));
    return *c;
  }
  bool HasInlineDate(int i) const { return !LineDates(i).empty(); }

  // build.cc
  void Dispatch(const nz::Block& b);
  std::size_t HeaderRows(const nz::Block& b) const;
  void RowAfterHeading(int i, std::size_t row_cut);
  // Line i read as `text` from now on (its styled runs dropped, what was read of it forgotten);
  // line `absorbed`, when given, went into it and is no line of its own.
  void RewriteRow(int i, std::string text, int absorbed = -1);
  // ... with the run of lines `absorbed` (a header wrapped over them) gone into it.
  void RewriteRow(int i, std::string text, const std::vector<int>& absorbed);
  void Forget(int i);
  void RangeEndWrapped(const nz::Block& b);
  void HeaderWrappedBeforeItsDates(const nz::Block& b);
  // edu_wrapped.cc: an education header written as one sentence beside its date, wrapped.
  void DegreeSentenceWrapped(const nz::Block& b);
  // A text dump's work, education or volunteer section: where a header's wrapped rest is
  // sought (HeaderWrappedBeforeItsDates, HeaderSentenceWrapped).
  bool WrappedHeaderSection(const nz::Block& b) const;
  // Line j right under line i, no blank line between, neither a list item: where a line may
  // go on in the next.
  bool RunsOnInto(int i, int j) const;
  void HeaderSentenceWrapped(const nz::Block& b);  // header_sentence.cc
  bool PartsOverDate(int i) const;                 // header_sentence.cc
  // A name wrapped by a narrow column in a text dump ("Escola de" over "Artes Gráficas"),
  // in a section of entries: one line again (header_sentence.cc, WrappedName).
  void NameWrapped(const nz::Block& b);
  void RunOnSentenceWrapped(const nz::Block& b);   // header_sentence.cc
  // header_column.cc: a header sentence beside its date, wrapped in a narrow column.
  void HeaderColumnWrapped(const nz::Block& b);

  // head.cc: the document head (name, label, contact lines), summary, stated roles.
  void Head(const std::vector<int>& lines);
  bool ContactLine(int i);
  void NameByType();
  bool StrayContact(int i);
  void ContactsFromFurniture();  // the e-mail and phone of a PDF's running footer
  void JoinUndated(std::vector<Entry>* entries);  // undated lines back to the entry before
  std::optional<std::pair<std::string, std::string_view>> NetworkHandle(std::string_view t) const;
  // "github/jdoe", "in/jane-doe": a network's name or its address path, no host, then a user name.
  std::optional<std::pair<std::string, std::string_view>> NetworkPath(std::string_view cell) const;
  // Line i holds dots and the line before an '@': an e-mail address's domain wrapped under it
  // ("JANE.ROE@EXAMP" / "LE.CO.UK"), no user name.
  bool DomainTail(int i) const;
  bool NetworkRow(const std::vector<std::string>& cells) const;
  bool ContactCells(int i, const std::vector<std::string>& cells);
  bool TitleShaped(std::string_view t) const;
  void RestOfNameRow(int i, const std::vector<std::string>& cells);
  std::vector<int> NameOverLines(const std::vector<int>& lines);
  void LabelPlace(int i);  // a place closing the label line (head.cc)
  bool PlaceOrAddress(std::string_view cell, int i);  // i: the cell's line
  bool StreetLine(std::string_view t) const;
  bool GivenName(std::string_view cell, int i) const;
  // contact_places.cc: a place over cells or lines, its parts in any order.
  void SetLocation(const nz::Place& p);
  std::pair<std::size_t, std::size_t> PlaceCellRun(const std::vector<std::string>& cells);
  std::size_t PlaceOverLines(const std::vector<int>& lines, std::size_t k);
  void LabelledPlaceRows(const std::vector<int>& lines);
  void Contact(const std::vector<int>& lines);
  void AddProfile(const std::string& network, std::string_view username, const std::string& url = "");
  void NetworkOverHandle();
  void Summary(const std::vector<int>& lines);
  void AddStatedRoles();

  // entries.cc: line kinds, entries, their header, highlights, body and link.
  bool IsProse(int i) const;
  bool WrappedSentence(int i) const;  // a plain-text line of a sentence wrapped over lines
  bool DatedItem(int i) const;
  bool YearInProse(int i) const;
  std::vector<Kind> Classify(const std::vector<int>& lines) const;
  // glued_items.cc: header-like lines glued under an entry's prose, in a plain text whose
  // entries are set apart by blank lines, are more of that prose (a list that lost its marks).
  void GluedItems(const std::vector<int>& lines, std::vector<Kind>* kinds) const;
  // label_lists.cc: the lines under a highlights label, their marks lost, are its items.
  void LabelledLines(const std::vector<int>& lines, std::vector<Kind>* kinds) const;
  // ... and header-like lines between an entry's date line and the next entry's header lines,
  // in a section whose header stands over its date with prose right under it.
  void DatedBodies(const std::vector<int>& lines, std::vector<Kind>* kinds) const;
  // header_counts.cc: header lines beyond the count that stands before and after each entry's
  // date line across the section are the entry's body. Whether any line changed; `why` (when
  // given) then says the counts and how many lines they made body, for --explain.
  bool HeaderCounts(const std::vector<int>& lines, std::vector<Kind>* kinds, std::string* why = nullptr) const;
  std::optional<std::string> FieldLabel(int i) const;
  std::vector<std::string> LabelledItems(const Entry& e, const std::string& field);
  bool UrlLine(int i) const;
  std::string EntryUrl(const Entry& e);
  bool PlaceAndDate(int i) const;
  bool OngoingWord(int i) const;
  // (`lead_template`: where the section's entries are education's, the date template may also
  // cut by the header lines before each date alone, template.cc.)
  std::vector<Entry> Chunk(std::vector<int> lines, bool lead_template = false);
  // date_side.cc: whether the document's date lines lead their entries (voted over its
  // sections' first lines), and whether the date line at lines[k] so opens the next entry.
  bool DatesLead() const;
  bool DatesOverHeaders(const std::vector<int>& lines, const std::vector<Kind>& kinds) const;
  bool LoneDate(const Entry& open) const;
  bool LeadingDate(const std::vector<int>& lines, const std::vector<Kind>& kinds, std::size_t k, const Entry& open);
  mutable std::optional<bool> dates_lead_;  // (a memo of DatesLead)
  // date_runs.cc: a run of date lines read apart from the entries they date (plain text).
  // (`singles`: a run of single dates counts too, as an item section's are: "2018" / "2017".)
  void DateRuns(std::vector<int>* lines, std::vector<Kind>* kinds, bool singles = false) const;
  void ColumnRuns(std::vector<int>* lines, std::vector<Kind>* kinds) const;
  // template.cc: where entries open when every entry's date stands in the same place.
  std::optional<DateCut> DateTemplate(const std::vector<int>& lines, std::vector<Kind>* kinds,
                                      bool lead_template = false) const;
  // (join_wrapped: a dated header line wrapped at the text's edge goes on in the next; work
  // and volunteer entries, whose headers are one line of parts.)
  Header ReadHeader(const Entry& e, bool join_wrapped = false);
  bool WrappedHeaderLine(Header* h, int i, const std::string& t, int wrapped_to);  // wrapped_header.cc
  bool LegalFormPlace(RoleOrg* ro) const;
  std::vector<std::string> StripPlaces(std::vector<std::string> parts, std::vector<std::string>* places);
  std::vector<std::string> Highlights(const Entry& e);
  std::vector<std::string> Items(const Entry& e, bool cells = false);
  std::string Body(const Entry& e);
  // The body's first line and the rest as a list, when the entry's list has no markers.
  void BodyAndList(const Entry& e, std::string* summary, std::vector<std::string>* highlights);
  std::size_t TextMargin() const;  // the document's widest line, in code points
  std::vector<std::pair<std::string, std::string>> Links(int i) const;

  // roles.cc: position and organisation; work, education and volunteer entries.
  static void SetWorkDates(std::string& start, std::string& end, const DateRange& d);
  static void SetDegreeDates(schema::Education& e, const DateRange& d);
  bool TitleLike(std::string_view s) const;
  bool OrgLike(std::string_view s) const;
  enum class TitleSide { kNone, kFirst, kLast };
  TitleSide TitlePart(const std::vector<std::string>& parts) const;
  std::pair<std::string, std::string> InPlace(const std::string& s) const;
  void OrgInPlace(RoleOrg* ro) const;
  std::optional<std::pair<std::string, std::string>> EmphasisSplit(int i, const std::string& part) const;
  // `towns`: the section's plan found a place slot of towns (SlotPlan::towns).
  RoleOrg SplitRoleOrg(const Header& h, bool towns = false);
  std::size_t OrgPartAfterRole(const std::vector<std::string>& parts) const;  // roles.cc
  // org_line.cc: another line of the header h than line i may name the organisation.
  bool OrgLineBesides(const Header& h, int i);
  bool in_volunteer_ = false;  // set while Volunteer() reads its headers
  bool PlaceAfterAt(const std::string& after) const;  // a place after a title's "at" (roles.cc)
  std::vector<std::pair<int, std::string>> HeaderParts(const Header& h, std::vector<std::string>* places);
  std::vector<std::pair<int, std::string>> HeaderLineTexts(const Header& h, std::vector<std::string>* places);
  SlotPlan VoteRoleOrg(const std::vector<Entry>& entries, bool work);
  bool PlaceShaped(std::string_view s) const;
  bool TownPart(std::string_view s) const;
  RoleOrg PlannedRoleOrg(const Header& h, const SlotPlan& plan);
  void Work(const nz::Block& b);
  // no_employer.cc: the work section's headers are positions only, some with a comma.
  bool NoEmployer(const std::vector<Entry>& entries, const SlotPlan& plan);
  // tag_rows.cc: a project's row of tag chips read as the next project's first header line
  // goes back to the project above, as its keywords.
  void TagRowsBack(std::vector<Entry>* entries) const;
  // ... and chips stacked one to a line closing a project's entry: taken out, its keywords.
  std::vector<std::string> TakeStackedChips(Entry* e) const;
  // The first work section's plan, where it made one: the template sets the volunteer
  // section's headers as the work section's (a section's own vote decides first).
  SlotPlan work_plan_;
  bool Tagline(int i) const;
  bool TaglinePhrase(std::string_view t) const;
  std::string TakeTagline(Header* h);
  std::string TakeBodyTagline(Entry* e);
  std::string TakeRunOnSentence(Header* h);
  std::string TakeLeftoverTagline(const RoleOrg& ro, const Entry& e);
  void AddWork(const Entry& e, const SlotPlan& plan = {}, bool no_employer = false);
  bool Restates(const std::string& area, const std::string& again) const;
  bool DegreeBesideField(int i, const std::string& t, schema::Education* ed);
  bool DegreeThenRestatedField(int i, const std::string& t, schema::Education* ed);  // edu_restated.cc
  std::string NameInTitle(const std::string& cell) const;
  bool ResearchPositions(const nz::Block& b);
  void Education(const std::vector<int>& lines);
  // coursework.cc: a coursework section's lists, attached to the degrees once all are read.
  bool CourseLabel(int i, bool style_marks) const;
  void Coursework(const nz::Block& b);
  void AttachCoursework();
  std::vector<std::vector<int>> coursework_;  // the coursework sections' lines, in order
  bool ChipRow(int i) const;
  // "Grande distinction", "Mention: Distinction", "Voto: 104/110": a line that is only a grade
  // (perhaps after a short label and its colon); the grade.
  std::optional<std::string> ScoreLine(int i) const;
  // Such lines after an education entry's date, link or items are its facts, no header lines.
  void ScoreLines(const std::vector<int>& lines, std::vector<Kind>* kinds) const;
  void AddEducation(const Entry& e, bool items_are_courses = false, const EduPlan& plan = {});
  void SplitTrailingScore(std::vector<std::string>* parts) const;
  std::string GradeAfterLabel(const std::string& part) const;
  // edu_slots.cc: the degree's piece and its field's piece, voted over a section's entries.
  std::vector<EduPiece> EduPieces(const Entry& e, const EduPlan* plan = nullptr);
  EduPlan VoteEduSlots(const std::vector<Entry>& entries);
  void PlannedDegree(const Entry& e, const EduPlan& plan, schema::Education* ed);
  // An institution wrapped with its last word, a town, alone on the next line (edu_places.cc).
  void InstitutionPlace(const Entry& e, const Header& h, schema::Education* ed);
  void Volunteer(const nz::Block& b);

  // projects.cc: projects and publications.
  void Projects(const std::vector<int>& lines);
  bool RolesOverName(const std::vector<Entry>& entries);
  std::optional<ProjectDraft> ReadProject(const Entry& e, bool roles_over);
  std::vector<std::string> ProjectRoles(const std::string& part) const;
  void ProjectParts(const std::vector<std::pair<int, std::string>>& parts, ProjectDraft* d,
                    std::string* description);
  bool RunOnField(int line, const std::string& sentence, schema::Project* p);
  void TypeAndEntity(std::vector<ProjectDraft>* drafts);
  void Publications(const nz::Block& b);
  void AddPublication(const std::vector<int>& lines, bool preprint);

  // lists.cc: labelled lists, interests, awards, certificates, references, lines under no
  // heading.
  bool LabelLine(int i);
  std::size_t RunInLabel(std::string_view t) const;
  std::vector<std::string> Keywords(std::string_view s, std::string* level = nullptr);
  // skills.cc
  void Skills(const nz::Block& b);
  void AddSkillGroup(std::string_view name, std::vector<std::string> keywords);
  bool AddListGroup(std::string_view t, std::size_t colon);
  bool StyledName(int i) const;
  bool SameNameType(int a, int b) const;
  bool SkillName(int i) const;
  bool WholeLevel(std::string_view t) const;
  std::string Unbracketed(std::string_view t) const;
  std::string TrailingLevel(std::string_view t) const;
  bool ListGoesOn(int label, int next) const;
  std::size_t NameOverList(const std::vector<int>& lines, std::size_t k, std::size_t* first = nullptr) const;
  bool GroupUnderUnknownHeading(const nz::Block& b);
  bool SkillListsUnderUnknownHeading(const nz::Block& b);
  bool ListUnderUnknownHeadingAfterSkills(const nz::Block& b);
  void LabelledListsWrapped(std::vector<int>* lines);
  bool SkillCardsUnderUnknownHeading(const nz::Block& b);  // skill_cards_unknown.cc
  bool LabelledList(int i);
  // skill_lines.cc: groups set one part to a line.
  std::size_t LabelOverItems(const std::vector<int>& lines, std::size_t k);
  std::vector<bool> NamesOverLevels(const std::vector<int>& lines) const;
  bool NameOverBracketedLevel(const std::vector<int>& lines, std::size_t k);
  void LevelsAfterNames(std::size_t from);
  // skill_columns.cc: groups a text dump set apart by where their parts stand.
  // The groups as the section's skills, each list cut into keywords; false (and nothing added)
  // when a group has no name or no keyword. The section's `lines` are used.
  bool AddNamedLists(std::vector<NamedList>* groups, const std::vector<int>& lines);
  bool GluedLabelColumn(const std::vector<int>& lines);
  bool GluedLabelsInText(const std::vector<int>& lines);
  bool TransposedGroups(const std::vector<int>& lines);
  bool NamesThenLeveledLists(const std::vector<int>& lines);
  // skill_cards.cc: cards a plain dump set as paragraphs.
  std::vector<std::vector<std::size_t>> PlainParagraphs(const std::vector<int>& lines) const;
  bool CardName(int i) const;
  bool NamedParagraphs(const std::vector<int>& lines);
  bool CardsByRows(const std::vector<int>& lines);
  std::size_t NameLevelOverChips(const std::vector<int>& lines, std::size_t k);
  // tables.cc: tables with a header row in skills and languages sections.
  std::optional<Table> ReadTable(const std::vector<int>& lines, std::size_t k) const;
  std::size_t SkillTable(const std::vector<int>& lines, std::size_t k);
  std::size_t LanguageTable(const std::vector<int>& lines, std::size_t k);
  // languages.cc
  void LanguageText(std::string_view s);
  bool NamesLanguage(std::string_view t) const;
  void Languages(const std::vector<int>& lines);
  void LanguagesAmongSkills(std::vector<int>* lines);
  void LanguageLabelsInNameColumn(std::vector<int>* lines);
  bool LanguageRowAhead(const std::vector<int>& lines, std::size_t k) const;
  bool LanguageCell(std::string_view cell) const;
  // lists.cc (continued)
  void Interests(const std::vector<int>& lines);
  bool CapsName(int i) const;  // a line in capitals, five letters or more (lists.cc)
  void AddInterest(const std::string& item);
  static std::vector<std::string> InterestDetails(std::string_view t);
  // (cite_width > 0: the section is a list of citations whose widest line is that many code
  // points; a line that goes on with the citation before it joins its unit.)
  std::vector<Unit> Units(const std::vector<int>& lines, std::size_t cite_width = 0);
  // citations.cc: a publication written as one citation, wrapped over lines.
  // Line i goes on with the citation `before` it (whose last line is `last_line`): that broke
  // mid-phrase (on a joining word, inside a date, inside a run of sentences, at the margin:
  // `width`, the section's widest line in code points).
  bool CitationGoesOn(std::string_view before, int last_line, int i, std::size_t width) const;
  // "Title, Venue, 12 March 2021. Summary.": its parts into p; false (p untouched) when the
  // text is not in that shape.
  bool ReadCitation(std::string_view t, schema::Publication* p) const;
  bool AuthorsInTitle(const std::string& t);  // projects.cc
  std::vector<std::vector<Unit>> ItemEntries(const std::vector<int>& lines, std::size_t cite_width = 0);
  // Entry starts by the first unit's type, in a section without dates (see lists.cc).
  std::vector<std::size_t> TypedStarts(const std::vector<Unit>& units) const;
  // shape_template.cc: entry starts by the repeating shapes of a section without dates.
  std::vector<std::size_t> ShapeStarts(const std::vector<Unit>& units, const std::vector<bool>& head) const;
  int Space(int i) const;
  // ... and the same for a section of entries (Chunk), without dates: nullopt when none.
  // (`education`: where the shapes repeat no template, the classes of its header lines, ClassCuts.)
  std::optional<DateCut> ShapeCut(const std::vector<int>& lines, const std::vector<Kind>& kinds,
                                  bool education = false) const;
  ItemSlots ReadItem(const std::vector<Unit>& entry, bool sentences);
  // title_giver.cc: a title line's title and giver, the section's joiner voted first.
  std::vector<TitleCut> TitleCuts(std::string_view t);
  static std::string_view Joiner(const std::vector<std::vector<TitleCut>>& lines);
  std::string VoteJoiner(const std::vector<std::vector<Unit>>& entries);
  bool SplitTitleGiver(std::string_view t, std::string_view joiner, std::string* title, std::string* giver);
  std::string joiner_;  // the joiner of the section being read ("" for none)
  void Awards(const std::vector<int>& lines);
  void AddAward(int i);
  void AddAward(const std::vector<Unit>& entry);
  void Certificates(const std::vector<int>& lines);
  void References(const std::vector<int>& lines);
  void Unlabelled(const std::vector<int>& lines);

  // trace.cc: what --explain shows, recorded where the steps above decide; called only when
  // there is a trace (`if (trace_)`), so a build without one does no more work.
  Trace* trace_ = nullptr;
  std::map<int, std::string> starts_;  // why each entry of the section being cut starts
  void TraceSection(std::size_t block, const nz::Block& b);
  void TraceKinds(const std::vector<int>& lines, const std::vector<Kind>& kinds) const;
  void TraceStart(int line, std::string why) { starts_[line] = std::move(why); }
  void TraceCut(std::string how, const std::vector<Entry>& entries);
  // A decision about the section's lines taken before it is cut (read before the cut's own).
  void TraceBeforeCut(std::string what);
  Trace::Entry Traced(const Entry& e) const;
  void TraceSplit(const Entry& whole, const std::vector<Entry>& parts, const char* why);
  void TraceMerged(const std::vector<Entry>& entries, const char* why);  // after entries were joined
  void TraceItems(std::string how, const std::vector<std::vector<Unit>>& entries);
  void TraceVote(const SlotPlan& plan, std::size_t entries);
  void TracePart(int line, std::string_view text, const char* field, std::string why);
  void TracePlanned(int line, std::string_view text, const SlotPlan& plan, std::size_t k);
  void TraceItem(const std::vector<Unit>& entry, const ItemSlots& s, const char* giver);
  void TraceCitations(const std::vector<std::vector<int>>& entries);
  void TraceFields(int line, const std::vector<std::pair<const char*, std::string>>& fields, const char* why);
  std::string ItemStartWhy(int lead, int date_line) const;
  static std::string ItemsHow(std::size_t anchors, int lead);
  std::string cut_how_;  // how ItemEntries cut the section being read
  static std::string EntryStartWhy(bool items, bool prose, bool emphasised, bool inline_date);
  static std::string ChunkHow(bool level_template, bool dates_open, const std::optional<DateCut>& dated);

  const extract::Document& doc_;
  const nz::Normalized& n_;
  const nz::Rules& rules_;
  std::vector<bool> used_;
  bool after_skills_ = false;  // the block before this one read skills groups
  bool label_slot_ = false;  // in the head: no line since the name but contact details
  std::vector<bool> heading_row_;  // lines that hold a section heading (perhaps beside content)
  std::vector<std::vector<std::string>> fragments_;  // parts of used lines no field took
  mutable std::vector<int> noise_;
  mutable std::optional<std::size_t> text_margin_;  // TextMargin(), found once
  mutable std::vector<std::optional<std::vector<DateRange>>> dates_;
  mutable std::vector<std::optional<std::optional<DateRange>>> pure_;
  std::vector<std::string> summaries_;
  // Rows after their heading cell, by line (empty when the document has none).
  std::vector<std::optional<extract::Line>> rows_;
  schema::Resume r_;
};

}  // namespace cvmill::structure::internal

#endif  // CVMILL_STRUCTURE_INTERNAL_BUILD_H_
