// Worker processes: each PDF or ZIP container that parse, merge or diff converts (through
// Converter, convert.cc) is read in a child process (this binary, run as 'cvmill __worker'), so
// a reader that crashes, hangs or blows up costs that one document, and PDFs (poppler's state
// is global and locked within a process) really run in parallel.
//
// A worker writes one byte 'R' once its rule tables are loaded; then the parent sends each
// request as  u64 path length, path, u64 byte count, bytes  and reads the reply  u8 ok,
// u64 length, text  (the record's JSON, or the failure's reason), within the --timeout budget.
// The JSON is written with the pool's indent and meta level: parse's output as it is printed;
// for merge and diff compact with meta in full, read back whole by schema::FromOwnJson. The
// worker's address space is capped with setrlimit (--max-memory).
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <exception>
#include <new>

#include "bin/cli.h"

extern char** environ;

namespace cvmill::cli {
namespace {

bool WriteAll(int fd, const void* data, std::size_t n) {
  auto p = static_cast<const char*>(data);
  while (n > 0) {
    ssize_t w = ::write(fd, p, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return false;
    p += w;
    n -= static_cast<std::size_t>(w);
  }
  return true;
}

// The pieces of one message in one writev: the reader wakes once for it, not once per piece
// (with --jobs 2, a wake-up per piece takes a core from the other job's worker).
bool WriteAllv(int fd, iovec* iov, int count) {
  while (count > 0) {
    ssize_t w = ::writev(fd, iov, count);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return false;
    auto done = static_cast<std::size_t>(w);
    while (count > 0 && done >= iov->iov_len) {
      done -= iov->iov_len;
      ++iov;
      --count;
    }
    if (count > 0) {
      iov->iov_base = static_cast<char*>(iov->iov_base) + done;
      iov->iov_len -= done;
    }
  }
  return true;
}

bool ReadAllBlocking(int fd, void* data, std::size_t n) {
  auto p = static_cast<char*>(data);
  while (n > 0) {
    ssize_t r = ::read(fd, p, n);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return false;
    p += r;
    n -= static_cast<std::size_t>(r);
  }
  return true;
}

bool ReadFrame(int fd, std::string* s) {
  std::uint64_t n = 0;
  if (!ReadAllBlocking(fd, &n, sizeof n) || n > (std::uint64_t{1} << 32)) return false;
  s->resize(static_cast<std::size_t>(n));
  return ReadAllBlocking(fd, s->data(), s->size());
}

bool Reply(bool ok, std::string_view text) {
  std::uint8_t flag = ok ? 1 : 0;
  std::uint64_t n = text.size();
  iovec iov[3] = {{&flag, 1}, {&n, sizeof n}, {const_cast<char*>(text.data()), text.size()}};
  return WriteAllv(STDOUT_FILENO, iov, 3);
}

// "; it said: FIRST LINE" of what a worker wrote on its stderr before it ended (a library's
// own message), as part of the one failure line (FailureLine escapes it): 200 bytes at most.
std::string Said(const std::string& said) {
  std::size_t b = said.find_first_not_of(" \t\r\n");
  if (b == std::string::npos) return "";
  std::string line = said.substr(b, std::min<std::size_t>(said.find('\n', b) - b, 200));
  while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.pop_back();
  return "; it said: " + line;
}

std::string MemoryReason(std::size_t mib) {
  return "needed more than " + std::to_string(mib) + " MiB of memory (limit --max-memory)";
}

// An exception nobody catches (poppler's callbacks are noexcept): no "terminate called"
// text on stderr, an exit status the parent reads instead: 3 out of memory, 4 anything else.
[[noreturn]] void OnTerminate() {
  int status = 4;
  if (std::exception_ptr e = std::current_exception()) {
    try {
      std::rethrow_exception(e);
    } catch (const std::bad_alloc&) {
      status = 3;
    } catch (...) {
    }
  }
  ::_exit(status);
}

}  // namespace

bool NeedsWorker(std::string_view bytes) {
  // The PDF header may follow a little junk: readers accept it within the first 1 KB.
  return bytes.substr(0, 1024).find("%PDF-") != std::string_view::npos || bytes.substr(0, 4) == "PK\x03\x04";
}

int RunWorker(int argc, char** argv) {
  // argv: __worker INDENT META LIMITS MEMORY_MIB TIMEOUT LAYOUT [RULES_DIR]
  // (LIMITS: the extract::Options caps MAX_PAGES,MAX_BYTES,MAX_PDF_PAGE_CHARS,MAX_PDF_CHARS)
  if (argc < 7) return 2;
  // The parent gone, its pipe closes and the worker ends at its next read. (Not
  // PR_SET_PDEATHSIG: it fires when the *thread* that started the worker ends, and batch
  // threads end while others still use their workers.) An alarm per document, a little over the
  // parent's own budget, ends a worker whose parent died while it was deep in a document.
  double timeout = std::strtod(argv[5], nullptr);
  unsigned alarm_s = timeout > 0 ? static_cast<unsigned>(std::ceil(timeout)) + 5 : 0;
  ::signal(SIGINT, SIG_IGN);        // Ctrl-C reaches the whole process group: the parent decides
  ::signal(SIGPIPE, SIG_IGN);
  std::set_terminate(OnTerminate);
  int indent = std::atoi(argv[1]);
  auto meta = static_cast<MetaLevel>(std::atoi(argv[2]));
  pipeline::Options options;
  // (The parent has checked the input's size; max_input_bytes also caps what a DOCX part or
  // a PDF's content streams inflate to.)
  unsigned long long max_bytes = 0, page_chars = 0, chars = 0;
  if (std::sscanf(argv[3], "%d,%llu,%llu,%llu", &options.extract.max_pages, &max_bytes, &page_chars, &chars) != 4)
    return 2;
  options.extract.max_input_bytes = static_cast<std::size_t>(max_bytes);
  options.extract.max_pdf_page_chars = page_chars;
  options.extract.max_pdf_chars = chars;
  std::size_t mib = static_cast<std::size_t>(std::strtoull(argv[4], nullptr, 10));
  UseHugeWorkerHeap(mib);
  // LAYOUT 1 (--dump-layout): the extracted lines, as LayoutText lists them; no rule tables.
  bool layout = std::strcmp(argv[6], "1") == 0;
  auto rules = layout    ? Result<normalize::Rules>(Status(ErrorCode::kInternal, "not loaded"))
               : argc > 7 ? normalize::Rules::LoadFromDirectory(argv[7])
                          : normalize::Rules::LoadBuiltin();
  if (!layout && !rules.ok()) return 2;
  if (mib > 0 && !kSanitized) {
    rlimit lim{};
    lim.rlim_cur = lim.rlim_max = static_cast<rlim_t>(mib) << 20;
    ::setrlimit(RLIMIT_AS, &lim);
  }
  // Ready: the parent's budget for a document starts after this start-up (the rule tables).
  if (!WriteAll(STDOUT_FILENO, "R", 1)) return 0;
  for (std::string path, bytes;;) {
    try {
      if (!ReadFrame(STDIN_FILENO, &path) || !ReadFrame(STDIN_FILENO, &bytes)) return 0;
      ::alarm(alarm_s);
      bool sent;
      if (layout) {
        auto doc = extract::Extract(bytes, options.extract);
        sent = doc.ok() ? Reply(true, LayoutText(doc.value())) : Reply(false, doc.status().message());
      } else {
        auto record = pipeline::Convert(bytes, path, rules.value(), options);
        bytes.clear();
        bytes.shrink_to_fit();
        sent = record.ok() ? Reply(true, RecordJson(record.value(), indent, meta)) : Reply(false, record.status().message());
      }
      if (!sent) return 0;
      ::alarm(0);
    } catch (const std::bad_alloc&) {
      Reply(false, MemoryReason(mib));
      return 3;  // the heap may be in pieces: a fresh worker takes the next document
    }
  }
}

WorkerPool::WorkerPool(const CliOptions& o, int indent, MetaLevel meta) {
  limits_.timeout = o.timeout;
  limits_.memory_mib = o.max_memory_mib;
  const extract::Options& x = o.pipeline.extract;
  std::string caps = std::to_string(x.max_pages) + "," + std::to_string(x.max_input_bytes) + "," +
                     std::to_string(x.max_pdf_page_chars) + "," + std::to_string(x.max_pdf_chars);
  args_ = {"cvmill", "__worker", std::to_string(indent), std::to_string(static_cast<int>(meta)),
           caps, std::to_string(o.max_memory_mib), std::to_string(o.timeout),
           o.dump_layout ? "1" : "0"};
  if (!o.rules_dir.empty()) args_.push_back(o.rules_dir);
}

WorkerPool::~WorkerPool() {
  for (Process& p : idle_) Stop(&p);
}

bool WorkerPool::Start(Process* p, std::string* reason) {
  int to[2], from[2];
  if (::pipe2(to, O_CLOEXEC) != 0) {
    *reason = std::string("cannot start a worker: ") + std::strerror(errno);
    return false;
  }
  if (::pipe2(from, O_CLOEXEC) != 0) {
    *reason = std::string("cannot start a worker: ") + std::strerror(errno);
    ::close(to[0]);
    ::close(to[1]);
    return false;
  }
  // The worker's stderr is a pipe to here: what a library in it writes there (poppler's "Out of
  // memory" under a --max-memory cap) becomes part of the document's one failure line, or is
  // dropped when the document converts. In sanitizer builds it stays this process's stderr, so
  // that a report from a worker reaches the test's log.
  int err[2] = {-1, -1};
  if (!kSanitized && ::pipe2(err, O_CLOEXEC) != 0) {
    *reason = std::string("cannot start a worker: ") + std::strerror(errno);
    for (int fd : {to[0], to[1], from[0], from[1]}) ::close(fd);
    return false;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, to[0], STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, from[1], STDOUT_FILENO);
  if (err[1] >= 0) posix_spawn_file_actions_adddup2(&actions, err[1], STDERR_FILENO);
  // The parent's SIGINT/SIGTERM handlers are reset by exec; reset an ignored SIGTERM too.
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  sigset_t defaults;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGTERM);
  posix_spawnattr_setsigdefault(&attr, &defaults);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGDEF);
  std::vector<char*> argv;
  for (std::string& a : args_) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid = -1;
  int rc = ::posix_spawn(&pid, "/proc/self/exe", &actions, &attr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attr);
  ::close(to[0]);
  ::close(from[1]);
  if (err[1] >= 0) ::close(err[1]);
  if (rc != 0) {
    ::close(to[1]);
    ::close(from[0]);
    if (err[0] >= 0) ::close(err[0]);
    *reason = std::string("cannot start a worker: ") + std::strerror(rc);
    return false;
  }
  if (err[0] >= 0) ::fcntl(err[0], F_SETFL, O_NONBLOCK);
  *p = Process{pid, to[1], from[0], err[0], {}};
  // Wait for its ready byte (a minute at most: a loaded machine, a sanitizer build), reading
  // what it writes on stderr meanwhile (LD_DEBUG, say), so that a full pipe cannot stall it.
  auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  char ready = 0;
  int n;
  for (;;) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(give_up - std::chrono::steady_clock::now()).count();
    pollfd pfd[2] = {{p->from, POLLIN, 0}, {p->err, POLLIN, 0}};
    n = left <= 0 ? 0 : ::poll(pfd, p->err >= 0 ? 2 : 1, static_cast<int>(left));
    if (n < 0 && errno == EINTR) continue;
    if (n > 0 && p->err >= 0 && pfd[1].revents != 0) DrainStderr(p);
    if (n <= 0 || pfd[0].revents != 0) break;
  }
  if (n <= 0 || !ReadAllBlocking(p->from, &ready, 1) || ready != 'R') {
    if (n == 0) ::kill(p->pid, SIGKILL);
    *reason = "cannot start a worker: " + Death(p);
    return false;
  }
  p->said.clear();  // its start-up said nothing wrong
  return true;
}

