"""The command line of devset/render/text.py: the template table, render() of one record
through one template, atomic writes, and main() with its up-to-date check.
"""

import argparse
import glob
import json
import os
import sys
import tempfile

from .common import Style, language_of
from .markdown import render_md_jsonresume_like, render_md_leftdates, render_md_pandoc
from .plain import render_txt_leaders, render_txt_noheadings, render_txt_underlined
from .tables import EXTENSIONS


TEMPLATES = {
    "md-leftdates": (render_md_leftdates, ("year", "year", "abbr", "slash", "dot")),
    "txt-leaders": (render_txt_leaders, ("year", "abbr", "slash", "dot", "full")),
    "txt-underlined": (render_txt_underlined, ("full", "abbr", "slash", "year", "iso")),
    "txt-noheadings": (render_txt_noheadings, ("abbr", "full", "slash", "dot", "year")),
    "md-pandoc": (render_md_pandoc, ("full", "abbr", "year", "slash", "iso")),
    "md-jsonresume-like": (render_md_jsonresume_like, ("abbr", "full", "iso", "year")),
}


def render(record, template, rid):
    """The document text of one record through one template."""
    fn, date_styles = TEMPLATES[template]
    lang, region = language_of(record)
    st = Style(template, rid, lang, date_styles, region)
    return fn(record, st)


def record_id(path):
    return os.path.splitext(os.path.basename(path))[0]


def write_atomic(path, text):
    d = os.path.dirname(path)
    os.makedirs(d, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=d)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


PACKAGE = os.path.dirname(os.path.abspath(__file__))
ENTRY = os.path.join(os.path.dirname(PACKAGE), "text.py")


def code_mtime():
    """The newest mtime of the code that writes the documents: the entry script text.py and
    every .py file of this package. An output older than that (or than its record) is redone."""
    files = [p for p in [ENTRY] if os.path.exists(p)] + glob.glob(os.path.join(PACKAGE, "*.py"))
    return max(os.path.getmtime(p) for p in files)


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Render JSON Resume records as markdown / plain-text CVs.",
        epilog="Templates: " + ", ".join(TEMPLATES) +
               ". Exit status: 0 ok, 1 some record failed, 2 usage error.")
    ap.add_argument("--out", required=True, help="output directory")
    ap.add_argument("--templates", default=",".join(TEMPLATES),
                    help="comma-separated template names (default: all)")
    ap.add_argument("--force", action="store_true", help="rewrite even if up to date")
    ap.add_argument("-q", "--quiet", action="store_true")
    ap.add_argument("records", nargs="+", metavar="RECORD.json")
    args = ap.parse_args(argv)
    templates = [t for t in (x.strip() for x in args.templates.split(",")) if t]
    unknown = [t for t in templates if t not in TEMPLATES]
    if unknown or not templates:
        print(f"text.py: unknown template(s): {', '.join(unknown) or '(none given)'}; "
              f"known: {', '.join(TEMPLATES)}", file=sys.stderr)
        return 2
    script_mtime = code_mtime()
    written = skipped = failed = 0
    for path in args.records:
        rid = record_id(path)
        try:
            src_mtime = max(os.path.getmtime(path), script_mtime)
            record = None
            for t in templates:
                out = os.path.join(args.out, t, f"{rid}.{EXTENSIONS[t]}")
                if not args.force and os.path.exists(out) and \
                        os.path.getmtime(out) > src_mtime:
                    skipped += 1
                    continue
                if record is None:
                    with open(path, encoding="utf-8") as f:
                        record = json.load(f)
                    if not isinstance(record, dict):
                        raise ValueError("top level is not a JSON object")
                write_atomic(out, render(record, t, rid))
                written += 1
        except (OSError, ValueError) as err:  # json.JSONDecodeError is a ValueError
            print(f"text.py: {path}: {err}", file=sys.stderr)
            failed += 1
    if not args.quiet:
        print(f"text.py: {written} written, {skipped} up to date, {failed} record(s) failed",
              file=sys.stderr)
    return 1 if failed else 0
