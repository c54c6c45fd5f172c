import type { JudgedQuery } from './judged-queries'

/** How one judged query fared: the catalogue tools the visitor sees, in order, and the figures. */
export interface QueryOutcome {
  query: JudgedQuery
  shown: string[]
  precisionAt3: number
  recallAt10: number
  /** Share of the query's `top3` tools among the first three; null when it names none. */
  placedInTop3: number | null
  /** No catalogue tool on the first page, although the catalogue holds a relevant one. */
  emptyFirstPage: boolean
}

export const relevantOf = (query: JudgedQuery) => new Set([...query.top3, ...query.top10])

const hits = (shown: string[], wanted: Set<string>) => shown.filter((slug) => wanted.has(slug)).length

/**
 * precision@3 = relevant among the first 3 / min(3, |relevant|): a query with one relevant tool
 * scores 1 when that tool is among the first three. recall@10 = relevant among the first 10 /
 * min(10, |relevant|): a broad query is complete when its first ten are all relevant.
 */
export function outcomeOf(query: JudgedQuery, shown: string[]): QueryOutcome {
  const relevant = relevantOf(query)
  return {
    query,
    shown,
    precisionAt3: hits(shown.slice(0, 3), relevant) / Math.min(3, relevant.size),
    recallAt10: hits(shown.slice(0, 10), relevant) / Math.min(10, relevant.size),
    placedInTop3: query.top3.length > 0 ? hits(shown.slice(0, 3), new Set(query.top3)) / query.top3.length : null,
    emptyFirstPage: shown.length === 0 && relevant.size > 0,
  }
}

const mean = (values: number[]) => (values.length === 0 ? 1 : values.reduce((sum, value) => sum + value, 0) / values.length)

export interface Figures {
  queries: number
  precisionAt3: number
  recallAt10: number
  placedInTop3: number
  emptyFirstPages: number
}

/** Means over the queries (placement over the queries that name top-3 tools). */
export function figuresOf(outcomes: QueryOutcome[]): Figures {
  return {
    queries: outcomes.length,
    precisionAt3: mean(outcomes.map((outcome) => outcome.precisionAt3)),
    recallAt10: mean(outcomes.map((outcome) => outcome.recallAt10)),
    placedInTop3: mean(outcomes.flatMap((outcome) => (outcome.placedInTop3 === null ? [] : [outcome.placedInTop3]))),
    emptyFirstPages: outcomes.filter((outcome) => outcome.emptyFirstPage).length,
  }
}

const fixed = (value: number) => value.toFixed(2)

/** One line per query that misses anything: what was asked, the figures, what was missing, what came first. */
export function missTable(outcomes: QueryOutcome[]): string {
  const lines = outcomes
    .filter((outcome) => outcome.precisionAt3 < 1 || outcome.recallAt10 < 1 || (outcome.placedInTop3 ?? 1) < 1 || outcome.emptyFirstPage)
    .map((outcome) => {
      const { query, shown } = outcome
      const missingTop3 = query.top3.filter((slug) => !shown.slice(0, 3).includes(slug))
      const relevant = relevantOf(query)
      const found = hits(shown.slice(0, 10), relevant)
      return [
        `${query.kind.padEnd(16)} ${query.type.padEnd(10)} ${JSON.stringify(query.q).padEnd(58)}`,
        `p@3 ${fixed(outcome.precisionAt3)} r@10 ${fixed(outcome.recallAt10)}${outcome.emptyFirstPage ? ' EMPTY' : ''}`,
        missingTop3.length > 0 ? `not in top 3: ${missingTop3.join(', ')};` : '',
        `${found}/${Math.min(10, relevant.size)} relevant in top 10; first: ${shown.slice(0, 4).join(', ') || '(none)'}`,
      ]
        .filter(Boolean)
        .join('  ')
    })
  return lines.length > 0 ? lines.join('\n') : '(no misses)'
}

export function figuresLine(label: string, figures: Figures): string {
  return `${label}: ${figures.queries} queries, precision@3 ${fixed(figures.precisionAt3)}, recall@10 ${fixed(figures.recallAt10)}, top-3 placement ${fixed(figures.placedInTop3)}, empty first pages ${figures.emptyFirstPages}`
}
