#!/bin/bash
# Whole-process start-up: one CV per process, as xargs, a job queue or Spark's `pipe` run it
# (issue 10: <= 15 ms wall, median of 20, one core). Each command runs N times after one
# warm-up run; the wall time of each run is taken around fork+exec+wait (bash's
# EPOCHREALTIME, no helper process), and the median and minimum are printed, beside
# `pdftotext` on the same CV as a PDF. cvmill converts one input on one thread.
#
#   bash bench/startup.sh [CVMILL] [N]      (defaults: build/bin/cvmill, 20)
#   bash bench/startup.sh NEW N OLD         each cvmill row for two binaries, their runs
#                                            alternating (NEW, OLD, NEW, ...): medians side by side
#   PIN=0 bash bench/startup.sh             (pinned to core 0 with taskset: PIN=0; on a busy
#                                            shared machine pinning measures the neighbours)
#
# The machine is shared: compare medians taken in the same run, never across runs.
set -euo pipefail
cd "$(dirname "$0")/.."
CVMILL=${1:-build/bin/cvmill}
N=${2:-20}
OLD=${3:-}
TXT=corpus/cv/000_2683ea62fa4f74d5.txt
PDF=corpus/pdf/000_2683ea62fa4f74d5.onecol.pdf
PIN_AT=${PIN_CPU:-${PIN:-}}
PIN=()
[ -n "$PIN_AT" ] && PIN=(taskset -c "$PIN_AT")

# Prints "median min" in milliseconds of each command's N runs; with two commands (separated
# by ::), their runs alternate and both pairs are printed.
median_min() {
  sort -n | awk '{a[NR] = $1} END {
    m = NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2
    printf "%8.1f %8.1f", m / 1000, a[1] / 1000 }'
}
time_runs() {
  local -a a=() b=() ta=() tb=()
  local t0 t1 in_b=0 arg
  for arg in "$@"; do
    if [ "$arg" = :: ]; then in_b=1; elif [ $in_b = 1 ]; then b+=("$arg"); else a+=("$arg"); fi
  done
  "${PIN[@]}" "${a[@]}" > /dev/null 2>&1  # warm-up: page cache, binary mapped
  [ ${#b[@]} -gt 0 ] && "${PIN[@]}" "${b[@]}" > /dev/null 2>&1
  for ((i = 0; i < N; i++)); do
    t0=${EPOCHREALTIME/./}
    "${PIN[@]}" "${a[@]}" > /dev/null 2>&1
    t1=${EPOCHREALTIME/./}
    ta+=($((t1 - t0)))
    if [ ${#b[@]} -gt 0 ]; then
      t0=${EPOCHREALTIME/./}
      "${PIN[@]}" "${b[@]}" > /dev/null 2>&1
      t1=${EPOCHREALTIME/./}
      tb+=($((t1 - t0)))
    fi
  done
  printf '%s\n' "${ta[@]}" | median_min
  [ ${#tb[@]} -gt 0 ] && printf '   %s' "$(printf '%s\n' "${tb[@]}" | median_min)"
  echo
}

if [ -n "$OLD" ]; then
  printf '%-44s %8s %8s   %8s %8s   (ms wall, %d runs each, alternating, %s)\n' command median min \
    "old med" "old min" "$N" "${PIN[*]:-not pinned}"
else
  printf '%-44s %8s %8s   (ms wall, %d runs, %s)\n' command median min "$N" "${PIN[*]:-not pinned}"
fi
row() {
  printf '%-44s %s\n' "$1" "$(time_runs "${@:2}")"
}
cvmill_row() {  # cvmill_row LABEL ARGS...: the binary, and the old one alternating when given
  if [ -n "$OLD" ]; then row "$1" "$CVMILL" "${@:2}" :: "$OLD" "${@:2}"; else row "$1" "$CVMILL" "${@:2}"; fi
}
cvmill_row "cvmill parse $(basename $TXT)" parse "$TXT"
cvmill_row "cvmill parse $(basename $PDF)" parse "$PDF"
row "pdftotext $(basename $PDF) -" pdftotext "$PDF" -
cvmill_row "cvmill --version (process floor)" --version
row "/bin/true" /bin/true
