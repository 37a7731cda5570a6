#!/usr/bin/env python3
"""Render JSON Resume records as LaTeX CVs in several document classes and compile them to PDF.

    python3 devset/render/latex.py --out OUTDIR [--templates a,b] [--jobs 2] [--force]
                                   [--timeout 60] RECORD.json...

writes OUTDIR/latex-<template>/<id>.tex and OUTDIR/latex-<template>/<id>.pdf (id = the record's
file stem) and OUTDIR/latex-status.json: one {template, id, ok, engine, seconds, cached, error}
per document ever built into OUTDIR (entries of this run replace older ones). Each document is
compiled in its own temporary folder under OUTDIR/latex-<template>/ with
`-interaction=nonstopmode -halt-on-error`, rerun while LaTeX asks for it (at most 3 passes),
60 s of CPU time per document for all passes (enforced with prlimit, so a busy machine does not
fail documents; 300 s of wall-clock time is the backstop), 2 documents in parallel; the PDF is
moved into place atomically. A
document that fails is reported (error = the first "! ..." line of the log and its "l.NN"
line) and the run goes on. A document is skipped when its PDF is newer than both the record and
this script (--force rebuilds).

Output is deterministic: SOURCE_DATE_EPOCH / FORCE_SOURCE_DATE fix every date the engines write
(and \\today), \\pdftrailerid{} drops the random /ID; per-document choices (heading wording)
come from a PRNG seeded with sha256(template + ":" + id). Same input, same PDF bytes.

Templates (details in devset/render/latex/README.md):
  moderncv-casual    moderncv, style casual;   dates "Sep 2019 -- Mar 2021", "... -- present"
  moderncv-classic   moderncv, style classic;  dates "09/2019 -- 03/2021", "since 09/2019"
  moderncv-banking   moderncv, style banking;  dates "2019 -- 2021", "2021 -- present"
  moderncv-oldstyle  moderncv, style oldstyle; dates "September 2019 -- March 2021", "since ..."
  moderncv-fancy     moderncv, style fancy;    dates "09.2019 -- 03.2021", "... -- present"
  europasscv         europasscv class (Europass 2013 layout); dates "September 2019 -- present"
  curve              CurVe class, one rubric per section; dates "2019--2021", "since 2021"
  article-tabular    plain article; per entry a tabular with a left date column
                     "09/2019 -- 03/2021", "09/2019 -- present"
  altacv             AltaCV: only when altacv.cls is installed (Debian 12's TeX Live has none);
                     otherwise reported as skipped. Not in the default list.

Language: meta.language de/fr/es/it/pt/nl gets babel in that language, localised headings,
month names, "present"/"since" words and labels; anything else is English (babel english).
Engine: pdflatex (utf8 inputenc, T1 fontenc); a document whose text pdflatex cannot set
("not set up for use with LaTeX") is redone with lualatex (fontspec, DejaVu fallback font).

Exit status: 0 every document built (or up to date), 1 at least one failed, 2 usage error.
Standard library only.
"""

import argparse
import concurrent.futures
import hashlib
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

SCRIPT = os.path.abspath(__file__)
SOURCE_DATE_EPOCH = "1717200000"  # 2024-06-01 00:00 UTC: the date every PDF claims

TEMPLATES = ["moderncv-casual", "moderncv-classic", "moderncv-banking", "moderncv-oldstyle",
             "moderncv-fancy", "europasscv", "curve", "article-tabular"]
OPTIONAL_TEMPLATES = ["altacv"]
CLASS_FILE = {"europasscv": "europasscv.cls", "curve": "curve.cls", "altacv": "altacv.cls"}

# ---------------------------------------------------------------------------------------------
# Language tables
# ---------------------------------------------------------------------------------------------

