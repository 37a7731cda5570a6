// The builder's entry rules (structure/) and the JSON form, on small CVs written for each rule.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <tuple>

#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

using Json = nlohmann::ordered_json;


Resume Parse(const std::string& cv) { return testing::ParseCv(cv); }

TEST(Json, EmptyFieldsOmittedMetaLast) {
  Resume r;
  r.basics.name = "A B";
  r.work.push_back({});
  r.work.back().position = "Engineer";
  r.work.back().startDate = "2020";
  std::string s = ToJson(r, 2);
  Json j = Json::parse(s);
  EXPECT_EQ(j.begin().key(), "basics");
  EXPECT_FALSE(j["basics"].contains("email"));
  EXPECT_FALSE(j["work"][0].contains("name"));
  std::vector<std::string> keys;
  for (auto it = j.begin(); it != j.end(); ++it) keys.push_back(it.key());
  EXPECT_EQ(keys, (std::vector<std::string>{"basics", "work", "meta"}));
  std::vector<std::string> wkeys;
  for (auto it = j["work"][0].begin(); it != j["work"][0].end(); ++it) wkeys.push_back(it.key());
  EXPECT_EQ(wkeys, (std::vector<std::string>{"position", "startDate"}));
  EXPECT_EQ(ToJson(r, -1).find('\n'), std::string::npos);
}

TEST(Build, WorkEntryTitleOrgDatesBullets) {
  Resume r = Parse(
      "EXPERIENCE\n\nSenior Engineer\nGlobex Corporation, Berlin, Germany\nMar 2019 - Present\n"
      "- Led the billing rewrite\n- Mentored four engineers\n\nJunior Engineer\nInitech GmbH\n"
      "2016 - 2019\n- Wrote tests\n");
  ASSERT_EQ(r.work.size(), 2u);
  EXPECT_EQ(r.work[0].position, "Senior Engineer");
  EXPECT_EQ(r.work[0].name, "Globex Corporation");
  EXPECT_EQ(r.work[0].location, "Berlin, Germany");
  EXPECT_EQ(r.work[0].startDate, "2019-03");
  EXPECT_EQ(r.work[0].endDate, "");
  EXPECT_EQ(r.work[0].highlights.size(), 2u);
  EXPECT_EQ(r.work[1].name, "Initech GmbH");
  EXPECT_EQ(r.work[1].endDate, "2019");
}

TEST(Build, OrganisationFirstLayoutWithTrailingPlaceAndDate) {
  Resume r = Parse(
      "Work\n\nUmbrella Labs Inc.\nData Scientist\n- Built models\nBoston, USA\nJan 2020 - Feb 2021\n\n"
      "Hooli LLC\nAnalyst\n- Made reports\nPalo Alto, USA\n2018 - 2019\n");
  ASSERT_EQ(r.work.size(), 2u);
  EXPECT_EQ(r.work[0].name, "Umbrella Labs Inc.");
  EXPECT_EQ(r.work[0].position, "Data Scientist");
  EXPECT_EQ(r.work[0].location, "Boston, USA");
  EXPECT_EQ(r.work[0].endDate, "2021-02");
  EXPECT_EQ(r.work[1].name, "Hooli LLC");
  EXPECT_EQ(r.work[1].startDate, "2018");
}

TEST(Build, UnlabelledLinesSortedByContent) {
  Resume r = Parse(
      "Jane Roe\n\n"
      "  \u2022 Staff Scientist, Acme Research, USA, 2015 - 2018\n"
      "  \u2022 PhD in Chemistry (Summa cum laude), University of Nowhere, Canada, 2010 - 2014\n"
      "  \u2022 Young Investigator Award, Chemical Society, 2016\n");
  ASSERT_EQ(r.work.size(), 1u);
  EXPECT_EQ(r.work[0].position, "Staff Scientist");
  EXPECT_EQ(r.work[0].name, "Acme Research");
  EXPECT_EQ(r.work[0].location, "USA");
  ASSERT_EQ(r.education.size(), 1u);
  EXPECT_EQ(r.education[0].studyType, "PhD");
  EXPECT_EQ(r.education[0].area, "Chemistry");
  EXPECT_EQ(r.education[0].score, "Summa cum laude");
  EXPECT_EQ(r.education[0].institution, "University of Nowhere");
  ASSERT_EQ(r.awards.size(), 1u);
  EXPECT_EQ(r.awards[0].title, "Young Investigator Award");
  EXPECT_EQ(r.awards[0].awarder, "Chemical Society");
  EXPECT_EQ(r.awards[0].date, "2016");
}

TEST(Build, VolunteerRoleHeadingExpandsYearLists) {
  Resume r = Parse("Program Committee\n\n  \u2022 2022: VLDB, SIGMOD (Demo)\n  \u2022 Journal of Things\n");
  ASSERT_EQ(r.volunteer.size(), 3u);
  EXPECT_EQ(r.volunteer[0].organization, "VLDB");
  EXPECT_EQ(r.volunteer[1].organization, "SIGMOD (Demo)");
  EXPECT_EQ(r.volunteer[1].startDate, "2022");
  EXPECT_EQ(r.volunteer[1].position, "Program Committee");
  EXPECT_EQ(r.volunteer[2].startDate, "");
}

TEST(Build, PublicationStyles) {
  Resume r = Parse(
      "Publications\n\n"
      "(2021). Fast Things at Scale. In USENIX ATC.\n\nPDF Code\n\n"
      "- [2] A. Author and B. Author, \u201cSlow Things,\u201d in *Proc. of the Symposium on Things (SoT 19)*, May 2019.\n"
      "Careful Parsing of Text\nAnna Smith, Bo Chen, Carl Diaz. ICSE, 2018\n");
  ASSERT_EQ(r.publications.size(), 3u);
  EXPECT_EQ(r.publications[0].name, "Fast Things at Scale");
  EXPECT_EQ(r.publications[0].publisher, "USENIX ATC");
  EXPECT_EQ(r.publications[0].releaseDate, "2021");
  EXPECT_EQ(r.publications[1].name, "Slow Things");
  EXPECT_EQ(r.publications[1].publisher, "SoT");
  EXPECT_EQ(r.publications[1].releaseDate, "2019-05");
  EXPECT_EQ(r.publications[2].name, "Careful Parsing of Text");
  EXPECT_EQ(r.publications[2].publisher, "ICSE");
  EXPECT_EQ(r.publications[2].releaseDate, "2018");
}

TEST(Build, LabelledListsRouteByLabel) {
  Resume r = Parse(
      "Skills\n\n- **Languages:** Spanish (Native), English (C1)\n- **Tools:** Git, Docker\n"
      "- **Hobbies:** chess, running\n");
  ASSERT_EQ(r.languages.size(), 2u);
  EXPECT_EQ(r.languages[0].language, "Spanish");
  EXPECT_EQ(r.languages[0].fluency, "Native");
  ASSERT_EQ(r.skills.size(), 1u);
  EXPECT_EQ(r.skills[0].name, "Tools");
  EXPECT_EQ(r.skills[0].keywords, (std::vector<std::string>{"Git", "Docker"}));
  ASSERT_EQ(r.interests.size(), 2u);
}

