"""Building one document: the generator of its template, the engine choice (pdflatex, or
lualatex for text pdflatex cannot set), compilation in a temporary folder under a CPU-time
limit with reruns, and the atomic move of the PDF into place.
"""

import glob
import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import time

from .article import article_tabular
from .common import Ctx
from .curve import curve
from .europasscv import europasscv
from .moderncv import moderncv


SOURCE_DATE_EPOCH = "1717200000"  # 2024-06-01 00:00 UTC: the date every PDF claims

PACKAGE = os.path.dirname(os.path.abspath(__file__))
ENTRY = os.path.join(os.path.dirname(PACKAGE), "latex.py")


def code_mtime():
    """The newest mtime of the code that writes the documents: the entry script latex.py and
    every .py file of this package. A PDF older than that (or than its record) is rebuilt."""
    files = [p for p in [ENTRY] if os.path.exists(p)] + glob.glob(os.path.join(PACKAGE, "*.py"))
    return max(os.path.getmtime(p) for p in files)


def generate(ctx):
    t = ctx.tpl
    if t.startswith("moderncv-"):
        return moderncv(ctx, t.split("-", 1)[1])
    if t == "europasscv":
        return europasscv(ctx)
    if t == "curve":
        return curve(ctx)
    if t == "article-tabular":
        return article_tabular(ctx)
    raise ValueError(f"no generator for template {t}")


# ---------------------------------------------------------------------------------------------
# Compilation
# ---------------------------------------------------------------------------------------------

RERUN_RE = re.compile(r"Rerun to get|Rerun LaTeX|have changed\. Rerun|may have changed\. Rerun|"
                      r"Table widths have changed")
UNICODE_RE = re.compile(r"not set up for use with LaTeX|Unicode character .* not set up", re.I)


# Characters pdflatex sets with utf8 inputenc + T1/TS1 (plus the three declared in Ctx.fonts).
# A record with any other character is compiled with lualatex right away: a pdflatex error
# inside a tabularx/longtable trial run (curve) does not always say which character it was.
_PDFLATEX_EXTRA = set("–—‘’‚“”„†‡•…‰‹›€™−→←№")


def pdflatex_can_set(text):
    for ch in text:
        o = ord(ch)
        if o < 0x7f or 0xa0 <= o <= 0x17f or ch in _PDFLATEX_EXTRA or ch in "\n\t":
            continue
        return False
    return True


def record_text(x):
    if isinstance(x, dict):
        return " ".join(record_text(v) for v in x.values())
    if isinstance(x, list):
        return " ".join(record_text(v) for v in x)
    return x if isinstance(x, str) else ""


def log_error(log, stdout):
    """The first '! ...' error of a log with its 'l.NN ...' line, else the last output line."""
    lines = log.splitlines()
    for i, ln in enumerate(lines):
        if ln.startswith("!"):
            msg = ln.strip()
            for nxt in lines[i + 1:i + 12]:
                if re.match(r"^l\.\d+", nxt):
                    msg += " | " + nxt.strip()
                    break
            return msg[:400]
    tail = [ln.strip() for ln in (stdout or "").splitlines() if ln.strip()]
    return (tail[-1] if tail else "no output")[:400]


def run_pass(cmd, workdir, env, cpu_left, wall_limit):
    """One engine run under a CPU-time limit (the machine may be busy: wall time is only a
    backstop). Returns (exit code or None when stopped, output text, CPU seconds used)."""
    cpu = max(1, int(cpu_left + 0.999))
    if shutil.which("prlimit"):
        cmd = ["prlimit", f"--cpu={cpu}:{cpu + 1}"] + cmd
    outp = os.path.join(workdir, "engine.out")
    with open(outp, "wb") as out:
        p = subprocess.Popen(cmd, cwd=workdir, env=env, stdin=subprocess.DEVNULL, stdout=out,
                             stderr=subprocess.STDOUT, start_new_session=True)
        timer = threading.Timer(wall_limit, lambda: os.killpg(p.pid, signal.SIGKILL))
        timer.start()
        try:
            _, status, ru = os.wait4(p.pid, 0)
        finally:
            timer.cancel()
        p.returncode = os.waitstatus_to_exitcode(status)
    with open(outp, encoding="utf-8", errors="replace") as f:
        text = f.read()
    code = p.returncode if os.WIFEXITED(status) else None
    return code, text, ru.ru_utime + ru.ru_stime


