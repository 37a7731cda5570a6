#!/usr/bin/env bash
# Prints the hand-written HTML CVs in this folder to PDF with Debian's Chromium (installed here
# if missing), as corpus/pdf/<stem>.html.pdf: PDFs made the way HTML résumé themes are.
# The PDFs are committed; tests do not run this.
set -euo pipefail
cd "$(dirname "$0")"
need=()
for p in chromium fonts-dejavu-core; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}"
fi
for f in *.html; do
  out="../pdf/${f%.html}.html.pdf"
  chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --print-to-pdf="$out" "file://$PWD/$f" 2>/dev/null
  echo "$out"
done
