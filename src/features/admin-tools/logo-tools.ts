import type { Payload, Where } from 'payload'

import { distinctTones, markKey, resolveLogo } from '@/domains/directory'

const blank = (field: string): Where => ({ or: [{ [field]: { exists: false } }, { [field]: { equals: '' } }] })

/** A tool that shows its monogram: neither a stored logo nor a logo URL. */
const WITHOUT_LOGO: Where = { and: [blank('localLogoPath'), blank('logo')] }

/**
 * The logo management list: id, name, slug, logo, local_logo_path — 24 a page, searchable by name,
 * or only the tools still without a logo (`missing`), which the scheduled fetch has not found one for.
 */
export async function listLogoTools(payload: Payload, options: { search?: string; page?: number; missing?: boolean }) {
  const conditions: Where[] = [...(options.search ? [{ name: { like: options.search } }] : []), ...(options.missing ? [WITHOUT_LOGO] : [])]
  const where: Where | undefined = conditions.length > 0 ? { and: conditions } : undefined
  const result = await payload.find({
    collection: 'tools',
    where,
    sort: 'name',
    page: options.page ?? 1,
    limit: 24,
    depth: 0,
    draft: true,
    select: { name: true, slug: true, logo: true, localLogoPath: true, logoFetchRequestedAt: true, sourceUrl: true, affiliateLink: true },
    overrideAccess: true,
  })
  const tones = distinctTones(result.docs.map(markKey))
  return {
    tools: result.docs.map((tool, index) => ({
      id: tool.id,
      name: tool.name,
      slug: tool.slug ?? '',
      logo: tool.logo ?? null,
      localLogoPath: tool.localLogoPath ?? null,
      logoUrl: resolveLogo(tool),
      tone: tones[index] ?? 0,
      fetchRequestedAt: tool.logoFetchRequestedAt ?? null,
    })),
    page: result.page ?? 1,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  }
}

export type LogoToolPage = Awaited<ReturnType<typeof listLogoTools>>
