"""The plain-text templates: txt-leaders (CAPITAL headings, dotted/dashed leaders to a
right-aligned place or date), txt-underlined (headings underlined with ==== or ----) and
txt-noheadings (blocks separated by blank lines, no section headings).
"""

from .common import (basics_of, detail, entries, fluency_text, has_section, interest_text,
                     interests_of, join_nonempty, languages_of, profiles_of, references_of, s,
                     section_order, skill_text, skills_of, wrap)
from .tables import ALL_HEADING_WORDS, AT


# ---------------------------------------------------------------------------------------------
# txt-leaders
# ---------------------------------------------------------------------------------------------

def leader_line(left, right, width, fill):
    """'left ....... right' padded to width; on overflow the right part goes on its own line."""
    lines = wrap(left, width) if left else []
    if not right:
        return lines
    if not lines:
        return [right.rjust(width)]
    gap = width - len(lines[-1]) - len(right) - 2
    if gap >= 3:
        lines[-1] = f"{lines[-1]} {fill * gap} {right}"
    else:
        lines.append(f"{fill * max(3, width - len(right) - 1)} {right}")
    return lines


def render_txt_leaders(record, st):
    b = basics_of(record)
    width = st.choice([72, 76, 78, 80])
    fill = st.choice([".", ".", "-"])
    variant = st.choice(["place", "dates"])  # what sits at the right end of the header line
    bullet_indent = st.choice(["  ", "   ", ""])
    center = st.chance(0.5)
    L = []

    def top(line):
        for x in wrap(line, width):
            L.append(x.center(width).rstrip() if center else x)

    top(s(b.get("name")))
    if s(b.get("label")):
        top(s(b.get("label")))
    L.append("")
    addr = st.address(b.get("location"))
    if addr:
        top(addr)
    reach = [x for x in (s(b.get("phone")), s(b.get("email"))) if x]
    if reach:
        top("  |  ".join(reach))
    for x in [s(b.get("url"))] + profiles_of(record, st):
        if x:
            top(x)

    rule = st.chance(0.4)
    for sec in section_order(st):
        if not has_section(record, sec):
            continue
        L += ["", ""] if not rule else [""]
        if rule:
            L.append("_" * width)
            L.append("")
        L += [st.heading(sec).upper(), ""]
        if sec == "summary":
            L += wrap(s(b.get("summary")), width)
        elif sec == "skills":
            for name, level, kws in skills_of(record):
                left = name + (f" ({level})" if level and name else level)
                right = ", ".join(kws)
                if left and right and len(left) + len(right) + 5 <= width:
                    L += leader_line(left, right, width, fill)
                else:
                    if left:
                        L.append(left)
                    if right:
                        L += wrap(right, width, "    ")
        elif sec == "languages":
            for lang, fl in languages_of(record):
                L += leader_line(lang, fl, min(width, 48), fill)
        elif sec == "interests":
            for name, kws in interests_of(record):
                L += wrap(interest_text(name, kws), width, bullet_indent + "  ",
                          bullet_indent + "• ")
        elif sec == "references":
            for i, (name, text) in enumerate(references_of(record)):
                if i:
                    L.append("")
                if name:
                    L += wrap(name, width)
                if text:
                    L += wrap(f"“{text}”", width, "    ")
        else:
            for i, e in enumerate(entries(record, st, sec)):
                if i:
                    L.append("")
                if variant == "place" or not e.dates:
                    L += leader_line(e.head(with_place=False), e.place, width, fill)
                    if e.dates:
                        L.append(e.dates)
                else:
                    t = e.title + (f" ({e.note})" if e.note else "")
                    L += leader_line(t, e.dates, width, fill)
                    if e.org or e.place:
                        L += wrap(join_nonempty(", ", e.org, e.place), width)
                if e.tagline:
                    L += wrap(e.tagline, width)
                if e.url:
                    L.append(e.url)
                for k, v in e.details:
                    L += wrap(detail(k, v), width, "    ", "")
                if e.summary:
                    L += wrap(e.summary, width)
                for h in e.bullets:
                    L += wrap(h, width, bullet_indent + "  ", bullet_indent + "• ")
    return "\n".join(x.rstrip() for x in L) + "\n"


# ---------------------------------------------------------------------------------------------
# txt-underlined
# ---------------------------------------------------------------------------------------------

