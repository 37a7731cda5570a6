// The --explain account: a Trace (what Normalize and Build recorded where they decided) as
// plain text, lines named by their number in the source. Reads the trace only; decides nothing.
#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "common/text.h"
#include "structure/structure.h"

namespace cvmill::structure {
namespace {

using Why = normalize::HeadingTrace::Why;

class Writer {
 public:
  Writer(const Trace& trace, const extract::Document& doc, const schema::Resume& record)
      : t_(trace), doc_(doc), r_(record) {}

  std::string Run() {
    Styles();
    Headings();
    Sections();
    Residue();
    return std::move(out_);
  }

 private:
  // "12" for line index i: its number in the source.
  std::string N(int i) const {
    return i >= 0 && static_cast<std::size_t>(i) < doc_.lines.size()
               ? std::to_string(doc_.lines[static_cast<std::size_t>(i)].number)
               : "?";
  }
  // The line's text, quoted, gaps as " | ", cut after 60 bytes (at a character boundary).
  std::string Q(int i) const {
    if (i < 0 || static_cast<std::size_t>(i) >= doc_.lines.size()) return "\"\"";
    return Quote(doc_.lines[static_cast<std::size_t>(i)].text);
  }
  static std::string Quote(std::string_view s) {
    std::string t;
    for (char c : s) t += c == '\t' ? std::string(" | ") : std::string(1, c);
    if (t.size() > 60) {
      std::size_t cut = 57;
      while (cut > 0 && (static_cast<unsigned char>(t[cut]) & 0xC0) == 0x80) --cut;
      t = t.substr(0, cut) + "...";
    }
    return "\"" + t + "\"";
  }
  std::string Lines(const std::vector<int>& lines) const {
    std::vector<std::string> n;
    for (int i : lines) n.push_back(N(i));
    return text::Join(n, ", ");
  }
  void Put(const std::string& s) { out_ += s + "\n"; }

  void Styles() {
    Put("heading style:");
    if (t_.headings.styles.empty()) Put("  (no lines)");
    for (const auto& s : t_.headings.styles) {
      std::string flow = doc_.format == extract::Format::kPdf
                             ? "page " + std::to_string(s.page) + " column " + std::to_string(s.column)
                             : "the document";
      if (!s.found) {
        Put("  " + flow + ": none (" + std::to_string(s.recognised) +
            " heading(s) recognised by their words, no typography shared by two and half of them); unknown "
            "words are a heading only when short, in capitals and after a blank line");
        continue;
      }
      std::vector<std::string> cues;
      if (s.level > 0) cues.push_back("heading level " + std::to_string(s.level));
      if (s.bold) cues.emplace_back("bold");
      if (s.caps) cues.emplace_back("capitals");
      if (s.size_step > 0) cues.push_back(std::to_string(s.size_step * 10) + "% larger than the body text");
      if (s.set_off) cues.emplace_back("a blank line before");
      Put("  " + flow + ": " + text::Join(cues, ", ") + " (" + std::to_string(s.votes) + " of " +
          std::to_string(s.recognised) + " headings recognised by their words" +
          (s.from_document ? " in the whole document; this flow has fewer than two of its own" : "") + ")");
    }
  }

  std::string Kind(int i) const {
    auto k = t_.kinds.find(i);
    return k == t_.kinds.end() ? "" : k->second;
  }

