"""moderncv in its five styles (casual, classic, banking, oldstyle, fancy): the whole
document of one record, \\cventry per dated entry.
"""

import re

from .common import (DETERMINISM, address_lines, degree, entries, esc, fmt_date, fmt_range, href,
                     itemize, score_text, split_name, strip_scheme, strs, txt)


MODERNCV_STYLES = {
    # style: (color, date style, ongoing, summary placement, skills layout, languages layout)
    "casual": ("blue", "abbr", "present", "quote", "comment", "cvlanguage"),
    "classic": ("green", "num/", "since", "section", "computer", "comment"),
    "banking": ("grey", "year", "present", "section", "item", "item"),
    "oldstyle": ("burgundy", "full", "since", "section", "comment", "cvlanguage"),
    "fancy": ("orange", "num.", "present", "section", "list", "double"),
}

MODERNCV_SOCIAL = {"linkedin": "linkedin", "xing": "xing", "twitter": "twitter", "x": "twitter",
                   "github": "github", "gitlab": "gitlab", "stackoverflow": "stackoverflow",
                   "stack overflow": "stackoverflow", "bitbucket": "bitbucket", "skype": "skype",
                   "orcid": "orcid", "researchgate": "researchgate", "telegram": "telegram",
                   "whatsapp": "whatsapp"}
_SAFE_HANDLE = re.compile(r"^[A-Za-z0-9.\-]+$")


