"""The markdown / plain-text CV renderer behind devset/render/text.py.

    tables    language data: headings, months, labels, countries, file extensions
    common    record access, dates, Style, Entry, wrapping, small formatters
    markdown  md-leftdates, md-pandoc, md-jsonresume-like
    plain     txt-leaders, txt-underlined, txt-noheadings
    cli       TEMPLATES, render(), main()

Outputs are rewritten when older than their record or than the newest of text.py and these
modules (cli.code_mtime). The names below are the package's face for callers and tests.
"""

from .cli import TEMPLATES, main, render
from .common import Style
from .plain import nwrap
from .tables import (EXTENSIONS, GIST_HEADINGS, HEADINGS, HEADINGS_REGIONAL, MONTHS_ABBR,
                     MONTHS_FULL, PRESENT)

__all__ = ["EXTENSIONS", "GIST_HEADINGS", "HEADINGS", "HEADINGS_REGIONAL", "MONTHS_ABBR",
           "MONTHS_FULL", "PRESENT", "Style", "TEMPLATES", "main", "nwrap", "render"]
