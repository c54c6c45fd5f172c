'use client'

import { CheckCircle2, XCircle } from 'lucide-react'
import { useActionState } from 'react'

import { Button, ButtonLink } from '@/components/ui/button'
import type { ActionResult } from '@/platform/ui/action-result'

import { AuthCard } from './auth-card'

type ConfirmLinkTexts = {
  title: string
  intro: string
  button: string
  busy: string
  doneTitle: string
  doneText: string
  done: { label: string; href: string }
  failedTitle: string
  failedHint: string
  /** Where a failed confirmation leads (sign in, by default). */
  failedLink?: { label: string; href: string }
}

type Props = { token: string; confirm: (token: string) => Promise<ActionResult<unknown>>; texts: ConfirmLinkTexts }

/**
 * The page behind a link mailed to confirm something: opening it (a GET, maybe by a mail scanner)
 * only shows a button, and the button's POST (the server action) does the change.
 */
export function ConfirmLinkCard({ token, confirm, texts }: Props) {
  const [result, submit, pending] = useActionState<ActionResult<unknown> | null>(() => confirm(token), null)

  if (result?.ok) return <Outcome title={texts.doneTitle} text={texts.doneText} link={texts.done} ok />
  if (result) return <Outcome title={texts.failedTitle} text={`${result.error} ${texts.failedHint}`} link={texts.failedLink ?? { label: 'Go to sign in', href: '/auth' }} />
  return (
    <AuthCard title={texts.title} subtitle={texts.intro}>
      <form action={submit}>
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? texts.busy : texts.button}
        </Button>
      </form>
    </AuthCard>
  )
}

export function Outcome({ title, text, link, ok = false }: { title: string; text: string; link: { label: string; href: string }; ok?: boolean }) {
  const Icon = ok ? CheckCircle2 : XCircle
  return (
    <AuthCard title={title}>
      <div className="space-y-6 text-center" role="status">
        <Icon aria-hidden className={ok ? 'mx-auto size-12 text-green-600' : 'mx-auto size-12 text-red-500'} />
        <p className="text-sm text-muted">{text}</p>
        <ButtonLink href={link.href} size="lg" className="w-full">
          {link.label}
        </ButtonLink>
      </div>
    </AuthCard>
  )
}