// The groups of a skills section, however a template sets them (a TAB is a layout gap).
TEST(Build, SkillGroupsByLayout) {
  struct Case {
    const char* name;
    const char* cv;
    std::vector<std::tuple<std::string, std::string, std::vector<std::string>>> groups;  // name, level, keywords
  };
  const std::vector<Case> cases = {
      {"label column", "SKILLS\n\nCloud\tAWS, GCP, Azure\nData\tSQL, dbt\n",
       {{"Cloud", "", {"AWS", "GCP", "Azure"}}, {"Data", "", {"SQL", "dbt"}}}},
      {"label column, list wrapped after a comma", "Skills\n\nSystems\tLedgerly, Northbook Cloud,\nPower BI\n",
       {{"Systems", "", {"Ledgerly", "Northbook Cloud", "Power BI"}}}},
      {"name over its list", "Skills\n\nFinancial reporting\nBudgets, Cash flow, Consolidation\nSystems\nLedgerly, Power BI\n",
       {{"Financial reporting", "", {"Budgets", "Cash flow", "Consolidation"}}, {"Systems", "", {"Ledgerly", "Power BI"}}}},
      {"name, level, list", "Skills\n\nAccounting\nAdvanced\nBudgets, Cash flow\n", {{"Accounting", "Advanced", {"Budgets", "Cash flow"}}}},
      {"name over items", "Skills\n\nCloud\n• AWS\n• GCP\nData\n• SQL\n",
       {{"Cloud", "", {"AWS", "GCP"}}, {"Data", "", {"SQL"}}}},
      {"cards side by side, read row by row", "Skills\n\nCloud\tData\nExpert\tAdvanced\n• AWS\tSQL\n• GCP\tdbt\n",
       {{"Cloud", "Expert", {"AWS", "GCP"}}, {"Data", "Advanced", {"SQL", "dbt"}}}},
      // The row between the names and their items is the levels' row by its place, even in
      // words no level vocabulary holds.
      {"cards side by side, levels by place", "Skills\n\nCloud\tData\nGuru\tApprentice\n• AWS\tSQL\n• GCP\tdbt\n",
       {{"Cloud", "Guru", {"AWS", "GCP"}}, {"Data", "Apprentice", {"SQL", "dbt"}}}},
      // A group's name as a line of the section ("Tools" under "Skills"), its level, its lines.
      {"group names inside the section", "Skills\n\nTools\nExperta\nExcel\nSAP\nDatabases\nPostgres\n",
       {{"Tools", "Experta", {"Excel", "SAP"}}, {"Databases", "", {"Postgres"}}}},
      {"level in brackets after the name", "Skills\n\nPastry (Advanced): Choux, Laminated doughs\n",
       {{"Pastry", "Advanced", {"Choux", "Laminated doughs"}}}},
      {"level under a labelled group", "Skills\n\nSoftware: Excel, R\nIntermediate\nLicences: Safe Pass\n",
       {{"Software", "Intermediate", {"Excel", "R"}}, {"Licences", "", {"Safe Pass"}}}},
      // Negative: plain lines of keywords are one group named after the heading; a list is
      // not a name over the next list.
      {"plain keyword lines", "Skills\n\nPython, Go\nDocker, Kubernetes\n",
       {{"Skills", "", {"Python", "Go", "Docker", "Kubernetes"}}}},
      {"single keywords, one per line", "Skills\n\nPython\nDocker\nKubernetes\n",
       {{"Skills", "", {"Python", "Docker", "Kubernetes"}}}},
      // A label table that lost its gaps: labels run into their lines, each a heading rule's
      // words before a capital, read as with a colon when what follows is a list of their kind
      // (spoken languages; skills with commas). The languages go to languages.
      {"label table without gaps",
       "Skills\n\nMother tongue Italian\nOther languages English (C1), Spanish (B1)\nDigital skills Python, R, SQL\n",
       {{"Digital skills", "", {"Python", "R", "SQL"}}}},
      // Names set apart by type (bold) over plain lines of keywords, a level first under one:
      // each a group. Lines all in one type are keywords of one group.
      {"names in bold over plain lines", "## Skills\n\n**Pastry**\nLaminated doughs\nChoux\n**Bread**\nAdvanced\nSourdough\nRye\n",
       {{"Pastry", "", {"Laminated doughs", "Choux"}}, {"Bread", "Advanced", {"Sourdough", "Rye"}}}},
      {"every line in bold", "## Skills\n\n**Pastry**\n**Choux**\n**Bread**\n**Rye**\n",
       {{"Skills", "", {"Pastry", "Choux", "Bread", "Rye"}}}},
      // Negative: no language after "Languages", no list after "Tools": lines of keywords.
      {"run-in label without a list of its kind", "Skills\n\nLanguages Go and Rust\nTools Git\n",
       {{"Skills", "", {"Languages Go and Rust", "Tools Git"}}}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name);
    Resume r = Parse(c.cv);
    std::vector<std::tuple<std::string, std::string, std::vector<std::string>>> got;
    for (const Skill& s : r.skills) got.emplace_back(s.name, s.level, s.keywords);
    EXPECT_EQ(got, c.groups);
  }
}

// Projects are cut like other entries and their header read slot by slot: the name (its
// bracketed kind), the organisation, titles as roles, labelled roles and keywords, dates
// above or beside, a link that closes a project, names each over a description line.
TEST(Build, ProjectEntries) {
  struct Want {
    std::string name, type, entity, start, end, url, description;
    std::vector<std::string> roles, keywords, highlights;
  };
  struct Case {
    const char* name;
    const char* cv;
    std::vector<Want> projects;
  };
  const std::vector<Case> cases = {
      {"markdown, kind and organisation on the name line",
       "## Projects\n\n### Tide gauge network (hardware) | Harbour Board | 2020 - 2021\n**Role:** Lead engineer, "
       "Buyer\n**Technologies:** LoRa, Solar\n\nTwelve gauges along the estuary.\n\n- Cut reading costs by half\n\n"
       "### Ferry app | 2022\n\nTimetables offline.\n",
       {{"Tide gauge network", "hardware", "Harbour Board", "2020", "2021", "", "Twelve gauges along the estuary.",
         {"Lead engineer", "Buyer"}, {"LoRa", "Solar"}, {"Cut reading costs by half"}},
        {"Ferry app", "", "", "2022", "", "", "Timetables offline.", {}, {}, {}}}},
      // The title line carries the dates, the name is the line below it.
      {"role and dates above the name",
       "Projects\n\nDeveloper and Maintainer\tJan 2023 - Present\nquillfmt\nA formatter for lab notebooks.\n"
       "• 40 users\n\nDeveloper\tMay 2020 - Dec 2021\nrota-bot\nA chat bot that posts the week's rota.\n",
       {{"quillfmt", "", "", "2023-01", "", "", "A formatter for lab notebooks.", {"Developer", "Maintainer"}, {}, {"40 users"}},
        {"rota-bot", "", "", "2020-05", "2021-12", "", "A chat bot that posts the week's rota.", {"Developer"}, {}, {}}}},
      {"a link closes each project",
       "Projects\n\nquillfmt\n\nGitHub: github.com/example/quillfmt\n\nrota-bot\n\nGitHub: github.com/example/rota-bot\n",
       {{"quillfmt", "", "", "", "", "https://github.com/example/quillfmt", "", {}, {}, {}},
        {"rota-bot", "", "", "", "", "https://github.com/example/rota-bot", "", {}, {}, {}}}},
      {"short names over longer descriptions",
       "Software\n\nquillfmt\nFormatter for lab notebooks written in Rust\nrota-bot\nChat bot that posts the rota weekly\n"
       "tidepool\nTide table library for small harbours\n",
       {{"quillfmt", "", "", "", "", "", "Formatter for lab notebooks written in Rust", {}, {}, {}},
        {"rota-bot", "", "", "", "", "", "Chat bot that posts the rota weekly", {}, {}, {}},
        {"tidepool", "", "", "", "", "", "Tide table library for small harbours", {}, {}, {}}}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name);
    Resume r = Parse(c.cv);
    std::vector<Want> got;
    for (const Project& p : r.projects)
      got.push_back({p.name, p.type, p.entity, p.startDate, p.endDate, p.url, p.description, p.roles, p.keywords,
                     p.highlights});
    ASSERT_EQ(got.size(), c.projects.size());
    for (std::size_t k = 0; k < got.size(); ++k) {
      EXPECT_EQ(got[k].name, c.projects[k].name);
      EXPECT_EQ(got[k].type, c.projects[k].type);
      EXPECT_EQ(got[k].entity, c.projects[k].entity);
      EXPECT_EQ(got[k].start, c.projects[k].start);
      EXPECT_EQ(got[k].end, c.projects[k].end);
      EXPECT_EQ(got[k].url, c.projects[k].url);
      EXPECT_EQ(got[k].description, c.projects[k].description);
      EXPECT_EQ(got[k].roles, c.projects[k].roles);
      EXPECT_EQ(got[k].keywords, c.projects[k].keywords);
      EXPECT_EQ(got[k].highlights, c.projects[k].highlights);
    }
  }
}

