'use client'

import { BookmarkCheck, X } from 'lucide-react'
import Link from 'next/link'

import { linkClasses } from '../content/link-classes'
import { useReadingList } from './reading-list'

/** The visitor's reading list on the resources hub; hidden until something is saved. */
export function SavedArticles() {
  const { list, remove } = useReadingList()
  if (list.length === 0) return null
  return (
    <section aria-labelledby="saved-articles" className="rounded-2xl border border-brand-100 bg-brand-50/60 p-5 sm:p-6">
      <h2 id="saved-articles" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <BookmarkCheck aria-hidden className="size-5 text-brand-600" />
        Saved articles
      </h2>
      <ul className="mt-3 divide-y divide-brand-100">
        {list.map((item) => (
          <li key={item.slug} className="flex items-center justify-between gap-3 py-2">
            <Link href={`/resources/${item.slug}`} className={linkClasses}>
              {item.title}
            </Link>
            <button
              type="button"
              onClick={() => remove(item.slug)}
              className="rounded-md p-1.5 text-muted hover:bg-white hover:text-ink"
              aria-label={`Remove ${item.title} from saved articles`}
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
