import type { KnipConfig } from 'knip'

/** `npm run lint` runs knip: no unused files, exports, types or dependencies (docs/architecture.md). */
const config: KnipConfig = {
  entry: [
    'payload.config.ts',
    // Payload's admin loads its custom components by the paths payload.config.ts names, through this generated map.
    'src/app/(payload)/admin/importMap.js',
    'scripts/*.ts',
    'migrations/index.ts',
  ],
  project: ['src/**/*.{ts,tsx,js,css}', 'scripts/**/*.ts', 'tests/**/*.ts', 'migrations/*.ts', '*.{ts,mjs}'],
  ignore: ['src/payload-types.ts'],
  // Knip's Payload plugin loads payload.config.ts, which needs a database; the entry above covers it.
  payload: false,
  // The site font's source, read by path in scripts/subset-font.ts, not imported; the pinned Node
  // (scripts/node-runtime), whose binary every npm script runs on through node_modules/.bin; the Nu
  // HTML checker's jar, run by path with java, and axe-core's browser bundle, injected into the page by
  // path, both in tests/e2e/accessibility.e2e.spec.ts.
  ignoreDependencies: ['@fontsource-variable/inter', 'hirestack-node-runtime', 'vnu-jar', 'axe-core'],
  // Debian's programs the scripts run (benchmarks, the embedded database's user, the nginx reference).
  ignoreBinaries: ['wrk', 'getent', 'useradd', 'nginx'],
}

export default config
