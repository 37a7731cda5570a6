"""Render JSON Resume records as LaTeX CVs in several document classes and compile them to PDF.

The command line of devset/render/latex.py (usage, options and outputs in its docstring and in
devset/render/latex/README.md): the template list, the parallel build and the status file.
"""

import argparse
import concurrent.futures
import json
import os
import shutil
import subprocess
import sys
import time

from .driver import build_one, write_atomic
from .tables import BABEL_LDF


TEMPLATES = ["moderncv-casual", "moderncv-classic", "moderncv-banking", "moderncv-oldstyle",
             "moderncv-fancy", "europasscv", "curve", "article-tabular"]
OPTIONAL_TEMPLATES = ["altacv"]
CLASS_FILE = {"europasscv": "europasscv.cls", "curve": "curve.cls", "altacv": "altacv.cls"}


def kpsewhich(name):
    try:
        p = subprocess.run(["kpsewhich", name], stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, timeout=30)
        return p.stdout.decode().strip()
    except (OSError, subprocess.TimeoutExpired):
        return ""


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True, help="output folder")
    ap.add_argument("--templates", default=",".join(TEMPLATES),
                    help="comma-separated template names (default: %(default)s)")
    ap.add_argument("--jobs", type=int, default=2, help="documents compiled in parallel")
    ap.add_argument("--timeout", type=float, default=60.0, help="CPU seconds per document, all passes "
                    "(wall-clock backstop: 5 times that)")
    ap.add_argument("--force", action="store_true", help="rebuild even when up to date")
    ap.add_argument("records", nargs="+", help="JSON Resume record files")
    a = ap.parse_args(argv)

    tpls = [t.strip() for t in a.templates.split(",") if t.strip()]
    bad = [t for t in tpls if t not in TEMPLATES + OPTIONAL_TEMPLATES]
    if bad:
        print(f"latex.py: unknown template(s): {', '.join(bad)}; known: "
              f"{', '.join(TEMPLATES + OPTIONAL_TEMPLATES)}", file=sys.stderr)
        return 2
    if not shutil.which("pdflatex"):
        print("latex.py: pdflatex not found (apt-get install texlive-latex-base ...)",
              file=sys.stderr)
        return 2
    os.makedirs(a.out, exist_ok=True)

    langs_ok = {b for b, ldf in BABEL_LDF.items() if kpsewhich(ldf)}
    statuses = []
    jobs = []
    for t in tpls:
        cls = CLASS_FILE.get(t)
        if t in OPTIONAL_TEMPLATES or (cls and not kpsewhich(cls)):
            why = f"skipped: {cls} is not installed" if cls and not kpsewhich(cls) else \
                "skipped: no generator for this template"
            print(f"latex.py: {t}: {why}", file=sys.stderr)
            for r in a.records:
                statuses.append({"template": t, "id": os.path.splitext(os.path.basename(r))[0],
                                 "ok": False, "engine": "", "seconds": 0.0, "cached": False,
                                 "error": why})
            continue
        for r in a.records:
            jobs.append((t, r, a.out, a.timeout, a.force, langs_ok))

    t0 = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
        for st in ex.map(build_one, jobs):
            statuses.append(st)
            tag = "cached" if st["cached"] else ("ok" if st["ok"] else "FAIL")
            line = f"{tag:6} latex-{st['template']}/{st['id']}"
            if not st["cached"]:
                line += f" ({st['engine']}, {st['seconds']:.1f}s)"
            if not st["ok"]:
                line += f": {st['error']}"
            print(line, file=sys.stderr)

    status_path = os.path.join(a.out, "latex-status.json")
    old = []
    try:
        with open(status_path, encoding="utf-8") as f:
            old = json.load(f)
    except (OSError, ValueError):
        pass
    merged = {(s["template"], s["id"]): s for s in old if isinstance(s, dict)}
    for s in statuses:
        prev = merged.get((s["template"], s["id"]))
        if s["cached"] and prev and prev.get("ok"):
            s = dict(prev, cached=True)
        merged[(s["template"], s["id"])] = s
    write_atomic(status_path, (json.dumps([merged[k] for k in sorted(merged)], indent=1,
                                          ensure_ascii=False) + "\n").encode("utf-8"))
    skipped = [s for s in statuses if s["error"].startswith("skipped")]
    cached = [s for s in statuses if s["cached"]]
    failed = [s for s in statuses if not s["ok"] and s not in skipped]
    print(f"latex.py: {len(statuses)} documents, {len(statuses) - len(skipped) - len(cached)} "
          f"compiled, {len(cached)} up to date, {len(skipped)} skipped, {len(failed)} failed, "
          f"{time.monotonic() - t0:.1f}s", file=sys.stderr)
    return 1 if failed else 0
