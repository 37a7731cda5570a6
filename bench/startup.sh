#!/bin/bash
# Whole-process start-up: one CV per process, as xargs, a job queue or Spark's `pipe` run it
# (issue 10: <= 15 ms wall, median of 20, one core). Each command runs N times after one
# warm-up run; the wall time of each run is taken around fork+exec+wait (bash's
# EPOCHREALTIME, no helper process), and the median and minimum are printed, beside
# `pdftotext` on the same CV as a PDF. cvmill converts one input on one thread.
#
#   bash bench/startup.sh [CVMILL] [N]      (defaults: build/bin/cvmill, 20)
#   PIN=0 bash bench/startup.sh             (pinned to core 0 with taskset: PIN=0; on a busy
#                                            shared machine pinning measures the neighbours)
#
# The machine is shared: compare medians taken in the same run, never across runs.
set -euo pipefail
cd "$(dirname "$0")/.."
CVMILL=${1:-build/bin/cvmill}
N=${2:-20}
TXT=corpus/cv/000_2683ea62fa4f74d5.txt
PDF=corpus/pdf/000_2683ea62fa4f74d5.onecol.pdf
PIN=()
[ -n "${PIN_CPU:-${PIN:-}}" ] && PIN=(taskset -c "${PIN_CPU:-$PIN}")

# Prints "median min" in milliseconds of N runs of the command.
time_runs() {
  local times=() t0 t1
  "${PIN[@]}" "$@" > /dev/null 2>&1  # warm-up: page cache, binary mapped
  for ((i = 0; i < N; i++)); do
    t0=${EPOCHREALTIME/./}
    "${PIN[@]}" "$@" > /dev/null 2>&1
    t1=${EPOCHREALTIME/./}
    times+=($((t1 - t0)))
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR] = $1} END {
    m = NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2
    printf "%8.1f %8.1f\n", m / 1000, a[1] / 1000 }'
}

printf '%-44s %8s %8s   (ms wall, %d runs, %s)\n' command median min "$N" "${PIN[*]:-not pinned}"
row() {
  printf '%-44s %s\n' "$1" "$(time_runs "${@:2}")"
}
row "cvmill parse $(basename $TXT)" "$CVMILL" parse "$TXT"
row "cvmill parse $(basename $PDF)" "$CVMILL" parse "$PDF"
row "pdftotext $(basename $PDF) -" pdftotext "$PDF" -
row "cvmill --version (process floor)" "$CVMILL" --version
row "/bin/true" /bin/true
