"""What every LaTeX template shares: escaping of text and URLs for LaTeX, dates at the
record's precision in a document's language and style, record access (names, addresses,
degrees, grades, itemize lists) and Ctx, the per-document context (language, babel, engine,
fonts, headings drawn from a PRNG seeded with sha256(template:id)).
"""

import hashlib
import random
import re

from .tables import (BABEL, COUNTRIES, HEADINGS, MONTHS, MONTHS_ABBR, PRESENT, SINCE, WORDS,
                     _LANG_INDEX, lang_of)


# ---------------------------------------------------------------------------------------------
# Escaping
# ---------------------------------------------------------------------------------------------

_ESC = {
    "\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_",
    "{": r"\{", "}": r"\}", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}",
    '"': r"\textquotedbl{}", "<": r"\textless{}", ">": r"\textgreater{}", "|": r"\textbar{}",
}
_ESC_RE = re.compile(r'[\\&%$#_{}~^"<>|]')


def esc(s):
    """Escape plain text for LaTeX running text (also inside command arguments)."""
    if s is None:
        return ""
    s = str(s).strip()
    s = _ESC_RE.sub(lambda m: _ESC[m.group(0)], s)
    # Ligatures that would change the text: -- ---, `` '', !` ?`
    s = s.replace("--", "-{}-").replace("-{}--", "-{}-{}-")
    s = s.replace("``", "`{}`").replace("''", "'{}'").replace("!`", "!{}`").replace("?`", "?{}`")
    s = s.replace(",,", ",{},")
    s = s.replace("\u00a0", "~")
    s = re.sub(r"[ \t]*\n[ \t]*\n\s*", r"\\newline ", s)  # paragraph break inside an argument
    s = re.sub(r"\s+", " ", s)
    return s


def esc_url(u):
    """Escape a URL for the first argument of \\href (inside other commands' arguments)."""
    u = str(u).strip()
    return u.replace("\\", "/").replace("%", r"\%").replace("#", r"\#").replace("&", r"\&") \
        .replace("{", "%7B").replace("}", "%7D").replace(" ", "%20")


def strip_scheme(u):
    return re.sub(r"^[a-z]+://", "", str(u).strip(), flags=re.I).rstrip("/")


def href(u, shown=None):
    """A link showing `shown` (default: the URL as written)."""
    u = str(u).strip()
    target = u if re.match(r"^[a-z]+:", u, re.I) else "https://" + u
    return r"\href{%s}{%s}" % (esc_url(target), esc(u if shown is None else shown))


def mailto(e):
    return r"\href{mailto:%s}{%s}" % (esc_url(e), esc(e))


# ---------------------------------------------------------------------------------------------
# Dates
# ---------------------------------------------------------------------------------------------

_DATE_RE = re.compile(r"^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$")


def fmt_date(d, lang, style):
    """style: abbr | full | num/ | num. | year. Never more precise than the record."""
    d = (d or "").strip()
    m = _DATE_RE.match(d)
    if not m:
        return esc(d)
    y, mo, day = m.group(1), m.group(2), m.group(3)
    if style == "year" or not mo:
        return y
    mi = int(mo) - 1
    if not 0 <= mi < 12:
        return y
    if style in ("num/", "num."):
        sep = style[-1]
        return (f"{day}{sep}" if day else "") + f"{mo}{sep}{y}"
    names = (MONTHS_ABBR if style == "abbr" else MONTHS)[lang]
    name = names[mi]
    if day:
        dd = str(int(day))
        if lang == "en":
            return f"{dd} {name} {y}"
        if lang == "de":
            return f"{dd}. {name} {y}"
        if lang in ("es", "pt"):
            return f"{dd} de {name} de {y}"
        return f"{dd} {name} {y}"
    return f"{name} {y}"


def fmt_range(start, end, lang, style, ongoing, sep=" -- "):
    """Date range; ongoing='present' gives 'START -- present', 'since' gives 'since START'."""
    s = fmt_date(start, lang, style) if start else ""
    e = fmt_date(end, lang, style) if end else ""
    if s and e:
        return s if s == e else f"{s}{sep}{e}"
    if s:
        if ongoing == "since":
            word = SINCE[lang]
            if lang == "it" and style in ("abbr", "full") and not s[:1].isdigit():
                word = "da"
            if lang == "en" and style == "year":
                word = "since"
            return f"{word} {s}"
        return f"{s}{sep}{PRESENT[lang]}"
    return e


# ---------------------------------------------------------------------------------------------
# Record access
# ---------------------------------------------------------------------------------------------

def txt(x):
    return x.strip() if isinstance(x, str) else ("" if x is None else str(x).strip())


def entries(rec, key):
    return [x for x in (rec.get(key) or []) if isinstance(x, dict)]


def strs(xs):
    return [txt(x) for x in (xs or []) if txt(x)]


