'use client'

import { clsx } from 'clsx'

import type { OwnedToolChoice } from './placement-draft'

const pill = (checked: boolean) =>
  clsx(
    'inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-medium transition has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-400',
    checked ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-line bg-white text-ink hover:border-brand-300',
  )

/** A signed-in vendor's choice: one of the listed tools they own, or a tool not listed yet. */
export function OwnedToolPick(props: { tools: OwnedToolChoice[]; picked: number | null; onPick: (tool: OwnedToolChoice | null) => void }) {
  const { tools, picked, onPick } = props
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">Which tool do you want to feature?</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {tools.map((tool) => (
          <label key={tool.id} className={pill(picked === tool.id)}>
            <input type="radio" name="owned-tool" className="sr-only" checked={picked === tool.id} onChange={() => onPick(tool)} />
            {tool.name}
          </label>
        ))}
        <label className={pill(picked === null)}>
          <input type="radio" name="owned-tool" className="sr-only" checked={picked === null} onChange={() => onPick(null)} />
          A new tool
        </label>
      </div>
      <p className="mt-2 text-xs text-muted">Your listed tools fill in their name and website; a new tool is listed when the placement is approved.</p>
    </fieldset>
  )
}
