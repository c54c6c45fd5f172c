#!/usr/bin/env bash
# The benchmark's load generator (wrk) and its reference server (nginx), from Debian's packages.
set -euo pipefail
if command -v wrk >/dev/null && command -v nginx >/dev/null; then exit 0; fi
exec bash "$(dirname "$0")/install-debian-packages.sh" bench wrk nginx
