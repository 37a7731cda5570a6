// Sections of items rather than entries: labelled lists ("Languages: …"), interests, awards,
// certificates and references; and lines under no heading, sorted by what they say
// (languages: languages.cc, skills: skills.cc).
#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

// A label run into its line with no colon or gap, as a flattened table or a word processor
// writes a label column ("Digital skills Python, SQL", "PERSONAL INFORMATION Jane Roe"): the
// longest run of one to four leading words that a heading rule names whole, before a word
// that starts with a capital. Where the label ends, or 0. (A caller asks for evidence that
// the rest is the label's value.)
std::size_t Builder::RunInLabel(std::string_view t) const {
  std::size_t ends[4];
  int n = 0;
  for (std::size_t at = t.find(' '); at != std::string_view::npos && at <= 40 && n < 4; at = t.find(' ', at + 1)) {
    if (at > 0 && t[at - 1] != ' ') ends[n++] = at;
  }
  for (int k = n - 1; k >= 0; --k) {
    const std::size_t end = ends[static_cast<std::size_t>(k)];
    if (!StartsUpperWord(t.substr(end + 1)) || text::HasDigit(t.substr(0, end))) continue;
    if (nz::MatchHeading(t.substr(0, end), rules_)) return end;
  }
  return 0;
}

// "Label: a, b, c" lines route by their label ("Languages:", "Interests:", "Tools:").
bool Builder::LabelLine(int i) {
  const std::string& t = T(i);
  std::size_t colon = t.find(':');
  // A label column typed or laid out with a gap works like a colon ("Mother tongue <gap> X").
  std::size_t gap = t.find('\t');
  if (gap != std::string::npos && (colon == std::string::npos || gap < colon)) colon = gap;
  // With neither, a label run into its line, when what follows is a list of its kind (below).
  const bool run_in = colon == std::string::npos && (colon = RunInLabel(t)) > 0;
  if (colon == std::string::npos || colon == 0 || colon > 40 || colon + 1 >= t.size()) return false;
  std::string label = t.substr(0, colon);
  if (text::WordCount(label) > 4 || text::HasDigit(label)) return false;
  std::string items(text::Trim(std::string_view(t).substr(colon + 1)));
  if (items.empty()) return false;
  auto h = nz::MatchHeading(label, rules_);
  if (!h) return false;
  Section section = h->section;
  // "Languages: Go, Python, SQL" names programming languages: a skills group.
  if (section == Section::kLanguages) {
    // (The language may come after its level: "Fluent in Portuguese", "Native English".)
    bool spoken = false;
    for (const std::string& item : SplitTopLevel(items, ",;/")) {
      std::string_view name = text::Trim(std::string_view(item).substr(0, item.find('(')));
      spoken = spoken || nz::LanguageCode(name, rules_).has_value();
      for (std::size_t at = 0; at < name.size() && !spoken;) {
        const std::size_t end = std::min(name.find(' ', at), name.size());
        const std::string_view word = name.substr(at, end - at);
        spoken = word.size() >= 3 && StartsUpperWord(word) && nz::LanguageCode(word, rules_).has_value();
        at = end + 1;
      }
    }
    // ("Language <gap> Proficiency": a table's header row, not a group of skills.)
    if (!spoken && WholeLevel(items)) return false;
    if (!spoken) section = Section::kSkills;
    if (run_in && !spoken) return false;
  }
  // (A run-in label's skills and interests are a list: "Tools Git, Docker", not "Skills Summary".)
  if (run_in && section != Section::kLanguages && items.find(',') == std::string::npos) return false;
  switch (section) {
    case Section::kLanguages: {
      std::size_t before = r_.languages.size();
      LanguageText(items);
      // "Mother tongue(s): Italian", "Fluent: English, French": the label is the level.
      std::size_t lb = 0, le = 0;
      if (nz::FindLevel(label, rules_, &lb, &le)) {
        for (std::size_t k = before; k < r_.languages.size(); ++k) {
          if (r_.languages[k].fluency.empty()) r_.languages[k].fluency = Clean(label.substr(lb, le - lb));
        }
      }
      break;
    }
    case Section::kInterests:
      for (const std::string& x : SplitTopLevel(items, ",;")) AddInterest(Clean(x));
      break;
    case Section::kSkills: {
      std::string level;
      // ("Tools <gap> Git, Make <gap> Advanced": a last cell that is a level is the group's.)
      if (const std::size_t last = items.rfind('\t'); last != std::string::npos) {
        level = Unbracketed(std::string_view(items).substr(last + 1));
        if (!level.empty()) items = std::string(text::Trim(std::string_view(items).substr(0, last)));
      }
      std::vector<std::string> keywords = Keywords(items, &level);
      r_.skills.push_back({nz::TitleCaseIfCaps(Clean(label)), level, std::move(keywords)});
      break;
    }
    default:
      return false;
  }
  Use(i);
  return true;
}