  void Headings() {
    Put("headings:");
    if (t_.headings.decisions.empty()) Put("  (none)");
    for (const auto& d : t_.headings.decisions) {
      std::string sec(normalize::SectionName(d.section));
      std::string what;
      switch (d.why) {
        case Why::kRule: what = sec + ": its words match heading rule " + d.rule; break;
        case Why::kStyle: what = "a section of unknown kind: unknown words set in the heading style"; break;
        case Why::kShape: what = "a section of unknown kind: unknown words, short, in capitals, after a blank line"; break;
        case Why::kCard: what = "skills: a skill card's name (a level stated whole and an item under it), a group of its own"; break;
        case Why::kLabel:
          what = "not a heading: matches heading rule " + d.rule + " (" + sec + ") but lacks the style's " + d.lacks +
                 "; kept as a line of its section";
          if (!Kind(d.line).empty()) what += ", read as " + Kind(d.line);
          break;
        case Why::kTitle: what = "the document's title (rule " + d.rule + "): opens no section"; break;
        case Why::kLeadIn: what = sec + ": a sentence ending in ':' opens a list (rule " + d.rule + ")"; break;
        case Why::kListEnd: what = "ends the lead-in's list: the lines from here are under no heading"; break;
        case Why::kRowCell: what = sec + ": the row's first cell matches rule " + d.rule + ", the rest is its first line"; break;
        case Why::kToHead: what = "a contact line at the top of a column: moved to the document head"; break;
        case Why::kStacked:
          what = sec + ": read right before the next heading, it takes the first " + std::to_string(d.taken) +
                 " line(s) after them (what they are fits it: prose for a summary, a list before any prose, dated entries)";
          break;
      }
      std::string line = "  line " + N(d.line) + " " + Q(d.line);
      if (d.tail >= 0) line += " + line " + N(d.tail) + " " + Q(d.tail);
      Put(line + ": " + what);
    }
  }

  void Sections() {
    for (const auto& s : t_.sections) {
      std::string head = s.heading_line >= 0 ? "line " + N(s.heading_line) + " " + Quote(s.heading)
                                             : (s.rule.empty() ? std::string("the document head") : "after a list (" + s.rule + ")");
      Put("section " + head + ": " + s.section + (s.rule.empty() ? "" : " (rule " + s.rule + ")") + ", " +
          std::to_string(s.lines.size()) + " line(s)");
      if (s.cut.empty() && s.heading_line < 0 && s.rule.empty()) {
        Put("  read line by line: the name, a label, contact details");
      } else if (s.cut.empty()) {
        Put("  not cut into entries: a " + s.section + " section is read line by line");
      } else {
        Put("  cut " + s.cut + ": " + std::to_string(s.entries.size()) + " entr" + (s.entries.size() == 1 ? "y" : "ies"));
      }
      for (const auto& p : s.parts) {
        Put("  line " + N(p.line) + " " + Q(p.line) + ": " + (p.field.empty() ? std::string("no field") : p.field) +
            (p.field.empty() || p.text.empty() || Quote(p.text) == Q(p.line) ? "" : " <- " + Quote(p.text)) + ": " + p.why);
      }
      if (s.voted) Vote(s);
      if (!s.edu_vote.empty()) Put("  " + s.edu_vote);
      for (std::size_t e = 0; e < s.entries.size(); ++e) Entry(s.entries[e], e + 1);
      // Lines of the section in no entry, with what the cutter read them as.
      std::vector<int> loose;
      for (int i : s.lines) {
        bool read = std::any_of(s.parts.begin(), s.parts.end(), [i](const Trace::Part& p) { return p.line == i; });
        if (!s.cut.empty() && !read && !InEntry(s, i)) loose.push_back(i);
      }
      for (int i : loose) Put("  line " + N(i) + " " + Q(i) + ": in no entry" + (Kind(i).empty() ? "" : " (" + Kind(i) + ")"));
    }
  }

  static bool InEntry(const Trace::Section& s, int i) {
    for (const auto& e : s.entries) {
      for (const auto* v : {&e.head, &e.dates, &e.places, &e.urls, &e.summary, &e.highlights, &e.labels}) {
        if (std::find(v->begin(), v->end(), i) != v->end()) return true;
      }
    }
    return false;
  }

  void Vote(const Trace::Section& s) {
    const SlotPlan& p = s.vote;
    std::string line = "  slot vote over " + std::to_string(s.vote_entries) + " entr" + (s.vote_entries == 1 ? "y" : "ies") + ": ";
    if (p.shape == 0 || p.title.empty()) {
      Put(line + "no plan: " + p.why_not + "; each header read line by line");
      return;
    }
    line += std::to_string(p.shared) + " have " + std::to_string(p.shape) +
            (p.by_line ? " header lines (the header parts made no plan);" : " header parts;");
    for (std::size_t k = 0; k < p.title.size(); ++k) {
      line += " slot " + std::to_string(k + 1) + ": title words " + std::to_string(p.title[k]) + "/" +
              std::to_string(p.shared) + ", organisation words " + std::to_string(p.org[k]) + "/" + std::to_string(p.shared) + ";";
    }
    if (p.ok()) {
      std::vector<std::string> slots;
      for (Slot x : p.slots) slots.emplace_back(x == Slot::kPosition ? "position" : x == Slot::kOrganisation ? "organisation" : "other");
      line += " plan: " + text::Join(slots, ", ") + " (" + std::to_string(p.votes_for) + " votes for, " +
              std::to_string(p.votes_against) + " for the swap)";
    } else {
      line += " no plan: " + std::string(p.why_not) + " (" + std::to_string(p.votes_for) + " votes for, " +
              std::to_string(p.votes_against) + " for the swap); each header read line by line";
    }
    Put(line);
  }

