import { renderMailFrame, type MailContent } from '@/platform/mail/layout'
import { escapeHtml } from '@/platform/mail/mail-text'
import { siteUrl } from '@/platform/mail/urls'

/** A tool in a digest: what the reader follows that it is new in (a category's or an integration's name). */
export type DigestTool = { id: number; name: string; slug: string; description: string | null; followed: string[] }

export const followDigestSubject = (count: number) => `${count} new ${count === 1 ? 'tool' : 'tools'} in what you follow on HireStack`

const ITEM = 'margin:0 0 20px;padding:0 0 16px;border-bottom:1px solid #e2e8f0'
const FOOT = 'margin:24px 0 0;font-size:13px;line-height:20px;color:#64748b'

/**
 * The daily digest: each tool approved since the last one in a category or integration the reader
 * follows, with a link to its page; at the foot where to manage follows and the unsubscribe link
 * (its page asks before it turns the digest off).
 */
export function followDigestMail(tools: DigestTool[], unsubscribeUrl: string): MailContent {
  const manageUrl = siteUrl('/account', {}) + '#account-follows'
  const items = tools.map((tool) => ({ ...tool, url: siteUrl(`/tools/${tool.slug}`), newIn: `New in ${tool.followed.join(', ')}` }))
  const html = items
    .map(
      (tool) => `<div style="${ITEM}">
<p style="margin:0 0 4px;font-size:16px;font-weight:600"><a href="${escapeHtml(tool.url)}" style="color:#4f46e5;text-decoration:none">${escapeHtml(tool.name)}</a></p>
<p style="margin:0 0 4px;font-size:12px;color:#64748b">${escapeHtml(tool.newIn)}</p>
${tool.description ? `<p style="margin:0;font-size:14px;line-height:22px;color:#334155">${escapeHtml(tool.description)}</p>` : ''}
</div>`,
    )
    .join('\n')
  const foot = `<p style="${FOOT}">You receive this because you follow categories or integrations on HireStack. <a href="${escapeHtml(manageUrl)}" style="color:#4f46e5">Manage what you follow</a> · <a href="${escapeHtml(unsubscribeUrl)}" style="color:#4f46e5">Unsubscribe from these e-mails</a></p>`
  const text = [
    ...items.flatMap((tool) => [tool.name, tool.newIn, ...(tool.description ? [tool.description] : []), tool.url, '']),
    `Manage what you follow: ${manageUrl}`,
    `Unsubscribe from these e-mails: ${unsubscribeUrl}`,
  ].join('\n')
  return renderMailFrame({
    subject: followDigestSubject(tools.length),
    preheader: tools.map((tool) => tool.name).join(', '),
    heading: 'New tools in what you follow',
    html: `${html}\n${foot}`,
    text,
  })
}
