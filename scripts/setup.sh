#!/usr/bin/env bash
# The README's install command: `bash scripts/setup.sh`.
# 1. npm ci (dependencies, and the Prisma client generated offline).
# 2. Where Chromium is missing and apt-get can be used as root: Debian's chromium (and an emoji font), for the
#    playground's browser test. Skipped with AZUL_SKIP_CHROMIUM=1; never fails the install where it cannot
#    (that test is then skipped, saying so). Nothing here downloads a browser from anywhere but Debian's mirrors.
set -euo pipefail
cd "$(dirname "$0")/.."

npm ci

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ "${AZUL_SKIP_CHROMIUM:-}" = "1" ]; then
  echo "setup: skipping Chromium (AZUL_SKIP_CHROMIUM=1): the playground's browser test will be skipped."
elif [ -x "$chromium_path" ]; then
  echo "setup: Chromium found at $chromium_path."
elif [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "setup: installing Debian's chromium for the playground's browser test (skip with AZUL_SKIP_CHROMIUM=1)..."
  if { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-noto-color-emoji; } >/tmp/azul-setup-chromium.log 2>&1; then
    echo "setup: Chromium installed at $(command -v chromium)."
  else
    echo "setup: could not install chromium (see /tmp/azul-setup-chromium.log); the browser test will be skipped."
  fi
else
  echo "setup: no Chromium at $chromium_path, and apt-get as root is not available here: the playground's browser test will be skipped (install Debian's chromium to run it)."
fi
