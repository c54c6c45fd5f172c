import { ChevronDown } from 'lucide-react'

export type FaqEntry = { question: string; answer: React.ReactNode }

/**
 * Questions and answers as native disclosure widgets: keyboard and screen-reader support without
 * JavaScript. Each question is a third-level heading inside its summary.
 */
export function FaqList({ entries, answerClassName }: { entries: FaqEntry[]; answerClassName: string }) {
  return (
    <div className="mt-6 divide-y divide-line rounded-2xl border border-line bg-white shadow-sm">
      {entries.map((entry) => (
        <details key={entry.question} className="group px-5 [&_summary::-webkit-details-marker]:hidden">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-semibold text-ink hover:text-brand-700">
            <h3 className="text-base">{entry.question}</h3>
            <ChevronDown aria-hidden className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180" />
          </summary>
          <div className={answerClassName}>{entry.answer}</div>
        </details>
      ))}
    </div>
  )
}
