#!/usr/bin/env bash
# Fails when src/payload-types.ts or the admin import map is out of date with the config, or the
# site's font file with scripts/subset-font.ts.
set -euo pipefail
# The Lexical export condition: scripts/lib/payload-script.ts.
NODE_OPTIONS=--conditions=production npx payload generate:types >/dev/null
NODE_OPTIONS=--conditions=production npx payload generate:importmap >/dev/null
npx tsx scripts/subset-font.ts >/dev/null
if ! git diff --exit-code -- src/payload-types.ts 'src/app/(payload)/admin/importMap.js' 'src/app/(frontend)/fonts'; then
  echo "Generated files are out of date: run npm run generate:types && npm run generate:importmap && npm run generate:font and commit." >&2
  exit 1
fi
