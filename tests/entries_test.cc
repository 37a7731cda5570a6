// A section's entries cut by where their dates stand, and an education entry's fields: its
// list items as courses, a field named on its own line before the institution; skills groups
// of a name, a level and chips; a language's level on the line under it; name and label in
// one row.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace cvmill::schema {
namespace {

Resume Parse(const std::string& cv, const std::string& name = "test.txt") { return testing::ParseCv(cv, name); }

// Every entry has two header lines before its date, the courses between them: the entries
// open at the degree line, not at the institution after the courses.
TEST(DateTemplate, HeaderLinesAroundListsCutByTheDate) {
  Resume r = Parse(
      "Mira Kovac\n\nEducation\n\n"
      "Master of Science | Chemistry\n- Organic Synthesis\n- Spectroscopy\nKarlsberg University\n2019 - 2021\n"
      "Bachelor of Science | Chemistry\n- Physical Chemistry\nKarlsberg University\n2016 - 2019\n"
      "Abitur\nCarl Linde Gymnasium\n2016\n");
  ASSERT_EQ(r.education.size(), 3u);
  EXPECT_EQ(r.education[0].studyType, "Master of Science");
  EXPECT_EQ(r.education[0].area, "Chemistry");
  EXPECT_EQ(r.education[0].institution, "Karlsberg University");
  EXPECT_EQ(r.education[0].startDate, "2019");
  EXPECT_EQ(r.education[0].courses, (std::vector<std::string>{"Organic Synthesis", "Spectroscopy"}));
  EXPECT_EQ(r.education[1].studyType, "Bachelor of Science");
  EXPECT_EQ(r.education[1].institution, "Karlsberg University");
  EXPECT_EQ(r.education[1].endDate, "2019");
  EXPECT_EQ(r.education[1].courses, (std::vector<std::string>{"Physical Chemistry"}));
  EXPECT_EQ(r.education[2].studyType, "Abitur");
  EXPECT_EQ(r.education[2].institution, "Carl Linde Gymnasium");
}

// Two entries whose header counts agree only by chance (a tagline under the first date):
// where blank lines set entries apart, the template would open one at a line that is not set
// apart, so the entries stay as the blank lines cut them.
TEST(DateTemplate, BlankLinesOverruleAChanceCount) {
  Resume r = Parse(
      "Tom Vale\n\nExperience\n\n"
      "Sales Assistant\nTidewell Packaging\nsince 04/2023\nMaker of cardboard packaging\n\n"
      "  * Target met at 112 %\n\n"
      "Office Assistant, Tidewell Packaging\n09/2021 - 08/2023\n\n  * Prepared quotes\n");
  ASSERT_EQ(r.work.size(), 2u);
  EXPECT_EQ(r.work[0].position, "Sales Assistant");
  EXPECT_EQ(r.work[0].highlights, (std::vector<std::string>{"Target met at 112 %"}));
  EXPECT_EQ(r.work[1].position, "Office Assistant");
  EXPECT_EQ(r.work[1].startDate, "2021-09");
}

// A bare degree, its field on the next line, then the institution; courses as list items or
// after a "Relevant coursework:" label.
TEST(Education, FieldLineBeforeInstitutionAndCourses) {
  Resume r = Parse(
      "Ana Ruiz\n\nEducation\n\n"
      "Bachelor\nMechanical Engineering\nNorthfield University\n2015 - 2019\n- Thermodynamics\n\n"
      "MSc Physics, Northfield University, 2019 - 2021\nRelevant coursework: Optics, Quantum Mechanics\n");
  ASSERT_EQ(r.education.size(), 2u);
  EXPECT_EQ(r.education[0].studyType, "Bachelor");
  EXPECT_EQ(r.education[0].area, "Mechanical Engineering");
  EXPECT_EQ(r.education[0].institution, "Northfield University");
  EXPECT_EQ(r.education[0].courses, (std::vector<std::string>{"Thermodynamics"}));
  EXPECT_EQ(r.education[1].area, "Physics");
  EXPECT_EQ(r.education[1].courses, (std::vector<std::string>{"Optics", "Quantum Mechanics"}));
  // Items that read as sentences (a thesis, what was done) are no courses: they stay residue.
  Resume done = Parse(
      "Ana Ruiz\n\nEducation\n\nMSc Physics, Northfield University, 2019 - 2021\n"
      "- Thesis on frequency combs for optical clocks, graded with distinction\n"
      "- Built a cryogenic test stand with two other students and documented it.\n");
  ASSERT_EQ(done.education.size(), 1u);
  EXPECT_TRUE(done.education[0].courses.empty());
  // A row of chips (cells apart by gaps) is a course a cell, voted cell by cell.
  Resume chips = Parse(
      "Ana Ruiz\n\nEducation\n\nMSc Physics, Northfield University, 2019 - 2021\n"
      "- Optics     Acoustics     Quantum Mechanics     Solid State Physics\n");
  ASSERT_EQ(chips.education.size(), 1u);
  EXPECT_EQ(chips.education[0].courses,
            (std::vector<std::string>{"Optics", "Acoustics", "Quantum Mechanics", "Solid State Physics"}));
  bool kept = false;
  for (const auto& x : done.meta.residue)
    kept = kept || x.text == "Built a cryogenic test stand with two other students and documented it.";
  EXPECT_TRUE(kept);
}

// Header parts that vary (a place the gazetteer does not know splits into more parts) make no
// plan; the vote over whole header lines still says the first line is the organisation, so
// an entry whose title line also has organisation words ("Division") is read the same way.
TEST(SlotVote, WholeHeaderLinesWhenPartsVary) {
  Resume r = Parse(
      "Lena Dahl\n\nWork Experience\n\n"
      "Brightwave Inc. | Lakeshore, N.Ostland\nSoftware Engineer | Jan. 2020 - Mar. 2022\n- Built the billing service\n"
      "Nordlys Systems Ltd. | Lakeshore, N.Ostland\nSite Reliability Engineer | Feb. 2018 - Dec. 2019\n- Ran the clusters\n"
      "Kvasir | Lakeshore, N.Ostland\nDirector of Infrastructure Division | Jun. 2016 - Jan. 2018\n- Led the platform team\n");
  ASSERT_EQ(r.work.size(), 3u);
  EXPECT_EQ(r.work[0].position, "Software Engineer");
  EXPECT_EQ(r.work[2].position, "Director of Infrastructure Division");
  EXPECT_EQ(r.work[2].name.substr(0, 6), "Kvasir");
  EXPECT_EQ(r.work[2].startDate, "2016-06");
}

// Groups set as a name, a level and a row of chips ("Kotlin | Java", cells of a table row):
// each name opens its group.
TEST(Skills, NameLevelAndChipsPerGroup) {
  Resume r = Parse(
      "Jon Berg\n\nSkills\n\n**Programmiersprachen**\n\nFortgeschritten\n\nKotlin | Java | Python\n\n"
      "**Werkzeuge und Plattformen**\n\nGute Kenntnisse\n\nDocker | Kubernetes | Git\n",
      "test.md");
  const auto& skills = r.skills;
  ASSERT_EQ(skills.size(), 2u);
  EXPECT_EQ(skills[0].name, "Programmiersprachen");
  EXPECT_EQ(skills[0].level, "Fortgeschritten");
  EXPECT_EQ(skills[0].keywords, (std::vector<std::string>{"Kotlin", "Java", "Python"}));
  EXPECT_EQ(skills[1].name, "Werkzeuge und Plattformen");
  EXPECT_EQ(skills[1].level, "Gute Kenntnisse");
  EXPECT_EQ(skills[1].keywords, (std::vector<std::string>{"Docker", "Kubernetes", "Git"}));
}

// Each language over its level on the next line: the level is its fluency, not a language.
TEST(Languages, LevelOnTheLineUnderItsLanguage) {
  Resume r = Parse("Rui Sousa\n\nLanguages\n\nPortuguês\nLíngua materna\nInglês\nC1\nFrancês\n");
  ASSERT_EQ(r.languages.size(), 3u);
  EXPECT_EQ(r.languages[0].language, "Português");
  EXPECT_EQ(r.languages[0].fluency, "Língua materna");
  EXPECT_EQ(r.languages[1].language, "Inglês");
  EXPECT_EQ(r.languages[1].fluency, "C1");
  EXPECT_EQ(r.languages[2].language, "Francês");
  EXPECT_EQ(r.languages[2].fluency, "");
}

// The name and the label side by side in one row, the name's cell closed by a comma.
TEST(Head, NameAndLabelInOneRow) {
  Resume r = Parse("Karin Holm,     Registered Nurse\nkarin.holm@example.org\n\nExperience\n\n"
                   "Nurse, Lund Hospital, 2015 - 2018\n");
  EXPECT_EQ(r.basics.name, "Karin Holm");
  EXPECT_EQ(r.basics.label, "Registered Nurse");
}

// A "Research" section holds positions when its entries' header slots vote for a position and
// an organisation, as work entries' do; else it holds projects.
TEST(Sections, ResearchSectionOfPositionsIsWork) {
  Resume labs = Parse("Jana Novak\n\nRESEARCH\n\nTIDAL DYNAMICS LAB | RESEARCH ASSISTANT\nJan 2014 - Jan 2015\n"
                      "Built a model of estuary flushing.\n\nHARBOUR ECOLOGY GROUP | UNDERGRADUATE RESEARCHER\n"
                      "Mar 2012 - May 2013\nCounted eelgrass shoots along four transects.\n");
  ASSERT_EQ(labs.work.size(), 2u);
  EXPECT_TRUE(labs.projects.empty());
  EXPECT_EQ(labs.work[0].startDate, "2014-01");
  EXPECT_EQ(labs.work[1].name, "HARBOUR ECOLOGY GROUP");
  EXPECT_EQ(labs.work[1].position, "UNDERGRADUATE RESEARCHER");
  Resume projects = Parse("Jana Novak\n\nRESEARCH\n\nTide tables from citizen gauges\nJan 2014 - Jan 2015\n"
                          "A network of volunteer tide gauges.\n\nEelgrass mapping from kayaks\nMar 2012 - May 2013\n"
                          "Counted shoots along four transects.\n");
  EXPECT_TRUE(projects.work.empty());
  EXPECT_EQ(projects.projects.size(), 2u);
}

// Contact lines under the summary, a label's colon before a cell's gap ("GitHub:<TAB>https://…",
// a web page's bold label beside its link), are the person's, not the summary's prose.
TEST(Head, LabelledContactLinesUnderTheSummary) {
  Resume r = Parse("Jana Novak\n\nAbout\n\nHarbour pilot who brings ships into Vigo.\n"
                   "Email:\tjana.novak@example.org\nGitHub:\thttps://github.com/jnovak\n\nExperience\n\n"
                   "Pilot, Port of Vigo, 2019 - 2023\n");
  EXPECT_EQ(r.basics.summary, "Harbour pilot who brings ships into Vigo.");
  EXPECT_EQ(r.basics.email, "jana.novak@example.org");
  ASSERT_EQ(r.basics.profiles.size(), 1u);
  EXPECT_EQ(r.basics.profiles[0].username, "jnovak");
}

// A row of networks' names and user names after the summary ("GitHub <gap> jroe <gap> LinkedIn
// <gap> jane-roe", a web page's profiles under its lead paragraph) is the person's profiles; a
// row of cells that do not pair up so is not.
TEST(Head, RowOfNetworksAndUserNamesAfterTheSummary) {
  Resume r = Parse("Jana Novak\njana.novak@example.org\n\nHarbour pilot who brings ships into Vigo.\n\n"
                   "GitHub\tjnovak\tLinkedIn\tjana-novak\n\nExperience\n\nPilot, Port of Vigo, 2019 - 2023\n");
  ASSERT_EQ(r.basics.profiles.size(), 2u);
  EXPECT_EQ(r.basics.profiles[0].network, "GitHub");
  EXPECT_EQ(r.basics.profiles[0].username, "jnovak");
  EXPECT_EQ(r.basics.profiles[1].network, "LinkedIn");
  EXPECT_EQ(r.basics.profiles[1].username, "jana-novak");
  Resume other = Parse("Jana Novak\njana.novak@example.org\n\nHarbour pilot who brings ships into Vigo.\n\n"
                       "GitHub\tjnovak\tHarbour\tPilots\n\nExperience\n\nPilot, Port of Vigo, 2019 - 2023\n");
  EXPECT_TRUE(other.basics.profiles.empty());
}

// A document title that names its person ("Jane Roe's Resume", a web page's title made the
// DOCX's first line) gives the name; the name repeated under it is the same name, not the
// label. A title naming no person gives none.
TEST(Head, NameInADocumentTitle) {
  Resume r = Parse("Karin Holm's Resume\nKarin Holm\nRegistered Nurse\nkarin.holm@example.org\n\nExperience\n\n"
                   "Nurse, Lund Hospital, 2015 - 2018\n");
  EXPECT_EQ(r.basics.name, "Karin Holm");
  EXPECT_EQ(r.basics.label, "Registered Nurse");
  EXPECT_EQ(Parse("Curriculum Vitae - Karin Holm\nkarin.holm@example.org\n").basics.name, "Karin Holm");
  EXPECT_EQ(Parse("Registered Nurse - CV\nkarin.holm@example.org\n").basics.name, "");
}

// A heading in capitals run into the name (a label table that lost its gap) is no part of
// it; a name in capitals that no heading rule opens is whole.
TEST(Head, HeadingInCapitalsRunIntoTheName) {
  const char* kRest = "\nkarin.holm@example.org\n\nExperience\n\nNurse, Lund Hospital, 2015 - 2018\n";
  EXPECT_EQ(Parse(std::string("PERSONAL INFORMATION Karin Holm") + kRest).basics.name, "Karin Holm");
  EXPECT_EQ(Parse(std::string("PERSONAL DETAILS Karin Holm") + kRest).basics.name, "Karin Holm");
  EXPECT_EQ(Parse(std::string("KARIN HOLM") + kRest).basics.name, "Karin Holm");
  EXPECT_EQ(Parse(std::string("Karin Holm-Sanders") + kRest).basics.name, "Karin Holm-Sanders");
  // (So where the document's headings are capitals too: the head's first line opens no section.)
  EXPECT_EQ(Parse("PERSONAL INFORMATION Karin Holm\nkarin.holm@example.org\n\nEXPERIENCE\n\nNurse, Lund Hospital, "
                  "2015 - 2018\n\nEDUCATION\n\nBSc Nursing, Lund University, 2014\n")
                .basics.name,
            "Karin Holm");
}

// A label wrapped in a narrow head: lower-case words right under it go on; a line in another
// type (an image's alt text under a heading-styled label) or set apart does not.
TEST(Head, LabelWrappedOntoTheNextLine) {
  const char* kRest = "\n\nmaeve.d@example.org\n\nExperience\n\nHerd Manager, Kilbeg Farms, 2019 - 2023\n";
  EXPECT_EQ(Parse(std::string("Maeve Dunleavy\nFinal-year Veterinary Science\nstudent") + kRest).basics.label,
            "Final-year Veterinary Science student");
  EXPECT_EQ(Parse(std::string("Maeve Dunleavy\nFinal-year Veterinary Science\n\nstudent") + kRest).basics.label,
            "Final-year Veterinary Science");
  EXPECT_EQ(Parse(std::string("# Maeve Dunleavy\n## Herd Manager\nprofile-pic") + kRest).basics.label, "Herd Manager");
}

// A network's name beside a user name ("LinkedIn karin-holm", the icon's gap lost) is a
// profile, after the head's summary too; a link there is not taken (an entry has its own),
// nor a network's name beside a word ("GitHub Actions").
TEST(Head, NetworkNameBesideAUserName) {
  Resume r = Parse("Karin Holm\nkarin.holm@example.org\n\nNurse with ten years on cardiac wards, calm in triage and "
                   "glad to teach.\n\nLinkedIn karin-holm\nGitHub Actions\n\nExperience\n\nNurse, Lund Hospital, "
                   "2015 - 2018\n");
  ASSERT_EQ(r.basics.profiles.size(), 1u);
  EXPECT_EQ(r.basics.profiles[0].network, "LinkedIn");
  EXPECT_EQ(r.basics.profiles[0].username, "karin-holm");
}

// "github/jdoe": a network's name and a user name with no host is a profile; a path is not.
TEST(Head, NetworkSlashHandleIsAProfile) {
  Resume r = Parse("Karin Holm\nkarin.holm@example.org\ngithub/kholm-dev\nlinkedin/karin-holm\n\n"
                   "Experience\n\nNurse, Lund Hospital, 2015 - 2018\n");
  ASSERT_EQ(r.basics.profiles.size(), 2u);
  EXPECT_EQ(r.basics.profiles[0].network, "GitHub");
  EXPECT_EQ(r.basics.profiles[0].username, "kholm-dev");
  EXPECT_EQ(r.basics.profiles[1].network, "LinkedIn");
  EXPECT_EQ(r.basics.profiles[1].username, "karin-holm");
}

// A name set large over two lines in the same type ("KARIN" / "HOLM").
TEST(Head, NameOverTwoLinesInOneType) {
  Resume r = Parse("# KARIN\n# HOLM\n\nkarin.holm@example.org\n\n## Experience\n\n"
                   "Nurse, Lund Hospital, 2015 - 2018\n",
                   "test.md");
  EXPECT_EQ(r.basics.name, "Karin Holm");
  EXPECT_EQ(r.basics.email, "karin.holm@example.org");
}

// The line after the name, in no vocabulary's words, is the label when shaped as a title; a
// sentence is not, nor the name repeated with a comma after it (a web page's title).
TEST(Head, LineAfterTheNameShapedAsATitleIsTheLabel) {
  Resume r = Parse("Jana Novak\nJana Novak,\nVertaalster Deens en Zweeds\njana@example.org\n\n"
                   "Experience\n\nChemist, Lund Institute, 2015 - 2018\n");
  EXPECT_EQ(r.basics.name, "Jana Novak");
  EXPECT_EQ(r.basics.label, "Vertaalster Deens en Zweeds");
  Resume s = Parse("Jana Novak\nI measure trace metals in sea water for a living.\njana@example.org\n\n"
                   "Experience\n\nChemist, Lund Institute, 2015 - 2018\n");
  EXPECT_EQ(s.basics.label, "");
}

// A level first under a group's own heading is that group's level, not the group's name.
TEST(Skills, LevelFirstUnderAGroupHeading) {
  Resume r = Parse("# Jana Novak\n\n## Tools\n\nIntermediate\n\n- Excel\n- SAP\n\n## Experience\n\n"
                   "Chemist, Lund Institute, 2015 - 2018\n",
                   "test.md");
  ASSERT_EQ(r.skills.size(), 1u);
  EXPECT_EQ(r.skills[0].name, "Tools");
  EXPECT_EQ(r.skills[0].level, "Intermediate");
  EXPECT_EQ(r.skills[0].keywords, (std::vector<std::string>{"Excel", "SAP"}));
}

// "Title, Employer, Place." (moderncv) in trades no English word names: the vocabulary of
// several languages votes the slots, the full stop closing the header is no part of the
// place, and a last slot in a place's shape is the place.
TEST(SlotVote, TradesInSeveralLanguagesAndAClosingFullStop) {
  Resume r = Parse(
      "Jana Novak\njana@example.org\n\nExperience\n\n"
      "Chef de Partie, Gasthof Zum Hirschen, Hallstatt.      2012 - 2015\n- Ran the sauce station\n\n"
      "Jungkoch, Restaurant Seeblick, Salzburg.      2009 - 2012\n- Prepared starters\n\n"
      "Kochlehrling, Hotel Alpenrose, Wolfsbrunn am Teich.      2006 - 2009\n- Learned the trade\n");
  ASSERT_EQ(r.work.size(), 3u);
  EXPECT_EQ(r.work[0].position, "Chef de Partie");
  EXPECT_EQ(r.work[1].position, "Jungkoch");
  EXPECT_EQ(r.work[1].name, "Restaurant Seeblick");
  EXPECT_EQ(r.work[1].location, "Salzburg");
  EXPECT_EQ(r.work[2].position, "Kochlehrling");
  // The last slot, a place no gazetteer knows, where another entry ends in a known one.
  EXPECT_EQ(r.work[2].name, "Hotel Alpenrose");
  EXPECT_EQ(r.work[2].location, "Wolfsbrunn am Teich");
}

// A theme's education entry: institution, then the field on a line of its own, then the
// degree with its bracket ("BSc (Hons)"), then the dates.
TEST(Education, FieldLineAfterTheInstitutionAndTheDegreesBracket) {
  Resume r = Parse("# Jana Novak\n\n## Education\n\n### Karlsberg University\n\nMarine Chemistry\n\n"
                   "#### BSc (Hons)\n\n2009 - 2012\n",
                   "test.md");
  ASSERT_EQ(r.education.size(), 1u);
  EXPECT_EQ(r.education[0].institution, "Karlsberg University");
  EXPECT_EQ(r.education[0].studyType, "BSc (Hons)");
  EXPECT_EQ(r.education[0].area, "Marine Chemistry");
  EXPECT_EQ(r.education[0].startDate, "2009");
}

// A theme printing the degree as written and then its field: the degree is the whole phrase,
// its bracket included, the field the restatement; a degree whose field is not restated is
// split as before.
TEST(Education, DegreeAsWrittenThenItsFieldAgain) {
  Resume r = Parse("# Jana Novak\n\n## Education\n\n"
                   "### Bachelor of Science in Nursing (Accelerated), Nursing - Karlsberg University\n\n2014 - 2016\n\n"
                   "### Master of Science in Marine Chemistry, Karlsberg University\n\n2016 - 2018\n",
                   "test.md");
  ASSERT_EQ(r.education.size(), 2u);
  EXPECT_EQ(r.education[0].studyType, "Bachelor of Science in Nursing (Accelerated)");
  EXPECT_EQ(r.education[0].area, "Nursing");
  EXPECT_EQ(r.education[0].institution, "Karlsberg University");
  EXPECT_EQ(r.education[1].studyType, "Master of Science");
  EXPECT_EQ(r.education[1].area, "Marine Chemistry");
}

// A degree line whose field runs on after a comma, under the institution's own line: the rest is
// more of the field, not the institution. "completed 06/2018": a date's lead word, no field.
TEST(Education, FieldWithACommaUnderTheInstitution) {
  Resume r = Parse("Jana Novak\n\nEDUCATION\n\nKarlsberg University\n10/2016 - 09/2018\n"
                   "Master of Science - Biology, Marine Ecology\n\nLakeside Grammar School\ncompleted 06/2012\nAbitur\n",
                   "test.txt");
  ASSERT_EQ(r.education.size(), 2u);
  EXPECT_EQ(r.education[0].institution, "Karlsberg University");
  EXPECT_EQ(r.education[0].area, "Biology, Marine Ecology");
  EXPECT_EQ(r.education[1].institution, "Lakeside Grammar School");
  EXPECT_EQ(r.education[1].area, "");
  EXPECT_EQ(r.education[1].endDate, "2012-06");
  // Alone after the degree with no institution's line: the institution, as before.
  Resume alone = Parse("Jana Novak\n\nEDUCATION\n\nMaster of Science - Biology, Karlsberg University\n2016 - 2018\n",
                       "test.txt");
  ASSERT_EQ(alone.education.size(), 1u);
  EXPECT_EQ(alone.education[0].institution, "Karlsberg University");
}

// A header row of a field beside a whole degree ("Marine Chemistry<TAB>Bachelor of Science
// (Hons)"): the field is the area, the degree its studyType as written. A plain name after the
// degree is not taken for the field.
TEST(Education, FieldBesideTheDegreeInARow) {
  Resume r = Parse("Jana Novak\n\nEDUCATION\n\nKarlsberg University\n2014 - 2017\n"
                   "Marine Chemistry\tBachelor of Science (Hons)\n\nLakeside College\n2012 - 2014\n"
                   "Associate Degree\tNorthfield Polytechnic\n",
                   "test.txt");
  ASSERT_EQ(r.education.size(), 2u);
  EXPECT_EQ(r.education[0].institution, "Karlsberg University");
  EXPECT_EQ(r.education[0].area, "Marine Chemistry");
  EXPECT_EQ(r.education[0].studyType, "Bachelor of Science (Hons)");
  EXPECT_NE(r.education[1].area, "Northfield Polytechnic");
}

// The same template of a bold first line (a web page's entries: "**Name**" / its description /
// its tags): only a bold line opens an entry, so a plain line after the description (the tags)
// stays in its entry. A list item that is only a date ("- Jun 2018") is the entry's date.
TEST(LevelTemplate, BoldFirstLineOpensEachEntry) {
  Resume r = Parse("# Jana Novak\n\n## Projects\n\n**Tide tables**\n\nA network of volunteer tide gauges.\n\n"
                   "Rust | Kafka\n\n**Eelgrass maps**\n\nShoot counts from kayaks along four transects.\n\n"
                   "Python | QGIS\n",
                   "test.md");
  ASSERT_EQ(r.projects.size(), 2u);
  EXPECT_EQ(r.projects[0].name, "Tide tables");
  EXPECT_EQ(r.projects[1].name, "Eelgrass maps");
  Resume d = Parse("# Jana Novak\n\n## Education\n\n**Karlsberg University**\n\nOct 2018 - Sep 2022\n\n"
                   "Bachelor of Science - Biology\n\n**Lakeside Grammar School**\n\n- Jun 2018\n\nAbitur\n",
                   "test.md");
  ASSERT_EQ(d.education.size(), 2u);
  EXPECT_EQ(d.education[1].institution, "Lakeside Grammar School");
  EXPECT_EQ(d.education[1].studyType, "Abitur");
  EXPECT_EQ(d.education[1].endDate, "2018-06");
}

// Under a heading-level template, a bold line of body level before the entry's items opens no
// entry: it is one more header line (here the degree's field, restated on its own line).
TEST(LevelTemplate, BoldBodyLineBeforeItemsIsAHeaderLine) {
  Resume r = Parse("# Jana Novak\n\n## Education\n\n### Karlsberg University\n\n2014 - 2016\n\n"
                   "Bachelor of Science in Nursing\n\n**Nursing**\n\n### Lakeside College\n\n2012 - 2014\n\n"
                   "Associate Degree in Nursing\n\n**Nursing**\n",
                   "test.md");
  ASSERT_EQ(r.education.size(), 2u);
  EXPECT_EQ(r.education[0].institution, "Karlsberg University");
  EXPECT_EQ(r.education[0].studyType, "Bachelor of Science in Nursing");
  EXPECT_EQ(r.education[0].area, "Nursing");
  EXPECT_EQ(r.education[1].institution, "Lakeside College");
}

// Skills groups whose names are headings of their own, no "Skills" heading over them: a
// heading no rule names, set apart by its level, over short items (the heading may wrap). A degree heading is an
// entry, and without type to set it apart the same text is no group.
TEST(UnknownHeading, ShortItemsUnderItAreASkillsGroup) {
  Resume r = Parse(
      "# Lena Ortiz\n\n## Experience\n\nAnalyst, Northwind Ltd, 2019 - 2021\n\n## Languages\n\nSpanish, English\n\n## Bread Baking\n\nLevain\n\nLamination\n\nShaping by hand\n\n"
      "## Systems\n\nOven Logic\n\nStock Sheets\n\n## Ovens and\n## Proving\n\nDeck ovens\n\nRetarders\n\n"
      "## Bachelor of Science\n\nKarlsberg University\n\nPhysics\n",
      "cv.md");
  ASSERT_EQ(r.skills.size(), 3u);
  EXPECT_EQ(r.skills[0].name, "Bread Baking");
  EXPECT_EQ(r.skills[0].keywords, (std::vector<std::string>{"Levain", "Lamination", "Shaping by hand"}));
  EXPECT_EQ(r.skills[1].name, "Systems");
  EXPECT_EQ(r.skills[1].keywords, (std::vector<std::string>{"Oven Logic", "Stock Sheets"}));
  // (A heading wrapped onto a second line in the same type is one name.)
  EXPECT_EQ(r.skills[2].name, "Ovens and Proving");
  EXPECT_EQ(r.skills[2].keywords, (std::vector<std::string>{"Deck ovens", "Retarders"}));

  Resume plain = Parse("Lena Ortiz\n\nExperience\n\nAnalyst, Northwind Ltd, 2019 - 2021\n\nLanguages\n\nSpanish, English\n\nCost Accounting\n\nBudgets\nVariance analysis\nMonth-end close\n");
  EXPECT_TRUE(plain.skills.empty());
}

// Entry titles set as the document's headings are ("## Treasurer, Food Trust" right under
// "## Volunteering", which has no line of its own yet): that section's entries, not sections
// of unknown kind, and so are later headings in the same type. A heading one level above the
// style ("## Experience" where the others are "###") is still a heading.
TEST(SubHeadings, EntryTitlesInTheHeadingStyleBelongToTheNamedSection) {
  Resume r = Parse(
      "# Aoife Keane\n\n## Experience\n\nFarm Assistant, Greenfield Farms, 2019 - 2021\n\n"
      "### Skills\n\nMilking, Fencing\n\n### Languages\n\nIrish, English\n\n### Interests\n\nHurling, Choir\n\n"
      "### Volunteering\n\n### Treasurer, Food Trust\n\n2019 - 2021\n\n- Set up a reserves policy\n\n"
      "### Coach, Youth Football Club\n\n2016 - 2019\n",
      "cv.md");
  ASSERT_EQ(r.work.size(), 1u);
  EXPECT_EQ(r.work[0].name, "Greenfield Farms");
  ASSERT_FALSE(r.meta.sections.empty());
  EXPECT_EQ(r.meta.sections[0].heading, "Experience");
  EXPECT_EQ(r.meta.sections[0].section, "work");
  ASSERT_EQ(r.volunteer.size(), 2u);
  EXPECT_EQ(r.volunteer[0].position, "Treasurer");
  EXPECT_EQ(r.volunteer[0].organization, "Food Trust");
  EXPECT_EQ(r.volunteer[0].startDate, "2019");
  EXPECT_EQ(r.volunteer[0].highlights, (std::vector<std::string>{"Set up a reserves policy"}));
  EXPECT_EQ(r.volunteer[1].position, "Coach");
  EXPECT_EQ(r.volunteer[1].startDate, "2016");
}

// The same with each entry's dates set above its title ("08/2019 - PRESENT" / "STORE
// MANAGER", titles in the capitals the headings use): a named section holding only a date so
// far takes the title as its own line, and later titles in that type; a heading rule's words
// still open the next section.
TEST(SubHeadings, DatesAboveEntryTitlesInTheHeadingStyle) {
  Resume r = Parse(
      "NIAMH BOURKE\nniamh.bourke@example.ie\nSUMMARY\nGrocery manager with ten years in fresh food.\nEXPERIENCE\n"
      "08/2019 - PRESENT\nSTORE MANAGER\nRun a store of 60 staff.\n03/2015 - 07/2019\nDEPUTY MANAGER\n"
      "Ran the fresh departments.\nEDUCATION\n2011 - 2014\nBA Business, Dublin Business School\n");
  ASSERT_EQ(r.work.size(), 2u);
  EXPECT_EQ(r.work[0].position, "STORE MANAGER");
  EXPECT_EQ(r.work[0].startDate, "2019-08");
  EXPECT_EQ(r.work[1].position, "DEPUTY MANAGER");
  EXPECT_EQ(r.work[1].endDate, "2019-07");
  ASSERT_EQ(r.education.size(), 1u);
  EXPECT_EQ(r.education[0].institution, "Dublin Business School");
}

// A heading in capitals run into its section's first line with no gap ("VOLUNTEERING Red
// Cross, ..."), where the document's other headings are capitals too, opens that section; a
// line opening with capitals that name no section ("NHS Trust ...") opens none.
TEST(Headings, CapitalsHeadingRunIntoItsFirstLine) {
  Resume r = Parse("Karin Holm\nkarin.holm@example.org\n\nEXPERIENCE\n\nStaff Nurse, Lund Hospital, 2019 - 2021\n"
                   "NHS Trust liaison for discharges\n\nVOLUNTEERING Red Cross, First Aid Trainer, 2016 - 2019\n\n"
                   "EDUCATION\n\nBSc Nursing, Lund University, 2015\n");
  ASSERT_EQ(r.work.size(), 1u);
  ASSERT_EQ(r.volunteer.size(), 1u);
  EXPECT_EQ(r.volunteer[0].organization, "Red Cross");
  EXPECT_EQ(r.volunteer[0].position, "First Aid Trainer");
  EXPECT_EQ(r.volunteer[0].startDate, "2016");
  ASSERT_EQ(r.education.size(), 1u);
}

// "Role at X": X alone a known town with no organisation's words is where the role was, not
// who employed; an organisation after the word stays the organisation.
TEST(SlotVote, TownAloneAfterAtIsTheLocation) {
  Resume r = Parse("Karin Holm\nkarin.holm@example.org\n\nExperience\n\nStaff Nurse at Leeds\n2019 - 2021\n\n"
                   "Staff Nurse at Harrowgate Clinic\n2016 - 2019\n");
  ASSERT_EQ(r.work.size(), 2u);
  EXPECT_EQ(r.work[0].position, "Staff Nurse");
  EXPECT_EQ(r.work[0].name, "");
  EXPECT_EQ(r.work[0].location, "Leeds");
  EXPECT_EQ(r.work[1].name, "Harrowgate Clinic");
  EXPECT_EQ(r.work[1].location, "");
  // So after title words mixed with an organisation's ("Group"); a place with its region too.
  Resume mixed = Parse("Karin Holm\nkarin.holm@example.org\n\nExperience\n\nGroup Payroll Accountant at Leeds\n"
                       "2019 - 2021\n\nGroup Payroll Clerk at Houston, TX\n2016 - 2019\n");
  ASSERT_EQ(mixed.work.size(), 2u);
  EXPECT_EQ(mixed.work[0].position, "Group Payroll Accountant");
  EXPECT_EQ(mixed.work[0].name, "");
  EXPECT_EQ(mixed.work[0].location, "Leeds");
  EXPECT_EQ(mixed.work[1].position, "Group Payroll Clerk");
  EXPECT_EQ(mixed.work[1].location, "Houston, TX");
  // Where other entries make a plan of two parts ("Title, Organisation"), a line "Title at
  // Town, Region" is a title and its place, not two parts of the plan.
  Resume planned = Parse("Karin Holm\nkarin.holm@example.org\n\nExperience\n\nCharge Nurse at Houston, TX\n2019 - 2021\n\n"
                         "Staff Nurse, Harrowgate Clinic\n2016 - 2019\n\nNurse, Fenmoor Hospital\n2014 - 2016\n");
  ASSERT_EQ(planned.work.size(), 3u);
  EXPECT_EQ(planned.work[0].position, "Charge Nurse");
  EXPECT_EQ(planned.work[0].name, "");
  EXPECT_EQ(planned.work[0].location, "Houston, TX");
  EXPECT_EQ(planned.work[1].name, "Harrowgate Clinic");
  // So a known town with a note in brackets, and a town alone in such a plan.
  Resume noted = Parse("Karin Holm\nkarin.holm@example.org\n\nExperience\n\nCharge Nurse at Laval (Québec)\n2019 - 2021\n\n"
                       "Staff Nurse at Leeds\n2017 - 2019\n\nStaff Nurse, Harrowgate Clinic\n2016 - 2017\n\n"
                       "Nurse, Fenmoor Hospital\n2014 - 2016\n");
  ASSERT_EQ(noted.work.size(), 4u);
  EXPECT_EQ(noted.work[0].position, "Charge Nurse");
  EXPECT_EQ(noted.work[0].location, "Laval (Québec)");
  EXPECT_EQ(noted.work[1].position, "Staff Nurse");
  EXPECT_EQ(noted.work[1].location, "Leeds");
  EXPECT_EQ(noted.work[1].name, "");
}

// Towns too small for the gazetteer to take alone ("Kufstein") end most entries' headers:
// that slot is the place, in every entry of the section, whatever the entry's shape. A last
// part that is no town stays with the organisation.
TEST(SlotVote, SmallTownsInTheLastSlotAreTheLocation) {
  Resume r = Parse(
      "Karin Holm\nkarin.holm@example.org\n\nExperience\n\n"
      "2019 - 2021\nCook, Gasthof Linde, Kufstein\n\n"
      "2016 - 2019\nCook, Hotel Sonnblick, Zermatt\nA hotel of 40 rooms on the valley floor\n\n"
      "2014 - 2016\nKitchen Assistant, Cafe Brunnhof, Lienz\n");
  ASSERT_EQ(r.work.size(), 3u);
  EXPECT_EQ(r.work[0].name, "Gasthof Linde");
  EXPECT_EQ(r.work[0].location, "Kufstein");
  EXPECT_EQ(r.work[1].name, "Hotel Sonnblick");
  EXPECT_EQ(r.work[1].location, "Zermatt");
  EXPECT_EQ(r.work[2].name, "Cafe Brunnhof");
  EXPECT_EQ(r.work[2].location, "Lienz");
  Resume units = Parse(
      "Karin Holm\nkarin.holm@example.org\n\nExperience\n\n"
      "2019 - 2021\nEngineer, Harlow Systems Ltd, Signal Processing\n\n"
      "2016 - 2019\nEngineer, Fenmoor Devices Ltd, Test Benches\n");
  ASSERT_EQ(units.work.size(), 2u);
  EXPECT_EQ(units.work[0].name, "Harlow Systems Ltd, Signal Processing");
  EXPECT_EQ(units.work[0].location, "");
  // So after "at": "Cook at Zermatt" where the other entries are at towns too.
  Resume at = Parse(
      "Karin Holm\nkarin.holm@example.org\n\nExperience\n\n"
      "Cook at Kufstein\n2019 - 2021\n\nCook at Zermatt\n2016 - 2019\n\nKitchen Assistant at Harwell Foods\n2014 - 2016\n");
  ASSERT_EQ(at.work.size(), 3u);
  EXPECT_EQ(at.work[0].position, "Cook");
  EXPECT_EQ(at.work[0].name, "");
  EXPECT_EQ(at.work[0].location, "Kufstein");
  EXPECT_EQ(at.work[1].location, "Zermatt");
  EXPECT_EQ(at.work[2].name, "Harwell Foods");
  EXPECT_EQ(at.work[2].location, "");
}

// A degree named after a subject ("Bachelor of Law (BLaw)") over a line of its own that
// states the field: the degree as written is the study type, the line the area. Without such
// a line the subject stays the area.
TEST(Education, DegreeNamedAfterASubjectOverItsField) {
  Resume r = Parse(
      "Ana Ruiz\n\nEducation\n\nNorthfield University\nBachelor of Law (BLaw)\nJurisprudence\n2015 - 2019\n\n"
      "Southgate University\nMaster of Law\n2019 - 2020\n");
  ASSERT_EQ(r.education.size(), 2u);
  EXPECT_EQ(r.education[0].institution, "Northfield University");
  EXPECT_EQ(r.education[0].studyType, "Bachelor of Law (BLaw)");
  EXPECT_EQ(r.education[0].area, "Jurisprudence");
  EXPECT_EQ(r.education[1].studyType, "Master");
  EXPECT_EQ(r.education[1].area, "Law");
}

// An award set as a row of cells (title, date, who gave it): each cell is read whole, so a
// comma inside the title sets off no giver; a justified line's word gaps are no cells.
TEST(Awards, RowOfCellsIsReadCellByCell) {
  Resume r = Parse(
      "Ana Ruiz\n\nAwards\n\nGold Medal, Senior Division     Jan 2014     Society of Nurses\n"
      "Ward of the Year, shortlisted     Mar 2019     Clinic Nord\n");
  ASSERT_EQ(r.awards.size(), 2u);
  EXPECT_EQ(r.awards[0].title, "Gold Medal, Senior Division");
  EXPECT_EQ(r.awards[0].awarder, "Society of Nurses");
  EXPECT_EQ(r.awards[0].date, "2014-01");
  EXPECT_EQ(r.awards[1].title, "Ward of the Year, shortlisted");
  EXPECT_EQ(r.awards[1].awarder, "Clinic Nord");
}

// A header closed by its dates and wrapped before them in a text dump: the short rest that
// closes the header with a full stop goes back before the dates (a word broken at its hyphen
// whole again); a place alone stays the entry's place line.
TEST(SlotVote, HeaderWrappedBeforeItsDates) {
  Resume r = Parse(
      "Ana Ruiz\nana@example.org\n\nExperience\n\n"
      "Accountant, Penbury Foods     2017 - 2020\nLtd, Leeds.\nRan the ledgers of five sites.\n\n"
      "Clerk, Dunmore Hol-     2014 - 2017\ndings Ltd, Leeds.\nKept the books.\n");
  ASSERT_EQ(r.work.size(), 2u);
  EXPECT_EQ(r.work[0].position, "Accountant");
  EXPECT_EQ(r.work[0].name, "Penbury Foods Ltd");
  EXPECT_EQ(r.work[0].location, "Leeds");
  EXPECT_EQ(r.work[0].startDate, "2017");
  EXPECT_EQ(r.work[1].name, "Dunmore Holdings Ltd");
  EXPECT_EQ(r.work[1].location, "Leeds");
}

// An institution over a list item that names the degree ("BSc (Hons): Physics"): the item is
// the degree, not a course.
TEST(Education, DegreeAsTheFirstListItem) {
  Resume r = Parse(
      "Ana Ruiz\n\nEducation\n\nNorthfield University\n- BSc (Hons): Physics\n2015 - 2019\n\n"
      "Southgate College\n- Optics\n- Acoustics\n2012 - 2015\n");
  ASSERT_EQ(r.education.size(), 2u);
  EXPECT_EQ(r.education[0].institution, "Northfield University");
  EXPECT_EQ(r.education[0].studyType, "BSc (Hons)");
  EXPECT_EQ(r.education[0].area, "Physics");
  EXPECT_TRUE(r.education[0].courses.empty());
  EXPECT_EQ(r.education[1].institution, "Southgate College");
  EXPECT_EQ(r.education[1].studyType, "");
  EXPECT_EQ(r.education[1].courses, (std::vector<std::string>{"Optics", "Acoustics"}));
}

// A link closing a header line is the entry's url: the organisation and the place before it
// are read as if it were not there. A header that is only a name with a dot stays a name.
TEST(SlotVote, LinkClosingAHeaderLineIsTheEntrysUrl) {
  Resume r = Parse(
      "Karin Holm\nkarin.holm@example.org\n\nExperience\n\nHead Cook\nGasthof Linde GmbH, Leeds www.gasthof-linde.example\n"
      "2019 - 2021\n\nCook\nHarbour Kitchen Ltd, Leeds\n2016 - 2019\n");
  ASSERT_EQ(r.work.size(), 2u);
  EXPECT_EQ(r.work[0].name, "Gasthof Linde GmbH");
  EXPECT_EQ(r.work[0].location, "Leeds");
  EXPECT_EQ(r.work[0].url, "https://www.gasthof-linde.example");
  EXPECT_EQ(r.work[1].name, "Harbour Kitchen Ltd");
  EXPECT_EQ(r.work[1].url, "");
}

// A reference's quote, then who said it on a line of its own: the line that opens with a
// person's name (a title before it) is the name, however many words it has.
TEST(References, NameLineAfterTheQuote) {
  Resume r = Parse(
      "Karin Holm\nkarin.holm@example.org\n\nReferences\n\n"
      "Karin kept the night shift calm through every winter surge on our ward.\n"
      "- Dr.-Ing. Luis Paz, Head of Nursing Services, Clinic Nord Hospital\n");
  ASSERT_EQ(r.references.size(), 1u);
  EXPECT_EQ(r.references[0].name, "Dr.-Ing. Luis Paz, Head of Nursing Services, Clinic Nord Hospital");
  EXPECT_EQ(r.references[0].reference, "Karin kept the night shift calm through every winter surge on our ward.");
}

// A list whose markers are drawn, not text: items set deeper than the entry's header. Its
// first item, a sentence, is an item too; a paragraph's last line at that depth is not.
TEST(DrawnList, SentenceBesideDeeperItemsIsAnItem) {
  Resume r = Parse(
      "Karin Holm\nkarin.holm@example.org\n\nExperience\n\nSenior Nurse, Clinic Nord\n2019 - 2021\nRan the night ward of a clinic with forty beds.\n"
      "      Cut waiting times by a third across two wards in one year.\n      Trained new staff\n"
      "      Audited the drug store\n");
  ASSERT_EQ(r.work.size(), 1u);
  EXPECT_EQ(r.work[0].summary, "Ran the night ward of a clinic with forty beds.");
  EXPECT_EQ(r.work[0].highlights, (std::vector<std::string>{"Cut waiting times by a third across two wards in one year.",
                                                            "Trained new staff", "Audited the drug store"}));
  Resume para = Parse(
      "Karin Holm\nkarin.holm@example.org\n\nExperience\n\nSenior Nurse, Clinic Nord\n2019 - 2021\n"
      "      In charge of the night shift and the drug store, with a team of\n      25 nurses.\n");
  ASSERT_EQ(para.work.size(), 1u);
  EXPECT_EQ(para.work[0].summary, "In charge of the night shift and the drug store, with a team of 25 nurses.");
  EXPECT_TRUE(para.work[0].highlights.empty());
}

// Entries under a heading level: a line of the first entry's level opens the next entry even
// when the open one has no date ("Present" alone), and a lower level opens none.
TEST(LevelTemplate, OnlyTheFirstHeadersLevelOpensAnEntry) {
  Resume r = Parse(
      "# Aoife Keane\n\n## Experience\n\nFarm Assistant, Greenfield Farms, 2019 - 2021\n\n## Skills\n\nMilking\n\n"
      "## Education\n\n### Bachelor of Agricultural Science\n#### University College Dublin\nPresent\n"
      "### Leaving Certificate\n#### Presentation Secondary School\n2018\n",
      "cv.md");
  ASSERT_EQ(r.education.size(), 2u);
  EXPECT_EQ(r.education[0].institution, "University College Dublin");
  EXPECT_EQ(r.education[1].studyType, "Leaving Certificate");
  EXPECT_EQ(r.education[1].institution, "Presentation Secondary School");
  EXPECT_EQ(r.education[1].endDate, "2018");
}

// List items of a date cell and a "role at organisation" cell ("Mai bis September 2017 <tab>
// Praktikum bei Talberg-Werke in Pune"), after an entry of header lines: each item is a
// whole entry; a short capitalised
// role before "bei"/"at" and a name after it split even without title words, the place after
// " in " is the location. Lower-case words before "at" are prose, not a role.
TEST(DatedItems, DateCellThenRoleAtOrganisation) {
  Resume r = Parse(
      "Max Berger\n\nBerufserfahrung\n\nKoch, Hotel Adler, 2021 - 2023\n\n"
      "- August und September 2020\tWerkstudent bei Nordlicht GmbH\n"
      "- Mai bis September 2017\tPraktikum bei Talberg-Werke in Pune\n"
      "- Februar 2017\tArbeit bei der Druckerei J.K. Kessler und Sohn\n"
      "- Juni 2014\tFresh produce wholesaler at the Harbour Market\n");
  ASSERT_EQ(r.work.size(), 5u);
  r.work.erase(r.work.begin());
  EXPECT_EQ(r.work[0].startDate, "2020-08");
  EXPECT_EQ(r.work[0].endDate, "2020-09");
  EXPECT_EQ(r.work[0].name, "Nordlicht GmbH");
  EXPECT_EQ(r.work[1].position, "Praktikum");
  EXPECT_EQ(r.work[1].name, "Talberg-Werke");
  EXPECT_EQ(r.work[1].location, "Pune");
  EXPECT_EQ(r.work[1].startDate, "2017-05");
  EXPECT_EQ(r.work[2].position, "Arbeit");
  EXPECT_EQ(r.work[2].name, "Druckerei J.K. Kessler und Sohn");  // (initials and all)
  EXPECT_EQ(r.work[3].startDate, "2014-06");
  EXPECT_NE(r.work[3].position, "Fresh produce wholesaler");
}

// A section whose entries open with their date lines: a plain short line after an entry's
// prose is more of that entry (its list, marks lost), not a new one; a date set far right of the list above it is
// the next entry's date line, not a wrapped list item.
TEST(DateLinesOpen, PlainLinesAfterProseStayInTheEntry) {
  Resume r = Parse(
      "Hannah Lowe\n\nExperience\n\n2020 - Present\nFinancial Controller\n"
      "Report to the finance director and run the ledgers of four sites.\nLed the year-end audit\n"
      "Ran a rota of six\n\n2017 - 2020\nGroup Accountant\n- Owned statutory accounts\n"
      "                                        2015 - 2017\nAudit Senior\n- Ran audits of charities\n");
  ASSERT_EQ(r.work.size(), 3u);
  EXPECT_EQ(r.work[0].position, "Financial Controller");
  // (Three paragraphs and no list marks: the first the summary, the rest the entry's list.)
  EXPECT_EQ(r.work[0].summary, "Report to the finance director and run the ledgers of four sites.");
  EXPECT_EQ(r.work[0].highlights, (std::vector<std::string>{"Led the year-end audit", "Ran a rota of six"}));
  EXPECT_EQ(r.work[1].position, "Group Accountant");
  EXPECT_EQ(r.work[1].startDate, "2017");
  EXPECT_EQ(r.work[2].position, "Audit Senior");
  EXPECT_EQ(r.work[2].startDate, "2015");
}

// What a web template prints for a value it lacks ("undefined NaN" where a date was due) is
// no field's text: kept as residue, not read into the award's title.
TEST(Noise, TemplatePlaceholdersAreResidue) {
  Resume r = Parse(
      "Hannah Lowe\n\nAwards\n\nGold Medal, Senior Division\nundefined NaN\nNCSA\n\n"
      "Ward Team of the Year\nInvalid Date\nCoastal Care Awards\n");
  ASSERT_EQ(r.awards.size(), 2u);
  EXPECT_EQ(r.awards[0].title, "Gold Medal, Senior Division");
  EXPECT_EQ(r.awards[1].title, "Ward Team of the Year");
  bool kept = false;
  for (const auto& res : r.meta.residue) kept = kept || res.text == "undefined NaN";
  EXPECT_TRUE(kept);
}

// The person's phone and e-mail on a line of their own inside a section (a page footer that
// fell between entries), none in the head: read as contacts, and no part of an entry.
TEST(Contacts, StrayLineOfTheOwnContactsInASection) {
  Resume r = Parse(
      "Jane Example\n\nExperience\n\n"
      "2020 - 2024 Financial Controller, Kestrel Tools plc, Bolton\n"
      "Led the finance team of nine people across four sites.\n"
      "+44 7700 900123\tjane@example.org\n"
      "2017 - 2020 Group Accountant, Lindale Foods Ltd, Leeds\n");
  EXPECT_EQ(r.basics.email, "jane@example.org");
  EXPECT_EQ(r.basics.phone, "+44 7700 900123");
  ASSERT_EQ(r.work.size(), 2u);
  EXPECT_EQ(r.work[1].name, "Lindale Foods Ltd");
}

// The same with the person's place beside them, at the end of the last section (a footer set
// in the page): the place is the person's too; a place beside no contact detail stays the
// section's.
TEST(Contacts, StrayLineWithThePlaceBesideTheContacts) {
  Resume r = Parse(
      "Jane Example\n\nSkills\n\n"
      "Accounting\tBudgets, consolidation, audit\n"
      "Software\tSAP, Excel\n"
      "Carlisle, United Kingdom\tjane@example.org\n"
      "+44 7700 900123\n");
  EXPECT_EQ(r.basics.email, "jane@example.org");
  EXPECT_EQ(r.basics.phone, "+44 7700 900123");
  EXPECT_EQ(r.basics.location.city, "Carlisle");
  for (const auto& s : r.skills)
    for (const auto& k : s.keywords) EXPECT_EQ(k.find("Carlisle"), std::string::npos) << k;
  Resume n = Parse(
      "Jane Example\njane@example.org\n\nExperience\n\n"
      "2020 - 2024\tFinancial Controller, Kestrel Tools plc\n"
      "Carlisle, United Kingdom\n");
  EXPECT_TRUE(n.basics.location.city.empty());
}

// "Music (piano, clarinet)": an interest's details in brackets after its name are its
// keywords, in an Interests section and after a "Hobbies:" label alike.
TEST(Interests, DetailsInBracketsAreKeywords) {
  Resume r = Parse(
      "Jane Example\njane@example.org\n\nInterests\n\nMusic (piano, clarinet, choir)\nClimbing\n");
  ASSERT_EQ(r.interests.size(), 2u);
  EXPECT_EQ(r.interests[0].name, "Music");
  EXPECT_EQ(r.interests[0].keywords, (std::vector<std::string>{"piano", "clarinet", "choir"}));
  EXPECT_EQ(r.interests[1].name, "Climbing");
  Resume h = Parse("Jane Example\njane@example.org\n\nHobbies: Chess (club, online), Cooking\n");
  ASSERT_EQ(h.interests.size(), 2u);
  EXPECT_EQ(h.interests[0].name, "Chess");
  EXPECT_EQ(h.interests[0].keywords, (std::vector<std::string>{"club", "online"}));
}

// A group's name over its list set in under it, the list going on over a second line at the
// same indent; a name over a level over its list still starts the next group.
TEST(Skills, ListSetInUnderItsNameGoesOnOverItsLines) {
  Resume r = Parse(
      "Jane Example\njane@example.org\n\nSkills\n\n"
      "Pastry\n   Laminated doughs, Sugar work, Choux,\n   Plated desserts\n"
      "Systems\n   Ledgerly, Power BI\n"
      "Planning\nAdvanced\n   Forecasting, Budgets\n");
  ASSERT_EQ(r.skills.size(), 3u);
  EXPECT_EQ(r.skills[0].name, "Pastry");
  EXPECT_EQ(r.skills[0].keywords, (std::vector<std::string>{"Laminated doughs", "Sugar work", "Choux", "Plated desserts"}));
  EXPECT_EQ(r.skills[1].keywords, (std::vector<std::string>{"Ledgerly", "Power BI"}));
  EXPECT_EQ(r.skills[2].name, "Planning");
  EXPECT_EQ(r.skills[2].level, "Advanced");
}

// "Finalist, X": a placement before the comma is part of the award's title, not its title with
// the competition as the giver; an award's own name before a comma still has its giver after.
TEST(Items, PlacementBeforeTheCompetitionIsPartOfTheTitle) {
  Resume r = Parse(
      "Jane Example\njane@example.org\n\nAwards\n\n"
      "2021 2nd Place, Harbour Robotics Challenge\n"
      "2019 Finalist, National Bread Contest\n"
      "2018 Travel grant, Society of Bakers\n");
  ASSERT_EQ(r.awards.size(), 3u);
  EXPECT_EQ(r.awards[0].title, "2nd Place, Harbour Robotics Challenge");
  EXPECT_EQ(r.awards[0].awarder, "");
  EXPECT_EQ(r.awards[1].title, "Finalist, National Bread Contest");
  EXPECT_EQ(r.awards[2].title, "Travel grant");
  EXPECT_EQ(r.awards[2].awarder, "Society of Bakers");
}

// A date range closed on the next line by the line's only word ("2017 –" / "present") leaves
// that line empty: a section reading it sees no cells (a skills section crashed on it, found
// by fuzz_diff), and no empty residue is kept.
TEST(DateLines, LineEmptiedByAWrappedRangeEnd) {
  Resume r = Parse("Jane Example\njane@example.org\n\nSkills\n2017 \u2013 Go, Python\npresent\n- Rust\n");
  ASSERT_EQ(r.skills.size(), 1u);
  EXPECT_EQ(r.skills[0].keywords.back(), "Rust");
  for (const auto& res : r.meta.residue) EXPECT_FALSE(res.text.empty());
}

// A paragraph broken off mid-sentence (pdftotext's plain text) goes on onto a line in lower
// case: "in Leeds." opens no entry.
TEST(Prose, LineInLowerCaseAfterABrokenSentenceGoesOn) {
  Resume r = Parse(
      "Jane Example\njane@example.org\n\nWork Experience\n"
      "2020 - 2024 Financial Controller, Kestrel Tools plc, Bolton\n"
      "Report to the owner. Lead the finance team across four shops and one bakery\n"
      "in Leeds.\n\n"
      "2017 - 2020 Group Accountant, Lindale Foods Ltd, Leeds\n");
  ASSERT_EQ(r.work.size(), 2u);
  EXPECT_EQ(r.work[0].summary,
            "Report to the owner. Lead the finance team across four shops and one bakery in Leeds.");
  EXPECT_EQ(r.work[1].name, "Lindale Foods Ltd");
}

// A header line of its own left over by the section's plan, a phrase in lower case after its
// first word, says what the organisation is (work.description): it is not appended to the
// organisation's name. A capitalised line there still is ("Group Treasury").
TEST(SlotVote, PhraseLineAfterTheHeaderIsTheOrganisationsDescription) {
  Resume r = Parse(
      "Jane Example\njane@example.org\n\nWork Experience\n\n"
      "2020 - 2024 Financial Controller, Kestrel Tools plc, Bolton\n"
      "Maker of cast iron garden furniture\n\n"
      "2017 - 2020 Group Accountant, Lindale Foods Ltd, Leeds\n"
      "Private-label maker of ready meals\n\n"
      "2014 - 2017 Assistant Accountant, Ashcombe & Vale LLP, Leeds\nGroup Treasury\n");
  ASSERT_EQ(r.work.size(), 3u);
  EXPECT_EQ(r.work[0].name, "Kestrel Tools plc");
  EXPECT_EQ(r.work[0].description, "Maker of cast iron garden furniture");
  EXPECT_EQ(r.work[1].name, "Lindale Foods Ltd");
  EXPECT_EQ(r.work[1].description, "Private-label maker of ready meals");
  EXPECT_EQ(r.work[2].description, "");
}

}  // namespace
// A section whose heading no rule names, its lines "Name: a, b, c" lists: a skills section by
// its content. A list naming JavaScript is no browser notice, and how a list ends (". . .", a
// full stop) is not part of its last keyword.
TEST(UnknownHeading, ListsOfNamedKeywordsAreSkills) {
  Resume r = Parse(
      "Jane Example\njane@example.org\n\n## Experience\n\nEngineer, Bluebird Storage, 2015 - 2020\n\n"
      "## Education\n\nBSc Physics, University of Leeds, 2011 - 2014\n\n"
      "## Tools and Environments\n\nWeb: React | Vue | JavaScript\nData: Pandas, NumPy, Polars . . .\n"
      "Platforms: Docker, Linux.\n",
      "test.md");
  ASSERT_EQ(r.skills.size(), 3u);
  EXPECT_EQ(r.skills[0].name, "Web");
  EXPECT_EQ(r.skills[0].keywords, (std::vector<std::string>{"React", "Vue", "JavaScript"}));
  EXPECT_EQ(r.skills[1].keywords, (std::vector<std::string>{"Pandas", "NumPy", "Polars"}));
  EXPECT_EQ(r.skills[2].keywords, (std::vector<std::string>{"Docker", "Linux"}));
}

