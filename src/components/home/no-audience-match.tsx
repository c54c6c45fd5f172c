import type { ToolTypeValue } from '@/domains/directory/shared'

/** Who an audience's tools are made for, as the results say it: "3 more for job seekers". */
export const AUDIENCE_NAMES: Record<ToolTypeValue, string> = { recruiter: 'recruiters', job_seeker: 'job seekers', everyone: 'everyone' }

/** In place of the selected audience's results when it has none but other audiences' tools match. */
export function NoAudienceMatch({ selected, q }: { selected: ToolTypeValue; q: string }) {
  return (
    <p className="mb-6 text-sm text-muted">
      No tools for {AUDIENCE_NAMES[selected]} match{q ? ` “${q}”` : ' these filters'}; other audiences’ tools do.
    </p>
  )
}
