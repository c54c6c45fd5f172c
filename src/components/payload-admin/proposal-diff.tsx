'use client'

import { FieldLabel, useField, useFormFields } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'

import { FACT_CHANGE_LABELS, FACT_STATUSES, type FactChange, factChangesSchema, listDiff, type MediaRef, PRICING_MODELS, type PricingFactsValue } from '@/domains/directory/shared'

const box = { padding: '8px 12px', borderRadius: 4, margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const
const removedStyle = { ...box, background: 'var(--theme-error-100)', color: 'var(--theme-error-800)' } as const
const addedStyle = { ...box, background: 'var(--theme-success-100)', color: 'var(--theme-success-800)' } as const

const sideBySide = { display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' } as const

/** What the right-hand side is called: the website check read the site; an owner proposes. */
type Sides = { after: string }

function TextChange({ before, after, sides }: { before: string | null; after: string; sides: Sides }) {
  return (
    <div style={sideBySide}>
      <div>
        <p style={{ margin: '0 0 4px' }}>Listed now</p>
        {before ? <del style={{ ...removedStyle, display: 'block' }}>{before}</del> : <p style={box}>(nothing listed)</p>}
      </div>
      <div>
        <p style={{ margin: '0 0 4px' }}>{sides.after}</p>
        <ins style={{ ...addedStyle, display: 'block', textDecoration: 'none' }}>{after}</ins>
      </div>
    </div>
  )
}

function ImageChange({ before, after, sides, wide }: { before: string | null; after: MediaRef; sides: Sides; wide: boolean }) {
  const size = wide ? { width: 240, aspectRatio: '16 / 9', objectFit: 'cover' as const } : { width: 96, height: 96, objectFit: 'contain' as const }
  return (
    <div style={sideBySide}>
      <div>
        <p style={{ margin: '0 0 4px' }}>Listed now</p>
        {/* eslint-disable-next-line @next/next/no-img-element -- the admin shows the stored file as it is */}
        {before ? <img src={before} alt="Current" style={{ ...size, borderRadius: 4, border: '2px solid var(--theme-error-400)' }} /> : <p style={box}>(none)</p>}
      </div>
      <div>
        <p style={{ margin: '0 0 4px' }}>{sides.after}</p>
        {/* eslint-disable-next-line @next/next/no-img-element -- the admin shows the uploaded file as it is */}
        <img src={after.url} alt="Proposed" style={{ ...size, borderRadius: 4, border: '2px solid var(--theme-success-400)' }} />
      </div>
    </div>
  )
}

const optionLabel = (options: readonly { value: string; label: string }[], value: string | null) => options.find((option) => option.value === value)?.label ?? 'Not published'
const PRICING_FACT_ROWS: { label: string; show: (facts: PricingFactsValue) => string }[] = [
  { label: 'Pricing model', show: (facts) => optionLabel(PRICING_MODELS, facts.model) },
  { label: 'Starting price', show: (facts) => (facts.startingPriceUsdMonth === null ? 'Not published' : `$${facts.startingPriceUsdMonth} per month`) },
  { label: 'Free tier', show: (facts) => optionLabel(FACT_STATUSES, facts.freeTier) },
  { label: 'Free trial', show: (facts) => (facts.freeTrialDays === null ? 'Not published' : `${facts.freeTrialDays} days`) },
  { label: 'Contact sales', show: (facts) => (facts.contactSales ? 'Yes' : 'No') },
]

function PricingFactsChange({ before, after }: { before: PricingFactsValue; after: PricingFactsValue }) {
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 4 }}>
      {PRICING_FACT_ROWS.map(({ label, show }) =>
        show(before) === show(after) ? (
          <li key={label} style={box}>
            {label}: {show(after)}
          </li>
        ) : (
          <li key={label} style={{ display: 'grid', gap: 4 }}>
            <del style={removedStyle}>
              {label}: {show(before)}
            </del>
            <ins style={{ ...addedStyle, textDecoration: 'none' }}>
              {label}: {show(after)}
            </ins>
          </li>
        ),
      )}
    </ul>
  )
}

function ListChange({ before, after }: { before: string[]; after: string[] }) {
  const { kept, removed, added } = listDiff(before, after)
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 4 }}>
      {removed.map((item) => (
        <li key={`removed-${item}`} style={removedStyle}>
          <span aria-hidden="true">− </span>
          <span className="sr-only">Removed: </span>
          <del>{item}</del>
        </li>
      ))}
      {added.map((item) => (
        <li key={`added-${item}`} style={addedStyle}>
          <span aria-hidden="true">+ </span>
          <span className="sr-only">Added: </span>
          <ins style={{ textDecoration: 'none' }}>{item}</ins>
        </li>
      ))}
      {kept.map((item) => (
        <li key={`kept-${item}`} style={box}>
          {item}
        </li>
      ))}
    </ul>
  )
}

function ChangeRow({ change, sides }: { change: FactChange; sides: Sides }) {
  return (
    <section style={{ display: 'grid', gap: 8 }} data-testid={`proposal-change-${change.field}`}>
      <h3 style={{ margin: 0, fontSize: 16 }}>{FACT_CHANGE_LABELS[change.field]}</h3>
      {change.field === 'description' || change.field === 'pricing' ? <TextChange before={change.before} after={change.after} sides={sides} /> : null}
      {change.field === 'pricingFacts' ? <PricingFactsChange before={change.before} after={change.after} /> : null}
      {change.field === 'logo' ? <ImageChange before={change.before} after={change.after} sides={sides} wide={false} /> : null}
      {change.field === 'screenshot' ? <ImageChange before={change.before?.url ?? null} after={change.after} sides={sides} wide /> : null}
      {change.field === 'features' ? <ListChange before={change.before} after={change.after} /> : null}
      {change.field === 'integrations' ? (
        <ListChange before={change.before.map(({ name }) => name)} after={change.after.map(({ name }) => name)} />
      ) : null}
    </section>
  )
}

/** A change proposal's `changes` as a before/after diff: text and images side by side, lists with what goes and what comes. */
export const ProposalDiff: JSONFieldClientComponent = ({ path, field }) => {
  const { value } = useField<unknown>({ path: path ?? field.name })
  const source = useFormFields(([fields]) => fields.source?.value as string | undefined)
  const sides: Sides = { after: source === 'owner' ? 'The owner proposes' : 'The site now says' }
  const changes = factChangesSchema.safeParse(value)
  return (
    <div className="field-type" style={{ marginBottom: 24, display: 'grid', gap: 16 }}>
      <FieldLabel label={field.label || 'What changed'} path={path} />
      {changes.success ? (
        changes.data.map((change) => <ChangeRow key={change.field} change={change} sides={sides} />)
      ) : (
        <pre style={box}>{JSON.stringify(value, null, 2)}</pre>
      )}
    </div>
  )
}
