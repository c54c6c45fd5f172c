export const LOGO_PLACEHOLDER = '/placeholder.svg'

/**
 * The spec's logo resolution: a local_logo_path starting with "http" is used as is; one starting
 * with "tool-logos/" is served from the logos store at /tool-logos/…; any other local path as is;
 * then the logo field; then the placeholder.
 */
export function resolveLogoUrl(tool: { localLogoPath?: string | null; logo?: string | null }): string {
  const local = tool.localLogoPath?.trim()
  if (local) return local.startsWith('tool-logos/') ? `/${local}` : local
  return tool.logo?.trim() || LOGO_PLACEHOLDER
}
