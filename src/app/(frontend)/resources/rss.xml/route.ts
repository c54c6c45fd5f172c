import { ARTICLE_GROUPS } from '@/domains/content'
import { env } from '@/platform/env'
import { getPublishedArticles } from '@/queries/articles'
import { getPage } from '@/queries/pages'
import { getSiteSettings } from '@/queries/site-settings'

export const dynamic = 'force-dynamic'

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char)
}

/** RSS 2.0 feed of the published articles, newest first. */
export async function GET() {
  const [articles, hub, settings] = await Promise.all([getPublishedArticles(), getPage('resources-hub'), getSiteSettings()])
  const site = env.SERVER_URL
  const items = articles
    .map((article) => {
      const link = `${site}/resources/${article.slug}`
      const category = ARTICLE_GROUPS.find((group) => group.value === article.group)?.label
      return [
        '    <item>',
        `      <title>${escapeXml(article.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <description>${escapeXml(article.excerpt)}</description>`,
        category ? `      <category>${escapeXml(category)}</category>` : '',
        `      <pubDate>${new Date(article.publishedAt ?? article.updatedAt).toUTCString()}</pubDate>`,
        '    </item>',
      ]
        .filter(Boolean)
        .join('\n')
    })
    .join('\n')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${settings.brandName} ${hub.title}`)}</title>
    <link>${escapeXml(`${site}/resources`)}</link>
    <atom:link href="${escapeXml(`${site}/resources/rss.xml`)}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(hub.intro ?? "")}</description>
    <language>en</language>
${items}
  </channel>
</rss>
`
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=3600' },
  })
}