std::vector<std::string> Builder::Keywords(std::string_view s, std::string* level) {
  std::vector<std::string> out;
  std::string t(text::Trim(s));
  // "Advanced skill in Python, Go": a level and its preposition lead the list (the group's
  // level, when asked for).
  std::size_t b = 0, e = 0;
  if (nz::FindLevel(t, rules_, &b, &e) && b == 0) {
    std::string_view rest = text::Trim(std::string_view(t).substr(e));
    for (std::string_view filler : {"skills in", "skill in", "knowledge of", "knowledge in",
                                    "experience with", "experience in", "in", "with", "of"}) {
      if (text::StartsWith(text::AsciiLower(rest), filler) && rest.size() > filler.size() &&
          rest[filler.size()] == ' ') {
        if (level) *level = Clean(t.substr(0, e));
        t = std::string(text::Trim(rest.substr(filler.size())));
        break;
      }
    }
  }
  // A level in brackets on the last keyword alone ("Go, Rust, SQL (Expert)") states the
  // whole list's: levels on several keywords are each keyword's own.
  std::string last_level;
  int bracketed = 0;
  for (std::string k : SplitTopLevel(t, ",;|\t")) {
    // "Python (Advanced)": a level in brackets is not part of the keyword.
    std::size_t open = k.rfind('(');
    last_level.clear();
    if (open != std::string::npos && k.back() == ')') {
      std::string inner = k.substr(open + 1, k.size() - open - 2);
      std::size_t lb = 0, le = 0;
      // (In capitals, as a level is written for the list; "SQL (basic)" in lower case
      // qualifies its keyword and stays part of it.)
      if (nz::FindLevel(inner, rules_, &lb, &le) && !(WholeLevel(inner) && StartsLowerWord(inner))) {
        k = std::string(text::Trim(k.substr(0, open)));
        ++bracketed;
        if (WholeLevel(inner) && StartsUpperWord(inner)) last_level = Clean(inner);
      }
    }
    k = Clean(k);
    // "…, PowerPoint, and Excel": the list's conjunction is not part of its last keyword.
    for (std::string_view conj : {"and ", "or ", "& ", "und ", "et ", "y ", "e "}) {
      if (out.size() >= 1 && k.size() > conj.size() + 1 && text::StartsWith(k, conj)) k = Clean(k.substr(conj.size()));
    }
    if (!k.empty() && (text::HasLetter(k) || text::HasDigit(k))) out.push_back(k);
  }
  if (level && level->empty() && bracketed == 1 && !last_level.empty() && !out.empty()) *level = last_level;
  // "…, Spelt – Advanced": a level after a dash closes the list.
  if (level && level->empty() && !out.empty()) {
    for (std::string_view dash : {" \u2013 ", " \u2014 ", " -- ", " - "}) {
      const std::size_t at = out.back().rfind(dash);
      if (at == std::string::npos || at == 0) continue;
      const std::string lv = Clean(out.back().substr(at + dash.size()));
      if (!WholeLevel(lv)) continue;
      *level = lv;
      out.back() = Clean(out.back().substr(0, at));
      break;
    }
  }
  // How the list ends is not part of its last keyword: "Docker, Git . . .", "FastAPI…",
  // "Linux, Unity." (a lone full stop only after a short keyword of a list).
  if (!out.empty()) {
    std::string& last = out.back();
    std::size_t end = last.size(), dots = 0;
    for (;;) {
      if (end > 0 && (last[end - 1] == '.' || last[end - 1] == ' ')) {
        dots += last[end - 1] == '.';
        --end;
      } else if (end >= 3 && last.compare(end - 3, 3, "\u2026") == 0) {
        dots += 3;
        end -= 3;
      } else {
        break;
      }
    }
    const std::string kept = Clean(last.substr(0, end));
    if (!kept.empty() && (dots >= 2 || (dots == 1 && out.size() >= 2 && kept.size() >= 3 && text::WordCount(kept) <= 3)))
      last = kept;
  }
  return out;
}

// An interest as written; "Chess (club, online)": a short name, its details a list in
// brackets after it.
void Builder::AddInterest(const std::string& c) {
  if (c.empty()) return;
  const std::size_t open = c.find(" (");
  if (open != std::string::npos && c.back() == ')' && text::WordCount(c.substr(0, open)) <= 4 &&
      c.find(',', open) != std::string::npos && c.find('(', open + 2) == std::string::npos) {
    r_.interests.push_back({c.substr(0, open), InterestDetails(std::string_view(c).substr(open + 2, c.size() - open - 3))});
    return;
  }
  r_.interests.push_back({c, {}});
}

// An interest's details: the cleaned items of a list ("Club member, Junior coaching").
std::vector<std::string> Builder::InterestDetails(std::string_view t) {
  std::vector<std::string> out;
  for (const std::string& x : SplitTopLevel(t, ",;\t")) {
    std::string c = Clean(x);
    if (!c.empty()) out.push_back(std::move(c));
  }
  return out;
}