// "Label: value" lines with one value each are details, not skills groups.
TEST(UnknownHeading, SingleValuesAreNoSkills) {
  Resume r = Parse(
      "Jane Example\njane@example.org\n\n## Experience\n\nEngineer, Bluebird Storage, 2015 - 2020\n\n"
      "## Education\n\nBSc Physics, University of Leeds, 2011 - 2014\n\n## Other Details\n\nDriving licence: B\nAvailability: immediately\nNotice period: one month\n",
      "test.md");
  EXPECT_TRUE(r.skills.empty());
}

// Spanish headings for achievements and certifications name the awards and certificates.
TEST(Headings, SpanishAchievementsAndCertifications) {
  Resume r = Parse(
      "Lucía Ejemplo\nlucia@example.org\n\nLOGROS\n\nPremio al mejor expediente, 2019\n\n"
      "CERTIFICACIONES\n\nAWS Certified Developer, 2022\n");
  ASSERT_EQ(r.awards.size(), 1u);
  EXPECT_EQ(r.awards[0].title, "Premio al mejor expediente");
  ASSERT_EQ(r.certificates.size(), 1u);
  EXPECT_EQ(r.certificates[0].name, "AWS Certified Developer");
}

// "Title, Employer, Place." under the dates (moderncv): a line of names closed by a full stop
// is the entry's header, not a sentence of its description; a sentence with words in lower
// case is one.
TEST(Prose, NamesInPartsClosedByAFullStopAreAHeader) {
  Resume r = Parse(
      "Jane Example\njane@example.org\n\nExperience\n\n"
      "2019 - 2023\nQuality Engineer, Harbour Foods GmbH, Frankfurt am Main.\n"
      "Ran the audits of three plants and their suppliers.\n\n"
      "2015 - 2019\nLab Technician, Brook Dairy Cooperative, Leeds.\n"
      "Tested the milk of forty farms for the county.\n");
  ASSERT_EQ(r.work.size(), 2u);
  EXPECT_EQ(r.work[0].position, "Quality Engineer");
  EXPECT_EQ(r.work[0].name, "Harbour Foods GmbH");
  EXPECT_EQ(r.work[0].location, "Frankfurt am Main");
  EXPECT_EQ(r.work[0].summary, "Ran the audits of three plants and their suppliers.");
  EXPECT_EQ(r.work[1].name, "Brook Dairy Cooperative");
}

