// JSON Resume records from JSON text (for merging records made elsewhere). Nothing is dropped
// silently: a value of a type the schema does not allow where it stands (a string where an
// entry object belongs, an object among the keywords, a "basics" that is a list) is an error
// naming its JSON path ("work[2]: expected an object"), and the record is not read; a key no
// field table names ("$schema", "x_rating", a custom object) is kept verbatim, in input order,
// in its object's `extra`. FromOwnJson reads cvmill's own record back whole (a worker
// process's reply): meta's format, encoding and sections too.
#include <nlohmann/json.hpp>

#include <algorithm>

#include "schema/schema.h"

namespace cvmill::schema {
namespace {

using Json = nlohmann::ordered_json;

class Reader {
 public:
  Status error;

  void Fail(const std::string& path, const char* expected) {
    if (error.ok()) error = Status(ErrorCode::kBadInput, path + ": expected " + expected);
  }
  // A string field; a number is taken as written ("score": 3.7).
  bool Text(const Json& v, std::string* out, const std::string& path) {
    if (v.is_string()) *out = v.get<std::string>();
    else if (v.is_number()) *out = v.dump();
    else Fail(path, "a string");
    return error.ok();
  }
  void Str(const Json& j, const char* key, std::string* out, const std::string& path) {
    auto it = j.find(key);
    if (it == j.end() || it->is_null()) return;
    Text(*it, out, path + "." + key);
  }
  void List(const Json& j, const char* key, std::vector<std::string>* out, const std::string& path) {
    auto it = j.find(key);
    if (it == j.end() || it->is_null()) return;
    const std::string where = path + "." + key;
    if (!it->is_array()) return Fail(where, "an array");
    std::size_t i = 0;
    for (const auto& v : *it) {
      std::string s;
      if (!Text(v, &s, where + "[" + std::to_string(i++) + "]")) return;
      out->push_back(std::move(s));
    }
  }
  // j[key] when it is an object; nullptr when absent or null, and an error for anything else.
  const Json* Object(const Json& j, const char* key, const std::string& path) {
    auto it = j.find(key);
    if (it == j.end() || it->is_null()) return nullptr;
    if (!it->is_object()) {
      Fail(path, "an object");
      return nullptr;
    }
    return &*it;
  }
  // Every field of the schema table of T, read from the object e; its other keys (but the
  // `read` ones, taken elsewhere) kept in x->extra.
  template <typename T>
  void Fields(const Json& e, T* x, const std::string& path, std::vector<std::string> read = {}) {
    for (const Field<T>& f : FieldsOf<T>()) {
      if (f.text) Str(e, f.key, &(x->*(f.text)), path);
      else List(e, f.key, &(x->*(f.list)), path);
      read.emplace_back(f.key);
    }
    Legacy(e, x, path, &read);
    x->extra = Extra(e, read, path);
  }
  // The keys of e not in `read`, as a compact JSON object ("" when none). A value nested
  // deeper than 100 levels is an error (writing it back recurses once per level).
  std::string Extra(const Json& e, const std::vector<std::string>& read, const std::string& path) {
    Json out = Json::object();
    for (const auto& [k, v] : e.items()) {
      if (std::find(read.begin(), read.end(), k) != read.end()) continue;
      if (TooDeep(v)) {
        Fail(path.empty() ? k : path + "." + k, "a value nested at most 100 levels deep");
        return "";
      }
      out[k] = v;
    }
    return out.empty() ? "" : out.dump();
  }
  // Keys of JSON Resume v0.0.x read where v1 leaves the field empty (and then not kept as
  // unknown keys; a legacy key next to its v1 field is kept).
  template <typename T>
  void Legacy(const Json&, T*, const std::string&, std::vector<std::string>*) {}
  void Legacy(const Json& e, Work* w, const std::string& path, std::vector<std::string>* read) {
    Fallback(e, "company", &w->name, path, read);
  }
  void Legacy(const Json& e, Education* x, const std::string& path, std::vector<std::string>* read) {
    Fallback(e, "gpa", &x->score, path, read);
  }
  void Legacy(const Json& e, Basics* b, const std::string& path, std::vector<std::string>* read) {
    Fallback(e, "website", &b->url, path, read);
  }
  void Fallback(const Json& e, const char* key, std::string* field, const std::string& path,
                std::vector<std::string>* read) {
    if (!field->empty()) return;
    Str(e, key, field, path);
    read->emplace_back(key);
  }
  // The array j[SectionOf<T>()] of objects; `prefix` is the path of j ("basics." or "").
  template <typename T>
  void Section(const Json& j, std::vector<T>* out, const std::string& prefix = "") {
    const std::string key = SectionOf<T>();
    auto it = j.find(key);
    if (it == j.end() || it->is_null()) return;
    if (!it->is_array()) return Fail(prefix + key, "an array");
    std::size_t i = 0;
    for (const auto& e : *it) {
      std::string path = prefix + key + "[" + std::to_string(i++) + "]";
      if (!e.is_object()) return Fail(path, "an object");
      T item;
      Fields(e, &item, path);
      out->push_back(std::move(item));
    }
  }
  // cvmill's own meta: residue and diagnostics when they have cvmill's shape (else they stay
  // among the unknown keys); with `own` (a record cvmill wrote) format, encoding and sections
  // too. `read` gets the keys taken.
  void Meta(const Json& m, schema::Meta* meta, std::vector<std::string>* read, bool own) {
    Str(m, "source", &meta->source, "meta");
    read->emplace_back("source");
    if (own) {
      Str(m, "format", &meta->format, "meta");
      Str(m, "encoding", &meta->encoding, "meta");
      read->insert(read->end(), {"format", "encoding"});
      auto sections = m.find("sections");
      if (sections != m.end() && sections->is_array() &&
          std::all_of(sections->begin(), sections->end(), [](const Json& x) {
            return Line(x, "heading") && Line(x, "section") && Line(x, "rule");
          })) {
        for (const auto& x : *sections)
          meta->sections.push_back({LineNumber(x), x["heading"].get<std::string>(), x.value("section", ""),
                                    x.value("rule", "")});
        read->emplace_back("sections");
      }
    }
    auto residue = m.find("residue");
    if (residue != m.end() && residue->is_array() &&
        std::all_of(residue->begin(), residue->end(), [](const Json& x) { return Line(x, "text"); })) {
      for (const auto& x : *residue)
        meta->residue.push_back({LineNumber(x), x["text"].get<std::string>(), x.value("fragment", false) == true});
      read->emplace_back("residue");
    }
    auto diag = m.find("diagnostics");
    if (diag != m.end() && diag->is_array() &&
        std::all_of(diag->begin(), diag->end(), [](const Json& x) { return Line(x, "message"); })) {
      for (const auto& x : *diag) meta->diagnostics.push_back({LineNumber(x), x["message"].get<std::string>()});
      read->emplace_back("diagnostics");
    }
  }

