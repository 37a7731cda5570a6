// schema/schema.h — JSON Resume v1 records: the structs, the table of their fields, and
// their JSON form.
//
// The one public header of the schema stage. structure/ builds a record from a document's
// sections (structure::Build); reconcile/ merges records.
//
//   cvmill::schema::Resume r = cvmill::structure::Build(doc, sections, rules);
//   r.meta.source = "cv.txt";
//   std::string json = cvmill::schema::ToJson(r, 2);   // keys in schema order, empties omitted
//   auto back = cvmill::schema::FromJson(json);         // any JSON Resume record
#ifndef CVMILL_SCHEMA_SCHEMA_H_
#define CVMILL_SCHEMA_SCHEMA_H_

#include <string>
#include <vector>

#include "common/status.h"
#include "extract/extract.h"

namespace cvmill::schema {

// Unknown keys: a JSON Resume record read by FromJson may carry keys the schema's field table
// does not name ("$schema", "x_rating", a custom object). Each object keeps them, verbatim and
// in input order, in `extra` as the text of one compact JSON object ("" when none); ToJson
// writes them back after the object's own fields (at the top level just before "meta"), and
// reconcile/ carries them through a merge (newer value per key, the older one a conflict).
// (`= {}` keeps aggregate initialisers that stop before `extra` free of warnings.)
struct Location {
  std::string address, postalCode, city, countryCode, region;
  std::string extra = {};  // unknown keys (see "Unknown keys" below)
};
struct Profile {
  std::string network, username, url;
  std::string extra = {};  // unknown keys (see "Unknown keys" below)
};
struct Basics {
  std::string name, label, image, email, phone, url, summary;
  Location location;
  std::vector<Profile> profiles;
  std::string extra = {};  // unknown keys (see "Unknown keys" below)
};
struct Work {
  std::string name, location, description, position, url, startDate, endDate, summary;
  std::vector<std::string> highlights;
  std::string extra = {};  // unknown keys (see "Unknown keys" below)
};
struct Volunteer {
  std::string organization, position, url, startDate, endDate, summary;
  std::vector<std::string> highlights;
  std::string extra = {};  // unknown keys (see "Unknown keys" below)
};
struct Education {
  std::string institution, url, area, studyType, startDate, endDate, score;
  std::vector<std::string> courses;
  std::string extra = {};  // unknown keys (see "Unknown keys" below)
};
struct Award {
  std::string title, date, awarder, summary;
  std::string extra = {};  // unknown keys (see "Unknown keys" below)
};
struct Certificate {
  std::string name, date, url, issuer;
  std::string extra = {};  // unknown keys (see "Unknown keys" below)
};
struct Publication {
  std::string name, publisher, releaseDate, url, summary;
  std::string extra = {};  // unknown keys (see "Unknown keys" below)
};
struct Skill {
  std::string name, level;
  std::vector<std::string> keywords;
  std::string extra = {};  // unknown keys (see "Unknown keys" below)
};
struct Language {
  std::string language, fluency;
  std::string extra = {};  // unknown keys (see "Unknown keys" below)
};
struct Interest {
  std::string name;
  std::vector<std::string> keywords;
  std::string extra = {};  // unknown keys (see "Unknown keys" below)
};
struct Reference {
  std::string name, reference;
  std::string extra = {};  // unknown keys (see "Unknown keys" below)
};
struct Project {
  std::string name, description;
  std::vector<std::string> highlights, keywords;
  std::string startDate, endDate, url;
  std::vector<std::string> roles;
  std::string entity, type;
  std::string extra = {};  // unknown keys (see "Unknown keys" below)
};

struct ResidueLine {
  int line = 0;
  std::string text;
  bool fragment = false;  // part of a line whose other parts a field took (authors of a paper)
};
struct SectionInfo {
  int line = 0;
  std::string heading;
  std::string section;
  std::string rule;
};
// How a merged record came to be (reconcile/): revisions, grouping, conflicts, provenance.
struct Conflict {
  std::string field;      // "basics.email", "work[2].position", "skills[0].keywords"
  std::string kept;       // the value in the record
  std::string kept_from;  // its revision (source path)
  std::string lost;       // the value not taken
  std::string lost_from;
  std::string reason;     // "newer revision", "published beats pre-print", "same bullet, newer wording"
};
struct EntrySources {
  std::string section;               // "work", "education", ...
  int index = 0;                     // position in that section of the merged record
  std::vector<std::string> sources;  // revisions the entry came from, newest first
};
// What one revision left that no field took: its residue and diagnostics, and the rest of its
// own meta when it was a JSON record (the keys FromJson keeps in Meta::extra).
struct RevisionInfo {
  std::string source;
  std::vector<ResidueLine> residue;
  std::vector<extract::Diagnostic> diagnostics;
  std::string meta;  // a compact JSON object, "" when none
};
struct MergeInfo {
  std::string order;                        // "latest-date" or "given"
  std::vector<std::string> sources;         // oldest first
  std::vector<std::string> latest_dates;    // per source, the latest date it mentions
  std::vector<std::string> identity;        // one line per grouping decision
  std::vector<Conflict> conflicts;
  std::vector<EntrySources> entries;
  std::vector<RevisionInfo> revisions;      // oldest first, as `sources`
};

struct Meta {
  std::string source;
  std::string format;    // "text" or "pdf"
  std::string encoding;  // as detected
  std::vector<SectionInfo> sections;
  std::vector<ResidueLine> residue;
  std::vector<extract::Diagnostic> diagnostics;
  bool merged = false;
  MergeInfo merge;  // when merged
  std::string extra = {};  // the other keys of a JSON input's meta ("canonical", "version", ...)
};

struct Resume {
  Basics basics;
  std::vector<Work> work;
  std::vector<Volunteer> volunteer;
  std::vector<Education> education;
  std::vector<Award> awards;
  std::vector<Certificate> certificates;
  std::vector<Publication> publications;
  std::vector<Skill> skills;
  std::vector<Language> languages;
  std::vector<Interest> interests;
  std::vector<Reference> references;
  std::vector<Project> projects;
  Meta meta;
  std::string extra = {};  // unknown top-level keys ("$schema", "x_source", ...)
};

// The fields of each record type in schema key order: a string or a list of strings each.
// One table serves the JSON writer, the JSON reader and reconcile/.
template <typename T>
struct Field {
  const char* key;
  std::string T::*text = nullptr;                // set for a string field
  std::vector<std::string> T::*list = nullptr;   // set for a list field
};
// Specialised in schema/fields.cc for Basics, Location, Profile, Work, Volunteer, Education,
// Award, Certificate, Publication, Skill, Language, Interest, Reference and Project.
template <typename T>
const std::vector<Field<T>>& FieldsOf();
// The record's key of a section type ("work", "profiles", ...).
template <typename T>
const char* SectionOf();

// The JSON Resume record: keys in schema order, empty fields omitted, meta last.
// indent < 0 gives one compact line (JSON Lines). Invalid UTF-8 cannot occur (extract
// repairs it) but is replaced rather than thrown on.
std::string ToJson(const Resume& resume, int indent);

// Reads a JSON Resume record (cvmill's or anyone's): the v1 fields; from meta, "source" and
// well-formed cvmill "residue" and "diagnostics"; every other key, known to no field table,
// is kept in the `extra` of its object (meta's in Meta::extra). A value of the wrong type for
// a schema field is an error naming its path.
Result<Resume> FromJson(std::string_view json);

// A record cvmill itself wrote with meta in full (a worker process's reply) read back whole:
// as FromJson, and meta's "format", "encoding" and "sections" into their fields instead of
// Meta::extra, so ToJson(FromOwnJson(ToJson(r))) == ToJson(r) and a merge or diff of the
// record read back equals one of r. Not for records from elsewhere, whose meta keys stay theirs.
Result<Resume> FromOwnJson(std::string_view json);

// The keys of two `extra` objects: every key of `newer`, then the keys only `older` has.
// A key both have with different values keeps the newer value; each such key is appended to
// `lost` with both values as JSON text.
struct ExtraConflict {
  std::string key, kept, lost;
};
std::string MergeExtra(const std::string& newer, const std::string& older, std::vector<ExtraConflict>* lost);

}  // namespace cvmill::schema

#endif  // CVMILL_SCHEMA_SCHEMA_H_
