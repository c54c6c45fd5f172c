/** "1 upvote" / "N upvotes": the tool page's count. */
export function upvoteCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'upvote' : 'upvotes'}`
}

/**
 * Below this many upvotes a card invites the first vote instead: "0 upvotes" on a new card reads
 * as "nobody wants this".
 */
const INVITATION_BELOW = 1

/** A card's count: the invitation below the threshold, the count from there on. */
export function cardUpvoteLabel(count: number): string {
  return count < INVITATION_BELOW ? 'Be the first to upvote' : upvoteCountLabel(count)
}