// Reads what the worker wrote on its stderr so far into p->said (the first 4 KiB kept); false
// once the pipe is at its end (closed here then).
bool WorkerPool::DrainStderr(Process* p) {
  char chunk[4096];
  for (;;) {
    ssize_t r = ::read(p->err, chunk, sizeof chunk);
    if (r < 0 && errno == EINTR) continue;
    if (r < 0) return errno == EAGAIN;
    if (r == 0) {
      ::close(p->err);
      p->err = -1;
      return false;
    }
    p->said.append(chunk, std::min(static_cast<std::size_t>(r), 4096 - std::min<std::size_t>(4096, p->said.size())));
  }
}

void WorkerPool::Stop(Process* p, bool kill) {
  if (p->pid <= 0) return;
  if (kill) ::kill(p->pid, SIGKILL);
  ::close(p->to);
  ::close(p->from);
  if (p->err >= 0) ::close(p->err);
  p->err = -1;
  int status = 0;
  while (::waitpid(p->pid, &status, 0) < 0 && errno == EINTR) {
  }
  p->pid = -1;
}

// Why a worker ended without a reply.
// Why a worker ended without a reply: its exit status, and what it wrote on its stderr (poppler
// aborts with "Out of memory" when an allocation fails under the --max-memory cap).
std::string WorkerPool::Death(Process* p) {
  ::close(p->to);
  ::close(p->from);
  int status = 0;
  while (::waitpid(p->pid, &status, 0) < 0 && errno == EINTR) {
  }
  p->pid = -1;
  while (p->err >= 0 && DrainStderr(p)) {
  }
  if (p->err >= 0) ::close(p->err);
  p->err = -1;
  bool out_of_memory = p->said.find("Out of memory") != std::string::npos;
  if (out_of_memory && limits_.memory_mib > 0) return MemoryReason(limits_.memory_mib);
  if (WIFSIGNALED(status)) {
    std::string reason = "the reader crashed (signal " + std::to_string(WTERMSIG(status)) + ": " +
                         strsignal(WTERMSIG(status)) + ")";
    if (limits_.memory_mib > 0) reason += "; the memory limit is " + std::to_string(limits_.memory_mib) + " MiB (--max-memory)";
    return reason + Said(p->said);
  }
  if (WIFEXITED(status) && WEXITSTATUS(status) == 2) return "the worker could not load the rule tables";
  if (WIFEXITED(status) && WEXITSTATUS(status) == 3) return MemoryReason(limits_.memory_mib);
  return "the worker ended unexpectedly (exit " + std::to_string(WIFEXITED(status) ? WEXITSTATUS(status) : -1) + ")" +
         Said(p->said);
}

