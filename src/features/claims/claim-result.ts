/** What a claim step tells the vendor: done (and what happens next), or why not, on which field. */
export type ClaimResult = { ok: true; message: string } | { ok: false; message: string; field?: 'localPart' | 'code' | 'method' }

export const refused = (message: string, field?: 'localPart' | 'code' | 'method'): ClaimResult => ({ ok: false, message, field })

export const PROVED_MESSAGE = 'Proof accepted. An editor checks your claim next; we e-mail you when it is decided.'
