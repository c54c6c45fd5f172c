import type { Metadata } from 'next'
import Link from 'next/link'

import { Container } from '@/components/ui/container'
import { TOOL_TYPES } from '@/lib/tool-options'
import { getDirectory, type DirectoryEntry } from '@/queries/tools'

export const metadata: Metadata = {
  title: 'Full List of AI Recruiting Tools (A–Z)',
  description: 'Every tool in the directory, A to Z, grouped by audience and category.',
  alternates: { canonical: '/full-list' },
}

function groupByCategory(entries: DirectoryEntry[]): [string, DirectoryEntry[]][] {
  const groups = new Map<string, DirectoryEntry[]>()
  for (const entry of entries) {
    const key = entry.category ?? 'Uncategorized'
    groups.set(key, [...(groups.get(key) ?? []), entry])
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))
}

/** The whole directory, server-rendered as plain links: no JavaScript needed. */
export default async function FullListPage() {
  const entries = await getDirectory()
  return (
    <main className="flex-1">
      <Container className="py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Full List of Tools</h1>
        <p className="mt-2 text-muted">{entries.length} tools, A–Z, grouped by audience and category.</p>
        <nav aria-label="Audiences" className="mt-6 flex flex-wrap gap-3 text-sm">
          {TOOL_TYPES.map((type) => (
            <a key={type.value} href={`#${type.value}`} className="font-medium text-brand-700 hover:underline">
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
                    <ul className="mt-2 space-y-1">
                      {tools.map((tool) => (
                        <li key={tool.slug}>
                          <Link href={`/tools/${tool.slug}`} prefetch={false} className="text-sm text-ink hover:text-brand-700 hover:underline">
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
      </Container>
    </main>
  )
}
