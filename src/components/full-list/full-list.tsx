import { ChevronLeft, ChevronRight } from 'lucide-react'
import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { type DirectoryEntry, type DirectoryPage, TOOL_TYPES } from '@/domains/directory'
import { formatCount } from '@/platform/text/format-count'

export function fullListHref(page: number): string {
  return page <= 1 ? '/full-list' : `/full-list/${page}`
}

function groupByCategory(entries: DirectoryEntry[]): [string, DirectoryEntry[]][] {
  const groups = new Map<string, DirectoryEntry[]>()
  for (const entry of entries) {
    const key = entry.category ?? 'Uncategorized'
    groups.set(key, [...(groups.get(key) ?? []), entry])
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))
}

function Pager({ page, pageCount }: Pick<DirectoryPage, 'page' | 'pageCount'>) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label="Full list pages" className="mt-12 flex items-center justify-between gap-3 border-t border-line pt-6">
      {page > 1 ? (
        <Link href={fullListHref(page - 1)} prefetch={false} className={buttonClasses('outline', 'sm')}>
          <ChevronLeft className="size-4" aria-hidden />
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link href={fullListHref(page + 1)} prefetch={false} className={buttonClasses('outline', 'sm')}>
          Next
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}

/** The whole directory, A–Z, as plain server-rendered links grouped by audience and category: no JavaScript needed. */
export function FullList({ directory }: { directory: DirectoryPage }) {
  const { entries, total, page, pageCount } = directory
  return (
    <main className="flex-1">
      <Container className="py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Full List of Tools</h1>
        <p className="mt-2 text-muted">
          {formatCount(total)} {total === 1 ? 'tool' : 'tools'}, A–Z, grouped by audience and category.
          {pageCount > 1 ? ` Page ${page} of ${pageCount}: ${entries[0]?.name} to ${entries.at(-1)?.name}.` : null}
        </p>
        <nav aria-label="Audiences" className="mt-6 flex flex-wrap gap-3 text-sm">
          {TOOL_TYPES.map((type) => (
            <a key={type.value} href={`#${type.value}`} className="font-medium text-brand-700 hover:underline tap-target">
              {type.label}
            </a>
          ))}
        </nav>
        {TOOL_TYPES.map((type) => {
          const groups = groupByCategory(entries.filter((entry) => entry.toolType === type.value))
          if (groups.length === 0) return null
          return (
            <section key={type.value} id={type.value} className="mt-12 scroll-mt-20">
              <h2 className="border-b border-line pb-2 text-2xl font-bold text-ink">{type.label}</h2>
              <div className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
                {groups.map(([category, tools]) => (
                  <section key={category}>
                    <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">{category}</h3>
                    <ul className="mt-2 space-y-1 max-md:space-y-0">
                      {tools.map((tool) => (
                        <li key={tool.slug}>
                          <Link href={`/tools/${tool.slug}`} prefetch={false} className="text-sm text-ink hover:text-brand-700 hover:underline tap-target max-md:min-w-11">
                            {tool.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            </section>
          )
        })}
        <Pager page={page} pageCount={pageCount} />
      </Container>
    </main>
  )
}