// "Organisation in Town" (perhaps ", Region" after it): the town is the entry's place, not part
// of the name; a German internship "beim" its organisation is the role at the organisation. A
// sentence with a town after "in" keeps it.
TEST(SlotVote, TownAfterInAndRoleBeimOrganisation) {
  Resume r = Parse(
      "Jana Beispiel\n\nBerufserfahrung\n\n2019 - 2020\nPraktikum beim Nordwerk Institut f\u00fcr Antriebe\n\n"
      "2020 - 2023\nEntwicklerin\nNordlicht Werke GmbH in K\u00f6ln\n"
      "- Appointed four new distributors in Lagos\n\n"
      "Ausbildung\n\n2005 - 2013\nAbitur\nSchiller-Gymnasium in Heidelberg, Baden-W\u00fcrttemberg\n");
  ASSERT_EQ(r.work.size(), 2u);
  EXPECT_EQ(r.work[0].position, "Praktikum");
  EXPECT_EQ(r.work[0].name, "Nordwerk Institut f\u00fcr Antriebe");
  EXPECT_EQ(r.work[1].name, "Nordlicht Werke GmbH");
  EXPECT_EQ(r.work[1].location, "K\u00f6ln");
  EXPECT_EQ(r.work[1].highlights, (std::vector<std::string>{"Appointed four new distributors in Lagos"}));
  ASSERT_EQ(r.education.size(), 1u);
  EXPECT_EQ(r.education[0].institution, "Schiller-Gymnasium");
}

