/**
 * "12,345": a number as en-US writes it (thousands separators, up to three decimals), by string
 * work rather than Intl. A browser's first Intl.NumberFormat loads its locale data, about 50 ms on a
 * phone, which the home page paid while hydrating its facet counts (the first one it formats).
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  const rounded = Math.round(value * 1000) / 1000
  const [whole = '0', fraction] = Math.abs(rounded).toString().split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${rounded < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`
}
