import { z } from 'zod'

import { emailField } from '@/domains/accounts'

export const subscribeSchema = z.object({ email: emailField })

export const unsubscribeTokenSchema = z.string().trim().regex(/^[A-Za-z0-9_-]{16,64}$/)

/** What a malformed or unknown unsubscribe token is told, on the page and from the one-click URL alike. */
export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is invalid.'