def moderncv(ctx, style):
    rec, lang = ctx.rec, ctx.lang
    color, dstyle, ongoing, summary_at, skills_as, langs_as = MODERNCV_STYLES[style]

    def rng(a, b):
        return fmt_range(txt(a), txt(b), lang, dstyle, ongoing)

    def one(d):
        return fmt_date(txt(d), lang, dstyle)

    b = rec.get("basics") or {}
    first, last = split_name(b.get("name"))
    out = [f"% !TEX program = {ctx.engine}",
           "\\documentclass[11pt,a4paper,sans]{moderncv}",
           f"\\moderncvstyle{{{style}}}", f"\\moderncvcolor{{{color}}}",
           ctx.fonts(lmodern=True).rstrip(), ctx.babel_line().rstrip(),
           "\\usepackage[scale=0.77]{geometry}", DETERMINISM.rstrip()]
    if style == "classic":
        out.append("\\setlength{\\hintscolumnwidth}{3.2cm}")
    if style in ("oldstyle", "fancy"):
        # contact details sit in the narrow left column: widen it to the longest e-mail / URL
        # (as a writer would after seeing it overflow) and do not hyphenate inside them
        longest = max([len(txt(b.get(k))) for k in ("email", "phone")]
                      + [len(strip_scheme(b.get("url") or ""))]
                      + [len(strip_scheme(p.get("url") or "")) for p in entries(b, "profiles")]
                      + [len(x) for x in address_lines(b.get("location"), lang)])
        width = min(5.6, max(3.0, 0.17 * longest))
        out.append("\\setlength{\\hintscolumnwidth}{%.1fcm}" % width)
        out.append("\\makeatletter\\g@addto@macro\\addressfont{\\hyphenpenalty=10000"
                   "\\exhyphenpenalty=10000}\\makeatother")
    out.append(f"\\name{{{esc(first)}}}{{{esc(last)}}}")
    if txt(b.get("label")):
        out.append(f"\\title{{{esc(b['label'])}}}")
    street, cityline, country = address_lines(b.get("location"), lang)
    addr = [x for x in (street, cityline, country) if x]
    if addr:
        out.append("\\address" + "".join("{%s}" % esc(x) for x in addr))
    if txt(b.get("phone")):
        out.append(f"\\phone[mobile]{{{esc(b['phone'])}}}")
    if txt(b.get("email")):
        out.append(f"\\email{{{esc(b['email'])}}}")
    if txt(b.get("url")):
        out.append(f"\\homepage{{{esc(strip_scheme(b['url']))}}}")
    extra = []
    for p in entries(b, "profiles"):
        net, user, url = txt(p.get("network")), txt(p.get("username")), txt(p.get("url"))
        kind = MODERNCV_SOCIAL.get(net.lower())
        if kind and user and _SAFE_HANDLE.match(user) and (
                not url or strip_scheme(url).rstrip("/").endswith(user)):
            out.append(f"\\social[{kind}]{{{user}}}")
        elif kind and url and not re.search(r"[%#\\{}~^ ]", url):
            shown = strip_scheme(url)
            out.append(f"\\social[{kind}][{esc(shown)}]{{{esc(shown)}}}")
        elif url or user:
            label = esc(net) + ": " if net else ""
            extra.append(label + (href(url, strip_scheme(url)) if url else esc(user)))
    if extra:
        out.append("\\extrainfo{%s}" % " \\textbar{} ".join(extra))
    summary = txt(b.get("summary"))
    if summary and summary_at == "quote":
        out.append("\\quote{%s}" % esc(summary).replace("\\newline", " "))
    out += ["", "\\begin{document}", "\\makecvtitle", ""]

    def desc(*parts):
        """Join description parts with line breaks; none after a list (no line to end)."""
        res = ""
        for p in (p for p in parts if p):
            if res and not res.endswith("\\end{itemize}") and not p.startswith("\\begin{itemize}"):
                res += "\\newline{}"
            res += p
        return res

    if summary and summary_at == "section":
        out.append(f"\\section{{{ctx.h('summary')}}}")
        out.append(f"\\cvitem{{}}{{{esc(summary)}}}")
        out.append("")

    work = entries(rec, "work")
    if work:
        out.append(f"\\section{{{ctx.h('work')}}}")
        for e in work:
            d = desc("\\textit{%s}" % esc(e["description"]) if txt(e.get("description")) else "",
                     esc(e.get("summary")), itemize(e.get("highlights")))
            out.append("\\cventry{%s}{%s}{%s}{%s}{}{%s}" % (
                rng(e.get("startDate"), e.get("endDate")), esc(e.get("position")),
                esc(e.get("name")), esc(e.get("location")), d))
        out.append("")

    edu = entries(rec, "education")
    if edu:
        out.append(f"\\section{{{ctx.h('education')}}}")
        for e in edu:
            courses = strs(e.get("courses"))
            d = f"{ctx.w('courses')}: {esc(', '.join(courses))}" if courses else ""
            sc = score_text(e.get("score"), lang)
            out.append("\\cventry{%s}{%s}{%s}{}{%s}{%s}" % (
                rng(e.get("startDate"), e.get("endDate")),
                degree(e, lang, "in" if style in ("casual", "oldstyle") else ", "),
                esc(e.get("institution")), "\\textit{%s}" % sc if sc else "", d))
        out.append("")

    projects = entries(rec, "projects")
    if projects:
        out.append(f"\\section{{{ctx.h('projects')}}}")
        for e in projects:
            kw = strs(e.get("keywords"))
            d = desc(esc(e.get("description")), itemize(e.get("highlights")),
                     f"{ctx.w('tech')}: {esc(', '.join(kw))}" if kw else "",
                     href(e["url"], strip_scheme(e["url"])) if txt(e.get("url")) else "")
            roles = ", ".join(strs(e.get("roles")))
            out.append("\\cventry{%s}{%s}{%s}{%s}{%s}{%s}" % (
                rng(e.get("startDate"), e.get("endDate")), esc(e.get("name")),
                esc(e.get("entity")), esc(e.get("type")), esc(roles), d))
        out.append("")

    vol = entries(rec, "volunteer")
    if vol:
        out.append(f"\\section{{{ctx.h('volunteer')}}}")
        for e in vol:
            d = desc(esc(e.get("summary")), itemize(e.get("highlights")))
            out.append("\\cventry{%s}{%s}{%s}{}{}{%s}" % (
                rng(e.get("startDate"), e.get("endDate")), esc(e.get("position")),
                esc(e.get("organization")), d))
        out.append("")

    skills = entries(rec, "skills")
    if skills:
        out.append(f"\\section{{{ctx.h('skills')}}}")
        if skills_as == "computer":
            rows = [(esc(s.get("name")), esc(", ".join(strs(s.get("keywords"))))
                     + (f" ({esc(s['level'])})" if txt(s.get("level")) else "")) for s in skills]
            for i in range(0, len(rows), 2):
                if i + 1 < len(rows):
                    out.append("\\cvcomputer{%s}{%s}{%s}{%s}" % (rows[i] + rows[i + 1]))
                else:
                    out.append("\\cvitem{%s}{%s}" % rows[i])
        else:
            for s in skills:
                name, kw, lvl = esc(s.get("name")), esc(", ".join(strs(s.get("keywords")))), \
                    esc(s.get("level"))
                if skills_as == "comment":
                    out.append("\\cvitemwithcomment{%s}{%s}{%s}" % (name, kw, lvl))
                elif skills_as == "list":
                    line = (f"\\textbf{{{name}}}: " if name else "") + kw + \
                        (f" -- \\textit{{{lvl}}}" if lvl else "")
                    out.append("\\cvlistitem{%s}" % line)
                else:
                    out.append("\\cvitem{%s}{%s%s}" % (name, kw, f" ({lvl})" if lvl else ""))
        out.append("")

    langs = entries(rec, "languages")
    if langs:
        out.append(f"\\section{{{ctx.h('languages')}}}")
        rows = [(esc(x.get("language")), esc(x.get("fluency"))) for x in langs]
        if langs_as == "double":
            for i in range(0, len(rows), 2):
                if i + 1 < len(rows):
                    out.append("\\cvdoubleitem{%s}{%s}{%s}{%s}" % (rows[i] + rows[i + 1]))
                else:
                    out.append("\\cvitem{%s}{%s}" % rows[i])
        else:
            for la, fl in rows:
                if langs_as == "cvlanguage":
                    out.append("\\cvlanguage{%s}{%s}{}" % (la, fl))
                elif langs_as == "comment":
                    out.append("\\cvitemwithcomment{%s}{%s}{}" % (la, fl))
                else:
                    out.append("\\cvitem{%s}{%s}" % (la, fl))
        out.append("")

    awards = entries(rec, "awards")
    if awards:
        out.append(f"\\section{{{ctx.h('awards')}}}")
        for e in awards:
            out.append("\\cventry{%s}{%s}{%s}{}{}{%s}" % (
                one(e.get("date")), esc(e.get("title")), esc(e.get("awarder")),
                esc(e.get("summary"))))
        out.append("")

    certs = entries(rec, "certificates")
    if certs:
        out.append(f"\\section{{{ctx.h('certificates')}}}")
        for e in certs:
            body = ", ".join(x for x in (esc(e.get("name")), esc(e.get("issuer"))) if x)
            if txt(e.get("url")):
                body += " (" + href(e["url"], strip_scheme(e["url"])) + ")"
            out.append("\\cvitem{%s}{%s}" % (one(e.get("date")), body))
        out.append("")

    pubs = entries(rec, "publications")
    if pubs:
        out.append(f"\\section{{{ctx.h('publications')}}}")
        for e in pubs:
            parts = [f"\\textit{{{esc(e.get('name'))}}}"]
            if txt(e.get("publisher")):
                parts.append(esc(e["publisher"]))
            body = ". ".join(parts) + "."
            if txt(e.get("summary")):
                body += " " + esc(e["summary"])
            if txt(e.get("url")):
                body += " " + href(e["url"])
            out.append("\\cvitem{%s}{%s}" % (one(e.get("releaseDate")), body))
        out.append("")

    interests = entries(rec, "interests")
    if interests:
        out.append(f"\\section{{{ctx.h('interests')}}}")
        for e in interests:
            kw = strs(e.get("keywords"))
            if kw:
                out.append("\\cvitem{%s}{%s}" % (esc(e.get("name")), esc(", ".join(kw))))
            else:
                out.append("\\cvlistitem{%s}" % esc(e.get("name")))
        out.append("")

    refs = entries(rec, "references")
    if refs:
        out.append(f"\\section{{{ctx.h('references')}}}")
        for e in refs:
            out.append("\\cvitem{}{\\textbf{%s}\\newline{}%s}" % (
                esc(e.get("name")), esc(e.get("reference"))))
        out.append("")

    out.append("\\end{document}")
    return "\n".join(out) + "\n"
