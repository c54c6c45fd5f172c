/**
 * Sponsorships: a vendor's featured placement (Basic $250/mo, Premium $500/mo), requested on
 * /feature-tool, billed only once an admin approves it, managed in Stripe's billing portal. The
 * server's entry: the collection; the pages' components are ./client.
 */
export { Sponsorships } from './sponsorships-collection'
