#!/usr/bin/env python3
"""Gold by round trip: a JSON Resume record reduced to what one document shows.

    python3 devset/gold.py RECORD.json DOC_TEXT [DOC_TEXT ...] [--probe PROBE_TEXT] \
        [--out GOLD.json] [--log DROPPED.tsv]

A document made from a record shows only part of it: a template leaves fields out, prints a
date as a year, cuts a page. The gold for that document is the record with every atom the
document does not show removed, so a parser is neither rewarded nor punished for what no
reader could see. An atom is kept when

  1. the template prints that field at all: the probe record (devset/probe/probe.json), in
     which every field holds a marker word and every date a year of its own, is rendered
     through the same template, and a field whose marker is missing from the probe's text is
     one the template never prints (so a city or year that happens to stand elsewhere on the
     page does not keep it); and
  2. the document's text contains it: words as a contiguous run of tokens (NFKC, casefolded,
     dashes and quotes unified, a hyphen at a line end joined), long text (summaries,
     highlights) whole, or 80 % of its tokens covered by three-token runs the text has
     (a wrapped paragraph beside a sidebar can come out in pieces); URLs without scheme, 'www.' and trailing slash;
     e-mails as written; phones by their digits; countries by code or name; dates at the
     precision the text shows next to the year (a month name in any of eight languages or
     MM/YYYY, YYYY-MM; a day as DD.MM.YYYY, D Month YYYY, Month D, YYYY, YYYY-MM-DD),
     never above the record's own precision.

Several text versions of one document (pdftotext in reading order and raw order, say) may be
given: an atom is shown when any of them shows it. Only the fields that tools/score.py scores
are kept (its schema is imported, so the two cannot drift). Every dropped atom is logged with
its path and the reason: 'not printed' (rule 1) or 'not in text' (rule 2).
"""
import argparse
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED_TOOLS = os.environ.get('CVMILL_SHARED_TOOLS',
                               os.path.join(HERE, '..', '..', 'shared', 'tools'))
sys.path.insert(0, SHARED_TOOLS)
import score  # noqa: E402  (the scorer's schema: BASICS_FIELDS, SECTIONS)

# Month names and abbreviations, casefolded, in the languages of the records. Different
# languages never use one spelling for two different months, so one table serves all.
MONTHS = {
    1: 'january jan januar jän jänner janvier janv enero ene gennaio gen janeiro januari '
       'styczeń stycznia sty',
    2: 'february feb februar février févr fév febrero febbraio fevereiro fev februari '
       'luty lutego lut',
    3: 'march mar märz mär mrz mars marzo março maart mrt marzec marca',
    4: 'april apr avril avr abril abr aprile kwiecień kwietnia kwi',
    5: 'may mai mayo maggio mag maio mei maj maja',
    6: 'june jun juni juin junio giugno giu junho czerwiec czerwca cze',
    7: 'july jul juli juillet juil julio luglio lug julho lipiec lipca lip',
    8: 'august aug août agosto ago augustus sierpień sierpnia sie',
    9: 'september sep sept septembre septiembre setiembre settembre set setembro '
       'wrzesień września wrz',
    10: 'october oct oktober okt octobre octubre ottobre ott outubro out '
        'październik października paź',
    11: 'november nov novembre noviembre novembro listopad listopada lis',
    12: 'december dec dezember dez décembre déc diciembre dic dicembre dezembro '
        'grudzień grudnia gru',
}

# Countries by ISO code: names a document may print instead of the code (English and the
# country's own languages). A code is also shown when it stands as a word of its own.
COUNTRIES = {
    'US': 'united states|united states of america|usa|u.s.a.|u.s.',
    'GB': 'united kingdom|uk|great britain|england|scotland|wales|northern ireland',
    'IE': 'ireland|éire', 'AU': 'australia', 'CA': 'canada', 'NZ': 'new zealand',
    'IN': 'india', 'SG': 'singapore', 'ZA': 'south africa', 'NG': 'nigeria', 'KE': 'kenya',
    'DE': 'germany|deutschland|allemagne|alemania|germania|alemanha|duitsland|niemcy',
    'AT': 'austria|österreich|autriche|oostenrijk',
    'CH': 'switzerland|schweiz|suisse|svizzera|suiza|zwitserland',
    'FR': 'france|frankreich|francia|frança|frankrijk|francja',
    'BE': 'belgium|belgien|belgique|belgië|bélgica|belgio',
    'LU': 'luxembourg|luxemburg', 'NL': 'netherlands|nederland|pays-bas|países bajos|paesi bassi',
    'ES': 'spain|españa|espagne|spanien|spagna|espanha|spanje|hiszpania',
    'PT': 'portugal|portogallo', 'IT': 'italy|italia|italie|italien|itália|italië|włochy',
    'MX': 'mexico|méxico|mexique', 'AR': 'argentina|argentine', 'CO': 'colombia|colombie',
    'CL': 'chile', 'PE': 'peru|perú', 'BR': 'brazil|brasil|brésil|brasilien',
    'PL': 'poland|polska|pologne|polen', 'SE': 'sweden|sverige', 'DK': 'denmark|danmark',
    'NO': 'norway|norge', 'FI': 'finland|suomi', 'CZ': 'czech republic|czechia|česko',
    'JP': 'japan', 'CN': 'china', 'ZW': 'zimbabwe',
}

