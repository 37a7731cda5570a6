// Table-driven tests of the normalize stage: dates, headings, names, contacts, degrees.
#include <gtest/gtest.h>
#include <unicode/locid.h>
#include <unicode/uchar.h>
#include <unicode/translit.h>
#include <unicode/unistr.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "common/text.h"
#include "normalize/normalize.h"

namespace cvmill::normalize {
namespace {

const Rules& R() {
  static const Rules rules = [] {
    auto r = Rules::LoadBuiltin();
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.status().message());
    return r.value();
  }();
  return rules;
}

struct DateCase {
  const char* text;
  const char* start;
  const char* end;  // "" with ongoing or single
  bool ongoing;
  const char* rule;
};

// Whole-string ranges in English, German, French and Spanish.
constexpr DateCase kDates[] = {
    // English
    {"since July 2021", "2021-07", "", true, "mon_y"},
    {"April 2018 \u2013 June 2021", "2018-04", "2021-06", false, "mon_y"},
    {"Mar 2018\u2013Jun 2019", "2018-03", "2019-06", false, "mon_y"},
    {"Oct 2019 - Mar 2020", "2019-10", "2020-03", false, "mon_y"},
    {"2012 - 2016", "2012", "2016", false, "year"},
    {"05/2023", "2023-05", "", false, "my"},
    {"2023-05", "2023-05", "", false, "ym"},
    {"Jul 2021 \u2013 Present", "2021-07", "", true, "mon_y"},
    {"Fall 2020", "2020", "", false, "season_y"},
    {"Nov. 2020", "2020-11", "", false, "mon_y"},
    {"(2023).", "2023", "", false, "year"},
    {"2018 - Current", "2018", "", true, "year"},
    {"Sept 2019 to May 2021", "2019-09", "2021-05", false, "mon_y"},
    {"January 2015 - December 2016", "2015-01", "2016-12", false, "mon_y"},
    {"2019-03-14", "2019-03-14", "", false, "ymd"},
    {"March 3, 2020", "2020-03-03", "", false, "mon_d_y"},
    {"3 March 2020", "2020-03-03", "", false, "d_mon_y"},
    {"16 de noviembre de 2019 - 3 de marzo de 2021", "2019-11-16", "2021-03-03", false, "d_mon_y"},
    {"2 de maio de 2018", "2018-05-02", "", false, "d_mon_y"},
    {"Mar \u2013 Jun 2019", "2019-03", "2019-06", false, "mon"},
    {"2007-Sep - 2010-Jul", "2007-09", "2010-07", false, "y_mon"},
    {"June and July 2016", "2016-06", "2016-07", false, "mon"},
    {"August und September 2020", "2020-08", "2020-09", false, "mon"},
    {"Summer 2015", "2015", "", false, "season_y"},
    {"from 2019", "2019", "", true, "year"},
    {"2010\u2013now", "2010", "", true, "year"},
    {"Spring 2018 \u2013 Fall 2019", "2018", "2019", false, "season_y"},
    {"12/2019 - 03/2021", "2019-12", "2021-03", false, "my"},
    {"March 2018 - June", "2018-03", "", false, "mon_y"},
    // German
    {"seit M\u00e4rz 2021", "2021-03", "", true, "mon_y"},
    {"Okt. 2017 \u2013 Feb. 2021", "2017-10", "2021-02", false, "mon_y"},
    {"Januar 2015 bis Dezember 2016", "2015-01", "2016-12", false, "mon_y"},
    {"04/2015 \u2013 09/2017", "2015-04", "2017-09", false, "my"},
    {"2015 \u2013 heute", "2015", "", true, "year"},
    {"Mai 2019 \u2013 Juli 2020", "2019-05", "2020-07", false, "mon_y"},
    {"01.10.2018 \u2013 31.03.2020", "2018-10-01", "2020-03-31", false, "dmy"},
    {"Wintersemester 2019", "2019", "", false, "season_y"},
    {"seit 2020", "2020", "", true, "year"},
    {"Dezember 2022", "2022-12", "", false, "mon_y"},
    // French
    {"depuis septembre 2019", "2019-09", "", true, "mon_y"},
    {"f\u00e9vrier 2019 \u2013 juillet 2019", "2019-02", "2019-07", false, "mon_y"},
    {"janv. 2020 \u2013 aujourd'hui", "2020-01", "", true, "mon_y"},
    {"mars 2018 \u00e0 juin 2019", "2018-03", "2019-06", false, "mon_y"},
    // An end month without its year: read (the whole text is the range) but not stated.
    {"mars 2015 \u00e0 juin", "2015-03", "", false, "mon_y"},
    {"ao\u00fbt 2021", "2021-08", "", false, "mon_y"},
    {"d\u00e9cembre 2017 \u2013 pr\u00e9sent", "2017-12", "", true, "mon_y"},
    {"Automne 2020", "2020", "", false, "season_y"},
    // Spanish
    {"enero 2018 \u2013 actualidad", "2018-01", "", true, "mon_y"},
    {"2019 \u2013 la actualidad", "2019", "", true, "year"},
    {"desde marzo de 2020", "2020-03", "", true, "mon_y"},
    {"septiembre 2016 - junio 2018", "2016-09", "2018-06", false, "mon_y"},
    {"abril de 2019", "2019-04", "", false, "mon_y"},
    {"dic. 2021 \u2013 presente", "2021-12", "", true, "mon_y"},
    {"oto\u00f1o 2019", "2019", "", false, "season_y"},
    // Italian, Portuguese and Dutch month names (ICU's, as for the languages above)
    {"gennaio 2019 \u2013 marzo 2021", "2019-01", "2021-03", false, "mon_y"},
    {"set. 2018 \u2013 ago. 2020", "2018-09", "2020-08", false, "mon_y"},
    {"outubro de 2015", "2015-10", "", false, "mon_y"},
    {"mei 2020 - okt. 2022", "2020-05", "2022-10", false, "mon_y"},
    {"mrt 2017", "2017-03", "", false, "mon_y"},
};

TEST(ParseDateRange, Table) {
  ASSERT_GE(std::size(kDates), 40u);
  for (const DateCase& c : kDates) {
    SCOPED_TRACE(c.text);
    auto r = ParseDateRange(c.text, R());
    ASSERT_TRUE(r.has_value());
    EXPECT_EQ(r->start.ToIso(), c.start);
    EXPECT_EQ(r->end.ToIso(), c.end);
    EXPECT_EQ(r->ongoing, c.ongoing);
    EXPECT_EQ(r->rule, c.rule);
  }
}

TEST(FindDates, NumbersThatAreNotDates) {
  for (const char* t : {"pp. 937\u2013954", "IF-2.03", "EH8 9AB", "B2 / C1", "80 %", "(OSDI 20)",
                        "SOSP '24", "3694715.3695975", "Graduated with 1.7", "May I help"}) {
    SCOPED_TRACE(t);
    EXPECT_TRUE(FindDates(t, R()).empty());
  }
}

// A web address's digits are no date; a date beside the address still is.
TEST(FindDates, NotInsideWebAddresses) {
  for (const char* t : {"https://doi.org/10.5555/jbio.2024.0931", "www.example.org/talks/2019/05/slides",
                        "http://example.net/2021-03-report"}) {
    SCOPED_TRACE(t);
    EXPECT_TRUE(FindDates(t, R()).empty());
  }
  auto ds = FindDates("Journal of Examples, 2023. https://doi.org/10.5555/jx.2024.0011", R());
  ASSERT_EQ(ds.size(), 1u);
  EXPECT_EQ(ds[0].start.ToIso(), "2023");
}

TEST(FindDates, SpansInsideText) {
  std::string t = "Research Intern, Lab X, USA, 2016 - 2017.";
  auto ds = FindDates(t, R());
  ASSERT_EQ(ds.size(), 1u);
  EXPECT_EQ(t.substr(ds[0].begin, ds[0].end_offset - ds[0].begin), "2016 - 2017");
  auto two = FindDates("a research intern (2015, 2016)", R());
  ASSERT_EQ(two.size(), 2u);
  EXPECT_TRUE(two[0].single);
  EXPECT_EQ(two[1].start.ToIso(), "2016");
  // Listed after a comma outside brackets, the second no earlier: the span from the first to
  // the last ("Summer 2013, 2014" on a header's date cell).
  for (const auto& [listed, start, end] : std::vector<std::tuple<std::string, std::string, std::string>>{
           {"Swim Club, Leeds | Summer 2013, 2014", "2013", "2014"},
           {"Juli 2013, November 2013", "2013-07", "2013-11"}}) {
    SCOPED_TRACE(listed);
    auto span = FindDates(listed, R());
    ASSERT_EQ(span.size(), 1u);
    EXPECT_EQ(span[0].start.ToIso(), start);
    EXPECT_EQ(span[0].end.ToIso(), end);
  }
  // Not where the second is earlier, nor where three are listed.
  EXPECT_EQ(FindDates("Summer 2014, 2013", R()).size(), 2u);
  EXPECT_EQ(FindDates("Prize 2015, 2017, 2019", R()).size(), 3u);
}

// A length of time written right after a date or range is part of its span, in several
// languages and with or without brackets or a separator; a number of other things is not.
TEST(FindDates, DurationAfterARangeJoinsItsSpan) {
  for (const char* t : {"Jan 2017 - Jan 2020 (3 years)", "Mar 2019 \u2013 Present \u00b7 2 yrs 3 mos",
                        "2015 - 2018 (3 Jahre, 6 Monate)", "06/2012 - 09/2013 (1 an et 3 mois)",
                        "2010 - 2014 (4 a\u00f1os)"}) {
    SCOPED_TRACE(t);
    std::string text = std::string("Engineer, Acme | ") + t;
    auto ds = FindDates(text, R());
    ASSERT_EQ(ds.size(), 1u);
    EXPECT_EQ(text.substr(ds[0].begin, ds[0].end_offset - ds[0].begin), t);
  }
  for (const char* t : {"2016 - 2017 (3 projects)", "2016 - 2017, 12 people", "2016 - 2017 (3 yearsX)"}) {
    SCOPED_TRACE(t);
    auto ds = FindDates(t, R());
    ASSERT_EQ(ds.size(), 1u);
    EXPECT_EQ(std::string(t).substr(ds[0].begin, ds[0].end_offset - ds[0].begin), "2016 - 2017");
  }
}

struct HeadingCase {
  const char* text;
  Section section;
};

constexpr HeadingCase kHeadings[] = {
    {"EDUCATION", Section::kEducation},
    {"Work Experience:", Section::kWork},
    {"2. Berufserfahrung", Section::kWork},
    {"Exp\u00e9rience professionnelle", Section::kWork},
    {"Experiencia laboral", Section::kWork},
    {"RESEARCH EXPERIENCE", Section::kWork},
    {"Industry Experience", Section::kWork},
    {"Academic Experience", Section::kWork},
    {"Ausbildung", Section::kEducation},
    {"Formation", Section::kEducation},
    {"Formaci\u00f3n acad\u00e9mica", Section::kEducation},
    {"PUBLICATIONS", Section::kPublications},
    {"Ver\u00f6ffentlichungen", Section::kPublications},
    {"PRE-PRINT", Section::kPublications},
    {"Programming Languages", Section::kSkills},
    {"Software & Tools", Section::kSkills},
    {"Kenntnisse", Section::kSkills},
    {"Comp\u00e9tences", Section::kSkills},
    {"Habilidades", Section::kSkills},
    {"Professional Skills Summary", Section::kSkills},
    {"Summary of Skills", Section::kSkills},
    {"LANGUAGES", Section::kLanguages},
    {"Sprachen", Section::kLanguages},
    {"Langues", Section::kLanguages},
    {"Idiomas", Section::kLanguages},
    {"INTEREST AREAS", Section::kInterests},
    {"Areas of Interest", Section::kInterests},
    {"Research Interests", Section::kInterests},
    {"Centres d'int\u00e9r\u00eat", Section::kInterests},
    {"Intereses", Section::kInterests},
    {"Honours and Awards", Section::kAwards},
    {"Auszeichnungen", Section::kAwards},
    {"Premios", Section::kAwards},
    {"Open-source Projects", Section::kProjects},
    {"Projekte", Section::kProjects},
    {"Software", Section::kProjects},
    {"Volunteering", Section::kVolunteer},
    {"Ehrenamt", Section::kVolunteer},
    {"B\u00e9n\u00e9volat", Section::kVolunteer},
    {"Voluntariado", Section::kVolunteer},
    {"Conference Committee Member", Section::kVolunteer},
    {"References", Section::kReferences},
    {"Referenzen", Section::kReferences},
    {"Contact", Section::kContact},
    {"Kontakt", Section::kContact},
    {"Coordonn\u00e9es", Section::kContact},
    {"LINKS", Section::kContact},
    {"Teaching", Section::kTeaching},
    {"Certifications", Section::kCertificates},
    {"Attestati", Section::kCertificates},  // (Italian: certificates of courses and licences)
    {"PERSONAL PROFILE", Section::kSummary},
    {"About Me", Section::kSummary},
    {"\u00dcber mich", Section::kSummary},
    {"Perfil profesional", Section::kSummary},
    {"News", Section::kIgnore},
    // Italian, Portuguese, Dutch.
    {"Esperienza professionale", Section::kWork},
    {"Experiência profissional", Section::kWork},
    {"Werkervaring", Section::kWork},
    {"Istruzione e formazione", Section::kEducation},
    {"Formação académica", Section::kEducation},
    {"Opleiding", Section::kEducation},
    {"Vrijwilligerswerk", Section::kVolunteer},
    // Two heading names joined: named by the first.
    {"Studium und Ausbildung", Section::kEducation},
    {"Sprachen & IT-Kenntnisse", Section::kLanguages},
    {"Awards / Scholarships", Section::kAwards},
    // A heading name with a word that qualifies it, before or after: named by the name.
    {"Progetti principali", Section::kProjects},
    {"Proyectos destacados", Section::kProjects},
    {"Projetos relevantes", Section::kProjects},
    {"Main Projects", Section::kProjects},
    {"Ausgewählte Veröffentlichungen", Section::kPublications},
};

TEST(MatchHeading, Table) {
  for (const HeadingCase& c : kHeadings) {
    SCOPED_TRACE(c.text);
    auto h = MatchHeading(c.text, R());
    ASSERT_TRUE(h.has_value());
    EXPECT_EQ(SectionName(h->section), SectionName(c.section));
  }
}

TEST(MatchHeading, FlagsAndNonHeadings) {
  EXPECT_TRUE(MatchHeading("PRE-PRINT", R())->preprint);
  EXPECT_TRUE(MatchHeading("Programming Languages", R())->group);
  EXPECT_TRUE(MatchHeading("Lebenslauf", R())->title);
  // Possessive and first-person phrasings of common headings, in several languages.
  for (const auto& [t, section] : std::vector<std::pair<const char*, Section>>{
           {"MON PROFIL", Section::kSummary}, {"My profile", Section::kSummary}, {"Mein Profil", Section::kSummary},
           {"Mi perfil", Section::kSummary}, {"Mijn profiel", Section::kSummary},
           {"Compétences professionnelles", Section::kSkills}, {"Comment me contacter", Section::kContact},
           {"Contactez-moi", Section::kContact}, {"Get in touch", Section::kContact}}) {
    SCOPED_TRACE(t);
    auto h = MatchHeading(t, R());
    ASSERT_TRUE(h.has_value());
    EXPECT_EQ(h->section, section);
  }
  EXPECT_FALSE(MatchHeading("My profile picture was taken in Lyon", R()).has_value());
  for (const char* t : {"Machine Learning", "Distributed Systems", "Git", "Research assistant",
                        "Imperial College London", "TensorFlow", "Skills: Python, Go",
                        // a joiner needs a heading name on both sides
                        "Work and Travel", "Research & Development", "Marketing and Sales",
                        // a qualifier needs a heading name beside it
                        "Principal Software Engineer", "Key Account Executive", "Principal investigator"}) {
    SCOPED_TRACE(t);
    EXPECT_FALSE(MatchHeading(t, R()).has_value());
  }
}

// The document's heading style: lines set like its recognised headings are headings whatever
// their words; heading words set as plain text under such headings are labels.
struct StyleCase {
  const char* doc;
  std::vector<std::string> headings;  // the heading texts Normalize opens blocks for
};

TEST(Normalize, HeadingStyleOfTheDocument) {
  const StyleCase cases[] = {
      // '##' headings: an unknown wording in that style opens a section; "Courses" set as
      // plain text under a degree is a label, not a section.
      {"# Ana Ruiz\n\n## Experience\n\nNurse, Clinic\n\n## Werdegang im Ausland\n\nNurse, Spital\n\n"
       "## Education\n\nBSc Nursing, Uni\nCourses\nAnatomy, Ethics\n",
       {"Experience", "Werdegang im Ausland", "Education"}},
      // A heading word in capitals under '##' headings lacks the style's level: a label.
      {"# Ana Ruiz\n\n## Experience\n\nNurse, Clinic\n\n## Education\n\nBSc Nursing, Uni\nCOURSES\nAnatomy\n",
       {"Experience", "Education"}},
      // Setext underlines are a heading style too.
      {"Ana Ruiz\n\nExperience\n==========\n\nNurse, Clinic\n\nStations abroad\n===============\n\n"
       "Nurse, Spital\n\nEducation\n=========\n\nBSc Nursing\n",
       {"Experience", "Stations abroad", "Education"}},
      // Capitals set off by a blank line: a capitalised language name inside the section
      // (no blank line before it) stays a line of the section.
      {"Ana Ruiz\n\nLANGUAGE SKILLS\n\nMother tongue: ITALIAN\nOther:\nENGLISH\nC1\n\nDIGITAL SKILLS\n\nExcel\n",
       {"LANGUAGE SKILLS", "DIGITAL SKILLS"}},
      // Plain headings (no style): every rule-recognised heading counts, nothing more.
      {"Ana Ruiz\n\nExperience\nNurse, Clinic\nCourses\nAnatomy\n\nEducation\nBSc Nursing\n",
       {"Experience", "Courses", "Education"}},
      // Where the document has a style ('##'), a title in capitals set off by a blank line is
      // an entry's, not a section: only lines in the style open sections.
      {"# Ana Ruiz\n\n## Experience\n\nSENIOR NURSE\nClinic Nord, 2020 - 2022\n\nSTAFF NURSE\nSpital\n\n"
       "## Education\n\nBSc Nursing, Uni\n",
       {"Experience", "Education"}},
      // A group's name ("Tools") set as body text inside its own section names a group of
      // it; outside its section it opens one.
      {"# Ana Ruiz\n\n## Experience\n\nNurse, Clinic\n\n## Skills\n\nClinical\nTriage, Wound care\nTools\nExcel, SAP\n",
       {"Experience", "Skills"}},
      {"# Ana Ruiz\n\n## Experience\n\nNurse, Clinic\n\nTools\nExcel, SAP\n", {"Experience", "Tools"}},
      // Without a style, such a line still opens a section (typography alone).
      {"Ana Ruiz\n\nExperience\nNurse, Clinic\n\nVOLUNTEER CORNER\n\nRed Cross\n",
       {"Experience", "VOLUNTEER CORNER"}},
      // A heading wrapped onto a second line in its type is one heading, even when its first
      // line alone is one ("COMPÉTENCES" / "PERSONNELLES").
      {"Ana Ruiz\n\nEXPÉRIENCE\n\nInfirmière, Clinique\n\nCOMPÉTENCES\nPERSONNELLES\n\nTriage\n\n"
       "INFORMATIONS\nCOMPLÉMENTAIRES\n\nPermis B\n",
       {"EXPÉRIENCE", "COMPÉTENCES PERSONNELLES", "INFORMATIONS COMPLÉMENTAIRES"}},
      // Under a heading that holds sections, a row's first cell naming a section opens it;
      // elsewhere such a cell is a label of its section ("Languages" of a skills table).
      {"Ana Ruiz\n\nSKILLS\n\nLanguages\tPython, Go\n\nADDITIONAL INFORMATION\n\nProjects\t\u2013 Triage app, 2021\n"
       "Certificates\t\u2013 Advanced Life Support, 2020\n",
       {"SKILLS", "ADDITIONAL INFORMATION", "Projects", "Certificates"}},
      // A text dump with section names in a margin column beside their sections' text: each
      // row whose first cell names a section opens it.
      {"Ana Ruiz\n\nProfile              Nurse with ten years on wards.\n"
       "                     Calm in triage.\n"
       "                     Fluent in three languages.\n\n"
       "Experience           Senior Nurse, Clinic Nord\n"
       "                     Ran the night shift\n"
       "                     Trained new staff\n\n"
       "Education            BSc Nursing, Uni Sud\n"
       "                     Thesis on triage\n"
       "                     Graduated with honours\n",
       {"Profile", "Experience", "Education"}},
      // The names set flush right in the margin column: each ends left of the text beside it.
      {"Ana Ruiz\n\n             Profile   Nurse with ten years on wards.\n"
       "                       Calm in triage.\n"
       "                       Fluent in three languages.\n\n"
       "          Experience   Senior Nurse, Clinic Nord\n"
       "                       Ran the night shift\n"
       "                       Trained new staff\n\n"
       "           Education   BSc Nursing, Uni Sud\n"
       "                       Thesis on triage\n"
       "                       Graduated with honours\n",
       {"Profile", "Experience", "Education"}},
      // Label rows of a skills table right under their heading, at the left edge like the
      // rest of the text, are labels, not a margin column.
      {"Ana Ruiz\n\nSKILLS\nLanguages            Python, Go,\n                     Rust, C\n"
       "Tools                Excel, SAP,\n                     Jira, Git\n\n"
       "EXPERIENCE\n2019 - 2023          Senior Nurse, Clinic Nord\n                     Ran the night shift\n"
       "                     Trained new staff\n                     Audited the drug store\n"
       "                     Wrote the triage guide\n                     Led the ward council\n",
       {"SKILLS", "EXPERIENCE"}},
      // Two columns' headings side by side on one row are not a margin column.
      {"Ana Ruiz\n\nLanguages            Experience\n"
       "Spanish              Senior Nurse, Clinic Nord\n"
       "                     Ran the night shift\n"
       "                     Trained new staff\n\n"
       "Skills               Education\n"
       "Triage               BSc Nursing, Uni Sud\n"
       "                     Thesis on triage\n",
       {}},
  };
  for (const StyleCase& c : cases) {
    SCOPED_TRACE(c.doc);
    auto d = extract::Extract(c.doc, extract::Options{});
    ASSERT_TRUE(d.ok());
    Normalized n = Normalize(d.value(), R());
    std::vector<std::string> got;
    for (const Block& b : n.blocks) {
      if (b.heading_line >= 0) got.push_back(b.heading);
    }
    EXPECT_EQ(got, c.headings);
  }
}

// Two headings one right after the other (a text dump of a margin column), then both
// sections' text: a summary takes the prose the text opens with; a section of dated entries
// takes the entries after a list section's heading; otherwise the second section keeps it.
TEST(Normalize, StackedHeadingsShareTheTextAfterThem) {
  struct Case {
    const char* doc;
    std::vector<std::pair<std::string, std::size_t>> sections;  // heading, lines
  };
  const Case cases[] = {
      {"Ana Ruiz\n\nProfile\n\nExperience\n\nNurse with ten years on surgical wards and in triage, calm under\n"
       "pressure and fond of teaching.\nSenior Nurse, Clinic Nord\n2019 - 2023\nRan the night shift\n",
       {{"Profile", 2}, {"Experience", 3}}},
      {"Ana Ruiz\n\nExperience\n\nSkills\n\nSenior Nurse\nClinic Nord\n2019 - 2023\nRan the night shift\n",
       {{"Experience", 4}, {"Skills", 0}}},
      // Entries only after a summary's heading: the summary is elsewhere, the entries stay.
      {"Ana Ruiz\n\nProfile\n\nExperience\n\nSenior Nurse, Clinic Nord\n2019 - 2023\nRan the night shift\n",
       {{"Profile", 0}, {"Experience", 3}}},
      // A list section's heading before dated entries' heading: no share.
      {"Ana Ruiz\n\nSkills\n\nExperience\n\nSenior Nurse, Clinic Nord\n2019 - 2023\nRan the night shift\n",
       {{"Skills", 0}, {"Experience", 3}}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.doc);
    auto d = extract::Extract(c.doc, extract::Options{});
    ASSERT_TRUE(d.ok());
    Normalized n = Normalize(d.value(), R());
    std::vector<std::pair<std::string, std::size_t>> got;
    for (const Block& b : n.blocks) {
      if (b.heading_line >= 0) got.emplace_back(b.heading, b.lines.size());
    }
    EXPECT_EQ(got, c.sections);
  }
}

TEST(MatchLeadIn, SentencesThatOpenLists) {
  auto s = MatchLeadIn("I am fortunate to supervise the following talented students:", R());
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->section, Section::kIgnore);
  auto p = MatchLeadIn("I am leading the development of the following open-source software:", R());
  ASSERT_TRUE(p.has_value());
  EXPECT_EQ(p->section, Section::kProjects);
  EXPECT_FALSE(MatchLeadIn("I supervise students", R()).has_value());
}

