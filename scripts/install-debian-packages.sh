#!/usr/bin/env bash
# Installs Debian packages a script needs and found missing: as root with apt-get, otherwise it
# prints the one command to run and fails.
#   bash scripts/install-debian-packages.sh <what they are for> <package> [package ...]
set -euo pipefail
purpose="$1"
shift
if [ "$(id -u)" -ne 0 ]; then
  echo "$purpose is missing. Install Debian's packages: sudo apt-get install -y $*" >&2
  exit 1
fi
echo "[$purpose] installing Debian's packages: $*"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "$@" >/dev/null
