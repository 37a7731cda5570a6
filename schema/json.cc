// JSON Resume records to JSON text, keys in schema order, empty fields omitted.
//
// Written straight to a string (no intermediate tree): the format is byte-for-byte what
// nlohmann::json::dump(indent) gives (", " and ": " separators, "[]" for empty arrays,
// UTF-8 kept, control characters escaped), which tests/schema_test.cc checks.
#include <algorithm>
#include <cassert>
#include <cstdint>
#include <cstdio>
#include <cstring>

#include <nlohmann/json.hpp>

#include "common/text.h"
#include "schema/schema.h"

namespace cvmill::schema {
namespace {

// True when none of the 8 bytes at p needs escaping (a control byte, '"' or '\\'), tested a
// word at a time: (v - 0x01..) & ~v & 0x80.. is non-zero exactly when some byte of v is zero,
// and with 0x20.. instead of 0x01.. when some byte is below 0x20.
bool NoEscape8(const char* p) {
  std::uint64_t w;
  std::memcpy(&w, p, 8);
  constexpr std::uint64_t kOnes = 0x0101010101010101ULL, kHigh = 0x8080808080808080ULL;
  auto has_zero = [&](std::uint64_t v) { return (v - kOnes) & ~v & kHigh; };
  std::uint64_t less = (w - kOnes * 0x20) & ~w & kHigh;
  return (less | has_zero(w ^ (kOnes * '"')) | has_zero(w ^ (kOnes * '\\'))) == 0;
}

class Writer {
 public:
  explicit Writer(int indent) : indent_(indent) { out_.reserve(8192); }

  void BeginObject() { Open('{'); }
  void EndObject() { Close('}'); }
  void BeginArray() { Open('['); }
  void EndArray() { Close(']'); }

  // Keys are the schema's own names: nothing in them needs escaping.
  void Key(const char* key) {
    Separate();
    out_ += '"';
    out_.append(key);
    out_.append(indent_ >= 0 ? "\": " : "\":");
    after_key_ = true;
  }
  void Value(const std::string& s) {
    Separate();
    String(s);
  }
  void Value(int v) {
    Separate();
    out_ += std::to_string(v);
  }
  void Value(bool v) {
    Separate();
    out_ += v ? "true" : "false";
  }
  // A key from input (an unknown key kept from JSON input): escaped as any string.
  void AnyKey(const std::string& key) {
    Separate();
    String(key);
    out_.append(indent_ >= 0 ? ": " : ":");
    after_key_ = true;
  }
  // A number, true, false or null as its JSON text.
  void Raw(const std::string& text) {
    Separate();
    out_ += text;
  }
  // key: value, only when the value is not empty.
  void Field(const char* key, const std::string& v) {
    if (v.empty()) return;
    Key(key);
    Value(v);
  }
  void Field(const char* key, const std::vector<std::string>& v) {
    if (v.empty()) return;
    Key(key);
    BeginArray();
    for (const auto& s : v) Value(s);
    EndArray();
  }
  std::string Take() { return std::move(out_); }

 private:
  struct Level {
    bool empty = true;
  };
  void Open(char c) {
    Separate();
    out_ += c;
    stack_.push_back(Level{});
  }
  void Close(char c) {
    bool was_empty = stack_.back().empty;
    stack_.pop_back();
    if (!was_empty) Newline();
    out_ += c;
  }
  // Before a value or key: a comma after a sibling, then a newline and indentation.
  void Separate() {
    if (after_key_) {
      after_key_ = false;
      return;
    }
    if (stack_.empty()) return;
    if (!stack_.back().empty) out_ += ',';
    stack_.back().empty = false;
    Newline();
  }
  void Newline() {
    if (indent_ < 0) return;
    std::size_t n = 1 + stack_.size() * static_cast<std::size_t>(indent_);
    while (margin_.size() < n) margin_ += ' ';
    out_.append(margin_.data(), n);
  }
  void String(std::string_view s) {
    out_ += '"';
    // Runs of bytes that need no escape are appended whole.
    std::size_t run = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
      if (i + 8 <= s.size() && NoEscape8(s.data() + i)) {
        i += 7;
        continue;
      }
      auto c = static_cast<unsigned char>(s[i]);
      if (c >= 0x20 && c != '"' && c != '\\') continue;
      out_.append(s.data() + run, i - run);
      run = i + 1;
      switch (c) {
        case '"': out_ += "\\\""; break;
        case '\\': out_ += "\\\\"; break;
        case '\b': out_ += "\\b"; break;
        case '\f': out_ += "\\f"; break;
        case '\n': out_ += "\\n"; break;
        case '\r': out_ += "\\r"; break;
        case '\t': out_ += "\\t"; break;
        default: {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out_ += buf;
        }
      }
    }
    out_.append(s.data() + run, s.size() - run);
    out_ += '"';
  }

