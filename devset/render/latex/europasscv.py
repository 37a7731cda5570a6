"""europasscv (Europass 2013 layout): class keys in the document's language (our own Dutch
keys), CEFR levels in the language grid, native languages as "mother tongue", the rest under
"Additional information".
"""

import re

from .common import (DETERMINISM, address_lines, degree, entries, esc, esc_url, fmt_date,
                     fmt_range, href, score_text, strip_scheme, strs, txt)
from .tables import CEFR_RE, EUROPASS_OPT, NATIVE_RE


# The class ships no Dutch definition file: these are our own Dutch labels for its keys.
EUROPASS_NL = {
    "infosectionkey": "Persoonlijke informatie", "mothertonguekey": "Moedertaal",
    "otherlanguageskey": "Andere talen", "understandkey": "Begrijpen", "speakkey": "Spreken",
    "writekey": "Schrijven", "listenkey": "Luisteren", "readkey": "Lezen",
    "interactkey": "Gesprekken voeren", "productkey": "Spreken",
    "langshortdesckey": "Niveaus: A1 en A2: basisgebruiker -- B1 en B2: onafhankelijk gebruiker "
                        "-- C1 en C2: vaardig gebruiker",
    "langfooterkey": "Gemeenschappelijk Europees Referentiekader voor Talen",
    "europeanunionkey": "Europese Unie", "pagekey": "Pagina", "cvofkey": "Curriculum vitae van",
}


