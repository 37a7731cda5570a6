#!/usr/bin/env bash
# Installs what cvmill needs on Debian 12 (as root, or with sudo) and builds it into build/.
# Used by scripts/main.sh and scripts/test.sh; safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."
pkgs=(build-essential cmake pkg-config libpoppler-cpp-dev libpoppler-private-dev libre2-dev libicu-dev libxml2-dev libzip-dev
      nlohmann-json3-dev libgtest-dev libgmock-dev libbenchmark-dev nodejs npm
      help2man python3-dev python3-pybind11 python3-pytest python3-dask python3-distributed time)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# nodejs from another source may provide npm itself.
if command -v npm >/dev/null 2>&1; then
  missing=("${missing[@]/npm}")
fi
read -r -a missing <<<"${missing[*]}"
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
fi
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCVMILL_WERROR="${CVMILL_WERROR:-ON}" >/dev/null
cmake --build build -j"$(nproc)"
