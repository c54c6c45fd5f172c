import type { Metadata } from 'next'

export const NOT_FOUND_TITLE = 'Page Not Found'

/** The not-found page's own metadata: its title, and kept out of search results. */
export const notFoundMetadata = { title: NOT_FOUND_TITLE, robots: { index: false, follow: true } } satisfies Metadata
