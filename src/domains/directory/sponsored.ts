/**
 * What the "Sponsored" label of a paid placement says when asked, wherever the tool shows: the
 * site's label (src/components/ui/sponsored-label.tsx) and any mail that lists tools.
 */
export const SPONSORED_LABEL = 'Sponsored'
export const SPONSORED_EXPLANATION = 'Paid placement; does not affect reviews'
