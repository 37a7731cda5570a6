// A row of short cells under a project (a theme's tag chips: "Rust | Tokio | LoRa", set
// apart by gaps): the project's keywords.
#ifndef CVMILL_STRUCTURE_TAG_ROWS_H_
#define CVMILL_STRUCTURE_TAG_ROWS_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cvmill::structure {

// The cells of `line` (cells apart by TABs, as the readers write a layout's gaps and a row's
// cells) where it is a row of two to twelve short cells: each of one to four words, no
// sentence or list mark at its end, no colon, no year, no address. Else nothing.
std::optional<std::vector<std::string>> TagRow(std::string_view line);
// One such cell: one to four words, 40 bytes at most, no sentence or list mark at its end, no
// colon, no year, no address.
bool ChipCell(std::string_view cell);

}  // namespace cvmill::structure

#endif  // CVMILL_STRUCTURE_TAG_ROWS_H_
