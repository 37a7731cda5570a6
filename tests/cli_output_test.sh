#!/usr/bin/env bash
# The command line's conventions, streaming and safe output (issues 10 and 11): getopt
# options, the summary line, lean records, --out never replacing or following a symlink,
# unique names, write errors, signals, FIFOs, walks, UTF-16 without BOM.
# Usage: cli_output_test.sh PATH/TO/cvmill SOURCE_DIR
source "$(dirname "$0")/cli_lib.sh" "$@"
run() {  # run ARGS... ; sets rc; stdout in $tmp/out, stderr in $tmp/err
  "$bin" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
  rc=$?
}
listing() { (cd "$1" && find . -type f -o -type l | sed 's|^\./||' | LC_ALL=C sort | tr '\n' ' ' | sed 's/ $//'); }
json_ok() {  # json_ok FILE... : each parses as JSON (node is installed for schema validation)
  node -e 'for (const f of process.argv.slice(1)) JSON.parse(require("fs").readFileSync(f, "utf8"))' "$@" 2>/dev/null \
    && echo yes || echo no
}

good=$src/corpus/cv/en_noheadings_lindqvist.txt
printf 'Jane Roe\njane@example.org\n\nExperience\nData clerk, Hollowbrook Supplies, 2019 - 2021\n' >"$tmp/jane.txt"
printf 'abc\0def' >"$tmp/junk.txt"

# ---- options: short forms, --opt=value, "--" ----
run parse -j 2 -o "$tmp/o1" "$good"
check "-j 2 -o DIR exits 0" 0 "$rc"
check "-o writes the record" "en_noheadings_lindqvist.json" "$(listing "$tmp/o1")"
run parse --jobs=2 --out="$tmp/o2" "$good"
check "--jobs=2 --out=DIR exits 0" 0 "$rc"
check "--out=DIR writes the record" "en_noheadings_lindqvist.json" "$(listing "$tmp/o2")"
run parse -q -o "$tmp/o3" "$good"
check "-q: nothing on stderr" "" "$(cat "$tmp/err")"
run parse -- -h
check "-- ends options: -h is an input" 1 "$rc"
check "-- ends options: -h named as a file" "cvmill: -h: cannot read: No such file or directory" "$(head -n1 "$tmp/err")"
run -V
check "-V prints the version" "cvmill 0.1.0" "$(cat "$tmp/out")"
run parse -h
check "parse -h prints help" yes "$(grep -q '^Exit status' "$tmp/out" && echo yes)"
run parse -x "$good"
check "unknown short option exits 2" 2 "$rc"
check "unknown short option named" "cvmill: parse: unknown option '-x'" "$(head -n1 "$tmp/err")"
run parse --jobs
check "option without its value exits 2" 2 "$rc"
check "option without its value named" "cvmill: parse: option '--jobs' needs a value" "$(head -n1 "$tmp/err")"
run parse --meta=some "$good"
check "--meta=bad exits 2" 2 "$rc"

# ---- the summary line: always (unless -q), also without --out; no progress when not a TTY ----
run parse "$good"
check "summary without --out" "cvmill: 1 converted, 0 failed, 0 skipped" "$(cat "$tmp/err")"
check "no progress line when stderr is not a terminal" 0 "$(tr '\r' '\n' <"$tmp/err" | grep -c 'files, ')"
run parse -q "$tmp/junk.txt"
check "-q keeps failure lines" "cvmill: $tmp/junk.txt: binary data (NUL bytes), not a text CV" "$(cat "$tmp/err")"
if command -v script >/dev/null 2>&1; then
  # On a terminal (script(1) gives one), a progress line on stderr; none with -q.
  script -qec "$bin parse -o $tmp/tty $good $tmp/jane.txt 2>&1 >/dev/null" /dev/null >"$tmp/tty.txt" </dev/null
  check "progress line on a terminal" yes "$(grep -q 'cvmill: [0-2]/2 files, .*/s, 0 failed' "$tmp/tty.txt" && echo yes)"
  script -qec "$bin parse -q -o $tmp/tty2 $good 2>&1 >/dev/null" /dev/null >"$tmp/tty2.txt" </dev/null
  check "-q: no progress on a terminal" 0 "$(grep -c 'files, ' "$tmp/tty2.txt")"
