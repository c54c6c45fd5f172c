'use client'

import { StaffDecision } from './staff-decision'

/** Approve or Reject on a proved claim; the vendor is e-mailed either way. */
export function ClaimDecision() {
  return (
    <StaffDecision
      collection="claims"
      openStatus="pending"
      notReady={{ status: 'unverified', text: 'Not proved yet: the vendor has not shown they control the domain, so there is nothing to decide.' }}
      explanation="The vendor proved they control the tool's domain. Approve makes the tool theirs (analytics, edits). Reject leaves it as it is. The vendor is e-mailed either way, with your note."
      accept={{ action: 'approve', label: 'Approve', busy: 'Approving…' }}
      reject={{ action: 'reject', label: 'Reject', busy: 'Rejecting…' }}
    />
  )
}
