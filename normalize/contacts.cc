// E-mail, phone, URLs, online profiles and countries (places and addresses: places.cc).
#include <algorithm>
#include <cctype>

#include "common/text.h"
#include "normalize/internal/rules_impl.h"

namespace cvmill::normalize {
namespace {

re2::StringPiece SP(std::string_view s) { return re2::StringPiece(s.data(), s.size()); }

const RE2& EmailRe() {
  static const RE2 re("([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,})");
  return re;
}

const RE2& UrlRe() {
  // Scheme or www URLs, and bare domains with a common top-level domain ("github.com/x").
  static const RE2 re(
      "((?:https?://|www\\.)[^\\s<>()\\[\\]\"]+|"
      "(?:[A-Za-z0-9-]+\\.)+(?:com|org|net|io|dev|ai|me|app|co|edu|gov|info|xyz|systems|page|site|"
      "tech|eu|de|fr|es|it|nl|ch|at|be|uk|us|ca|au|se|no|dk|fi|pl|pt|cz|ie|in|jp|cn|social)"
      "(?:/[^\\s<>()\\[\\]\"]*)?)");
  return re;
}

// The next match of `re` in text at or after *pos; *pos moves past it. Only the whole match is
// asked for, so RE2 answers with its DFAs alone (a capture group would need its slower engines).
bool NextMatch(const RE2& re, std::string_view text, std::size_t* pos, std::string_view* m) {
  re2::StringPiece found;
  if (*pos > text.size() || !re.Match(SP(text), *pos, text.size(), RE2::UNANCHORED, &found, 1)) return false;
  *m = std::string_view(found.data(), found.size());
  *pos = static_cast<std::size_t>(found.data() - text.data()) + std::max<std::size_t>(found.size(), 1);
  return true;
}

}  // namespace

std::optional<std::string> FindEmail(std::string_view t) {
  if (t.find('@') == std::string_view::npos) return std::nullopt;  // most lines: no regex
  std::size_t pos = 0;
  std::string_view m;
  if (NextMatch(EmailRe(), t, &pos, &m)) return std::string(m);
  return std::nullopt;
}

std::optional<std::string> FindPhone(std::string_view t) {
  static const RE2 re("((?:\\(?(?:\\+|00))?\\(?\\d[\\d\\s().\\-/]{5,}\\d)");  // "(+39) 333 …" too
  // A phone number has at least seven digits; most lines have fewer and need no regex.
  if (std::count_if(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; }) < 7)
    return std::nullopt;
  std::size_t pos = 0;
  std::string_view m;
  while (NextMatch(re, t, &pos, &m)) {
    int digits = 0;
    for (char c : m) digits += (c >= '0' && c <= '9');
    bool plus = m[0] == '+' || text::StartsWith(m, "00") || m[0] == '(';
    if (digits >= 7 && digits <= 15 && (plus || digits >= 9)) return std::string(text::Trim(m));
  }
  return std::nullopt;
}

std::vector<std::string> FindUrls(std::string_view t) {
  std::vector<std::string> out;
  // Every URL the pattern takes has a dot or "://"; most lines have neither.
  if (t.find('.') == std::string_view::npos && t.find("://") == std::string_view::npos) return out;
  // E-mail addresses are not URLs: blank them out first.
  std::string masked(t);
  std::size_t pos = 0;
  std::string_view m;
  while (t.find('@') != std::string_view::npos && NextMatch(EmailRe(), t, &pos, &m)) {
    std::size_t b = static_cast<std::size_t>(m.data() - t.data());
    for (std::size_t k = b; k < b + m.size(); ++k) masked[k] = ' ';
  }
  pos = 0;
  while (NextMatch(UrlRe(), masked, &pos, &m)) {
    while (!m.empty() && (m.back() == '.' || m.back() == ',' || m.back() == ';' || m.back() == ':'))
      m.remove_suffix(1);
    if (m.empty()) continue;
    std::string url(m);
    // A path broken after its slashes ("https://www.linkedin.com/ in/ jane-roe", a theme's
    // line-breaking spaces): a lower-case segment after "/ " goes on in the address.
    std::size_t end = static_cast<std::size_t>(m.data() - masked.data()) + m.size();
    while (url.back() == '/' && end + 1 < masked.size() && masked[end] == ' ' &&
           (std::islower(static_cast<unsigned char>(masked[end + 1])) ||
            std::isdigit(static_cast<unsigned char>(masked[end + 1])))) {
      std::size_t stop = end + 1;
      while (stop < masked.size() && (std::isalnum(static_cast<unsigned char>(masked[stop])) ||
                                       std::string_view("-_.~%/").find(masked[stop]) != std::string_view::npos))
        ++stop;
      if (stop < masked.size() && masked[stop] != ' ' && masked[stop] != '\t') break;  // (not a path's segment)
      std::string_view seg(masked.data() + end + 1, stop - end - 1);
      while (!seg.empty() && seg.back() == '.') seg.remove_suffix(1);
      // (A segment of its own shape, "in/", "jane-roe", "jroe42", or the line's last word; not
      // a sentence's next word, "… example.org/ and more".)
      const bool shaped = (!seg.empty() && seg.back() == '/') || seg.find_first_of("-_~%0123456789") != std::string_view::npos ||
                          stop >= masked.size() || masked[stop] == '\t';
      if (seg.empty() || !shaped) break;
      url.append(seg);
      end = end + 1 + seg.size();
      pos = std::max(pos, end);
    }
    out.push_back(std::move(url));
  }
  return out;
}

