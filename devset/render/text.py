#!/usr/bin/env python3
"""Render JSON Resume records as markdown / plain-text CVs in conventions people really use.

    python3 devset/render/text.py --out OUTDIR [--templates a,b] [--force] RECORD.json...

writes OUTDIR/<template>/<id>.<md|txt> (id = the record's file stem). Writes are atomic (temp
file + rename) and skipped when the output is newer than both the record and this script.
Output is deterministic: every per-document variation (date format, bullet glyph, heading
wording, contact layout, ...) is drawn from a PRNG seeded with sha256(template + ":" + id).

Templates (see the render_* functions):
  md-leftdates        markdown; dates in a left column before **title**, org, place; - bullets
  txt-leaders         plain text; CAPITAL headings; dotted/dashed leaders to a right-aligned
                      place or date at a fixed width; • bullets
  txt-underlined      plain text; headings underlined with ==== or ----; "Position — Org (City)"
                      then a dates line; paragraphs wrapped at 78 columns; * bullets
  txt-noheadings      plain text without section headings: blocks separated by blank lines,
                      inline "Languages: ..." style lines at the end
  md-pandoc           pandoc markdown; headerless simple table for contacts, definition lists
                      for entries, pipe tables for skills and languages
  md-jsonresume-like  markdown like the "markdown résumé" gists: ### Position | Org | Dates

Dates are printed at the precision the record gives or lower (never a made-up month or day).
Headings, month names, "present" words and labels are localised by meta.language
(en de fr es it pt nl; anything else falls back to English). Standard library only.

Exit status: 0 all records rendered (or up to date), 1 at least one record failed (the others
were written), 2 usage error (nothing done).
"""

import argparse
import hashlib
import json
import os
import random
import re
import sys
import tempfile
import textwrap

# ---------------------------------------------------------------------------------------------
# Data tables. The first variant of each heading is the most common one and is drawn most often.
# ---------------------------------------------------------------------------------------------

SECTIONS = ("summary", "work", "volunteer", "education", "awards", "certificates",
            "publications", "skills", "languages", "interests", "references", "projects")