def render_txt_underlined(record, st):
    b = basics_of(record)
    width = 78
    name_rule, sec_rule = st.choice([("=", "-"), ("=", "="), ("", "="), ("", "-")])
    dash = st.choice([" — ", " - ", ", ", f" {AT[st.lang]} "])
    place_form = st.choice(["paren", "comma"])
    labelled = st.chance(0.6)
    L = [s(b.get("name"))]
    if name_rule:
        L.append(name_rule * len(L[0]))
    if s(b.get("label")):
        L.append(s(b.get("label")))
    L.append("")
    items = [("email", s(b.get("email"))), ("phone", s(b.get("phone"))),
             ("web", s(b.get("url"))), ("address", st.address(b.get("location")))]
    for key, val in items:
        if val:
            L += wrap(f"{st.label(key)}: {val}" if labelled else val, width, "    ", "")
    L += profiles_of(record, st, bare_ok=not labelled)

    for sec in section_order(st):
        if not has_section(record, sec):
            continue
        h = st.heading(sec)
        L += ["", "", h, sec_rule * len(h), ""]
        if sec == "summary":
            L += wrap(s(b.get("summary")), width)
        elif sec == "skills":
            for name, level, kws in skills_of(record):
                L += wrap(skill_text(name, level, kws), width, "    ", "  * ")
        elif sec == "languages":
            for lang, fl in languages_of(record):
                L.append(f"  * {fluency_text(lang, fl, 'dash')}")
        elif sec == "interests":
            for name, kws in interests_of(record):
                L += wrap(interest_text(name, kws), width, "    ", "  * ")
        elif sec == "references":
            for i, (name, text) in enumerate(references_of(record)):
                if i:
                    L.append("")
                if text:
                    L += wrap(f'"{text}"', width)
                if name:
                    L += wrap(f"-- {name}", width, "       ", "    ") if text else [name]
        else:
            for i, e in enumerate(entries(record, st, sec)):
                if i:
                    L.append("")
                t = e.title + (f" ({e.note})" if e.note else "")
                head = join_nonempty(dash, t, e.org)
                if e.place:
                    head += f" ({e.place})" if place_form == "paren" else f", {e.place}"
                L += wrap(head, width, "  ", "")
                if e.dates:
                    L.append(e.dates)
                if e.tagline:
                    L += wrap(e.tagline, width)
                if e.url:
                    L.append(e.url)
                for k, v in e.details:
                    L += wrap(detail(k, v), width, "  ", "")
                if e.summary:
                    L.append("")
                    L += wrap(e.summary, width)
                if e.bullets:
                    L.append("")
                    for h2 in e.bullets:
                        L += wrap(h2, width, "    ", "  * ")
    return "\n".join(x.rstrip() for x in L) + "\n"


# ---------------------------------------------------------------------------------------------
# txt-noheadings
# ---------------------------------------------------------------------------------------------

def line_is_heading(line):
    return line.strip().rstrip(":").strip().casefold() in ALL_HEADING_WORDS


def nwrap(text, width, indent="", first=None):
    """wrap() for the no-headings template: no wrapped line may read like a section heading
    ("... North West Finance" / "Awards"), so narrow the width until none does."""
    for w in range(width, width - 12, -1):
        lines = wrap(text, w, indent, first)
        if not any(line_is_heading(x) for x in lines):
            return lines
    return lines


def render_txt_noheadings(record, st):
    b = basics_of(record)
    width = st.choice([72, 78, 80])
    bullet = st.choice(["- ", "* ", "• "])
    date_first = st.chance(0.35)
    L = [s(b.get("name"))]
    if s(b.get("label")):
        L.append(s(b.get("label")))
    lines = st.address_lines(b.get("location"))
    if st.chance(0.5):
        lines = [", ".join(lines)] if lines else []
    for line in lines:
        L += nwrap(line, width, "    ", "")
    reach = [x for x in (s(b.get("phone")), s(b.get("email"))) if x]
    if reach:
        L.append(st.choice([" · ", " | ", "   "]).join(reach))
    L += [x for x in [s(b.get("url"))] + profiles_of(record, st) if x]
    if s(b.get("summary")):
        L.append("")
        L += nwrap(s(b.get("summary")), width)
    for sec in section_order(st):
        if sec in ("summary", "skills", "languages", "interests", "references") or \
                not has_section(record, sec):
            continue
        for e in entries(record, st, sec):
            L.append("")
            head = e.head()
            if date_first and e.dates:
                L += nwrap(f"{e.dates}   {head}", width, " " * (len(e.dates) + 3), "")
            elif sec in ("awards", "certificates", "publications") and e.dates:
                L += nwrap(f"{head}, {e.dates}", width)
            else:
                L += nwrap(head, width)
                if e.dates:
                    L.append(e.dates)
            if e.tagline:
                L += nwrap(e.tagline, width)
            if e.url:
                L.append(e.url)
            for k, v in e.details:
                L += nwrap(detail(k, v), width, "    ", "")
            if e.summary:
                L += nwrap(e.summary, width)
            for h in e.bullets:
                L += nwrap(h, width, " " * len(bullet), bullet)
    tail = []
    for name, level, kws in skills_of(record):
        tail += nwrap(skill_text(name, level, kws), width, "    ", "")
    langs = languages_of(record)
    if langs:
        tail += nwrap(f"{st.heading('languages')}: " +
                     ", ".join(fluency_text(la, f, "paren") for la, f in langs), width, "    ", "")
    ints = interests_of(record)
    if ints:
        text = "; ".join(f"{n} ({', '.join(k)})" if n and k else n or ", ".join(k)
                         for n, k in ints)
        tail += nwrap(f"{st.heading('interests')}: {text}", width, "    ", "")
    if tail:
        L.append("")
        L += tail
    for name, text in references_of(record):
        L.append("")
        if text:
            L += nwrap(f'"{text}"', width)
        if name:
            L += nwrap(f"— {name}", width, "  ", "")
    return "\n".join(x.rstrip() for x in L) + "\n"
