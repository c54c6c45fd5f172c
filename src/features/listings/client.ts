/** Listings in the browser: the submit-tool form, its thank-you page and the card update page. */
export { CardUpdate } from './card-update'
export { SubmissionThankYou } from './submission-thank-you'
export { SubmitToolForm } from './submit-tool-form'
