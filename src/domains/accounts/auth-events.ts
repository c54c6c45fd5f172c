/**
 * Browser event fired after signing in or out without a full page load. The upvote store listens
 * and reloads the visitor's upvotes; the header can listen to refresh its Sign In / Sign Out state
 * (and should fire it after its own sign-out).
 */
export const AUTH_CHANGED_EVENT = 'hirestack:auth-changed'

export function announceAuthChange() {
  window.dispatchEvent(new Event(AUTH_CHANGED_EVENT))
}
