// cvmill._core — the stage libraries for Python (pybind11). The Python package cvmill
// (python/cvmill/__init__.py) wraps it; see there for the public functions.
//
// Records cross into Python as JSON text (schema::ToJson, the bytes `cvmill` writes) or as
// opaque Record objects that keep the parsed schema::Resume. A Record pickles as what it was
// made from (the input's bytes, its name, whether it is a JSON record, the limits and the
// rule tables' directory) and is converted again where it is unpickled: conversion is
// deterministic, so a record moved between Dask workers is the record `cvmill` makes from the
// same file, whatever the schema's fields are.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "pipeline/pipeline.h"
#include "reconcile/reconcile.h"

namespace py = pybind11;

namespace cvmill::python {
namespace {

// Compiled rule tables, shared: one per directory ("" = the embedded tables) per process, so a
// Dask worker compiles them once however many tasks it runs.
struct RulesHandle {
  std::shared_ptr<const normalize::Rules> rules;
  std::string dir;  // "" for the embedded tables
};

RulesHandle SharedRules(const std::string& dir) {
  static std::mutex mu;
  static std::map<std::string, std::shared_ptr<const normalize::Rules>> cache;
  std::lock_guard<std::mutex> lock(mu);
  auto it = cache.find(dir);
  if (it == cache.end()) {
    Result<normalize::Rules> r = dir.empty() ? normalize::Rules::LoadBuiltin()
                                             : normalize::Rules::LoadFromDirectory(dir);
    if (!r.ok()) throw py::value_error(r.status().ToString(dir.empty() ? "" : dir));
    it = cache.emplace(dir, std::make_shared<const normalize::Rules>(std::move(r).value())).first;
  }
  return {it->second, dir};
}

// What a Record is made from; enough to make it again.
struct Origin {
  std::string bytes;
  std::string source;  // meta.source and the name in error messages
  bool json = false;   // a JSON Resume record, read with schema::FromJson
  std::size_t max_bytes = extract::Options{}.max_input_bytes;
  int max_pages = extract::Options{}.max_pages;
};

class Record {
 public:
  Record(Origin origin, schema::Resume resume) : origin_(std::move(origin)), resume_(std::move(resume)) {}
  const Origin& origin() const { return origin_; }
  const schema::Resume& resume() const { return resume_; }
  const std::string& rules_dir() const { return rules_dir_; }
  void set_rules_dir(std::string dir) { rules_dir_ = std::move(dir); }

 private:
  Origin origin_;
  schema::Resume resume_;
  std::string rules_dir_;
};

// The CLI's reading of an input: a JSON Resume record when `json_ok` and the name ends in
// .json or the text opens with '{'; otherwise a CV converted by the pipeline.
bool LooksLikeJson(const std::string& source, const std::string& bytes) {
  if (std::filesystem::path(source).extension() == ".json") return true;
  std::size_t i = bytes.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
  return i != std::string::npos && bytes[i] == '{';
}

Result<schema::Resume> Convert(const Origin& o, const normalize::Rules& rules) {
  if (o.json) {
    auto r = schema::FromJson(o.bytes);
    if (r.ok() && r.value().meta.source.empty()) r.value().meta.source = o.source;
    return r;
  }
  pipeline::Options options;
  options.extract.max_input_bytes = o.max_bytes;
  options.extract.max_pages = o.max_pages;
  return pipeline::Convert(o.bytes, o.source, rules, options);
}

// As the command reads a file (bin/cvmill.cc), with the same reasons.
Result<std::string> ReadFile(const std::string& path, std::size_t limit) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) return Status(ErrorCode::kIo, "is a directory");
  auto size = std::filesystem::file_size(path, ec);
  if (ec) return Status(ErrorCode::kIo, "cannot read: " + ec.message());
  if (size > limit)
    return Status(ErrorCode::kTooLarge, "input is " + std::to_string(size) + " bytes, over the limit of " +
                                            std::to_string(limit));
  std::ifstream in(path, std::ios::binary);
  if (!in) return Status(ErrorCode::kIo, std::string("cannot open: ") + std::strerror(errno));
  std::string data(static_cast<std::size_t>(size), '\0');
  in.read(data.data(), static_cast<std::streamsize>(size));
  if (in.gcount() != static_cast<std::streamsize>(size)) return Status(ErrorCode::kIo, "short read");
  return data;
}

