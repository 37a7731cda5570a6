// Output: records' JSON with the meta asked for, a checked stdout, the --out directory written
// safely (temporary file + rename, never following a symlink, never replacing without
// --force), signals, and the progress line.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <iostream>

#include "bin/cli.h"

namespace cvmill::cli {
namespace {

// A JSON string as nlohmann::json::dump writes it (schema/json.cc's format).
void AppendJsonString(std::string* out, std::string_view s) {
  *out += '"';
  for (char ch : s) {
    auto u = static_cast<unsigned char>(ch);
    switch (ch) {
      case '"': *out += "\\\""; break;
      case '\\': *out += "\\\\"; break;
      case '\b': *out += "\\b"; break;
      case '\f': *out += "\\f"; break;
      case '\n': *out += "\\n"; break;
      case '\r': *out += "\\r"; break;
      case '\t': *out += "\\t"; break;
      default:
        if (u < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", u);
          *out += buf;
        } else {
          *out += ch;
        }
    }
  }
  *out += '"';
}

}  // namespace

std::string RecordJson(const schema::Resume& r, int indent, MetaLevel meta) {
  std::string json = schema::ToJson(r, indent);
  if (meta == MetaLevel::kFull) return json;
  // "meta" is the record's last key, and the only place the text "meta": (quote, key, quote,
  // colon) can occur: inside a JSON string every quote is escaped. Cut from the comma before it.
  std::size_t key = json.find("\"meta\":");
  if (key == std::string::npos) return json;
  std::size_t cut = key;
  while (cut > 0 && (json[cut - 1] == ' ' || json[cut - 1] == '\n')) --cut;
  bool first = cut > 0 && json[cut - 1] == '{';
  if (!first && cut > 0 && json[cut - 1] == ',') --cut;
  json.resize(cut);
  std::string nl = indent >= 0 ? "\n" : "";
  std::string pad = indent >= 0 ? std::string(static_cast<std::size_t>(indent), ' ') : "";
  if (meta == MetaLevel::kMinimal && !r.meta.source.empty()) {
    json += (first ? "" : ",") + nl + pad + (indent >= 0 ? "\"meta\": {" : "\"meta\":{") + nl + pad + pad +
            (indent >= 0 ? "\"source\": " : "\"source\":");
    AppendJsonString(&json, r.meta.source);
    json += nl + pad + "}" + nl + "}";
  } else {
    json += first ? "}" : nl + "}";
  }
  return json;
}

std::string ErrorRecordJson(const std::string& path, const std::string& message) {
  std::string s = "{\"meta\":{\"source\":";
  AppendJsonString(&s, path);
  s += ",\"error\":{\"source\":";
  AppendJsonString(&s, path);
  s += ",\"message\":";
  AppendJsonString(&s, message);
  s += "}}}";
  return s;
}

// ---- stdout ----

Stdout::~Stdout() { Flush(); }

void Stdout::Write(std::string_view s) {
  if (error_) return;
  buf_.append(s);
  if (buf_.size() >= 65536) Flush();
}

bool Stdout::Flush() {
  std::size_t done = 0;
  while (!error_ && done < buf_.size()) {
    ssize_t n = ::write(STDOUT_FILENO, buf_.data() + done, buf_.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) error_ = errno;
    else done += static_cast<std::size_t>(n);
  }
  buf_.clear();
  return !error_;
}

bool Stdout::broken_pipe() const { return error_ == EPIPE; }

std::string Stdout::ErrorLine() const {
  if (!error_ || error_ == EPIPE) return "";
  return std::string("cvmill: stdout: write error: ") + std::strerror(error_);
}

// ---- the --out directory ----

std::string OutputName(const std::string& path, bool tree) {
  if (path == "-") return "stdin";
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (start <= path.size()) {
    std::size_t slash = path.find('/', start);
    if (slash == std::string::npos) slash = path.size();
    std::string part = path.substr(start, slash - start);
    if (!part.empty() && part != ".") parts.push_back(part == ".." ? "__" : part);
    start = slash + 1;
  }
  if (parts.empty()) return "record";
  std::string& last = parts.back();
  std::size_t dot = last.rfind('.');
  if (dot != std::string::npos && dot > 0) last.resize(dot);
  std::string name;
  for (std::size_t i = tree ? 0 : parts.size() - 1; i < parts.size(); ++i) {
    if (!name.empty()) name += '/';
    name += parts[i];
  }
  for (char& c : name) {
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) c = '_';
  }
  return name;
}

OutDir::OutDir(std::string dir, bool force) : dir_(std::move(dir)), force_(force) {}

OutDir::~OutDir() {
  for (auto& [rel, fd] : subdirs_) ::close(fd);
  if (fd_ >= 0) ::close(fd_);
}

bool OutDir::Open(std::string* err) {
  // mkdir -p: each missing component in turn.
  for (std::size_t pos = 1; pos <= dir_.size(); ++pos) {
    if (pos < dir_.size() && dir_[pos] != '/') continue;
    std::string prefix = dir_.substr(0, pos);
    if (::mkdir(prefix.c_str(), 0777) != 0 && errno != EEXIST) {
      *err = FailureLine(dir_, std::string("cannot create directory: ") + std::strerror(errno));
      return false;
    }
  }
  fd_ = ::open(dir_.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd_ < 0) {
    *err = FailureLine(dir_, std::string("cannot open directory: ") + std::strerror(errno));
    return false;
  }
  return true;
}

