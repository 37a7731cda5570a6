#!/usr/bin/env python3
"""The development corpus: render every record through every template, derive each
document's gold by round trip, run cvmill, score, report. `bash devset/run.sh` sets up and
calls this; each step skips work whose outputs are newer than their inputs.

    python3 devset/harness.py all       [--cvmill BIN] [--templates a,b] [--records N]
    python3 devset/harness.py render|texts|gold|predict|score   (one step)
    python3 devset/harness.py diff TEMPLATE KIND ID   (misses of one document; not held-out)
    python3 devset/harness.py compare TAG_A TAG_B     (two --tag runs: development documents that moved)
    python3 devset/harness.py slice-export            (refresh devset/slice/ for ctest)

Layout of devset/build/ (git-ignored):
  docs/<template>/<id>.{pdf,html,tex,md,txt}   rendered documents (and probe, the probe record)
  docx/<template>/<id>.docx                    a theme's (own layout's) HTML made into DOCX by pandoc
  text/<template>/{txt,layout,raw}/<id>.txt    pdftotext of each PDF (default, -layout, -raw)
  gold/<template>/<id>.json, <id>.dropped.tsv  the gold and the atoms it dropped, with reasons
  pred/<template>/<kind>/<id>.json             cvmill's records; kind: pdf, txt, layout (PDF
                                               templates), html and docx (themes; reported beside,
                                               not in the headline figures) or text (text templates)
  report.txt, report.json                      the report (report.py)
"""
import argparse
import concurrent.futures as futures
import glob
import json
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
BUILD = os.path.join(HERE, 'build')
PROBE = os.path.join(HERE, 'probe', 'probe.json')
PROBE_ID = 'probe'   # the probe's documents are named after its file stem
sys.path.insert(0, HERE)
import gold  # noqa: E402
import report  # noqa: E402

PDF_KINDS = ('pdf', 'txt', 'layout')
PRED = os.path.join(BUILD, 'pred')   # cvmill's records (--tag keeps runs of other binaries apart)
REPORT_TAG = ''


def load_config():
    with open(os.path.join(HERE, 'config.json'), encoding='utf-8') as fh:
        return json.load(fh)


def templates(config):
    return (['theme-' + t for t in config['themes']] + ['latex-' + t for t in config['latex']]
            + list(config['text']) + list(config.get('own', [])))


def is_pdf_template(t):
    return t.startswith(('theme-', 'latex-', 'own-'))


def is_html_template(t):
    """Templates made as HTML and printed by Chromium: the npm themes and the own layouts."""
    return t.startswith(('theme-', 'own-'))


# A theme's HTML as rendered, read directly, and the same HTML made into DOCX by pandoc (when
# pandoc is installed). Reported beside the PDF kinds, outside the headline figures.
EXTRA_KINDS = ('html', 'docx')


def kinds(t):
    if is_html_template(t):
        return PDF_KINDS + (('html', 'docx') if shutil.which('pandoc') else ('html',))
    return PDF_KINDS if is_pdf_template(t) else ('text',)


def record_paths(limit=None):
    paths = sorted(glob.glob(os.path.join(HERE, 'records', '*.json')))
    return paths[:limit] if limit else paths


def stem(path):
    return os.path.splitext(os.path.basename(path))[0]


def newer(out, *inputs):
    """True when `out` exists and is at least as new as every input."""
    if not os.path.exists(out):
        return False
    t = os.path.getmtime(out)
    return all(os.path.getmtime(i) <= t for i in inputs if os.path.exists(i))


def run(cmd, **kw):
    print('+ ' + ' '.join(cmd[:6]) + (' ...' if len(cmd) > 6 else ''), file=sys.stderr)
    return subprocess.run(cmd, **kw)


# ----------------------------------------------------------------------------------- steps

def step_render(config, selected, records):
    docs = os.path.join(BUILD, 'docs')
    inputs = records + [PROBE]
    themes = [t[len('theme-'):] for t in selected if t.startswith('theme-')]
    latex = [t[len('latex-'):] for t in selected if t.startswith('latex-')]
    text = [t for t in selected if not is_pdf_template(t)]
    own = [t for t in selected if t.startswith('own-')]
    if text:
        run([sys.executable, os.path.join(HERE, 'render', 'text.py'), '--out', docs,
             '--templates', ','.join(text)] + inputs, check=True)
    if latex:
        run([sys.executable, os.path.join(HERE, 'render', 'latex.py'), '--out', docs,
             '--templates', ','.join(latex), '--jobs', '2'] + inputs)
    if themes:
        run(['node', os.path.join(HERE, 'render', 'themes', 'render.js'), '--out', docs,
             '--themes', ','.join(themes), '--jobs', '2'] + inputs)
    if own:
        run(['node', os.path.join(HERE, 'render', 'own', 'render.js'), '--out', docs,
             '--templates', ','.join(own)] + inputs)


def doc_path(template, rid):
    """The rendered document of a record through a template, or None when it did not render."""
    base = os.path.join(BUILD, 'docs', template, rid)
    for ext in (('.pdf',) if is_pdf_template(template) else ('.md', '.txt')):
        if os.path.exists(base + ext) and os.path.getsize(base + ext) > 0:
            return base + ext
    return None