HEADINGS = {
    "en": {
        "summary": ["Summary", "Profile", "Professional Summary", "About Me"],
        "work": ["Experience", "Work Experience", "Professional Experience",
                 "Employment History"],
        "volunteer": ["Volunteering", "Volunteer Experience", "Volunteer Work"],
        "education": ["Education", "Education and Training", "Academic Background"],
        "awards": ["Awards", "Honours and Awards", "Awards and Distinctions"],
        "certificates": ["Certifications", "Certificates", "Licences and Certifications"],
        "publications": ["Publications", "Selected Publications"],
        "skills": ["Skills", "Core Skills", "Skills and Expertise"],
        "languages": ["Languages", "Language Skills"],
        "interests": ["Interests", "Hobbies and Interests"],
        "references": ["References", "Referees"],
        "projects": ["Projects", "Selected Projects", "Key Projects"],
    },
    "de": {
        "summary": ["Profil", "Kurzprofil", "Über mich"],
        "work": ["Berufserfahrung", "Beruflicher Werdegang", "Berufliche Erfahrung"],
        "volunteer": ["Ehrenamtliches Engagement", "Ehrenamt"],
        "education": ["Ausbildung", "Bildungsweg", "Studium und Ausbildung"],
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
        "work": ["Expérience professionnelle", "Expériences professionnelles",
                 "Parcours professionnel"],
        "volunteer": ["Bénévolat", "Engagement associatif", "Activités bénévoles"],
        "education": ["Formation", "Études", "Formation et diplômes"],
        "awards": ["Distinctions", "Prix et distinctions"],
        "certificates": ["Certifications", "Certificats"],
        "publications": ["Publications"],
        "skills": ["Compétences", "Savoir-faire"],
        "languages": ["Langues"],
        "interests": ["Centres d'intérêt", "Loisirs", "Intérêts"],
        "references": ["Références"],
        "projects": ["Projets", "Réalisations"],
    },
    "es": {
        "summary": ["Perfil", "Perfil profesional", "Resumen", "Sobre mí"],
        "work": ["Experiencia laboral", "Experiencia profesional", "Trayectoria profesional"],
        "volunteer": ["Voluntariado", "Experiencia como voluntario"],
        "education": ["Formación", "Formación académica", "Educación", "Estudios"],
        "awards": ["Premios", "Premios y reconocimientos"],
        "certificates": ["Certificaciones", "Certificados"],
        "publications": ["Publicaciones"],
        "skills": ["Habilidades", "Competencias", "Aptitudes"],
        "languages": ["Idiomas"],
        "interests": ["Intereses", "Aficiones"],
        "references": ["Referencias"],
        "projects": ["Proyectos"],
    },
    "it": {
        "summary": ["Profilo", "Profilo professionale", "Chi sono"],
        "work": ["Esperienza professionale", "Esperienze lavorative",
                 "Esperienze professionali"],
        "volunteer": ["Volontariato", "Attività di volontariato"],
        "education": ["Istruzione", "Istruzione e formazione", "Formazione"],
        "awards": ["Premi", "Premi e riconoscimenti"],
        "certificates": ["Certificazioni", "Attestati"],
        "publications": ["Pubblicazioni"],
        "skills": ["Competenze", "Capacità e competenze"],
        "languages": ["Lingue", "Conoscenze linguistiche", "Lingue straniere"],
        "interests": ["Interessi", "Hobby"],
        "references": ["Referenze"],
        "projects": ["Progetti"],
    },
    "pt": {
        "summary": ["Perfil", "Resumo", "Sobre mim"],
        "work": ["Experiência profissional", "Experiência", "Percurso profissional"],
        "volunteer": ["Voluntariado", "Trabalho voluntário"],
        "education": ["Formação", "Formação académica", "Educação"],
        "awards": ["Prémios", "Prémios e distinções"],
        "certificates": ["Certificações", "Certificados"],
        "publications": ["Publicações"],
        "skills": ["Competências", "Competências técnicas"],
        "languages": ["Idiomas", "Línguas"],
        "interests": ["Interesses", "Passatempos"],
        "references": ["Referências"],
        "projects": ["Projetos", "Projectos"],
    },
    "nl": {
        "summary": ["Profiel", "Over mij", "Samenvatting"],
        "work": ["Werkervaring", "Loopbaan", "Professionele ervaring"],
        "volunteer": ["Vrijwilligerswerk", "Nevenactiviteiten"],
        "education": ["Opleiding", "Opleidingen", "Onderwijs"],
        "awards": ["Prijzen", "Onderscheidingen"],
        "certificates": ["Certificaten", "Certificeringen", "Cursussen en certificaten"],
        "publications": ["Publicaties"],
        "skills": ["Vaardigheden", "Competenties", "Kennis en vaardigheden"],
        "languages": ["Talen", "Talenkennis"],
        "interests": ["Interesses", "Hobby's"],
        "references": ["Referenties"],
        "projects": ["Projecten"],
    },
}

# Regional variants, keyed "lang-CC" (CC = basics.location.countryCode): they replace single
# entries of the tables above.
HEADINGS_REGIONAL = {
    "pt-BR": {
        "summary": ["Resumo profissional", "Perfil", "Sobre mim"],
        "work": ["Experiência profissional", "Experiência"],
        "education": ["Formação acadêmica", "Formação", "Educação"],
        "awards": ["Prêmios", "Prêmios e reconhecimentos"],
        "skills": ["Habilidades", "Competências"],
        "interests": ["Interesses", "Hobbies"],
        "certificates": ["Certificações", "Cursos e certificações"],
        "projects": ["Projetos"],
    },
}

