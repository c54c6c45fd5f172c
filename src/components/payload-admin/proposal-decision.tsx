'use client'

import { useFormFields } from '@payloadcms/ui'

import { StaffDecision } from './staff-decision'

/** Accept or Reject on a pending change proposal; an owner's proposal tells the editor the owner hears of it. */
export function ProposalDecision() {
  const source = useFormFields(([fields]) => fields.source?.value as string | undefined)
  return (
    <StaffDecision
      collection="change-proposals"
      openStatus="pending"
      explanation={
        source === 'owner'
          ? "Accept puts the owner's values on the tool. Reject leaves the tool as it is. The owner is e-mailed either way, with your note."
          : "Accept puts the site's values on the tool and marks its facts verified today. Reject leaves the tool as it is."
      }
      accept={{ action: 'accept', label: 'Accept', busy: 'Accepting…' }}
      reject={{ action: 'reject', label: 'Reject', busy: 'Rejecting…' }}
    />
  )
}