fi

# ---- lean records ----
"$bin" parse -q "$good" >"$tmp/full.json"
"$bin" parse -q --no-meta "$good" >"$tmp/nometa.json"
"$bin" parse -q --meta=minimal "$good" >"$tmp/minimal.json"
"$bin" parse -q --jsonl --meta=minimal "$good" >"$tmp/minimal.jsonl"
check "--no-meta, --meta=minimal: valid JSON" yes "$(json_ok "$tmp/nometa.json" "$tmp/minimal.json" "$tmp/minimal.jsonl")"
check "--no-meta: the record without meta" yes "$(node -e '
  const fs = require("fs"), [full, lean] = process.argv.slice(1).map(f => JSON.parse(fs.readFileSync(f, "utf8")));
  delete full.meta; console.log(JSON.stringify(full) === JSON.stringify(lean) ? "yes" : "no")' "$tmp/full.json" "$tmp/nometa.json")"
check "--meta=minimal: meta is the source only" "{\"source\":\"$good\"}" "$(node -e '
  console.log(JSON.stringify(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).meta))' "$tmp/minimal.json")"
check "--meta=minimal --jsonl: one line" 1 "$(wc -l <"$tmp/minimal.jsonl")"
run merge -q --no-meta "$good" "$src/corpus/cv/en_lindqvist_2016.txt"
check "merge --no-meta: no meta" no "$(grep -q '"meta"' "$tmp/out" && echo yes || echo no)"

# ---- walks: skipped files counted, named with --verbose; empty and unreadable directories ----
mkdir -p "$tmp/w/sub" "$tmp/w/empty" "$tmp/emptyop"
cp "$good" "$tmp/w/a.txt"
cp "$tmp/jane.txt" "$tmp/w/sub/b.md"
printf 'x' >"$tmp/w/notes.odt"
printf 'x' >"$tmp/w/README.md"
run parse --jsonl "$tmp/w"
check "walk: skipped files counted" "cvmill: 2 converted, 0 failed, 2 skipped" "$(tail -n1 "$tmp/err")"
check "walk: skipped files not named without --verbose" 1 "$(wc -l <"$tmp/err")"
run parse --jsonl --verbose "$tmp/w"
check "--verbose names each skipped file" \
  "cvmill: $tmp/w/README.md: skipped: not a file type cvmill reads (by its name)|cvmill: $tmp/w/notes.odt: skipped: not a file type cvmill reads (by its name)" \
  "$(grep skipped: "$tmp/err" | tr '\n' '|' | sed 's/|$//')"
run parse --jsonl "$tmp/emptyop" "$good"
check "empty directory operand exits 1" 1 "$rc"
check "empty directory operand message" "cvmill: $tmp/emptyop: no CV files in directory" "$(head -n1 "$tmp/err")"
check "empty directory: the other input converted" 1 "$(wc -l <"$tmp/out")"
# An unreadable subdirectory is one failure and the walk goes on. Root reads every directory,
# so as root the check runs cvmill as 'nobody' (setpriv), over a copy nobody may read.
mkdir -p "$tmp/u/a_locked" "$tmp/u/b"
cp "$good" "$tmp/u/a_locked/x.txt"
cp "$good" "$tmp/u/b/y.txt"
cp "$tmp/jane.txt" "$tmp/u/z.txt"
chmod 755 "$tmp" "$tmp/u" "$tmp/u/b"
chmod 644 "$tmp/u/b/y.txt" "$tmp/u/z.txt"
chmod 000 "$tmp/u/a_locked"
as=()
if [ "$(id -u)" -eq 0 ]; then
  as=(setpriv --reuid=65534 --regid=65534 --clear-groups)
  "${as[@]}" "$bin" --version >/dev/null 2>&1 || as=(skip)