std::string WithScheme(std::string_view url) {
  if (text::StartsWith(url, "http://") || text::StartsWith(url, "https://")) return std::string(url);
  return "https://" + std::string(url);
}

std::optional<Profile> MatchProfile(std::string_view url, const Rules& rules) {
  std::string_view u = text::Trim(url);
  for (std::string_view scheme : {"https://", "http://"}) {
    if (text::StartsWith(u, scheme)) u.remove_prefix(scheme.size());
  }
  for (const auto& [network, re] : rules.impl().profiles) {
    std::string user;
    int g = re.groups().at("user");
    std::vector<re2::StringPiece> sub(static_cast<std::size_t>(g) + 1);
    if (re->Match(SP(u), 0, u.size(), RE2::ANCHOR_BOTH, sub.data(), g + 1)) {
      Profile p;
      p.network = network;
      p.username = sub[static_cast<std::size_t>(g)].as_string();
      p.url = WithScheme(text::Trim(url));
      return p;
    }
  }
  return std::nullopt;
}

std::optional<std::string> NetworkName(std::string_view word, const Rules& rules) {
  std::string_view w = text::TrimChars(text::Trim(word), ":");
  if (w.size() < 2) return std::nullopt;
  // (Asked of every line of a document: names of another length are passed over unread.)
  auto same = [](std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t k = 0; k < a.size(); ++k) {
      if (std::tolower(static_cast<unsigned char>(a[k])) != std::tolower(static_cast<unsigned char>(b[k]))) return false;
    }
    return true;
  };
  for (const auto& [network, re] : rules.impl().profiles) {
    if (network.size() >= 2 && same(network, w)) return network;
  }
  return std::nullopt;
}

std::optional<std::string> NetworkOfPath(std::string_view prefix, const Rules& rules) {
  const std::string p = text::AsciiLower(text::Trim(prefix));
  for (const auto& [path, network] : rules.impl().profile_paths) {
    if (path == p) return network;
  }
  return std::nullopt;
}