def text_path(template, kind, rid):
    return os.path.join(BUILD, 'text', template, kind, rid + '.txt')


def docx_path(template, rid):
    return os.path.join(BUILD, 'docx', template, rid + '.docx')


def step_texts(selected, ids):
    jobs = []
    for t in selected:
        if not is_pdf_template(t):
            continue
        for rid in ids + [PROBE_ID]:
            pdf = doc_path(t, rid)
            if not pdf:
                continue
            for kind, flags in (('txt', []), ('layout', ['-layout']), ('raw', ['-raw'])):
                out = text_path(t, kind, rid)
                if not newer(out, pdf):
                    jobs.append((pdf, out, flags))

    make_all('texts', [(['pdftotext', '-enc', 'UTF-8'] + flags + [pdf], out, '.tmp', 60)
                       for pdf, out, flags in jobs])
    if shutil.which('pandoc'):
        step_docx(selected, ids)


def step_docx(selected, ids):
    """Each theme's (and own layout's) HTML made into DOCX by pandoc (the 'docx' input kind)."""
    jobs = []
    for t in selected:
        if not is_html_template(t):
            continue
        for rid in ids:
            html = os.path.join(BUILD, 'docs', t, rid + '.html')
            out = docx_path(t, rid)
            if os.path.exists(html) and not newer(out, html):
                jobs.append((['pandoc', '-f', 'html-native_divs-native_spans', '-t', 'docx', html, '-o'],
                             out, '.tmp.docx', 120))
    make_all('docx', jobs)


def make_all(what, jobs):
    """Runs each job (command, output, temporary suffix, timeout) two at a time; the command
    writes to a temporary path added as its last argument, which replaces the output when
    it succeeds."""
    def one(job):
        cmd, out, suffix, timeout = job
        os.makedirs(os.path.dirname(out), exist_ok=True)
        tmp = out + suffix
        r = subprocess.run(cmd + [tmp], capture_output=True, timeout=timeout)
        if r.returncode == 0:
            os.replace(tmp, out)
        return r.returncode

    with futures.ThreadPoolExecutor(2) as pool:
        failed = sum(1 for rc in pool.map(one, jobs) if rc)
    print('%s: %d made, %d failed' % (what, len(jobs), failed), file=sys.stderr)


def evidence(template, rid):
    """Text versions of a rendered document that the gold is read from."""
    if is_pdf_template(template):
        return [p for p in (text_path(template, 'txt', rid), text_path(template, 'raw', rid))
                if os.path.exists(p)]
    d = doc_path(template, rid)
    return [d] if d else []


def step_gold(selected, records):
    made = 0
    with open(PROBE, encoding='utf-8') as fh:
        probe = json.load(fh)
    for t in selected:
        probe_texts = evidence(t, PROBE_ID)
        printed = None
        if probe_texts:
            printed = gold.printed_fields(probe, gold.DocText([gold.load_text(p) for p in probe_texts]))
        for rpath in records:
            rid = stem(rpath)
            texts = evidence(t, rid)
            if not texts:
                continue
            out = os.path.join(BUILD, 'gold', t, rid + '.json')
            deps = [rpath, PROBE, os.path.join(HERE, 'gold.py')] + texts + probe_texts
            if newer(out, *deps):
                continue
            with open(rpath, encoding='utf-8') as fh:
                record = json.load(fh)
            g, log = gold.reduce_record(record, gold.DocText([gold.load_text(p) for p in texts]),
                                        printed)
            os.makedirs(os.path.dirname(out), exist_ok=True)
            gold.write_atomic(out[:-5] + '.dropped.tsv', ''.join(
                '%s\t%s\t%s\n' % (p, ' '.join(v.split()), r) for p, v, r in log))
            gold.write_atomic(out, json.dumps(g, indent=2, ensure_ascii=False) + '\n')
            made += 1
    print('gold: %d made' % made, file=sys.stderr)


def kind_input(template, kind, rid):
    if kind == 'pdf' or kind == 'text':
        return doc_path(template, rid)
    if kind in ('html', 'docx'):
        p = (os.path.join(BUILD, 'docs', template, rid + '.html') if kind == 'html'
             else docx_path(template, rid))
        return p if os.path.exists(p) else None
    p = text_path(template, kind, rid)
    return p if os.path.exists(p) else None


