#!/usr/bin/env bash
# Installs the generator's Debian packages (python3-cairo, fonts-dejavu-core, qpdf) and renders
# the corpus CVs as PDFs in every layout. The PDFs are committed; tests do not run this.
set -euo pipefail
cd "$(dirname "$0")"
. ../apt-need.sh
apt_need python3-cairo fonts-dejavu-core qpdf
/usr/bin/python3 generate.py "$@"