// A word or two after a dash before the first comma qualify the title ("– Associate"); the
// comma sets off the issuer. A longer organisation after the dash is the giver itself.
TEST(Items, LevelAfterADashThenTheIssuerAfterTheComma) {
  Resume r = Parse(
      "Jane Example\njane@example.org\n\nCertificates\n\n"
      "2021 Cloud Certified Developer \u2013 Associate, Nimbus Web Services (NWS)\n"
      "2022 Cloud Certified Security - Specialty, Nimbus Web Services (NWS)\n\n"
      "Awards\n\n2021 Best Poster Award - International Conference on Plant Science, Leeds\n");
  ASSERT_EQ(r.certificates.size(), 2u);
  EXPECT_EQ(r.certificates[0].name, "Cloud Certified Developer \u2013 Associate");
  EXPECT_EQ(r.certificates[0].issuer, "Nimbus Web Services (NWS)");
  EXPECT_EQ(r.certificates[1].name, "Cloud Certified Security - Specialty");
  ASSERT_EQ(r.awards.size(), 1u);
  EXPECT_EQ(r.awards[0].title, "Best Poster Award");
}

// "Title, Employer, Town. A sentence about the employer." (curve): the header ends at its full
// stop, the sentence is the organisation's description; a comma between digits is no part
// separator ("3,500 clients").
TEST(SlotVote, HeaderRunOnIntoADescription) {
  Resume r = Parse(
      "Jane Example\njane@example.org\n\nExperience\n\n"
      "2019 - 2023\tPayroll Clerk, Harbour Foods Ltd, Leeds. Regional distributor of chilled foods.\n"
      "- Ran the month-end close\n\n"
      "2015 - 2019\tAudit Assistant, Brook and Lowe LLP, York. Accountants to farms, 3,500 clients.\n"
      "- Audited dairies\n");
  ASSERT_EQ(r.work.size(), 2u);
  EXPECT_EQ(r.work[0].position, "Payroll Clerk");
  EXPECT_EQ(r.work[0].name, "Harbour Foods Ltd");
  EXPECT_EQ(r.work[0].location, "Leeds");
  EXPECT_EQ(r.work[0].description, "Regional distributor of chilled foods");
  EXPECT_EQ(r.work[1].description, "Accountants to farms, 3,500 clients");
}

