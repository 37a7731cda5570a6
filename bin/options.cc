// Command-line options (getopt_long): short options, --opt=value, "--" ends options.
#include <getopt.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <thread>

#include "bin/cli.h"

namespace cvmill::cli {

const char* const kVersion = "0.1.0";

const char* const kHelp = R"HELP(cvmill — convert CVs (résumés) to JSON Resume records

Usage:
  cvmill parse [options] FILE|DIR|- ...
  cvmill merge [options] FILE|DIR|- ...
  cvmill diff [--json] [--timeout S] [--max-memory M] [--max-chars N] [--no-workers] OLD NEW
  cvmill rules [--dump]
  cvmill --help | --version

parse
  Converts each input to one JSON Resume v1 record. A DIR is walked recursively for CV
  files (.txt .text .md .markdown .pdf .docx .html .htm; README, LICENSE, CHANGELOG and the
  like are skipped), depth-first in name order; '-' reads standard input; FIFOs (<(cat cv.txt)) are read. The
  format is detected from the bytes, not the file name.
  With one input and no --out or --jsonl, the record is printed to stdout (2-space indent,
  keys in schema order). Several inputs need --out or --jsonl.

Options:
  -o, --out DIR       write DIR/<input stem>.json per input (DIR is created; a name used twice
                      in a run gets -2, -3, ...) and print each written path on stdout. An
                      existing file is never replaced: that input fails, unless --force
      --out-tree      with --out: DIR/<input path>.json, the input folders mirrored
      --force         with --out: replace existing records
      --jsonl         print one compact record per line to stdout, in input order, each as
                      soon as it and those before it are done
      --errors-inline with --jsonl: a failed input is also a line {"meta": {"source": PATH,
                      "error": {"source": PATH, "message": REASON}}}
      --files-from F  read input paths from file F ('-': stdin), one per line, after operands
      --no-meta       leave meta out of the records
      --meta=LEVEL    full (default), minimal (meta.source only) or none (as --no-meta)
  -j, --jobs N        convert N inputs at a time (default: the number of cores)
  -q, --quiet         no progress line and no summary (failures are still reported)
      --verbose       name each file a directory walk skips
      --rules DIR     use the rule tables in DIR instead of the embedded ones
      --max-bytes N   refuse inputs larger than N bytes (default 16777216)
      --max-pages N   refuse PDFs with more than N pages (default 40)
      --max-chars N   refuse PDFs with a page that draws more than N characters, or more
                      than 10 N in all (default 40000; 0: no limit)
      --timeout S     give up on a document after S seconds (default 10; 0: no limit)
      --max-memory M  cap each worker process at M MiB of address space (default 1024; 0: none)
      --no-workers    convert in threads of this process (no --timeout, no --max-memory)
  -h, --help          this text
  -V, --version       the version
  --                  ends the options: every later argument is an input

  --merge          merge the converted records by person, as 'cvmill merge' does
  --dump-layout    print the extracted lines instead of records: line number, page, x, y,
                   font size, bold (B), heading level (H1/H2), bullet (*), a table's header
                   row (T) or other row (t), column, indent and text (TAB gaps shown as
                   " | "), to see why a CV parsed the way it did
  --explain        print why each input parsed as it did instead of its record: the heading
                   style found and each heading decision, each section's entries (how they
                   were cut, where each starts), each header part's field and the slot vote
                   behind it, and why each residue line is residue

  parse, merge and diff convert each PDF in a worker process (this program, at most --jobs
  of them, reused; text is converted in-process), so a PDF that crashes the reader,
  overruns --timeout or --max-memory fails alone ("cvmill: PATH: took over 10 s (limit
  --timeout)") and the batch goes on in order; PDFs are read in parallel. --dump-layout
  reads a PDF in a worker too; --explain converts in-process.

  On a terminal, a progress line on stderr shows files done/total, the rate and failures.
  A summary line on stderr ends every run ("N converted, N failed, N skipped"), unless -q.

merge
  Groups the inputs by person and writes one merged record per person. Inputs are CV files
  or JSON Resume records (.json, cvmill's or anyone's); a DIR is walked for both. The same
  person is found across spellings of the name (case, diacritics, "ae" for "ä"); a revision
  without a name joins by e-mail, profile, homepage or shared dated entries. Revisions are
  ordered by the latest date each mentions (ties: later input is newer); the newest revision
  that states a value wins, entries are aligned across revisions and unioned.
  meta.merge lists the revisions in order, each grouping decision, every conflict with the
  value not taken, and the revisions each entry came from.
  -o, --out DIR    write DIR/<person-slug>.json per person and print each path (--force as
                   for parse)
  --jsonl          print one compact record per person per line
  --order ORDER    latest-date (default) or given (input order, last is newest)
  (--jobs, --rules, --max-bytes, --max-pages, --max-chars, --timeout, --max-memory, --no-workers,
  --files-from, --meta, -q as for parse: a CV that fails, at its budget or otherwise, is one
  line and the others still merge, exit 1.) With neither --out nor --jsonl, the inputs must
  be one person, whose record is printed.

