import { formatCount } from '@/platform/text/format-count'

/** A category listing's size as its page and the categories index both say it: "1 tool", "About 5,764 tools". */
export function toolCountLabel(count: number, isEstimate: boolean): string {
  return `${isEstimate ? 'About ' : ''}${formatCount(count)} ${count === 1 ? 'tool' : 'tools'}`
}
