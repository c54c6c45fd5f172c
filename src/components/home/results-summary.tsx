import type { ToolPage } from '@/domains/directory'

const number = new Intl.NumberFormat('en-US')

function totalText(result: Pick<ToolPage, 'total' | 'totalIsEstimate'>): string {
  return result.totalIsEstimate ? `about ${number.format(result.total)}` : number.format(result.total)
}

/** "Showing X-Y of N tools" ("of 1 tool" for one), with "about N" only when the total is the planner's estimate. */
export function resultsSummary(result: Pick<ToolPage, 'page' | 'size' | 'total' | 'totalIsEstimate'> & { tools: readonly unknown[] }): string {
  const from = (result.page - 1) * result.size + 1
  const to = from + result.tools.length - 1
  return `Showing ${from}-${to} of ${totalText(result)} ${result.total === 1 ? 'tool' : 'tools'}`
}

/** The filter panel's button, naming what closing it shows: "Show 42 results" ("Show 1 result", "Show about 1,200 results"). */
export function showResultsLabel(result: Pick<ToolPage, 'total' | 'totalIsEstimate'>): string {
  return `Show ${totalText(result)} ${result.total === 1 ? 'result' : 'results'}`
}
