// pipeline/pipeline.h — the stages joined: bytes of one CV to its JSON Resume record.
//
//   auto rules = cvmill::normalize::Rules::LoadBuiltin();
//   cvmill::pipeline::Options options;
//   auto record = cvmill::pipeline::Convert(bytes, "cv.txt", rules.value(), options);
//   if (!record.ok()) std::cerr << "cvmill: " << record.status().ToString("cv.txt") << "\n";
//   else std::cout << cvmill::schema::ToJson(record.value(), 2) << "\n";
#ifndef CVMILL_PIPELINE_PIPELINE_H_
#define CVMILL_PIPELINE_PIPELINE_H_

#include <string>
#include <string_view>

#include "common/status.h"
#include "extract/extract.h"
#include "normalize/normalize.h"
#include "schema/schema.h"

namespace cvmill::pipeline {

struct Options {
  extract::Options extract;
};

// extract -> normalize -> structure. `source` goes to meta.source.
Result<schema::Resume> Convert(std::string_view bytes, const std::string& source,
                               const normalize::Rules& rules, const Options& options);

// Why the CV parsed as it did (`cvmill parse --explain`): a header line naming `source`, then
// the heading style, each heading decision, each section's entries and slot votes, and why
// each residue line is residue (structure::ExplainText). The record is converted as Convert
// does, with the stages' traces on.
Result<std::string> Explain(std::string_view bytes, const std::string& source, const normalize::Rules& rules,
                            const Options& options);

}  // namespace cvmill::pipeline

#endif  // CVMILL_PIPELINE_PIPELINE_H_
