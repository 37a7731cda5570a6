// Merging revisions: alignment rules, identity, order, provenance, the corpus people.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "pipeline/pipeline.h"
#include "reconcile/reconcile.h"
#include "tests/test_util.h"

namespace fs = std::filesystem;
using Json = nlohmann::json;

namespace cvmill::reconcile {
namespace {

const normalize::Rules& R() { return testing::BuiltinRules(); }

schema::Work Job(const char* org, const char* pos, const char* start, const char* end) {
  schema::Work w;
  w.name = org;
  w.position = pos;
  w.startDate = start;
  w.endDate = end;
  return w;
}

TEST(Align, Work) {
  // Positive: a renamed organisation with a typo, a reworded title, a translated title.
  EXPECT_GT(Similarity(Job("LSDS group, Imperial Collage London", "Research assistant", "2019-10", "2020-03"),
                       Job("Imperial College London", "Research Assistant", "2019-10", "2020-03"), R()), 0);
  EXPECT_GT(Similarity(Job("Acme GmbH", "Software engineer as working student", "2018-03", "2019-06"),
                       Job("Acme GmbH", "Software Engineer (Working Student)", "2018-03", "2019-06"), R()), 0);
  EXPECT_GT(Similarity(Job("Nordlicht AG", "Softwareentwickler", "2017-10", "2021-02"),
                       Job("Nordlicht AG", "Software Developer", "2017-10", ""), R()), 0);
  EXPECT_GT(Similarity(Job("Azure Data Group, Contoso", "Visiting Researcher", "2017", "2018"),
                       Job("Contoso Research", "Visiting Researcher", "2017", "2017"), R()), 0);
  // Negative: two internships at one company in different years; two employers at once.
  EXPECT_EQ(Similarity(Job("Contoso Research", "Research Intern", "2015", "2015"),
                       Job("Contoso Research", "Research Intern", "2016", "2016"), R()), 0);
  EXPECT_EQ(Similarity(Job("Acme GmbH", "Engineer", "2018", "2019"), Job("Initech Ltd", "Engineer", "2018", "2019"), R()), 0);
  EXPECT_EQ(Similarity(Job("Acme GmbH", "Engineer", "2018-01", ""), Job("Acme GmbH", "Sales Manager", "2018-05", ""), R()), 0);
}

TEST(Align, Education) {
  schema::Education a{"Technical University of Munich", "", "Informatics", "Master of Science", "2018-04", "2021-06", "", {}};
  schema::Education b{"Technical University of Munich", "", "Informatics", "Bachelor of Science", "2014-10", "2018-03", "", {}};
  schema::Education c{"TU Munich", "", "Informatics", "MSc", "2018", "2021", "1.7", {}};
  schema::Education de{"Technische Universität München", "", "Informatik", "Master of Science", "2018", "2021", "", {}};
  EXPECT_EQ(Similarity(a, b, R()), 0);  // master and bachelor at one university
  EXPECT_GT(Similarity(a, c, R()), 0);  // same degree, abbreviated
  EXPECT_GT(Similarity(a, de, R()), 0);  // same degree and years, institution in German
}

TEST(Align, PublicationsAwardsSkills) {
  schema::Publication pre{"Tenplex: Changing Resources of Deep Learning Jobs using Parallelizable Tensor Collections", "arXiv", "", "", ""};
  schema::Publication pub{"Tenplex: Dynamic Parallelism for Deep Learning using Parallelizable Tensor Collections", "SOSP", "2024", "", ""};
  schema::Publication other{"Spotnik: Designing Distributed Machine Learning for Transient Cloud Resources", "HotCloud", "2020", "", ""};
  EXPECT_GT(Similarity(pre, pub, R()), 0);
  EXPECT_EQ(Similarity(pub, other, R()), 0);
  schema::Award a1{"Best Paper Finalist", "2011", "IEEE MASS Conference", ""};
  schema::Award a2{"IEEE MASS Conference Best Paper Finalist", "2012", "", ""};
  schema::Award a3{"Tencent Research Award", "2022", "", ""};
  schema::Award a4{"Alibaba Innovative Research Award", "2020", "", ""};
  EXPECT_GT(Similarity(a1, a2, R()), 0);
  EXPECT_EQ(Similarity(a3, a4, R()), 0);
  schema::Skill s1{"Skills", "", {"TensorFlow", "PyTorch", "NumPy", "Git", "Latex"}};
  schema::Skill s2{"Software & Tools", "", {"PyTorch", "JAX", "NumPy", "Git", "Latex", "Docker"}};
  schema::Skill s3{"Programming Languages", "", {"Python", "Go"}};
  EXPECT_GT(Similarity(s1, s2, R()), 0);
  EXPECT_EQ(Similarity(s1, s3, R()), 0);
}

TEST(Align, KeywordsHighlightsNames) {
  EXPECT_TRUE(SameKeyword("C++", "C/C++", R()));
  EXPECT_TRUE(SameKeyword("python", "Python", R()));
  EXPECT_FALSE(SameKeyword("C", "C#", R()));
  EXPECT_FALSE(SameKeyword("Java", "JavaScript", R()));
  EXPECT_TRUE(SameHighlight("Written and presented a workshop paper at HotCloud",
                            "Wrote and presented a workshop paper at HotCloud"));
  EXPECT_FALSE(SameHighlight("Designed the backend for an event app", "Mentored three junior engineers"));
  EXPECT_EQ(PersonKey("WAGENLANDER MARCEL", R()), PersonKey("Wagenländer Marcel", R()));
  EXPECT_EQ(PersonKey("Marcel Wagenlaender", R()), PersonKey("Marcel Wagenländer", R()));
  EXPECT_NE(PersonKey("Anna Schmidt", R()), PersonKey("Anne Schmidt", R()));
}

// Rules without an exposed similarity, checked through Merge on two small revisions.
TEST(Align, LanguagesInterestsProjectsVolunteer) {
  Revision older, newer;
  older.source = "old.json";
  newer.source = "new.json";
  older.record.basics.name = newer.record.basics.name = "Jane Roe";
  older.record.work = {Job("Acme GmbH", "Engineer", "2015", "2016")};
  newer.record.work = {Job("Acme GmbH", "Engineer", "2015", "2020")};
  older.record.languages = {{"German", "native"}, {"Italian", "basic"}};
  newer.record.languages = {{"Deutsch", "Muttersprache"}};  // same language, named in German
  older.record.interests = {{"General Artificial Intelligence", {}}, {"Elastic Systems", {}}};
  newer.record.interests = {{"Artificial General Intelligence", {}}, {"Dynamic Systems", {}}};
  schema::Project p1, p2, p3;
  p1.name = "KungFu";
  p2.name = "kungfu";
  p2.description = "Adaptive training";
  p3.name = "TensorLayer";
  older.record.projects = {p1, p3};
  newer.record.projects = {p2};
  schema::Volunteer v23{"ICDE", "Committee Member", "", "2023", "2023", "", {}};
  schema::Volunteer v22{"ICDE", "Committee Member", "", "2022", "2022", "", {}};
  older.record.volunteer = {v22, v23};
  newer.record.volunteer = {v23};
  std::vector<Revision> revs = {older, newer};
  auto people = GroupByPerson(revs, R());
  ASSERT_EQ(people.size(), 1u);
  schema::Resume m = Merge(revs, people[0], R(), Options{});
  ASSERT_EQ(m.languages.size(), 2u);  // Deutsch = German; Italian kept
  EXPECT_EQ(m.languages[0].language, "Deutsch");
  EXPECT_EQ(m.languages[1].language, "Italian");
  ASSERT_EQ(m.interests.size(), 3u);  // word order does not matter; "Elastic" != "Dynamic"
  EXPECT_EQ(m.interests[2].name, "Elastic Systems");
  ASSERT_EQ(m.projects.size(), 2u);  // "KungFu" = "kungfu"; TensorLayer kept
  ASSERT_EQ(m.volunteer.size(), 2u);  // a committee in two years is two entries
}

Revision Rev(const std::string& source, const std::string& name, const std::string& email,
             std::vector<schema::Work> work) {
  Revision r;
  r.source = source;
  r.record.basics.name = name;
  r.record.basics.email = email;
  r.record.work = std::move(work);
  return r;
}

// A revision without a name joins the person whose e-mail it shares, even when a person met
// earlier shares only the end of a phone number with it.
TEST(Identity, SharedEmailOutweighsAPhoneTail) {
  std::vector<Revision> revs = {
      Rev("a.json", "Marta Rossi", "marta@example.it", {}),
      Rev("b.json", "Erik Berg", "erik@example.se", {}),
      Rev("c.json", "", "erik@example.se", {}),
  };
  revs[0].record.basics.phone = "(+39) 333 1234567";
  revs[2].record.basics.phone = "+46 70 333 12 34 567";
  auto people = GroupByPerson(revs, R());
  ASSERT_EQ(people.size(), 2u);
  EXPECT_EQ(people[1].slug, "erik-berg");
  EXPECT_EQ(people[1].revisions, (std::vector<int>{1, 2}));
}

TEST(Identity, SurnameAndEmployerDoNotMakeOnePerson) {
  std::vector<Revision> revs = {
      Rev("a.json", "Anna Schmidt", "anna@example.org", {Job("Acme GmbH", "Engineer", "2018", "2020")}),
      Rev("b.json", "Jonas Schmidt", "jonas@example.org", {Job("Acme GmbH", "Engineer", "2018", "2020")}),
      Rev("c.json", "ANNA SCHMIDT", "", {}),
      Rev("d.json", "", "jonas@example.org", {}),
      Rev("e.json", "", "", {}),
  };
  auto people = GroupByPerson(revs, R());
  ASSERT_EQ(people.size(), 3u);
  EXPECT_EQ(people[0].slug, "anna-schmidt");
  EXPECT_EQ(people[0].revisions, (std::vector<int>{0, 2}));
  EXPECT_EQ(people[1].slug, "jonas-schmidt");
  EXPECT_EQ(people[1].revisions, (std::vector<int>{1, 3}));
  EXPECT_EQ(people[2].revisions, (std::vector<int>{4}));
  bool explained = false;
  for (const auto& r : people[1].reasons) explained = explained || r.find("same e-mail") != std::string::npos;
  EXPECT_TRUE(explained);
}

// --- issue 11: identity needs evidence both ways ------------------------------------------
struct Someone {
  const char* name;
  const char* email;
  const char* phone;
  const char* city;
  const char* country;
  const char* url = "";
};

Revision Of(const Someone& s, std::vector<schema::Work> work = {}) {
  Revision r = Rev("", s.name, s.email, std::move(work));
  r.record.basics.phone = s.phone;
  r.record.basics.location.city = s.city;
  r.record.basics.location.countryCode = s.country;
  r.record.basics.url = s.url;
  return r;
}

std::vector<schema::Work> ThreeJobs(const char* a, const char* b, const char* c) {
  return {Job(a, "Planner", "2012-02", "2014-09"), Job(b, "Senior Planner", "2014-10", "2018-03"),
          Job(c, "Head of Planning", "2018-04", "")};
}

TEST(Identity, EvidenceBothWays) {
  const Someone ilka{"Ilka Brandvold", "ilka.b@example.org", "+47 912 34 567", "Bergen", "NO"};
  const Someone ilka_moved{"ILKA BRANDVOLD", "ilka@brandvold.example", "+47 912 34 567", "Oslo", "NO"};
  const Someone namesake{"Ilka Brandvold", "ibrandvold@example.net", "+46 70 765 43 21", "Uppsala", "SE"};
  const Someone quiet{"Ilka Brandvold", "brandvold.i@example.com", "", "", ""};
  const Someone teodor{"Teodor Vasquel", "teodor@vasquel.example", "+44 20 7946 0000", "Leeds", "GB"};
  const Someone unnamed_switchboard{"", "reception@example.co.uk", "020 7946 0000", "Leeds", "GB"};
  const Someone unnamed{"", "", "", "", ""};
  const Someone mirela{"Mirela Dunca", "mirela@example.ro", "", "", "", "https://www.mirela-dunca.example/"};
  const Someone mirela_site{"", "", "", "", "", "mirela-dunca.example"};
  struct Case {
    const char* what;
    std::vector<Revision> revs;
    std::vector<std::vector<int>> groups;
    const char* reason;  // in the reasons of the last revision's group ("" none)
  };
  const std::vector<Case> kCases = {
      {"namesakes: same name, other e-mail, phone and city", {Of(ilka), Of(namesake)}, {{0}, {1}}, "another person"},
      {"moved and changed e-mail: the shared phone is evidence", {Of(ilka), Of(ilka_moved)}, {{0, 1}}, ""},
      {"all three differ, but the same job at the same employer",
       {Of(ilka, {Job("Fjordlys AS", "Planner", "2015-01", "2019-06")}),
        Of(namesake, {Job("Fjordlys AS", "Planner", "2015-01", "2019-06")})},
       {{0, 1}},
       ""},
      {"no place stated: nothing conflicts on all three, one person", {Of(ilka), Of(quiet)}, {{0, 1}}, ""},
      {"namesakes then the first again by e-mail", {Of(ilka), Of(namesake), Of(ilka)}, {{0, 2}, {1}}, "same e-mail"},
      {"unnamed with only a switchboard phone in common", {Of(teodor), Of(unnamed_switchboard)}, {{0}, {1}},
       "alone is not enough"},
      {"unnamed with the same periods at other employers",
       {Of(teodor, ThreeJobs("Kestrel Analytics", "Harbourline Freight", "Orvane Mills")),
        Of(unnamed, ThreeJobs("Palisade Tools", "Brightwater Foods", "Selkirk Glass"))},
       {{0}, {1}},
       "nothing in common"},
      {"unnamed with the same jobs at the same employers",
       {Of(teodor, ThreeJobs("Kestrel Analytics", "Harbourline Freight", "Orvane Mills")),
        Of(unnamed, ThreeJobs("Kestrel Analytics", "Harbourline Freight", "Orvane Mills"))},
       {{0, 1}},
       "3 dated entries"},
      {"unnamed with the homepage written https://www. and bare", {Of(mirela), Of(mirela_site)}, {{0, 1}},
       "same address mirela-dunca.example"},
  };
  for (const Case& c : kCases) {
    SCOPED_TRACE(c.what);
    std::vector<Revision> revs = c.revs;
    for (std::size_t i = 0; i < revs.size(); ++i) revs[i].source = "r" + std::to_string(i) + ".json";
    auto people = GroupByPerson(revs, R());
    std::vector<std::vector<int>> groups;
    for (const auto& p : people) groups.push_back(p.revisions);
    EXPECT_EQ(groups, c.groups);
    std::string reasons;
    for (const auto& p : people) {
      if (std::find(p.revisions.begin(), p.revisions.end(), static_cast<int>(revs.size()) - 1) == p.revisions.end()) continue;
      for (const auto& r : p.reasons) reasons += r + "\n";
    }
    EXPECT_NE(reasons.find(c.reason), std::string::npos) << reasons;
  }
}

// Namesakes are two records, each with its own contacts; the second slug is numbered.
TEST(Identity, NamesakesAreTwoRecords) {
  std::vector<Revision> revs = {Of({"Ilka Brandvold", "ilka.b@example.org", "+47 912 34 567", "Bergen", "NO"}),
                                Of({"Ilka Brandvold", "ibrandvold@example.net", "+46 70 765 43 21", "Uppsala", "SE"})};
  revs[0].source = "a.json";
  revs[1].source = "b.json";
  auto people = GroupByPerson(revs, R());
  ASSERT_EQ(people.size(), 2u);
  EXPECT_EQ(people[0].slug, "ilka-brandvold");
  EXPECT_EQ(people[1].slug, "ilka-brandvold-2");
  EXPECT_EQ(Merge(revs, people[0], R(), Options{}).basics.location.city, "Bergen");
  EXPECT_EQ(Merge(revs, people[1], R(), Options{}).basics.location.city, "Uppsala");
  EXPECT_TRUE(Merge(revs, people[1], R(), Options{}).meta.merge.conflicts.empty());
}

// A profile URL names its owner whatever its scheme, "www.", case or trailing slash.
TEST(Identity, UnnamedJoinsByProfileAddress) {
  std::vector<Revision> revs(3);
  revs[0].source = "a.json";
  revs[0].record.basics.name = "Mirela Dunca";
  revs[0].record.basics.profiles = {{"GitHub", "", "https://github.com/MDunca"}};
  revs[1].source = "b.json";
  revs[1].record.basics.name = "Osk Parvin";
  revs[2].source = "c.json";
  revs[2].record.basics.profiles = {{"", "", "http://www.github.com/mdunca/"}};
  auto people = GroupByPerson(revs, R());
  ASSERT_EQ(people.size(), 2u);
  EXPECT_EQ(people[0].revisions, (std::vector<int>{0, 2}));
}

// Two jobs held at once over one period, listed in the other order in the newer revision:
// each job keeps its own employer and highlights (issue 11: they were aligned crosswise).
TEST(Align, ConcurrentJobsOfOnePeriodAlignByEmployer) {
  auto job = [](const char* org, const char* highlight) {
    schema::Work w = Job(org, "Consultant", "2019-03", "2021-08");
    w.highlights = {highlight};
    return w;
  };
  std::vector<Revision> revs = {
      Rev("old.json", "Teodor Vasquel", "", {job("Harbourline Freight", "Planned the night routes"),
                                              job("Kestrel Analytics", "Modelled churn for retail clients")}),
      Rev("new.json", "Teodor Vasquel", "", {job("Kestrel Analytics", "Modelled churn for retail and telecom clients"),
                                              job("Harbourline Freight", "Planned the night routes for three depots")}),
  };
  auto people = GroupByPerson(revs, R());
  ASSERT_EQ(people.size(), 1u);
  Options given;
  given.order = Order::kGiven;
  schema::Resume m = Merge(revs, people[0], R(), given);
  ASSERT_EQ(m.work.size(), 2u);
  for (const auto& w : m.work) {
    SCOPED_TRACE(w.name);
    const char* topic = w.name == "Kestrel Analytics" ? "churn" : "routes";
    for (const auto& h : w.highlights) EXPECT_NE(h.find(topic), std::string::npos) << h;
  }
  for (const auto& c : m.meta.merge.conflicts) EXPECT_EQ(c.field.find(".name"), std::string::npos) << c.field;
}

// --- issue 11: nothing lost in a merge ------------------------------------------------------
TEST(Merge, EachRevisionKeepsItsResidueDiagnosticsAndMeta) {
  std::vector<Revision> revs = {
      Rev("old.txt", "Oda Virtanen", "oda@example.fi", {Job("Saaristo Oy", "Planner", "2016-01", "2019-12")}),
      Rev("new.json", "Oda Virtanen", "oda@example.fi", {Job("Saaristo Oy", "Planner", "2016-01", "2023-05")}),
  };
  revs[0].record.meta.residue = {{4, "Ref. 4471-B", false}, {12, "(Turku office)", true}};
  revs[0].record.meta.diagnostics = {{2, "invalid UTF-8 replaced by U+FFFD"}};
  revs[1].record.meta.residue = {{0, "available from May", false}};
  revs[1].record.meta.extra = R"({"version":"v1.0.0"})";
  auto people = GroupByPerson(revs, R());
  ASSERT_EQ(people.size(), 1u);
  schema::Resume m = Merge(revs, people[0], R(), Options{});
  const auto& v = m.meta.merge.revisions;
  ASSERT_EQ(v.size(), 2u);  // oldest first
  EXPECT_EQ(v[0].source, "old.txt");
  ASSERT_EQ(v[0].residue.size(), 2u);
  EXPECT_EQ(v[0].residue[0].text, "Ref. 4471-B");
  EXPECT_TRUE(v[0].residue[1].fragment);
  ASSERT_EQ(v[0].diagnostics.size(), 1u);
  EXPECT_EQ(v[0].diagnostics[0].line, 2);
  EXPECT_EQ(v[1].source, "new.json");
  ASSERT_EQ(v[1].residue.size(), 1u);
  EXPECT_EQ(v[1].meta, R"({"version":"v1.0.0"})");
  Json j = Json::parse(schema::ToJson(m, 2));
  EXPECT_EQ(j["meta"]["merge"]["revisions"][0]["residue"][1], Json::parse(R"J({"line": 12, "text": "(Turku office)", "fragment": true})J"));
  EXPECT_EQ(j["meta"]["merge"]["revisions"][0]["diagnostics"][0]["message"], "invalid UTF-8 replaced by U+FFFD");
  EXPECT_EQ(j["meta"]["merge"]["revisions"][1]["meta"]["version"], "v1.0.0");
  EXPECT_EQ(j["meta"]["version"], "v1.0.0");  // a JSON Resume meta key stays in meta
}

TEST(Order, LatestDateThenInputOrderAndGiven) {
  std::vector<Revision> revs = {
      Rev("new.json", "Jane Roe", "new@example.org", {Job("Acme GmbH", "Lead Engineer", "2019-01", "2024-05")}),
      Rev("old.json", "Jane Roe", "old@example.org", {Job("Acme GmbH", "Engineer", "2019-01", "")}),
  };
  auto people = GroupByPerson(revs, R());
  ASSERT_EQ(people.size(), 1u);
  schema::Resume m = Merge(revs, people[0], R(), Options{});
  EXPECT_EQ(m.basics.email, "new@example.org");  // newest by date, although given first
  ASSERT_EQ(m.work.size(), 1u);
  EXPECT_EQ(m.work[0].position, "Lead Engineer");
  EXPECT_EQ(m.work[0].endDate, "2024-05");
  ASSERT_FALSE(m.meta.merge.conflicts.empty());
  EXPECT_EQ(m.meta.merge.conflicts[0].lost, "old@example.org");
  Options given;
  given.order = Order::kGiven;
  EXPECT_EQ(Merge(revs, people[0], R(), given).basics.email, "old@example.org");
}

// --- the corpus people ---------------------------------------------------------------------
std::string Read(const fs::path& p) { return testing::ReadFile(p); }

std::vector<Revision> CorpusRevisions() {
  std::vector<Revision> revs;
  for (const auto& f : testing::CorpusFiles("cv")) {
    auto r = pipeline::Convert(Read(f), f.filename().string(), R(), {});
    EXPECT_TRUE(r.ok());
    revs.push_back({r.value(), f.filename().string()});
  }
  return revs;
}

Json Content(const schema::Resume& r) {
  Json j = Json::parse(schema::ToJson(r, -1));
  j.erase("meta");
  return j;
}

TEST(Corpus, OneRecordPerRealPersonAsExpected) {
  auto revs = CorpusRevisions();
  auto people = GroupByPerson(revs, R());
  std::vector<std::string> slugs;
  for (const auto& p : people) slugs.push_back(p.slug);
  std::sort(slugs.begin(), slugs.end());
  EXPECT_EQ(slugs, (std::vector<std::string>{"adaeze-okafor", "camille-dubois", "erik-lindqvist",
                                             "john-petersen", "jonas-muller-westphal", "katrin-hoffmann",
                                             "lucia-garcia-romero", "luo-mai", "marcel-wagenlander",
                                             "marco-bianchi", "maya-nguyen", "sofia-rossi",
                                             "thomas-lefevre"}));
  for (const auto& p : people) {
    SCOPED_TRACE(p.slug);
    fs::path exp = fs::path(CVMILL_SOURCE_DIR) / "corpus" / "merged" / (p.slug + ".json");
    if (p.revisions.size() < 2) continue;  // single revisions are checked by corpus_test
    ASSERT_TRUE(fs::exists(exp));
    Json got = Content(Merge(revs, p, R(), Options{}));
    Json want = Json::parse(Read(exp));
    EXPECT_EQ(got, want) << got.dump(2);
  }
}

void Leaves(const Json& j, std::vector<std::string>* out) {
  if (j.is_string()) out->push_back(j.get<std::string>());
  else if (j.is_structured()) for (const auto& v : j) Leaves(v, out);
}

// Every value of every revision is in the merged record or listed as a value not taken.
TEST(Corpus, NothingIsLostSilently) {
  auto revs = CorpusRevisions();
  for (const auto& p : GroupByPerson(revs, R())) {
    SCOPED_TRACE(p.slug);
    schema::Resume m = Merge(revs, p, R(), Options{});
    std::vector<std::string> kept;
    Leaves(Content(m), &kept);
    for (const auto& c : m.meta.merge.conflicts) kept.push_back(c.lost);
    std::set<std::string> have(kept.begin(), kept.end());
    for (int i : p.revisions) {
      std::vector<std::string> values;
      Leaves(Content(revs[static_cast<std::size_t>(i)].record), &values);
      for (const auto& v : values) EXPECT_TRUE(have.count(v)) << revs[static_cast<std::size_t>(i)].source << ": " << v;
    }
  }
}

// Shuffled inputs give the same records: byte for byte where no two revisions of a person
// tie on their latest date; as the same entries otherwise (the tie-break is input order).
TEST(Corpus, ShuffledInputsGiveTheSameRecords) {
  auto revs = CorpusRevisions();
  std::map<std::string, std::string> base;
  std::map<std::string, bool> tied;
  for (const auto& p : GroupByPerson(revs, R())) {
    base[p.slug] = schema::ToJson(Merge(revs, p, R(), Options{}), 2);
    std::set<std::string> dates;
    for (int i : p.revisions) dates.insert(LatestDate(revs[static_cast<std::size_t>(i)].record));
    tied[p.slug] = dates.size() < p.revisions.size();
  }
  auto as_set = [](const std::string& json) {
    Json j = Json::parse(json);
    j.erase("meta");
    for (auto& [k, v] : j.items()) {
      if (!v.is_array()) continue;
      std::vector<std::string> items;
      for (const auto& e : v) items.push_back(e.dump());
      std::sort(items.begin(), items.end());
      v = items;
    }
    return j;
  };
  std::mt19937 rng(20261121);
  for (int round = 0; round < 8; ++round) {
    std::vector<Revision> shuffled = revs;
    std::shuffle(shuffled.begin(), shuffled.end(), rng);
    for (const auto& p : GroupByPerson(shuffled, R())) {
      SCOPED_TRACE(p.slug);
      std::string json = schema::ToJson(Merge(shuffled, p, R(), Options{}), 2);
      if (!tied[p.slug]) EXPECT_EQ(json, base[p.slug]);
      else EXPECT_EQ(as_set(json), as_set(base[p.slug]));
    }
  }
}

TEST(Json, RecordsRoundTrip) {
  for (const auto& rev : CorpusRevisions()) {
    std::string once = schema::ToJson(rev.record, 2);
    auto back = schema::FromJson(once);
    ASSERT_TRUE(back.ok()) << rev.source;
    EXPECT_EQ(Content(back.value()), Content(rev.record)) << rev.source;
  }
  EXPECT_FALSE(schema::FromJson("[1,2]").ok());
  EXPECT_FALSE(schema::FromJson("{\"work\": 3}").ok());
  EXPECT_FALSE(schema::FromJson("not json").ok());
}

// A value of a type the schema does not allow is an error naming its JSON path, never
// dropped (issue 11: non-object entries, non-string keywords and a non-object basics were).
TEST(Json, WrongTypesAreErrorsNamingThePath) {
  const std::pair<const char*, const char*> kCases[] = {
      {R"({"basics": "Ann Lee"})", "basics: expected an object"},
      {R"({"basics": ["Ann Lee"]})", "basics: expected an object"},
      {R"({"basics": {"name": "Ann Lee", "location": "Leeds"}})", "basics.location: expected an object"},
      {R"({"basics": {"name": true}})", "basics.name: expected a string"},
      {R"({"basics": {"profiles": [{"network": "GitHub"}, "ann"]}})", "basics.profiles[1]: expected an object"},
      {R"({"work": ["Acme", {"company": "Initech", "position": "Dev"}]})", "work[0]: expected an object"},
      {R"({"education": [{"institution": "U"}, null]})", "education[1]: expected an object"},
      {R"({"skills": [{"name": "C++", "keywords": ["STL", {"x": 1}]}]})", "skills[0].keywords[1]: expected a string"},
      {R"({"work": [{"name": "Acme", "highlights": [["nested"]]}]})", "work[0].highlights[0]: expected a string"},
      {R"({"work": [{"company": false}]})", "work[0].company: expected a string"},
      {R"({"meta": "cvmill"})", "meta: expected an object"},
  };
  for (const auto& [json, message] : kCases) {
    SCOPED_TRACE(json);
    auto r = schema::FromJson(json);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.status().message(), message);
  }
}

TEST(Json, LegacyKeysStayWithTheirEntry) {
  // v0.0.x keys are read from the entry they stand in; a number is text as written.
  auto r = schema::FromJson(R"({"work": [{"name": "Acme"}, {"company": "Initech", "position": "Dev"}],
                                "education": [{"institution": "U", "gpa": 3.7}],
                                "skills": [{"name": "Years", "keywords": ["STL", 2019]}]})");
  ASSERT_TRUE(r.ok()) << r.status().message();
  ASSERT_EQ(r.value().work.size(), 2u);
  EXPECT_EQ(r.value().work[0].name, "Acme");
  EXPECT_EQ(r.value().work[1].name, "Initech");
  EXPECT_EQ(r.value().education.at(0).score, "3.7");
  EXPECT_EQ(r.value().skills.at(0).keywords, (std::vector<std::string>{"STL", "2019"}));
}