diff
  Prints what changed from OLD to NEW (CV files or JSON records), entry by entry and field
  by field: '+' added, '-' removed, '~' changed. --json prints a JSON array instead.
  A PDF operand is converted in a worker as for parse (--timeout, --max-memory, --max-chars,
  --no-workers); one that fails is one line, exit 1.

rules
  Lists the embedded rule tables; --dump prints their text.

Every record has meta.source (the input path), meta.sections (the headings found),
meta.residue (every non-empty source line that no field took, with its line number) and
meta.diagnostics (repairs made to the input, such as invalid UTF-8).

Exit status:
  0    every input was converted (diff: also when the revisions differ)
  1    at least one input failed (each failure is one line on stderr,
       "cvmill: PATH: REASON"; the other inputs were still converted and written), or
       writing to stdout failed
  2    usage error, or the rule tables could not be loaded; nothing was converted
  130  interrupted by SIGINT (Ctrl-C), 143 by SIGTERM: the record being written was
       finished, no partial file is left, and the summary says what was done
)HELP";

int Usage(const std::string& msg) {
  std::cerr << "cvmill: " << msg << "\n(see 'cvmill --help')\n";
  return 2;
}

namespace {

enum LongOnly {
  kOutTree = 256,
  kForce,
  kJsonl,
  kErrorsInline,
  kFilesFrom,
  kNoMeta,
  kMeta,
  kVerbose,
  kRules,
  kMaxBytes,
  kMaxPages,
  kMaxChars,
  kMerge,
  kDumpLayout,
  kExplain,
  kOrder,
  kJson,
  kDump,
  kTimeout,
  kMaxMemory,
  kNoWorkers,
};

bool PositiveNumber(const char* s, unsigned long long* n) {
  if (!s || !*s || *s == '-') return false;
  char* end = nullptr;
  errno = 0;
  *n = std::strtoull(s, &end, 10);
  return *end == '\0' && errno == 0 && *n > 0;
}

}  // namespace

