#!/usr/bin/env python3
"""Scores the development corpus and writes the report (devset/build/report.txt, .json).

Called by harness.py (`score` step); also `python3 devset/report.py` reprints the last report.
Figures are micro-averaged F1 over atoms (tools/score.py). Held-out templates are only ever
reported as figures: no document name of theirs appears in the report.
"""
import glob
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gold  # noqa: E402  (puts the scorer on sys.path)
import score  # noqa: E402

# Input kinds reported beside the headline figures, not in them (harness.py EXTRA_KINDS).
EXTRA_KINDS = ('html', 'docx')


def load(path):
    try:
        with open(path, encoding='utf-8') as fh:
            return json.load(fh)
    except (OSError, ValueError):
        return {}


def tally_of(tallies):
    t = score.Tally()
    for s in tallies.values():
        t.add(s)
    return t


def f1(t):
    return t.prf()[2]


class Group:
    """A running total over documents: all atoms and per section."""

    def __init__(self):
        self.total = score.Tally()
        self.sections = {s: score.Tally() for s in score.SECTION_ORDER}
        self.docs = 0

    def add(self, tallies):
        self.docs += 1
        for s, t in tallies.items():
            self.sections[s].add(t)
            self.total.add(t)


def write_report(config, selected, ids, kinds, build, timings, pred=None, tag=''):
    pred = pred or os.path.join(build, 'pred')
    heldout = set(config['heldout'])
    # The layouts written here (config 'own'): reported in a table and a line of their own,
    # never in the development or held-out totals (those stay comparable across sessions).
    own = set(config.get('own', []))
    cells = {}
    dev, held, owng = Group(), Group(), Group()
    dev_kind, held_kind, own_kind = {}, {}, {}
    docs = []
    own_docs = []
    missing_pred = 0
    kept = {}
    for t in selected:
        for rid in ids:
            gpath = os.path.join(build, 'gold', t, rid + '.json')
            if not os.path.exists(gpath):
                continue
            g = load(gpath)
            log = os.path.join(build, 'gold', t, rid + '.dropped.tsv')
            if os.path.exists(log):
                with open(log, encoding='utf-8') as fh:
                    dropped = sum(1 for line in fh if '\tshown as ' not in line)
                k = kept.setdefault(t, [0, 0])
                k[0] += sum(1 for _ in _atoms(g))
                k[1] += dropped
            for kind in kinds(t):
                ppath = os.path.join(pred, t, kind, rid + '.json')
                if not os.path.exists(ppath):
                    missing_pred += 1
                tallies, _ = score.score_records(g, load(ppath))
                cell = cells.setdefault((t, kind), Group())
                cell.add(tallies)
                side, side_kind = ((owng, own_kind) if t in own else
                                   (held, held_kind) if t in heldout else (dev, dev_kind))
                if kind not in EXTRA_KINDS:  # html and docx: beside the headline, not in it
                    side.add(tallies)
                side_kind.setdefault(kind, Group()).add(tallies)
                if t in own:
                    own_docs.append((f1(tally_of(tallies)), t, kind, rid))
                elif t not in heldout:
                    docs.append((f1(tally_of(tallies)), t, kind, rid))
    real = _real_cvs(pred)
    lines = []
    n_docs = sum(c.docs for (t, _), c in cells.items() if t not in own)
    lines.append('cvmill on the development corpus: %d documents (%d records x %d templates x '
                 'input kinds); %d without a prediction (cvmill failed)'
                 % (n_docs, len(ids), len({t for t, _ in cells if t not in own}), missing_pred))
    lines.append('')
    all_kinds = ['pdf', 'txt', 'layout', 'text'] + [k for k in EXTRA_KINDS if any(c[1] == k for c in cells)]
    lines.append('%-28s' % 'template' + ' %7s' * len(all_kinds) % tuple(all_kinds) + ' %6s %6s' % ('docs', 'shown'))
    def row_of(t):
        row = []
        for kind in all_kinds:
            c = cells.get((t, kind))
            row.append('%7.3f' % f1(c.total) if c else '%7s' % '-')
        n = sum(cells[(t, k)].docs for k in all_kinds if (t, k) in cells)
        k = kept.get(t)
        share = '%6.2f' % (k[0] / (k[0] + k[1])) if k and k[0] + k[1] else '%6s' % '-'
        return '%-28s %s %6d %s' % (t + (' *' if t in heldout else ''), ' '.join(row), n, share)
    lines += [row_of(t) for t in selected if t not in own]
    lines.append('(* held out; "shown": share of the records\' atoms the documents show, i.e. kept in the gold)')
    if any(t in own for t in selected):
        lines.append('')
        lines.append('own layouts (written here, devset/render/own/; outside the totals above):')
        lines += [row_of(t) for t in selected if t in own]
    lines.append('')
    for name, side, per_kind in (('development', dev, dev_kind), ('HELD-OUT', held, held_kind),
                                 ('OWN-LAYOUTS', owng, own_kind)):
        if name == 'OWN-LAYOUTS' and not side.docs:
            continue
        if not side.docs:
            lines.append('%-12s no documents' % name)
            continue
        kinds_txt = ', '.join('%s %.3f' % (k, f1(per_kind[k].total)) for k in all_kinds if k in per_kind)
        lines.append('%-12s F1 %.3f over %d documents (%s)' % (name, f1(side.total), side.docs, kinds_txt))
    lines.append('')
    lines.append('%-13s %7s %7s' % ('section', 'dev F1', 'held F1') + (' %7s' % 'own F1' if owng.docs else ''))
    for s in score.SECTION_ORDER:
        a, b, o = dev.sections[s], held.sections[s], owng.sections[s]
        if a.tp + a.fp + a.fn or b.tp + b.fp + b.fn:
            cell = lambda t: '%7.3f' % f1(t) if t.tp + t.fp + t.fn else '%7s' % '-'
            lines.append('%-13s %s %s' % (s, cell(a), cell(b)) + (' ' + cell(o) if owng.docs else ''))
    lines.append('')
    lines.append('worst 10 development documents (see one: python3 devset/harness.py diff TEMPLATE KIND ID):')
    for v, t, kind, rid in sorted(docs)[:10]:
        lines.append('  %.3f  %s %s %s' % (v, t, kind, rid))
    lines.append('')
    if real is not None:
        lines.append('../shared/real-cvs: F1 %.3f (%s)' % (real[0], ', '.join(
            '%s %.2f' % (k.split('_')[0], v) for k, v in real[1])))
    if timings:
        lines.append('step times (s): ' + ', '.join('%s %s' % kv for kv in timings.items()))
    text = '\n'.join(lines) + '\n'
    doc = {'documents': n_docs, 'development_f1': f1(dev.total), 'heldout_f1': f1(held.total),
           'own_f1': f1(owng.total) if owng.docs else None,
           'own_kinds': {k: round(f1(g.total), 4) for k, g in own_kind.items()},
           'own_documents': {'%s/%s/%s' % (t, kind, rid): round(v, 4) for v, t, kind, rid in own_docs},
           'cells': {'%s/%s' % k: round(f1(c.total), 4) for k, c in cells.items()},
           'sections_dev': {s: round(f1(t), 4) for s, t in dev.sections.items()},
           'sections_heldout': {s: round(f1(t), 4) for s, t in held.sections.items()},
           'real_cvs': real[0] if real else None, 'timings': timings,
           # development documents only: held-out ones are never looked at one by one
           'dev_documents': {'%s/%s/%s' % (t, kind, rid): round(v, 4) for v, t, kind, rid in docs}}
    gold.write_atomic(os.path.join(build, 'report%s.txt' % tag), text)
    gold.write_atomic(os.path.join(build, 'report%s.json' % tag), json.dumps(doc, indent=1) + '\n')
    sys.stdout.write(text)


