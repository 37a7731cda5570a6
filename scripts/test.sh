#!/usr/bin/env bash
# Sets up, builds, installs the JSON Resume schema validator, and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
if [ ! -d build/npm/node_modules/@jsonresume/schema ]; then
  mkdir -p build/npm
  (cd build/npm && npm install --no-audit --no-fund --loglevel=error @jsonresume/schema@1.3.1)
fi
cd build
ctest --output-on-failure -j"$(nproc)"
