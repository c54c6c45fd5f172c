import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { hideAsDeadProblem } from '@/domains/directory'
import type { Tool } from '@/payload-types'

/** "Hidden from listings (dead site)" only confirms the check's flag, as stored (never as sent: only the check sets it). */
export const refuseHidingLiveSite: CollectionBeforeChangeHook<Tool> = ({ data, originalDoc, req }) => {
  const problem = hideAsDeadProblem({ hide: data.hiddenAsDead, wasHidden: originalDoc?.hiddenAsDead, flagged: originalDoc?.siteDead })
  if (problem) throw new ValidationError({ collection: 'tools', errors: [{ path: 'hiddenAsDead', message: problem }], req })
  return data
}
