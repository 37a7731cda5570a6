// structure/internal/as_written.h — organisations as the document writes them.
//
// Private to the structure stage. A header line is cut into parts at commas, dashes and bars
// (Parts), and the parts an organisation's slot takes are joined back by ", ". Where the line
// wrote them with a dash between ("Universidade do Norte – Faculdade de Letras", "Agency -
// Client"), the record should say so too (the organisation as written). Once the record is
// built, each such value is looked up in the document's lines: where one line holds its parts
// in order with nothing but a comma or a spaced dash between each two, and at least one dash,
// the value becomes that stretch of the line:
//
//   AsWritten("Universidade do Norte, Faculdade de Letras",
//             {"Universidade do Norte – Faculdade de Letras\t2010 – 2012"})
//       => "Universidade do Norte – Faculdade de Letras"
//   AsWritten("Acme, Leeds", {"Engineer, Acme, Leeds"})   => "Acme, Leeds"  (commas only)
//   AsWritten("Acme, Cloud Unit", {"Acme", "Cloud Unit"}) => unchanged     (two lines)
#ifndef CVMILL_STRUCTURE_INTERNAL_AS_WRITTEN_H_
#define CVMILL_STRUCTURE_INTERNAL_AS_WRITTEN_H_

#include <string>
#include <string_view>
#include <vector>

#include "schema/schema.h"

namespace cvmill::structure::internal {

// `value` as one of `lines` writes it (see above); `value` itself where none does.
std::string AsWritten(const std::string& value, const std::vector<std::string_view>& lines);

// AsWritten on the record's organisation fields: work names, volunteer organisations,
// education institutions and areas.
void OrganisationsAsWritten(schema::Resume* r, const std::vector<std::string_view>& lines);

}  // namespace cvmill::structure::internal

#endif  // CVMILL_STRUCTURE_INTERNAL_AS_WRITTEN_H_
