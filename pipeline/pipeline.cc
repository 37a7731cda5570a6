#include "pipeline/pipeline.h"

#include "normalize/memo.h"
#include "structure/structure.h"

namespace cvmill::pipeline {

Result<schema::Resume> Convert(std::string_view bytes, const std::string& source,
                               const normalize::Rules& rules, const Options& options) {
  auto doc = extract::Extract(bytes, options.extract);
  if (!doc.ok()) return doc.status();
  const normalize::QueryMemo memo(rules);  // one document's query answers, for both stages
  normalize::Normalized sections = normalize::Normalize(doc.value(), rules);
  schema::Resume r = structure::Build(doc.value(), sections, rules);
  r.meta.source = source;
  return r;
}

Result<std::string> Explain(std::string_view bytes, const std::string& source, const normalize::Rules& rules,
                            const Options& options) {
  auto doc = extract::Extract(bytes, options.extract);
  if (!doc.ok()) return doc.status();
  structure::Trace trace;
  normalize::Normalized sections = normalize::Normalize(doc.value(), rules, &trace.headings);
  schema::Resume r = structure::Build(doc.value(), sections, rules, &trace);
  return "# " + source + ": " + r.meta.format + ", " + std::to_string(doc.value().lines.size()) + " lines extracted\n" +
         structure::ExplainText(trace, doc.value(), r);
}

}  // namespace cvmill::pipeline
