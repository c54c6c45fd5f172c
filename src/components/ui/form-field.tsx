import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'

import { Field, Input, Select, Textarea } from './field'

type Labelled = { id: string; label: ReactNode; hint?: ReactNode; error?: string; className?: string }

export type FormFieldProps = Labelled &
  (
    | ({ as?: 'input' } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>)
    | ({ as: 'textarea' } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>)
    | ({ as: 'select' } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>)
  )

const withoutAs = <T extends { as?: string }>({ as: _as, ...attributes }: T) => attributes

/**
 * A labelled control with its hint and error, marked invalid and described by whichever of the
 * two shows, so screen readers announce it. Spread react-hook-form's `register(name)` into it.
 */
export function FormField({ id, label, hint, error, className, ...control }: FormFieldProps) {
  const a11y = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  }
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {control.as === 'textarea' ? (
        <Textarea {...withoutAs(control)} {...a11y} />
      ) : control.as === 'select' ? (
        <Select {...withoutAs(control)} {...a11y} />
      ) : (
        <Input {...withoutAs(control)} {...a11y} />
      )}
    </Field>
  )
}
