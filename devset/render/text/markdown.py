"""The markdown templates: md-leftdates (dates in a left column before **title**, org,
place), md-pandoc (headerless simple table for contacts, definition lists for entries, pipe
tables for skills and languages) and md-jsonresume-like (### Position | Org | Dates, like the
"markdown résumé" gists).
"""

from .common import (basics_of, detail, entries, fluency_text, has_section, interest_text,
                     interests_of, join_nonempty, languages_of, objs, profiles_of, references_of,
                     s, section_order, skills_of)
from .tables import GIST_HEADINGS


# ---------------------------------------------------------------------------------------------
# md-leftdates
# ---------------------------------------------------------------------------------------------

def render_md_leftdates(record, st):
    b = basics_of(record)
    L = []
    L.append(f"# {s(b.get('name'))}")
    label = s(b.get("label"))
    if label:
        L += ["", st.choice([f"**{label}**", f"*{label}*", label])]
    contact = [s(b.get("email")), s(b.get("phone")), s(b.get("url")),
               st.address(b.get("location"))] + profiles_of(record, st)
    contact = [c for c in contact if c]
    if contact:
        sep = st.choice([" · ", " | ", " • "])
        L += ["", sep.join(contact)]
    bullet = st.choice(["-", "-", "*"])
    date_wrap = st.choice(["", "", "**", "`"])
    for sec in section_order(st):
        if not has_section(record, sec):
            continue
        L += ["", f"## {st.heading(sec)}", ""]
        if sec == "summary":
            L.append(s(b.get("summary")))
        elif sec in ("skills", "languages", "interests", "references"):
            L += md_lists(record, st, sec, bullet)
        else:
            es = entries(record, st, sec)
            width = max(len(e.dates) for e in es)
            for i, e in enumerate(es):
                if i:
                    L.append("")
                dates = f"{date_wrap}{e.dates}{date_wrap}" if e.dates else ""
                pad = " " * (width - len(e.dates) + 2) if dates else ""
                head = f"**{e.title}**" + (f" ({e.note})" if e.note else "")
                head = join_nonempty(", ", head, e.org, e.place)
                L.append(f"{dates}{pad}{head}")
                if e.tagline:
                    L.append(f"*{e.tagline}*")
                if e.url:
                    L.append(f"<{e.url}>")
                for k, v in e.details:
                    L.append(f"{detail(k, v)}  ")
                if L[-1].endswith("  "):
                    L[-1] = L[-1].rstrip()
                if e.summary:
                    L += ["", e.summary]
                if e.bullets:
                    L.append("")
                    L += [f"{bullet} {h}" for h in e.bullets]
    return "\n".join(L) + "\n"


def md_lists(record, st, sec, bullet):
    """Skills / languages / interests / references as markdown lists."""
    L = []
    if sec == "skills":
        for name, level, kws in skills_of(record):
            head = f"**{name}**" if name else ""
            if level:
                head = f"{head} ({level})" if head else level
            L.append(f"{bullet} {head}: {', '.join(kws)}" if kws and head else
                     f"{bullet} {head or ', '.join(kws)}")
    elif sec == "languages":
        langs = languages_of(record)
        form = st.choice(["dash", "paren", "colon"])
        if st.chance(0.4):
            L.append(", ".join(fluency_text(lang, f, "paren")
                               for lang, f in langs))
        else:
            L += [f"{bullet} {fluency_text(lang, f, form)}" for lang, f in langs]
    elif sec == "interests":
        for name, kws in interests_of(record):
            if name and kws:
                L.append(f"{bullet} **{name}**: {', '.join(kws)}")
            else:
                L.append(f"{bullet} {interest_text(name, kws)}")
    elif sec == "references":
        for i, (name, text) in enumerate(references_of(record)):
            if i:
                L.append("")
            if text:
                L.append(f"> {text}")
            if name:
                L += [">", f"> — {name}"] if text else [name]
    return L


# ---------------------------------------------------------------------------------------------
# md-pandoc
# ---------------------------------------------------------------------------------------------

def pipe_table(header, rows):
    """A pandoc/GFM pipe table with padded columns ('|' in cells escaped)."""
    rows = [[c.replace("|", "\\|") for c in r] for r in rows]
    cols = list(zip(*([header] + rows)))
    w = [max(3, max(len(c) for c in col)) for col in cols]
    out = ["| " + " | ".join(h.ljust(w[i]) for i, h in enumerate(header)) + " |",
           "|" + "|".join(":" + "-" * (w[i] + 1) for i in range(len(w))) + "|"]
    out += ["| " + " | ".join(c.ljust(w[i]) for i, c in enumerate(r)) + " |" for r in rows]
    return out


