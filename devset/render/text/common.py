"""What the six text templates share: clean strings from the record, the document language,
ISO dates, Style (every per-document choice, drawn from a PRNG seeded with
sha256(template:id)), Entry (a template-neutral dated item) and the sections of a record as
entries and lists, word wrapping and the small formatters of skills, languages and interests.
"""

import hashlib
import random
import re
import textwrap

from .tables import (COUNTRIES, DEGREE_IN, FULL_DAY_PATTERN, HEADINGS, HEADINGS_REGIONAL, LABELS,
                     LABELS_REGIONAL, LANGS, MONTHS_ABBR, MONTHS_FULL, POSTCODE_AFTER_CITY,
                     PRESENT, PRESENT_REGIONAL, SINCE)


# ---------------------------------------------------------------------------------------------
# Small helpers.
# ---------------------------------------------------------------------------------------------

def s(value):
    """A record value as a clean one-line string ('' for missing / non-string)."""
    if value is None or isinstance(value, (dict, list)):
        return ""
    return " ".join(str(value).split())


def strs(values):
    """A list of non-empty clean strings from a record array."""
    if not isinstance(values, list):
        return []
    return [t for t in (s(v) for v in values) if t]


def objs(values):
    if not isinstance(values, list):
        return []
    return [v for v in values if isinstance(v, dict)]


def join_nonempty(sep, *parts):
    return sep.join(p for p in parts if p)


def language_of(record):
    """(language, regional key): ('pt', 'pt-BR') for a Brazilian record, ('de', 'de-AT'), ...

    The region comes from meta.language ("pt-BR") or else basics.location.countryCode."""
    meta = record.get("meta") if isinstance(record.get("meta"), dict) else {}
    parts = s(meta.get("language")).replace("_", "-").split("-")
    lang = parts[0].lower()
    if lang not in LANGS:
        return "en", "en"
    cc = parts[1].upper() if len(parts) > 1 else ""
    if not cc:
        basics = record.get("basics") if isinstance(record.get("basics"), dict) else {}
        loc = basics.get("location") if isinstance(basics.get("location"), dict) else {}
        cc = s(loc.get("countryCode")).upper()
    return lang, f"{lang}-{cc}" if cc else lang


ISO_RE = re.compile(r"^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$")


def parse_iso(text):
    """'2019' -> (2019, 0, 0); '2019-09' -> (2019, 9, 0); '2019-09-12' -> (2019, 9, 12).

    Returns None for anything else (the caller prints the string as written)."""
    m = ISO_RE.match(s(text))
    if not m:
        return None
    y, mo, d = int(m.group(1)), int(m.group(2) or 0), int(m.group(3) or 0)
    if mo > 12 or d > 31 or (d and not mo):
        return None
    return (y, mo, d)


