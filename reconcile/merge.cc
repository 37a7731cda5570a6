// Merging the revisions of one person: order, scalars, sections aligned entry by entry,
// provenance, and what each revision left that no field took.
#include <algorithm>
#include <map>

#include "common/text.h"
#include "reconcile/internal/reconcile_impl.h"
#include "reconcile/reconcile.h"

namespace cvmill::reconcile {
namespace nz = normalize;
using namespace schema;
using internal::DateLess;
using internal::Folder;
using internal::Year;

namespace {

bool IsPreprint(const Publication& p, Folder& f) { return p.publisher.empty() || f.Fold(p.publisher) == "arxiv"; }

class Merger {
 public:
  Merger(Folder& folder, MergeInfo* info) : f_(folder), info_(info) {}

  void Conflict(const std::string& field, const std::string& kept, const std::string& kept_from,
                const std::string& lost, const std::string& lost_from, const std::string& reason) {
    info_->conflicts.push_back({field, kept, kept_from, lost, lost_from, reason});
  }

  // Scalars: the newer value stays; an older one fills a gap or is listed as a conflict.
  void Scalar(const std::string& field, std::string* kept, std::string* kept_from, const std::string& older,
              const std::string& older_src) {
    if (older.empty()) return;
    if (kept->empty()) {
      *kept = older;
      *kept_from = older_src;
      return;
    }
    if (*kept == older) return;
    Conflict(field, *kept, *kept_from, older, older_src,
             f_.SameText(*kept, older) ? "same value, newer spelling" : "newer revision");
  }

  void List(const std::string& field, std::vector<std::string>* kept, const std::string& kept_from,
            const std::vector<std::string>& older, const std::string& older_src, bool keywords) {
    for (const std::string& o : older) {
      auto dup = std::find_if(kept->begin(), kept->end(), [&](const std::string& k) {
        return keywords ? internal::SameKeyword(k, o, f_) : (k == o || SameHighlight(k, o));
      });
      if (dup == kept->end()) {
        kept->push_back(o);
      } else if (*dup != o) {
        Conflict(field, *dup, kept_from, o, older_src, "same item, newer wording");
      }
    }
  }

  // Unknown keys of JSON input: the newer value per key; an older one fills a gap or is a
  // conflict. `where` is the object's path ("basics", "work[2]", "" for the top level).
  void Extra(const std::string& where, std::string* kept, const std::string& kept_from, const std::string& older,
             const std::string& older_src) {
    std::vector<ExtraConflict> lost;
    *kept = MergeExtra(*kept, older, &lost);
    for (const auto& c : lost)
      Conflict(where.empty() ? c.key : where + "." + c.key, c.kept, kept_from, c.lost, older_src, "newer revision");
  }

  template <typename T>
  void Section(std::vector<T>* merged, std::vector<std::vector<std::string>>* sources,
               const std::vector<T>& older, const std::string& older_src) {
    std::vector<int> match = internal::Align(*merged, older, f_);
    for (std::size_t j = 0; j < older.size(); ++j) {
      int i = match[j];
      if (i < 0) {
        merged->push_back(older[j]);
        sources->push_back({older_src});
        continue;
      }
      T& m = (*merged)[static_cast<std::size_t>(i)];
      auto& src = (*sources)[static_cast<std::size_t>(i)];
      std::string where = std::string(SectionOf<T>()) + "[" + std::to_string(i) + "]";
      PreMerge(&m, older[j], src.front(), older_src, where);
      for (const Field<T>& f : FieldsOf<T>()) {
        if (f.text) {
          std::string from = src.front();
          Scalar(where + "." + f.key, &(m.*(f.text)), &from, older[j].*(f.text), older_src);
        } else {
          List(where + "." + f.key, &(m.*(f.list)), src.front(), older[j].*(f.list), older_src,
               std::string(f.key) != "highlights");
        }
      }
      Extra(where, &m.extra, src.front(), older[j].extra, older_src);
      src.push_back(older_src);
    }
  }

 private:
  template <typename T>
  void PreMerge(T*, const T&, const std::string&, const std::string&, const std::string&) {}
  // A pre-print later published keeps the published title and venue, whichever is newer.
  void PreMerge(Publication* m, const Publication& older, const std::string& kept_from,
                const std::string& older_src, const std::string& where) {
    if (IsPreprint(*m, f_) && !IsPreprint(older, f_)) {
      for (auto field : {&Publication::name, &Publication::publisher, &Publication::releaseDate}) {
        if (!(older.*field).empty() && m->*field != older.*field) {
          if (!(m->*field).empty())
            Conflict(where, older.*field, older_src, m->*field, kept_from, "published beats pre-print");
          m->*field = older.*field;
        }
      }
    }
  }