// Interests, one per line or a list on a line; an interest's details as its keywords where
// the template sets them apart: "Football" over "Club member, Junior coaching", "Football
// <gap> Club member, …", "Football: Club member, …", or "Football" over its items.
// A line in capitals of five letters or more ("FELL RUNNING"): a name set apart by its case.
bool Builder::CapsName(int i) const {
  const std::string& t = T(i);
  int letters = 0;
  for (unsigned char c : t) letters += std::isalpha(c) != 0;
  return letters >= 5 && nz::AllCaps(t);
}

void Builder::Interests(const std::vector<int>& all) {
  std::vector<int> lines;
  for (int i : all) {
    if (!Noise(i)) lines.push_back(i);
  }
  // An interest's name set apart by its type (bold, a sub-heading) over plain lines of its
  // details, where the section opens with such a name and sets two or more so ("Hill walking"
  // / "Lake District" / "Munros" / "Choir" / "Alto"): each name with its details.
  auto name = [&](int j) { return StyledName(j) && SameNameType(j, lines[0]); };
  bool styled = lines.size() >= 3 && StyledName(lines[0]) && !StyledName(lines[1]);
  int named = 0;
  for (int j : lines) {
    const bool name_line = name(j);
    named += name_line;
    // (Details are short plain lines: a sentence is no detail of a name.)
    styled = styled && (name_line || (!L(j).bold && L(j).heading_level == 0 && text::WordCount(T(j)) <= 6 &&
                                 !text::EndsSentence(T(j))));
  }
  // (In plain text, capitals set a name apart as type does: "HILL WALKING" / "Lake District" /
  // "Highland Munros"; one such name will do, of five letters or more, where every other line
  // is a detail.)
  if (!styled && lines.size() >= 3 && L(lines[0]).font_size <= 0 && CapsName(lines[0]) && !CapsName(lines[1])) {
    auto caps = [&](int j) { return CapsName(j); };
    int caps_named = 0;
    bool details = true;
    for (int j : lines) {
      const bool n = caps(j);
      caps_named += n;
      details = details && (n || (!L(j).bullet && L(j).heading_level == 0 && text::WordCount(T(j)) <= 6 &&
                                  !text::EndsSentence(T(j)) && LineDates(j).empty() &&
                                  T(j).find_first_of(",;:\t") == std::string::npos));
    }
    if (details && caps_named >= 1) {
      for (std::size_t k = 0; k < lines.size();) {
        schema::Interest in{Clean(T(lines[k])), {}};
        Use(lines[k]);
        for (++k; k < lines.size() && !caps(lines[k]); ++k) {
          in.keywords.push_back(Clean(T(lines[k])));
          Use(lines[k]);
        }
        r_.interests.push_back(std::move(in));
      }
      return;
    }
  }
  if (styled && named >= 2) {
    for (std::size_t k = 0; k < lines.size();) {
      schema::Interest in{Clean(T(lines[k])), {}};
      Use(lines[k]);
      for (++k; k < lines.size() && !name(lines[k]); ++k) {
        for (const std::string& d : SplitTopLevel(T(lines[k]), ",;\t")) in.keywords.push_back(Clean(d));
        Use(lines[k]);
      }
      r_.interests.push_back(std::move(in));
    }
    return;
  }
  // The same set by its gaps alone: short plain lines one to an item, the gap between two
  // interests wider than the gap inside one (a wider line step in a PDF, three blank
  // lines against one in a -layout dump), the first interest with details: each paragraph's
  // first line the name, the rest its details. (Only with two gap widths in the section, and
  // the first paragraph of two lines or more: a name apart from its details by the wider gap
  // would otherwise read its first detail as a name.)
  {
    const bool plain = lines.size() >= 3 && std::all_of(lines.begin(), lines.end(), [&](int j) {
      const std::string& t = T(j);
      return !L(j).bullet && t.find_first_of(",;:\t") == std::string::npos && text::WordCount(t) <= 5 &&
             !text::EndsSentence(t) && LineDates(j).empty();
    });
    // (The gap: blank lines in text; in a PDF the line step, where blank lines are kept only
    // past the column's usual paragraph step.)
    std::vector<double> gap(plain ? lines.size() : 0);  // gap[k]: above line k
    for (std::size_t k = 1; k < gap.size(); ++k) {
      const extract::Line& a = L(lines[k - 1]);
      const extract::Line& b = L(lines[k]);
      const bool placed = b.font_size > 0 && a.page == b.page && a.column == b.column && b.y > a.y;
      gap[k] = placed ? b.y - a.y : b.blank_before;
    }
    const double lo = gap.size() > 1 ? *std::min_element(gap.begin() + 1, gap.end()) : 0;
    const double hi = gap.size() > 1 ? *std::max_element(gap.begin() + 1, gap.end()) : 0;
    // (Two widths: each gap the narrow one or the wide one, within 15%, the wide clearly wider.)
    auto wide = [&](double g) { return g >= hi / 1.15 - 0.01; };
    bool two_widths = gap.size() > 1 && hi > 1.4 * lo + 0.5;
    for (std::size_t k = 1; two_widths && k < gap.size(); ++k) two_widths = gap[k] <= 1.15 * lo + 0.01 || wide(gap[k]);
    std::vector<std::size_t> starts{0};
    for (std::size_t k = 1; two_widths && k < gap.size(); ++k) {
      if (wide(gap[k])) starts.push_back(k);
    }
    if (two_widths && starts.size() >= 2 && starts[1] >= 2) {
      starts.push_back(lines.size());
      for (std::size_t p = 0; p + 1 < starts.size(); ++p) {
        schema::Interest in{Clean(T(lines[starts[p]])), {}};
        Use(lines[starts[p]]);
        for (std::size_t k = starts[p] + 1; k < starts[p + 1]; ++k) {
          in.keywords.push_back(Clean(T(lines[k])));
          Use(lines[k]);
        }
        r_.interests.push_back(std::move(in));
      }
      return;
    }
  }
  for (std::size_t k = 0; k < lines.size(); ++k) {
    int i = lines[k];
    if (LabelLine(i)) continue;
    const std::string& t = T(i);
    // A row of names over list items of as many cells ("Hill walking <gap> Choir" over "• Lake
    // District <gap> Alto"): cards side by side, each column one interest with its items.
    if (std::vector<std::string> names = SplitTopLevel(t, "\t");
        !L(i).bullet && names.size() >= 2 && k + 1 < lines.size() && L(lines[k + 1]).bullet &&
        std::all_of(names.begin(), names.end(), [](const std::string& c) {
          return c.find_first_of(",;") == std::string::npos && text::WordCount(c) <= 4;
        })) {
      std::size_t end = k + 1;
      while (end < lines.size() && L(lines[end]).bullet && SplitTopLevel(T(lines[end]), "\t").size() == names.size()) ++end;
      if (end > k + 1) {
        const std::size_t first = r_.interests.size();
        for (const std::string& n : names) r_.interests.push_back({Clean(n), {}});
        for (std::size_t j = k + 1; j < end; ++j) {
          std::vector<std::string> cells = SplitTopLevel(T(lines[j]), "\t");
          for (std::size_t c = 0; c < cells.size(); ++c) r_.interests[first + c].keywords.push_back(Clean(cells[c]));
          Use(lines[j]);
        }
        Use(i);
        k = end - 1;
        continue;
      }
    }
    if (std::size_t list = NameOverList(lines, k); list == k + 1) {
      r_.interests.push_back({Clean(t), InterestDetails(T(lines[list]))});
      Use(i);
      Use(lines[list]);
      k = list;
      continue;
    }
    if (SkillName(i) && k + 1 < lines.size() && L(lines[k + 1]).bullet) {
      schema::Interest in{Clean(t), {}};
      Use(i);
      while (k + 1 < lines.size() && L(lines[k + 1]).bullet) {
        in.keywords.push_back(Clean(T(lines[++k])));
        Use(lines[k]);
      }
      r_.interests.push_back(std::move(in));
      continue;
    }
    std::vector<std::string> cells = SplitTopLevel(t, "\t");
    std::size_t colon = t.find(": ");
    // (Two names side by side, "Rugby <gap> Wine", are two interests: the details are a list.)
    if (!L(i).bullet && cells.size() == 2 && text::WordCount(cells[0]) <= 4 &&
        cells[1].find_first_of(",;") != std::string::npos) {
      r_.interests.push_back({Clean(cells[0]), InterestDetails(cells[1])});
      Use(i);
      continue;
    }
    if (cells.size() == 1 && colon != std::string::npos && text::WordCount(t.substr(0, colon)) <= 4 &&
        !text::HasDigit(t.substr(0, colon))) {
      r_.interests.push_back({Clean(t.substr(0, colon)), InterestDetails(t.substr(colon + 2))});
      Use(i);
      continue;
    }
    std::vector<std::string> items = SplitTopLevel(t, ",;\t");
    bool list = items.size() > 1 && std::all_of(items.begin(), items.end(), [](const std::string& x) {
                  return text::WordCount(x) <= 5;
                });
    if (!list) items = {t};
    for (const std::string& x : items) AddInterest(Clean(x));
    Use(i);
  }
}


