import type { Tool } from '@/payload-types'
import { firstHttpUrl } from '@/platform/validation/http-url'

/** A tool's website: its source URL, else its affiliate link, when either is an http(s) URL. */
export function toolWebsite(tool: Pick<Tool, 'sourceUrl' | 'affiliateLink'>): string | null {
  return firstHttpUrl(tool.sourceUrl, tool.affiliateLink)
}
