import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { ImageResponse } from 'next/og'

import { SHARE_CARD_SIZE, ToolShareCard } from '@/components/tools/tool-share-card'
import { toolTone, toolWebsite } from '@/domains/directory'
import { storedLogoPng } from '@/domains/enrichment'
import { getSiteSettings } from '@/queries/site-settings'
import { getToolBySlug } from '@/queries/tools'

export const alt = 'The tool’s card: its mark, name and category'
export const size = SHARE_CARD_SIZE
export const contentType = 'image/png'

/** The site's own font at the card's two weights, from the repository (next.config.mjs traces them into the build): nothing is fetched. */
const FONTS_DIR = path.join(process.cwd(), 'src/app/(frontend)/fonts')
const fonts = Promise.all(
  ([400, 700] as const).map(async (weight) => ({
    name: 'Inter',
    data: await readFile(path.join(FONTS_DIR, `inter-latin-${weight}.ttf`)),
    weight,
    style: 'normal' as const,
  })),
)

/** A tool page's shared-link image (its og:image), drawn per request from the tool as the page shows it. */
export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const tool = await getToolBySlug(slug)
  if (!tool) return new Response('Tool not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  const [settings, logo] = await Promise.all([getSiteSettings(), storedLogoPng(tool.localLogoPath)])
  const website = toolWebsite(tool)
  return new ImageResponse(
    (
      <ToolShareCard
        brandName={settings.brandName}
        tagline={settings.tagline}
        tool={{
          name: tool.name,
          category: tool.category?.name ?? null,
          description: tool.description || tool.toolSummary || '',
          domain: website ? new URL(website).hostname.replace(/^www\./, '') : null,
          tone: toolTone(tool),
          logo,
        }}
      />
    ),
    { ...size, fonts: await fonts },
  )
}
