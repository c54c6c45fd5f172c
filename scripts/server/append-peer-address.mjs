/**
 * Loaded into the app's server process ahead of Next (`node --import`, scripts/lib/app-server.ts):
 * appends each request's TCP peer address to X-Forwarded-For before Next or the app reads the
 * header, as a proxy would. Next fills the header in from the socket only when the request has none,
 * so without this a client's own header would reach the app as if a proxy had written it, and every
 * made-up value would be a client of its own. With the peer last, src/platform/request/client-ip.ts
 * takes the peer as the client unless the peer is one of TRUSTED_PROXIES, and only then reads on.
 *
 * Node publishes `http.server.request.start` synchronously before the server's 'request' event,
 * so no request reaches Next without it. Plain JavaScript: the standalone server runs without tsx.
 */
import { subscribe } from 'node:diagnostics_channel'

subscribe('http.server.request.start', (message) => {
  const { request, socket } = /** @type {{ request: import('node:http').IncomingMessage, socket: import('node:net').Socket }} */ (message)
  const sent = request.headers['x-forwarded-for']
  // A socket already closed has no address: an empty last entry, which the app keys as unknown.
  const peer = socket.remoteAddress ?? ''
  request.headers['x-forwarded-for'] = sent ? `${sent}, ${peer}` : peer
})

/** Tells the app this process appends the peer (src/platform/request/peer-address.ts checks it at start). */
globalThis[Symbol.for('hirestack.appendsPeerAddress')] = true
