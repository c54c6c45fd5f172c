export type ReviewStep = { title: string; when: string; text: React.ReactNode }

/** What happens after a vendor applies, step by step, each with when it happens. */
export function ReviewSteps({ heading, steps }: { heading: string; steps: ReviewStep[] }) {
  return (
    <section aria-labelledby="review-steps" className="mx-auto mt-16 max-w-3xl">
      <h2 id="review-steps" className="text-center text-2xl font-bold text-ink">
        {heading}
      </h2>
      <ol className="mt-8 space-y-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm">
            <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-ink">
                {step.title} <span className="ml-1 text-sm font-medium text-brand-700">· {step.when}</span>
              </h3>
              <p className="mt-1 text-sm leading-6 text-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