bool IsHandle(std::string_view token) {
  std::string_view t = text::Trim(token);
  const bool leading = !t.empty() && t[0] == '@';
  if (leading) t.remove_prefix(1);
  // A fediverse address, "@jdoe@social.example": a user name at its server's domain.
  if (std::size_t at = t.find('@'); at != std::string_view::npos) {
    if (!leading) return false;
    const std::string_view server = t.substr(at + 1);
    const std::size_t dot = server.find('.');
    return IsHandle(t.substr(0, at)) && dot != std::string_view::npos && dot > 0 && dot + 2 < server.size() &&
           server.find('@') == std::string_view::npos && IsHandle(server);
  }
  if (t.size() < 3 || t.size() > 40) return false;
  bool lower = true, mark = false;
  for (char c : t) {
    bool alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    if (!alnum && c != '-' && c != '_' && c != '.') return false;
    lower = lower && !(c >= 'A' && c <= 'Z');
    mark = mark || !((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
  }
  bool edge = std::isalnum(static_cast<unsigned char>(t.front())) && std::isalnum(static_cast<unsigned char>(t.back()));
  return edge && (lower || mark);
}

std::optional<std::string> CountryCode(std::string_view name, const Rules& rules) {
  std::string_view n = text::TrimChars(name, ",;()");
  if (n.empty() || n.size() > 60) return std::nullopt;
  const auto& c = *rules.impl().countries;
  const Code* code = c.Find(FoldKey(n));
  if (!code && n.find('.') != std::string_view::npos) code = c.Find(FoldKey(text::TrimChars(n, ".")));
  // A compass point cut to its letter: "S. Korea", "S.Africa", "N. Ireland", "W. Samoa".
  if (!code && n.size() > 3 && n[1] == '.') {
    static constexpr std::pair<char, std::string_view> kPoints[] = {
        {'N', "north "}, {'S', "south "}, {'E', "east "}, {'W', "west "}};
    for (const auto& [letter, word] : kPoints) {
      if (n[0] != letter) continue;
      std::string full(word);
      full += text::Trim(n.substr(2));
      code = c.Find(FoldKey(full));
      if (!code && letter == 'N') code = c.Find(FoldKey("northern " + std::string(text::Trim(n.substr(2)))));
    }
  }
  if (!code) return std::nullopt;
  return code->str();
}

bool IsNameLabel(std::string_view label, const Rules& rules) {
  const std::string_view t = text::Trim(label);
  Folded folded(t);
  return rules.impl().label_filter.MayMatch(Rules::Impl::kNameLabel, &folded) &&
         RE2::FullMatch(SP(t), *rules.impl().name_label);
}

namespace {

// Where the part after a giver label, "\s*:\s*" or else "\s+", ends when it starts at `at`;
// npos when neither matches.
std::size_t AfterGiver(std::string_view line, std::size_t at) {
  std::size_t i = at;
  while (i < line.size() && IsReSpace(line[i])) ++i;
  if (i < line.size() && line[i] == ':') {
    for (++i; i < line.size() && IsReSpace(line[i]);) ++i;
    return i;
  }
  return i > at ? i : std::string_view::npos;
}

}  // namespace

std::size_t GiverLabel(std::string_view line, const Rules& rules) {
  const Rules::Impl& impl = rules.impl();
  Folded folded(line);
  if (!impl.label_filter.MayMatch(Rules::Impl::kGiverLabel, &folded)) return 0;
  if (impl.givers_finite) {
    // "^\s*(?:labels)(?:\s*:\s*|\s+)" by lookup: the lowest-ranked label after the leading
    // white space (one mark in canonical form) that the part after it accepts.
    thread_local std::vector<std::uint32_t> offsets;
    thread_local std::string c;
    CanonFoldInto(line, &c, &offsets);
    const std::size_t begin = !c.empty() && (c[0] == ' ' || c[0] == '\t') ? 1 : 0;
    const std::size_t end = impl.giver_words.LowestAt(c, begin, [&](std::size_t j) {
      return j < c.size() && AfterGiver(line, offsets[j]) != std::string_view::npos;
    });
    return end == std::string_view::npos ? 0 : AfterGiver(line, offsets[end]);
  }
  re2::StringPiece in = SP(line);
  if (!RE2::Consume(&in, *impl.giver_label)) return 0;
  return static_cast<std::size_t>(in.data() - line.data());
}

std::optional<std::string> ColumnLabel(std::string_view label, const Rules& rules) {
  label = text::Trim(text::TrimChars(text::Trim(label), ":"));
  if (label.empty() || label.size() > 40) return std::nullopt;
  // (The label filter first: a label no pattern can match compiles none.)
  Folded folded(label);
  const Rules::Impl& impl = rules.impl();
  for (std::size_t k = 0; k < impl.column_labels.size(); ++k) {
    if (impl.label_filter.MayMatch(Rules::Impl::kFieldLabels + impl.field_labels.size() + k, &folded) &&
        RE2::FullMatch(SP(label), *impl.column_labels[k].second))
      return impl.column_labels[k].first;
  }
  return std::nullopt;
}

std::optional<std::string> EntryFieldLabel(std::string_view label, const Rules& rules) {
  label = text::TrimChars(label, ":");
  if (label.empty() || label.size() > 40) return std::nullopt;
  Folded folded(label);
  const auto& fields = rules.impl().field_labels;
  for (std::size_t k = 0; k < fields.size(); ++k) {
    if (rules.impl().label_filter.MayMatch(Rules::Impl::kFieldLabels + k, &folded) &&
        RE2::FullMatch(SP(label), *fields[k].second))
      return fields[k].first;
  }
  return std::nullopt;
}

}  // namespace cvmill::normalize
