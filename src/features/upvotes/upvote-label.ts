/** "1 upvote" / "N upvotes": the tool page's count. */
export function upvoteCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'upvote' : 'upvotes'}`
}

/**
 * A card's count, or nothing while nobody has upvoted: on a grid of new tools a "0 upvotes" (or an
 * invitation) on every card reads as filler, and the Upvote button beside it already invites.
 */
export function cardUpvoteLabel(count: number): string {
  return count > 0 ? upvoteCountLabel(count) : ''
}