// Issue 10: someone else's JSON Resume keeps its unknown keys ("$schema", "x_*", custom
// objects) and its own meta through a merge, each in its object, values verbatim.
TEST(Json, UnknownKeysAreKeptThroughMerge) {
  const char* kInput = R"({"$schema": "https://example.org/resume-schema.json",
    "basics": {"name": "Oda Virtanen", "x_pronouns": "she/her",
               "location": {"city": "Turku", "x_geo": {"lat": 60.45, "lon": 22.27}},
               "profiles": [{"network": "Mastodon", "username": "oda", "x_verified": true}]},
    "work": [{"name": "Saaristo Oy", "company": "Saaristo Group", "position": "Planner", "startDate": "2020-01",
              "x_team": ["ops", "qa"], "x_note": null}],
    "x_custom": {"nested": [1, 2.5, "three", false]},
    "meta": {"canonical": "https://example.org/oda.json", "version": "v1.0.0", "x_tool": {"name": "by hand"}}})";
  const Json in = Json::parse(kInput);
  auto r = schema::FromJson(kInput);
  ASSERT_TRUE(r.ok()) << r.status().message();
  std::vector<Revision> revs = {{r.value(), "oda.json"}};
  auto people = GroupByPerson(revs, R());
  ASSERT_EQ(people.size(), 1u);
  const std::string once = schema::ToJson(Merge(revs, people[0], R(), Options{}), 2);
  EXPECT_EQ(once, schema::ToJson(Merge(revs, people[0], R(), Options{}), 2));  // deterministic
  Json out = Json::parse(once);
  EXPECT_EQ(out["$schema"], in["$schema"]);
  EXPECT_EQ(out["x_custom"], in["x_custom"]);
  EXPECT_EQ(out["basics"]["x_pronouns"], "she/her");
  EXPECT_EQ(out["basics"]["location"]["x_geo"], in["basics"]["location"]["x_geo"]);
  EXPECT_EQ(out["basics"]["profiles"][0]["x_verified"], true);
  EXPECT_EQ(out["work"][0]["x_team"], in["work"][0]["x_team"]);
  ASSERT_TRUE(out["work"][0].contains("x_note"));
  EXPECT_TRUE(out["work"][0]["x_note"].is_null());
  EXPECT_EQ(out["work"][0]["name"], "Saaristo Oy");
  EXPECT_EQ(out["work"][0]["company"], "Saaristo Group");  // a legacy key beside its v1 field is kept
  EXPECT_EQ(out["meta"]["canonical"], in["meta"]["canonical"]);
  EXPECT_EQ(out["meta"]["x_tool"], in["meta"]["x_tool"]);
  EXPECT_EQ(out["meta"]["merge"]["revisions"][0]["meta"], in["meta"]);
  // Where they stand: after the object's own fields; at the top level just before "meta".
  auto pos = [&](const char* key) { return once.find(std::string("\n  \"") + key + "\""); };
  EXPECT_LT(pos("work"), pos("$schema"));
  EXPECT_LT(pos("$schema"), pos("x_custom"));
  EXPECT_LT(pos("x_custom"), pos("meta"));
}