// Words that only say what a date is ("Expected Graduation:") go with the date, not into the
// institution; "Proficient in" before a list is the group's level; "Language: Fluent in
// Portuguese" under Skills is a spoken language (the language after its level).
TEST(Items, DateLeadLevelBeforeListAndLanguageAfterItsLevel) {
  Resume r = Parse(
      "Jane Example\njane@example.org\n\nEducation\n\n"
      "Northgate University, Leeds | Expected Graduation: June 2027\nBachelor of Arts, History\n\n"
      "Skills\n\nComputer: Proficient in Windows, Excel, and Word\nLanguage: Fluent in Portuguese\n");
  ASSERT_EQ(r.education.size(), 1u);
  EXPECT_EQ(r.education[0].institution, "Northgate University");
  EXPECT_EQ(r.education[0].endDate, "2027-06");
  ASSERT_EQ(r.skills.size(), 1u);
  EXPECT_EQ(r.skills[0].level, "Proficient");
  EXPECT_EQ(r.skills[0].keywords, (std::vector<std::string>{"Windows", "Excel", "Word"}));
  ASSERT_EQ(r.languages.size(), 1u);
  EXPECT_EQ(r.languages[0].language, "Portuguese");
  EXPECT_EQ(r.languages[0].fluency, "Fluent");
}

