import type { LivePreviewConfig } from 'payload'

/**
 * Where staff see an article as the public will: /preview checks the session, turns on Next's
 * draft mode and opens the page, which then renders the latest draft. Used by the admin's Preview
 * button and by the live preview beside the edit form.
 */
export function articlePreviewPath(slug: unknown): string | null {
  return typeof slug === 'string' && slug ? `/preview?path=${encodeURIComponent(`/resources/${slug}`)}` : null
}

/** The live preview pane: the draft page at phone, tablet and desktop widths, refreshed on every autosave. */
export const articleLivePreview: LivePreviewConfig = {
  url: ({ data }) => articlePreviewPath(data?.slug),
  breakpoints: [
    { name: 'mobile', label: 'Mobile', width: 375, height: 667 },
    { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
    { name: 'desktop', label: 'Desktop', width: 1280, height: 800 },
  ],
}