fi
if [ "${as[0]:-}" != skip ]; then
  "${as[@]}" "$bin" parse --jsonl "$tmp/u" >"$tmp/out" 2>"$tmp/err" </dev/null
  check "unreadable subdirectory exits 1" 1 "$?"
  check "unreadable subdirectory: one failure line" \
    "cvmill: $tmp/u/a_locked: cannot read directory: Permission denied" "$(head -n1 "$tmp/err")"
  check "unreadable subdirectory: the walk goes on" 2 "$(wc -l <"$tmp/out")"
else
  echo "skip: unreadable subdirectory (running as root and setpriv cannot run cvmill as nobody)"
fi
chmod 755 "$tmp/u/a_locked"

# ---- operands: FIFOs, process substitution, control characters in names, --files-from ----
mkfifo "$tmp/fifo"
cat "$tmp/jane.txt" >"$tmp/fifo" &
run parse "$tmp/fifo"
check "FIFO operand read" '"name": "Jane Roe",' "$(grep -m1 '"name"' "$tmp/out" | sed 's/^ *//')"
"$bin" parse -q <(cat "$tmp/jane.txt") >"$tmp/out" 2>"$tmp/err"
check "process substitution exits 0" 0 "$?"
check "process substitution read" '"name": "Jane Roe",' "$(grep -m1 '"name"' "$tmp/out" | sed 's/^ *//')"
nl_name="$tmp/bad"$'\n'"name"$'\t'"x.txt"
printf 'abc\0def' >"$nl_name"
run parse --jsonl "$nl_name" "$good"
check "newline in a name: the failure stays one line" \
  "cvmill: $tmp/bad\\nname\\tx.txt: binary data (NUL bytes), not a text CV|cvmill: 1 converted, 1 failed, 0 skipped" \
  "$(tr '\n' '|' <"$tmp/err" | sed 's/|$//')"
# A reason that quotes the input (the JSON reader names a key holding a newline) is escaped too.
python3 -c 'import json, sys
v = 0
for _ in range(120): v = [v]
json.dump({"basics": {"name": "Jane Roe"}, "x\ny": v}, open(sys.argv[1], "w"))' "$tmp/deep.json"
run merge --jsonl "$tmp/deep.json" "$tmp/jane.txt"
check "a key with a newline in a JSON reader's error: the failure stays one line" \
  "cvmill: $tmp/deep.json: x\\ny: expected a value nested at most 100 levels deep|2 lines on stderr|1 record" \
  "$(head -n1 "$tmp/err")|$(wc -l <"$tmp/err") lines on stderr|$(wc -l <"$tmp/out") record"
cp "$tmp/jane.txt" "$tmp/new"$'\n'"line.txt"
run parse -o "$tmp/nl" "$tmp/new"$'\n'"line.txt"
check "newline in a name: the record's name has '_'" "new_line.json" "$(listing "$tmp/nl")"
printf '%s\n\n%s\n' "$good" "$tmp/jane.txt" >"$tmp/list"
run parse --jsonl --files-from "$tmp/list"
check "--files-from FILE: one record per listed path" 2 "$(wc -l <"$tmp/out")"
"$bin" parse --jsonl --files-from - <"$tmp/list" >"$tmp/out" 2>/dev/null
check "--files-from -: read from stdin" 2 "$(wc -l <"$tmp/out")"
run parse --jsonl --files-from "$tmp/nolist" "$good"
check "--files-from a missing list: exit 1" 1 "$rc"
check "--files-from a missing list: one line" "cvmill: $tmp/nolist: cannot read the list: No such file or directory" \
  "$(head -n1 "$tmp/err")"

# ---- --errors-inline ----
run parse --jsonl --errors-inline "$good" "$tmp/junk.txt"
check "--errors-inline exits 1" 1 "$rc"
check "--errors-inline: a failure is a record in the stream" \
  "{\"meta\":{\"source\":\"$tmp/junk.txt\",\"error\":{\"source\":\"$tmp/junk.txt\",\"message\":\"binary data (NUL bytes), not a text CV\"}}}" \
  "$(sed -n 2p "$tmp/out")"
