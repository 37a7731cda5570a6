// Entries whose dates stand in a column of their own, read by a plain-text dump (pdftotext's
// default order) as one block: a run of date lines, then the entries' text (or the entries'
// header lines, then the run). Each date goes back to its entry by order:
//
//   2012–2015                         2012–2015
//   2010–2012                         Chef de Partie, Gasthof am See, Linz.
//                             ->      2010–2012
//   Chef de Partie, Gasthof am See, Linz.     Commis, Hotel Alpenblick, Graz.
//   Commis, Hotel Alpenblick, Graz.           Wrote the winter menus.
//   Wrote the winter menus.
//
// Only where the count fits: the lines after the run (up to the next date line) that open a
// sentence and name things in parts ("Title, Organisation, Place.") are as many as the dates;
// or the paragraph right before the run splits at its full stops into as many header lines.
// Where a section's entries open with their date lines, the first line under a date line is
// its entry's header, however long ("Chef, Gasthof am See, Linz. A restaurant of 80 seats.").
// Plain text only (the other readers keep a row's cells together). Called by Chunk
// (entries.cc) once the lines are classified.
#include <string_view>
#include <vector>

#include "common/text.h"
#include "structure/internal/build.h"

namespace cvmill::structure::internal {

namespace {

// "Title, Organisation, Place." : the first sentence's parts apart by commas, two or more,
// each a few words (the first may be a degree's long name, `degree_first`). A line broken
// after a comma ("Abitur, Gesamtschule am Wall," over the rest) ends on an empty part.
bool NamedInParts(std::string_view t, bool degree_first = false, int most = 6) {
  std::size_t stop = t.find(". ");
  std::string_view first = stop == std::string_view::npos ? t : t.substr(0, stop);
  std::vector<std::string_view> parts = text::Split(first, ',');
  if (!parts.empty() && text::Trim(parts.back()).empty()) parts.pop_back();
  if (parts.size() < 2) return false;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    int words = 0;
    for (std::string_view w : text::Split(parts[i], ' ')) words += !w.empty();
    if (words == 0 || (words > most && !(i == 0 && degree_first && words <= 12))) return false;
  }
  return true;
}

}  // namespace