// cvmill's own record read back: its residue and diagnostics are read as such (and so reach
// meta.merge.revisions in a merge); meta keys cvmill does not write for this record stay.
TEST(Json, OwnMetaReadBack) {
  auto r = schema::FromJson(R"J({"basics": {"name": "Oda Virtanen"},
      "meta": {"source": "oda.txt", "encoding": "UTF-8",
               "residue": [{"line": 7, "text": "Ref. 4471-B"}, {"line": 9, "text": "(Turku)", "fragment": true}],
               "diagnostics": [{"message": "1 byte replaced"}], "merge": {"order": "given"}, "x_run": 3}})J");
  ASSERT_TRUE(r.ok()) << r.status().message();
  const schema::Meta& m = r.value().meta;
  EXPECT_EQ(m.source, "oda.txt");
  ASSERT_EQ(m.residue.size(), 2u);
  EXPECT_EQ(m.residue[1].line, 9);
  EXPECT_TRUE(m.residue[1].fragment);
  ASSERT_EQ(m.diagnostics.size(), 1u);
  EXPECT_EQ(m.diagnostics[0].line, 0);
  Json out = Json::parse(schema::ToJson(r.value(), 2));
  EXPECT_EQ(out["meta"]["format"], "json");
  EXPECT_EQ(out["meta"]["encoding"], "UTF-8");
  EXPECT_EQ(out["meta"]["merge"]["order"], "given");
  EXPECT_EQ(out["meta"]["x_run"], 3);
  EXPECT_EQ(out["meta"]["residue"][0]["text"], "Ref. 4471-B");
  // A residue of another shape is not cvmill's: kept in meta.extra (a record written alone has
  // cvmill's own residue key in its place; a merge keeps it in meta.merge.revisions).
  auto other = schema::FromJson(R"({"meta": {"residue": "none"}})");
  ASSERT_TRUE(other.ok());
  EXPECT_EQ(Json::parse(schema::ToJson(other.value(), -1))["meta"]["residue"], Json::array());
  EXPECT_EQ(other.value().meta.extra, R"({"residue":"none"})");
}

