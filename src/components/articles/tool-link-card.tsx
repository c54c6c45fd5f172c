import { ArrowRight } from 'lucide-react'
import Link from 'next/link'

import { getToolSummary } from '@/queries/articles'

/**
 * The tool link card block: name, summary and pricing come from the live directory. A tool that
 * is no longer published renders nothing rather than a dead link.
 */
export async function ToolLinkCard({ slug }: { slug: string }) {
  const tool = await getToolSummary(slug)
  if (!tool) return null
  return (
    <Link
      href={`/tools/${tool.slug}`}
      className="group my-8 flex items-start gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md"
    >
      {tool.logo ? (
        // Vendor logos come from arbitrary hosts, so a plain img rather than the image optimiser.
        // eslint-disable-next-line @next/next/no-img-element -- see above
        <img src={tool.logo} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded-xl border border-line object-contain" />
      ) : (
        <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-lg font-bold text-brand-700">
          {tool.name.charAt(0).toUpperCase()}
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-lg font-semibold text-ink group-hover:text-brand-700">{tool.name}</span>
          {tool.category ? <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-medium text-muted">{tool.category}</span> : null}
        </span>
        {tool.summary ? <span className="mt-1 line-clamp-2 block text-sm leading-6 text-slate-600">{tool.summary}</span> : null}
        <span className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="text-muted">{tool.pricing || 'Contact for pricing'}</span>
          <span className="inline-flex items-center gap-1 font-medium text-brand-700">
            View {tool.name}
            <ArrowRight aria-hidden className="size-4 transition group-hover:translate-x-0.5" />
          </span>
        </span>
      </span>
    </Link>
  )
}
