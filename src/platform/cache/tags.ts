/** Cache tags shared by the cached queries (src/queries) and the hooks that revalidate them. */
export const TAGS = {
  tools: 'tools',
  tool: (slug: string) => `tool:${slug}`,
  categories: 'categories',
  articles: 'articles',
  article: (slug: string) => `article:${slug}`,
  siteSettings: 'site-settings',
  /** An editable static page (a Payload global such as `privacy-policy`). */
  page: (slug: string) => `page:${slug}`,
} as const