// Where a section opens with a date line, each date line opens its entry and the lines under
// it are that entry's header (a line followed by the next date stays in its own entry); a
// degree's "field" that names an organisation is the institution.
TEST(Build, DatesAboveTheirEntries) {
  Resume r = Parse(
      "Education\n\n2016 \u2013 2018\nMaster of Science, Lakeside University\n\n2007 \u2013 2010\n"
      "Bachelor of Arts in History, Hillcrest College\n");
  ASSERT_EQ(r.education.size(), 2u);
  EXPECT_EQ(r.education[0].studyType, "Master of Science");
  EXPECT_EQ(r.education[0].institution, "Lakeside University");
  EXPECT_EQ(r.education[0].area, "");
  EXPECT_EQ(r.education[0].startDate, "2016");
  EXPECT_EQ(r.education[1].institution, "Hillcrest College");
  EXPECT_EQ(r.education[1].area, "History");
  EXPECT_EQ(r.education[1].endDate, "2010");
  // Dates below their entries: a header line followed by a date line opens the next entry.
  Resume w = Parse(
      "Experience\n\nStaff Nurse, Harbour Clinic\n2019 \u2013 2021\nCare Assistant, Hillside Home\n2016 \u2013 2019\n");
  ASSERT_EQ(w.work.size(), 2u);
  EXPECT_EQ(w.work[0].name, "Harbour Clinic");
  EXPECT_EQ(w.work[0].startDate, "2019");
  EXPECT_EQ(w.work[1].name, "Hillside Home");
  EXPECT_EQ(w.work[1].startDate, "2016");
}

// A page's nested list (each entry's fields as items, its highlights one level down, as
// pandoc makes a web theme's list into DOCX): the outer items are header lines, and a range
// written on two lines ("2019-08-05" over "present") is one range.
TEST(Build, NestedListOfEntryFields) {
  Resume r = Parse(
      "Work\n\n- Harbour Clinic\n- 2019-08-05\n- present\n- Staff Nurse\n    - Ran the night shift\n"
      "    - Trained new staff\n- Hillside Home\n- 2016-02-01\n- 2019-07-31\n- Care Assistant\n"
      "    - Cared for twelve residents\n");
  ASSERT_EQ(r.work.size(), 2u);
  EXPECT_EQ(r.work[0].name, "Harbour Clinic");
  EXPECT_EQ(r.work[0].position, "Staff Nurse");
  EXPECT_EQ(r.work[0].startDate, "2019-08-05");
  EXPECT_EQ(r.work[0].endDate, "");
  EXPECT_EQ(r.work[0].highlights, (std::vector<std::string>{"Ran the night shift", "Trained new staff"}));
  EXPECT_EQ(r.work[1].position, "Care Assistant");
  EXPECT_EQ(r.work[1].endDate, "2019-07-31");
  // A list whose entries have no highlights (no deeper items): two outer items that are only
  // a date make the outer items header lines all the same; a list of highlights stays one.
  Resume flat = Parse(
      "Work\n\n- Harbour Clinic\n- 2019-08-05\n- present\n- Staff Nurse\n- Hillside Home\n- 2016-02-01\n"
      "- 2019-07-31\n- Care Assistant\n");
  ASSERT_EQ(flat.work.size(), 2u);
  EXPECT_EQ(flat.work[1].name, "Hillside Home");
  EXPECT_EQ(flat.work[1].position, "Care Assistant");
  EXPECT_EQ(flat.work[1].startDate, "2016-02-01");
  Resume items = Parse("Work\n\nStaff Nurse, Harbour Clinic, 2019 - 2021\n\n- Ran the night shift\n"
                       "- Trained new staff in 2020\n- Led the ward audit\n");
  ASSERT_EQ(items.work.size(), 1u);
  EXPECT_EQ(items.work[0].highlights.size(), 3u);
  // The range's dash read as a list mark: "August 2019" over "- Present".
  Resume d = Parse(
      "Work\n\nHarbour Clinic\nAugust 2019\n- Present\nStaff Nurse\nRan the night shift of a ward of forty beds.\n"
      "Hillside Home\nMarch 2015\n- July 2019\nCare Assistant\n");
  ASSERT_EQ(d.work.size(), 2u);
  EXPECT_EQ(d.work[0].startDate, "2019-08");
  EXPECT_EQ(d.work[0].endDate, "");
  EXPECT_EQ(d.work[0].highlights.size(), 0u);
  EXPECT_EQ(d.work[1].endDate, "2019-07");
}

