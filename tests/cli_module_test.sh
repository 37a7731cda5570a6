#!/usr/bin/env bash
# The reader modules (extract/module.h): the cvmill binary loads neither poppler nor libxml2
# and libzip until a PDF, or a DOCX or HTML input, arrives; it finds lib/cvmill/libcvmill_pdf.so
# and libcvmill_xml.so beside it (or $CVMILL_PDF_MODULE, $CVMILL_XML_MODULE); an input whose
# reader cannot be loaded fails with one line, and the rest of the batch converts.
# Usage: cli_module_test.sh PATH/TO/cvmill SOURCE_DIR PATH/TO/libcvmill_pdf.so PATH/TO/libcvmill_xml.so
source "$(dirname "$0")/cli_lib.sh" "$@"
pdf_module=$(realpath "$3")
xml_module=$(realpath "$4")
pdf_rel=$(realpath --relative-to="$(dirname "$bin")" "$pdf_module")  # ../lib/cvmill/libcvmill_pdf.so
xml_rel=$(realpath --relative-to="$(dirname "$bin")" "$xml_module")

pdf=$src/tests/fixtures/margin.pdf    # "Jane Example", jane@example.org (make_producer_pdfs.py)
docx=$src/tests/fixtures/docx/cv.docx  # "Ilse Varga-Lund" (make_docx.py)
html=$src/tests/fixtures/html/cv.html  # "Tomasz Wierzbicki-Hale"
txt=$src/tests/consumer/cv.txt         # "Ottilie Brandvik"
name_of() { grep -m1 '"name"' "$1" | sed 's/^ *"name": "\(.*\)",$/\1/'; }
loaded() {  # loaded PATTERN LD_DEBUG_LOG: how many objects matching it were loaded
  grep -c "file=.*$1" "$2"
}

# Not linked: poppler, libxml2 and libzip are no DT_NEEDED of the binary, and a text CV's
# process never maps them.
check "binary does not need poppler, libxml2, libzip" "" "$(readelf -d "$bin" | grep -i 'NEEDED.*\(poppler\|xml\|zip\)')"
LD_DEBUG=files "$bin" parse "$txt" >"$tmp/out" 2>"$tmp/ld"
check "text CV converts" "Ottilie Brandvik" "$(name_of "$tmp/out")"
check "text CV: no reader module, poppler, libxml2 or libzip loaded" "0 0 0 0 0" \
  "$(for p in libcvmill_ libpoppler libxml2 libzip libcrypto; do loaded "$p" "$tmp/ld"; done | paste -sd' ')"
# ... and a PDF loads its module (in-process here) and through it poppler, nothing else.
LD_DEBUG=files "$bin" parse --no-workers "$pdf" >"$tmp/out" 2>"$tmp/ld"
check "PDF in-process converts" "Jane Example" "$(name_of "$tmp/out")"
check "PDF: the module is loaded" "yes" "$(grep -q "file=.*/$(basename "$pdf_module") .*dynamically loaded" "$tmp/ld" && echo yes)"
check "PDF: poppler is loaded, libxml2 is not" "yes 0" \
  "$(grep -q 'file=.*libpoppler-cpp' "$tmp/ld" && echo yes) $(loaded libcvmill_xml "$tmp/ld")"
# HTML (converted in-process) loads the DOCX and HTML reader and libxml2, not poppler.
LD_DEBUG=files "$bin" parse "$html" >"$tmp/out" 2>"$tmp/ld"
check "HTML converts" "Tomasz Wierzbicki-Hale" "$(name_of "$tmp/out")"
check "HTML: the module is loaded" "yes" "$(grep -q "file=.*/$(basename "$xml_module") .*dynamically loaded" "$tmp/ld" && echo yes)"
check "HTML: libxml2 is loaded, poppler is not" "yes 0" \
  "$(grep -q 'file=.*libxml2' "$tmp/ld" && echo yes) $(loaded libpoppler "$tmp/ld")"
