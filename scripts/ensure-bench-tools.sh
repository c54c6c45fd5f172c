#!/usr/bin/env bash
# The benchmark's load generator (wrk) and its reference server (nginx), from Debian's packages.
set -euo pipefail
if command -v wrk >/dev/null && command -v nginx >/dev/null; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "wrk or nginx is missing. Install Debian's packages: sudo apt-get install -y wrk nginx-light" >&2
  exit 1
fi
echo "[bench] installing Debian's wrk and nginx packages"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq wrk nginx >/dev/null
