// Throughput of the text path per stage and end to end over the corpus CVs.
//   ./build/bin/bench_text            (CVs/s is items_per_second; bytes_per_second is MB/s)
// Target (issue 2): >= 5,000 CVs/s on one core end to end for 3-5 KB CVs (<= 200 us each).
#include <benchmark/benchmark.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "pipeline/pipeline.h"
#include "structure/structure.h"

namespace fs = std::filesystem;

namespace {

struct Corpus {
  std::vector<std::string> cvs;
  std::size_t bytes = 0;
};

const Corpus& TextCorpus() {
  static const Corpus c = [] {
    Corpus out;
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(fs::path(CVMILL_SOURCE_DIR) / "corpus" / "cv")) {
      std::string ext = e.path().extension().string();
      if (ext == ".txt" || ext == ".md") files.push_back(e.path());
    }
    std::sort(files.begin(), files.end());
    for (const auto& f : files) {
      std::ifstream in(f, std::ios::binary);
      std::ostringstream ss;
      ss << in.rdbuf();
      out.bytes += ss.str().size();
      out.cvs.push_back(ss.str());
    }
    return out;
  }();
  return c;
}

const cvmill::normalize::Rules& R() {
  static const cvmill::normalize::Rules r = cvmill::normalize::Rules::LoadBuiltin().value();
  return r;
}

void Count(benchmark::State& state) {
  const Corpus& c = TextCorpus();
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * c.cvs.size()));
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * c.bytes));
}

void BM_Extract(benchmark::State& state) {
  for (auto _ : state) {
    for (const auto& cv : TextCorpus().cvs) benchmark::DoNotOptimize(cvmill::extract::Extract(cv, {}));
  }
  Count(state);
}

void BM_Normalize(benchmark::State& state) {
  std::vector<cvmill::extract::Document> docs;
  for (const auto& cv : TextCorpus().cvs) docs.push_back(cvmill::extract::Extract(cv, {}).value());
  for (auto _ : state) {
    for (const auto& d : docs) benchmark::DoNotOptimize(cvmill::normalize::Normalize(d, R()));
  }
  Count(state);
}

void BM_Build(benchmark::State& state) {
  std::vector<cvmill::extract::Document> docs;
  std::vector<cvmill::normalize::Normalized> ns;
  for (const auto& cv : TextCorpus().cvs) {
    docs.push_back(cvmill::extract::Extract(cv, {}).value());
    ns.push_back(cvmill::normalize::Normalize(docs.back(), R()));
  }
  for (auto _ : state) {
    for (std::size_t i = 0; i < docs.size(); ++i)
      benchmark::DoNotOptimize(cvmill::structure::Build(docs[i], ns[i], R()));
  }
  Count(state);
}

void BM_Json(benchmark::State& state) {
  std::vector<cvmill::schema::Resume> rs;
  for (const auto& cv : TextCorpus().cvs) rs.push_back(cvmill::pipeline::Convert(cv, "x", R(), {}).value());
  for (auto _ : state) {
    for (const auto& r : rs) benchmark::DoNotOptimize(cvmill::schema::ToJson(r, 2));
  }
  Count(state);
}

void BM_EndToEnd(benchmark::State& state) {
  for (auto _ : state) {
    for (const auto& cv : TextCorpus().cvs) {
      auto r = cvmill::pipeline::Convert(cv, "x", R(), {});
      benchmark::DoNotOptimize(cvmill::schema::ToJson(r.value(), 2));
    }
  }
  Count(state);
}

void BM_RulesLoad(benchmark::State& state) {
  // Cold compile of every table (what LoadBuiltin does once per process).
  auto tables = cvmill::normalize::Rules::BuiltinTables();
  fs::path dir = fs::temp_directory_path() / "cvmill_bench_rules";
  fs::create_directories(dir);
  for (const auto& [name, data] : tables) std::ofstream(dir / name, std::ios::binary) << data;
  for (auto _ : state) benchmark::DoNotOptimize(cvmill::normalize::Rules::LoadFromDirectory(dir.string()));
}

// The yardstick: CVs of 3-5 KB like the seeds (the corpus files 000-004).
void BM_EndToEndSeedSized(benchmark::State& state) {
  std::vector<const std::string*> seeds;
  for (const auto& cv : TextCorpus().cvs) {
    if (cv.size() >= 3000 && cv.size() <= 5200) seeds.push_back(&cv);
  }
  for (auto _ : state) {
    for (const std::string* cv : seeds) {
      auto r = cvmill::pipeline::Convert(*cv, "x", R(), {});
      benchmark::DoNotOptimize(cvmill::schema::ToJson(r.value(), 2));
    }
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * seeds.size()));
}

BENCHMARK(BM_Extract)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Normalize)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Build)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Json)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_EndToEnd)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_EndToEndSeedSized)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_RulesLoad)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

namespace {
// Per-call cost of the vocabulary queries on a typical header line.
constexpr const char* kLine = "Software engineer as working student, Capgemini Deutschland GmbH";
void BM_HasJobTitle(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(cvmill::normalize::HasJobTitle(kLine, R()));
}
void BM_HasOrgWord(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(cvmill::normalize::HasOrgWord(kLine, R()));
}
void BM_MatchDegree(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(cvmill::normalize::MatchDegree(kLine, R()));
}
void BM_MatchDegreeHit(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(cvmill::normalize::MatchDegree("Master of Science in Informatics", R()));
}
void BM_FindDates(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(cvmill::normalize::FindDates("October 2017 - December 2017", R()));
}
void BM_MatchHeading(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(cvmill::normalize::MatchHeading("WORK EXPERIENCE", R()));
}
void BM_ParsePlace(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(cvmill::normalize::ParsePlace("Munich, Germany", R()));
}
void BM_IsNotice(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(cvmill::normalize::IsNotice(kLine, R()));
}
BENCHMARK(BM_HasJobTitle);
BENCHMARK(BM_HasOrgWord);
BENCHMARK(BM_MatchDegree);
BENCHMARK(BM_MatchDegreeHit);
BENCHMARK(BM_FindDates);
BENCHMARK(BM_MatchHeading);
BENCHMARK(BM_ParsePlace);
BENCHMARK(BM_IsNotice);
}  // namespace
