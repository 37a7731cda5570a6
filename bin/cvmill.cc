// cvmill — CVs to JSON Resume records. Argument parsing, file I/O and printing only; the
// parsing lives in the stage libraries (pipeline/pipeline.h).
#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <functional>
#include <optional>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "pipeline/pipeline.h"
#include "reconcile/reconcile.h"

namespace fs = std::filesystem;

namespace {

constexpr const char* kVersion = "0.1.0";

constexpr const char* kHelp = R"(cvmill — convert CVs (résumés) to JSON Resume records

Usage:
  cvmill parse [options] FILE|DIR|- ...
  cvmill merge [options] FILE|DIR|- ...
  cvmill diff [--json] OLD NEW
  cvmill rules [--dump]
  cvmill --help | --version

parse
  Converts each input to one JSON Resume v1 record. A DIR is walked recursively for CV
  files (.txt .text .md .markdown .pdf .docx .html .htm; README, LICENSE, CHANGELOG and the like
  are skipped);
  '-' reads standard input. The format is detected
  from the bytes, not the file name.
  With one input and no --out or --jsonl, the record is printed to stdout (2-space indent,
  keys in schema order). Several inputs need --out or --jsonl.

Options:
  --out DIR        write DIR/<input stem>.json per input (DIR is created; a stem used twice
                   gets -2, -3, ...) and print each written path on stdout
  --jsonl          print one compact record per line to stdout, in input order
  --jobs N         convert N inputs at a time (default: the number of cores)
  --rules DIR      use the rule tables in DIR instead of the embedded ones
  --max-bytes N    refuse inputs larger than N bytes (default 16777216)
  --max-pages N    refuse PDFs with more than N pages (default 40)
  -h, --help       this text
  --version        the version

  --merge          merge the converted records by person, as 'cvmill merge' does
  --dump-layout    print the extracted lines instead of records: line number, page, x, y,
                   font size, bold (B), heading level (H1/H2), bullet (*), column, indent and
                   text (TAB gaps shown as " | "), to see why a CV parsed the way it did

merge
  Groups the inputs by person and writes one merged record per person. Inputs are CV files
  or JSON Resume records (.json, cvmill's or anyone's); a DIR is walked for both. The same
  person is found across spellings of the name (case, diacritics, "ae" for "ä"); a revision
  without a name joins by e-mail, profile, homepage or shared dated entries. Revisions are
  ordered by the latest date each mentions (ties: later input is newer); the newest revision
  that states a value wins, entries are aligned across revisions and unioned.
  meta.merge lists the revisions in order, each grouping decision, every conflict with the
  value not taken, and the revisions each entry came from.
  --out DIR        write DIR/<person-slug>.json per person and print each path
  --jsonl          print one compact record per person per line
  --order ORDER    latest-date (default) or given (input order, last is newest)
  (--jobs, --rules, --max-bytes as for parse.) With neither --out nor --jsonl, the inputs
  must be one person, whose record is printed.

diff
  Prints what changed from OLD to NEW (CV files or JSON records), entry by entry and field
  by field: '+' added, '-' removed, '~' changed. --json prints a JSON array instead.

rules
  Lists the embedded rule tables; --dump prints their text.

Every record has meta.source (the input path), meta.sections (the headings found),
meta.residue (every non-empty source line that no field took, with its line number) and
meta.diagnostics (repairs made to the input, such as invalid UTF-8).

Exit status:
  0  every input was converted (diff: also when the revisions differ)
  1  at least one input failed (each failure is one line on stderr,
     "cvmill: PATH: REASON"; the other inputs were still converted and written)
  2  usage error, or the rule tables could not be loaded; nothing was converted
)";

int Usage(const std::string& msg) {
  std::cerr << "cvmill: " << msg << "\n(see 'cvmill --help')\n";
  return 2;
}

bool IsCvFile(const fs::path& p) {
  // A folder's documentation is not a CV: README, LICENSE, CHANGELOG, CONTRIBUTING, NOTICE.
  std::string stem = p.stem().string();
  for (char& c : stem) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  for (const char* doc : {"README", "LICENSE", "LICENCE", "CHANGELOG", "CHANGES", "CONTRIBUTING", "NOTICE", "COPYING"}) {
    if (stem == doc) return false;
  }
  std::string ext = p.extension().string();
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return ext == ".txt" || ext == ".text" || ext == ".md" || ext == ".markdown" || ext == ".pdf" || ext == ".docx" ||
         ext == ".html" || ext == ".htm";
}

