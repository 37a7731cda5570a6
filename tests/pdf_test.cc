// PDF input: the error kinds, and the same record from a CV whatever its layout.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "pipeline/pipeline.h"
#include "tests/test_util.h"

namespace fs = std::filesystem;
using Json = nlohmann::json;

namespace {

const fs::path kDir = fs::path(CVMILL_SOURCE_DIR) / "corpus";

const cvmill::normalize::Rules& R() { return cvmill::testing::BuiltinRules(); }
std::string Read(const fs::path& p) { return cvmill::testing::ReadFile(p); }

TEST(Pdf, BadInputsGiveOneClearError) {
  struct Case {
    const char* file;
    cvmill::ErrorCode code;
    const char* message;
  } cases[] = {
      {"encrypted.pdf", cvmill::ErrorCode::kEncrypted, "PDF is encrypted"},
      {"no-pages.pdf", cvmill::ErrorCode::kBadPdf, "PDF has no pages"},
      {"no-text.pdf", cvmill::ErrorCode::kBadInput, "no text layer: scanned image? cvmill does not do OCR"},
      {"truncated.pdf", cvmill::ErrorCode::kBadPdf, "PDF is damaged or truncated"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.file);
    auto r = cvmill::extract::Extract(Read(kDir / "pdf" / "bad" / c.file), {});
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.status().code(), c.code);
    EXPECT_EQ(r.status().message().rfind(c.message, 0), 0u) << r.status().message();
    EXPECT_EQ(r.status().message().find('\n'), std::string::npos);
  }
}

TEST(Pdf, PageLimit) {
  cvmill::extract::Options one_page;
  one_page.max_pages = 1;
  auto r = cvmill::extract::Extract(Read(kDir / "pdf" / "002_04088cfcd67fdedb.onecol.pdf"), one_page);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().code(), cvmill::ErrorCode::kTooLarge);
  EXPECT_EQ(r.status().message().rfind("PDF has ", 0), 0u);
  EXPECT_NE(r.status().message().find(" pages, over the limit of 1"), std::string::npos) << r.status().message();
}

Json Record(const std::string& bytes) {
  auto r = cvmill::pipeline::Convert(bytes, "x", R(), {});
  EXPECT_TRUE(r.ok());
  return r.ok() ? Json::parse(cvmill::schema::ToJson(r.value(), -1)) : Json::object();
}

// Field atoms "section.field=value" of a record (array positions dropped), for an F1.
void Atoms(const Json& j, const std::string& path, std::multiset<std::string>* out) {
  if (j.is_object()) {
    for (auto it = j.begin(); it != j.end(); ++it) {
      if (it.key() != "meta") Atoms(it.value(), path + "." + it.key(), out);
    }
  } else if (j.is_array()) {
    for (const auto& v : j) Atoms(v, path, out);
  } else if (j.is_string()) {
    out->insert(path + "=" + j.get<std::string>());
  }
}

double F1(const Json& want, const Json& got) {
  std::multiset<std::string> a, b;
  Atoms(want, "", &a);
  Atoms(got, "", &b);
  std::size_t common = 0;
  for (auto it = a.begin(); it != a.end();) {
    std::size_t n = a.count(*it), m = b.count(*it);
    common += std::min(n, m);
    it = a.upper_bound(*it);
  }
  if (a.empty() || b.empty()) return 0;
  double p = static_cast<double>(common) / static_cast<double>(b.size());
  double r = static_cast<double>(common) / static_cast<double>(a.size());
  return p + r == 0 ? 0 : 2 * p * r / (p + r);
}

std::vector<std::string> Sections(const Json& rec) {
  std::vector<std::string> out;
  for (const auto& s : rec["meta"]["sections"]) out.push_back(s["section"].get<std::string>());
  return out;
}

const char* kSeeds[] = {"000_2683ea62fa4f74d5", "001_886bc4bd03f255d3", "002_04088cfcd67fdedb",
                        "003_ca0ce347fa693d0a", "004_2a96ee79192fc34e"};

// The same CV as text and as PDF gives (nearly) the same record; the headings come in the
// same order, and every dated job keeps its dates.
TEST(Pdf, LayoutsGiveTheTextRecord) {
  // Minimum exact-atom F1 against the text record, per layout (see README: left date columns
  // and sidebars are weaker).
  const std::map<std::string, double> kMin = {
      {"onecol", 0.97}, {"rightdates", 0.97}, {"leftdates", 0.95}, {"sidebar", 0.95}, {"twocol", 0.95}};
  for (const char* seed : kSeeds) {
    Json text = Record(Read(kDir / "cv" / (std::string(seed) + ".txt")));
    for (const auto& [layout, min] : kMin) {
      SCOPED_TRACE(std::string(seed) + "." + layout);
      Json pdf = Record(Read(kDir / "pdf" / (std::string(seed) + "." + layout + ".pdf")));
      double f1 = F1(text, pdf);
      if (std::getenv("CVMILL_PRINT_F1")) std::printf("%s.%s %.3f\n", seed, layout.c_str(), f1);
      EXPECT_GE(f1, min);
      if (layout == "sidebar") continue;  // the sidebar's sections are read first, by design
      EXPECT_EQ(Sections(pdf), Sections(text));
      if (min < 0.9) continue;
      for (const auto& w : text.value("work", Json::array())) {
        bool found = false;
        for (const auto& v : pdf.value("work", Json::array())) {
          found = found || (v.value("position", "") == w.value("position", "") &&
                            v.value("startDate", "") == w.value("startDate", "") &&
                            v.value("endDate", "") == w.value("endDate", ""));
        }
        EXPECT_TRUE(found) << w.dump();
      }
    }
  }
}

