import { type FaqEntry, FaqList } from '@/components/content/faq-list'

/** The questions tool makers ask before paying. */
export function VendorFaq({ entries }: { entries: FaqEntry[] }) {
  return (
    <section aria-labelledby="vendor-faq" className="mx-auto mt-16 max-w-3xl">
      <h2 id="vendor-faq" className="text-center text-2xl font-bold text-ink">
        Questions tool makers ask
      </h2>
      <FaqList entries={entries} answerClassName="pb-5 text-sm leading-6 text-muted" />
    </section>
  )
}