struct Input {
  std::string path;  // as the user named it, "-" for stdin
};

// Reads a whole file, refusing more than `limit` bytes.
cvmill::Result<std::string> ReadAll(const std::string& path, std::size_t limit) {
  if (path == "-") {
    std::string data;
    char buf[65536];
    std::size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, stdin)) > 0) {
      data.append(buf, n);
      if (data.size() > limit)
        return cvmill::Status(cvmill::ErrorCode::kTooLarge,
                              "input is over the limit of " + std::to_string(limit) + " bytes");
    }
    return data;
  }
  std::error_code ec;
  if (fs::is_directory(path, ec)) return cvmill::Status(cvmill::ErrorCode::kIo, "is a directory");
  auto size = fs::file_size(path, ec);
  if (ec) return cvmill::Status(cvmill::ErrorCode::kIo, "cannot read: " + ec.message());
  if (size > limit)
    return cvmill::Status(cvmill::ErrorCode::kTooLarge, "input is " + std::to_string(size) +
                                                            " bytes, over the limit of " +
                                                            std::to_string(limit));
  std::ifstream in(path, std::ios::binary);
  if (!in) return cvmill::Status(cvmill::ErrorCode::kIo, std::string("cannot open: ") + std::strerror(errno));
  std::string data(static_cast<std::size_t>(size), '\0');
  in.read(data.data(), static_cast<std::streamsize>(size));
  if (in.gcount() != static_cast<std::streamsize>(size))
    return cvmill::Status(cvmill::ErrorCode::kIo, "short read");
  return data;
}

bool WriteFile(const fs::path& path, const std::string& data, std::string* err) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << data;
  out.close();
  if (!out) {
    *err = "cannot write " + path.string() + ": " + std::strerror(errno);
    return false;
  }
  return true;
}

struct Outcome {
  bool ok = false;
  std::string json;   // record (stdout modes) or written path (--out)
  std::string error;  // one line
};

int Rules(const std::vector<std::string>& args) {
  bool dump = false;
  for (const auto& a : args) {
    if (a == "--dump") dump = true;
    else return Usage("rules: unknown option '" + a + "'");
  }
  for (const auto& [name, data] : cvmill::normalize::Rules::BuiltinTables()) {
    if (dump) std::cout << "==> normalize/rules/" << name << " <==\n" << data << "\n";
    else std::cout << "normalize/rules/" << name << "\t" << data.size() << " bytes\n";
  }
  return 0;
}

bool IsJsonInput(const std::string& path, const std::string& bytes) {
  std::string ext = fs::path(path).extension().string();
  if (ext == ".json") return true;
  std::size_t i = bytes.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
  return i != std::string::npos && bytes[i] == '{';
}

// A CV file converted, or a JSON Resume record read.
cvmill::Result<cvmill::schema::Resume> LoadRecord(const std::string& path, const cvmill::normalize::Rules& rules,
                                                  const cvmill::pipeline::Options& options, bool json_ok) {
  auto bytes = ReadAll(path, options.extract.max_input_bytes);
  if (!bytes.ok()) return bytes.status();
  if (json_ok && IsJsonInput(path, bytes.value())) {
    auto r = cvmill::schema::FromJson(bytes.value());
    if (r.ok() && r.value().meta.source.empty()) r.value().meta.source = path;
    return r;
  }
  return cvmill::pipeline::Convert(bytes.value(), path, rules, options);
}

// Expands directories (sorted, recursive) into files; errors go to `errors`.
std::vector<std::string> ExpandInputs(const std::vector<std::string>& operands, bool json_ok,
                                      std::vector<std::string>* errors) {
  std::vector<std::string> inputs;
  for (const std::string& op : operands) {
    std::error_code ec;
    if (op != "-" && fs::is_directory(op, ec)) {
      std::vector<std::string> found;
      for (auto it = fs::recursive_directory_iterator(op, ec); !ec && it != fs::recursive_directory_iterator();
           it.increment(ec)) {
        if (!it->is_regular_file(ec)) continue;
        if (IsCvFile(it->path()) || (json_ok && it->path().extension() == ".json")) found.push_back(it->path().string());
      }
      if (ec) errors->push_back("cvmill: " + op + ": cannot walk directory: " + ec.message());
      std::sort(found.begin(), found.end());
      for (auto& f : found) inputs.push_back(f);
    } else {
      inputs.push_back(op);
    }
  }
  return inputs;
}