TEST(Pdf, RunningFootersAreRemovedAndReported) {
  auto doc = cvmill::extract::Extract(Read(kDir / "pdf" / "002_04088cfcd67fdedb.onecol.pdf"), {});
  ASSERT_TRUE(doc.ok());
  int removed = 0;
  for (const auto& d : doc.value().diagnostics) removed += d.message.find("running header/footer removed") != std::string::npos;
  EXPECT_GE(removed, 2);
  for (const auto& l : doc.value().lines) EXPECT_NE(l.text, "Page 1");
  EXPECT_EQ(doc.value().lines.front().text, "Marcel Wagenl\u00e4nder");  // the largest text, kept
  EXPECT_GT(doc.value().lines.front().font_size, 20.0f);
}

// The person's name and e-mail survive every single-flow and sidebar layout of every corpus
// CV: a name set large across the sidebar's gutter, a document title above it, a contact row
// that wraps, the contact block at the top of the main column beside a sidebar.
TEST(Pdf, EveryLayoutKeepsNameAndEmail) {
  int checked = 0;
  for (const auto& entry : fs::directory_iterator(kDir / "cv")) {
    const std::string stem = entry.path().stem().string();
    Json text = Record(Read(entry.path()));
    const std::string name = text["basics"].value("name", ""), email = text["basics"].value("email", "");
    for (const char* layout : {"onecol", "rightdates", "leftdates", "sidebar", "twocol", "html", "latex"}) {
      fs::path pdf_path = kDir / "pdf" / (stem + "." + layout + ".pdf");
      if (!fs::exists(pdf_path)) continue;
      SCOPED_TRACE(pdf_path.filename().string());
      Json pdf = Record(Read(pdf_path));
      EXPECT_EQ(pdf["basics"].value("name", ""), name);
      EXPECT_EQ(pdf["basics"].value("email", ""), email);
      ++checked;
    }
  }
  EXPECT_GE(checked, 75);  // 15 CVs x 5 layouts (two columns: the second may hold only a few
                           // lines, and its gutter must still be found, not the empty margin)
}

// A single-flow page keeps one entry per entry: lines that end alike (a year, a bracket) are
// list items even when the next would not have fitted on the line before.
TEST(Pdf, SingleFlowLayoutsKeepEntryCounts) {
  int checked = 0;
  for (const auto& entry : fs::directory_iterator(kDir / "cv")) {
    const std::string stem = entry.path().stem().string();
    Json text = Record(Read(entry.path()));
    for (const char* layout : {"onecol", "rightdates"}) {
      fs::path pdf_path = kDir / "pdf" / (stem + "." + layout + ".pdf");
      if (!fs::exists(pdf_path)) continue;
      SCOPED_TRACE(pdf_path.filename().string());
      Json pdf = Record(Read(pdf_path));
      for (const char* section : {"work", "education", "skills"}) {
        EXPECT_EQ(pdf.value(section, Json::array()).size(), text.value(section, Json::array()).size()) << section;
      }
      ++checked;
    }
  }
  EXPECT_GE(checked, 30);
}


// Every CV in every layout keeps its jobs' positions and employers apart: a job title over
// its employer in a narrow column must not read as one wrapped line. (Layouts with a left
// date column are left out: their dates sit on the title's row by design.)
TEST(Pdf, JobTitlesAndEmployersStayApart) {
  int checked = 0;
  for (const auto& entry : fs::directory_iterator(kDir / "cv")) {
    const std::string stem = entry.path().stem().string();
    Json text = Record(Read(entry.path()));
    for (const char* layout : {"onecol", "rightdates", "sidebar", "twocol", "html", "latex"}) {
      fs::path pdf_path = kDir / "pdf" / (stem + "." + layout + ".pdf");
      if (!fs::exists(pdf_path)) continue;
      SCOPED_TRACE(pdf_path.filename().string());
      Json pdf = Record(Read(pdf_path));
      for (const auto& w : text.value("work", Json::array())) {
        bool found = false;
        for (const auto& v : pdf.value("work", Json::array())) {
          found = found || (v.value("position", "") == w.value("position", "") &&
                            v.value("name", "") == w.value("name", ""));
        }
        EXPECT_TRUE(found) << w.value("position", "") << " / " << w.value("name", "");
        ++checked;
      }
    }
  }
  EXPECT_GE(checked, 100);
}


