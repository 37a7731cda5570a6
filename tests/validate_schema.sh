#!/usr/bin/env bash
# Converts (and merges) the whole corpus and validates every record against the official JSON Resume
# schema (@jsonresume/schema). Usage: validate_schema.sh PATH/TO/cvmill SOURCE_DIR NPM_DIR
set -eu
bin=$1
src=$2
npm_dir=$3
if [ ! -d "$npm_dir/node_modules/@jsonresume/schema" ]; then
  echo "validate_schema: @jsonresume/schema is not installed in $npm_dir (scripts/test.sh installs it)" >&2
  exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/parsed" "$tmp/merged" "$tmp/json"
"$bin" parse --out "$tmp/parsed" "$src/corpus/cv" "$src"/corpus/pdf/*.pdf >/dev/null
"$bin" merge --out "$tmp/merged" "$src/corpus/cv" >/dev/null
# someone else's JSON Resume with unknown keys ("$schema", "x_*", its own meta), merged
"$bin" merge --out "$tmp/json" "$src/tests/fixtures/jsonresume_extra.json" >/dev/null
NODE_PATH="$npm_dir/node_modules" node "$src/tests/validate_schema.js" "$tmp"/parsed/*.json "$tmp"/merged/*.json \
  "$tmp"/json/*.json
