// JSON Resume records from JSON text (for merging records made elsewhere). Nothing is dropped
// silently: a value of a type the schema does not allow where it stands (a string where an
// entry object belongs, an object among the keywords, a "basics" that is a list) is an error
// naming its JSON path ("work[2]: expected an object"), and the record is not read.
#include <nlohmann/json.hpp>

#include "schema/schema.h"

namespace cvmill::schema {
namespace {

using Json = nlohmann::json;

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
  // Every field of the schema table of T, read from the object e.
  template <typename T>
  void Fields(const Json& e, T* x, const std::string& path) {
    for (const Field<T>& f : FieldsOf<T>()) {
      if (f.text) Str(e, f.key, &(x->*(f.text)), path);
      else List(e, f.key, &(x->*(f.list)), path);
    }
  }
  // Keys of JSON Resume v0.0.x read where v1 leaves the field empty.
  template <typename T>
  void Legacy(const Json&, T*, const std::string&) {}
  void Legacy(const Json& e, Work* w, const std::string& path) {
    if (w->name.empty()) Str(e, "company", &w->name, path);
  }
  void Legacy(const Json& e, Education* x, const std::string& path) {
    if (x->score.empty()) Str(e, "gpa", &x->score, path);
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
      Legacy(e, &item, path);
      out->push_back(std::move(item));
    }
  }
};

}  // namespace

Result<Resume> FromJson(std::string_view text) {
  Json j = Json::parse(text.begin(), text.end(), nullptr, false);
  if (j.is_discarded()) return Status(ErrorCode::kBadInput, "not valid JSON");
  if (!j.is_object()) return Status(ErrorCode::kBadInput, "a JSON Resume record must be an object");
  Resume r;
  Reader rd;
  if (const Json* b = rd.Object(j, "basics", "basics")) {
    rd.Fields(*b, &r.basics, "basics");
    if (r.basics.url.empty()) rd.Str(*b, "website", &r.basics.url, "basics");  // schema v0.0.x
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
  if (const Json* m = rd.Object(j, "meta", "meta")) rd.Str(*m, "source", &r.meta.source, "meta");
  if (!rd.error.ok()) return rd.error;
  r.meta.format = "json";
  return r;
}

}  // namespace cvmill::schema
