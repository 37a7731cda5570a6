#!/usr/bin/env bash
# Installs the generator's Debian packages (python3-cairo, fonts-dejavu-core, qpdf) and renders
# the corpus CVs as PDFs in every layout. The PDFs are committed; tests do not run this.
set -euo pipefail
cd "$(dirname "$0")"
need=()
for p in python3-cairo fonts-dejavu-core qpdf; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}"
fi
/usr/bin/python3 generate.py "$@"
