/** Sponsorships in the browser: the /feature-tool flow, its thank-you page and the account's billing button. */
export { FeatureThankYou } from './feature-thank-you'
export { FeatureToolFlow } from './feature-tool-flow'
export { ManageBillingButton } from './manage-billing-button'
export type { OwnedToolChoice, PlacementDraft } from './placement-draft'
