# The cvmill Python package against what this file's CVs state and against the cvmill
# command on the same inputs (the records must be the same bytes).
import json
import os
import subprocess
import sys
import threading
import time

import pytest

import cvmill
from conftest import run_cli

# Two revisions of one made-up person (the first is the consumer test's CV), and a third person.
CV_2019 = open(os.path.join(os.environ["CVMILL_SOURCE_DIR"], "tests", "consumer", "cv.txt"),
               encoding="utf-8").read()
CV_2023 = """OTTILIE BRANDVIK
ottilie.brandvik@example.org

EXPERIENCE
Senior Data Engineer, Fjordline Analytics AS
Mar 2019 - Present
- Built nightly ingestion of supplier catalogues
- Moved the warehouse to columnar storage in 2023

EDUCATION
MSc in Computer Science, University of Bergen, 2016 - 2018
"""
CV_OTHER = """Radomir Kestrel
r.kestrel@example.net

EXPERIENCE
Site Reliability Engineer, Harrowgate Logistics Ltd
Jan 2015 - Dec 2020
"""


@pytest.fixture
def cvs(tmp_path):
    paths = {}
    for name, text in [("ob_2019.txt", CV_2019), ("ob_2023.txt", CV_2023), ("rk.txt", CV_OTHER)]:
        p = tmp_path / name
        p.write_text(text, encoding="utf-8")
        paths[name] = str(p)
    return paths


def test_parse_path_reads_what_the_cv_states(cvs):
    r = cvmill.parse(cvs["ob_2019.txt"])
    assert r["basics"]["name"] == "Ottilie Brandvik"
    assert r["basics"]["email"] == "ottilie.brandvik@example.org"
    assert r["work"][0]["position"] == "Data Engineer"
    assert r["work"][0]["name"] == "Fjordline Analytics AS"
    assert r["work"][0]["startDate"] == "2019-03"
    assert r["work"][0]["highlights"] == ["Built nightly ingestion of supplier catalogues"]
    assert r["meta"]["source"] == cvs["ob_2019.txt"]


def test_parse_accepts_pathlike_and_gives_the_cli_record(cvs, cvmill_bin, tmp_path):
    import pathlib
    status, out, _ = run_cli(cvmill_bin, "parse", cvs["ob_2019.txt"])
    assert status == 0
    assert cvmill.parse_json(cvs["ob_2019.txt"]) + "\n" == out
    assert cvmill.parse(pathlib.Path(cvs["ob_2019.txt"])) == json.loads(out)


def test_parse_bytes_with_and_without_name(cvs):
    data = CV_OTHER.encode()
    named = cvmill.parse(data, name="upload/rk.txt")
    assert named["meta"]["source"] == "upload/rk.txt"
    assert named["basics"]["name"] == "Radomir Kestrel"
    assert cvmill.parse(bytearray(data))["meta"]["source"] == "<bytes>"
    assert cvmill.parse(memoryview(data)) == cvmill.parse(data)
    # The same bytes from a file give the same record but for meta.source.
    from_file = cvmill.parse(cvs["rk.txt"], name="upload/rk.txt")
    assert from_file == named


@pytest.mark.parametrize("data, reason", [
    (b"", "empty input"),
    (b"\x01\x00\x02binary", "binary data (NUL bytes), not a text CV"),
    (b"PK\x03\x04\x00\x00binary", "damaged zip archive (libzip: Not a zip archive)"),
    (b"   \n\n  \n", "no text in input"),
])
def test_bad_bytes_raise_value_error_with_the_one_line_reason(data, reason):
    with pytest.raises(ValueError) as e:
        cvmill.parse(data, name="in/bad.txt")
    assert str(e.value) == "in/bad.txt: " + reason