LD_DEBUG=files "$bin" parse --no-workers "$docx" >"$tmp/out" 2>"$tmp/ld"
check "DOCX in-process converts" "Ilse Varga-Lund" "$(name_of "$tmp/out")"
check "DOCX: libzip is loaded" "yes" "$(grep -q 'file=.*libzip' "$tmp/ld" && echo yes)"
# In a worker process (the default for a PDF and a DOCX), and through a symbolic link to the
# binary (the modules are found beside the binary itself, not beside the link).
ln -s "$bin" "$tmp/cvmill-link"
"$tmp/cvmill-link" parse "$pdf" >"$tmp/out" 2>"$tmp/err"
check "PDF in a worker, through a symlink: exit 0" "0 Jane Example" "$? $(name_of "$tmp/out")"
"$tmp/cvmill-link" parse "$docx" >"$tmp/out" 2>"$tmp/err"
check "DOCX in a worker, through a symlink: exit 0" "0 Ilse Varga-Lund" "$? $(name_of "$tmp/out")"

# parse and merge give their converting threads' heaps huge pages in the process itself
# (bin/heap.cc: no second exec), and a worker process its heap, unless GLIBC_TUNABLES is set
# (not in sanitizer builds); the record is the same either way.
if [ -z "${LSAN_OPTIONS:-}" ]; then
  LD_DEBUG=files "$bin" parse "$txt" >"$tmp/out" 2>"$tmp/ld"
  check "parse: the program is started once" "1" "$(grep -c 'initialize program' "$tmp/ld")"
  if command -v strace >/dev/null; then  # which memory is advised (strace: Debian's strace)
    advised() { strace -f -e trace=madvise -o "$tmp/st" "$@" >/dev/null 2>&1; grep -c 'MADV_HUGEPAGE) = 0' "$tmp/st"; }
    check "parse: the converting thread's heap is advised huge pages" "1" "$(advised "$bin" parse "$txt")"
    check "parse with GLIBC_TUNABLES set: no advice" "0" "$(GLIBC_TUNABLES= advised "$bin" parse "$txt")"
    # A PDF alone: the process converts nothing (no advice); its worker's heap is advised, but
    # not under a --max-memory below 256 MiB (no room for the 8 MiB pad: bin/heap.cc).
    check "a PDF alone: only the worker's heap advised" "1" "$(advised "$bin" parse "$pdf")"
    check "a PDF alone, --max-memory 200: no advice" "0" "$(advised "$bin" parse --max-memory 200 "$pdf")"
  fi
  GLIBC_TUNABLES= "$bin" parse "$txt" >"$tmp/out2" 2>/dev/null
  check "parse with GLIBC_TUNABLES set: the same record" "same" "$(cmp -s "$tmp/out" "$tmp/out2" && echo same)"
  LD_DEBUG=files "$bin" --version >"$tmp/out" 2>"$tmp/ld"
  check "--version: started once" "1" "$(grep -c 'initialize program' "$tmp/ld")"
  # Inputs that only worker processes convert: no second start (the process converts nothing).
  # (Into files, one per process: a worker's stderr is read by cvmill, not passed on.)
  LD_DEBUG=files LD_DEBUG_OUTPUT="$tmp/ldw" "$bin" parse "$pdf" >"$tmp/out" 2>/dev/null
  check "a PDF alone: the program started once, its worker once" "1 1 Jane Example" \
    "$(cat "$tmp"/ldw.* | grep 'initialize program' | awk '{print $1}' | sort | uniq -c | awk '{print $1}' | paste -sd' ') $(name_of "$tmp/out")"
  # LD_DEBUG=all writes megabytes on the worker's stderr before it is ready: read, not a stall.
  LD_DEBUG=all "$bin" parse "$pdf" >"$tmp/out" 2>"$tmp/ld"
  check "a PDF with LD_DEBUG=all: converted, the worker's output not passed on" "Jane Example 0" \
    "$(name_of "$tmp/out") $(grep -c 'initialize program' "$tmp/ld" | awk '{print ($1 == 1) ? 0 : 1}')"
  LD_DEBUG=files "$bin" parse --no-workers "$pdf" >"$tmp/out" 2>"$tmp/ld"
  check "a PDF with --no-workers: started once" "1" "$(grep -c 'initialize program' "$tmp/ld")"
