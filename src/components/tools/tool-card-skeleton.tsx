/** The loading state: 8 placeholder cards, two rows at the widest grid. */
const PLACEHOLDER_CARDS = 8;

const bar = "rounded bg-slate-200";
const line = "h-3 rounded bg-slate-100";
/** The card's buttons are 44 px tall on touch screens and under 768 px, like the real ones. */
const button = "h-8 rounded-lg bg-slate-200 max-md:h-11 coarse:h-11";

/**
 * Placeholders in the grid ToolCard's shape and spacing (its own classes): logo and name, the
 * category and price chips, a two-line description, three benefits, Upvote on its own line, then
 * Compare and Visit; on phones the card's row: logo, name, Upvote and Visit, the price, one line.
 */
export function ToolCardSkeletons() {
  return (
    <div role="status" aria-label="Loading tools">
      {/* The results line ("Showing X-Y of N tools") */}
      <div className="mb-3 mt-4 h-5 w-52 rounded bg-slate-100 sm:mb-4 sm:mt-6" />
      <div className="grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <div
            key={index}
            data-testid="tool-card-placeholder"
            aria-hidden
            className="tool-card animate-pulse hover:border-line hover:shadow-sm"
          >
            <div className="tool-card-head">
              <div className="size-12 shrink-0 rounded-xl bg-slate-200" />
              <div className={`h-4 w-1/2 ${bar}`} />
            </div>
            <div className="tool-card-chips">
              <div className="h-5 w-24 rounded-full bg-brand-50 max-sm:hidden" />
              <div className="h-5 w-16 rounded-md bg-slate-100" />
            </div>
            <div className="mt-3 space-y-2 py-0.5 max-sm:col-span-2 max-sm:mt-2 max-sm:pl-15">
              <div className={line} />
              <div className={`w-4/5 ${line} max-sm:hidden`} />
            </div>
            <div className="mt-3 space-y-2.5 max-sm:hidden">
              {["w-5/6", "w-3/4", "w-2/3"].map((width) => (
                <div key={width} className="flex gap-2">
                  <div className="size-4 shrink-0 rounded bg-brand-50" />
                  <div className={`${width} ${line}`} />
                </div>
              ))}
            </div>
            <div className="tool-card-actions">
              <div className={`w-40 ${button} max-sm:w-11`} />
              <div className="tool-card-buttons">
                <div className={`w-24 ${button} max-sm:hidden`} />
                <div className={`ml-auto w-20 ${button}`} />
              </div>
            </div>
          </div>
        ))}
      </div>
      <span className="sr-only">Loading tools…</span>
    </div>
  );
}
