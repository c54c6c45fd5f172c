import { listInSentence } from './tool-fact-values'

/**
 * The one line that names what the vendor does not disclose ("Pricing model and free trial: not
 * disclosed by the vendor"), instead of a row reading "Unknown" for each.
 */
export function UndisclosedNote({ items, className }: { items: string[]; className?: string }) {
  if (items.length === 0) return null
  return (
    <p className={`text-xs leading-relaxed text-muted ${className ?? ''}`} data-testid="undisclosed-note">
      {listInSentence(items)}: not disclosed by the vendor.
    </p>
  )
}
