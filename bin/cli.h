// bin/cli.h — the command line's parts, private to bin/: options (options.cc), inputs and
// directory walks (inputs.cc), safe output and signals (output.cc), the ordered batch runner
// (batch.cc), worker processes (worker.cc) and the one conversion path that uses them
// (convert.cc). bin/cvmill.cc joins them into the commands.
#ifndef CVMILL_BIN_CLI_H_
#define CVMILL_BIN_CLI_H_

#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "common/status.h"
#include "pipeline/pipeline.h"
#include "reconcile/reconcile.h"
#include "schema/schema.h"

namespace cvmill::cli {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;  // ASan: no RLIMIT_AS (it reserves terabytes), its own malloc
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#else
inline constexpr bool kSanitized = false;
#endif

// ---- heap.cc ----

// Transparent huge pages for the heaps of the threads that convert (RunOrdered's), and glibc's
// top pad of 8 MiB: what the tunables glibc.malloc.hugetlb=1:glibc.malloc.top_pad=8388608 give
// a process at exec, set in this one. parse and merge call UseHugeHeaps before their threads
// start; each thread calls PrepareThreadHeap first (nothing unless UseHugeHeaps was called).
void UseHugeHeaps();
void PrepareThreadHeap();
// A worker process's heap (its main thread's, grown by brk) in huge pages from its next 2 MiB
// block on, with the same top pad, unless GLIBC_TUNABLES is set or --max-memory is under
// 256 MiB (under a small cap the pad would take address space the reader module needs).
void UseHugeWorkerHeap(std::size_t memory_mib);

// ---- options.cc ----

enum class MetaLevel { kFull, kMinimal, kNone };

struct CliOptions {
  std::vector<std::string> operands;
  std::string files_from;  // --files-from FILE|-
  std::string out_dir;     // -o, --out
  bool out_tree = false;   // --out-tree: DIR/<input path>.json
  bool force = false;      // --force: replace existing records
  bool jsonl = false;
  bool merge = false;      // parse --merge, or the merge command
  bool dump_layout = false;
  bool explain = false;    // --explain: why each input parsed as it did, instead of records
  bool quiet = false;
  bool verbose = false;
  bool errors_inline = false;
  bool json_diff = false;  // diff --json
  bool dump_rules = false;  // rules --dump
  MetaLevel meta = MetaLevel::kFull;
  std::string rules_dir;
  double timeout = 10;             // --timeout SECONDS per document (0: none)
  std::size_t max_memory_mib = 1024;  // --max-memory MIB per worker (0: none)
  bool no_workers = false;         // --no-workers: convert in threads of this process
  reconcile::Order order = reconcile::Order::kLatestDate;
  unsigned jobs = 1;
  pipeline::Options pipeline;
};

extern const char* const kVersion;
extern const char* const kHelp;

// "cvmill: MSG" and the hint on stderr; returns 2.
int Usage(const std::string& msg);

// Reads the options of `command` from argv[1..argc) (argv[0] is the command). Returns -1 to
// go on, or the exit status (0 after --help/--version, 2 after a usage error).
int ParseOptions(const std::string& command, int argc, char** argv, CliOptions* o);

// ---- inputs.cc ----

// The path with control characters escaped (\n, \t, \r, \xNN), so that a message stays
// one line whatever the file is called.
std::string Escaped(std::string_view path);
// "cvmill: PATH: REASON", PATH and REASON escaped.
std::string FailureLine(const std::string& path, const std::string& reason);

// The whole of a file, a FIFO, a character device or stdin ("-"), refusing more than `limit`
// bytes.
Result<std::string> ReadAll(const std::string& path, std::size_t limit);

// File names a directory walk takes: CV files (and .json records for merge). Edit here to
// read more formats.
bool IsInputFile(const std::string& name, bool json_ok);

struct InputItem {
  enum Kind { kFile, kFailure, kSkipped } kind = kFile;
  std::string path;    // as named, or as found by a walk
  std::string reason;  // kFailure: why; kSkipped: why
};

// The inputs in order, produced lazily: operands, then the lines of --files-from; a directory
// is walked depth-first in name order (files and subdirectories sorted together), one
// directory listing held at a time. An unreadable subdirectory is a kFailure item and the walk
// goes on; an operand directory with no input file is a kFailure; files a walk does not take
// are kSkipped items (FIFOs and devices found by a walk too: they could block it).
class InputSource {
 public:
  InputSource(std::vector<std::string> operands, std::string files_from, bool json_ok);
  ~InputSource();
  InputSource(const InputSource&) = delete;
  InputSource& operator=(const InputSource&) = delete;
  bool Next(InputItem* item);  // false at the end

