"""cvmill on a Dask cluster: parse CVs on the workers, merge by person across the batch.

    python3 -m cvmill.dask --scheduler tcp://HOST:8786 --out DIR INPUT...

writes DIR/<person-slug>.json per person, byte for byte what ``cvmill merge --out DIR INPUT...``
writes on one machine, prints each path in the same order, failures as ``cvmill: PATH: reason``
on stderr and the same summary; exit status 0, 1 (some input failed) or 2 (usage).

How the work is spread:
  1. parse   the inputs, in batches of --batch files, on the workers (one compiled Rules per
             worker process); the parsed records stay on the workers;
  2. group   each record's identity (the record without its meta: name, e-mails, phones,
             profiles, dated entries) goes to the driver, which groups them with reconcile's
             own GroupByPerson, as ``cvmill merge`` does;
  3. merge   the records are shuffled by group into partitions and each partition's people are
             merged (reconcile's Merge) and written on the workers.
The inputs and DIR must be reachable at the same paths from every worker (a shared file
system); relative paths are resolved on the driver.
"""
import argparse
import os
import sys

from distributed import Client, WorkerPlugin

from . import MAX_BYTES, MAX_PAGES, Rules, load
from . import _core

# The CLI's directory walk (bin/cvmill.cc, `cvmill merge`): CV files and .json records.
CV_EXTENSIONS = {".txt", ".text", ".md", ".markdown", ".pdf", ".docx", ".html", ".htm"}
NOT_CVS = {"README", "LICENSE", "LICENCE", "CHANGELOG", "CHANGES", "CONTRIBUTING", "NOTICE", "COPYING"}


def _is_input(name):
    stem, ext = os.path.splitext(name)
    ext = ext.lower()
    if ext == ".json":
        return True
    return ext in CV_EXTENSIONS and stem.upper() not in NOT_CVS


def expand(operands, errors, skipped):
    """Files named and the files under directories named, as the CLI's walk (bin/inputs.cc)
    finds them: depth-first, each directory's entries in name order (byte order), symbolic
    links to directories not followed; other files are counted in skipped[0]."""
    inputs = []

    def walk(d):
        try:
            names = sorted(os.listdir(os.fsencode(d)))
        except OSError as e:
            errors.append("cvmill: %s: cannot read directory: %s" % (d, e.strerror))
            return
        for raw in names:
            name = os.fsdecode(raw)
            path = d + name if d.endswith("/") else d + "/" + name
            if os.path.isdir(path):
                if not os.path.islink(path):
                    walk(path)
                else:
                    skipped[0] += 1
            elif os.path.isfile(path) and _is_input(name):
                inputs.append(path)
            else:
                skipped[0] += 1

    for op in operands:
        if not os.path.isdir(op):
            inputs.append(op)
            continue
        before = len(inputs) + len(errors)
        walk(op)
        if len(inputs) + len(errors) == before:
            errors.append("cvmill: %s: no CV files in directory" % op)
    return inputs


class Job:
    """What every task needs besides its data: limits, rule tables, order, output directory."""

    def __init__(self, rules_dir, max_bytes, max_pages, order, out_dir):
        self.rules_dir = rules_dir
        self.max_bytes = max_bytes
        self.max_pages = max_pages
        self.order = order
        self.out_dir = out_dir


def parse_batch(items, job):
    """[(name as given, absolute path)] -> [Record, or the one-line failure]."""
    rules = Rules(job.rules_dir)
    out = []
    for name, path in items:
        try:
            out.append(load(path, name, rules, job.max_bytes, job.max_pages, json_ok=True))
        except ValueError as e:
            out.append("cvmill: %s" % e)
    return out


def identities(batch):
    """What the driver groups on: (source, record without meta) per record, failures as they are."""
    return [r if isinstance(r, str) else (r.source, r.identity_json()) for r in batch]


def pick(batch, picks):
    """The records of one batch that go to one partition: [(revision index, Record)]."""
    return [(index, batch[pos]) for pos, index in picks]


