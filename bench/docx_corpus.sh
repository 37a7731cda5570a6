#!/usr/bin/env bash
# Issue 10's DOCX measure: each corpus CV (corpus/cv, text and markdown) made into DOCX by
# pandoc (`-f markdown+hard_line_breaks`, so each line stays a line) and by LibreOffice
# (`soffice --headless --convert-to docx`, its plain-text import: one paragraph a line), each
# converted by cvmill and scored against the CV's expected record (corpus/expected) beside the
# text CV itself. Prints one row per CV and the micro F1 of each kind, and exits 1 when a DOCX
# scores more than 0.03 below its text record.
#
#   bash bench/docx_corpus.sh [BUILD_DIR]      (needs pandoc and libreoffice-writer-nogui)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build}/bin/cvmill
command -v pandoc >/dev/null || { echo "docx_corpus.sh: needs pandoc" >&2; exit 2; }
command -v soffice >/dev/null || { echo "docx_corpus.sh: needs soffice (libreoffice-writer-nogui)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/pandoc" "$work/lo" "$work/out/text" "$work/out/pandoc" "$work/out/lo" "$work/profile"
for f in corpus/cv/*.txt corpus/cv/*.md; do
  stem=$(basename "${f%.*}")
  pandoc -f markdown+hard_line_breaks -t docx -o "$work/pandoc/$stem.docx" "$f"
  # (A private profile: a first run writes one, and none is shared with a user's.)
  soffice -env:UserInstallation="file://$work/profile" --headless --infilter="Text (encoded):UTF8" \
    --convert-to docx --outdir "$work/lo" "$f" >/dev/null 2>&1
done
"$bin" parse -q --force -o "$work/out/text" corpus/cv/*.txt corpus/cv/*.md
"$bin" parse -q --force -o "$work/out/pandoc" "$work"/pandoc/*.docx
"$bin" parse -q --force -o "$work/out/lo" "$work"/lo/*.docx
python3 - "$work" <<'EOF'
import json, os, subprocess, sys
work = sys.argv[1]
sys.path.insert(0, os.path.join('..', 'shared', 'tools'))
import score
def f1(t):
    return 2 * t.tp / (2 * t.tp + t.fp + t.fn) if t.tp else 0.0
total = {k: score.Tally() for k in ('text', 'pandoc', 'lo')}
worst = 0.0
print('%-28s %7s %7s %7s' % ('CV', 'text', 'pandoc', 'LO'))
for name in sorted(os.listdir(os.path.join(work, 'out', 'text'))):
    gold = json.load(open(os.path.join('corpus', 'expected', name), encoding='utf-8'))
    row = {}
    for kind in total:
        path = os.path.join(work, 'out', kind, name)
        pred = json.load(open(path, encoding='utf-8')) if os.path.exists(path) else {}
        tallies, _ = score.score_records(gold, pred)
        t = score.Tally()
        for x in tallies.values():
            t.add(x)
        total[kind].add(t)
        row[kind] = f1(t)
    worst = max(worst, row['text'] - row['pandoc'], row['text'] - row['lo'])
    print('%-28s %7.3f %7.3f %7.3f' % (name[:-5], row['text'], row['pandoc'], row['lo']))
print('%-28s %7.3f %7.3f %7.3f' % ('all (micro)', f1(total['text']), f1(total['pandoc']), f1(total['lo'])))
print('largest drop of a DOCX below its text record: %.3f' % worst)
sys.exit(1 if worst > 0.03 else 0)
EOF
