#!/usr/bin/env bash
# Installs cvmill from a build tree into a temporary prefix and checks what a user of the
# installed tree gets.
#   run.sh layout    BUILD SRC MAN   the installed files: binary (a text, a PDF and an HTML CV,
#                                    its reader modules), man page (MAN=1: help2man was found),
#                                    completion, the public headers (self-contained, no
#                                    RE2/ICU/poppler/libxml2 header), no data files
#   run.sh cmake     BUILD SRC       tests/consumer built with find_package(cvmill), run
#   run.sh pkgconfig BUILD SRC       tests/consumer/main.cc built with `pkg-config cvmill`, run
set -euo pipefail
mode=$1 build=$2 src=$3 man=${4:-0}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix
cmake --install "$build" --prefix "$prefix" >"$tmp/install.log"
fail() { echo "FAIL: $*" >&2; exit 1; }

# A CV of a made-up person (also read by tests/python); the consumer's output is what it states.
cp "$src/tests/consumer/cv.txt" "$tmp/cv.txt"
expected=$'name=Ottilie Brandvik\nemail=ottilie.brandvik@example.org\nwork0=Data Engineer|Fjordline Analytics AS|2019-03\npeople=1'

# A PDF CV of a made-up person (tests/fixtures/make_producer_pdfs.py, margin.pdf).
cp "$src/tests/fixtures/margin.pdf" "$tmp/cv.pdf"
# A DOCX and an HTML CV (tests/fixtures/docx/make_docx.py, tests/fixtures/html).
cp "$src/tests/fixtures/docx/cv.docx" "$tmp/cv.docx"
cp "$src/tests/fixtures/html/cv.html" "$tmp/cv.html"

check_consumer() {  # the consumer binary, run away from the source and build trees
  local out
  out=$(cd "$tmp" && "$1" cv.txt) || fail "consumer exited with $?"
  [ "$out" = "$expected" ] || fail "consumer printed:"$'\n'"$out"$'\n'"expected:"$'\n'"$expected"
  # The PDF reader is linked in (no module needed: none is looked for).
  out=$(cd "$tmp" && CVMILL_PDF_MODULE=/nonexistent "$1" cv.pdf | head -n 2) || fail "consumer on cv.pdf exited with $?"
  [ "$out" = $'name=Jane Example\nemail=jane@example.org' ] || fail "consumer on cv.pdf printed:"$'\n'"$out"
  # So is the DOCX and HTML reader.
  out=$(cd "$tmp" && CVMILL_XML_MODULE=/nonexistent "$1" cv.docx | head -n 1) || fail "consumer on cv.docx exited with $?"
  [ "$out" = 'name=Ilse Varga-Lund' ] || fail "consumer on cv.docx printed:"$'\n'"$out"
}

