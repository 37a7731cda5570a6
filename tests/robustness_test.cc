// Hard to break: mutated corpus CVs and random bytes never crash the text path, and every
// record that comes out is valid UTF-8 and valid JSON (deterministic seeds, run under ctest;
// build with -DCVMILL_SANITIZE=ON to run the same cases under ASan and UBSan).
#include <gtest/gtest.h>
#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include <nlohmann/json.hpp>

#include "common/text.h"
#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace fs = std::filesystem;

namespace {

const cvmill::normalize::Rules& R() { return cvmill::testing::BuiltinRules(); }

std::vector<std::string> Corpus() {
  std::vector<std::string> out;
  for (const auto& f : cvmill::testing::CorpusFiles("cv")) out.push_back(cvmill::testing::ReadFile(f));
  return out;
}

void Check(const std::string& bytes) {
  auto r = cvmill::pipeline::Convert(bytes, "fuzz", R(), {});
  if (!r.ok()) {
    EXPECT_FALSE(r.status().message().empty());
    EXPECT_EQ(r.status().message().find('\n'), std::string::npos);  // one line
    return;
  }
  for (int indent : {2, -1}) {
    std::string json = cvmill::schema::ToJson(r.value(), indent);
    ASSERT_TRUE(cvmill::text::IsValidUtf8(json));
    ASSERT_TRUE(nlohmann::json::accept(json)) << json.substr(0, 200);
  }
}

TEST(Robustness, MutatedCorpusCvs) {
  std::mt19937 rng(7);
  const auto corpus = Corpus();
  for (int round = 0; round < 300; ++round) {
    std::string s = corpus[static_cast<std::size_t>(round) % corpus.size()];
    switch (round % 5) {
      case 0:  // flip bytes
        for (int k = 0; k < 20 && !s.empty(); ++k) s[rng() % s.size()] = static_cast<char>(rng());
        break;
      case 1:  // truncate anywhere (inside a UTF-8 sequence too)
        s.resize(rng() % (s.size() + 1));
        break;
      case 2:  // insert markup and separator characters
        for (int k = 0; k < 30; ++k) {
          static const char* kBits[] = {"**", "*", "[", "](", ")", "<", ">", "#", "\t", "   ", "\u25C6",
                                        "\u2013", ":", "(", "2019", "\u00e4", "\xC3", "\r", "\n", "\\"};
          s.insert(rng() % (s.size() + 1), kBits[rng() % 20]);
        }
        break;
      case 3:  // duplicate a slice
        if (!s.empty()) {
          std::size_t a = rng() % s.size(), n = rng() % std::min<std::size_t>(400, s.size() - a);
          s.insert(rng() % (s.size() + 1), s.substr(a, n));
        }
        break;
      default:  // one very long line
        s += std::string(20000, 'x') + "\n" + std::string(5000, ' ') + "Present 2019\n";
    }
    SCOPED_TRACE(round);
    Check(s);
  }
}

TEST(Robustness, RandomBytes) {
  std::mt19937 rng(11);
  for (int round = 0; round < 200; ++round) {
    std::string s(rng() % 2000, '\0');
    for (char& c : s) c = static_cast<char>(rng() % (round % 2 ? 128 : 256));
    Check(s);
  }
}

// PDFs whose page geometry no CV has (tests/fixtures/make_hostile_pdfs.py). Each once
// crashed the whole batch (issue 11) or took memory in proportion to the page width.
std::string Hostile(const char* name) {
  return cvmill::testing::ReadFile(fs::path(CVMILL_SOURCE_DIR) / "tests/fixtures/hostile" / name);
}

bool HasDiagnostic(const cvmill::schema::Resume& r, const std::string& message) {
  return std::any_of(r.meta.diagnostics.begin(), r.meta.diagnostics.end(),
                     [&](const cvmill::extract::Diagnostic& d) { return d.message == message; });
}

long PeakRssMiB() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return u.ru_maxrss / 1024;  // KiB on Linux
}

TEST(Robustness, PdfPagesOfAbsurdWidthAreRead) {
  // 10^12 pt wide aborted (std::length_error); the text on these pages is an ordinary CV and
  // reads as one.
  for (const char* name : {"wide_1e12.pdf", "wide_2e9.pdf", "far_text.pdf"}) {
    SCOPED_TRACE(name);
    auto r = cvmill::pipeline::Convert(Hostile(name), name, R(), {});
    ASSERT_TRUE(r.ok()) << r.status().message();
    EXPECT_EQ(r.value().basics.name, "Jane Example");
    EXPECT_EQ(r.value().basics.email, "jane@example.org");
  }
  auto wide = cvmill::pipeline::Convert(Hostile("wide_1e12.pdf"), "wide", R(), {});
  ASSERT_TRUE(wide.ok());
  ASSERT_EQ(wide.value().work.size(), 1u);
  EXPECT_EQ(wide.value().work[0].name, "Northwind Labs");
}

