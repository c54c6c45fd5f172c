/**
 * Server actions read the request's headers through next/headers; outside Next a test sets
 * them here (a signed-in vendor sends `Authorization: JWT <token>`).
 */
export const requestHeaders = { current: new Headers() }

export function signedOut() {
  requestHeaders.current = new Headers()
}

export function signedInWith(token: string) {
  requestHeaders.current = new Headers({ Authorization: `JWT ${token}` })
}
