// Where an award's, certificate's or publication's title line ends and who gave it begins,
// when both stand on one line ("Title, Giver", "Title - Giver", "Title | Giver"). The title
// may itself hold a comma or a dash ("Order of Merit, Part Two - Guild of X"): of the
// separators in the line, one joins the title to the giver.
//
//   - A separator followed by a lower-case word joins no giver ("…, shortlisted", "… –
//     category cities"): a giver is a name. Nor one after a rank alone ("Finalist, X Cup"),
//     nor one before a legal suffix ("Acme, Inc.") or before places only ("…, Leeds").
//   - The section votes which kind of separator joins (Joiner): the kind every entry's title
//     line holds; the comma before a dash ("X – Level, Giver"); the line alone where the
//     section has no vote or the line lacks the voted kind.
//   - Of the joiner's places in the line: the first before a part the vocabulary names an
//     organisation ("Best Thesis, Faculty of Law, University of X"); else the one before a
//     last part naming a town ("Team X, Stadt Y"), the giver's seat; else the last ("Gold
//     Medal, Senior Division, Guild of X").
#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

namespace {

// The separators Parts() splits at (longest first), then the comma.
constexpr std::string_view kStrong[] = {" | ", " \u2014 ", " \u2013 ", " --- ", " -- ", " - ", " @ ", " \u00B7 "};


}  // namespace

// Every separator at the top level of `t` (not inside brackets), in order.
std::vector<TitleCut> Builder::TitleCuts(std::string_view t) {
  std::vector<TitleCut> all;
  int depth = 0;
  for (std::size_t i = 0; i < t.size(); ++i) {
    const char c = t[i];
    if (c == '(' || c == '[') ++depth;
    if ((c == ')' || c == ']') && depth > 0) --depth;
    if (depth > 0) continue;
    if (c == ',' && i + 1 < t.size() && t[i + 1] == ' ') {
      all.push_back({i, 2, ","});
      continue;
    }
    if (c != ' ') continue;
    for (std::string_view sep : kStrong) {
      if (t.substr(i, sep.size()) == sep) {
        all.push_back({i, sep.size(), sep});
        i += sep.size() - 2;  // (the next separator may start at the last space)
        break;
      }
    }
  }
  std::vector<TitleCut> out;
  for (const TitleCut& cut : all) {
    const std::string left = Clean(t.substr(0, cut.at));
    const std::string right = Clean(t.substr(cut.at + cut.size));
    if (left.empty() || right.empty()) continue;
    // (A lower-case name of an organisation is still one: "…, northfield business school".)
    if (StartsLowerWord(right) && !OrgLike(text::Trim(std::string_view(right).substr(0, right.find(','))))) continue;
    if (cut.kind == "," && IsLegalSuffix(text::Trim(std::string_view(right).substr(0, right.find(','))))) continue;
    if (text::WordCount(left) <= 3 && nz::EntryFieldLabel(left, rules_) == "rank") continue;
    std::vector<std::string> places;
    if (StripPlaces(Parts(right), &places).empty()) continue;
    // (A town alone at the line's end, of any size, is where: "…, Plant Science, Leeds".)
    if (right.find(',') == std::string::npos && nz::IsTown(right, rules_) && !OrgLike(right)) continue;
    out.push_back(cut);
  }
  return out;
}

// The joiner of title lines (each line's cuts): the kind of separator every line holds; the
// comma where a comma does (a dash beside it qualifies a title, "X – Level, Giver", or names
// a giver's part, "Guild – Branch"); of several dashes, the one each line holds exactly once.
// "" when no kind is in every line.
std::string_view Builder::Joiner(const std::vector<std::vector<TitleCut>>& lines) {
  std::map<std::string_view, int> seen, once;  // kind -> lines holding it, exactly once
  for (const auto& cuts : lines) {
    std::map<std::string_view, int> n;
    for (const TitleCut& c : cuts) ++n[c.kind];
    for (const auto& [kind, count] : n) {
      ++seen[kind];
      once[kind] += count == 1;
    }
  }
  const int all = static_cast<int>(lines.size());
  if (all == 0) return "";
  if (seen[","] == all) return ",";
  std::string_view every, single;
  int everywhere = 0, singles = 0;
  for (const auto& [kind, count] : seen) {
    if (count != all) continue;
    ++everywhere, every = kind;
    if (once[kind] == all) ++singles, single = kind;
  }
  if (everywhere == 1) return every;
  return singles == 1 ? single : std::string_view();
}

// The section's joiner, from each entry's title line (its first header line) that holds a
// separator; "" when fewer than two do.
std::string Builder::VoteJoiner(const std::vector<std::vector<Unit>>& entries) {
  std::vector<std::vector<TitleCut>> lines;
  for (const auto& e : entries) {
    for (const Unit& u : e) {
      if (u.kind != Kind::kHead || u.text.find('\t') != std::string::npos) continue;
      std::vector<TitleCut> cuts = TitleCuts(u.text);
      if (!cuts.empty()) lines.push_back(std::move(cuts));
      break;  // the entry's first header line holds its title
    }
  }
  return lines.size() >= 2 ? std::string(Joiner(lines)) : "";
}

bool Builder::SplitTitleGiver(std::string_view t, std::string_view joiner, std::string* title, std::string* giver) {
  std::vector<TitleCut> cuts = TitleCuts(t);
  if (cuts.empty()) return false;
  // The section's joiner where the line holds it, else the line's own.
  bool held = false;
  for (const TitleCut& c : cuts) held = held || c.kind == joiner;
  if (!held) joiner = Joiner({cuts});
  std::vector<TitleCut> of;
  for (const TitleCut& c : cuts) {
    if (joiner.empty() || c.kind == joiner) of.push_back(c);
  }
  cuts = std::move(of);
  const TitleCut* at = nullptr;
  for (std::size_t k = 0; k < cuts.size() && !at; ++k) {
    const std::size_t from = cuts[k].at + cuts[k].size;
    const std::size_t to = k + 1 < cuts.size() ? cuts[k + 1].at : t.size();
    if (OrgLike(Clean(t.substr(from, to - from)))) at = &cuts[k];
  }
  // The last part naming a town or country ("…, Kompetenzteam X, Stadt Aalen") is where the
  // giver sits, not the giver: the giver starts a part earlier.
  if (!at && cuts.size() >= 2) {
    std::string_view last = text::Trim(t.substr(cuts.back().at + cuts.back().size));
    const std::size_t space = last.rfind(' ');
    if (space != std::string_view::npos) {
      const std::string word = Clean(last.substr(space + 1));
      if (nz::IsTown(word, rules_) || nz::CountryCode(word, rules_)) at = &cuts[cuts.size() - 2];
    }
  }
  if (!at) at = &cuts.back();
  *title = Clean(t.substr(0, at->at));
  std::string g = Clean(t.substr(at->at + at->size));
  // "…, Guild of X." closed by a full stop: not part of the name (but "Acme Ltd." keeps it).
  if (g.size() > 1 && g.back() == '.') {
    const std::vector<std::string> parts = Parts(g);
    if (!parts.empty() && parts.back().back() != '.') g.pop_back();
  }
  *giver = Clean(g);
  return !title->empty() && !giver->empty();
}

}  // namespace cvmill::structure::internal