def run_engine(engine, workdir, cpu_budget):
    """Compile doc.tex, rerunning while the log asks for it (at most 3 passes), within
    cpu_budget CPU seconds for all passes (wall clock: 5 times that)."""
    env = dict(os.environ)
    env.update({"SOURCE_DATE_EPOCH": SOURCE_DATE_EPOCH, "FORCE_SOURCE_DATE": "1",
                "TZ": "UTC", "LC_ALL": "C.UTF-8", "max_print_line": "1000"})
    last = ""
    used = 0.0
    wall_end = time.monotonic() + 5 * cpu_budget
    for _ in range(3):
        wall_left = wall_end - time.monotonic()
        if cpu_budget - used <= 0 or wall_left <= 0:
            return False, f"timeout ({cpu_budget:.0f} s CPU, {5 * cpu_budget:.0f} s wall)", last
        code, out, cpu = run_pass([engine, "-interaction=nonstopmode", "-halt-on-error",
                                   "-no-file-line-error", "doc.tex"],
                                  workdir, env, cpu_budget - used, wall_left)
        used += cpu
        try:
            with open(os.path.join(workdir, "doc.log"), encoding="utf-8", errors="replace") as f:
                log = f.read()
        except OSError:
            log = ""
        last = log
        if code is None:
            return False, f"timeout ({cpu_budget:.0f} s CPU, {5 * cpu_budget:.0f} s wall)", log
        if code != 0 or not os.path.exists(os.path.join(workdir, "doc.pdf")):
            return False, log_error(log, out), log
        if not RERUN_RE.search(log):
            return True, "", log
    return True, "", last


def write_atomic(path, data):
    d = os.path.dirname(path)
    fd, tmp = tempfile.mkstemp(dir=d, prefix=".tmp-")
    with os.fdopen(fd, "wb") as f:
        f.write(data)
    os.replace(tmp, path)


def build_one(job):
    """Build one (template, record) document. Returns a status dict."""
    tpl, rec_path, outdir, timeout, force, langs_ok = job
    rid = os.path.splitext(os.path.basename(rec_path))[0]
    tdir = os.path.join(outdir, f"latex-{tpl}")
    pdf = os.path.join(tdir, rid + ".pdf")
    texp = os.path.join(tdir, rid + ".tex")
    st = {"template": tpl, "id": rid, "ok": False, "engine": "", "seconds": 0.0,
          "cached": False, "error": ""}
    try:
        newest = max(os.path.getmtime(rec_path), code_mtime())
        if not force and os.path.exists(pdf) and os.path.getmtime(pdf) > newest:
            st.update(ok=True, cached=True)
            return st
        with open(rec_path, encoding="utf-8") as f:
            rec = json.load(f)
    except (OSError, ValueError) as e:
        st["error"] = f"cannot read record: {e}"
        return st
    t0 = time.monotonic()
    os.makedirs(tdir, exist_ok=True)
    engines = ["pdflatex", "lualatex"] if pdflatex_can_set(record_text(rec)) else ["lualatex"]
    for engine in engines:
        try:
            src = generate(Ctx(rec, tpl, rid, engine, langs_ok))
        except Exception as e:  # a record the generator cannot handle
            st["error"] = f"generator: {type(e).__name__}: {e}"
            return st
        work = tempfile.mkdtemp(dir=tdir, prefix=f".build-{rid}-")
        try:
            with open(os.path.join(work, "doc.tex"), "w", encoding="utf-8") as f:
                f.write(src)
            ok, err, log = run_engine(engine, work, timeout)
            st["engine"] = engine
            if ok:
                write_atomic(texp, src.encode("utf-8"))
                os.replace(os.path.join(work, "doc.pdf"), pdf)
                st.update(ok=True, error="")
                break
            st["error"] = err
            if not (engine == "pdflatex" and UNICODE_RE.search(log or "")):
                break
        finally:
            shutil.rmtree(work, ignore_errors=True)
    if not st["ok"]:
        write_atomic(texp, src.encode("utf-8"))  # keep the failing source for inspection
        if os.path.exists(pdf):
            os.remove(pdf)  # a stale PDF must not pass for this record's rendering
    st["seconds"] = round(time.monotonic() - t0, 2)
    return st
