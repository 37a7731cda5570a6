// Private to the schema stage: string helpers of the builder, exposed for its tests.
#ifndef CVMILL_SCHEMA_INTERNAL_BUILDER_H_
#define CVMILL_SCHEMA_INTERNAL_BUILDER_H_

#include <string>
#include <string_view>
#include <vector>

namespace cvmill::schema::internal {

// Collapses space, drops empty brackets and separators left at the ends.
std::string Clean(std::string_view s);
// s without bytes [b, e), a space in their place.
std::string RemoveSpan(std::string_view s, std::size_t b, std::size_t e);
// Splits on any byte of `seps` outside brackets; empty pieces dropped.
std::vector<std::string> SplitTopLevel(std::string_view s, std::string_view seps);

}  // namespace cvmill::schema::internal

#endif  // CVMILL_SCHEMA_INTERNAL_BUILDER_H_
