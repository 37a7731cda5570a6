// extract/module.h — the readers that the cvmill binary loads as modules (not a public header).
//
// Two readers bring libraries that cost every process their loading at exec, whether or not
// such an input ever arrives: the PDF reader (poppler-cpp and the 22 libraries it brings;
// pdf_reader.h) and the DOCX and HTML reader (libxml2 and libzip with libcrypto, lzma, bz2,
// zstd; xml_reader.h). Each is reached through a table of function pointers over plain
// structs, which comes from one of two places:
//   - linked in: a program that links the reader's static library (cvmill_pdf, cvmill_xml:
//     the Python module, the tests, fuzz targets, benchmarks, and every consumer of the
//     installed libraries) gets the table at link time (a weak reference, see module_load.cc);
//   - a module: the cvmill binary links neither; it loads lib<name>.so (dlopen) on the first
//     input that needs it, from $<ENV> if set, else from CVMILL_MODULE_DIR_REL beside the
//     executable (bin/../lib/cvmill/, in the build tree and in an install prefix alike).
// What crosses a table: the structs of the reader's header (std::string, std::vector filled
// by the module, freed by the caller: both sides allocate with the process's one malloc) and
// no exception (a reader catches its own and reports them in its output).
#ifndef CVMILL_EXTRACT_MODULE_H_
#define CVMILL_EXTRACT_MODULE_H_

#include <mutex>
#include <string>

namespace cvmill::extract {

struct ModuleSpec {
  const char* what;   // for messages: "PDF reader"
  const char* file;   // "libcvmill_pdf.so", in CVMILL_MODULE_DIR_REL
  const char* env;    // "CVMILL_PDF_MODULE": a path that replaces the default
  const char* entry;  // the one exported function: no arguments, returns the table
};

// Loads the module (never unloaded) and returns its table: `table_of` calls the entry found
// (dlsym's address) and returns the table, or null when it is not this cvmill's. Null when
// there is none; *error then says why in one line, with the path tried.
const void* LoadModule(const ModuleSpec& spec, const void* (*table_of)(void* entry), std::string* error);

// The reader's table: the linked-in one (`linked`, the weak entry, non-null when the program
// links the reader), else the module, loaded once per process (a failure is kept too: every
// input of the run that needs it then fails with the same line).
template <class Table>
const Table* ReaderTable(const Table* (*linked)(), const ModuleSpec& spec, std::string* error) {
  if (linked != nullptr) return linked();
  static std::once_flag once;
  static const void* table = nullptr;
  static std::string failure;
  std::call_once(once, [&spec] {
    auto table_of = [](void* entry) -> const void* {
      const Table* t = reinterpret_cast<const Table* (*)()>(entry)();
      return t != nullptr && Compatible(*t) ? t : nullptr;
    };
    table = LoadModule(spec, table_of, &failure);
  });
  if (table == nullptr) *error = failure;
  return static_cast<const Table*>(table);
}

}  // namespace cvmill::extract

#endif  // CVMILL_EXTRACT_MODULE_H_
