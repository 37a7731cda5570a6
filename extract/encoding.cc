// Text decoding: BOMs, UTF-16, legacy 8-bit charsets (ICU's detector), UTF-8 repair, NFC.
#include <unicode/normalizer2.h>
#include <unicode/ucsdet.h>
#include <unicode/unistr.h>

#include <cstdint>
#include <cstring>
#include <memory>
#include <string>

#include "common/text.h"
#include "extract/extract.h"
#include "extract/internal.h"

namespace cvmill::extract {

std::string FromCharset(std::string_view bytes, const char* charset) {
  icu::UnicodeString u(bytes.data(), static_cast<int32_t>(bytes.size()), charset);
  std::string out;
  u.toUTF8String(out);
  return out;
}

namespace {

// Guesses a legacy single-byte charset with ICU; falls back to windows-1252.
std::string DetectLegacy(std::string_view bytes) {
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<UCharsetDetector, decltype(&ucsdet_close)> det(ucsdet_open(&status),
                                                                ucsdet_close);
  if (U_FAILURE(status)) return "windows-1252";
  ucsdet_setText(det.get(), bytes.data(), static_cast<int32_t>(bytes.size()), &status);
  int32_t found = 0;
  const UCharsetMatch** matches = ucsdet_detectAll(det.get(), &found, &status);
  if (U_FAILURE(status)) return "windows-1252";
  for (int32_t i = 0; i < found; ++i) {
    const char* name = ucsdet_getName(matches[i], &status);
    if (U_FAILURE(status) || name == nullptr) break;
    std::string n = name;
    // Multi-byte and UTF guesses cannot be right for bytes that are not valid UTF-8 and
    // have no BOM; the first single-byte guess is ICU's best.
    if (n.rfind("UTF", 0) == 0 || n == "Shift_JIS" || n == "GB18030" || n == "EUC-JP" ||
        n == "EUC-KR" || n == "Big5" || n.rfind("ISO-2022", 0) == 0)
      continue;
    // ISO-8859-1 is a subset of windows-1252 for printable text; prefer the superset.
    if (n == "ISO-8859-1") return "windows-1252";
    return n;
  }
  return "windows-1252";
}

// True when the 8 bytes at p are all printable ASCII (0x20..0x7E), tested as one word: a
// byte below 0x20 borrows into its high bit when 0x20 is subtracted, 0x7F carries into it
// when 1 is added, and a non-ASCII byte has it already. (A borrow or carry can only make the
// test fail, never pass, so false answers are safe: the caller looks at the bytes one by one.)
bool PrintableAscii8(const char* p) {
  std::uint64_t w;
  std::memcpy(&w, p, 8);
  constexpr std::uint64_t kHigh = 0x8080808080808080ULL;
  return ((w | (w - 0x2020202020202020ULL) | (w + 0x0101010101010101ULL)) & kHigh) == 0;
}

// Code points that are NFC whatever surrounds them: below U+0300 (no combining marks yet),
// and the dash, quote, bullet and shape blocks CVs use. Text made only of these needs no ICU.
bool NfcStable(char32_t cp) {
  return cp < 0x300 || (cp >= 0x2010 && cp <= 0x2027) || (cp >= 0x2030 && cp <= 0x205E) ||
         (cp >= 0x25A0 && cp <= 0x25FF) || cp == 0xFFFD;
}

}  // namespace

std::string ToNfc(std::string s) {
  bool stable = true;
  for (std::size_t i = 0; i < s.size() && stable;) {
    if (i + 8 <= s.size() && PrintableAscii8(s.data() + i)) {
      i += 8;
      continue;
    }
    if (static_cast<unsigned char>(s[i]) < 0x80) {
      ++i;
      continue;
    }
    stable = NfcStable(text::NextCodePoint(s, i));
  }
  if (stable) return s;
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* nfc = icu::Normalizer2::getNFCInstance(status);
  if (U_FAILURE(status)) return s;
  if (nfc->isNormalizedUTF8(s, status) && U_SUCCESS(status)) return s;
  status = U_ZERO_ERROR;
  std::string out;
  icu::StringByteSink<std::string> sink(&out);
  nfc->normalizeUTF8(0, s, sink, nullptr, status);
  return U_SUCCESS(status) ? out : s;
}

namespace {

// UTF-16 without a BOM: text of Latin, Greek, Cyrillic... script has a NUL high byte in
// every ASCII character (spaces and line breaks at least), so NULs fall on one parity only,
// odd offsets for little-endian, even for big-endian, and the byte beside each is a
// printable Latin-1 character or a line break. "UTF-16LE", "UTF-16BE" or null (then it is binary data).
const char* Utf16WithoutBom(std::string_view bytes) {
  std::size_t units = bytes.size() / 2;
  if (units < 4) return nullptr;
  for (std::size_t high = 0; high < 2; ++high) {  // the high byte's offset: 1 for LE, 0 for BE
    std::size_t ascii = 0;
    bool ok = true;
    for (std::size_t u = 0; ok && u < units; ++u) {
      char h = bytes[2 * u + high], l = bytes[2 * u + 1 - high];
      if (l == '\0') ok = false;  // a NUL low byte (U+0000, or NULs on both sides)
      else if (h == '\0') {
        auto c = static_cast<unsigned char>(l);
        // U+0020..U+007E and U+00A0..U+00FF (Latin-1: é, ü, ß), or a line break or tab.
        ok = c >= 0x20 ? (c < 0x7F || c >= 0xA0) : (c == '\n' || c == '\r' || c == '\t' || c == '\f');
        ++ascii;
      }
    }
    // At least one unit in five Latin-1: spaces and line breaks in any alphabetic script.
    if (ok && ascii * 5 >= units) return high ? "UTF-16LE" : "UTF-16BE";
  }
  return nullptr;
}

}  // namespace

Result<std::string> DecodeText(std::string_view bytes, std::string* encoding,
                               std::vector<Diagnostic>* diagnostics) {
  std::string enc = "UTF-8";
  std::string utf8;
  auto starts = [&](std::string_view bom) { return bytes.substr(0, bom.size()) == bom; };
  if (starts("\xEF\xBB\xBF")) {
    bytes.remove_prefix(3);
  } else if (starts("\xFF\xFE") || starts("\xFE\xFF")) {
    enc = starts("\xFF\xFE") ? "UTF-16LE" : "UTF-16BE";
    bytes.remove_prefix(2);
    if (bytes.size() % 2 != 0 && diagnostics)
      diagnostics->push_back({0, "odd number of bytes in UTF-16 input; last byte ignored"});
    utf8 = FromCharset(bytes.substr(0, bytes.size() & ~std::size_t{1}), enc.c_str());
  }
  if (enc == "UTF-8" && bytes.find('\0') != std::string_view::npos) {
    const char* utf16 = Utf16WithoutBom(bytes);
    if (!utf16) return Status(ErrorCode::kBadInput, "binary data (NUL bytes), not a text CV");
    enc = utf16;
    if (diagnostics) diagnostics->push_back({0, enc + " without a byte-order mark (detected by its NUL bytes)"});
    if (bytes.size() % 2 != 0 && diagnostics)
      diagnostics->push_back({0, "odd number of bytes in UTF-16 input; last byte ignored"});
    utf8 = FromCharset(bytes.substr(0, bytes.size() & ~std::size_t{1}), enc.c_str());
  }
  if (enc == "UTF-8") {
    if (text::IsValidUtf8(bytes)) {
      utf8.assign(bytes);
    } else {
      // Valid multi-byte sequences mean UTF-8 with damage; none mean a legacy charset.
      std::size_t multibyte = 0;
      for (std::size_t i = 0; i < bytes.size();) {
        std::size_t l = text::Utf8SeqLen(bytes, i);
        if (l > 1) ++multibyte;
        i += l == 0 ? 1 : l;
      }
      if (multibyte == 0) {
        enc = DetectLegacy(bytes);
        utf8 = FromCharset(bytes, enc.c_str());
      } else {
        std::size_t bad = 0;
        utf8 = text::RepairUtf8(bytes, &bad);
        if (diagnostics)
          diagnostics->push_back({0, "invalid UTF-8: " + std::to_string(bad) +
                                         " byte(s) replaced by U+FFFD"});
      }
    }
  }
  // Text has few control characters; many mean a binary file that slipped through.
  std::size_t controls = 0, total = 0;
  for (std::size_t i = 0; i < utf8.size(); ++i) {
    if (i + 8 <= utf8.size() && PrintableAscii8(utf8.data() + i)) {
      total += 8;
      i += 7;
      continue;
    }
    auto u = static_cast<unsigned char>(utf8[i]);
    if ((u & 0xC0) == 0x80) continue;
    ++total;
    if ((u < 0x20 && u != '\t' && u != '\n' && u != '\r' && u != '\f') || u == 0x7F) ++controls;
  }
  if (total > 0 && controls * 20 > total)
    return Status(ErrorCode::kBadInput, "binary data (control characters), not a text CV");
  if (encoding) *encoding = enc;
  return ToNfc(std::move(utf8));
}

}  // namespace cvmill::extract