# The markdown-résumé gists use the bare JSON Resume words as headings.
GIST_HEADINGS = {
    "en": {"summary": "About", "work": "Work", "volunteer": "Volunteer",
           "education": "Education", "awards": "Awards", "certificates": "Certificates",
           "publications": "Publications", "skills": "Skills", "languages": "Languages",
           "interests": "Interests", "references": "References", "projects": "Projects"},
}

MONTHS_ABBR = {
    "en": ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    "de": ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.",
           "Nov.", "Dez."],
    "fr": ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.",
           "nov.", "déc."],
    "es": ["ene.", "feb.", "mar.", "abr.", "may.", "jun.", "jul.", "ago.", "sept.", "oct.",
           "nov.", "dic."],
    "it": ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"],
    "pt": ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"],
    "nl": ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"],
}

MONTHS_FULL = {
    "en": ["January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
           "Oktober", "November", "Dezember"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
           "septembre", "octobre", "novembre", "décembre"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
           "septiembre", "octubre", "noviembre", "diciembre"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
           "settembre", "ottobre", "novembre", "dicembre"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto",
           "setembro", "outubro", "novembro", "dezembro"],
    "nl": ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus",
           "september", "oktober", "november", "december"],
}

# Day-precision dates written with a month name: {d} day, {m} month name, {y} year.
FULL_DAY_PATTERN = {
    "en": "{d} {m} {y}", "de": "{d}. {m} {y}", "fr": "{d} {m} {y}",
    "es": "{d} de {m} de {y}", "it": "{d} {m} {y}", "pt": "{d} de {m} de {y}",
    "nl": "{d} {m} {y}",
}

PRESENT = {
    "en": ["Present", "present", "Current", "now"],
    "de": ["heute", "Heute", "aktuell"],
    "fr": ["aujourd'hui", "présent", "à ce jour"],
    "es": ["actualidad", "presente", "la actualidad"],
    "it": ["oggi", "presente", "attuale"],
    "pt": ["presente", "atual", "atualmente"],
    "nl": ["heden", "nu", "present"],
}

SINCE = {"en": "since", "de": "seit", "fr": "depuis", "es": "desde", "it": "da",
         "pt": "desde", "nl": "sinds"}

# "Position at Organisation"
AT = {"en": "at", "de": "bei", "fr": "chez", "es": "en", "it": "presso", "pt": "na",
      "nl": "bij"}

# Degree + field: "BSc in Nursing", "Master en Informatique", ...
DEGREE_IN = {"en": "in", "de": "in", "fr": "en", "es": "en", "it": "in", "pt": "em",
             "nl": "in"}