def test_bad_paths_raise_value_error_naming_the_file(tmp_path, cvmill_bin):
    missing = str(tmp_path / "nope.txt")
    with pytest.raises(ValueError) as e:
        cvmill.parse(missing)
    assert str(e.value).startswith(missing + ": cannot read: ")
    assert "\n" not in str(e.value)
    with pytest.raises(ValueError) as e:
        cvmill.parse(str(tmp_path))
    assert str(e.value) == str(tmp_path) + ": is a directory"
    big = tmp_path / "big.txt"
    big.write_text("Jo Doe\n" * 10)
    with pytest.raises(ValueError) as e:
        cvmill.parse(str(big), max_bytes=20)
    assert str(e.value) == str(big) + ": input is 70 bytes, over the limit of 20"
    # The same reason as the command prints.
    status, _, err = run_cli(cvmill_bin, "parse", "--max-bytes", "20", str(big))
    assert status == 1 and err.splitlines()[0] == "cvmill: " + str(e.value)


@pytest.mark.parametrize("kind, n, reason", [
    ("baseline", 80000, "PDF page 1 draws over the limit of 40000 characters"),
    ("bomb", 300, "PDF content streams inflate to over the limit of 16 MiB (page 1)"),
])
def test_pdf_caps_hold_in_the_module(tmp_path, source_dir, cvmill_bin, kind, n, reason):
    # The PDF caps bound the library, so the module too (no worker, no time budget here):
    # 80,000 words on one baseline and a flate bomb of 300 MiB (tests/fixtures/make_slow_pdf.py).
    pdf = str(tmp_path / (kind + ".pdf"))
    subprocess.run([sys.executable, os.path.join(source_dir, "tests", "fixtures", "make_slow_pdf.py"), pdf,
                    str(n), kind], check=True)
    with pytest.raises(ValueError) as e:
        cvmill.parse(pdf)
    assert str(e.value) == pdf + ": " + reason
    status, _, err = run_cli(cvmill_bin, "parse", pdf)
    assert status == 1 and err.splitlines()[0] == "cvmill: " + str(e.value)


def test_rules_are_compiled_once_and_shared():
    a, b = cvmill.Rules(), cvmill.Rules()
    assert a.tables_id == b.tables_id
    assert a.directory is None


def test_rules_from_a_directory(tmp_path, source_dir):
    rules = cvmill.Rules(os.path.join(source_dir, "normalize", "rules"))
    assert rules.tables_id != cvmill.Rules().tables_id
    assert cvmill.parse(CV_OTHER.encode(), rules=rules) == cvmill.parse(CV_OTHER.encode())
    with pytest.raises(ValueError):
        cvmill.Rules(str(tmp_path))  # no tables there


def test_parsing_releases_the_gil():
    # A long CV parsed in another thread while this one sleeps briefly: this thread runs again
    # (it needs the GIL for that) while the parse is still going on only if the parse does not
    # hold the GIL. Held, this thread would wake only when the parse returns.
    entry = ("Data Engineer, Fjordline Analytics AS\nMar 2019 - Present\n"
             "- Built nightly ingestion of supplier catalogues\n\n")
    cvmill.parse(b"Jo Doe\n")  # compile the rules first
    # A CV long enough that its parse takes a while on this machine, however fast it is.
    count = 2000
    while True:
        data = ("Ottilie Brandvik\n\nEXPERIENCE\n" + entry * count).encode()
        t0 = time.perf_counter()
        cvmill.parse(data)
        if time.perf_counter() - t0 > 0.3 or count >= 64000:
            break
        count *= 2
    started = threading.Event()
    span = []

    def parse():
        span.append(time.perf_counter())
        started.set()
        cvmill.parse(data)
        span.append(time.perf_counter())

    t = threading.Thread(target=parse)
    t.start()
    started.wait()
    time.sleep(0.02)
    woke = time.perf_counter()
    t.join()
    begin, end = span
    assert end - begin > 0.1, "the parse is too short to tell"
    assert woke < begin + (end - begin) / 2, (begin, woke, end)


