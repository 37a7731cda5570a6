#!/usr/bin/env bash
# Worker processes and budgets (issue 11): a document that overruns --timeout or --max-memory
# fails alone with one line, its worker is replaced, the batch goes on in input order and the
# good inputs behind it are not held up by it (-j 2).
# Usage: cli_worker_test.sh PATH/TO/cvmill SOURCE_DIR
source "$(dirname "$0")/cli_lib.sh" "$@"

# A PDF of 30,000 scattered text objects: tens of seconds to read (make_slow_pdf.py).
python3 "$src/tests/fixtures/make_slow_pdf.py" "$tmp/slow.pdf" 30000
ls "$src"/corpus/pdf/*.pdf | head -n 20 >"$tmp/good20"
first_good=$(head -n1 "$tmp/good20")

start=$(ms)
# The 20 alone on one job: while the slow one holds a job, the other converts them alone.
"$bin" parse -q -j 1 --jsonl --files-from "$tmp/good20" >"$tmp/alone.jsonl" 2>/dev/null
alone_ms=$(($(ms) - start))
start=$(ms)
"$bin" parse -j 2 --timeout 3 --jsonl "$tmp/slow.pdf" --files-from "$tmp/good20" >"$tmp/out" 2>"$tmp/err"
rc=$?
batch_ms=$(($(ms) - start))
check "budget hit: exit 1" 1 "$rc"
check "budget hit: one line naming the file" "cvmill: $tmp/slow.pdf: took over 3 s (limit --timeout)" "$(head -n1 "$tmp/err")"
check "budget hit: the 20 good inputs converted" "cvmill: 20 converted, 1 failed, 0 skipped" "$(tail -n1 "$tmp/err")"
check "budget hit: records in input order, as without the slow one" yes "$(cmp -s "$tmp/out" "$tmp/alone.jsonl" && echo yes)"
limit=$((alone_ms > 3000 ? alone_ms + 2000 : 5000))
# (Timing is not checked in sanitizer builds, where the slow one's 3 s of CPU weigh on the rest.)
[ -n "${LSAN_OPTIONS:-}" ] || check "budget hit: the batch ends within 2 s of max(good alone on one job ${alone_ms} ms, budget 3 s) (${batch_ms} ms)" yes \
  "$([ "$batch_ms" -le "$limit" ] && echo yes)"

# The worker that overran is replaced: with one job the next PDF still converts.
"$bin" parse -j 1 --timeout 1 --jsonl "$tmp/slow.pdf" "$first_good" >"$tmp/out" 2>"$tmp/err"
check "one job: the next PDF converts after a budget hit" "1 cvmill: 1 converted, 1 failed, 0 skipped" \
  "$(wc -l <"$tmp/out") $(tail -n1 "$tmp/err")"

# The memory cap: the slow PDF needs more than 40 MiB of address space. (Not under the
# sanitizers, whose builds reserve terabytes of address space: there is no cap; the test
# environment sets LSAN_OPTIONS only then.)
[ -n "${LSAN_OPTIONS:-}" ] && echo "skip: memory cap (sanitizer build)" || {
"$bin" parse --max-memory 40 --jsonl "$tmp/slow.pdf" "$src/corpus/cv/en_noheadings_lindqvist.txt" >"$tmp/out" 2>"$tmp/err"
check "memory cap: exit 1" 1 "$?"
check "memory cap: one line naming the file" "cvmill: $tmp/slow.pdf: needed more than 40 MiB of memory (limit --max-memory)" \
  "$(head -n1 "$tmp/err")"
check "memory cap: the next input converts" 1 "$(wc -l <"$tmp/out")"
}

# In a worker or in-process, the same records.
"$bin" parse -q --no-workers --jsonl --files-from "$tmp/good20" >"$tmp/inproc.jsonl"
check "--no-workers gives the same records" yes "$(cmp -s "$tmp/inproc.jsonl" "$tmp/alone.jsonl" && echo yes)"

"$bin" parse --timeout x "$first_good" >/dev/null 2>&1
check "--timeout x is a usage error" 2 "$?"

finish