MONTHS = {
    "en": ["January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
           "Oktober", "November", "Dezember"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
           "octobre", "novembre", "décembre"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
           "septiembre", "octubre", "noviembre", "diciembre"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
           "settembre", "ottobre", "novembre", "dicembre"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto",
           "setembro", "outubro", "novembro", "dezembro"],
    "nl": ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus",
           "september", "oktober", "november", "december"],
}
MONTHS_ABBR = {
    "en": ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    "de": ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.",
           "Nov.", "Dez."],
    "fr": ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.",
           "nov.", "déc."],
    "es": ["ene.", "feb.", "mar.", "abr.", "may.", "jun.", "jul.", "ago.", "sept.", "oct.",
           "nov.", "dic."],
    "it": ["gen.", "feb.", "mar.", "apr.", "mag.", "giu.", "lug.", "ago.", "set.", "ott.",
           "nov.", "dic."],
    "pt": ["jan.", "fev.", "mar.", "abr.", "mai.", "jun.", "jul.", "ago.", "set.", "out.",
           "nov.", "dez."],
    "nl": ["jan.", "feb.", "mrt.", "apr.", "mei", "jun.", "jul.", "aug.", "sep.", "okt.",
           "nov.", "dec."],
}
PRESENT = {"en": "present", "de": "heute", "fr": "aujourd'hui", "es": "actualidad",
           "it": "oggi", "pt": "atual", "nl": "heden"}
SINCE = {"en": "since", "de": "seit", "fr": "depuis", "es": "desde", "it": "dal", "pt": "desde",
         "nl": "sinds"}
BABEL = {"en": "english", "de": "ngerman", "fr": "french", "es": "spanish", "it": "italian",
         "pt": "portuguese", "nl": "dutch"}
BABEL_LDF = {"english": "english.ldf", "ngerman": "ngerman.ldf", "french": "french.ldf",
             "spanish": "spanish.ldf", "italian": "italian.ldf", "portuguese": "portuguese.ldf",
             "dutch": "dutch.ldf"}
EUROPASS_OPT = {"en": "english", "de": "german", "fr": "french", "es": "spanish",
                "it": "italian", "pt": "portuguese", "nl": "english"}

