#!/usr/bin/env python3
"""Render JSON Resume records as LaTeX CVs in several document classes and compile them to PDF.

    python3 devset/render/latex.py --out OUTDIR [--templates a,b] [--jobs 2] [--force]
                                   [--timeout 60] RECORD.json...

writes OUTDIR/latex-<template>/<id>.tex and OUTDIR/latex-<template>/<id>.pdf (id = the record's
file stem) and OUTDIR/latex-status.json: one {template, id, ok, engine, seconds, cached, error}
per document ever built into OUTDIR (entries of this run replace older ones). Each document is
compiled in its own temporary folder under OUTDIR/latex-<template>/ with
`-interaction=nonstopmode -halt-on-error`, rerun while LaTeX asks for it (at most 3 passes),
60 s of CPU time per document for all passes (enforced with prlimit, so a busy machine does not
fail documents; 300 s of wall-clock time is the backstop), 2 documents in parallel; the PDF is
moved into place atomically. A
document that fails is reported (error = the first "! ..." line of the log and its "l.NN"
line) and the run goes on. A document is skipped when its PDF is newer than both the record and
the code (this script and every .py file of latex/; --force rebuilds).

Output is deterministic: SOURCE_DATE_EPOCH / FORCE_SOURCE_DATE fix every date the engines write
(and \\today), \\pdftrailerid{} drops the random /ID; per-document choices (heading wording)
come from a PRNG seeded with sha256(template + ":" + id). Same input, same PDF bytes.

Templates (details in devset/render/latex/README.md):
  moderncv-casual    moderncv, style casual;   dates "Sep 2019 -- Mar 2021", "... -- present"
  moderncv-classic   moderncv, style classic;  dates "09/2019 -- 03/2021", "since 09/2019"
  moderncv-banking   moderncv, style banking;  dates "2019 -- 2021", "2021 -- present"
  moderncv-oldstyle  moderncv, style oldstyle; dates "September 2019 -- March 2021", "since ..."
  moderncv-fancy     moderncv, style fancy;    dates "09.2019 -- 03.2021", "... -- present"
  europasscv         europasscv class (Europass 2013 layout); dates "September 2019 -- present"
  curve              CurVe class, one rubric per section; dates "2019--2021", "since 2021"
  article-tabular    plain article; per entry a tabular with a left date column
                     "09/2019 -- 03/2021", "09/2019 -- present"
  altacv             AltaCV: only when altacv.cls is installed (Debian 12's TeX Live has none);
                     otherwise reported as skipped. Not in the default list.

Language: meta.language de/fr/es/it/pt/nl gets babel in that language, localised headings,
month names, "present"/"since" words and labels; anything else is English (babel english).
Engine: pdflatex (utf8 inputenc, T1 fontenc); a document whose text pdflatex cannot set
("not set up for use with LaTeX") is redone with lualatex (fontspec, DejaVu fallback font).

Exit status: 0 every document built (or up to date), 1 at least one failed, 2 usage error.
Standard library only. The code is the package devset/render/latex/ beside this script:
tables (language data), common (escaping, dates, record access, the document context),
moderncv, europasscv, curve, article (one module per class family), driver (compilation of
one document) and cli (the command line).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from latex.cli import main  # noqa: E402  (the package latex/ beside this script)

if __name__ == "__main__":
    sys.exit(main())