void Builder::DateRuns(std::vector<int>* lines_in, std::vector<Kind>* kinds, bool singles) const {
  if (doc_.format != extract::Format::kText) return;
  std::vector<int>& lines = *lines_in;
  std::vector<Kind>& kd = *kinds;
  const std::size_t n = lines.size();
  auto next = [&](std::size_t k) {
    ++k;
    while (k < n && kd[k] == Kind::kSkip) ++k;
    return k;
  };
  // A date line of a run: a range, or an open start ("since 2019"); inside a run a single
  // date right under the one before too (a course of one year after the degrees' ranges).
  auto run_date = [&](std::size_t k, bool in_run = false) {
    if (kd[k] != Kind::kDate) return false;
    const std::optional<DateRange>& d = PureDate(lines[k]);
    return d && (singles || !d->single || d->ongoing || (in_run && L(lines[k]).blank_before == 0));
  };
  // A line opening with a degree ("Master of Arts (Hons), Coastal Geography, University of
  // Northgate."): its first part may be long.
  auto degree_first = [&](std::size_t m) {
    const std::string& t = T(lines[m]);
    const auto d = nz::MatchDegree(t, rules_);
    return d && t.rfind(d->study_type, 0) == 0;
  };
  bool dates_open = false;
  for (std::size_t k = 0; k < n; ++k) {
    if (kd[k] == Kind::kSkip) continue;
    dates_open = kd[k] == Kind::kDate;
    break;
  }
  std::vector<int> out_lines;
  std::vector<Kind> out_kinds;
  out_lines.reserve(n);
  out_kinds.reserve(n);
  auto emit = [&](std::size_t k, Kind as) {
    out_lines.push_back(lines[k]);
    out_kinds.push_back(as);
  };
  bool changed = false;
  std::size_t k = 0;
  while (k < n) {
    if (!run_date(k)) {
      emit(k, kd[k]);
      ++k;
      continue;
    }
    // The run: date lines one after another (blank lines between them allowed).
    std::vector<std::size_t> run{k};
    std::size_t j = next(k);
    while (j < n && run_date(j, true)) {
      run.push_back(j);
      j = next(j);
    }
    const std::size_t after = j;  // the first line past the run
    // The block after the run, up to the next date line.
    std::size_t end = after;
    while (end < n && kd[end] != Kind::kDate) ++end;
    // Its lines that open an entry: the first, and lines that open a sentence after one
    // closed and name things in parts.
    // (Parts of six words at most; where that finds fewer entries than dates, of ten: "BTS,
    // Gestion et exploitation des petits ports de plaisance, Lycée Marin, Northport.")
    std::vector<std::size_t> heads;
    for (int most : {6, 10}) {
      heads.clear();
      bool closed = true;
      for (std::size_t m = after; m < end; ++m) {
        if (kd[m] == Kind::kSkip) continue;
        const bool text_line = kd[m] == Kind::kHead || kd[m] == Kind::kBody;
        if (text_line && (m == after || (closed && NamedInParts(T(lines[m]), degree_first(m), most)))) heads.push_back(m);
        closed = text::EndsSentence(T(lines[m])) || !text_line;
      }
      if (heads.size() >= run.size()) break;
    }
    if (run.size() >= 2 && after < n && L(lines[after]).blank_before > 0 && heads.size() == run.size() &&
        heads.front() == after) {
      // Each date right before its entry's first line, which is a header line.
      for (std::size_t r = 0; r < run.size(); ++r) {
        emit(run[r], Kind::kDate);
        const std::size_t stop = r + 1 < heads.size() ? heads[r + 1] : end;
        for (std::size_t m = heads[r]; m < stop; ++m) emit(m, m == heads[r] ? Kind::kHead : kd[m]);
      }
      // (Skipped lines between the run's dates are dropped from the order: they say nothing.)
      for (std::size_t m = k; m < after; ++m) {
        if (kd[m] == Kind::kSkip) emit(m, Kind::kSkip);
      }
      changed = true;
      k = end;
      continue;
    }
    // The paragraph right before the run (set apart by a blank line, the run too), split
    // at its full stops into as many header lines as dates: each date after its header.
    if (run.size() >= 2 && L(lines[k]).blank_before > 0 && !out_lines.empty()) {
      std::size_t from = out_lines.size();
      bool text_only = true;
      while (from > 0 && text_only) {
        --from;
        const Kind pk = out_kinds[from];
        if (pk == Kind::kSkip) continue;
        text_only = pk == Kind::kHead || pk == Kind::kBody || pk == Kind::kPlace || pk == Kind::kLabel;
        if (!text_only || L(out_lines[from]).blank_before > 0) break;
      }
      std::vector<std::size_t> cuts;  // where each piece begins, in out_lines
      bool ok = text_only && from < out_lines.size();
      // (Lines read with the line above them, skipped, neither cut nor close a piece; a field's
      // label, "Courses: ...", and the lines it runs on over belong to the piece above.)
      int last = -1;  // the last line not skipped
      std::vector<bool> labelled(out_lines.size(), false);
      bool in_label = false;
      for (std::size_t m = from; ok && m < out_lines.size(); ++m) {
        if (out_kinds[m] == Kind::kSkip) continue;
        if (out_kinds[m] == Kind::kLabel) in_label = true;
        else if (last >= 0 && text::EndsSentence(T(last))) in_label = false;
        labelled[m] = in_label;
        if ((last < 0 || text::EndsSentence(T(last))) && !in_label) cuts.push_back(m);
        last = out_lines[m];
      }
      // (Or header lines that close no sentence, one to each date: "Engineer" / "Intern".)
      if (ok && cuts.size() == 1 && last >= 0 && !text::EndsSentence(T(last))) {
        cuts.clear();
        for (std::size_t m = from; m < out_lines.size(); ++m) {
          if (out_kinds[m] == Kind::kSkip) continue;
          if (out_kinds[m] != Kind::kHead) ok = false;
          cuts.push_back(m);
        }
        ok = ok && cuts.size() == run.size();
      } else {
        ok = ok && cuts.size() == run.size() && last >= 0 && text::EndsSentence(T(last));
      }
      if (ok) {
        std::vector<int> para(out_lines.begin() + static_cast<long>(from), out_lines.end());
        std::vector<Kind> para_kinds(out_kinds.begin() + static_cast<long>(from), out_kinds.end());
        out_lines.resize(from);
        out_kinds.resize(from);
        // (Where the document's dates lead their entries, each date goes before its header.)
        const bool lead = DatesLead();
        for (std::size_t r = 0; r < run.size(); ++r) {
          if (lead) emit(run[r], Kind::kDate);
          const std::size_t stop = r + 1 < cuts.size() ? cuts[r + 1] - from : para.size();
          for (std::size_t m = cuts[r] - from; m < stop; ++m) {
            out_lines.push_back(para[m]);
            const bool under_label = labelled[from + m];
            const Kind pk = para_kinds[m];
            out_kinds.push_back(under_label ? (pk == Kind::kLabel ? pk : Kind::kBody) : pk == Kind::kBody ? Kind::kHead : pk);
          }
          if (!lead) emit(run[r], Kind::kDate);
        }
        changed = true;
        k = after;
        continue;
      }
    }
    // One date line where entries open with theirs: the line under it, set apart, is the
    // entry's header however long.
    if (run.size() == 1 && dates_open && after < n && kd[after] == Kind::kBody && L(lines[after]).blank_before > 0) {
      emit(k, kd[k]);
      for (std::size_t m = k + 1; m < after; ++m) emit(m, kd[m]);
      emit(after, Kind::kHead);
      changed = true;
      k = after + 1;
      continue;
    }
    for (std::size_t m = k; m < after; ++m) emit(m, kd[m]);
    k = after;
  }
  if (!changed) return;
  lines = std::move(out_lines);
  kd = std::move(out_kinds);
}

}  // namespace cvmill::structure::internal
