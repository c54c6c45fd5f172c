import { Badge } from '@/components/ui/badge'

import { statusLabel } from './tool-fact-values'

const TONE = { yes: 'green', no: 'red' } as const

/** Yes / No as the vendor states it; a kind it does not state is named in one line instead. */
export function FactStatusBadge({ status }: { status: 'yes' | 'no' }) {
  return <Badge tone={TONE[status]}>{statusLabel(status)}</Badge>
}
