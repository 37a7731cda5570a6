// JSON Resume records to JSON text, keys in schema order, empty fields omitted.
#include <nlohmann/json.hpp>

#include "schema/schema.h"

namespace cvmill::schema {
namespace {

using Json = nlohmann::ordered_json;

void Put(Json& j, const char* key, const std::string& v) {
  if (!v.empty()) j[key] = v;
}
void Put(Json& j, const char* key, const std::vector<std::string>& v) {
  if (!v.empty()) j[key] = v;
}
template <typename T, typename F>
void PutArray(Json& j, const char* key, const std::vector<T>& items, F convert) {
  Json arr = Json::array();
  for (const T& item : items) {
    Json e = convert(item);
    if (!e.empty()) arr.push_back(std::move(e));
  }
  if (!arr.empty()) j[key] = std::move(arr);
}

Json BasicsJson(const Basics& b) {
  Json j = Json::object();
  Put(j, "name", b.name);
  Put(j, "label", b.label);
  Put(j, "image", b.image);
  Put(j, "email", b.email);
  Put(j, "phone", b.phone);
  Put(j, "url", b.url);
  Put(j, "summary", b.summary);
  Json loc = Json::object();
  Put(loc, "address", b.location.address);
  Put(loc, "postalCode", b.location.postalCode);
  Put(loc, "city", b.location.city);
  Put(loc, "countryCode", b.location.countryCode);
  Put(loc, "region", b.location.region);
  if (!loc.empty()) j["location"] = std::move(loc);
  PutArray(j, "profiles", b.profiles, [](const Profile& p) {
    Json e = Json::object();
    Put(e, "network", p.network);
    Put(e, "username", p.username);
    Put(e, "url", p.url);
    return e;
  });
  return j;
}

}  // namespace

std::string ToJson(const Resume& r, int indent) {
  Json j = Json::object();
  Json basics = BasicsJson(r.basics);
  if (!basics.empty()) j["basics"] = std::move(basics);
  PutArray(j, "work", r.work, [](const Work& w) {
    Json e = Json::object();
    Put(e, "name", w.name);
    Put(e, "location", w.location);
    Put(e, "description", w.description);
    Put(e, "position", w.position);
    Put(e, "url", w.url);
    Put(e, "startDate", w.startDate);
    Put(e, "endDate", w.endDate);
    Put(e, "summary", w.summary);
    Put(e, "highlights", w.highlights);
    return e;
  });
  PutArray(j, "volunteer", r.volunteer, [](const Volunteer& v) {
    Json e = Json::object();
    Put(e, "organization", v.organization);
    Put(e, "position", v.position);
    Put(e, "url", v.url);
    Put(e, "startDate", v.startDate);
    Put(e, "endDate", v.endDate);
    Put(e, "summary", v.summary);
    Put(e, "highlights", v.highlights);
    return e;
  });
  PutArray(j, "education", r.education, [](const Education& d) {
    Json e = Json::object();
    Put(e, "institution", d.institution);
    Put(e, "url", d.url);
    Put(e, "area", d.area);
    Put(e, "studyType", d.studyType);
    Put(e, "startDate", d.startDate);
    Put(e, "endDate", d.endDate);
    Put(e, "score", d.score);
    Put(e, "courses", d.courses);
    return e;
  });
  PutArray(j, "awards", r.awards, [](const Award& a) {
    Json e = Json::object();
    Put(e, "title", a.title);
    Put(e, "date", a.date);
    Put(e, "awarder", a.awarder);
    Put(e, "summary", a.summary);
    return e;
  });
  PutArray(j, "certificates", r.certificates, [](const Certificate& c) {
    Json e = Json::object();
    Put(e, "name", c.name);
    Put(e, "date", c.date);
    Put(e, "url", c.url);
    Put(e, "issuer", c.issuer);
    return e;
  });
  PutArray(j, "publications", r.publications, [](const Publication& p) {
    Json e = Json::object();
    Put(e, "name", p.name);
    Put(e, "publisher", p.publisher);
    Put(e, "releaseDate", p.releaseDate);
    Put(e, "url", p.url);
    Put(e, "summary", p.summary);
    return e;
  });
  PutArray(j, "skills", r.skills, [](const Skill& s) {
    Json e = Json::object();
    Put(e, "name", s.name);
    Put(e, "level", s.level);
    Put(e, "keywords", s.keywords);
    return e;
  });
  PutArray(j, "languages", r.languages, [](const Language& l) {
    Json e = Json::object();
    Put(e, "language", l.language);
    Put(e, "fluency", l.fluency);
    return e;
  });
  PutArray(j, "interests", r.interests, [](const Interest& i) {
    Json e = Json::object();
    Put(e, "name", i.name);
    Put(e, "keywords", i.keywords);
    return e;
  });
  PutArray(j, "references", r.references, [](const Reference& x) {
    Json e = Json::object();
    Put(e, "name", x.name);
    Put(e, "reference", x.reference);
    return e;
  });
  PutArray(j, "projects", r.projects, [](const Project& p) {
    Json e = Json::object();
    Put(e, "name", p.name);
    Put(e, "description", p.description);
    Put(e, "highlights", p.highlights);
    Put(e, "keywords", p.keywords);
    Put(e, "startDate", p.startDate);
    Put(e, "endDate", p.endDate);
    Put(e, "url", p.url);
    Put(e, "roles", p.roles);
    Put(e, "entity", p.entity);
    Put(e, "type", p.type);
    return e;
  });
  Json meta = Json::object();
  Put(meta, "source", r.meta.source);
  Put(meta, "format", r.meta.format);
  Put(meta, "encoding", r.meta.encoding);
  Json sections = Json::array();
  for (const auto& s : r.meta.sections)
    sections.push_back({{"line", s.line}, {"heading", s.heading}, {"section", s.section}, {"rule", s.rule}});
  if (!sections.empty()) meta["sections"] = std::move(sections);
  Json residue = Json::array();
  for (const auto& x : r.meta.residue) {
    Json e = {{"line", x.line}, {"text", x.text}};
    if (x.fragment) e["fragment"] = true;
    residue.push_back(std::move(e));
  }
  meta["residue"] = std::move(residue);
  Json diags = Json::array();
  for (const auto& d : r.meta.diagnostics) {
    Json e = Json::object();
    if (d.line > 0) e["line"] = d.line;
    e["message"] = d.message;
    diags.push_back(std::move(e));
  }
  if (!diags.empty()) meta["diagnostics"] = std::move(diags);
  j["meta"] = std::move(meta);
  std::string out = j.dump(indent, ' ', false, Json::error_handler_t::replace);
  return out;
}

}  // namespace cvmill::schema
