#!/usr/bin/env bash
# Install what devset/render/themes/render.js needs on a fresh Debian 12
# machine (idempotent; safe to run again):
#   - Debian's chromium (driven through playwright-core; no browser download),
#     fonts the themes name (Lato, Open Sans, Roboto, Roboto Slab) plus
#     DejaVu/Liberation/Noto fallbacks, poppler-utils (pdftotext, pdftoppm);
#   - the pinned themes: `npm ci` from package-lock.json into ./node_modules
#     (skipped when node_modules already matches the lock file).
# Needs root (or sudo) for apt, Node.js >= 20 and npm >= 8.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export PUPPETEER_SKIP_DOWNLOAD=1
export DEBIAN_FRONTEND=noninteractive

apt_packages=(
  chromium
  fonts-dejavu-core
  fonts-liberation
  fonts-noto-core
  fonts-lato
  fonts-open-sans
  fonts-roboto-unhinted
  fonts-roboto-slab
  poppler-utils
)

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi

missing=()
for p in "${apt_packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q '^install ok installed$'; then
    missing+=("$p")
  fi
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "setup.sh: apt-get install ${missing[*]}"
  "${sudo_cmd[@]}" apt-get -o DPkg::Lock::Timeout=900 update -qq
  "${sudo_cmd[@]}" apt-get -o DPkg::Lock::Timeout=900 install -y -qq --no-install-recommends "${missing[@]}"
else
  echo "setup.sh: apt packages present"
fi

if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
  echo "setup.sh: node and npm are required (Node.js >= 20)" >&2
  exit 1
fi
node_major="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$node_major" -lt 20 ]; then
  echo "setup.sh: Node.js >= 20 required by playwright-core (found $(node --version))" >&2
  exit 1
fi

stamp="node_modules/.cvmill-lock.sha256"
want="$(sha256sum package-lock.json | cut -d' ' -f1)"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ] && [ -d node_modules/playwright-core ]; then
  echo "setup.sh: node_modules matches package-lock.json"
else
  echo "setup.sh: npm ci"
  npm ci --no-audit --no-fund
  echo "$want" > "$stamp"
fi
# Packaging fix-ups of the themes (also run by npm's postinstall and render.js).
node fixups.js

if [ ! -x /usr/bin/chromium ]; then
  echo "setup.sh: /usr/bin/chromium missing after install" >&2
  exit 1
fi
echo "setup.sh: ready ($(/usr/bin/chromium --version 2>/dev/null | head -n1))"
