/**
 * Sends a request whose repetition is harmless (purging cache keys), once
 * more if the first attempt fails on the network: a kept-alive connection the other side has just
 * closed fails a request that would have succeeded on a new one, and a lost purge leaves a stale
 * page cached until its own expiry.
 */
export async function sendIdempotent(url: string | URL, init: () => RequestInit): Promise<Response> {
  try {
    return await fetch(url, init())
  } catch {
    return fetch(url, init())
  }
}
