# Shared by the command-line test scripts (sourced): $bin (absolute), $src, a temporary $tmp
# removed on exit, check NAME EXPECTED ACTUAL, ms (milliseconds now), and the closing tally.
# Usage in a script: source "$(dirname "$0")/cli_lib.sh" "$@"
set -u
bin=$(realpath "$1")
src=$2
tmp=$(mktemp -d)
trap 'chmod -R u+rwx "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
pass=0
fail=0
check() {  # check NAME EXPECTED ACTUAL
  if [ "$2" == "$3" ]; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    printf 'FAIL %s\n  expected: %s\n  actual:   %s\n' "$1" "$2" "$3"
  fi
}
ms() { echo $(($(date +%s%N) / 1000000)); }
finish() {
  echo "$pass passed, $fail failed"
  [ "$fail" -eq 0 ]
}
