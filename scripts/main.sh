#!/usr/bin/env bash
# Sets up, builds, and converts every CV of the bundled corpus (text and PDF; not the broken
# PDFs of corpus/pdf/bad, which exist to fail) into out/corpus/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
rm -rf out/corpus
./build/bin/cvmill parse --out out/corpus corpus/cv corpus/pdf/*.pdf
