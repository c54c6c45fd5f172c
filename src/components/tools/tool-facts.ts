import { TOOL_TYPES } from '@/domains/directory'
import { safeImageSrc } from '@/platform/text/safe-href'
import type { ToolDetail } from '@/queries/tools'

export function toolTypeLabel(type: string | null | undefined): string {
  return TOOL_TYPES.find((option) => option.value === type)?.label ?? 'Not specified'
}

/** The stored screenshot, else the screenshot URL when it is http(s) or a path on this site. */
export function screenshotSource(tool: Pick<ToolDetail, 'screenshot' | 'screenshotUrl'>): string | null {
  return safeImageSrc(tool.screenshot?.sizes?.preview?.url ?? tool.screenshot?.url ?? tool.screenshotUrl)
}

/** Meta descriptions are cut at 155 characters, about what a search result shows before its own cut. */
export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  return clean.length <= 155 ? clean : `${clean.slice(0, 152).trimEnd()}...`
}