# First variant = most common wording.
HEADINGS = {
    "en": {
        "summary": ["Profile", "Summary", "About Me", "Professional Summary"],
        "work": ["Work Experience", "Experience", "Professional Experience",
                 "Employment History"],
        "education": ["Education", "Education and Training", "Academic Background"],
        "volunteer": ["Volunteering", "Volunteer Experience"],
        "awards": ["Awards", "Honours and Awards"],
        "certificates": ["Certifications", "Certificates"],
        "publications": ["Publications", "Selected Publications"],
        "skills": ["Skills", "Technical Skills", "Skills and Expertise"],
        "languages": ["Languages", "Language Skills"],
        "interests": ["Interests", "Hobbies and Interests"],
        "references": ["References", "Referees"],
        "projects": ["Projects", "Selected Projects"],
    },
    "de": {
        "summary": ["Profil", "Kurzprofil", "Über mich"],
        "work": ["Berufserfahrung", "Beruflicher Werdegang", "Berufliche Erfahrung"],
        "education": ["Ausbildung", "Bildungsweg", "Studium und Ausbildung"],
        "volunteer": ["Ehrenamtliches Engagement", "Ehrenamt"],
        "awards": ["Auszeichnungen", "Preise und Auszeichnungen"],
        "certificates": ["Zertifikate", "Zertifizierungen", "Weiterbildungen und Zertifikate"],
        "publications": ["Veröffentlichungen", "Publikationen"],
        "skills": ["Kenntnisse", "Fähigkeiten", "Kenntnisse und Fähigkeiten"],
        "languages": ["Sprachen", "Sprachkenntnisse"],
        "interests": ["Interessen", "Hobbys und Interessen"],
        "references": ["Referenzen"],
        "projects": ["Projekte", "Projekterfahrung"],
    },
    "fr": {
        "summary": ["Profil", "Résumé", "À propos"],
        "work": ["Expérience professionnelle", "Expériences professionnelles", "Parcours professionnel"],
        "education": ["Formation", "Études et diplômes", "Formation académique"],
        "volunteer": ["Bénévolat", "Engagement associatif"],
        "awards": ["Prix et distinctions", "Distinctions"],
        "certificates": ["Certifications", "Certificats"],
        "publications": ["Publications"],
        "skills": ["Compétences", "Compétences techniques"],
        "languages": ["Langues", "Compétences linguistiques"],
        "interests": ["Centres d'intérêt", "Loisirs"],
        "references": ["Références"],
        "projects": ["Projets", "Projets réalisés"],
    },
    "es": {
        "summary": ["Perfil", "Perfil profesional", "Sobre mí"],
        "work": ["Experiencia laboral", "Experiencia profesional", "Trayectoria profesional"],
        "education": ["Formación", "Formación académica", "Educación"],
        "volunteer": ["Voluntariado", "Experiencia de voluntariado"],
        "awards": ["Premios", "Premios y reconocimientos"],
        "certificates": ["Certificaciones", "Certificados"],
        "publications": ["Publicaciones"],
        "skills": ["Habilidades", "Competencias", "Conocimientos"],
        "languages": ["Idiomas"],
        "interests": ["Intereses", "Aficiones"],
        "references": ["Referencias"],
        "projects": ["Proyectos", "Proyectos destacados"],
    },
    "it": {
        "summary": ["Profilo", "Profilo professionale", "Chi sono"],
        "work": ["Esperienza professionale", "Esperienze lavorative", "Esperienza lavorativa"],
        "education": ["Istruzione", "Istruzione e formazione", "Formazione"],
        "volunteer": ["Volontariato", "Attività di volontariato"],
        "awards": ["Premi e riconoscimenti", "Premi"],
        "certificates": ["Certificazioni", "Attestati"],
        "publications": ["Pubblicazioni"],
        "skills": ["Competenze", "Competenze tecniche", "Capacità e competenze"],
        "languages": ["Lingue", "Competenze linguistiche"],
        "interests": ["Interessi", "Hobby e interessi"],
        "references": ["Referenze"],
        "projects": ["Progetti", "Progetti principali"],
    },
    "pt": {
        "summary": ["Perfil", "Perfil profissional", "Sobre mim"],
        "work": ["Experiência profissional", "Experiência", "Histórico profissional"],
        "education": ["Formação", "Formação académica", "Educação"],
        "volunteer": ["Voluntariado", "Trabalho voluntário"],
        "awards": ["Prémios", "Prêmios e reconhecimentos"],
        "certificates": ["Certificações", "Certificados"],
        "publications": ["Publicações"],
        "skills": ["Competências", "Habilidades", "Conhecimentos"],
        "languages": ["Idiomas", "Línguas"],
        "interests": ["Interesses", "Hobbies"],
        "references": ["Referências"],
        "projects": ["Projetos", "Projetos relevantes"],
    },
    "nl": {
        "summary": ["Profiel", "Over mij", "Persoonlijk profiel"],
        "work": ["Werkervaring", "Loopbaan", "Professionele ervaring"],
        "education": ["Opleiding", "Opleidingen", "Onderwijs"],
        "volunteer": ["Vrijwilligerswerk"],
        "awards": ["Prijzen", "Prijzen en onderscheidingen"],
        "certificates": ["Certificaten", "Certificeringen"],
        "publications": ["Publicaties"],
        "skills": ["Vaardigheden", "Kennis en vaardigheden", "Competenties"],
        "languages": ["Talen", "Talenkennis"],
        "interests": ["Interesses", "Hobby's"],
        "references": ["Referenties"],
        "projects": ["Projecten"],
    },
}

