/**
 * `npm test`: the vitest integration suite, then the Playwright e2e suite. Prints one closing
 * line with the totals of both ("tests: N passed, N failed"), after the name of every failed test.
 */
import fs from 'node:fs'
import path from 'node:path'

import { announceNodeRuntime } from './lib/node-runtime'
import { bin, run } from './lib/processes'
import { playwrightSummary, vitestSummary } from './lib/test-report'

announceNodeRuntime()
const reports = path.resolve('.data', 'reports')
fs.mkdirSync(reports, { recursive: true })
const vitestJson = path.join(reports, 'vitest.json')
const playwrightJson = path.join(reports, 'playwright.json')
for (const file of [vitestJson, playwrightJson]) fs.rmSync(file, { force: true })

let failedStep = false
try {
  await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`])
} catch {
  failedStep = true
}
try {
  await run('npx', ['tsx', 'scripts/test-e2e.ts'], { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson })
} catch {
  failedStep = true
}

const vitest = vitestSummary(vitestJson, process.cwd())
const playwright = playwrightSummary(playwrightJson)
for (const [name, summary] of [['integration', vitest], ['e2e', playwright]] as const) {
  if (!summary?.failures.length) continue
  console.log(`\nfailed ${name} tests:`)
  for (const failure of summary.failures) console.log(`  ✗ ${failure}`)
}
const passed = (vitest?.passed ?? 0) + (playwright?.passed ?? 0)
const failed = (vitest?.failed ?? 0) + (playwright?.failed ?? 0)
const missing = !vitest || !playwright
console.log(`\nintegration: ${vitest?.passed ?? 0} passed, ${vitest?.failed ?? 0} failed`)
console.log(`e2e: ${playwright?.passed ?? 0} passed, ${playwright?.failed ?? 0} failed`)
// A step that died before reporting (build error, crash) still counts as a failure.
const reportedFailed = failed > 0 ? failed : missing || failedStep ? 1 : 0
console.log(`tests: ${passed} passed, ${reportedFailed} failed`)
process.exit(reportedFailed > 0 ? 1 : 0)