struct NameCase {
  const char* in;
  const char* proper;
  const char* key;
};

constexpr NameCase kNames[] = {
    {"ANNA-LENA VAN DER MEER", "Anna-Lena van der Meer", "anna-lena van der meer"},
    {"MARCEL WAGENLANDER", "Marcel Wagenlander", "marcel wagenlander"},
    {"Marcel Wagenl\u00e4nder", "Marcel Wagenl\u00e4nder", "marcel wagenlander"},
    {"O'NEILL SIOBH\u00c1N", "O'Neill Siobh\u00e1n", "o'neill siobhan"},
    {"JEAN-PIERRE DE LA FONTAINE", "Jean-Pierre de la Fontaine", "jean-pierre de la fontaine"},
    {"Ronan McDonald", "Ronan McDonald", "ronan mcdonald"},
    {"\u0141UKASZ \u017b\u00d3\u0141\u0106", "\u0141ukasz \u017b\u00f3\u0142\u0107", "lukasz zolc"},
    {"  Anna   Lena  ", "Anna Lena", "anna lena"},
    {"VON BISMARCK OTTO", "Von Bismarck Otto", "von bismarck otto"},
};

TEST(Names, ProperCaseAndMatchKey) {
  for (const NameCase& c : kNames) {
    SCOPED_TRACE(c.in);
    EXPECT_EQ(ProperCaseName(c.in, R()), c.proper);
    EXPECT_EQ(NameMatchKey(c.in, R()), c.key);
  }
}

