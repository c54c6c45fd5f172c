import { renderMail } from '@/platform/mail/layout'
import { siteUrl } from '@/platform/mail/urls'

const noteParagraphs = (note: string | null | undefined) => (note ? [`The editor's note: ${note}`] : [])

export const claimDecisionSubject = (toolName: string, approved: boolean) =>
  approved ? `Your claim of ${toolName} is approved` : `Your claim of ${toolName} was not approved`

/** The editor's decision on a vendor's claim of a tool. */
export function claimDecisionMail(input: { toolName: string; approved: boolean; note?: string | null }) {
  return renderMail({
    subject: claimDecisionSubject(input.toolName, input.approved),
    preheader: input.approved ? `${input.toolName} is yours to manage on HireStack.` : `An editor looked at your claim of ${input.toolName}.`,
    heading: input.approved ? `${input.toolName} is yours` : 'Your claim was not approved',
    paragraphs: input.approved
      ? [
          `An editor approved your claim of ${input.toolName}. Its analytics are in your account now, and you can propose edits to its listing there: each goes to an editor, who accepts or rejects it.`,
          ...noteParagraphs(input.note),
        ]
      : [`An editor did not approve your claim of ${input.toolName}. The listing stays as it was.`, ...noteParagraphs(input.note)],
    action: { label: 'Open your account', url: siteUrl('/account') },
    footnote: 'Questions? Reply to this email.',
  })
}

export const editDecisionSubject = (toolName: string, accepted: boolean) =>
  accepted ? `Your edit to ${toolName} is live` : `Your edit to ${toolName} was not accepted`

/** The editor's decision on an edit the tool's owner proposed. */
export function editDecisionMail(input: { toolName: string; toolSlug: string; accepted: boolean; what: string; note?: string | null }) {
  return renderMail({
    subject: editDecisionSubject(input.toolName, input.accepted),
    preheader: input.accepted ? `${input.toolName} shows your changes now.` : `An editor looked at your proposed edit to ${input.toolName}.`,
    heading: input.accepted ? 'Your edit is live' : 'Your edit was not accepted',
    paragraphs: [
      input.accepted
        ? `An editor accepted your changes to ${input.toolName} (${input.what}). The listing shows them now.`
        : `An editor did not accept your changes to ${input.toolName} (${input.what}). The listing stays as it was.`,
      ...noteParagraphs(input.note),
    ],
    action: { label: 'View the listing', url: siteUrl(`/tools/${input.toolSlug}`) },
    footnote: 'You can propose another edit from your account at any time.',
  })
}
