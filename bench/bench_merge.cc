// Scale of merging (issue 11): grouping many revisions by person, and merging two long
// revisions of one person. Inputs are made up here (syllable names, no real people).
//   ./build/bin/bench_merge
// Targets: merge of 2 revisions x 3,000 entries < 1 s; grouping 10,000 revisions (1,000
// without a name) < 5 s.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <random>

#include "normalize/normalize.h"
#include "reconcile/reconcile.h"

namespace {

using cvmill::reconcile::Revision;
namespace schema = cvmill::schema;

const cvmill::normalize::Rules& R() {
  static const cvmill::normalize::Rules r = cvmill::normalize::Rules::LoadBuiltin().value();
  return r;
}

class Gen {
 public:
  explicit Gen(unsigned seed) : rng_(seed) {}
  int Int(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }
  template <typename T>
  const T& Pick(const std::vector<T>& v) { return v[static_cast<std::size_t>(Int(0, static_cast<int>(v.size()) - 1))]; }
  std::string Word(int syllables) {
    static const std::vector<std::string> kSyl = {"ka", "ro", "lin", "vet", "su", "mar", "do", "ne", "pi", "tra",
                                                  "bel", "quo", "zan", "fi", "gor", "hel", "ix", "jun", "lo", "wen"};
    std::string w;
    for (int i = 0; i < syllables; ++i) w += Pick(kSyl);
    w[0] = static_cast<char>(w[0] - 'a' + 'A');
    return w;
  }
  std::string Date() {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04d-%02d", Int(1985, 2025), Int(1, 12));
    return buf;
  }
  std::string Phone() { return "+49 " + std::to_string(Int(150, 179)) + " " + std::to_string(Int(1000000, 9999999)); }
  schema::Work Job() {
    static const std::vector<std::string> kSuffix = {"GmbH", "Ltd", "AG", "Labs", "Group", "Systems"};
    static const std::vector<std::string> kTitle = {"Engineer", "Senior Engineer", "Analyst", "Team Lead", "Consultant",
                                                    "Data Scientist", "Product Manager", "Researcher", "Designer",
                                                    "Developer", "Architect", "Administrator"};
    schema::Work w;
    w.name = Word(Int(2, 3)) + " " + Pick(kSuffix);
    w.position = Pick(kTitle);
    w.startDate = Date();
    w.endDate = std::to_string(std::stoi(w.startDate.substr(0, 4)) + Int(0, 3)) + w.startDate.substr(4);
    w.highlights = {"Built the " + Word(2) + " service for " + Word(2), "Led " + std::to_string(Int(2, 9)) + " people"};
    return w;
  }
  std::mt19937& rng() { return rng_; }

 private:
  std::mt19937 rng_;
};

// Two revisions of one person, 3,000 entries each (2,000 jobs, 500 degrees, 500 papers): the
// newer one lists them in another order, rewords a tenth, drops a tenth and adds a tenth.
std::vector<Revision> TwoLongRevisions() {
  Gen g(11);
  Revision older, newer;
  older.source = "older.json";
  newer.source = "newer.json";
  older.record.basics.name = newer.record.basics.name = "Tova Quellmar";
  for (int i = 0; i < 2000; ++i) older.record.work.push_back(g.Job());
  for (int i = 0; i < 500; ++i) {
    schema::Education e;
    e.institution = "University of " + g.Word(3);
    e.studyType = g.Int(0, 1) ? "Master of Science" : "Bachelor of Arts";
    e.area = g.Word(2);
    e.startDate = g.Date();
    e.endDate = std::to_string(std::stoi(e.startDate.substr(0, 4)) + 2);
    older.record.education.push_back(e);
    schema::Publication p;
    p.name = g.Word(2) + ": " + g.Word(3) + " of " + g.Word(2) + " " + g.Word(3) + " for " + g.Word(2);
    p.publisher = g.Word(2) + " Conference";
    p.releaseDate = e.endDate;
    older.record.publications.push_back(p);
  }
  auto vary = [&](auto items, auto reword) {
    std::shuffle(items.begin(), items.end(), g.rng());
    decltype(items) out;
    for (auto& x : items) {
      int r = g.Int(0, 9);
      if (r == 0) continue;  // dropped
      if (r == 1) reword(&x);
      out.push_back(x);
    }
    return out;
  };
  newer.record.work = vary(older.record.work, [&](schema::Work* w) { w->position = "Lead " + w->position; });
  for (int i = 0; i < 200; ++i) newer.record.work.push_back(g.Job());
  newer.record.education = vary(older.record.education, [&](schema::Education* e) { e->area += " and Economics"; });
  newer.record.publications = vary(older.record.publications, [&](schema::Publication* p) { p->publisher = "Journal of " + g.Word(2); });
  return {older, newer};
}

void BM_MergeTwoRevisionsOf3000Entries(benchmark::State& state) {
  const std::vector<Revision> revs = TwoLongRevisions();
  auto people = cvmill::reconcile::GroupByPerson(revs, R());
  for (auto _ : state) {
    auto merged = cvmill::reconcile::Merge(revs, people.at(0), R(), {});
    benchmark::DoNotOptimize(merged);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()) * 6000);
}
BENCHMARK(BM_MergeTwoRevisionsOf3000Entries)->Unit(benchmark::kMillisecond);

