/**
 * An accessible progress bar with a text label (e.g. "3 of 5 done"). Without a value it is
 * indeterminate: the work is under way but can't be measured (one SQL statement, say).
 */
export function ProgressBar({ value, label }: { value?: number; label: string }) {
  const clamped = value === undefined ? undefined : Math.max(0, Math.min(100, Math.round(value)))
  return (
    <div className="space-y-1.5">
      <div
        className="h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        aria-label={label}
      >
        {clamped === undefined ? (
          <div className="h-full w-1/3 animate-pulse rounded-full bg-brand-600/70" />
        ) : (
          <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${clamped}%` }} />
        )}
      </div>
      <p className="text-xs text-muted" aria-live="polite">
        {label}
      </p>
    </div>
  )
}