check "--errors-inline: still on stderr" 1 "$(grep -c '^cvmill: .*junk.txt: binary' "$tmp/err")"

# ---- UTF-16 without a byte-order mark ----
iconv -f UTF-8 -t UTF-16LE "$tmp/jane.txt" >"$tmp/le.txt"
iconv -f UTF-8 -t UTF-16BE "$tmp/jane.txt" >"$tmp/be.txt"
check "UTF-16LE fixture has no BOM" "4a00" "$(head -c2 "$tmp/le.txt" | od -An -tx1 | tr -d ' \n')"
for e in le be; do
  run parse "$tmp/$e.txt"
  check "UTF-16 ($e) without BOM exits 0" 0 "$rc"
  check "UTF-16 ($e) without BOM read" '"name": "Jane Roe",' "$(grep -m1 '"name"' "$tmp/out" | sed 's/^ *//')"
done
check "UTF-16 without BOM named in diagnostics" yes \
  "$(grep -q 'UTF-16BE without a byte-order mark' "$tmp/out" && echo yes)"

# ---- --out: unique names, never replacing, never following a symlink; --force; --out-tree ----
mkdir -p "$tmp/s1" "$tmp/s2"
cp "$good" "$tmp/s1/cv.txt"
cp "$tmp/jane.txt" "$tmp/s2/cv.txt"
cp "$good" "$tmp/s1/cv-2.txt"
run parse -o "$tmp/c" "$tmp/s1/cv.txt" "$tmp/s2/cv.txt" "$tmp/s1/cv-2.txt"
check "collisions: three inputs, three records" "cv-2-2.json cv-2.json cv.json" "$(listing "$tmp/c")"
check "collisions: each written path printed" \
  "$tmp/c/cv.json $tmp/c/cv-2.json $tmp/c/cv-2-2.json" "$(tr '\n' ' ' <"$tmp/out" | sed 's/ $//')"
check "collisions: the second cv.txt is Jane's" yes "$(grep -q '"name": "Jane Roe"' "$tmp/c/cv-2.json" && echo yes)"
cp "$tmp/c/cv.json" "$tmp/cv.before"
run parse -o "$tmp/c" "$tmp/s2/cv.txt"
check "existing record refused: exit 1" 1 "$rc"
check "existing record refused: one line" \
  "cvmill: $tmp/s2/cv.txt: $tmp/c/cv.json exists (not replaced; --force replaces it)" "$(head -n1 "$tmp/err")"
check "existing record left as it was" yes "$(cmp -s "$tmp/c/cv.json" "$tmp/cv.before" && echo yes)"
run parse --force -o "$tmp/c" "$tmp/s2/cv.txt"
check "--force replaces: exit 0" 0 "$rc"
check "--force replaces the record" yes "$(grep -q '"name": "Jane Roe"' "$tmp/c/cv.json" && echo yes)"
mkdir -p "$tmp/l"
printf 'precious\n' >"$tmp/victim"
ln -s "$tmp/victim" "$tmp/l/jane.json"
ln -s "$tmp/nowhere" "$tmp/l/cv.json"
run parse -o "$tmp/l" "$tmp/jane.txt" "$tmp/s1/cv.txt"
check "symlink at the target refused" 1 "$rc"
check "symlink at the target: its target untouched" precious "$(cat "$tmp/victim")"
check "dangling symlink at the target: nothing created through it" no "$([ -e "$tmp/nowhere" ] && echo yes || echo no)"
check "symlink refused: both inputs named" 2 "$(grep -c 'exists (not replaced' "$tmp/err")"
run parse --force -o "$tmp/l" "$tmp/jane.txt"
check "--force over a symlink replaces the link, not its target" "precious|file" \
  "$(cat "$tmp/victim")|$([ -L "$tmp/l/jane.json" ] && echo link || echo file)"
check "no temporary files left" "" "$(find "$tmp/c" "$tmp/l" -name '.*.tmp')"
(cd "$tmp" && "$bin" parse -q --out-tree -o t s1/cv.txt s2/cv.txt s1/cv-2.txt ../"$(basename "$tmp")"/jane.txt >/dev/null)
check "--out-tree mirrors the input folders" "__/$(basename "$tmp")/jane.json s1/cv-2.json s1/cv.json s2/cv.json" \
  "$(listing "$tmp/t")"
