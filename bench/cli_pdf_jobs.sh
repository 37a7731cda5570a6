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
trap 'rm -f "$list"' EXIT
while [ "$(wc -l <"$list")" -lt "$n" ]; do ls corpus/pdf/*.pdf >>"$list"; done
sed -i "$((n + 1)),\$d" "$list"
echo "$n PDFs ($(nproc) cores)"
for mode in "" --no-workers; do
  for j in 1 2; do
    start=$(date +%s%N)
    "$bin" parse -q --jsonl -j "$j" $mode --files-from "$list" >/dev/null
    s=$(( ($(date +%s%N) - start) / 1000000 ))
    awk -v m="${mode:-workers}" -v j="$j" -v s="$s" -v n="$n" 'BEGIN { printf "%-14s -j %d  %6d ms  %6.1f PDFs/s\n", m, j, s, n * 1000 / s }'
  done
done
