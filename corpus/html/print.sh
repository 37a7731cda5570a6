#!/usr/bin/env bash
# Prints the hand-written HTML CVs in this folder to PDF with Debian's Chromium (installed here
# if missing), as corpus/pdf/<stem>.html.pdf: PDFs made the way HTML résumé themes are.
# The PDFs are committed; tests do not run this.
set -euo pipefail
cd "$(dirname "$0")"
. ../apt-need.sh
apt_need chromium fonts-dejavu-core
for f in *.html; do
  out="../pdf/${f%.html}.html.pdf"
  chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --print-to-pdf="$out" "file://$PWD/$f" 2>/dev/null
  echo "$out"
done