// Profiles written as a network's name and a user name, with no URL: on two lines, after a
// label's colon, or a user name alone among the contact lines.
TEST(Build, ProfilesWithoutUrls) {
  struct Case {
    const char* cv;
    std::vector<std::pair<std::string, std::string>> profiles;  // network, username
  };
  const std::vector<Case> cases = {
      {"Jane Doe\njane@example.org\n\nAbout\nNurse on night shifts.\nLinkedIn\njane-doe-rn\n", {{"LinkedIn", "jane-doe-rn"}}},
      {"Jane Doe\nGitHub: @jdoe42\nTwitter: jdoe\n", {{"GitHub", "@jdoe42"}, {"Twitter", "jdoe"}}},  // (as written)
      {"Jane Doe\njane@example.org\njane-doe-rn\n\nExperience\nNurse, Clinic\n", {{"", "jane-doe-rn"}}},
      // Not profiles: a network named in prose, a plain word after it, a word in the head.
      {"Jane Doe\njane@example.org\n\nAbout\nI post on LinkedIn\nweekly\n", {}},
      {"Jane Doe\njane@example.org\nGitHub\nMaintainer of three libraries\n", {}},
      {"Jane Doe\njane@example.org\nNurse\n", {}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.cv);
    Resume r = Parse(c.cv);
    std::vector<std::pair<std::string, std::string>> got;
    for (const Profile& p : r.basics.profiles) got.emplace_back(p.network, p.username);
    EXPECT_EQ(got, c.profiles);
  }
}

// An interest's details are its keywords where the template sets them apart from its name.
TEST(Build, InterestsWithKeywords) {
  struct Case {
    const char* cv;
    std::vector<std::pair<std::string, std::vector<std::string>>> interests;
  };
  const std::vector<Case> cases = {
      {"Interests\n\nFootball\nClub member, Junior coaching\nChess\nCounty league, Problem solving\n",
       {{"Football", {"Club member", "Junior coaching"}}, {"Chess", {"County league", "Problem solving"}}}},
      {"Interests\n\nFootball\tClub member, Junior coaching\n", {{"Football", {"Club member", "Junior coaching"}}}},
      {"Interests\n\nFootball: Club member, Junior coaching\n", {{"Football", {"Club member", "Junior coaching"}}}},
      {"Interests\n\nFootball\n\u2022 Club member\n\u2022 Junior coaching\nChess\n",
       {{"Football", {"Club member", "Junior coaching"}}, {"Chess", {}}}},
      // Names side by side, a plain list, one per line: interests without keywords.
      {"Interests\n\nRugby\tWine\n", {{"Rugby", {}}, {"Wine", {}}}},
      {"Interests\n\nHiking, Chess, Choir singing\n", {{"Hiking", {}}, {"Chess", {}}, {"Choir singing", {}}}},
      {"Interests\n\nHiking\nChess\n", {{"Hiking", {}}, {"Chess", {}}}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.cv);
    Resume r = Parse(c.cv);
    std::vector<std::pair<std::string, std::vector<std::string>>> got;
    for (const Interest& in : r.interests) got.emplace_back(in.name, in.keywords);
    EXPECT_EQ(got, c.interests);
  }
}

// A long header line whose date range closes it after a comma is an entry, not prose.
TEST(Build, LongHeaderLineWithClosingDates) {
  Resume r = Parse(
      "Education\n\nBachelor of Business in Business (Logistics and Supply Chain Management), Hillcrest College, "
      "2007 - 2010\n");
  ASSERT_EQ(r.education.size(), 1u);
  EXPECT_EQ(r.education[0].institution, "Hillcrest College");
  EXPECT_EQ(r.education[0].endDate, "2010");
}

// A label column of section names under "Additional information": each row is its section's
// first line, read without the label (and as a list item when it opens with a dash).
TEST(Build, SectionsNamedInALabelColumn) {
  Resume r = Parse(
      "Ana Ruiz\n\nEXPERIENCE\n\nNurse, Clinic Nord\n\nADDITIONAL INFORMATION\n\n"
      "Projects\t\u2013 Triage app (2021), Clinic Nord\nCertificates\t\u2013 Advanced Life Support, Resuscitation "
      "Council, 2020\n");
  ASSERT_EQ(r.projects.size(), 1u);
  EXPECT_EQ(r.projects[0].name, "Triage app");
  EXPECT_EQ(r.projects[0].startDate, "2021");
  ASSERT_EQ(r.certificates.size(), 1u);
  EXPECT_EQ(r.certificates[0].name, "Advanced Life Support");
  EXPECT_EQ(r.certificates[0].date, "2020");
}

// Items whose markers are drawn (no glyph): lines set deeper than the entry's header, after
// its prose, are its items even when one holds a year; a header row with a gap, or a line
// right under the header, is no item.
TEST(Build, DeeperLinesAfterProseAreItems) {
  Resume r = Parse(
      "Experience\n\nSales Engineer\tSep 2023 - Present\nAcme Packaging GmbH\n"
      "Portfolio of 120 clients in the region.\n    Annual target reached at 112 %\n    31 new clients in 2024\n"
      "Account Manager\tSep 2021 - Aug 2023\nAcme Packaging GmbH\n");
  ASSERT_EQ(r.work.size(), 2u);
  EXPECT_EQ(r.work[0].position, "Sales Engineer");
  EXPECT_EQ(r.work[0].highlights, (std::vector<std::string>{"Annual target reached at 112 %", "31 new clients in 2024"}));
  EXPECT_EQ(r.work[1].position, "Account Manager");
  EXPECT_EQ(r.work[1].startDate, "2021-09");
  // Negative: the deeper line right under the header is the entry's own (its organisation).
  Resume n = Parse("Experience\n\nSales Engineer\tSep 2023 - Present\n    Acme Packaging GmbH\n- Won 31 new clients\n");
  ASSERT_EQ(n.work.size(), 1u);
  EXPECT_EQ(n.work[0].name, "Acme Packaging GmbH");
}

