'use client'

import { visitorToolSet } from '@/components/ui/visitor-tool-set'

/** Which tools the current visitor has upvoted, from /me/upvotes, shared by every upvote button. */
const upvotes = visitorToolSet('/me/upvotes')

export const useUpvoted = upvotes.useHas
export const upvoteState = upvotes.current
export const markUpvoted = upvotes.mark
export const upvoteClickable = upvotes.clickable
export const useUpvotesKnown = upvotes.useKnown
