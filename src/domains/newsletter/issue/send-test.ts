import type { Payload } from 'payload'

import { sendMail } from '@/platform/mail/send'

import type { SendAnswer } from '../delivery/start-send'
import { issueMail, loadIssueContent } from './issue-mail'

/** The issue as saved, mailed to the editor who asks (marked as a test in the subject); no subscriber gets it. */
export async function sendTestIssue(payload: Payload, issueId: number, to: string): Promise<SendAnswer> {
  const content = await loadIssueContent(payload, issueId)
  if (!content) return { ok: false, httpStatus: 404, message: 'This issue no longer exists.' }
  const mail = issueMail(content, null)
  try {
    await sendMail(payload, to, { ...mail, subject: `[Test] ${mail.subject}` })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'newsletter test mail could not be sent' })
    return { ok: false, httpStatus: 502, message: 'The test email could not be sent: the mail server did not accept it. Try again in a moment.' }
  }
  return { ok: true, httpStatus: 200, message: `Test email sent to ${to}.` }
}
