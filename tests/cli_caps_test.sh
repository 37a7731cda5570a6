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


# A long document (its pages together draw more than one page may): the pages after the one
# that passes that are checked by the counting pass before any page is laid out, then read.
# 12 pages of 60 characters, each with an operator poppler does not know (a message per page):
# the record, its diagnostics in page order, is the one read with no cap; a later page past a
# cap is its line. The same with page 7 drawing 90.
python3 - "$tmp/long.pdf" "$tmp/late.pdf" <<'PY'
import sys
def write(path, texts):
    n = len(texts)
    objs = [b'<< /Type /Catalog /Pages 2 0 R >>',
            b'<< /Type /Pages /Kids [%s] /Count %d >>' % (b' '.join(b'%d 0 R' % (4 + 2 * i) for i in range(n)), n),
            b'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>']
    for i, t in enumerate(texts):
        c = b'BT /F1 10 Tf 72 700 Td (%s) Tj ET zzz%d' % (t.encode('latin-1'), i + 1)
        objs.append(b'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> '
                    b'/Contents %d 0 R >>' % (5 + 2 * i))
        objs.append(b'<< /Length %d >>\nstream\n' % len(c) + c + b'\nendstream')
    out, offsets = bytearray(b'%PDF-1.4\n'), []
    for i, body in enumerate(objs, 1):
        offsets.append(len(out))
        out += b'%d 0 obj\n' % i + body + b'\nendobj\n'
    xref = len(out)
    out += b'xref\n0 %d\n0000000000 65535 f \n' % (len(objs) + 1) + b''.join(b'%010d 00000 n \n' % o for o in offsets)
    out += b'trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n' % (len(objs) + 1, xref)
    open(path, 'wb').write(out)
line = lambda i, width: ('Jane Example, page %d: engineer at Example Ltd, 2019-2021.' % i).ljust(width, '.')
write(sys.argv[1], [line(i, 60) for i in range(1, 13)])
write(sys.argv[2], [line(i, 90 if i == 7 else 60) for i in range(1, 13)])
PY
"$bin" parse --no-workers --max-chars 0 "$tmp/long.pdf" >"$tmp/nocap" 2>/dev/null
check "a long PDF: 12 poppler messages, in page order" "zzz1 zzz2 zzz3 zzz4 zzz5 zzz6 zzz7 zzz8 zzz9 zzz10 zzz11 zzz12" \
  "$(grep -o "Unknown operator 'zzz[0-9]*'" "$tmp/nocap" | tr -d "'" | cut -d' ' -f3 | tr '\n' ' ' | sed 's/ $//')"
for mode in --no-workers "--timeout 0 --max-memory 0"; do
  # shellcheck disable=SC2086
  "$bin" parse $mode --max-chars 100 "$tmp/long.pdf" >"$tmp/out" 2>/dev/null
  check "$mode: a long PDF within --max-chars 100 (720 of 1000): the record read with no cap" yes \
    "$(cmp -s "$tmp/out" "$tmp/nocap" && echo yes)"
  # shellcheck disable=SC2086
  "$bin" parse $mode --jsonl --max-chars 70 "$tmp/long.pdf" "$tmp/late.pdf" >"$tmp/out" 2>"$tmp/err"
  check "$mode: --max-chars 70: past the document's 700 on page 12, page 7 of the other past 70" \
    "1|cvmill: $tmp/long.pdf: PDF draws over the limit of 700 characters in all (page 12)
cvmill: $tmp/late.pdf: PDF page 7 draws over the limit of 70 characters|" "$?|$(head -n2 "$tmp/err")|$(cat "$tmp/out")"
done

finish