def step_predict(selected, ids, cvmill):
    for t in selected:
        for kind in kinds(t):
            outdir = os.path.join(PRED, t, kind)
            todo = []
            for rid in ids:
                src = kind_input(t, kind, rid)
                if src and not newer(os.path.join(outdir, rid + '.json'), src, cvmill):
                    todo.append(src)
            if not todo:
                continue
            os.makedirs(outdir, exist_ok=True)
            # cvmill names each record after its input's stem, which is the record id.
            r = subprocess.run([cvmill, 'parse', '--force', '--out', outdir] + todo,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            for line in r.stderr.splitlines():
                if line.startswith('cvmill: /'):
                    print('  ' + line, file=sys.stderr)
    print('predict: done', file=sys.stderr)


def step_real(cvmill):
    shared = os.path.join(ROOT, '..', 'shared', 'real-cvs')
    if not os.path.isdir(shared):
        return
    outdir = os.path.join(PRED, '_real-cvs')
    shutil.rmtree(outdir, ignore_errors=True)
    os.makedirs(outdir)
    files = sorted(glob.glob(os.path.join(shared, 'r*.*')))
    subprocess.run([cvmill, 'parse', '--out', outdir] + files,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def diff(config, template, kind, rid):
    if template in config['heldout']:
        sys.exit('harness: %s is held out: its documents and diffs stay unseen (rotate it to '
                 'the development side first, see devset/README.md)' % template)
    g = os.path.join(BUILD, 'gold', template, rid + '.json')
    p = os.path.join(PRED, template, kind, rid + '.json')
    return subprocess.call([sys.executable, os.path.join(gold.SHARED_TOOLS, 'score.py'), '--diff', g, p])


# ----------------------------------------------------------------------------------- slice

def slice_export(config, cvmill):
    """Copies the slice's documents (PDF and pdftotext text, or the text source) and golds
    into devset/slice/, scores them with cvmill now, and writes the floor ctest holds."""
    sl = config['slice']
    # Records spread over the sorted list (so over languages), not its first few.
    every = [stem(p) for p in record_paths()]
    ids = every[::max(1, len(every) // sl['records'])][:sl['records']]
    dest = os.path.join(HERE, 'slice')
    shutil.rmtree(dest, ignore_errors=True)
    for t in sl['templates']:
        assert t not in config['heldout'], t
        os.makedirs(os.path.join(dest, t))
        for rid in ids:
            src = doc_path(t, rid)
            shutil.copy(src, os.path.join(dest, t, os.path.basename(src)))
            if is_pdf_template(t):
                shutil.copy(text_path(t, 'txt', rid), os.path.join(dest, t, rid + '.txt'))
            shutil.copy(os.path.join(BUILD, 'gold', t, rid + '.json'),
                        os.path.join(dest, t, rid + '.gold.json'))
    f1 = report.score_slice(dest, cvmill)
    floor = {'measured_f1': {k: round(v, 3) for k, v in f1.items()},
             'floor': {k: round(max(0.0, v - sl['floor_margin']), 3) for k, v in f1.items()}}
    with open(os.path.join(dest, 'floor.json'), 'w', encoding='utf-8') as fh:
        json.dump(floor, fh, indent=2)
        fh.write('\n')
    print(json.dumps(floor, indent=2))


# ----------------------------------------------------------------------------------- main

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('step', choices=['all', 'render', 'texts', 'gold', 'predict', 'score',
                                     'diff', 'compare', 'slice-export'])
    ap.add_argument('args', nargs='*')
    ap.add_argument('--cvmill', default=os.path.join(ROOT, 'build', 'bin', 'cvmill'))
    ap.add_argument('--templates', help='comma-separated subset of the templates')
    ap.add_argument('--records', type=int, help='only the first N records')
    ap.add_argument('--tag', help='keep predictions and the report apart under this name '
                    '(pred-TAG/, report-TAG.txt), e.g. to compare two cvmill binaries')
    a = ap.parse_args(argv)
    global PRED, REPORT_TAG
    if a.tag:
        PRED = os.path.join(BUILD, 'pred-' + a.tag)
        REPORT_TAG = '-' + a.tag
    config = load_config()
    selected = templates(config)
    if a.templates:
        want = a.templates.split(',')
        unknown = [t for t in want if t not in selected]
        if unknown:
            sys.exit('harness: unknown template(s): ' + ', '.join(unknown))
        selected = want
    records = record_paths(a.records)
    ids = [stem(p) for p in records]
    cvmill = os.path.abspath(a.cvmill)
    if a.step == 'diff':
        if len(a.args) != 3:
            sys.exit('usage: harness.py diff TEMPLATE KIND ID')
        return diff(config, *a.args)
    if a.step == 'compare':
        if len(a.args) not in (1, 2):
            sys.exit('usage: harness.py compare TAG_A [TAG_B]   (TAG_A may be "" for the untagged run)')
        sys.stdout.write(report.compare(BUILD, a.args[0], a.args[1] if len(a.args) == 2 else a.tag or ''))
        return 0
    if a.step == 'slice-export':
        return slice_export(config, cvmill)
    timings = {}
    for name, fn in (('render', lambda: step_render(config, selected, records)),
                     ('texts', lambda: step_texts(selected, ids)),
                     ('gold', lambda: step_gold(selected, records)),
                     ('predict', lambda: (step_predict(selected, ids, cvmill), step_real(cvmill))),
                     ('score', lambda: report.write_report(config, selected, ids, kinds, BUILD,
                                                           timings, PRED, REPORT_TAG))):
        if a.step in ('all', name):
            t0 = time.time()
            fn()
            timings[name] = round(time.time() - t0, 1)
    return 0


if __name__ == '__main__':
    sys.exit(main())
