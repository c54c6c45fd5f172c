import { defineConfig } from '@playwright/test'

const SEEDED_CATALOGUE_SPECS = ['**/directory-home.e2e.spec.ts', '**/accessibility.e2e.spec.ts', '**/directory-filter-state.e2e.spec.ts', '**/smoke.e2e.spec.ts', '**/page-weight.e2e.spec.ts', '**/journeys/visitor.e2e.spec.ts']
const BAD_INPUT_SPEC = '**/bad-input.e2e.spec.ts'
const CACHE_POISONING_SPEC = '**/security-cache-poisoning.e2e.spec.ts'

/** Driven by scripts/test-e2e.ts, which starts the database and the built app first. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // The home and smoke specs assert exact figures of the seeded catalogue (counts, trending order);
  // they run before the specs that add tools, upvote or recalculate the ranking.
  projects: [
    { name: 'seeded-catalogue', testMatch: SEEDED_CATALOGUE_SPECS },
    { name: 'changes-catalogue', testIgnore: [...SEEDED_CATALOGUE_SPECS, BAD_INPUT_SPEC, CACHE_POISONING_SPEC], dependencies: ['seeded-catalogue'] },
    // The poisoning sweep empties the cache tier's shared entries (the home page, the lists) again and
    // again, which would keep other specs' pages from ever being answered by the cache: it runs alone.
    { name: 'cache-poisoning', testMatch: CACHE_POISONING_SPEC, dependencies: ['changes-catalogue'] },
    // The bad-input corpus checks that it stored nothing: it runs alone, after every spec that writes.
    { name: 'bad-input', testMatch: BAD_INPUT_SPEC, dependencies: ['cache-poisoning'] },
  ],
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
})