// Awards, certificates and publications are cut by the section's own template (the date as
// anchor, the lead before the first entry's date, blocks after blank lines), not one line per
// entry; then each entry's lines fill its slots.
TEST(Build, ItemEntriesBySectionTemplate) {
  struct Case {
    const char* name;
    const char* cv;
    std::vector<std::vector<std::string>> items;  // title/name, date, awarder/issuer/publisher, summary/url
  };
  const std::vector<Case> cases = {
      {"award: title, date line, awarder, summary",
       "AWARDS\n\nTeaching Prize\n2019-05\nState Academy\nFor the new lab course.\n\n"
       "Travel Grant\n2017-03\nScience Fund\n",
       {{"Teaching Prize", "2019-05", "State Academy", "For the new lab course."},
        {"Travel Grant", "2017-03", "Science Fund", ""}}},
      {"award: date first, 'Awarded by:' line, then the title",
       "Awards\n\n2019-05\nAwarded by: State Academy\nTeaching Prize\nFor the new lab course.\n"
       "2017-03\nAwarded by: Science Fund\nTravel Grant\n",
       {{"Teaching Prize", "2019-05", "State Academy", "For the new lab course."},
        {"Travel Grant", "2017-03", "Science Fund", ""}}},
      {"award: undated blocks of title, awarder, summary",
       "Awards\n\nTeaching Prize\nState Academy\nFor the new lab course.\n\nTravel Grant\nScience Fund\n",
       {{"Teaching Prize", "", "State Academy", "For the new lab course."}, {"Travel Grant", "", "Science Fund", ""}}},
      {"certificate: name, issuer line, date, link",
       "Certificates\n\nCloud Architect \u2013 Professional\nIssued by: Cloud Vendor\n2021-09\nhttps://cred.example.com/ca/1\n\n"
       "Scrum Master\nIssued by: Agile Body\n2019-02\n",
       {{"Cloud Architect \u2013 Professional", "2021-09", "Cloud Vendor", "https://cred.example.com/ca/1"},
        {"Scrum Master", "2019-02", "Agile Body", ""}}},
      {"publication: name, publisher, date, link, summary",
       "Publications\n\nFast inference of gene networks\nBioinformatics Letters\n2022-02\n"
       "https://doi.example.org/10.1/bl.17\nFirst author. A method and its benchmark.\n\n"
       "Root cell atlas under drought\nPlant Reports\n2020-11\n",
       {{"Fast inference of gene networks", "2022-02", "Bioinformatics Letters",
         "First author. A method and its benchmark.|https://doi.example.org/10.1/bl.17"},
        {"Root cell atlas under drought", "2020-11", "Plant Reports", "|"}}},
      {"publication: date leads 'Title, Venue', link below",
       "Publications\n\n09/2024  Root cell atlas under drought, Plant Reports\n<https://doi.example.org/10.1/pr.9>\n\n"
       "02/2022  Fast inference of gene networks, Bioinformatics Letters\n",
       {{"Root cell atlas under drought", "2024-09", "Plant Reports", "|https://doi.example.org/10.1/pr.9"},
        {"Fast inference of gene networks", "2022-02", "Bioinformatics Letters", "|"}}},
      // Negative: one-line awards stay one entry each, dated or not.
      {"one-line awards with dates", "Awards\n\nTeaching Prize, State Academy, 2019\nTravel Grant, Science Fund, 2017\n",
       {{"Teaching Prize", "2019", "State Academy", ""}, {"Travel Grant", "2017", "Science Fund", ""}}},
      {"one-line awards without dates", "Awards\n\nTeaching Prize \u2014 State Academy\nTravel Grant \u2014 Science Fund\nDean's List\n",
       {{"Teaching Prize", "", "State Academy", ""}, {"Travel Grant", "", "Science Fund", ""}, {"Dean's List", "", "", ""}}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name);
    Resume r = Parse(c.cv);
    std::vector<std::vector<std::string>> got;
    for (const Award& a : r.awards) got.push_back({a.title, a.date, a.awarder, a.summary});
    for (const Certificate& x : r.certificates) got.push_back({x.name, x.date, x.issuer, x.url});
    for (const Publication& p : r.publications) got.push_back({p.name, p.releaseDate, p.publisher, p.summary + "|" + p.url});
    EXPECT_EQ(got, c.items);
  }
}

// A head of labelled personal data: a date of birth on the name's line or a line of its own
// does not end the head; what no field takes (the birth date) stays as residue.
TEST(Build, LabelledHeadWithADateOfBirth) {
  Resume r = Parse("Lebenslauf\n\nName: Jane Roe (*28.10.1997)\nGeburtsdatum: 28.10.1997\n"
                   "E-Mail: jane.roe@example.org\n\nBerufserfahrung\n\n2020 - 2022 | Praktikum bei Acme GmbH\n");
  EXPECT_EQ(r.basics.name, "Jane Roe");
  EXPECT_EQ(r.basics.email, "jane.roe@example.org");
  bool kept = false;
  for (const auto& x : r.meta.residue) kept = kept || x.text == "(*28.10.1997)";
  EXPECT_TRUE(kept);
}

// " -- " is the en dash as typed for pandoc and TeX: a separator of header parts.
TEST(Build, DoubleHyphenSeparatesHeaderParts) {
  Resume r = Parse("Experience\n\n**Northwind Traders -- Technical Lead:**\n*January 2023 - Present*\n\n- Led the API work\n");
  ASSERT_EQ(r.work.size(), 1u);
  EXPECT_EQ(r.work[0].name, "Northwind Traders");
  EXPECT_EQ(r.work[0].position, "Technical Lead");
  EXPECT_EQ(r.work[0].startDate, "2023-01");
}

TEST(Build, ResidueKeepsWhatNoFieldTakes) {
  Resume r = Parse("REFERENCES\n\nAvailable upon request\n\nSKILLS\n\nC++\n.\n");
  ASSERT_EQ(r.meta.residue.size(), 2u);
  EXPECT_EQ(r.meta.residue[0].text, "Available upon request");
  EXPECT_EQ(r.meta.residue[0].line, 3);
  EXPECT_EQ(r.meta.residue[1].text, ".");
  ASSERT_EQ(r.skills.size(), 1u);
  EXPECT_EQ(r.skills[0].name, "Skills");
}

TEST(Build, NoStructureStillGivesARecord) {
  Resume r = Parse("lorem ipsum dolor sit amet\nconsectetur adipiscing elit\n");
  EXPECT_TRUE(r.work.empty());
  EXPECT_EQ(r.meta.residue.size(), 2u);
  Json j = Json::parse(ToJson(r, 2));
  EXPECT_TRUE(j.contains("meta"));
}

// The streaming writer gives exactly what nlohmann's dump gives for the same record.
TEST(Json, SameBytesAsNlohmannDump) {
  Resume r = Parse(
      "Jane \"JJ\" Roe\njane@example.org\n\nSkills\n\nC++, Go\tRust\n\nWork\n\nEngineer, Acme Inc.\n"
      "2020 - 2021\n- Did\\things\n\nReferences\n\nOn request\n");
  for (int indent : {2, -1}) {
    std::string mine = ToJson(r, indent);
    std::string theirs = Json::parse(mine).dump(indent);
    EXPECT_EQ(mine, theirs);
  }
}

// Every escape the writer makes (and the bytes it leaves alone) as nlohmann makes them.
TEST(Json, EscapesAsNlohmann) {
  Resume r;
  r.basics.name = "a\"b\\c\b\f\n\r\td\x01\x1f\x7f \u00e9\u2013/";
  r.basics.summary = "\"\"";
  for (int indent : {2, -1}) {
    std::string mine = ToJson(r, indent);
    EXPECT_EQ(mine, Json::parse(mine).dump(indent));
    EXPECT_NE(mine.find("a\\\"b\\\\c\\b\\f\\n\\r\\td\\u0001\\u001f\x7f \u00e9\u2013/"), std::string::npos);
  }
}

// A contact row long enough to read as prose is still contacts when its cells are, and an
// e-mail cell that a wrapped line ran into a profile URL gives both.
TEST(Build, LongContactRowWithWrappedCell) {
  Resume r = Parse(
      "Jane Roe\n"
      "Leeds, United Kingdom | +44 7700 900456 | jane.roe@example.com linkedin.com/in/janeroe-data | "
      "github.com/janeroe\n\n"
      "Summary\n\nData engineer.\n");
  EXPECT_EQ(r.basics.name, "Jane Roe");
  EXPECT_EQ(r.basics.email, "jane.roe@example.com");
  EXPECT_EQ(r.basics.phone, "+44 7700 900456");
  EXPECT_EQ(r.basics.location.city, "Leeds");
  ASSERT_EQ(r.basics.profiles.size(), 2u);
  EXPECT_EQ(r.basics.profiles[0].username, "janeroe-data");
  EXPECT_EQ(r.basics.profiles[1].username, "janeroe");
  EXPECT_EQ(r.basics.summary, "Data engineer.");
}