std::string OutDir::UniqueName(const std::string& wanted) {
  std::string name = wanted;
  if (used_.count(name)) {
    int& n = next_suffix_[wanted];
    if (n < 2) n = 2;
    while (used_.count(name = wanted + "-" + std::to_string(n))) ++n;
    ++n;
  }
  used_.insert(name);
  return name;
}

// The folder `rel_dir` under the output directory (created; no component may be a symlink).
int OutDir::DirFor(const std::string& rel_dir, std::string* err) {
  if (rel_dir.empty()) return fd_;
  auto it = subdirs_.find(rel_dir);
  if (it != subdirs_.end()) return it->second;
  std::size_t slash = rel_dir.rfind('/');
  int parent = DirFor(slash == std::string::npos ? "" : rel_dir.substr(0, slash), err);
  if (parent < 0) return -1;
  std::string leaf = slash == std::string::npos ? rel_dir : rel_dir.substr(slash + 1);
  if (::mkdirat(parent, leaf.c_str(), 0777) != 0 && errno != EEXIST) {
    *err = "cannot create " + dir_ + "/" + rel_dir + ": " + std::strerror(errno);
    return -1;
  }
  int fd = ::openat(parent, leaf.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) {
    *err = "cannot open " + dir_ + "/" + rel_dir + ": " + std::strerror(errno);
    return -1;
  }
  subdirs_[rel_dir] = fd;
  return fd;
}

bool OutDir::Write(const std::string& name, const std::string& data, std::string* path, std::string* err) {
  *path = dir_ + (dir_.back() == '/' ? "" : "/") + name + ".json";
  std::size_t slash = name.rfind('/');
  int dfd = DirFor(slash == std::string::npos ? "" : name.substr(0, slash), err);
  if (dfd < 0) return false;
  std::string leaf = (slash == std::string::npos ? name : name.substr(slash + 1)) + ".json";
  // The temporary file: a fresh name, created exclusively (never an existing file or link).
  std::string tmp;
  int fd = -1;
  for (int attempt = 0; fd < 0 && attempt < 100; ++attempt) {
    tmp = "." + leaf + "." + std::to_string(::getpid()) + "-" + std::to_string(++tmp_counter_) + ".tmp";
    fd = ::openat(dfd, tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
    if (fd < 0 && errno != EEXIST) break;
  }
  if (fd < 0) {
    *err = "cannot write " + Escaped(*path) + ": " + std::strerror(errno);
    return false;
  }
  std::size_t done = 0;
  int werr = 0;
  while (done < data.size()) {
    ssize_t n = ::write(fd, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      werr = errno;
      break;
    }
    done += static_cast<std::size_t>(n);
  }
  if (::close(fd) != 0 && !werr) werr = errno;
  if (werr) {
    ::unlinkat(dfd, tmp.c_str(), 0);
    *err = "cannot write " + Escaped(*path) + ": " + std::strerror(werr);
    return false;
  }
  int rc;
  if (force_) {
    rc = ::renameat(dfd, tmp.c_str(), dfd, leaf.c_str());
  } else {
    rc = ::renameat2(dfd, tmp.c_str(), dfd, leaf.c_str(), RENAME_NOREPLACE);
    if (rc != 0 && (errno == EINVAL || errno == ENOSYS)) {
      // A file system without RENAME_NOREPLACE: link() never replaces either.
      rc = ::linkat(dfd, tmp.c_str(), dfd, leaf.c_str(), 0);
      if (rc == 0 || errno == EEXIST) {
        int saved = errno;
        ::unlinkat(dfd, tmp.c_str(), 0);
        errno = saved;
      }
    }
  }
  if (rc != 0) {
    int saved = errno;
    ::unlinkat(dfd, tmp.c_str(), 0);
    if (saved == EEXIST)
      *err = Escaped(*path) + " exists (not replaced; --force replaces it)";
    else
      *err = "cannot write " + Escaped(*path) + ": " + std::strerror(saved);
    return false;
  }
  return true;
}

// ---- signals ----

namespace {
volatile std::sig_atomic_t g_signal = 0;
extern "C" void OnSignal(int sig) { g_signal = sig; }
}  // namespace

void InstallSignalHandlers() {
  struct sigaction sa {};
  sa.sa_handler = OnSignal;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_RESTART;
  for (int sig : {SIGINT, SIGTERM}) {
    // A signal ignored on entry stays ignored (nohup, '&' in a script without job control).
    struct sigaction old {};
    if (::sigaction(sig, nullptr, &old) == 0 && old.sa_handler == SIG_IGN) continue;
    ::sigaction(sig, &sa, nullptr);
  }
}

int SignalPending() { return g_signal; }

// ---- progress ----

namespace {
double Now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
}  // namespace

Progress::Progress(bool enabled, long total) : enabled_(enabled), total_(total), start_(Now()) {}

void Progress::Update(std::size_t done, std::size_t failed, bool force) {
  if (!enabled_) return;
  double now = Now();
  if (!force && now - last_ < 0.1) return;
  last_ = now;
  double elapsed = now - start_;
  char line[160];
  std::snprintf(line, sizeof line, "\rcvmill: %zu/%s files, %.1f/s, %zu failed\033[K", done,
                total_ >= 0 ? std::to_string(total_).c_str() : "?",
                elapsed > 0 ? static_cast<double>(done) / elapsed : 0.0, failed);
  std::cerr << line << std::flush;
  shown_ = true;
}

void Progress::Clear() {
  if (!shown_) return;
  std::cerr << "\r\033[K" << std::flush;
  shown_ = false;
}

}  // namespace cvmill::cli