 private:
  struct Walk;
  bool NextOperand(std::string* op);
  std::vector<std::string> operands_;
  std::size_t next_operand_ = 0;
  std::string files_from_;
  std::FILE* list_ = nullptr;
  bool list_done_ = false;
  std::string list_error_;  // the list could not be opened: one failure item
  bool json_ok_;
  std::unique_ptr<Walk> walk_;
};

// How many kFile items `source` would give (a walk without holding them), for the progress
// line; -1 when the list is standard input.
long CountInputs(const std::vector<std::string>& operands, const std::string& files_from, bool json_ok);

// ---- output.cc ----

// A record's JSON text with meta in full, minimal (meta.source only) or left out.
std::string RecordJson(const schema::Resume& r, int indent, MetaLevel meta);
// {"meta":{"source":PATH,"error":{"source":PATH,"message":MSG}}} for --errors-inline.
std::string ErrorRecordJson(const std::string& path, const std::string& message);

// Standard output, buffered, every write checked. A closed pipe (EPIPE) and other errors are
// told apart: the first ends a run quietly, the second is a failure (exit 1).
class Stdout {
 public:
  ~Stdout();
  void Write(std::string_view s);
  bool Flush();        // false once a write failed
  bool failed() const { return error_ != 0; }
  bool broken_pipe() const;
  // "cvmill: stdout: write error: REASON", or "" when none / a closed pipe.
  std::string ErrorLine() const;

 private:
  std::string buf_;
  int error_ = 0;
};

// The --out directory. Each record is written to a temporary file in its target folder
// (created with O_EXCL|O_NOFOLLOW), then renamed into place: without `force` with
// RENAME_NOREPLACE (or link()), so an existing file or symlink at the target, made before the
// run or by another process at the same moment, is refused and never followed; with `force`
// the rename replaces the entry itself, never a symlink's target. Names are made unique within
// the run (NAME, NAME-2, NAME-3, ... in input order).
class OutDir {
 public:
  explicit OutDir(std::string dir, bool force);
  ~OutDir();
  bool Open(std::string* err);  // creates the directory
  // A name not yet used in this run for `wanted` (a relative path without ".json").
  std::string UniqueName(const std::string& wanted);
  // Writes DIR/NAME.json; on failure a reason ("DIR/NAME.json exists ..."), nothing left.
  bool Write(const std::string& name, const std::string& data, std::string* path, std::string* err);
  const std::string& dir() const { return dir_; }

 private:
  int DirFor(const std::string& rel_dir, std::string* err);
  std::string dir_;
  bool force_;
  int fd_ = -1;
  std::unordered_set<std::string> used_;
  std::unordered_map<std::string, int> next_suffix_;
  std::unordered_map<std::string, int> subdirs_;  // --out-tree folders opened
  unsigned long tmp_counter_ = 0;
};

// The name a record of `path` gets under --out: its stem ("stdin" for "-"), or with `tree`
// its path (root dropped, ".." as "__"), control characters as '_'.
std::string OutputName(const std::string& path, bool tree);

// SIGINT and SIGTERM set a flag instead of killing the process; the batch finishes the file it
// is writing, then stops. SignalPending() is the signal number, or 0.
void InstallSignalHandlers();
int SignalPending();

// The progress line on stderr when it is a terminal: done/total, rate, failures; rewritten in
// place with \r, at most ten times a second; Clear() before any other stderr line.
class Progress {
 public:
  explicit Progress(bool enabled, long total);
  void Update(std::size_t done, std::size_t failed, bool force = false);
  void Clear();
  bool enabled() const { return enabled_; }