// An entry's slots: the date (its date line, else the first date in a header), the link, who
// gave it (a line led by a giver label such as "Awarded by:", else the second header line,
// else what follows the title on its line: "Title, Awarder", "Title — Awarder"), the title
// (the first header), and the summary (prose, and what follows a date inside a header line).
// `sentences`: a header written as sentences ("Title. Venue. Summary.") splits at them.
ItemSlots Builder::ReadItem(const std::vector<Unit>& entry, bool sentences) {
  ItemSlots s;
  std::vector<std::string> heads, summary;
  std::vector<int> head_lines;
  int title_line = -1;  // the title's line, when it stands on one line
  for (const Unit& u : entry) {
    if (u.kind == Kind::kDate) {
      if (s.date.empty()) {
        int i = u.lines.front();
        const auto& d = PureDate(i) ? *PureDate(i) : LineDates(i).front();
        s.date = d.start.ToIso();
      }
      for (int i : u.lines) Use(i);
      continue;
    }
    if (u.kind == Kind::kUrl) {
      for (int i : u.lines) {
        auto links = Links(i);
        if (s.url.empty() && !links.empty()) s.url = nz::WithScheme(links.front().second);
        Use(i);
      }
      continue;
    }
    std::string t = u.text;
    // "Gold Medal, Senior Division <gap> Jan 2014 <gap> Society of Surveyors": a header
    // row's cells are its slots, each read whole (a comma inside the title cell sets off no
    // giver): the date cell is the date, the others header parts in order.
    if (HeadLike(u.kind) && u.lines.size() == 1 && t.find('\t') != std::string::npos && heads.empty() &&
        s.giver.empty()) {
      std::vector<std::string> cells;
      bool dated = false;
      for (std::string_view cell : text::Split(t, '\t')) {
        std::string c = Clean(cell);
        if (c.empty()) continue;
        const std::vector<DateRange> ds = nz::FindDates(c, rules_);
        if (!ds.empty() && Clean(RemoveSpan(c, ds.front().begin, ds.front().end_offset)).empty()) {
          if (s.date.empty()) s.date = ds.front().start.ToIso();
          dated = true;
          continue;
        }
        cells.push_back(std::move(c));
      }
      // (Not a justified line whose word gaps read as cells: the title cell has two words or more.)
      if (dated && cells.size() >= 2 && cells.size() <= 3 && text::WordCount(cells.front()) >= 2) {
        for (int i : u.lines) Use(i);
        for (std::string& c : cells) {
          // (A cell led by a giver's label, "in Journal of X", "by Y", is who gave it.)
          const std::size_t g = heads.empty() ? 0 : nz::GiverLabel(c, rules_);
          if (g > 0 && g < c.size() && s.giver.empty()) s.giver = Clean(c.substr(g));
          else heads.push_back(std::move(c));
        }
        continue;
      }
    }
    // "2019 Finalist, Harbour Robotics Challenge <gap> Leeds, UK": a row's last cell that is
    // only a place is where it was held, no part of the title or its giver (an award has no
    // place: it stays in the residue).
    if (std::size_t tab = t.rfind('\t'); tab != std::string::npos && HeadLike(u.kind)) {
      const std::string last = Clean(t.substr(tab + 1));
      if (!last.empty() && text::WordCount(last) <= 6 && text::WordCount(t.substr(0, tab)) >= 2 &&
          nz::ParsePlace(last, rules_))
        t.erase(tab);
    }
    for (char& c : t) {
      if (c == '\t') c = ' ';
    }
    if (s.url.empty()) {
      for (int i : u.lines) {
        for (const auto& l : L(i).links) {
          if (s.url.empty() && l.target.find('@') == std::string::npos) s.url = nz::WithScheme(l.target);
        }
      }
    }
    // A bare URL written in the line is its link, not its text, and holds no date
    // (".../jx.2024.0011"); a sentence before it is still a sentence.
    bool cut_url = false;
    for (const std::string& url : t.find('/') == std::string::npos ? std::vector<std::string>() : nz::FindUrls(t)) {
      if (url.find('@') != std::string::npos || url.find('/') == std::string::npos) continue;
      if (s.url.empty()) s.url = nz::WithScheme(url);
      std::size_t p = t.find(url);
      if (p != std::string::npos) t = RemoveSpan(t, p, p + url.size()), cut_url = true;
    }
    for (int i : u.lines) Use(i);
    // (A sentence after the title is its summary; a name closed by a full stop, its words in
    // capitals but for short ones and no comma, "Harbour Logistics Board.", is who gave it.)
    if (!HeadLike(u.kind) || (text::WordCount(t) >= 3 && EndsSentence(t) && !heads.empty() && (sentences || LowerCaseWords(t, 3) > 0 || t.find(',') != std::string::npos))) {
      summary.push_back(text::CollapseSpace(t));
      continue;
    }
    // (A one-line unit's dates are the line's, found once; tabs became spaces byte for byte.)
    std::vector<DateRange> joined;
    const bool own = u.lines.size() > 1 || cut_url;
    if (own) joined = nz::FindDates(t, rules_);
    const std::vector<DateRange>& ds = own ? joined : LineDates(u.lines.front());
    if (!ds.empty()) {
      const DateRange& d = Clean(t.substr(0, ds.front().begin)).empty() ? ds.front() : ds.back();
      if (s.date.empty()) s.date = d.start.ToIso();
      // (A word broken by a hyphen before the date cell goes on after it: "Engin- <gap> June
      // 2017" / "eering Practice.".)
      const std::string_view before = text::Trim(std::string_view(t).substr(0, d.begin));
      const std::string_view rest = text::Trim(std::string_view(t).substr(d.end_offset));
      const bool broken = u.lines.size() > 1 && before.size() >= 2 && before.back() == '-' &&
                          text::HasLetter(before.substr(before.size() - 2, 1)) && StartsLowerWord(rest);
      std::string after = Clean(std::string(text::TrimChars(std::string_view(t).substr(d.end_offset), ".,;: ")));
      // (A unit whose first line broke off at a comma before its date cell goes on after the
      // date: "Harbour Prize, <TAB> May 2019" / "Guild of Bakers." is one header around its
      // date, no summary after it.)
      bool goes_on = false;
      if (u.lines.size() > 1) {
        const std::string& first = T(u.lines.front());
        const auto& fds = LineDates(u.lines.front());
        goes_on = !fds.empty() && fds.back().begin > 0 && first[fds.back().begin - 1] == '\t' &&
                  Clean(std::string_view(first).substr(fds.back().end_offset)).empty() &&
                  text::EndsWith(text::Trim(std::string_view(first).substr(0, fds.back().begin)), ",");
      }
      if (broken) {
        t = std::string(before.substr(0, before.size() - 1)) + std::string(rest);
      } else if (text::WordCount(after) >= 3 && !Clean(t.substr(0, d.begin)).empty() && !goes_on) {
        summary.push_back(after);
        t = t.substr(0, d.begin);
      } else {
        t = RemoveSpan(t, d.begin, d.end_offset);
      }
    }
    t = Clean(t);
    if (t.empty()) continue;
    std::size_t g = nz::GiverLabel(t, rules_);
    if (g > 0 && g < t.size() && s.giver.empty() && (entry.size() > 1 || !heads.empty())) {
      s.giver = Clean(t.substr(g));
      continue;
    }
    if (heads.empty() && u.lines.size() == 1) title_line = u.lines.front();
    heads.push_back(t);
  }
  // An entry whose header line wrapped and was read as prose ("Title — Giver" / "(2023)"),
  // its date closing it: the words before the date are its header, the date its date.
  // (The sentences after the date are the summary.)
  if (heads.empty() && !summary.empty()) {
    const std::string first = summary.front();
    const std::vector<DateRange> ds = nz::FindDates(first, rules_);
    if (!ds.empty()) {
      const DateRange& d = ds.front();
      const std::string head = Clean(text::TrimChars(std::string_view(first).substr(0, d.begin), "(,;: "));
      std::string_view rest = std::string_view(first).substr(d.end_offset);
      while (!rest.empty() && (rest.front() == ')' || rest.front() == ' ' || rest.front() == '.')) rest.remove_prefix(1);
      const std::string after = Clean(rest);
      if (text::WordCount(head) >= 2 && text::WordCount(head) <= 16 && !EndsSentence(head) &&
          head.find(". ") == std::string::npos && (after.empty() || StartsUpperWord(after))) {
        heads.push_back(head);
        if (s.date.empty()) s.date = d.start.ToIso();
        summary.erase(summary.begin());
        if (text::WordCount(after) >= 2) summary.insert(summary.begin(), after);
      }
    }
  }
  // An entry of one paragraph of prose alone, "Title, Giver. What it was for.": its first
  // sentence, a dozen words at most, is its header.
  if (heads.empty() && summary.size() == 1) {
    const std::string& first = summary.front();
    std::size_t stop = first.find(". ");
    while (stop != std::string::npos && stop > 0 && first[stop - 1] >= 'A' && first[stop - 1] <= 'Z' &&
           (stop < 2 || first[stop - 2] == ' '))
      stop = first.find(". ", stop + 2);  // (not after an initial: "J. Roe")
    const std::string head = Clean(first.substr(0, stop));
    if (text::WordCount(head) <= 12 && text::WordCount(head) >= 2) {
      heads.push_back(head);
      std::string rest = stop == std::string::npos ? "" : Clean(first.substr(stop + 2));
      if (rest.empty()) summary.erase(summary.begin());
      else summary.front() = std::move(rest);
    }
  }
  if (!heads.empty()) {
    std::string title = heads.front();
    std::size_t next = 1;
    if (sentences && heads.size() == 1) {
      // "Title. Venue. What it is about."
      std::vector<std::string> parts;
      std::size_t from = 0;
      for (std::size_t p = title.find(". "); p != std::string::npos; p = title.find(". ", p + 2)) {
        if (p > from + 1 && !(title[p - 1] >= 'A' && title[p - 1] <= 'Z' && (p < 2 || title[p - 2] == ' '))) {
          parts.push_back(title.substr(from, p - from));
          from = p + 2;
        }
      }
      parts.push_back(title.substr(from));
      if (parts.size() >= 2 && text::WordCount(parts[1]) <= 10) {
        title = parts[0];
        heads.push_back(Clean(std::string(text::TrimChars(parts[1], ". "))));
        for (std::size_t p = 2; p < parts.size(); ++p) summary.push_back(parts[p]);
        next = heads.size() - 1;
      }
    }
    bool second = next < heads.size() && (s.giver.empty());
    if (!second && s.giver.empty() && !sentences) {
      // "Title, Giver", "**Title**, Giver", "Title - Giver": where the title ends
      // (title_giver.cc); a title set in bold before the rest ends with its emphasis.
      // (Where the emphasis ends at a separator: "**Honourable mention** in the final" is one title.)
      std::string t2, g2;
      auto split = title_line >= 0 ? EmphasisSplit(title_line, title) : std::nullopt;
      if (split) {
        const std::size_t at = title.find(split->first);
        const std::string_view rest =
            at == std::string::npos ? "" : text::Trim(std::string_view(title).substr(at + split->first.size()));
        if (!(text::StartsWith(rest, ",") || text::StartsWith(rest, "-") || text::StartsWith(rest, "|") ||
              text::StartsWith(rest, "\u2013") || text::StartsWith(rest, "\u2014")))
          split.reset();
      }
      if (split) {
        title = split->first;
        s.giver = split->second;
      } else if (SplitTitleGiver(title, joiner_, &t2, &g2)) {
        title = t2;
        s.giver = g2;
      }
    } else if (!second && s.giver.empty()) {
      // (A citation's title and venue: by parts, as they were.)
      std::vector<std::string> parts = Parts(title);
      // "AWS Certified Developer – Associate, Amazon Web Services": a word or two after a dash
      // before the first comma qualify the title (its level); the comma sets off the giver.
      // ("Best Poster – International Conference on X, Leeds": the giver after the dash.)
      const std::size_t comma = title.find(", ");
      std::size_t dash = std::string::npos, dash_size = 0;
      for (std::string_view d : {" \u2013 ", " \u2014 ", " - "}) {
        if (std::size_t at = title.find(d); at < dash) dash = at, dash_size = d.size();
      }
      if (parts.size() > 2 && comma != std::string::npos && dash < comma) {
        const std::string level = Clean(title.substr(dash + dash_size, comma - dash - dash_size));
        if (text::WordCount(level) <= 4 && !OrgLike(level))
          parts = {Clean(title.substr(0, comma)), Clean(title.substr(comma + 2))};
      }
      // "Finalist, National Bread Contest", "2nd Place, Harbour Robotics Challenge": a rank before the comma
      // is the title's first part, the competition its second (the giver, if any, after).
      if (parts.size() > 1 && text::WordCount(parts[0]) <= 3 && nz::EntryFieldLabel(parts[0], rules_) == "rank") {
        parts[1] = parts[0] + ", " + parts[1];
        parts.erase(parts.begin());
      }
      if (parts.size() > 1) {
        title = parts.front();
        s.giver = Joined(parts, 1, parts.size());
      } else if (sentences) {
        std::size_t in = title.rfind(" in ");
        if (in != std::string::npos && in > 0) {
          s.giver = Clean(title.substr(in + 4));
          title = title.substr(0, in);
        }
      }
    }
    s.title = Clean(std::string(text::TrimChars(title, ".,; ")));
    for (std::size_t k = next; k < heads.size(); ++k) {
      if (k == next && s.giver.empty()) s.giver = Clean(std::string(text::TrimChars(heads[k], ".,; ")));
      else if (k != 0) summary.push_back(heads[k]);
    }
  }
  // "Title, Giver. What it was for.": the giver ends with its sentence; the sentences after it,
  // three words or more, are the summary.
  if (!sentences) {
    std::size_t stop = s.giver.find(". ");
    while (stop != std::string::npos && stop > 0 && s.giver[stop - 1] >= 'A' && s.giver[stop - 1] <= 'Z' &&
           (stop < 2 || s.giver[stop - 2] == ' '))
      stop = s.giver.find(". ", stop + 2);  // (not after an initial: "J. Roe")
    if (stop != std::string::npos && text::WordCount(s.giver.substr(stop + 2)) >= 3 && StartsUpperWord(s.giver.substr(stop + 2))) {
      summary.insert(summary.begin(), s.giver.substr(stop + 2));
      s.giver = Clean(s.giver.substr(0, stop));
    }
  }
  s.summary = text::CollapseSpace(text::Join(summary, " "));
  return s;
}

