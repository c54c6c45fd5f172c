/**
 * The newsletter's subscriptions: the box that subscribes an address (double opt-in), the pages
 * behind the mailed confirm and unsubscribe links, and the Subscribers collection. Issues and their
 * sending are the newsletter domain's. The server's entry: the collection and the unsubscribe
 * page's read; the box, the forms and the actions the pages and the one-click route call are the
 * browser's entry, ./client (this entry is loaded by payload.config.ts, and an action needs the
 * configured instance).
 */
export { Subscribers } from './subscribers-collection'
export { subscriptionByToken } from './subscription-by-token'
