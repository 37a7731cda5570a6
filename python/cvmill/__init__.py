"""cvmill for Python: CVs (résumés) to JSON Resume records, and records merged by person.

    import cvmill
    record = cvmill.parse("cv.pdf")                  # a dict: the JSON Resume record
    record = cvmill.parse(data, name="upload.txt")   # bytes; name goes to meta.source
    people = cvmill.merge(["a.txt", "b.pdf", record])  # one merged record per person

The rule tables are compiled once per process (``cvmill.Rules()``, about 20-50 ms) and shared
by every call and thread; parsing releases the GIL, so threads parse in parallel. Input that
does not convert raises ``ValueError("SOURCE: reason")`` with the message ``cvmill`` prints.
The records are exactly those ``cvmill parse`` and ``cvmill merge`` write (same JSON text).
"""
import json
import os

from ._core import Record, Rules
from . import _core

__all__ = ["parse", "parse_json", "merge", "load", "Rules", "Record", "MAX_BYTES", "MAX_PAGES"]

MAX_BYTES = 16 << 20  # as `cvmill --max-bytes`
MAX_PAGES = 40        # as `cvmill --max-pages`


def _rules(rules):
    return Rules() if rules is None else rules


def load(path_or_bytes, name=None, rules=None, max_bytes=MAX_BYTES, max_pages=MAX_PAGES, json_ok=False):
    """A Record (the parsed record in its C++ form) from a path or bytes.

    With json_ok, a JSON Resume record (a .json name, or text opening with '{') is read as a
    record instead of converted, as ``cvmill merge`` does."""
    return _core.load(path_or_bytes, name, _rules(rules), max_bytes, max_pages, json_ok)


def parse_json(path_or_bytes, name=None, rules=None, indent=2, **limits):
    """The JSON text of the record, byte for byte what ``cvmill parse`` prints (without the
    final newline); indent < 0 gives one line as ``--jsonl``."""
    return load(path_or_bytes, name, rules, **limits).json(indent)


def parse(path_or_bytes, name=None, rules=None, **limits):
    """The JSON Resume record of one CV (a path, str or os.PathLike, or bytes) as a dict.

    ``name`` replaces the path in meta.source (default: the path; ``<bytes>`` for bytes).
    Raises ValueError("SOURCE: reason") for input that does not convert."""
    return json.loads(parse_json(path_or_bytes, name, rules, indent=-1, **limits))


def _as_record(item, index, rules, limits):
    if isinstance(item, Record):
        return item
    if isinstance(item, dict):
        source = (item.get("meta") or {}).get("source") or "records[%d]" % index
        return _core.record_from_json(json.dumps(item, ensure_ascii=False), source)
    if isinstance(item, (str, bytes, os.PathLike)):
        return load(item, None, rules, json_ok=True, **limits)
    raise TypeError("records[%d]: expected a dict, a path or a cvmill.Record, not %s"
                    % (index, type(item).__name__))


def groups(records, rules=None):
    """reconcile's grouping by person: [(slug, [index into records], [reason])]."""
    return _core.group(list(records), _rules(rules))


def merge(records, order="latest-date", rules=None, **limits):
    """One merged record (a dict) per person, as ``cvmill merge`` writes them, in order of
    each person's first record.

    ``records``: JSON Resume records as dicts, paths of CVs or .json records, or Records.
    ``order``: "latest-date" (default) or "given" (input order, last is newest)."""
    rules = _rules(rules)
    recs = [_as_record(item, i, rules, limits) for i, item in enumerate(records)]
    out = []
    for slug, members, reasons in _core.group(recs, rules):
        text = _core.merge_person([recs[i] for i in members], slug, reasons, rules, order, -1)
        out.append(json.loads(text))
    return out
