import type { SerializedAutoLinkNode, SerializedLinkNode } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText, type JSXConverter, type JSXConverters, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import { ExternalLink } from 'lucide-react'
import Link from 'next/link'

import { internalLinkHref } from '@/domains/content'
import { safeHref, sameSitePath } from '@/platform/text/safe-href'
import { cn } from '@/platform/ui/cn'

import { linkClasses } from './link-classes'

/**
 * Links that leave the site always open in a new tab, safely; links on the site use client
 * navigation unless the editor asked for a new tab. Any other scheme (javascript:, data:, however
 * spelled) and any path a browser would read as another site (`/\evil`) is not rendered as a link.
 */
function ContentLink({ url: typed, newTab, children }: { url: string; newTab: boolean; children: React.ReactNode }) {
  // Payload accepts "www.example.com" and "//example.com" as links; both mean the https site.
  const url = /^www\./i.test(typed) ? `https://${typed}` : typed.startsWith('//') ? `https:${typed}` : typed
  const onSite = sameSitePath(url)
  if (onSite && !newTab) {
    return (
      <Link href={onSite} className={linkClasses}>
        {children}
      </Link>
    )
  }
  const href = onSite ?? safeHref(url, { tel: true })
  if (!href) return <>{children}</>
  const leavesSite = !onSite && /^https?:/.test(href)
  const inNewTab = leavesSite || newTab
  return (
    <a href={href} className={linkClasses} {...(inNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {leavesSite ? <ExternalLink aria-hidden className="ml-0.5 inline size-3.5 align-baseline" /> : null}
      {inNewTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  )
}

/**
 * A link an editor typed (custom URL) or picked (a document): a picked document links to its
 * public page, and to nothing while the reader cannot see it.
 */
const link: JSXConverter<SerializedLinkNode | SerializedAutoLinkNode> = ({ node, nodesToJSX }) => {
  const children = nodesToJSX({ nodes: node.children })
  const url = node.fields.linkType === 'internal' ? internalLinkHref(node.fields.doc) : node.fields.url?.trim()
  if (!url) return <>{children}</>
  return (
    <ContentLink url={url} newTab={Boolean(node.fields.newTab)}>
      {children}
    </ContentLink>
  )
}

/** Typography for every rich-text field on the site, with room for extra (block) converters. */
const typography: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  heading: ({ node, nodesToJSX }) => {
    const children = nodesToJSX({ nodes: node.children })
    if (node.tag === 'h2' || node.tag === 'h1') {
      return <h2 className="mt-12 mb-4 text-2xl font-bold tracking-tight text-ink first:mt-0 sm:text-[1.7rem]">{children}</h2>
    }
    if (node.tag === 'h3') return <h3 className="mt-8 mb-3 text-xl font-semibold text-ink">{children}</h3>
    return <h4 className="mt-6 mb-2 text-lg font-semibold text-ink">{children}</h4>
  },
  paragraph: ({ node, nodesToJSX }) => {
    const children = nodesToJSX({ nodes: node.children })
    if (!children.length) return null
    return <p className="my-5 leading-7 text-slate-700">{children}</p>
  },
  list: ({ node, nodesToJSX }) => {
    const children = nodesToJSX({ nodes: node.children })
    if (node.listType === 'number') {
      return <ol className="my-5 list-decimal space-y-2 pl-6 leading-7 text-slate-700 marker:font-semibold marker:text-brand-600">{children}</ol>
    }
    return <ul className="my-5 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-500">{children}</ul>
  },
  // Lexical numbers every item, and the library writes that number (`value`) on every `<li>`: it is
  // valid on an item of a numbered list only. Check lists keep the library's checkbox items.
  listitem: (args) => {
    const { node, nodesToJSX, parent } = args
    const listType = 'listType' in parent ? parent.listType : undefined
    if (listType === 'check' && typeof defaultConverters.listitem === 'function') return defaultConverters.listitem(args)
    const nested = node.children.some((child) => child.type === 'list')
    const numbered = listType === 'number'
    return (
      <li value={numbered ? node.value : undefined} className={nested ? 'list-none' : undefined}>
        {nodesToJSX({ nodes: node.children })}
      </li>
    )
  },
  quote: ({ node, nodesToJSX }) => (
    <blockquote className="my-6 border-l-4 border-brand-300 bg-brand-50/60 py-3 pr-4 pl-5 text-slate-700 italic">
      {nodesToJSX({ nodes: node.children })}
    </blockquote>
  ),
  link,
  autolink: link,
  horizontalrule: () => <hr className="my-10 border-line" />,
})

export function ContentRichText({
  data,
  blocks,
  className,
}: {
  data: unknown
  // Each block converter knows its own block's fields; the library types them loosely too.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the library's own JSXConverters index signature
  blocks?: Record<string, JSXConverter<any>>
  className?: string
}) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  const converters: JSXConvertersFunction = (args) => {
    const base = typography(args) as JSXConverters
    return { ...base, blocks: { ...base.blocks, ...blocks } }
  }
  return (
    <RichText
      data={data as SerializedEditorState}
      converters={converters}
      className={cn('text-base', className)}
      disableIndent
      disableTextAlign
    />
  )
}
