import { internalLinkHref } from '@/domains/content'
import { escapeHtml } from '@/platform/mail/mail-text'
import { siteUrl } from '@/platform/mail/urls'
import { safeHref } from '@/platform/text/safe-href'

import { blockToolId, type LexicalNode } from './lexical-nodes'
import type { MailTool } from './mail-tools'

/** Rendered content: mail-safe HTML (inline styles, every text escaped) and its plain-text twin. */
export type Rendered = { html: string; text: string }

const P = 'margin:0 0 16px;font-size:15px;line-height:24px;color:#334155'
const HEADING: Record<string, string> = {
  h1: 'margin:24px 0 12px;font-size:22px;line-height:30px;color:#0f172a',
  h2: 'margin:24px 0 12px;font-size:19px;line-height:26px;color:#0f172a',
  h3: 'margin:20px 0 8px;font-size:16px;line-height:24px;color:#0f172a',
}
const LINK = 'color:#4f46e5'
// Lexical's text format bits: bold 1, italic 2, strikethrough 4, underline 8, code 16.
const FORMATS: [number, string, string][] = [
  [1, '<strong>', '</strong>'],
  [2, '<em>', '</em>'],
  [4, '<s>', '</s>'],
  [8, '<u>', '</u>'],
  [16, '<code style="font-family:Menlo,Consolas,monospace;font-size:14px">', '</code>'],
]

/** A link an editor wrote, as an absolute address a mail can hold (site paths get the site's origin), else null. */
function mailHref(value: unknown): string | null {
  const href = typeof value === 'string' ? safeHref(value) : null
  if (!href) return null
  if (href.startsWith('/')) return siteUrl(href)
  return /^(https?|mailto):/i.test(href) ? href : null
}

function linkTarget(node: LexicalNode): string | null {
  const fields = node.fields ?? {}
  if (fields.linkType === 'internal') {
    const path = internalLinkHref(fields.doc as Parameters<typeof internalLinkHref>[0])
    return path ? siteUrl(path) : null
  }
  return mailHref(fields.url ?? node.url)
}

function toolCard(tool: MailTool, note: string): Rendered {
  const url = siteUrl(`/tools/${tool.slug}`)
  // Paid placements say so in words, in both parts of the mail: a mail has no tooltip (docs/reviews.md "Sponsored disclosure").
  const sponsored = tool.sponsored
    ? ' <span style="display:inline-block;margin-left:6px;padding:1px 8px;border-radius:999px;background:#fef3c7;color:#92400e;font-size:12px;font-weight:600;vertical-align:middle">Sponsored</span>'
    : ''
  const html = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border:1px solid #e2e8f0;border-radius:12px"><tr><td style="padding:16px">
<p style="margin:0 0 6px;font-size:16px;line-height:24px;font-weight:700;color:#0f172a"><a href="${escapeHtml(url)}" style="color:#0f172a;text-decoration:none">${escapeHtml(tool.name)}</a>${sponsored}</p>
${tool.description ? `<p style="margin:0 0 8px;font-size:14px;line-height:22px;color:#475569">${escapeHtml(tool.description)}</p>` : ''}${note ? `<p style="margin:0 0 8px;font-size:14px;line-height:22px;color:#334155">${escapeHtml(note)}</p>` : ''}<p style="margin:0;font-size:13px;line-height:20px;color:#64748b">${escapeHtml(tool.pricing)} · <a href="${escapeHtml(url)}" style="${LINK};font-weight:600">View ${escapeHtml(tool.name)} on HireStack</a></p>
</td></tr></table>`
  const text = [`${tool.name}${tool.sponsored ? ' (Sponsored)' : ''}`, tool.description, note, `${tool.pricing} · ${url}`].filter(Boolean).join('\n')
  return { html, text }
}

type Context = { tools: Map<number, MailTool> }

function inline(nodes: LexicalNode[] | undefined, context: Context): Rendered {
  const parts = (nodes ?? []).map((node) => renderNode(node, context))
  return { html: parts.map((part) => part.html).join(''), text: parts.map((part) => part.text).join('') }
}

function blocks(nodes: LexicalNode[] | undefined, context: Context): Rendered {
  const parts = (nodes ?? []).map((node) => renderNode(node, context)).filter((part) => part.html || part.text)
  return { html: parts.map((part) => part.html).join('\n'), text: parts.map((part) => part.text).join('\n\n') }
}

function renderNode(node: LexicalNode, context: Context): Rendered {
  switch (node.type) {
    case 'root':
      return blocks(node.children, context)
    case 'text': {
      const format = typeof node.format === 'number' ? node.format : 0
      let html = escapeHtml(node.text ?? '')
      for (const [bit, open, close] of FORMATS) if (format & bit) html = `${open}${html}${close}`
      return { html, text: node.text ?? '' }
    }
    case 'linebreak':
      return { html: '<br>', text: '\n' }
    case 'tab':
      return { html: ' ', text: ' ' }
    case 'paragraph': {
      const content = inline(node.children, context)
      return content.text.trim() ? { html: `<p style="${P}">${content.html}</p>`, text: content.text } : { html: '', text: '' }
    }
    case 'heading': {
      const tag = ['h1', 'h2', 'h3'].includes(node.tag ?? '') ? node.tag! : 'h3'
      const content = inline(node.children, context)
      return { html: `<${tag} style="${HEADING[tag]}">${content.html}</${tag}>`, text: content.text.toUpperCase() }
    }
    case 'quote': {
      const content = inline(node.children, context)
      return { html: `<blockquote style="margin:0 0 16px;padding:0 0 0 12px;border-left:3px solid #c7d2fe;${P}">${content.html}</blockquote>`, text: `> ${content.text}` }
    }
    case 'list': {
      const ordered = node.listType === 'number'
      const items = (node.children ?? []).map((item) => inline(item.children, context))
      const tag = ordered ? 'ol' : 'ul'
      return {
        html: `<${tag} style="margin:0 0 16px;padding-left:24px;${P}">${items.map((item) => `<li style="margin:0 0 6px">${item.html}</li>`).join('')}</${tag}>`,
        text: items.map((item, index) => `${ordered ? `${index + 1}.` : '-'} ${item.text}`).join('\n'),
      }
    }
    case 'link':
    case 'autolink': {
      const content = inline(node.children, context)
      const href = linkTarget(node)
      if (!href) return content
      return { html: `<a href="${escapeHtml(href)}" style="${LINK}">${content.html}</a>`, text: content.text === href ? href : `${content.text} (${href})` }
    }
    case 'horizontalrule':
      return { html: '<hr style="margin:24px 0;border:0;border-top:1px solid #e2e8f0">', text: '----' }
    case 'block': {
      const id = blockToolId(node)
      const tool = id === null ? undefined : context.tools.get(id)
      if (!tool) return { html: '', text: '' }
      return toolCard(tool, typeof node.fields?.note === 'string' ? node.fields.note.trim() : '')
    }
    default:
      return inline(node.children, context)
  }
}

/**
 * An issue's Lexical body as mail content. Built by hand rather than with Lexical's HTML converter:
 * mail clients need inline styles, the text part needs its own layout, and every tool block becomes
 * a card read from the directory (`tools`), with "Sponsored" beside a paid placement. Internal links
 * need their document populated with its slug (LINKED_DOC_POPULATE), as on the site.
 */
export function renderIssueBody(root: LexicalNode | null | undefined, tools: Map<number, MailTool>): Rendered {
  return root ? renderNode(root, { tools }) : { html: '', text: '' }
}
