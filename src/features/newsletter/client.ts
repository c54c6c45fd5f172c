/** The newsletter in the browser: the subscribe box, the unsubscribe page's form and outcome, and the link pages' actions. */
export { confirmNewsletterSubscription } from './confirm-subscription'
export { NewsletterBox } from './newsletter-box'
export { unsubscribeFromNewsletter } from './unsubscribe-from-newsletter'
export { UnsubscribeForm } from './unsubscribe-form'
export { UnsubscribeOutcome } from './unsubscribe-outcome'
