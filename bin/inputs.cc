// Inputs: operands, --files-from lists and directory walks, produced one at a time; reading a
// file, FIFO or stdin; paths escaped for messages.
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "bin/cli.h"

namespace cvmill::cli {

std::string Escaped(std::string_view path) {
  std::string out;
  out.reserve(path.size());
  for (char ch : path) {
    auto u = static_cast<unsigned char>(ch);
    if (u >= 0x20 && u != 0x7F) {
      out += ch;
    } else if (ch == '\n') {
      out += "\\n";
    } else if (ch == '\t') {
      out += "\\t";
    } else if (ch == '\r') {
      out += "\\r";
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02X", u);
      out += buf;
    }
  }
  return out;
}

std::string FailureLine(const std::string& path, const std::string& reason) {
  // The reason too: it may quote the input (a JSON key in the path of a JSON reader's error).
  return "cvmill: " + Escaped(path) + ": " + Escaped(reason);
}

Result<std::string> ReadAll(const std::string& path, std::size_t limit) {
  auto fail = [](ErrorCode code, std::string msg) { return Status(code, std::move(msg)); };
  int fd = path == "-" ? STDIN_FILENO : ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return fail(ErrorCode::kIo, std::string("cannot read: ") + std::strerror(errno));
  struct Closer {
    int fd;
    ~Closer() {
      if (fd != STDIN_FILENO) ::close(fd);
    }
  } closer{fd};
  struct stat st {};
  if (::fstat(fd, &st) != 0) return fail(ErrorCode::kIo, std::string("cannot read: ") + std::strerror(errno));
  if (S_ISDIR(st.st_mode)) return fail(ErrorCode::kIo, "is a directory");
  std::string data;
  if (S_ISREG(st.st_mode)) {
    auto size = static_cast<unsigned long long>(st.st_size);
    if (size > limit)
      return fail(ErrorCode::kTooLarge, "input is " + std::to_string(size) + " bytes, over the limit of " +
                                            std::to_string(limit));
    data.reserve(static_cast<std::size_t>(size));
  }
  // Regular files, FIFOs (process substitution), terminals and stdin alike: read to the end.
  char buf[65536];
  for (;;) {
    ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return fail(ErrorCode::kIo, std::string("cannot read: ") + std::strerror(errno));
    if (n == 0) break;
    data.append(buf, static_cast<std::size_t>(n));
    if (data.size() > limit)
      return fail(ErrorCode::kTooLarge, "input is over the limit of " + std::to_string(limit) + " bytes");
  }
  return data;
}

bool IsInputFile(const std::string& name, bool json_ok) {
  std::size_t dot = name.rfind('.');
  std::string stem = name.substr(0, dot == 0 ? std::string::npos : dot);
  std::string ext = dot == std::string::npos || dot == 0 ? "" : name.substr(dot);
  for (char& c : stem) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  // A folder's documentation is not a CV: README, LICENSE, CHANGELOG, CONTRIBUTING, NOTICE.
  for (const char* doc : {"README", "LICENSE", "LICENCE", "CHANGELOG", "CHANGES", "CONTRIBUTING", "NOTICE", "COPYING"}) {
    if (stem == doc) return false;
  }
  // The extensions a walk takes (the format itself is detected from the bytes).
  static const char* const kExtensions[] = {".txt", ".text", ".md", ".markdown", ".pdf", ".docx", ".html", ".htm"};
  for (const char* e : kExtensions) {
    if (ext == e) return true;
  }
  return json_ok && ext == ".json";
}

namespace {

struct Entry {
  std::string name;
  enum Type { kFile, kDir, kLinkToDir, kOther } type;
};

// One directory's entries, sorted by name; errno set and false when it cannot be read.
bool ListDirectory(const std::string& dir, std::vector<Entry>* entries) {
  DIR* d = ::opendir(dir.c_str());
  if (!d) return false;
  int dfd = ::dirfd(d);
  errno = 0;
  while (dirent* e = ::readdir(d)) {
    std::string name = e->d_name;
    if (name == "." || name == "..") continue;
    unsigned char type = e->d_type;
    struct stat st {};
    if (type == DT_UNKNOWN || type == DT_LNK) {
      // A symlink to a file is read; one to a directory is not followed (no loops).
      bool link = type == DT_LNK;
      if (type == DT_UNKNOWN && ::fstatat(dfd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISLNK(st.st_mode))
        link = true;
      if (::fstatat(dfd, e->d_name, &st, 0) != 0) {
        entries->push_back({name, Entry::kOther});
        continue;
      }
      type = S_ISREG(st.st_mode) ? DT_REG : S_ISDIR(st.st_mode) ? (link ? DT_LNK : DT_DIR) : DT_FIFO;
    }
    entries->push_back({name, type == DT_REG ? Entry::kFile : type == DT_DIR ? Entry::kDir
                                                            : type == DT_LNK ? Entry::kLinkToDir : Entry::kOther});
    errno = 0;
  }
  int err = errno;
  ::closedir(d);
  if (err != 0) {
    errno = err;
    return false;
  }
  std::sort(entries->begin(), entries->end(), [](const Entry& a, const Entry& b) { return a.name < b.name; });
  return true;
}

std::string Join(const std::string& dir, const std::string& name) {
  return !dir.empty() && dir.back() == '/' ? dir + name : dir + "/" + name;
}

bool IsDirectory(const std::string& path) {
  struct stat st {};
  return path != "-" && ::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

}  // namespace

struct InputSource::Walk {
  struct Level {
    std::string dir;
    std::vector<Entry> entries;
    std::size_t next = 0;
  };
  std::string root;
  std::vector<Level> stack;
  std::size_t files = 0, skipped = 0;
  bool opened = false;

  // The next item of this walk; false when it is over.
  bool Next(bool json_ok, InputItem* item) {
    if (!opened) {
      opened = true;
      Level top{root, {}, 0};
      if (!ListDirectory(root, &top.entries)) {
        *item = {InputItem::kFailure, root, std::string("cannot read directory: ") + std::strerror(errno)};
        ++files;  // reported; not also "no CV files"
        return true;
      }
      stack.push_back(std::move(top));
    }
    while (!stack.empty()) {
      Level& level = stack.back();
      if (level.next == level.entries.size()) {
        stack.pop_back();
        continue;
      }
      const Entry& e = level.entries[level.next++];
      std::string path = Join(level.dir, e.name);
      switch (e.type) {
        case Entry::kDir: {
          Level sub{path, {}, 0};
          if (!ListDirectory(path, &sub.entries)) {
            *item = {InputItem::kFailure, path, std::string("cannot read directory: ") + std::strerror(errno)};
            return true;
          }
          stack.push_back(std::move(sub));
          continue;
        }
        case Entry::kFile:
          if (IsInputFile(e.name, json_ok)) {
            ++files;
            *item = {InputItem::kFile, path, ""};
          } else {
            ++skipped;
            *item = {InputItem::kSkipped, path, "skipped: not a file type cvmill reads (by its name)"};
          }
          return true;
        case Entry::kLinkToDir:
          ++skipped;
          *item = {InputItem::kSkipped, path, "skipped: symbolic link to a directory, not followed"};
          return true;
        case Entry::kOther:
          ++skipped;
          *item = {InputItem::kSkipped, path, "skipped: not a regular file"};
          return true;
      }
    }
    return false;
  }
};

InputSource::InputSource(std::vector<std::string> operands, std::string files_from, bool json_ok)
    : operands_(std::move(operands)), files_from_(std::move(files_from)), json_ok_(json_ok) {}

InputSource::~InputSource() {
  if (list_ && list_ != stdin) std::fclose(list_);
}

bool InputSource::NextOperand(std::string* op) {
  if (next_operand_ < operands_.size()) {
    *op = operands_[next_operand_++];
    return true;
  }
  if (files_from_.empty() || list_done_) return false;
  if (!list_) {
    list_ = files_from_ == "-" ? stdin : std::fopen(files_from_.c_str(), "re");
    if (!list_) {
      list_done_ = true;
      list_error_ = std::string("cannot read the list: ") + std::strerror(errno);
      return false;
    }
  }
  char* line = nullptr;
  std::size_t cap = 0;
  for (;;) {
    ssize_t n = ::getline(&line, &cap, list_);
    if (n < 0) {
      std::free(line);
      list_done_ = true;
      return false;
    }
    std::string s(line, static_cast<std::size_t>(n));
    while (!s.empty() && (s.back() == '\n' || s.back() == '\r')) s.pop_back();
    if (s.empty()) continue;
    std::free(line);
    *op = std::move(s);
    return true;
  }
}

bool InputSource::Next(InputItem* item) {
  for (;;) {
    if (walk_) {
      if (walk_->Next(json_ok_, item)) return true;
      bool empty = walk_->files == 0;
      std::string root = walk_->root;
      std::size_t skipped = walk_->skipped;
      walk_.reset();
      if (empty) {
        *item = {InputItem::kFailure, root,
                 "no CV files in directory" + (skipped ? " (" + std::to_string(skipped) + " skipped; --verbose names them)" : std::string())};
        return true;
      }
    }
    std::string op;
    if (!NextOperand(&op)) {
      if (list_error_.empty()) return false;
      *item = {InputItem::kFailure, files_from_, list_error_};
      list_error_.clear();
      return true;
    }
    if (IsDirectory(op)) {
      walk_ = std::make_unique<Walk>();
      walk_->root = op;
      continue;
    }
    *item = {InputItem::kFile, op, ""};
    return true;
  }
}

long CountInputs(const std::vector<std::string>& operands, const std::string& files_from, bool json_ok) {
  if (files_from == "-") return -1;
  InputSource source(operands, files_from, json_ok);
  long n = 0;
  for (InputItem item; source.Next(&item);) n += item.kind == InputItem::kFile;
  return n;
}

}  // namespace cvmill::cli