def _write(path, text):
    # Never a partial file: written beside, then renamed over.
    tmp = "%s.tmp-%d" % (path, os.getpid())
    try:
        with open(tmp, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        os.replace(tmp, path)
    except OSError:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def merge_partition(pieces, people, job, out_shown):
    """Merges and writes the people of one partition: [(person number, path, error)]."""
    rules = Rules(job.rules_dir)
    records = {index: rec for piece in pieces for index, rec in piece}
    done = []
    for number, slug, members, reasons in people:
        text = _core.merge_person([records[i] for i in members], slug, reasons, rules, job.order, 2)
        name = slug + ".json"
        try:
            _write(os.path.join(job.out_dir, name), text + "\n")
            done.append((number, os.path.join(out_shown, name), None))
        except OSError as e:
            done.append((number, None, "cvmill: cannot write %s: %s" % (os.path.join(out_shown, name), e.strerror)))
    return done


class CompileRules(WorkerPlugin):
    """A worker plugin: each worker compiles the rule tables once, when it starts."""

    name = "cvmill-rules"

    def __init__(self, rules_dir):
        self.rules_dir = rules_dir

    def setup(self, worker):
        worker.cvmill_rules = Rules(self.rules_dir)


def run(client, operands, out_dir, order="latest-date", rules_dir=None, max_bytes=MAX_BYTES,
        max_pages=MAX_PAGES, batch=32, stdout=sys.stdout, stderr=sys.stderr):
    """Parses and merges on `client`'s cluster; returns the exit status."""
    errors = []
    skipped = [0]
    inputs = expand(operands, errors, skipped)
    job = Job(os.path.abspath(rules_dir) if rules_dir else None, max_bytes, max_pages, order,
              os.path.abspath(out_dir))
    client.register_worker_plugin(CompileRules(job.rules_dir))
    os.makedirs(out_dir, exist_ok=True)

    # 1. parse, in batches; the records stay where they were parsed.
    items = [(p, os.path.abspath(p)) for p in inputs]
    batches = [client.submit(parse_batch, items[i:i + batch], job, pure=False)
               for i in range(0, len(items), batch)]
    ids = client.gather([client.submit(identities, b, pure=False) for b in batches])

    # 2. group on the driver: revisions in input order, failures left out (as `cvmill merge`).
    failed = len(errors)
    for e in errors:
        print(e, file=stderr)
    revisions, where = [], []  # where[revision index] = (batch, position)
    for b, batch_ids in enumerate(ids):
        for pos, r in enumerate(batch_ids):
            if isinstance(r, str):
                print(r, file=stderr)
                failed += 1
            else:
                revisions.append(r)
                where.append((b, pos))
    people = _core.group_identities(revisions, Rules(job.rules_dir))

    # 3. shuffle the records by person into partitions; merge and write on the workers.
    workers = max(1, len(client.scheduler_info().get("workers", {})))
    nparts = max(1, min(len(people), 4 * workers))
    parts = [[] for _ in range(nparts)]
    picks = [{} for _ in range(nparts)]  # per partition: batch -> [(position, revision index)]
    for number, (slug, members, reasons) in enumerate(people):
        p = number % nparts
        parts[p].append((number, slug, members, reasons))
        for index in members:
            b, pos = where[index]
            picks[p].setdefault(b, []).append((pos, index))
    merged = []
    for p, part_people in enumerate(parts):
        pieces = [client.submit(pick, batches[b], chosen, pure=False) for b, chosen in sorted(picks[p].items())]
        merged.append(client.submit(merge_partition, pieces, part_people, job, out_dir, pure=False))
    results = sorted(r for part in client.gather(merged) for r in part)
    for _number, path, error in results:
        if error:
            print(error, file=stderr)
            failed += 1
        else:
            print(path, file=stdout)
    stdout.flush()
    def count(n, one, many):
        return "%d %s" % (n, one if n == 1 else many)
    written = sum(1 for _number, _path, error in results if not error)
    print("cvmill: %s of %s, %s written, %d failed, %d skipped; records in %s"
          % (count(len(revisions), "revision", "revisions"), count(len(people), "person", "people"),
             count(written, "record", "records"), failed, skipped[0], out_dir), file=stderr)
    return 1 if failed else 0


def main(argv=None):
    ap = argparse.ArgumentParser(
        prog="python3 -m cvmill.dask",
        description="Parse CVs on a Dask cluster's workers and merge them by person, as "
                    "'cvmill merge --out DIR' does on one machine.")
    ap.add_argument("--scheduler", required=True, metavar="ADDR",
                    help="the Dask scheduler's address (tcp://host:8786)")
    ap.add_argument("--out", required=True, metavar="DIR",
                    help="write DIR/<person-slug>.json per person (a path every worker can write)")
    ap.add_argument("--order", choices=["latest-date", "given"], default="latest-date")
    ap.add_argument("--rules", metavar="DIR", help="rule tables in DIR instead of the embedded ones")
    ap.add_argument("--max-bytes", type=int, default=MAX_BYTES, metavar="N")
    ap.add_argument("--max-pages", type=int, default=MAX_PAGES, metavar="N")
    ap.add_argument("--batch", type=int, default=32, metavar="N",
                    help="files parsed per task (default 32)")
    ap.add_argument("inputs", nargs="+", metavar="INPUT", help="CV files, .json records, directories")
    a = ap.parse_args(argv)
    if "-" in a.inputs:
        ap.error("'-' (standard input) cannot be read by the workers; name files")
    if a.batch < 1 or a.max_bytes < 1 or a.max_pages < 1:
        ap.error("--batch, --max-bytes and --max-pages need positive numbers")

    with Client(a.scheduler) as client:
        return run(client, a.inputs, a.out, a.order, a.rules, a.max_bytes, a.max_pages, a.batch)


if __name__ == "__main__":
    # Run as the module cvmill.dask, not __main__, so the tasks pickle by reference.
    from cvmill.dask import main as _main
    sys.exit(_main())