def country_name(code, lang):
    code = txt(code).upper()
    if code in COUNTRIES:
        return COUNTRIES[code][_LANG_INDEX[lang]]
    return code


def address_lines(loc, lang):
    """(street, postal+city line, country) as people write them for that country."""
    loc = loc or {}
    street, city, postal = txt(loc.get("address")), txt(loc.get("city")), txt(loc.get("postalCode"))
    region, cc = txt(loc.get("region")), txt(loc.get("countryCode")).upper()
    if cc in ("US", "CA", "AU"):
        cityline = ", ".join(x for x in [city, " ".join(x for x in [region, postal] if x)] if x)
    elif cc in ("GB", "IE", "IN", "NG", "AR", "CO", "MX"):
        cityline = " ".join(x for x in [city, postal] if x)
    elif cc == "BR":
        cityline = " -- ".join(x for x in [city, region] if x)
        if postal:
            cityline = f"{postal} {cityline}".strip()
    else:
        cityline = " ".join(x for x in [postal, city] if x)
    if not cityline and region:
        cityline = region
    return street, cityline, country_name(cc, lang) if cc else ""


def split_name(name):
    """(first, last) for classes that want them apart; particles stay with the last name."""
    parts = txt(name).split()
    if len(parts) < 2:
        return txt(name), ""
    i = len(parts) - 1
    while i > 1 and parts[i - 1].lower() in ("van", "von", "de", "der", "den", "da", "di",
                                             "del", "della", "dos", "das", "du", "le", "la",
                                             "ten", "ter", "zu", "y"):
        i -= 1
    return " ".join(parts[:i]), " ".join(parts[i:])


def degree(e, lang, joiner="in"):
    st, area = txt(e.get("studyType")), txt(e.get("area"))
    if st and area:
        if joiner == "in":
            return f"{esc(st)} {WORDS[lang]['in']} {esc(area)}"
        return f"{esc(st)}{joiner}{esc(area)}"
    return esc(st or area)


def score_text(score, lang):
    score = txt(score)
    if not score:
        return ""
    if re.match(r"^[\d.,/ ]+$", score):  # a bare number gets the word people put before it
        return f"{WORDS[lang]['grade']}: {esc(score)}"
    return esc(score)


def itemize(items, opts=""):
    items = strs(items)
    if not items:
        return ""
    body = "".join(r"\item %s " % esc(x) for x in items)
    return r"\begin{itemize}%s %s\end{itemize}" % (opts, body)


class Ctx:
    def __init__(self, rec, tpl, rid, engine, langs_ok):
        self.rec, self.tpl, self.id, self.engine = rec, tpl, rid, engine
        self.lang = lang_of(rec)
        babel = BABEL[self.lang]
        self.babel = babel if babel in langs_ok else "english"
        self.rng = random.Random(hashlib.sha256(f"{tpl}:{rid}".encode()).digest())
        self._head = {}

    def h(self, key):
        """Localised heading for a section, drawn once per document."""
        if key not in self._head:
            variants = HEADINGS[self.lang][key]
            # the first wording is the common one: drawn half of the time
            self._head[key] = variants[0] if self.rng.random() < 0.5 else self.rng.choice(variants)
        return esc(self._head[key])

    def w(self, key):
        return esc(WORDS[self.lang][key])

    def fonts(self, lmodern=True):
        """Font/encoding preamble for the engine."""
        if self.engine == "pdflatex":
            out = "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n"
            if lmodern:
                out += "\\usepackage{lmodern}\n"
            return out + self.unicode_decls()
        return LUA_FONTS

    def unicode_decls(self):
        """Characters pdflatex's utf8 inputenc lacks but TS1 has."""
        if self.engine != "pdflatex":
            return ""
        return ("\\DeclareUnicodeCharacter{2212}{\\textminus}\n"
                "\\DeclareUnicodeCharacter{2192}{\\textrightarrow}\n"
                "\\DeclareUnicodeCharacter{2190}{\\textleftarrow}\n")

    def babel_line(self):
        opts = self.babel
        if opts == "spanish":
            opts = "spanish,es-minimal,es-lcroman"
        return "\\usepackage[%s]{babel}\n" % opts


# Latin Modern with DejaVu as fallback for the glyphs it lacks (currency signs, ...).
LUA_FONTS = r"""\usepackage{fontspec}
\directlua{luaotfload.add_fallback("cvfallback", {"DejaVuSans:mode=node;", "DejaVuSerif:mode=node;"})}
\setmainfont{Latin Modern Roman}[RawFeature={fallback=cvfallback}]
\setsansfont{Latin Modern Sans}[RawFeature={fallback=cvfallback}]
\setmonofont{Latin Modern Mono}[RawFeature={fallback=cvfallback}]
"""

DETERMINISM = r"""\ifdefined\pdftrailerid\pdftrailerid{}\fi
\ifdefined\pdfvariable\pdfvariable suppressoptionalinfo 512\relax\fi
"""