TEST(Names, LooksLikePersonName) {
  for (const char* t : {"Luo Mai", "Marcel Wagenl\u00e4nder", "ANNA-LENA VAN DER MEER", "Alexander L. Wolf",
                        "Dr. iur. Anna Roth", "Prof. Dr. med. Jana Novak"})
    EXPECT_TRUE(LooksLikePersonName(t, R())) << t;
  for (const char* t : {"Research Assistant", "Imperial College London", "London, United Kingdom",
                        "Skills", "john smith", "Jane Doe 2020", "PhD in Physics",
                        "Jana iur. Novak", "Jana Novak nat."})
    EXPECT_FALSE(LooksLikePersonName(t, R())) << t;
}

TEST(Names, TitleCaseIfCaps) {
  EXPECT_EQ(TitleCaseIfCaps("PROGRAMMING LANGUAGES"), "Programming Languages");
  EXPECT_EQ(TitleCaseIfCaps("SOFTWARE & TOOLS"), "Software & Tools");
  EXPECT_EQ(TitleCaseIfCaps("Software & Tools"), "Software & Tools");
}

// labels.tsv kind "giver": the label before who gave, issued or published (its byte length).
TEST(Contacts, GiverLabel) {
  const std::vector<std::pair<std::string, std::size_t>> cases = {
      {"Awarded by: State Academy", 12}, {"by State Academy", 3}, {"Issued by Cloud Vendor", 10},
      {"Published in Plant Reports", 13}, {"verliehen von der Stadt Kiel", 14}, {"D\u00E9cern\u00E9 par l'Acad\u00E9mie", 14},
      // Negative: a title, a word merely starting with a label's letters, a label alone.
      {"Teaching Prize", 0}, {"Byzantine Studies Prize", 0}, {"Awarded by", 0}};
  for (const auto& [line, len] : cases) EXPECT_EQ(GiverLabel(line, R()), len) << line;
}

