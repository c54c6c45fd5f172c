import type { Metadata } from 'next'

export const NOT_FOUND_TITLE = 'Page Not Found'

/**
 * The not-found page's title. Next keeps every not-found answer out of search results itself (it
 * inserts `<meta name="robots" content="noindex">`, also on the page no route claims), so a robots
 * rule here would repeat the tag.
 */
export const notFoundMetadata = { title: NOT_FOUND_TITLE } satisfies Metadata