class Style:
    """Every per-document choice, drawn once from a PRNG seeded by template and record id."""

    DATE_STYLES = ("abbr", "full", "slash", "dot", "iso", "year")

    def __init__(self, template, rid, lang, date_styles=None, region=""):
        seed = int.from_bytes(hashlib.sha256(f"{template}:{rid}".encode()).digest()[:8], "big")
        self.rng = random.Random(seed)
        self.lang = lang
        self.template = template
        self.headings = dict(HEADINGS[lang], **HEADINGS_REGIONAL.get(region, {}))
        self.labels = dict(LABELS[lang], **LABELS_REGIONAL.get(region, {}))
        r = self.rng
        self.date_style = r.choice(date_styles or self.DATE_STYLES)
        if self.date_style == "dot" and lang == "en" and r.random() < 0.7:
            self.date_style = "slash"  # dotted months are rare in English CVs
        self.range_sep = r.choice([" – ", " - ", " – ", " to "] if lang == "en"
                                  else [" – ", " - ", " – "])
        if self.date_style == "year" and r.random() < 0.5:
            self.range_sep = "–"
        self.present = r.choice(PRESENT_REGIONAL.get(region, PRESENT[lang]))
        self.use_since = r.random() < 0.2
        self.country = r.choice(["code", "name", "name"])
        self.heading_idx = {sec: (0 if r.random() < 0.55 else r.randrange(len(v)))
                            for sec, v in self.headings.items()}
        self.education_first = r.random() < 0.3
        # "1. April 2016" at the start of a markdown line would open an ordered list.
        self.day_names = not template.startswith("md")
        self.degree_form = r.choice(["comma", "in", "in", "space"])

    def heading(self, section):
        variants = self.headings[section]
        return variants[self.heading_idx[section] % len(variants)]

    def label(self, key):
        return self.labels[key]

    def choice(self, options):
        return self.rng.choice(options)

    def chance(self, p):
        return self.rng.random() < p

    # ---- dates ----

    def date(self, text):
        """One ISO date at its own precision or lower, in this document's style."""
        parsed = parse_iso(text)
        if parsed is None:
            return s(text)
        y, m, d = parsed
        st = self.date_style
        if st == "year" or not m:
            return str(y)
        if st == "abbr":
            return f"{MONTHS_ABBR[self.lang][m - 1]} {y}"
        if st == "full":
            name = MONTHS_FULL[self.lang][m - 1]
            if d and self.day_names:
                return FULL_DAY_PATTERN[self.lang].format(d=d, m=name, y=y)
            return f"{name} {y}"
        if st == "slash":
            return f"{d:02d}/{m:02d}/{y}" if d and self.lang != "en" else f"{m:02d}/{y}"
        if st == "dot":
            return f"{d:02d}.{m:02d}.{y}" if d else f"{m:02d}.{y}"
        if st == "iso":
            return f"{y}-{m:02d}-{d:02d}" if d else f"{y}-{m:02d}"
        return str(y)

    def dates(self, start, end, ongoing=True):
        """A date range. A start without an end is ongoing when `ongoing` is set."""
        a, b = self.date(start), self.date(end)
        if a and b:
            return a if a == b else f"{a}{self.range_sep}{b}"
        if a:
            if not ongoing:
                return a
            if self.use_since:
                return f"{SINCE[self.lang]} {a}"
            return f"{a}{self.range_sep}{self.present}"
        return b

    # ---- places ----

    def country_name(self, code):
        code = s(code)
        if self.country == "name" and code.upper() in COUNTRIES:
            return COUNTRIES[code.upper()][self.lang]
        return code

    def address_lines(self, loc):
        """basics.location as the lines of a postal address (street / town / country)."""
        if not isinstance(loc, dict):
            return []
        street = s(loc.get("address"))
        pc, city, region = s(loc.get("postalCode")), s(loc.get("city")), s(loc.get("region"))
        code = s(loc.get("countryCode")).upper()
        if code in POSTCODE_AFTER_CITY:
            town = join_nonempty(", ", city, join_nonempty(" ", region, pc))
        else:
            town = join_nonempty(" ", pc, city)
            if region and region != city:
                town = join_nonempty(", ", town, region)
        return [x for x in (street, town, self.country_name(code)) if x]

    def address(self, loc):
        return ", ".join(self.address_lines(loc))


# ---------------------------------------------------------------------------------------------
# A template-neutral view of the record: dated entries and list sections.
# ---------------------------------------------------------------------------------------------

class Entry:
    """One dated item: a job, a degree, an award, a project, ..."""

    def __init__(self, title="", org="", place="", dates="", url="", tagline="", summary="",
                 bullets=None, details=None, note=""):
        self.title, self.org, self.place = title, org, place
        self.dates, self.url, self.tagline, self.summary = dates, url, tagline, summary
        self.bullets = bullets or []
        self.details = details or []  # [(label, value)]
        self.note = note  # short parenthetical after the title (project type)
        if not self.title:
            self.title, self.org = self.org, ""

    def head(self, sep=", ", with_place=True):
        t = self.title + (f" ({self.note})" if self.note else "")
        return join_nonempty(sep, t, self.org, self.place if with_place else "")


def degree(st, edu):
    study, area = s(edu.get("studyType")), s(edu.get("area"))
    if study and area and area.casefold() in study.casefold():
        return study  # "Bachelor of Science in Nursing" + "Nursing"
    if study and area and study.casefold() in area.casefold():
        return area
    if study and area:
        form = st.degree_form
        if form == "space" and (" " in study or len(study) > 6):
            form = "comma"
        if form == "in":
            return f"{study} {DEGREE_IN[st.lang]} {area}"
        if form == "space":
            return f"{study} {area}"
        return f"{study}, {area}"
    return study or area


