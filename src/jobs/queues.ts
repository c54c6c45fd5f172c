import { env, liveEnv } from '@/platform/env'

/** In development the app runs the queue itself; in production `npm run worker` does (JOBS_AUTORUN=1). */
export function jobsAutoRunEnabled(): boolean {
  const setting = liveEnv().JOBS_AUTORUN
  if (setting === undefined) return !env.isProduction
  return setting === '1' || setting === 'true'
}