  int indent_;
  std::string margin_ = "\n";  // a newline and as many spaces as the deepest indentation so far
  std::string out_;
  std::vector<Level> stack_;
  bool after_key_ = false;
};

using Json = nlohmann::ordered_json;

void Emit(Writer& w, const Json& v) {
  if (v.is_object()) {
    w.BeginObject();
    for (const auto& [k, x] : v.items()) {
      w.AnyKey(k);
      Emit(w, x);
    }
    w.EndObject();
  } else if (v.is_array()) {
    w.BeginArray();
    for (const auto& x : v) Emit(w, x);
    w.EndArray();
  } else if (v.is_string()) {
    w.Value(v.get_ref<const std::string&>());
  } else {
    w.Raw(v.dump());
  }
}

// The unknown keys an object kept from JSON input, after its own fields; `skip`: keys the
// writer has written in this object itself.
void Extra(Writer& w, const std::string& extra, const std::vector<std::string>& skip = {}) {
  if (extra.empty()) return;
  Json j = Json::parse(extra, nullptr, false);
  if (!j.is_object()) return;
  for (const auto& [k, v] : j.items()) {
    if (std::find(skip.begin(), skip.end(), k) != skip.end()) continue;
    w.AnyKey(k);
    Emit(w, v);
  }
}

template <typename T, typename F>
void Array(Writer& w, const char* key, const std::vector<T>& items, F fields) {
  if (items.empty()) return;
  w.Key(key);
  w.BeginArray();
  for (const T& item : items) {
    w.BeginObject();
    fields(item);
    w.EndObject();
  }
  w.EndArray();
}

// Every field of an entry in schema order; empty ones are skipped by Writer::Field.
template <typename T>
void Fields(Writer& w, const T& x) {
  for (const Field<T>& f : FieldsOf<T>()) {
    if (f.text) w.Field(f.key, x.*(f.text));
    else w.Field(f.key, x.*(f.list));
  }
}

void Residue(Writer& w, const std::vector<ResidueLine>& residue) {
  w.Key("residue");
  w.BeginArray();
  for (const auto& x : residue) {
    w.BeginObject();
    w.Key("line");
    w.Value(x.line);
    w.Key("text");
    w.Value(x.text);
    if (x.fragment) {
      w.Key("fragment");
      w.Value(true);
    }
    w.EndObject();
  }
  w.EndArray();
}

void Diagnostics(Writer& w, const std::vector<extract::Diagnostic>& diagnostics) {
  Array(w, "diagnostics", diagnostics, [&](const extract::Diagnostic& d) {
    if (d.line > 0) {
      w.Key("line");
      w.Value(d.line);
    }
    w.Key("message");
    w.Value(d.message);
  });
}

template <typename T>
bool Empty(const T& x) {
  for (const Field<T>& f : FieldsOf<T>()) {
    if (f.text ? !(x.*(f.text)).empty() : !(x.*(f.list)).empty()) return false;
  }
  return true;
}

template <typename T>
void Section(Writer& w, const std::vector<T>& items) {
  Array(w, SectionOf<T>(), items, [&](const T& x) {
    Fields(w, x);
    Extra(w, x.extra);
  });
}

}  // namespace

