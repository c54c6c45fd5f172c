import { Marked } from 'marked'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Markdown from the CMS to HTML; raw HTML in the source is shown as text, never injected. */
const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    link({ href, text }) {
      const safe = /^(https?:|mailto:|\/)/i.test(href) ? href : '#'
      return `<a href="${escapeHtml(safe)}" rel="noopener noreferrer nofollow">${text}</a>`
    },
  },
})

export function renderMarkdown(source: string): string {
  return markdown.parse(source) as string
}
