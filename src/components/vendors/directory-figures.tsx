import { AUDIENCE_DAYS, type DirectoryAudience } from '@/domains/directory'
import { formatCount } from '@/platform/text/format-count'

/**
 * The directory's measured audience for tool makers: the tools listed and, once each is large
 * enough to mean something (directoryAudience), the last 30 days' tool page views and clicks out
 * to vendors' websites. A figure not yet meaningful is left out, never rounded up or estimated.
 */
export function DirectoryFigures({ audience }: { audience: DirectoryAudience }) {
  const figures = [
    { label: 'AI tools listed', value: audience.tools },
    ...(audience.views === null ? [] : [{ label: `Tool page views in the last ${AUDIENCE_DAYS} days`, value: audience.views }]),
    ...(audience.clicks === null ? [] : [{ label: `Clicks to vendor websites in the last ${AUDIENCE_DAYS} days`, value: audience.clicks }]),
  ]
  return (
    <section aria-labelledby="directory-figures" className="mx-auto mt-10 max-w-3xl">
      <h2 id="directory-figures" className="sr-only">
        The directory in figures
      </h2>
      <dl className="flex flex-wrap justify-center gap-3">
        {figures.map((figure) => (
          <div key={figure.label} className="flex min-w-40 max-w-64 flex-1 flex-col-reverse rounded-xl border border-line bg-white px-4 py-3 text-center shadow-sm">
            <dt className="text-sm text-muted">{figure.label}</dt>
            <dd className="text-2xl font-bold tracking-tight text-ink tabular-nums">{formatCount(figure.value)}</dd>
          </div>
        ))}
      </dl>
      <p className="mx-auto mt-3 max-w-xl text-center text-xs leading-5 text-muted">
        Measured by this directory: a view counts once per visitor, tool and day, and bots and prefetches are never counted.
        {figures.length < 3 ? ' Traffic figures appear once they are larger than a single visitor address could add on its own.' : null}
      </p>
    </section>
  )
}