// A worker's reply to merge and diff (issue 11): the record written compact with meta in full
// and read back by FromOwnJson is the record. Written again it is byte-identical, meta included
// (format, encoding, sections, residue, diagnostics), nothing of cvmill's own left in
// meta.extra; grouped, merged and diffed it gives what the record itself gives. The corpus
// CVs, their two-column PDFs and the HTML pages. (FromJson, for records from elsewhere, keeps
// the keys it does not read as that record's own meta.)
TEST(Json, OwnRecordsReadBackWhole) {
  std::vector<Revision> revs = CorpusRevisions();
  for (const char* sub : {"pdf", "html"}) {
    for (const auto& f : testing::CorpusFiles(sub)) {
      std::string name = f.filename().string();
      if (name.find(".twocol.pdf") == std::string::npos && f.extension() != ".html") continue;
      auto r = pipeline::Convert(Read(f), name, R(), {});
      ASSERT_TRUE(r.ok()) << name;
      revs.push_back({r.value(), name});
    }
  }
  std::vector<Revision> back;
  std::size_t residue = 0, sections = 0, diagnostics = 0;
  for (const auto& rev : revs) {
    SCOPED_TRACE(rev.source);
    const std::string once = schema::ToJson(rev.record, -1);
    auto r = schema::FromOwnJson(once);
    ASSERT_TRUE(r.ok()) << r.status().message();
    EXPECT_EQ(schema::ToJson(r.value(), 2), schema::ToJson(rev.record, 2));
    EXPECT_EQ(r.value().meta.extra, "");
    EXPECT_EQ(r.value().meta.format, rev.record.meta.format);
    residue += r.value().meta.residue.size();
    sections += r.value().meta.sections.size();
    diagnostics += r.value().meta.diagnostics.size();
    if (!rev.record.meta.sections.empty()) {
      EXPECT_NE(schema::FromJson(once).value().meta.extra, "");
    }
    back.push_back({std::move(r).value(), rev.source});
  }
  EXPECT_GT(residue, 0u);
  EXPECT_GT(sections, 0u);
  EXPECT_GT(diagnostics, 0u);
  auto people = GroupByPerson(revs, R()), people_back = GroupByPerson(back, R());
  ASSERT_EQ(people.size(), people_back.size());
  for (std::size_t i = 0; i < people.size(); ++i) {
    SCOPED_TRACE(people[i].slug);
    EXPECT_EQ(people_back[i].slug, people[i].slug);
    EXPECT_EQ(people_back[i].revisions, people[i].revisions);
    EXPECT_EQ(schema::ToJson(Merge(back, people_back[i], R(), Options{}), 2),
              schema::ToJson(Merge(revs, people[i], R(), Options{}), 2));
  }
  for (std::size_t i = 0; i + 1 < revs.size(); ++i) {
    EXPECT_EQ(DiffJson(Diff(back[i].record, back[i + 1].record, R())),
              DiffJson(Diff(revs[i].record, revs[i + 1].record, R())))
        << revs[i].source;
  }
}

