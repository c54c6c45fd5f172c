/** The loading state: 8 placeholder cards (spec §9). */
const PLACEHOLDER_CARDS = 8

export function ToolCardSkeletons() {
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" role="status" aria-label="Loading tools">
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
        <div key={index} data-testid="tool-card-placeholder" className="animate-pulse rounded-2xl border border-line bg-white p-5">
          <div className="flex gap-3">
            <div className="size-12 rounded-xl bg-slate-200" />
            <div className="flex-1 space-y-2">
              <div className="h-4 w-2/3 rounded bg-slate-200" />
              <div className="h-3 w-1/3 rounded bg-slate-100" />
            </div>
          </div>
          <div className="mt-4 space-y-2">
            <div className="h-3 rounded bg-slate-100" />
            <div className="h-3 w-5/6 rounded bg-slate-100" />
          </div>
          <div className="mt-4 space-y-2">
            <div className="h-3 w-3/4 rounded bg-slate-100" />
            <div className="h-3 w-2/3 rounded bg-slate-100" />
          </div>
          <div className="mt-6 flex gap-2">
            <div className="h-8 w-20 rounded-lg bg-slate-200" />
            <div className="ml-auto h-8 w-16 rounded-lg bg-slate-200" />
          </div>
        </div>
      ))}
      <span className="sr-only">Loading tools…</span>
    </div>
  )
}
