import { SOURCE_GROUPS, sourceLabel, type ViewSourceSummary } from './source-groups'

const GROUP_NAMES = { terms: 'search term', pages: 'hirestack page', sites: 'referring site', direct: 'direct' } as const

/** A CSV field: quoted when it holds a comma, quote or line break, and never read as a formula by a spreadsheet. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** Where the period's views came from as CSV (RFC 4180, CRLF): group, kind, value, label, views. */
export function sourcesCsv(summary: ViewSourceSummary): string {
  const lines = ['group,kind,value,label,views']
  for (const group of SOURCE_GROUPS) {
    for (const source of summary[group]) {
      lines.push([GROUP_NAMES[group], source.kind, field(source.value), field(sourceLabel(source)), source.views].join(','))
    }
  }
  return lines.join('\r\n') + '\r\n'
}
