#!/usr/bin/env bash
# The development corpus in one command: installs what is missing (Debian packages, the npm
# themes), builds cvmill, renders every record through every template, derives the golds,
# runs cvmill and prints the report (devset/build/report.txt). Idempotent: a second run
# redoes only what changed. Extra arguments go to harness.py (e.g. --templates, --records).
set -euo pipefail
cd "$(dirname "$0")/.."
# What the LaTeX generator needs (soul.sty, which europasscv loads, is in texlive-plain-generic;
# the themes' own setup.sh installs Chromium and fonts).
pkgs=(poppler-utils pandoc util-linux fonts-dejavu-core texlive-latex-base texlive-latex-recommended
      texlive-latex-extra texlive-fonts-recommended texlive-fonts-extra texlive-luatex
      texlive-lang-english texlive-lang-german texlive-lang-french texlive-lang-spanish
      texlive-lang-italian texlive-lang-portuguese texlive-lang-european texlive-plain-generic python3)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
bash devset/render/themes/setup.sh
bash scripts/setup.sh
start=$(date +%s)
python3 devset/harness.py all "$@"
echo "devset: $(( $(date +%s) - start )) s (render, texts, gold, predict, score)" >&2
