// structure/coursework.cc — a section of coursework ("Relevant Coursework", "COURSEWORK")
// read as the courses of the degrees the Education section lists.
//
// Such a section stands apart from the degrees it belongs to (often in another column), so it
// is read after every section: its lists go to education entries once those exist. A list
// under a sub-label ("GRADUATE", "Master's:", "University of X") goes to the degree that label
// names by its words (degree, field, institution); where no degree shares a word, the k-th
// labelled list goes to the k-th degree (both are written in the same order, latest first).
// A list under no label goes to the first degree. With no degree at all, the lines stay
// unread (residue).
#include <algorithm>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "common/text.h"
#include "structure/internal/build.h"

namespace cvmill::structure::internal {

// A sub-label inside a coursework section: short, no list of its own, and set apart from the
// course lines by a colon at its end or by a type (bold, capitals) the courses do not share.
bool Builder::CourseLabel(int i, bool style_marks) const {
  const std::string_view t = text::Trim(T(i));
  if (t.empty() || text::WordCount(t) > 5 || t.find('\t') != std::string_view::npos ||
      t.find(',') != std::string_view::npos)
    return false;
  if (t.back() == ':') return true;
  return style_marks && (L(i).bold || nz::AllCaps(t));
}

void Builder::Coursework(const nz::Block& b) { coursework_.push_back(b.lines); }

void Builder::AttachCoursework() {
  for (const std::vector<int>& lines : coursework_) {
    if (r_.education.empty()) return;  // (nothing to attach to: the lines stay residue)
    // Bold or capitals mark labels only where the course lines are not set that way too.
    int marked = 0, open = 0;
    for (int i : lines) {
      if (used_[static_cast<std::size_t>(i)]) continue;
      ++open;
      marked += L(i).bold || nz::AllCaps(text::Trim(T(i)));
    }
    const bool style_marks = marked * 2 < open;
    struct Group {
      int label = -1;
      std::vector<int> items;
    };
    std::vector<Group> groups(1);
    for (int i : lines) {
      if (used_[static_cast<std::size_t>(i)]) continue;
      const std::string_view t = text::Trim(T(i));
      if (CourseLabel(i, style_marks)) {
        if (groups.back().label >= 0 || !groups.back().items.empty()) groups.emplace_back();
        groups.back().label = i;
      } else if (!(t.front() == '(' && t.back() == ')')) {  // (a note on the course above)
        groups.back().items.push_back(i);
      }
    }
    // (Words as the leftovers pass folds them: case and diacritics aside, three letters or more.)
    auto words_of = [&](std::string_view t) {
      std::vector<std::string> w = nz::FoldedKeyWords(t, rules_);
      return std::set<std::string>(w.begin(), w.end());
    };
    std::vector<std::set<std::string>> degree_words;
    for (const schema::Education& ed : r_.education)
      degree_words.push_back(words_of(ed.studyType + " " + ed.area + " " + ed.institution));
    std::size_t labelled = 0;
    for (const Group& g : groups) {
      if (g.items.empty()) continue;
      std::size_t to = 0;
      if (g.label >= 0) {
        const std::set<std::string> words = words_of(T(g.label));
        std::size_t best = 0;
        bool found = false;
        for (std::size_t k = 0; k < degree_words.size(); ++k) {
          const auto shared = std::count_if(words.begin(), words.end(),
                                            [&](const std::string& w) { return degree_words[k].count(w) > 0; });
          if (shared > 0 && (!found || static_cast<std::size_t>(shared) > best)) {
            best = static_cast<std::size_t>(shared);
            to = k;
            found = true;
          }
        }
        if (!found) to = std::min(labelled, r_.education.size() - 1);
        ++labelled;
        Use(g.label);
      }
      for (int i : g.items) {
        std::string t = T(i);
        for (std::string_view mark : {"\u2022", "\u00b7"}) {
          for (std::size_t p = t.find(mark); p != std::string::npos; p = t.find(mark, p + 1)) t.replace(p, mark.size(), "\t");
        }
        for (const std::string& part : SplitTopLevel(t, ",;|\t")) {
          std::string c = Clean(part);
          if (!c.empty()) r_.education[to].courses.push_back(std::move(c));
        }
        Use(i);
      }
    }
  }
}

}  // namespace cvmill::structure::internal
