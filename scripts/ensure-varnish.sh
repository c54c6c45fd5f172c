#!/usr/bin/env bash
# The cache tier is Debian's Varnish 7 with the xkey module (varnish-modules). Install them when missing.
set -euo pipefail
VMOD_DIR="$(dirname "$(dpkg -L varnish 2>/dev/null | grep -m1 '/vmods/libvmod_std.so$' || echo /usr/lib/x86_64-linux-gnu/varnish/vmods/x)")"
if command -v varnishd >/dev/null && [ -f "$VMOD_DIR/libvmod_xkey.so" ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Varnish with xkey is missing. Install Debian's packages: sudo apt-get install -y varnish varnish-modules" >&2
  exit 1
fi
echo "[varnish] installing Debian's varnish and varnish-modules packages"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq varnish varnish-modules >/dev/null
