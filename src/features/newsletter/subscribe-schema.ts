import { z } from 'zod'

import { emailField } from '@/domains/accounts/shared'

/** The newsletter box's one field, checked in the browser before sending and again by the action. */
export const subscribeSchema = z.object({ email: emailField }, { error: 'Please enter a valid email address' })