// A skills section mixing plain item lines with labelled lines that open groups of their
// own: the plain items after a labelled group still reach the section's group (the group
// was once held by a pointer that a labelled line's append left dangling).
TEST(Build, SkillsPlainItemsAfterLabelledGroups) {
  Resume r = Parse(
      "Jane Roe\njane@example.org\n\nSkills\n\nPython, Go\nProgramming languages: C++, Rust\n"
      "Kubernetes, Terraform\nSoftware and tools: Git, Docker\nSQL, Spark\n");
  auto group_of = [&](const std::string& keyword) -> std::string {
    for (const Skill& s : r.skills) {
      if (std::find(s.keywords.begin(), s.keywords.end(), keyword) != s.keywords.end()) return s.name;
    }
    return "(none)";
  };
  for (const char* k : {"Python", "Go", "Kubernetes", "Terraform", "SQL", "Spark"})
    EXPECT_EQ(group_of(k), "Skills") << k;
  for (const char* k : {"C++", "Rust", "Git", "Docker"}) {
    EXPECT_NE(group_of(k), "Skills") << k;
    EXPECT_NE(group_of(k), "(none)") << k;
  }
}


// A row of cells with a date is an entry's header however long it is, and a languages grid
// of "language <gap> level" rows gives one language per row with its level.
TEST(Build, LongHeaderRowAndLanguageGrid) {
  Resume r = Parse(
      "Camille Martin\n\nExperience\n\n"
      "Research Intern — Institute of Marine Robotics and Autonomous Systems\tBrest\tFeb 2019 – Jul 2019\n"
      "- Built a sonar simulator\n"
      "Software Engineer — Harbour Logistics\tBrest\tsince Sep 2019\n"
      "- Ran the fleet dashboard\n\n"
      "Languages\n\nFrench\tnative\nEnglish\tfluent (C1)\n");
  ASSERT_EQ(r.work.size(), 2u);
  EXPECT_EQ(r.work[0].position, "Research Intern");
  EXPECT_EQ(r.work[0].startDate, "2019-02");
  EXPECT_EQ(r.work[0].endDate, "2019-07");
  ASSERT_EQ(r.languages.size(), 2u);
  EXPECT_EQ(r.languages[0].language, "French");
  EXPECT_EQ(r.languages[0].fluency, "native");
  EXPECT_EQ(r.languages[1].fluency, "fluent (C1)");
}


// Languages named in a row over their levels in the next row are read column by column; a
// row of names over a row that names languages too is not such a grid.
TEST(Build, LanguagesInARowOverTheirLevels) {
  Resume r = Parse("Erik Lund\n\nLanguages\n\nEnglish\tSwedish\tGerman\nNative speaker\tC1\tBasic\n");
  ASSERT_EQ(r.languages.size(), 3u);
  EXPECT_EQ(r.languages[0].language, "English");
  EXPECT_EQ(r.languages[0].fluency, "Native speaker");
  EXPECT_EQ(r.languages[1].language, "Swedish");
  EXPECT_EQ(r.languages[1].fluency, "C1");
  EXPECT_EQ(r.languages[2].fluency, "Basic");
  Resume two = Parse("Erik Lund\n\nLanguages\n\nEnglish\tSwedish\nGerman\tFrench\n");
  ASSERT_EQ(two.languages.size(), 4u);
  EXPECT_EQ(two.languages[2].language, "German");
  EXPECT_EQ(two.languages[2].fluency, "");
}


// A section of personal information that opens the document holds the name on its first line;
// a place there is no name.
TEST(Build, NameFirstInPersonalInformation) {
  Resume r = Parse("Personal information\n\nKarin Holm\nkarin.holm@example.org\n\nEducation\n\n"
                   "BSc Biology, Lund University, 2015 - 2018\n");
  EXPECT_EQ(r.basics.name, "Karin Holm");
  EXPECT_EQ(r.basics.email, "karin.holm@example.org");
  Resume place = Parse("Personal information\n\nOslo, Norway\nkarin.holm@example.org\n");
  EXPECT_EQ(place.basics.name, "");
}

// North American and Australian places: "City, ST" after an employer is the job's location
// (the town need not be a known city), and "street, City, ST ZIP" is an address.
TEST(Build, RegionCodesInPlacesAndAddresses) {
  Resume r = Parse(
      "John Petersen\n1200 Main St, Denver, CO 80202 | john@example.com\n\nWork History\n\n"
      "Warehouse Associate, Summit Supply Co., Aurora, CO, 03/2015 - 05/2018\n"
      "- Loaded trucks\n");
  EXPECT_EQ(r.basics.location.address, "1200 Main St");
  EXPECT_EQ(r.basics.location.city, "Denver");
  EXPECT_EQ(r.basics.location.region, "CO");
  EXPECT_EQ(r.basics.location.postalCode, "80202");
  ASSERT_EQ(r.work.size(), 1u);
  EXPECT_EQ(r.work[0].name, "Summit Supply Co.");
  EXPECT_EQ(r.work[0].location, "Aurora, CO");
  EXPECT_EQ(r.work[0].startDate, "2015-03");
}


// "Degree, Area — Institution, Year" keeps the institution out of the area, an associate
// degree is a degree, and brackets emptied by a removed date do not stay in a name.
TEST(Build, DegreeAreaDashInstitutionAndEmptyBrackets) {
  Resume r = Parse(
      "Jane Roe\n\nEducation\n\n"
      "Associate of Applied Science, Logistics \u2014 Community College of Denver, 2014\n"
      "Master of Science, Statistics \u2014 University of Milan, 2016\n\n"
      "Certifications\n\nForklift Operator Certification (2016)\n");
  ASSERT_EQ(r.education.size(), 2u);
  EXPECT_EQ(r.education[0].studyType, "Associate of Applied Science");
  EXPECT_EQ(r.education[0].area, "Logistics");
  EXPECT_EQ(r.education[0].institution, "Community College of Denver");
  EXPECT_EQ(r.education[1].area, "Statistics");
  EXPECT_EQ(r.education[1].institution, "University of Milan");
  ASSERT_EQ(r.certificates.size(), 1u);
  EXPECT_EQ(r.certificates[0].name, "Forklift Operator Certification");
  EXPECT_EQ(r.certificates[0].date, "2016");
}


