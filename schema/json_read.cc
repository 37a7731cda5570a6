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
  template <typename T, typename F>
  void Array(const Json& j, const char* key, std::vector<T>* out, F read) {
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
      read(e, &item, path);
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
    const std::string p = "basics";
    rd.Str(*b, "name", &r.basics.name, p);
    rd.Str(*b, "label", &r.basics.label, p);
    rd.Str(*b, "image", &r.basics.image, p);
    rd.Str(*b, "email", &r.basics.email, p);
    rd.Str(*b, "phone", &r.basics.phone, p);
    rd.Str(*b, "url", &r.basics.url, p);
    if (r.basics.url.empty()) rd.Str(*b, "website", &r.basics.url, p);  // schema v0.0.x
    rd.Str(*b, "summary", &r.basics.summary, p);
    if (auto l = b->find("location"); l != b->end() && l->is_object()) {
      rd.Str(*l, "address", &r.basics.location.address, p);
      rd.Str(*l, "postalCode", &r.basics.location.postalCode, p);
      rd.Str(*l, "city", &r.basics.location.city, p);
      rd.Str(*l, "countryCode", &r.basics.location.countryCode, p);
      rd.Str(*l, "region", &r.basics.location.region, p);
    }
    rd.Array(*b, "profiles", &r.basics.profiles, [&](const Json& e, Profile* x, const std::string& q) {
      rd.Str(e, "network", &x->network, q);
      rd.Str(e, "username", &x->username, q);
      rd.Str(e, "url", &x->url, q);
    });
  }
  rd.Array(j, "work", &r.work, [&](const Json& e, Work* x, const std::string& q) {
    rd.Str(e, "name", &x->name, q);
    if (x->name.empty()) rd.Str(e, "company", &x->name, q);  // schema v0.0.x
    rd.Str(e, "location", &x->location, q);
    rd.Str(e, "description", &x->description, q);
    rd.Str(e, "position", &x->position, q);
    rd.Str(e, "url", &x->url, q);
    rd.Str(e, "startDate", &x->startDate, q);
    rd.Str(e, "endDate", &x->endDate, q);
    rd.Str(e, "summary", &x->summary, q);
    rd.List(e, "highlights", &x->highlights, q);
  });
  rd.Array(j, "volunteer", &r.volunteer, [&](const Json& e, Volunteer* x, const std::string& q) {
    rd.Str(e, "organization", &x->organization, q);
    rd.Str(e, "position", &x->position, q);
    rd.Str(e, "url", &x->url, q);
    rd.Str(e, "startDate", &x->startDate, q);
    rd.Str(e, "endDate", &x->endDate, q);
    rd.Str(e, "summary", &x->summary, q);
    rd.List(e, "highlights", &x->highlights, q);
  });
  rd.Array(j, "education", &r.education, [&](const Json& e, Education* x, const std::string& q) {
    rd.Str(e, "institution", &x->institution, q);
    rd.Str(e, "url", &x->url, q);
    rd.Str(e, "area", &x->area, q);
    rd.Str(e, "studyType", &x->studyType, q);
    rd.Str(e, "startDate", &x->startDate, q);
    rd.Str(e, "endDate", &x->endDate, q);
    rd.Str(e, "score", &x->score, q);
    if (x->score.empty()) rd.Str(e, "gpa", &x->score, q);  // schema v0.0.x
    rd.List(e, "courses", &x->courses, q);
  });
  rd.Array(j, "awards", &r.awards, [&](const Json& e, Award* x, const std::string& q) {
    rd.Str(e, "title", &x->title, q);
    rd.Str(e, "date", &x->date, q);
    rd.Str(e, "awarder", &x->awarder, q);
    rd.Str(e, "summary", &x->summary, q);
  });
  rd.Array(j, "certificates", &r.certificates, [&](const Json& e, Certificate* x, const std::string& q) {
    rd.Str(e, "name", &x->name, q);
    rd.Str(e, "date", &x->date, q);
    rd.Str(e, "url", &x->url, q);
    rd.Str(e, "issuer", &x->issuer, q);
  });
  rd.Array(j, "publications", &r.publications, [&](const Json& e, Publication* x, const std::string& q) {
    rd.Str(e, "name", &x->name, q);
    rd.Str(e, "publisher", &x->publisher, q);
    rd.Str(e, "releaseDate", &x->releaseDate, q);
    rd.Str(e, "url", &x->url, q);
    rd.Str(e, "summary", &x->summary, q);
  });
  rd.Array(j, "skills", &r.skills, [&](const Json& e, Skill* x, const std::string& q) {
    rd.Str(e, "name", &x->name, q);
    rd.Str(e, "level", &x->level, q);
    rd.List(e, "keywords", &x->keywords, q);
  });
  rd.Array(j, "languages", &r.languages, [&](const Json& e, Language* x, const std::string& q) {
    rd.Str(e, "language", &x->language, q);
    rd.Str(e, "fluency", &x->fluency, q);
  });
  rd.Array(j, "interests", &r.interests, [&](const Json& e, Interest* x, const std::string& q) {
    rd.Str(e, "name", &x->name, q);
    rd.List(e, "keywords", &x->keywords, q);
  });
  rd.Array(j, "references", &r.references, [&](const Json& e, Reference* x, const std::string& q) {
    rd.Str(e, "name", &x->name, q);
    rd.Str(e, "reference", &x->reference, q);
  });
  rd.Array(j, "projects", &r.projects, [&](const Json& e, Project* x, const std::string& q) {
    rd.Str(e, "name", &x->name, q);
    rd.Str(e, "description", &x->description, q);
    rd.List(e, "highlights", &x->highlights, q);
    rd.List(e, "keywords", &x->keywords, q);
    rd.Str(e, "startDate", &x->startDate, q);
    rd.Str(e, "endDate", &x->endDate, q);
    rd.Str(e, "url", &x->url, q);
    rd.List(e, "roles", &x->roles, q);
    rd.Str(e, "entity", &x->entity, q);
    rd.Str(e, "type", &x->type, q);
  });
  if (auto m = j.find("meta"); m != j.end() && m->is_object()) {
    rd.Str(*m, "source", &r.meta.source, "meta");
  }
  if (!rd.error.ok()) return rd.error;
  r.meta.format = "json";
  return r;
}

}  // namespace cvmill::schema
