import { Badge } from '@/components/ui/badge'

import { statusLabel } from './tool-fact-values'

const TONE = { yes: 'green', no: 'red', unknown: 'neutral' } as const

/** Yes / No / Unknown: "Unknown" is an answer, shown as plainly as the others. */
export function FactStatusBadge({ status }: { status: 'yes' | 'no' | 'unknown' }) {
  return <Badge tone={TONE[status]}>{statusLabel(status)}</Badge>
}
