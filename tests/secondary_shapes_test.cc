// Shapes of the secondary sections (awards, projects, publications, certificates,
// volunteering) that word-processor and document-editor CVs use:
//   - a heading set in small capitals, as a text dump writes it ("E xperience"), is the
//     heading whose words it spells; a line that only starts with a lone capital is not;
//   - "Title — Awarder (Year)" with the title in bold: the awarder without the dash;
//   - reference-list citations with the authors surname first ("Roe, J. (2021). Title.
//     Venue. link" / "[1] Roe, J. Title. Venue, June 2021. link Summary."): the title, the
//     venue, the date and the sentences after the venue's as the summary;
//   - a table's header row over a section's entries ("Project | Description | Year") is
//     no entry; a first row of entry words is not taken for one.
// Every document here is invented.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "normalize/normalize.h"
#include "tests/test_util.h"

namespace cvmill {
namespace {

using testing::BuiltinRules;
using testing::ParseCv;

TEST(SmallCapsHeadings, Table) {
  struct Case {
    const char* line;
    const char* section;  // "" when no heading
  };
  const Case cases[] = {
      {"E xperience", "work"},
      {"P rofessional E xperience", "work"},
      {"V oluntary W ork", "volunteer"},
      {"H onours and A wards", "awards"},
      {"P ublications", "publications"},
      {"A wards", "awards"},
      {"I went there", ""},
      {"A Projects", ""},
      {"B ridge building", ""},
      {"E", ""},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.line);
    auto h = normalize::MatchHeading(c.line, BuiltinRules());
    if (*c.section == '\0') {
      EXPECT_FALSE(h.has_value());
    } else {
      ASSERT_TRUE(h.has_value());
      EXPECT_EQ(normalize::SectionName(h->section), c.section);
    }
  }
}

TEST(SmallCapsHeadings, SectionsOfADump) {
  const schema::Resume r = ParseCv(
      "Tamsin Orrell\ntamsin@example.org\n\n"
      "E xperience\n"
      "Harbour Pilot, Estuary Marine Services                          Mar 2018 – Present\n"
      "Guided container ships through the tidal channel.\n\n"
      "A wards\n"
      "Safe Passage Medal — Coastal Pilots Guild (2021)\n");
  ASSERT_EQ(r.work.size(), 1u);
  EXPECT_EQ(r.work[0].startDate, "2018-03");
  ASSERT_EQ(r.awards.size(), 1u);
  EXPECT_EQ(r.awards[0].date, "2021");
}

TEST(Citations, SurnameFirst) {
  struct Case {
    const char* what;
    std::string section;
    std::vector<std::string> names, publishers, dates, urls, summaries;
  };
  const Case cases[] = {
      {"APA with a link and a summary sentence",
       "1. Orrell, T. (2019). Tidal windows for deep-draught ships. Harbour Engineering Review. harbour-review.example.org/2019/windows\n"
       "   Field measurements over three winters in a dredged channel.\n"
       "2. Orrell, T., & Vance, K. (2022). Pilot ladders at night. Maritime Safety Notes.\n",
       {"Tidal windows for deep-draught ships", "Pilot ladders at night"},
       {"Harbour Engineering Review", "Maritime Safety Notes"},
       {"2019", "2022"},
       {"https://harbour-review.example.org/2019/windows", ""},
       {"Field measurements over three winters in a dredged channel.", ""}},
      {"bracket-numbered, the date after the venue, then a summary",
       "[1] Orrell, T. Tidal windows for deep-draught ships. Harbour Engineering Review, June 2019. Field measurements over three winters.\n"
       "[2] Orrell, T. Pilot ladders at night. Maritime Safety Notes, March 2022.\n",
       {"Tidal windows for deep-draught ships", "Pilot ladders at night"},
       {"Harbour Engineering Review", "Maritime Safety Notes"},
       {"2019-06", "2022-03"},
       {"", ""},
       {"Field measurements over three winters.", ""}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    const schema::Resume r = ParseCv("Tamsin Orrell\ntamsin@example.org\n\nPUBLICATIONS\n\n" + c.section);
    std::vector<std::string> names, publishers, dates, urls, summaries;
    for (const schema::Publication& p : r.publications) {
      names.push_back(p.name);
      publishers.push_back(p.publisher);
      dates.push_back(p.releaseDate);
      urls.push_back(p.url);
      summaries.push_back(p.summary);
    }
    EXPECT_EQ(names, c.names);
    EXPECT_EQ(publishers, c.publishers);
    EXPECT_EQ(dates, c.dates);
    EXPECT_EQ(urls, c.urls);
    EXPECT_EQ(summaries, c.summaries);
  }
}

TEST(Citations, BracketNumbersInAPageAndDoiLinks) {
  // A web page's paragraphs typed "[1] …" are numbered items, as in a text file; a DOI is
  // the citation's link when it gives no other, another link comes first.
  const schema::Resume r = ParseCv(
      "<html><body><h1>Tamsin Orrell</h1><p>tamsin@example.org</p><h2>Publications</h2>"
      "<p>[1] Orrell, T. Tidal windows for deep-draught ships. Harbour Engineering Review, June 2019. "
      "doi.org/10.5555/her.2019.17</p>"
      "<p>[2] Orrell, T. Pilot ladders at night. Maritime Safety Notes, March 2022. "
      "doi.org/10.5555/msn.2022.3 msn.example.org/ladders</p>"
      "<p>[3] Orrell, T. Buoy relays. Coastal Notes, May 2023.</p>"
      "</body></html>",
      "cv.html");
  std::vector<std::string> names, urls;
  for (const schema::Publication& p : r.publications) {
    names.push_back(p.name);
    urls.push_back(p.url);
  }
  EXPECT_EQ(names, (std::vector<std::string>{"Tidal windows for deep-draught ships", "Pilot ladders at night",
                                             "Buoy relays"}));
  EXPECT_EQ(urls, (std::vector<std::string>{"https://doi.org/10.5555/her.2019.17", "https://msn.example.org/ladders", ""}));
}

TEST(HeaderRows, NoEntry) {
  struct Case {
    const char* what;
    std::string section;
    std::vector<std::string> names;
  };
  const Case cases[] = {
      {"a pipe table's header row",
       "| Project | Description | Year |\n|---|---|---|\n"
       "| Tide Tables | Open tide predictions for small harbours. | 2020 |\n"
       "| Buoy Relay | Telemetry relay for weather buoys. | 2022 |\n",
       {"Tide Tables", "Buoy Relay"}},
      {"a header row the reader gave as lines of their own",
       "Project\nDescription\tYear\n"
       "Tide Tables\tOpen tide predictions for small harbours.\t2020\n\n"
       "Buoy Relay\tTelemetry relay for weather buoys.\t2022\n",
       {"Tide Tables", "Buoy Relay"}},
      {"a first entry whose name is no header word stays",
       "Harbour Atlas\tCharts of small harbours.\t2019\n\n"
       "Buoy Relay\tTelemetry relay for weather buoys.\t2022\n",
       {"Harbour Atlas", "Buoy Relay"}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    const schema::Resume r = ParseCv("Tamsin Orrell\ntamsin@example.org\n\nPROJECTS\n\n" + c.section, "cv.md");
    std::vector<std::string> names;
    for (const schema::Project& p : r.projects) names.push_back(p.name);
    EXPECT_EQ(names, c.names);
  }
}

TEST(Awards, TitleDashAwarder) {
  // The title in bold, then "— Awarder (Year)": the awarder without its dash.
  const schema::Resume r = ParseCv(
      "<html><body><h1>Tamsin Orrell</h1><p>tamsin@example.org</p><h2>Awards</h2>"
      "<p><b>Safe Passage Medal</b> \u2014 Coastal Pilots Guild (2021)</p>"
      "<p>For a night rescue in a gale.</p>"
      "<p><b>Channel Survey Prize</b> \u2014 Estuary Hydrographic Society (2019)</p>"
      "</body></html>",
      "cv.html");
  ASSERT_EQ(r.awards.size(), 2u);
  EXPECT_EQ(r.awards[0].title, "Safe Passage Medal");
  EXPECT_EQ(r.awards[0].awarder, "Coastal Pilots Guild");
  EXPECT_EQ(r.awards[0].date, "2021");
  EXPECT_EQ(r.awards[1].awarder, "Estuary Hydrographic Society");
}

}  // namespace
}  // namespace cvmill

namespace cvmill {
namespace {

struct ProjectCase {
  const char* what;
  std::string section;
  std::vector<std::string> names;
  std::vector<std::vector<std::string>> roles, keywords;
};

// A section's projects read by their repeating template: where the first project opens with
// its dated header line ("Name <gap> Roles <gap> Dates"), a row of chips right above a later
// one closes the project before (its keywords); the place where most projects name their
// roles names them in a project whose words the vocabulary does not know as a role.
TEST(ProjectTemplate, ChipsAndRoleSlots) {
  const ProjectCase cases[] = {
      {"a chip row above the next dated header line",
       "Harbour Atlas    Lead developer    Mar 2019 – Present\n"
       "Charts of small harbours for leisure sailors.\n"
       "Mapping    Python    Tides\n"
       "Buoy Relay    Maintainer    2020 – 2022\n"
       "Telemetry relay for weather buoys.\n",
       {"Harbour Atlas", "Buoy Relay"},
       {{"Lead developer"}, {"Maintainer"}},
       {{"Mapping", "Python", "Tides"}, {}}},
      {"the role slot voted over the section",
       "Harbour Atlas    Lead developer    Mar 2019 – Present\n"
       "Charts of small harbours for leisure sailors.\n\n"
       "Buoy Relay    Maintainer    2020 – 2022\n"
       "Telemetry relay for weather buoys.\n\n"
       "Quay Lights    Lamplighter    2017 – 2018\n"
       "Restored the gas lamps along the old quay.\n",
       {"Harbour Atlas", "Buoy Relay", "Quay Lights"},
       {{"Lead developer"}, {"Maintainer"}, {"Lamplighter"}},
       {{}, {}, {}}},
      {"one project naming a role is no vote: the unknown word stays no role",
       "Harbour Atlas    Lead developer    Mar 2019 – Present\n"
       "Charts of small harbours for leisure sailors.\n\n"
       "Quay Lights    Lamplighter    2017 – 2018\n"
       "Restored the gas lamps along the old quay.\n",
       {"Harbour Atlas", "Quay Lights"},
       {{"Lead developer"}, {}},
       {{}, {}}},
  };
  for (const ProjectCase& c : cases) {
    SCOPED_TRACE(c.what);
    const schema::Resume r = testing::ParseCv("Tamsin Orrell\ntamsin@example.org\n\nPROJECTS\n\n" + c.section);
    std::vector<std::string> names;
    std::vector<std::vector<std::string>> roles, keywords;
    for (const schema::Project& p : r.projects) {
      names.push_back(p.name);
      roles.push_back(p.roles);
      keywords.push_back(p.keywords);
    }
    EXPECT_EQ(names, c.names);
    EXPECT_EQ(roles, c.roles);
    EXPECT_EQ(keywords, c.keywords);
  }
}

}  // namespace
}  // namespace cvmill

namespace cvmill {
namespace {

// A plain dump that read the items' names, then the column right-aligned beside them: each
// dated cell goes back under its item by order, only where the counts fit.
TEST(ColumnRuns, DatedCellsBackToTheirItems) {
  struct Case {
    const char* what;
    std::string section;
    std::vector<std::string> names, issuers, dates;
  };
  const Case cases[] = {
      {"two runs of the same length",
       "Harbour Pilot Licence\nNight Navigation Certificate\nRadio Operator Permit\n\n"
       "Coastal Authority \u00b7 2019\nMaritime School \u00b7 2021\nPort Radio Board \u00b7 2016\n",
       {"Harbour Pilot Licence", "Night Navigation Certificate", "Radio Operator Permit"},
       {"Coastal Authority", "Maritime School", "Port Radio Board"},
       {"2019", "2021", "2016"}},
      {"runs of different lengths stay as they are",
       "Harbour Pilot Licence\nNight Navigation Certificate\nRadio Operator Permit\n\n"
       "Coastal Authority \u00b7 2019\nMaritime School \u00b7 2021\n",
       {}, {}, {}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    const schema::Resume r = testing::ParseCv("Tamsin Orrell\ntamsin@example.org\n\nCERTIFICATES\n\n" + c.section);
    std::vector<std::string> names, issuers, dates;
    for (const schema::Certificate& x : r.certificates) {
      names.push_back(x.name);
      issuers.push_back(x.issuer);
      dates.push_back(x.date);
    }
    if (!c.names.empty()) {
      EXPECT_EQ(names, c.names);
      EXPECT_EQ(issuers, c.issuers);
      EXPECT_EQ(dates, c.dates);
    } else {  // (not read as three certificates with their issuers)
      EXPECT_NE(names, (std::vector<std::string>{"Harbour Pilot Licence", "Night Navigation Certificate", "Radio Operator Permit"}));
    }
  }
}

}  // namespace
}  // namespace cvmill

namespace cvmill {
namespace {

// An award whose header line is long enough to be read as prose, its date closing it: the
// words before the date are its header (title and awarder), the sentence after its summary.
// Prose with no date, or a date inside a sentence, stays the summary.
TEST(Awards, HeaderReadAsProse) {
  const schema::Resume r = testing::ParseCv(
      "Tamsin Orrell\ntamsin@example.org\n\nAWARDS\n\n"
      "Safe Passage Medal for seamanship in heavy weather \u2014 Coastal Pilots Guild of the Northern Estuaries (2021)\n"
      "Awarded for a night rescue of two trawler crews in a gale.\n");
  ASSERT_EQ(r.awards.size(), 1u);
  EXPECT_EQ(r.awards[0].title, "Safe Passage Medal for seamanship in heavy weather");
  EXPECT_EQ(r.awards[0].awarder, "Coastal Pilots Guild of the Northern Estuaries");
  EXPECT_EQ(r.awards[0].date, "2021");
  EXPECT_EQ(r.awards[0].summary, "Awarded for a night rescue of two trawler crews in a gale.");
  const schema::Resume prose = testing::ParseCv(
      "Tamsin Orrell\ntamsin@example.org\n\nAWARDS\n\n"
      "Safe Passage Medal. The guild gave it to the pilot of the year, which I was in 2021 after a long winter.\n");
  for (const schema::Award& a : prose.awards) EXPECT_NE(a.title.find("Safe Passage Medal"), std::string::npos);
}

}  // namespace
}  // namespace cvmill
