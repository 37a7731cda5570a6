"""Data tables of the text renderer: section names, localised headings (the first variant of
each heading is the most common one and is drawn most often), regional variants, month names,
date patterns, "present"/"since" words, labels, country names and file extensions.
"""


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
