"""CurVe: one rubric per section. Each rubric goes to its own file (the class reads rubrics
with \\makerubric); the files are written by filecontents* at the top of the document, so
the .tex stays self-contained.
"""

from .common import (DETERMINISM, address_lines, degree, entries, esc, fmt_date, fmt_range, href,
                     itemize, mailto, score_text, strip_scheme, strs, txt)


def curve(ctx):
    rec, lang = ctx.rec, ctx.lang

    def rng(a, b):
        return fmt_range(txt(a), txt(b), lang, "year", "since", sep="--")

    def one(d):
        return fmt_date(txt(d), lang, "year")

    rubrics = []  # (file stem, body lines)

    def rubric(stem, title, lines):
        if lines:
            rubrics.append((stem, ["\\begin{rubric}{%s}" % title] + lines + ["\\end{rubric}"]))

    b = rec.get("basics") or {}
    lines = []
    if txt(b.get("summary")):
        lines.append("\\text{%s}" % esc(b["summary"]).replace("\\newline", "\\par"))
    rubric("rubric-summary", ctx.h("summary"), lines)

    lines = []
    for e in entries(rec, "work"):
        head = ", ".join(x for x in ("\\textbf{%s}" % esc(e.get("position"))
                                     if txt(e.get("position")) else "",
                                     esc(e.get("name")), esc(e.get("location"))) if x)
        body = head + "."
        if txt(e.get("description")):
            body += " \\textit{%s}." % esc(e["description"]).rstrip(".")
        if txt(e.get("summary")):
            body += "\\par " + esc(e["summary"])
        body += itemize(e.get("highlights"), "\\setlength{\\itemsep}{0pt}")
        lines.append("\\entry*[%s] %s" % (rng(e.get("startDate"), e.get("endDate")), body))
    rubric("rubric-work", ctx.h("work"), lines)

    lines = []
    for e in entries(rec, "education"):
        body = "\\textbf{%s}, %s." % (degree(e, lang, ", "), esc(e.get("institution")))
        sc = score_text(e.get("score"), lang)
        if sc:
            body += " " + sc + "."
        courses = strs(e.get("courses"))
        if courses:
            body += f"\\par {ctx.w('courses')}: {esc(', '.join(courses))}."
        lines.append("\\entry*[%s] %s" % (rng(e.get("startDate"), e.get("endDate")), body))
    rubric("rubric-education", ctx.h("education"), lines)

    lines = []
    for e in entries(rec, "skills"):
        kw = esc(", ".join(strs(e.get("keywords"))))
        if txt(e.get("level")):
            kw += " (%s)" % esc(e["level"])
        lines.append("\\entry*[%s] %s" % (esc(e.get("name")), kw))
    rubric("rubric-skills", ctx.h("skills"), lines)

    lines = ["\\entry*[%s] %s" % (esc(e.get("language")), esc(e.get("fluency")))
             for e in entries(rec, "languages")]
    rubric("rubric-languages", ctx.h("languages"), lines)

    lines = []
    for e in entries(rec, "projects"):
        head = "\\textbf{%s}" % esc(e.get("name"))
        meta = ", ".join(x for x in (esc(e.get("type")), esc(e.get("entity"))) if x)
        body = head + (f" ({meta})" if meta else "") + "."
        if txt(e.get("description")):
            body += " " + esc(e["description"])
        roles = strs(e.get("roles"))
        if roles:
            body += f" {ctx.w('role')}: {esc(', '.join(roles))}."
        body += itemize(e.get("highlights"), "\\setlength{\\itemsep}{0pt}")
        kw = strs(e.get("keywords"))
        if kw:
            body += f"\\par {ctx.w('tech')}: {esc(', '.join(kw))}."
        if txt(e.get("url")):
            body += "\\par " + href(e["url"], strip_scheme(e["url"]))
        lines.append("\\entry*[%s] %s" % (rng(e.get("startDate"), e.get("endDate")), body))
    rubric("rubric-projects", ctx.h("projects"), lines)

    lines = []
    for e in entries(rec, "volunteer"):
        body = ", ".join(x for x in ("\\textbf{%s}" % esc(e.get("position"))
                                     if txt(e.get("position")) else "",
                                     esc(e.get("organization"))) if x) + "."
        if txt(e.get("summary")):
            body += " " + esc(e["summary"])
        body += itemize(e.get("highlights"), "\\setlength{\\itemsep}{0pt}")
        lines.append("\\entry*[%s] %s" % (rng(e.get("startDate"), e.get("endDate")), body))
    rubric("rubric-volunteer", ctx.h("volunteer"), lines)

    lines = []
    for e in entries(rec, "awards"):
        body = ", ".join(x for x in (esc(e.get("title")), esc(e.get("awarder"))) if x) + "."
        if txt(e.get("summary")):
            body += " " + esc(e["summary"])
        lines.append("\\entry*[%s] %s" % (one(e.get("date")), body))
    rubric("rubric-awards", ctx.h("awards"), lines)

    lines = []
    for e in entries(rec, "certificates"):
        body = ", ".join(x for x in (esc(e.get("name")), esc(e.get("issuer"))) if x) + "."
        if txt(e.get("url")):
            body += " " + href(e["url"], strip_scheme(e["url"]))
        lines.append("\\entry*[%s] %s" % (one(e.get("date")), body))
    rubric("rubric-certificates", ctx.h("certificates"), lines)

    lines = []
    for e in entries(rec, "publications"):
        body = "\\textit{%s}." % esc(e.get("name")).rstrip(".")
        if txt(e.get("publisher")):
            body += " " + esc(e["publisher"]) + "."
        if txt(e.get("summary")):
            body += " " + esc(e["summary"])
        if txt(e.get("url")):
            body += " " + href(e["url"])
        lines.append("\\entry*[%s] %s" % (one(e.get("releaseDate")), body))
    rubric("rubric-publications", ctx.h("publications"), lines)

    lines = []
    for e in entries(rec, "interests"):
        kw = strs(e.get("keywords"))
        lines.append("\\entry*[] %s%s" % (esc(e.get("name")),
                                          ": " + esc(", ".join(kw)) if kw else ""))
    rubric("rubric-interests", ctx.h("interests"), lines)

    lines = []
    for e in entries(rec, "references"):
        lines.append("\\entry*[] \\textbf{%s}%s" % (
            esc(e.get("name")), "\\par " + esc(e["reference"]) if txt(e.get("reference")) else ""))
    rubric("rubric-references", ctx.h("references"), lines)

    out = [f"% !TEX program = {ctx.engine}"]
    for stem, body in rubrics:
        out.append("\\begin{filecontents*}[overwrite]{%s.tex}" % stem)
        out += body
        out.append("\\end{filecontents*}")
    out += ["\\documentclass[a4paper,11pt]{curve}", ctx.fonts().rstrip(), ctx.babel_line().rstrip(),
            "\\usepackage[margin=2.2cm]{geometry}",
            "\\usepackage[hidelinks]{hyperref}", DETERMINISM.rstrip(),
            "\\rubricalignment{l}", "\\subrubricalignment{l}", "\\prefix{}",
            "\\keyfont{\\small\\bfseries}", "\\rubricfont{\\large\\bfseries\\scshape}",
            "\\titlefont{\\LARGE\\bfseries}", "\\subtitlefont{\\large\\itshape}"]
    out.append(f"\\title{{{esc(b.get('name'))}}}")
    if txt(b.get("label")):
        out.append(f"\\subtitle{{{esc(b['label'])}}}")
    street, cityline, country = address_lines(b.get("location"), lang)
    left = [esc(x) for x in (street, cityline, country) if x]
    right = []
    if txt(b.get("phone")):
        right.append(esc(b["phone"]))
    if txt(b.get("email")):
        right.append(mailto(b["email"]))
    if txt(b.get("url")):
        right.append(href(b["url"], strip_scheme(b["url"])))
    for p in entries(b, "profiles"):
        net, user, url = txt(p.get("network")), txt(p.get("username")), txt(p.get("url"))
        if url:
            right.append(href(url, strip_scheme(url)))
        elif user:
            right.append(f"{esc(net)}: {esc(user)}" if net else esc(user))
    out.append("\\leftheader{%s}" % ("\\\\\n".join(left) or "~"))
    out.append("\\rightheader{%s}" % ("\\\\\n".join(right) or "~"))
    out += ["", "\\begin{document}", "\\makeheaders[c]", "\\maketitle", ""]
    for stem, _ in rubrics:
        out.append("\\makerubric{%s}" % stem)
    out.append("\\end{document}")
    return "\n".join(out) + "\n"
