#!/usr/bin/env bash
# Worker processes and budgets (issue 11): a document that overruns --timeout or --max-memory
# fails alone with one line, its worker is replaced, the batch goes on in input order and the
# good inputs behind it are not held up by it (-j 2).
# Usage: cli_worker_test.sh PATH/TO/cvmill SOURCE_DIR
source "$(dirname "$0")/cli_lib.sh" "$@"

# A PDF of 30,000 scattered text objects: 8 s of CPU or more to read (make_slow_pdf.py), once
# --max-chars 0 lifts the cap that refuses it at once (tests/cli_caps_test.sh). In sanitizer
# builds (LSAN_OPTIONS set), whose budgets are 15 s below, 80,000: the time is poppler's, not
# instrumented, and 30,000 came in under 15 s on a quiet machine.
slow_n=30000
[ -n "${LSAN_OPTIONS:-}" ] && slow_n=80000
python3 "$src/tests/fixtures/make_slow_pdf.py" "$tmp/slow.pdf" $slow_n
ls "$src"/corpus/pdf/*.pdf | head -n 20 >"$tmp/good20"
first_good=$(head -n1 "$tmp/good20")
# Budgets a good PDF meets: in sanitizer builds (the test environment sets LSAN_OPTIONS only
# then) a fresh worker loading the reader module takes over a second on a loaded machine, so
# the budgets there are 15 s (the slow PDF still takes longer).
short=1 mid=2 long=3
[ -n "${LSAN_OPTIONS:-}" ] && short=15 mid=15 long=15

start=$(ms)
# The 20 alone on one job: while the slow one holds a job, the other converts them alone.
"$bin" parse -q -j 1 --jsonl --files-from "$tmp/good20" >"$tmp/alone.jsonl" 2>/dev/null
alone_ms=$(($(ms) - start))
start=$(ms)
"$bin" parse --max-chars 0 -j 2 --timeout $long --jsonl "$tmp/slow.pdf" --files-from "$tmp/good20" >"$tmp/out" 2>"$tmp/err"
rc=$?
batch_ms=$(($(ms) - start))
check "budget hit: exit 1" 1 "$rc"
check "budget hit: one line naming the file" "cvmill: $tmp/slow.pdf: took over $long s (limit --timeout)" "$(head -n1 "$tmp/err")"
check "budget hit: the 20 good inputs converted" "cvmill: 20 converted, 1 failed, 0 skipped" "$(tail -n1 "$tmp/err")"
check "budget hit: records in input order, as without the slow one" yes "$(cmp -s "$tmp/out" "$tmp/alone.jsonl" && echo yes)"
limit=$((alone_ms > 3000 ? alone_ms + 2000 : 5000))
# (Timing is not checked in sanitizer builds, where the slow one's 3 s of CPU weigh on the rest.)
[ -n "${LSAN_OPTIONS:-}" ] || check "budget hit: the batch ends within 2 s of max(good alone on one job ${alone_ms} ms, budget 3 s) (${batch_ms} ms)" yes \
  "$([ "$batch_ms" -le "$limit" ] && echo yes)"

# The worker that overran is replaced: with one job the next PDF still converts.
"$bin" parse --max-chars 0 -j 1 --timeout $short --jsonl "$tmp/slow.pdf" "$first_good" >"$tmp/out" 2>"$tmp/err"
check "one job: the next PDF converts after a budget hit" "1 cvmill: 1 converted, 1 failed, 0 skipped" \
  "$(wc -l <"$tmp/out") $(tail -n1 "$tmp/err")"

# 80,000 words on one baseline (most of it poppler's time): cut at its budget the same way.
python3 "$src/tests/fixtures/make_slow_pdf.py" "$tmp/baseline.pdf" 80000 baseline
"$bin" parse --max-chars 0 -j 1 --timeout $mid --jsonl "$tmp/baseline.pdf" "$first_good" >"$tmp/out" 2>"$tmp/err"
check "80,000 words on one baseline: one line, the next PDF converts" \
  "cvmill: $tmp/baseline.pdf: took over $mid s (limit --timeout)|cvmill: 1 converted, 1 failed, 0 skipped|1" \
  "$(paste -sd'|' "$tmp/err")|$(wc -l <"$tmp/out")"

# The memory cap: the slow PDF needs more than 40 MiB of address space. (Not under the
# sanitizers, whose builds reserve terabytes of address space: there is no cap; the test
# environment sets LSAN_OPTIONS only then.)
[ -n "${LSAN_OPTIONS:-}" ] && echo "skip: memory cap (sanitizer build)" || {
"$bin" parse --max-chars 0 --max-memory 40 --jsonl "$tmp/slow.pdf" "$src/corpus/cv/en_noheadings_lindqvist.txt" >"$tmp/out" 2>"$tmp/err"
check "memory cap: exit 1" 1 "$?"
check "memory cap: one line naming the file" "cvmill: $tmp/slow.pdf: needed more than 40 MiB of memory (limit --max-memory)" \
  "$(head -n1 "$tmp/err")"
check "memory cap: the next input converts" 1 "$(wc -l <"$tmp/out")"
# Under caps where poppler's own allocations fail (it writes "Out of memory" on its stderr,
# then aborts), still one line for the file: the memory reason, nothing of poppler's.
for mib in 70 90; do
  "$bin" parse --max-chars 0 --max-memory $mib --timeout 30 --jsonl "$tmp/slow.pdf" "$src/corpus/cv/en_noheadings_lindqvist.txt" >"$tmp/out" 2>"$tmp/err"
  check "memory cap $mib MiB: one line naming the file, then the summary" \
    "cvmill: $tmp/slow.pdf: needed more than $mib MiB of memory (limit --max-memory)|cvmill: 1 converted, 1 failed, 0 skipped" \
    "$(paste -sd'|' "$tmp/err")"
done
}

# In a worker or in-process, the same records.
"$bin" parse -q --no-workers --jsonl --files-from "$tmp/good20" >"$tmp/inproc.jsonl"
check "--no-workers gives the same records" yes "$(cmp -s "$tmp/inproc.jsonl" "$tmp/alone.jsonl" && echo yes)"

# merge and diff convert PDFs as parse does, through the same workers and budgets: a PDF over
# its budget among a merge's inputs fails alone, one line, and the others still merge (exit 1);
# two such PDFs with -j 2 overrun their budgets side by side, not one after the other.
okafor=("$src/corpus/pdf/en_datecolumn_okafor.onecol.pdf" "$src/corpus/pdf/en_datecolumn_okafor.twocol.pdf"
        "$src/corpus/cv/en_okafor_2024.txt")
cp "$tmp/slow.pdf" "$tmp/slow2.pdf"
start=$(ms)
"$bin" merge -q -j 2 "${okafor[@]}" >"$tmp/merged_alone.json"
alone_ms=$(($(ms) - start))
check "merge: the good revisions merge into one person" "Adaeze Okafor, 3 revisions" \
  "$(python3 -c 'import json, sys; r = json.load(open(sys.argv[1]))
print(r["basics"]["name"] + ", %d revisions" % len(r["meta"]["merge"]["sources"]))' "$tmp/merged_alone.json")"
start=$(ms)
"$bin" merge --max-chars 0 -j 2 --timeout $mid "$tmp/slow.pdf" "${okafor[0]}" "$tmp/slow2.pdf" "${okafor[@]:1}" >"$tmp/out" 2>"$tmp/err"
rc=$?
merge_ms=$(($(ms) - start))
check "merge, budget hit: exit 1" 1 "$rc"
check "merge, budget hit: one line per PDF over its budget, then the summary" \
  "cvmill: $tmp/slow.pdf: took over $mid s (limit --timeout)|cvmill: $tmp/slow2.pdf: took over $mid s (limit --timeout)|cvmill: 3 revisions of 1 person, 1 record written, 2 failed, 0 skipped" \
  "$(paste -sd'|' "$tmp/err")"
check "merge, budget hit: the other revisions merged as without them" yes "$(cmp -s "$tmp/out" "$tmp/merged_alone.json" && echo yes)"
limit=$((2000 + alone_ms + 1500))  # one after the other: over 4000 + alone_ms
[ -n "${LSAN_OPTIONS:-}" ] || check "merge, budget hit: two budgets of 2 s overrun side by side (${merge_ms} ms <= ${limit} ms)" yes \
  "$([ "$merge_ms" -le "$limit" ] && echo yes)"

# diff: a PDF operand over its budget is one line, exit 1, nothing on stdout; a PDF read in a
# worker or in-process gives the same diff.
"$bin" diff --max-chars 0 --timeout 1 "$tmp/slow.pdf" "${okafor[2]}" >"$tmp/out" 2>"$tmp/err"
check "diff, budget hit: exit 1" 1 "$?"
check "diff, budget hit: one line naming the file" "cvmill: $tmp/slow.pdf: took over 1 s (limit --timeout)" "$(cat "$tmp/err")"
check "diff, budget hit: nothing on stdout" 0 "$(wc -c <"$tmp/out")"
for form in "" --json; do
  "$bin" diff $form "${okafor[0]}" "${okafor[2]}" >"$tmp/diff_w" 2>&1
  "$bin" diff $form --no-workers "${okafor[0]}" "${okafor[2]}" >"$tmp/diff_i" 2>&1
  check "diff ${form:-text}: a PDF in a worker or in-process, the same changes ($(wc -l <"$tmp/diff_w") lines)" yes \
    "$([ -s "$tmp/diff_w" ] && cmp -s "$tmp/diff_w" "$tmp/diff_i" && echo yes)"
done

# --dump-layout reads a PDF in a worker too: one over its budget is one line, exit 1, and the
# next operand is listed as in-process.
"$bin" parse --max-chars 0 --dump-layout --timeout $mid "$tmp/slow.pdf" "$first_good" >"$tmp/out" 2>"$tmp/err"
check "--dump-layout, budget hit: exit 1" 1 "$?"
check "--dump-layout, budget hit: one line naming the file" "cvmill: $tmp/slow.pdf: took over $mid s (limit --timeout)" "$(cat "$tmp/err")"
"$bin" parse --dump-layout --no-workers "$first_good" >"$tmp/inproc" 2>&1
check "--dump-layout: the next PDF listed as in-process ($(wc -l <"$tmp/inproc") lines)" yes \
  "$([ "$(grep -c ' p1 ' "$tmp/inproc")" -gt 5 ] && cmp -s "$tmp/out" "$tmp/inproc" && echo yes)"

# merge of the corpus (CVs, PDFs in every layout, HTML, the bad PDFs) with and without
# workers: the same records, the same failure lines, the same exit status.
"$bin" merge -j 2 --out "$tmp/mw" "$src/corpus/cv" "$src/corpus/pdf" "$src/corpus/html" >"$tmp/mw.out" 2>"$tmp/mw.err"
rc_w=$?
"$bin" merge -j 2 --no-workers --out "$tmp/mi" "$src/corpus/cv" "$src/corpus/pdf" "$src/corpus/html" >/dev/null 2>"$tmp/mi.err"
rc_i=$?
check "merge of the corpus: exit 1 (the bad PDFs) with and without workers" "1 1" "$rc_w $rc_i"
check "merge of the corpus: the same failure lines and summary ($(wc -l <"$tmp/mw.err") lines)" yes \
  "$(sed "s|$tmp/mw|DIR|" "$tmp/mw.err" | cmp -s - <(sed "s|$tmp/mi|DIR|" "$tmp/mi.err") && echo yes)"
check "merge of the corpus: the same records ($(ls "$tmp/mw" | wc -l) people)" yes \
  "$([ "$(ls "$tmp/mw" | wc -l)" -gt 10 ] && diff -r "$tmp/mw" "$tmp/mi" >/dev/null && echo yes)"

"$bin" parse --timeout x "$first_good" >/dev/null 2>&1
check "--timeout x is a usage error" 2 "$?"

finish