_DASHES = dict.fromkeys(map(ord, '\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u2043'), '-')
_QUOTES = {ord(c): "'" for c in '\u2018\u2019\u201a\u201b\u00b4\u2032'}
_QUOTES.update({ord(c): '"' for c in '\u201c\u201d\u201e'})
TOKEN = re.compile(r'\w+(?:[+#]+)?')
LONG_SHARE = 0.8      # share of a long text's tokens the document must show in runs of three


def norm(s):
    s = unicodedata.normalize('NFKC', s).casefold()
    s = s.replace('\u00ad', '').translate(_DASHES).translate(_QUOTES)
    return re.sub(r'\s+', ' ', s)


def tokens(s):
    return TOKEN.findall(norm(s))


def precision(iso):
    """Number of ISO parts written: 1 year, 2 month, 3 day; 0 when not a date."""
    m = re.match(r'^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?', iso or '')
    if not m:
        return 0
    return 1 + (m.group(2) is not None) + (m.group(3) is not None)


def _month_alt(m):
    return '|'.join(sorted((re.escape(n) for n in MONTHS[m].split()), key=len, reverse=True))


class DocText:
    """What one document's text shows; built once, asked for many atoms."""

    def __init__(self, texts):
        joined = []
        for t in texts:
            joined.append(t)
            dehyph = re.sub(r'(\w)-\s*\n\s*(\w)', r'\1\2', t)
            if dehyph != t:
                joined.append(dehyph)
        self.norm = [norm(t) for t in joined]
        self.token_lines = []
        self.trigrams = set()
        for n in self.norm:
            toks = TOKEN.findall(n)
            self.token_lines.append(' ' + ' '.join(toks) + ' ')
            self.trigrams.update(zip(toks, toks[1:], toks[2:]))
        self.compact = [n.replace(' ', '') for n in self.norm]
        self.digit_runs = set()
        for n in self.norm:
            for run in re.findall(r'\+?\(?\d[\d\s().\-/]{4,}\d', n):
                self.digit_runs.add(re.sub(r'\D', '', run))

    def has_tokens(self, s):
        toks = tokens(s)
        if not toks:
            return False
        needle = ' ' + ' '.join(toks) + ' '
        return any(needle in line for line in self.token_lines)

    def has_long(self, s):
        if self.has_tokens(s):
            return True
        toks = tokens(s)
        if len(toks) < 6:
            return False
        covered = [False] * len(toks)
        for i, gram in enumerate(zip(toks, toks[1:], toks[2:])):
            if gram in self.trigrams:
                covered[i] = covered[i + 1] = covered[i + 2] = True
        return sum(covered) >= LONG_SHARE * len(toks)

    def has_url(self, u):
        key = score.norm_url(u).replace(' ', '')
        return bool(key) and any(key in c for c in self.compact)

    def has_email(self, e):
        key = score.norm_email(e)
        return bool(key) and any(key in c for c in self.compact)

    def has_phone(self, p):
        digits = re.sub(r'\D', '', p)
        if len(digits) < 6:
            return False
        tail = digits[-7:]
        return any(tail in run for run in self.digit_runs)

    def has_country(self, code):
        code = (code or '').strip().upper()
        names = COUNTRIES.get(code, '').split('|') if code in COUNTRIES else []
        if self.has_tokens(code):
            return True
        return any(n and self.has_tokens(n) for n in names)

    def date_shown(self, iso):
        """The precision (0-3) at which the text shows an ISO date."""
        m = re.match(r'^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?', iso or '')
        if not m:
            return 0
        year = m.group(1)
        month = int(m.group(2)) if m.group(2) else None
        day = int(m.group(3)) if m.group(3) else None
        best = 0
        for text in self.norm:
            for hit in re.finditer(r'(?<!\d)%s(?!\d)' % year, text):
                best = max(best, 1)
                if month is None:
                    continue
                before = text[max(0, hit.start() - 32):hit.start()]
                after = text[hit.end():hit.end() + 12]
                got = _month_day_shown(before, after, month, day)
                best = max(best, got)
                if best == 3:
                    return 3
        return best


