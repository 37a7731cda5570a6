#!/usr/bin/env bash
# Issue 10's HTML measure: each corpus web page (corpus/html) read directly against its
# Chromium print (corpus/pdf/<stem>.html.pdf, made by corpus/html/print.sh), both scored
# against the page's expected record (corpus/expected) by ../shared/tools/score.py. Prints one
# row per page and the micro F1 of each kind, and exits 1 when a page scores more than 0.03
# below its PDF. Run by ctest as html_corpus.
#
#   bash bench/html_corpus.sh [CVMILL_BINARY]     (default build/bin/cvmill)
set -euo pipefail
bin=$(realpath "${1:-$(dirname "$0")/../build/bin/cvmill}")
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/html" "$work/pdf"
"$bin" parse -q --force -o "$work/html" corpus/html/*.html >/dev/null
for f in corpus/html/*.html; do
  stem=$(basename "$f" .html)
  "$bin" parse -q "corpus/pdf/$stem.html.pdf" > "$work/pdf/$stem.json"
done
python3 - "$work" <<'PY'
import json, os, sys
work = sys.argv[1]
sys.path.insert(0, os.path.join('..', 'shared', 'tools'))
import score
def f1(t):
    return 2 * t.tp / (2 * t.tp + t.fp + t.fn) if t.tp else 0.0
total = {k: score.Tally() for k in ('html', 'pdf')}
worst = 0.0
print('%-28s %7s %7s' % ('page', 'HTML', 'PDF'))
for name in sorted(os.listdir(os.path.join(work, 'html'))):
    gold = json.load(open(os.path.join('corpus', 'expected', name), encoding='utf-8'))
    row = {}
    for kind in total:
        tallies, _ = score.score_records(gold, json.load(open(os.path.join(work, kind, name), encoding='utf-8')))
        t = score.Tally()
        for x in tallies.values():
            t.add(x)
        total[kind].add(t)
        row[kind] = f1(t)
    worst = max(worst, row['pdf'] - row['html'])
    print('%-28s %7.3f %7.3f' % (name[:-5], row['html'], row['pdf']))
print('%-28s %7.3f %7.3f' % ('all (micro)', f1(total['html']), f1(total['pdf'])))
print('largest drop of a page below its PDF: %.3f' % worst)
sys.exit(1 if worst > 0.03 else 0)
PY