void Builder::Awards(const std::vector<int>& lines) {
  const std::vector<std::vector<Unit>> entries = ItemEntries(lines);
  joiner_ = VoteJoiner(entries);
  for (const auto& e : entries) AddAward(e);
  joiner_.clear();
}

void Builder::AddAward(int i) { AddAward(Units({i})); }

void Builder::AddAward(const std::vector<Unit>& entry) {
  ItemSlots s = ReadItem(entry, false);
  if (trace_) TraceItem(entry, s, "awarder");
  if (s.title.empty()) return;
  schema::Award a;
  a.title = s.title;
  a.date = s.date;
  a.awarder = s.giver;
  a.summary = s.summary;
  r_.awards.push_back(std::move(a));
}

void Builder::Certificates(const std::vector<int>& lines) {
  const std::vector<std::vector<Unit>> entries = ItemEntries(lines);
  joiner_ = VoteJoiner(entries);
  for (const auto& e : entries) {
    ItemSlots s = ReadItem(e, false);
    if (trace_) TraceItem(e, s, "issuer");
    if (s.title.empty()) continue;
    schema::Certificate c;
    c.name = s.title;
    c.date = s.date;
    c.issuer = s.giver;
    c.url = s.url;
    r_.certificates.push_back(std::move(c));
  }
  joiner_.clear();
}

