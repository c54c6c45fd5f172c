/** Claims in the browser: the two ways to prove a claim and the owner's edit form. */
export { ClaimByEmail } from './claim-by-email'
export { ClaimSiteCheck } from './claim-site-check'
export { OwnerEditForm } from './owner-edit-form'
