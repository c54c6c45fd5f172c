'use client'

import { clsx } from 'clsx'
import { CheckCircle2, Mail } from 'lucide-react'
import { useCallback, useId, useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import { usePrefillEmail } from '@/components/ui/use-prefill-email'

import { subscribeToNewsletter } from './subscribe-to-newsletter'

type Status = 'idle' | 'submitting' | 'subscribed'

/**
 * The newsletter section: idle → "Subscribing..." → thank-you message. Its title is a section's
 * (`h2`) on the home page and the page's own (`h1`) where the box is the whole page.
 */
export function NewsletterBox({ className, heading: Heading = 'h2' }: { className?: string; heading?: 'h1' | 'h2' }) {
  const id = useId()
  const [email, setEmail] = useState('')
  const [status, setStatus] = useState<Status>('idle')
  const [error, setError] = useState<string | null>(null)
  usePrefillEmail(useCallback((address: string) => setEmail((typed) => typed || address), []))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (email.trim() === '') return
    // The shared schema (zod) loads on submit, so it stays out of the home page's first JavaScript.
    const { subscribeSchema } = await import('./subscribe-schema')
    const parsed = subscribeSchema.safeParse({ email })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address')
      return
    }
    setError(null)
    setStatus('submitting')
    try {
      const result = await subscribeToNewsletter({ email })
      if (result.ok) {
        setStatus('subscribed')
        toast.success('Subscribed!', 'Thanks for subscribing to our newsletter.')
        return
      }
      setStatus('idle')
      if (result.code === 'invalid') setError(result.error)
      toast.error('Subscription failed', result.error || 'Please try again later.')
    } catch (caught) {
      console.error(caught)
      setStatus('idle')
      toast.error('Subscription failed', 'An unexpected error occurred')
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={clsx('rounded-2xl border border-brand-100 bg-gradient-to-br from-brand-50 via-white to-brand-50 px-6 py-10 sm:px-10', className)}
    >
      <div className="mx-auto max-w-2xl text-center">
        <span className="mx-auto mb-4 flex size-11 items-center justify-center rounded-full bg-brand-600 text-white">
          <Mail aria-hidden className="size-5" />
        </span>
        <Heading id={`${id}-title`} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          Stay ahead of AI in recruiting
        </Heading>
        <p className="mt-2 text-sm text-muted sm:text-base">
          A weekly newsletter on new AI tools and recruiting insights. No spam; unsubscribe with one click.
        </p>
        {status === 'subscribed' ? (
          <div role="status" className="mx-auto mt-6 max-w-md rounded-lg bg-white px-4 py-3 text-sm shadow-sm">
            <p className="inline-flex items-center gap-2 font-medium text-brand-800">
              <CheckCircle2 aria-hidden className="size-5 shrink-0 text-green-600" />
              Thanks for subscribing! We&apos;ll keep you updated.
            </p>
            {/* Double opt-in: nothing is sent until the reader confirms from the mailed link. */}
            <p className="mt-1 text-muted">Check your inbox and confirm your address: the newsletter starts once you do.</p>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="mx-auto mt-6 max-w-md">
            <div className="flex flex-col gap-3 sm:flex-row">
              <label htmlFor={`${id}-email`} className="sr-only">
                Email address
              </label>
              <Input
                id={`${id}-email`}
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder="you@company.com"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value)
                  if (error) setError(null)
                }}
                disabled={status === 'submitting'}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-error` : undefined}
                className="h-11 sm:flex-1"
              />
              <Button type="submit" size="lg" disabled={status === 'submitting'} className="h-11 shrink-0">
                {status === 'submitting' ? 'Subscribing...' : 'Subscribe'}
              </Button>
            </div>
            {error ? (
              <p id={`${id}-error`} role="alert" className="mt-2 text-left text-xs font-medium text-red-600">
                {error}
              </p>
            ) : null}
          </form>
        )}
      </div>
    </section>
  )
}
