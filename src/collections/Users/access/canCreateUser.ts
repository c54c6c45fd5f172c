import type { Access } from 'payload'

/**
 * Anyone may sign up (roles are protected at field level, so a sign-up can only ever be a plain
 * user or vendor); the admin panel's "create first user" screen relies on this too.
 */
export const canCreateUser: Access = () => true
