// cvmill — CVs to JSON Resume records. The commands: options (options.cc), inputs
// (inputs.cc), output (output.cc), the ordered batch runner (batch.cc) and the conversion of
// an input, in a worker when needed (convert.cc), joined; the parsing lives in the stage
// libraries (pipeline/pipeline.h).
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <future>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "bin/cli.h"

namespace cvmill::cli {
namespace {

// What a batch did, for the summary line and the exit status.
struct Tally {
  std::size_t converted = 0, failed = 0, skipped = 0;
};

// The summary line (unless -q): COUNTS, failures, skipped files, where the records are; and
// the exit status. After SIGINT/SIGTERM it always says so.
int Finish(const CliOptions& o, const Tally& t, Progress& progress, Stdout& out, const std::string& counts) {
  int sig = SignalPending();
  out.Flush();
  progress.Clear();
  std::string write_error = out.ErrorLine();
  if (!write_error.empty()) std::cerr << write_error << "\n";
  if (sig || (!o.quiet && !out.broken_pipe())) {
    std::cerr << "cvmill: "
              << (sig == SIGINT ? "interrupted (SIGINT): " : sig == SIGTERM ? "terminated (SIGTERM): " : "")
              << counts << ", " << t.failed << " failed, " << t.skipped << " skipped"
              << (o.out_dir.empty() ? "" : "; records in " + o.out_dir) << "\n";
  }
  std::cerr.flush();
  if (sig) return 128 + sig;
  return t.failed || !write_error.empty() ? 1 : 0;
}

// Parse and merge exit through here when threads may still be busy in a document.
[[noreturn]] void Exit(int status) {
  std::cout.flush();
  std::cerr.flush();
  std::_Exit(status);
}

int DumpLayout(const CliOptions& o) {
  int failed = 0;
  Converter converter(o, false);  // a PDF in a worker, within --timeout and --max-memory
  for (const std::string& path : o.operands) {
    std::string text;
    if (!converter.Layout(path, &text)) {
      std::cout.flush();
      std::cerr << FailureLine(path, text) << "\n";
      ++failed;
      continue;
    }
    std::cout << "# " << path << "\n# line page x y size flags column indent text\n" << text;
  }
  std::cout.flush();
  if (!std::cout) {
    std::cerr << "cvmill: stdout: write error\n";
    return 1;
  }
  return failed ? 1 : 0;
}

// --explain: each operand's account of why it parsed as it did, converted in this process.
int ExplainInputs(const CliOptions& o) {
  Converter converter(o, false);
  if (!converter.Rules().ok()) {
    std::cerr << "cvmill: " << converter.Rules().status().message() << "\n";
    return 2;
  }
  int failed = 0;
  Stdout out;
  for (const std::string& path : o.operands) {
    auto bytes = ReadAll(path, o.pipeline.extract.max_input_bytes);
    auto text = bytes.ok() ? pipeline::Explain(bytes.value(), path, converter.Rules().value(), o.pipeline)
                           : Result<std::string>(bytes.status());
    if (!text.ok()) {
      out.Flush();
      std::cerr << FailureLine(path, text.status().message()) << "\n";
      ++failed;
      continue;
    }
    out.Write(text.value());
  }
  out.Flush();
  if (!out.ErrorLine().empty()) {
    std::cerr << out.ErrorLine() << "\n";
    return 1;
  }
  return failed ? 1 : 0;
}

// The progress line (on a terminal, unless -q), its total counted by a walk of the inputs.
Progress ProgressFor(const CliOptions& o, bool json_ok) {
  bool tty = !o.quiet && ::isatty(STDERR_FILENO);
  return Progress(tty, tty ? CountInputs(o.operands, o.files_from, json_ok) : -1);
}

// A failure or a skipped file reported on stderr (and inline in --jsonl when asked).
void Report(const CliOptions& o, const Outcome& r, Tally* t, Progress& progress, Stdout& out) {
  if (r.kind == InputItem::kSkipped) {
    ++t->skipped;
    if (!o.verbose) return;
  } else {
    ++t->failed;
    if (o.errors_inline) out.Write(ErrorRecordJson(r.path, r.text) + "\n");
  }
  out.Flush();  // stdout and stderr in step for a reader of both
  progress.Clear();
  std::cerr << FailureLine(r.path, r.text) << "\n";
}

int Parse(const CliOptions& o) {
  InstallSignalHandlers();
  if (o.out_dir.empty() && !o.jsonl) {
    long n = CountInputs(o.operands, o.files_from, false);  // -1: a list on stdin, not known
    if (n > 1 || n < 0) return Usage("several inputs need --out DIR or --jsonl");
  }
  // The rule tables are loaded on first use (a batch of PDFs needs none here: each worker
  // loads its own); given with --rules they are loaded first, to refuse tables that do not load
  // (exit 2) before anything is converted.
  Converter converter(o, false);
  if (!o.rules_dir.empty() && !converter.Rules().ok()) {
    std::cerr << "cvmill: " << converter.Rules().status().message() << "\n";
    return 2;
  }
  OutDir outdir(o.out_dir, o.force);
  std::string err;
  if (!o.out_dir.empty() && !outdir.Open(&err)) {
    std::cerr << err << "\n";
    return 1;
  }
  Progress progress = ProgressFor(o, false);
  InputSource source(o.operands, o.files_from, false);
  Stdout out;
  Tally t;
  auto work = [&](const InputItem& item) {
    Outcome r;
    r.path = item.path;
    r.ok = converter.Json(item.path, &r.text);
    r.kind = r.ok ? InputItem::kFile : InputItem::kFailure;
    return r;
  };
  auto consume = [&](Outcome& r) {
    if (r.kind != InputItem::kFile) {
      Report(o, r, &t, progress, out);
    } else if (!o.out_dir.empty()) {
      std::string path;
      r.text += "\n";
      if (outdir.Write(outdir.UniqueName(OutputName(r.path, o.out_tree)), r.text, &path, &r.text)) {
        out.Write(path + "\n");
        ++t.converted;
      } else {
        r.kind = InputItem::kFailure;
        Report(o, r, &t, progress, out);
      }
    } else {
      out.Write(r.text);
      out.Write("\n");
      ++t.converted;
    }
    progress.Update(t.converted + t.failed, t.failed);
    return !out.failed();
  };
  auto idle = [&] {
    out.Flush();
    progress.Update(t.converted + t.failed, t.failed);
  };
  std::size_t window = 16 + 4 * static_cast<std::size_t>(o.jobs);
  RunEnd end = RunOrdered(source, o.jobs, window, work, consume, idle);
  int status = Finish(o, t, progress, out, std::to_string(t.converted) + " converted");
  if (end != RunEnd::kDone) Exit(status);
  return status;
}

int Merge(const CliOptions& o) {
  InstallSignalHandlers();
  // CV files are converted as parse converts them (PDFs in workers, within the budgets); the
  // rule tables are needed here anyway, to group and merge.
  Converter converter(o, true);
  const Result<normalize::Rules>& rules = converter.Rules();
  if (!rules.ok()) {
    std::cerr << "cvmill: " << rules.status().message() << "\n";
    return 2;
  }
  Progress progress = ProgressFor(o, true);
  InputSource source(o.operands, o.files_from, true);
  Stdout out;
  Tally t;
  std::vector<reconcile::Revision> revs;
  auto work = [&](const InputItem& item) {
    Outcome r;
    r.path = item.path;
    auto record = converter.Record(item.path);
    r.ok = record.ok();
    r.kind = r.ok ? InputItem::kFile : InputItem::kFailure;
    if (r.ok) r.revision = std::make_unique<reconcile::Revision>(reconcile::Revision{std::move(record).value(), item.path});
    else r.text = record.status().message();
    return r;
  };
  auto consume = [&](Outcome& r) {
    if (r.kind != InputItem::kFile) Report(o, r, &t, progress, out);
    else revs.push_back(std::move(*r.revision));
    progress.Update(revs.size() + t.failed, t.failed);
    return !out.failed();
  };
  auto idle = [&] { progress.Update(revs.size() + t.failed, t.failed); };
  std::size_t window = 16 + 4 * static_cast<std::size_t>(o.jobs);
  RunEnd end = RunOrdered(source, o.jobs, window, work, consume, idle);
  if (end != RunEnd::kDone) Exit(Finish(o, t, progress, out, std::to_string(revs.size()) + " revisions read"));
  progress.Clear();
  converter.EndWorkers();

  auto people = reconcile::GroupByPerson(revs, rules.value());
  if (people.size() > 1 && o.out_dir.empty() && !o.jsonl) {
    std::cerr << "cvmill: " << people.size() << " people in the inputs; use --out DIR or --jsonl\n";
    return 2;
  }
  OutDir outdir(o.out_dir, o.force);
  std::string err;
  if (!o.out_dir.empty() && !outdir.Open(&err)) {
    std::cerr << err << "\n";
    return 1;
  }
  reconcile::Options mopt;
  mopt.order = o.order;
  for (const auto& person : people) {
    if (SignalPending() || out.failed()) break;
    std::string json = RecordJson(reconcile::Merge(revs, person, rules.value(), mopt), o.jsonl ? -1 : 2, o.meta);
    if (!o.out_dir.empty()) {
      std::string path;
      if (outdir.Write(outdir.UniqueName(person.slug), json + "\n", &path, &err)) {
        out.Write(path + "\n");
        ++t.converted;
      } else {
        out.Flush();
        std::cerr << "cvmill: " << err << "\n";
        ++t.failed;
      }
    } else {
      out.Write(json);
      out.Write("\n");
      ++t.converted;
    }
  }
  auto count = [](std::size_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
  };
  return Finish(o, t, progress, out,
                count(revs.size(), "revision", "revisions") + " of " + count(people.size(), "person", "people") +
                    ", " + count(t.converted, "record", "records") + " written");
}

int Diff(const CliOptions& o) {
  if (o.operands.size() != 2) return Usage("diff needs OLD and NEW");
  Converter converter(o, true);
  if (!converter.Rules().ok()) {
    std::cerr << "cvmill: " << converter.Rules().status().message() << "\n";
    return 2;
  }
  // OLD and NEW converted at once (each PDF in its own worker, within the budgets); one after
  // the other when they are the same operand (standard input, a FIFO read twice as before).
  bool same = o.operands[0] == o.operands[1];
  auto old_record = std::async(same ? std::launch::deferred : std::launch::async,
                               [&] { return converter.Record(o.operands[0]); });
  if (same) old_record.wait();  // deferred: runs here, before NEW is read
  std::vector<Result<schema::Resume>> records;
  Result<schema::Resume> new_record = converter.Record(o.operands[1]);
  records.push_back(old_record.get());
  records.push_back(std::move(new_record));
  int failed = 0;
  for (std::size_t i = 0; i < 2; ++i) {
    if (records[i].ok()) continue;
    std::cerr << FailureLine(o.operands[i], records[i].status().message()) << "\n";
    ++failed;
  }
  if (failed) return 1;
  const Result<normalize::Rules>& rules = converter.Rules();
  auto changes = reconcile::Diff(records[0].value(), records[1].value(), rules.value());
  Stdout out;
  out.Write(o.json_diff ? reconcile::DiffJson(changes) : reconcile::DiffText(changes));
  out.Flush();
  if (!out.ErrorLine().empty()) {
    std::cerr << out.ErrorLine() << "\n";
    return 1;
  }
  return 0;
}

int RulesCommand(const CliOptions& o) {
  if (!o.operands.empty()) return Usage("rules: unexpected argument '" + o.operands[0] + "'");
  Stdout out;
  for (const auto& [name, data] : normalize::Rules::BuiltinTables()) {
    if (o.dump_rules) out.Write("==> normalize/rules/" + name + " <==\n" + data + "\n");
    else out.Write("normalize/rules/" + name + "\t" + std::to_string(data.size()) + " bytes\n");
  }
  out.Flush();
  if (!out.ErrorLine().empty()) {
    std::cerr << out.ErrorLine() << "\n";
    return 1;
  }
  return 0;
}

// Whether every input is a file that a worker process converts (a PDF, a zip archive): then
// this process compiles no rules and converts nothing, and huge heap pages would only cost it
// memory. Only regular files are looked at (a FIFO's bytes are read once).
bool OnlyWorkerInputs(const CliOptions& o) {
  if (o.merge || o.no_workers || o.dump_layout || o.explain || !o.files_from.empty() || o.operands.empty()) return false;
  for (const std::string& path : o.operands) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return false;
    int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return false;
    char head[1024];
    ssize_t n = ::read(fd, head, sizeof(head));
    ::close(fd);
    if (n <= 0 || !NeedsWorker(std::string_view(head, static_cast<std::size_t>(n)))) return false;
  }
  return true;
}

// Most of a one-CV process's page faults are fresh pages of its converting thread's heap (RE2
// compiling the rules it needs): parse and merge give their threads' heaps huge pages
// (heap.cc; bench/RESULTS.md), unless GLIBC_TUNABLES is set (glibc's heap then as it says;
// set it empty for glibc's defaults) or only worker processes convert.
void HugeHeapsFor(const CliOptions& o) {
  if (std::getenv("GLIBC_TUNABLES") != nullptr || OnlyWorkerInputs(o)) return;
  UseHugeHeaps();
}

}  // namespace
}  // namespace cvmill::cli