def europasscv(ctx):
    rec, lang = ctx.rec, ctx.lang

    def rng(a, b):
        return fmt_range(txt(a), txt(b), lang, "full", "present")

    def one(d):
        return fmt_date(txt(d), lang, "full")

    b = rec.get("basics") or {}
    opts = EUROPASS_OPT[lang] + ",a4paper"
    out = [f"% !TEX program = {ctx.engine}",
           f"\\documentclass[{opts}]{{europasscv}}",
           ctx.babel_line().rstrip(), DETERMINISM.rstrip()]
    if ctx.unicode_decls():  # the class loads inputenc/fontenc itself
        out.append(ctx.unicode_decls().rstrip())
    if ctx.engine == "lualatex":
        # the class loads fontspec itself; add the fallback for glyphs TeX Gyre Heros lacks
        out.append(r'\directlua{luaotfload.add_fallback("cvfallback", '
                   r'{"DejaVuSans:mode=node;"})}')
        out.append(r"\setmainfont{TeX Gyre Heros}[RawFeature={fallback=cvfallback}]")
    if lang == "nl":
        out.append("\\makeatletter")
        for k, v in EUROPASS_NL.items():
            out.append(f"\\def\\ecv@{k}{{{esc(v)}}}")
        out.append("\\makeatother")
    out.append(f"\\ecvname{{{esc(b.get('name'))}}}")
    street, cityline, country = address_lines(b.get("location"), lang)
    addr = ", ".join(x for x in (street, cityline, country) if x)
    if addr:
        out.append(f"\\ecvaddress{{{esc(addr)}}}")
    if txt(b.get("phone")):
        out.append(f"\\ecvmobile{{{esc(b['phone'])}}}")
    if txt(b.get("email")) and not re.search(r"\s", b["email"].strip()):
        out.append(f"\\ecvemail{{{esc(b['email'])}}}")
    im = []
    if txt(b.get("url")):
        if re.search(r"[\s%#{}\\~^&$]", b["url"].strip()):  # \ecvhomepage cannot show these
            im.append(("Web", href(b["url"], strip_scheme(b["url"]))))
        else:
            out.append(f"\\ecvhomepage{{{esc_url(strip_scheme(b['url']))}}}")
    for p in entries(b, "profiles"):
        net, user, url = txt(p.get("network")), txt(p.get("username")), txt(p.get("url"))
        shown = strip_scheme(url) if url else user
        if not shown:
            continue
        kind = net.lower()
        plain = not re.search(r"[\s%#{}\\~^&$]", shown)
        if kind == "github" and plain:
            out.append(f"\\ecvgithubpage{{{esc_url(shown)}}}")
        elif kind == "gitlab" and plain:
            out.append(f"\\ecvgitlabpage{{{esc_url(shown)}}}")
        elif kind == "linkedin" and plain:
            out.append(f"\\ecvlinkedinpage{{{esc_url(shown)}}}")
        elif kind == "orcid" and user and re.match(r"^[0-9X-]+$", user):
            out.append(f"\\ecvorcid{{{user}}}")
        else:
            im.append((esc(net or "Web"), href(url, shown) if url else esc(user)))
    for net, v in im:
        out.append(f"\\ecvim{{{net}}}{{{v}}}")
    out += ["", "\\begin{document}", "\\begin{europasscv}", "\\ecvpersonalinfo", ""]

    if txt(b.get("label")):
        out.append(f"\\ecvbigitem{{{ctx.w('position')}}}{{{esc(b['label'])}}}")
    if txt(b.get("summary")):
        out.append(f"\\ecvsection{{{ctx.h('summary')}}}")
        out.append(f"\\ecvitem{{}}{{{esc(b['summary'])}}}")
    out.append("")

    def block(title_dates, title, lines, items):
        out.append("\\ecvtitle{%s}{%s}" % (title_dates, title))
        for ln in lines:
            if ln:
                out.append("\\ecvitem{}{%s}" % ln)
        items = strs(items)
        if items:
            out.append("\\ecvitem{}{\\begin{ecvitemize}%s\\end{ecvitemize}}" % "".join(
                r"\item %s " % esc(x) for x in items))

    work = entries(rec, "work")
    if work:
        out.append(f"\\ecvsection{{{ctx.h('work')}}}")
        for e in work:
            org = ", ".join(x for x in (esc(e.get("name")), esc(e.get("location"))) if x)
            if txt(e.get("url")):
                org += " " + href(e["url"], strip_scheme(e["url"]))
            block(rng(e.get("startDate"), e.get("endDate")), esc(e.get("position")),
                  [org, "\\textit{%s}" % esc(e["description"]) if txt(e.get("description")) else "",
                   esc(e.get("summary"))], e.get("highlights"))
        out.append("")

    edu = entries(rec, "education")
    if edu:
        out.append(f"\\ecvsection{{{ctx.h('education')}}}")
        for e in edu:
            courses = strs(e.get("courses"))
            block(rng(e.get("startDate"), e.get("endDate")), degree(e, lang, ", "),
                  [esc(e.get("institution")), score_text(e.get("score"), lang),
                   f"{ctx.w('courses')}: {esc(', '.join(courses))}" if courses else ""], [])
        out.append("")

    vol = entries(rec, "volunteer")
    if vol:
        out.append(f"\\ecvsection{{{ctx.h('volunteer')}}}")
        for e in vol:
            block(rng(e.get("startDate"), e.get("endDate")), esc(e.get("position")),
                  [esc(e.get("organization")), esc(e.get("summary"))], e.get("highlights"))
        out.append("")

    langs = entries(rec, "languages")
    skills = entries(rec, "skills")
    if langs or skills:
        out.append(f"\\ecvsection{{{ctx.w('personal')}}}")
        native = [x for x in langs if NATIVE_RE.search(txt(x.get("fluency")))]
        others = [x for x in langs if x not in native]
        if native:
            out.append("\\ecvmothertongue{%s}" % esc(", ".join(txt(x.get("language"))
                                                             for x in native)))
        grid = [x for x in others if CEFR_RE.search(txt(x.get("fluency")))]
        free = [x for x in others if x not in grid]
        if grid:
            out.append("\\ecvlanguageheader")
            for i, x in enumerate(grid):
                lvl = CEFR_RE.search(txt(x["fluency"])).group(1)
                cmd = "\\ecvlastlanguage" if i == len(grid) - 1 and not free else "\\ecvlanguage"
                out.append("%s{%s}{%s}{%s}{%s}{%s}{%s}" % (cmd, esc(x.get("language")),
                                                           lvl, lvl, lvl, lvl, lvl))
                rest = txt(x["fluency"])
                if rest != lvl:
                    out.append("\\ecvlanguagecertificate{%s}" % esc(rest))
            if free:
                for j, x in enumerate(free):
                    cmd = "\\ecvlastlanguage" if j == len(free) - 1 else "\\ecvlanguage"
                    fl = esc(x.get("fluency"))
                    out.append("%s{%s}{%s}{%s}{%s}{%s}{%s}" % (cmd, esc(x.get("language")),
                                                               fl, "", "", "", ""))
            out.append("\\ecvlanguagefooter")
        elif free:
            out.append("\\ecvblueitem{%s}{%s}" % (ctx.w("other_lang"), "\\newline ".join(
                f"{esc(x.get('language'))}: {esc(x.get('fluency'))}" for x in free)))
        for s in skills:
            kw = esc(", ".join(strs(s.get("keywords"))))
            lvl = esc(s.get("level"))
            out.append("\\ecvblueitem{%s}{%s%s}" % (esc(s.get("name")), kw,
                                                    f"\\newline\\textit{{{lvl}}}" if lvl else ""))
        out.append("")

    extra = []
    projects = entries(rec, "projects")
    if projects:
        items = []
        for e in projects:
            head = esc(e.get("name"))
            d = rng(e.get("startDate"), e.get("endDate"))
            meta = ", ".join(x for x in (esc(e.get("type")), esc(e.get("entity")),
                                          esc(", ".join(strs(e.get("roles"))))) if x)
            line = f"\\textbf{{{head}}}" + (f" ({d})" if d else "") + (f", {meta}" if meta else "")
            if txt(e.get("description")):
                line += ". " + esc(e["description"])
            hl = strs(e.get("highlights"))
            if hl:
                line += " " + "; ".join(esc(x) for x in hl) + "."
            kw = strs(e.get("keywords"))
            if kw:
                line += f" {ctx.w('tech')}: {esc(', '.join(kw))}."
            if txt(e.get("url")):
                line += " " + href(e["url"], strip_scheme(e["url"]))
            items.append(line)
        extra.append((ctx.h("projects"), items))
    awards = entries(rec, "awards")
    if awards:
        extra.append((ctx.h("awards"), [
            ", ".join(x for x in (esc(e.get("title")), esc(e.get("awarder")), one(e.get("date")))
                      if x) + (". " + esc(e["summary"]) if txt(e.get("summary")) else "")
            for e in awards]))
    certs = entries(rec, "certificates")
    if certs:
        extra.append((ctx.h("certificates"), [
            ", ".join(x for x in (esc(e.get("name")), esc(e.get("issuer")), one(e.get("date")))
                      if x) + (" " + href(e["url"], strip_scheme(e["url"]))
                               if txt(e.get("url")) else "")
            for e in certs]))
    pubs = entries(rec, "publications")
    if pubs:
        items = []
        for e in pubs:
            line = f"\\textit{{{esc(e.get('name'))}}}"
            tail = ", ".join(x for x in (esc(e.get("publisher")), one(e.get("releaseDate"))) if x)
            if tail:
                line += ", " + tail
            line += "."
            if txt(e.get("summary")):
                line += " " + esc(e["summary"])
            if txt(e.get("url")):
                line += " " + href(e["url"])
            items.append(line)
        extra.append((ctx.h("publications"), items))
    interests = entries(rec, "interests")
    if interests:
        extra.append((ctx.h("interests"), [
            esc(e.get("name")) + (" (" + esc(", ".join(strs(e.get("keywords")))) + ")"
                                  if strs(e.get("keywords")) else "") for e in interests]))
    refs = entries(rec, "references")
    if refs:
        extra.append((ctx.h("references"), [
            esc(e.get("name")) + (": " + esc(e["reference"]) if txt(e.get("reference")) else "")
            for e in refs]))
    if extra:
        out.append(f"\\ecvsection{{{ctx.w('additional')}}}")
        for title, items in extra:
            if len(items) == 1:
                out.append("\\ecvblueitem{%s}{%s}" % (title, items[0]))
            else:
                out.append("\\ecvblueitem{%s}{\\begin{ecvitemize}%s\\end{ecvitemize}}" % (
                    title, "".join(r"\item %s " % x for x in items)))
        out.append("")

    out += ["\\end{europasscv}", "\\end{document}"]
    return "\n".join(out) + "\n"
