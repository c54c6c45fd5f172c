/** In development the app runs the queue itself; in production `npm run worker` does (JOBS_AUTORUN=1). */
export function jobsAutoRunEnabled(): boolean {
  const setting = process.env.JOBS_AUTORUN?.trim()
  if (setting === '1' || setting === 'true') return true
  if (setting === '0' || setting === 'false') return false
  return process.env.NODE_ENV !== 'production'
}
