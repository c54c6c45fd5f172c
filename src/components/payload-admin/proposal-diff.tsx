'use client'

import { FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'

import { FACT_CHANGE_LABELS, type FactChange, factChangesSchema, listDiff } from '@/domains/directory/shared'

const box = { padding: '8px 12px', borderRadius: 4, margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const
const removedStyle = { ...box, background: 'var(--theme-error-100)', color: 'var(--theme-error-800)' } as const
const addedStyle = { ...box, background: 'var(--theme-success-100)', color: 'var(--theme-success-800)' } as const

function TextChange({ before, after }: { before: string | null; after: string }) {
  return (
    <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
      <div>
        <p style={{ margin: '0 0 4px' }}>Listed now</p>
        {before ? <del style={{ ...removedStyle, display: 'block' }}>{before}</del> : <p style={box}>(nothing listed)</p>}
      </div>
      <div>
        <p style={{ margin: '0 0 4px' }}>The site now says</p>
        <ins style={{ ...addedStyle, display: 'block', textDecoration: 'none' }}>{after}</ins>
      </div>
    </div>
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

function ChangeRow({ change }: { change: FactChange }) {
  return (
    <section style={{ display: 'grid', gap: 8 }} data-testid={`proposal-change-${change.field}`}>
      <h3 style={{ margin: 0, fontSize: 16 }}>{FACT_CHANGE_LABELS[change.field]}</h3>
      {change.field === 'pricing' ? <TextChange before={change.before} after={change.after} /> : null}
      {change.field === 'features' ? <ListChange before={change.before} after={change.after} /> : null}
      {change.field === 'integrations' ? (
        <ListChange before={change.before.map(({ name }) => name)} after={change.after.map(({ name }) => name)} />
      ) : null}
    </section>
  )
}

/** A change proposal's `changes` as a before/after diff: text side by side, lists with what goes and what comes. */
export const ProposalDiff: JSONFieldClientComponent = ({ path, field }) => {
  const { value } = useField<unknown>({ path: path ?? field.name })
  const changes = factChangesSchema.safeParse(value)
  return (
    <div className="field-type" style={{ marginBottom: 24, display: 'grid', gap: 16 }}>
      <FieldLabel label={field.label || 'What changed'} path={path} />
      {changes.success ? (
        changes.data.map((change) => <ChangeRow key={change.field} change={change} />)
      ) : (
        <pre style={box}>{JSON.stringify(value, null, 2)}</pre>
      )}
    </div>
  )
}