// A German tabular CV's habits: "Name:" in a personal-data block, a compound job title, the
// degree in brackets after its subject, the grade on a line of its own, and the place and
// date of signing at the end (residue, not a skill).
TEST(Build, GermanTabularHabits) {
  Resume r = Parse(
      "Lebenslauf\n\nPers\u00f6nliche Daten\nName: Jonas Weber\nE-Mail: j.weber@example.de\n\n"
      "Berufserfahrung\n09/2015 \u2013 02/2019\tVertriebsleiter, Nordwind Handel GmbH, Kiel\n\n"
      "Ausbildung\n10/2010 \u2013 08/2015\tStudium Maschinenbau (Diplom), TU Dresden\n"
      "\tAbschluss: Dipl.-Ing., Note 2,3\n\n"
      "EDV-Kenntnisse\nAutoCAD, SAP\n\nKiel, 01.03.2024\n");
  EXPECT_EQ(r.basics.name, "Jonas Weber");
  ASSERT_EQ(r.work.size(), 1u);
  EXPECT_EQ(r.work[0].position, "Vertriebsleiter");
  EXPECT_EQ(r.work[0].name, "Nordwind Handel GmbH");
  ASSERT_EQ(r.education.size(), 1u);
  EXPECT_EQ(r.education[0].area, "Maschinenbau");
  EXPECT_EQ(r.education[0].studyType, "Diplom");
  EXPECT_EQ(r.education[0].institution, "TU Dresden");
  EXPECT_EQ(r.education[0].score, "2,3");
  ASSERT_EQ(r.skills.size(), 1u);
  EXPECT_EQ(r.skills[0].keywords, (std::vector<std::string>{"AutoCAD", "SAP"}));
  bool signed_line = false;
  for (const auto& res : r.meta.residue) signed_line = signed_line || res.text == "Kiel, 01.03.2024";
  EXPECT_TRUE(signed_line);
}


// APA-style references: authors, (year), title, journal; the authors and the volume and pages
// stay as residue fragments.
TEST(Build, ApaPublications) {
  Resume r = Parse(
      "Jane Roe\n\nSelected Publications\n\n"
      "Roe, J., Keller, J., & Osei, K. (2023). Root architecture under drought. Nature Plants, 9(4), 512\u2013523.\n"
      "Roe, J., & Liu, Y. (2020, May). Why do stomata close? Plant Cell, 32, 1100\u20131115.\n");
  ASSERT_EQ(r.publications.size(), 2u);
  EXPECT_EQ(r.publications[0].name, "Root architecture under drought");
  EXPECT_EQ(r.publications[0].publisher, "Nature Plants");
  EXPECT_EQ(r.publications[0].releaseDate, "2023");
  EXPECT_EQ(r.publications[1].name, "Why do stomata close?");
  EXPECT_EQ(r.publications[1].publisher, "Plant Cell");
  bool authors = false;
  for (const auto& res : r.meta.residue) authors = authors || (res.fragment && res.text == "Roe, J., & Liu, Y.");
  EXPECT_TRUE(authors);
}


// Nothing lost: what a field left of a line it took is kept as that line's residue fragments,
// exactly the words no field holds; lines whose words the record holds add no residue.
TEST(Build, UsedLinesKeepTheirLeftoverWords) {
  Resume r = Parse(
      "Jane Roe\n\nEducation\n\n"
      "MSc Computer Science, Deakin University, Melbourne\n"  // line 5
      "2015 - 2017\n"
      "- Graduated with 1.7\n\n"                              // line 7
      "Skills\n\n"
      "- **Languages:** Python (Advanced), Go, Rust (Basic)\n"  // line 11
      "- **Tools:** Git, Docker\n");
  ASSERT_EQ(r.education.size(), 1u);
  EXPECT_EQ(r.education[0].institution, "Deakin University");
  EXPECT_EQ(r.education[0].score, "1.7");
  ASSERT_EQ(r.skills.size(), 2u);
  EXPECT_EQ(r.skills[0].keywords, (std::vector<std::string>{"Python", "Go", "Rust"}));
  std::vector<std::tuple<int, std::string, bool>> residue;
  for (const auto& x : r.meta.residue) residue.emplace_back(x.line, x.text, x.fragment);
  EXPECT_EQ(residue, (std::vector<std::tuple<int, std::string, bool>>{
                         {5, "Melbourne", true},
                         {7, "Graduated with", true},
                         {11, "(Advanced)", true},
                         {11, "(Basic)", true}}));
}

// A markdown CV's habits: a project as "**name** — description <url>" on one line, and
// "Languages:" in a skills list naming programming languages, not spoken ones.
TEST(Build, MarkdownProjectLineAndProgrammingLanguages) {
  Resume r = Parse(
      "# Alex Kim\n\n## Projects\n\n"
      "- **ratelimit-go** \u2014 a token-bucket rate limiter for Go services. <https://github.com/alexkim/ratelimit-go>\n\n"
      "## Skills\n\n- **Languages:** Go (advanced), Python, SQL\n- **Infra:** Kubernetes, AWS\n\n"
      "## Languages\n\n- Korean (native), English (fluent)\n");
  ASSERT_EQ(r.projects.size(), 1u);
  EXPECT_EQ(r.projects[0].name, "ratelimit-go");
  EXPECT_EQ(r.projects[0].description, "a token-bucket rate limiter for Go services.");
  EXPECT_EQ(r.projects[0].url, "https://github.com/alexkim/ratelimit-go");
  ASSERT_EQ(r.skills.size(), 2u);
  EXPECT_EQ(r.skills[0].name, "Languages");
  EXPECT_EQ(r.skills[0].keywords, (std::vector<std::string>{"Go (advanced)", "Python", "SQL"}));
  ASSERT_EQ(r.languages.size(), 2u);
  EXPECT_EQ(r.languages[0].language, "Korean");
  EXPECT_EQ(r.languages[0].fluency, "native");
}


// The Europass (2020) text layout: personal data in one row with a date of birth, dates as
// [ DD/MM/YYYY – Current ], "City: X | Country: Y" lines, an Italian address, a grade with
// words, and a self-assessment grid that names no language.
TEST(Build, EuropassHabits) {
  Resume r = Parse(
      "Anna Conti\n"
      "Date of birth: 02/05/1992 | Phone number: (+39) 02 1234567 (Mobile) | Email address: anna@example.it | "
      "Address: Via Roma 1, 20121, Milano, Italy (Home)\n\n"
      "WORK EXPERIENCE\n\n[ 01/09/2019 \u2013 Current ] Data Analyst\nBanca Lombarda S.p.A.\n"
      "City: Milano | Country: Italy\n\n"
      "EDUCATION AND TRAINING\n\n[ 2013 \u2013 2015 ] Master of Science in Statistics\nUniversit\u00e0 di Pavia\n"
      "Final grade: 110/110 cum laude\n\n"
      "LANGUAGE SKILLS\n\nMother tongue(s): ITALIAN\nOther language(s):\nENGLISH\nLISTENING C1 READING C1\n");
  EXPECT_EQ(r.basics.email, "anna@example.it");
  EXPECT_EQ(r.basics.phone, "(+39) 02 1234567");
  EXPECT_EQ(r.basics.location.address, "Via Roma 1");
  EXPECT_EQ(r.basics.location.postalCode, "20121");
  EXPECT_EQ(r.basics.location.city, "Milano");
  ASSERT_EQ(r.work.size(), 1u);
  EXPECT_EQ(r.work[0].position, "Data Analyst");
  EXPECT_EQ(r.work[0].startDate, "2019-09-01");
  EXPECT_EQ(r.work[0].location, "Milano, Italy");
  ASSERT_EQ(r.education.size(), 1u);
  EXPECT_EQ(r.education[0].score, "110/110 cum laude");
  ASSERT_EQ(r.languages.size(), 2u);
  EXPECT_EQ(r.languages[1].language, "ENGLISH");
}


