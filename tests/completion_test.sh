#!/usr/bin/env bash
# bin/cvmill-completion.bash: completes commands, options and option values, and offers the
# options `cvmill --help` lists (no more, no fewer).
#   completion_test.sh CVMILL SOURCE_DIR
set -euo pipefail
cvmill=$1 src=$2
file=$src/bin/cvmill-completion.bash
fail() { echo "FAIL: $*" >&2; exit 1; }
# shellcheck source=/dev/null
source "$file"
complete_words() {  # the completions offered for the words given (the last is being typed)
  COMP_WORDS=("$@")
  COMP_CWORD=$(($# - 1))
  COMPREPLY=()
  _cvmill
  printf '%s\n' "${COMPREPLY[@]}" | sort | tr '\n' ' '
}
[ "$(complete_words cvmill pa)" = "parse " ] || fail "cvmill pa -> $(complete_words cvmill pa)"
[ "$(complete_words cvmill merge --or)" = "--order " ] || fail "merge --or"
[ "$(complete_words cvmill merge --order '')" = "given latest-date " ] || fail "merge --order"
[ "$(complete_words cvmill diff --j)" = "--json " ] || fail "diff --j"
[ "$(complete_words cvmill rules --d)" = "--dump " ] || fail "rules --d"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/outdir" && touch "$tmp/cv.txt"
[ "$(complete_words cvmill parse --out "$tmp/o")" = "$tmp/outdir " ] || fail "--out completes directories"
[ "$(complete_words cvmill parse "$tmp/c")" = "$tmp/cv.txt " ] || fail "inputs complete files"

# The options offered are those `cvmill --help` documents.
help_opts=$("$cvmill" --help | grep -o -- '--[a-z][a-z-]*' | sort -u)
comp_opts=$(grep -o -- '--[a-z][a-z-]*' "$file" | sort -u)
missing=$(comm -23 <(echo "$help_opts") <(echo "$comp_opts"))
extra=$(comm -13 <(echo "$help_opts") <(echo "$comp_opts"))
[ -z "$missing" ] || fail "options in 'cvmill --help' that $file does not offer: $missing"
[ -z "$extra" ] || fail "options $file offers that 'cvmill --help' does not list: $extra"
echo "ok"