# Small words used inside entries.
WORDS = {
    "en": {"grade": "Grade", "courses": "Courses", "tech": "Technologies", "role": "Role",
           "in": "in", "position": "Position", "additional": "Additional information",
           "personal": "Personal skills", "contact": "Contact", "other_lang": "Other languages"},
    "de": {"grade": "Note", "courses": "Schwerpunkte", "tech": "Technologien", "role": "Rolle",
           "in": "in", "position": "Position", "additional": "Zusätzliche Informationen",
           "personal": "Persönliche Fähigkeiten", "contact": "Kontakt",
           "other_lang": "Weitere Sprachen"},
    "fr": {"grade": "Mention", "courses": "Cours", "tech": "Technologies", "role": "Rôle",
           "in": "en", "position": "Poste visé", "additional": "Informations complémentaires",
           "personal": "Compétences personnelles", "contact": "Contact",
           "other_lang": "Autres langues"},
    "es": {"grade": "Nota", "courses": "Asignaturas", "tech": "Tecnologías", "role": "Rol",
           "in": "en", "position": "Puesto", "additional": "Información adicional",
           "personal": "Competencias personales", "contact": "Contacto",
           "other_lang": "Otros idiomas"},
    "it": {"grade": "Voto", "courses": "Corsi", "tech": "Tecnologie", "role": "Ruolo",
           "in": "in", "position": "Posizione", "additional": "Ulteriori informazioni",
           "personal": "Competenze personali", "contact": "Contatti",
           "other_lang": "Altre lingue"},
    "pt": {"grade": "Nota", "courses": "Disciplinas", "tech": "Tecnologias", "role": "Função",
           "in": "em", "position": "Cargo pretendido", "additional": "Informação adicional",
           "personal": "Competências pessoais", "contact": "Contacto",
           "other_lang": "Outras línguas"},
    "nl": {"grade": "Cijfer", "courses": "Vakken", "tech": "Technologieën", "role": "Rol",
           "in": "in", "position": "Functie", "additional": "Aanvullende informatie",
           "personal": "Persoonlijke vaardigheden", "contact": "Contact",
           "other_lang": "Andere talen"},
}

# Country names for basics.location.countryCode: (en, de, fr, es, it, pt, nl).
_LANG_INDEX = {"en": 0, "de": 1, "fr": 2, "es": 3, "it": 4, "pt": 5, "nl": 6}
COUNTRIES = {
    "AR": ("Argentina", "Argentinien", "Argentine", "Argentina", "Argentina", "Argentina", "Argentinië"),
    "AT": ("Austria", "Österreich", "Autriche", "Austria", "Austria", "Áustria", "Oostenrijk"),
    "AU": ("Australia", "Australien", "Australie", "Australia", "Australia", "Austrália", "Australië"),
    "BE": ("Belgium", "Belgien", "Belgique", "Bélgica", "Belgio", "Bélgica", "België"),
    "BR": ("Brazil", "Brasilien", "Brésil", "Brasil", "Brasile", "Brasil", "Brazilië"),
    "CA": ("Canada", "Kanada", "Canada", "Canadá", "Canada", "Canadá", "Canada"),
    "CH": ("Switzerland", "Schweiz", "Suisse", "Suiza", "Svizzera", "Suíça", "Zwitserland"),
    "CL": ("Chile", "Chile", "Chili", "Chile", "Cile", "Chile", "Chili"),
    "CN": ("China", "China", "Chine", "China", "Cina", "China", "China"),
    "CO": ("Colombia", "Kolumbien", "Colombie", "Colombia", "Colombia", "Colômbia", "Colombia"),
    "CZ": ("Czech Republic", "Tschechien", "Tchéquie", "Chequia", "Cechia", "Chéquia", "Tsjechië"),
    "DE": ("Germany", "Deutschland", "Allemagne", "Alemania", "Germania", "Alemanha", "Duitsland"),
    "DK": ("Denmark", "Dänemark", "Danemark", "Dinamarca", "Danimarca", "Dinamarca", "Denemarken"),
    "ES": ("Spain", "Spanien", "Espagne", "España", "Spagna", "Espanha", "Spanje"),
    "FI": ("Finland", "Finnland", "Finlande", "Finlandia", "Finlandia", "Finlândia", "Finland"),
    "FR": ("France", "Frankreich", "France", "Francia", "Francia", "França", "Frankrijk"),
    "GB": ("United Kingdom", "Vereinigtes Königreich", "Royaume-Uni", "Reino Unido",
           "Regno Unito", "Reino Unido", "Verenigd Koninkrijk"),
    "GR": ("Greece", "Griechenland", "Grèce", "Grecia", "Grecia", "Grécia", "Griekenland"),
    "IE": ("Ireland", "Irland", "Irlande", "Irlanda", "Irlanda", "Irlanda", "Ierland"),
    "IN": ("India", "Indien", "Inde", "India", "India", "Índia", "India"),
    "IT": ("Italy", "Italien", "Italie", "Italia", "Italia", "Itália", "Italië"),
    "JP": ("Japan", "Japan", "Japon", "Japón", "Giappone", "Japão", "Japan"),
    "LU": ("Luxembourg", "Luxemburg", "Luxembourg", "Luxemburgo", "Lussemburgo", "Luxemburgo", "Luxemburg"),
    "MX": ("Mexico", "Mexiko", "Mexique", "México", "Messico", "México", "Mexico"),
    "NG": ("Nigeria", "Nigeria", "Nigeria", "Nigeria", "Nigeria", "Nigéria", "Nigeria"),
    "NL": ("Netherlands", "Niederlande", "Pays-Bas", "Países Bajos", "Paesi Bassi",
           "Países Baixos", "Nederland"),
    "NO": ("Norway", "Norwegen", "Norvège", "Noruega", "Norvegia", "Noruega", "Noorwegen"),
    "NZ": ("New Zealand", "Neuseeland", "Nouvelle-Zélande", "Nueva Zelanda", "Nuova Zelanda",
           "Nova Zelândia", "Nieuw-Zeeland"),
    "PE": ("Peru", "Peru", "Pérou", "Perú", "Perù", "Peru", "Peru"),
    "PL": ("Poland", "Polen", "Pologne", "Polonia", "Polonia", "Polónia", "Polen"),
    "PT": ("Portugal", "Portugal", "Portugal", "Portugal", "Portogallo", "Portugal", "Portugal"),
    "RO": ("Romania", "Rumänien", "Roumanie", "Rumania", "Romania", "Roménia", "Roemenië"),
    "SE": ("Sweden", "Schweden", "Suède", "Suecia", "Svezia", "Suécia", "Zweden"),
    "TR": ("Turkey", "Türkei", "Turquie", "Turquía", "Turchia", "Turquia", "Turkije"),
    "US": ("USA", "USA", "États-Unis", "Estados Unidos", "Stati Uniti", "Estados Unidos",
           "Verenigde Staten"),
    "ZA": ("South Africa", "Südafrika", "Afrique du Sud", "Sudáfrica", "Sudafrica",
           "África do Sul", "Zuid-Afrika"),
}