// CVs written as web pages and printed by Chromium (corpus/html/print.sh): list markers are
// drawn, not text; a sidebar's long URL runs into the main column; the sidebar ends beside the
// main column's head; headings are letter-spaced; an e-mail address breaks at its hyphen; a
// contact row wraps before a separator glyph; dates stand in a grid column. The record still
// comes out as the text CV's.
//
// Also CVs typeset by pdflatex (corpus/latex/typeset.sh): dates pushed right by \hfill, a
// tabular date column whose range wraps inside its cell, small capitals faked by a font that
// has none, Palatino and Helvetica Type 1 fonts.
TEST(Pdf, BrowserAndLatexPagesGiveTheTextRecord) {
  int checked = 0;
  for (const auto& entry : fs::directory_iterator(kDir / "pdf")) {
    const std::string file = entry.path().filename().string();
    std::string stem;
    for (std::string suffix : {".html.pdf", ".latex.pdf"}) {
      if (file.size() > suffix.size() && file.substr(file.size() - suffix.size()) == suffix)
        stem = file.substr(0, file.size() - suffix.size());
    }
    if (stem.empty()) continue;
    SCOPED_TRACE(file);
    fs::path text_path = kDir / "cv" / (stem + ".txt");
    if (!fs::exists(text_path)) text_path = kDir / "cv" / (stem + ".md");
    Json text = Record(Read(text_path));
    Json pdf = Record(Read(entry.path()));
    double f1 = F1(text, pdf);
    if (std::getenv("CVMILL_PRINT_F1")) std::printf("%s %.3f\n", file.c_str(), f1);
    EXPECT_GE(f1, 0.97);
    auto highlights = [](const Json& rec) {
      std::size_t n = 0;
      for (const auto& w : rec.value("work", Json::array())) n += w.value("highlights", Json::array()).size();
      return n;
    };
    EXPECT_GT(highlights(text), 0u);
    EXPECT_EQ(highlights(pdf), highlights(text));  // the drawn bullets still open highlights
    ++checked;
  }
  EXPECT_GE(checked, 5);
}


// Every word of a PDF record's summary is a word of the text record's: letter-spaced type is
// joined into words, and nothing else is ("I am a" stays three words where a wrapped line
// brings them together).
TEST(Pdf, SummaryWordsAreTheTextWords) {
  auto words = [](const std::string& s) {
    std::set<std::string> out;
    std::istringstream in(s);
    for (std::string w; in >> w;) out.insert(w);
    return out;
  };
  int checked = 0;
  for (const auto& entry : fs::directory_iterator(kDir / "pdf")) {
    const std::string file = entry.path().filename().string();
    if (entry.path().extension() != ".pdf") continue;
    const std::string stem = file.substr(0, file.find('.'));
    fs::path text_path = kDir / "cv" / (stem + ".txt");
    if (!fs::exists(text_path)) text_path = kDir / "cv" / (stem + ".md");
    // TeX's bitmap fonts give poppler no usable sizes: its sections are a known limit (README).
    if (!fs::exists(text_path) || file.find(".type3.") != std::string::npos) continue;
    const std::string want = Record(Read(text_path))["basics"].value("summary", "");
    const std::string got = Record(Read(entry.path()))["basics"].value("summary", "");
    if (want.empty() || got.empty()) continue;
    SCOPED_TRACE(file);
    std::set<std::string> known = words(want);
    for (const std::string& w : words(got)) EXPECT_TRUE(known.count(w)) << w;
    ++checked;
  }
  EXPECT_GE(checked, 20);
}


// No record of any corpus PDF carries a control character: TeX's bitmap fonts (no Unicode
// map) report dashes, quotes and ligatures as C0 codes and a bullet as U+0088, which are read
// as the T1 and TS1 encodings mean them.
TEST(Pdf, NoControlCharactersInRecords) {
  int checked = 0;
  for (const auto& entry : fs::directory_iterator(kDir / "pdf")) {
    if (entry.path().extension() != ".pdf") continue;
    SCOPED_TRACE(entry.path().filename().string());
    auto r = cvmill::pipeline::Convert(Read(entry.path()), entry.path().string(), R(), {});
    ASSERT_TRUE(r.ok());
    std::string json = cvmill::schema::ToJson(r.value(), -1);
    EXPECT_EQ(json.find("\\u00"), std::string::npos);
    for (std::size_t i = 0; i + 1 < json.size(); ++i) {
      auto c = static_cast<unsigned char>(json[i]), d = static_cast<unsigned char>(json[i + 1]);
      EXPECT_FALSE(c == 0xC2 && d >= 0x80 && d <= 0x9F) << "C1 control at byte " << i;
    }
    ++checked;
  }
  EXPECT_GE(checked, 80);
  // In the bitmap-font PDF, T1's dash and ligature codes read as the dash and letters (the
  // range "Jul 2016 – Dec 2019" is read whole: its end is there).
  std::string type3 = Record(Read(kDir / "pdf" / "en_datecolumn_okafor.type3.pdf")).dump();
  EXPECT_NE(type3.find("\"endDate\":\"2019-12\""), std::string::npos) << type3;
  EXPECT_NE(type3.find("five years"), std::string::npos);
}

}  // namespace