def render_md_pandoc(record, st):
    b = basics_of(record)
    L = []
    name = s(b.get("name"))
    title_block = st.chance(0.4)
    L.append(f"% {name}" if title_block else f"# {name}")
    if s(b.get("label")):
        L += ["", f"*{s(b.get('label'))}*"]
    rows = [(st.label("email"), s(b.get("email"))), (st.label("phone"), s(b.get("phone"))),
            (st.label("web"), s(b.get("url")))]
    loc_lines = st.address_lines(b.get("location"))
    for i, line in enumerate(loc_lines):
        rows.append((st.label("address") if i == 0 else "", line))
    for p in objs(b.get("profiles")):
        net, url, user = s(p.get("network")), s(p.get("url")), s(p.get("username"))
        if user and url and user.casefold() not in url.casefold():
            rows.append((net, f"{user} · {url}"))  # a fediverse handle is not in its URL
        elif url or user:
            rows.append((net, url or user))
    rows = [(k, v) for k, v in rows if v]
    if rows:
        kw = max(len(k) for k, _ in rows) + 2
        vw = max(len(v) for _, v in rows)
        rule = "-" * kw + "  " + "-" * vw
        L += ["", rule] + [(k.ljust(kw) + "  " + v).rstrip() for k, v in rows] + [rule]
    level = "#" if title_block else "##"
    term_is_dates = st.chance(0.5)
    for sec in section_order(st):
        if not has_section(record, sec):
            continue
        L += ["", f"{level} {st.heading(sec)}", ""]
        if sec == "summary":
            L.append(s(b.get("summary")))
        elif sec == "skills":
            sk = skills_of(record)
            if any(lv for _, lv, _ in sk):
                L += pipe_table([st.label("skill"), st.label("level"), st.label("details")],
                                [[n, lv, ", ".join(k)] for n, lv, k in sk])
            else:
                L += pipe_table([st.label("skill"), st.label("details")],
                                [[n, ", ".join(k)] for n, _, k in sk])
        elif sec == "languages":
            L += pipe_table([st.label("language"), st.label("fluency")],
                            [[la, f] for la, f in languages_of(record)])
        elif sec == "interests":
            for i, (n, kws) in enumerate(interests_of(record)):
                if i:
                    L.append("")
                if n and kws:
                    L += [n, f":   {', '.join(kws)}"]
                else:
                    L.append(f"- {n or ', '.join(kws)}")
        elif sec == "references":
            for i, (n, text) in enumerate(references_of(record)):
                if i:
                    L.append("")
                if n and text:
                    L += [n, f":   {text}"]
                else:
                    L.append(n or text)
        else:
            for i, e in enumerate(entries(record, st, sec)):
                if i:
                    L.append("")
                head = f"**{e.title}**" + (f" ({e.note})" if e.note else "")
                head = join_nonempty(", ", head, e.org)
                if term_is_dates and e.dates:
                    L += [e.dates, f":   {join_nonempty(', ', head, e.place)}"]
                else:
                    L += [head.replace("**", ""), ":   " + (join_nonempty(
                        ", ", f"*{e.dates}*" if e.dates else "", e.place) or e.title)]
                body = []
                if e.tagline:
                    body.append([f"*{e.tagline}*"])
                if e.url:
                    body.append([f"<{e.url}>"])
                if e.details:
                    body.append([detail(k, v) + ("\\" if j < len(e.details) - 1 else "")
                                 for j, (k, v) in enumerate(e.details)])
                if e.summary:
                    body.append([e.summary])
                if e.bullets:
                    body.append([f"- {h}" for h in e.bullets])
                for para in body:
                    L.append("")
                    L += ["    " + x for x in para]
    return "\n".join(L) + "\n"


# ---------------------------------------------------------------------------------------------
# md-jsonresume-like
# ---------------------------------------------------------------------------------------------

def render_md_jsonresume_like(record, st):
    b = basics_of(record)
    gist = st.lang == "en" and st.chance(0.5)
    L = [f"# {s(b.get('name'))}"]
    if s(b.get("label")):
        L += ["", st.choice([f"> {s(b.get('label'))}", f"### {s(b.get('label'))}"])]
    contact = [s(b.get("email")), s(b.get("phone")), s(b.get("url")),
               st.address(b.get("location"))]
    contact = [c for c in contact if c]
    if contact:
        L += [""] + [f"{c}  " for c in contact[:-1]] + [contact[-1]]
    profs = profiles_of(record, st, bare_ok=False)
    if profs:
        L += [""] + [f"* {p}" for p in profs]
    for sec in section_order(st):
        if not has_section(record, sec):
            continue
        head = GIST_HEADINGS["en"][sec] if gist else st.heading(sec)
        L += ["", f"## {head}", ""]
        if sec == "summary":
            L.append(s(b.get("summary")))
        elif sec == "skills":
            for name, level, kws in skills_of(record):
                h = f"**{name}**" if name else ""
                if level:
                    h = f"{h} ({level})" if h else level
                L.append(f"* {h}: {', '.join(kws)}" if h and kws else f"* {h or ', '.join(kws)}")
        elif sec == "languages":
            L += [f"* {fluency_text(la, f, 'colon')}" for la, f in languages_of(record)]
        elif sec == "interests":
            L += [f"* {interest_text(n, k)}" for n, k in interests_of(record)]
        elif sec == "references":
            for i, (n, text) in enumerate(references_of(record)):
                if i:
                    L.append("")
                if n:
                    L.append(f"### {n}")
                if text:
                    L.append(f"> {text}")
        else:
            for i, e in enumerate(entries(record, st, sec)):
                if i:
                    L.append("")
                t = e.title + (f" ({e.note})" if e.note else "")
                L.append("### " + join_nonempty(" | ", t, e.org, e.dates))
                sub = join_nonempty(" · ", f"*{e.place}*" if e.place else "", e.url)
                if sub:
                    L.append(sub)
                if e.tagline:
                    L.append(f"_{e.tagline}_")
                for k, v in e.details:
                    L.append((f"**{k}:** {v}" if k else v) + "  ")
                if L[-1].endswith("  "):
                    L[-1] = L[-1].rstrip()
                if e.summary:
                    L += ["", e.summary]
                if e.bullets:
                    L.append("")
                    L += [f"* {h}" for h in e.bullets]
    return "\n".join(L) + "\n"
