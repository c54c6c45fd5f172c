import { toolCardView } from '@/components/tools/tool-card-view'
import type { OwnedToolOffer } from '@/components/vendors/feature-tool-start'
import { SPONSORSHIP_CATEGORIES } from '@/domains/vendors'
import { getToolCardsByIds } from '@/queries/tools'
import { vendorOwnedTools } from '@/queries/vendor-analytics'
import { currentUser } from '@/server/session'

export const dynamic = 'force-dynamic'

const formCategory = (name: string | undefined): string => (name && (SPONSORSHIP_CATEGORIES as readonly string[]).includes(name) ? name : '')

/**
 * The signed-in vendor's own listed tools, for /feature-tool to pick one and preview its featured
 * card. Ownership is the one rule of the vendors domain; the server checks it again on submit.
 */
export async function GET(request: Request) {
  const { user } = await currentUser(request.headers)
  const owned = user ? await vendorOwnedTools(user) : []
  const cards = await getToolCardsByIds(owned.map((tool) => tool.id))
  const tools: OwnedToolOffer[] = cards.map((tool) => ({
    id: tool.id,
    name: tool.name,
    url: tool.sourceUrl ?? '',
    category: formCategory(tool.category?.name),
    description: tool.description,
    card: toolCardView(tool),
  }))
  return Response.json({ signedIn: Boolean(user), tools }, { headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } })
}
