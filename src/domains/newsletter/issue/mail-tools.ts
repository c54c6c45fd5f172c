import type { Payload } from 'payload'

import { clampAtWord } from '@/platform/text/clamp-at-word'

import { toolIdsIn, type LexicalNode } from './lexical-nodes'

/** What an issue shows of a tool: its card in the mail, with the Sponsored label when the placement is paid. */
export type MailTool = { id: number; name: string; slug: string; description: string; pricing: string; sponsored: boolean }

/**
 * The published tools an issue's tool blocks name, read once per send (not per recipient). A tool
 * unpublished or deleted since the issue was written is left out of the mail.
 */
export async function toolsForIssue(payload: Payload, body: { root: LexicalNode } | null | undefined): Promise<Map<number, MailTool>> {
  const ids = toolIdsIn(body?.root)
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'tools',
    where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
    select: { name: true, slug: true, description: true, pricing: true, isSponsored: true },
    limit: ids.length,
    depth: 0,
    overrideAccess: true,
  })
  return new Map(
    docs
      .filter((tool) => typeof tool.slug === 'string' && tool.slug)
      .map((tool) => [
        tool.id,
        {
          id: tool.id,
          name: tool.name,
          slug: tool.slug!,
          description: clampAtWord(tool.description ?? '', 200),
          pricing: tool.pricing?.trim() || 'Contact for pricing',
          sponsored: tool.isSponsored === true,
        },
      ]),
  )
}