def entries(record, st, section):
    """The dated entries of one section, formatted for this document's style."""
    out = []
    if section == "work":
        for w in objs(record.get("work")):
            out.append(Entry(s(w.get("position")), s(w.get("name")), s(w.get("location")),
                             st.dates(w.get("startDate"), w.get("endDate")), s(w.get("url")),
                             s(w.get("description")), s(w.get("summary")),
                             strs(w.get("highlights"))))
    elif section == "volunteer":
        for v in objs(record.get("volunteer")):
            out.append(Entry(s(v.get("position")), s(v.get("organization")), "",
                             st.dates(v.get("startDate"), v.get("endDate")), s(v.get("url")),
                             "", s(v.get("summary")), strs(v.get("highlights"))))
    elif section == "education":
        for e in objs(record.get("education")):
            details = []
            score = s(e.get("score"))
            if score and len(re.findall(r"[^\W\d_]+", score)) >= 2:
                details.append(("", score))  # "First Class Honours" needs no label
            elif score:
                details.append((st.label("score"), score))
            if strs(e.get("courses")):
                details.append((st.label("courses"), ", ".join(strs(e.get("courses")))))
            out.append(Entry(degree(st, e), s(e.get("institution")), "",
                             st.dates(e.get("startDate"), e.get("endDate")), s(e.get("url")),
                             details=details))
    elif section == "awards":
        for a in objs(record.get("awards")):
            out.append(Entry(s(a.get("title")), s(a.get("awarder")), "", st.date(a.get("date")),
                             summary=s(a.get("summary"))))
    elif section == "certificates":
        for c in objs(record.get("certificates")):
            out.append(Entry(s(c.get("name")), s(c.get("issuer")), "", st.date(c.get("date")),
                             s(c.get("url"))))
    elif section == "publications":
        for p in objs(record.get("publications")):
            out.append(Entry(s(p.get("name")), s(p.get("publisher")), "",
                             st.date(p.get("releaseDate")), s(p.get("url")),
                             summary=s(p.get("summary"))))
    elif section == "projects":
        for p in objs(record.get("projects")):
            details = []
            if strs(p.get("roles")):
                details.append((st.label("roles"), ", ".join(strs(p.get("roles")))))
            if strs(p.get("keywords")):
                details.append((st.label("keywords"), ", ".join(strs(p.get("keywords")))))
            out.append(Entry(s(p.get("name")), s(p.get("entity")), "",
                             st.dates(p.get("startDate"), p.get("endDate")), s(p.get("url")),
                             "", s(p.get("description")), strs(p.get("highlights")), details,
                             note=s(p.get("type"))))
    return out


def section_order(st):
    order = ["summary", "work", "education", "projects", "volunteer", "awards", "certificates",
             "publications", "skills", "languages", "interests", "references"]
    if st.education_first:
        order.remove("education")
        order.insert(1, "education")
    return order


def skills_of(record):
    return [(s(k.get("name")), s(k.get("level")), strs(k.get("keywords")))
            for k in objs(record.get("skills"))]


def languages_of(record):
    return [(s(x.get("language")), s(x.get("fluency"))) for x in objs(record.get("languages"))
            if s(x.get("language")) or s(x.get("fluency"))]


def interests_of(record):
    return [(s(x.get("name")), strs(x.get("keywords"))) for x in objs(record.get("interests"))]


def references_of(record):
    return [(s(x.get("name")), s(x.get("reference"))) for x in objs(record.get("references"))
            if s(x.get("name")) or s(x.get("reference"))]


def profiles_of(record, st, bare_ok=True):
    """basics.profiles as 'Network: url', the bare URL, or 'Network: username'."""
    basics = record.get("basics") if isinstance(record.get("basics"), dict) else {}
    bare = bare_ok and st.chance(0.4)
    out = []
    for p in objs(basics.get("profiles")):
        net, url, user = s(p.get("network")), s(p.get("url")), s(p.get("username"))
        if url:
            out.append(url if bare or not net else f"{net}: {url}")
        elif user:
            out.append(f"{net}: {user}" if net else user)
    return out


def basics_of(record):
    return record.get("basics") if isinstance(record.get("basics"), dict) else {}


def has_section(record, section):
    if section == "summary":
        return bool(s(basics_of(record).get("summary")))
    if section == "skills":
        return any(n or kw for n, _, kw in skills_of(record))
    if section == "languages":
        return bool(languages_of(record))
    if section == "interests":
        return any(n or kw for n, kw in interests_of(record))
    if section == "references":
        return bool(references_of(record))
    return bool(objs(record.get(section)))


def wrap(text, width, indent="", first=None):
    """textwrap that never breaks words, hyphenated words or URLs."""
    return textwrap.wrap(text, width=width, initial_indent=indent if first is None else first,
                         subsequent_indent=indent, break_long_words=False,
                         break_on_hyphens=False) or [first or indent]


def detail(label, value):
    return f"{label}: {value}" if label else value


def fluency_text(lang, fluency, form):
    if not fluency:
        return lang
    if not lang:
        return fluency
    if form == "paren":
        return f"{lang} ({fluency})"
    if form == "colon":
        return f"{lang}: {fluency}"
    return f"{lang} — {fluency}"


def skill_text(name, level, keywords):
    """'Name (level): kw, kw' with whatever parts exist."""
    head = name + (f" ({level})" if level and name else level if level else "")
    if keywords:
        return f"{head}: {', '.join(keywords)}" if head else ", ".join(keywords)
    return head


def interest_text(name, keywords):
    if keywords:
        return f"{name}: {', '.join(keywords)}" if name else ", ".join(keywords)
    return name
