#!/usr/bin/env bash
# PDF throughput of the command line, --jobs 1 against --jobs 2, in worker processes (the
# default) and in-process (--no-workers: poppler serialised by its lock): the corpus PDFs
# listed over and over into a batch of N (default 1000), converted with --jsonl to /dev/null.
# Usage: bench/cli_pdf_jobs.sh [BUILD_DIR] [N]   (results: bench/RESULTS.md)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build}/bin/cvmill
n=${2:-1000}
list=$(mktemp)
out=$(mktemp)
trap 'rm -f "$list" "$out"' EXIT
while [ "$(wc -l <"$list")" -lt "$n" ]; do ls corpus/pdf/*.pdf >>"$list"; done
sed -i "$((n + 1)),\$d" "$list"
echo "$n PDFs ($(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg))"
for mode in "" --no-workers; do
  for j in 1 2; do
    start=$(date +%s%N)
    rc=0
    "$bin" parse -q --jsonl -j "$j" $mode --files-from "$list" >"$out" || rc=$?
    s=$(( ($(date +%s%N) - start) / 1000000 ))
    # A run that failed inputs is no throughput figure (a failure is quicker than a record).
    records=$(wc -l <"$out")
    if [ "$rc" -ne 0 ] || [ "$records" -ne "$n" ]; then
      echo "${mode:-workers} -j $j: exit $rc, $records records of $n: not a throughput figure" >&2
      exit 1
    fi
    awk -v m="${mode:-workers}" -v j="$j" -v s="$s" -v n="$n" 'BEGIN { printf "%-14s -j %d  %6d ms  %6.1f PDFs/s\n", m, j, s, n * 1000 / s }'
  done
done