LABELS = {
    "en": {"email": "Email", "phone": "Phone", "web": "Web", "address": "Address",
           "score": "Grade", "courses": "Relevant coursework", "roles": "Role",
           "keywords": "Technologies", "type": "Type", "level": "Level",
           "skill": "Skill", "language": "Language", "fluency": "Proficiency",
           "details": "Keywords", "issuer": "Issued by", "awarder": "Awarded by"},
    "de": {"email": "E-Mail", "phone": "Telefon", "web": "Web", "address": "Adresse",
           "score": "Note", "courses": "Schwerpunkte", "roles": "Rolle",
           "keywords": "Technologien", "type": "Art", "level": "Niveau",
           "skill": "Bereich", "language": "Sprache", "fluency": "Niveau",
           "details": "Stichworte", "issuer": "Aussteller", "awarder": "Verliehen von"},
    "fr": {"email": "E-mail", "phone": "Téléphone", "web": "Site web", "address": "Adresse",
           "score": "Mention", "courses": "Cours", "roles": "Rôle",
           "keywords": "Technologies", "type": "Type", "level": "Niveau",
           "skill": "Domaine", "language": "Langue", "fluency": "Niveau",
           "details": "Mots-clés", "issuer": "Délivré par", "awarder": "Décerné par"},
    "es": {"email": "Correo", "phone": "Teléfono", "web": "Web", "address": "Dirección",
           "score": "Nota media", "courses": "Asignaturas", "roles": "Rol",
           "keywords": "Tecnologías", "type": "Tipo", "level": "Nivel",
           "skill": "Área", "language": "Idioma", "fluency": "Nivel",
           "details": "Palabras clave", "issuer": "Emitido por", "awarder": "Otorgado por"},
    "it": {"email": "E-mail", "phone": "Telefono", "web": "Sito web", "address": "Indirizzo",
           "score": "Voto", "courses": "Esami principali", "roles": "Ruolo",
           "keywords": "Tecnologie", "type": "Tipo", "level": "Livello",
           "skill": "Area", "language": "Lingua", "fluency": "Livello",
           "details": "Parole chiave", "issuer": "Rilasciato da", "awarder": "Conferito da"},
    "pt": {"email": "E-mail", "phone": "Telefone", "web": "Website", "address": "Morada",
           "score": "Média final", "courses": "Unidades curriculares", "roles": "Função",
           "keywords": "Tecnologias", "type": "Tipo", "level": "Nível",
           "skill": "Área", "language": "Idioma", "fluency": "Nível",
           "details": "Palavras-chave", "issuer": "Emitido por", "awarder": "Atribuído por"},
    "nl": {"email": "E-mail", "phone": "Telefoon", "web": "Website", "address": "Adres",
           "score": "Eindcijfer", "courses": "Vakken", "roles": "Rol",
           "keywords": "Technologieën", "type": "Type", "level": "Niveau",
           "skill": "Gebied", "language": "Taal", "fluency": "Niveau",
           "details": "Trefwoorden", "issuer": "Uitgegeven door", "awarder": "Toegekend door"},
}

PRESENT_REGIONAL = {"pt-BR": ["atual", "presente", "atualmente"]}