def test_threads_parse_the_same_records():
    from concurrent.futures import ThreadPoolExecutor
    inputs = [CV_2019.encode(), CV_2023.encode(), CV_OTHER.encode()] * 20
    with ThreadPoolExecutor(4) as pool:
        got = list(pool.map(lambda d: cvmill.parse_json(d, name="x"), inputs))
    assert got == [cvmill.parse_json(d, name="x") for d in inputs]


def test_merge_paths_gives_the_cli_records(cvs, cvmill_bin):
    files = [cvs["ob_2019.txt"], cvs["rk.txt"], cvs["ob_2023.txt"]]
    merged = cvmill.merge(files)
    assert [m["basics"]["name"] for m in merged] == ["Ottilie Brandvik", "Radomir Kestrel"]
    ob = merged[0]
    # The newer revision's position wins; the older one is a conflict.
    assert ob["work"][0]["position"] == "Senior Data Engineer"
    assert ob["meta"]["merge"]["sources"] == [cvs["ob_2019.txt"], cvs["ob_2023.txt"]]
    status, out, _ = run_cli(cvmill_bin, "merge", "--jsonl", *files)
    assert status == 0
    assert merged == [json.loads(line) for line in out.splitlines()]
    status, out, _ = run_cli(cvmill_bin, "merge", "--jsonl", "--order", "given", *files)
    assert cvmill.merge(files, order="given") == [json.loads(line) for line in out.splitlines()]


def test_merge_dicts_and_json_records(cvs, cvmill_bin, tmp_path):
    # A record as a dict, written by someone else: its meta.source names it.
    record = {"basics": {"name": "Ottilie Brandvik", "label": "Data engineer"},
              "meta": {"source": str(tmp_path / "ob.json")}}
    (tmp_path / "ob.json").write_text(json.dumps(record))
    merged = cvmill.merge([cvs["ob_2019.txt"], cvs["ob_2023.txt"], record])
    assert len(merged) == 1
    assert merged[0]["basics"]["label"] == "Data engineer"
    # A dict is read as `cvmill merge` reads the same record from a .json file.
    status, out, _ = run_cli(cvmill_bin, "merge", cvs["ob_2019.txt"], cvs["ob_2023.txt"], str(tmp_path / "ob.json"))
    assert status == 0
    assert merged[0] == json.loads(out)
    assert cvmill.merge([cvs["ob_2019.txt"], cvs["ob_2023.txt"], str(tmp_path / "ob.json")]) == merged
    # A parsed record given back as a dict joins its person too.
    again = cvmill.merge([cvmill.parse(cvs["ob_2019.txt"]), cvs["ob_2023.txt"]])
    assert [m["basics"]["name"] for m in again] == ["Ottilie Brandvik"]
    assert again[0]["work"][0]["position"] == "Senior Data Engineer"


def test_merge_errors(cvs, tmp_path):
    with pytest.raises(ValueError) as e:
        cvmill.merge([cvs["rk.txt"], str(tmp_path / "gone.txt")])
    assert str(e.value).startswith(str(tmp_path / "gone.txt") + ": cannot read")
    with pytest.raises(TypeError):
        cvmill.merge([cvs["rk.txt"], 42])
    with pytest.raises(ValueError):
        cvmill.merge([cvs["rk.txt"]], order="newest")
    bad = tmp_path / "bad.json"
    bad.write_text('{"basics": []}')
    with pytest.raises(ValueError) as e:
        cvmill.merge([str(bad)])
    assert str(e.value) == str(bad) + ": basics: expected an object"


def test_records_pickle_as_the_same_record(cvs):
    import pickle
    rec = cvmill.load(cvs["ob_2023.txt"])
    back = pickle.loads(pickle.dumps(rec))
    assert back.source == rec.source
    assert back.json(2) == rec.json(2)
    as_json = cvmill.load(json.dumps({"basics": {"name": "Jo Doe"}}).encode(), name="jo.json", json_ok=True)
    assert pickle.loads(pickle.dumps(as_json)).json() == as_json.json()
