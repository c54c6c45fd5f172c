/**
 * `npm test`: the vitest integration suite, then the Playwright e2e suite. Prints one closing
 * line with the totals of both ("tests: N passed, N failed").
 */
import fs from 'node:fs'
import path from 'node:path'

import { announceNodeRuntime } from './lib/node-runtime'
import { bin, run } from './lib/processes'

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

function read<T>(file: string): T | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined
}
const vitest = read<{ numPassedTests: number; numFailedTests: number }>(vitestJson)
const playwright = read<{ stats: { expected: number; unexpected: number; flaky: number } }>(playwrightJson)
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats.expected ?? 0) + (playwright?.stats.flaky ?? 0)
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats.unexpected ?? 0)
const missing = !vitest || !playwright
console.log(`\nintegration: ${vitest?.numPassedTests ?? 0} passed, ${vitest?.numFailedTests ?? 0} failed`)
console.log(`e2e: ${(playwright?.stats.expected ?? 0) + (playwright?.stats.flaky ?? 0)} passed, ${playwright?.stats.unexpected ?? 0} failed`)
// A step that died before reporting (build error, crash) still counts as a failure.
const reportedFailed = failed > 0 ? failed : missing || failedStep ? 1 : 0
console.log(`tests: ${passed} passed, ${reportedFailed} failed`)
process.exit(reportedFailed > 0 ? 1 : 0)
