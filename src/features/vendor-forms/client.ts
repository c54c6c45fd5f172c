/**
 * What the vendors' forms share (submit a tool, feature a tool, an owner's edit): the card step,
 * the logo upload and its action, the billing notices and the note on following a request.
 */
export { type Benefit, BenefitGrid } from './benefit-grid'
export { FollowRequestNote } from './follow-request-note'
export { LogoUpload, type UploadedLogo } from './logo-upload'
export { ManualBillingNotice } from './manual-billing-notice'
export { savedToast } from './saved-toast'
export { type SavedSetup, StripeSetupForm } from './stripe-setup-form'
