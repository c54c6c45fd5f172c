/** Only paths on this site that previews exist for: never another origin (no open redirect). */
export function previewPath(value: string | null): string | null {
  if (!value || !value.startsWith('/resources/') || value.startsWith('//') || value.includes('\\')) return null
  return /^\/resources\/[a-z0-9_-]+$/.test(value) ? value : null
}
