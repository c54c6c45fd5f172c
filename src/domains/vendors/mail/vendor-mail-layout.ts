import type { MailContent } from '@/platform/mail/layout'
import { escapeHtml, singleLine } from '@/platform/mail/mail-text'
import { httpUrl } from '@/platform/validation/http-url'

/** The branded frame of every vendor email (submissions, placements): a short HTML message and the same words as text. */
export type VendorEmail = MailContent

export function vendorEmail(input: {
  subject: string
  heading: string
  paragraphs: string[]
  action?: { label: string; url: string }
}): VendorEmail {
  const subject = singleLine(input.subject)
  // A button leads only to an http(s) page; any other address leaves it out.
  const actionUrl = input.action && httpUrl(input.action.url)
  const body = input.paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`).join('')
  const button =
    input.action && actionUrl
      ? `<p style="margin:24px 0"><a href="${escapeHtml(actionUrl)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(input.action.label)}</a></p>`
      : ''
  const html = `<!doctype html><html><body style="margin:0;background:#f8fafc;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px" cellpadding="0" cellspacing="0"><tr><td style="padding:32px">
<p style="margin:0 0 24px;font-weight:700;font-size:18px;color:#4f46e5">HireStack</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(input.heading)}</h1>
${body}${button}
<p style="margin:24px 0 0;font-size:13px;color:#64748b">The HireStack team</p>
</td></tr></table></td></tr></table></body></html>`
  const text = [
    input.heading,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.action && actionUrl ? [`${input.action.label}: ${actionUrl}`, ''] : []),
    'The HireStack team',
  ].join('\n')
  return { subject, html, text }
}
