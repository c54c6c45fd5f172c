import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText, type JSXConverter, type JSXConverters, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import { ExternalLink } from 'lucide-react'
import Link from 'next/link'

import { cn } from '@/lib/cn'

import { linkClasses } from './link-classes'

type Node = { type: string; [key: string]: unknown }


function isExternal(url: string) {
  return /^(https?:)?\/\//i.test(url)
}

/** Internal links use client navigation; links that leave the site open in a new tab, safely. */
export function ContentLink({ url, children }: { url: string; children: React.ReactNode }) {
  if (!isExternal(url)) {
    return (
      <Link href={url} className={linkClasses}>
        {children}
      </Link>
    )
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={linkClasses}>
      {children}
      <ExternalLink aria-hidden className="ml-0.5 inline size-3.5 align-baseline" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
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
  quote: ({ node, nodesToJSX }) => (
    <blockquote className="my-6 border-l-4 border-brand-300 bg-brand-50/60 py-3 pr-4 pl-5 text-slate-700 italic">
      {nodesToJSX({ nodes: node.children })}
    </blockquote>
  ),
  link: ({ node, nodesToJSX }) => (
    <ContentLink url={String(node.fields.url ?? '')}>{nodesToJSX({ nodes: node.children })}</ContentLink>
  ),
  autolink: ({ node, nodesToJSX }) => (
    <ContentLink url={String(node.fields.url ?? '')}>{nodesToJSX({ nodes: node.children })}</ContentLink>
  ),
  horizontalrule: () => <hr className="my-10 border-line" />,
})

export function ContentRichText({
  data,
  blocks,
  className,
}: {
  data: unknown
  // Each block converter knows its own block's fields; the library types them loosely too.
  blocks?: Record<string, JSXConverter<any>>
  className?: string
}) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  const converters: JSXConvertersFunction = (args) => {
    const base = typography(args) as JSXConverters
    return { ...base, blocks: { ...base.blocks, ...blocks } } as JSXConverters<Node>
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
