import 'server-only'

import { confirmLinkState, type ConfirmLinkState } from '@/domains/newsletter'
import { payloadClient } from '@/server/payload-client'

/**
 * What a mailed confirmation link stands for (pending, already confirmed, expired, invalid). Only
 * reads: the page shows it and its button confirms. The token is the reader's proof, so the read
 * overrides access and returns the address and state alone. Never cached.
 */
export async function confirmationByToken(token: unknown): Promise<ConfirmLinkState> {
  return confirmLinkState(await payloadClient(), token)
}