// n people with three named revisions each (a third with their name folded to ASCII lower
// case; one in a hundred a namesake of the one before, with another e-mail, phone and city),
// and n/3 revisions without a name: half share an e-mail with someone, three in ten share four
// jobs (employer and period), two in ten share nothing. n = 3,000 gives 10,000 revisions.
std::vector<Revision> ManyRevisions(int n) {
  Gen g(7);
  struct Someone {
    std::string name, email, phone, city;
    std::vector<schema::Work> jobs;
  };
  std::vector<Someone> people(static_cast<std::size_t>(n));
  for (std::size_t i = 0; i < people.size(); ++i) {
    Someone& p = people[i];
    p.name = g.Word(2) + " " + g.Word(3);
    if (i % 100 == 99) p.name = people[i - 1].name;  // a namesake with other contacts
    p.email = "p" + std::to_string(i) + "@example.org";
    p.phone = g.Phone();
    p.city = g.Word(3) + (i % 100 == 99 ? "burg" : "");
    for (int j = 0; j < 6; ++j) p.jobs.push_back(g.Job());
  }
  std::vector<Revision> revs;
  for (int round = 0; round < 3; ++round) {
    for (std::size_t i = 0; i < people.size(); ++i) {
      Revision r;
      r.source = "named/" + std::to_string(round) + "/" + std::to_string(i) + ".json";
      r.record.basics.name = round == 1 ? cvmill::normalize::NameMatchKey(people[i].name, R()) : people[i].name;
      r.record.basics.email = people[i].email;
      r.record.basics.phone = people[i].phone;
      r.record.basics.location.city = people[i].city;
      r.record.work = people[i].jobs;
      r.record.work.resize(static_cast<std::size_t>(4 + round));
      revs.push_back(std::move(r));
    }
  }
  for (int i = 0; i < n / 3; ++i) {
    const Someone& p = people[static_cast<std::size_t>(g.Int(0, n - 1))];
    Revision r;
    r.source = "unnamed/" + std::to_string(i) + ".json";
    if (i % 10 < 5) r.record.basics.email = p.email;
    else if (i % 10 < 8) r.record.work.assign(p.jobs.begin(), p.jobs.begin() + 4);
    else for (int j = 0; j < 5; ++j) r.record.work.push_back(g.Job());
    revs.push_back(std::move(r));
  }
  return revs;
}

void BM_GroupRevisions(benchmark::State& state) {
  const std::vector<Revision> revs = ManyRevisions(static_cast<int>(state.range(0)));
  std::size_t groups = 0;
  for (auto _ : state) {
    auto people = cvmill::reconcile::GroupByPerson(revs, R());
    groups = people.size();
    benchmark::DoNotOptimize(people);
  }
  state.counters["people"] = static_cast<double>(groups);
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * revs.size()));
}
// 3,000 people: 10,000 revisions (the target); 30,000 people: 100,000 revisions.
BENCHMARK(BM_GroupRevisions)->Arg(3000)->Arg(30000)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
