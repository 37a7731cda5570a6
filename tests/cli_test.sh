#!/usr/bin/env bash
# CLI behaviour: exit codes 0/1/2, the one-line stderr format, batches that keep going.
# (Options, streaming and safe output: cli_output_test.sh and cli_stream_test.sh.)
# Usage: cli_test.sh PATH/TO/cvmill SOURCE_DIR
source "$(dirname "$0")/cli_lib.sh" "$@"
run() {  # run ARGS... ; sets rc, out, err
  "$bin" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
  rc=$?
  out=$(cat "$tmp/out")
  err=$(cat "$tmp/err")
}

good=$src/corpus/cv/en_noheadings_lindqvist.txt
printf '' >"$tmp/empty.txt"
printf 'abc\0def' >"$tmp/junk.txt"
head -c 3000 /dev/urandom >"$tmp/random.txt"
printf 'Jane Roe\njane@example.org\n' >"$tmp/jane.txt"

run --help
check "help exits 0" 0 "$rc"
check "help on stdout" yes "$(grep -q 'Exit status' "$tmp/out" && echo yes)"
check "help: nothing on stderr" "" "$err"

run
check "no command exits 2" 2 "$rc"
check "no command message" "cvmill: no command" "$(head -n1 "$tmp/err")"

run parse --bogus "$good"
check "unknown option exits 2" 2 "$rc"
check "unknown option message" "cvmill: parse: unknown option '--bogus'" "$(head -n1 "$tmp/err")"

run parse "$good" "$tmp/jane.txt"
check "several inputs without --out exits 2" 2 "$rc"

run parse --jobs 0 "$good"
check "--jobs 0 exits 2" 2 "$rc"

run parse "$good"
check "one good file exits 0" 0 "$rc"
check "record on stdout" '"name": "Erik Lindqvist",' "$(grep -m1 '"name"' "$tmp/out" | sed 's/^ *//')"
check "source in meta" yes "$(grep -q "\"source\": \"$good\"" "$tmp/out" && echo yes)"

run parse "$tmp/missing.txt"
check "missing file exits 1" 1 "$rc"
check "missing file message" "cvmill: $tmp/missing.txt: cannot read: No such file or directory" "$(head -n1 "$tmp/err")"

run parse "$tmp/empty.txt"
check "empty file exits 1" 1 "$rc"
check "empty file message" "cvmill: $tmp/empty.txt: empty input" "$(head -n1 "$tmp/err")"

run parse "$tmp/junk.txt"
check "binary junk exits 1" 1 "$rc"
check "binary junk message" "cvmill: $tmp/junk.txt: binary data (NUL bytes), not a text CV" "$(head -n1 "$tmp/err")"

run parse --max-bytes 10 "$good"
check "too large exits 1" 1 "$rc"
check "too large is one line (and the summary)" "1 1" "$(grep -c 'over the limit' "$tmp/err") $(grep -c 'converted' "$tmp/err")"

# A batch with bad files among good ones converts the good ones and exits 1.
run parse --out "$tmp/o" "$good" "$tmp/junk.txt" "$tmp/jane.txt" "$tmp/empty.txt" "$tmp/random.txt"
check "batch with failures exits 1" 1 "$rc"
check "good records written" "en_noheadings_lindqvist.json jane.json" "$(ls "$tmp/o" | sort | tr '\n' ' ' | sed 's/ $//')"
check "one stderr line per failure plus summary" 4 "$(wc -l <"$tmp/err")"
check "every failure line names its file" 3 "$(grep -c "^cvmill: $tmp/[a-z]*.txt: " "$tmp/err")"
check "written paths on stdout" 2 "$(wc -l <"$tmp/out")"

