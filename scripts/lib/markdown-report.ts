import { existsSync, readFileSync } from 'node:fs'
import os from 'node:os'

/** The heading from which a measurement doc is written by hand; a re-run keeps that part. */
const READING_HEADING = '## Reading these figures'

/** The engineers' own reading of the figures in `file` (from its heading on), to append to a re-run's doc. */
export function handWrittenReading(file: string): string {
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const start = previous.indexOf(READING_HEADING)
  return start === -1 ? '' : `\n${previous.slice(start)}`
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

export function mdTable(header: string[], rows: (string | number)[][]): string {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => ' --- ').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n')
}

/** One line on the machine a measurement ran on. */
export function machineLine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
  return `${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`
}