TEST(Contacts, Profiles) {
  struct Case {
    const char* url;
    const char* network;
    const char* user;
  } cases[] = {
      {"github.com/marwage", "GitHub", "marwage"},
      {"https://www.linkedin.com/in/jdoe/", "LinkedIn", "jdoe"},
      {"orcid.org/0000-0002-1825-0097", "ORCID", "0000-0002-1825-0097"},
      {"https://scholar.google.com/citations?user=AbC123&hl=en", "Google Scholar", "AbC123"},
      {"mastodon.social/@jdoe", "Mastodon", "jdoe"},
      {"x.com/jdoe", "X", "jdoe"},
      {"xing.com/profile/Jane_Doe", "Xing", "Jane_Doe"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.url);
    auto p = MatchProfile(c.url, R());
    ASSERT_TRUE(p.has_value());
    EXPECT_EQ(p->network, c.network);
    EXPECT_EQ(p->username, c.user);
    EXPECT_EQ(p->url.rfind("http", 0), 0u);
  }
  EXPECT_FALSE(MatchProfile("github.com/org/repo", R()).has_value());
  EXPECT_FALSE(MatchProfile("example.com", R()).has_value());
}

TEST(Contacts, CountriesFromIcuInFourLanguages) {
  struct Case {
    const char* name;
    const char* code;
  } cases[] = {{"United Kingdom", "GB"}, {"Deutschland", "DE"}, {"Allemagne", "DE"},
               {"Estados Unidos", "US"}, {"USA", "US"},         {"UK", "GB"},
               {"Schweiz", "CH"},        {"Australia", "AU"},   {"Espa\u00f1a", "ES"},
               {"\u00c9tats-Unis", "US"}, {"Japan", "JP"},
               // a compass point cut to its letter
               {"S.Korea", "KR"},         {"S. Africa", "ZA"},   {"N. Ireland", "GB"}};
  for (const auto& c : cases) {
    SCOPED_TRACE(c.name);
    auto code = CountryCode(c.name, R());
    ASSERT_TRUE(code.has_value());
    EXPECT_EQ(*code, c.code);
  }
  EXPECT_FALSE(CountryCode("Atlantis", R()).has_value());
  EXPECT_FALSE(CountryCode("S. Atlantis", R()).has_value());
}

