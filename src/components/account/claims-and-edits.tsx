import { BadgeCheck, Plus } from 'lucide-react'
import Link from 'next/link'

import { Badge, type BadgeTone as Tone } from '@/components/ui/badge'
import { ButtonLink } from '@/components/ui/button'
import type { ClaimStatus } from '@/features/claims'

import { AccountSection } from './account-section'

const CLAIM_STATE: Record<ClaimStatus, { label: string; tone: Tone; next: string }> = {
  unverified: { label: 'Awaiting proof', tone: 'neutral', next: 'Prove you control the domain to send it to an editor.' },
  pending: { label: 'In review', tone: 'amber', next: 'An editor checks it; we e-mail you the decision.' },
  approved: { label: 'Approved', tone: 'green', next: 'The tool is yours: see "Your tools".' },
  rejected: { label: 'Not approved', tone: 'red', next: 'You can claim it again with another proof.' },
}

const EDIT_STATE: Record<string, { label: string; tone: Tone }> = {
  pending: { label: 'In review', tone: 'amber' },
  accepted: { label: 'Live', tone: 'green' },
  rejected: { label: 'Not accepted', tone: 'red' },
}

type Claim = { id: number; toolName: string; toolSlug: string | null; status: ClaimStatus; editorNote: string | null }
type Edit = { id: number; summary: string; status: string; editorNote: string | null }

/** The user's claims of listed tools and the edits they proposed, with their state and the next step; "Claim a tool" starts one. */
export function ClaimsAndEdits({ claims, edits }: { claims: Claim[]; edits: Edit[] }) {
  return (
    <AccountSection
      id="account-claims"
      icon={BadgeCheck}
      title="Claims and edits"
      description="Run a tool that is listed here? Claim it to see its analytics and propose edits to its listing."
    >
      <div className="space-y-4">
        {claims.length > 0 ? (
          <ul className="divide-y divide-line rounded-xl border border-line" aria-label="Your claims">
            {claims.map((claim) => {
              const state = CLAIM_STATE[claim.status]
              return (
                <li key={claim.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0 text-sm">
                    <p className="font-medium text-ink">
                      {claim.toolSlug && claim.status === 'unverified' ? (
                        <Link href={`/account/claim/${claim.toolSlug}`} className="hover:underline">
                          {claim.toolName}
                        </Link>
                      ) : (
                        claim.toolName
                      )}
                    </p>
                    <p className="mt-0.5 text-muted">{state.next}</p>
                    {claim.editorNote && claim.status === 'rejected' ? <p className="mt-0.5 text-muted">Reason: {claim.editorNote}</p> : null}
                  </div>
                  <Badge tone={state.tone} className="self-start">
                    {state.label}
                  </Badge>
                </li>
              )
            })}
          </ul>
        ) : null}
        {edits.length > 0 ? (
          <ul className="divide-y divide-line rounded-xl border border-line" aria-label="Your proposed edits">
            {edits.map((edit) => {
              const state = EDIT_STATE[edit.status] ?? { label: edit.status, tone: 'neutral' as const }
              return (
                <li key={edit.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0 text-sm">
                    <p className="break-words font-medium text-ink">{edit.summary}</p>
                    {edit.editorNote && edit.status !== 'pending' ? <p className="mt-0.5 text-muted">Editor&apos;s note: {edit.editorNote}</p> : null}
                  </div>
                  <Badge tone={state.tone} className="self-start">
                    {state.label}
                  </Badge>
                </li>
              )
            })}
          </ul>
        ) : null}
        <ButtonLink href="/account/claim" variant="secondary" size="sm" className="max-sm:w-full">
          <Plus aria-hidden className="size-4" /> Claim a tool
        </ButtonLink>
      </div>
    </AccountSection>
  )
}
