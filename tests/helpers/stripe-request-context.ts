/**
 * Server actions read the request's headers through next/headers; outside Next a test sets
 * them here (a signed-in vendor sends `Authorization: JWT <token>`). Each caller comes from its
 * own address unless a test names one, so the per-address rate limits count one test at a time.
 */
export const requestHeaders = { current: new Headers() }

const anyAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

export function signedOut(address = anyAddress()) {
  requestHeaders.current = new Headers({ 'x-forwarded-for': address })
}

export function signedInWith(token: string, address = anyAddress()) {
  requestHeaders.current = new Headers({ Authorization: `JWT ${token}`, 'x-forwarded-for': address })
}
