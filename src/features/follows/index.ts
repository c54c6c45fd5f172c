/**
 * Follows: categories and integrations a signed-in user follows, whose newly approved tools reach
 * them in a daily digest (the job and its mail are the accounts domain's). The server's entry: the
 * collection and what a user follows (/me/follows, /account). The buttons, the digest switch, the
 * unsubscribe page's form and its action (which the one-click route calls too) are the browser's
 * entry, ./client: this entry is loaded by payload.config.ts, and an action needs the configured
 * instance.
 */
export { Follows } from './follows-collection'
export { followedIds, followList, type FollowEntry } from './followed-targets'