// An unknown value nested deeper than 100 levels is an error naming its path (kept, it would
// be written back by recursion: 8 million levels fit in 16 MiB); 100 levels are kept.
TEST(Json, DeeplyNestedUnknownValues) {
  auto nested = [](int depth) { return std::string(static_cast<std::size_t>(depth), '[') + std::string(static_cast<std::size_t>(depth), ']'); };
  auto deep = schema::FromJson(R"({"work": [{"name": "Saaristo Oy", "x_deep": )" + nested(101) + "}]}");
  ASSERT_FALSE(deep.ok());
  EXPECT_EQ(deep.status().message(), "work[0].x_deep: expected a value nested at most 100 levels deep");
  auto top = schema::FromJson(R"({"x_deep": )" + nested(200000) + "}");
  ASSERT_FALSE(top.ok());
  EXPECT_EQ(top.status().message(), "x_deep: expected a value nested at most 100 levels deep");
  auto fine = schema::FromJson(R"({"x_deep": )" + nested(100) + "}");
  ASSERT_TRUE(fine.ok());
  EXPECT_EQ(Json::parse(schema::ToJson(fine.value(), -1))["x_deep"], Json::parse(nested(100)));
}

// Two JSON revisions: the newer value of an unknown key wins and the older one is a conflict;
// a key only the older has is kept.
TEST(Json, UnknownKeysMergeNewerFirst) {
  auto older = schema::FromJson(R"({"basics": {"name": "Oda Virtanen", "x_level": "junior", "x_old": 1},
                                    "work": [{"name": "Saaristo Oy", "startDate": "2016-01", "x_team": "ops"}]})");
  auto newer = schema::FromJson(R"({"basics": {"name": "Oda Virtanen", "x_level": "senior"},
                                    "work": [{"name": "Saaristo Oy", "startDate": "2016-01", "endDate": "2024-02",
                                              "x_team": "planning"}]})");
  ASSERT_TRUE(older.ok() && newer.ok());
  std::vector<Revision> revs = {{older.value(), "old.json"}, {newer.value(), "new.json"}};
  auto people = GroupByPerson(revs, R());
  ASSERT_EQ(people.size(), 1u);
  schema::Resume m = Merge(revs, people[0], R(), Options{});
  Json out = Json::parse(schema::ToJson(m, -1));
  EXPECT_EQ(out["basics"]["x_level"], "senior");
  EXPECT_EQ(out["basics"]["x_old"], 1);
  EXPECT_EQ(out["work"][0]["x_team"], "planning");
  std::set<std::string> lost;
  for (const auto& c : m.meta.merge.conflicts) lost.insert(c.field + "=" + c.lost);
  EXPECT_TRUE(lost.count("basics.x_level=\"junior\"")) << out.dump();
  EXPECT_TRUE(lost.count("work[0].x_team=\"ops\"")) << out.dump();
}

