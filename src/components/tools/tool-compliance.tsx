import type { ToolDetail } from '@/queries/tools'

import { factDate } from './fact-date'
import { FactStatusBadge } from './fact-status-badge'
import { disclosedCompliance } from './tool-fact-values'
import { ToolSection } from './tool-section'
import { UndisclosedNote } from './undisclosed-note'

/**
 * "Compliance & security": each kind the vendor states, yes or no, with the page that states it and
 * the date it was stated or checked; the kinds it does not state, named once in one line.
 */
export function ToolCompliance({ tool }: { tool: ToolDetail }) {
  const { known, undisclosed } = disclosedCompliance(tool)
  return (
    <ToolSection title="Compliance & security">
      {known.length > 0 ? (
        <table className="w-full text-left text-sm [&_td]:py-2 [&_td]:text-right [&_th]:py-2 [&_th]:pr-3 [&_th]:font-normal [&_th]:text-muted">
          <caption className="sr-only">Compliance and security facts with their sources</caption>
          <tbody className="divide-y divide-line">
            {known.map((fact) => {
              const date = factDate(fact.date)
              return (
                <tr key={fact.kind}>
                  <th scope="row">{fact.label}</th>
                  <td>
                    <FactStatusBadge status={fact.status} />
                    {fact.source || date ? (
                      <span className="block text-xs text-muted">
                        {fact.source ? (
                          <a href={fact.source} target="_blank" rel="noopener noreferrer" className="inline-flex items-center underline hover:text-ink max-md:min-h-11 max-md:min-w-11">
                            Source
                          </a>
                        ) : null}
                        {date ? <time dateTime={date.iso}>{`${fact.source ? ' · ' : ''}${date.text}`}</time> : null}
                      </span>
                    ) : null}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      ) : null}
      {known.length === 0 ? (
        <p className="text-sm text-muted" data-testid="undisclosed-note">
          Compliance: not disclosed by the vendor.
        </p>
      ) : (
        <UndisclosedNote items={undisclosed} className="mt-2" />
      )}
    </ToolSection>
  )
}
