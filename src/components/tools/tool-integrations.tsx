import Link from 'next/link'

import { httpUrl } from '@/platform/validation/http-url'
import type { ToolDetail } from '@/queries/tools'

import { catalogedIntegrations } from './tool-fact-values'
import { ToolSection } from './tool-section'

const chip = 'rounded-full bg-surface px-3 py-1 text-sm text-ink ring-1 ring-line'

/**
 * The tool page's Integrations chip list: the catalogued integrations, each linking to the tools that
 * integrate with it; names not yet catalogued as plain chips; "None published" when the vendor
 * lists none; the vendor's page as the source. Left out while nothing is known, like the other
 * lists of the page.
 */
export function ToolIntegrations({ tool }: { tool: ToolDetail }) {
  const linked = catalogedIntegrations(tool)
  const named = linked.length > 0 ? [] : (tool.integrationOptions ?? [])
  const source = httpUrl(tool.integrationsSource)
  if (linked.length + named.length === 0 && !tool.integrationsNonePublished) return null
  return (
    <ToolSection title="Integrations">
      {linked.length + named.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {linked.map(({ name, slug }) => (
            <li key={slug}>
              <Link href={`/integrations/${slug}`} className={`${chip} inline-flex items-center hover:bg-brand-50 hover:text-brand-700 max-md:min-h-11`}>
                {name}
              </Link>
            </li>
          ))}
          {named.map((name) => (
            <li key={name} className={chip}>
              {name}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">None published</p>
      )}
      {source ? (
        <a href={source} target="_blank" rel="noopener noreferrer" className="mt-3 inline-flex items-center text-xs text-muted underline hover:text-ink max-md:min-h-11">
          Source: vendor&apos;s integrations page
        </a>
      ) : null}
    </ToolSection>
  )
}
