import { z } from 'zod'

import { emailField } from './auth'

export const subscribeSchema = z.object({ email: emailField })

export const unsubscribeTokenSchema = z.string().trim().regex(/^[A-Za-z0-9_-]{16,64}$/)

export type SubscribeInput = z.input<typeof subscribeSchema>
