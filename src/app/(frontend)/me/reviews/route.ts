import { reviewStateFor, SIGNED_OUT_REVIEW_STATE } from '@/features/reviews'
import { rowIdSchema } from '@/platform/validation/row-id'
import { currentUser } from '@/server/session'

export const dynamic = 'force-dynamic'

const privateAnswer = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' }

/**
 * The visitor's own side of one tool's reviews (`?tool=<id>`): whether they may write one and why
 * not, their own review's state, whether they are the tool's vendor, and their helpful marks.
 * Fetched by the review section in the browser, so the tool page stays the same for everyone.
 */
export async function GET(request: Request) {
  const toolId = rowIdSchema.safeParse(new URL(request.url).searchParams.get('tool'))
  if (!toolId.success) return Response.json({ error: 'Give the tool as ?tool=<id>.' }, { status: 400, headers: privateAnswer })
  const { payload, user } = await currentUser(request.headers)
  const body = user ? await reviewStateFor(payload, user, toolId.data) : SIGNED_OUT_REVIEW_STATE
  return Response.json(body, { headers: privateAnswer })
}
