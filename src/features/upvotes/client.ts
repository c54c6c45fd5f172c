/** Upvotes in the browser: the button on cards and tool pages. */
export { UpvoteButton } from './upvote-button'
