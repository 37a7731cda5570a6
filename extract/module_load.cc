// The reader modules (module.h): where each reader comes from — linked in, or its module,
// loaded on the first input that needs it.
#include <dlfcn.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <string>

#include "extract/module.h"
#include "extract/pdf_reader.h"
#include "extract/xml_reader.h"

#ifndef CVMILL_MODULE_DIR_REL
#error "CVMILL_MODULE_DIR_REL (the modules' folder relative to the executable's) is set by extract/CMakeLists.txt"
#endif

// Defined by the reader's own file (pdf_poppler.cc, xml_entry.cc) when the program links its
// static library; otherwise null (weak, hidden references: resolved when the program is
// linked, never looked up at run time).
extern "C" __attribute__((weak, visibility("hidden"))) const cvmill::extract::pdf::Reader* cvmill_pdf_reader_v1();
extern "C" __attribute__((weak, visibility("hidden"))) const cvmill::extract::xml::Reader* cvmill_xml_reader_v1();

namespace cvmill::extract {
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

}  // namespace

const void* LoadModule(const ModuleSpec& spec, const void* (*table_of)(void* entry), std::string* error) {
  const char* env = std::getenv(spec.env);
  const bool from_env = env != nullptr && *env != '\0';
  std::string path;
  if (from_env) {
    path = env;
  } else {
    std::string dir = ExecutableDir(error);
    if (dir.empty()) return nullptr;
    path = dir + CVMILL_MODULE_DIR_REL + "/" + spec.file;
  }
  const std::string hint = from_env ? std::string(" (from ") + spec.env + ")"
                                    : std::string(" (install it there, or set ") + spec.env + " to its path)";
  // Kept loaded for the rest of the process (never dlclose'd: poppler and libxml2 keep global
  // state). RTLD_NOW: a symbol missing from a library fails here, in one line, not in
  // mid-document (RTLD_LAZY saves 0.4 M of 232 M instructions for a one-PDF process).
  void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (handle == nullptr) {
    const char* why = dlerror();
    *error = std::string("the ") + spec.what + " module cannot be loaded: " + OneLine(why != nullptr ? why : path) + hint;
    return nullptr;
  }
  void* entry = dlsym(handle, spec.entry);
  const void* table = entry != nullptr ? table_of(entry) : nullptr;
  if (table == nullptr) {
    *error = std::string("the ") + spec.what + " module " + path + " is not this cvmill's (" +
             (entry == nullptr ? std::string("no ") + spec.entry : std::string("another version")) + ")" + hint;
    dlclose(handle);
    return nullptr;
  }
  return table;
}

const pdf::Reader* pdf::GetReader(std::string* error) {
  static constexpr ModuleSpec kSpec = {"PDF reader", "libcvmill_pdf.so", "CVMILL_PDF_MODULE", kReaderEntry};
  return ReaderTable(cvmill_pdf_reader_v1, kSpec, error);
}

const xml::Reader* xml::GetReader(std::string* error) {
  static constexpr ModuleSpec kSpec = {"DOCX and HTML reader", "libcvmill_xml.so", "CVMILL_XML_MODULE", kReaderEntry};
  return ReaderTable(cvmill_xml_reader_v1, kSpec, error);
}

}  // namespace cvmill::extract
