import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'
import { z } from 'zod'

import { hasRole } from '@/domains/accounts'
import { rowIdSchema } from '@/platform/validation/row-id'

import { cancelIssueSend } from '../delivery/cancel-send'
import { sendProgress } from '../delivery/progress'
import { confirmedSubscriberCount } from '../delivery/recipients'
import { resumeIssueSend } from '../delivery/resume-send'
import { startIssueSend, type SendAnswer } from '../delivery/start-send'
import { issueMail, loadIssueContent } from './issue-mail'
import { sendTestIssue } from './send-test'

type Staff = { id: number; email: string }
type Handler = (req: PayloadRequest, issueId: number, staff: Staff) => Promise<Response>

const NOT_STAFF = 'Only editors and admins can preview or send the newsletter.'
const noStore = { 'Cache-Control': 'no-store, private' }

/** An endpoint under /api/newsletter-issues/:id/… for editors and admins; anyone else gets 403 and nothing happens. */
function staffEndpoint(path: string, method: 'get' | 'post', handle: Handler): Endpoint {
  const handler: PayloadHandler = async (req) => {
    const user = req.user
    if (!user || user.collection !== 'users' || !hasRole(user, 'admin', 'editor')) {
      return Response.json({ ok: false, message: NOT_STAFF }, { status: 403, headers: noStore })
    }
    const id = rowIdSchema.safeParse(req.routeParams?.id)
    if (!id.success) return Response.json({ ok: false, message: 'Invalid id' }, { status: 400, headers: noStore })
    return handle(req, id.data, { id: user.id, email: user.email })
  }
  return { path: `/:id/${path}`, method, handler }
}

/** The send's body: how many recipients the editor saw and confirmed (the panel shows the number before it asks). */
const confirmedSendSchema = z.object({ recipients: z.number().int().min(1) })

const answer = (result: SendAnswer) => Response.json({ ok: result.ok, message: result.message }, { status: result.httpStatus, headers: noStore })

export const newsletterIssueEndpoints: Endpoint[] = [
  staffEndpoint('send', 'post', async (req, id, staff) => {
    const body = confirmedSendSchema.safeParse(await req.json?.().catch(() => null))
    if (!body.success) {
      return Response.json({ ok: false, message: 'Confirm the number of recipients before sending: nothing was sent.' }, { status: 400, headers: noStore })
    }
    return answer(await startIssueSend(req.payload, id, staff.id, body.data.recipients))
  }),
  // Who a send would mail now, for the confirmation the editor answers before a send starts.
  staffEndpoint('recipients', 'get', async (req) => Response.json({ ok: true, recipients: await confirmedSubscriberCount(req.payload) }, { headers: noStore })),
  staffEndpoint('send-test', 'post', async (req, id, staff) => answer(await sendTestIssue(req.payload, id, staff.email))),
  staffEndpoint('resume', 'post', async (req, id) => answer(await resumeIssueSend(req.payload, id))),
  staffEndpoint('cancel', 'post', async (req, id) => answer(await cancelIssueSend(req.payload, id))),
  staffEndpoint('progress', 'get', async (req, id) => {
    const progress = await sendProgress(req.payload, id)
    if (!progress) return Response.json({ ok: false, message: 'This issue no longer exists.' }, { status: 404, headers: noStore })
    return Response.json({ ok: true, ...progress }, { headers: noStore })
  }),
  // The rendered mail as the reader's client gets it (the saved version), for the admin's preview.
  staffEndpoint('preview', 'get', async (req, id) => {
    const content = await loadIssueContent(req.payload, id)
    if (!content) return new Response('This issue no longer exists.', { status: 404, headers: { ...noStore, 'Content-Type': 'text/plain; charset=utf-8' } })
    return new Response(issueMail(content, null).html, { headers: { ...noStore, 'Content-Type': 'text/html; charset=utf-8' } })
  }),
]