// A revision without a name whose e-mail has no local part ("@example.com") once got an
// empty slug, and the slug's fallback then read revs[-1] (a segfault, or garbage and exit 0).
TEST(Identity, UnnamedRevisionWithoutAnEmailLocalPart) {
  std::vector<Revision> revs(4);
  revs[0].source = "a.json";
  revs[0].record.basics.email = "@example.com";
  revs[1].source = "b.json";
  revs[1].record.basics.email = "+.@example.com";  // no letter or digit before the @
  revs[2].source = "c.json";
  revs[2].record.basics.name = "Ann Lee";
  revs[3].source = "d.json";
  revs[3].record.basics.email = "Jo.Roe@example.org";
  auto people = GroupByPerson(revs, R());
  ASSERT_EQ(people.size(), 4u);
  std::vector<std::string> slugs;
  for (const auto& p : people) {
    slugs.push_back(p.slug);
    std::string json = schema::ToJson(Merge(revs, p, R(), Options{}), -1);
    EXPECT_TRUE(Json::accept(json)) << json;
  }
  // (An unnamed person is numbered when found: after the named ones.)
  EXPECT_EQ(slugs, (std::vector<std::string>{"person-2", "person-3", "ann-lee", "jo-roe"}));
  EXPECT_EQ(Merge(revs, people[0], R(), Options{}).basics.email, "@example.com");
}

