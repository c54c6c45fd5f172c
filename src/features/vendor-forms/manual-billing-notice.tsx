import { FileText } from 'lucide-react'

/** Manual billing mode: says plainly that no card is taken now and an invoice follows approval. */
export function ManualBillingNotice({ amount }: { amount: string }) {
  return (
    <div className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-ink">
      <FileText className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
      <div className="space-y-1">
        <p className="font-semibold">No card is collected now.</p>
        <p>
          We bill by invoice: once our team approves your submission we email you an invoice for {amount}. Nothing is due
          until then.
        </p>
      </div>
    </div>
  )
}