def _atoms(g):
    """Every scored atom of a gold record (for the 'shown' share)."""
    for section, value in g.items():
        if isinstance(value, list):
            for e in value:
                yield from _atoms_of(e)
        elif isinstance(value, dict):
            yield from _atoms_of(value)


def _atoms_of(e):
    for v in e.values():
        if isinstance(v, dict):
            yield from _atoms_of(v)
        elif isinstance(v, list):
            for x in v:
                if isinstance(x, dict):
                    yield from _atoms_of(x)
                else:
                    yield x
        else:
            yield v


def _real_cvs(pred_root):
    shared = os.path.join(HERE, '..', '..', 'shared', 'real-cvs', 'gold')
    pred = os.path.join(pred_root, '_real-cvs')
    if not os.path.isdir(shared) or not os.path.isdir(pred):
        return None
    total = score.Tally()
    per = []
    for gpath in sorted(glob.glob(os.path.join(shared, '*.json'))):
        name = os.path.basename(gpath)
        tallies, _ = score.score_records(load(gpath), load(os.path.join(pred, name)))
        t = tally_of(tallies)
        total.add(t)
        per.append((name[:-5], f1(t)))
    return f1(total), per


def score_slice(folder, cvmill):
    """F1 per template/kind (and 'all') of cvmill over the committed slice in `folder`."""
    groups = {}
    with tempfile.TemporaryDirectory() as tmp:
        for tdir in sorted(glob.glob(os.path.join(folder, '*', ''))):
            t = os.path.basename(os.path.dirname(tdir))
            golds = sorted(glob.glob(os.path.join(tdir, '*.gold.json')))
            ids = [os.path.basename(g)[:-len('.gold.json')] for g in golds]
            by_kind = {}
            for rid in ids:
                for ext, kind in (('.pdf', 'pdf'), ('.txt', 'txt' if os.path.exists(
                        os.path.join(tdir, rid + '.pdf')) else 'text'), ('.md', 'text')):
                    src = os.path.join(tdir, rid + ext)
                    if os.path.exists(src):
                        by_kind.setdefault(kind, []).append(src)
            for kind, srcs in sorted(by_kind.items()):
                out = os.path.join(tmp, t, kind)
                os.makedirs(out)
                subprocess.run([cvmill, 'parse', '--out', out] + srcs,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                g = Group()
                for rid in ids:
                    tallies, _ = score.score_records(
                        load(os.path.join(tdir, rid + '.gold.json')),
                        load(os.path.join(out, rid + '.json')))
                    g.add(tallies)
                groups['%s/%s' % (t, kind)] = g
    result = {k: f1(g.total) for k, g in groups.items()}
    total = score.Tally()
    for g in groups.values():
        total.add(g.total)
    result['all'] = f1(total)
    return result


if __name__ == '__main__':
    path = os.path.join(HERE, 'build', 'report.txt')
    if not os.path.exists(path):
        sys.exit('report: no report yet; run bash devset/run.sh')
    with open(path, encoding='utf-8') as fh:
        sys.stdout.write(fh.read())


def compare(build, tag_a, tag_b, n=10):
    """The development documents whose F1 moved most between two tagged runs."""
    def load_tag(tag):
        with open(os.path.join(build, 'report%s.json' % ('-' + tag if tag else '')), encoding='utf-8') as fh:
            return json.load(fh)
    a, b = load_tag(tag_a), load_tag(tag_b)
    da, db = a.get('dev_documents', {}), b.get('dev_documents', {})
    moved = sorted((db[k] - da[k], k) for k in da if k in db and abs(db[k] - da[k]) > 1e-4)
    out = ['%s -> %s: development %.3f -> %.3f, held-out %.3f -> %.3f; %d documents moved (%d up, %d down)'
           % (tag_a or 'base', tag_b, a['development_f1'], b['development_f1'], a['heldout_f1'], b['heldout_f1'],
              len(moved), sum(d > 0 for d, _ in moved), sum(d < 0 for d, _ in moved))]
    for cell in sorted(set(a['cells']) | set(b['cells'])):
        x, y = a['cells'].get(cell), b['cells'].get(cell)
        if x is not None and y is not None and abs(x - y) >= 0.005:
            out.append('  %-36s %.3f -> %.3f' % (cell, x, y))
    out.append('most down:')
    out += ['  %+.3f  %s' % (d, k.replace('/', ' ')) for d, k in moved[:n] if d < 0]
    out.append('most up:')
    out += ['  %+.3f  %s' % (d, k.replace('/', ' ')) for d, k in reversed(moved[-n:]) if d > 0]
    oa, ob = a.get('own_documents', {}), b.get('own_documents', {})
    if oa and ob:
        om = sorted((ob[k] - oa[k], k) for k in oa if k in ob and abs(ob[k] - oa[k]) > 1e-4)
        out.append('OWN-LAYOUTS %.3f -> %.3f; %d documents moved (%d up, %d down)'
                   % (a['own_f1'], b['own_f1'], len(om), sum(d > 0 for d, _ in om), sum(d < 0 for d, _ in om)))
        out += ['  %+.3f  %s' % (d, k.replace('/', ' ')) for d, k in om[:n // 2] if d < 0]
    return '\n'.join(out) + '\n'
