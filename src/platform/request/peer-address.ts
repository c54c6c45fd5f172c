/** Set by scripts/server/append-peer-address.mjs in the server process it is loaded into. */
const APPENDS_PEER_ADDRESS = Symbol.for('hirestack.appendsPeerAddress')

/**
 * Stops a server that does not append each request's TCP peer to X-Forwarded-For. Without it the
 * header is whatever the client sent, and a client could name its own rate-limit key: a production
 * server started any other way (say `node .next/standalone/server.js` by hand) refuses to run.
 */
export function requirePeerAddress(): void {
  if (APPENDS_PEER_ADDRESS in globalThis) return
  console.error('[start] the server must be started with scripts/server/append-peer-address.mjs (npm start, npm run start:app and npm run stack do); without it clients could pick their own rate-limit key')
  process.exit(1)
}
