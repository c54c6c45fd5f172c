import { ArrowRight, Search } from 'lucide-react'
import Link from 'next/link'

import { CategoryIcon } from '@/components/categories/category-icon'
import { buttonClasses } from '@/components/ui/button'
import { MAX_QUERY_LENGTH } from '@/domains/directory/shared'

/** Enough categories to show the range without a wall of links; the index lists them all. */
const MAX_CATEGORIES = 6

type Named = { name: string; slug: string }

/**
 * Where to go from a missing page: the tools named like the address asked for, a search (a plain
 * GET form to the home search, `/?q=`, so it works without JavaScript) and the categories.
 */
export function NotFoundHelp({ tools, categories }: { tools: Named[]; categories: Named[] }) {
  return (
    <div className="mt-10 space-y-8 text-left">
      {tools.length > 0 ? (
        <section aria-labelledby="not-found-tools">
          <h2 id="not-found-tools" className="text-sm font-semibold text-ink">
            Tools with a similar name
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {tools.map((tool) => (
              <li key={tool.slug}>
                <Link
                  href={`/tools/${tool.slug}`}
                  className="group flex min-h-11 items-center justify-between gap-3 rounded-xl border border-line bg-white px-4 py-2.5 font-medium text-ink shadow-sm transition hover:border-brand-300 hover:text-brand-700"
                >
                  {tool.name}
                  <ArrowRight className="size-4 shrink-0 text-brand-600 transition-transform group-hover:translate-x-0.5" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <form action="/" method="get" role="search" aria-labelledby="not-found-search-label">
        <label id="not-found-search-label" htmlFor="not-found-search" className="text-sm font-semibold text-ink">
          Search the directory
        </label>
        <div className="mt-3 flex gap-2">
          <div className="relative min-w-0 flex-1">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
            <input
              id="not-found-search"
              type="search"
              name="q"
              required
              maxLength={MAX_QUERY_LENGTH}
              placeholder="e.g. ATS integration"
              className="h-11 w-full rounded-lg border border-line bg-white pr-3 pl-9 text-base text-ink placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
            />
          </div>
          <button type="submit" className={buttonClasses('primary', 'md', 'h-11 shrink-0')}>
            Search
          </button>
        </div>
      </form>
      {categories.length > 0 ? (
        <section aria-labelledby="not-found-categories">
          <h2 id="not-found-categories" className="text-sm font-semibold text-ink">
            Browse by category
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {categories.slice(0, MAX_CATEGORIES).map((category) => (
              <li key={category.slug}>
                <Link
                  href={`/categories/recruiter/${category.slug}`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-3.5 py-1.5 text-sm font-medium text-ink transition hover:border-brand-300 hover:text-brand-700 md:min-h-9"
                >
                  <CategoryIcon slug={category.slug} className="size-4 text-brand-600" />
                  {category.name}
                </Link>
              </li>
            ))}
            <li>
              <Link
                href="/categories"
                className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800 md:min-h-9"
              >
                All categories
                <ArrowRight className="size-4" aria-hidden />
              </Link>
            </li>
          </ul>
        </section>
      ) : null}
    </div>
  )
}