// Runs `work(i)` for every input index on `jobs` threads.
void ForEach(std::size_t n, unsigned jobs, const std::function<void(std::size_t)>& work) {
  std::atomic<std::size_t> next{0};
  auto loop = [&]() {
    for (std::size_t i; (i = next.fetch_add(1)) < n;) work(i);
  };
  unsigned threads = static_cast<unsigned>(std::min<std::size_t>(jobs, n));
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < threads; ++t) pool.emplace_back(loop);
  loop();
  for (auto& t : pool) t.join();
}

struct MergeArgs {
  std::vector<std::string> operands;
  std::string out_dir;
  bool jsonl = false;
  cvmill::reconcile::Order order = cvmill::reconcile::Order::kLatestDate;
  unsigned jobs = 1;
  cvmill::pipeline::Options options;
};

int RunMerge(const MergeArgs& a, const cvmill::normalize::Rules& rules) {
  std::vector<std::string> errors;
  std::vector<std::string> inputs = ExpandInputs(a.operands, true, &errors);
  std::vector<std::optional<cvmill::reconcile::Revision>> loaded(inputs.size());
  std::vector<std::string> failures(inputs.size());
  ForEach(inputs.size(), a.jobs, [&](std::size_t i) {
    auto r = LoadRecord(inputs[i], rules, a.options, true);
    if (!r.ok()) {
      failures[i] = "cvmill: " + r.status().ToString(inputs[i]);
      return;
    }
    loaded[i] = cvmill::reconcile::Revision{std::move(r).value(), inputs[i]};
  });
  std::vector<cvmill::reconcile::Revision> revs;
  int failed = static_cast<int>(errors.size());
  for (const auto& e : errors) std::cerr << e << "\n";
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    if (loaded[i]) {
      revs.push_back(std::move(*loaded[i]));
    } else {
      std::cerr << failures[i] << "\n";
      ++failed;
    }
  }
  auto people = cvmill::reconcile::GroupByPerson(revs, rules);
  if (people.size() > 1 && a.out_dir.empty() && !a.jsonl) {
    std::cerr << "cvmill: " << people.size() << " people in the inputs; use --out DIR or --jsonl\n";
    return 2;
  }
  cvmill::reconcile::Options mopt;
  mopt.order = a.order;
  if (!a.out_dir.empty()) {
    std::error_code ec;
    fs::create_directories(a.out_dir, ec);
    if (ec) {
      std::cerr << "cvmill: " << a.out_dir << ": cannot create directory: " << ec.message() << "\n";
      return 1;
    }
  }
  for (const auto& person : people) {
    cvmill::schema::Resume merged = cvmill::reconcile::Merge(revs, person, rules, mopt);
    if (!a.out_dir.empty()) {
      fs::path target = fs::path(a.out_dir) / (person.slug + ".json");
      std::string err;
      if (!WriteFile(target, cvmill::schema::ToJson(merged, 2) + "\n", &err)) {
        std::cerr << "cvmill: " << err << "\n";
        ++failed;
        continue;
      }
      std::cout << target.string() << "\n";
    } else {
      std::cout << cvmill::schema::ToJson(merged, a.jsonl ? -1 : 2) << "\n";
    }
  }
  std::cout.flush();
  if (!a.out_dir.empty())
    std::cerr << "cvmill: " << revs.size() << " revisions of " << people.size() << " people merged, "
              << failed << " failed; records in " << a.out_dir << "\n";
  return failed ? 1 : 0;
}

int Diff(const std::vector<std::string>& args) {
  bool json = false;
  std::vector<std::string> files;
  for (const auto& a : args) {
    if (a == "--json") json = true;
    else if (a == "-" || a.empty() || a[0] != '-') files.push_back(a);
    else return Usage("diff: unknown option '" + a + "'");
  }
  if (files.size() != 2) return Usage("diff needs OLD and NEW");
  auto rules = cvmill::normalize::Rules::LoadBuiltin();
  if (!rules.ok()) {
    std::cerr << "cvmill: " << rules.status().message() << "\n";
    return 2;
  }
  cvmill::pipeline::Options options;
  auto before = LoadRecord(files[0], rules.value(), options, true);
  auto after = LoadRecord(files[1], rules.value(), options, true);
  int failed = 0;
  for (auto* r : {&before, &after}) {
    if (!r->ok()) {
      std::cerr << "cvmill: " << r->status().ToString(r == &before ? files[0] : files[1]) << "\n";
      ++failed;
    }
  }
  if (failed) return 1;
  auto changes = cvmill::reconcile::Diff(before.value(), after.value(), rules.value());
  std::cout << (json ? cvmill::reconcile::DiffJson(changes) : cvmill::reconcile::DiffText(changes));
  return 0;
}

