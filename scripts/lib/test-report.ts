/**
 * Reads the JSON reports of vitest and Playwright that `npm test` asks for, so its closing lines
 * can give the totals and name every failed test (the end of a long CI log is what gets read).
 */
import fs from 'node:fs'

interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  testResults: { name: string; assertionResults: { fullName: string; status: string; failureMessages?: string[] }[] }[]
}

interface PlaywrightSpec {
  title: string
  file: string
  line: number
  tests: { projectName: string; status: 'expected' | 'unexpected' | 'flaky' | 'skipped' }[]
}
interface PlaywrightSuite {
  title: string
  specs?: PlaywrightSpec[]
  suites?: PlaywrightSuite[]
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number }
  suites: PlaywrightSuite[]
}

export interface SuiteSummary {
  passed: number
  failed: number
  /** One line per failed test: where it is and its name. */
  failures: string[]
}

function read<T>(file: string): T | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined
}

function firstLine(message: string | undefined): string {
  return (message ?? '').split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 200) ?? ''
}

export function vitestSummary(file: string, root: string): SuiteSummary | undefined {
  const report = read<VitestReport>(file)
  if (!report) return undefined
  const failures = report.testResults.flatMap((result) =>
    result.assertionResults
      .filter((assertion) => assertion.status === 'failed')
      .map((assertion) => {
        const where = result.name.startsWith(root) ? result.name.slice(root.length + 1) : result.name
        return `${where} › ${assertion.fullName}: ${firstLine(assertion.failureMessages?.[0])}`
      }),
  )
  return { passed: report.numPassedTests, failed: report.numFailedTests, failures }
}

function playwrightFailures(suite: PlaywrightSuite, titles: string[]): string[] {
  const path = suite.title ? [...titles, suite.title] : titles
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected')
      .map((test) => `[${test.projectName}] ${spec.file}:${spec.line} › ${[...path.slice(1), spec.title].join(' › ')}`),
  )
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, path))]
}

export function playwrightSummary(file: string): SuiteSummary | undefined {
  const report = read<PlaywrightReport>(file)
  if (!report) return undefined
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    failures: report.suites.flatMap((suite) => playwrightFailures(suite, [])),
  }
}
