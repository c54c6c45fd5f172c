import { ChevronLeft, ChevronRight } from 'lucide-react'

import { PageLink } from './page-link'

/** At most 5 page numbers around the current page. */
export function pageWindow(page: number, pageCount: number, size = 5): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pageCount - size + 1))
  const end = Math.min(pageCount, start + size - 1)
  return Array.from({ length: end - start + 1 }, (_, index) => start + index)
}

/** Shown only when there is more than one page. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <PageLink page={page - 1} label="Previous page">
          <ChevronLeft className="size-4" aria-hidden />
          <span className="hidden sm:inline">Previous</span>
        </PageLink>
      ) : null}
      {pageWindow(page, pageCount).map((number) => (
        <PageLink key={number} page={number} label={`Page ${number}`} current={number === page}>
          {number}
        </PageLink>
      ))}
      {page < pageCount ? (
        <PageLink page={page + 1} label="Next page">
          <span className="hidden sm:inline">Next</span>
          <ChevronRight className="size-4" aria-hidden />
        </PageLink>
      ) : null}
    </nav>
  )
}