// Converts (or reads) one input without the GIL; bad input raises ValueError("SOURCE: reason").
Record Load(Origin o, const RulesHandle& rules) {
  Result<schema::Resume> r = Status();
  {
    py::gil_scoped_release release;
    r = Convert(o, *rules.rules);
  }
  if (!r.ok()) throw py::value_error(r.status().ToString(o.source));
  Record rec(std::move(o), std::move(r).value());
  rec.set_rules_dir(rules.dir);
  return rec;
}

// A file by path (read without the GIL) or bytes; `name` replaces the path in meta.source.
Record LoadInput(const py::object& input, const py::object& name, const RulesHandle& rules,
                 std::size_t max_bytes, int max_pages, bool json_ok) {
  Origin o;
  o.max_bytes = max_bytes;
  o.max_pages = max_pages;
  if (py::isinstance<py::bytes>(input) || py::isinstance<py::bytearray>(input) ||
      py::isinstance<py::memoryview>(input)) {
    o.bytes = py::cast<std::string>(py::module_::import("builtins").attr("bytes")(input));
    o.source = name.is_none() ? std::string("<bytes>") : py::cast<std::string>(py::str(name));
    if (o.bytes.size() > max_bytes)
      throw py::value_error(o.source + ": input is " + std::to_string(o.bytes.size()) +
                            " bytes, over the limit of " + std::to_string(max_bytes));
  } else {
    std::string path = py::cast<std::string>(py::module_::import("os").attr("fspath")(input));
    o.source = name.is_none() ? path : py::cast<std::string>(py::str(name));
    Result<std::string> bytes = Status();
    {
      py::gil_scoped_release release;
      bytes = ReadFile(path, max_bytes);
    }
    if (!bytes.ok()) throw py::value_error(bytes.status().ToString(o.source));
    o.bytes = std::move(bytes).value();
  }
  o.json = json_ok && LooksLikeJson(o.source, o.bytes);
  return Load(std::move(o), rules);
}

std::vector<reconcile::Revision> Revisions(const std::vector<const Record*>& records) {
  std::vector<reconcile::Revision> revs;
  revs.reserve(records.size());
  for (const Record* r : records) revs.push_back({r->resume(), r->origin().source});
  return revs;
}

reconcile::Options MergeOptions(const std::string& order) {
  reconcile::Options o;
  if (order == "given") o.order = reconcile::Order::kGiven;
  else if (order != "latest-date") throw py::value_error("order is 'latest-date' or 'given', not '" + order + "'");
  return o;
}

using Group = std::tuple<std::string, std::vector<int>, std::vector<std::string>>;

std::vector<Group> ToGroups(const std::vector<reconcile::Person>& people) {
  std::vector<Group> out;
  for (const auto& p : people) out.emplace_back(p.slug, p.revisions, p.reasons);
  return out;
}

}  // namespace
}  // namespace cvmill::python