bool WorkerPool::Convert(const std::string& path, const std::string& bytes, std::string* text) {
  Process p;
  {
    std::lock_guard<std::mutex> l(mu_);
    if (!idle_.empty()) {
      p = idle_.back();
      idle_.pop_back();
    }
  }
  if (p.pid <= 0 && !Start(&p, text)) return false;
  std::uint64_t path_size = path.size(), bytes_size = bytes.size();
  iovec request[4] = {{&path_size, sizeof path_size}, {const_cast<char*>(path.data()), path.size()},
                      {&bytes_size, sizeof bytes_size}, {const_cast<char*>(bytes.data()), bytes.size()}};
  if (!WriteAllv(p.to, request, 4)) {
    *text = Death(&p);
    return false;
  }
  // The reply, within the budget: header (1 + 8 bytes), then the text.
  using Clock = std::chrono::steady_clock;
  auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(
                                     limits_.timeout > 0 ? limits_.timeout : 1e9));
  std::string buf;
  std::size_t want = 9;
  bool header = true, ok = false;
  char chunk[65536];
  while (buf.size() < want) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) {
      Stop(&p, true);
      char limit[32];
      std::snprintf(limit, sizeof limit, "%g", limits_.timeout);
      *text = std::string("took over ") + limit + " s (limit --timeout)";
      return false;
    }
    pollfd pfd[2] = {{p.from, POLLIN, 0}, {p.err, POLLIN, 0}};
    int rc = ::poll(pfd, p.err >= 0 ? 2 : 1, static_cast<int>(std::min<long long>(left, 1000)));
    if (rc < 0 && errno == EINTR) continue;
    if (rc > 0 && p.err >= 0 && pfd[1].revents != 0) DrainStderr(&p);
    if (rc == 0 || pfd[0].revents == 0) continue;
    // The header and what follows of the text in one read: the worker writes nothing after
    // its reply until it is sent the next request.
    ssize_t r = ::read(p.from, chunk, header ? sizeof chunk : std::min(sizeof chunk, want - buf.size()));
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) {
      *text = Death(&p);
      return false;
    }
    buf.append(chunk, static_cast<std::size_t>(r));
    if (header && buf.size() >= 9) {
      header = false;
      ok = buf[0] == 1;
      std::uint64_t len = 0;
      std::memcpy(&len, buf.data() + 1, 8);
      buf.erase(0, 9);
      want = static_cast<std::size_t>(len);
      if (buf.size() > want) {  // more than it announced: not a reply
        Stop(&p, true);
        *text = "the worker ended unexpectedly (a malformed reply)";
        return false;
      }
      buf.reserve(want);
    }
  }
  *text = std::move(buf);
  // A reply came: what the reader said on its stderr meanwhile is dropped, or, when the
  // document failed after an allocation poppler could not make, said in its one line.
  if (p.err >= 0) DrainStderr(&p);
  if (!ok && limits_.memory_mib > 0 && p.said.find("Out of memory") != std::string::npos &&
      text->rfind("needed more than", 0) != 0) {
    *text += "; the reader ran out of memory (limit --max-memory " + std::to_string(limits_.memory_mib) + " MiB)";
  }
  p.said.clear();
  if (!ok && text->rfind("needed more than", 0) == 0) {
    Stop(&p);  // it exits after a memory failure
  } else {
    std::lock_guard<std::mutex> l(mu_);
    idle_.push_back(p);
  }
  return ok;
}

}  // namespace cvmill::cli
