import type { Access } from 'payload'

/**
 * A signed-in site account whose e-mail address is confirmed. Payload's sessions already refuse
 * unconfirmed accounts; this also holds for local-API calls made on a user's behalf.
 */
export const verifiedUser: Access = ({ req }) => req.user?.collection === 'users' && req.user._verified === true
