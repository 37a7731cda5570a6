// JSON Resume records from JSON text (for merging records made elsewhere).
#include <nlohmann/json.hpp>

#include "schema/schema.h"

namespace cvmill::schema {
namespace {

using Json = nlohmann::json;

class Reader {
 public:
  Status error;

  void Str(const Json& j, const char* key, std::string* out, const std::string& path) {
    auto it = j.find(key);
    if (it == j.end() || it->is_null()) return;
    if (it->is_string()) {
      *out = it->get<std::string>();
    } else if (it->is_number()) {
      *out = it->dump();  // "score": 3.7
    } else if (error.ok()) {
      error = Status(ErrorCode::kBadInput, path + "." + key + ": expected a string");
    }
  }
  void List(const Json& j, const char* key, std::vector<std::string>* out, const std::string& path) {
    auto it = j.find(key);
    if (it == j.end() || it->is_null()) return;
    if (!it->is_array()) {
      if (error.ok()) error = Status(ErrorCode::kBadInput, path + "." + key + ": expected an array");
      return;
    }
    for (const auto& v : *it) {
      if (v.is_string()) out->push_back(v.get<std::string>());
    }
  }
  // Every field of the schema table of T, read from the object e.
  template <typename T>
  void Fields(const Json& e, T* x, const std::string& path) {
    for (const Field<T>& f : FieldsOf<T>()) {
      if (f.text) Str(e, f.key, &(x->*(f.text)), path);
      else List(e, f.key, &(x->*(f.list)), path);
    }
  }
  // The array j[SectionOf<T>()] of objects.
  template <typename T>
  void Section(const Json& j, std::vector<T>* out) {
    const char* key = SectionOf<T>();
    auto it = j.find(key);
    if (it == j.end() || it->is_null()) return;
    if (!it->is_array()) {
      if (error.ok()) error = Status(ErrorCode::kBadInput, std::string(key) + ": expected an array");
      return;
    }
    int i = 0;
    for (const auto& e : *it) {
      std::string path = std::string(key) + "[" + std::to_string(i++) + "]";
      if (!e.is_object()) continue;
      T item;
      Fields(e, &item, path);
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
  if (auto b = j.find("basics"); b != j.end() && b->is_object()) {
    rd.Fields(*b, &r.basics, "basics");
    if (r.basics.url.empty()) rd.Str(*b, "website", &r.basics.url, "basics");  // schema v0.0.x
    if (auto l = b->find("location"); l != b->end() && l->is_object()) rd.Fields(*l, &r.basics.location, "basics.location");
    rd.Section(*b, &r.basics.profiles);
  }
  rd.Section(j, &r.work);
  for (std::size_t i = 0; i < r.work.size() && j["work"].is_array(); ++i) {
    if (r.work[i].name.empty()) rd.Str(j["work"][i], "company", &r.work[i].name, "work");  // v0.0.x
  }
  rd.Section(j, &r.volunteer);
  rd.Section(j, &r.education);
  for (std::size_t i = 0; i < r.education.size() && j["education"].is_array(); ++i) {
    if (r.education[i].score.empty()) rd.Str(j["education"][i], "gpa", &r.education[i].score, "education");  // v0.0.x
  }
  rd.Section(j, &r.awards);
  rd.Section(j, &r.certificates);
  rd.Section(j, &r.publications);
  rd.Section(j, &r.skills);
  rd.Section(j, &r.languages);
  rd.Section(j, &r.interests);
  rd.Section(j, &r.references);
  rd.Section(j, &r.projects);
  if (auto m = j.find("meta"); m != j.end() && m->is_object()) {
    rd.Str(*m, "source", &r.meta.source, "meta");
  }
  if (!rd.error.ok()) return rd.error;
  r.meta.format = "json";
  return r;
}

}  // namespace cvmill::schema
