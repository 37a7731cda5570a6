#include "common/status.h"

namespace cvmill {

std::string Status::ToString(const std::string& file) const {
  if (file.empty()) return message_;
  return file + ": " + message_;
}

}  // namespace cvmill