COUNTRIES = {  # ISO 3166-1 alpha-2 -> name in the CV's language
    "DE": {"en": "Germany", "de": "Deutschland", "fr": "Allemagne", "es": "Alemania",
           "it": "Germania", "pt": "Alemanha", "nl": "Duitsland"},
    "AT": {"en": "Austria", "de": "Österreich", "fr": "Autriche", "es": "Austria",
           "it": "Austria", "pt": "Áustria", "nl": "Oostenrijk"},
    "CH": {"en": "Switzerland", "de": "Schweiz", "fr": "Suisse", "es": "Suiza",
           "it": "Svizzera", "pt": "Suíça", "nl": "Zwitserland"},
    "FR": {"en": "France", "de": "Frankreich", "fr": "France", "es": "Francia",
           "it": "Francia", "pt": "França", "nl": "Frankrijk"},
    "BE": {"en": "Belgium", "de": "Belgien", "fr": "Belgique", "es": "Bélgica",
           "it": "Belgio", "pt": "Bélgica", "nl": "België"},
    "LU": {"en": "Luxembourg", "de": "Luxemburg", "fr": "Luxembourg", "es": "Luxemburgo",
           "it": "Lussemburgo", "pt": "Luxemburgo", "nl": "Luxemburg"},
    "NL": {"en": "Netherlands", "de": "Niederlande", "fr": "Pays-Bas", "es": "Países Bajos",
           "it": "Paesi Bassi", "pt": "Países Baixos", "nl": "Nederland"},
    "ES": {"en": "Spain", "de": "Spanien", "fr": "Espagne", "es": "España", "it": "Spagna",
           "pt": "Espanha", "nl": "Spanje"},
    "PT": {"en": "Portugal", "de": "Portugal", "fr": "Portugal", "es": "Portugal",
           "it": "Portogallo", "pt": "Portugal", "nl": "Portugal"},
    "IT": {"en": "Italy", "de": "Italien", "fr": "Italie", "es": "Italia", "it": "Italia",
           "pt": "Itália", "nl": "Italië"},
    "GB": {"en": "United Kingdom", "de": "Vereinigtes Königreich", "fr": "Royaume-Uni",
           "es": "Reino Unido", "it": "Regno Unito", "pt": "Reino Unido",
           "nl": "Verenigd Koninkrijk"},
    "IE": {"en": "Ireland", "de": "Irland", "fr": "Irlande", "es": "Irlanda",
           "it": "Irlanda", "pt": "Irlanda", "nl": "Ierland"},
    "US": {"en": "United States", "de": "USA", "fr": "États-Unis", "es": "Estados Unidos",
           "it": "Stati Uniti", "pt": "Estados Unidos", "nl": "Verenigde Staten"},
    "CA": {"en": "Canada", "de": "Kanada", "fr": "Canada", "es": "Canadá", "it": "Canada",
           "pt": "Canadá", "nl": "Canada"},
    "MX": {"en": "Mexico", "de": "Mexiko", "fr": "Mexique", "es": "México", "it": "Messico",
           "pt": "México", "nl": "Mexico"},
    "BR": {"en": "Brazil", "de": "Brasilien", "fr": "Brésil", "es": "Brasil",
           "it": "Brasile", "pt": "Brasil", "nl": "Brazilië"},
    "AR": {"en": "Argentina", "de": "Argentinien", "fr": "Argentine", "es": "Argentina",
           "it": "Argentina", "pt": "Argentina", "nl": "Argentinië"},
    "PL": {"en": "Poland", "de": "Polen", "fr": "Pologne", "es": "Polonia", "it": "Polonia",
           "pt": "Polónia", "nl": "Polen"},
    "SE": {"en": "Sweden", "de": "Schweden", "fr": "Suède", "es": "Suecia", "it": "Svezia",
           "pt": "Suécia", "nl": "Zweden"},
    "DK": {"en": "Denmark", "de": "Dänemark", "fr": "Danemark", "es": "Dinamarca",
           "it": "Danimarca", "pt": "Dinamarca", "nl": "Denemarken"},
    "AU": {"en": "Australia", "de": "Australien", "fr": "Australie", "es": "Australia",
           "it": "Australia", "pt": "Austrália", "nl": "Australië"},
    "IN": {"en": "India", "de": "Indien", "fr": "Inde", "es": "India", "it": "India",
           "pt": "Índia", "nl": "India"},
    "NG": {"en": "Nigeria", "de": "Nigeria", "fr": "Nigeria", "es": "Nigeria",
           "it": "Nigeria", "pt": "Nigéria", "nl": "Nigeria"},
    "CO": {"en": "Colombia", "de": "Kolumbien", "fr": "Colombie", "es": "Colombia",
           "it": "Colombia", "pt": "Colômbia", "nl": "Colombia"},
    "CL": {"en": "Chile", "de": "Chile", "fr": "Chili", "es": "Chile", "it": "Cile",
           "pt": "Chile", "nl": "Chili"},
    "PE": {"en": "Peru", "de": "Peru", "fr": "Pérou", "es": "Perú", "it": "Perù",
           "pt": "Peru", "nl": "Peru"},
    "NZ": {"en": "New Zealand", "de": "Neuseeland", "fr": "Nouvelle-Zélande",
           "es": "Nueva Zelanda", "it": "Nuova Zelanda", "pt": "Nova Zelândia",
           "nl": "Nieuw-Zeeland"},
    "ZA": {"en": "South Africa", "de": "Südafrika", "fr": "Afrique du Sud",
           "es": "Sudáfrica", "it": "Sudafrica", "pt": "África do Sul", "nl": "Zuid-Afrika"},
}

# Countries whose addresses put the postcode after the city ("Dublin D02 X285", "Austin, TX
# 78701"); elsewhere it goes before the city ("10115 Berlin").
LABELS_REGIONAL = {
    "pt-BR": {"address": "Endereço", "score": "Média", "courses": "Disciplinas",
              "web": "Site", "fluency": "Nível"},
}

