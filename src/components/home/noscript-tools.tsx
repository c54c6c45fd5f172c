import type { ToolCardData } from '@/domains/directory'

/** The no-script fallback: a few tool links with 3 features each and a link to a static page. */
export function NoscriptTools({ tools }: { tools: ToolCardData[] }) {
  return (
    <noscript>
      <section aria-label="Tools without JavaScript" className="mt-10 rounded-2xl border border-line bg-surface p-6">
        <h2 className="text-lg font-semibold text-ink">Popular tools</h2>
        <ul className="mt-3 space-y-3">
          {tools.map((tool) => (
            <li key={tool.id}>
              <a href={`/tools/${tool.slug}`} className="font-medium text-brand-700 underline">
                {tool.name}
              </a>
              {tool.features.length > 0 ? (
                <ul className="ml-5 list-disc text-sm text-muted">
                  {tool.features.slice(0, 3).map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm">
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the no-script fallback: plain links, no client router */}
          <a href="/full-list" className="font-medium text-brand-700 underline">
            Browse the full list of tools
          </a>
        </p>
      </section>
    </noscript>
  )
}
