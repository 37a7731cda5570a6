#!/usr/bin/env bash
# What the PDFs of issue 11 cost in-process (--no-workers: no time or memory budget, as in the
# library and the Python module), each made by tests/fixtures/make_slow_pdf.py: the flate bomb,
# 80,000 words on one baseline, 2 M text objects, 30,000 scattered words (refused by the caps),
# and the costliest pages the caps let through (8,000 words, 39,081 characters, scattered and
# on one baseline). CPU seconds, wall seconds and peak RSS of each; OLD_BIN too when given, each
# run stopped after LIMIT seconds (default 300).
# Usage: bench/cli_pdf_caps.sh [BUILD_DIR] [OLD_BIN] [LIMIT]   (results: bench/RESULTS.md)
set -uo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build}/bin/cvmill
old=${2:-}
limit=${3:-300}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gen() { python3 tests/fixtures/make_slow_pdf.py "$@"; }
gen "$tmp/bomb_500MiB.pdf" 500 bomb
gen "$tmp/baseline_80000.pdf" 80000 baseline
gen "$tmp/objects_2M.pdf" 2000000 objects
gen "$tmp/scattered_30000.pdf" 30000
gen "$tmp/scattered_8000.pdf" 8000
gen "$tmp/baseline_8000.pdf" 8000 baseline
echo "$(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
for f in "$tmp"/*.pdf; do
  for b in "$bin" $old; do
    /usr/bin/time -f "%U %S %e %M" -o "$tmp/time" timeout "$limit" "$b" parse -q --no-workers "$f" >/dev/null 2>"$tmp/err"
    rc=$?
    read -r user sys wall rss < <(tail -n1 "$tmp/time")  # (after "Command exited with ...")
    what=$([ "$rc" = 124 ] && echo "stopped at $limit s" || { [ "$rc" = 0 ] && echo record || head -c 90 "$tmp/err"; })
    awk -v f="$(basename "$f")" -v b="$([ "$b" = "$bin" ] && echo new || echo old)" -v u="$user" -v s="$sys" \
        -v w="$wall" -v r="$rss" -v what="$what" \
      'BEGIN { printf "%-22s %-3s %7.2f s CPU %7.2f s wall %5d MiB  %s\n", f, b, u + s, w, r / 1024, what }'
  done
done
