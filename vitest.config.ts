import { fileURLToPath } from 'node:url'

import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [tsconfigPaths()],
  resolve: {
    alias: {
      'server-only': fileURLToPath(new URL('tests/helpers/server-only.ts', import.meta.url)),
      'next/dist/compiled/react-server-dom-turbopack/server.node': fileURLToPath(new URL('tests/helpers/react-server-decoder.ts', import.meta.url)),
    },
  },
  test: {
    include: ['tests/int/**/*.int.spec.ts', 'tests/search/**/*.int.spec.ts', 'tests/unit/**/*.spec.ts'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    setupFiles: ['tests/helpers/setup-env.ts'],
    // One database for the run: files run one after another, each test cleans up after itself.
    fileParallelism: false,
    testTimeout: 30_000,
    // As the e2e suite does in CI: a test that fails once is run again, and only a second failure fails the run.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 120_000,
  },
})
