import type { ToolTypeValue } from '@/domains/directory'

const SEEKER = /\bjob seekers?\b|\byour (?:next )?job\b|\bland (?:your|a) (?:dream )?job\b|\bresume builder\b|\bcover letters?\b|\bjob search\b|\binterview prep/gi
const RECRUITER = /\brecruit(?:er|ers|ing|ment)\b|\bhiring (?:team|manager)s?\b|\bcandidates?\b|\btalent acquisition\b|\bapplicant tracking\b|\bsourcing\b/gi

/** Who the page speaks to, by counting audience phrases; recruiter (every tool's default type) on a tie. */
export function guessToolType(text: string): ToolTypeValue {
  const seeker = text.match(SEEKER)?.length ?? 0
  const recruiter = text.match(RECRUITER)?.length ?? 0
  if (seeker > 0 && recruiter > 0 && Math.min(seeker, recruiter) / Math.max(seeker, recruiter) > 0.6) return 'everyone'
  return seeker > recruiter ? 'job_seeker' : 'recruiter'
}
