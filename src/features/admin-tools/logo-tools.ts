import type { Payload, Where } from 'payload'

import { resolveLogo } from '@/domains/directory'

/** The logo management list: id, name, slug, logo, local_logo_path — 24 a page, searchable by name. */
export async function listLogoTools(payload: Payload, options: { search?: string; page?: number }) {
  const where: Where | undefined = options.search ? { name: { like: options.search } } : undefined
  const result = await payload.find({
    collection: 'tools',
    where,
    sort: 'name',
    page: options.page ?? 1,
    limit: 24,
    depth: 0,
    draft: true,
    select: { name: true, slug: true, logo: true, localLogoPath: true },
    overrideAccess: true,
  })
  return {
    tools: result.docs.map((tool) => ({
      id: tool.id,
      name: tool.name,
      slug: tool.slug ?? '',
      logo: tool.logo ?? null,
      localLogoPath: tool.localLogoPath ?? null,
      logoUrl: resolveLogo(tool),
    })),
    page: result.page ?? 1,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  }
}

export type LogoToolPage = Awaited<ReturnType<typeof listLogoTools>>