 private:
  bool enabled_;
  long total_;
  bool shown_ = false;
  double start_ = 0, last_ = 0;
};

// ---- worker.cc ----

// Inputs a worker process reads: PDFs (detected by content, as extract/ does) and ZIP
// containers; their readers are large and can run away. Text is read in-process (linear time).
bool NeedsWorker(std::string_view bytes);

// 'cvmill __worker ...': converts the documents its parent sends, until end of input.
int RunWorker(int argc, char** argv);

// Worker processes for parse, merge and diff (through Converter), started on demand (at most
// one per batch thread) and reused; one that crashes, overruns --timeout or --max-memory is
// replaced. Each replies with the record's JSON written with `indent` and `meta` (with
// --dump-layout: the document's LayoutText). Thread-safe.
class WorkerPool {
 public:
  WorkerPool(const CliOptions& o, int indent, MetaLevel meta);
  ~WorkerPool();
  // The record's JSON (true), or the reason it failed (false) in `text`.
  bool Convert(const std::string& path, const std::string& bytes, std::string* text);

 private:
  struct Process {
    int pid = -1, to = -1, from = -1;
    int err = -1;        // the worker's stderr (not in sanitizer builds, whose reports pass through)
    std::string said;    // what it wrote there during the current document (the first 4 KiB)
  };
  struct Limits {
    double timeout = 0;
    std::size_t memory_mib = 0;
  };
  bool Start(Process* p, std::string* reason);
  void Stop(Process* p, bool kill = false);
  std::string Death(Process* p);
  static bool DrainStderr(Process* p);
  std::vector<std::string> args_;
  Limits limits_;
  std::mutex mu_;
  std::vector<Process> idle_;
};

// ---- convert.cc ----

// "Convert this input, in a worker when needed": the one path from an input's path to its
// record, for parse, merge and diff alike. The input is read (within --max-bytes); with
// `records` (merge, diff) a JSON Resume record is read as it is (a .json name, or text that
// starts with '{'); a PDF or ZIP container (NeedsWorker) is converted in a worker process within
// --timeout and --max-memory, unless --no-workers; anything else in this process with the rule
// tables. A failure is its reason, the one-line message after "cvmill: PATH: ". Thread-safe.
class Converter {
 public:
  // `records`: merge and diff take records (Record), parse takes their JSON text (Json),
  // written as --jsonl and --meta say.
  Converter(const CliOptions& o, bool records);
  ~Converter();
  Converter(const Converter&) = delete;
  Converter& operator=(const Converter&) = delete;
  // This process's rule tables (--rules DIR, else the embedded ones), loaded on the first call
  // (a batch of PDFs alone needs none here: each worker loads its own).
  const Result<normalize::Rules>& Rules();
  // The record's JSON text (true), or the reason it failed (false).
  bool Json(const std::string& path, std::string* text);
  // --dump-layout: the extracted lines as LayoutText prints them (true), or the reason it
  // failed (false); a PDF or ZIP container in a worker, within the budgets, as for Json.
  bool Layout(const std::string& path, std::string* text);
  // The record, or why it failed.
  Result<schema::Resume> Record(const std::string& path);
  // Ends the idle workers (a merge, its inputs read, needs them no more).
  void EndWorkers();

 private:
  bool Convert(const std::string& path, std::string* text, std::optional<schema::Resume>* record);
  const CliOptions& options_;
  bool records_;
  int indent_;
  MetaLevel meta_;
  std::unique_ptr<WorkerPool> pool_;
  std::once_flag rules_once_;
  std::optional<Result<normalize::Rules>> rules_;
};

// --dump-layout's listing of a document's lines: page, position, size, weight and flags, column,
// indent and text, a line each; then its diagnostics.
std::string LayoutText(const extract::Document& doc);

// ---- batch.cc ----

struct Outcome {
  InputItem::Kind kind = InputItem::kFile;
  bool ok = false;
  std::string path;
  std::string text;                 // the record's JSON, or the failure line's reason
  std::unique_ptr<reconcile::Revision> revision;  // merge: the record kept
};

enum class RunEnd { kDone, kStopped, kSignal };

// Runs `work` on every input on `jobs` threads and hands each outcome to `consume` in input
// order, as soon as it and all before it are done. At most `window` inputs are in flight or
// waiting, so memory does not grow with the batch. `consume` returns false to stop the run;
// `idle` is called while the next outcome is not ready (to flush output, redraw progress).
// On a stop or a signal the threads still busy are left running: the caller exits.
RunEnd RunOrdered(InputSource& source, unsigned jobs, std::size_t window,
                  const std::function<Outcome(const InputItem&)>& work,
                  const std::function<bool(Outcome&)>& consume, const std::function<void()>& idle);

}  // namespace cvmill::cli

#endif  // CVMILL_BIN_CLI_H_