NATIVE_RE = re.compile(r"native|mother\s*tongue|muttersprache|langue maternelle|nativ[oa]|"
                       r"lengua materna|madrelingua|lingua madre|l[íi]ngua materna|moedertaal",
                       re.I)
CEFR_RE = re.compile(r"\b([ABC][12])\b")


def lang_of(rec):
    lang = ((rec.get("meta") or {}).get("language") or "en").lower()[:2]
    return lang if lang in HEADINGS else "en"


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


MODERNCV_SOCIAL = {"linkedin": "linkedin", "xing": "xing", "twitter": "twitter", "x": "twitter",
                   "github": "github", "gitlab": "gitlab", "stackoverflow": "stackoverflow",
                   "stack overflow": "stackoverflow", "bitbucket": "bitbucket", "skype": "skype",
                   "orcid": "orcid", "researchgate": "researchgate", "telegram": "telegram",
                   "whatsapp": "whatsapp"}
_SAFE_HANDLE = re.compile(r"^[A-Za-z0-9.\-]+$")


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

# ---------------------------------------------------------------------------------------------
# moderncv
# ---------------------------------------------------------------------------------------------

MODERNCV_STYLES = {
    # style: (color, date style, ongoing, summary placement, skills layout, languages layout)
    "casual": ("blue", "abbr", "present", "quote", "comment", "cvlanguage"),
    "classic": ("green", "num/", "since", "section", "computer", "comment"),
    "banking": ("grey", "year", "present", "section", "item", "item"),
    "oldstyle": ("burgundy", "full", "since", "section", "comment", "cvlanguage"),
    "fancy": ("orange", "num.", "present", "section", "list", "double"),
}


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


