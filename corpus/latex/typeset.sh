#!/usr/bin/env bash
# Typesets the hand-written LaTeX CVs in this folder with pdflatex (Debian's TeX Live packages,
# installed here if missing) as corpus/pdf/<stem>.latex.pdf, and en_datecolumn_okafor once
# more in TeX's bitmap fonts as corpus/pdf/en_datecolumn_okafor.type3.pdf.
# The PDFs are committed; tests do not run this.
set -euo pipefail
cd "$(dirname "$0")"
. ../apt-need.sh
apt_need texlive-latex-base texlive-latex-recommended texlive-fonts-recommended
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for f in *.tex; do
  pdflatex -interaction=nonstopmode -halt-on-error -output-directory="$tmp" "$f" >/dev/null
  cp "$tmp/${f%.tex}.pdf" "../pdf/${f%.tex}.latex.pdf"
  echo "../pdf/${f%.tex}.latex.pdf"
done
pdflatex -interaction=nonstopmode -halt-on-error -output-directory="$tmp" -jobname=type3 \
  '\def\cmfonts{}\input{en_datecolumn_okafor.tex}' >/dev/null
cp "$tmp/type3.pdf" ../pdf/en_datecolumn_okafor.type3.pdf
echo ../pdf/en_datecolumn_okafor.type3.pdf