  void Entry(const Trace::Entry& e, std::size_t n) {
    std::vector<int> all;
    for (const auto* v : {&e.head, &e.dates, &e.places, &e.urls, &e.summary, &e.highlights, &e.labels}) all.insert(all.end(), v->begin(), v->end());
    std::string range;
    if (!all.empty()) {
      auto [lo, hi] = std::minmax_element(all.begin(), all.end());
      range = *lo == *hi ? "line " + N(*lo) : "lines " + N(*lo) + "-" + N(*hi);
    }
    Put("  entry " + std::to_string(n) + " (" + range + "), starts at line " + N(e.start) +
        (e.why.empty() ? "" : ": " + e.why));
    for (int i : e.head) Put("    header line " + N(i) + " " + Q(i));
    for (const auto& p : e.parts) {
      if (p.text.empty() && p.field.empty()) Put("      (" + p.why + ")");
      else Put("      " + (p.field.empty() ? std::string("no field") : p.field) + " <- " + Quote(p.text) + ": " + p.why);
    }
    auto list = [&](const char* what, const std::vector<int>& v) {
      if (!v.empty()) Put(std::string("    ") + what + ": line" + (v.size() == 1 ? " " : "s ") + Lines(v));
    };
    list("dates", e.dates);
    list("places", e.places);
    list("link", e.urls);
    list("highlights", e.highlights);
    list("summary", e.summary);
    list("labels and labelled items", e.labels);
  }

  // Where line i stood: its section, its entry and role there.
  std::string Where(int i) const {
    for (const auto& s : t_.sections) {
      bool in = s.heading_line == i || std::find(s.lines.begin(), s.lines.end(), i) != s.lines.end();
      if (!in) continue;
      std::string where = s.heading_line >= 0 ? "section " + Quote(s.heading) + " (" + s.section + ")"
                                              : s.rule.empty() ? std::string("the document head") : "lines under no heading";
      for (std::size_t e = 0; e < s.entries.size(); ++e) {
        const auto& en = s.entries[e];
        const std::pair<const char*, const std::vector<int>*> roles[] = {
            {"header", &en.head},      {"dates", &en.dates},   {"place", &en.places},
            {"link", &en.urls},        {"summary", &en.summary}, {"highlights", &en.highlights},
            {"labels", &en.labels}};
        for (const auto& [role, v] : roles) {
          if (std::find(v->begin(), v->end(), i) != v->end())
            return where + ", entry " + std::to_string(e + 1) + ", " + role;
        }
      }
      if (!Kind(i).empty()) where += ", read as " + Kind(i);
      return where;
    }
    return "";
  }

  void Residue() {
    Put("residue:");
    if (r_.meta.residue.empty()) Put("  (none: every line went to a field)");
    std::map<int, int> by_number;
    for (std::size_t i = 0; i < doc_.lines.size(); ++i) by_number.emplace(doc_.lines[i].number, static_cast<int>(i));
    for (const auto& res : r_.meta.residue) {
      auto it = by_number.find(res.line);
      std::string where = it == by_number.end() ? "" : Where(it->second);
      std::string why = res.fragment ? "a part of a line used elsewhere that no field took" : "no field took the line";
      Put("  line " + std::to_string(res.line) + " " + Quote(res.text) + ": " + why + (where.empty() ? "" : "; in " + where));
    }
  }

  const Trace& t_;
  const extract::Document& doc_;
  const schema::Resume& r_;
  std::string out_;
};

}  // namespace

std::string ExplainText(const Trace& trace, const extract::Document& doc, const schema::Resume& record) {
  return Writer(trace, doc, record).Run();
}

}  // namespace cvmill::structure