# ---------------------------------------------------------------------------------------------
# europasscv
# ---------------------------------------------------------------------------------------------

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


# ---------------------------------------------------------------------------------------------
# curve: each rubric goes to its own file (the class reads rubrics with \makerubric); the files
# are written by filecontents* at the top of the document, so the .tex stays self-contained.
# ---------------------------------------------------------------------------------------------

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


# ---------------------------------------------------------------------------------------------
# article-tabular: our own plain design
# ---------------------------------------------------------------------------------------------

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


def generate(ctx):
    t = ctx.tpl
    if t.startswith("moderncv-"):
        return moderncv(ctx, t.split("-", 1)[1])
    if t == "europasscv":
        return europasscv(ctx)
    if t == "curve":
        return curve(ctx)
    if t == "article-tabular":
        return article_tabular(ctx)
    raise ValueError(f"no generator for template {t}")


# ---------------------------------------------------------------------------------------------
# Compilation
# ---------------------------------------------------------------------------------------------

RERUN_RE = re.compile(r"Rerun to get|Rerun LaTeX|have changed\. Rerun|may have changed\. Rerun|"
                      r"Table widths have changed")
UNICODE_RE = re.compile(r"not set up for use with LaTeX|Unicode character .* not set up", re.I)


# Characters pdflatex sets with utf8 inputenc + T1/TS1 (plus the three declared in Ctx.fonts).
# A record with any other character is compiled with lualatex right away: a pdflatex error
# inside a tabularx/longtable trial run (curve) does not always say which character it was.
_PDFLATEX_EXTRA = set("–—‘’‚“”„†‡•…‰‹›€™−→←№")


def pdflatex_can_set(text):
    for ch in text:
        o = ord(ch)
        if o < 0x7f or 0xa0 <= o <= 0x17f or ch in _PDFLATEX_EXTRA or ch in "\n\t":
            continue
        return False
    return True


def record_text(x):
    if isinstance(x, dict):
        return " ".join(record_text(v) for v in x.values())
    if isinstance(x, list):
        return " ".join(record_text(v) for v in x)
    return x if isinstance(x, str) else ""


def log_error(log, stdout):
    """The first '! ...' error of a log with its 'l.NN ...' line, else the last output line."""
    lines = log.splitlines()
    for i, ln in enumerate(lines):
        if ln.startswith("!"):
            msg = ln.strip()
            for nxt in lines[i + 1:i + 12]:
                if re.match(r"^l\.\d+", nxt):
                    msg += " | " + nxt.strip()
                    break
            return msg[:400]
    tail = [ln.strip() for ln in (stdout or "").splitlines() if ln.strip()]
    return (tail[-1] if tail else "no output")[:400]


def run_pass(cmd, workdir, env, cpu_left, wall_limit):
    """One engine run under a CPU-time limit (the machine may be busy: wall time is only a
    backstop). Returns (exit code or None when stopped, output text, CPU seconds used)."""
    cpu = max(1, int(cpu_left + 0.999))
    if shutil.which("prlimit"):
        cmd = ["prlimit", f"--cpu={cpu}:{cpu + 1}"] + cmd
    outp = os.path.join(workdir, "engine.out")
    with open(outp, "wb") as out:
        p = subprocess.Popen(cmd, cwd=workdir, env=env, stdin=subprocess.DEVNULL, stdout=out,
                             stderr=subprocess.STDOUT, start_new_session=True)
        timer = threading.Timer(wall_limit, lambda: os.killpg(p.pid, signal.SIGKILL))
        timer.start()
        try:
            _, status, ru = os.wait4(p.pid, 0)
        finally:
            timer.cancel()
        p.returncode = os.waitstatus_to_exitcode(status)
    with open(outp, encoding="utf-8", errors="replace") as f:
        text = f.read()
    code = p.returncode if os.WIFEXITED(status) else None
    return code, text, ru.ru_utime + ru.ru_stime


