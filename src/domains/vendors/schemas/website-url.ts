/** A missing scheme gets https:// before the value is sent or stored. */
export function withHttps(url: string): string {
  const trimmed = url.trim()
  if (!trimmed) return trimmed
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`
}
