import type { Where } from 'payload'

type Account = { id: number; email?: string | null; _verified?: boolean | null }

/**
 * The submissions or placements an account follows on /account: those it made signed in, and
 * those made signed out whose contact e-mail is the account's own verified sign-in address.
 * Matched when read, so a request paid before the account existed, or before its address was
 * verified, shows as soon as the address is verified, and a confirmed e-mail change follows the
 * new address. It is read access only: the request's `user` stays unset, so following one grants
 * no ownership of its tool, no buyer's rights at its approval, and never blocks or goes with the
 * account's deletion. The mailbox's owner already receives every mail about the request.
 */
export function followedRequests(account: Account): Where {
  const made: Where = { user: { equals: account.id } }
  if (account._verified !== true || !account.email) return made
  return { or: [made, { and: [{ user: { exists: false } }, { contactEmail: { equals: account.email.toLowerCase() } }] }] }
}