// Who, and what they said: structure/references.cc groups the lines (GroupReferences).
void Builder::References(const std::vector<int>& lines) {
  std::vector<int> kept;
  std::vector<TextLine> view;
  for (int i : lines) {
    if (Noise(i)) continue;
    kept.push_back(i);
    const std::string& t = T(i);
    const std::string_view first = text::Trim(std::string_view(t).substr(0, t.find(',')));
    const bool names = t.find(',') != std::string::npos && !t.empty() && t.back() != '.' &&
                       nz::LooksLikePersonName(first, rules_);
    view.push_back({t, L(i).blank_before, L(i).bold, names});
  }
  for (const NamedText& g : GroupReferences(view)) {
    schema::Reference ref;
    ref.name = Clean(g.name);
    ref.reference = text::CollapseSpace(g.text);
    if (ref.name.empty() && ref.reference.empty()) continue;
    // A line alone that names nobody ("Available upon request") is a note: residue.
    if (ref.reference.empty() && !nz::LooksLikePersonName(ref.name.substr(0, ref.name.find(',')), rules_))
      continue;
    for (int k : g.lines) Use(kept[static_cast<std::size_t>(k)]);
    r_.references.push_back(std::move(ref));
  }
}

// Lines under no heading: sorted by what they say.
void Builder::Unlabelled(const std::vector<int>& lines) {
  std::vector<int> rest;
  for (int i : lines) {
    if (Noise(i)) continue;
    if (LabelLine(i)) continue;
    rest.push_back(i);
  }
  // The paragraph the lines open with, before any entry, is the summary when it reads as prose:
  // no list marks, no dates, fifteen words or more, the last line closing a sentence.
  if (r_.basics.summary.empty() && r_.work.empty() && !rest.empty()) {
    std::size_t end = 0;
    int words = 0;
    while (end < rest.size() && (end == 0 || (rest[end] == rest[end - 1] + 1 && L(rest[end]).blank_before == 0)) &&
           !L(rest[end]).bullet && !HasInlineDate(rest[end]) && T(rest[end]).find('\t') == std::string::npos) {
      words += static_cast<int>(text::WordCount(T(rest[end])));
      ++end;
    }
    if (end > 0 && words >= 15 && text::EndsSentence(T(rest[end - 1])) &&
        (end == rest.size() || L(rest[end]).blank_before > 0)) {
      Summary(std::vector<int>(rest.begin(), rest.begin() + static_cast<long>(end)));
      rest.erase(rest.begin(), rest.begin() + static_cast<long>(end));
    }
  }
  // Two or more labelled lists on consecutive lines set apart by a blank line ("Systems: SAP,
  // Excel" / "Treasury: Budgeting, Forecasting"): skills groups, each named by its label, though
  // no heading says so. (Not an entry's own labelled lines, "Role: Author" under its header.)
  // A line indented under a list, with no label of its own, is the list wrapped.
  std::vector<int> left;
  auto wrapped = [&](std::size_t j) {
    return j > 0 && rest[j] == rest[j - 1] + 1 && L(rest[j]).indent > L(rest[j - 1]).indent &&
           L(rest[j]).blank_before == 0 && T(rest[j]).find(':') == std::string::npos;
  };
  for (std::size_t k = 0; k < rest.size();) {
    std::size_t end = k, lists = 0;
    if (L(rest[k]).blank_before > 0 || k == 0) {
      while (end < rest.size() && (end == k || (rest[end] == rest[end - 1] + 1 && L(rest[end]).blank_before == 0))) {
        if (LabelledList(rest[end])) ++lists;
        else if (!wrapped(end)) break;
        ++end;
      }
    }
    if (lists < 2) {
      left.push_back(rest[k++]);
      continue;
    }
    for (; k < end; ++k) {
      std::string t = T(rest[k]);
      Use(rest[k]);
      while (k + 1 < end && wrapped(k + 1)) t += ", " + T(rest[++k]), Use(rest[k]);
      AddListGroup(t, t.find(':'));
    }
  }
  rest = std::move(left);
  for (const Entry& e : Chunk(rest)) {
    std::string head;
    for (int i : e.head) head += T(i) + " ";
    bool degree = nz::MatchDegree(head, rules_).has_value();
    unsigned vocab = nz::Vocab(head, rules_);
    bool title = vocab & nz::kTitleWord;
    bool award = vocab & nz::kAwardWord;
    if (!e.head.empty() && degree && !(title && !award && e.head.size() == 1 && !degree)) {
      AddEducation(e);
    } else if (!e.head.empty() && award && !title) {
      for (int i : e.head) AddAward(i);
    } else if (!e.head.empty() && title && (e.has_date || !e.bullets.empty())) {
      AddWork(e);
    } else if (e.head.empty() && !e.body.empty() && r_.basics.summary.empty() && r_.work.empty()) {
      std::vector<int> body = e.body;
      Summary(body);
    }
  }
}

}  // namespace cvmill::structure::internal