int Parse(const std::vector<std::string>& args, bool merge_command) {
  std::string out_dir, rules_dir;
  bool jsonl = false;
  bool merge = false;
  bool dump_layout = false;
  auto order = cvmill::reconcile::Order::kLatestDate;
  unsigned jobs = std::max(1u, std::thread::hardware_concurrency());
  cvmill::pipeline::Options options;
  std::vector<std::string> operands;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto value = [&](const char* name) -> const std::string* {
      if (i + 1 >= args.size()) return nullptr;
      (void)name;
      return &args[++i];
    };
    if (a == "--out") {
      const std::string* v = value("--out");
      if (!v) return Usage("--out needs a directory");
      out_dir = *v;
    } else if (a == "--jsonl") {
      jsonl = true;
    } else if (a == "--merge") {
      merge = true;
    } else if (a == "--dump-layout") {
      dump_layout = true;
    } else if (a == "--order") {
      const std::string* v = value("--order");
      if (!v || (*v != "latest-date" && *v != "given")) return Usage("--order is latest-date or given");
      order = *v == "given" ? cvmill::reconcile::Order::kGiven : cvmill::reconcile::Order::kLatestDate;
    } else if (a == "--rules") {
      const std::string* v = value("--rules");
      if (!v) return Usage("--rules needs a directory");
      rules_dir = *v;
    } else if (a == "--jobs" || a == "--max-bytes" || a == "--max-pages") {
      const std::string* v = value(a.c_str());
      char* end = nullptr;
      unsigned long long n = v ? std::strtoull(v->c_str(), &end, 10) : 0;
      if (!v || v->empty() || *end != '\0' || n == 0) return Usage(a + " needs a positive number");
      if (a == "--jobs") jobs = static_cast<unsigned>(std::min<unsigned long long>(n, 256));
      else if (a == "--max-pages") options.extract.max_pages = static_cast<int>(std::min<unsigned long long>(n, 100000));
      else options.extract.max_input_bytes = static_cast<std::size_t>(n);
    } else if (a == "-" || a.empty() || a[0] != '-') {
      operands.push_back(a);
    } else if (a == "--") {
      for (++i; i < args.size(); ++i) operands.push_back(args[i]);
    } else {
      return Usage(std::string(merge_command ? "merge" : "parse") + ": unknown option '" + a + "'");
    }
  }
  if (operands.empty()) return Usage(std::string(merge_command ? "merge" : "parse") + ": no input");
  if (!out_dir.empty() && jsonl) return Usage("--out and --jsonl exclude each other");

  if (dump_layout) {
    int failed = 0;
    for (const std::string& path : operands) {
      auto bytes = ReadAll(path, options.extract.max_input_bytes);
      auto doc = bytes.ok() ? cvmill::extract::Extract(bytes.value(), options.extract)
                            : cvmill::Result<cvmill::extract::Document>(bytes.status());
      if (!doc.ok()) {
        std::cerr << "cvmill: " << doc.status().ToString(path) << "\n";
        ++failed;
        continue;
      }
      std::cout << "# " << path << "\n# line page x y size flags column indent text\n";
      for (const auto& l : doc.value().lines) {
        std::string t = l.text;
        for (std::size_t p; (p = t.find('\t')) != std::string::npos;) t.replace(p, 1, " | ");
        char buf[96];
        std::snprintf(buf, sizeof buf, "%4d p%d %6.1f %6.1f %5.1f %-5s c%d i%-2d ", l.number, l.page,
                      static_cast<double>(l.x), static_cast<double>(l.y), static_cast<double>(l.font_size),
                      (std::string(l.bold ? "B" : "") + (l.heading_level ? "H" + std::to_string(l.heading_level) : "") +
                       (l.bullet ? "*" : "")).c_str(),
                      l.column, l.indent);
        std::cout << buf << t << "\n";
      }
      for (const auto& d : doc.value().diagnostics) std::cout << "# diagnostic: " << d.message << "\n";
    }
    return failed ? 1 : 0;
  }
  if (merge || merge_command) {
    auto rules = rules_dir.empty() ? cvmill::normalize::Rules::LoadBuiltin()
                                   : cvmill::normalize::Rules::LoadFromDirectory(rules_dir);
    if (!rules.ok()) {
      std::cerr << "cvmill: " << rules.status().message() << "\n";
      return 2;
    }
    MergeArgs m;
    m.operands = operands;
    m.out_dir = out_dir;
    m.jsonl = jsonl;
    m.order = order;
    m.jobs = jobs;
    m.options = options;
    return RunMerge(m, rules.value());
  }
  // Expand directories; a missing path is a failure of that input, not a usage error.
  std::vector<std::string> early_errors;
  std::vector<Input> inputs;
  for (const std::string& f : ExpandInputs(operands, false, &early_errors)) inputs.push_back({f});
  if (inputs.size() > 1 && out_dir.empty() && !jsonl)
    return Usage("several inputs need --out DIR or --jsonl");

  auto rules = rules_dir.empty() ? cvmill::normalize::Rules::LoadBuiltin()
                                 : cvmill::normalize::Rules::LoadFromDirectory(rules_dir);
  if (!rules.ok()) {
    std::cerr << "cvmill: " << rules.status().message() << "\n";
    return 2;
  }

  // Output names: <stem>.json, made unique in input order.
  std::vector<fs::path> targets(inputs.size());
  if (!out_dir.empty()) {
    std::error_code ec;
    fs::create_directories(out_dir, ec);
    if (ec) {
      std::cerr << "cvmill: " << out_dir << ": cannot create directory: " << ec.message() << "\n";
      return 1;
    }
    std::map<std::string, int> seen;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
      std::string stem = inputs[i].path == "-" ? "stdin" : fs::path(inputs[i].path).stem().string();
      int n = ++seen[stem];
      if (n > 1) stem += "-" + std::to_string(n);
      targets[i] = fs::path(out_dir) / (stem + ".json");
    }
  }

  std::vector<Outcome> outcomes(inputs.size());
  ForEach(inputs.size(), jobs, [&](std::size_t i) {
    const std::string& path = inputs[i].path;
    Outcome& o = outcomes[i];
    auto record = LoadRecord(path, rules.value(), options, false);
    if (!record.ok()) {
      o.error = "cvmill: " + record.status().ToString(path);
      return;
    }
    std::string json = cvmill::schema::ToJson(record.value(), jsonl ? -1 : 2);
    if (!out_dir.empty()) {
      std::string err;
      if (!WriteFile(targets[i], json + "\n", &err)) {
        o.error = "cvmill: " + path + ": " + err;
        return;
      }
      o.json = targets[i].string();
    } else {
      o.json = std::move(json);
    }
    o.ok = true;
  });
  int failed = static_cast<int>(early_errors.size());
  for (const auto& e : early_errors) std::cerr << e << "\n";
  for (const Outcome& o : outcomes) {
    if (!o.ok) {
      std::cerr << o.error << "\n";
      ++failed;
      continue;
    }
    std::cout << o.json << "\n";
    if (!std::cout) return failed ? 1 : 0;  // broken pipe: stop quietly
  }
  std::cout.flush();
  if (!out_dir.empty())
    std::cerr << "cvmill: " << (outcomes.size() - static_cast<std::size_t>(failed - static_cast<int>(early_errors.size())))
              << " converted, " << failed << " failed; records in " << out_dir << "\n";
  return failed ? 1 : 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::signal(SIGPIPE, SIG_IGN);  // a closed stdout shows as a write error, handled quietly
  std::ios::sync_with_stdio(false);
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) return Usage("no command");
  const std::string cmd = args[0];
  std::vector<std::string> rest(args.begin() + 1, args.end());
  if (cmd == "-h" || cmd == "--help" || cmd == "help") {
    std::cout << kHelp;
    return 0;
  }
  if (cmd == "--version") {
    std::cout << "cvmill " << kVersion << "\n";
    return 0;
  }
  for (const auto& a : rest) {
    if (a == "-h" || a == "--help") {
      std::cout << kHelp;
      return 0;
    }
  }
  if (cmd == "parse") return Parse(rest, false);
  if (cmd == "merge") return Parse(rest, true);
  if (cmd == "diff") return Diff(rest);
  if (cmd == "rules") return Rules(rest);
  return Usage("unknown command '" + cmd + "'");
}
