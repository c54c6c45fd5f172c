import type { Payload } from 'payload'

import { LINKED_DOC_POPULATE } from '@/domains/content'
import { renderMailFrame, type MailContent } from '@/platform/mail/layout'
import { escapeHtml } from '@/platform/mail/mail-text'

import { newsletterUnsubscribeUrl } from '../mail/unsubscribe-link'
import type { LexicalNode } from './lexical-nodes'
import { toolsForIssue } from './mail-tools'
import { renderIssueBody, type Rendered } from './render-body'

/** An issue rendered once per send; each recipient's mail adds only their own unsubscribe link. */
export type IssueContent = { id: number; subject: string; preheader: string; body: Rendered }

export async function loadIssueContent(payload: Payload, issueId: number): Promise<IssueContent | null> {
  const issue = await payload
    .findByID({ collection: 'newsletter-issues', id: issueId, depth: 1, populate: LINKED_DOC_POPULATE, overrideAccess: true })
    .catch(() => null)
  if (!issue) return null
  const body = issue.body as { root: LexicalNode } | null | undefined
  const tools = await toolsForIssue(payload, body)
  return { id: issue.id, subject: issue.subject, preheader: issue.preheader ?? '', body: renderIssueBody(body?.root, tools) }
}

const FOOT = 'margin:32px 0 0;padding-top:16px;border-top:1px solid #e2e8f0;font-size:13px;line-height:20px;color:#64748b'

/**
 * One reader's mail: the issue in the shared frame and, at the foot, their own unsubscribe link
 * (the page asks before it unsubscribes). A test send or preview has no reader: it says so where
 * the link goes.
 */
export function issueMail(content: IssueContent, unsubscribeToken: string | null): MailContent {
  const url = unsubscribeToken ? newsletterUnsubscribeUrl(unsubscribeToken) : null
  const footHtml = url
    ? `<p style="${FOOT}">You receive this because you subscribed to the HireStack newsletter. <a href="${escapeHtml(url)}" style="color:#4f46e5">Unsubscribe</a></p>`
    : `<p style="${FOOT}">Preview: each reader's copy has their own unsubscribe link here.</p>`
  const footText = url
    ? `You receive this because you subscribed to the HireStack newsletter. Unsubscribe: ${url}`
    : "Preview: each reader's copy has their own unsubscribe link here."
  return renderMailFrame({
    subject: content.subject,
    preheader: content.preheader,
    heading: content.subject,
    html: `${content.body.html}\n${footHtml}`,
    text: `${content.body.text}\n\n${footText}`,
  })
}
