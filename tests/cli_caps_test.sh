#!/usr/bin/env bash
# The PDF caps (issue 11): a PDF whose pages draw too many characters, or whose content
# streams inflate too far, fails with one line naming the cap, in-process as in a worker, with
# no time or memory budget set: the caps bound the work, found before poppler lays out any
# text. The good inputs of the batch are still written. Inputs from make_slow_pdf.py.
# Usage: cli_caps_test.sh PATH/TO/cvmill SOURCE_DIR
source "$(dirname "$0")/cli_lib.sh" "$@"

gen() { python3 "$src/tests/fixtures/make_slow_pdf.py" "$@"; }
gen "$tmp/bomb.pdf" 300 bomb             # 300 MiB of spaces in 2 KB
gen "$tmp/formbomb.pdf" 300 formbomb     # the same in a form XObject the page draws
gen "$tmp/baseline.pdf" 80000 baseline   # "w0" ... "w79999" on one baseline: 468,890 characters and the CV
gen "$tmp/objects.pdf" 2000000 objects   # 2 M text objects, about 70 MB of content deflated
gen "$tmp/scattered.pdf" 30000           # "x0" ... "x29999" scattered: 168,890 characters and the CV
check "the flate bomb is small" yes "$([ "$(wc -c <"$tmp/bomb.pdf")" -lt 4000 ] && echo yes)"
good=("$src/corpus/pdf/en_datecolumn_okafor.onecol.pdf" "$src/corpus/cv/en_okafor_2024.txt")
bad=("$tmp/bomb.pdf" "$tmp/baseline.pdf" "$tmp/objects.pdf" "$tmp/scattered.pdf" "$tmp/formbomb.pdf")
expected="cvmill: $tmp/bomb.pdf: PDF content streams inflate to over the limit of 16 MiB (page 1)
cvmill: $tmp/baseline.pdf: PDF page 1 draws over the limit of 40000 characters
cvmill: $tmp/objects.pdf: PDF content streams inflate to over the limit of 16 MiB (page 1)
cvmill: $tmp/scattered.pdf: PDF page 1 draws over the limit of 40000 characters
cvmill: $tmp/formbomb.pdf: PDF content streams inflate to over the limit of 16 MiB (page 1)
cvmill: 2 converted, 5 failed, 0 skipped; records in $tmp/OUT"

"$bin" parse -q --no-workers -o "$tmp/alone" "${good[@]}" >/dev/null
# In-process (the library's path: no worker, no budget), then in workers with no time or
# memory budget: each bad PDF one line in input order, exit 1, the good ones written.
for mode in --no-workers "--timeout 0 --max-memory 0"; do
  rm -rf "$tmp/OUT"
  start=$(ms)
  # shellcheck disable=SC2086
  "$bin" parse $mode -j 1 -o "$tmp/OUT" "${bad[0]}" "${good[0]}" "${bad[@]:1}" "${good[1]}" >"$tmp/paths" 2>"$tmp/err"
  rc=$?
  took=$(($(ms) - start))
  check "$mode: exit 1" 1 "$rc"
  check "$mode: one line per PDF over a cap, then the summary (${took} ms)" "$expected" "$(cat "$tmp/err")"
  check "$mode: the good inputs written, as converted alone" yes \
    "$(diff -r "$tmp/alone" "$tmp/OUT" >/dev/null && [ "$(wc -l <"$tmp/paths")" = 2 ] && echo yes)"
done

# A DOCX zip bomb (200 MiB of spaces in word/document.xml, 200 KB) meets the same --max-bytes cap in
# a worker as in-process (the worker once read it unbounded: 10 s and 450 MB, until --timeout).
python3 - "$tmp/bomb.docx" <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED) as z:
    z.writestr('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/'
               'package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/'
               'vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>')
    z.writestr('word/document.xml', '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/'
               'wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Jane Example</w:t></w:r></w:p>' +
               ' ' * (200 << 20) + '</w:body></w:document>')
PY
for mode in --no-workers "--timeout 0 --max-memory 0"; do
  # shellcheck disable=SC2086
  "$bin" parse $mode --jsonl "$tmp/bomb.docx" "${good[1]}" >"$tmp/out" 2>"$tmp/err"
  check "$mode: the DOCX zip bomb is one line at --max-bytes, exit 1, the next input converts" \
    "1|cvmill: $tmp/bomb.docx: DOCX part word/document.xml is over the limit of 16777216 bytes uncompressed left for the document|yes" \
    "$?|$(head -n1 "$tmp/err")|$(grep -q '"name":"Adaeze Okafor"' "$tmp/out" && echo yes)"
done

# --max-chars moves the cap (the document's is ten times it); 0 lifts it; diff has it too.
"$bin" parse --no-workers --max-chars 100 "${good[0]}" >"$tmp/out" 2>"$tmp/err"
check "--max-chars 100: a real CV page is over it" \
  "1|cvmill: ${good[0]}: PDF page 1 draws over the limit of 100 characters|" \
  "$?|$(head -n1 "$tmp/err")|$(cat "$tmp/out")"
"$bin" parse --no-workers -q --max-chars 0 "${good[0]}" >"$tmp/out"
check "--max-chars 0: no cap, the same record" yes "$(cmp -s "$tmp/out" "$tmp/alone/en_datecolumn_okafor.onecol.json" && echo yes)"
"$bin" diff --max-chars 100 "${good[0]}" "${good[1]}" >/dev/null 2>"$tmp/err"
check "diff --max-chars 100: one line, exit 1" "1|cvmill: ${good[0]}: PDF page 1 draws over the limit of 100 characters" \
  "$?|$(cat "$tmp/err")"
"$bin" parse --max-chars x "${good[0]}" >/dev/null 2>&1
check "--max-chars x is a usage error" 2 "$?"

finish