TEST(Contacts, Places) {
  auto p = ParsePlace("Menlo Park, United States", R());
  ASSERT_TRUE(p.has_value());
  EXPECT_EQ(p->city, "Menlo Park");
  EXPECT_EQ(p->country_code, "US");
  auto s = ParsePlace("Starnberg, Germany", R());  // a town no list holds, before a country
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->city, "Starnberg");
  auto city = ParsePlace("Paris", R());
  ASSERT_TRUE(city.has_value());
  EXPECT_EQ(city->country_code, "");
  EXPECT_FALSE(ParsePlace("Imperial College London", R()).has_value());
  EXPECT_FALSE(ParsePlace("Machine Learning", R()).has_value());
}

TEST(Contacts, EmailPhoneUrls) {
  EXPECT_EQ(FindEmail("E-mail: marcel@example.com").value_or(""), "marcel@example.com");
  EXPECT_FALSE(FindEmail("luo.mai[AT]").has_value());
  EXPECT_EQ(FindPhone("Tel. +49 89 1234 5678").value_or(""), "+49 89 1234 5678");
  EXPECT_FALSE(FindPhone("2012 - 2016").has_value());
  auto urls = FindUrls("hello@marcel.systems and github.com/x, https://a.org/b.");
  ASSERT_EQ(urls.size(), 2u);
  EXPECT_EQ(urls[0], "github.com/x");
  EXPECT_EQ(urls[1], "https://a.org/b");
  // A path broken after its slashes by spaces (a theme's line-breaking spaces) goes on; a word
  // in capitals after a slash, or a sentence's next word, does not.
  EXPECT_EQ(FindUrls("https://www.linkedin.com/ in/ jane-roe"), std::vector<std::string>{"https://www.linkedin.com/in/jane-roe"});
  EXPECT_EQ(FindUrls("github.com/ jroe-42"), std::vector<std::string>{"github.com/jroe-42"});
  EXPECT_EQ(FindUrls("see example.org/ Berlin office"), std::vector<std::string>{"example.org/"});
  EXPECT_EQ(FindUrls("https://example.org/a/ and more"), std::vector<std::string>{"https://example.org/a/"});
  EXPECT_EQ(FindUrls("github.com/ jroe"), std::vector<std::string>{"github.com/jroe"});
}

