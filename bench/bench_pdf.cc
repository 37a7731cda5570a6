// PDF path cost against its floor, on the same PDFs in one run (issue 3):
//   floor  poppler-cpp loads each document and takes every page's text_list with fonts
//   whole  cvmill's whole PDF path: file bytes to JSON record
// Target: whole <= 1.3 x floor.  ./build/bin/bench_pdf
#include <benchmark/benchmark.h>
#include <poppler/cpp/poppler-document.h>
#include <poppler/cpp/poppler-global.h>
#include <poppler/cpp/poppler-page.h>

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

void BM_PdfFloor(benchmark::State& state) {
  poppler::set_debug_error_function(Quiet, nullptr);
  // Keep one document open, as cvmill does, so poppler's global state is built once.
  std::unique_ptr<poppler::document> keep(
      poppler::document::load_from_raw_data(Pdfs()[0].data(), static_cast<int>(Pdfs()[0].size())));
  for (auto _ : state) {
    for (const std::string& pdf : Pdfs()) {
      std::unique_ptr<poppler::document> doc(
          poppler::document::load_from_raw_data(pdf.data(), static_cast<int>(pdf.size())));
      for (int p = 0; p < doc->pages(); ++p) {
        std::unique_ptr<poppler::page> page(doc->create_page(p));
        benchmark::DoNotOptimize(page->text_list(poppler::page::text_list_include_font));
      }
    }
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * Pdfs().size()));
}

void BM_PdfWhole(benchmark::State& state) {
  static const cvmill::normalize::Rules rules = cvmill::normalize::Rules::LoadBuiltin().value();
  for (auto _ : state) {
    for (const std::string& pdf : Pdfs()) {
      auto r = cvmill::pipeline::Convert(pdf, "x", rules, {});
      benchmark::DoNotOptimize(cvmill::schema::ToJson(r.value(), 2));
    }
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * Pdfs().size()));
}

BENCHMARK(BM_PdfFloor)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PdfWhole)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
