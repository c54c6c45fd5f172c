/** A claim's life (docs/accounts.md, "Claims and edits"): proof first, then an editor's decision. */
export const CLAIM_STATUSES = [
  { value: 'unverified', label: 'Awaiting proof' },
  { value: 'pending', label: 'Waiting for an editor' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const
export type ClaimStatus = (typeof CLAIM_STATUSES)[number]['value']

export const CLAIM_METHODS = [
  { value: 'email', label: 'Code mailed to the domain' },
  { value: 'meta', label: 'Meta tag on the site' },
  { value: 'dns', label: 'DNS TXT record' },
] as const
export type ClaimMethod = (typeof CLAIM_METHODS)[number]['value']

/** The `<meta name>` and the TXT record's prefix that carry a claim's token. */
export const CLAIM_META_NAME = 'hirestack-verification'
export const CLAIM_TXT_PREFIX = 'hirestack-verification='
