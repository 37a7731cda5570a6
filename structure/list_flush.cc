#include "structure/list_flush.h"

#include <cmath>

namespace cvmill::structure {

bool FlushWithItem(const extract::Line& item, const extract::Line& line) {
  if (item.page == 0 || line.page != item.page || line.column != item.column) return false;
  return std::fabs(line.x - item.x) < 1.5f;
}

}  // namespace cvmill::structure