int ParseOptions(const std::string& command, int argc, char** argv, CliOptions* o) {
  const bool batch = command == "parse" || command == "merge";
  static const option kBatch[] = {
      {"out", required_argument, nullptr, 'o'},
      {"jobs", required_argument, nullptr, 'j'},
      {"quiet", no_argument, nullptr, 'q'},
      {"help", no_argument, nullptr, 'h'},
      {"version", no_argument, nullptr, 'V'},
      {"out-tree", no_argument, nullptr, kOutTree},
      {"force", no_argument, nullptr, kForce},
      {"jsonl", no_argument, nullptr, kJsonl},
      {"errors-inline", no_argument, nullptr, kErrorsInline},
      {"files-from", required_argument, nullptr, kFilesFrom},
      {"no-meta", no_argument, nullptr, kNoMeta},
      {"meta", required_argument, nullptr, kMeta},
      {"verbose", no_argument, nullptr, kVerbose},
      {"rules", required_argument, nullptr, kRules},
      {"max-bytes", required_argument, nullptr, kMaxBytes},
      {"max-pages", required_argument, nullptr, kMaxPages},
      {"max-chars", required_argument, nullptr, kMaxChars},
      {"merge", no_argument, nullptr, kMerge},
      {"dump-layout", no_argument, nullptr, kDumpLayout},
      {"explain", no_argument, nullptr, kExplain},
      {"order", required_argument, nullptr, kOrder},
      {"timeout", required_argument, nullptr, kTimeout},
      {"max-memory", required_argument, nullptr, kMaxMemory},
      {"no-workers", no_argument, nullptr, kNoWorkers},
      {nullptr, 0, nullptr, 0},
  };
  static const option kDiff[] = {
      {"json", no_argument, nullptr, kJson},
      {"timeout", required_argument, nullptr, kTimeout},
      {"max-memory", required_argument, nullptr, kMaxMemory},
      {"max-chars", required_argument, nullptr, kMaxChars},
      {"no-workers", no_argument, nullptr, kNoWorkers},
      {"help", no_argument, nullptr, 'h'},
      {"version", no_argument, nullptr, 'V'},
      {nullptr, 0, nullptr, 0},
  };
  static const option kRulesOpts[] = {
      {"dump", no_argument, nullptr, kDump},
      {"help", no_argument, nullptr, 'h'},
      {"version", no_argument, nullptr, 'V'},
      {nullptr, 0, nullptr, 0},
  };
  const option* longopts = batch ? kBatch : command == "diff" ? kDiff : kRulesOpts;
  const char* shortopts = batch ? ":o:j:qhV" : ":hV";
  o->jobs = std::max(1u, std::thread::hardware_concurrency());
  opterr = 0;
  optind = 0;  // 0: getopt re-initialises (GNU); argv[0] is the command
  for (int c; (c = getopt_long(argc, argv, shortopts, longopts, nullptr)) != -1;) {
    const std::string arg = optind > 0 && optind <= argc ? argv[optind - 1] : "";
    unsigned long long n = 0;
    switch (c) {
      case 'h':
        std::cout << kHelp;
        return 0;
      case 'V':
        std::cout << "cvmill " << kVersion << "\n";
        return 0;
      case 'o':
        if (!*optarg) return Usage("--out needs a directory");
        o->out_dir = optarg;
        break;
      case 'j':
        if (!PositiveNumber(optarg, &n)) return Usage("--jobs needs a positive number");
        o->jobs = static_cast<unsigned>(std::min<unsigned long long>(n, 256));
        break;
      case 'q': o->quiet = true; break;
      case kOutTree: o->out_tree = true; break;
      case kForce: o->force = true; break;
      case kJsonl: o->jsonl = true; break;
      case kErrorsInline: o->errors_inline = true; break;
      case kFilesFrom: o->files_from = optarg; break;
      case kNoMeta: o->meta = MetaLevel::kNone; break;
      case kMeta: {
        std::string v = optarg;
        if (v == "full") o->meta = MetaLevel::kFull;
        else if (v == "minimal") o->meta = MetaLevel::kMinimal;
        else if (v == "none") o->meta = MetaLevel::kNone;
        else return Usage("--meta is full, minimal or none");
        break;
      }
      case kVerbose: o->verbose = true; break;
      case kRules: o->rules_dir = optarg; break;
      case kMaxBytes:
        if (!PositiveNumber(optarg, &n)) return Usage("--max-bytes needs a positive number");
        o->pipeline.extract.max_input_bytes = static_cast<std::size_t>(n);
        break;
      case kMaxPages:
        if (!PositiveNumber(optarg, &n)) return Usage("--max-pages needs a positive number");
        o->pipeline.extract.max_pages = static_cast<int>(std::min<unsigned long long>(n, 100000));
        break;
      case kMaxChars:
        if (std::strcmp(optarg, "0") != 0 && !PositiveNumber(optarg, &n))
          return Usage("--max-chars needs a number (0: no limit)");
        n = std::strcmp(optarg, "0") == 0 ? 0 : std::min<unsigned long long>(n, 1ull << 40);
        o->pipeline.extract.max_pdf_page_chars = n;
        o->pipeline.extract.max_pdf_chars = 10 * n;
        break;
      case kMerge: o->merge = true; break;
      case kDumpLayout: o->dump_layout = true; break;
      case kExplain: o->explain = true; break;
      case kOrder: {
        std::string v = optarg;
        if (v != "latest-date" && v != "given") return Usage("--order is latest-date or given");
        o->order = v == "given" ? reconcile::Order::kGiven : reconcile::Order::kLatestDate;
        break;
      }
      case kTimeout: {
        char* end = nullptr;
        double t = std::strtod(optarg, &end);
        if (!*optarg || *end || !(t >= 0) || t > 1e6) return Usage("--timeout needs a number of seconds (0: none)");
        o->timeout = t;
        break;
      }
      case kMaxMemory:
        if (std::string(optarg) == "0") o->max_memory_mib = 0;
        else if (!PositiveNumber(optarg, &n) || n > (1ull << 30)) return Usage("--max-memory needs a number of MiB (0: none)");
        else o->max_memory_mib = static_cast<std::size_t>(n);
        break;
      case kNoWorkers: o->no_workers = true; break;
      case kJson: o->json_diff = true; break;
      case kDump: o->dump_rules = true; break;
      case ':': {
        std::string name = arg.rfind("--", 0) == 0 ? arg.substr(0, arg.find('=')) : std::string("-") + static_cast<char>(optopt);
        return Usage(command + ": option '" + name + "' needs a value");
      }
      default: {
        std::string name = arg.rfind("--", 0) == 0 ? arg.substr(0, arg.find('=')) : std::string("-") + static_cast<char>(optopt);
        return Usage(command + ": unknown option '" + name + "'");
      }
    }
  }
  for (int i = optind; i < argc; ++i) o->operands.push_back(argv[i]);
  if (!batch) return -1;
  if (o->merge || command == "merge") o->merge = true;
  if (o->operands.empty() && o->files_from.empty()) return Usage(command + ": no input");
  if (!o->out_dir.empty() && o->jsonl) return Usage("--out and --jsonl exclude each other");
  if (o->out_tree && o->out_dir.empty()) return Usage("--out-tree needs --out DIR");
  if (o->force && o->out_dir.empty()) return Usage("--force needs --out DIR");
  if (o->errors_inline && !o->jsonl) return Usage("--errors-inline needs --jsonl");
  if (o->explain && (o->merge || o->dump_layout || !o->out_dir.empty() || o->jsonl || !o->files_from.empty()))
    return Usage("--explain explains the files named, on stdout: not with --merge, --dump-layout, --out, --jsonl or --files-from");
  if (o->files_from == "-" && std::count(o->operands.begin(), o->operands.end(), "-"))
    return Usage("standard input cannot be both --files-from - and an input");
  return -1;
}

}  // namespace cvmill::cli