def _month_day_shown(before, after, month, day):
    """2 when the text around a year shows the month, 3 when it shows the day too."""
    mo = r'0?%d' % month
    names = r'(?:%s)\.?' % _month_alt(month)
    if day is not None:
        d = r'0?%d' % day
        day_forms_before = [
            r'(?<!\d)%s\s*[./-]\s*%s\s*[./-]\s*$' % (d, mo),            # 15.09.2019
            r'(?<!\d)%s\s*/\s*%s\s*/\s*$' % (mo, d),                     # 9/15/2019
            r'(?<!\d)%s(?:\.|º|er|st|nd|rd|th)?\s*(?:de\s+)?%s\s*(?:de\s+|del\s+)?,?\s*$'
            % (d, names),                                                # 15 Sep 2019, 15 de sept. de 2019
            r'(?<!\w)%s\s+%s(?:st|nd|rd|th)?,?\s*$' % (names, d),        # September 15, 2019
        ]
        if any(re.search(f, before) for f in day_forms_before):
            return 3
        if re.match(r'^\s*[-/.]\s*%s\s*[-/.]\s*%s(?!\d)' % (mo, d), after):  # 2019-09-15
            return 3
    month_forms_before = [
        r'(?<!\d)%s\s*[./-]\s*$' % mo,                                   # 09/2019
        r'(?<!\w)%s\s*(?:de\s+|del\s+)?,?\s*$' % names,                  # Sep 2019, sept. de 2019
    ]
    if any(re.search(f, before) for f in month_forms_before):
        return 2
    if re.match(r'^\s*[-/.]\s*%s(?!\d)' % mo, after):                    # 2019-09
        return 2
    return 0


# --------------------------------------------------------------------------- the reduction

def fields_of(section):
    return score.BASICS_FIELDS if section == 'basics' else score.SECTIONS[section]['fields']


def get_path(obj, path):
    for part in path.split('.'):
        if not isinstance(obj, dict):
            return None
        obj = obj.get(part)
    return obj


def set_path(obj, path, value):
    parts = path.split('.')
    for part in parts[:-1]:
        obj = obj.setdefault(part, {})
    obj[parts[-1]] = value


def shown(doc, ftype, value):
    """The value as the document shows it (a date cut to the precision shown), or None."""
    if ftype == 'date':
        p = min(doc.date_shown(value), precision(value))
        return value[:{1: 4, 2: 7, 3: 10}[p]] if p else None
    test = {'text': doc.has_tokens, 'longtext': doc.has_long, 'hlist': doc.has_long,
            'list': doc.has_tokens, 'url': doc.has_url, 'email': doc.has_email,
            'phone': doc.has_phone, 'country': doc.has_country}[ftype]
    return value if test(value) else None


def _is_value(v):
    return isinstance(v, (str, int, float)) and not isinstance(v, bool) and str(v).strip() != ''


def reduce_entry(section, entry, where, doc, printed, log):
    out = {}
    for field, ftype in fields_of(section).items():
        value = get_path(entry, field)
        if value is None:
            continue
        atom_type = ftype
        if ftype in ('list', 'hlist'):
            items = value if isinstance(value, list) else [value]
            kept = []
            for i, item in enumerate(items):
                if not _is_value(item):
                    continue
                item = str(item)
                path = '%s.%s[%d]' % (where, field, i)
                if printed is not None and not printed.get((section, field), False):
                    log.append((path, item, 'not printed'))
                elif shown(doc, atom_type, item) is None:
                    log.append((path, item, 'not in text'))
                else:
                    kept.append(item)
            if kept:
                set_path(out, field, kept)
            continue
        if not _is_value(value):
            continue
        value = str(value)
        path = '%s.%s' % (where, field)
        if printed is not None and not printed.get((section, field), False):
            log.append((path, value, 'not printed'))
            continue
        got = shown(doc, atom_type, value)
        if got is None:
            log.append((path, value, 'not in text'))
            continue
        if got != value:
            log.append((path, value, 'shown as %s' % got))
        set_path(out, field, got)
    return out