PYBIND11_MODULE(_core, m) {
  using namespace cvmill::python;
  namespace schema = cvmill::schema;
  namespace reconcile = cvmill::reconcile;
  m.doc() = "cvmill's stage libraries (use the cvmill package, not this module)";

  py::class_<RulesHandle>(m, "Rules", "Compiled rule tables; immutable, shared by all threads.")
      .def(py::init([](const py::object& dir) {
             return SharedRules(dir.is_none() ? "" : py::cast<std::string>(py::module_::import("os").attr("fspath")(dir)));
           }),
           py::arg("directory") = py::none(),
           "The embedded tables, or those in `directory` (as `cvmill --rules DIR`). Compiled once "
           "per directory per process.")
      .def_property_readonly("directory", [](const RulesHandle& r) -> py::object {
        return r.dir.empty() ? py::object(py::none()) : py::object(py::str(r.dir));
      })
      .def_property_readonly("tables_id", [](const RulesHandle& r) {
             return reinterpret_cast<std::uintptr_t>(r.rules.get());
           }, "Identifies the compiled tables: equal for Rules objects that share them.")
      .def(py::pickle([](const RulesHandle& r) { return r.dir; },
                      [](const std::string& dir) { return SharedRules(dir); }));

  py::class_<Record>(m, "Record", "A parsed CV or a JSON Resume record, kept in its C++ form.")
      .def_property_readonly("source", [](const Record& r) { return r.origin().source; })
      .def("json", [](const Record& r, int indent) { return schema::ToJson(r.resume(), indent); },
           py::arg("indent") = -1, "The record as `cvmill` writes it (indent < 0: one line).")
      .def("identity_json", [](const Record& r) {
             schema::Resume id = r.resume();
             id.meta = schema::Meta{};
             return schema::ToJson(id, -1);
           },
           "The record without its meta (residue, sections, diagnostics): what grouping by person "
           "reads, a fraction of the size.")
      .def(py::pickle(
          [](const Record& r) {
            const Origin& o = r.origin();
            return py::make_tuple(py::bytes(o.bytes), o.source, o.json, o.max_bytes, o.max_pages, r.rules_dir());
          },
          [](const py::tuple& t) {
            if (t.size() != 6) throw std::runtime_error("cvmill.Record: bad pickle");
            Origin o;
            o.bytes = t[0].cast<std::string>();
            o.source = t[1].cast<std::string>();
            o.json = t[2].cast<bool>();
            o.max_bytes = t[3].cast<std::size_t>();
            o.max_pages = t[4].cast<int>();
            return Load(std::move(o), SharedRules(t[5].cast<std::string>()));
          }));

  m.def("load", &LoadInput, py::arg("input"), py::arg("name"), py::arg("rules"), py::arg("max_bytes"),
        py::arg("max_pages"), py::arg("json_ok"),
        "A Record from a path or bytes; ValueError('SOURCE: reason') when the input does not convert.");

  m.def("record_from_json", [](const std::string& json, const std::string& source) {
          cvmill::python::Origin o;
          o.bytes = json;
          o.source = source;
          o.json = true;
          return Load(std::move(o), SharedRules(""));
        },
        py::arg("json"), py::arg("source"), "A Record from the text of a JSON Resume record.");

  m.def("group", [](const std::vector<const Record*>& records, const RulesHandle& rules) {
          auto revs = Revisions(records);
          py::gil_scoped_release release;
          return ToGroups(reconcile::GroupByPerson(revs, *rules.rules));
        },
        py::arg("records"), py::arg("rules"),
        "reconcile::GroupByPerson: [(slug, [record index], [reason])], in order of first input.");

  m.def("group_identities", [](const std::vector<std::pair<std::string, std::string>>& ids, const RulesHandle& rules) {
          std::vector<reconcile::Revision> revs;
          revs.reserve(ids.size());
          for (const auto& [source, json] : ids) {
            auto r = schema::FromJson(json);
            if (!r.ok()) throw py::value_error(r.status().ToString(source));
            revs.push_back({std::move(r).value(), source});
          }
          py::gil_scoped_release release;
          return ToGroups(reconcile::GroupByPerson(revs, *rules.rules));
        },
        py::arg("identities"), py::arg("rules"),
        "group() on (source, Record.identity_json()) pairs: what a Dask driver holds.");

  m.def("merge_person",
        [](const std::vector<const Record*>& records, const std::string& slug, const std::vector<std::string>& reasons,
           const RulesHandle& rules, const std::string& order, int indent) {
          auto revs = Revisions(records);
          reconcile::Person person;
          person.slug = slug;
          person.reasons = reasons;
          for (std::size_t i = 0; i < revs.size(); ++i) person.revisions.push_back(static_cast<int>(i));
          reconcile::Options options = MergeOptions(order);
          py::gil_scoped_release release;
          return schema::ToJson(reconcile::Merge(revs, person, *rules.rules, options), indent);
        },
        py::arg("records"), py::arg("slug"), py::arg("reasons"), py::arg("rules"), py::arg("order"),
        py::arg("indent"),
        "reconcile::Merge of one person's records (in input order) as JSON text.");
}
