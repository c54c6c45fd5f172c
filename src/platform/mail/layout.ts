import { httpUrl } from '@/platform/validation/http-url'

import { escapeHtml, singleLine } from './mail-text'

/** The branded frame every HireStack email shares: a plain HTML part and a matching text part. */
export type MailContent = { subject: string; html: string; text: string }

export type MailBody = {
  subject: string
  preheader: string
  heading: string
  paragraphs: string[]
  action?: { label: string; url: string }
  footnote?: string
}

/** Rich content already rendered as mail-safe HTML (every text escaped, links checked) with its plain-text twin. */
export type MailFrame = { subject: string; preheader: string; heading: string; html: string; text: string }

export function renderMail(body: MailBody): MailContent {
  // A button leads only to an http(s) page; any other address leaves it out.
  const actionUrl = body.action && httpUrl(body.action.url)
  const paragraphs = body.paragraphs
    .map((text) => `<p style="margin:0 0 16px;font-size:15px;line-height:24px;color:#334155">${escapeHtml(text)}</p>`)
    .join('')
  const action =
    body.action && actionUrl
      ? `<p style="margin:24px 0"><a href="${escapeHtml(actionUrl)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 20px;border-radius:8px">${escapeHtml(body.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#64748b">If the button does not work, paste this link into your browser:<br><a href="${escapeHtml(actionUrl)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(actionUrl)}</a></p>`
      : ''
  const footnote = body.footnote
    ? `<p style="margin:24px 0 0;font-size:13px;line-height:20px;color:#64748b">${escapeHtml(body.footnote)}</p>`
    : ''
  const text = [
    ...body.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(body.action && actionUrl ? [`${body.action.label}: ${actionUrl}`, ''] : []),
    ...(body.footnote ? [body.footnote, ''] : []),
  ].join('\n')
  return renderMailFrame({ subject: body.subject, preheader: body.preheader, heading: body.heading, html: `${paragraphs}${action}${footnote}`, text })
}

/** The frame around any content: the brand line, the heading, the content and the footer, in HTML and text. */
export function renderMailFrame(frame: MailFrame): MailContent {
  const subject = singleLine(frame.subject)
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f8fafc;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(frame.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f8fafc;padding:32px 16px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:16px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#4f46e5">HireStack</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#0f172a">${escapeHtml(frame.heading)}</h1>
${frame.html}
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#94a3b8">HireStack · The directory of AI recruiting tools</p>
</td></tr></table>
</body></html>`
  const text = ['HireStack', '', frame.heading, '', frame.text.replace(/\n+$/, ''), '', '--', 'HireStack · The directory of AI recruiting tools'].join('\n')
  return { subject, html, text }
}