TEST(Robustness, PdfPageWidthCostsNoMemory) {
  // Nothing is allocated in proportion to a coordinate: a page 5*10^8 pt wide took 1.9 GB
  // (2*10^9 pt: 7.5 GB). This test's process stays far below (under ASan too).
  auto r = cvmill::pipeline::Convert(Hostile("wide_5e8.pdf"), "wide_5e8.pdf", R(), {});
  ASSERT_TRUE(r.ok()) << r.status().message();
  EXPECT_EQ(r.value().basics.name, "Jane Example");
  EXPECT_LT(PeakRssMiB(), 1024);
}

TEST(Robustness, PdfBoxesAtNonFiniteCoordinates) {
  // A line set in a font 10^300 pt large: poppler's box for it is NaN and infinite. It is
  // dropped with a diagnostic; the rest of the page is read.
  auto r = cvmill::pipeline::Convert(Hostile("nan_boxes.pdf"), "nan_boxes.pdf", R(), {});
  ASSERT_TRUE(r.ok()) << r.status().message();
  EXPECT_EQ(r.value().basics.name, "Jane Example");
  EXPECT_TRUE(HasDiagnostic(r.value(), "page 1: 1 text box dropped: position or size is not a finite number"));
  // An infinitely wide page is read too, and says so.
  auto inf = cvmill::pipeline::Convert(Hostile("inf_page.pdf"), "inf_page.pdf", R(), {});
  ASSERT_TRUE(inf.ok()) << inf.status().message();
  EXPECT_EQ(inf.value().basics.name, "Jane Example");
  EXPECT_TRUE(HasDiagnostic(inf.value(), "page 1: page size inf x 792 pt is not a finite number"));
  // A page infinite both ways keeps no text in poppler: one line says why, not "scanned?".
  auto none = cvmill::pipeline::Convert(Hostile("inf_page_empty.pdf"), "inf_page_empty.pdf", R(), {});
  ASSERT_FALSE(none.ok());
  EXPECT_EQ(none.status().message(), "PDF has no usable text: page 1: page size inf x inf pt is not a finite number");
}

// The PDF file of `objects` (object 1 is the catalog), with its cross-reference table.
std::string PdfFile(const std::vector<std::string>& objects) {
  std::string pdf = "%PDF-1.4\n";
  std::vector<std::size_t> offsets;
  for (std::size_t i = 0; i < objects.size(); ++i) {
    offsets.push_back(pdf.size());
    pdf += std::to_string(i + 1) + " 0 obj\n" + objects[i] + "\nendobj\n";
  }
  std::size_t xref = pdf.size();
  pdf += "xref\n0 " + std::to_string(objects.size() + 1) + "\n0000000000 65535 f \n";
  for (std::size_t o : offsets) {
    char entry[24];
    std::snprintf(entry, sizeof entry, "%010zu 00000 n \n", o);
    pdf += entry;
  }
  return pdf + "trailer\n<< /Size " + std::to_string(objects.size() + 1) + " /Root 1 0 R >>\nstartxref\n" +
         std::to_string(xref) + "\n%%EOF\n";
}

std::string Stream(const std::string& dict, const std::string& data) {
  return "<< " + dict + " /Length " + std::to_string(data.size()) + " >>\nstream\n" + data + "endstream";
}

