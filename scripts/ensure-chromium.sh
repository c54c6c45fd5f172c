#!/usr/bin/env bash
# Playwright drives Debian's Chromium (never a downloaded browser). Install it when missing.
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
exec bash "$(dirname "$0")/install-debian-packages.sh" chromium chromium fonts-liberation
