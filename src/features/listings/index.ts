/**
 * Listings: a vendor's paid "submit a tool" request ($97), from the form to the admin's approval
 * (charge, listed tool, vendor mail) and the card update after a declined charge. The server's
 * entry: the collection and the card-update page's data; the pages' components are ./client.
 */
export { cardUpdateTarget } from './card-update-target'
export { cardUpdateLinkSchema } from './submission-schema'
export { Submissions } from './submissions-collection'