TEST(Degrees, StudyTypeAreaScore) {
  struct Case {
    const char* text;
    const char* type;
    const char* area;
    const char* score;
  } cases[] = {
      {"Master of Science in Informatics", "Master of Science", "Informatics", ""},
      {"Computing Research, PhD", "PhD", "Computing Research", ""},
      {"MRes in Advanced Computing (Distinction Honour)", "MRes", "Advanced Computing", "Distinction Honour"},
      {"PhD candidate in Computing", "PhD", "Computing", ""},
      {"Study Abroad in Computer Science", "Study Abroad", "Computer Science", ""},
      {"MSc Data Science", "MSc", "Data Science", ""},
      {"Bachelor of Science Informatik", "Bachelor of Science", "Informatik", ""},
      {"Dipl\u00f4me d'ing\u00e9nieur en informatique", "Dipl\u00f4me d'ing\u00e9nieur", "informatique", ""},
      // A degree named "of" its faculty and "in" its subject is written whole.
      {"Bachelor of Agricultural Science (Hons) in Animal and Crop Production",
       "Bachelor of Agricultural Science (Hons)", "Animal and Crop Production", ""},
      {"Master of Applied Finance in Risk, Macquarie University", "Master of Applied Finance", "Risk", ""},
      // Without "in", "of" still names the area.
      {"Bachelor of Commerce, University of Leeds", "Bachelor", "Commerce", ""},
      // Unless a field follows after a separator: then the subject is part of the degree's name.
      {"Master of Law (MLaw) - Jurisprudence", "Master of Law (MLaw)", "Jurisprudence", ""},
      {"Master of Law (MLaw): Jurisprudence", "Master of Law (MLaw)", "Jurisprudence", ""},
      {"Master of Law: Jurisprudence", "Master of Law", "Jurisprudence", ""},
      {"Bachelor of Music, Music (Composition)", "Bachelor of Music", "Music (Composition)", ""},
      {"Master of Law (MLaw), Leeds", "Master", "Law", ""},
      {"Master of Law, magna cum laude", "Master", "Law", ""},
      // Degrees of Portuguese, Italian, Spanish, French, Dutch and German systems.
      {"Mestrado em Engenharia de Software", "Mestrado", "Engenharia de Software", ""},
      {"Laurea magistrale in Ingegneria Gestionale", "Laurea magistrale", "Ingegneria Gestionale", ""},
      {"Maestr\u00eda en Finanzas", "Maestr\u00eda", "Finanzas", ""},
      {"Dottorato di ricerca in Fisica", "Dottorato di ricerca", "Fisica", ""},
      {"BTS Design graphique", "BTS", "Design graphique", ""},
      {"Postgraduaat Bedrijfskunde", "Postgraduaat", "Bedrijfskunde", ""},
      {"Fachhochschulreife", "Fachhochschulreife", "", ""},
      // After a comma, an organisation is no subject.
      {"Leaving Certificate, Ardmore Community School, Galway", "Leaving Certificate", "", ""},
      {"BSc, Physics, Northgate University", "BSc", "Physics", ""},
      {"Bachelor of Science, Informatik - Technische Hochschule Nord", "Bachelor of Science", "Informatik", ""},
      // A short bracket right after the degree qualifies it.
      {"BSc (Hons) in Physics and Astronomy", "BSc (Hons)", "Physics and Astronomy", ""},
      {"Bachelor of Arts (Lehramt), Geschichte und Englisch", "Bachelor of Arts (Lehramt)", "Geschichte und Englisch", ""},
      // A separator a few words after the degree: the words before it are the degree as
      // written, the field after it the area.
      {"Licence en sciences sociales: Sociologie urbaine", "Licence en sciences sociales", "Sociologie urbaine", ""},
      {"M\u00e1ster Oficial - Biolog\u00eda Marina", "M\u00e1ster Oficial", "Biolog\u00eda Marina", ""},
      {"Diplom Ingenieur \u2013 Maschinenbau, Hochschule Nord", "Diplom Ingenieur", "Maschinenbau", ""},
      // Not after a connector with a dash (the connector's reading stands), nor before an
      // organisation.
      {"Laurea magistrale in Chimica \u2013 Materiali", "Laurea magistrale", "Chimica", ""},
      {"Master en droit - Universit\u00e9 du Littoral", "Master", "droit", ""},
      // The degree that opens the text, not an abbreviation in brackets after it that an
      // earlier rule knows.
      {"Maestr\u00eda en Hidrolog\u00eda (MSc)", "Maestr\u00eda", "Hidrolog\u00eda", ""},
      {"Mestrado em Engenharia Civil (MEng)", "Mestrado", "Engenharia Civil", ""},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.text);
    auto d = MatchDegree(c.text, R());
    ASSERT_TRUE(d.has_value());
    EXPECT_EQ(d->study_type, c.type);
    EXPECT_EQ(d->area, c.area);
    EXPECT_EQ(d->score, c.score);
  }
  EXPECT_FALSE(MatchDegree("Technical University of Munich", R()).has_value());
  // Upper-case school-system acronyms are case-sensitive: the word "dec" is no degree.
  EXPECT_FALSE(MatchDegree("Volunteer, dec 2019", R()).has_value());
  EXPECT_EQ(FindScore("Graduated with 1.7", R()).value_or(""), "1.7");
  EXPECT_EQ(FindScore("GPA: 3.8/4.0", R()).value_or(""), "3.8/4.0");
}