def run_engine(engine, workdir, cpu_budget):
    """Compile doc.tex, rerunning while the log asks for it (at most 3 passes), within
    cpu_budget CPU seconds for all passes (wall clock: 5 times that)."""
    env = dict(os.environ)
    env.update({"SOURCE_DATE_EPOCH": SOURCE_DATE_EPOCH, "FORCE_SOURCE_DATE": "1",
                "TZ": "UTC", "LC_ALL": "C.UTF-8", "max_print_line": "1000"})
    last = ""
    used = 0.0
    wall_end = time.monotonic() + 5 * cpu_budget
    for _ in range(3):
        wall_left = wall_end - time.monotonic()
        if cpu_budget - used <= 0 or wall_left <= 0:
            return False, f"timeout ({cpu_budget:.0f} s CPU, {5 * cpu_budget:.0f} s wall)", last
        code, out, cpu = run_pass([engine, "-interaction=nonstopmode", "-halt-on-error",
                                   "-no-file-line-error", "doc.tex"],
                                  workdir, env, cpu_budget - used, wall_left)
        used += cpu
        try:
            with open(os.path.join(workdir, "doc.log"), encoding="utf-8", errors="replace") as f:
                log = f.read()
        except OSError:
            log = ""
        last = log
        if code is None:
            return False, f"timeout ({cpu_budget:.0f} s CPU, {5 * cpu_budget:.0f} s wall)", log
        if code != 0 or not os.path.exists(os.path.join(workdir, "doc.pdf")):
            return False, log_error(log, out), log
        if not RERUN_RE.search(log):
            return True, "", log
    return True, "", last


def write_atomic(path, data):
    d = os.path.dirname(path)
    fd, tmp = tempfile.mkstemp(dir=d, prefix=".tmp-")
    with os.fdopen(fd, "wb") as f:
        f.write(data)
    os.replace(tmp, path)


def build_one(job):
    """Build one (template, record) document. Returns a status dict."""
    tpl, rec_path, outdir, timeout, force, langs_ok = job
    rid = os.path.splitext(os.path.basename(rec_path))[0]
    tdir = os.path.join(outdir, f"latex-{tpl}")
    pdf = os.path.join(tdir, rid + ".pdf")
    texp = os.path.join(tdir, rid + ".tex")
    st = {"template": tpl, "id": rid, "ok": False, "engine": "", "seconds": 0.0,
          "cached": False, "error": ""}
    try:
        newest = max(os.path.getmtime(rec_path), os.path.getmtime(SCRIPT))
        if not force and os.path.exists(pdf) and os.path.getmtime(pdf) > newest:
            st.update(ok=True, cached=True)
            return st
        with open(rec_path, encoding="utf-8") as f:
            rec = json.load(f)
    except (OSError, ValueError) as e:
        st["error"] = f"cannot read record: {e}"
        return st
    t0 = time.monotonic()
    os.makedirs(tdir, exist_ok=True)
    engines = ["pdflatex", "lualatex"] if pdflatex_can_set(record_text(rec)) else ["lualatex"]
    for engine in engines:
        try:
            src = generate(Ctx(rec, tpl, rid, engine, langs_ok))
        except Exception as e:  # a record the generator cannot handle
            st["error"] = f"generator: {type(e).__name__}: {e}"
            return st
        work = tempfile.mkdtemp(dir=tdir, prefix=f".build-{rid}-")
        try:
            with open(os.path.join(work, "doc.tex"), "w", encoding="utf-8") as f:
                f.write(src)
            ok, err, log = run_engine(engine, work, timeout)
            st["engine"] = engine
            if ok:
                write_atomic(texp, src.encode("utf-8"))
                os.replace(os.path.join(work, "doc.pdf"), pdf)
                st.update(ok=True, error="")
                break
            st["error"] = err
            if not (engine == "pdflatex" and UNICODE_RE.search(log or "")):
                break
        finally:
            shutil.rmtree(work, ignore_errors=True)
    if not st["ok"]:
        write_atomic(texp, src.encode("utf-8"))  # keep the failing source for inspection
        if os.path.exists(pdf):
            os.remove(pdf)  # a stale PDF must not pass for this record's rendering
    st["seconds"] = round(time.monotonic() - t0, 2)
    return st