 private:
  // {"line": N, <text>: "..."}, "line" optional, "fragment" (residue) a boolean.
  static bool Line(const Json& x, const char* text) {
    if (!x.is_object() || !x.contains(text) || !x[text].is_string()) return false;
    if (x.contains("line") && !x["line"].is_number_integer()) return false;
    if (x.contains("fragment") && !x["fragment"].is_boolean()) return false;
    return true;
  }
  static int LineNumber(const Json& x) { return x.contains("line") ? x["line"].get<int>() : 0; }
  // Whether v nests arrays or objects more than 100 deep (found without recursion).
  static bool TooDeep(const Json& v) {
    constexpr std::size_t kMaxDepth = 100;
    std::vector<std::pair<const Json*, std::size_t>> todo = {{&v, 1}};
    while (!todo.empty()) {
      auto [x, depth] = todo.back();
      todo.pop_back();
      if (!x->is_structured()) continue;
      if (depth > kMaxDepth) return true;
      for (const auto& c : *x) todo.emplace_back(&c, depth + 1);
    }
    return false;
  }
};

Result<Resume> Read(std::string_view text, bool own) {
  Json j = Json::parse(text.begin(), text.end(), nullptr, false);
  if (j.is_discarded()) return Status(ErrorCode::kBadInput, "not valid JSON");
  if (!j.is_object()) return Status(ErrorCode::kBadInput, "a JSON Resume record must be an object");
  Resume r;
  Reader rd;
  std::vector<std::string> read = {"basics", "meta"};
  if (const Json* b = rd.Object(j, "basics", "basics")) {
    rd.Fields(*b, &r.basics, "basics", {"location", "profiles"});
    if (const Json* l = rd.Object(*b, "location", "basics.location"))
      rd.Fields(*l, &r.basics.location, "basics.location");
    rd.Section(*b, &r.basics.profiles, "basics.");
  }
  rd.Section(j, &r.work);
  rd.Section(j, &r.volunteer);
  rd.Section(j, &r.education);
  rd.Section(j, &r.awards);
  rd.Section(j, &r.certificates);
  rd.Section(j, &r.publications);
  rd.Section(j, &r.skills);
  rd.Section(j, &r.languages);
  rd.Section(j, &r.interests);
  rd.Section(j, &r.references);
  rd.Section(j, &r.projects);
  for (const char* s : {"work", "volunteer", "education", "awards", "certificates", "publications", "skills",
                        "languages", "interests", "references", "projects"})
    read.emplace_back(s);
  r.extra = rd.Extra(j, read, "");
  if (const Json* m = rd.Object(j, "meta", "meta")) {
    std::vector<std::string> taken;
    rd.Meta(*m, &r.meta, &taken, own);
    r.meta.extra = rd.Extra(*m, taken, "meta");
  }
  if (!rd.error.ok()) return rd.error;
  if (!own) r.meta.format = "json";
  return r;
}

}  // namespace

Result<Resume> FromJson(std::string_view text) { return Read(text, false); }

Result<Resume> FromOwnJson(std::string_view text) { return Read(text, true); }

std::string MergeExtra(const std::string& newer, const std::string& older, std::vector<ExtraConflict>* lost) {
  if (older.empty()) return newer;
  if (newer.empty()) return older;
  Json n = Json::parse(newer, nullptr, false), o = Json::parse(older, nullptr, false);
  if (!n.is_object() || !o.is_object()) return newer;  // only FromJson's objects are kept here
  for (const auto& [k, v] : o.items()) {
    auto it = n.find(k);
    if (it == n.end()) n[k] = v;
    else if (*it != v) lost->push_back({k, it->dump(), v.dump()});
  }
  return n.dump();
}

}  // namespace cvmill::schema
