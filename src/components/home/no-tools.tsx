import { SearchX } from 'lucide-react'

export function NoTools({ message = 'Try a different search or clear some filters.', action }: { message?: string; action?: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface px-6 py-16 text-center">
      <SearchX className="size-10 text-slate-400" aria-hidden />
      <h2 className="mt-4 text-lg font-semibold text-ink">No Tools Found</h2>
      <p className="mt-1 max-w-md text-sm text-muted">{message}</p>
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  )
}
