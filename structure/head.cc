// The document head (name, label, contact details), the summary, and the positions and
// degrees the summary states.
#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "structure/internal/build.h"

namespace cvmill::structure::internal {

namespace {

bool Same(const std::string& a, const std::string& b) {
  return text::AsciiLower(text::CollapseSpace(a)) == text::AsciiLower(text::CollapseSpace(b));
}

}  // namespace

// The name in a document title that names its person: "Jane Roe's Resume", "Jane Roe - CV",
// "Curriculum Vitae: Jane Roe" (the title's words are the doctitle heading rule's); "" if none.
std::string Builder::NameInTitle(const std::string& cell) const {
  auto is_title = [&](std::string_view part) {
    auto h = nz::MatchHeading(text::Trim(part), rules_);
    return h && h->title;
  };
  for (std::string_view sep : {"'s ", "\u2019s "}) {
    std::size_t at = cell.rfind(sep);
    if (at != std::string::npos && at > 0 && is_title(std::string_view(cell).substr(at + sep.size())))
      return cell.substr(0, at);
  }
  for (std::string_view sep : {" - ", " \u2013 ", " \u2014 ", " | ", ": ", " \u00b7 "}) {
    std::size_t at = cell.find(sep);
    if (at == std::string::npos || at == 0) continue;
    std::string_view left = std::string_view(cell).substr(0, at), right = std::string_view(cell).substr(at + sep.size());
    if (is_title(right)) return std::string(text::Trim(left));
    if (is_title(left)) return std::string(text::Trim(right));
  }
  return "";
}

void Builder::Head(const std::vector<int>& lines) {
  std::vector<int> rest;
  bool content = false;  // an entry-like line ends the head proper
  // The name set large over two or more lines ("MIRA" / "KOVACS"; "Mira <gap> 8000 Aarhus"
  // over "Kovacs <gap> +45 20 12 34 56", an address in smaller type between them):
  // the first cells of the head's first lines in one emphasised type, joined while together
  // they read as one name and no piece reads as a place or a heading. What else those rows
  // hold is read as contact details.
  std::vector<int> name_lines = NameOverLines(lines);
  label_slot_ = !name_lines.empty();  // no line since the name but contact details
  int name_at = name_lines.empty() ? -1 : name_lines.front();
  for (int i : name_lines) {
    std::vector<std::string> cells = SplitTopLevel(T(i), "\t");
    cells.erase(cells.begin());
    RestOfNameRow(i, cells);
  }
  int label_tail = -1;  // the label's line wrapped onto this one
  int label_line = -1;  // the line the label was read from
  int place_end = -1;   // the last line of a place read over lines
  for (int i : lines) {
    const std::string& t = T(i);
    if (Noise(i) || i == label_tail) continue;
    if (std::find(name_lines.begin(), name_lines.end(), i) != name_lines.end()) continue;
    if (!content && r_.basics.name.empty()) {
      // The name alone, or as a cell of a label row ("PERSONAL INFORMATION <gap> Jane Roe").
      // ("Jane Roe, <gap> Nurse": a cell's closing comma is punctuation, not the name's.)
      std::string name, name_label;
      std::vector<std::string> cells = SplitTopLevel(t, "\t");
      std::size_t at = cells.size();
      for (std::size_t c = 0; c < cells.size() && name.empty(); ++c) {
        std::string cell(text::TrimChars(cells[c], " ,;"));
        // (A heading in capitals run into the name, "PERSONAL INFORMATION Jane Roe", is a
        // label cell that lost its gap.)
        if (std::size_t label = RunInLabel(cell); label > 0) {
          std::string after(text::Trim(std::string_view(cell).substr(label)));
          std::string head = cell.substr(0, label);
          if (nz::TitleCaseIfCaps(head) != head && nz::TitleCaseIfCaps(after) == after) cell = std::move(after);
        }
        if (std::string titled = NameInTitle(cell); !titled.empty()) cell = std::move(titled);
        if (nz::LooksLikePersonName(cell, rules_)) {
          name = cell, at = c;
        } else if (std::size_t comma = cell.find(", "); c == 0 && comma != std::string::npos) {
          // "Jane Roe, Quantity Surveyor, Head of Estimating": the name, then the label after its
          // comma (job-title words, no organisation's, no digit).
          std::string first = cell.substr(0, comma), after = Clean(cell.substr(comma + 2));
          if (nz::LooksLikePersonName(first, rules_) && nz::HasJobTitle(after, rules_) && text::WordCount(after) <= 10 &&
              !nz::HasOrgWord(after, rules_) && !text::HasDigit(after))
            name = std::move(first), name_label = std::move(after), at = c;
        }
      }
      if (!name.empty()) {
        r_.basics.name = nz::ProperCaseName(name, rules_);
        if (trace_) TracePart(i, name, "basics.name", "the first line (or cell) that looks like a person's name");
        if (!name_label.empty() && r_.basics.label.empty()) {
          r_.basics.label = name_label;
          if (trace_) TracePart(i, name_label, "basics.label", "after the name and a comma, in job-title words");
        }
        // The cell after the name, in job-title words: the label ("Jane Roe, <gap> Nurse").
        if (at + 1 < cells.size() && r_.basics.label.empty()) {
          std::string next = Clean(cells[at + 1]);
          if (nz::HasJobTitle(next, rules_) && text::WordCount(next) <= 8 && !nz::HasOrgWord(next, rules_) &&
              !text::HasDigit(next)) {
            r_.basics.label = next;
            if (trace_) TracePart(i, next, "basics.label", "the cell after the name, in job-title words");
            ++at;
          }
        }
        cells.erase(cells.begin(), cells.begin() + static_cast<std::ptrdiff_t>(std::min(at + 1, cells.size())));
        RestOfNameRow(i, cells);
        label_slot_ = r_.basics.label.empty();
        name_at = i;
        continue;
      }
    }
    if (!r_.basics.name.empty() && t.size() + 4 >= r_.basics.name.size() &&
        t.size() <= r_.basics.name.size() + 4 &&
        nz::ProperCaseName(text::TrimChars(t, " ,;."), rules_) == r_.basics.name) {
      Use(i);  // the name repeated (web page title and heading)
      continue;
    }
    // Dates or prose end the head proper; a row of three or more cells may still be contact
    // details, however many words it has.
    const bool dated = !LineDates(i).empty();
    const bool prose = IsProse(i);
    // (A row of personal data may hold a date of birth among them; so may a labelled line,
    // "Name: Jane Roe (*28.10.1997)", "Geburtsdatum: 28.10.1997".)
    std::size_t colon = t.find(": ");
    const bool labelled = colon != std::string::npos && colon < 24 && text::WordCount(t.substr(0, colon)) <= 3 &&
                          !text::HasDigit(t.substr(0, colon));
    const bool row = std::count(t.begin(), t.end(), '\t') >= 2 || labelled;
    // (After the head proper, a line that can only be the person's contact details still is:
    // an e-mail address, a network's user name. Not a link: entries have their own.)
    const bool contact_only = content && !dated && !prose &&
                              ((text::WordCount(t) <= 6 && (nz::FindEmail(t) || NetworkHandle(t).has_value())) ||
                               NetworkRow(SplitTopLevel(t, "\t")));
    // A place over lines, one part a line ("Rua Alta 5" / "4000" / "Porto" / "PT").
    if (!content && !dated && !prose && i > place_end) {
      const std::size_t k = static_cast<std::size_t>(std::find(lines.begin(), lines.end(), i) - lines.begin());
      if (std::size_t n = PlaceOverLines(lines, k); n > 0) {
        place_end = lines[k + n - 1];
        continue;
      }
    }
    if (i <= place_end) continue;
    if ((contact_only || (!content && ((!dated && !prose) || row))) && ContactLine(i)) {
      if (trace_) TracePart(i, "", "contact", "contact details (e-mail, phone, links, a place, an address)");
      continue;
    }
    // A user name alone among the contact lines (its network's icon lost): "jane-doe-rn",
    // "jane.roe.bakes" (no web address: "roe.dev" is one; nor an e-mail address's domain
    // wrapped under it, "JANE.ROE@EXAMP" / "LE.CO.UK"); or a row of them, one a cell
    // ("jroe_arch <gap> jane.roe.studio <gap> jane-roe-arch": a web page's row of icons).
    if (!content && !r_.basics.name.empty() && !dated && !DomainTail(i)) {
      const std::vector<std::string> cells = SplitTopLevel(t, "\t");
      const bool handles = std::all_of(cells.begin(), cells.end(), [](const std::string& c) {
        std::string_view h = text::Trim(c);
        return nz::IsHandle(h) && h.find_first_of("-_.0123456789") != std::string_view::npos && nz::FindUrls(h).empty();
      });
      if (handles) {
        for (const std::string& c : cells) AddProfile("", c);
        Use(i);
        continue;
      }
    }
    if ((dated || prose) && !labelled) content = true;
    // The label: the first line after the name that is no contact detail, in the shape of a
    // title line, whatever its words; or a later one in job-title words.
    const bool next_to_name = label_slot_ && i > name_at;
    if (i > name_at && !StreetLine(t)) label_slot_ = false;
    if (!content && !r_.basics.name.empty() && r_.basics.label.empty() && !L(i).bullet && LineDates(i).empty() &&
        ((next_to_name && TitleShaped(t)) ||
         (nz::HasJobTitle(t, rules_) && text::WordCount(t) <= 8 && !nz::HasOrgWord(t, rules_)))) {
      r_.basics.label = Clean(t);
      if (trace_)
        TracePart(i, t, "basics.label",
                  next_to_name ? "the line after the name, shaped as a title" : "job-title words after the name, no organisation words");
      Use(i);
      label_line = i;
      // Wrapped in a narrow head ("Final-year Veterinary Science" / "student"): the line right
      // under it in the same type, a few words in lower case and nothing else, goes on.
      auto next = std::find(lines.begin(), lines.end(), i + 1);
      if (next != lines.end() && L(i + 1).blank_before == 0 && !L(i + 1).bullet && !T(i + 1).empty() &&
          T(i + 1)[0] >= 'a' && T(i + 1)[0] <= 'z' && text::WordCount(T(i + 1)) <= 4 &&
          T(i + 1).find_first_of("@/\t:|") == std::string::npos && LineDates(i + 1).empty() &&
          L(i + 1).column == L(i).column && L(i + 1).heading_level == L(i).heading_level &&
          L(i + 1).bold == L(i).bold && L(i + 1).font_size == L(i).font_size) {
        r_.basics.label += " " + Clean(T(i + 1));
        if (trace_) TracePart(i + 1, T(i + 1), "basics.label", "the label's line wrapped: lower-case words right under it");
        Use(i + 1);
        label_tail = i + 1;
      }
      continue;
    }
    if (trace_) TracePart(i, t, "", content ? "after a dated or prose line ended the head: read as lines under no heading"
                                            : "not a name, label or contact: read as lines under no heading");
    rest.push_back(i);
  }
  label_slot_ = false;
  // A street line taken by the address on the line after it is no longer left over.
  rest.erase(std::remove_if(rest.begin(), rest.end(), [&](int k) { return used_[static_cast<std::size_t>(k)]; }),
             rest.end());
  Unlabelled(rest);
  // (Once every other line has said where the person lives.)
  if (label_line >= 0) LabelPlace(label_line);
}

// "LinkedIn jane-doe", "GitHub: jdoe": a network's name and a user name, nothing else; the
// network and the user name.
// Cells that pair up as a network's name and a user name, two or more pairs ("GitHub <gap>
// jane-doe <gap> LinkedIn <gap> jane-roe": a web page's row of profiles).
bool Builder::NetworkRow(const std::vector<std::string>& cells) const {
  if (cells.size() < 4 || cells.size() % 2 != 0) return false;
  for (std::size_t k = 0; k + 1 < cells.size(); k += 2) {
    if (!nz::NetworkName(text::Trim(cells[k]), rules_) || !nz::IsHandle(text::Trim(cells[k + 1]))) return false;
  }
  return true;
}

std::optional<std::pair<std::string, std::string_view>> Builder::NetworkHandle(std::string_view t) const {
  t = text::Trim(t);
  std::size_t sp = t.rfind(' ');
  // (The network's name in one or two words; the user name counts as one, dots and all:
  // "Instagram jane.roe.bakes".)
  if (sp == std::string_view::npos || sp == 0 || text::WordCount(t.substr(0, sp)) > 2 || !nz::IsHandle(t.substr(sp + 1)))
    return std::nullopt;
  auto network = nz::NetworkName(text::TrimChars(t.substr(0, sp), " :"), rules_);
  if (!network) return std::nullopt;
  return std::make_pair(*network, t.substr(sp + 1));
}

std::optional<std::pair<std::string, std::string_view>> Builder::NetworkPath(std::string_view cell) const {
  const std::size_t slash = cell.find('/');
  if (slash == std::string_view::npos || slash == 0 || cell.find(' ') != std::string_view::npos || cell.find('.') < slash)
    return std::nullopt;
  const std::string_view value = cell.substr(slash + 1);
  if (!nz::IsHandle(value)) return std::nullopt;
  auto network = nz::NetworkName(cell.substr(0, slash), rules_);
  if (!network) network = nz::NetworkOfPath(cell.substr(0, slash), rules_);
  if (!network) return std::nullopt;
  return std::make_pair(*network, value);
}

bool Builder::DomainTail(int i) const {
  return i > 0 && T(i - 1).find('@') != std::string::npos && T(i).find('.') != std::string::npos;
}

// A line of contact details: e-mail, phone, URLs and profiles, a place, an address.
bool Builder::ContactLine(int i) {
  if (!ContactCells(i, SplitTopLevel(T(i), "\t"))) return false;
  Use(i);
  return true;
}

// The cells of line i that are contact details; false (nothing kept) when none is. Cells
// that are not are the label (job-title words) or residue.
bool Builder::ContactCells(int i, const std::vector<std::string>& given) {
  const extract::Line& line = L(i);
  bool took = false;
  std::vector<std::string> leftovers;
  // "LinkedIn:// jane-doe Twitter:// @jdoe": networks' names set as labels (":// " like ": "),
  // several on a line: one cell each.
  std::vector<std::string> cells;
  for (std::string cell : given) {
    for (std::size_t at; (at = cell.find(":// ")) != std::string::npos;) cell.replace(at, 4, ": ");
    std::size_t from = 0;
    for (std::size_t at = cell.find(": ", 1); at != std::string::npos; at = cell.find(": ", at + 2)) {
      const std::size_t word = cell.rfind(' ', at);
      if (word == std::string::npos || word < from) continue;
      if (nz::NetworkName(std::string_view(cell).substr(word + 1, at - word - 1), rules_) &&
          cell.find(": ", from) < word) {
        cells.push_back(cell.substr(from, word - from));
        from = word + 1;
      }
    }
    cells.push_back(cell.substr(from));
  }
  // "Google Scholar: <gap> https://…": a network's name set as a label cell, its value the next.
  for (std::size_t c = 0; c + 1 < cells.size(); ++c) {
    const std::string_view label = text::Trim(cells[c]);
    if (label.size() < 2 || label.back() != ':' || !nz::NetworkName(label, rules_)) continue;
    cells[c] = std::string(label) + " " + std::string(text::Trim(cells[c + 1]));
    cells.erase(cells.begin() + static_cast<std::ptrdiff_t>(c) + 1);
  }
  const bool network_row = NetworkRow(cells);
  // A place over cells, its parts in any order ("1080, <gap> Wien <gap> (AT), <gap> Wien").
  std::pair<std::size_t, std::size_t> place{0, 0};
  if (!network_row && cells.size() >= 2) place = PlaceCellRun(cells);
  took = place.second > place.first;
  for (std::size_t c = 0; c < cells.size(); ++c) {
    if (c >= place.first && c < place.second) continue;
    std::string_view cell = text::Trim(cells[c]);
    if (network_row) {  // (a network's name, then its user name: one profile per pair)
      if (c % 2 == 1) continue;
      AddProfile(*nz::NetworkName(cell, rules_), text::Trim(cells[c + 1]));
      took = true;
      continue;
    }
    // "E-mail: x", "Web: y": a short label before a colon.
    std::size_t colon = cell.find(": ");
    if (colon != std::string_view::npos && colon < 24 && text::WordCount(cell.substr(0, colon)) <= 3) {
      std::string_view value = text::Trim(cell.substr(colon + 2));
      // "Name: Katrin Hoffmann" in a block of personal data ("(*28.10.1997)" after it is her
      // date of birth, no part of the name).
      std::string_view person = value;
      std::size_t born = person.rfind(" (");
      if (born != std::string_view::npos && person.back() == ')' && text::HasDigit(person.substr(born)))
        person = text::Trim(person.substr(0, born));
      // "LinkedIn: jane-doe", "GitHub: @jdoe": a network's name before a user name; "Google
      // Scholar: https://…", before an address its rule does not know (another host, a query):
      // that network's profile, by its address.
      if (auto network = nz::NetworkName(cell.substr(0, colon), rules_)) {
        if (nz::IsHandle(value)) {
          AddProfile(*network, value);
          took = true;
          continue;
        }
        const std::vector<std::string> urls = nz::FindUrls(value);
        if (urls.size() == 1 && urls.front() == value && !nz::MatchProfile(value, rules_)) {
          AddProfile(*network, "", nz::WithScheme(value));
          took = true;
          continue;
        }
      }
      if (nz::IsNameLabel(cell.substr(0, colon), rules_) && nz::LooksLikePersonName(person, rules_)) {
        if (person.size() < value.size()) leftovers.emplace_back(text::Trim(value.substr(person.size())));
        value = person;
        if (r_.basics.name.empty()) r_.basics.name = nz::ProperCaseName(value, rules_);
        took = true;
        continue;
      }
      cell = value;
    }
    // "github/jdoe", "in/jane-doe": a network's name or path and a user name, no host.
    if (auto np = NetworkPath(cell)) {
      AddProfile(np->first, np->second);
      took = true;
      continue;
    }
    // "LinkedIn jane-doe": a network's name beside a user name (an icon's label and its
    // value, the gap between them lost).
    if (auto nh = NetworkHandle(cell)) {
      AddProfile(nh->first, nh->second);
      took = true;
      continue;
    }
    // "(+39) 333 1234567 (Mobile)", "…, Italy (Home)": a trailing qualifier is no part of it.
    if (cell.size() > 2 && cell.back() == ')') {
      std::size_t open = cell.rfind(" (");
      std::string_view q = open == std::string_view::npos ? std::string_view() : cell.substr(open + 2);
      if (!q.empty() && !text::HasDigit(q) && text::WordCount(q) <= 2) cell = text::Trim(cell.substr(0, open));
    }
    if (cell.empty()) continue;
    bool cell_took = false;
    std::string rest;  // the cell without its e-mail address: a wrapped line may add a URL
    if (auto email = nz::FindEmail(cell)) {
      if (r_.basics.email.empty()) r_.basics.email = *email;
      cell_took = true;
      std::size_t at = cell.find(*email);
      if (at != std::string_view::npos)
        rest = std::string(cell.substr(0, at)) + " " + std::string(cell.substr(at + email->size()));
    }
    std::vector<std::string> urls;
    for (const auto& link : line.links) {
      if (link.target.find('@') == std::string::npos && cell.find(link.text) != std::string_view::npos)
        urls.push_back(link.target);
    }
    // (Web addresses read from the text: what stands beside them may be a place, "Wien, AT
    // https://…" where the gap between the two was lost.)
    std::string beside;
    if (urls.empty()) {
      const std::string_view text_part = cell_took ? std::string_view(rest) : cell;
      urls = nz::FindUrls(text_part);
      if (!urls.empty() && !cell_took) {
        for (std::string_view w : text::Split(text_part, ' ')) {
          if (!w.empty() && nz::FindUrls(w).empty()) beside += (beside.empty() ? "" : " ") + std::string(w);
        }
      }
    }
    for (const std::string& u : urls) {
      if (auto p = nz::MatchProfile(u, rules_)) {
        AddProfile(p->network, p->username, p->url);
      } else if (r_.basics.url.empty()) {
        r_.basics.url = nz::WithScheme(u);
      }
      cell_took = true;
    }
    // A phone number may share a cell with the e-mail address ("06 12 34 56 78 – x@y.fr").
    std::string_view phone_text = cell_took ? std::string_view(rest) : cell;
    if (nz::ParseDateRange(phone_text, rules_) == std::nullopt) {
      if (auto phone = nz::FindPhone(phone_text)) {
        if (r_.basics.phone.empty()) r_.basics.phone = *phone;
        cell_took = true;
      }
    }
    if (!cell_took) cell_took = PlaceOrAddress(cell, i);
    if (!beside.empty() && !nz::FindPhone(beside)) PlaceOrAddress(text::TrimChars(beside, " ,;|"), i);
    if (!cell_took) leftovers.push_back(std::string(cell));
    took = took || cell_took;
  }
  if (!took) return false;
  // "Engineer · City · mail": a job title among contact cells is the person's label; any
  // other leftover is kept as residue, never dropped.
  for (const std::string& cell : leftovers) {
    if (r_.basics.label.empty() && ((nz::HasJobTitle(cell, rules_) && text::WordCount(cell) <= 8) ||
                                    (label_slot_ && cell == text::Trim(cells.front()) && TitleShaped(cell)))) {
      r_.basics.label = Clean(cell);
    } else {
      Fragment(i, cell);
    }
  }
  return true;
}

// A line in the shape of a title under a name: short, one cell, no contact detail, address,
// heading or sentence.
bool Builder::TitleShaped(std::string_view t) const {
  t = text::Trim(t);
  const std::size_t words = text::WordCount(t);
  const std::size_t colon = t.find(':');  // "Email: jane[at]example.org": a labelled value
  return words >= 1 && words <= 12 && t.size() <= 100 && t.find_first_of("@\t") == std::string_view::npos &&
         (colon == std::string_view::npos || colon > 24) &&
         nz::FindUrls(t).empty() && !nz::FindPhone(t) && !StreetLine(t) && !nz::MatchHeading(t, rules_) &&
         // (No sentence of more than six words, ended or going on after a full stop.)
         !((t.back() == '.' || t.find(". ") != std::string_view::npos) && words > 6);
}

// The cells of the name's row after the name (and its label): contact details, or residue.
void Builder::RestOfNameRow(int i, const std::vector<std::string>& cells) {
  Use(i);
  if (cells.empty() || ContactCells(i, cells)) return;
  for (const std::string& cell : cells) Fragment(i, cell);
}

std::vector<int> Builder::NameOverLines(const std::vector<int>& lines) {
  std::vector<int> first;  // the head's first lines
  for (int i : lines) {
    if (first.size() < 6 && !Noise(i)) first.push_back(i);
  }
  auto emphasised = [&](int i) { return L(i).heading_level > 0 || L(i).bold; };
  auto it = std::find_if(first.begin(), first.end(), emphasised);
  if (it == first.end() || !r_.basics.name.empty()) return {};
  const extract::Line& a = L(*it);
  const bool placed = a.font_size > 0;  // PDF: the type's size and the left edge decide
  std::vector<int> pieces{*it};
  for (++it; it != first.end() && pieces.size() < 4; ++it) {
    const extract::Line& b = L(*it);
    bool same = placed ? std::abs(b.font_size - a.font_size) < 0.5f && std::abs(b.x - a.x) < 3.0f && b.page == a.page
                       : b.heading_level == a.heading_level && b.bold == a.bold;
    if (same) {
      pieces.push_back(*it);
    } else if (!placed || b.font_size >= a.font_size) {
      break;  // smaller type between the name's lines is passed over, nothing else
    }
  }
  auto cell = [&](int i) { return std::string(text::TrimChars(SplitTopLevel(T(i), "\t").front(), " ,;")); };
  std::string joined = cell(pieces[0]);
  // (Outside a PDF, where type has no size, only a first line that is no name alone.)
  if (pieces.size() < 2 || nz::MatchHeading(joined, rules_) || (!placed && nz::LooksLikePersonName(joined, rules_)))
    return {};
  std::size_t best = 0;
  std::string name;
  for (std::size_t k = 1; k < pieces.size(); ++k) {
    std::string piece = cell(pieces[k]);
    if (piece.empty() || text::HasDigit(piece) || text::WordCount(piece) > 3 || nz::ParsePlace(piece, rules_) ||
        nz::MatchHeading(piece, rules_) || nz::ProperCaseName(joined, rules_).find(nz::ProperCaseName(piece, rules_)) != std::string::npos)
      break;  // (a piece already in the name: the name repeated)
    joined += " " + piece;
    if (nz::LooksLikePersonName(joined, rules_)) best = k, name = joined;
  }
  if (best == 0) return {};
  r_.basics.name = nz::ProperCaseName(name, rules_);
  if (trace_) TracePart(pieces[0], name, "basics.name", "a name set over lines in the same type");
  pieces.resize(best + 1);
  return pieces;
}

// "Data Engineer, Valencia, España": the label's last parts (one to three), a place the
// tables know where the head states none yet, are where the person lives.
void Builder::LabelPlace(int i) {
  const auto& loc = r_.basics.location;
  if (!loc.city.empty() || !loc.countryCode.empty() || !loc.address.empty()) return;
  std::string& label = r_.basics.label;
  const std::vector<std::string_view> parts = text::Split(label, ',');
  for (std::size_t k = parts.size() > 3 ? parts.size() - 3 : 1; k < parts.size(); ++k) {
    const std::string head(text::Trim(label.substr(0, static_cast<std::size_t>(parts[k - 1].end() - label.data()))));
    const std::string tail(text::Trim(label.substr(static_cast<std::size_t>(parts[k].begin() - label.data()))));
    if (head.empty() || !nz::ParsePlace(tail, rules_) || nz::HasJobTitle(tail, rules_)) continue;
    PlaceOrAddress(tail, i);
    if (trace_) TracePart(i, tail, "basics.location", "a place closing the label, after a comma");
    label = head;
    return;
  }
}

bool Builder::PlaceOrAddress(std::string_view cell, int i) {
  auto& loc = r_.basics.location;
  if (auto place = nz::ParsePlace(cell, rules_)) {
    if (loc.city.empty() && loc.countryCode.empty()) {
      loc.city = place->city;
      loc.region = place->region;
      loc.countryCode = place->country_code;
    } else if (place->city.empty() && loc.countryCode.empty() && !loc.postalCode.empty() && !loc.city.empty() &&
               !GivenName(cell, i)) {
      // A country alone under an address read without one ("Mill Lane 4" / "1080 Graz" /
      // "Austria"): the address's country.
      loc.countryCode = place->country_code;
    }
    return true;
  }
  // "Street 1, Building, City, POSTCODE", "..., 10115 Berlin", "Denver, CO 80202".
  auto a = nz::ParseAddress(cell, rules_);
  if (!a) return false;
  if (!loc.postalCode.empty() || !loc.address.empty()) return true;
  // "Mill Lane 4" over "1080 Town": the street on the line before, left unread; or left over
  // in a row of contact cells ("Mill Lane 4 <gap> +43 …" over "1080 Town <gap> x@y.at").
  if (a->address.empty() && !a->postal_code.empty() && i > 0 && !Noise(i - 1)) {
    const auto prev = static_cast<std::size_t>(i - 1);
    if (!used_[prev] && StreetLine(T(i - 1))) {
      a->address = std::string(text::Trim(T(i - 1)));
      Use(i - 1);
    } else if (used_[prev] && !fragments_[prev].empty() && StreetLine(fragments_[prev].front()) &&
               Clean(SplitTopLevel(T(i - 1), "\t").front()) == fragments_[prev].front() &&
               text::Trim(SplitTopLevel(T(i), "\t").front()) == text::Trim(cell)) {
      a->address = fragments_[prev].front();  // (both rows' first cells)
      fragments_[prev].erase(fragments_[prev].begin());
    }
  }
  loc.address = a->address;
  loc.postalCode = a->postal_code;
  loc.city = a->city;
  loc.region = a->region;
  if (!a->country_code.empty()) loc.countryCode = a->country_code;
  return true;
}

// A cell of line i that opens a person's name with the cell after it ("Jordan <gap> Lee"): a
// given name, whatever else its word may name.
bool Builder::GivenName(std::string_view cell, int i) const {
  const std::vector<std::string> cells = SplitTopLevel(T(i), "\t");
  for (std::size_t c = 0; c + 1 < cells.size(); ++c) {
    if (text::Trim(cells[c]) == text::Trim(cell))
      return nz::LooksLikePersonName(std::string(text::Trim(cell)) + " " + std::string(text::Trim(cells[c + 1])), rules_);
  }
  return false;
}

// A street and house number alone on a line: a digit, a few words, no e-mail, URL, phone,
// date or tab.
bool Builder::StreetLine(std::string_view t) const {
  t = text::Trim(t);
  return text::HasDigit(t) && text::HasLetter(t) && text::WordCount(t) <= 8 && t.size() <= 80 &&
         t.find_first_of("@\t") == std::string_view::npos && nz::FindUrls(t).empty() && !nz::FindPhone(t) &&
         nz::FindDates(t, rules_).empty() && !nz::ParseAddress(t, rules_);
}

void Builder::AddProfile(const std::string& network, std::string_view username, const std::string& url) {
  std::string user(text::Trim(username));  // (as written: "@jdoe", "@jdoe@social.example")
  while (!user.empty() && user.back() == '@') user.pop_back();
  for (const auto& q : r_.basics.profiles) {
    if (q.network == network && q.username == user) return;
  }
  r_.basics.profiles.push_back({network, user, url});
}

// A network's name alone on a line over a user name alone on the next ("LinkedIn" /
// "jane-doe-agsci"), wherever the pair stands: a profile, and no line of its section.
void Builder::NetworkOverHandle() {
  for (std::size_t i = 0; i + 1 < doc_.lines.size(); ++i) {
    int a = static_cast<int>(i), b = a + 1;
    if (L(a).bullet || L(b).bullet || L(b).blank_before > 1) continue;
    auto network = nz::NetworkName(T(a), rules_);
    if (!network || !nz::IsHandle(T(b))) continue;
    AddProfile(*network, T(b));
    for (int k : {a, b}) {
      Use(k);
      noise_[static_cast<std::size_t>(k)] = 1;
    }
    ++i;
  }
}

// The person's name where the head did not hold it (a sidebar read first, the name at the
// top of the main column): the unread line, or two lines running on ("JOANNA" / "EXAMPLE"),
// in the first page's largest type, shaped as a name; the unread line after it shaped as a
// title is the label.
void Builder::NameByType() {
  if (!r_.basics.name.empty() || doc_.format != extract::Format::kPdf) return;
  float largest = 0;
  for (const extract::Line& l : doc_.lines) {
    if (l.page == 1) largest = std::max(largest, l.font_size);
  }
  const int n = static_cast<int>(doc_.lines.size());
  for (int i = 0; i < n; ++i) {
    const extract::Line& l = L(i);
    if (l.page != 1 || l.font_size < largest - 0.5f || used_[static_cast<std::size_t>(i)]) continue;
    int last = i;
    std::string name = T(i);
    if (i + 1 < n && L(i + 1).page == 1 && std::abs(L(i + 1).font_size - l.font_size) < 0.5f &&
        !used_[static_cast<std::size_t>(i + 1)] && !nz::LooksLikePersonName(name, rules_)) {
      name += " " + T(i + 1);
      last = i + 1;
    }
    if (!nz::LooksLikePersonName(name, rules_) || nz::ParsePlace(name, rules_)) return;
    r_.basics.name = nz::ProperCaseName(name, rules_);
    for (int k = i; k <= last; ++k) Use(k);
    if (last + 1 < n && r_.basics.label.empty() && !used_[static_cast<std::size_t>(last + 1)] && !L(last + 1).bullet &&
        TitleShaped(T(last + 1))) {
      r_.basics.label = Clean(T(last + 1));
      Use(last + 1);
    }
    return;
  }
}

void Builder::Contact(const std::vector<int>& lines) {
  // "PERSONAL INFORMATION" over the name: the name is the section's first line, set apart
  // where the document has type (a heading or bold), and no place.
  const bool typed = doc_.format != extract::Format::kText;
  LabelledPlaceRows(lines);
  for (int i : lines) {
    if (Noise(i) || used_[static_cast<std::size_t>(i)] || ContactLine(i)) continue;
    if (r_.basics.name.empty() && i == lines.front() && (!typed || L(i).heading_level > 0 || L(i).bold) &&
        nz::LooksLikePersonName(T(i), rules_) && !nz::ParsePlace(T(i), rules_)) {
      r_.basics.name = nz::ProperCaseName(T(i), rules_);
      Use(i);
    }
  }
}

void Builder::Summary(const std::vector<int>& lines) {
  std::vector<std::string> paras;
  bool contacts = false;  // contact lines read in the section
  for (const int& i : lines) {
    if (Noise(i)) continue;
    // "Phone: +43 …", "Email: x@y", "GitHub: https://…" under the summary: the person's contact
    // details, no prose.
    const std::string& t = T(i);
    // (The label's colon before a space or a cell's gap: "GitHub:<TAB>https://…".)
    std::size_t colon = t.find(':');
    while (colon != std::string::npos && colon + 1 < t.size() && t[colon + 1] != ' ' && t[colon + 1] != '\t')
      colon = t.find(':', colon + 1);
    // (Or a short label before a network's address: "X: https://x.com/jroe", a network whose
    // one-letter name NetworkName does not read alone.)
    // (The words are counted without the addresses: a URL's parts are words to WordCount.)
    bool profile = false;
    std::size_t words = text::WordCount(t);
    if (colon != std::string::npos && colon <= 24 && text::WordCount(t.substr(0, colon)) <= 2) {
      const std::vector<std::string> urls = nz::FindUrls(t);
      profile = !urls.empty() && (nz::NetworkName(t.substr(0, colon), rules_) || nz::MatchProfile(urls.front(), rules_));
      if (profile) {
        std::string bare = t;
        for (const std::string& u : urls) {
          if (std::size_t at = bare.find(u); at != std::string::npos) bare.erase(at, u.size());
        }
        words = text::WordCount(bare);
      }
    }
    // (Or a network's path and a user name, no host: "in/jane-doe", "github/jdoe".)
    profile = profile || NetworkPath(t).has_value();
    // (Or a network's address alone on its line: "https://www.example.com/in/jroe".)
    if (!profile) {
      const std::vector<std::string> urls = nz::FindUrls(t);
      if (urls.size() == 1 && urls.front().size() + 1 >= text::Trim(t).size() && nz::MatchProfile(urls.front(), rules_)) {
        profile = true;
        words = 0;
      }
    }
    if (!L(i).bullet && words <= 8 && (nz::FindEmail(t) || nz::FindPhone(t) || profile) && ContactLine(i)) {
      contacts = true;
      continue;
    }
    if (LabelLine(i)) continue;
    // A block of contact details set under an "About" heading (a sidebar's): the address,
    // a street over its town line ("Rua Alta 5" / "Porto 4000"), a user name alone after
    // other contact lines. (An address may be a list item: an icon before each line of the
    // block set as its marker.)
    if (text::WordCount(t) <= 8 && !IsProse(i) && LineDates(i).empty()) {
      const std::size_t k = static_cast<std::size_t>(&i - lines.data());
      const bool street = StreetLine(t) && t.back() != '-' && k + 1 < lines.size() && lines[k + 1] == i + 1 &&
                          nz::ParseAddress(T(i + 1), rules_).has_value() && nz::ParseAddress(T(i + 1), rules_)->address.empty();
      if (street) continue;  // (taken with the town line after it)
      if (nz::ParseAddress(t, rules_) && ContactLine(i)) {
        contacts = true;
        continue;
      }
      if (contacts && !L(i).bullet && nz::IsHandle(t) && nz::FindUrls(t).empty() && !DomainTail(i)) {
        AddProfile("", t);
        Use(i);
        continue;
      }
    }
    paras.push_back(text::CollapseSpace(T(i)));
    Use(i);
  }
  if (paras.empty()) return;
  std::string s = text::Join(paras, " ");
  summaries_.push_back(s);
  r_.basics.summary = r_.basics.summary.empty() ? s : r_.basics.summary + " " + s;
}

// Positions and degrees stated in the biography ("I was a research intern (2016) at X").
void Builder::AddStatedRoles() {
  for (const std::string& s : summaries_) {
    for (const nz::StatedRole& role : nz::FindStatedRoles(s, rules_)) {
      if (role.kind == nz::StatedRole::kDegree) {
        schema::Education e;
        e.institution = role.org;
        e.studyType = role.role;
        SetDegreeDates(e, role.dates);
        bool merged = false;
        for (auto& x : r_.education) {
          if (Same(x.studyType, e.studyType) && Same(x.institution, e.institution)) {
            if (x.endDate.empty()) x.endDate = e.endDate;
            merged = true;
          }
        }
        if (!merged) r_.education.push_back(e);
        continue;
      }
      schema::Work w;
      w.name = role.org;
      w.position = role.role;
      SetWorkDates(w.startDate, w.endDate, role.dates);
      bool dup = false;
      for (const auto& x : r_.work) {
        dup = dup || (Same(x.position, w.position) && Same(x.name, w.name) && x.startDate == w.startDate);
      }
      if (!dup) r_.work.push_back(w);
    }
  }
}

}  // namespace cvmill::structure::internal
