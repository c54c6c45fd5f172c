import { renderMail } from '@/platform/mail/layout'

export const claimCodeSubject = (toolName: string) => `Your code to claim ${toolName} on HireStack`

/** The code that proves the reader's mailbox is at the tool's domain. */
export function claimCodeMail(input: { code: string; toolName: string; domain: string }) {
  return renderMail({
    subject: claimCodeSubject(input.toolName),
    preheader: `Enter ${input.code} on HireStack to prove you run ${input.domain}.`,
    heading: `Your code: ${input.code}`,
    paragraphs: [
      `Someone signed in to HireStack asked to claim the listing of ${input.toolName}, and to prove that they can read mail at ${input.domain}.`,
      `Enter this code on the claim page: ${input.code}. It works for 30 minutes.`,
      'After that an editor checks the claim before the listing changes hands.',
    ],
    footnote: "If you didn't ask for this, ignore this email: without the code nothing changes.",
  })
}
