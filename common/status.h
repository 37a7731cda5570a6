// common/status.h — errors as values, with a location a user can act on.
//
//   Result<Document> doc = Extract(bytes, "cv.txt", options);
//   if (!doc.ok()) std::cerr << "cvmill: " << doc.status().ToString() << "\n";
//   // -> "cvmill: cv.txt: binary data (NUL bytes), not a text CV"
#ifndef CVMILL_COMMON_STATUS_H_
#define CVMILL_COMMON_STATUS_H_

#include <string>
#include <utility>
#include <variant>

namespace cvmill {

enum class ErrorCode {
  kOk = 0,
  kIo,           // cannot open or read the input
  kEmpty,        // nothing to convert
  kBadInput,     // binary data, unsupported format
  kBadPdf,       // the PDF could not be loaded
  kEncrypted,    // PDF needs a password
  kTooLarge,     // over Options::max_input_bytes
  kBadRule,      // a rule table line does not parse or its pattern does not compile
  kInternal,
};

class Status {
 public:
  Status() = default;
  Status(ErrorCode code, std::string message) : code_(code), message_(std::move(message)) {}

  bool ok() const { return code_ == ErrorCode::kOk; }
  ErrorCode code() const { return code_; }
  const std::string& message() const { return message_; }
  // One line, ready for stderr. With a file: "FILE: MESSAGE".
  std::string ToString(const std::string& file = "") const;

 private:
  ErrorCode code_ = ErrorCode::kOk;
  std::string message_;
};

// A value or the reason there is none.
template <typename T>
class Result {
 public:
  Result(T value) : v_(std::move(value)) {}      // NOLINT: implicit on purpose
  Result(Status error) : v_(std::move(error)) {}  // NOLINT: must not be ok()
  bool ok() const { return std::holds_alternative<T>(v_); }
  const T& value() const& { return std::get<T>(v_); }
  T& value() & { return std::get<T>(v_); }
  T&& value() && { return std::get<T>(std::move(v_)); }
  const Status& status() const { return std::get<Status>(v_); }  // only when !ok()

 private:
  std::variant<T, Status> v_;
};

}  // namespace cvmill

#endif  // CVMILL_COMMON_STATUS_H_