std::string ToJson(const Resume& r, int indent) {
  Writer w(indent);
  w.BeginObject();
  const Basics& b = r.basics;
  bool location = !Empty(b.location) || !b.location.extra.empty();
  if (!Empty(b) || location || !b.profiles.empty() || !b.extra.empty()) {
    w.Key("basics");
    w.BeginObject();
    Fields(w, b);
    if (location) {
      w.Key("location");
      w.BeginObject();
      Fields(w, b.location);
      Extra(w, b.location.extra);
      w.EndObject();
    }
    Section(w, b.profiles);
    Extra(w, b.extra);
    w.EndObject();
  }
  Section(w, r.work);
  Section(w, r.volunteer);
  Section(w, r.education);
  Section(w, r.awards);
  Section(w, r.certificates);
  Section(w, r.publications);
  Section(w, r.skills);
  Section(w, r.languages);
  Section(w, r.interests);
  Section(w, r.references);
  Section(w, r.projects);
  Extra(w, r.extra);
  w.Key("meta");
  w.BeginObject();
  w.Field("source", r.meta.source);
  w.Field("format", r.meta.format);
  w.Field("encoding", r.meta.encoding);
  Array(w, "sections", r.meta.sections, [&](const SectionInfo& s) {
    w.Key("line");
    w.Value(s.line);
    w.Key("heading");
    w.Value(s.heading);
    w.Key("section");
    w.Value(s.section);
    w.Key("rule");
    w.Value(s.rule);
  });
  if (!r.meta.merged || !r.meta.residue.empty()) Residue(w, r.meta.residue);
  Diagnostics(w, r.meta.diagnostics);
  if (r.meta.merged) {
    const MergeInfo& m = r.meta.merge;
    w.Key("merge");
    w.BeginObject();
    w.Field("order", m.order);
    w.Field("sources", m.sources);
    w.Field("latestDates", m.latest_dates);
    w.Field("identity", m.identity);
    Array(w, "conflicts", m.conflicts, [&](const Conflict& c) {
      w.Field("field", c.field);
      w.Field("kept", c.kept);
      w.Field("keptFrom", c.kept_from);
      w.Field("lost", c.lost);
      w.Field("lostFrom", c.lost_from);
      w.Field("reason", c.reason);
    });
    Array(w, "entries", m.entries, [&](const EntrySources& e) {
      w.Field("section", e.section);
      w.Key("index");
      w.Value(e.index);
      w.Field("sources", e.sources);
    });
    Array(w, "revisions", m.revisions, [&](const RevisionInfo& v) {
      w.Field("source", v.source);
      if (!v.residue.empty()) Residue(w, v.residue);
      Diagnostics(w, v.diagnostics);
      if (!v.meta.empty()) {
        w.Key("meta");
        w.BeginObject();
        Extra(w, v.meta);
        w.EndObject();
      }
    });
    w.EndObject();
  }
  // The rest of a JSON input's meta, but the keys written above; a merged record leaves out all
  // of cvmill's keys (they describe one input, and are kept in meta.merge.revisions).
  if (const Meta& m = r.meta; !m.extra.empty()) {
    std::vector<std::string> written;
    for (auto [key, used] : {std::pair<const char*, bool>{"source", !m.source.empty()}, {"format", !m.format.empty()},
                             {"encoding", !m.encoding.empty()}, {"sections", !m.sections.empty()},
                             {"residue", !m.merged || !m.residue.empty()}, {"diagnostics", !m.diagnostics.empty()},
                             {"merge", m.merged}}) {
      if (used || m.merged) written.emplace_back(key);
    }
    Extra(w, m.extra, written);
  }
  w.EndObject();
  w.EndObject();
  // Every string is valid UTF-8 already: extract repairs its input, JSON input with invalid
  // UTF-8 is refused by the parser, and the builder cuts text only at ASCII bytes or whole
  // code points. Checked in debug builds and by tests/robustness_test.cc.
  std::string out = w.Take();
  assert(text::IsValidUtf8(out));
  return out;
}

}  // namespace cvmill::schema
