/**
 * Claims: a vendor proves control of a listed tool's domain (a mailed code, a meta tag or a DNS
 * TXT record), an editor decides the claim, and the owner then proposes edits of the tool for an
 * editor. The server's entry: the collection, the pages' data and the code mail's job step.
 */
export { Claims } from './claims-collection'
export { OWNED_ELSEWHERE } from './claim-refusal'
export type { ClaimStatus } from './claim-states'
export { sendClaimCodeMail } from './send-claim-code-mail'
export { claimableTools, claimPage, ownerEditPage, vendorClaimsAndEdits } from './vendor-claims'
