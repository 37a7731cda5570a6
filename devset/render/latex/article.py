"""article-tabular: our own plain design on the article class; per entry a tabular with a
left date column.
"""

from .common import (DETERMINISM, address_lines, degree, entries, esc, fmt_date, fmt_range, href,
                     itemize, mailto, score_text, strip_scheme, strs, txt)


def article_tabular(ctx):
    rec, lang = ctx.rec, ctx.lang

    def rng(a, b):
        return fmt_range(txt(a), txt(b), lang, "num/", "present")

    def one(d):
        return fmt_date(txt(d), lang, "num/")

    b = rec.get("basics") or {}
    out = [f"% !TEX program = {ctx.engine}",
           "\\documentclass[11pt,a4paper]{article}", ctx.fonts().rstrip(),
           ctx.babel_line().rstrip(), "\\usepackage[margin=2cm]{geometry}",
           "\\usepackage{array}", "\\usepackage{enumitem}",
           "\\usepackage[hidelinks]{hyperref}", DETERMINISM.rstrip(),
           "\\setlist[itemize]{nosep,leftmargin=1.2em,topsep=1pt}",
           "\\setlength{\\parindent}{0pt}", "\\pagestyle{empty}",
           "\\newcolumntype{L}{>{\\raggedright\\arraybackslash}p{3.3cm}}",
           "\\newcolumntype{R}{>{\\raggedright\\arraybackslash}p{\\dimexpr\\textwidth-3.3cm-3\\tabcolsep\\relax}}",
           "\\newcommand{\\cventrytab}[2]{\\noindent\\begin{tabular}{@{}L R@{}}#1 & #2\\end{tabular}\\par\\smallskip}",
           "", "\\begin{document}", "\\begin{center}",
           "{\\LARGE\\bfseries %s}\\\\[3pt]" % esc(b.get("name"))]
    if txt(b.get("label")):
        out.append("{\\large %s}\\\\[3pt]" % esc(b["label"]))
    street, cityline, country = address_lines(b.get("location"), lang)
    contact = [", ".join(esc(x) for x in (street, cityline, country) if x)]
    contact2 = []
    if txt(b.get("phone")):
        contact2.append(esc(b["phone"]))
    if txt(b.get("email")):
        contact2.append(mailto(b["email"]))
    if txt(b.get("url")):
        contact2.append(href(b["url"], strip_scheme(b["url"])))
    prof = []
    for p in entries(b, "profiles"):
        net, user, url = txt(p.get("network")), txt(p.get("username")), txt(p.get("url"))
        if url:
            prof.append((esc(net) + ": " if net else "") + href(url, strip_scheme(url)))
        elif user:
            prof.append((esc(net) + ": " if net else "") + esc(user))
    rows = [x for x in (contact[0], " \\textperiodcentered{} ".join(contact2),
                        " \\textperiodcentered{} ".join(prof)) if x]
    out.append("\\\\\n".join(rows))
    out += ["\\end{center}", ""]

    def section(key):
        out.append("\\section*{%s}" % ctx.h(key))

    def entry(dates, lines, items=None):
        body = "\\newline ".join(x for x in lines if x)
        it = itemize(items)
        if it:
            body += it
        out.append("\\cventrytab{%s}{%s}" % (dates, body))

    if txt(b.get("summary")):
        section("summary")
        out.append(esc(b["summary"]).replace("\\newline", "\\par") + "\\par")
        out.append("")

    work = entries(rec, "work")
    if work:
        section("work")
        for e in work:
            org = ", ".join(x for x in (esc(e.get("name")), esc(e.get("location"))) if x)
            entry(rng(e.get("startDate"), e.get("endDate")),
                  ["\\textbf{%s}" % esc(e.get("position")) if txt(e.get("position")) else "", org,
                   "\\textit{%s}" % esc(e["description"]) if txt(e.get("description")) else "",
                   esc(e.get("summary"))], e.get("highlights"))
        out.append("")

    edu = entries(rec, "education")
    if edu:
        section("education")
        for e in edu:
            courses = strs(e.get("courses"))
            entry(rng(e.get("startDate"), e.get("endDate")),
                  ["\\textbf{%s}" % degree(e, lang), esc(e.get("institution")),
                   score_text(e.get("score"), lang),
                   f"{ctx.w('courses')}: {esc(', '.join(courses))}" if courses else ""])
        out.append("")

    vol = entries(rec, "volunteer")
    if vol:
        section("volunteer")
        for e in vol:
            entry(rng(e.get("startDate"), e.get("endDate")),
                  ["\\textbf{%s}" % esc(e.get("position")) if txt(e.get("position")) else "",
                   esc(e.get("organization")), esc(e.get("summary")),
                   href(e["url"], strip_scheme(e["url"])) if txt(e.get("url")) else ""],
                  e.get("highlights"))
        out.append("")

    projects = entries(rec, "projects")
    if projects:
        section("projects")
        for e in projects:
            meta = ", ".join(x for x in (esc(e.get("type")), esc(e.get("entity"))) if x)
            roles = strs(e.get("roles"))
            kw = strs(e.get("keywords"))
            entry(rng(e.get("startDate"), e.get("endDate")),
                  ["\\textbf{%s}" % esc(e.get("name")), meta,
                   f"{ctx.w('role')}: {esc(', '.join(roles))}" if roles else "",
                   esc(e.get("description")),
                   f"{ctx.w('tech')}: {esc(', '.join(kw))}" if kw else "",
                   href(e["url"], strip_scheme(e["url"])) if txt(e.get("url")) else ""],
                  e.get("highlights"))
        out.append("")

    awards = entries(rec, "awards")
    if awards:
        section("awards")
        for e in awards:
            entry(one(e.get("date")), ["\\textbf{%s}" % esc(e.get("title")),
                                       esc(e.get("awarder")), esc(e.get("summary"))])
        out.append("")

    certs = entries(rec, "certificates")
    if certs:
        section("certificates")
        for e in certs:
            entry(one(e.get("date")), ["\\textbf{%s}" % esc(e.get("name")), esc(e.get("issuer")),
                                       href(e["url"], strip_scheme(e["url"]))
                                       if txt(e.get("url")) else ""])
        out.append("")

    pubs = entries(rec, "publications")
    if pubs:
        section("publications")
        for e in pubs:
            entry(one(e.get("releaseDate")), ["\\textbf{%s}" % esc(e.get("name")),
                                              "\\textit{%s}" % esc(e["publisher"])
                                              if txt(e.get("publisher")) else "",
                                              esc(e.get("summary")),
                                              href(e["url"]) if txt(e.get("url")) else ""])
        out.append("")

    skills = entries(rec, "skills")
    if skills:
        section("skills")
        for e in skills:
            kw = esc(", ".join(strs(e.get("keywords"))))
            lvl = esc(e.get("level"))
            entry("\\textbf{%s}" % esc(e.get("name")) if txt(e.get("name")) else "",
                  [kw + (f" ({lvl})" if lvl else "")])
        out.append("")

    langs = entries(rec, "languages")
    if langs:
        section("languages")
        for e in langs:
            entry(esc(e.get("language")), [esc(e.get("fluency"))])
        out.append("")

    interests = entries(rec, "interests")
    if interests:
        section("interests")
        out.append("\\begin{itemize}")
        for e in interests:
            kw = strs(e.get("keywords"))
            out.append("\\item %s%s" % (esc(e.get("name")),
                                        ": " + esc(", ".join(kw)) if kw else ""))
        out.append("\\end{itemize}")
        out.append("")

    refs = entries(rec, "references")
    if refs:
        section("references")
        for e in refs:
            out.append("\\textbf{%s}\\\\\n%s\\par\\smallskip" % (esc(e.get("name")),
                                                               esc(e.get("reference"))))
        out.append("")

    out.append("\\end{document}")
    return "\n".join(out) + "\n"