def url_states(profile, kept, where, log):
    """A profile's URL that the document shows states its network and user name when they
    are in it ('linkedin.com/in/jroe': LinkedIn, jroe), as the shared golds read one
    (../shared/gold, seed 002): they are kept even where the template prints neither."""
    url = kept.get('url')
    if not url:
        return
    host, _, path = re.sub(r'^[a-z]+://', '', url.lower()).partition('/')
    host = host[4:] if host.startswith('www.') else host
    network, user = profile.get('network'), profile.get('username')
    if network and 'network' not in kept and norm(network).replace(' ', '') in norm(host).replace('.', ' ').split():
        kept['network'] = network
        log.append(('%s.network' % where, network, 'stated by the url'))
    if user and 'username' not in kept and norm(user.lstrip('@')) in [norm(x) for x in path.split('/') if x]:
        kept['username'] = user
        log.append(('%s.username' % where, user, 'stated by the url'))


def reduce_record(record, doc, printed=None):
    """(gold, log): the record reduced to what `doc` shows; `printed` maps (section, field)
    to whether the template prints it (None: no probe, every field may be printed)."""
    log = []
    gold = {}
    basics = record.get('basics') if isinstance(record.get('basics'), dict) else {}
    gb = reduce_entry('basics', basics, 'basics', doc, printed, log)
    profiles = []
    for i, p in enumerate(basics.get('profiles') or []):
        if isinstance(p, dict):
            e = reduce_entry('profiles', p, 'basics.profiles[%d]' % i, doc, printed, log)
            if e:
                url_states(p, e, 'basics.profiles[%d]' % i, log)
                profiles.append(e)
    if profiles:
        gb['profiles'] = profiles
    if gb:
        gold['basics'] = gb
    for section in score.SECTION_ORDER[2:]:
        entries = []
        for i, entry in enumerate(record.get(section) or []):
            if isinstance(entry, dict):
                e = reduce_entry(section, entry, '%s[%d]' % (section, i), doc, printed, log)
                if e:
                    entries.append(e)
        if entries:
            gold[section] = entries
    return gold, log


# --------------------------------------------------------------------------- the probe

def printed_fields(probe_record, probe_doc):
    """(section, field) -> whether the probe's document shows that field's marker anywhere."""
    _, log = reduce_record(probe_record, probe_doc, None)
    missing = {}
    total = {}
    # reduce_record logs exactly the atoms the document does not show: count per field.
    for path, _, reason in log:
        key = _field_key(path)
        if reason == 'not in text':
            missing[key] = missing.get(key, 0) + 1
    for path in _atom_paths(probe_record):
        key = _field_key(path)
        total[key] = total.get(key, 0) + 1
    return {key: missing.get(key, 0) < n for key, n in total.items()}


def _field_key(path):
    """'work[1].highlights[0]' -> ('work', 'highlights'); 'basics.location.city' ->
    ('basics', 'location.city'); 'basics.profiles[0].url' -> ('profiles', 'url')."""
    path = re.sub(r'\[\d+\]', '', path)
    parts = path.split('.')
    if parts[0] == 'basics' and len(parts) > 1 and parts[1] == 'profiles':
        return ('profiles', '.'.join(parts[2:]))
    return (parts[0], '.'.join(parts[1:]))


def _atom_paths(record):
    empty = DocText([''])
    _, log = reduce_record(record, empty, None)
    return [path for path, _, _ in log]


# --------------------------------------------------------------------------- command line

def load_text(path):
    with open(path, encoding='utf-8', errors='replace') as fh:
        return fh.read()


def write_atomic(path, data):
    tmp = path + '.tmp%d' % os.getpid()
    with open(tmp, 'w', encoding='utf-8') as fh:
        fh.write(data)
    os.replace(tmp, path)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('record')
    ap.add_argument('texts', nargs='+', help='text versions of the document')
    ap.add_argument('--probe', nargs=2, metavar=('PROBE_JSON', 'PROBE_TEXT'),
                    help='the probe record and its document text, through the same template')
    ap.add_argument('--out', help='gold JSON (default: stdout)')
    ap.add_argument('--log', help='dropped atoms as TSV (path, value, reason)')
    args = ap.parse_args(argv)
    with open(args.record, encoding='utf-8') as fh:
        record = json.load(fh)
    printed = None
    if args.probe:
        with open(args.probe[0], encoding='utf-8') as fh:
            probe = json.load(fh)
        printed = printed_fields(probe, DocText([load_text(args.probe[1])]))
    gold, log = reduce_record(record, DocText([load_text(t) for t in args.texts]), printed)
    text = json.dumps(gold, indent=2, ensure_ascii=False) + '\n'
    if args.out:
        write_atomic(args.out, text)
    else:
        sys.stdout.write(text)
    if args.log:
        write_atomic(args.log, ''.join('%s\t%s\t%s\n' % (p, v.replace('\t', ' ').replace('\n', ' '), r)
                                       for p, v, r in log))
    return 0


if __name__ == '__main__':
    sys.exit(main())
