/** Follows in the browser: the Follow button of listings, /account's Unfollow and digest switch, the digest's unsubscribe page. */
export { DigestSwitch } from './digest-switch'
export { DigestUnsubscribeForm } from './digest-unsubscribe-form'
export { DigestUnsubscribeOutcome } from './digest-unsubscribe-outcome'
export { FollowButton } from './follow-button'
export { UnfollowButton } from './unfollow-button'
export { unsubscribeFromDigest } from './unsubscribe-from-digest'
