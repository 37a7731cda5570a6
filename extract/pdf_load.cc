// PDF: where the reader comes from (pdf_reader.h) — linked in, or the module loaded on the
// first PDF of the process.
#include <dlfcn.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>

#include "extract/pdf_reader.h"

#ifndef CVMILL_PDF_MODULE_REL
#error "CVMILL_PDF_MODULE_REL (the module's path relative to the executable's folder) is set by extract/CMakeLists.txt"
#endif

// Defined by pdf_poppler.cc when the program links cvmill_pdf; otherwise null (a weak, hidden
// reference: resolved when the program is linked, never looked up at run time).
extern "C" __attribute__((weak, visibility("hidden"))) const cvmill::extract::pdf::Reader* cvmill_pdf_reader_v1();

namespace cvmill::extract::pdf {
namespace {

// The executable's folder, from /proc/self/exe (symbolic links resolved by the kernel).
std::string ExecutableDir(std::string* error) {
  std::string path(4096, '\0');
  ssize_t n = readlink("/proc/self/exe", path.data(), path.size());
  if (n <= 0 || static_cast<std::size_t>(n) >= path.size()) {
    *error = std::string("cannot find the cvmill executable (/proc/self/exe: ") +
             (n < 0 ? std::strerror(errno) : "path too long") + ")";
    return "";
  }
  path.resize(static_cast<std::size_t>(n));
  return path.substr(0, path.rfind('/') + 1);
}

// dlerror() names the file and the reason, sometimes over several lines.
std::string OneLine(std::string s) {
  for (char& c : s) {
    if (c == '\n' || c == '\r') c = ' ';
  }
  return s;
}

const Reader* LoadModule(std::string* error) {
  const char* env = std::getenv("CVMILL_PDF_MODULE");
  std::string path;
  if (env != nullptr && *env != '\0') {
    path = env;
  } else {
    std::string dir = ExecutableDir(error);
    if (dir.empty()) return nullptr;
    path = dir + CVMILL_PDF_MODULE_REL;
  }
  const std::string hint = env != nullptr && *env != '\0'
                               ? " (from CVMILL_PDF_MODULE)"
                               : " (install it there, or set CVMILL_PDF_MODULE to its path)";
  // Kept loaded for the rest of the process (never dlclose'd: poppler keeps global state).
  // RTLD_NOW: a symbol missing from poppler fails here, in one line, not in mid-document
  // (RTLD_LAZY saves 0.4 M of 232 M instructions for a one-PDF process).
  void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (handle == nullptr) {
    const char* why = dlerror();
    *error = "the PDF reader module cannot be loaded: " + OneLine(why != nullptr ? why : path) + hint;
    return nullptr;
  }
  auto entry = reinterpret_cast<ReaderEntry>(dlsym(handle, kReaderEntry));
  const Reader* reader = entry != nullptr ? entry() : nullptr;
  if (reader == nullptr || !Compatible(*reader)) {
    *error = "the PDF reader module " + path + " is not this cvmill's (" +
             (reader == nullptr ? std::string("no ") + kReaderEntry : std::string("another version")) + ")" + hint;
    dlclose(handle);
    return nullptr;
  }
  return reader;
}

}  // namespace

const Reader* GetReader(std::string* error) {
  if (cvmill_pdf_reader_v1 != nullptr) return cvmill_pdf_reader_v1();
  // Loaded once; a failure is kept too (every PDF of the run then fails with the same line).
  static std::once_flag once;
  static const Reader* reader = nullptr;
  static std::string failure;
  std::call_once(once, [] { reader = LoadModule(&failure); });
  if (reader == nullptr) *error = failure;
  return reader;
}

}  // namespace cvmill::extract::pdf
