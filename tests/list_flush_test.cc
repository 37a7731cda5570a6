// A PDF line under a list item: flush with the item's marker (a line of its own) or not.
#include <gtest/gtest.h>

#include <vector>

#include "extract/extract.h"
#include "structure/list_flush.h"

namespace cvmill::structure {
namespace {

extract::Line At(int page, int column, float x) {
  extract::Line l;
  l.text = "x";
  l.page = page;
  l.column = column;
  l.x = x;
  return l;
}

TEST(ListFlush, LeftEdgesWithinAPointAndAHalf) {
  struct Case {
    extract::Line item, line;
    bool flush;
  };
  const std::vector<Case> cases = {
      {At(1, 0, 167.6f), At(1, 0, 168.1f), true},    // the same left edge, rounded apart
      {At(1, 0, 167.6f), At(1, 0, 167.6f), true},
      {At(1, 0, 167.6f), At(1, 0, 177.8f), false},   // under the item's text: wrapped
      {At(1, 0, 167.6f), At(1, 0, 169.5f), false},   // two points right
      {At(1, 0, 167.6f), At(2, 0, 167.6f), false},   // another page
      {At(1, 0, 167.6f), At(1, 1, 167.6f), false},   // another column
      {At(0, 0, 0.0f), At(0, 0, 0.0f), false},       // not PDF lines (a text's indent decides)
  };
  for (std::size_t k = 0; k < cases.size(); ++k) {
    EXPECT_EQ(FlushWithItem(cases[k].item, cases[k].line), cases[k].flush) << "case " << k;
  }
}

}  // namespace
}  // namespace cvmill::structure
