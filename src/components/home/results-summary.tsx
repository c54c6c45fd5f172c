import type { ToolPage } from '@/domains/directory'

const number = new Intl.NumberFormat('en-US')

/** "Showing X-Y of N tools" ("of 1 tool" for one), with "about N" only when the total is the planner's estimate. */
export function resultsSummary(result: Pick<ToolPage, 'page' | 'size' | 'total' | 'totalIsEstimate'> & { tools: readonly unknown[] }): string {
  const from = (result.page - 1) * result.size + 1
  const to = from + result.tools.length - 1
  const total = result.totalIsEstimate ? `about ${number.format(result.total)}` : number.format(result.total)
  return `Showing ${from}-${to} of ${total} ${result.total === 1 ? 'tool' : 'tools'}`
}