TEST(Sentences, StatedRoles) {
  auto roles = FindStatedRoles(
      "Before that, I was a research intern (2015, 2016) and a visiting researcher (2017) at "
      "Acme Research Labs. I am an Associate Professor in the Department of Physics at the "
      "University of Utopia.",
      R());
  ASSERT_EQ(roles.size(), 4u);
  EXPECT_EQ(roles[0].role, "Research Intern");
  EXPECT_EQ(roles[0].org, "Acme Research Labs");
  EXPECT_EQ(roles[0].dates.start.ToIso(), "2015");
  EXPECT_EQ(roles[1].dates.start.ToIso(), "2016");
  EXPECT_EQ(roles[2].role, "Visiting Researcher");
  EXPECT_EQ(roles[3].role, "Associate Professor");
  EXPECT_EQ(roles[3].org, "University of Utopia");
  auto deg = FindStatedRoles("I received my PhD degree at the University of Utopia in 2010.", R());
  ASSERT_EQ(deg.size(), 1u);
  EXPECT_EQ(deg[0].kind, StatedRole::kDegree);
  EXPECT_EQ(deg[0].org, "University of Utopia");
  EXPECT_EQ(deg[0].dates.start.ToIso(), "2010");
  EXPECT_TRUE(FindStatedRoles("I am the recipient of a prestigious fellowship.", R()).empty());
}

// The embedded tables are compiled rule by rule on first use; a lazy compile must never fail,
// so every rule of them has to compile (and the ICU transliterator exist).
TEST(Rules, EveryEmbeddedRuleCompiles) {
  Status s = R().Check();
  EXPECT_TRUE(s.ok()) << s.message();
}

