#!/usr/bin/env bash
# The PDF reader module (extract/pdf_reader.h): the cvmill binary does not load poppler until
# a PDF arrives; it finds lib/cvmill/libcvmill_pdf.so beside it (or $CVMILL_PDF_MODULE); a
# PDF whose reader cannot be loaded fails with one line, and the rest of the batch converts.
# Usage: cli_pdf_module_test.sh PATH/TO/cvmill SOURCE_DIR PATH/TO/libcvmill_pdf.so
source "$(dirname "$0")/cli_lib.sh" "$@"
module=$(realpath "$3")
module_rel=$(realpath --relative-to="$(dirname "$bin")" "$module")  # ../lib/cvmill/libcvmill_pdf.so

pdf=$src/tests/fixtures/margin.pdf  # "Jane Example", jane@example.org (make_producer_pdfs.py)
txt=$src/tests/consumer/cv.txt      # "Ottilie Brandvik"
name_of() { grep -m1 '"name"' "$1" | sed 's/^ *"name": "\(.*\)",$/\1/'; }

# Not linked: poppler is no DT_NEEDED of the binary, and a text CV's process never maps it.
check "binary does not need poppler" "" "$(readelf -d "$bin" | grep -i 'NEEDED.*poppler')"
LD_DEBUG=files "$bin" parse "$txt" >"$tmp/out" 2>"$tmp/ld"
check "text CV converts" "Ottilie Brandvik" "$(name_of "$tmp/out")"
check "text CV: no poppler loaded" "0" "$(grep -c 'file=.*libpoppler' "$tmp/ld")"
check "text CV: no PDF module loaded" "0" "$(grep -c 'file=.*libcvmill_pdf' "$tmp/ld")"
# ... and a PDF loads the module (in-process here) and through it poppler.
LD_DEBUG=files "$bin" parse --no-workers "$pdf" >"$tmp/out" 2>"$tmp/ld"
check "PDF in-process converts" "Jane Example" "$(name_of "$tmp/out")"
check "PDF: the module is loaded" "yes" "$(grep -q "file=.*/$(basename "$module") .*dynamically loaded" "$tmp/ld" && echo yes)"
check "PDF: poppler is loaded" "yes" "$(grep -q 'file=.*libpoppler-cpp' "$tmp/ld" && echo yes)"
# In a worker process (the default for a PDF), and through a symbolic link to the binary
# (the module is found beside the binary itself, not beside the link).
ln -s "$bin" "$tmp/cvmill-link"
"$tmp/cvmill-link" parse "$pdf" >"$tmp/out" 2>"$tmp/err"
check "PDF in a worker, through a symlink: exit 0" "0 Jane Example" "$? $(name_of "$tmp/out")"

# A module that is not there: each PDF fails with one line, the text CV still converts.
for mode in workers no-workers; do
  flags=()
  [ $mode = no-workers ] && flags=(--no-workers)
  rm -rf "$tmp/o"
  CVMILL_PDF_MODULE=$tmp/missing/libcvmill_pdf.so "$bin" parse "${flags[@]}" -o "$tmp/o" "$pdf" "$txt" "$pdf" \
    >"$tmp/out" 2>"$tmp/err"
  check "$mode: missing module exits 1" 1 "$?"
  check "$mode: one line per PDF naming the file and the reason" \
    "cvmill: $pdf: the PDF reader module cannot be loaded: $tmp/missing/libcvmill_pdf.so: cannot open shared object file: No such file or directory (from CVMILL_PDF_MODULE)" \
    "$(head -n1 "$tmp/err")"
  check "$mode: both PDFs failed, summary" "2 cvmill: 1 converted, 2 failed, 0 skipped; records in $tmp/o" \
    "$(grep -c 'reader module cannot be loaded' "$tmp/err") $(tail -n1 "$tmp/err")"
  check "$mode: the text CV's record, no other file" "cv.json" "$(ls "$tmp/o")"
  check "$mode: the text CV's record is whole" "Ottilie Brandvik" "$(name_of "$tmp/o/cv.json")"
done

# A shared object that is not cvmill's PDF reader is refused, not called.
libz=$(ldconfig -p | awk '/libz\.so\.1 .*x86-64|libz\.so\.1 \(libc6/ {print $NF; exit}')
CVMILL_PDF_MODULE=$libz "$bin" parse --no-workers "$pdf" >"$tmp/out" 2>"$tmp/err"
check "foreign module exits 1" 1 "$?"
check "foreign module message" \
  "cvmill: $pdf: the PDF reader module $libz is not this cvmill's (no cvmill_pdf_reader_v1) (from CVMILL_PDF_MODULE)" \
  "$(head -n1 "$tmp/err")"

# A copy of the binary without the module beside it says where it looked.
mkdir -p "$tmp/alone/bin"
cp "$bin" "$tmp/alone/bin/cvmill"
"$tmp/alone/bin/cvmill" parse "$pdf" >"$tmp/out" 2>"$tmp/err"
check "binary without its module exits 1" 1 "$?"
check "binary without its module: the path it tried" \
  "cvmill: $pdf: the PDF reader module cannot be loaded: $tmp/alone/bin/$module_rel: cannot open shared object file: No such file or directory (install it there, or set CVMILL_PDF_MODULE to its path)" \
  "$(head -n1 "$tmp/err")"
# ... and CVMILL_PDF_MODULE gives it one.
CVMILL_PDF_MODULE=$module "$tmp/alone/bin/cvmill" parse "$pdf" >"$tmp/out" 2>"$tmp/err"
check "CVMILL_PDF_MODULE names the module" "0 Jane Example" "$? $(name_of "$tmp/out")"

finish