// "Organisation, City — Title (dates)" keeps the city out of the name; a club's volunteer role
// is told from the club by the role words.
TEST(Build, OrgCityDashTitleAndVolunteerRole) {
  Resume r = Parse(
      "Sarah Byrne\n\nExperience\n\nAllied Bank, Dublin \u2014 Senior Data Analyst (2021\u2013present)\n"
      "- Built the churn model\n\nVolunteering\n\nCode Club Ireland \u2014 Volunteer mentor, 2019\u2013present\n");
  ASSERT_EQ(r.work.size(), 1u);
  EXPECT_EQ(r.work[0].name, "Allied Bank");
  EXPECT_EQ(r.work[0].location, "Dublin");
  EXPECT_EQ(r.work[0].position, "Senior Data Analyst");
  ASSERT_EQ(r.volunteer.size(), 1u);
  EXPECT_EQ(r.volunteer[0].organization, "Code Club Ireland");
  EXPECT_EQ(r.volunteer[0].position, "Volunteer mentor");
}


// Spanish "Puesto en Empresa, Ciudad" rows, and an "Informática" skills heading.
TEST(Build, SpanishRoleEnCompany) {
  Resume r = Parse(
      "Javier Morales\n\nExperiencia profesional\n"
      "enero 2020 \u2013 actualidad: Ingeniero de datos en Telef\u00f3nica, Madrid\n"
      "- Dise\u00f1o de pipelines de datos\n\n"
      "Formaci\u00f3n\n2012 \u2013 2017: Grado en Ingenier\u00eda Inform\u00e1tica, Universidad de Granada\n\n"
      "Inform\u00e1tica\nPython, SQL\n");
  ASSERT_EQ(r.work.size(), 1u);
  EXPECT_EQ(r.work[0].position, "Ingeniero de datos");
  EXPECT_EQ(r.work[0].name, "Telef\u00f3nica");
  EXPECT_EQ(r.work[0].location, "Madrid");
  EXPECT_EQ(r.work[0].startDate, "2020-01");
  ASSERT_EQ(r.education.size(), 1u);
  EXPECT_EQ(r.education[0].studyType, "Grado");
  EXPECT_EQ(r.education[0].area, "Ingenier\u00eda Inform\u00e1tica");
  ASSERT_EQ(r.skills.size(), 1u);
  EXPECT_EQ(r.skills[0].keywords, (std::vector<std::string>{"Python", "SQL"}));
}

// A line that is only a link (bare, in angle brackets, after a short label) is the link of
// the entry it stands in, in work, volunteer and education alike, not an entry of its own;
// an e-mail address is not a link.
TEST(Build, UrlLinesAreTheEntrysLink) {
  Resume r = Parse(
      "Ana Ruiz\n\nExperience\n\nNurse, City Clinic\n2019 - 2021\n<https://clinic.example.org>\n"
      "- Ran the night shift\n\nAssistant Nurse, Harbour Hospital\n2017 - 2019\nWeb: harbour.example.com\n\n"
      "Volunteering\n\nFirst Aider, Red Cross\n2015 - 2018\nhttps://redcross.example.org/\n\n"
      "Education\n\nBSc Nursing, University of Leeds\n2013 - 2016\nhttps://leeds.example.ac.uk\n");
  ASSERT_EQ(r.work.size(), 2u);
  EXPECT_EQ(r.work[0].url, "https://clinic.example.org");
  EXPECT_EQ(r.work[0].highlights, std::vector<std::string>{"Ran the night shift"});
  EXPECT_EQ(r.work[1].url, "https://harbour.example.com");
  EXPECT_EQ(r.work[1].name, "Harbour Hospital");
  ASSERT_EQ(r.volunteer.size(), 1u);
  EXPECT_EQ(r.volunteer[0].url, "https://redcross.example.org/");
  ASSERT_EQ(r.education.size(), 1u);
  EXPECT_EQ(r.education[0].url, "https://leeds.example.ac.uk");
  EXPECT_TRUE(Parse("Ana Ruiz\n\nExperience\n\nNurse, City Clinic\n2019 - 2021\nana@clinic.example.org\n").work[0].url.empty());
}

// The section's header template decides what each entry alone cannot: here organisation
// first, so "Kessler Nippes, Studienr\u00e4tin" (no vocabulary word on either side) is read
// as the others are. An italic line under the header is the organisation's tagline; a line
// led by a date range is an entry's header however long.
TEST(Build, HeaderSlotsVotedAcrossTheSection) {
  Resume r = Parse(
      "Ana Ruiz\n\n## Experience\n\n"
      "09/2019 - 03/2021  **Kessler Nippes**, Studienr\u00e4tin, Berlin\n"
      "*Private grammar school with a science profile, 950 pupils*\n\n"
      "11/2017 - 08/2019  **Albert-Schweitzer-Schule**, Lehrerin mit befristetem Vertrag als Vertretung f\u00fcr zwei Jahre, Berlin\n\n"
      "05/2016 - 10/2017  **Kant School**, Teacher, Berlin\n\n"
      "01/2015 - 04/2016  **Lernwerk GmbH**, Senior Consultant, Berlin\n");
  ASSERT_EQ(r.work.size(), 4u);
  EXPECT_EQ(r.work[0].position, "Studienr\u00e4tin");
  EXPECT_EQ(r.work[0].name, "Kessler Nippes");
  EXPECT_EQ(r.work[0].description, "Private grammar school with a science profile, 950 pupils");
  EXPECT_EQ(r.work[0].location, "Berlin");
  EXPECT_EQ(r.work[1].name, "Albert-Schweitzer-Schule");
  EXPECT_EQ(r.work[1].startDate, "2017-11");
  EXPECT_EQ(r.work[3].position, "Senior Consultant");
}

// Under '##' headings, a label inside an entry names the field its list or values fill
// (set as plain text, "COURSES" is no heading there): courses under a degree
// (a list after "COURSES", or "Kurse: A, B" inline), highlights under "Achievements"; a
// label of a field the section has no home for ("Technologies:" in a job) stays residue.
TEST(Build, FieldLabelsInsideEntries) {
  Resume r = Parse(
      "# Ana Ruiz\n\n## Education\n\nMSc Logistics, RMIT University\n2016 - 2018\nCOURSES\n- Warehouse Design\n- Procurement\n\n"
      "BSc Business, Victoria University\n2012 - 2015\nKurse: Statistik, Recht\n\n"
      "## Experience\n\nPlanner, Koala Freight\n2018 - 2020\nAchievements\n- Cut overtime by 18%\nTechnologies: SAP, Excel\n");
  ASSERT_EQ(r.education.size(), 2u);
  EXPECT_EQ(r.education[0].courses, (std::vector<std::string>{"Warehouse Design", "Procurement"}));
  EXPECT_EQ(r.education[0].institution, "RMIT University");
  EXPECT_EQ(r.education[1].courses, (std::vector<std::string>{"Statistik", "Recht"}));
  ASSERT_EQ(r.work.size(), 1u);
  EXPECT_EQ(r.work[0].highlights, std::vector<std::string>{"Cut overtime by 18%"});
  bool kept = false;
  for (const auto& res : r.meta.residue) kept = kept || res.text == "Technologies: SAP, Excel";
  EXPECT_TRUE(kept);
}

}  // namespace
}  // namespace cvmill::schema
