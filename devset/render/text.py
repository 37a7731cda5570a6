#!/usr/bin/env python3
"""Render JSON Resume records as markdown / plain-text CVs in conventions people really use.

    python3 devset/render/text.py --out OUTDIR [--templates a,b] [--force] RECORD.json...

writes OUTDIR/<template>/<id>.<md|txt> (id = the record's file stem). Writes are atomic (temp
file + rename) and skipped when the output is newer than both the record and the code (this
script and every .py file of text/).
Output is deterministic: every per-document variation (date format, bullet glyph, heading
wording, contact layout, ...) is drawn from a PRNG seeded with sha256(template + ":" + id).

Templates (see the render_* functions in text/markdown.py and text/plain.py):
  md-leftdates        markdown; dates in a left column before **title**, org, place; - bullets
  txt-leaders         plain text; CAPITAL headings; dotted/dashed leaders to a right-aligned
                      place or date at a fixed width; • bullets
  txt-underlined      plain text; headings underlined with ==== or ----; "Position — Org (City)"
                      then a dates line; paragraphs wrapped at 78 columns; * bullets
  txt-noheadings      plain text without section headings: blocks separated by blank lines,
                      inline "Languages: ..." style lines at the end
  md-pandoc           pandoc markdown; headerless simple table for contacts, definition lists
                      for entries, pipe tables for skills and languages
  md-jsonresume-like  markdown like the "markdown résumé" gists: ### Position | Org | Dates

Dates are printed at the precision the record gives or lower (never a made-up month or day).
Headings, month names, "present" words and labels are localised by meta.language
(en de fr es it pt nl; anything else falls back to English). Standard library only.

Exit status: 0 all records rendered (or up to date), 1 at least one record failed (the others
were written), 2 usage error (nothing done).

The code is the package devset/render/text/ beside this script: tables (language data), common
(record access, dates, Style, Entry, wrapping), markdown and plain (the templates) and cli (the
command line).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from text.cli import main  # noqa: E402  (the package text/ beside this script)

if __name__ == "__main__":
    sys.exit(main())
