#!/usr/bin/env bash
# Playwright drives Debian's Chromium (never a downloaded browser). Install it when missing.
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing at $CHROMIUM_PATH. Install Debian's package: sudo apt-get install -y chromium" >&2
  exit 1
fi
echo "[chromium] installing Debian's chromium package"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium fonts-liberation >/dev/null
