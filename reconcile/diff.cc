// What changed from one revision of a CV to the next, entry by entry and field by field.
#include <algorithm>
#include <sstream>

#include "reconcile/internal/reconcile_impl.h"
#include "reconcile/reconcile.h"

namespace cvmill::reconcile {
namespace nz = normalize;
using namespace schema;
using internal::Label;

// --- diff --------------------------------------------------------------------------------
namespace {

template <typename T>
void DiffSection(const std::vector<T>& before, const std::vector<T>& after, internal::Folder* folder,
                 std::vector<Change>* out) {
  const char* section = SectionOf<T>();
  std::vector<int> match = internal::Align(after, before, *folder);
  std::vector<bool> kept(after.size(), false);
  for (std::size_t j = 0; j < before.size(); ++j) {
    int i = match[j];
    if (i < 0) {
      out->push_back({"removed", section, Label(before[j]), "", Label(before[j]), ""});
      continue;
    }
    kept[static_cast<std::size_t>(i)] = true;
    const T& a = after[static_cast<std::size_t>(i)];
    for (const Field<T>& f : FieldsOf<T>()) {
      if (f.text) {
        const std::string& b = before[j].*(f.text);
        const std::string& n = a.*(f.text);
        if (b != n) out->push_back({b.empty() ? "added" : (n.empty() ? "removed" : "changed"), section, Label(a), f.key, b, n});
        continue;
      }
      const auto& was = before[j].*(f.list);
      const auto& now = a.*(f.list);
      for (const auto& x : was) {
        if (std::find(now.begin(), now.end(), x) == now.end()) out->push_back({"removed", section, Label(a), f.key, x, ""});
      }
      for (const auto& x : now) {
        if (std::find(was.begin(), was.end(), x) == was.end()) out->push_back({"added", section, Label(a), f.key, "", x});
      }
    }
  }
  for (std::size_t i = 0; i < after.size(); ++i) {
    if (!kept[i]) out->push_back({"added", section, Label(after[i]), "", "", Label(after[i])});
  }
}

std::string Escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') out.push_back('\\');
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    if (static_cast<unsigned char>(c) < 0x20) {  // kept, escaped: a diff drops no text
      static const char kHex[] = "0123456789abcdef";
      out += "\\u00";
      out.push_back(kHex[(c >> 4) & 0xf]);
      out.push_back(kHex[c & 0xf]);
      continue;
    }
    out.push_back(c);
  }
  return out;
}

}  // namespace

std::vector<Change> Diff(const Resume& before, const Resume& after, const nz::Rules& rules) {
  std::vector<Change> out;
  internal::Folder folder(rules);
  auto scalar = [&](const char* field, const std::string& a, const std::string& b) {
    if (a == b) return;
    out.push_back({a.empty() ? "added" : (b.empty() ? "removed" : "changed"), "basics", "", field, a, b});
  };
  scalar("name", before.basics.name, after.basics.name);
  scalar("label", before.basics.label, after.basics.label);
  scalar("email", before.basics.email, after.basics.email);
  scalar("phone", before.basics.phone, after.basics.phone);
  scalar("url", before.basics.url, after.basics.url);
  scalar("summary", before.basics.summary, after.basics.summary);
  scalar("location.city", before.basics.location.city, after.basics.location.city);
  scalar("location.countryCode", before.basics.location.countryCode, after.basics.location.countryCode);
  DiffSection(before.basics.profiles, after.basics.profiles, &folder, &out);
  DiffSection(before.work, after.work, &folder, &out);
  DiffSection(before.volunteer, after.volunteer, &folder, &out);
  DiffSection(before.education, after.education, &folder, &out);
  DiffSection(before.awards, after.awards, &folder, &out);
  DiffSection(before.certificates, after.certificates, &folder, &out);
  DiffSection(before.publications, after.publications, &folder, &out);
  DiffSection(before.skills, after.skills, &folder, &out);
  DiffSection(before.languages, after.languages, &folder, &out);
  DiffSection(before.interests, after.interests, &folder, &out);
  DiffSection(before.references, after.references, &folder, &out);
  DiffSection(before.projects, after.projects, &folder, &out);
  return out;
}

std::string DiffText(const std::vector<Change>& changes) {
  std::ostringstream ss;
  for (const Change& c : changes) {
    std::string where = c.section + (c.entry.empty() ? "" : " [" + c.entry + "]") + (c.field.empty() ? "" : " " + c.field);
    if (c.kind == "changed") ss << "~ " << where << ": " << c.before << " -> " << c.after << "\n";
    else if (c.kind == "added") ss << "+ " << where << (c.field.empty() ? "" : ": " + c.after) << "\n";
    else ss << "- " << where << (c.field.empty() ? "" : ": " + c.before) << "\n";
  }
  if (changes.empty()) ss << "no changes\n";
  return ss.str();
}

std::string DiffJson(const std::vector<Change>& changes) {
  std::ostringstream ss;
  ss << "[";
  for (std::size_t i = 0; i < changes.size(); ++i) {
    const Change& c = changes[i];
    ss << (i ? ",\n " : "\n ") << "{\"change\": \"" << c.kind << "\", \"section\": \"" << Escape(c.section)
       << "\", \"entry\": \"" << Escape(c.entry) << "\", \"field\": \"" << Escape(c.field) << "\", \"before\": \""
       << Escape(c.before) << "\", \"after\": \"" << Escape(c.after) << "\"}";
  }
  ss << (changes.empty() ? "]" : "\n]") << "\n";
  return ss.str();
}

}  // namespace cvmill::reconcile
