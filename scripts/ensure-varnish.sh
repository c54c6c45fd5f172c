#!/usr/bin/env bash
# The cache tier is Debian's Varnish 7 with the xkey module (varnish-modules). Install them when missing.
set -euo pipefail
VMOD_DIR="$(dirname "$(dpkg -L varnish 2>/dev/null | grep -m1 '/vmods/libvmod_std.so$' || echo /usr/lib/x86_64-linux-gnu/varnish/vmods/x)")"
if command -v varnishd >/dev/null && [ -f "$VMOD_DIR/libvmod_xkey.so" ]; then exit 0; fi
exec bash "$(dirname "$0")/install-debian-packages.sh" varnish varnish varnish-modules