// A PDF written here, so that what it draws is known by reading it: `pages` pages, each
// showing `line` `repeat` times (one text object each) in Helvetica; with `form_draws` > 0
// the lines are a form XObject that each page draws that many times.
std::string TextPdf(int pages, const std::string& line, int repeat, int form_draws = 0) {
  std::string lines;
  for (int k = 0; k < repeat; ++k)
    lines += "BT /F1 10 Tf 36 " + std::to_string(760 - (k % 70) * 10) + " Td (" + line + ") Tj ET\n";
  std::vector<std::string> objects = {"<< /Type /Catalog /Pages 2 0 R >>", "",
                                      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"};
  std::string kids, content = lines, resources = "/Font << /F1 3 0 R >>";
  if (form_draws > 0) {
    objects.push_back(
        Stream("/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << " + resources + " >>", lines));
    resources += " /XObject << /Fm1 4 0 R >>";
    content.clear();
    for (int k = 0; k < form_draws; ++k) content += "/Fm1 Do\n";
  }
  for (int p = 0; p < pages; ++p) {
    int page = static_cast<int>(objects.size()) + 1;
    kids += std::to_string(page) + " 0 R ";
    objects.push_back("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << " + resources +
                      " >> /Contents " + std::to_string(page + 1) + " 0 R >>");
    objects.push_back(Stream("", content));
  }
  objects[1] = "<< /Type /Pages /Kids [" + kids + "] /Count " + std::to_string(pages) + " >>";
  return PdfFile(objects);
}

cvmill::Result<cvmill::extract::Document> ExtractWith(const std::string& pdf, std::uint64_t page_chars,
                                                      std::uint64_t chars, std::size_t bytes = 16u << 20) {
  cvmill::extract::Options o;
  o.max_pdf_page_chars = page_chars;
  o.max_pdf_chars = chars;
  o.max_input_bytes = bytes;
  return cvmill::extract::Extract(pdf, o);
}

TEST(Robustness, PdfCharacterCaps) {
  // Three pages of "Jane Example" ten times: 12 characters a line (the space is one), 120 a
  // page, 360 in all. A cap is passed when a page, or the pages so far, draw more than it.
  const std::string pdf = TextPdf(3, "Jane Example", 10);
  auto ok = ExtractWith(pdf, 120, 360);
  ASSERT_TRUE(ok.ok()) << ok.status().message();
  EXPECT_EQ(ok.value().lines.front().text, "Jane Example");
  auto page = ExtractWith(pdf, 119, 360);
  ASSERT_FALSE(page.ok());
  EXPECT_EQ(page.status().code(), cvmill::ErrorCode::kTooLarge);
  EXPECT_EQ(page.status().message(), "PDF page 1 draws over the limit of 119 characters");
  auto all = ExtractWith(pdf, 120, 300);
  ASSERT_FALSE(all.ok());
  EXPECT_EQ(all.status().code(), cvmill::ErrorCode::kTooLarge);
  EXPECT_EQ(all.status().message(), "PDF draws over the limit of 300 characters in all (page 3)");
  // 0: no cap.
  EXPECT_TRUE(ExtractWith(pdf, 0, 0).ok());
  // The library's defaults hold without any option set (40,000 a page): a page of 4,000
  // lines of 12 characters is refused, as it is in the Python module and with --no-workers.
  auto dense = cvmill::extract::Extract(TextPdf(1, "Jane Example", 4000), {});
  ASSERT_FALSE(dense.ok());
  EXPECT_EQ(dense.status().message(), "PDF page 1 draws over the limit of 40000 characters");
}

TEST(Robustness, PdfCharactersAreCountedAsTheTextLayerHasThem) {
  // A font whose ToUnicode map makes each "A" ten characters: "(AAAA) Tj" is 4 glyphs and 40
  // characters of text, and the text pass lays out 40.
  const std::string cmap =
      "/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /Ten def\n"
      "1 begincodespacerange <00> <FF> endcodespacerange\n"
      "1 beginbfchar <41> <0041004100410041004100410041004100410041> endbfchar\n"
      "endcmap CMapName currentdict /CMap defineresource pop end end\n";
  const std::string pdf = PdfFile({
      "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /ToUnicode 6 0 R >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> "
      "/Contents 5 0 R >>",
      Stream("", "BT /F1 10 Tf 36 700 Td (AAAA) Tj ET\n"), Stream("", cmap)});
  auto ok = ExtractWith(pdf, 40, 40);
  ASSERT_TRUE(ok.ok()) << ok.status().message();
  EXPECT_EQ(ok.value().lines.front().text, std::string(40, 'A'));
  auto over = ExtractWith(pdf, 39, 0);
  ASSERT_FALSE(over.ok());
  EXPECT_EQ(over.status().message(), "PDF page 1 draws over the limit of 39 characters");
}

TEST(Robustness, PdfContentBytesCap) {
  // A form of 10 lines drawn 300 times a page inflates (is read) 300 times: each line of the
  // form is "BT /F1 10 Tf 36 NNN Td (Jane Example) Tj ET\n", 44 bytes, so 440 bytes a draw
  // and 132,000 for the page's draws, besides the page's own 2,400 bytes ("/Fm1 Do\n" x 300).
  const std::string pdf = TextPdf(1, "Jane Example", 10, 300);
  ASSERT_LT(pdf.size(), 4000u);
  auto ok = ExtractWith(pdf, 0, 0, 200000);
  ASSERT_TRUE(ok.ok()) << ok.status().message();
  auto over = ExtractWith(pdf, 0, 0, 100000);
  ASSERT_FALSE(over.ok());
  EXPECT_EQ(over.status().code(), cvmill::ErrorCode::kTooLarge);
  EXPECT_EQ(over.status().message(), "PDF content streams inflate to over the limit of 100000 bytes (page 1)");
}

}  // namespace
