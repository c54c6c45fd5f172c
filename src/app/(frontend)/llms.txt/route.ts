import { DEFAULT_FILTERS, TOOL_TYPES } from '@/domains/directory'
import { env } from '@/platform/env'
import { getCategoryOptions } from '@/queries/categories'
import { getSiteSettings } from '@/queries/site-settings'
import { getToolPage } from '@/queries/tools'

export const dynamic = 'force-dynamic'

/**
 * A vendor's name or description as markdown text: one line, with the characters that open a
 * link, image, HTML or emphasis escaped, so it cannot add a link or a heading of its own.
 */
const markdownText = (value: string) => value.replace(/\s+/g, ' ').trim().replace(/[\\[\]()<>*_`!#|]/g, '\\$&')

/** A plain-text map of the site for language models (llmstxt.org format). */
export async function GET() {
  const base = env.SERVER_URL
  const settings = await getSiteSettings()
  const categories = await Promise.all(TOOL_TYPES.map((type) => getCategoryOptions(type.value)))
  const top = await getToolPage({ ...DEFAULT_FILTERS, type: 'everyone', size: 48 })
  const lines = [
    `# ${settings.brandName}`,
    '',
    `> ${settings.tagline || 'A curated directory of AI tools for recruiters, job seekers and everyone.'}`,
    '',
    'Visitors search, filter and compare AI tools for recruiting and job search. Every tool page lists a description, features, benefits, integrations, pricing and links.',
    '',
    '## Main pages',
    `- [Directory home](${base}/): search and filter all tools (query parameters q, type, category, price, sort, page, size)`,
    `- [Categories](${base}/categories): categories for recruiters, job seekers and everyone`,
    `- [Full list](${base}/full-list): every tool A–Z`,
    `- [Resources](${base}/resources): guides on AI in hiring`,
    `- [Review process](${base}/review-process): how tools are reviewed`,
    '',
    ...TOOL_TYPES.flatMap((type, index) => [
      `## Categories ${type.titleSuffix}`,
      ...(categories[index] ?? []).map((category) => `- [${markdownText(category.name)}](${base}/categories/${type.value}/${category.slug})`),
      '',
    ]),
    '## Popular tools',
    ...top.tools.map((tool) => `- [${markdownText(tool.name)}](${base}/tools/${tool.slug}): ${markdownText(tool.description.slice(0, 160))}`),
    '',
    `Contact: ${settings.contactEmail}`,
  ]
  return new Response(`${lines.join('\n')}\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
