#!/usr/bin/env bash
# Starts the cache tier in the foreground with the repository's VCL: the one way it is started, by
# `npm run stack` and the e2e run (scripts/lib/varnish.ts) and by the varnish service of
# docker-compose.yml.
#   usage: varnishd.sh LISTEN WORK_DIR BACKENDS_DIR [STORAGE]
# LISTEN is varnishd's -a address (127.0.0.1:8080, :8080). BACKENDS_DIR holds the deployment's
# backends.vcl (the app instances and who may purge; scripts/lib/varnish.ts backendsVcl()).
# STORAGE caps the memory for cached objects (default 256m); beyond it the least recently used go.
set -euo pipefail
if [ $# -lt 3 ]; then
  echo "usage: $0 LISTEN WORK_DIR BACKENDS_DIR [STORAGE]" >&2
  exit 2
fi
here="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$2"
work_dir="$(cd "$2" && pwd)"
backends_dir="$(cd "$3" && pwd)"
# Next's responses carry long Link and Vary headers, and sessions long cookies: room for both.
# An idle connection to the app is closed here after 3 s, before Node closes it (5 s, its
# keepAliveTimeout): else a request could be sent on a connection the app is closing at that
# moment, and one with a body (a sign-in, a form) cannot be retried: the visitor got a 503.
exec varnishd -F -n "$work_dir" -a "$1" -T none \
  -f "$here/hirestack.vcl" -p "vcl_path=$backends_dir:$here" -s "malloc,${4:-256m}" -p backend_idle_timeout=3 \
  -p http_resp_hdr_len=64k -p http_resp_size=256k -p workspace_backend=512k \
  -p http_req_hdr_len=32k -p http_req_size=64k -p workspace_client=256k