fi

# A module that is not there: each input that needs it fails with one line, the text CV
# between them still converts.
missing() {  # missing ENV FILE WHAT INPUT_A INPUT_B
  local env=$1 file=$2 what=$3 a=$4 b=$5 mode
  for mode in workers no-workers; do
    flags=()
    [ $mode = no-workers ] && flags=(--no-workers)
    rm -rf "$tmp/o"
    env "$env=$tmp/missing/$file" "$bin" parse "${flags[@]}" -o "$tmp/o" "$a" "$txt" "$b" >"$tmp/out" 2>"$tmp/err"
    check "$file, $mode: missing module exits 1" 1 "$?"
    check "$file, $mode: one line per input naming the file and the reason" \
      "cvmill: $a: the $what module cannot be loaded: $tmp/missing/$file: cannot open shared object file: No such file or directory (from $env)" \
      "$(head -n1 "$tmp/err")"
    check "$file, $mode: both inputs failed, summary" "2 cvmill: 1 converted, 2 failed, 0 skipped; records in $tmp/o" \
      "$(grep -c "cvmill: .*: the $what module cannot be loaded" "$tmp/err") $(tail -n1 "$tmp/err")"
    check "$file, $mode: the text CV's record, no other file" "cv.json" "$(ls "$tmp/o")"
    check "$file, $mode: the text CV's record is whole" "Ottilie Brandvik" "$(name_of "$tmp/o/cv.json")"
  done
}
missing CVMILL_PDF_MODULE libcvmill_pdf.so "PDF reader" "$pdf" "$pdf"
missing CVMILL_XML_MODULE libcvmill_xml.so "DOCX and HTML reader" "$docx" "$html"

# A shared object that is not cvmill's reader is refused, not called; so is the other reader.
libz=$(ldconfig -p | awk '/libz\.so\.1 .*x86-64|libz\.so\.1 \(libc6/ {print $NF; exit}')
CVMILL_PDF_MODULE=$libz "$bin" parse --no-workers "$pdf" >"$tmp/out" 2>"$tmp/err"
check "foreign module exits 1" 1 "$?"
check "foreign module message" \
  "cvmill: $pdf: the PDF reader module $libz is not this cvmill's (no cvmill_pdf_reader_v1) (from CVMILL_PDF_MODULE)" \
  "$(head -n1 "$tmp/err")"
CVMILL_XML_MODULE=$pdf_module "$bin" parse "$html" >"$tmp/out" 2>"$tmp/err"
check "the PDF module as the DOCX and HTML reader: refused" \
  "1 cvmill: $html: the DOCX and HTML reader module $pdf_module is not this cvmill's (no cvmill_xml_reader_v1) (from CVMILL_XML_MODULE)" \
  "$? $(head -n1 "$tmp/err")"

# A copy of the binary without its modules beside it says where it looked.
mkdir -p "$tmp/alone/bin"
cp "$bin" "$tmp/alone/bin/cvmill"
"$tmp/alone/bin/cvmill" parse --jsonl "$pdf" "$html" >"$tmp/out" 2>"$tmp/err"
check "binary without its modules exits 1" 1 "$?"
check "binary without its modules: the paths it tried" \
  "cvmill: $pdf: the PDF reader module cannot be loaded: $tmp/alone/bin/$pdf_rel: cannot open shared object file: No such file or directory (install it there, or set CVMILL_PDF_MODULE to its path)
cvmill: $html: the DOCX and HTML reader module cannot be loaded: $tmp/alone/bin/$xml_rel: cannot open shared object file: No such file or directory (install it there, or set CVMILL_XML_MODULE to its path)" \
  "$(head -n2 "$tmp/err")"
# ... and the environment variables give it them.
CVMILL_PDF_MODULE=$pdf_module CVMILL_XML_MODULE=$xml_module "$tmp/alone/bin/cvmill" parse --jsonl "$pdf" "$docx" \
  >"$tmp/out" 2>"$tmp/err"
check "CVMILL_PDF_MODULE and CVMILL_XML_MODULE name the modules" "0 2" "$? $(grep -c '"name"' "$tmp/out")"

finish
