import { z } from 'zod'

const MAX_NOTE_LENGTH = 2000

const noteSchema = z.object(
  {
    note: z
      .string({ error: 'The note must be text.' })
      .trim()
      .max(MAX_NOTE_LENGTH, `Keep the note under ${MAX_NOTE_LENGTH} characters.`)
      .default(''),
  },
  { error: 'Send the note as JSON: { "note": "…" }.' },
)

/**
 * The editor's note from a decision's JSON body (`{ "note": "…" }`). A reject needs one (it is the
 * record of why, and what the vendor is told): `needed` is what to say when it is missing, null
 * for a decision that may go without.
 */
export function decisionNote(body: unknown, needed: string | null): { ok: true; note: string } | { ok: false; message: string } {
  const parsed = noteSchema.safeParse(body ?? {})
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Send the note as JSON: { "note": "…" }.' }
  if (needed !== null && !parsed.data.note) return { ok: false, message: needed }
  return { ok: true, note: parsed.data.note }
}
