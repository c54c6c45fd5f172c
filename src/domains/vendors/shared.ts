/** The vendors domain's values and pure functions that are safe in the browser and in the proxy. */
export { PLANS, formatUsd } from './payments/plans'
export type { PlanKey } from './payments/plans'
export { relationId } from './payments/relation-id'
export { FORM_TYPE_STORAGE_KEY, SPONSORSHIP_CATEGORIES, SPONSORSHIP_FORM_TYPE, SPONSORSHIP_STEP_FIELDS, SPONSORSHIP_STORAGE_KEY, checkoutSessionIdSchema, sponsorshipPayloadSchema, sponsorshipSchema } from './schemas/sponsorship'
export type { SponsorshipValues } from './schemas/sponsorship'
export { SUBMISSION_AUDIENCES, SUBMISSION_STORAGE_KEY, cardRetrySchema, cardUpdateLinkSchema, setupIntentRequestSchema, stripeSetupSchema, submissionPayloadSchema, submissionSchema, withHttps } from './schemas/submission'
export type { SubmissionValues } from './schemas/submission'
