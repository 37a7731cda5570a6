// "Convert this input, in a worker when needed": the one path parse, merge and diff take from
// an input's path to its record (cli.h, Converter).
#include <cstdio>

#include "bin/cli.h"

namespace cvmill::cli {
namespace {

bool IsJsonInput(const std::string& path, const std::string& bytes) {
  std::size_t dot = path.rfind('.');
  if (dot != std::string::npos && path.substr(dot) == ".json") return true;
  std::size_t i = bytes.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
  return i != std::string::npos && bytes[i] == '{';
}

}  // namespace

Converter::Converter(const CliOptions& o, bool records)
    : options_(o), records_(records), indent_(o.jsonl ? -1 : 2), meta_(o.meta) {
  // Records taken as records (merge, diff) come back from a worker compact with meta in full:
  // what a merge keeps of each revision (residue, diagnostics) whatever --meta says.
  if (!o.no_workers) pool_ = std::make_unique<WorkerPool>(o, records ? -1 : indent_, records ? MetaLevel::kFull : meta_);
}

Converter::~Converter() = default;

const Result<normalize::Rules>& Converter::Rules() {
  std::call_once(rules_once_, [&] {
    rules_.emplace(options_.rules_dir.empty() ? normalize::Rules::LoadBuiltin()
                                              : normalize::Rules::LoadFromDirectory(options_.rules_dir));
  });
  return *rules_;
}

void Converter::EndWorkers() { pool_.reset(); }

bool Converter::Convert(const std::string& path, std::string* text, std::optional<schema::Resume>* record) {
  auto bytes = ReadAll(path, options_.pipeline.extract.max_input_bytes);
  if (!bytes.ok()) {
    *text = bytes.status().message();
    return false;
  }
  Result<schema::Resume> r = Status(ErrorCode::kInternal, "");
  if (records_ && IsJsonInput(path, bytes.value())) {
    r = schema::FromJson(bytes.value());
    if (r.ok() && r.value().meta.source.empty()) r.value().meta.source = path;
  } else if (pool_ && NeedsWorker(bytes.value())) {
    if (!pool_->Convert(path, bytes.value(), text)) return false;
    if (!record) return true;
    // The worker's own record, read back whole (schema::FromOwnJson).
    r = schema::FromOwnJson(*text);
  } else if (!Rules().ok()) {
    *text = Rules().status().message();
    return false;
  } else {
    r = pipeline::Convert(bytes.value(), path, Rules().value(), options_.pipeline);
  }
  if (!r.ok()) {
    *text = r.status().message();
    return false;
  }
  if (record) record->emplace(std::move(r).value());
  else *text = RecordJson(r.value(), indent_, meta_);
  return true;
}

bool Converter::Json(const std::string& path, std::string* text) { return Convert(path, text, nullptr); }

bool Converter::Layout(const std::string& path, std::string* text) {
  auto bytes = ReadAll(path, options_.pipeline.extract.max_input_bytes);
  if (!bytes.ok()) {
    *text = bytes.status().message();
    return false;
  }
  if (pool_ && NeedsWorker(bytes.value())) return pool_->Convert(path, bytes.value(), text);
  auto doc = extract::Extract(bytes.value(), options_.pipeline.extract);
  *text = doc.ok() ? LayoutText(doc.value()) : doc.status().message();
  return doc.ok();
}

std::string LayoutText(const extract::Document& doc) {
  std::string out;
  for (const auto& l : doc.lines) {
    std::string t = l.text;
    for (std::size_t p; (p = t.find('\t')) != std::string::npos;) t.replace(p, 1, " | ");
    char buf[96];
    std::snprintf(buf, sizeof buf, "%4d p%d %6.1f %6.1f %5.1f %-5s c%d i%-2d ", l.number, l.page,
                  static_cast<double>(l.x), static_cast<double>(l.y), static_cast<double>(l.font_size),
                  (std::string(l.bold ? "B" : "") + (l.heading_level ? "H" + std::to_string(l.heading_level) : "") +
                   (l.bullet ? "*" : "") +
                   (l.table == extract::TableRow::kHeader ? "T" : l.table == extract::TableRow::kBody ? "t" : ""))
                      .c_str(),
                  l.column, l.indent);
    out += buf + t + "\n";
  }
  for (const auto& d : doc.diagnostics) out += "# diagnostic: " + d.message + "\n";
  return out;
}

Result<schema::Resume> Converter::Record(const std::string& path) {
  std::string reason;
  std::optional<schema::Resume> record;
  if (!Convert(path, &reason, &record)) return Status(ErrorCode::kBadInput, reason);
  return std::move(*record);
}

}  // namespace cvmill::cli
