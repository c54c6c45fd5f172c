import Markdown, { type Components, type UrlTransform } from 'react-markdown'
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize'
import remarkGfm from 'remark-gfm'

import { safeHref, safeImageSrc } from '@/platform/text/safe-href'

/**
 * GitHub's allow-list, minus its second `user-content-` prefix: remark-rehype already prefixes the
 * only ids markdown can make (footnotes; raw HTML is dropped), and a second prefix breaks their links.
 */
const schema = { ...defaultSchema, clobberPrefix: '' }

const urlTransform: UrlTransform = (url, key) => (key === 'src' ? safeImageSrc(url) : safeHref(url))

const components: Components = {
  // A link whose address was refused (javascript:, data: …) keeps its words without being a link.
  a: ({ href, children }) =>
    href ? (
      <a href={href} rel="noopener noreferrer nofollow">
        {children}
      </a>
    ) : (
      <>{children}</>
    ),
}

/**
 * Markdown written by a vendor or by the content job, rendered to React elements: raw HTML is
 * dropped, every element and attribute passes the sanitiser, links keep only http(s), mailto: and
 * this site's paths.
 */
export function ToolMarkdown({ source, className }: { source: string; className?: string }) {
  return (
    <div className={className}>
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[[rehypeSanitize, schema]]} urlTransform={urlTransform} components={components}>
        {source}
      </Markdown>
    </div>
  )
}