// LinkedIn's section names in its export languages: "Aptitudes principales" (Top Skills) is a
// skills group of that name, "Extracto" the summary, "Contactar" the contact details.
TEST(Headings, LinkedInExportSectionNames) {
  Resume r = Parse(
      "Luc\u00eda Ejemplo\n\nContactar\n\nlucia@example.org\n\nAptitudes principales\n\nVentas\nNegociaci\u00f3n\n\n"
      "Extracto\n\nVendedora con diez a\u00f1os de experiencia en el comercio minorista de la costa.\n\n"
      "Experiencia\n\nTienda Norte\nVendedora\n2018 - 2023\n");
  EXPECT_EQ(r.basics.email, "lucia@example.org");
  EXPECT_EQ(r.basics.summary, "Vendedora con diez a\u00f1os de experiencia en el comercio minorista de la costa.");
  ASSERT_EQ(r.skills.size(), 1u);
  EXPECT_EQ(r.skills[0].name, "Aptitudes principales");
  EXPECT_EQ(r.skills[0].keywords, (std::vector<std::string>{"Ventas", "Negociaci\u00f3n"}));
}

// Networks' names as labels, "Name:// handle" as well as "Name: handle", several on a line:
// one profile each.
TEST(Head, NetworkLabelsSeveralOnALine) {
  Resume r = Parse(
      "Jane Example\njane@example.org\n\nLinks\n\nGithub: janedoe\nLinkedIn:// jane-doe\n"
      "Twitter:// @janedoe Quora:// Jane-Doe\n");
  ASSERT_EQ(r.basics.profiles.size(), 4u);
  EXPECT_EQ(r.basics.profiles[1].network, "LinkedIn");
  EXPECT_EQ(r.basics.profiles[1].username, "jane-doe");
  EXPECT_EQ(r.basics.profiles[2].network, "Twitter");
  EXPECT_EQ(r.basics.profiles[3].network, "Quora");
  EXPECT_EQ(r.basics.profiles[3].username, "Jane-Doe");
  EXPECT_TRUE(r.meta.residue.empty());
}

