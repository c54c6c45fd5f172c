import { Sparkles } from 'lucide-react'

import { ButtonLink } from '@/components/ui/button'

/** What a Basic tool's owner does not see, said plainly, with the way to it. */
export function PremiumNote({ toolName }: { toolName: string }) {
  return (
    <section aria-labelledby="premium-note-heading" className="rounded-2xl border border-brand-100 bg-brand-50/60 p-4 sm:p-6">
      <div className="flex items-start gap-3">
        <Sparkles aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <div className="space-y-2">
          <h2 id="premium-note-heading" className="text-base font-semibold text-ink">
            Premium analytics show more
          </h2>
          <p className="text-sm text-muted">
            You see {toolName}’s totals. With a Premium featured placement you would also see where the views came from (the search
            terms, listings, compare and tool pages, and the sites that sent visitors), the tool’s rank in its category over time, a
            monthly report by e-mail, and you could ask us for a featured case study.
          </p>
          <ButtonLink href="/feature-tool" variant="outline" size="sm">
            See the Premium plan
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
