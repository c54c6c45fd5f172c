import Link from 'next/link'

import { TOOL_TYPES, type ToolTypeValue } from '@/domains/directory/shared'
import { cn } from '@/platform/ui/cn'

const TRACK = 'grid w-full grid-cols-3 gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-line'

/**
 * One option; the three labels never wrap at 375 px, so none drops onto a line of its own. On wide
 * screens the switch is as tall as a select (40 px), so on the home filter bar their labels line up.
 */
function optionClasses(selected: boolean, extra?: string) {
  return cn(
    'flex min-h-9 items-center justify-center whitespace-nowrap rounded-lg px-2 py-1.5 text-xs font-medium transition-colors max-md:min-h-11 min-[420px]:px-3 min-[420px]:text-sm lg:min-h-8',
    selected ? 'bg-brand-600 text-white shadow-sm' : 'text-muted hover:bg-surface hover:text-ink',
    extra,
  )
}

type Props = { current: ToolTypeValue; className?: string } & (
  | { /** Links to each audience's page (the categories index). */ hrefFor: (type: ToolTypeValue) => string }
  | {
      /** Radio buttons of a form (the home filters), so the choice is sent without JavaScript too. */
      form: string
      onSelect: (type: ToolTypeValue) => void
    }
)

/**
 * Who the visitor browses as (For Recruiters, For Job Seekers, For Everyone): the same segmented
 * control wherever an audience is picked, as links where each audience is a page of its own and as
 * radio buttons inside the home filters' form.
 */
export function AudienceSwitch(props: Props) {
  if ('hrefFor' in props) {
    return (
      <nav aria-label="Audience" className={cn(TRACK, props.className)} data-audience-switch>
        {TOOL_TYPES.map((option) => (
          <Link
            key={option.value}
            href={props.hrefFor(option.value)}
            aria-current={option.value === props.current ? 'page' : undefined}
            className={optionClasses(option.value === props.current)}
          >
            {option.label}
          </Link>
        ))}
      </nav>
    )
  }
  const { form, onSelect } = props
  return (
    <fieldset className={props.className}>
      <legend className="mb-1 block text-xs font-semibold uppercase tracking-wide text-muted">Tool type</legend>
      <div className={TRACK} data-audience-switch>
        {TOOL_TYPES.map((option) => (
          <label
            key={option.value}
            className={optionClasses(option.value === props.current, 'cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500')}
          >
            <input
              type="radio"
              name="type"
              form={form}
              value={option.value}
              checked={option.value === props.current}
              onChange={() => onSelect(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