POSTCODE_AFTER_CITY = {"US", "CA", "GB", "IE", "AU", "IN"}

EXTENSIONS = {"md-leftdates": "md", "txt-leaders": "txt", "txt-underlined": "txt",
              "txt-noheadings": "txt", "md-pandoc": "md", "md-jsonresume-like": "md"}

LANGS = tuple(HEADINGS)

ALL_HEADING_WORDS = {h.casefold() for table in (HEADINGS, HEADINGS_REGIONAL)
                     for lang in table.values() for hs in lang.values() for h in hs}
ALL_HEADING_WORDS |= {h.casefold() for h in GIST_HEADINGS["en"].values()}


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


# ---------------------------------------------------------------------------------------------
# Driver.
# ---------------------------------------------------------------------------------------------

TEMPLATES = {
    "md-leftdates": (render_md_leftdates, ("year", "year", "abbr", "slash", "dot")),
    "txt-leaders": (render_txt_leaders, ("year", "abbr", "slash", "dot", "full")),
    "txt-underlined": (render_txt_underlined, ("full", "abbr", "slash", "year", "iso")),
    "txt-noheadings": (render_txt_noheadings, ("abbr", "full", "slash", "dot", "year")),
    "md-pandoc": (render_md_pandoc, ("full", "abbr", "year", "slash", "iso")),
    "md-jsonresume-like": (render_md_jsonresume_like, ("abbr", "full", "iso", "year")),
}


def render(record, template, rid):
    """The document text of one record through one template."""
    fn, date_styles = TEMPLATES[template]
    lang, region = language_of(record)
    st = Style(template, rid, lang, date_styles, region)
    return fn(record, st)


def record_id(path):
    return os.path.splitext(os.path.basename(path))[0]


def write_atomic(path, text):
    d = os.path.dirname(path)
    os.makedirs(d, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=d)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Render JSON Resume records as markdown / plain-text CVs.",
        epilog="Templates: " + ", ".join(TEMPLATES) +
               ". Exit status: 0 ok, 1 some record failed, 2 usage error.")
    ap.add_argument("--out", required=True, help="output directory")
    ap.add_argument("--templates", default=",".join(TEMPLATES),
                    help="comma-separated template names (default: all)")
    ap.add_argument("--force", action="store_true", help="rewrite even if up to date")
    ap.add_argument("-q", "--quiet", action="store_true")
    ap.add_argument("records", nargs="+", metavar="RECORD.json")
    args = ap.parse_args(argv)
    templates = [t for t in (x.strip() for x in args.templates.split(",")) if t]
    unknown = [t for t in templates if t not in TEMPLATES]
    if unknown or not templates:
        print(f"text.py: unknown template(s): {', '.join(unknown) or '(none given)'}; "
              f"known: {', '.join(TEMPLATES)}", file=sys.stderr)
        return 2
    script_mtime = os.path.getmtime(os.path.abspath(__file__))
    written = skipped = failed = 0
    for path in args.records:
        rid = record_id(path)
        try:
            src_mtime = max(os.path.getmtime(path), script_mtime)
            record = None
            for t in templates:
                out = os.path.join(args.out, t, f"{rid}.{EXTENSIONS[t]}")
                if not args.force and os.path.exists(out) and \
                        os.path.getmtime(out) > src_mtime:
                    skipped += 1
                    continue
                if record is None:
                    with open(path, encoding="utf-8") as f:
                        record = json.load(f)
                    if not isinstance(record, dict):
                        raise ValueError("top level is not a JSON object")
                write_atomic(out, render(record, t, rid))
                written += 1
        except (OSError, ValueError) as err:  # json.JSONDecodeError is a ValueError
            print(f"text.py: {path}: {err}", file=sys.stderr)
            failed += 1
    if not args.quiet:
        print(f"text.py: {written} written, {skipped} up to date, {failed} record(s) failed",
              file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