// A list item wrapped with no indent (pdftotext's plain text): the next line, going on in
// lower case after an item broken off mid-sentence, continues it; a dated line in lower case
// ("jun. 2015 – …") opens the next entry.
TEST(Items, WrappedWithoutIndentGoesOnInLowerCase) {
  Resume r = Parse(
      "Jane Example\njane@example.org\n\nExperience\n\n"
      "2020 - 2024 Controller, Pennine Tools plc, Oldham\n"
      "\u25cb Shortened the month-end close from twelve working days to five by standardising the chart\n"
      "of accounts across all sites.\n\u25cb Led the transition to new standards\n"
      "jun. 2015 - jan. 2020 Accountant, Penbury Foods Ltd, Leeds\n\u25cb Owned the statutory accounts\n");
  ASSERT_EQ(r.work.size(), 2u);
  EXPECT_EQ(r.work[0].highlights,
            (std::vector<std::string>{"Shortened the month-end close from twelve working days to five by standardising the "
                                      "chart of accounts across all sites.",
                                      "Led the transition to new standards"}));
  EXPECT_EQ(r.work[1].name, "Penbury Foods Ltd");
}

// A date column wrapped in plain text (pdftotext): "2020 –" closes on the next line's first
// word ("present"), which moves up; the range is open, and the next line keeps the rest.
TEST(DateLines, OngoingEndWrappedOntoTheNextLine) {
  Resume r = Parse(
      "Jane Example\njane@example.org\n\nWork Experience\n"
      "2020 \u2013 Financial Controller, Pennine Tools plc, Oldham\n"
      "present Manufacturer of machined rail components for the trade\n"
      "Report to the group CFO and lead the finance team of nine people.\n\n"
      "2017 \u2013 2020 Group Accountant, Penbury Foods Ltd, Leeds\n");
  ASSERT_EQ(r.work.size(), 2u);
  EXPECT_EQ(r.work[0].startDate, "2020");
  EXPECT_EQ(r.work[0].endDate, "");
  EXPECT_EQ(r.work[0].name, "Pennine Tools plc");
  for (const auto& res : r.meta.residue) EXPECT_EQ(res.text.find("present"), std::string::npos) << res.text;
  EXPECT_EQ(r.work[1].endDate, "2020");
}

// "Englisch level C1": the words between a language and its level are the level's.
TEST(Languages, WordsBeforeTheLevelAreTheLevels) {
  Resume r = Parse(
      "Jana Beispiel\njana@example.org\n\nSprachen\n\n"
      "Deutsch Muttersprache, Englisch level C1, Spanisch Grundkenntnisse\n");
  ASSERT_EQ(r.languages.size(), 3u);
  EXPECT_EQ(r.languages[0].language, "Deutsch");
  EXPECT_EQ(r.languages[1].language, "Englisch");
  EXPECT_EQ(r.languages[1].fluency, "level C1");
  EXPECT_EQ(r.languages[2].fluency, "Grundkenntnisse");
}

}  // namespace cvmill::schema