# Directories are walked; --jsonl prints one record per line in input order.
mkdir -p "$tmp/d/sub"
cp "$good" "$tmp/d/a.txt"
cp "$tmp/jane.txt" "$tmp/d/sub/b.md"
printf 'not a cv' >"$tmp/d/ignored.json"
run parse --jsonl "$tmp/d"
check "jsonl exits 0" 0 "$rc"
check "jsonl one line per CV" 2 "$(wc -l <"$tmp/out")"
check "jsonl in input order" '"basics":{"name":"Erik Lindqvist"' "$(head -n1 "$tmp/out" | grep -o '"basics":{"name":"[^"]*"')"

# Stem collisions get a suffix.
run parse --out "$tmp/o2" "$tmp/d/a.txt" "$good" "$src/corpus/cv/../cv/en_noheadings_lindqvist.txt"
check "stem collision suffix" "a.json en_noheadings_lindqvist-2.json en_noheadings_lindqvist.json" "$(ls "$tmp/o2" | tr '\n' ' ' | sed 's/ $//')"

# stdin
"$bin" parse - <"$tmp/jane.txt" >"$tmp/out" 2>"$tmp/err"
check "stdin exits 0" 0 "$?"
check "stdin source is -" yes "$(grep -q '"source": "-"' "$tmp/out" && echo yes)"

# Broken rule tables are a usage/configuration error: exit 2, nothing converted.
mkdir -p "$tmp/rules"
run parse --rules "$tmp/rules" "$good"
check "missing rule tables exit 2" 2 "$rc"

# A closed pipe ends the run quietly.
"$bin" parse -q --jsonl "$tmp/d" "$tmp/d" 2>"$tmp/err" | head -c 10 >/dev/null
check "broken pipe prints nothing on stderr" "" "$(cat "$tmp/err")"

# merge: one person to stdout; several people need --out or --jsonl; diff.
run merge "$src/corpus/cv/en_noheadings_lindqvist.txt" "$src/corpus/cv/en_lindqvist_2016.txt"
check "merge one person exits 0" 0 "$rc"
check "merge prints the merged name" '"name": "Erik Lindqvist",' "$(grep -m1 '"name"' "$tmp/out" | sed 's/^ *//')"
check "merge explains the grouping" yes "$(grep -q 'same e-mail' "$tmp/out" && echo yes)"
run merge "$src/corpus/cv"
check "merge of several people without --out exits 2" 2 "$rc"
run merge --out "$tmp/m" "$src/corpus/cv" "$tmp/junk.txt"
check "merge with a bad input exits 1" 1 "$rc"
check "merge writes one record per person" 13 "$(ls "$tmp/m" | wc -l)"
check "merge names the bad input" "cvmill: $tmp/junk.txt: binary data (NUL bytes), not a text CV" "$(head -n1 "$tmp/err")"
"$bin" parse --out "$tmp/p" "$src/corpus/cv/en_datecolumn_okafor.txt" >/dev/null 2>&1
run merge "$tmp/p/en_datecolumn_okafor.json" "$src/corpus/cv/en_okafor_2024.txt"
check "merge takes JSON records and CVs together" 0 "$rc"
run parse --merge --jsonl "$src/corpus/cv"
check "parse --merge --jsonl: one line per person" 13 "$(wc -l <"$tmp/out")"
run diff "$src/corpus/cv/en_datecolumn_okafor.txt" "$src/corpus/cv/en_okafor_2024.txt"
check "diff exits 0" 0 "$rc"
check "diff shows the new job" yes "$(grep -q '^+ work \[Northwind Freight plc / Lead Data Engineer\]$' "$tmp/out" && echo yes)"
check "diff shows the changed e-mail" yes "$(grep -q '^~ basics email: adaeze.okafor@example.org -> adaeze@okafor-data.co.uk$' "$tmp/out" && echo yes)"
run diff --json "$src/corpus/cv/en_datecolumn_okafor.txt" "$src/corpus/cv/en_okafor_2024.txt"
check "diff --json is a JSON array" "[" "$(head -c1 "$tmp/out")"
run diff "$good"
check "diff with one file exits 2" 2 "$rc"

# PDF: a batch with broken PDFs among good ones converts the good ones; one line per failure,
# and none of poppler's own messages reach stderr.
run parse --out "$tmp/pdfs" "$src/corpus/pdf/000_2683ea62fa4f74d5.onecol.pdf" "$src/corpus/pdf/bad" \
  "$src/corpus/pdf/002_04088cfcd67fdedb.rightdates.pdf"
check "pdf batch with bad files exits 1" 1 "$rc"
check "good pdfs written" 2 "$(ls "$tmp/pdfs" | wc -l)"
check "one stderr line per bad pdf plus summary" 5 "$(wc -l <"$tmp/err")"
check "no poppler noise on stderr" 0 "$(grep -c -i 'syntax error\|internal error\|^error' "$tmp/err")"
check "encrypted pdf message" "cvmill: $src/corpus/pdf/bad/encrypted.pdf: PDF is encrypted" "$(grep encrypted "$tmp/err")"
run parse --dump-layout "$src/corpus/pdf/000_2683ea62fa4f74d5.rightdates.pdf"
check "dump-layout exits 0" 0 "$rc"
check "dump-layout shows a right-aligned date on its row" yes "$(grep -q 'Research assistant | October 2019 - March 2020' "$tmp/out" && echo yes)"
# --explain (tests/explain_test.cc checks what it says): text and PDF in-process, a missing input
# one line and exit 1 while the others are still explained, and no record options beside it.
analyst=$src/tests/fixtures/explain/analyst.txt
run parse --explain "$analyst" "$tmp/missing.txt" "$src/corpus/pdf/000_2683ea62fa4f74d5.rightdates.pdf"
check "explain with a missing input exits 1" 1 "$rc"
check "explain: one line for the missing input" "cvmill: $tmp/missing.txt: cannot read: No such file or directory" "$err"
check "explain: the text CV's work section has 3 entries" yes \
  "$(grep -q '^section line 4 "WORK EXPERIENCE": work' "$tmp/out" && grep -A1 '^section line 4 ' "$tmp/out" | grep -q ': 3 entries$' && echo yes)"
check "explain: the PDF is explained after the failure" yes "$(grep -q '^# .*rightdates.pdf: pdf, ' "$tmp/out" && echo yes)"
check "explain: a PDF's heading style names its flows" yes "$(grep -q '^  page 1 column 0: ' "$tmp/out" && echo yes)"
run parse --explain --jsonl "$analyst"
check "explain with --jsonl exits 2" 2 "$rc"
run parse --explain --files-from /dev/null "$analyst"
check "explain with --files-from exits 2" 2 "$rc"
run parse --max-pages 1 "$src/corpus/pdf/002_04088cfcd67fdedb.onecol.pdf"
check "over the page limit exits 1" 1 "$rc"

# Pages of absurd geometry (tests/fixtures/make_hostile_pdfs.py) among good inputs: a 10^12 pt
# wide page once aborted the whole batch (exit 134, one record written). Every good input is
# written, the hostile pages that hold text too; the page poppler keeps no text of fails alone.
hostile=$src/tests/fixtures/hostile
run parse --out "$tmp/hostile" "$src/corpus/pdf/000_2683ea62fa4f74d5.onecol.pdf" "$hostile/wide_1e12.pdf" \
  "$hostile/wide_2e9.pdf" "$hostile/far_text.pdf" "$hostile/nan_boxes.pdf" "$hostile/inf_page_empty.pdf" "$good"
check "hostile pdf batch exits 1" 1 "$rc"
check "hostile pdf batch: every other input written" \
  "000_2683ea62fa4f74d5.onecol.json en_noheadings_lindqvist.json far_text.json nan_boxes.json wide_1e12.json wide_2e9.json" \
  "$(ls "$tmp/hostile" | sort | tr '\n' ' ' | sed 's/ $//')"
# (Counted by prefix: under LSan, the fontconfig suppressions used are listed on stderr too.)
check "hostile pdf batch: one failure line plus summary" 2 "$(grep -c "^cvmill: " "$tmp/err")"
check "page without usable text message" \
  "cvmill: $hostile/inf_page_empty.pdf: PDF has no usable text: page 1: page size inf x inf pt is not a finite number" \
  "$(head -n1 "$tmp/err")"
check "huge page read as a CV" '"name": "Jane Example",' "$(grep -m1 '"name"' "$tmp/hostile/wide_1e12.json" | sed 's/^ *//')"

# merge: a record without a name and the e-mail "@example.com" once segfaulted (empty slug,
# then revs[-1]); with --jsonl it printed garbage and exited 0.
mkdir -p "$tmp/j"
printf '{"basics": {"email": "@example.com"}}\n' >"$tmp/j/noname.json"
run merge "$tmp/j/noname.json"
check "merge of a nameless record exits 0" 0 "$rc"
check "merge of a nameless record keeps its e-mail" '"email": "@example.com"' "$(grep -m1 '"email"' "$tmp/out" | sed 's/^ *//')"
run merge --jsonl "$tmp/j/noname.json" "$good"
check "merge --jsonl with a nameless record exits 0" 0 "$rc"
check "merge --jsonl: one line per person" 2 "$(wc -l <"$tmp/out")"
check "merge --jsonl: the nameless record as it was" '{"basics":{"email":"@example.com"},' "$(grep -o '^{"basics":{"email":"@example.com"},' "$tmp/out")"
run merge --out "$tmp/jm" "$tmp/j/noname.json" "$good"
check "merge --out with a nameless record exits 0" 0 "$rc"
check "merge --out: a record per person, the nameless one numbered" "erik-lindqvist.json person-2.json" \
  "$(ls "$tmp/jm" | sort | tr '\n' ' ' | sed 's/ $//')"

# The JSON Resume reader: a value of the wrong type is one error line naming its JSON path;
# that file fails and the batch goes on (they were dropped silently, and "company" misaligned).
printf '{"basics": {"name": "Ann Lee"}, "work": ["Acme", {"company": "Initech"}]}' >"$tmp/j/entry.json"
printf '{"basics": "Bo Chan"}' >"$tmp/j/basics.json"
printf '{"basics": {"name": "Cy Dunn"}, "skills": [{"name": "C", "keywords": ["STL", {"x": 1}]}]}' >"$tmp/j/keywords.json"
run merge --out "$tmp/jb" "$tmp/j/entry.json" "$tmp/j/basics.json" "$tmp/j/keywords.json" "$good"
check "merge with mistyped JSON exits 1" 1 "$rc"
check "mistyped entry named by its path" "cvmill: $tmp/j/entry.json: work[0]: expected an object" "$(sed -n 1p "$tmp/err")"
check "mistyped basics named by its path" "cvmill: $tmp/j/basics.json: basics: expected an object" "$(sed -n 2p "$tmp/err")"
check "mistyped keyword named by its path" "cvmill: $tmp/j/keywords.json: skills[0].keywords[1]: expected a string" \
  "$(sed -n 3p "$tmp/err")"
check "merge with mistyped JSON: the good input written" "erik-lindqvist.json" "$(ls "$tmp/jb" | tr '\n' ' ' | sed 's/ $//')"

finish
