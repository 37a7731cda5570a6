// A program built against an installed cvmill (tests/consumer/run.sh): every public header,
// one CV converted with the embedded rule tables, and two revisions grouped by person.
//   consumer CV  ->  "name=...", "email=...", "work0=position|organisation|start",
//                    "people=N" (the CV given twice under two names)
#include <fstream>
#include <iostream>
#include <sstream>

#include "common/status.h"
#include "extract/extract.h"
#include "normalize/normalize.h"
#include "pipeline/pipeline.h"
#include "reconcile/reconcile.h"
#include "schema/schema.h"
#include "structure/structure.h"

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  std::ifstream in(argv[1], std::ios::binary);
  std::stringstream bytes;
  bytes << in.rdbuf();
  auto rules = cvmill::normalize::Rules::LoadBuiltin();
  if (!rules.ok()) {
    std::cerr << "consumer: " << rules.status().ToString() << "\n";
    return 1;
  }
  auto record = cvmill::pipeline::Convert(bytes.str(), argv[1], rules.value(), {});
  if (!record.ok()) {
    std::cerr << "consumer: " << record.status().ToString(argv[1]) << "\n";
    return 1;
  }
  const cvmill::schema::Resume& r = record.value();
  std::cout << "name=" << r.basics.name << "\n" << "email=" << r.basics.email << "\n";
  if (!r.work.empty())
    std::cout << "work0=" << r.work[0].position << "|" << r.work[0].name << "|" << r.work[0].startDate << "\n";
  std::vector<cvmill::reconcile::Revision> revs = {{r, "a.txt"}, {r, "b.txt"}};
  std::cout << "people=" << cvmill::reconcile::GroupByPerson(revs, rules.value()).size() << "\n";
  return 0;
}