case $mode in
layout)
  "$prefix/bin/cvmill" --version | grep -q '^cvmill ' || fail "installed cvmill --version"
  (cd "$tmp" && "$prefix/bin/cvmill" parse cv.txt) | grep -q '"name": "Ottilie Brandvik"' ||
    fail "installed cvmill parse"
  # Each reader: the installed binary loads the installed module (lib*/cvmill/), not the build
  # tree's, in-process and in a worker process; its libraries are no dependency of the binary.
  module_check() {  # module_check INPUT NAME WORKER_INPUT WORKER_NAME MODULE LIBRARY_PATTERN
    (cd "$tmp" && LD_DEBUG=files "$prefix/bin/cvmill" parse --no-workers "$1" 2>"$tmp/ld") |
      grep -q "\"name\": \"$2\"" || fail "installed cvmill parse $1"
    grep -q "file=$prefix/bin/../lib[^ ]*/cvmill/$5 .*dynamically loaded" "$tmp/ld" ||
      fail "installed cvmill did not load the installed $5:"$'\n'"$(grep "file=.*$5" "$tmp/ld")"
    (cd "$tmp" && "$prefix/bin/cvmill" parse "$3") | grep -q "\"name\": \"$4\"" ||
      fail "installed cvmill parse $3 (worker process)"
    ! readelf -d "$prefix/bin/cvmill" | grep -qi "NEEDED.*$6" || fail "installed cvmill links $6"
  }
  module_check cv.pdf "Jane Example" cv.pdf "Jane Example" libcvmill_pdf.so poppler
  module_check cv.html "Tomasz Wierzbicki-Hale" cv.docx "Ilse Varga-Lund" libcvmill_xml.so '\(xml\|zip\)'
  # Exactly the public header set, each including only standard headers and each other.
  headers=$(cd "$prefix/include/cvmill" && find . -type f | sed 's|^\./||' | sort)
  want=$(printf '%s\n' common/status.h extract/extract.h normalize/normalize.h pipeline/pipeline.h \
         reconcile/reconcile.h schema/schema.h structure/structure.h)
  [ "$headers" = "$want" ] || fail "installed headers:"$'\n'"$headers"
  while read -r h; do
    grep -h '^#include' "$prefix/include/cvmill/$h" | while read -r _ inc; do
      case $inc in
        \<*\>) case $inc in *re2*|*unicode/*|*poppler*|*libxml*|*zip.h*) fail "$h includes $inc" ;; esac ;;
        \"*\") grep -qx "${inc//\"/}" <<<"$want" || fail "$h includes $inc, which is not installed" ;;
        *) fail "$h: $inc" ;;
      esac
    done
    # Self-contained: each header compiles alone against the installed tree.
    echo "#include \"$h\"" | c++ -std=c++17 -fsyntax-only -I"$prefix/include/cvmill" -x c++ - ||
      fail "$h does not compile alone"
  done <<<"$want"
  # Nothing but program, libraries, headers, package files, man page, completion and the
  # Python package: the rule tables are inside libcvmill_normalize.a.
  others=$(cd "$prefix" && find . -type f | sed 's|^\./||' | grep -v \
    -e '^bin/cvmill$' -e '^include/cvmill/' -e '^lib[^/]*/\(.*/\)\?libcvmill_[a-z]*\.a$' \
    -e '^lib[^/]*/\(.*/\)\?cvmill/libcvmill_\(pdf\|xml\)\.so$' \
    -e '^lib[^/]*/\(.*/\)\?cmake/cvmill/cvmill[A-Za-z-]*\.cmake$' -e '^lib[^/]*/\(.*/\)\?pkgconfig/cvmill\.pc$' \
    -e '^share/man/man1/cvmill\.1$' -e '^share/bash-completion/completions/cvmill$' \
    -e '^lib/python3/dist-packages/cvmill/\(__init__\|dask\)\.py$' \
    -e '^lib/python3/dist-packages/cvmill/_core\..*so$' || true)
  [ -z "$others" ] || fail "unexpected installed files:"$'\n'"$others"
  find "$prefix" -name 'libcvmill_normalize.a' | grep -q . || fail "no libcvmill_normalize.a"
  if [ "$man" = 1 ]; then
    page=$prefix/share/man/man1/cvmill.1
    [ -f "$page" ] || fail "no man page"
    grep -q '^\.TH CVMILL "1"' "$page" || fail "man page has no .TH header"
    # The options of `cvmill --help` are in the page (help2man escapes '-' as '\-').
    for opt in $("$prefix/bin/cvmill" --help | grep -o -- '--[a-z][a-z-]*' | sort -u); do
      grep -qF -- "${opt//-/\\-}" "$page" || fail "man page lacks $opt"
    done
  fi
  bash -c "source '$prefix/share/bash-completion/completions/cvmill' && complete -p cvmill" >/dev/null ||
    fail "completion does not load"
  ;;
cmake)
  cmake -S "$src/tests/consumer" -B "$tmp/b" -DCMAKE_PREFIX_PATH="$prefix" >"$tmp/configure.log" ||
    { cat "$tmp/configure.log"; fail "find_package(cvmill)"; }
  cmake --build "$tmp/b" >"$tmp/build.log" || { cat "$tmp/build.log"; fail "consumer build"; }
  check_consumer "$tmp/b/consumer"
  check_consumer "$tmp/b/consumer_stages"
  ;;
pkgconfig)
  pc=$(find "$prefix" -name cvmill.pc)
  [ -n "$pc" ] || fail "no cvmill.pc"
  export PKG_CONFIG_PATH=$(dirname "$pc")
  # Only the installed include directory: no source tree on the path.
  ${CXX:-c++} -std=c++17 "$src/tests/consumer/main.cc" -o "$tmp/consumer" $(pkg-config --cflags --libs cvmill) ||
    fail "consumer build with pkg-config"
  check_consumer "$tmp/consumer"
  ;;
*) fail "unknown mode $mode" ;;
esac
echo "ok: $mode"
