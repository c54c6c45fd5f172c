/** A positive integer id from a path segment, or null. */
export function parseToolId(value: string): number | null {
  if (!/^\d{1,9}$/.test(value)) return null
  const id = Number(value)
  return id > 0 ? id : null
}