int main(int argc, char** argv) {
  using namespace cvmill::cli;
  std::signal(SIGPIPE, SIG_IGN);  // a closed stdout shows as EPIPE, handled quietly
  std::signal(SIGXFSZ, SIG_IGN);  // over a file size limit: a write error (EFBIG), not death
  std::ios::sync_with_stdio(false);
  if (argc < 2) return Usage("no command");
  const std::string cmd = argv[1];
  if (cmd == "__worker") return RunWorker(argc - 1, argv + 1);
  if (cmd == "-h" || cmd == "--help" || cmd == "help") {
    std::cout << kHelp;
    return 0;
  }
  if (cmd == "-V" || cmd == "--version") {
    std::cout << "cvmill " << kVersion << "\n";
    return 0;
  }
  if (cmd != "parse" && cmd != "merge" && cmd != "diff" && cmd != "rules")
    return Usage("unknown command '" + cmd + "'");
  CliOptions o;
  int status = ParseOptions(cmd, argc - 1, argv + 1, &o);
  if (status >= 0) return status;
  if (cmd == "parse" || cmd == "merge") HugeHeapsFor(o);
  if (cmd == "diff") return Diff(o);
  if (cmd == "rules") return RulesCommand(o);
  if (o.dump_layout) return DumpLayout(o);
  if (o.explain) return ExplainInputs(o);
  return o.merge ? Merge(o) : Parse(o);
}