  Folder& f_;
  MergeInfo* info_;
};

}  // namespace

std::string LatestDate(const Resume& r) {
  std::string best;
  auto see = [&](const std::string& d) {
    if (Year(d) != 0 && DateLess(best, d)) best = d;
  };
  for (const auto& x : r.work) see(x.startDate), see(x.endDate);
  for (const auto& x : r.volunteer) see(x.startDate), see(x.endDate);
  for (const auto& x : r.education) see(x.startDate), see(x.endDate);
  for (const auto& x : r.awards) see(x.date);
  for (const auto& x : r.certificates) see(x.date);
  for (const auto& x : r.publications) see(x.releaseDate);
  for (const auto& x : r.projects) see(x.startDate), see(x.endDate);
  return best;
}

Resume Merge(const std::vector<Revision>& revs, const Person& person, const nz::Rules& rules,
             const Options& options) {
  // Oldest first: by the latest date mentioned, ties (and Order::kGiven) by input order.
  // (Indices that name no revision are left out; a person without any gives an empty record.)
  std::vector<int> order;
  for (int i : person.revisions) {
    if (i >= 0 && static_cast<std::size_t>(i) < revs.size()) order.push_back(i);
  }
  if (order.empty()) {
    Resume none;
    none.meta.merged = true;
    none.meta.format = "merged";
    none.meta.merge.identity = person.reasons;
    return none;
  }
  std::map<int, std::string> latest;
  for (int i : order) latest[i] = LatestDate(revs[static_cast<std::size_t>(i)].record);
  if (options.order == Order::kLatestDate) {
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return DateLess(latest[a], latest[b]); });
  }
  const Revision& newest = revs[static_cast<std::size_t>(order.back())];
  Resume m = newest.record;
  m.meta = Meta{};
  m.meta.merged = true;
  m.meta.extra = newest.record.meta.extra;
  MergeInfo& info = m.meta.merge;
  info.order = options.order == Order::kGiven ? "given" : "latest-date";
  for (int i : order) {
    const Revision& r = revs[static_cast<std::size_t>(i)];
    info.sources.push_back(r.source);
    info.latest_dates.push_back(latest[i]);
    // Nothing a revision left unused is lost in the merge: its residue and diagnostics, and
    // the rest of its own meta (a JSON input's), by revision.
    info.revisions.push_back({r.source, r.record.meta.residue, r.record.meta.diagnostics, r.record.meta.extra});
  }
  info.identity = person.reasons;
  Folder folder(rules);
  Merger merger(folder, &info);

  // Where each scalar of basics came from.
  std::map<std::string, std::string> from;
  for (const auto& f : FieldsOf<Basics>()) if (!(m.basics.*(f.text)).empty()) from[f.key] = newest.source;
  for (const auto& f : FieldsOf<Location>()) if (!(m.basics.location.*(f.text)).empty()) from[f.key] = newest.source;

  std::vector<std::vector<std::string>> s_work(m.work.size(), {newest.source}), s_vol(m.volunteer.size(), {newest.source}),
      s_edu(m.education.size(), {newest.source}), s_awd(m.awards.size(), {newest.source}),
      s_cert(m.certificates.size(), {newest.source}), s_pub(m.publications.size(), {newest.source}),
      s_skill(m.skills.size(), {newest.source}), s_lang(m.languages.size(), {newest.source}),
      s_int(m.interests.size(), {newest.source}), s_ref(m.references.size(), {newest.source}),
      s_proj(m.projects.size(), {newest.source}), s_prof(m.basics.profiles.size(), {newest.source});

  for (auto it = order.rbegin() + 1; it != order.rend(); ++it) {
    const Revision& old = revs[static_cast<std::size_t>(*it)];
    const Resume& o = old.record;
    for (const auto& f : FieldsOf<Basics>())
      merger.Scalar(std::string("basics.") + f.key, &(m.basics.*(f.text)), &from[f.key], o.basics.*(f.text), old.source);
    for (const auto& f : FieldsOf<Location>())
      merger.Scalar(std::string("basics.location.") + f.key, &(m.basics.location.*(f.text)), &from[f.key],
                    o.basics.location.*(f.text), old.source);
    merger.Extra("", &m.extra, newest.source, o.extra, old.source);
    merger.Extra("basics", &m.basics.extra, newest.source, o.basics.extra, old.source);
    merger.Extra("basics.location", &m.basics.location.extra, newest.source, o.basics.location.extra, old.source);
    merger.Extra("meta", &m.meta.extra, newest.source, o.meta.extra, old.source);
    merger.Section(&m.basics.profiles, &s_prof, o.basics.profiles, old.source);
    merger.Section(&m.work, &s_work, o.work, old.source);
    merger.Section(&m.volunteer, &s_vol, o.volunteer, old.source);
    merger.Section(&m.education, &s_edu, o.education, old.source);
    merger.Section(&m.awards, &s_awd, o.awards, old.source);
    merger.Section(&m.certificates, &s_cert, o.certificates, old.source);
    merger.Section(&m.publications, &s_pub, o.publications, old.source);
    merger.Section(&m.skills, &s_skill, o.skills, old.source);
    merger.Section(&m.languages, &s_lang, o.languages, old.source);
    merger.Section(&m.interests, &s_int, o.interests, old.source);
    merger.Section(&m.references, &s_ref, o.references, old.source);
    merger.Section(&m.projects, &s_proj, o.projects, old.source);
  }
  auto record = [&](const char* section, const std::vector<std::vector<std::string>>& s) {
    for (std::size_t i = 0; i < s.size(); ++i) info.entries.push_back({section, static_cast<int>(i), s[i]});
  };
  record("profiles", s_prof);
  record("work", s_work);
  record("volunteer", s_vol);
  record("education", s_edu);
  record("awards", s_awd);
  record("certificates", s_cert);
  record("publications", s_pub);
  record("skills", s_skill);
  record("languages", s_lang);
  record("interests", s_int);
  record("references", s_ref);
  record("projects", s_proj);
  m.meta.source = newest.source;
  m.meta.format = "merged";
  return m;
}

}  // namespace cvmill::reconcile
