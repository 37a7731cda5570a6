// An e-mail or web address broken over two lines: see structure/internal/broken_email.h.
#include "structure/internal/broken_email.h"

#include <cctype>

#include "common/text.h"

namespace cvmill::structure::internal {

namespace {

bool DomainChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-'; }

bool PathChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_' || c == '~' || c == '@' ||
         c == '%' || c == '+' || c == '/';
}

}  // namespace

std::string BrokenEmail(std::string_view line, std::string_view next) {
  line = text::Trim(line);
  next = text::Trim(next);
  if (line.empty() || next.size() < 3) return "";
  const std::size_t space = line.find_last_of(" \t");
  const std::string_view word = space == std::string_view::npos ? line : line.substr(space + 1);
  const std::size_t at = word.find('@');
  if (at == 0 || at == std::string_view::npos || at + 1 >= word.size()) return "";
  const std::string_view domain = word.substr(at + 1);
  for (char c : domain) {
    if (!DomainChar(c)) return "";
  }
  // (A whole address: a dot inside its domain, not at its end.)
  const std::size_t dot = domain.find('.');
  if (dot != std::string_view::npos && domain.back() != '.' && domain.back() != '-') return "";
  if (!std::isalpha(static_cast<unsigned char>(next.front())) || next.find('.') == std::string_view::npos ||
      next.back() == '.')
    return "";
  for (char c : next) {
    if (!DomainChar(c)) return "";
  }
  return std::string(line) + std::string(next);
}

std::string BrokenUrl(std::string_view line, std::string_view next) {
  line = text::Trim(line);
  next = text::Trim(next);
  if (line.size() < 10 || next.size() < 2 || line.back() != '/') return "";
  if (!text::StartsWith(line, "https://") && !text::StartsWith(line, "http://") && !text::StartsWith(line, "www."))
    return "";
  // The address alone, its pieces apart by spaces each ending in a slash ("…/ in/").
  std::string url;
  for (std::string_view piece : text::Split(line, ' ')) {
    if (piece.empty()) continue;
    if (piece.back() != '/') return "";
    for (char c : piece) {
      if (c != ':' && !PathChar(c)) return "";
    }
    url += piece;
  }
  if (next.front() == '/' || next.front() == '.' || next.back() == '.') return "";
  for (char c : next) {
    if (!PathChar(c)) return "";
  }
  return url + std::string(next);
}

}  // namespace cvmill::structure::internal
