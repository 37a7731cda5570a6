// Every CV in corpus/cv against its expected record in corpus/expected, plus whole-corpus
// properties: each source line is used or in the residue, and output is deterministic.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "common/text.h"
#include "pipeline/pipeline.h"
#include "reconcile/reconcile.h"
#include "tests/test_util.h"

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

namespace {

const cvmill::normalize::Rules& R() { return cvmill::testing::BuiltinRules(); }
std::string Read(const fs::path& p) { return cvmill::testing::ReadFile(p); }
std::vector<fs::path> CorpusFiles() { return cvmill::testing::CorpusFiles("cv"); }

Json Convert(const fs::path& p) {
  auto r = cvmill::pipeline::Convert(Read(p), p.filename().string(), R(), {});
  EXPECT_TRUE(r.ok()) << p;
  return r.ok() ? Json::parse(cvmill::schema::ToJson(r.value(), 2)) : Json::object();
}

void CollectStrings(const Json& j, std::string* out) {
  if (j.is_string()) {
    *out += j.get<std::string>();
    *out += '\n';
  } else if (j.is_structured()) {
    for (const auto& v : j) CollectStrings(v, out);
  }
}

// Key words, lower-cased as written ("España"): the words records are checked by.
std::vector<std::string> Words(const std::string& s) { return cvmill::text::KeyWords(s); }

TEST(Corpus, HasEnoughCases) { EXPECT_GE(CorpusFiles().size(), 9u); }

TEST(Corpus, RecordsMatchExpected) {
  for (const fs::path& p : CorpusFiles()) {
    SCOPED_TRACE(p.filename().string());
    fs::path exp = fs::path(CVMILL_SOURCE_DIR) / "corpus" / "expected" / (p.stem().string() + ".json");
    ASSERT_TRUE(fs::exists(exp)) << "no expected record " << exp;
    Json got = Convert(p);
    got.erase("meta");
    Json want = Json::parse(Read(exp));
    EXPECT_EQ(got, want) << "got:\n" << got.dump(2) << "\nwant:\n" << want.dump(2);
  }
}

// Each non-empty source line either left its words in the record (a field, a heading in
// meta.sections) or is listed, with its number, in meta.residue. A line marked used whose
// text went nowhere fails here.
TEST(Corpus, EverySourceLineIsUsedOrResidue) {
  for (const fs::path& p : CorpusFiles()) {
    SCOPED_TRACE(p.filename().string());
    Json rec = Convert(p);
    std::set<int> residue;
    for (const auto& x : rec["meta"]["residue"]) {
      if (!x.contains("fragment")) residue.insert(x["line"].get<int>());
    }
    Json values = rec;  // fields, headings and residue fragments (not whole residue lines)
    Json fragments = Json::array();
    for (const auto& x : rec["meta"]["residue"]) {
      if (x.contains("fragment")) fragments.push_back(x);
    }
    values["meta"]["residue"] = fragments;
    std::string all;
    CollectStrings(values, &all);
    std::set<std::string> vocab;
    for (auto& w : Words(all)) vocab.insert(w);
    auto doc = cvmill::extract::Extract(Read(p), {});
    ASSERT_TRUE(doc.ok());
    for (const auto& line : doc.value().lines) {
      if (residue.count(line.number)) continue;
      if (cvmill::normalize::ParseDateRange(line.text, R())) continue;  // became ISO dates
      std::vector<std::string> words = Words(line.text);
      if (words.empty()) continue;
      std::size_t found = 0;
      for (const auto& w : words) found += vocab.count(w);
      // A used line leaves a third of its words in the record (authors, filler words such
      // as "Graduated with" and labels may go; the line's substance may not).
      EXPECT_GE(found * 3, words.size())
          << "line " << line.number << " neither used nor residue: " << line.text;
    }
  }
}

// --- issue 11, "nothing lost": every source line's text is in the record -------------------
// Words folded for comparison (ASCII, lower case: "MÜLLER" = "Müller", "—" no word): the same
// words structure/ keeps a used line's leftovers by (structure/leftovers.cc).
std::vector<std::string> Folded(const std::string& s) { return cvmill::normalize::FoldedKeyWords(s, R()); }

// What a record holds: its strings, and their folded words.
struct Holds {
  std::set<std::string> strings, words;
  std::string all;  // every string, whitespace-normalised, one per line
};
Holds Hold(const std::vector<std::string>& strings) {
  Holds h;
  for (const auto& s : strings) {
    h.strings.insert(s);
    h.all += cvmill::text::CollapseSpace(s) + "\n";
    for (auto& w : Folded(s)) h.words.insert(w);
  }
  return h;
}

// The words of a line no string of the record holds. Not counted: dates (they become ISO
// dates, "2019-03"), a label's last two words before ": " ("Date of birth:", "E-mail:"), and
// a country name whose code the record states ("United Kingdom" as "GB").
std::vector<std::string> LostWords(const std::string& line, const Holds& h) {
  std::string text = line;
  auto dates = cvmill::normalize::FindDates(line, R());
  for (auto it = dates.rbegin(); it != dates.rend(); ++it) text.replace(it->begin, it->end_offset - it->begin, " ");
  std::set<std::string> label;
  for (std::size_t c = text.find(':'); c != std::string::npos; c = text.find(':', c + 1)) {
    if (c + 1 < text.size() && text[c + 1] != ' ') continue;
    auto before = Folded(text.substr(0, c));
    for (std::size_t k = before.size() > 2 ? before.size() - 2 : 0; k < before.size(); ++k) label.insert(before[k]);
  }
  std::vector<std::string> raw = Words(text);  // as written: "España"
  for (std::size_t i = 0; i < raw.size(); ++i) {
    std::string ngram;
    for (std::size_t n = 0; n < 3 && i + n < raw.size(); ++n) {
      ngram += (n ? " " : "") + raw[i + n];
      auto code = cvmill::normalize::CountryCode(ngram, R());
      if (code && h.strings.count(*code)) {
        for (auto& w : Folded(ngram)) label.insert(w);
      }
    }
  }
  std::vector<std::string> lost;
  for (auto& w : Folded(text)) {
    if (!h.words.count(w) && !label.count(w)) lost.push_back(w);
  }
  return lost;
}

// "file:line" -> the words lost from that line.
using Losses = std::map<std::string, std::string>;
void Lose(const fs::path& source, const Holds& h, Losses* out) {
  auto doc = cvmill::extract::Extract(Read(source), {});
  ASSERT_TRUE(doc.ok());
  for (const auto& line : doc.value().lines) {
    std::string text = cvmill::text::CollapseSpace(line.text);
    if (text.empty() || h.all.find(text) != std::string::npos) continue;
    auto lost = LostWords(line.text, h);
    if (!lost.empty()) (*out)[source.filename().string() + ":" + std::to_string(line.number)] = cvmill::text::Join(lost, " ");
  }
}

std::vector<std::string> Strings(const Json& j) {
  std::string all;
  CollectStrings(j, &all);
  std::vector<std::string> out;
  for (auto part : cvmill::text::Split(all, '\n')) out.emplace_back(part);
  return out;
}

// The record's own strings: fields, headings, residue (not meta's other keys, which name
// sections and rules, not the CV's text).
std::vector<std::string> RecordStrings(const cvmill::schema::Resume& r) {
  Json content = Json::parse(cvmill::schema::ToJson(r, -1));
  content.erase("meta");
  std::vector<std::string> out = Strings(content);
  for (const auto& s : r.meta.sections) out.push_back(s.heading);
  for (const auto& x : r.meta.residue) out.push_back(x.text);
  return out;
}

// Words the parse of the corpus loses: structure/ takes the line but no field or residue keeps
// these words. Empty since structure/ keeps a used line's leftover words as residue fragments
// (structure/leftovers.cc); the test fails when a line appears here, so a new loss is seen.
const Losses kKnownParseLosses = {};

// Every non-empty source line of every corpus CV is in its record (a field, a heading, the
// residue) and in the merged record of its person (a field, a value not taken, a heading of
// the revision, or the residue of its revision in meta.merge.revisions): whole, or word by word.
TEST(Corpus, EverySourceLineIsInTheRecordAndTheMergedRecord) {
  std::vector<cvmill::reconcile::Revision> revs;
  Losses parse, merge;
  for (const fs::path& p : CorpusFiles()) {
    auto r = cvmill::pipeline::Convert(Read(p), p.string(), R(), {});
    ASSERT_TRUE(r.ok()) << p;
    Lose(p, Hold(RecordStrings(r.value())), &parse);
    revs.push_back({r.value(), p.string()});
  }
  for (const auto& person : cvmill::reconcile::GroupByPerson(revs, R())) {
    cvmill::schema::Resume m = cvmill::reconcile::Merge(revs, person, R(), {});
    for (int i : person.revisions) {
      const auto& rev = revs[static_cast<std::size_t>(i)];
      std::vector<std::string> strings = RecordStrings(m);
      for (const auto& c : m.meta.merge.conflicts) strings.push_back(c.lost);
      for (const auto& s : rev.record.meta.sections) strings.push_back(s.heading);  // a merged record lists no sections
      for (const auto& v : m.meta.merge.revisions) {
        if (v.source != rev.source) continue;
        for (const auto& x : v.residue) strings.push_back(x.text);
      }
      Lose(rev.source, Hold(strings), &merge);
    }
  }
  auto dump = [](const Losses& l) {
    std::string out;
    for (const auto& [where, words] : l) out += "  " + where + ": " + words + "\n";
    return out;
  };
  EXPECT_EQ(parse, kKnownParseLosses) << "lost in parsing:\n" << dump(parse);
  // A merge loses nothing a parse kept.
  for (const auto& [where, words] : merge) {
    auto it = parse.find(where);
    EXPECT_TRUE(it != parse.end() && it->second == words) << "lost in merging: " << where << ": " << words;
  }
}

TEST(Corpus, OutputIsDeterministic) {
  for (const fs::path& p : CorpusFiles()) {
    std::string bytes = Read(p);
    auto a = cvmill::pipeline::Convert(bytes, "x", R(), {});
    auto b = cvmill::pipeline::Convert(bytes, "x", R(), {});
    ASSERT_TRUE(a.ok() && b.ok());
    EXPECT_EQ(cvmill::schema::ToJson(a.value(), 2), cvmill::schema::ToJson(b.value(), 2)) << p;
  }
}

}  // namespace