TEST(Identity, MergeOfAPersonWithoutRevisions) {
  std::vector<Revision> revs(1);
  revs[0].record.basics.name = "Ann Lee";
  Person none;
  none.slug = "nobody";
  none.revisions = {-1, 1, 7};  // none of them a revision
  schema::Resume m = Merge(revs, none, R(), Options{});
  EXPECT_TRUE(m.basics.name.empty());
  EXPECT_TRUE(m.meta.merged);
}

TEST(Diff, AddedRemovedChanged) {
  schema::Resume a, b;
  a.basics.email = "old@example.org";
  b.basics.email = "new@example.org";
  a.work = {Job("Acme GmbH", "Engineer", "2019-01", "")};
  b.work = {Job("Acme GmbH", "Engineer", "2019-01", "2024-05"), Job("Initech Ltd", "Lead", "2024-06", "")};
  auto changes = Diff(a, b, R());
  std::string text = DiffText(changes);
  EXPECT_NE(text.find("~ basics email: old@example.org -> new@example.org"), std::string::npos) << text;
  EXPECT_NE(text.find("+ work [Acme GmbH / Engineer] endDate: 2024-05"), std::string::npos) << text;
  EXPECT_NE(text.find("+ work [Initech Ltd / Lead]"), std::string::npos) << text;
  EXPECT_TRUE(Json::parse(DiffJson(changes)).is_array());
  EXPECT_EQ(DiffText(Diff(a, a, R())), "no changes\n");
}

}  // namespace
}  // namespace cvmill::reconcile
