import { clsx } from 'clsx'
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'

const controlClasses =
  'block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-surface disabled:text-slate-400 aria-[invalid=true]:border-red-500'

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={clsx(controlClasses, 'h-10 max-md:min-h-11', className)} {...props} />
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={clsx(controlClasses, 'min-h-28', className)} {...props} />
}

export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={clsx(controlClasses, 'h-10 pr-8 max-md:min-h-11', className)} {...props} />
}

/** A field's error message, announced (role="alert"); `id` is what the control's aria-describedby names. Nothing without a message. */
export function FieldError({ id, message, className }: { id: string; message?: string; className?: string }) {
  return message ? (
    <p id={id} role="alert" className={clsx('text-xs font-medium text-red-600', className)}>
      {message}
    </p>
  ) : null
}

/** A labelled form control with hint and error text wired for screen readers. */
export function Field(props: {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  children: ReactNode
  className?: string
}) {
  return (
    <div className={clsx('space-y-1.5', props.className)}>
      <label htmlFor={props.id} className="block text-sm font-medium text-ink">
        {props.label}
      </label>
      {props.children}
      {props.hint && !props.error ? (
        <p id={`${props.id}-hint`} className="text-xs text-muted">
          {props.hint}
        </p>
      ) : null}
      <FieldError id={`${props.id}-error`} message={props.error} />
    </div>
  )
}
