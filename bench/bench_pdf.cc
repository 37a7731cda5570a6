// PDF path cost against its floor, on the same PDFs in one run (issue 3):
//   floor  poppler-cpp loads each document and takes every page's text_list with fonts
//   whole  cvmill's whole PDF path: file bytes to JSON record
// Target: whole <= 1.3 x floor.  ./build/bin/bench_pdf  (BM_PdfPaired's "ratio" counter)
#include <benchmark/benchmark.h>
#include <poppler/cpp/poppler-document.h>
#include <poppler/cpp/poppler-global.h>
#include <poppler/cpp/poppler-page.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>

#include "pipeline/pipeline.h"

namespace fs = std::filesystem;

namespace {

const std::vector<std::string>& Pdfs() {
  static const std::vector<std::string> pdfs = [] {
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(fs::path(CVMILL_SOURCE_DIR) / "corpus" / "pdf")) {
      if (e.path().extension() == ".pdf") files.push_back(e.path());
    }
    std::sort(files.begin(), files.end());
    std::vector<std::string> out;
    for (const auto& f : files) {
      std::ifstream in(f, std::ios::binary);
      std::ostringstream ss;
      ss << in.rdbuf();
      out.push_back(ss.str());
    }
    return out;
  }();
  return pdfs;
}

void Quiet(const std::string&, void*) {}

// The floor: poppler-cpp loads the document and takes every page's text boxes with fonts.
void Floor(const std::string& pdf) {
  std::unique_ptr<poppler::document> doc(
      poppler::document::load_from_raw_data(pdf.data(), static_cast<int>(pdf.size())));
  for (int p = 0; p < doc->pages(); ++p) {
    std::unique_ptr<poppler::page> page(doc->create_page(p));
    benchmark::DoNotOptimize(page->text_list(poppler::page::text_list_include_font));
  }
}

const cvmill::normalize::Rules& Rules() {
  static const cvmill::normalize::Rules rules = cvmill::normalize::Rules::LoadBuiltin().value();
  return rules;
}

// cvmill's whole PDF path: file bytes to JSON record.
void Whole(const std::string& pdf) {
  auto r = cvmill::pipeline::Convert(pdf, "x", Rules(), {});
  benchmark::DoNotOptimize(cvmill::schema::ToJson(r.value(), 2));
}

void KeepPopplerState() {
  poppler::set_debug_error_function(Quiet, nullptr);
  // Keep one document open, as cvmill does, so poppler's global state is built once.
  static std::unique_ptr<poppler::document> keep(
      poppler::document::load_from_raw_data(Pdfs()[0].data(), static_cast<int>(Pdfs()[0].size())));
}

void BM_PdfFloor(benchmark::State& state) {
  KeepPopplerState();
  for (auto _ : state) {
    for (const std::string& pdf : Pdfs()) Floor(pdf);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * Pdfs().size()));
}

void BM_PdfWhole(benchmark::State& state) {
  Rules();
  for (auto _ : state) {
    for (const std::string& pdf : Pdfs()) Whole(pdf);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * Pdfs().size()));
}

// Both, alternating PDF by PDF, so that a noisy machine slows both alike: the counters give
// each one's time per PDF and their ratio (the figure issue 3 sets at <= 1.3).
void BM_PdfPaired(benchmark::State& state) {
  using Clock = std::chrono::steady_clock;
  KeepPopplerState();
  for (const std::string& pdf : Pdfs()) Whole(pdf);  // warm: rules loaded, automata built
  Clock::duration floor{}, whole{};
  for (auto _ : state) {
    for (const std::string& pdf : Pdfs()) {
      auto t0 = Clock::now();
      Floor(pdf);
      auto t1 = Clock::now();
      Whole(pdf);
      floor += t1 - t0;
      whole += Clock::now() - t1;
    }
  }
  const double n = static_cast<double>(state.iterations() * Pdfs().size());
  state.counters["floor_ms"] = std::chrono::duration<double, std::milli>(floor).count() / n;
  state.counters["whole_ms"] = std::chrono::duration<double, std::milli>(whole).count() / n;
  state.counters["ratio"] = static_cast<double>(whole.count()) / static_cast<double>(floor.count());
}

BENCHMARK(BM_PdfFloor)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PdfWhole)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PdfPaired)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
