// The lines of a text document as (column, text) pairs, for the text reader's column tests
// (text_columns_test, text_flush_right_test).
#ifndef CVMILL_TESTS_TEXT_COLUMNS_UTIL_H_
#define CVMILL_TESTS_TEXT_COLUMNS_UTIL_H_

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "extract/extract.h"

namespace cvmill::testing {

using ColumnLines = std::vector<std::pair<int, std::string>>;

// `text` read as a text document: each line's column and text (a failed read fails the test).
inline ColumnLines Columns(const std::string& text) {
  auto doc = extract::Extract(text, {});
  EXPECT_TRUE(doc.ok());
  ColumnLines out;
  if (doc.ok()) {
    for (const extract::Line& l : doc.value().lines) out.emplace_back(l.column, l.text);
  }
  return out;
}

}  // namespace cvmill::testing

#endif  // CVMILL_TESTS_TEXT_COLUMNS_UTIL_H_
