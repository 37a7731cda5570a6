#!/usr/bin/env bash
# Developer command, not run by CI (.ci/run): builds everything with AddressSanitizer and
# UndefinedBehaviorSanitizer (clang, float-cast-overflow included, -fno-sanitize-recover=all:
# any report fails its test) into build-asan/ and runs the whole test suite there, the CLI
# tests and the Python tests (interpreter with the ASan runtime preloaded) included.
# Needs what scripts/setup.sh installs, plus Debian's clang. JOBS=N sets ctest's parallelism.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v clang++ >/dev/null || { echo "sanitize.sh: needs clang++ (apt-get install clang)" >&2; exit 1; }
npm_dir=$PWD/build-asan/npm
if [ ! -d "$npm_dir/node_modules/@jsonresume/schema" ]; then
  mkdir -p "$npm_dir"
  (cd "$npm_dir" && npm install --no-audit --no-fund --loglevel=error @jsonresume/schema@1.3.1)
fi
cmake -S . -B build-asan -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCVMILL_SANITIZE=ON -DCVMILL_WERROR="${CVMILL_WERROR:-ON}" -DCVMILL_BUILD_BENCH=OFF \
  -DCVMILL_NPM_DIR="$npm_dir" >/dev/null
cmake --build build-asan -j"${JOBS:-$(nproc)}"
cd build-asan
ctest --output-on-failure -j"${JOBS:-$(nproc)}"
