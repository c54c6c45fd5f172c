/**
 * POSTs to a counting URL from the browser without holding up the page or a navigation away from
 * it: `navigator.sendBeacon` outlives the page; a keep-alive fetch where the browser refuses it.
 */
export function sendBeacon(url: string): void {
  if (!navigator.sendBeacon?.(url)) void fetch(url, { method: 'POST', keepalive: true })
}