// Names of countries and languages are read from ICU's resource tables (cheaper than its
// display-name API); they must be the names that API gives, in every locale the rules use.
TEST(Rules, IcuNamesAreTheDisplayNames) {
  // The languages whose names the tables hold (kLocales in normalize/rules.cc).
  const char* const locales[] = {"en", "de", "fr", "es", "it", "pt", "nl"};
  std::set<std::string> seen;  // the first code of a name wins, as in the table
  int checked = 0;
  for (const char* const* l = icu::Locale::getISOLanguages(); *l; ++l) {
    for (const char* loc : locales) {
      icu::UnicodeString u;
      icu::Locale(*l).getDisplayLanguage(icu::Locale(loc), u);
      std::string name;
      u.toUTF8String(name);
      if (name == *l || !seen.insert(name).second) continue;
      EXPECT_TRUE(IsLanguageName(name, R())) << loc << " " << *l << " " << name;
      auto code = LanguageCode(name, R());
      if (!code) {
        ADD_FAILURE() << loc << " " << *l << " " << name;
        continue;
      }
      // Another code's name may fold to the same key ("Deutsch" / "deutsch"), in this language
      // or another of the tables': same spelling there.
      if (*code != *l) {
        bool same = false;
        for (const char* other_loc : locales) {
          icu::UnicodeString other;
          icu::Locale(code->c_str()).getDisplayLanguage(icu::Locale(other_loc), other);
          same = same || other.foldCase() == icu::UnicodeString(u).foldCase();
        }
        EXPECT_TRUE(same) << loc << " " << *l << " " << name << " -> " << *code;
      }
      ++checked;
    }
  }
  EXPECT_GT(checked, 1500);
  checked = 0;
  for (const char* const* c = icu::Locale::getISOCountries(); *c; ++c) {
    for (const char* loc : locales) {
      icu::UnicodeString u;
      icu::Locale("", *c).getDisplayCountry(icu::Locale(loc), u);
      std::string name;
      u.toUTF8String(name);
      // CountryCode trims brackets, commas and full stops off what it is given.
      if (name == *c || name.find_first_of("(),;.") != std::string::npos) continue;
      EXPECT_TRUE(CountryCode(name, R()).has_value()) << loc << " " << *c << " " << name;
      ++checked;
    }
  }
  EXPECT_GT(checked, 900);
  EXPECT_EQ(CountryCode("Deutschland", R()).value_or(""), "DE");
  EXPECT_EQ(CountryCode("Espagne", R()).value_or(""), "ES");
  EXPECT_EQ(LanguageCode("Allemand", R()).value_or(""), "de");
  EXPECT_EQ(LanguageCode("Spanisch", R()).value_or(""), "es");
  EXPECT_EQ(LanguageCode("Inglese", R()).value_or(""), "en");
  EXPECT_EQ(LanguageCode("Alemão", R()).value_or(""), "de");
  EXPECT_EQ(LanguageCode("Frans", R()).value_or(""), "fr");
  EXPECT_EQ(CountryCode("Germania", R()).value_or(""), "DE");
}

// An ASCII name's match key skips the transliterator (creating it costs ~30 ms): its answer
// must be the transliterator's, for every ASCII character.
TEST(Rules, AsciiMatchKeyIsTheTransliterators) {
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<icu::Transliterator> t(
      icu::Transliterator::createInstance("Any-Latin; Latin-ASCII; Lower", UTRANS_FORWARD, status));
  ASSERT_TRUE(U_SUCCESS(status) && t);
  // The premise: the transliterator turns ASCII into its ASCII lower case, character by
  // character (the rest of NameMatchKey is the same code on both paths).
  for (int c = 1; c < 0x80; ++c) {
    std::string s = std::string("Ab") + static_cast<char>(c) + "Zy" + static_cast<char>(c);
    icu::UnicodeString u = icu::UnicodeString::fromUTF8(s);
    t->transliterate(u);
    std::string out;
    u.toUTF8String(out);
    std::string lower = s;
    for (char& ch : lower) ch = static_cast<char>(ch >= 'A' && ch <= 'Z' ? ch - 'A' + 'a' : ch);
    EXPECT_EQ(out, lower) << "character " << c;
  }
  EXPECT_EQ(NameMatchKey("JOHN  O'NEILL", R()), "john o'neill");
  EXPECT_EQ(NameMatchKey("Dr. J. Smith, Jr.", R()), "dr j smith jr");
  // Non-ASCII names still go through it.
  EXPECT_EQ(NameMatchKey("Wagenländer", R()), "wagenlander");
  EXPECT_EQ(NameMatchKey("Łukasz Żółć", R()), "lukasz zolc");
}

// The words records are checked by for lost text fold Latin letters by a table: its answer
// must be NameMatchKey's (the transliterator's), for every letter it folds.
TEST(Rules, FoldedKeyWordsAreNameMatchKeys) {
  for (char32_t c = 0xC0; c < 0x250; ++c) {
    if (!u_isalpha(static_cast<UChar32>(c))) continue;  // × ÷ part words; ICU keeps them
    std::string s = "Ab";
    text::AppendUtf8(s, c);
    s += "Zy";
    EXPECT_EQ(FoldedKeyWords(s, R()), text::KeyWords(NameMatchKey(s, R()))) << "U+" << std::hex << static_cast<int>(c);
  }
  EXPECT_EQ(FoldedKeyWords("MÜLLER, Straße 5 \u2013 of C++", R()), (std::vector<std::string>{"muller", "strasse", "5"}));
  EXPECT_EQ(FoldedKeyWords("Ελλάδα", R()), text::KeyWords(NameMatchKey("Ελλάδα", R())));
  // Spans and hashes of the same words.
  std::vector<KeyWord> spans;
  FoldKeyWords("Zoë Müller", R(), &spans);
  ASSERT_EQ(spans.size(), 2u);
  EXPECT_EQ(spans[0].begin, 0u);
  EXPECT_EQ(spans[0].end, 4u);  // "Zoë": Z o and ë (2 bytes)
  EXPECT_EQ(spans[1].begin, 5u);
  EXPECT_EQ(spans[1].hash, KeyWordHash("muller"));
}

TEST(Rules, BadTableNamesFileAndLine) {
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / "cvmill_rules_test";
  fs::create_directories(dir);
  for (const auto& [name, data] : Rules::BuiltinTables()) {
    std::ofstream(dir / name, std::ios::binary) << data;
  }
  auto good = Rules::LoadFromDirectory(dir.string());
  ASSERT_TRUE(good.ok()) << good.status().message();
  std::ofstream(dir / "sections.tsv", std::ios::binary) << "# comment\nbroken\twork\t-\t(unclosed\n";
  auto bad = Rules::LoadFromDirectory(dir.string());
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.status().code(), ErrorCode::kBadRule);
  EXPECT_NE(bad.status().message().find("sections.tsv:2: bad pattern"), std::string::npos)
      << bad.status().message();
  fs::remove_all(dir);
}

}  // namespace
}  // namespace cvmill::normalize
