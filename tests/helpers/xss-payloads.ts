/**
 * Text a hostile vendor or editor might type into any field the site shows, shared by every XSS
 * test. Each string sets `window.__xss` (or opens a dialog) if it ever runs as script.
 */

/** Strings for plain-text fields: names, features, benefits, summaries, captions, reasons. */
export const TEXT_PAYLOADS = [
  '<script>window.__xss=1</script>',
  '</script><script>window.__xss=1</script>',
  '<!--<script>window.__xss=1</script>-->',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<a href="javascript:window.__xss=1">click</a>',
  '"><img src=x onerror=window.__xss=1>',
  "'><svg onload=window.__xss=1>",
  '&lt;script&gt;window.__xss=1&lt;/script&gt;',
  '&#60;img src=x onerror=window.__xss=1&#62;',
  '<details open ontoggle="window.__xss=1">',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  'Line one\u2028line two\u2029and <!-- a comment',
  'Name\r\nBcc: victim@evil.example\r\n\r\n<b>injected</b>',
] as const

/** Addresses that must never become a live link or image source. */
export const UNSAFE_URLS = [
  'javascript:window.__xss=1',
  'JaVaScRiPt:window.__xss=1',
  ' javascript:window.__xss=1',
  '\tjavascript:window.__xss=1',
  'java\tscript:window.__xss=1',
  'java\nscript:window.__xss=1',
  '\u0001javascript:window.__xss=1',
  'javascript&#58;window.__xss=1',
  'javascript&colon;window.__xss=1',
  '&#106;avascript:window.__xss=1',
  'data:text/html,<script>window.__xss=1</script>',
  'DATA:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  '/\\evil.example',
  '/\t/evil.example',
] as const

/** Markdown a vendor might write in a description: links, autolinks, references, raw HTML, tables. */
export const MARKDOWN_PAYLOADS = [
  ...UNSAFE_URLS.filter((url) => !/\s/.test(url)).map((url) => `[a link](${url})`),
  ...UNSAFE_URLS.map((url) => `[a reference link][ref]\n\n[ref]: <${url}>`),
  '[<img src=x onerror=window.__xss=1>](https://vendor.example)',
  '[<script>window.__xss=1</script>](https://vendor.example)',
  '[x](https://vendor.example "title\\" onmouseover=\\"window.__xss=1")',
  '<javascript:window.__xss=1>',
  '<https://vendor.example/"onmouseover="window.__xss=1>',
  '![an image](javascript:window.__xss=1)',
  '![an image](x" onerror="window.__xss=1)',
  '| Tool | Notes |\n| --- | --- |\n| <img src=x onerror=window.__xss=1> | <svg onload=window.__xss=1> |\n| [cell](javascript:window.__xss=1) | <iframe src=javascript:window.__xss=1> |',
  '<div onclick="window.__xss=1">raw block</div>\n\n<script>window.__xss=1</script>',
  '<style>body{background:url(javascript:window.__xss=1)}</style>',
  ...TEXT_PAYLOADS,
] as const

/** Attributes that run script when present on any element. */
export const EVENT_ATTRIBUTE = /^on/i

/** Element names that must never come from vendor text. */
export const FORBIDDEN_ELEMENTS = ['script', 'iframe', 'object', 'embed', 'svg', 'math', 'style', 'form', 'base'] as const

/** A link or source address a page may carry: http(s), mailto:, tel:, or a path/fragment on the site. */
export function isAllowedAddress(value: string): boolean {
  const trimmed = value.trim()
  if (/^(https?:|mailto:|tel:)/i.test(trimmed)) return true
  return /^[/#?]/.test(trimmed) && !/^\/[\\/]/.test(trimmed.replace(/[\t\n\r]/g, ''))
}