def kpsewhich(name):
    try:
        p = subprocess.run(["kpsewhich", name], stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, timeout=30)
        return p.stdout.decode().strip()
    except (OSError, subprocess.TimeoutExpired):
        return ""


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True, help="output folder")
    ap.add_argument("--templates", default=",".join(TEMPLATES),
                    help="comma-separated template names (default: %(default)s)")
    ap.add_argument("--jobs", type=int, default=2, help="documents compiled in parallel")
    ap.add_argument("--timeout", type=float, default=60.0, help="CPU seconds per document, all passes "
                    "(wall-clock backstop: 5 times that)")
    ap.add_argument("--force", action="store_true", help="rebuild even when up to date")
    ap.add_argument("records", nargs="+", help="JSON Resume record files")
    a = ap.parse_args(argv)

    tpls = [t.strip() for t in a.templates.split(",") if t.strip()]
    bad = [t for t in tpls if t not in TEMPLATES + OPTIONAL_TEMPLATES]
    if bad:
        print(f"latex.py: unknown template(s): {', '.join(bad)}; known: "
              f"{', '.join(TEMPLATES + OPTIONAL_TEMPLATES)}", file=sys.stderr)
        return 2
    if not shutil.which("pdflatex"):
        print("latex.py: pdflatex not found (apt-get install texlive-latex-base ...)",
              file=sys.stderr)
        return 2
    os.makedirs(a.out, exist_ok=True)

    langs_ok = {b for b, ldf in BABEL_LDF.items() if kpsewhich(ldf)}
    statuses = []
    jobs = []
    for t in tpls:
        cls = CLASS_FILE.get(t)
        if t in OPTIONAL_TEMPLATES or (cls and not kpsewhich(cls)):
            why = f"skipped: {cls} is not installed" if cls and not kpsewhich(cls) else \
                "skipped: no generator for this template"
            print(f"latex.py: {t}: {why}", file=sys.stderr)
            for r in a.records:
                statuses.append({"template": t, "id": os.path.splitext(os.path.basename(r))[0],
                                 "ok": False, "engine": "", "seconds": 0.0, "cached": False,
                                 "error": why})
            continue
        for r in a.records:
            jobs.append((t, r, a.out, a.timeout, a.force, langs_ok))

    t0 = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
        for st in ex.map(build_one, jobs):
            statuses.append(st)
            tag = "cached" if st["cached"] else ("ok" if st["ok"] else "FAIL")
            line = f"{tag:6} latex-{st['template']}/{st['id']}"
            if not st["cached"]:
                line += f" ({st['engine']}, {st['seconds']:.1f}s)"
            if not st["ok"]:
                line += f": {st['error']}"
            print(line, file=sys.stderr)

    status_path = os.path.join(a.out, "latex-status.json")
    old = []
    try:
        with open(status_path, encoding="utf-8") as f:
            old = json.load(f)
    except (OSError, ValueError):
        pass
    merged = {(s["template"], s["id"]): s for s in old if isinstance(s, dict)}
    for s in statuses:
        prev = merged.get((s["template"], s["id"]))
        if s["cached"] and prev and prev.get("ok"):
            s = dict(prev, cached=True)
        merged[(s["template"], s["id"])] = s
    write_atomic(status_path, (json.dumps([merged[k] for k in sorted(merged)], indent=1,
                                          ensure_ascii=False) + "\n").encode("utf-8"))
    skipped = [s for s in statuses if s["error"].startswith("skipped")]
    cached = [s for s in statuses if s["cached"]]
    failed = [s for s in statuses if not s["ok"] and s not in skipped]
    print(f"latex.py: {len(statuses)} documents, {len(statuses) - len(skipped) - len(cached)} "
          f"compiled, {len(cached)} up to date, {len(skipped)} skipped, {len(failed)} failed, "
          f"{time.monotonic() - t0:.1f}s", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
