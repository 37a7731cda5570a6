"""The LaTeX CV renderer behind devset/render/latex.py (README.md in this folder).

    tables      language data: months, headings, words, countries, babel options
    common      escaping, dates, record access, Ctx (the per-document context)
    moderncv    moderncv, five styles
    europasscv  europasscv
    curve       CurVe
    article     article-tabular (our own design)
    driver      generate() and the compilation of one document
    cli         main(): templates, parallel build, latex-status.json

Output files are rebuilt when older than their record or than the newest of latex.py and
these modules (driver.code_mtime).
"""
