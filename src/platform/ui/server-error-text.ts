/** An error as Next hands it to an error boundary: production builds replace a server error's message and keep its digest. */
export type BoundaryError = Error & { digest?: string }

/**
 * What to tell a person about an error from the server. A production build never shows the
 * server's message (it could hold internals); it gives the digest, which the server's log prints
 * beside the real error, so a report can be matched to it.
 */
// Error boundaries run in the browser, where Next inlines NODE_ENV and the environment module cannot load.
// eslint-disable-next-line no-restricted-properties
export function serverErrorText(error: BoundaryError, production = process.env.NODE_ENV === 'production'): string {
  if (!production && error.message) return error.message
  return error.digest ? `The server could not complete the request (reference ${error.digest}).` : 'The server could not complete the request.'
}