mkdir -p "$tmp/ts/x/y"
cp "$tmp/jane.txt" "$tmp/ts/x/y/p.txt"
(cd "$tmp" && "$bin" parse -q --out-tree -o t2 ts >/dev/null)
check "--out-tree with a directory walk" "ts/x/y/p.json" "$(listing "$tmp/t2")"
# Two processes into one folder, the same 20 names: each name written once, the other refused.
mkdir -p "$tmp/many"
for i in $(seq 1 20); do cp "$tmp/jane.txt" "$tmp/many/cv$i.txt"; done
"$bin" parse -q -j 1 -o "$tmp/shared" "$tmp/many" >"$tmp/p1.out" 2>"$tmp/p1.err" &
"$bin" parse -q -j 1 -o "$tmp/shared" "$tmp/many" >"$tmp/p2.out" 2>"$tmp/p2.err" &
wait
check "two processes: 20 records" 20 "$(ls "$tmp/shared" | wc -l)"
check "two processes: 20 written + 20 refused" "20 20" \
  "$(cat "$tmp/p1.out" "$tmp/p2.out" | wc -l) $(cat "$tmp/p1.err" "$tmp/p2.err" | grep -c 'exists (not replaced')"
check "two processes: each record whole" yes "$(json_ok "$tmp"/shared/*.json)"
# merge slugs: the same person twice in one run is one record; a second run is refused.
run merge -o "$tmp/m" "$good"
run merge -o "$tmp/m" "$good"
check "merge: an existing record refused" 1 "$rc"
check "merge: refusal names the record" yes "$(grep -q "^cvmill: $tmp/m/erik-lindqvist.json exists" "$tmp/err" && echo yes)"

# ---- write errors: a record that cannot be written fails alone, nothing partial is left ----
# (A file size limit of 1 KiB: Erik's record is 2 KB, Jane's 0.5 KB.)
(ulimit -f 1; "$bin" parse -o "$tmp/fsz" "$good" "$tmp/jane.txt" >"$tmp/out" 2>"$tmp/err")
check "write error on a record: exit 1" 1 "$?"
check "write error on a record: one line" \
  "cvmill: $good: cannot write $tmp/fsz/en_noheadings_lindqvist.json: File too large" "$(head -n1 "$tmp/err")"
check "write error on a record: the other written, nothing partial" "jane.json" "$(ls -A "$tmp/fsz" | tr '\n' ' ' | sed 's/ $//')"

# ---- write errors: stdout on a full device is a failure, exit 1 ----
if [ -w /dev/full ]; then
  "$bin" parse "$good" >/dev/full 2>"$tmp/err"
  check "parse > /dev/full exits 1" 1 "$?"
  check "parse > /dev/full says so" yes "$(grep -q '^cvmill: stdout: write error: No space left on device$' "$tmp/err" && echo yes)"
  "$bin" parse --jsonl "$good" "$tmp/jane.txt" >/dev/full 2>/dev/null
  check "parse --jsonl > /dev/full exits 1" 1 "$?"
  "$bin" parse -o "$tmp/full" "$good" >/dev/full 2>/dev/null
  check "parse --out, paths > /dev/full exits 1" 1 "$?"
  "$bin" merge "$good" >/dev/full 2>/dev/null
  check "merge > /dev/full exits 1" 1 "$?"
  "$bin" merge --jsonl "$good" "$tmp/jane.txt" >/dev/full 2>/dev/null
  check "merge --jsonl > /dev/full exits 1" 1 "$?"
  "$bin" diff "$src/corpus/cv/en_datecolumn_okafor.txt" "$src/corpus/cv/en_okafor_2024.txt" >/dev/full 2>/dev/null
  check "diff > /dev/full exits 1" 1 "$?"
  "$bin" rules >/dev/full 2>/dev/null
  check "rules > /dev/full exits 1" 1 "$?"
fi

finish
