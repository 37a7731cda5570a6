# python3 -m cvmill.dask on a LocalCluster of two worker processes gives the files, lines and
# bytes `cvmill merge --out` gives on one machine, over the whole corpus (CVs, PDFs, JSON
# records) plus an input that fails.
import os
import subprocess
import sys

import pytest

from conftest import run_cli

import distributed  # noqa: E402  (Debian python3-distributed, installed by scripts/setup.sh)


@pytest.fixture(scope="module")
def cluster():
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=":0", silence_logs=40) as c:
        yield c


def test_dask_merge_equals_cvmill_merge(cluster, cvmill_bin, source_dir, tmp_path):
    bad = tmp_path / "in" / "empty.txt"
    bad.parent.mkdir()
    bad.write_bytes(b"")
    inputs = ["corpus", str(bad)]
    status, out, err = run_cli(cvmill_bin, "merge", "--out", str(tmp_path / "cli"), *inputs, cwd=source_dir)
    assert status == 1  # the empty file
    p = subprocess.run([sys.executable, "-m", "cvmill.dask", "--scheduler", cluster.scheduler_address,
                        "--out", str(tmp_path / "dask"), "--batch", "16", *inputs],
                       capture_output=True, cwd=source_dir, env=os.environ)
    assert p.returncode == status, p.stderr.decode()
    # The same paths in the same order, the same failure lines and summary.
    assert p.stdout.decode() == out.replace(str(tmp_path / "cli"), str(tmp_path / "dask"))
    # (Dask's own log lines, such as a time-out while the client closes, aside.)
    ours = [line for line in p.stderr.decode().splitlines() if line.startswith("cvmill: ")]
    assert ours == err.replace(str(tmp_path / "cli"), str(tmp_path / "dask")).splitlines()
    assert "cvmill: %s: empty input" % bad in err
    cli = sorted(os.listdir(tmp_path / "cli"))
    assert sorted(os.listdir(tmp_path / "dask")) == cli
    # Not a vacuous comparison: every revision the summary counts is in one merged record.
    import json
    import re
    revisions = int(re.search(r"cvmill: (\d+) revisions of (\d+) people", err).group(1))
    merged = [json.loads((tmp_path / "cli" / name).read_text()) for name in cli]
    assert sum(len(m["meta"]["merge"]["sources"]) for m in merged) == revisions > 100
    assert len(cli) > 10
    for name in cli:
        a = (tmp_path / "cli" / name).read_bytes()
        b = (tmp_path / "dask" / name).read_bytes()
        assert a == b, name
    # Every worker compiled its rule tables (the plugin), and both took part.
    client = distributed.Client(cluster)
    try:
        has_rules = client.run(lambda dask_worker: hasattr(dask_worker, "cvmill_rules"))
        assert len(has_rules) == 2 and all(has_rules.values())
    finally:
        client.close()


def test_dask_usage_errors(cluster):
    p = subprocess.run([sys.executable, "-m", "cvmill.dask", "--scheduler", cluster.scheduler_address,
                        "--out", "x", "-"], capture_output=True)
    assert p.returncode == 2
    assert b"standard input" in p.stderr
    p = subprocess.run([sys.executable, "-m", "cvmill.dask", "--out", "x", "a.txt"], capture_output=True)
    assert p.returncode == 2
    assert b"--scheduler" in p.stderr
