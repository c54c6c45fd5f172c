import { addDataAndFileToRequest, type Endpoint } from 'payload'

import { forgotPasswordSchema } from '../schemas/auth'
import { mailPasswordReset } from './mail-password-reset'

/**
 * POST /api/users/forgot-password (the admin's "Forgot password?" form), answered as Payload's own
 * endpoint answers, through the site's way of mailing the link (see mailPasswordReset). The
 * per-address limit is the users collection's beforeOperation hook, as for every auth request.
 */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    // A body that is not JSON is Payload's own 400 ("Invalid JSON").
    await addDataAndFileToRequest(req)
    const body = typeof req.data === 'object' && req.data !== null && !Array.isArray(req.data) ? req.data : {}
    const parsed = forgotPasswordSchema.safeParse(body)
    if (!parsed.success) return Response.json({ errors: parsed.error.issues.map((issue) => ({ message: issue.message, field: 'email' })) }, { status: 400 })
    await mailPasswordReset(req.payload, parsed.data.email, req)
    return Response.json({ message: req.t('general:success') })
  },
}
